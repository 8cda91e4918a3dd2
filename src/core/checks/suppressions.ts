import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { isUnresolved } from '../tokens';

/** The metadata type a suppression is stored under, on the construct it applies to. */
export const SUPPRESSION_METADATA_TYPE = 'cdktf-gpu-models/check-suppression';

/** A suppressed rule, with the reason a reviewer reads. */
export interface CheckSuppression {
  /** The rule's ID. */
  readonly ruleId: string;
  /** Why the finding does not apply. */
  readonly reason: string;
}

/** The shortest reason accepted: a reviewer must be able to tell why. */
export const MIN_REASON_LENGTH = 10;

/** Stores a suppression on a construct after checking it. */
export function addSuppression(scope: IConstruct, ruleId: string, reason: string, knownRuleIds: string[]): void {
  if (!knownRuleIds.includes(ruleId)) {
    const fix = `Use one of: ${knownRuleIds.join(', ')}`;
    throw new ValidationError('GPUM-CHECK-SUPPRESSION-RULE', `no rule has the ID "${ruleId}". ${fix}`, scope, {
      property: 'ruleId',
      value: ruleId,
      fix,
    });
  }
  // A token is no reason a reviewer can read: the metadata and the report would hold its placeholder.
  if (typeof reason !== 'string' || isUnresolved(reason) || reason.trim().length < MIN_REASON_LENGTH) {
    const fix = `give a reason of at least ${MIN_REASON_LENGTH} characters that says why the finding does not apply`;
    throw new ValidationError(
      'GPUM-CHECK-SUPPRESSION-REASON',
      `the suppression of ${ruleId} has the reason "${reason ?? ''}": ${fix}`,
      scope,
      {
        property: 'reason',
        value: String(reason),
        fix,
      },
    );
  }
  const suppression: CheckSuppression = { ruleId, reason: reason.trim() };
  scope.node.addMetadata(SUPPRESSION_METADATA_TYPE, suppression);
}

/** The suppression of a rule on the construct or its nearest ancestor that has one. */
export function findSuppression(construct: IConstruct, ruleId: string): CheckSuppression | undefined {
  for (const scope of [...construct.node.scopes].reverse()) {
    const entry = scope.node.metadata.find((m) => m.type === SUPPRESSION_METADATA_TYPE && (m.data as CheckSuppression).ruleId === ruleId);
    if (entry) return entry.data as CheckSuppression;
  }
  return undefined;
}
