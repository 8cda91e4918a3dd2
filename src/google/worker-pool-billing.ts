import { ModelStorageKind } from '../core/model-storage';
import { Size } from '../core/size';
import { formatSeconds, phaseSummary } from '../core/storage-advice/format';
import { StorageStrategyId } from '../core/storage-advice/strategy-id';
import { AdvicePlatform } from '../core/storage-advice/workload';

/** What the scale-up note needs to know about the worker pool. */
export interface WorkerPoolScaleUpInput {
  /** The instance count, when literal. */
  readonly instanceCount?: number;
  readonly storageKind: ModelStorageKind;
  readonly modelSize: Size;
  readonly instanceMemory: Size;
  readonly rapidCache: boolean;
}

const STRATEGY_OF_KIND: Partial<Record<ModelStorageKind, StorageStrategyId>> = {
  [ModelStorageKind.CONTAINER_IMAGE]: StorageStrategyId.CONTAINER_IMAGE,
  [ModelStorageKind.OBJECT_STORAGE_MOUNT]: StorageStrategyId.OBJECT_STORAGE_MOUNT,
  [ModelStorageKind.DOWNLOAD_AT_START]: StorageStrategyId.DOWNLOAD_AT_START,
  [ModelStorageKind.INTERNET]: StorageStrategyId.INTERNET,
  [ModelStorageKind.OBJECT_STORAGE_STREAM]: StorageStrategyId.OBJECT_STORAGE_STREAM,
};

/**
 * The idle-billing note of a GPU worker pool, with the cold start each manual scale-up pays: the
 * advice's estimate for the workload's strategy, with the pool's instances starting together.
 * Cloud Run's worker pool GPU page: "GPU worker pools cannot be autoscaled. You are charged for the
 * GPU ... as long as the worker pool GPU instance is running".
 */
export function workerPoolScaleUpNote(input: WorkerPoolScaleUpInput): string {
  const count = input.instanceCount;
  const starting = Math.max(1, count ?? 1);
  const estimate = scaleUpEstimate(input, starting);
  const billing =
    count === 0
      ? 'the GPU worker pool is parked at instanceCount 0: it bills no GPU, CPU or memory until it is scaled up'
      : `the GPU worker pool bills the GPUs of its ${count === undefined ? '' : `${count} `}instance(s) for as long as they exist, busy or idle: GPU worker pools cannot autoscale, so set instanceCount: 0 to park it at no cost`;
  return `${billing}. Every manual scale-up cold-starts the instances it adds: ${starting === 1 ? 'one instance takes' : `${starting} starting together take`} about ${estimate} [https://cloud.google.com/run/docs/configuring/workerpools/gpu]`;
}

// Workloads of one app often share their shape: estimate each shape once. The advice ranks every
// strategy, which costs more than the rest of a worker pool's construction.
const ESTIMATES = new Map<string, string>();

function scaleUpEstimate(input: WorkerPoolScaleUpInput, concurrentColdStarts: number): string {
  const key = [input.storageKind, input.modelSize.toBytes(), input.instanceMemory.toBytes(), input.rapidCache, concurrentColdStarts].join(
    '|',
  );
  let estimate = ESTIMATES.get(key);
  if (estimate === undefined) {
    estimate = estimateScaleUp(input, concurrentColdStarts);
    ESTIMATES.set(key, estimate);
  }
  return estimate;
}

function estimateScaleUp(input: WorkerPoolScaleUpInput, concurrentColdStarts: number): string {
  // The advice is loaded here, for worker pools only: the construct's import does not pay for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { estimateStrategy } = require('../core/storage-advice/recommend') as typeof import('../core/storage-advice/recommend');
  const strategy = STRATEGY_OF_KIND[input.storageKind];
  const workload = {
    platform: AdvicePlatform.GOOGLE_CLOUD_RUN,
    modelSize: input.modelSize,
    concurrentColdStarts,
    instanceMemory: input.instanceMemory,
    rapidCache: input.rapidCache,
  };
  // Only this strategy's estimate: ranking the others would cost more than the rest of the pool.
  const estimate = strategy === undefined ? undefined : estimateStrategy(workload, strategy);
  const how = `cdktf-gpu-models advise --platform gcp-cloudrun shows its terms`;
  if (estimate?.totalSeconds === undefined) return `an unestimated time (a parameter has no figure; ${how})`;
  const each = concurrentColdStarts === 1 ? '' : ' each';
  return `${formatSeconds(estimate.totalSeconds)}${each} (the advice's estimate for this strategy: ${phaseSummary(estimate)}; ${how})`;
}
