import { IConstruct } from 'constructs';
import { collectAdvice } from '../../src/core/advice';
import { GpuModelsError } from '../../src/core/errors';

/**
 * The bad-input tables' common shape. Every public input (test/support/public-api.ts) needs a row
 * here, or a reviewed entry in test/package/bad-input-allow-list.ts: `test/package/bad-input-coverage.test.ts`
 * reads every `test/**\/*.rows.ts` module's `ROWS` and fails on an input that has neither.
 *
 * A row names the inputs it feeds a bad value to (`api`, keys of the public-API walk), the class of the
 * bad value, and what the user gets: an error with its code (and its construct path, value and fix,
 * which `expectBadInputOutcome` checks) or a coded warning.
 */
export enum InputClass {
  /** A literal the rule refuses: a wildcard, a template, characters or a word outside the allowed set. */
  LITERAL = 'literal',
  /** A Terraform token where the library must decide at synth. */
  TOKEN = 'token',
  /** An empty string, list or map. */
  EMPTY = 'empty',
  /** A number or size outside its range: NaN, infinity, negative, fractional, too large. */
  OUT_OF_RANGE = 'out of range',
  /** A value of another form: a URL where a name belongs, a tag where a digest is required, an ID of another kind. */
  WRONG_SHAPE = 'wrong shape',
  /** A value of another cloud, region or platform. */
  WRONG_CLOUD = 'wrong cloud',
  /** A value that contradicts another input or another construct of the same app. */
  INCONSISTENT = 'inconsistent with another construct',
}

/** What a bad input must produce: an error with a code, or a warning with a code. Never silence. */
export type BadInputOutcome = { readonly error: string } | { readonly warning: string };

/** The part of a row the coverage test reads; each table adds its own input. */
export interface BadInputCase {
  /** The public inputs this row gives a bad value to, as `publicApiInputs()` keys them. */
  readonly api: string | readonly string[];
  readonly class: InputClass;
  /** What the row does, for the test's title. */
  readonly name: string;
  readonly expect: BadInputOutcome;
}

/** A row that builds constructs: `build` returns the scope whose warnings count, or throws. */
export interface ConstructBadInput extends BadInputCase {
  readonly build: () => IConstruct | void;
}

/** The keys a row names, as a list. */
export function apiKeys(row: BadInputCase): readonly string[] {
  return typeof row.api === 'string' ? [row.api] : row.api;
}

/** What building the row gave: its error, or the coded warnings of the scope it returned. */
export function outcomeOf(build: () => IConstruct | void): { error?: GpuModelsError; warnings: string[] } {
  try {
    const scope = build();
    return { warnings: scope ? collectAdvice(scope).map((a) => a.id ?? '') : [] };
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return { error: e, warnings: [] };
    throw e;
  }
}

/**
 * Asserts the row's outcome. An expected error must be the first error, with its fix and the bad
 * value as given (`value`); when it was
 * thrown for a construct its message names the construct's path. A warning must be among the coded
 * warnings. A different error, or none, fails with what happened.
 */
export function expectBadInputOutcome(row: ConstructBadInput): void {
  const { error, warnings } = outcomeOf(row.build);
  if ('error' in row.expect) {
    if (!error)
      throw new Error(
        `expected ${row.expect.error}, but the input was accepted${warnings.length ? ` (warnings: ${warnings.join(', ')})` : ''}`,
      );
    if (error.code !== row.expect.error) throw new Error(`expected ${row.expect.error}, got ${error.code}: ${error.message}`);
    if (!error.fix) throw new Error(`${error.code} carries no fix: ${error.message}`);
    if (error.value === undefined) throw new Error(`${error.code} carries no value (the bad input as given): ${error.message}`);
    if (error.constructPath !== undefined && !error.message.includes(error.constructPath)) {
      throw new Error(`${error.code} does not name its construct path ${error.constructPath}: ${error.message}`);
    }
    return;
  }
  if (error) throw new Error(`expected the warning ${row.expect.warning}, got the error ${error.code}: ${error.message}`);
  if (!warnings.includes(row.expect.warning)) {
    throw new Error(`expected the warning ${row.expect.warning}, got ${warnings.length ? warnings.join(', ') : 'none'}`);
  }
}

/** Defines one test per row of a construct table. */
export function describeBadInputs(title: string, rows: readonly ConstructBadInput[]): void {
  describe(title, () => {
    test.each(
      rows.map((r) => [`${r.name} [${r.class}] → ${'error' in r.expect ? r.expect.error : `warning ${r.expect.warning}`}`, r] as const),
    )('%s', (_title, row) => expectBadInputOutcome(row));
  });
}
