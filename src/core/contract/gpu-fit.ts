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
 * The GPU memory vLLM takes by default (`--gpu-memory-utilization 0.9`, the engine's documented
 * default: https://docs.vllm.ai/en/v0.11.0/configuration/engine_args.html). The plan's default share.
 */
export const DEFAULT_GPU_MEMORY_UTILIZATION = 0.9;

/**
 * How one instance's GPU memory divides between the weights and the rest: the one rule that both the
 * fit check ({@link modelGpuFit}) and the serving engine presets (`ServingEngine.vllm()`, which write
 * `--gpu-memory-utilization` and check `--max-model-len` against the KV-cache memory) read, so the two
 * cannot disagree.
 */
export interface GpuMemoryPlan {
  /** The GPU memory of the instance: one card's times the count. */
  readonly total: Size;
  /** The weights as the model states them. */
  readonly weights: Size;
  /** What is left beside the weights, at least zero. */
  readonly headroom: Size;
  /** The headroom the model asks for (`gpuMemoryHeadroomPercent` of `total`). */
  readonly wantedHeadroom: Size;
  /** The weights are larger than the instance's GPU memory. */
  readonly weightsExceedMemory: boolean;
  /** Less headroom than the model asks for. */
  readonly headroomShort: boolean;
  /** The share of the GPU memory the engine may take (weights, activations and KV cache). */
  readonly utilization: number;
  /**
   * The memory the engine is left for the KV cache: `total × utilization − weights`, at least zero
   * (an upper bound: activations and CUDA graphs take their part of it at start).
   */
  readonly kvCache: Size;
}

/**
 * The GPU memory plan of a model on an offer.
 * @param utilization the share the engine may take; a literal in (0, 1]
 * @default utilization DEFAULT_GPU_MEMORY_UTILIZATION
 */
export function gpuMemoryPlan(model: FitModel, offer: GpuMemoryOffer, utilization = DEFAULT_GPU_MEMORY_UTILIZATION): GpuMemoryPlan {
  const total = offer.perGpu.times(offer.count);
  const weights = model.size;
  const headroomBytes = Math.max(0, total.toBytes() - weights.toBytes());
  const wantedBytes = (total.toBytes() * model.gpuMemoryHeadroomPercent) / 100;
  const kvBytes = Math.max(0, Math.floor(total.toBytes() * utilization - weights.toBytes()));
  return {
    total,
    weights,
    headroom: Size.bytes(headroomBytes),
    wantedHeadroom: Size.bytes(Math.floor(wantedBytes)),
    weightsExceedMemory: weights.isGreaterThan(total),
    headroomShort: headroomBytes < wantedBytes,
    utilization,
    kvCache: Size.bytes(kvBytes),
  };
}

/**
 * Whether the model's weights fit the GPU memory of what is requested (card × count). Weights alone
 * larger than the GPU memory fail every start: an error, unless the model says it is loaded
 * quantized or offloaded. Less than the model's headroom left for activations and the KV cache is a
 * warning (vLLM needs room for at least one full sequence, or refuses to start). Without a construct:
 * the constructs call it through {@link checkModelFitsGpu}, the command line directly. It reads
 * {@link gpuMemoryPlan}, as the engine presets do.
 */
export function modelGpuFit(model: FitModel, offer: GpuMemoryOffer): GpuFitFinding | undefined {
  const plan = gpuMemoryPlan(model, offer);
  const total = plan.total;
  const weights = plan.weights;
  // What the model needs to load with its headroom: weights ≤ (100 − headroom)% of the memory.
  const needed = Size.bytes(Math.ceil((weights.toBytes() * 100) / Math.max(1, 100 - model.gpuMemoryHeadroomPercent)));
  const fix = offer.fixFor?.(needed) ?? offer.fix;
  const what =
    offer.count > 1
      ? `${offer.count} × ${offer.description} (${offer.perGpu} each, ${total} in all)`
      : `one ${offer.description} (${total})`;
  if (plan.weightsExceedMemory) {
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
  if (plan.headroomShort) {
    return {
      level: 'warning',
      code: 'GPUM-MODEL-GPU-HEADROOM',
      message: `model "${model.name}" is ${weights}, leaving ${plan.headroom} of the GPU memory of ${what}, less than the ${model.gpuMemoryHeadroomPercent}% headroom activations and the KV cache need (vLLM refuses to start when one full sequence does not fit). ${fix}, or lower gpuMemoryHeadroomPercent on the model if you measured it`,
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
