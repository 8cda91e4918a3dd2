import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { ModelArtifact } from '../core/model-artifact';
import { isResolved } from '../core/tokens';
import { instancesAllowed, provisionedCounts } from './concurrency';
import { FcProvisionedOptions } from './fc-gpu-function-props';

/** What the NAS burst guard reads from the function. */
export interface NasBurstInputs {
  readonly model: ModelArtifact;
  readonly region: string;
  readonly provisioned?: FcProvisionedOptions;
  readonly reservedConcurrency?: number;
  readonly instanceConcurrency: number;
}

/**
 * The NAS failure the model-storage guide warns about: many instances starting at once share the file
 * system's bandwidth, start slowly and time out. Every count of instances the function can start
 * together (a provisioned target, a scheduled target, a target-tracking maximum, and the on-demand
 * cap of `reservedConcurrency`) is compared with the concurrency at which the advisor's estimates
 * (`recommendModelStorage`, its parameters and its burst rule) favour OSS: computed here, never a
 * fixed number, so overrides and new parameters flow through.
 */
export function checkNasBurst(scope: Construct, inputs: NasBurstInputs): void {
  const counts = provisionedCounts(inputs.provisioned).filter((c) => isResolved(c.count));
  if (inputs.reservedConcurrency !== undefined && isResolved(inputs.reservedConcurrency) && isResolved(inputs.instanceConcurrency)) {
    counts.push({
      property: `reservedConcurrency ${inputs.reservedConcurrency} / instanceConcurrency ${inputs.instanceConcurrency} (on-demand cap)`,
      count: instancesAllowed(inputs.reservedConcurrency, inputs.instanceConcurrency),
    });
  }
  const largest = Math.max(0, ...counts.map((c) => c.count));
  if (largest < 2) return;
  // Loaded here: only NAS functions with several instances pay for the advice tables.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const advice = require('./advice/nas-burst') as typeof import('./advice/nas-burst');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const zones = (require('./advice/rules') as typeof import('./advice/rules')).OSS_ACCELERATOR_ZONES;
  const workload = { modelSize: inputs.model.size, region: inputs.region };
  if (!advice.nasBurstEstimate(workload, largest)?.favoursObjectStorage) return;
  const threshold = advice.nasBurstThreshold(workload, largest)!;
  const reaching = counts.filter((c) => c.count >= threshold.concurrentStarts);
  const atLargest = advice.nasBurstEstimate(workload, largest)!;
  const zone = zones[inputs.region];
  const storage = zone ? `FcModelStorage.ossMount({ accelerator: { zoneId: '${zone}' } })` : 'FcModelStorage.ossMount()';
  addWarning(
    scope,
    'GPUM-FC-NAS-BURST',
    `${reaching.map((c) => `${c.property} is ${c.count}`).join('; ')}: from ${threshold.concurrentStarts} instances starting at once the advisor's estimates favour ${threshold.ossLabel} over NAS, whose bandwidth every starting instance shares (FC model storage guide: many instances starting together on NAS start slowly and time out). At ${largest} starts the estimate is ${Math.round(
      atLargest.nasSeconds,
    )}s from NAS (${Math.round(atLargest.nasPerInstanceMBps ?? 0)} MB/s each) against ${Math.round(atLargest.ossSeconds)}s from ${
      atLargest.ossLabel
    } (recommendModelStorage, default parameters; ${atLargest.phases}). Serve the model with ${storage}, or keep the counts below ${threshold.concurrentStarts} (cap on-demand scale-out with reservedConcurrency)`,
  );
}
