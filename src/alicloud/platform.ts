import type { PlatformChecks } from '../core/checks/platform-checks';
import { ModelStorageKind } from '../core/model-storage';
import type { GpuWorkloadClass, IGpuPlatform } from '../core/platform/gpu-platform-descriptor';
import { once } from '../core/private/once';
import type { PlatformAdvice } from '../core/storage-advice/platform-advice';
import { AdvicePlatform } from '../core/storage-advice/workload';

/**
 * Alibaba Function Compute, as the core engines know it. Small on purpose: the construct (with its provider
 * bindings), the advice and the checks are loaded on first use.
 */
export const ALIBABA_FUNCTION_COMPUTE: IGpuPlatform = {
  id: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
  displayName: 'Alibaba Function Compute',
  storageKinds: [
    ModelStorageKind.CONTAINER_IMAGE,
    ModelStorageKind.FILE_SYSTEM,
    ModelStorageKind.OBJECT_STORAGE_MOUNT,
    ModelStorageKind.INTERNET,
  ],
  /* eslint-disable @typescript-eslint/no-require-imports */
  loadWorkload: once(
    () => (require('./fc-gpu-function') as typeof import('./fc-gpu-function')).FcGpuFunction as unknown as GpuWorkloadClass,
  ),
  loadAdvice: once((): PlatformAdvice => (require('./advice') as typeof import('./advice')).ALICLOUD_ADVICE),
  loadChecks: once((): PlatformChecks => (require('./checks') as typeof import('./checks')).ALICLOUD_CHECKS),
  /* eslint-enable @typescript-eslint/no-require-imports */
};
