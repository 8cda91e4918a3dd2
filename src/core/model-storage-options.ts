import { RemovalPolicy } from './removal-policy';
import { Size } from './size';

/** Options for {@link ModelStorage.containerImage}: the model is baked into the serving image. */
export interface ContainerImageStorageOptions {
  /**
   * Pull the image onto every GPU node ahead of the first pod with a DaemonSet, so a pod's cold
   * start does not wait for the pull. Only platforms that manage nodes (Amazon EKS) offer it; the
   * image must then be pinned by digest.
   * @default false
   * @deprecated Amazon EKS only: use `EksModelStorage.containerImage({ prePull: true })` from
   * `cdktf-gpu-models/aws`, which no other platform's construct accepts.
   */
  readonly prePull?: boolean;
}

/** The performance class of a shared file system. */
export enum FileSystemPerformanceClass {
  /** General-purpose NAS, Performance type: the right choice for GPU model loading. */
  PERFORMANCE = 'Performance',
  /** General-purpose NAS, Capacity type: cheaper, with far less throughput per TiB. */
  CAPACITY = 'Capacity',
  /** General-purpose NAS, Premium type. */
  PREMIUM = 'Premium',
}

/**
 * The options of a model on an NFS file system: Alibaba Function Compute's General-purpose NAS, reached
 * from the function's VPC. The one definition of these fields: `FcModelStorage.nas({...})` in
 * `cdktf-gpu-models/alicloud` takes them as `FcNasOptions`, which adds nothing to them.
 *
 * @deprecated As the options of the neutral {@link ModelStorage.fileSystem}: Function Compute is the only
 * platform with a file-system strategy, so use `FcModelStorage.nas({...})` from `cdktf-gpu-models/alicloud`
 * (same fields). `ModelStorage.fileSystem()` without options stays.
 */
export interface FileSystemStorageOptions {
  /**
   * An existing file system's ID (or another function's `fileSystemId`). With it, give
   * `mountTargetDomain` too, or a mount target is created in the function's VPC and vSwitch: functions
   * of a stack on one file system share its access group, and in one vSwitch its mount target.
   * @default - a new encrypted file system is created
   */
  readonly fileSystemId?: string;

  /**
   * An existing mount target's domain (`xxxx-yyyy.cn-hangzhou.nas.aliyuncs.com`).
   * @default - a mount target is created in the function's VPC and vSwitch
   */
  readonly mountTargetDomain?: string;

  /**
   * The VPC of the existing mount target in `mountTargetDomain`. Checked at synth against the
   * function's VPC: a mount target in another VPC deploys fine and then fails every invocation.
   * @default - the VPC cannot be checked, and a warning says so
   */
  readonly mountTargetVpcId?: string;

  /**
   * The performance class of a new file system.
   * @default FileSystemPerformanceClass.PERFORMANCE
   */
  readonly performanceClass?: FileSystemPerformanceClass;

  /**
   * Encrypt a new file system at rest with a service-managed key.
   * @default true
   */
  readonly encrypted?: boolean;

  /**
   * Mount read-only: the access rule for the function's network grants read access only.
   * Set false for a loader that writes the model.
   * @default true
   */
  readonly readOnly?: boolean;

  /**
   * The user ID the function accesses the file system as.
   * @default 0
   */
  readonly userId?: number;

  /**
   * The group ID the function accesses the file system as.
   * @default 0
   */
  readonly groupId?: number;

  /**
   * What happens to a new file system when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** A zone-local read cache in front of the bucket (the Alibaba OSS accelerator). */
export interface ObjectStorageAcceleratorOptions {
  /** The zone the accelerator was created in, for example `cn-hangzhou-j`. The function runs in it. */
  readonly zoneId: string;

  /**
   * The accelerator's endpoint.
   * @default `http://<zoneId>-internal.oss-data-acc.aliyuncs.com`
   */
  readonly endpoint?: string;
}

/** A read cache for an object-storage mount. */
export interface FileCacheOptions {
  /** How much the cache may hold. On Cloud Run it lives in memory and counts against the container's memory. */
  readonly size: Size;

