export { collectAdvice } from './advice';
export type { AdviceEntry } from './advice';
export * from './container-image';
export * from './duration';
export * from './errors';
export * from './gpu-function-with-model';
export * from './gpu-platform';
export * from './gpu-workload';
export * from './model-artifact';
export * from './model-storage';
export * from './model-storage-options';
export * from './removal-policy';
export * from './storage-advice';
export * from './checks';
export * from './size';
export { CloudProvider, HubToken, ModelSource, ModelSourceKind, ObjectStorageLocation } from './staging';
export { StagingEstimator, StagingJobSpec, StagingMarker, StagingProgram } from './staging';
export type {
  HubSourceOptions,
  MarkerWaitOptions,
  ObjectStorageSourceOptions,
  StagingEstimate,
  StagingEstimateInput,
  StagingJobOptions,
} from './staging';
