import { Size } from '../core/size';

/**
 * GPU memory per GPU of the NVIDIA instance families Karpenter offers, in MiB: the
 * `karpenter.k8s.aws/instance-gpu-memory` label (per GPU, from EC2 `GpuDeviceMemoryInfo`), from
 * Karpenter's v1.14 instance-types page (shared/reference/gpu-catalogue.md §1.2). Fractional g6f
 * lists its smallest slice.
 */
const GPU_MEMORY_MIB: Readonly<Record<string, number>> = {
  g4dn: 16384,
  g5: 22888,
  g5g: 16384,
  g6: 22888,
  gr6: 22888,
  g6e: 45776,
  g6f: 2861,
  gr6f: 11444,
  g7: 32768,
  g7e: 98304,
  p4d: 40960,
  p4de: 81920,
  p5: 81920,
  p5e: 144384,
  p5en: 144384,
  'p6-b200': 183359,
  'p6-b300': 275040,
};

/**
 * The least GPU memory per GPU among the families a NodePool admits: the card a pod may land on.
 * `undefined` when a family is not in the table (the fit check is then skipped).
 */
export function leastGpuMemoryPerGpu(families: readonly string[]): Size | undefined {
  if (families.length === 0) return undefined;
  let least: number | undefined;
  for (const family of families) {
    const mib = GPU_MEMORY_MIB[family];
    if (mib === undefined) return undefined;
    least = least === undefined ? mib : Math.min(least, mib);
  }
  return least === undefined ? undefined : Size.mebibytes(least);
}
