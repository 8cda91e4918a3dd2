import { IConstruct } from 'constructs';
import { DefaultTokenResolver, StringConcat, Token, Tokenization } from './framework';

/** True when the value is a Terraform token (known only at apply time). */
export function isUnresolved(value: unknown): boolean {
  return value !== undefined && value !== null && !plainLiteral(value) && Token.isUnresolved(value);
}

/** True when the value is known at synth: checks on it can run now. */
export function isResolved<T>(value: T | undefined): value is T {
  return value !== undefined && value !== null && (plainLiteral(value) || !Token.isUnresolved(value));
}

/**
 * Values that cannot hold a token, recognised without cdktf's parse: the checks ask about every
 * literal a user gives, and most are plain. A string token carries cdktf's `TfToken[` marker
 * (`${TfToken[...]}`, and `#{`/`&{` for lists and maps); a number token is a negative double
 * (its sign and exponent bits are cdktf's marker); a boolean is never one.
 */
function plainLiteral(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return !value.includes('TfToken[');
    case 'number':
      return value >= 0 || Number.isNaN(value);
    case 'boolean':
      return true;
    default:
      return false;
  }
}

/**
 * What a value resolves to in the synthesized JSON (`${alicloud_vpc.x.id}` for a reference). Each
 * read of a resource attribute is a fresh token, so two tokens are the same value only if this says so.
 */
export function resolveValue(scope: IConstruct, value: unknown): unknown {
  return Tokenization.resolve(value, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
}

/** True when two values are known to be equal at synth, token or not. */
export function sameValue(scope: IConstruct, a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(resolveValue(scope, a)) === JSON.stringify(resolveValue(scope, b));
}
