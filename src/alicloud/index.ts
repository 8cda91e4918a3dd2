// The Alibaba Function Compute platform: `import { FcGpuFunction } from 'cdktf-gpu-models/alicloud'`.
// Loads no Google or AWS code and no provider package. Explicit exports only.
import { registerPlatform } from '../core/platform/registry';
import { ALIBABA_FUNCTION_COMPUTE } from './platform';

// The platform registers itself, so that GpuModelChecks and the advice know it when only this subpath is imported.
registerPlatform(ALIBABA_FUNCTION_COMPUTE.id, () => ALIBABA_FUNCTION_COMPUTE);

export { FcGpuFunction } from './fc-gpu-function';
export { FcHttpAuthType, FcHttpMethod, FcProvisionMetric } from './fc-gpu-function-props';
export type {
  FcGpuFunctionProps,
  FcHealthCheckOptions,
  FcHttpTriggerOptions,
  FcPlatformProps,
  FcProvisionedOptions,
  FcScheduledAction,
  FcTargetTrackingPolicy,
} from './fc-gpu-function-props';
export { FcGpuType } from './gpu-type';
export { FcNetwork } from './network';
export type { FcNetworkAttributes, FcNetworkConfig, FcNetworkCreateOptions, ISecurityGroupRef, IVpcRef, IVswitchRef } from './network';
export type { FcNasMountPoint, FcOssMountPoint } from './mounts';
export type { FcGpuSpecOption, ResolvedGpuSpec } from './gpu-spec';
export { FcExistingNas } from './existing-nas';
export type { FcExistingNasOptions, INasMountTargetRef } from './existing-nas';
// The generated bindings a user's stack needs most next to the constructs: the provider and the
// resources FcNetwork.fromResources and FcExistingNas take. Every other binding has its own subpath,
// cdktf-gpu-models/alicloud/generated/<resource>.
export { AlicloudProvider } from './generated/provider';
export type { AlicloudProviderConfig } from './generated/provider';
export { Vpc } from './generated/vpc';
export { Vswitch } from './generated/vswitch';
export { SecurityGroup } from './generated/security-group';
export { NasMountTarget } from './generated/nas-mount-target';
export { OssBucket } from './generated/oss-bucket';
export { FcModelStorage, FcStoragePlatform } from './fc-model-storage';
export { FcModelStaging } from './fc-model-staging';
export { FcReplicatedModelBucket } from './fc-replicated-model-bucket';
export type { FcModelReplicaRegion, FcReplicatedModelBucketProps } from './fc-replicated-model-bucket';
export type { FcModelStagingProps } from './fc-model-staging';
export type { FcModelStorageConfig, FcNasOptions, FcOssMountOptions } from './fc-model-storage';
export type { FcModelStore } from './fc-model-store';
export { OssRedundancy } from './oss-redundancy';
