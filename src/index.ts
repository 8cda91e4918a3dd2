// The package root, as users see it: the cloud-neutral core (values, strategies, the facade and its
// platform contract, errors, the storage advice and the policy pack) and GpuPlatform, the one
// composition that knows the three built-in platforms (registered in ./platforms, each loaded on
// first use). Platform constructs are in the subpaths `cdktf-gpu-models/alicloud`,
// `cdktf-gpu-models/google` and `cdktf-gpu-models/aws`. Explicit exports only: modules under
// private/, the platform registry and the engines' internals are not part of the API.
import './platforms';

export { GpuPlatform } from './gpu-platform';
export { collectAdvice } from './core/advice';
export type { AdviceEntry } from './core/advice';
export { ContainerImage } from './core/container-image';
export type { ContainerImageOptions } from './core/container-image';
export { Duration } from './core/duration';
export { GpuModelsError, UnscopedValidationError, ValidationError } from './core/errors';
export type { GpuModelsErrorOptions } from './core/errors';
export { GpuFunctionWithModel } from './core/gpu-function-with-model';
export type { GpuFunctionWithModelProps } from './core/gpu-function-with-model';
export { GpuPlatformBase } from './core/gpu-platform';
export type { GpuWorkloadProps, IGpuWorkload } from './core/gpu-workload';
export { ModelArtifact, ModelFormat, ModelGpuLoading } from './core/model-artifact';
export type { ModelArtifactProps } from './core/model-artifact';
export { ModelStorage, ModelStorageKind } from './core/model-storage';
export type { ModelStorageConfig, ModelStorageRationale, ModelStorageTarget } from './core/model-storage';
export { FileSystemPerformanceClass } from './core/model-storage-options';
export type {
  BufferedReadOptions,
  ContainerImageStorageOptions,
  DownloadAtStartOptions,
  FileCacheOptions,
  FileSystemStorageOptions,
  InternetModelOptions,
  ObjectStorageAcceleratorOptions,
  ObjectStorageMountOptions,
} from './core/model-storage-options';
export type { ObjectStorageStreamOptions } from './core/object-storage-stream-options';
export { EngineKind, ServingEngine } from './core/engine';
export { CompileCache } from './core/compile-cache';
export type { ObjectStorageCompileCacheOptions } from './core/compile-cache';
export type { EngineCompileCache, EngineLaunch, EnginePhase, EngineStartEstimate, ServingEngineOptions } from './core/engine';
export { RemovalPolicy } from './core/removal-policy';
export { Size } from './core/size';
export {
  CloudProvider,
  HubToken,
  ModelSource,
  ModelSourceKind,
  ObjectStorageLocation,
  StagingEstimator,
  StagingJobSpec,
  StagingMarker,
  StagingProgram,
} from './core/staging';
export type {
  HubSourceOptions,
  MarkerWaitOptions,
  ObjectStorageSourceOptions,
  StagingEstimate,
  StagingEstimateInput,
  StagingJobOptions,
} from './core/staging';
export {
  AdvicePlatform,
  COLD_START_PHASES,
  ColdStartPhase,
  EstimateBasis,
  EstimateUnit,
  InstanceMode,
  ModelChangeFrequency,
  ModelReadPattern,
  PhaseTreatment,
  StorageStrategyId,
  allEstimateParameters,
  estimateParameters,
  formatSeconds,
  recommendModelStorage,
} from './core/storage-advice';
export type {
  AdviceInputs,
  AdviceSource,
  ColdStartEstimate,
  EstimateLink,
  EstimateParameter,
  EstimateStage,
  ModelStorageAdvice,
  PhaseAccount,
  ModelWorkload,
  StorageRecommendation,
} from './core/storage-advice';
export { CheckLevel, GpuModelChecks, SUPPRESSION_METADATA_TYPE } from './core/checks';
export type { CheckSuppression, DescribedModelProps, GpuModelCheckRule, GpuModelChecksProps } from './core/checks';

// Deprecated: helpers for platform constructs that 0.1 exported by accident. Kept so that code
// written against 0.1 still compiles; hidden from the API reference (@internal) and to be removed.
export { rejectUnsupportedOptions } from './core/model-storage';
export { applyRemovalPolicy } from './core/removal-policy';
