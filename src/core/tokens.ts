import { IConstruct } from 'constructs';
import { DefaultTokenResolver, StringConcat, Token, Tokenization } from './framework';

/** True when the value is a Terraform token (known only at apply time). */
export function isUnresolved(value: unknown): boolean {
  return value !== undefined && value !== null && Token.isUnresolved(value);
}

/** True when the value is known at synth: checks on it can run now. */
export function isResolved<T>(value: T | undefined): value is T {
  return value !== undefined && value !== null && !Token.isUnresolved(value);
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
