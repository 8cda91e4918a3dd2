import { Size } from '../core/size';
import { EKS_GPU_INSTANCE_TYPES } from './instance-catalogue';

/**
 * The least GPU memory per GPU among the families a NodePool admits: the card a pod may land on, from
 * the instance catalogue (Karpenter's `karpenter.k8s.aws/instance-gpu-memory`, per GPU). Types whose
 * GPU count Karpenter reports as 0 (fractional g6f, gr6f) are left out: they get no `nvidia.com/gpu`
 * capacity, so a GPU pod never lands on them. `undefined` when a family is not catalogued (the fit
 * check is then skipped).
 */
export function leastGpuMemoryPerGpu(families: readonly string[]): Size | undefined {
  if (families.length === 0) return undefined;
  let least: number | undefined;
  for (const family of families) {
    const types = EKS_GPU_INSTANCE_TYPES.filter((type) => type.family === family);
    if (types.length === 0) return undefined;
    for (const type of types) {
      if (type.gpuCount > 0) least = least === undefined ? type.gpuMemoryMiB : Math.min(least, type.gpuMemoryMiB);
    }
  }
  return least === undefined ? undefined : Size.mebibytes(least);
}
