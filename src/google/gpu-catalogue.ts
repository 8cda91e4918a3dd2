import { GpuCatalogue, GpuMemoryOffer } from '../core/contract/gpu-fit';
import { Size } from '../core/size';
import { CloudRunGpuType, gpuSpec } from './gpu-type';

function enumKey(value: CloudRunGpuType): string {
  return Object.entries(CloudRunGpuType).find(([, v]) => v === value)![0];
}

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
    fixFor: (needed: Size) => {
      const fitting = Object.values(CloudRunGpuType).filter((t) => t !== gpuType && gpuSpec(t).gpuMemory.toBytes() >= needed.toBytes());
      if (fitting.length > 0)
        return `Use a GPU type that holds ${needed} with headroom: ${fitting.map((t) => `CloudRunGpuType.${enumKey(t)} (${gpuSpec(t).gpuMemory})`).join(', ')}, or a smaller model`;
      return `No Cloud Run GPU type holds ${needed} with headroom, and Cloud Run offers one GPU per instance (no gpuCount): serve a quantized build (its smaller size, with gpuLoading: ModelGpuLoading.QUANTIZED), a smaller model, or a platform with several GPUs per instance (gpuCount on Amazon EKS)`;
    },
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
