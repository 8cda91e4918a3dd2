// The serving engine of a workload: presets that write the engine's command line from the workload.
export * from './engine-kind';
export * from './engine-options';
export * from './flag-table';
export * from './engine-versions';
export * from './engine-arguments';
export * from './streamer';
export * from './launch';
export * from './engine-estimate';
export * from './engine-checks';
export * from './serving-engine';
