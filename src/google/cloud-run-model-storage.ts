import { IConstruct } from 'constructs';
import { ModelStorage, ModelStorageConfig, ModelStorageKind, ModelStorageTarget } from '../core/model-storage';
import { BufferedReadOptions, DownloadAtStartOptions, FileCacheOptions } from '../core/model-storage-options';
import { ObjectStorageStreamOptions } from '../core/object-storage-stream-options';
import { RemovalPolicy } from '../core/removal-policy';
import { AdvicePlatform } from '../core/storage-advice/workload';
import type { ICloudRunModelStoreHolder } from './cloud-run-model-store';
import { CloudRunRapidCacheOptions } from './rapid-cache-options';

/** The platform (its registered ID) a {@link CloudRunModelStorage} strategy is built by. */
export enum CloudRunStoragePlatform {
  /** Google Cloud Run. */
  GOOGLE_CLOUD_RUN = AdvicePlatform.GOOGLE_CLOUD_RUN,
}

/** Options for {@link CloudRunModelStorage.gcsFuse}: the model's bucket mounted read-only with Cloud Storage FUSE. */
export interface CloudRunGcsFuseOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with uniform access, public access prevention and Google-managed encryption
   */
  readonly bucketName?: string;

  /**
   * gcsfuse's file cache on an in-memory volume (`model-cache`), which counts against the container's
   * memory. Exclusive with `bufferedRead`.
   * @default - buffered reads (`bufferedRead` with its defaults), with an info annotation
   */
  readonly fileCache?: FileCacheOptions;

  /**
   * Buffered read-ahead instead of a file cache (gcsfuse `enable-buffered-read`). Exclusive with `fileCache`.
   * @default - buffered reads with 40 blocks, when `fileCache` is not set either
   */
  readonly bufferedRead?: BufferedReadOptions;

  /**
   * Extra gcsfuse flags, without a leading `--` (`metadata-cache-ttl-secs=-1`). Each is checked against
   * gcsfuse's own flag table and the values Cloud Run accepts.
   * @default - none
   */
  readonly mountOptions?: string[];

  /**
   * Create the new bucket with a hierarchical namespace.
   * @default false
   */
  readonly hierarchicalNamespace?: boolean;

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;

  /**
   * A Rapid Cache (Anywhere Cache) in front of the bucket, in the zones where instances may start:
   * an SSD read cache, at extra cost. gcsfuse then reads the model from the zone's cache after
   * the first cold start there.
   * @default - none: every cold start reads the bucket
   */
  readonly rapidCache?: CloudRunRapidCacheOptions;
}

/**
 * Options for {@link CloudRunModelStorage.downloadAtStart}: the neutral parallel download, plus what
 * only Cloud Run has.
 */
export interface CloudRunDownloadAtStartOptions extends DownloadAtStartOptions {
  /**
   * A Rapid Cache (Anywhere Cache) in front of the bucket, in the zones where instances may start:
   * an SSD read cache, at extra cost. The download then reads the model from the zone's cache after
   * the first cold start there.
   * @default - none: every cold start reads the bucket
   */
  readonly rapidCache?: CloudRunRapidCacheOptions;
}

/**
 * Options for {@link CloudRunModelStorage.objectStorageStream}: the neutral streaming strategy, plus
 * what only Cloud Run has.
 */
export interface CloudRunObjectStorageStreamOptions extends ObjectStorageStreamOptions {
  /**
   * A Rapid Cache (Anywhere Cache) in front of the bucket, in the zones where instances may start:
   * an SSD read cache, at extra cost. The cache serves every read from its zone, whatever the
   * client, so the engine's streamer reads the model from the zone's cache after the first cold
   * start there.
   * @default - none: every cold start reads the bucket
   */
  readonly rapidCache?: CloudRunRapidCacheOptions;
}

/** A bound Cloud Run strategy: the neutral config, plus the options only Cloud Run has. */
export interface CloudRunModelStorageConfig extends ModelStorageConfig {
  /**
   * The gcsfuse mount's options, for {@link CloudRunModelStorage.gcsFuse}.
   * @default - not a `gcsFuse()` strategy
   */
  readonly gcsFuse?: CloudRunGcsFuseOptions;

