// The core workload contract: the rules every platform applies, written once. Internal: platforms
// import from here; the public API exports only what users name (see src/core/index.ts).
export * from './environment';
export * from './gpu-fit';
export * from './identifiers';
export * from './location';
export * from './numbers';
export * from './terraform-strings';
export * from './unique-names';
export * from './workload-contract';
export * from './provider';
