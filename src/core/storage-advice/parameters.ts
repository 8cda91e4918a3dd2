import { UnscopedValidationError } from '../errors';
import { AdvicePlatform } from './workload';

/** Where an estimate parameter's default comes from. */
export enum EstimateBasis {
  /** Stated in the provider's documentation. */
  PUBLISHED = 'published',
  /** A measurement someone published (a benchmark in a repository or blog), not made by this library. */
  PUBLISHED_MEASUREMENT = 'published-measurement',
  /** Computed from published figures; the description says how. */
  DERIVED = 'derived',
  /** No public figure exists; the default is this library's assumption. Override it with your own measurement. */
  ASSUMPTION = 'assumption',
}

/** The unit a parameter's value is in; the parameter's name ends with it. */
export enum EstimateUnit {
  /** Megabytes (10^6 bytes) per second. */
  MEGABYTES_PER_SECOND = 'MB/s',
  /** Gigabits (10^9 bits) per second. */
  GIGABITS_PER_SECOND = 'Gbit/s',
  /** Seconds. */
  SECONDS = 's',
  /** A count. */
  COUNT = 'count',
}

/** A named figure the cold-start estimate uses, with its source. */
export interface EstimateParameter {
  /** The name to override it by (`performanceNasReadMBps`). */
  readonly name: string;
  /** The platform it belongs to. */
  readonly platform: AdvicePlatform;
  /**
   * The value in effect.
   * @default - no figure: estimates that need it are not made
   */
  readonly value?: number;
  /** The unit of `value`. */
  readonly unit: EstimateUnit;
  /** What it measures and how the estimate uses it. */
  readonly description: string;
  /** The public source of the default (a URL, with the section when it helps). */
  readonly source: string;
  /** Where the default comes from. */
  readonly basis: EstimateBasis;
  /** True when the caller overrode the default. */
  readonly overridden: boolean;
}

interface ParameterDefinition {
  readonly name: string;
  readonly platform: AdvicePlatform;
  readonly unit: EstimateUnit;
  readonly description: string;
  readonly source: string;
  readonly basis: EstimateBasis;
  /** A fixed default, or one computed from the other parameters in effect (so overrides flow through). */
  readonly value?: number | ((values: ParameterValues) => number | undefined);
}

/** Parameter values by name, after overrides. */
export type ParameterValues = Readonly<Record<string, number | undefined>>;

const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;
const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;
const EKS = AdvicePlatform.AMAZON_EKS;

// The 9,354,342,327-byte vLLM image of aws-samples/karpenter-blueprints, blueprints/soci-snapshotter/README.md.
const SOCI_BENCHMARK_IMAGE_MB = 9_354.342327;

/**
 * Every figure the estimate uses. Each default carries its public source; where none exists the
 * basis says ASSUMPTION and the estimate lists the parameter among its assumptions.
 */
