// The Google Cloud Run platform: `import { CloudRunGpuWorkload } from 'cdktf-gpu-models/google'`.
// Loads the google provider bindings by deep path only, and no other platform's code. Explicit exports only.
import { registerPlatform } from '../core/platform/registry';
import { GOOGLE_CLOUD_RUN } from './platform';

// The platform registers itself, so that GpuModelChecks and the advice know it when only this subpath is imported.
registerPlatform(GOOGLE_CLOUD_RUN.id, () => GOOGLE_CLOUD_RUN);

export type { IGcsBucketRef } from './bucket-ref';
export { CloudRunCloudNat } from './cloud-nat';
export type { CloudRunCloudNatBindOptions, CloudRunCloudNatConfig, IRouterNatRef } from './cloud-nat';
export { CloudRunGpuWorkload } from './cloud-run-gpu-workload';
export { CloudRunModelStorage, CloudRunStoragePlatform } from './cloud-run-model-storage';
export type { CloudRunModelStore, ICloudRunModelStoreHolder } from './cloud-run-model-store';
export type {
  CloudRunDownloadAtStartOptions,
  CloudRunGcsFuseOptions,
  CloudRunModelStorageConfig,
  CloudRunObjectStorageStreamOptions,
} from './cloud-run-model-storage';
export { CloudRunRapidCacheAdmissionPolicy } from './rapid-cache-options';
export type { CloudRunRapidCacheOptions } from './rapid-cache-options';
export { CloudRunIngress, CloudRunLaunchStage, CloudRunModelDownloader } from './cloud-run-platform-props';
export type {
  CloudRunGpuWorkloadProps,
  CloudRunHttpServingOptions,
  CloudRunPlatformProps,
  CloudRunStagingOptions,
  CloudRunStartupProbeOptions,
  CloudRunWorkerStartupProbeOptions,
} from './cloud-run-platform-props';
export { CloudRunGpuType } from './gpu-type';
export type { CloudRunGpuSpec } from './gpu-type';
export { CloudRunNetwork } from './network';
export type {
  CloudRunNetworkAttributes,
  CloudRunNetworkBindOptions,
  CloudRunNetworkConfig,
  CloudRunNetworkCreateOptions,
  CloudRunNetworkResourceOptions,
  INetworkRef,
  ISubnetworkRef,
} from './network';
export { CloudRunServiceAccount } from './service-account';
export type {
  CloudRunServiceAccountBindOptions,
  CloudRunServiceAccountConfig,
  CloudRunServiceAccountCreateOptions,
  IServiceAccountRef,
} from './service-account';
export { GOOGLE_PROVIDER_CONSTRAINT, GOOGLE_STAGING_PROVIDER_CONSTRAINT } from './provider-version';
export { CloudRunModelStaging, MODEL_WRITER_ROLE } from './cloud-run-model-staging';
export type { CloudRunModelStagingProps } from './cloud-run-model-staging';
export type { StartupProbeSettings } from './startup-probe';

// Deprecated: 0.1 exported this helper by accident. Kept so that 0.1 code compiles; hidden from the
// API reference (@internal) and to be removed.
export { gpuSpec } from './gpu-type';
