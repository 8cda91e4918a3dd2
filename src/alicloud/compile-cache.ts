import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { compileCacheKey } from '../core/compile-cache/compile-cache-key';
import { wrapEngineLaunch } from '../core/compile-cache/compile-cache-wrapper';
import { EngineLaunch } from '../core/engine';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { recordCompileCache } from '../core/model-metadata';
import { ModelStorageKind } from '../core/model-storage';
import { uniqueResourceName } from '../core/names';
import type { RamRole } from './generated/ram-role';
import { ossBucketObjectBinding, ramPolicyBinding, ramRolePolicyAttachmentBinding } from './lazy-bindings';
import { FcMounts } from './mounts';
import { prefixPolicyDocument } from './ram';
import { ossInternalEndpoint } from './regions';

/** Where the cache key's writable OSS mount is: outside the model's mount and the engine's local cache. */
export const FC_COMPILE_CACHE_MOUNT = '/mnt/gpum-compile-cache';

/** Why each storage other than an OSS mount cannot keep the cache, and what to use. */
const REFUSALS: Partial<Record<ModelStorageKind, string>> = {
  [ModelStorageKind.FILE_SYSTEM]:
    "the model's NAS is read-only for the function through its vSwitch's RDONLY access rule, and a NAS access rule covers the whole file system: a writable cache directory on it would make the model writable from the function too",
  [ModelStorageKind.CONTAINER_IMAGE]: 'a model baked into the image has no bucket to keep the cache in',
  [ModelStorageKind.INTERNET]: 'a model fetched from the internet has no bucket to keep the cache in',
};

/**
 * Before any resource: the cache lives in the model's bucket, so the model must be on an OSS mount
 * (`FcModelStorage.ossMount()`, with or without the accelerator).
 */
export function checkFcCompileCacheStorage(scope: Construct, kind: ModelStorageKind): void {
  if (kind === ModelStorageKind.OBJECT_STORAGE_MOUNT) return;
  const fix =
    'Serve the model from an OSS mount (FcModelStorage.ossMount()), whose bucket keeps the cache under its own prefix, or remove compileCache';
  throw new ValidationError(
    'GPUM-COMPILE-CACHE-STORAGE',
    `Function Compute keeps the compile cache in the model's OSS bucket, and ${REFUSALS[kind] ?? `the ${kind} storage has none`}. ${fix}`,
    scope,
    { property: 'storage', value: kind, fix },
  );
}

/** What {@link addFcCompileCache} needs from the function. */
export interface FcCompileCacheInput {
  readonly engine: EngineLaunch;
  readonly model: ModelArtifact;
  /** The GPU type as Function Compute names it (`fc.gpu.ada.1`), a segment of the key. */
  readonly gpuType: string;
  readonly bucketName: string;
  readonly region: string;
  /** The role the library made for the OSS mount; without it, `roleArn` is the user's. */
  readonly role?: RamRole;
  readonly roleArn?: string;
  readonly tags?: Record<string, string>;
  /** The function's port: the wrapper polls the engine's health path on it. */
  readonly port: number;
}

/** What the cache added: its key, what the function waits for, and the container's command. */
export interface FcCompileCache {
  /** `<prefix>/<engine>-<version>/<model>/<revision>/<gpu>-tp1`, in the model's bucket. */
  readonly key: string;
  /** The key's directory object and the write policy's attachment. */
  readonly dependencies: Construct[];
  /** The wrapper, as the container's ENTRYPOINT. */
  readonly entrypoint: string[];
  /** The engine's command line, as the container's CMD: the wrapper `exec`s it untouched. */
  readonly command: string[];
}

/**
 * The compile cache in the model's bucket, under its key: a second OSS mount of the key's prefix,
 * writable (the model's stays read-only), a write policy on that prefix only, and the wrapper
 * around the engine that restores the cache into the instance's disk and writes it back after the
 * engine answers its health check (`compileCacheWrapperCommand`).
 *
 * The engine never writes to the mount: an OSS mount is a FUSE mount over a flat bucket, where a
 * rename is a copy and a delete and an object appears only when its file is closed (ossfs, like
 * gcsfuse). The wrapper copies whole files into a new generation and writes `CURRENT` last.
 * The cache's mount uses the region's internal endpoint even when the model reads through the OSS
 * accelerator: the accelerator caches reads, and writes go to the bucket.
 */
export function addFcCompileCache(scope: Construct, mounts: FcMounts, input: FcCompileCacheInput): FcCompileCache {
  const { engine } = input;
  const key = compileCacheKey(scope, {
    cache: engine.compileCache!.cache,
    engine: engine.kind,
    engineVersion: engine.version!,
    model: input.model,
    gpu: input.gpuType,
    tensorParallelSize: 1,
  });
  mounts.addOss(
    {
      bucketName: input.bucketName,
      bucketPath: `/${key}`,
      endpoint: ossInternalEndpoint(input.region),
      mountDir: FC_COMPILE_CACHE_MOUNT,
      readOnly: false,
    },
    'model.mountPath',
  );
  // FC mounts a bucket path only when its directory object exists ("bucket path does not exist"
  // otherwise); OSS rejects an empty body here, so the marker holds one newline.
  const marker = new (ossBucketObjectBinding().OssBucketObject)(scope, 'CompileCachePrefixMarker', {
    bucket: input.bucketName,
    key: `${key}/`,
    content: '\n',
  });
  const dependencies: Construct[] = [marker];
  if (input.role) {
    const policy = new (ramPolicyBinding().RamPolicy)(scope, 'CompileCacheWritePolicy', {
      policyName: uniqueResourceName(scope, { maxLength: 128, lowerCase: true, suffix: 'compile-cache' }),
      policyDocument: compileCacheWritePolicyDocument(input.bucketName, key),
      description: `Reads and writes the compile cache under oss://${input.bucketName}/${key}/ (cdktf-gpu-models)`.slice(0, 1024),
      tags: input.tags,
    });
    // The grant check accepts its writes under this key, and nowhere else.
    recordCompileCache(policy, key);
    dependencies.push(
      new (ramRolePolicyAttachmentBinding().RamRolePolicyAttachment)(scope, 'CompileCacheWritePolicyAttachment', {
        roleName: input.role.roleName,
        policyName: policy.policyName,
        policyType: 'Custom',
      }),
    );
  } else {
    addWarning(
      scope,
      'GPUM-FC-ROLE-UNMANAGED',
      `the function runs as the given role ${input.roleArn}, which this construct cannot scope: for the compile cache it must also allow oss:ListObjects on ${input.bucketName} with the prefix ${key} or ${key}/* and oss:GetObject, oss:PutObject, oss:DeleteObject, oss:ListParts and oss:AbortMultipartUpload on ${input.bucketName}/${key}/*, and nothing wider`,
    );
  }
  const { wrapper, engineLine } = wrapEngineLaunch(engine, FC_COMPILE_CACHE_MOUNT, input.port);
  return { key, dependencies, entrypoint: wrapper, command: engineLine };
}

/**
 * Read and write under the cache key only: list with the key as prefix, and get, put (a new object
 * and the overwritten `CURRENT`), delete (the mount's rename is a copy and a delete) and the
 * multipart calls of its objects: what a read-write OSS mount needs, or it fails with "invalid
 * credentials" (alicloud-fc.md, the FC OSS mount's role).
 */
export function compileCacheWritePolicyDocument(bucketName: string, key: string): string {
  return prefixPolicyDocument(bucketName, key, [
    'oss:GetObject',
    'oss:PutObject',
    'oss:DeleteObject',
    'oss:ListParts',
    'oss:AbortMultipartUpload',
  ]);
}
