import { IConstruct } from 'constructs';
import { displayText } from './errors';
import { AnnotationMetadataEntryType, TerraformStack } from './framework';
import { isUnresolved, resolveValue } from './tokens';

/**
 * Non-fatal advice as annotations whose text starts with a stable ID (`[GPUM-IMAGE-LARGE-MODEL] ...`).
 * cdktf has no warning IDs of its own, so the ID lives in the text, where tests, CI filters and
 * users can match it.
 */
export function addWarning(scope: IConstruct, id: string, message: string): void {
  annotate(scope, AnnotationMetadataEntryType.WARN, `[${id}] ${displayText(message)}`);
}

/** An informational annotation with a stable ID, for choices the library made on the user's behalf. */
export function addInfo(scope: IConstruct, id: string, message: string): void {
  annotate(scope, AnnotationMetadataEntryType.INFO, `[${id}] ${displayText(message)}`);
}

/**
 * The entry `Annotations.of(scope).addWarning()` writes, without the stack trace it captures: the
 * construct path and the ID locate the advice, and a trace costs about a millisecond per entry.
 */
function annotate(scope: IConstruct, type: AnnotationMetadataEntryType, message: string): void {
  const text = readable(scope, message);
  scope.node.addMetadata(type, text, { stackTrace: false });
  if (type === AnnotationMetadataEntryType.WARN) {
    reportWarningsAtSynth(scope);
    printIfValidationRan(scope, text);
  }
}

/**
 * The message with each Terraform token written as the expression it stands for
 * (`${alicloud_vpc.Vpc_1A2B.id}`) instead of cdktf's placeholder (`${TfToken[TOKEN.11]}`), which
 * tells the user nothing and would break a command they copy from the message.
 */
function readable(scope: IConstruct, message: string): string {
  if (!isUnresolved(message)) return message;
  try {
    const resolved = resolveValue(scope, message);
    return typeof resolved === 'string' ? resolved : message;
  } catch {
    return message;
  }
}

/** An annotation as read back from a construct tree. */
export interface AdviceEntry {
  /** `warning`, `info` or `error`. */
  readonly level: string;
  /** The stable ID, when the text starts with one. */
  readonly id?: string;
  /** The whole text. */
  readonly message: string;
  /** The path of the construct that carries it. */
  readonly constructPath: string;
}

const LEVELS: Record<string, string> = {
  '@cdktf/warn': 'warning',
  '@cdktf/info': 'info',
  '@cdktf/error': 'error',
};

/** Every annotation in the tree below `scope` (inclusive), in tree order. */
export function collectAdvice(scope: IConstruct): AdviceEntry[] {
  const entries: AdviceEntry[] = [];
  for (const node of scope.node.findAll()) {
    for (const entry of node.node.metadata) {
      const level = LEVELS[entry.type];
      if (!level) continue;
      const message = String(entry.data);
      const id = /^\[([A-Z0-9-]+)\]/.exec(message)?.[1];
      entries.push({ level, id, message, constructPath: node.node.path });
    }
  }
  return entries;
}

/*
 * Warnings where the user looks. The cdktf CLI reads every annotation from the manifest and prints
 * it; an app run on its own (`npx ts-node main.ts`) writes them to the manifest only, where nobody
 * reads them. So a stack that received one of our warnings gets a validation that prints the
 * library's warnings on stderr, once each, when `app.synth()` validates the stack: after aspects
 * (the policy pack's findings are there) and before cdktf fails on error annotations, whose text
 * its own error already carries. `Testing.synth()` runs no validations, so tests stay quiet.
 */

/** Marks a stack that has the printing validation: a symbol shared by every copy of the library. */
const WARNINGS_REPORTER = Symbol.for('cdktf-gpu-models.WarningsReporter');

/**
 * Marks a stack whose printing validation has run. A warning added after it (by another construct's
 * validation, such as a check that needs the whole app) is printed when it is added, or nobody sees it.
 */
const WARNINGS_PRINTED = Symbol.for('cdktf-gpu-models.WarningsPrinted');

/**
 * The cdktf CLI sets this when it runs the app ("we want to display the errors ourselves") and
 * prints the annotations itself; cdktf's stack reads it the same way (set, whatever the value).
 */
const CDKTF_CLI_MARKER = 'CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS';

/**
 * Registers a check that runs at synth, when every construct of the app exists (a rule across
 * constructs: a pool another construct creates, a name another construct claims). The check throws
 * a `ValidationError` to refuse, or calls `addWarning` to advise. This is the library's only way to
 * add a validation (ESLint refuses `addValidation` elsewhere in `src/`): it installs the stack's
 * warning printer first, which must exist before validation starts (cdktf validates the stack before
 * its constructs), so a warning the check adds is printed, once, even though the stack's own
 * printing validation ran before it.
 */
export function addSynthCheck(scope: IConstruct, check: () => void): void {
  reportWarningsAtSynth(scope);
  scope.node.addValidation({
    validate: () => {
      check();
      return [];
    },
  });
}

/**
 * Makes sure the library's warnings in the stack that holds `scope` reach stderr at synth when no
 * cdktf CLI runs the app. Cheap and idempotent: one validation per stack. A warning made by
 * `addWarning` installs it; a check made at synth installs it through {@link addSynthCheck}. Call it
 * directly only for annotations written another way, before validation (the policy pack's aspect).
 */
export function reportWarningsAtSynth(scope: IConstruct): void {
  const stack = stackOf(scope);
  if (!stack || WARNINGS_REPORTER in stack) return;
  const printed = new Set<string>();
  Object.defineProperty(stack, WARNINGS_REPORTER, { value: printed });
  stack.node.addValidation({
    validate: () => {
      if (process.env[CDKTF_CLI_MARKER] === undefined) printWarnings(stack, printed);
      if (!(WARNINGS_PRINTED in stack)) Object.defineProperty(stack, WARNINGS_PRINTED, { value: true });
      return [];
    },
  });
}

/** A warning added once the stack's printing validation has run: printed now, once. */
function printIfValidationRan(scope: IConstruct, message: string): void {
  if (!message.startsWith('[GPUM-') || process.env[CDKTF_CLI_MARKER] !== undefined) return;
  const stack = stackOf(scope);
  if (!stack || !(WARNINGS_PRINTED in stack)) return;
  const printed = (stack as unknown as Record<symbol, Set<string> | undefined>)[WARNINGS_REPORTER];
  const line = `warning: ${scope.node.path}: ${message}`;
  if (printed?.has(line)) return;
  printed?.add(line);
  process.stderr.write(`${line}\n`);
}

/** `warning: <construct path>: [GPUM-…] …`, one line per warning not printed before. */
function printWarnings(stack: TerraformStack, printed: Set<string>): void {
  const lines: string[] = [];
  for (const node of stack.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== AnnotationMetadataEntryType.WARN) continue;
      const message = String(entry.data);
      if (!message.startsWith('[GPUM-')) continue;
      const line = `warning: ${node.node.path}: ${message}`;
      if (printed.has(line)) continue;
      printed.add(line);
      lines.push(line);
    }
  }
  if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
}

function stackOf(scope: IConstruct): TerraformStack | undefined {
  for (let node: IConstruct | undefined = scope; node; node = node.node.scope) {
    if (TerraformStack.isStack(node)) return node;
  }
  return undefined;
}
