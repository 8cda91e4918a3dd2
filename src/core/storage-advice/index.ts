export * from './workload';
export * from './strategy-id';
export { EstimateBasis, EstimateUnit, estimateParameters, allEstimateParameters } from './parameters';
export type { EstimateParameter } from './parameters';
export type { ColdStartEstimate, EstimateLink, EstimateStage } from './estimate';
export { recommendModelStorage } from './recommend';
export type { AdviceInputs, ModelStorageAdvice, StorageRecommendation } from './recommend';
export { formatSeconds } from './format';
export type { AdviceSource } from './sources';
