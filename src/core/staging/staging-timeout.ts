import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import type { Duration } from '../duration';
import type { ModelArtifact } from '../model-artifact';
import { AdvicePlatform } from '../storage-advice/workload';
import { isUnresolved } from '../tokens';
import { StagingEstimator } from './staging-estimate';

/** One platform's staging timeout: its ID, its estimate, its limit and its default. */
export interface StagingTimeoutRule {
  /** The platform's ID for a timeout shorter than the estimate (`GPUM-FC-STAGING-TIMEOUT`). */
  readonly code: string;
  /** The platform whose staging estimate applies. */
  readonly platform: AdvicePlatform;
  /** The platform's name in the message (`Function Compute`). */
  readonly platformName: string;
  /** What happens at the deadline, as a clause (`the invocation is stopped`). */
  readonly atDeadline: string;
  /**
   * The longest timeout the platform takes, in seconds.
   * @default - no limit
   */
  readonly maxSeconds?: number;
  /** What leaving `timeout` out gives, for the fix (`24 hours`). */
  readonly defaultText: string;
}

/**
 * Warns (the rule's code) when a staging timeout is shorter than the platform's staging estimate for
 * the model's size and source: the platform stops the copy at its deadline before the model is
 * complete. A warning, not an error, on every platform: the estimate is arithmetic on assumed and
 * published figures (StagingEstimator), which the user may have measured faster, and the constructs
 * take no override of them. A platform's hard limits (its minimum and maximum timeout) stay errors of
 * the platform. A timeout that is a token is not known at synth and is not compared.
 */
export function warnStagingTimeoutShort(scope: IConstruct, model: ModelArtifact, timeout: Duration, rule: StagingTimeoutRule): void {
  const seconds = timeout.toSeconds();
  if (isUnresolved(seconds)) return;
  const estimate = StagingEstimator.estimate({ platform: rule.platform, modelSize: model.size, sourceKind: model.source.kind });
  if (seconds >= estimate.seconds) return;
  const needed = Math.ceil(estimate.seconds);
  const fix =
    rule.maxSeconds !== undefined && needed > rule.maxSeconds
      ? `no timeout fits: the estimate is past ${rule.platformName}'s limit of ${rule.maxSeconds} s, so stage the model another way (a bucket source in the same cloud, or a copy made outside ${rule.platformName})`
      : `give at least Duration.seconds(${needed}), or leave timeout out (${rule.defaultText})`;
  addWarning(
    scope,
    rule.code,
    `staging timeout ${Math.ceil(seconds)} s is shorter than the staging estimate of ${needed} s for ${model.size} on ${rule.platformName} (StagingEstimator, limited by ${estimate.bottleneck}): ${rule.atDeadline} before the model is complete. ${fix}`,
  );
}
