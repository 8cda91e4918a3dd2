import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { ValidationError } from '../errors';
import { describeValue, valueText } from '../contract/numbers';
import { nearestSpelling } from '../contract/spelling';
import { GpuMemoryPlan } from '../contract/gpu-fit';
import { ModelFormat, ModelGpuLoading } from '../model-artifact';
import { Size } from '../size';
import { isUnresolved } from '../tokens';
import { EngineKind } from './engine-kind';
import { ServingEngineOptions } from './engine-options';
import { PresetFlag } from './engine-arguments';
import { EngineFlagTable, flagOf, hasFlag } from './flag-table';

/*
 * The rules an engine preset applies at bind, each with its code. Tokens are never judged as literals:
 * a Terraform token passes to the command line as a reference.
 */

const optionError = (scope: IConstruct, property: string, value: unknown, why: string, fix: string): ValidationError =>
  new ValidationError('GPUM-ENGINE-OPTION', `engine ${property} is ${describeValue(value)}: ${why}; ${fix}`, scope, {
    property: `engine.${property}`,
    value: valueText(value),
    fix,
  });

/** The options' own shapes and ranges (GPUM-ENGINE-OPTION). */
export function checkEngineOptions(scope: IConstruct, kind: EngineKind, options: ServingEngineOptions): void {
  const u = options.gpuMemoryUtilization;
  if (u !== undefined && !isUnresolved(u) && !(typeof u === 'number' && Number.isFinite(u) && u > 0 && u <= 1)) {
    throw optionError(
      scope,
      'gpuMemoryUtilization',
      u,
      'the share of GPU memory the engine may take is in (0, 1]',
      'give a number above 0 and at most 1, such as 0.9',
    );
  }
  const len = options.maxModelLen;
  if (len !== undefined && !isUnresolved(len) && !(typeof len === 'number' && Number.isInteger(len) && len >= 1)) {
    throw optionError(
      scope,
      'maxModelLen',
      len,
      'a context length is a whole number of tokens',
      'give a whole number of at least 1, such as 8192',
    );
  }
  const name = options.servedModelName;
  if (name !== undefined && !isUnresolved(name) && (typeof name !== 'string' || name.trim() === '' || /\s/.test(name))) {
    throw optionError(
      scope,
      'servedModelName',
      name,
      'clients send the name in every request',
      "give a non-empty name without spaces, or leave it out for the model's name",
    );
  }
  for (const flag of ['enforceEager', 'runaiStreamer'] as const) {
    const v = options[flag];
    if (v !== undefined && typeof v !== 'boolean') {
      throw optionError(scope, flag, v, 'the preset decides the command line by it at synth', 'give true or false');
    }
  }
  const perToken = options.kvCacheBytesPerToken;
  if (perToken !== undefined && !(perToken instanceof Size && perToken.toBytes() > 0)) {
    throw optionError(
      scope,
      'kvCacheBytesPerToken',
      perToken,
      'one token takes some KV-cache bytes',
      'give a Size above 0, such as Size.kibibytes(128)',
    );
  }
  const extra = options.extraArgs;
  if (extra !== undefined && !isUnresolved(extra) && (!Array.isArray(extra) || extra.some((a) => typeof a !== 'string'))) {
    throw optionError(
      scope,
      'extraArgs',
      JSON.stringify(extra),
      'arguments are a list of strings',
      'give the arguments as strings ("64", not 64)',
    );
  }
  const env = options.extraEnv;
  if (
    env !== undefined &&
    !isUnresolved(env) &&
    (typeof env !== 'object' || env === null || Object.values(env).some((v) => typeof v !== 'string'))
  ) {
    throw optionError(
      scope,
      'extraEnv',
      JSON.stringify(env),
      'variables are names with string values',
      'give each value as a string ("1", not 1)',
    );
  }
  if (kind === EngineKind.SGLANG && options.runaiStreamer === true) {
    throw optionError(
      scope,
      'runaiStreamer',
      true,
      'SGLang chooses the Run:ai streamer by itself for an object URI and takes no flag for a local path in the preset',
      'leave runaiStreamer out, or use ModelStorage.objectStorageStream() to stream from the bucket',
    );
  }
}

