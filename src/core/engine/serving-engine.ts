import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { ValidationError } from '../errors';
import { gpuMemoryPlan, DEFAULT_GPU_MEMORY_UTILIZATION } from '../contract/gpu-fit';
import { ModelStorageKind } from '../model-storage';
import { isUnresolved } from '../tokens';
import { EngineKind } from './engine-kind';
import { ServingEngineOptions } from './engine-options';
import { ENGINE_OFFLINE_ENVIRONMENT, engineCommandLine } from './engine-arguments';
import {
  checkContextFit,
  checkEngineEnvironment,
  checkEngineOptions,
  checkExtraArgs,
  checkNoUserCommand,
  checkStartupTimeout,
  checkWeightLoader,
} from './engine-checks';
import { estimateEngineStart, startupDeadline } from './engine-estimate';
import { engineVersionRange } from './engine-versions';
import { EngineLaunch, EngineWorkloadFacts } from './launch';
import { COMPILE_CACHE_DIRECTORY, compileCacheVariable } from '../compile-cache/compile-cache-environment';
import { checkCompileCache } from '../compile-cache/compile-cache-key';
import { streamerConcurrency } from './streamer';

/**
 * The serving engine a GPU workload starts. A preset (`ServingEngine.vllm()`, `ServingEngine.sglang()`)
 * pins a version range, knows its flags and writes the container's command line from the workload:
 * the model path (the mount path, or the object URI when the model is streamed), the tensor-parallel
 * size (the GPU count), the GPU memory share and context length from the GPU plan the fit check uses,
 * the served model name, the port the platform probes, offline hub mode and a startup probe on
 * `/health` whose deadline covers the estimated start. `ServingEngine.custom()` is the user's own
 * command and arguments, untouched: what every workload did before engines existed.
 */
export class ServingEngine {
  /** vLLM's OpenAI-compatible server (`vllm serve`), 0.11.x. */
  public static vllm(options: ServingEngineOptions = {}): ServingEngine {
    return new ServingEngine(EngineKind.VLLM, options);
  }

  /** SGLang's server (`python3 -m sglang.launch_server`), 0.5.x. */
  public static sglang(options: ServingEngineOptions = {}): ServingEngine {
    return new ServingEngine(EngineKind.SGLANG, options);
  }

  /** The workload's own `command` and `args`, untouched: the library writes no engine flags. */
  public static custom(): ServingEngine {
    return new ServingEngine(EngineKind.CUSTOM, {});
  }

  /** Which engine. */
  public readonly kind: EngineKind;
  /** The options as given. */
  public readonly options: ServingEngineOptions;

  private constructor(kind: EngineKind, options: ServingEngineOptions) {
    this.kind = kind;
    this.options = options ?? {};
  }

