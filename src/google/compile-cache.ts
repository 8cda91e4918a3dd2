import { Construct } from 'constructs';
import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { EngineCompileCache } from '../core/engine';
import { ValidationError } from '../core/errors';
import { recordCompileCache } from '../core/model-metadata';
import { ModelStorageKind } from '../core/model-storage';
import { Size } from '../core/size';
import { modelPrefixCondition } from './model-bucket';
import { StoragePlan } from './model-storage-plan';

/** The writable gcsfuse volume of the cache key, beside the read-only model volume. */
export const COMPILE_CACHE_SHARED_VOLUME = 'compile-cache-shared';
/** Where the cache key's volume is mounted: outside the model's mount path. */
export const COMPILE_CACHE_SHARED_MOUNT = '/mnt/gpum-compile-cache';
/** The in-memory volume the cache is restored into, mounted at the parent of `COMPILE_CACHE_DIRECTORY`. */
export const COMPILE_CACHE_LOCAL_VOLUME = 'compile-cache';
/**
 * The in-memory volume's limit, charged to the container's memory: vLLM's compile cache for one
 * configuration is tens to hundreds of MB (the EKS emptyDir allows 10 GiB of disk; here every
 * byte is memory, so the limit is tighter).
 */
export const COMPILE_CACHE_LOCAL_SIZE = Size.gibibytes(1);
/**
 * gcsfuse's process for the writable volume, charged to the container like the model volume's, and
 * the files it stages before upload: gcsfuse writes a new object to a temporary file first and
 * uploads it on close (its docs/semantics.md, "Writes"), and on Cloud Run that file is in memory.
 */
const SHARED_MOUNT_MEMORY = Size.mebibytes(256);
/**
 * The write role on the cache's prefix: get, create, list and overwrite. `CURRENT` is overwritten,
 * which needs `storage.objects.delete`, so `roles/storage.objectCreator` is not enough.
 */
export const COMPILE_CACHE_WRITER_ROLE = 'roles/storage.objectUser';

/** The strategies whose model bucket holds the cache. */
const BUCKET_KINDS = [ModelStorageKind.OBJECT_STORAGE_MOUNT, ModelStorageKind.DOWNLOAD_AT_START, ModelStorageKind.OBJECT_STORAGE_STREAM];

/**
 * Before any resource: the strategy has a bucket, and the cache's
 * mount stays clear of the model's.
 */
export function checkCloudRunCompileCache(
  scope: Construct,
  cache: EngineCompileCache,
  kind: ModelStorageKind,
  modelMountPath: string,
): void {
  if (!BUCKET_KINDS.includes(kind)) {
    const fix =
      "Use CloudRunModelStorage.gcsFuse() (or ModelStorage.objectStorageMount()), ModelStorage.downloadAtStart() or ModelStorage.objectStorageStream(): the cache lives in the model's bucket";
    throw new ValidationError(
      'GPUM-COMPILE-CACHE-STORAGE',
      `the compile cache is kept in the model's Cloud Storage bucket, and the ${kind} storage has none. ${fix}`,
      scope,
      { property: 'storage', value: kind, fix },
    );
  }
  const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  const local = cache.directory.replace(/\/[^/]+$/, '');
  const clash = [COMPILE_CACHE_SHARED_MOUNT, local].find((dir) => overlaps(modelMountPath, dir));
  if (clash) {
    const fix = 'choose another mountPath for the model';
    throw new ValidationError(
      'GPUM-CR-MOUNT-PATH',
      `model mountPath "${modelMountPath}" overlaps the compile cache's mount at ${clash}: ${fix}`,
      scope,
      { property: 'model.mountPath', value: modelMountPath, fix },
    );
  }
}

/** What {@link addCompileCache} needs. */
export interface CloudRunCompileCacheInput {
  readonly cache: EngineCompileCache;
  /** The cache's key in the bucket (`compileCacheKey`). */
  readonly key: string;
  readonly bucketName: string;
  readonly serviceAccountEmail: string;
}

/**
 * The cache's volumes, mounts and memory, added to the model's plan, and the grant that lets the
 * workload write under the key only (construct ID `CompileCacheWriter`).
 *
 * The key's prefix is a second gcsfuse volume, writable, with `only-dir` so that the instance sees
 * nothing else of the bucket; the model's volume stays read-only. The engine never writes to it:
 * gcsfuse renames are copies and deletes, not atomic, in a flat bucket, and a new object appears
 * only when its file is closed. The wrapper copies whole files and writes `CURRENT` last.
 */
export function addCompileCache(scope: Construct, plan: StoragePlan, input: CloudRunCompileCacheInput): StorageBucketIamMember {
  const local = input.cache.directory.replace(/\/[^/]+$/, '');
  plan.volumes.push(
    {
      name: COMPILE_CACHE_SHARED_VOLUME,
      // implicit-dirs: a generation copied in by another tool (gcloud storage cp) has no directory objects.
      gcs: { bucket: input.bucketName, readOnly: false, mountOptions: [`only-dir=${input.key}`, 'implicit-dirs'] },
    },
    { name: COMPILE_CACHE_LOCAL_VOLUME, emptyDir: { medium: 'MEMORY', sizeLimit: COMPILE_CACHE_LOCAL_SIZE.toKubernetesQuantity() } },
  );
  plan.volumeMounts.push(
    { name: COMPILE_CACHE_SHARED_VOLUME, mountPath: COMPILE_CACHE_SHARED_MOUNT },
    { name: COMPILE_CACHE_LOCAL_VOLUME, mountPath: local },
  );
  plan.memoryItems.push(
    {
      label: `the restored compile cache (in-memory volume "${COMPILE_CACHE_LOCAL_VOLUME}")`,
      size: COMPILE_CACHE_LOCAL_SIZE,
      alternative: 'no compileCache (the engine compiles on every start)',
    },
    { label: 'gcsfuse of the compile cache volume (its process and the files it stages before upload)', size: SHARED_MOUNT_MEMORY },
  );
  const condition = modelPrefixCondition(input.bucketName, `${input.key}/`);
  const grant = new StorageBucketIamMember(scope, 'CompileCacheWriter', {
    bucket: input.bucketName,
    role: COMPILE_CACHE_WRITER_ROLE,
    member: `serviceAccount:${input.serviceAccountEmail}`,
    condition: {
      title: 'compile cache only',
      description: `Writes objects under the compile cache key; bucket-level checks such as listing pass (cdktf-gpu-models)`,
      expression: condition.expression,
    },
  });
  // The grant check accepts its writes under this key, and nowhere else.
  recordCompileCache(grant, input.key);
  return grant;
}