/** A user command or argument list beside a preset: the two would fight over the container's command line. */
export function checkNoUserCommand(
  scope: IConstruct,
  kind: EngineKind,
  given: Readonly<Record<string, readonly string[] | undefined>>,
): void {
  for (const [property, list] of Object.entries(given)) {
    if (list === undefined) continue;
    const fix = `leave ${property} out and give the engine's own settings in ServingEngine.${kind}({ extraArgs }), or use ServingEngine.custom() to run your own command`;
    throw new ValidationError(
      'GPUM-ENGINE-COMMAND',
      `${property} is set and the engine is the ${kind} preset, which writes the container's command line itself: ${fix}`,
      scope,
      { property, value: isUnresolved(list) ? valueText(list) : JSON.stringify(list), fix },
    );
  }
}

/** Each extra flag exists in the pinned version (GPUM-ENGINE-FLAG-UNKNOWN) and is not one the preset writes (GPUM-ENGINE-FLAG-CONFLICT). */
export function checkExtraArgs(
  scope: IConstruct,
  table: EngineFlagTable,
  version: string,
  extraArgs: readonly string[],
  preset: readonly PresetFlag[],
): void {
  if (isUnresolved(extraArgs)) return;
  extraArgs.forEach((arg, i) => {
    if (isUnresolved(arg)) return;
    const flag = flagOf(arg, table);
    if (flag === undefined) return;
    if (!hasFlag(table, flag)) {
      const near = nearestSpelling(flag, [...table.flags]);
      const fix = `${near ? `did you mean ${near}? ` : ''}give a flag of ${table.kind} ${table.versions} (${table.source}), or use ServingEngine.custom() for an argument the preset does not know`;
      throw new ValidationError(
        'GPUM-ENGINE-FLAG-UNKNOWN',
        `engine.extraArgs has ${flag}, which ${table.kind} ${version} does not take: the engine would exit at start. ${fix}`,
        scope,
        { property: `engine.extraArgs[${i}]`, value: arg, fix },
      );
    }
    const base = flag.startsWith('--no-') ? `--${flag.slice(5)}` : flag;
    const clash = preset.find((p) => p.names.includes(flag) || p.names.includes(base));
    if (clash) {
      const eq = arg.indexOf('=');
      const given =
        eq >= 0 ? arg.slice(eq + 1) : extraArgs[i + 1] !== undefined && !extraArgs[i + 1].startsWith('--') ? extraArgs[i + 1] : '(set)';
      const written = arg.split('=', 1)[0];
      const fix = `leave ${written} out of extraArgs: the preset writes it from the workload (set it through the preset's option or the workload's prop), or use ServingEngine.custom()`;
      throw new ValidationError(
        'GPUM-ENGINE-FLAG-CONFLICT',
        `engine.extraArgs sets ${written} ${given}, and the preset sets ${clash.names[0]} ${clash.value}: the engine would take one of them silently. ${fix}`,
        scope,
        { property: `engine.extraArgs[${i}]`, value: `${written} ${given} (preset: ${clash.names[0]} ${clash.value})`, fix },
      );
    }
  });
}

/** extraEnv changes nothing the preset or the workload sets (GPUM-ENGINE-ENV-CONFLICT). */
export function checkEngineEnvironment(
  scope: IConstruct,
  preset: Readonly<Record<string, string>>,
  workload: Readonly<Record<string, string>>,
  extraEnv: Readonly<Record<string, string>>,
): void {
  const clash = (key: string, given: string, other: string, owner: string, property: string): never => {
    const fix = `leave ${key} out of ${property === 'environment' ? 'environment' : 'engine.extraEnv'}: ${owner} sets it to "${other}"`;
    throw new ValidationError(
      'GPUM-ENGINE-ENV-CONFLICT',
      `${property} sets ${key}="${given}", and ${owner} sets ${key}="${other}": one would silently replace the other. ${fix}`,
      scope,
      { property: property === 'environment' ? `environment.${key}` : `engine.extraEnv.${key}`, value: given, fix },
    );
  };
  for (const [key, value] of Object.entries(preset)) {
    const user = workload[key];
    if (user !== undefined && !isUnresolved(user) && user !== value)
      clash(key, user, value, 'the engine preset (a start must never call the Hugging Face Hub)', 'environment');
  }
  for (const [key, value] of Object.entries(extraEnv)) {
    if (isUnresolved(value)) continue;
    if (preset[key] !== undefined && preset[key] !== value) clash(key, value, preset[key], 'the engine preset', 'engine.extraEnv');
    const w = workload[key];
    if (w !== undefined && !isUnresolved(w) && w !== value) clash(key, value, w, "the workload's environment", 'engine.extraEnv');
  }
}

