import { UnscopedValidationError } from '../core/errors';
import { Size } from '../core/size';

/** Cloud Run GPU types (`template.node_selector.accelerator`). One GPU per instance. */
export enum CloudRunGpuType {
  /** NVIDIA L4, 24 GB: at least 4 CPU and 16 GiB of memory per instance. */
  NVIDIA_L4 = 'nvidia-l4',
  /**
   * NVIDIA RTX PRO 6000 Blackwell, 96 GB. Preview: at least 20 CPU and 80 GiB per instance; the
   * workload gets `launch_stage = "BETA"` unless told otherwise.
   */
  NVIDIA_RTX_PRO_6000 = 'nvidia-rtx-pro-6000',
}

/** What Cloud Run documents for one GPU type. */
export interface CloudRunGpuSpec {
  readonly gpuType: CloudRunGpuType;
  /** The name users know, for messages. */
  readonly displayName: string;
  readonly gpuMemory: Size;
  /** The fewest vCPUs an instance with this GPU may have. */
  readonly minCpu: number;
  /** The vCPU counts Cloud Run accepts with this GPU, when documented. */
  readonly allowedCpus?: number[];
  readonly minMemory: Size;
  /** The most memory an instance with this GPU may have, when documented. */
  readonly maxMemory?: Size;
  /** Regions that offer the GPU to worker pools. */
  readonly workerPoolRegions: string[];
  /** Regions that offer the GPU to services. */
  readonly serviceRegions: string[];
  /** Regions open by invitation only. */
  readonly invitationOnlyRegions: string[];
  /** In Preview: pre-GA terms, may need a preview launch stage. */
  readonly preview: boolean;
}

/**
 * The GPU table, from the Cloud Run GPU pages for services and worker pools (2026). Regions move
 * faster than this library: an unlisted region is a warning, never an error.
 */
const SPECS: Record<CloudRunGpuType, CloudRunGpuSpec> = {
  [CloudRunGpuType.NVIDIA_L4]: {
    gpuType: CloudRunGpuType.NVIDIA_L4,
    displayName: 'NVIDIA L4',
    gpuMemory: Size.gigabytes(24),
    minCpu: 4,
    // Cloud Run's CPU steps at or above the L4 minimum; 8 vCPU is the largest general instance.
    allowedCpus: [4, 6, 8],
    minMemory: Size.gibibytes(16),
    maxMemory: Size.gibibytes(32),
    serviceRegions: ['us-central1', 'asia-southeast1', 'europe-west1', 'europe-west4', 'asia-south1'],
    workerPoolRegions: ['us-central1', 'us-east4', 'asia-southeast1', 'europe-west1', 'europe-west4', 'asia-south1'],
    invitationOnlyRegions: ['asia-south1'],
    preview: false,
  },
  [CloudRunGpuType.NVIDIA_RTX_PRO_6000]: {
    gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
    displayName: 'NVIDIA RTX PRO 6000 Blackwell',
    gpuMemory: Size.gigabytes(96),
    minCpu: 20,
    minMemory: Size.gibibytes(80),
    // Third-party deployment guides list these; the Preview page does not list regions yet.
    serviceRegions: ['us-central1', 'europe-west4', 'asia-southeast1', 'asia-south2'],
    workerPoolRegions: ['us-central1', 'europe-west4', 'asia-southeast1', 'asia-south2'],
    invitationOnlyRegions: [],
    preview: true,
  },
};

/**
 * The documented limits of a GPU type.
 *
 * @internal
 * @deprecated not part of the public API; exported from `cdktf-gpu-models/google` only for 0.1 code.
 */
export function gpuSpec(gpuType: CloudRunGpuType): CloudRunGpuSpec {
  const spec = SPECS[gpuType];
  if (!spec) {
    const types = Object.values(CloudRunGpuType).join(', ');
    throw new UnscopedValidationError('GPUM-CR-GPU-TYPE', `"${gpuType}" is not a Cloud Run GPU type: use one of ${types}`, {
      property: 'gpuType',
      value: String(gpuType),
      fix: `Use one of ${types}`,
    });
  }
  return spec;
}