  /**
   * The command line, environment and startup probe for a workload; the rules checked with the
   * workload's construct path. Called by the platform constructs.
   * @internal
   */
  public bind(scope: IConstruct, facts: EngineWorkloadFacts): EngineLaunch {
    if (this.kind === EngineKind.CUSTOM) return { kind: EngineKind.CUSTOM, environment: {} };
    const kind = this.kind;
    const options = this.options;
    checkEngineOptions(scope, kind, options);
    checkNoUserCommand(scope, kind, facts.userCommand);
    if (facts.storageKind === ModelStorageKind.INTERNET) {
      const fix = 'put the model in storage (a mount, a download or a stream), or use ServingEngine.custom()';
      throw new ValidationError(
        'GPUM-ENGINE-OPTION',
        `the ${kind} preset serves the model from its storage with the Hugging Face Hub turned off, and the model comes from the internet at start: ${fix}`,
        scope,
        { property: 'engine', value: kind, fix },
      );
    }
    const { version, range } = engineVersionRange(scope, kind, options.version);
    const streamed = facts.storageKind === ModelStorageKind.OBJECT_STORAGE_STREAM;
    const streamer = streamed || options.runaiStreamer === true;
    checkWeightLoader(scope, facts.model.format, streamer);
    const sequentialWeightReads = sequentialReads(scope, kind, facts.storageKind, streamer, options.sequentialWeightReads);
    const utilization = options.gpuMemoryUtilization ?? DEFAULT_GPU_MEMORY_UTILIZATION;
    if (facts.gpuMemory && !isUnresolved(utilization) && !isUnresolved(facts.gpuCount)) {
      const plan = gpuMemoryPlan(facts.model, facts.gpuMemory, utilization);
      checkContextFit(scope, plan, facts.model.gpuLoading, options.maxModelLen, options.kvCacheBytesPerToken);
    }
    const line = engineCommandLine({
      kind,
      modelLocation: facts.modelLocation,
      servedModelName: options.servedModelName ?? facts.model.name,
      port: facts.port,
      tensorParallelSize: facts.gpuCount,
      gpuMemoryUtilization: utilization,
      maxModelLen: options.maxModelLen,
      enforceEager: options.enforceEager === true,
      streamerConcurrency: kind === EngineKind.VLLM && streamer ? streamerConcurrency(facts.instanceBandwidthMBps) : undefined,
      sequentialWeightReads,
    });
    const extraArgs = options.extraArgs ?? [];
    checkExtraArgs(scope, range.table, version, extraArgs, line.flags);
    const environment: Record<string, string> = { ...ENGINE_OFFLINE_ENVIRONMENT };
    const cache = options.compileCache;
    if (cache && !facts.compileCacheSupported) {
      const fix =
        'Remove compileCache, or deploy to a platform that keeps one: Amazon EKS, Google Cloud Run or Alibaba Function Compute, with the model in a bucket (CompileCache.objectStorage())';
      throw new ValidationError(
        'GPUM-COMPILE-CACHE-PLATFORM',
        `${facts.platformName} does not keep a compile cache: the library has no restore and write-back step for it there, and an engine pointed at a shared mount would write through renames the mount may not make atomic. ${fix}`,
        scope,
        { property: 'engine.compileCache', value: 'CompileCache.objectStorage()', fix },
      );
    }
    if (cache) checkCompileCache(scope, cache, facts.model);
    if (cache?.warmUp && !facts.compileCacheWarmUpSupported) {
      const fix =
        'Remove warmUp: the first instance compiles and writes the cache back; only Amazon EKS and Google Cloud Run run a warm-up job';
      throw new ValidationError(
        'GPUM-COMPILE-CACHE-WARM-UP',
        `${facts.platformName} has no deploy-time warm-up for the compile cache: the library cannot run the engine once before the workload is applied there. ${fix}`,
        scope,
        { property: 'engine.compileCache.warmUp', value: 'true', fix },
      );
    }
    if (cache) environment[compileCacheVariable(kind)] = COMPILE_CACHE_DIRECTORY;
    const extraEnv = options.extraEnv ?? {};
    checkEngineEnvironment(scope, environment, facts.environment, extraEnv);
    Object.assign(environment, extraEnv);
    if (streamer && kind === EngineKind.VLLM && !isUnresolved(facts.gpuCount) && facts.gpuCount > 1) {
      addWarning(
        scope,
        'GPUM-ADVICE-ENGINE',
        `the ${facts.gpuCount} tensor-parallel ranks stream the weights with the Run:ai streamer without its distributed mode, which the vLLM 0.11 documentation does not describe (unverified for 0.11): each rank reads the files of the checkpoint on its own, so the storage delivers more bytes than the model holds. Measure the start; add {"distributed":true} through ServingEngine.custom() once your vLLM version documents it`,
      );
    }
    const estimate = estimateEngineStart({
      kind,
      modelSize: facts.model.size,
      storageReadMBps: facts.storageReadMBps,
      enforceEager: options.enforceEager === true,
      // The first instance of each cache key compiles cold, and the probe must let it: the cached
      // figure holds from the first start only when a deploy-time warm-up wrote the cache.
      compileCached: cache?.warmUp === true,
    })!;
    checkStartupTimeout(scope, facts.startupTimeout, estimate.totalSeconds);
    return {
      kind,
      version,
      command: line.command,
      args: [...line.args, ...extraArgs],
      environment,
      healthCheckPath: '/health',
      startupDeadline: startupDeadline(estimate.totalSeconds),
      estimate,
      compileCache: cache && { cache, directory: COMPILE_CACHE_DIRECTORY, variable: compileCacheVariable(kind) },
    };
  }
}

/** The storage kinds whose files the engine reads through a network mount at start. */
const MOUNTED: readonly ModelStorageKind[] = [ModelStorageKind.FILE_SYSTEM, ModelStorageKind.OBJECT_STORAGE_MOUNT];

/**
 * Whether vLLM reads each weight file whole and in order: on by default through a mount, never with
 * the streamer (which replaces the loader) or for SGLang (no such flag in the pinned version).
 */
function sequentialReads(
  scope: IConstruct,
  kind: EngineKind,
  storageKind: ModelStorageKind,
  streamer: boolean,
  given: boolean | undefined,
): boolean {
  if (given !== undefined && isUnresolved(given)) {
    const fix = 'give true or false: the flag is written at synth';
    throw new ValidationError('GPUM-ENGINE-OPTION', `engine sequentialWeightReads is known only at apply: ${fix}`, scope, {
      property: 'engine.sequentialWeightReads',
      value: String(given),
      fix,
    });
  }
  if (given === true && (kind !== EngineKind.VLLM || streamer)) {
    const fix =
      kind !== EngineKind.VLLM
        ? 'remove sequentialWeightReads: it is a vLLM loader setting'
        : 'remove sequentialWeightReads or runaiStreamer: the streamer reads the files its own way';
    throw new ValidationError(
      'GPUM-ENGINE-OPTION',
      `engine sequentialWeightReads is true, and ${kind !== EngineKind.VLLM ? `the ${kind} preset has no such loader setting` : 'the Run:ai streamer loads the weights'}: ${fix}`,
      scope,
      { property: 'engine.sequentialWeightReads', value: 'true', fix },
    );
  }
  if (given !== undefined) return given;
  return kind === EngineKind.VLLM && !streamer && MOUNTED.includes(storageKind);
}
