import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { ValidationError } from '../errors';
import { ModelArtifact, ModelGpuLoading } from '../model-artifact';
import { Size } from '../size';

/** The GPU memory one instance of a workload gets, as its platform supplies it. */
export interface GpuMemoryOffer {
  /** The memory of one GPU. */
  readonly perGpu: Size;
  /** GPUs per instance. */
  readonly count: number;
  /** The GPU as users know it (`NVIDIA L4`, `fc.gpu.ada.1`), for messages. */
  readonly description: string;
  /** What to change when the model does not fit, in the platform's terms. */
  readonly fix: string;
  /**
   * What to change for a model that needs `needed` of GPU memory (its weights and headroom): only the
   * GPUs and counts that hold it, or, when none does, that none does, naming `gpuCount` or quantization.
   * @default - `fix`
   */
  fixFor?(needed: Size): string;
}

/** What {@link modelGpuFit} finds: an error (the weights do not fit) or a warning (too little headroom). */
export interface GpuFitFinding {
  readonly level: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  readonly fix: string;
}

/** The model as the fit rule reads it: a `ModelArtifact`, or the command line's description of one. */
export type FitModel = Pick<ModelArtifact, 'name' | 'size' | 'gpuLoading' | 'gpuMemoryHeadroomPercent'>;

/**
 * Whether the model's weights fit the GPU memory of what is requested (card × count). Weights alone
 * larger than the GPU memory fail every start: an error, unless the model says it is loaded
 * quantized or offloaded. Less than the model's headroom left for activations and the KV cache is a
 * warning (vLLM needs room for at least one full sequence, or refuses to start). Without a construct:
 * the constructs call it through {@link checkModelFitsGpu}, the command line directly.
 */
export function modelGpuFit(model: FitModel, offer: GpuMemoryOffer): GpuFitFinding | undefined {
  const total = offer.perGpu.times(offer.count);
  const weights = model.size;
  // What the model needs to load with its headroom: weights ≤ (100 − headroom)% of the memory.
  const needed = Size.bytes(Math.ceil((weights.toBytes() * 100) / Math.max(1, 100 - model.gpuMemoryHeadroomPercent)));
  const fix = offer.fixFor?.(needed) ?? offer.fix;
  const what =
    offer.count > 1
      ? `${offer.count} × ${offer.description} (${offer.perGpu} each, ${total} in all)`
      : `one ${offer.description} (${total})`;
  if (weights.isGreaterThan(total)) {
    if (model.gpuLoading === ModelGpuLoading.FULL_WEIGHTS) {
      return {
        level: 'error',
        code: 'GPUM-MODEL-GPU-FIT',
        message: `model "${model.name}" is ${weights}, more than the GPU memory of ${what}: its weights cannot be loaded and every start fails. ${fix}; or, if the server loads it quantized or offloads layers to CPU memory, say so with gpuLoading: ModelGpuLoading.QUANTIZED or OFFLOADED on the model`,
        fix,
      };
    }
    return {
      level: 'warning',
      code: 'GPUM-MODEL-GPU-HEADROOM',
      message: `model "${model.name}" is ${weights}, more than the GPU memory of ${what}; it is loaded ${model.gpuLoading}, so it may fit, but check the loaded size plus room for activations and the KV cache`,
      fix,
    };
  }
  const headroom = total.toBytes() - weights.toBytes();
  const wanted = (total.toBytes() * model.gpuMemoryHeadroomPercent) / 100;
  if (headroom < wanted) {
    return {
      level: 'warning',
      code: 'GPUM-MODEL-GPU-HEADROOM',
      message: `model "${model.name}" is ${weights}, leaving ${Size.bytes(headroom)} of the GPU memory of ${what}, less than the ${model.gpuMemoryHeadroomPercent}% headroom activations and the KV cache need (vLLM refuses to start when one full sequence does not fit). ${fix}, or lower gpuMemoryHeadroomPercent on the model if you measured it`,
      fix,
    };
  }
  return undefined;
}

/** The fit rule ({@link modelGpuFit}) on a construct: an error is thrown with its path, a warning annotates it. */
export function checkModelFitsGpu(scope: IConstruct, model: ModelArtifact, offer: GpuMemoryOffer | undefined): void {
  if (offer === undefined) return;
  const finding = modelGpuFit(model, offer);
  if (finding === undefined) return;
  if (finding.level === 'error') {
    throw new ValidationError(finding.code, finding.message, scope, {
      property: 'model.size',
      value: String(model.size),
      fix: finding.fix,
    });
  }
  addWarning(scope, finding.code, finding.message);
}

/**
 * A platform's GPU catalogue as the command line reads it: the GPUs its workload construct accepts
 * and the memory one instance gets, from the same table the construct builds its offer from.
 */
export interface GpuCatalogue {
  /** What a GPU name is on this platform (`GPU type`, `instance family`), for messages. */
  readonly kind: string;
  /** The names the workload construct accepts, as users write them. */
  readonly names: readonly string[];
  /** The most GPUs one instance can request (1 where the platform sells one card per instance). */
  readonly maxCount: number;
  /** The construct's error ID for a GPU it does not accept. */
  readonly unknownCode: string;
  /**
   * The construct's error ID for a GPU count outside 1 to `maxCount`.
   * @default - the platform takes no GPU count
   */
  readonly countCode?: string;
  /** The GPU memory one instance gets with `count` GPUs of the named kind. */
  offer(name: string, count: number): GpuMemoryOffer | undefined;
}
