import { PlatformWorkloadFacts } from '../core/contract/platform-facts';
import { ModelFormat, checkModelSize } from '../core/model-artifact';
import { requirePlatform } from '../core/platform/registry';
import { Size } from '../core/size';
import { checkWorkloadLocation } from '../core/storage-advice/resolved-workload';
import {
  AdvicePlatform,
  InstanceMode,
  ModelChangeFrequency,
  ModelReadPattern,
  ModelWorkload,
  PLATFORM_ONLY_FIELDS,
} from '../core/storage-advice/workload';
import { FlagSpec, ParsedFlags, UsageError, checkFlagsApply, flagValue, hasFlag } from './flags';
import { bool, choice, count, params, size, url } from './values';

/** `--platform`: required by both commands. */
export const PLATFORM_FLAG: FlagSpec = {
  name: 'platform',
  type: 'string',
  valueName: '<name>',
  help: [Object.values(AdvicePlatform).join(' | ')],
};

/** `--model-size`: required by both commands. */
export const MODEL_SIZE_FLAG: FlagSpec = {
  name: 'model-size',
  type: 'string',
  valueName: '<size>',
  help: ["Size of the model's files: 20GiB, 500MB, 1.5GB"],
};

/** The flags that describe the workload, shared by `advise` and `init`. */
export const WORKLOAD_FLAGS: readonly FlagSpec[] = [
  {
    name: 'format',
    type: 'string',
    valueName: '<format>',
    help: [`${Object.values(ModelFormat).join(' | ')} (default: safetensors)`],
  },
  {
    name: 'change-frequency',
    type: 'string',
    valueName: '<freq>',
    help: ['rarely | often: how often a new model version ships (default: rarely)'],
  },
  {
    name: 'concurrent-starts',
    type: 'string',
    valueName: '<n>',
    help: ['Instances that cold-start at once; shared bandwidth is divided', 'among them (default: 1)'],
  },
  { name: 'mode', type: 'string', valueName: '<mode>', help: ['on-demand | provisioned (default: on-demand)'] },
  { name: 'regions', type: 'string', valueName: '<n>', help: ['Regions that serve the model (default: 1)'] },
  {
    name: 'read-pattern',
    type: 'string',
    valueName: '<pattern>',
    help: ['sequential | random: how the server reads the model (default: sequential)'],
  },
  {
    name: 'startup-critical',
    type: 'string',
    valueName: '<bool>',
    help: ['true | false: is the cold start in the request path?', '(default: true on demand, false provisioned)'],
  },
  {
    name: 'region',
    type: 'string',
    valueName: '<region>',
    help: ["Region, e.g. cn-hangzhou, checked as the platform's construct checks it", '(Alibaba: picks the OSS accelerator zone)'],
  },
  {
    name: 'accelerator-zone',
    type: 'string',
    valueName: '<zone>',
    help: ['Zone of an existing OSS accelerator, e.g. cn-hangzhou-j'],
    platforms: PLATFORM_ONLY_FIELDS.acceleratorZoneId,
  },
  {
    name: 'image-size',
    type: 'string',
    valueName: '<size>',
    help: ['Compressed serving image without the model (default: left out)'],
  },
  {
    name: 'memory',
    type: 'string',
    valueName: '<size>',
    help: ['Instance memory (Cloud Run keeps downloads in memory)'],
    platforms: PLATFORM_ONLY_FIELDS.instanceMemory,
  },
  { name: 'no-local-nvme', type: 'boolean', help: ['EKS GPU nodes without local NVMe RAID0'], platforms: PLATFORM_ONLY_FIELDS.localNvme },
  {
    name: 'no-soci',
    type: 'boolean',
    help: ['EKS GPU nodes without SOCI parallel pull (GpuNodeClass soci: false)'],
    platforms: [AdvicePlatform.AMAZON_EKS],
  },
  {
    name: 'rapid-cache',
    type: 'boolean',
    help: ["Cloud Run: read Cloud Storage through Rapid Cache (the zones' SSD cache)"],
    platforms: PLATFORM_ONLY_FIELDS.rapidCache,
  },
  {
    name: 'model-url',
    type: 'string',
    valueName: '<url>',
    help: ["Public URL of the model, for the internet strategy's settings"],
  },
];

