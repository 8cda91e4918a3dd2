import { UnscopedValidationError } from '../errors';
import { checkModelSize } from '../model-artifact';
import { Size } from '../size';
import { EstimateBasis, EstimateParameter, EstimateUnit } from '../storage-advice/parameters';
import { AdvicePlatform } from '../storage-advice/workload';
import { ModelSourceKind } from './model-source';

/** What a staging estimate is made for. */
export interface StagingEstimateInput {
  /** The platform whose staging job copies the model. */
  readonly platform: AdvicePlatform;
  /** The bytes to copy. */
  readonly modelSize: Size;
  /**
   * Overrides by parameter name, in the unit the name ends with.
   * @default - the defaults, each with its source
   */
  readonly parameters?: { [name: string]: number };
  /**
   * What the copy reads from: a hub (Hugging Face, ModelScope) adds the hub's throughput to the
   * estimate; a bucket of the same cloud is limited by the staging job's network alone.
   * @default ModelSourceKind.HUGGING_FACE
   */
  readonly sourceKind?: ModelSourceKind;
}

/** How long staging takes, by arithmetic on sourced parameters (never a measurement). */
export interface StagingEstimate {
  /** Seconds to copy the model once. */
  readonly seconds: number;
  /** The parameter that limits the copy. */
  readonly bottleneck: string;
  /** The parameters used, with values, sources and bases. */
  readonly parameters: EstimateParameter[];
}

interface Definition {
  readonly name: string;
  readonly platform: AdvicePlatform;
  readonly unit: EstimateUnit;
  readonly value: number;
  readonly description: string;
  readonly source: string;
  readonly basis: EstimateBasis;
  /** The figure is the hub's: it applies only when the source is a hub. */
  readonly hub?: boolean;
}

/**
 * The network of one Cloud Run instance, the one figure the staging job (a Cloud Run job task) and
 * the serving instance (`cloudRunInstanceMBps` of the cold-start estimate) both read: the Direct VPC
 * egress page's limit, "Cloud Run supports up to 1 Gbps throughput per instance. Exceeding it
 * throttles performance". Read in the page's Japanese, Simplified and Traditional Chinese copies;
 * the English copy available here was cut off before its limitations list ended (unverified there).
 */
export const CLOUD_RUN_INSTANCE_NETWORK = {
  gbps: 1,
  source:
    'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc (Limitations: "Cloud Run supports up to 1 Gbps throughput per instance"; read in the ja, zh-CN and zh-TW copies)',
} as const;

const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;
const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;
const EKS = AdvicePlatform.AMAZON_EKS;
const HUB_SOURCE =
  'https://github.com/huggingface/hf_transfer (README: a tool "to go beyond ~500MB/s on very high bandwidth network, where Python cannot cap out the available bandwidth"); hubs publish no download throughput';
const HUB_DESCRIPTION =
  'Throughput of one staging job downloading from the hub (Hugging Face or ModelScope) over parallel HTTP connections. No hub publishes a figure; 500 MB/s is where huggingface_hub says a plain client tops out, an optimistic ceiling. Override it with a measurement from your region.';

const DEFINITIONS: Definition[] = [
  ...[
    ['fcStagingHubMBps', FC],
    ['cloudRunStagingHubMBps', RUN],
    ['eksStagingHubMBps', EKS],
  ].map(([name, platform]) => ({
    name: name as string,
    platform: platform as AdvicePlatform,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 500,
    description: HUB_DESCRIPTION,
    source: HUB_SOURCE,
    basis: EstimateBasis.ASSUMPTION,
    hub: true,
  })),
  {
    name: 'fcStagingInstanceGbps',
    platform: FC,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 1,
    description:
      'Network bandwidth of the CPU function that stages the model: the limits page gives 1 to 5 Gbit/s per instance; the lower end is taken.',
    source:
      'https://www.alibabacloud.com/help/en/functioncompute/fc-3-0/product-overview/limits-of-usage (function running resources: bandwidth 1 Gbit/s ~ 5 Gbit/s)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'cloudRunStagingInstanceGbps',
    platform: RUN,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: CLOUD_RUN_INSTANCE_NETWORK.gbps,
    description:
      'Network bandwidth of the Cloud Run job task that stages the model: the Direct VPC page gives 1 Gbit/s per instance, the same figure the cold-start estimate uses for the serving instance (cloudRunInstanceMBps).',
    source: CLOUD_RUN_INSTANCE_NETWORK.source,
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksStagingNodeGbps',
    platform: EKS,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 10,
    description:
      'Network bandwidth of the node that runs the staging Job: EC2 lists "Up to 10 Gbps" for m5.large and m5.xlarge (a burst figure); set your instance type\'s.',
    source: 'https://aws.amazon.com/ec2/instance-types/m5/ (network bandwidth per size)',
    basis: EstimateBasis.PUBLISHED,
  },
];

