import { allEstimateParameters, estimateParameters } from '../core/storage-advice/parameters';
import { Size } from '../core/size';
import { StagingEstimator } from '../core/staging/staging-estimate';
import { recommendModelStorage } from '../core/storage-advice/recommend';
import { CliOutput } from './output';
import { FlagSpec, UsageError, hasFlag, parseFlags, renderFlags, unexpectedArgument } from './flags';
import { GPU_FLAGS, checkGpuFlags, gpuFlagValues, withGpuInstanceMemory } from './gpu-flags';
import { SOURCE_FLAGS, sourceFrom, sourceWarnings, splitParameters, stagingReport } from './source-flags';
import { params } from './values';
import { adviceJson, renderAdvice, renderParameters } from './render';
import { MODEL_SIZE_FLAG, PARAM_FLAG, PLATFORM_FLAG, WORKLOAD_FLAGS, platformFrom, workloadFrom } from './workload-flags';

const LIST_PARAMS_FLAG: FlagSpec = {
  name: 'list-params',
  type: 'boolean',
  help: ['List the parameters with their values, bases and sources', '(of --platform, or all; the staging ones last), then exit'],
};
const JSON_FLAG: FlagSpec = { name: 'json', type: 'boolean', help: ['Print JSON instead of the table'] };
/** `-h, --help`, on every command. */
export const HELP_FLAG: FlagSpec = { name: 'help', type: 'boolean', short: 'h', help: ['Show this help'] };

/** Every flag `advise` takes (the bad-input coverage test reads them). */
export const FLAGS: readonly FlagSpec[] = [
  PLATFORM_FLAG,
  MODEL_SIZE_FLAG,
  ...WORKLOAD_FLAGS,
  ...GPU_FLAGS,
  ...SOURCE_FLAGS,
  PARAM_FLAG,
  LIST_PARAMS_FLAG,
  JSON_FLAG,
  HELP_FLAG,
];

/** `cdktf-gpu-models advise --help`: every flag. */
export const ADVISE_HELP = `Usage: cdktf-gpu-models advise --platform <platform> --model-size <size> [flags]

Ranks the platform's model storage strategies following its published guidance,
each with ready settings, an estimated cold start (an estimate, not a measurement),
the bottleneck and the reasons. With --source, adds the estimated time to stage
(copy) the model into its storage once, with the parameters' sources.

The flags are checked by the rules the platform's construct applies: the model's
size, the region and zones, the GPU the model must fit, the source's revision and
cloud. A refusal prints its GPUM- code; a warning (GPU headroom, an unpinned
revision) is printed on stderr and the advice still follows.

Required:
${renderFlags([PLATFORM_FLAG, MODEL_SIZE_FLAG])}

Workload:
${renderFlags(WORKLOAD_FLAGS)}

GPU:
${renderFlags(GPU_FLAGS)}

Staging:
${renderFlags(SOURCE_FLAGS)}

Estimate:
${renderFlags([PARAM_FLAG, LIST_PARAMS_FLAG])}

Output:
${renderFlags([JSON_FLAG, HELP_FLAG])}

Exit codes:
  0  the advice was printed
  2  bad arguments: the message names the flag and the fix
  1  any other failure

Examples:
  cdktf-gpu-models advise --platform alicloud-fc --model-size 20GiB --concurrent-starts 40 --mode on-demand
  cdktf-gpu-models advise --platform gcp-cloudrun --model-size 16GiB --gpu nvidia-l4 \\
    --source hf:meta-llama/Llama-3.1-8B-Instruct@0e9e39f249a16976918f6564b8830bc894c89659
`;

/** Runs `advise` with the arguments after the command name. */
export function advise(argv: string[], out: CliOutput): number {
  const parsed = parseFlags(argv, FLAGS);
  if (hasFlag(parsed, 'help')) {
    out.stdout(ADVISE_HELP);
    return 0;
  }
  if (parsed.positionals.length > 0) throw unexpectedArgument(argv, parsed.positionals[0]);
  const json = hasFlag(parsed, 'json');
  if (hasFlag(parsed, 'list-params')) {
    const platform = platformFrom(parsed);
    const overrides = splitParameters(params(parsed.values.get('param') ?? []));
    // The staging overrides, checked by the estimator's own rule (right platform, above 0).
    if (platform) StagingEstimator.estimate({ platform, modelSize: Size.gibibytes(1), parameters: overrides.staging });
    // The cold-start estimate's parameters, then the staging estimate's (used with --source).
    const staging = StagingEstimator.allParameters()
      .filter((p) => !platform || p.platform === platform)
      .map((p) => (p.name in overrides.staging ? { ...p, value: overrides.staging[p.name], overridden: true } : p));
    const parameters = [...(platform ? estimateParameters(platform, overrides.advice) : allEstimateParameters()), ...staging];
    out.stdout(json ? JSON.stringify(parameters, null, 2) + '\n' : renderParameters(parameters));
    return 0;
  }
  const workload = workloadFrom(parsed);
  const warnings = checkGpuFlags(parsed, workload.platform, workload.modelSize);
  const source = sourceFrom(parsed, workload.platform);
  warnings.push(...sourceWarnings(source, workload.platform, workload.region));
  const parameters = splitParameters(workload.estimateParameters);
  const staging = stagingReport(source, workload.platform, workload.modelSize, parameters.staging);
  if (!staging && Object.keys(parameters.staging).length > 0) {
    throw new UsageError(
      `--param ${Object.keys(parameters.staging).join(', ')} ${Object.keys(parameters.staging).length > 1 ? 'are staging estimate parameters' : 'is a staging estimate parameter'}: give --source to estimate the staging, or remove it`,
    );
  }
  const advice = recommendModelStorage({
    ...withGpuInstanceMemory(workload, gpuFlagValues(parsed).gpu),
    estimateParameters: parameters.advice,
  });
  for (const w of warnings) out.stderr(`warning: [${w.code}] ${w.message}\n`);
  out.stdout(json ? adviceJson(advice, staging) : renderAdvice(advice, staging));
  return 0;
}
