import { IConstruct } from 'constructs';
import { UnscopedValidationError, ValidationError } from '../errors';

/**
 * The error for a check that runs both for a construct and without one (the advise command, a spec
 * built on its own): scoped to the construct when there is one, so the message names its path.
 */
export function validationError(
  code: string,
  message: string,
  scope: IConstruct | undefined,
  options: { readonly property?: string; readonly value?: string; readonly fix: string },
): ValidationError | UnscopedValidationError {
  return scope ? new ValidationError(code, message, scope, options) : new UnscopedValidationError(code, message, options);
}
