import { allEstimateParameters, estimateParameters } from '../core/storage-advice/parameters';
import { Size } from '../core/size';
import { StagingEstimator } from '../core/staging/staging-estimate';
import { ModelStorageAdvice, recommendModelStorage } from '../core/storage-advice/recommend';
import { coldStartWithEngine } from '../core/storage-advice/with-engine';
import { formatSeconds } from '../core/storage-advice/format';
import { phaseLabel } from '../core/storage-advice/phases';
import { CliOutput } from './output';
import { EngineKind } from '../core/engine/engine-kind';
import { EngineStartEstimate, estimateEngineStart, formatEngineEstimate } from '../core/engine/engine-estimate';
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
const ENGINE_FLAG: FlagSpec = {
  name: 'engine',
  type: 'string',
  valueName: '<engine>',
  help: [
    "vllm | sglang | custom: add the serving engine's start, phase by phase",
    '(process start, weights, compile, CUDA graphs, KV profiling), with sources',
  ],
};
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
  ENGINE_FLAG,
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
${renderFlags([PARAM_FLAG, LIST_PARAMS_FLAG, ENGINE_FLAG])}

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
  cdktf-gpu-models advise --platform aws-eks --model-size 16GB --engine vllm
`;

/** `--engine`: the engine kind, or undefined when not given. */
function engineFrom(values: readonly string[] | undefined): EngineKind | undefined {
  const given = values?.at(-1);
  if (given === undefined) return undefined;
  const kind = Object.values(EngineKind).find((k) => k === given);
  if (kind === undefined) {
    throw new UsageError(`--engine "${given}" is not an engine preset: give ${Object.values(EngineKind).join(', ')}`);
  }
  return kind;
}

/**
 * The engine's start as text, after the storage advice, and each estimated strategy's cold start with
 * it (coldStartWithEngine: where the engine reads the weights from the store, a mount or a stream,
 * they are one transfer, counted once).
 */
function renderEngineStart(kind: EngineKind, estimate: EngineStartEstimate | undefined, advice: ModelStorageAdvice): string {
  if (estimate === undefined) {
    return `\nServing engine (${kind}): the library knows no phases of your own command; measure its start.\n`;
  }
  const totals = advice.recommendations
    .filter((r) => r.viable)
    .flatMap((r) => {
      const total = coldStartWithEngine(r.strategy, r.estimate, estimate);
      if (total === undefined) return [];
      const once = total.weightsCountedOnce ? ', the weights read from the store counted once' : '';
      const leftOut = total.leftOut.length ? `; leaves out ${total.leftOut.map((p) => phaseLabel(p)).join(', ')}` : '';
      return [
        `  #${r.rank} ${r.label}: about ${formatSeconds(total.totalSeconds)} (${formatSeconds(total.storageSeconds)} + ${formatSeconds(total.engineSeconds)} engine${once}${leftOut})`,
      ];
    });
  return [
    '',
    `Serving engine start (${kind}; ServingEngine.${kind}()), after the model's bytes reach the instance:`,
    ...formatEngineEstimate(estimate),
    ...(totals.length ? ['Cold start with the engine:', ...totals] : []),
    'Sources and what is unverified: docs/serving-engines.md.',
    '',
  ].join('\n');
}

/** Each estimated strategy's cold start with the engine, for `--json`. */
function engineColdStarts(advice: ModelStorageAdvice, estimate: EngineStartEstimate | undefined) {
  if (estimate === undefined) return undefined;
  return advice.recommendations
    .filter((r) => r.viable)
    .flatMap((r) => {
      const total = coldStartWithEngine(r.strategy, r.estimate, estimate);
      return total ? [{ rank: r.rank, strategy: r.strategy, ...total }] : [];
    });
}

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
  const engine = engineFrom(parsed.values.get('engine'));
  const engineStart = engine && estimateEngineStart({ kind: engine, modelSize: workload.modelSize });
  if (json) {
    const text = adviceJson(advice, staging);
    out.stdout(
      engine
        ? `${JSON.stringify({ ...JSON.parse(text), engineStart: { kind: engine, ...engineStart, coldStarts: engineColdStarts(advice, engineStart), estimated: true } }, null, 2)}\n`
        : text,
    );
  } else {
    out.stdout(renderAdvice(advice, staging, engine) + (engine ? renderEngineStart(engine, engineStart, advice) : ''));
  }
  return 0;
}
