import { modelGpuFit } from '../core/contract/gpu-fit';
import { UnscopedValidationError } from '../core/errors';
import { ModelArtifact, ModelGpuLoading } from '../core/model-artifact';
import { Size } from '../core/size';
import { AdvicePlatform, ModelWorkload } from '../core/storage-advice/workload';
import { CloudRunGpuType, gpuSpec } from '../google/gpu-type';
import { FlagSpec, ParsedFlags, UsageError, checkFlagsApply, flagValue } from './flags';
import { choice, count } from './values';
import { platformFacts } from './workload-flags';

/** The GPU the model runs on: `advise` checks that the model fits it, with the constructs' rule. */
export const GPU_FLAGS: readonly FlagSpec[] = [
  {
    name: 'gpu',
    type: 'string',
    valueName: '<gpu>',
    help: [
      'The GPU the model runs on: checks the weights fit its memory,',
      'as the construct does. alicloud-fc: fc.gpu.ada.1, ...;',
      'gcp-cloudrun: nvidia-l4, ...; aws-eks: an instance family (g6e)',
      '(default: refused only if no GPU of the platform holds the model)',
    ],
  },
  {
    name: 'gpu-count',
    type: 'string',
    valueName: '<n>',
    help: ['GPUs per pod (gpuCount, default: 1)'],
    platforms: [AdvicePlatform.AMAZON_EKS],
  },
  {
    name: 'gpu-loading',
    type: 'string',
    valueName: '<loading>',
    help: [`${Object.values(ModelGpuLoading).join(' | ')}: how the server puts`, 'the weights on the GPU (default: full-weights)'],
  },
];

/** A finding the command line prints as a warning (stderr) and still gives the advice. */
export interface CliWarning {
  readonly code: string;
  readonly message: string;
}

/**
 * Checks that the model fits the GPU the flags name, by the core fit rule (`modelGpuFit`) with the
 * memory the platform's catalogue gives, the one its construct uses. Without `--gpu`, the model is
 * refused only when it fits no GPU the platform's construct accepts (at the most GPUs per instance).
 * @returns the warnings (too little headroom)
 * @throws UnscopedValidationError `GPUM-MODEL-GPU-FIT` or the construct's GPU ID
 */
export function checkGpuFlags(parsed: ParsedFlags, platform: AdvicePlatform, modelSize: Size): CliWarning[] {
  checkFlagsApply(parsed, GPU_FLAGS, platform);
  const catalogue = platformFacts(platform)?.gpus;
  if (!catalogue) return [];
  const { gpu, gpuCount: countGiven, gpuLoading } = gpuFlagValues(parsed);
  const gpuCount = countGiven ?? 1;
  // The model as the constructs see it: ModelArtifact's defaults (headroom) and checks.
  const model = new ModelArtifact({ name: 'model', size: modelSize, gpuLoading });
  if (gpuCount > catalogue.maxCount) {
    throw new UnscopedValidationError(
      catalogue.countCode ?? 'GPUM-CLI-USAGE',
      `--gpu-count ${gpuCount} is more than the ${catalogue.maxCount} GPUs a workload can request on ${platform}`,
      { property: '--gpu-count', value: String(gpuCount), fix: `give 1 to ${catalogue.maxCount}` },
    );
  }
  if (gpu === undefined) {
    const offers = catalogue.names.map((name) => catalogue.offer(name, catalogue.maxCount)).filter((o) => o !== undefined);
    const largest = offers.reduce((a, b) => (b.perGpu.times(b.count).isGreaterThan(a.perGpu.times(a.count)) ? b : a), offers[0]);
    const finding = largest && modelGpuFit(model, largest);
    if (finding?.level === 'error') {
      throw new UnscopedValidationError(
        finding.code,
        `no ${catalogue.kind} the ${platform} construct accepts holds the model; on the largest, ${named(finding.message)}`,
        { property: '--model-size', value: String(modelSize), fix: finding.fix },
      );
    }
    return [];
  }
  const offer = catalogue.offer(gpu, gpuCount);
  if (offer === undefined) {
    throw new UsageError(
      `--gpu "${gpu}" is not a ${catalogue.kind} the ${platform} construct accepts: use one of ${catalogue.names.join(', ')}`,
      catalogue.unknownCode,
    );
  }
  const finding = modelGpuFit(model, offer);
  if (finding === undefined) return [];
  const message = named(finding.message);
  if (finding.level === 'error') {
    throw new UnscopedValidationError(finding.code, message, { property: '--model-size', value: String(modelSize), fix: finding.fix });
  }
  return [{ code: finding.code, message }];
}

/** The GPU flags' values, each checked for its form (not yet against the platform: {@link checkGpuFlags}). */
export function gpuFlagValues(parsed: ParsedFlags): { gpu?: string; gpuCount?: number; gpuLoading?: ModelGpuLoading } {
  return {
    gpu: flagValue(parsed, 'gpu'),
    gpuCount: count('gpu-count', flagValue(parsed, 'gpu-count')),
    gpuLoading: choice('gpu-loading', flagValue(parsed, 'gpu-loading'), Object.values(ModelGpuLoading)),
  };
}

/** The rule's message, naming the flag instead of the placeholder model name. */
function named(message: string): string {
  return message.replace(/^model "model"/, 'the model');
}

/** `servingProcessMemory`'s default on Cloud Run, which the instance holds beside a downloaded model. */
const DEFAULT_SERVING_PROCESS = Size.gibibytes(4);

/**
 * The workload the advice ranks for. On Cloud Run with a known GPU (`--gpu`, or the one `init` picks)
 * and without `--memory`, when a download of the model beside the default serving process would not
 * fit the most memory an instance with that GPU may have (a 70 GB model on an L4: 32 GiB), the advice
 * is given that memory: it then ranks first a strategy that keeps no copy in memory, instead of a
 * download whose synth fails on the instance's memory. Below that the memory stays unknown, as
 * without the GPU, so the ranking does not change. `init`'s app sets no memory either way.
 */
export function withGpuInstanceMemory(workload: ModelWorkload, gpuName: string | undefined): ModelWorkload {
  if (workload.platform !== AdvicePlatform.GOOGLE_CLOUD_RUN || workload.instanceMemory !== undefined || gpuName === undefined)
    return workload;
  const spec = Object.values(CloudRunGpuType).includes(gpuName as CloudRunGpuType) ? gpuSpec(gpuName as CloudRunGpuType) : undefined;
  if (!spec?.maxMemory || !workload.modelSize.plus(DEFAULT_SERVING_PROCESS).isGreaterThan(spec.maxMemory)) return workload;
  return { ...workload, instanceMemory: spec.maxMemory };
}
