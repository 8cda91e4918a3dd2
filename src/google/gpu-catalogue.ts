import { GpuCatalogue, GpuMemoryOffer } from '../core/contract/gpu-fit';
import { CloudRunGpuType, gpuSpec } from './gpu-type';

/**
 * The GPU memory one Cloud Run instance gets: one GPU of the type (Cloud Run offers one per
 * instance). The construct's fit check and the advise command both read it.
 */
export function cloudRunGpuMemoryOffer(gpuType: CloudRunGpuType): GpuMemoryOffer {
  const spec = gpuSpec(gpuType);
  return {
    perGpu: spec.gpuMemory,
    count: 1,
    description: spec.displayName,
    fix:
      gpuType === CloudRunGpuType.NVIDIA_L4
        ? 'Use CloudRunGpuType.NVIDIA_RTX_PRO_6000 (96 GB), or a smaller model'
        : 'Cloud Run offers one GPU per instance: use a smaller model, or a platform with several GPUs per instance',
  };
}

/** Cloud Run's GPU types as the command line takes them (`nvidia-l4`). */
export const CLOUD_RUN_GPU_CATALOGUE: GpuCatalogue = {
  kind: 'Cloud Run GPU type',
  names: Object.values(CloudRunGpuType),
  maxCount: 1,
  unknownCode: 'GPUM-CR-GPU-TYPE',
  offer(name: string): GpuMemoryOffer | undefined {
    return (Object.values(CloudRunGpuType) as string[]).includes(name) ? cloudRunGpuMemoryOffer(name as CloudRunGpuType) : undefined;
  },
};
