import { Construct } from 'constructs';
import { addInfo, addWarning } from '../core/advice';
import { ContainerImage } from '../core/container-image';
import {
  NumberRule,
  checkNumber,
  checkStreamedCommand,
  checkStreamedModel,
  requireEnumMember,
  requireLiteralString,
} from '../core/contract';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind, rejectUnsupportedOptions } from '../core/model-storage';
import { RemovalPolicy } from '../core/removal-policy';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { IGcsBucketRef } from './bucket-ref';
import { CloudRunGcsFuseOptions, CloudRunModelStorageConfig } from './cloud-run-model-storage';
import { CloudRunModelDownloader } from './cloud-run-platform-props';
import { CLOUD_RUN_IMAGE_MODEL_LIMIT } from './image-limits';
import { GOOGLE_CLOUD_RUN } from './platform';
import { GcsfuseMountPlan, planGcsfuseMount } from './gcsfuse-mount-options';
import { MemoryItem } from './memory-budget';
import { CloudRunRapidCacheOptions } from './rapid-cache-options';
import { ModelBucketConfig, ModelBucketOptions, bindModelBucket } from './model-bucket';
import { MIN_PART_SIZE, ModelDownloadCommand, defaultDownloadTuning, modelDownloadCommand } from './model-download';

export const PLATFORM_NAME = GOOGLE_CLOUD_RUN.displayName;

/** The strategies Cloud Run offers: no shared file system (Filestore is not wired). */
export const SUPPORTED_KINDS = [...GOOGLE_CLOUD_RUN.storageKinds];

/** The template volume that holds the model: the gcs mount, or the in-memory download target. */
export const MODEL_VOLUME = 'model';
/** The in-memory volume that holds gcsfuse's file cache. */
export const CACHE_VOLUME = 'model-cache';
/** Where the cache volume is mounted: gcsfuse fails to start, with no logs, unless it is mounted. */
export const CACHE_MOUNT_PATH = '/mnt/gcsfuse-cache';

/**
 * The streamer's CPU buffer on Cloud Run, where it counts against the container's memory. Unlimited by
 * default in the streamer's releases that vLLM pins (docs/src/env-vars.md of run-ai/runai-model-streamer),
 * which buffers whole files; 4 GiB holds the largest single tensor of common models (a 70B model's
 * embedding is about 2 GiB in bf16) and many 8 MiB chunks in flight.
 */
const STREAMER_BUFFER = Size.gibibytes(4);

/** The rule of `downloadAtStart()`'s counts; each adds its range. */
const DOWNLOAD_TUNING: NumberRule = { code: 'GPUM-CR-DOWNLOAD-TUNING', integer: true };

/** Room for a model whose declared size is rounded down, in its in-memory download volume. */
const DOWNLOAD_HEADROOM = 1.05;
/**
 * Room in the file cache's in-memory volume over `file-cache-max-size-mb`: gcsfuse counts file
 * contents against that limit, not its directory entries or files still being downloaded, and an
 * in-memory volume at its `size_limit` refuses the next write.
 */
const CACHE_VOLUME_HEADROOM = 1.05;
/**
 * gcsfuse's own memory, charged to the container on Cloud Run: a stat cache of up to 32 MB and a
 * type cache of 4 MiB by default, a 1 MiB buffer per file being read, and goroutines (Cloud Run's
 * "Configure Cloud Storage volume mounts" page, "Memory requirements"), plus the process itself. A
 * round allowance, not a measurement.
 */
export const GCSFUSE_PROCESS_MEMORY = Size.mebibytes(256);

/** A template volume, in terms both Cloud Run resources share. */
export interface VolumeSpec {
  readonly name: string;
  readonly emptyDir?: { readonly medium: string; readonly sizeLimit: string };
  readonly gcs?: { readonly bucket: string; readonly readOnly: boolean; readonly mountOptions: string[] };
}

/** Everything a model strategy adds to the workload. */
export interface StoragePlan {
  readonly kind: ModelStorageKind;
  readonly volumes: VolumeSpec[];
  readonly volumeMounts: Array<{ readonly name: string; readonly mountPath: string }>;
  readonly environment: Record<string, string>;
  readonly memoryItems: MemoryItem[];
  /** The model comes from Cloud Storage: Direct VPC with ALL_TRAFFIC egress and Private Google Access. */
  readonly readsCloudStorage: boolean;
  readonly bucket?: ModelBucketConfig;
  readonly gcsfuse?: GcsfuseMountPlan;
  /** The Rapid Cache the strategy asks for in front of the bucket, unchecked (the workload checks it against its region). */
  readonly rapidCache?: CloudRunRapidCacheOptions;
  /**
   * The container command with the download in front, for the instance's vCPUs (the download's
   * default parallelism follows them, and they are only settled once the memory limit is).
   */
  readonly download?: (cpu: number) => ModelDownloadCommand;
}

