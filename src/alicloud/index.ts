export * from './fc-model-storage';
export * from './fc-gpu-function';
export * from './fc-gpu-function-props';
export * from './gpu-type';
export * from './network';
export type { FcNasMountPoint, FcOssMountPoint } from './mounts';
export type { FcGpuSpecOption, ResolvedGpuSpec } from './gpu-spec';
export * from './existing-nas';
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
