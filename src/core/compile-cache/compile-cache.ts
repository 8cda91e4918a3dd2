/** What a user may set on `CompileCache.objectStorage()`. */
export interface ObjectStorageCompileCacheOptions {
  /**
   * The bucket prefix the caches live under, in the model's bucket: letters, digits, `.`, `_`, `-`
   * and `/` between segments. It must not overlap the model's `storagePath`, which the workload only
   * reads.
   * @default 'compile-cache'
   */
  readonly prefix?: string;

  /**
   * The model revision the cache key names. Required for a model with no source (pre-staged), whose
   * revision the library does not know; it must change whenever the weights or the model's code change.
   * @default - the model source's revision
   */
  readonly modelRevision?: string;

  /**
   * Warm the cache at deploy time: a one-off Job (like staging) starts the engine once on a GPU of the
   * workload's pool, writes the cache back after it answers its health check, and ends; the workload
   * is applied after it, so that its first instance finds the cache. It costs one GPU start per new
   * cache key (a new model revision, engine version, GPU type or parallelism). Amazon EKS (a Job) and
   * Google Cloud Run (a job run at apply); Function Compute refuses it (GPUM-COMPILE-CACHE-WARM-UP).
   * @default false - the first instance compiles and writes the cache back
   */
  readonly warmUp?: boolean;
}

/**
 * A `torch.compile` cache that outlives the instance: restored into the instance's local disk before the
 * engine starts and written back after the engine answers its health check, keyed by
 * `<prefix>/<engine>-<version>/<model>/<revision>/<gpu>-tp<N>`. Set it on an engine preset:
 * `ServingEngine.vllm({ compileCache: CompileCache.objectStorage() })` where the model is in a bucket
 * (Amazon EKS, Google Cloud Run, and Function Compute with an OSS mount).
 */
export class CompileCache {
  /** A cache in the model's bucket, under its own prefix, written through generations and a `CURRENT` pointer. */
  public static objectStorage(options: ObjectStorageCompileCacheOptions = {}): CompileCache {
    return new CompileCache(options.prefix ?? DEFAULT_COMPILE_CACHE_PREFIX, options.modelRevision, options.warmUp === true);
  }

  /** The bucket prefix, as given (no trailing slash is added). */
  public readonly prefix: string;
  /**
   * The model revision the key names, when given.
   * @default - the model source's revision
   */
  public readonly modelRevision?: string;
  /** A deploy-time Job warms the cache before the workload is applied. */
  public readonly warmUp: boolean;

  private constructor(prefix: string, modelRevision: string | undefined, warmUp: boolean) {
    this.prefix = prefix;
    this.modelRevision = modelRevision;
    this.warmUp = warmUp;
  }
}

/** The prefix a cache uses when none is given. */
export const DEFAULT_COMPILE_CACHE_PREFIX = 'compile-cache';
