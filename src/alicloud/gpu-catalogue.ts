import { GpuCatalogue, GpuMemoryOffer } from '../core/contract/gpu-fit';
import { Size } from '../core/size';
import { FC_GPU_SPECS, PROVIDER_GPU_TYPES } from './gpu-spec';
import { FcGpuType } from './gpu-type';

/**
 * The GPU memory one function instance gets: one whole card of the type (Function Compute sells
 * whole cards only). The construct's fit check and the advise command both read it.
 */
export function fcGpuMemoryOffer(gpuType: FcGpuType): GpuMemoryOffer {
  return {
    perGpu: Size.mebibytes(FC_GPU_SPECS[gpuType].gpuMemoryMiB),
    count: 1,
    description: `${gpuType} card`,
    fix: `Use a GPU type with more memory (fc.gpu.ada.1 has 48 GB, the most of the types the alicloud provider accepts: ${PROVIDER_GPU_TYPES.join(', ')}), or a smaller model`,
    fixFor: (needed: Size) => {
      const fitting = PROVIDER_GPU_TYPES.filter(
        (t) => t !== gpuType && FC_GPU_SPECS[t as FcGpuType].gpuMemoryMiB * 1024 * 1024 >= needed.toBytes(),
      );
      if (fitting.length > 0)
        return `Use a GPU type that holds ${needed} with headroom: ${fitting.map((t) => `${t} (${Size.mebibytes(FC_GPU_SPECS[t as FcGpuType].gpuMemoryMiB)})`).join(', ')}, or a smaller model`;
      return `No Function Compute GPU type holds ${needed} with headroom (the most is fc.gpu.ada.1's 48 GB, and a function gets one card, no gpuCount): serve a quantized build (its smaller size, with gpuLoading: ModelGpuLoading.QUANTIZED), a smaller model, or a platform with several GPUs per instance (gpuCount on Amazon EKS)`;
    },
  };
}

/** Function Compute's GPU types as the command line takes them: the ones the construct accepts. */
export const FC_GPU_CATALOGUE: GpuCatalogue = {
  kind: 'Function Compute GPU type',
  names: PROVIDER_GPU_TYPES,
  maxCount: 1,
  unknownCode: 'GPUM-FC-GPU-TYPE',
  offer(name: string): GpuMemoryOffer | undefined {
    return (PROVIDER_GPU_TYPES as readonly string[]).includes(name) ? fcGpuMemoryOffer(name as FcGpuType) : undefined;
  },
};