/** The streamer reads safetensors only (GPUM-ENGINE-WEIGHT-LOADER). */
export function checkWeightLoader(scope: IConstruct, format: ModelFormat, streamer: boolean): void {
  if (!streamer || format === ModelFormat.SAFETENSORS) return;
  const fix = "convert the model to safetensors, or set runaiStreamer: false to load it with the engine's default loader";
  throw new ValidationError(
    'GPUM-ENGINE-WEIGHT-LOADER',
    `the engine loads the weights with the Run:ai Model Streamer (runaiStreamer), which reads safetensors only, and the model is ${format}: ${fix}`,
    scope,
    { property: 'engine.runaiStreamer', value: format, fix },
  );
}

/**
 * The asked context fits the KV-cache memory the GPU plan leaves (GPUM-ENGINE-CONTEXT-FIT): weights that
 * leave nothing at the engine's share, or one full sequence larger than what is left, fail every start
 * (vLLM: "No available memory for the cache blocks", or max_model_len larger than the KV cache can hold).
 */
export function checkContextFit(
  scope: IConstruct,
  plan: GpuMemoryPlan,
  loading: ModelGpuLoading,
  maxModelLen: number | undefined,
  perToken: Size | undefined,
): void {
  if (loading !== ModelGpuLoading.FULL_WEIGHTS || plan.weightsExceedMemory) return;
  if (plan.kvCache.toBytes() === 0) {
    const fix = 'raise gpuMemoryUtilization, request more GPU memory, or use a smaller model';
    throw new ValidationError(
      'GPUM-ENGINE-CONTEXT-FIT',
      `the weights (${plan.weights}) take all of the ${plan.utilization} share of ${plan.total} the engine may use: nothing is left for the KV cache and every start fails. ${fix}`,
      scope,
      { property: 'engine.gpuMemoryUtilization', value: String(plan.utilization), fix },
    );
  }
  if (maxModelLen === undefined || perToken === undefined || isUnresolved(maxModelLen)) return;
  const needed = perToken.toBytes() * maxModelLen;
  if (needed <= plan.kvCache.toBytes()) return;
  const fits = Math.floor(plan.kvCache.toBytes() / perToken.toBytes());
  const fix = `lower maxModelLen to at most ${fits}, raise gpuMemoryUtilization, or request more GPU memory`;
  throw new ValidationError(
    'GPUM-ENGINE-CONTEXT-FIT',
    `maxModelLen ${maxModelLen} needs ${Size.bytes(needed)} of KV cache at ${perToken} a token, but the GPU plan leaves ${plan.kvCache} (${plan.utilization} of ${plan.total}, less ${plan.weights} of weights): the engine refuses to start. ${fix}`,
    scope,
    { property: 'engine.maxModelLen', value: String(maxModelLen), fix },
  );
}

/** A user's startup deadline shorter than the estimate (GPUM-ENGINE-STARTUP-TIMEOUT, a warning: the user may know better). */
export function checkStartupTimeout(
  scope: IConstruct,
  given: { value: { toSeconds(): number }; property: string } | undefined,
  estimateSeconds: number,
): void {
  if (given === undefined) return;
  const seconds = given.value.toSeconds();
  if (isUnresolved(seconds) || seconds >= estimateSeconds) return;
  addWarning(
    scope,
    'GPUM-ENGINE-STARTUP-TIMEOUT',
    `${given.property} is ${seconds} s, shorter than the engine's estimated start of ${estimateSeconds} s (process start, weights, compile, CUDA graphs, KV profiling): the platform may restart the instance before it serves. Lengthen ${given.property}, or leave it out for the preset's deadline (twice the estimate, at least 10 minutes)`,
  );
}
