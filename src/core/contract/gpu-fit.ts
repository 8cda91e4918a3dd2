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
}

/**
 * Whether the model's weights fit the GPU memory of what is requested (card × count). Weights alone
 * larger than the GPU memory fail every start: an error, unless the model says it is loaded
 * quantized or offloaded. Less than the model's headroom left for activations and the KV cache is a
 * warning (vLLM needs room for at least one full sequence, or refuses to start).
 */
export function checkModelFitsGpu(scope: IConstruct, model: ModelArtifact, offer: GpuMemoryOffer | undefined): void {
  if (offer === undefined) return;
  const total = offer.perGpu.times(offer.count);
  const weights = model.size;
  const what =
    offer.count > 1
      ? `${offer.count} × ${offer.description} (${offer.perGpu} each, ${total} in all)`
      : `one ${offer.description} (${total})`;
  if (weights.isGreaterThan(total)) {
    if (model.gpuLoading === ModelGpuLoading.FULL_WEIGHTS) {
      throw new ValidationError(
        'GPUM-MODEL-GPU-FIT',
        `model "${model.name}" is ${weights}, more than the GPU memory of ${what}: its weights cannot be loaded and every start fails. ${offer.fix}; or, if the server loads it quantized or offloads layers to CPU memory, say so with gpuLoading: ModelGpuLoading.QUANTIZED or OFFLOADED on the model`,
        scope,
        { property: 'model.size', value: String(weights), fix: offer.fix },
      );
    }
    addWarning(
      scope,
      'GPUM-MODEL-GPU-HEADROOM',
      `model "${model.name}" is ${weights}, more than the GPU memory of ${what}; it is loaded ${model.gpuLoading}, so it may fit, but check the loaded size plus room for activations and the KV cache`,
    );
    return;
  }
  const headroom = total.toBytes() - weights.toBytes();
  const wanted = (total.toBytes() * model.gpuMemoryHeadroomPercent) / 100;
  if (headroom < wanted) {
    addWarning(
      scope,
      'GPUM-MODEL-GPU-HEADROOM',
      `model "${model.name}" is ${weights}, leaving ${Size.bytes(headroom)} of the GPU memory of ${what}, less than the ${model.gpuMemoryHeadroomPercent}% headroom activations and the KV cache need (vLLM refuses to start when one full sequence does not fit). ${offer.fix}, or lower gpuMemoryHeadroomPercent on the model if you measured it`,
    );
  }
}
