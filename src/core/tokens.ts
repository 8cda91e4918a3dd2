import { Token } from './framework';

/** True when the value is a Terraform token (known only at apply time). */
export function isUnresolved(value: unknown): boolean {
  return value !== undefined && value !== null && Token.isUnresolved(value);
}

/** True when the value is known at synth: checks on it can run now. */
export function isResolved<T>(value: T | undefined): value is T {
  return value !== undefined && value !== null && !Token.isUnresolved(value);
}
