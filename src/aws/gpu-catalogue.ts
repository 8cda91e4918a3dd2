import { GpuCatalogue, GpuMemoryOffer } from '../core/contract/gpu-fit';
import { Size } from '../core/size';
import { leastGpuMemoryPerGpu } from './gpu-families';
import { EKS_GPU_INSTANCE_TYPES } from './instance-catalogue';

/** The most GPUs a workload may request (`gpuCount`), as the construct checks it. */
export const EKS_MAX_GPU_COUNT = 64;

/**
 * The GPU memory a pod gets: `gpuCount` GPUs of the smallest card its NodePool's families offer.
 * The construct's fit check and the advise command both read it.
 */
export function eksGpuMemoryOffer(perGpu: Size | undefined, gpuCount: number): GpuMemoryOffer | undefined {
  return (
    perGpu && {
      perGpu,
      count: gpuCount,
      description: 'GPU of the NodePool (the smallest its instance families offer)',
      fix: "Raise gpuCount (tensor parallelism), or limit the node class's instanceFamilies to ones with more GPU memory (g6e: L40S 48 GB; p5: H100 80 GB)",
      fixFor: (needed: Size) => eksFitFix(perGpu, gpuCount, needed),
    }
  );
}

/** The most GPUs one instance of a family has (a pod's GPUs are on one node). */
function maxGpusOf(family: string): number {
  return Math.max(0, ...EKS_GPU_INSTANCE_TYPES.filter((t) => t.family === family).map((t) => t.gpuCount));
}

/**
 * Only what holds `needed`: a gpuCount of the pool's GPUs that some instance has, and the families
 * whose GPUs hold it at the requested count; else that none does, naming quantization.
 */
function eksFitFix(perGpu: Size, gpuCount: number, needed: Size): string {
  const options: string[] = [];
  const count = Math.ceil(needed.toBytes() / perGpu.toBytes());
  const mostGpus = Math.max(...FAMILIES.map(maxGpusOf));
  if (count > gpuCount && count <= mostGpus)
    options.push(`raise gpuCount to ${count} (tensor parallelism; ${perGpu} GPUs, on an instance type with ${count} or more)`);
  const families = FAMILIES.filter((f) => {
    const memory = leastGpuMemoryPerGpu([f]);
    return memory !== undefined && memory.toBytes() * gpuCount >= needed.toBytes() && maxGpusOf(f) >= gpuCount;
  });
  if (families.length > 0)
    options.push(
      `limit the node class's instanceFamilies to ones whose ${gpuCount === 1 ? 'GPU holds' : `${gpuCount} GPUs hold`} it: ${families.join(', ')}`,
    );
  if (options.length > 0) return `The model needs ${needed} of GPU memory with headroom: ${options.join('; or ')}`;
  return `No instance family of the catalogue holds ${needed} of GPU memory with headroom, even at ${mostGpus} GPUs: serve a quantized build (its smaller size, with gpuLoading: ModelGpuLoading.QUANTIZED), or a smaller model`;
}

/** The NVIDIA instance families whose types have whole GPUs: the ones a GPU pod can land on. */
const FAMILIES = [...new Set(EKS_GPU_INSTANCE_TYPES.filter((t) => t.gpuCount > 0).map((t) => t.family))];

/** EKS's GPUs as the command line takes them: an instance family of the catalogue (`g6e`), with `--gpu-count`. */
export const EKS_GPU_CATALOGUE: GpuCatalogue = {
  kind: 'NVIDIA instance family',
  names: FAMILIES,
  maxCount: EKS_MAX_GPU_COUNT,
  unknownCode: 'GPUM-EKS-INSTANCE-FAMILY',
  countCode: 'GPUM-EKS-GPU-COUNT',
  offer(name: string, count: number): GpuMemoryOffer | undefined {
    return FAMILIES.includes(name) ? eksGpuMemoryOffer(leastGpuMemoryPerGpu([name]), count) : undefined;
  },
};