/** What the storage plan needs from the workload. */
export interface StoragePlanInput {
  readonly storage: CloudRunModelStorageConfig;
  readonly model: ModelArtifact;
  readonly image: ContainerImage;
  readonly region: string;
  readonly project?: string;
  readonly labels?: Record<string, string>;
  /** An existing bucket as an object (the platform's \`modelBucket\`). */
  readonly modelBucket?: IGcsBucketRef;
  readonly serviceAccountEmail: string;
  readonly downloader?: CloudRunModelDownloader;
  /** The server's command line (`command` then `args`), which a download runs in front of. */
  readonly serverCommand?: string[];
  /**
   * The staged revision's path in the bucket (`<storagePath>/<revision>`), read instead of the
   * model's `storagePath` when the model is staged.
   * @default - the model's storagePath
   */
  readonly stagedPath?: string;
}

/** Checks the model strategy's options and builds its bucket and grant, volumes, mounts and environment. */
export function planModelStorage(scope: Construct, input: StoragePlanInput): StoragePlan {
  const { storage, model } = input;
  checkMountPath(scope, model.mountPath);
  switch (storage.kind) {
    case ModelStorageKind.CONTAINER_IMAGE:
      return planContainerImage(scope, input);
    case ModelStorageKind.OBJECT_STORAGE_MOUNT:
      return planObjectStorageMount(scope, input);
    case ModelStorageKind.DOWNLOAD_AT_START:
      return planDownloadAtStart(scope, input);
    case ModelStorageKind.OBJECT_STORAGE_STREAM:
      return planObjectStorageStream(scope, input);
    default:
      return planInternet(scope, input);
  }
}

function planContainerImage(scope: Construct, input: StoragePlanInput): StoragePlan {
  rejectUnsupportedOptions(scope, PLATFORM_NAME, ModelStorageKind.CONTAINER_IMAGE, input.storage.containerImage, []);
  const imageSize = input.image.compressedSize ?? input.model.size;
  if (imageSize.isGreaterThan(CLOUD_RUN_IMAGE_MODEL_LIMIT)) {
    addWarning(
      scope,
      'GPUM-CR-IMAGE-LARGE',
      `the image with model "${input.model.name}" is about ${imageSize}, past Cloud Run's guidance of images under 10 GB for models: every deploy imports it and every change rebuilds it. Put the model in Cloud Storage and use ModelStorage.downloadAtStart() (parallel, fastest start) or ModelStorage.objectStorageMount()`,
    );
  }
  return {
    kind: ModelStorageKind.CONTAINER_IMAGE,
    volumes: [],
    volumeMounts: [],
    environment: {},
    memoryItems: [],
    readsCloudStorage: false,
  };
}

