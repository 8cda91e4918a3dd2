import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';
import { TOKEN_IN_WORDS } from '../contract/numbers';

/**
 * Refuses an amount a value type cannot hold: a Terraform token (the library computes with sizes
 * and durations at synth, so it needs the number itself), NaN, infinity or a negative number.
 *
 * @param code the value type's error ID
 * @param what `a size`
 * @param unit the unit the amount is counted in after conversion (`bytes`)
 * @param example a call that works
 */
export function checkAmount(code: string, what: string, unit: string, amount: number, example: string): void {
  if (isUnresolved(amount)) {
    const fix = `give a literal number, for example ${example}`;
    throw new UnscopedValidationError(
      code,
      `${what} was given a Terraform token (a value known only at apply): the library computes with it at synth, so ${fix}`,
      { value: TOKEN_IN_WORDS, fix },
    );
  }
  if (!Number.isFinite(amount) || amount < 0) {
    throw new UnscopedValidationError(
      code,
      `${what} must be a finite number of ${unit} of at least 0, got ${amount}: for example ${example}`,
      {
        value: String(amount),
        fix: `give a finite number of at least 0, for example ${example}`,
      },
    );
  }
}
