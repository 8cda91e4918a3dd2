import { collectAdvice } from '../../../src/core/advice';
import { gpuMemoryPlan, modelGpuFit } from '../../../src/core/contract/gpu-fit';
import {
  ENGINE_PHASE_FIGURES,
  EngineKind,
  ServingEngine,
  VLLM_0_11_FLAGS_TABLE,
  estimateEngineStart,
  formatEngineEstimate,
  startupDeadline,
  streamerConcurrency,
} from '../../../src/core/engine';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { CompileCache, compileCacheKey } from '../../../src/core/compile-cache';
import { ModelSource } from '../../../src/core/staging';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { thrown } from '../../support/errors';
import { bindEngine } from './fixtures';

describe('ServingEngine.vllm()', () => {
  test('writes vllm serve with the model path, the served name, host and port, TP, the GPU share and offline hub mode', () => {
    const { launch } = bindEngine(ServingEngine.vllm(), { storageKind: ModelStorageKind.DOWNLOAD_AT_START });
    expect(launch.command).toEqual(['vllm', 'serve']);
    expect(launch.args).toEqual([
      '/mnt/models/llama',
      '--served-model-name',
      'llama',
      '--host',
      '0.0.0.0',
      '--port',
      '8000',
      '--tensor-parallel-size',
      '1',
      '--gpu-memory-utilization',
      '0.9',
    ]);
    expect(launch.environment).toEqual({ HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' });
    expect(launch.version).toBe('0.11.0');
    expect(launch.healthCheckPath).toBe('/health');
  });

  test('through a mount, each weight file is read whole and in order (--safetensors-load-strategy eager), unless turned off', () => {
    for (const storageKind of [ModelStorageKind.FILE_SYSTEM, ModelStorageKind.OBJECT_STORAGE_MOUNT]) {
      const { launch } = bindEngine(ServingEngine.vllm(), { storageKind });
      expect((launch.args ?? []).join(' ')).toContain('--safetensors-load-strategy eager');
    }
    // Off where the bytes are on local disk (a download, the image) or streamed.
    for (const storageKind of [
      ModelStorageKind.DOWNLOAD_AT_START,
      ModelStorageKind.CONTAINER_IMAGE,
      ModelStorageKind.OBJECT_STORAGE_STREAM,
    ]) {
      expect(bindEngine(ServingEngine.vllm(), { storageKind, modelLocation: 's3://b/m/' }).launch.args).not.toContain(
        '--safetensors-load-strategy',
      );
    }
    expect(bindEngine(ServingEngine.vllm({ sequentialWeightReads: false })).launch.args).not.toContain('--safetensors-load-strategy');
    expect(
      bindEngine(ServingEngine.vllm({ sequentialWeightReads: true }), { storageKind: ModelStorageKind.DOWNLOAD_AT_START }).launch.args,
    ).toContain('--safetensors-load-strategy');
    // A user flag beside the preset's is a conflict naming both.
    expect(thrown(() => bindEngine(ServingEngine.vllm({ extraArgs: ['--safetensors-load-strategy', 'lazy'] }))).code).toBe(
      'GPUM-ENGINE-FLAG-CONFLICT',
    );
    // SGLang has no such setting, and the streamer replaces the loader.
    expect(thrown(() => bindEngine(ServingEngine.sglang({ sequentialWeightReads: true }))).code).toBe('GPUM-ENGINE-OPTION');
    expect(thrown(() => bindEngine(ServingEngine.vllm({ sequentialWeightReads: true, runaiStreamer: true }))).code).toBe(
      'GPUM-ENGINE-OPTION',
    );
    expect(bindEngine(ServingEngine.sglang()).launch.args).not.toContain('--safetensors-load-strategy');
  });

  test('streams with the Run:ai streamer from an object URI, readers sized by the bandwidth (one per 85 MB/s, 16–64)', () => {
    const { launch } = bindEngine(ServingEngine.vllm(), {
      storageKind: ModelStorageKind.OBJECT_STORAGE_STREAM,
      modelLocation: 's3://bucket/models/llama/',
      instanceBandwidthMBps: 3125,
    });
    expect(launch.args![0]).toBe('s3://bucket/models/llama/');
    expect(launch.args).toEqual(
      expect.arrayContaining(['--load-format', 'runai_streamer', '--model-loader-extra-config', '{"concurrency":37}']),
    );
    expect(launch.args!.join(' ')).not.toContain('distributed');
    expect(streamerConcurrency(undefined)).toBe(16);
    expect(streamerConcurrency(100)).toBe(16);
    expect(streamerConcurrency(25000)).toBe(64);
  });

  test('keeps user options and extra args after its own; a --no- form of a known boolean flag is known', () => {
    const { launch } = bindEngine(
      ServingEngine.vllm({
        version: '0.11.2',
        servedModelName: 'chat',
        maxModelLen: 8192,
        enforceEager: true,
        extraArgs: ['--no-enable-prefix-caching', '--max-num-seqs', '64'],
        extraEnv: { VLLM_LOGGING_LEVEL: 'INFO' },
      }),
      { gpuCount: 2, gpuMemory: { perGpu: Size.gibibytes(24), count: 2, description: 'L4', fix: 'x' } },
    );
    expect(launch.version).toBe('0.11.2');
    expect(launch.args).toEqual(
      expect.arrayContaining(['--served-model-name', 'chat', '--max-model-len', '8192', '--enforce-eager', '--tensor-parallel-size', '2']),
    );
    expect(launch.args!.slice(-3)).toEqual(['--no-enable-prefix-caching', '--max-num-seqs', '64']);
    expect(launch.environment.VLLM_LOGGING_LEVEL).toBe('INFO');
  });

  test('a misspelt flag names the flag it was meant to be; a conflicting one names both values', () => {
    const unknown = thrown(() => bindEngine(ServingEngine.vllm({ extraArgs: ['--max-num-seq', '64'] })));
    expect(unknown.code).toBe('GPUM-ENGINE-FLAG-UNKNOWN');
    expect(unknown.fix).toContain('--max-num-seqs');
    expect(unknown.constructPath).toBe('test/Workload');
    const conflict = thrown(() => bindEngine(ServingEngine.vllm({ extraArgs: ['-tp', '8'] })));
    expect(conflict.code).toBe('GPUM-ENGINE-FLAG-CONFLICT');
    expect(conflict.message).toContain('sets -tp 8');
    expect(conflict.message).toContain('8');
    expect(conflict.message).toContain('--tensor-parallel-size 1');
  });

  test('user command or args beside a preset: GPUM-ENGINE-COMMAND', () => {
    expect(thrown(() => bindEngine(ServingEngine.vllm(), { userCommand: { command: ['python3'], args: undefined } })).code).toBe(
      'GPUM-ENGINE-COMMAND',
    );
  });

  test('the context is checked against the same GPU plan as the fit check', () => {
    const model = new ModelArtifact({ name: 'llama', size: Size.gigabytes(16) });
    const offer = { perGpu: Size.gibibytes(24), count: 1, description: 'L4', fix: 'x' };
    const plan = gpuMemoryPlan(model, offer);
    // 24 GiB × 0.9 − 16 GB
    expect(plan.kvCache.toBytes()).toBe(Math.floor(24 * 1024 ** 3 * 0.9 - 16e9));
    expect(modelGpuFit(model, offer)).toBeUndefined();
    const fits = Math.floor(plan.kvCache.toBytes() / (128 * 1024));
    expect(() => bindEngine(ServingEngine.vllm({ maxModelLen: fits, kvCacheBytesPerToken: Size.kibibytes(128) }))).not.toThrow();
    const e = thrown(() => bindEngine(ServingEngine.vllm({ maxModelLen: fits + 1, kvCacheBytesPerToken: Size.kibibytes(128) })));
    expect(e.code).toBe('GPUM-ENGINE-CONTEXT-FIT');
    expect(e.fix).toContain(`at most ${fits}`);
  });

  test('the fit check and the plan agree on a short headroom', () => {
    const model = new ModelArtifact({ name: 'big', size: Size.gibibytes(22) });
    const offer = { perGpu: Size.gibibytes(24), count: 1, description: 'L4', fix: 'x' };
    expect(gpuMemoryPlan(model, offer).headroomShort).toBe(true);
    expect(modelGpuFit(model, offer)?.code).toBe('GPUM-MODEL-GPU-HEADROOM');
  });

  test('the startup deadline is twice the estimate, at least 10 minutes', () => {
    const { launch } = bindEngine(ServingEngine.vllm());
    expect(launch.startupDeadline!.toSeconds()).toBe(600);
    expect(startupDeadline(400).toSeconds()).toBe(800);
  });

  test('custom: nothing written', () => {
    const { launch, scope } = bindEngine(ServingEngine.custom(), { userCommand: { command: ['x'], args: ['y'] } });
    expect(launch).toEqual({ kind: EngineKind.CUSTOM, environment: {} });
    expect(collectAdvice(scope)).toEqual([]);
  });
});

describe('ServingEngine.sglang()', () => {
  test('writes python3 -m sglang.launch_server; an object URI gets no loader flag (SGLang picks the streamer)', () => {
    const { launch } = bindEngine(ServingEngine.sglang({ maxModelLen: 4096, enforceEager: true }), {
      storageKind: ModelStorageKind.OBJECT_STORAGE_STREAM,
      modelLocation: 'gs://bucket/models/llama/',
    });
    expect(launch.command).toEqual(['python3', '-m', 'sglang.launch_server']);
    expect(launch.version).toBe('0.5.2');
    expect(launch.args).toEqual([
      '--model-path',
      'gs://bucket/models/llama/',
      '--served-model-name',
      'llama',
      '--host',
      '0.0.0.0',
      '--port',
      '8000',
      '--tp-size',
      '1',
      '--mem-fraction-static',
      '0.9',
      '--context-length',
      '4096',
      '--disable-cuda-graph',
    ]);
  });
});

describe('the engine start estimate', () => {
  test('vLLM: process start 16 s, weights at 1300 MB/s, compile 55 s cold, graphs 17 s, KV profiling 34 s, each with its source', () => {
    const estimate = estimateEngineStart({ kind: EngineKind.VLLM, modelSize: Size.gigabytes(16) })!;
    expect(estimate.phases.map((p) => [p.name, p.seconds])).toEqual([
      ['process-start', 16],
      ['weights-to-gpu', 13],
      ['torch-compile', 55],
      ['cuda-graph-capture', 17],
      ['kv-profiling', 34],
    ]);
    expect(estimate.totalSeconds).toBe(135);
    expect(estimate.phases.every((p) => p.source.includes('github.com/vllm-project/vllm/issues/'))).toBe(true);
    expect(formatEngineEstimate(estimate).join('\n')).toContain('210 s of vLLM issue #44881 is left out');
  });

  test('weights at the storage rate when it is lower; cached compile; eager skips compile and graphs', () => {
    const slow = estimateEngineStart({ kind: EngineKind.VLLM, modelSize: Size.gigabytes(16), storageReadMBps: 400 })!;
    expect(slow.phases[1].seconds).toBe(40);
    const cached = estimateEngineStart({ kind: EngineKind.VLLM, modelSize: Size.gigabytes(16), compileCached: true })!;
    expect(cached.phases[2].seconds).toBe(ENGINE_PHASE_FIGURES.compileCachedSeconds.value);
    const eager = estimateEngineStart({ kind: EngineKind.VLLM, modelSize: Size.gigabytes(16), enforceEager: true })!;
    expect(eager.phases[2].seconds + eager.phases[3].seconds).toBe(0);
    expect(estimateEngineStart({ kind: EngineKind.CUSTOM, modelSize: Size.gigabytes(16) })).toBeUndefined();
    const sglang = estimateEngineStart({ kind: EngineKind.SGLANG, modelSize: Size.gigabytes(16) })!;
    expect(sglang.phases[2].seconds).toBe(0);
    expect(sglang.phases[0].source).toContain('assumption for SGLang');
  });

  test('the flag table cites the docs of the version it holds', () => {
    expect(VLLM_0_11_FLAGS_TABLE.source).toBe('https://docs.vllm.ai/en/v0.11.0/cli/serve.html');
    expect(VLLM_0_11_FLAGS_TABLE.flags.has('--gpu-memory-utilization')).toBe(true);
  });
});

// The estimate against the published starts: docs/calibration.md, held by test/core/storage-advice/calibration.test.ts.

describe('a compile cache on the preset', () => {
  const model = new ModelArtifact({
    name: 'llama',
    size: Size.gigabytes(16),
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: '0e9e39f249a16976918f6564b8830bc894c89659' }),
  });
  test('the probe estimate counts the cold compile (55 s) until a warm-up wrote the cache (7 s), and the variable points at the local directory', () => {
    const cold = bindEngine(ServingEngine.vllm(), { model, compileCacheSupported: true }).launch;
    // Without a warm-up the first instance of each key compiles cold: the probe must let it.
    const cached = bindEngine(ServingEngine.vllm({ compileCache: CompileCache.objectStorage() }), {
      model,
      compileCacheSupported: true,
    }).launch;
    const warmed = bindEngine(ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ warmUp: true }) }), {
      model,
      compileCacheSupported: true,
      compileCacheWarmUpSupported: true,
    }).launch;
    const compile = (l: typeof cold) => l.estimate!.phases.find((p) => p.name === 'torch-compile')!;
    expect(compile(cold).seconds).toBe(55);
    expect(compile(cached).seconds).toBe(55);
    expect(compile(warmed).seconds).toBe(7);
    expect(warmed.estimate!.totalSeconds).toBe(cold.estimate!.totalSeconds - 48);
    expect(cached.environment.VLLM_CACHE_ROOT).toBe('/var/cache/gpum-compile/root');
    expect(cached.compileCache).toMatchObject({ directory: '/var/cache/gpum-compile/root', variable: 'VLLM_CACHE_ROOT' });
    expect(cold.environment.VLLM_CACHE_ROOT).toBeUndefined();
  });

  test('the key: prefix, engine and version, model, revision, GPU and tensor-parallel size', () => {
    const { scope } = bindEngine(ServingEngine.custom());
    const key = compileCacheKey(scope, {
      cache: CompileCache.objectStorage(),
      engine: 'vllm',
      engineVersion: '0.11.0',
      model,
      gpu: 'l40s',
      tensorParallelSize: 4,
    });
    expect(key).toBe('compile-cache/vllm-0.11.0/llama/0e9e39f249a16976918f6564b8830bc894c89659/l40s-tp4');
    const labelled = compileCacheKey(scope, {
      cache: CompileCache.objectStorage({ prefix: 'a/b', modelRevision: 'v2' }),
      engine: 'sglang',
      engineVersion: '0.5.2',
      model,
      gpu: 'h100',
      tensorParallelSize: 1,
    });
    expect(labelled).toBe('a/b/sglang-0.5.2/llama/v2/h100-tp1');
  });

  test('a user variable that sets VLLM_CACHE_ROOT beside the cache is a conflict', () => {
    const e = thrown(() =>
      bindEngine(ServingEngine.vllm({ compileCache: CompileCache.objectStorage() }), {
        model,
        compileCacheSupported: true,
        environment: { VLLM_CACHE_ROOT: '/tmp' },
      }),
    );
    expect(e.code).toBe('GPUM-ENGINE-ENV-CONFLICT');
  });
});