function planObjectStorageMount(scope: Construct, input: StoragePlanInput): StoragePlan {
  const options = gcsFuseOptions(scope, input.storage);
  const gcsfuse = planGcsfuseMount(scope, {
    onlyDir: input.stagedPath ?? input.model.storagePath,
    fileCache: options.fileCache,
    bufferedRead: options.bufferedRead,
    mountOptions: options.mountOptions,
    cacheVolumeName: CACHE_VOLUME,
  });
  const bucket = bindModelBucket(scope, bucketOptions(input, options));
  const volumes: VolumeSpec[] = [];
  const volumeMounts = [{ name: MODEL_VOLUME, mountPath: input.model.mountPath }];
  const memoryItems: MemoryItem[] = [];
  if (gcsfuse.cacheSize) {
    if (overlaps(input.model.mountPath, CACHE_MOUNT_PATH)) {
      const fix = 'choose another mountPath';
      throw new ValidationError(
        'GPUM-CR-MOUNT-PATH',
        `model mountPath "${input.model.mountPath}" overlaps the file cache's mount at ${CACHE_MOUNT_PATH}: ${fix}`,
        scope,
        { property: 'model.mountPath', value: input.model.mountPath, fix },
      );
    }
    const cacheVolumeSize = Size.mebibytes(Math.ceil(gcsfuse.cacheSize.toMebibytes() * CACHE_VOLUME_HEADROOM));
    volumes.push({ name: CACHE_VOLUME, emptyDir: { medium: 'MEMORY', sizeLimit: cacheVolumeSize.toKubernetesQuantity() } });
    volumeMounts.push({ name: CACHE_VOLUME, mountPath: CACHE_MOUNT_PATH });
    memoryItems.push({
      label: `the gcsfuse file cache with 5% headroom (in-memory volume "${CACHE_VOLUME}")`,
      size: cacheVolumeSize,
      fix: 'a smaller fileCache.size',
      alternative:
        'bufferedRead instead of the in-memory fileCache (gcsfuse then keeps only its read-ahead blocks in memory, not the model)',
    });
    if (gcsfuse.cacheSize.isLessThan(input.model.size)) {
      addWarning(
        scope,
        'GPUM-CR-CACHE-SMALLER-THAN-MODEL',
        `fileCache.size ${gcsfuse.cacheSize} is smaller than model "${input.model.name}" (${input.model.size}): gcsfuse evicts while the model loads and files larger than the cache are not cached at all. Size the cache to the model, or use bufferedRead`,
      );
    }
  } else {
    const blocks = gcsfuse.readBlocks ?? 0;
    memoryItems.push({
      label: `gcsfuse read-ahead (${blocks} blocks of ${gcsfuse.readBlockSize})`,
      size: gcsfuse.readBlockSize.times(blocks),
      fix: 'fewer bufferedRead.maxBlocks',
    });
  }
  memoryItems.push({ label: 'gcsfuse itself (metadata caches, read buffers)', size: GCSFUSE_PROCESS_MEMORY });
  if (gcsfuse.modeDefaulted) {
    addInfo(
      scope,
      'GPUM-CR-GCSFUSE-DEFAULT-MODE',
      `objectStorageMount() sets neither fileCache nor bufferedRead: using gcsfuse buffered reads (enable-buffered-read, ${gcsfuse.readBlocks} blocks = ${gcsfuse.readBlockSize.times(gcsfuse.readBlocks ?? 0)} of memory), which prefetch large sequential reads in parallel at a bounded memory cost. Set fileCache: { size } to keep the whole model in an in-memory cache instead`,
    );
  }
  volumes.push({ name: MODEL_VOLUME, gcs: { bucket: bucket.name, readOnly: true, mountOptions: gcsfuse.options } });
  return {
    kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    volumes,
    volumeMounts,
    environment: bucketEnvironment(bucket.name, input),
    memoryItems,
    readsCloudStorage: true,
    bucket,
    gcsfuse,
    rapidCache: input.storage.rapidCache,
  };
}

/**
 * The downloader of `downloadAtStart()`, which picks the script the container runs at synth: a
 * literal one of {@link CloudRunModelDownloader}. A token, or an unknown value from plain
 * JavaScript, is refused rather than run as gcloud.
 */
function checkDownloader(scope: Construct, given: CloudRunModelDownloader | undefined): CloudRunModelDownloader {
  const allowed = Object.entries(CloudRunModelDownloader)
    .map(([key, value]) => `CloudRunModelDownloader.${key} ("${value}")`)
    .join(' or ');
  requireLiteralString(
    scope,
    DOWNLOAD_TUNING.code,
    'downloader',
    given,
    `the library picks the download script by it at synth (${allowed})`,
  );
  if (given === undefined) return CloudRunModelDownloader.GCLOUD_STORAGE;
  requireEnumMember(scope, DOWNLOAD_TUNING.code, 'downloader', given, CloudRunModelDownloader, {
    enumName: 'CloudRunModelDownloader',
    notMember: 'not a Cloud Run model downloader',
    showValues: true,
  });
  return given;
}

