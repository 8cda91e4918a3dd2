import { ModelFormat } from '../model-artifact';
import { Size } from '../size';

/** The platforms the advice covers, by their command-line names. */
export enum AdvicePlatform {
  /** Alibaba Function Compute 3.0 GPU functions (`alicloud-fc`). */
  ALIBABA_FUNCTION_COMPUTE = 'alicloud-fc',
  /** Google Cloud Run GPU worker pools and services (`gcp-cloudrun`). */
  GOOGLE_CLOUD_RUN = 'gcp-cloudrun',
  /** Amazon EKS GPU nodes provisioned by Karpenter (`aws-eks`). */
  AMAZON_EKS = 'aws-eks',
}

/** How often a new version of the model is deployed. */
export enum ModelChangeFrequency {
  /** Months between versions: rebuilding an image for each one is acceptable. */
  RARELY = 'rarely',
  /** Weekly or more often: the model should live apart from the image. */
  OFTEN = 'often',
}

/** Whether instances exist before traffic arrives. */
export enum InstanceMode {
  /** Instances start when requests arrive, so every scale-out is a cold start in the request path. */
  ON_DEMAND = 'on-demand',
  /** Instances are kept provisioned (Function Compute provisioned or idle instances, minimum instances, warm nodes). */
  PROVISIONED = 'provisioned',
}

/** How the serving process reads the model's files. */
export enum ModelReadPattern {
  /** Whole files front to back (safetensors, GGUF loaders): FUSE read-ahead and parallel downloads work well. */
  SEQUENTIAL = 'sequential',
  /** Scattered reads from an application that cannot change: object-storage FUSE mounts do poorly. */
  RANDOM = 'random',
}

/** Describes a model workload for {@link recommendModelStorage}. */
export interface ModelWorkload {
  /** The platform the model is served on. */
  readonly platform: AdvicePlatform;

  /** The size of the model's files. */
  readonly modelSize: Size;

  /**
   * How the weights are serialized.
   * @default ModelFormat.SAFETENSORS
   */
  readonly modelFormat?: ModelFormat;

  /**
   * How often the model changes.
   * @default ModelChangeFrequency.RARELY
   */
  readonly changeFrequency?: ModelChangeFrequency;

  /**
   * How many instances cold-start at the same time (a scale-out burst). Shared bandwidth (a NAS
   * file system, a node's disk) is divided among them.
   * @default 1
   */
  readonly concurrentColdStarts?: number;

  /**
   * Whether instances are started on demand or kept provisioned.
   * @default InstanceMode.ON_DEMAND
   */
  readonly instanceMode?: InstanceMode;

  /**
   * How many regions serve the model.
   * @default 1
   */
  readonly regionCount?: number;

  /**
   * How the serving process reads the model.
   * @default ModelReadPattern.SEQUENTIAL
   */
  readonly readPattern?: ModelReadPattern;

  /**
   * Whether the cold start is in the request path and must be as short as possible.
   * @default - true for on-demand instances, false for provisioned ones
   */
  readonly startupCritical?: boolean;

  /**
   * The region (Alibaba: picks the OSS accelerator's zone and checks that the accelerator is offered there).
   * @default - unknown
   */
  readonly region?: string;

  /**
   * The zone of an existing OSS accelerator (Alibaba), for example `cn-hangzhou-j`.
   * @default - the accelerator zone of `region`, when the region has one
   */
  readonly acceleratorZoneId?: string;

  /**
   * The compressed size of the serving image without the model. Every strategy pulls it; the
   * image strategy pulls the model with it.
   * @default - not included in the estimates
   */
  readonly baseImageSize?: Size;

  /**
   * The instance's memory (Cloud Run: a download or file cache lives in memory there).
   * @default - unknown: memory is not checked
   */
  readonly instanceMemory?: Size;

  /**
   * Whether EKS GPU nodes have local NVMe instance storage set up as RAID0 (Karpenter
   * `instanceStorePolicy: RAID0`).
   * @default true
   */
  readonly localNvme?: boolean;

  /**
   * Whether EKS GPU nodes pull images with SOCI parallel pull (the `GpuNodeClass` `soci` option, on
   * by default). Off, image pulls run at the default containerd pull's published rate.
   * @default true
   */
  readonly sociParallelPull?: boolean;

  /**
   * Cloud Run: the Cloud Storage strategies read through Rapid Cache (Anywhere Cache), an SSD read
   * cache in the zones where instances start. The estimate then counts the cache's zonal bandwidth,
   * shared by the starts, and its settings carry `rapidCache`.
   * @default false
   */
  readonly rapidCache?: boolean;

  /**
   * A public URL of the model, for the settings of `ModelStorage.internet()`.
   * @default - the internet strategy is ranked but has no ready settings
   */
  readonly modelUrl?: string;

  /**
   * Overrides of the estimate's parameters, by name (see `ESTIMATE_PARAMETERS` and
   * `cdktf-gpu-models advise --list-params`), in the unit the name ends with.
   * @default - the published defaults
   */
  readonly estimateParameters?: { [name: string]: number };
}

/**
 * The workload fields only some platforms read, with those platforms: the advice refuses such a field
 * for another platform (`GPUM-ADVICE-PLATFORM-OPTION`), and the command line's flags for them say
 * which platforms take them.
 */
export const PLATFORM_ONLY_FIELDS: { readonly [field in keyof ModelWorkload]?: readonly AdvicePlatform[] } = {
  acceleratorZoneId: [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE],
  instanceMemory: [AdvicePlatform.GOOGLE_CLOUD_RUN],
  localNvme: [AdvicePlatform.AMAZON_EKS],
  rapidCache: [AdvicePlatform.GOOGLE_CLOUD_RUN],
};
