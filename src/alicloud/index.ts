export * from './fc-gpu-function';
export * from './fc-gpu-function-props';
export * from './gpu-type';
export * from './network';
export * from './mounts';
export { FC_GPU_SPECS, PROVIDER_GPU_TYPES, PROVIDER_MAX_MEMORY_MIB } from './gpu-spec';
export type { FcGpuSpec, ResolvedGpuSpec } from './gpu-spec';
export { FC_GPU_REGIONS } from './regions';
export { modelReadPolicyDocument } from './ram';
// The generated bindings a user's stack needs next to the constructs: the provider and the network
// resources that FcNetwork.fromResources takes. Every other binding is reachable by deep import.
export { AlicloudProvider } from './generated/provider';
export type { AlicloudProviderConfig } from './generated/provider';
export { Vpc } from './generated/vpc';
export { Vswitch } from './generated/vswitch';
export { SecurityGroup } from './generated/security-group';
export { NasMountTarget } from './generated/nas-mount-target';
export { OssBucket } from './generated/oss-bucket';
