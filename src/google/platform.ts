import type { PlatformChecks } from '../core/checks/platform-checks';
import { ModelStorageKind } from '../core/model-storage';
import type { GpuWorkloadClass, IGpuPlatform } from '../core/platform/gpu-platform-descriptor';
import { once } from '../core/private/once';
import type { PlatformAdvice } from '../core/storage-advice/platform-advice';
import { AdvicePlatform } from '../core/storage-advice/workload';

/**
 * Google Cloud Run, as the core engines know it. Small on purpose: the construct (with its provider
 * bindings), the advice and the checks are loaded on first use.
 */
export const GOOGLE_CLOUD_RUN: IGpuPlatform = {
  id: AdvicePlatform.GOOGLE_CLOUD_RUN,
  displayName: 'Google Cloud Run',
  storageKinds: [
    // No shared file system: Filestore is not wired.
    ModelStorageKind.CONTAINER_IMAGE,
    ModelStorageKind.OBJECT_STORAGE_MOUNT,
    ModelStorageKind.DOWNLOAD_AT_START,
    ModelStorageKind.INTERNET,
    ModelStorageKind.OBJECT_STORAGE_STREAM,
  ],
  /* eslint-disable @typescript-eslint/no-require-imports */
  loadWorkload: once(
    () =>
      (require('./cloud-run-gpu-workload') as typeof import('./cloud-run-gpu-workload')).CloudRunGpuWorkload as unknown as GpuWorkloadClass,
  ),
  loadAdvice: once((): PlatformAdvice => (require('./advice') as typeof import('./advice')).GOOGLE_ADVICE),
  loadChecks: once((): PlatformChecks => (require('./checks') as typeof import('./checks')).GOOGLE_CHECKS),
  /* eslint-enable @typescript-eslint/no-require-imports */
};
