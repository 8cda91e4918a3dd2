// The concurrency at which the advisor's estimates favour OSS over NAS on Function Compute: the same
// candidates, parameters and burst rule as recommendModelStorage(), asked for one count at a time.
// Loads no provider package (the construct requires it only for NAS functions with counts to check).
import { Size } from '../../core/size';
import { EstimatedCandidate } from '../../core/storage-advice/candidate';
import { estimateColdStart } from '../../core/storage-advice/estimate';
import { estimateParameters } from '../../core/storage-advice/parameters';
import { resolveWorkload } from '../../core/storage-advice/resolved-workload';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { ALICLOUD_RULES, BurstComparison, burstComparison, burstFavoursObjectStorage } from './rules';

/** The workload the burst guard asks about. */
export interface NasBurstWorkload {
  /** The model's size. */
  readonly modelSize: Size;
  /** The function's region (whether the accelerator is offered there). */
  readonly region?: string;
  /** Overrides of the estimate's parameters. */
  readonly estimateParameters?: { [name: string]: number };
}

/** The estimates at one count of instances starting together. */
export interface NasBurstEstimate extends BurstComparison {
  /** The instances starting together. */
  readonly concurrentStarts: number;
  /** Whether the burst rule favours OSS at this count. */
  readonly favoursObjectStorage: boolean;
}

/** The burst rule's comparison when `concurrentStarts` instances start together. */
export function nasBurstEstimate(workload: NasBurstWorkload, concurrentStarts: number): NasBurstEstimate | undefined {
  const w = resolveWorkload({
    platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
    modelSize: workload.modelSize,
    region: workload.region,
    concurrentColdStarts: concurrentStarts,
    estimateParameters: workload.estimateParameters,
  });
  const parameters = estimateParameters(w.platform, workload.estimateParameters ?? {});
  const candidates: EstimatedCandidate[] = ALICLOUD_RULES.candidates(w, parameters).map((c) => ({
    ...c,
    estimate: estimateColdStart(c.plan, parameters),
  }));
  const comparison = burstComparison(candidates);
  if (!comparison) return undefined;
  return { ...comparison, concurrentStarts, favoursObjectStorage: burstFavoursObjectStorage(w, candidates) };
}

/**
 * The smallest count of instances starting together, from 2 up to `upTo`, at which the estimates
 * favour OSS over NAS (5 at the default parameters: Performance NAS's 600 MB/s shared by 5 is 120 MB/s
 * each, below one instance's 1 Gbit/s). Undefined when no count up to `upTo` does.
 */
export function nasBurstThreshold(workload: NasBurstWorkload, upTo: number): NasBurstEstimate | undefined {
  for (let n = 2; n <= upTo; n++) {
    const estimate = nasBurstEstimate(workload, n);
    if (estimate?.favoursObjectStorage) return estimate;
  }
  return undefined;
}
