import type { Size } from '../size';
import { CloudProvider } from '../staging/cloud';
import type { ModelSource } from '../staging/model-source';
import { GpuCatalogue } from './gpu-fit';
import type { BucketNameRule } from './identifiers';
import { LocationProblem, LocationRule } from './location';

/**
 * What a platform's workload construct checks, as data the command line can apply without a
 * construct: its location rule, its cloud (for model sources) and its GPU catalogue. Each platform
 * supplies it with its advice (`PlatformAdvice.facts`), so `advise` refuses what the construct refuses
 * by calling the same rules with the same facts. Loads no provider package.
 */
export interface PlatformWorkloadFacts {
  /** The region and zone IDs, as the construct checks them (`checkLocation`). */
  readonly location: LocationRule;
  /** The cloud whose buckets and secrets a model source may name (`ModelSource.checkCloud`). */
  readonly cloud: CloudProvider;
  /** The GPUs the construct accepts and the GPU memory one instance gets (`checkModelFitsGpu`). */
  readonly gpus: GpuCatalogue;
  /**
   * The zone of an existing OSS accelerator, checked against the region as the construct checks it.
   * @default - the platform has no accelerator zone
   */
  acceleratorZoneProblem?(region: string | undefined, zone: string): LocationProblem | undefined;
  /**
   * The platform's warnings about staging from a source in a region (a hub its region cannot reach),
   * as its staging construct annotates them.
   * @default - none beyond the core's `sourceAdvice`
   */
  sourceWarnings?(source: ModelSource, region: string | undefined): Array<{ code: string; message: string }>;
  /**
   * The largest (compressed) image the platform runs, as its construct refuses a larger one with
   * `GPUM-IMAGE-TOO-LARGE`: a base image above it deploys with no strategy.
   * @default - no limit the library knows
   */
  readonly imageLimit?: { readonly size: Size; readonly description: string };
  /**
   * The cloud's bucket-name rule, as the platform's constructs check bucket names (`init --state`).
   * @default - bucket names are not checked before the construct
   */
  readonly bucketNames?: BucketNameRule;
}