function planDownloadAtStart(scope: Construct, input: StoragePlanInput): StoragePlan {
  const options = input.storage.downloadAtStart ?? {};
  rejectUnsupportedOptions(scope, PLATFORM_NAME, ModelStorageKind.DOWNLOAD_AT_START, options, [
    'bucketName',
    'concurrency',
    'partSize',
    'retries',
    'removalPolicy',
  ]);
  if (!input.serverCommand || input.serverCommand.length === 0) {
    const fix = "set command (and args), for example command: ['vllm', 'serve', '/mnt/models/<name>']";
    throw new ValidationError(
      'GPUM-CR-DOWNLOAD-COMMAND',
      `ModelStorage.downloadAtStart() runs the download before the server, so it needs the server's command line: ${fix}`,
      scope,
      { property: 'command', value: input.serverCommand === undefined ? 'undefined' : '[]', fix },
    );
  }
  const defaults = defaultDownloadTuning(1);
  const partSize = options.partSize ?? defaults.partSize;
  const retries = options.retries ?? defaults.retries;
  const concurrency = options.concurrency;
  // The download's process, thread and attempt counts are computed from these at synth: literals only.
  if (isUnresolved(concurrency)) checkNumber(scope, 'storage.concurrency', concurrency, { ...DOWNLOAD_TUNING, min: 1, max: 1024 });
  if (isUnresolved(retries)) checkNumber(scope, 'storage.retries', retries, { ...DOWNLOAD_TUNING, min: 0, max: 20 });
  // The downloader picks the script the container runs.
  const downloader = checkDownloader(scope, input.downloader);
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 1024)) {
    const fix = 'give a whole number from 1 to 1024';
    throw new ValidationError('GPUM-CR-DOWNLOAD-TUNING', `downloadAtStart() concurrency is ${concurrency}: ${fix}`, scope, {
      property: 'storage.concurrency',
      value: String(concurrency),
      fix,
    });
  }
  if (partSize.isLessThan(MIN_PART_SIZE)) {
    const fix = `give at least ${MIN_PART_SIZE}, for example Size.mebibytes(64)`;
    throw new ValidationError('GPUM-CR-DOWNLOAD-TUNING', `downloadAtStart() partSize is ${partSize}: ${fix}`, scope, {
      property: 'storage.partSize',
      value: String(partSize),
      fix,
    });
  }
  if (!Number.isInteger(retries) || retries < 0 || retries > 20) {
    const fix = 'give a whole number from 0 to 20';
    throw new ValidationError('GPUM-CR-DOWNLOAD-TUNING', `downloadAtStart() retries is ${retries}: ${fix}`, scope, {
      property: 'storage.retries',
      value: String(retries),
      fix,
    });
  }
  const bucket = bindModelBucket(scope, bucketOptions(input, options));
  const serverCommand = input.serverCommand;
  const download = (cpu: number): ModelDownloadCommand =>
    modelDownloadCommand(
      downloader,
      { concurrency: concurrency ?? defaultDownloadTuning(cpu).concurrency, partSize, retries, cpu },
      serverCommand,
    );
  const volumeSize = Size.mebibytes(Math.ceil(input.model.size.toMebibytes() * DOWNLOAD_HEADROOM));
  return {
    kind: ModelStorageKind.DOWNLOAD_AT_START,
    volumes: [{ name: MODEL_VOLUME, emptyDir: { medium: 'MEMORY', sizeLimit: volumeSize.toKubernetesQuantity() } }],
    volumeMounts: [{ name: MODEL_VOLUME, mountPath: input.model.mountPath }],
    environment: bucketEnvironment(bucket.name, input),
    memoryItems: [
      {
        label: `the downloaded model (in-memory volume "${MODEL_VOLUME}")`,
        size: volumeSize,
        alternative:
          'ModelStorage.objectStorageMount() with bufferedRead instead of the download (the model is read from the bucket, with no copy in memory)',
      },
    ],
    readsCloudStorage: true,
    bucket,
    download,
    rapidCache: input.storage.rapidCache,
  };
}

/**
 * The engine streams the weights from Cloud Storage into GPU memory (the Run:ai Model Streamer, with
 * the service account's credentials from the metadata server): the bucket and its prefix-conditioned
 * read grant, the `gs://` URI, Direct VPC egress with Private Google Access like the other Cloud
 * Storage strategies, and no volume. The streamer's CPU buffer lives in the container's memory: it is
 * capped (`RUNAI_STREAMER_MEMORY_LIMIT`) and counted, so that a model larger than the instance's
 * memory streams through a bounded buffer instead of filling it.
 */
