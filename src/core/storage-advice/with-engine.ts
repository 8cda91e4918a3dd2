import type { EngineStartEstimate } from '../engine/engine-estimate';
import type { ColdStartEstimate } from './estimate';
import { ColdStartPhase, PhaseTreatment } from './phases';
import { StorageStrategyId } from './strategy-id';

/**
 * The strategies whose model bytes the engine itself reads at start: through a mount (the first read
 * of each file crosses the network) or streamed into GPU memory. For these, the storage estimate's
 * model bytes and the engine's weights-to-GPU phase are one transfer, counted once. A download or an
 * image puts the bytes on local disk first, and the engine then loads them: two phases, both counted.
 */
const ENGINE_READS_THE_STORE: ReadonlySet<StorageStrategyId> = new Set([
  StorageStrategyId.FILE_SYSTEM,
  StorageStrategyId.OBJECT_STORAGE_MOUNT,
  StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
  StorageStrategyId.OBJECT_STORAGE_STREAM,
]);

/** A strategy's cold start with the serving engine's start added. */
export interface ColdStartWithEngine {
  /** Storage and engine, in seconds. */
  readonly totalSeconds: number;
  /** The storage estimate's seconds (its counted phases). */
  readonly storageSeconds: number;
  /** The engine's seconds added to them: the whole engine start, or less its weights phase where that is the storage's transfer. */
  readonly engineSeconds: number;
  /** True where the weights phase and the storage's model bytes are one transfer, counted once (at the slower of the two). */
  readonly weightsCountedOnce: boolean;
  /** The phases the storage estimate still leaves out (the engine start is now counted). */
  readonly leftOut: readonly ColdStartPhase[];
}

/**
 * The storage estimate plus the engine's start, for one strategy. `undefined` when the storage
 * estimate has no figure. Where the engine reads the weights from the store (mounts, streaming), the
 * weights phase and the model bytes overlap: the longer of the two is counted, not their sum.
 */
export function coldStartWithEngine(
  strategy: StorageStrategyId,
  estimate: ColdStartEstimate,
  engine: EngineStartEstimate,
): ColdStartWithEngine | undefined {
  if (estimate.totalSeconds === undefined) return undefined;
  const weights = engine.phases.find((p) => p.name === 'weights-to-gpu')?.seconds ?? 0;
  const modelBytes = estimate.phases.find((p) => p.phase === ColdStartPhase.MODEL_BYTES && p.treatment === PhaseTreatment.COUNTED)?.seconds;
  const once = ENGINE_READS_THE_STORE.has(strategy) && modelBytes !== undefined;
  const engineSeconds = once ? engine.totalSeconds - weights + Math.max(0, weights - modelBytes) : engine.totalSeconds;
  return {
    totalSeconds: estimate.totalSeconds + engineSeconds,
    storageSeconds: estimate.totalSeconds,
    engineSeconds,
    weightsCountedOnce: once,
    leftOut: estimate.phases
      .filter((p) => p.treatment === PhaseTreatment.LEFT_OUT && p.phase !== ColdStartPhase.ENGINE_START)
      .map((p) => p.phase),
  };
}