const MB_PER_GBIT = 125;
const HUB_KINDS = [ModelSourceKind.HUGGING_FACE, ModelSourceKind.MODEL_SCOPE];

/** Estimates how long one staging copy takes: the model's bytes over the slower of the hub and the job's network. */
export class StagingEstimator {
  /** Every staging parameter of every platform, with its default and source. */
  public static allParameters(): EstimateParameter[] {
    return DEFINITIONS.map((d) => toParameter(d, d.value, false));
  }

  /** Estimates one copy. */
  public static estimate(input: StagingEstimateInput): StagingEstimate {
    const platforms = [...new Set(DEFINITIONS.map((d) => d.platform))];
    if (!platforms.includes(input.platform)) {
      // Not a platform with staging figures: there is nothing to estimate with (it crashed here).
      const fix = `use one of: ${platforms.join(', ')}`;
      throw new UnscopedValidationError('GPUM-ADVICE-PLATFORM', `platform "${input.platform}" has no staging estimate: ${fix}`, {
        property: 'platform',
        value: String(input.platform),
        fix,
      });
    }
    checkModelSize(input.modelSize, 'GPUM-ADVICE-MODEL-SIZE', 'modelSize');
    if (input.sourceKind !== undefined && !Object.values(ModelSourceKind).includes(input.sourceKind)) {
      const fix = `use a ModelSourceKind: ${Object.values(ModelSourceKind).join(', ')}`;
      throw new UnscopedValidationError('GPUM-ADVICE-SOURCE-KIND', `sourceKind "${input.sourceKind}" is not a model source kind: ${fix}`, {
        property: 'sourceKind',
        value: String(input.sourceKind),
        fix,
      });
    }
    const overrides = input.parameters ?? {};
    const fromHub = input.sourceKind === undefined || HUB_KINDS.includes(input.sourceKind);
    const applies = (d: Definition) => d.platform === input.platform && (fromHub || !d.hub);
    for (const [name, value] of Object.entries(overrides)) {
      const d = DEFINITIONS.find((x) => x.name === name && applies(x));
      if (!d || !Number.isFinite(value) || value <= 0) {
        const fix = `give one of ${DEFINITIONS.filter(applies)
          .map((x) => x.name)
          .join(', ')} with a value above 0`;
        throw new UnscopedValidationError(
          'GPUM-ADVICE-PARAMETER',
          `staging estimate parameter "${name}" = ${value} is not valid for ${input.platform}${fromHub ? '' : ' with a bucket source'}: ${fix}`,
          { property: name, value: String(value), fix },
        );
      }
    }
    const parameters = DEFINITIONS.filter(applies).map((d) =>
      toParameter(d, d.name in overrides ? overrides[d.name] : d.value, d.name in overrides),
    );
    const rates = parameters.map((p) => ({
      name: p.name,
      mbps: p.unit === EstimateUnit.GIGABITS_PER_SECOND ? p.value! * MB_PER_GBIT : p.value!,
    }));
    const slowest = rates.reduce((a, b) => (b.mbps < a.mbps ? b : a));
    return { seconds: input.modelSize.toBytes() / 1e6 / slowest.mbps, bottleneck: slowest.name, parameters };
  }
}

function toParameter(d: Definition, value: number, overridden: boolean): EstimateParameter {
  return {
    name: d.name,
    platform: d.platform,
    value,
    unit: d.unit,
    description: d.description,
    source: d.source,
    basis: d.basis,
    overridden,
  };
}
