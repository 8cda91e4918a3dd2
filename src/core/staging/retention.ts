import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { checkNumber, NumberRule } from '../contract/numbers';
import { validationError } from '../private/scoped-error';
import { isUnresolved } from '../tokens';

/**
 * The rule of `retainRevisions`; a platform whose prop has another name checks a token with it. A
 * Terraform token is refused: the library writes the number into the staging program's environment
 * and warns on 1 at synth, so it needs the number itself.
 */
export const RETAIN_REVISIONS: NumberRule = { code: 'GPUM-STAGING-RETAIN', integer: true, min: 1 };

/**
 * Checks `retainRevisions` (a whole number, at least 1: the revision just staged is always kept;
 * a literal, not a Terraform token) and warns when it keeps only that one. Platforms call it with
 * their construct, so that the error names it; {@link StagingJobSpec.forModel} calls it without one.
 * @returns the number, or undefined when unset (every revision is kept)
 */
export function checkRetainRevisions(value: number | undefined, scope?: IConstruct): number | undefined {
  if (value === undefined) return undefined;
  if (isUnresolved(value)) return checkNumber(scope, 'retainRevisions', value, RETAIN_REVISIONS);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    const message = `retainRevisions ${String(value)} must be a whole number of at least 1 (the revision just staged is always kept)`;
    const options = { property: 'retainRevisions', value: String(value), fix: 'for example 3, or leave it unset to keep every revision' };
    throw validationError('GPUM-STAGING-RETAIN', message, scope, options);
  }
  if (value === 1 && scope) {
    addWarning(
      scope,
      'GPUM-STAGING-RETAIN-ONE',
      'retainRevisions 1 deletes the revision being served as soon as the new one is staged, before the rollout switches to it: a server that starts or restarts meanwhile cannot load its model, and no earlier revision is left to roll back to. Keep at least 2',
    );
  }
  return value;
}