  /**
   * Fill the cache with parallel ranged reads of large files (gcsfuse `file-cache-enable-parallel-downloads`).
   * @default true
   */
  readonly parallelDownloads?: boolean;
}

/** Read-ahead buffering for an object-storage mount that has no file cache (gcsfuse `enable-buffered-read`). */
export interface BufferedReadOptions {
  /**
   * How many read-ahead blocks (16 MiB each) all open files may hold at once (gcsfuse `read-global-max-blocks`).
   * @default 40
   */
  readonly maxBlocks?: number;
}

/**
 * Options for {@link ModelStorage.objectStorageMount}: the bucket is mounted as a read-only file system.
 * Every platform honours `bucketName` and `removalPolicy`; the other fields are one platform's and are
 * deprecated in favour of that platform's factory (`FcModelStorage.ossMount`, `CloudRunModelStorage.gcsFuse`,
 * `EksModelStorage.mountpoint`).
 */
export interface ObjectStorageMountOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with encryption on and public access blocked
   */
  readonly bucketName?: string;

  /**
   * Serve reads through the OSS accelerator in one zone (Alibaba only). The accelerator itself has no
   * Terraform resource: create it in the console or with the OSS API.
   * @default - the region's internal endpoint
   * @deprecated Alibaba Function Compute only: use `FcModelStorage.ossMount({ accelerator })` from
   * `cdktf-gpu-models/alicloud`.
   */
  readonly accelerator?: ObjectStorageAcceleratorOptions;

  /**
   * A read cache for the mount (Cloud Run: gcsfuse file cache on an in-memory volume; EKS:
   * Mountpoint for S3 cache on an emptyDir). Exclusive with `bufferedRead`.
   * @default - the platform's default mode
   * @deprecated Not every platform has a mount cache (Function Compute has none): use
   * `CloudRunModelStorage.gcsFuse({ fileCache })` from `cdktf-gpu-models/google` or
   * `EksModelStorage.mountpoint({ cacheSize })` from `cdktf-gpu-models/aws`.
   */
  readonly fileCache?: FileCacheOptions;

  /**
   * Buffered read-ahead instead of a file cache (Cloud Run only). Exclusive with `fileCache`.
   * @default - the platform's default mode
   * @deprecated Google Cloud Run only: use `CloudRunModelStorage.gcsFuse({ bufferedRead })` from
   * `cdktf-gpu-models/google`.
   */
  readonly bufferedRead?: BufferedReadOptions;

  /**
   * Extra mount options, as the mount tool spells them without a leading `--` (`implicit-dirs`,
   * `metadata-cache-ttl-secs=-1`). Checked against the tool's flags.
   * @default - none
   * @deprecated Each mount tool has its own flags (Function Compute takes none): use
   * `CloudRunModelStorage.gcsFuse({ mountOptions })` (gcsfuse) or `EksModelStorage.mountpoint({ mountOptions })`
   * (Mountpoint for S3).
   */
  readonly mountOptions?: string[];

  /**
   * Create the new bucket with a hierarchical namespace (Cloud Storage only).
   * @default false
   * @deprecated Google Cloud Run only: use `CloudRunModelStorage.gcsFuse({ hierarchicalNamespace })` from
   * `cdktf-gpu-models/google`.
   */
  readonly hierarchicalNamespace?: boolean;

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** Options for {@link ModelStorage.downloadAtStart}: the model is copied from the bucket before the server starts. */
export interface DownloadAtStartOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with encryption on and public access blocked
   */
  readonly bucketName?: string;

  /**
   * Parallel transfers (files and slices) in flight at once.
   * @default - the platform's tuned value
   */
  readonly concurrency?: number;

  /**
   * The size of each ranged part of a large file.
   * @default - the platform's tuned value
   */
  readonly partSize?: Size;

  /**
   * How many times a failed transfer is retried.
   * @default 5
   */
  readonly retries?: number;

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** Options for {@link ModelStorage.internet}: the serving process fetches the model from a public URL. */
export interface InternetModelOptions {
  /** Where the model is, for example `https://huggingface.co/org/model`. Passed to the container as `MODEL_URL`. */
  readonly url: string;
}