const DEFINITIONS: ParameterDefinition[] = [
  // Alibaba Function Compute
  {
    name: 'fcInstanceBandwidthGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 1,
    description:
      'Network bandwidth of one Function Compute instance. The limits page gives 1 to 5 Gbit/s for GPU instances without saying which instance gets which; the estimate takes the lower end.',
    source:
      'https://www.alibabacloud.com/help/en/functioncompute/fc-3-0/product-overview/limits-of-usage (function running resources: bandwidth 1 Gbit/s ~ 5 Gbit/s)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'performanceNasReadMBps',
    platform: FC,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 600,
    description:
      'Initial read bandwidth of a General-purpose Performance NAS file system, shared by every instance that mounts it: the estimate divides it among the concurrent cold starts. It grows with the data stored.',
    source:
      'https://www.alibabacloud.com/help/en/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices (as cited in issue 5: Performance NAS about 600 MB/s initial read); https://www.alibabacloud.com/help/en/nas/user-guide/nas-performance-overview',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'ossAccountDownloadGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 100,
    description:
      'OSS download bandwidth of one Alibaba Cloud account in a region (internal and public together), shared by every instance reading the bucket. 100 Gbit/s in Hangzhou, Shanghai, Beijing, Shenzhen and Singapore; 10 Gbit/s in other mainland regions.',
    source: 'https://www.alibabacloud.com/help/en/oss/user-guide/limits (bandwidth table)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'ossAcceleratorGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 100,
    description:
      'Read bandwidth of an OSS accelerator, shared by every instance reading through it. Alibaba states only that it scales linearly with the accelerator capacity up to hundreds of Gbit/s; 100 Gbit/s is assumed.',
    source:
      'https://www.alibabacloud.com/help/en/oss/user-guide/overview-77/ (benefits: bandwidth scales linearly with capacity, burst up to hundreds of Gbit/s)',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'fcVpcAttachSeconds',
    platform: FC,
    unit: EstimateUnit.SECONDS,
    value: 0,
    description:
      'Extra cold-start time of a function with a vpc_config (NAS and the OSS accelerator need one). Alibaba publishes no figure, so the estimate adds nothing; set it from your own measurements.',
    source: 'none published (Function Compute VPC configuration docs give no timing)',
    basis: EstimateBasis.ASSUMPTION,
  },
  // Google Cloud Run
  {
    name: 'cloudRunInstanceStartSeconds',
    platform: RUN,
    unit: EstimateUnit.SECONDS,
    value: 5,
    description: 'Start of a Cloud Run GPU instance with the drivers preinstalled, before any model bytes move.',
    source:
      'https://cloud.google.com/run/docs/configuring/services/gpu ("instances start in about 5 seconds"), reference sheet google-cloud-run.md §6',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'cloudRunInstanceMBps',
    platform: RUN,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 1127,
    description:
      'Network throughput of one Cloud Run GPU instance reading Cloud Storage (1.05 GiB/s measured by third parties with all-traffic Direct VPC egress and buffered reads). One language version of the Direct VPC page says 1 Gbit/s per instance (125 MB/s): override to use it.',
    source:
      'third-party deployments cited in reference sheet google-cloud-run.md §7-§8 (~1.05 GiB/s); https://cloud.google.com/run/docs/configuring/vpc-direct-vpc',
    basis: EstimateBasis.PUBLISHED_MEASUREMENT,
  },
  {
    name: 'cloudRunGcsfuseDefaultReadMBps',
    platform: RUN,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: (v) => (v.cloudRunInstanceMBps === undefined ? undefined : v.cloudRunInstanceMBps / 2),
    description:
      'Sequential read throughput of a Cloud Storage FUSE mount with neither file cache nor buffered read ("does not parallelize the download"): cloudRunInstanceMBps divided by 2, the smallest of the 2-5x speed-ups gcsfuse publishes for buffered reads.',
    source:
      'https://github.com/GoogleCloudPlatform/gcsfuse/releases/tag/v3.3.0 (buffered read: 2-5x throughput for large sequential reads); https://cloud.google.com/run/docs/configuring/services/gpu-best-practices',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'cloudRunDirectVpcConnectSeconds',
    platform: RUN,
    unit: EstimateUnit.SECONDS,
    value: 60,
    description:
      'Connection delay of Direct VPC egress at instance start, which the Cloud Storage strategies use (all-traffic egress with Private Google Access). Google warns of delays of a minute or more; set 0 if your instances connect at once.',
    source:
      'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc ("connection establishment delays of a minute or more on instance startup")',
    basis: EstimateBasis.PUBLISHED,
  },
  // Amazon EKS
  {
    name: 'eksImagePullDefaultMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: SOCI_BENCHMARK_IMAGE_MB / 130.813,
    description: 'Image pull throughput with the default containerd pull: the 9.35 GB vLLM image pulled in 2m10.813s.',
    source:
      'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md (default containerd 2m10.813s)',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksImagePullSociMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: SOCI_BENCHMARK_IMAGE_MB / 23.229,
    description:
      'Image pull throughput with Bottlerocket SOCI parallel pull on NVMe (RAID0) nodes: the same 9.35 GB image pulled in 23.229s. The image is pulled once per node.',
    source:
      'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md (Bottlerocket SOCI 23.229s)',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksNodeNetworkGbps',
    platform: EKS,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 10,
    description:
      "Network bandwidth of a GPU node, shared by the pods starting on it. 'Up to 10 Gbps' is what EC2 lists for the smaller G5 and G6 sizes (a burst figure); set your instance type's figure.",
    source: 'https://aws.amazon.com/ec2/instance-types/g5/ (network bandwidth per size)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksNvmeWriteMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 30_000,
    description: 'Local NVMe instance store throughput ("roughly 30 GB/s"), shared by the pods starting on the node.',
    source:
      'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html (NVMe roughly 30 GB/s against roughly 1 GB/s for root EBS)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksEbsWriteMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 1_000,
    description: 'Root EBS volume throughput ("roughly 1 GB/s"), the download target when the node has no local NVMe.',
    source: 'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksSnapshotHydrationMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: (300 * 1024 * 1024) / 1e6,
    description:
      'Read throughput of an EBS data volume restored from an image-cache snapshot: 300 MiB/s, the highest volumeInitializationRate an EC2NodeClass accepts. Without that setting, blocks load lazily from S3 at an unpublished rate.',
    source:
      'Karpenter v1.14 EC2NodeClass CRD, blockDeviceMappings[].ebs.volumeInitializationRate (100-300 MiB/s); reference sheet aws-eks.md §2.4',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksStartsPerNode',
    platform: EKS,
    unit: EstimateUnit.COUNT,
    value: 1,
    description: 'Pods that cold-start on the same node at once, sharing its network and disk (one GPU pod per node is assumed).',
    source: 'none: depends on your instance type and GPU requests',
    basis: EstimateBasis.ASSUMPTION,
  },
];

