import { CompileCache } from '../../../src/core/compile-cache';
import { ServingEngine } from '../../../src/core/engine';
import { ModelSource } from '../../../src/core/staging';
import { Fn, Token } from '../../../src/core/framework';
import { ModelArtifact, ModelFormat } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import { SHORT, bindEngine } from './fixtures';

/*
 * The engine presets' options: every bad value is a coded error at bind (with the workload's path),
 * or a coded warning. The platform props that take an engine have their rows in each platform's folder.
 */

const row = (
  api: string | string[],
  klass: InputClass,
  name: string,
  engine: () => ServingEngine,
  error: string,
  facts = {},
): ConstructBadInput => ({
  api,
  class: klass,
  name,
  build: () => bindEngine(engine(), facts).scope,
  expect: { error },
});

/** A workload whose platform keeps a compile cache, with a model staged from the hub at a commit. */
const CACHING = {
  compileCacheSupported: true,
  model: new ModelArtifact({
    name: 'llama',
    size: Size.gigabytes(16),
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: '0e9e39f249a16976918f6564b8830bc894c89659' }),
  }),
};

export const ROWS: readonly ConstructBadInput[] = [
  row(
    ['ServingEngineOptions.compileCache', 'ObjectStorageCompileCacheOptions.prefix'],
    InputClass.INCONSISTENT,
    "a cache prefix inside the model's read-only storage path",
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: 'models/llama/cache' }) }),
    'GPUM-COMPILE-CACHE-PREFIX',
    CACHING,
  ),
  row(
    'ObjectStorageCompileCacheOptions.prefix',
    InputClass.INCONSISTENT,
    "a cache prefix that contains the model's storage path",
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: 'models' }) }),
    'GPUM-COMPILE-CACHE-PREFIX',
    CACHING,
  ),
  row(
    'ObjectStorageCompileCacheOptions.prefix',
    InputClass.LITERAL,
    'a cache prefix with a wildcard',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: 'cache/*' }) }),
    'GPUM-COMPILE-CACHE-PREFIX',
    CACHING,
  ),
  row(
    'ObjectStorageCompileCacheOptions.prefix',
    InputClass.EMPTY,
    'an empty cache prefix',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: '' }) }),
    'GPUM-COMPILE-CACHE-PREFIX',
    CACHING,
  ),
  row(
    'ObjectStorageCompileCacheOptions.prefix',
    InputClass.TOKEN,
    'a token cache prefix',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: Token.asString(Fn.lower('cache')) }) }),
    'GPUM-COMPILE-CACHE-PREFIX',
    CACHING,
  ),
  row(
    ['ServingEngineOptions.compileCache', 'ObjectStorageCompileCacheOptions.modelRevision'],
    InputClass.INCONSISTENT,
    'a compile cache for a pre-staged model without a modelRevision',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage() }),
    'GPUM-COMPILE-CACHE-REVISION',
    { compileCacheSupported: true },
  ),
  row(
    'ObjectStorageCompileCacheOptions.modelRevision',
    InputClass.LITERAL,
    'a modelRevision with a slash',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1/final' }) }),
    'GPUM-COMPILE-CACHE-REVISION',
    { compileCacheSupported: true },
  ),
  row(
    'ObjectStorageCompileCacheOptions.modelRevision',
    InputClass.TOKEN,
    'a token modelRevision',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: Token.asString(Fn.lower('v1')) }) }),
    'GPUM-COMPILE-CACHE-REVISION',
    { compileCacheSupported: true },
  ),
  row(
    'ServingEngineOptions.compileCache',
    InputClass.WRONG_CLOUD,
    'a compile cache on a platform without restore and write-back',
    () => ServingEngine.sglang({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
    'GPUM-COMPILE-CACHE-PLATFORM',
  ),
  row(
    'ObjectStorageCompileCacheOptions.warmUp',
    InputClass.WRONG_CLOUD,
    'a warm-up Job on a platform that has none',
    () => ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1', warmUp: true }) }),
    'GPUM-COMPILE-CACHE-WARM-UP',
    { compileCacheSupported: true },
  ),
  row(
    'ServingEngineOptions.version',
    InputClass.LITERAL,
    'vLLM 0.10.2, outside 0.11.x',
    () => ServingEngine.vllm({ version: '0.10.2' }),
    'GPUM-ENGINE-VERSION',
  ),
  row(
    'ServingEngineOptions.version',
    InputClass.WRONG_SHAPE,
    'a version that is no version',
    () => ServingEngine.sglang({ version: 'latest' }),
    'GPUM-ENGINE-VERSION',
  ),
  row(
    'ServingEngineOptions.version',
    InputClass.TOKEN,
    'a token version',
    () => ServingEngine.vllm({ version: Token.asString(Fn.lower('0.11.0')) }),
    'GPUM-ENGINE-VERSION',
  ),
  row(
    'ServingEngineOptions.gpuMemoryUtilization',
    InputClass.OUT_OF_RANGE,
    'utilization 0',
    () => ServingEngine.vllm({ gpuMemoryUtilization: 0 }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.gpuMemoryUtilization',
    InputClass.OUT_OF_RANGE,
    'utilization 1.2',
    () => ServingEngine.vllm({ gpuMemoryUtilization: 1.2 }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.gpuMemoryUtilization',
    InputClass.OUT_OF_RANGE,
    'utilization NaN',
    () => ServingEngine.sglang({ gpuMemoryUtilization: Number.NaN }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.maxModelLen',
    InputClass.OUT_OF_RANGE,
    'a fractional context length',
    () => ServingEngine.vllm({ maxModelLen: 8192.5 }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.maxModelLen',
    InputClass.OUT_OF_RANGE,
    'a context length of 0',
    () => ServingEngine.vllm({ maxModelLen: 0 }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    ['ServingEngineOptions.maxModelLen', 'ServingEngineOptions.kvCacheBytesPerToken'],
    InputClass.INCONSISTENT,
    'a context whose KV cache does not fit the GPU plan',
    () => ServingEngine.vllm({ maxModelLen: 131072, kvCacheBytesPerToken: Size.kibibytes(128) }),
    'GPUM-ENGINE-CONTEXT-FIT',
  ),
  row(
    'ServingEngineOptions.kvCacheBytesPerToken',
    InputClass.OUT_OF_RANGE,
    'zero bytes a token',
    () => ServingEngine.vllm({ kvCacheBytesPerToken: Size.bytes(0) }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.gpuMemoryUtilization',
    InputClass.INCONSISTENT,
    'a share the weights fill entirely',
    () => ServingEngine.vllm({ gpuMemoryUtilization: 0.5 }),
    'GPUM-ENGINE-CONTEXT-FIT',
  ),
  row(
    'ServingEngineOptions.servedModelName',
    InputClass.EMPTY,
    'an empty served name',
    () => ServingEngine.vllm({ servedModelName: '' }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.servedModelName',
    InputClass.LITERAL,
    'a served name with a space',
    () => ServingEngine.vllm({ servedModelName: 'my model' }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.enforceEager',
    InputClass.WRONG_SHAPE,
    "enforceEager 'false' (plain JavaScript)",
    () => ServingEngine.vllm({ enforceEager: 'false' as unknown as boolean }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.runaiStreamer',
    InputClass.INCONSISTENT,
    'the streamer flag on SGLang',
    () => ServingEngine.sglang({ runaiStreamer: true }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.runaiStreamer',
    InputClass.INCONSISTENT,
    'the streamer on a GGUF model',
    () => ServingEngine.vllm({ runaiStreamer: true }),
    'GPUM-ENGINE-WEIGHT-LOADER',
    { model: new ModelArtifact({ name: 'llama', size: Size.gigabytes(5), format: ModelFormat.GGUF }) },
  ),
  row(
    'ServingEngineOptions.extraArgs',
    InputClass.LITERAL,
    'a misspelt flag',
    () => ServingEngine.vllm({ extraArgs: ['--max-num-seq', '64'] }),
    'GPUM-ENGINE-FLAG-UNKNOWN',
  ),
  row(
    'ServingEngineOptions.extraArgs',
    InputClass.WRONG_CLOUD,
    'an SGLang flag to vLLM',
    () => ServingEngine.vllm({ extraArgs: ['--mem-fraction-static', '0.8'] }),
    'GPUM-ENGINE-FLAG-UNKNOWN',
  ),
  row(
    'ServingEngineOptions.extraArgs',
    InputClass.INCONSISTENT,
    'a flag the preset sets',
    () => ServingEngine.vllm({ extraArgs: ['--tensor-parallel-size=2'] }),
    'GPUM-ENGINE-FLAG-CONFLICT',
  ),
  row(
    'ServingEngineOptions.extraArgs',
    InputClass.WRONG_SHAPE,
    'a number among the arguments',
    () => ServingEngine.vllm({ extraArgs: ['--max-num-seqs', 64 as unknown as string] }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.extraEnv',
    InputClass.INCONSISTENT,
    'HF_HUB_OFFLINE=0',
    () => ServingEngine.vllm({ extraEnv: { HF_HUB_OFFLINE: '0' } }),
    'GPUM-ENGINE-ENV-CONFLICT',
  ),
  row(
    'ServingEngineOptions.extraEnv',
    InputClass.WRONG_SHAPE,
    'a number value',
    () => ServingEngine.vllm({ extraEnv: { VLLM_LOGGING_LEVEL: 1 as unknown as string } }),
    'GPUM-ENGINE-OPTION',
  ),
  row(
    'ServingEngineOptions.extraEnv',
    InputClass.INCONSISTENT,
    "a variable the workload's environment sets otherwise",
    () => ServingEngine.vllm({ extraEnv: { VLLM_LOGGING_LEVEL: 'DEBUG' } }),
    'GPUM-ENGINE-ENV-CONFLICT',
    { environment: { VLLM_LOGGING_LEVEL: 'INFO' } },
  ),
  row(
    'ServingEngineOptions.version',
    InputClass.INCONSISTENT,
    'a preset for a model from the internet (the hub is off)',
    () => ServingEngine.vllm(),
    'GPUM-ENGINE-OPTION',
    { storageKind: ModelStorageKind.INTERNET },
  ),
  {
    api: 'ServingEngineOptions.version',
    class: InputClass.INCONSISTENT,
    name: 'a user startup deadline shorter than the estimate warns',
    build: () => bindEngine(ServingEngine.vllm(), { startupTimeout: { value: SHORT, property: 'startupTimeout' } }).scope,
    expect: { warning: 'GPUM-ENGINE-STARTUP-TIMEOUT' },
  },
];
