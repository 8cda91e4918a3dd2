import { IConstruct } from 'constructs';
import { ModelArtifact } from '../model-artifact';
import { ReservedEnvironment } from './environment';
import { checkModelFitsGpu, GpuMemoryOffer } from './gpu-fit';
import { BucketNameRule } from './identifiers';
import { checkLocation, LocationRule, WorkloadLocation } from './location';

/**
 * What a platform fills in so that the core workload contract holds on it. The rules themselves
 * (template escaping, numbers, identifiers, environment, location, GPU-memory fit, unique names)
 * are written once in `src/core/contract`; a platform supplies only its facts.
 *
 * @typeParam P the platform construct's props
 */
export interface WorkloadContract<P> {
  /** The platform's name, for messages. */
  readonly platformName: string;
  /** The environment variables the platform keeps for itself. */
  readonly environment: ReservedEnvironment;
  /** The cloud's bucket-name rule, for created and existing buckets. */
  readonly bucketNames: BucketNameRule;
  /** The cloud's regions and zones. */
  readonly location: LocationRule;
  /** Where a workload with these props runs. */
  locationOf(props: P): WorkloadLocation;
  /** The GPU memory one instance gets with these props, when the platform knows it. */
  gpuMemory(props: P): GpuMemoryOffer | undefined;
}

/**
 * Runs the contract's placement rules for a workload: the location (region shape, provider region,
 * zones in the region) and the model's fit on the GPU. Returns the provider's literal region.
 */
export function checkWorkloadPlacement<P>(
  scope: IConstruct,
  contract: WorkloadContract<P>,
  props: P,
  model: ModelArtifact,
): string | undefined {
  const region = checkLocation(scope, contract.location, contract.locationOf(props));
  checkModelFitsGpu(scope, model, contract.gpuMemory(props));
  return region;
}
