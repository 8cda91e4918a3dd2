// The core workload contract: the rules every platform applies, written once. Internal: platforms
// import from here; the public API exports only what users name (see src/core/index.ts).
//
// The hooks a platform fills, each in its own folder (`src/<platform>/contract.ts`):
// - `BucketNameRule`: its cloud's bucket names (created and existing buckets)
// - `LocationRule`: its region and zone IDs, and the provider type whose region the resources use
// - `ReservedEnvironment`: the environment variables the platform keeps for itself
// - `GpuMemoryOffer`: the GPU memory one instance gets (card × count), built from the platform's GPU table
// - `UniqueNameKind`: which of its names must be unique, and where (region, project, cluster)
export * from './environment';
export * from './gpu-fit';
export * from './identifiers';
export * from './location';
export * from './numbers';
export * from './terraform-strings';
export * from './unique-names';
export * from './provider';
export * from './spelling';
export * from './tags';
export * from './cron';
export * from './platform-facts';
export * from './model-stream';
export * from './shared-store';
export * from './file-system-options';
export * from './known-names';
