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
    }
  );
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
