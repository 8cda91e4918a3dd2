import type { PlatformChecks } from '../core/checks/platform-checks';
import { ModelStorageKind } from '../core/model-storage';
import type { GpuWorkloadClass, IGpuPlatform } from '../core/platform/gpu-platform-descriptor';
import { once } from '../core/private/once';
import type { PlatformAdvice } from '../core/storage-advice/platform-advice';
import { AdvicePlatform } from '../core/storage-advice/workload';

/**
 * Amazon EKS, as the core engines know it. Small on purpose: the construct (with its provider
 * bindings), the advice and the checks are loaded on first use.
 */
export const AMAZON_EKS: IGpuPlatform = {
  id: AdvicePlatform.AMAZON_EKS,
  displayName: 'Amazon EKS',
  storageKinds: [
    ModelStorageKind.CONTAINER_IMAGE,
    ModelStorageKind.OBJECT_STORAGE_MOUNT,
    ModelStorageKind.DOWNLOAD_AT_START,
    ModelStorageKind.INTERNET,
    ModelStorageKind.OBJECT_STORAGE_STREAM,
  ],
  /* eslint-disable @typescript-eslint/no-require-imports */
  loadWorkload: once(
    () => (require('./eks-gpu-workload') as typeof import('./eks-gpu-workload')).EksGpuWorkload as unknown as GpuWorkloadClass,
  ),
  loadAdvice: once((): PlatformAdvice => (require('./advice') as typeof import('./advice')).AWS_ADVICE),
  loadChecks: once((): PlatformChecks => (require('./checks') as typeof import('./checks')).AWS_CHECKS),
  /* eslint-enable @typescript-eslint/no-require-imports */
};
