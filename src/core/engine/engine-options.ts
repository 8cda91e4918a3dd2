import { CompileCache } from '../compile-cache/compile-cache';
import { Size } from '../size';

/**
 * What a user may set on an engine preset (`ServingEngine.vllm(options)`, `ServingEngine.sglang(options)`).
 * Everything else the preset writes from the workload: the model path, the tensor-parallel size (the
 * GPU count), the port the platform probes, the served model name and the offline hub mode.
 */
export interface ServingEngineOptions {
  /**
   * The engine version the image runs, within the range the preset knows the flags of: vLLM 0.11.x,
   * SGLang 0.5.x. It selects the flag table extra arguments are checked against; the library does not
   * install the engine, the image must hold this version.
   * @default - vLLM '0.11.0', SGLang '0.5.2'
   */
  readonly version?: string;

  /**
   * The model name clients send in requests (`--served-model-name`).
   * @default - the model's name
   */
  readonly servedModelName?: string;

  /**
   * The longest sequence (prompt plus output) in tokens: vLLM `--max-model-len`, SGLang
   * `--context-length`. A whole number of at least 1; checked against the KV-cache memory the GPU
   * plan leaves when `kvCacheBytesPerToken` is given.
   * @default - the engine's own: the model configuration's maximum
   */
  readonly maxModelLen?: number;

  /**
   * The KV-cache bytes one token takes: 2 × layers × KV heads × head size × bytes per element (Llama
   * 3.1 8B in bf16: 32 × 8 × 128 × 2 × 2 = 128 KiB). With `maxModelLen`, the library checks at synth
   * that one full sequence fits the KV-cache memory (vLLM refuses to start otherwise).
   * @default - not known: the context is not checked at synth
   */
  readonly kvCacheBytesPerToken?: Size;

  /**
   * The share of each GPU's memory the engine may take for weights, activations and the KV cache,
   * in (0, 1]: vLLM `--gpu-memory-utilization`, SGLang `--mem-fraction-static`.
   * @default 0.9 (vLLM's documented default; the same share the GPU-fit check plans with)
   */
  readonly gpuMemoryUtilization?: number;

  /**
   * Run without `torch.compile` and CUDA graphs (vLLM `--enforce-eager`, SGLang `--disable-cuda-graph`):
   * a faster start, slower serving.
   * @default false
   */
  readonly enforceEager?: boolean;

  /**
   * Stream the weights with the Run:ai Model Streamer (`--load-format runai_streamer`) from a local
   * mount too. Always on for `ModelStorage.objectStorageStream()`, where it is how the weights arrive.
   * The image needs the streamer installed (`pip install vllm[runai]`).
   * @default - on for a streamed model, off otherwise
   */
  readonly runaiStreamer?: boolean;

  /**
   * Read each safetensors file whole and in order (vLLM `--safetensors-load-strategy eager`, added in
   * vLLM PR #24469 for network file systems) instead of through mmap's small random reads, which NAS,
   * NFS and FUSE bucket mounts serve slowly; the seeds ask for the same ("load safetensors in offset
   * order"). The instance needs host memory for the largest weight file. vLLM only; not with the
   * Run:ai streamer, which reads the files its own way.
   * @default - on for vLLM when the weights are read through a mount (`fileSystem()`, an object storage
   * mount) without the streamer; off otherwise
   */
  readonly sequentialWeightReads?: boolean;

  /**
   * More engine arguments, as the engine's command line takes them (`['--enable-prefix-caching',
   * '--max-num-seqs', '64']`). Each flag must exist in the pinned version, and none may be one the
   * preset sets.
   * @default - none
   */
  readonly extraArgs?: string[];

  /**
   * More environment variables for the engine. None may change a variable the preset sets
   * (`HF_HUB_OFFLINE`, `TRANSFORMERS_OFFLINE`) or the workload's `environment` sets.
   * @default - none
   */
  readonly extraEnv?: Record<string, string>;

  /**
   * Keep the `torch.compile` cache across instances: restored into local disk before the engine
   * starts, written back once it answers `/health` (see docs/serving-engines.md). The estimate then
   * counts the cached compile (5 s) instead of the cold one (43 s). Amazon EKS and Google Cloud Run,
   * with the model in a bucket (`CompileCache.objectStorage()`); refused on Function Compute.
   * @default - none: every instance compiles from scratch
   */
  readonly compileCache?: CompileCache;
}