function planObjectStorageStream(scope: Construct, input: StoragePlanInput): StoragePlan {
  const options = input.storage.objectStorageStream ?? {};
  rejectUnsupportedOptions(scope, PLATFORM_NAME, ModelStorageKind.OBJECT_STORAGE_STREAM, options, ['bucketName', 'removalPolicy']);
  checkStreamedModel(scope, input.model, PLATFORM_NAME);
  checkStreamedCommand(scope, input.model, input.serverCommand);
  const bucket = bindModelBucket(scope, bucketOptions(input, options));
  const environment = bucketEnvironment(bucket.name, input);
  return {
    kind: ModelStorageKind.OBJECT_STORAGE_STREAM,
    volumes: [],
    volumeMounts: [],
    environment: {
      ...environment,
      MODEL_URI: environment.MODEL_GCS_URI,
      RUNAI_STREAMER_MEMORY_LIMIT: String(STREAMER_BUFFER.toBytes()),
    },
    memoryItems: [
      {
        label: `the Run:ai Model Streamer's CPU buffer (RUNAI_STREAMER_MEMORY_LIMIT, ${STREAMER_BUFFER})`,
        size: STREAMER_BUFFER,
      },
    ],
    readsCloudStorage: true,
    bucket,
    rapidCache: input.storage.rapidCache,
  };
}

function planInternet(scope: Construct, input: StoragePlanInput): StoragePlan {
  const options = input.storage.internet;
  rejectUnsupportedOptions(scope, PLATFORM_NAME, ModelStorageKind.INTERNET, options, ['url']);
  return {
    kind: ModelStorageKind.INTERNET,
    volumes: [],
    volumeMounts: [],
    environment: { MODEL_URL: options?.url ?? '' },
    // A Cloud Run container's own file system lives in memory: whatever the server downloads counts.
    memoryItems: [
      {
        label: "the downloaded model (Cloud Run's file system is in memory)",
        size: input.model.size,
        alternative:
          'the model copied to Cloud Storage and read with ModelStorage.objectStorageMount() and bufferedRead (no copy in memory)',
      },
    ],
    readsCloudStorage: false,
  };
}

/**
 * The gcsfuse mount's options: `CloudRunModelStorage.gcsFuse()`'s, or those of the neutral
 * `ModelStorage.objectStorageMount()`, whose Cloud Run fields are deprecated but still honoured.
 */
function gcsFuseOptions(scope: Construct, storage: CloudRunModelStorageConfig): CloudRunGcsFuseOptions {
  if (storage.gcsFuse) return storage.gcsFuse;
  const options = storage.objectStorageMount ?? {};
  rejectUnsupportedOptions(scope, PLATFORM_NAME, ModelStorageKind.OBJECT_STORAGE_MOUNT, options, [
    'bucketName',
    'fileCache',
    'bufferedRead',
    'mountOptions',
    'hierarchicalNamespace',
    'removalPolicy',
  ]);
  return options;
}

/** The model bucket's options, for `bindModelBucket`. */
function bucketOptions(
  input: StoragePlanInput,
  options: { bucketName?: string; hierarchicalNamespace?: boolean; removalPolicy?: RemovalPolicy },
): ModelBucketOptions {
  return {
    bucketName: options.bucketName,
    bucket: input.modelBucket,
    hierarchicalNamespace: options.hierarchicalNamespace,
    removalPolicy: options.removalPolicy,
    region: input.region,
    project: input.project,
    labels: input.labels,
    readerEmail: input.serviceAccountEmail,
    modelPrefix: input.model.objectPrefix,
    staged: input.stagedPath !== undefined,
  };
}

/** Where the container finds its model in the bucket, for servers and scripts. */
function bucketEnvironment(bucketName: string, input: StoragePlanInput): Record<string, string> {
  const prefix = input.stagedPath !== undefined ? `${input.stagedPath}/` : input.model.objectPrefix;
  return { MODEL_BUCKET: bucketName, MODEL_PREFIX: prefix, MODEL_GCS_URI: `gs://${bucketName}/${prefix}` };
}

function checkMountPath(scope: Construct, mountPath: string): void {
  if (mountPath.includes(':') || ['/dev', '/proc', '/sys'].some((reserved) => overlaps(mountPath, reserved))) {
    const fix = 'use a directory such as /mnt/models/<name>';
    throw new ValidationError(
      'GPUM-CR-MOUNT-PATH',
      `model mountPath "${mountPath}" is not allowed on Cloud Run (no ":", nothing under /dev, /proc or /sys): ${fix}`,
      scope,
      { property: 'model.mountPath', value: mountPath, fix },
    );
  }
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}
