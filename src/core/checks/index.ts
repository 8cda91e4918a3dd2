export { GpuModelChecks } from './gpu-model-checks';
export type { GpuModelChecksProps, DescribedModelProps } from './gpu-model-checks';
export { CheckLevel } from './rule';
export type { GpuModelCheckRule } from './rule';
export { SUPPRESSION_METADATA_TYPE } from './suppressions';
export type { CheckSuppression } from './suppressions';