  /**
   * The Rapid Cache in front of the model's bucket, for the Cloud Storage strategies.
   * @default - none
   */
  readonly rapidCache?: CloudRunRapidCacheOptions;
  /**
   * The workload whose bucket this one shares, for {@link CloudRunModelStorage.sharedWith}.
   * @default - not a `sharedWith()` strategy
   */
  readonly sharedWith?: ICloudRunModelStoreHolder;
}

/**
 * The model strategies only Google Cloud Run builds, with the options only it has. `CloudRunGpuWorkload`
 * takes these and every neutral {@link ModelStorage}; another platform's construct does not compile with
 * one, and the `GpuFunctionWithModel` facade refuses it at synth with `GPUM-STORAGE-PLATFORM`.
 *
 * @example
 * CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(16) } })
 * CloudRunModelStorage.downloadAtStart({ rapidCache: { ttl: Duration.hours(48) } })
 */
export class CloudRunModelStorage extends ModelStorage {
  /** The model's bucket mounted read-only with Cloud Storage FUSE (a `gcs` volume), tuned for model loading. */
  public static gcsFuse(options: CloudRunGcsFuseOptions = {}): CloudRunModelStorage {
    return new CloudRunModelStorage({
      kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
      platformId: CloudRunStoragePlatform.GOOGLE_CLOUD_RUN,
      factory: 'CloudRunModelStorage.gcsFuse()',
      gcsFuse: options,
      rapidCache: options.rapidCache,
    });
  }

  /**
   * The model is copied from its bucket with a parallel download before the server starts, as
   * `ModelStorage.downloadAtStart()`, with the options only Cloud Run has (`rapidCache`).
   */
  public static downloadAtStart(options: CloudRunDownloadAtStartOptions = {}): CloudRunModelStorage {
    const { rapidCache, ...download } = options;
    return new CloudRunModelStorage({
      kind: ModelStorageKind.DOWNLOAD_AT_START,
      platformId: CloudRunStoragePlatform.GOOGLE_CLOUD_RUN,
      factory: 'CloudRunModelStorage.downloadAtStart()',
      downloadAtStart: download,
      rapidCache,
    });
  }

  /**
   * The serving engine streams the weights from the bucket into GPU memory, as
   * `ModelStorage.objectStorageStream()`, with the options only Cloud Run has (`rapidCache`): no gcsfuse
   * volume and no in-memory copy; the workload exposes `gs://<bucket>/<prefix>/` as `modelUri` and
   * `MODEL_URI`.
   */
  public static objectStorageStream(options: CloudRunObjectStorageStreamOptions = {}): CloudRunModelStorage {
    const { rapidCache, ...stream } = options;
    return new CloudRunModelStorage({
      kind: ModelStorageKind.OBJECT_STORAGE_STREAM,
      platformId: CloudRunStoragePlatform.GOOGLE_CLOUD_RUN,
      factory: 'CloudRunModelStorage.objectStorageStream()',
      objectStorageStream: stream,
      rapidCache,
    });
  }

  /**
   * The model is in the bucket of another workload of this stack: the same bucket, read the same way
   * (the first workload's strategy and options), through the same network. Nothing is created twice:
   * this workload's service account gets its own read grant on its model's prefix, the first one's
   * Rapid Cache serves both, and a model the first one stages is staged once.
   *
   * @param first the workload on a Cloud Storage strategy whose bucket this one shares (its `modelStore`)
   */
  public static sharedWith(first: ICloudRunModelStoreHolder): CloudRunModelStorage {
    return new CloudRunModelStorage({
      kind: first.storageKind,
      platformId: CloudRunStoragePlatform.GOOGLE_CLOUD_RUN,
      factory: 'CloudRunModelStorage.sharedWith()',
      sharedWith: first,
    });
  }

  /**
   * The platform that builds the strategy: set by this class's factories. Its type is what makes
   * passing a Cloud Run strategy to another platform's construct a compile error.
   * @default - every platform: a neutral `ModelStorage` passed where a Cloud Run strategy is expected
   */
  public readonly platform?: CloudRunStoragePlatform;

  private constructor(config: CloudRunModelStorageConfig) {
    super(config);
    this.platform = CloudRunStoragePlatform.GOOGLE_CLOUD_RUN;
  }

  /** As {@link ModelStorage.bind}, typed with the options only Cloud Run has. */
  public bind(scope: IConstruct, target: ModelStorageTarget): CloudRunModelStorageConfig {
    return super.bind(scope, target);
  }
}
