import { IConstruct } from 'constructs';
import { validationError } from '../private/scoped-error';
import { Token } from '../framework';
import { isUnresolved } from '../tokens';

/** How a number a user gave must look. */
export interface NumberRule {
  /** The stable ID of the error, the platform's or the value's (`GPUM-FC-RANGE`). */
  readonly code: string;
  /** The smallest allowed value. @default - no lower bound beyond being finite */
  readonly min?: number;
  /** The largest allowed value. @default - no upper bound beyond being finite */
  readonly max?: number;
  /** Whole numbers only. @default false */
  readonly integer?: boolean;
  /**
   * The library computes with the value at synth (a size, a spec, a count it compares), so a
   * Terraform token cannot stand in for it. When false, a token passes: it goes straight to a resource.
   * @default true
   */
  readonly literalRequired?: boolean;
  /** The unit, for the message (`seconds`, `MiB`). @default - none */
  readonly unit?: string;
  /** Written right after the value in the message (`s` for `5s`). @default - nothing */
  readonly valueSuffix?: string;
}

/** The words for a Terraform token in messages, instead of `${TfToken[...]}` or `-1.8e+289`. */
export const TOKEN_IN_WORDS = 'a Terraform token, known only at apply';

/**
 * A short stand-in for a Terraform token inside a line of text a message quotes (a TOML setting,
 * a command), where {@link TOKEN_IN_WORDS} would break the line. An error's `value` field uses
 * {@link valueText} / {@link TOKEN_IN_WORDS}.
 */
export const TOKEN_INLINE = '(a Terraform token)';

/**
 * A bad value as an error's `value` field: a Terraform token in words (never cdktf's placeholder
 * or a number token's encoded value), a string as written, anything else as `String()` gives it.
 */
export function valueText(value: unknown): string {
  if (value !== null && value !== undefined && Token.isUnresolved(value)) return TOKEN_IN_WORDS;
  return String(value);
}

/** A value as a message shows it: a literal string quoted, anything else as {@link valueText} gives it. */
export function describeValue(value: unknown): string {
  return typeof value === 'string' && !Token.isUnresolved(value) ? `"${value}"` : valueText(value);
}

/**
 * Refuses a number the library cannot make work, with the property's path, the value and the
 * range: NaN, infinity, out of range, a fraction where whole numbers are needed, and a Terraform
 * token where the library needs the number itself. Returns the value, for use in expressions.
 * `undefined` passes (the prop was not set).
 *
 * @param scope the construct whose prop it is; `undefined` for a value not in a construct yet
 *   (the error is then an `UnscopedValidationError`, without a construct path)
 */
export function checkNumber(
  scope: IConstruct | undefined,
  property: string,
  value: number | undefined,
  rule: NumberRule,
): number | undefined {
  if (value === undefined) return undefined;
  const code = rule.code;
  if (Token.isUnresolved(value)) {
    if (rule.literalRequired === false) return value;
    const fix = `give ${rangeText(rule, 'literal')}`;
    throw validationError(
      code,
      `${property} is ${TOKEN_IN_WORDS}, but the library needs the number itself at synth to check and compute with it: ${fix}`,
      scope,
      { property, value: TOKEN_IN_WORDS, fix },
    );
  }
  const bad =
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (rule.integer && !Number.isInteger(value)) ||
    (rule.min !== undefined && value < rule.min) ||
    (rule.max !== undefined && value > rule.max);
  if (bad) {
    const fix = `give ${rangeText(rule)}`;
    throw validationError(code, `${property} is ${describeValue(value)}${rule.valueSuffix ?? ''}: ${fix}`, scope, {
      property,
      value: describeValue(value),
      fix,
    });
  }
  return value;
}

/** {@link checkNumber} for a value that is always set. */
export function requireNumber(scope: IConstruct, property: string, value: number, rule: NumberRule): number {
  return checkNumber(scope, property, value, rule) as number;
}

/**
 * Refuses a Terraform token, or anything but `true` or `false` (a string `'false'` from plain
 * JavaScript is truthy), where the library decides by the value at synth: it creates a resource or
 * not, so Terraform cannot decide it at apply. Says so in words. Returns the value; `undefined`
 * passes (the prop was not set).
 *
 * @param scope the construct whose prop it is; `undefined` for a value not in a construct yet
 * (the error is then an `UnscopedValidationError`, without a construct path)
 * @param why what the library does with the value at synth, for the message
 */
export function requireLiteralBoolean(
  scope: IConstruct | undefined,
  code: string,
  property: string,
  value: boolean | undefined,
  why: string,
): boolean | undefined {
  if (value === undefined || value === true || value === false) return value;
  const fix = 'give a literal true or false';
  const message = isUnresolved(value)
    ? `${property} is ${TOKEN_IN_WORDS}, but ${why}: ${fix}`
    : `${property} is ${describeValue(value)}, not true or false: ${fix}`;
  throw validationError(code, message, scope, { property, value: describeValue(value), fix });
}

/**
 * A flag that only reaches a resource: true, false or a Terraform token (which goes there as it is).
 * Refuses what plain JavaScript or a JSON config can give instead (`"false"`, `1`), which the provider
 * refuses, or reads the wrong way, at plan. Use {@link requireLiteralBoolean} when the library decides by it.
 */
export function requireBoolean(scope: IConstruct | undefined, code: string, property: string, value: boolean | undefined): void {
  if (value === undefined || value === true || value === false || isUnresolved(value)) return;
  const fix = 'give true or false';
  throw validationError(code, `${property} is ${describeValue(value)}, not true or false: ${fix}`, scope, {
    property,
    value: describeValue(value),
    fix,
  });
}

/** The allowed values in words: `a whole number from 1 to 64`, with `literal` before the kind when given. */
function rangeText(rule: NumberRule, adjective?: string): string {
  const kind = `${adjective ? `${adjective} ` : ''}${rule.integer ? 'whole number' : 'finite number'}`;
  const unit = rule.unit ? ` (${rule.unit})` : '';
  if (rule.min !== undefined && rule.max !== undefined) return `a ${kind} from ${rule.min} to ${rule.max}${unit}`;
  if (rule.min !== undefined) return `a ${kind} of at least ${rule.min}${unit}`;
  if (rule.max !== undefined) return `a ${kind} of at most ${rule.max}${unit}`;
  return `a ${kind}${unit}`;
}
