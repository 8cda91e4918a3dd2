export type { GpuWorkloadClass, IGpuPlatform } from './gpu-platform-descriptor';
export { findPlatform, registerPlatform, registeredPlatformIds, registeredPlatforms, requirePlatform } from './registry';