const INTERNET_PREFIX: Record<AdvicePlatform, string> = {
  [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE]: 'fc',
  [AdvicePlatform.GOOGLE_CLOUD_RUN]: 'cloudRun',
  [AdvicePlatform.AMAZON_EKS]: 'eks',
};

/** The name of the internet download parameter of a platform (`fcInternetDownloadMBps`). */
export function internetParameterName(platform: AdvicePlatform): string {
  return `${INTERNET_PREFIX[platform]}InternetDownloadMBps`;
}

// The internet is published as "typically poor and unpredictable": there is no figure to default to.
for (const platform of [FC, RUN, EKS]) {
  DEFINITIONS.push({
    name: internetParameterName(platform),
    platform,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    description:
      'Download throughput from a public model hub. No provider publishes one ("typically poor and unpredictable"), so the internet strategy is not estimated unless you set this.',
    source:
      'https://cloud.google.com/run/docs/configuring/services/gpu-best-practices (loading from the internet: typically poor and unpredictable)',
    basis: EstimateBasis.ASSUMPTION,
  });
}

/**
 * The estimate's parameters for a platform with the caller's overrides applied.
 *
 * @param platform the platform whose parameters to list
 * @param overrides values by parameter name, in the unit the name ends with
 * @throws Error when an override names an unknown parameter, another platform's parameter, or a bad value
 */
export function estimateParameters(platform: AdvicePlatform, overrides: { [name: string]: number } = {}): EstimateParameter[] {
  for (const [name, value] of Object.entries(overrides)) {
    const definition = DEFINITIONS.find((d) => d.name === name);
    if (!definition) {
      throw new UnscopedValidationError(
        'GPUM-ADVICE-PARAMETER',
        `unknown estimate parameter "${name}". Parameters of ${platform}: ${DEFINITIONS.filter((d) => d.platform === platform)
          .map((d) => d.name)
          .join(', ')}`,
      );
    }
    if (definition.platform !== platform) {
      throw new UnscopedValidationError(
        'GPUM-ADVICE-PARAMETER',
        `estimate parameter "${name}" belongs to ${definition.platform}, not ${platform}: remove it or change the platform`,
      );
    }
    checkValue(definition, value);
  }
  const definitions = DEFINITIONS.filter((d) => d.platform === platform);
  const values: Record<string, number | undefined> = {};
  // Fixed values first, then the ones computed from them, so that an override flows into derived defaults.
  for (const d of definitions) {
    values[d.name] = d.name in overrides ? overrides[d.name] : typeof d.value === 'function' ? undefined : d.value;
  }
  for (const d of definitions) {
    if (typeof d.value === 'function' && !(d.name in overrides)) values[d.name] = d.value(values);
  }
  return definitions.map((d) => ({
    name: d.name,
    platform: d.platform,
    value: values[d.name],
    unit: d.unit,
    description: d.description,
    source: d.source,
    basis: d.basis,
    overridden: d.name in overrides,
  }));
}

/** Every parameter of every platform, with its default. */
export function allEstimateParameters(): EstimateParameter[] {
  return [FC, RUN, EKS].flatMap((platform) => estimateParameters(platform));
}

function checkValue(definition: ParameterDefinition, value: number): void {
  const ok =
    Number.isFinite(value) &&
    (definition.unit === EstimateUnit.SECONDS ? value >= 0 : value > 0) &&
    (definition.unit !== EstimateUnit.COUNT || Number.isInteger(value));
  if (!ok) {
    const expected =
      definition.unit === EstimateUnit.SECONDS
        ? 'a number of seconds of at least 0'
        : definition.unit === EstimateUnit.COUNT
          ? 'a whole number of at least 1'
          : `a number of ${definition.unit} above 0`;
    throw new UnscopedValidationError('GPUM-ADVICE-PARAMETER', `estimate parameter "${definition.name}" is ${value}: give ${expected}`);
  }
}