/** `--param`: overrides of the estimate's parameters. */
export const PARAM_FLAG: FlagSpec = {
  name: 'param',
  type: 'string',
  repeatable: true,
  valueName: '<name>=<value>',
  help: ['Override an estimate parameter, in the unit its name ends', 'with (repeatable), e.g. --param performanceNasReadMBps=800'],
};

/** `--platform`, checked; `undefined` when not given. */
export function platformFrom(parsed: ParsedFlags): AdvicePlatform | undefined {
  return choice('platform', flagValue(parsed, 'platform'), Object.values(AdvicePlatform));
}

/** `--platform`, required. */
export function requiredPlatform(parsed: ParsedFlags): AdvicePlatform {
  const platform = platformFrom(parsed);
  if (!platform) throw new UsageError(`--platform is required: one of ${Object.values(AdvicePlatform).join(', ')}`);
  return platform;
}

/**
 * The workload the flags describe, every value checked by the validators the constructs use.
 * @param defaults values a command fills in when the flag is not given (`init`'s region)
 */
export function workloadFrom(parsed: ParsedFlags, defaults: { region?: string } = {}): ModelWorkload {
  const platform = requiredPlatform(parsed);
  const one = (name: string) => flagValue(parsed, name);
  const modelSizeText = one('model-size');
  if (!modelSizeText) throw new UsageError('--model-size is required, for example --model-size 20GiB');
  const optionalSize = (name: string): Size | undefined => {
    const text = one(name);
    return text === undefined ? undefined : size(name, text);
  };
  checkFlagsApply(parsed, WORKLOAD_FLAGS, platform);
  const modelSize = size('model-size', modelSizeText, false);
  // The rule ModelArtifact applies, with the flag's name.
  checkModelSize(modelSize, 'GPUM-MODEL-SIZE', '--model-size');
  const region = one('region') ?? defaults.region;
  const acceleratorZoneId = one('accelerator-zone');
  // Checked as the constructs and the advice check them, named by their flags.
  checkWorkloadLocation(platform, region, acceleratorZoneId, { region: '--region', zone: '--accelerator-zone' });
  const baseImageSize = optionalSize('image-size');
  checkBaseImageSize(platform, one('image-size'), baseImageSize);
  return {
    platform,
    modelSize,
    modelFormat: choice('format', one('format'), Object.values(ModelFormat)),
    changeFrequency: choice('change-frequency', one('change-frequency'), Object.values(ModelChangeFrequency)),
    concurrentColdStarts: count('concurrent-starts', one('concurrent-starts')),
    instanceMode: choice('mode', one('mode'), Object.values(InstanceMode)),
    regionCount: count('regions', one('regions')),
    readPattern: choice('read-pattern', one('read-pattern'), Object.values(ModelReadPattern)),
    startupCritical: bool('startup-critical', one('startup-critical')),
    region,
    acceleratorZoneId,
    baseImageSize,
    instanceMemory: optionalSize('memory'),
    localNvme: hasFlag(parsed, 'no-local-nvme') ? false : undefined,
    sociParallelPull: hasFlag(parsed, 'no-soci') ? false : undefined,
    rapidCache: hasFlag(parsed, 'rapid-cache') ? true : undefined,
    modelUrl: url('model-url', one('model-url')),
    estimateParameters: params(parsed.values.get('param') ?? []),
  };
}

/** A base image above the platform's image limit deploys with no strategy: refused as the construct refuses it. */
function checkBaseImageSize(platform: string, text: string | undefined, baseImageSize: Size | undefined): void {
  const limit = platformFacts(platform)?.imageLimit;
  if (baseImageSize === undefined || limit === undefined || !baseImageSize.isGreaterThan(limit.size)) return;
  throw new UsageError(
    `--image-size ${text} is above ${limit.description}: no model storage can deploy with that image. Slim the base image (keep model files out of it), or raise the image quota`,
    'GPUM-IMAGE-TOO-LARGE',
  );
}

/** The facts the platform's workload construct checks with, loaded with its advice (no provider package). */
export function platformFacts(platform: string): PlatformWorkloadFacts | undefined {
  return requirePlatform(platform).loadAdvice().facts;
}
