import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import { escapeUserText } from '../core/contract';
import type { FcModelStorageConfig, FcNasOptions, FcOssMountOptions } from './fc-model-storage';
import type { ResolvedGpuSpec } from './gpu-spec';
import type { RamRole } from './generated/ram-role';
import { ossBucketObjectBinding } from './lazy-bindings';
import { FcMounts } from './mounts';
import { checkNasDomain } from './nas-identity';
import { buildNasStorage, NasStorage } from './nas-storage';
import { FcNetworkConfig } from './network';
import { checkOssModelFitsDisk, checkOssMountOverhead } from './oss-mount-overhead';
import { buildOssStorage, OssStorage } from './oss-storage';
import { buildFunctionRole, LogTarget } from './ram';

/** What the function's model storage needs from the function. */
export interface FcModelPlacementInput {
  readonly storage: FcModelStorageConfig;
  /** The app already sees to the prefix's directory object (a replicated bucket's storage, `FcReplicatedModelBucket.storageFor`). */
  readonly prefixObjectProvided: boolean;
  readonly options: { readonly nas?: FcNasOptions; readonly ossMount?: FcOssMountOptions };
  readonly model: ModelArtifact;
  readonly region: string;
  readonly network?: FcNetworkConfig;
  readonly tags?: Record<string, string>;
  /** The role the user gave; without it, an OSS mount gets a role scoped to the model's prefix. */
  readonly roleArn?: string;
  readonly logs?: LogTarget;
  /** The function's GPU spec and disk, which an OSS mount's client shares with the server. */
  readonly gpuSpec: ResolvedGpuSpec;
  readonly diskSizeMiB?: number;
}

/** Where the model staging writes: the NAS mount target or the bucket the function reads. */
export interface FcStagingTarget {
  readonly nas?: { readonly domain: string; readonly accessGroupName?: string };
  readonly ossBucketName?: string;
  readonly ossEndpoint?: string;
}

/** What placing the model made: the storage, the role, what the function waits for, and the staging target. */
export interface FcModelPlacement {
  /** Resources the function must wait for (the access rule, the policy attachments, the prefix marker). */
  readonly dependencies: Construct[];
  /** The role the function runs as: the given one, or the one made for an OSS mount. */
  readonly roleArn?: string;
  /** The role made for an OSS mount. */
  readonly role?: RamRole;
  readonly nas?: NasStorage;
  readonly oss?: OssStorage;
  /** The model's URL, for a model read from the internet. */
  readonly modelUrl?: string;
  /** Where a staged model is copied to. */
  readonly staging?: FcStagingTarget;
}

/**
 * Puts the model on its storage: NAS (file system, access rule, mount target) or an OSS mount
 * (bucket, prefix marker for a staged model, role), adding the model's mount point to `mounts`.
 * Refuses a staged model on storage staging cannot write to.
 */
export function placeModel(scope: Construct, mounts: FcMounts, input: FcModelPlacementInput): FcModelPlacement {
  const { storage, model } = input;
  const staged = !model.source.isPreStaged;
  if (staged && storage.kind !== ModelStorageKind.FILE_SYSTEM && storage.kind !== ModelStorageKind.OBJECT_STORAGE_MOUNT) {
    throw new ValidationError(
      'GPUM-FC-STAGING-STORAGE',
      `model "${model.name}" has source ${model.source}, which Function Compute stages into NAS or an OSS mount, but its storage is ${storage.kind}: use FcModelStorage.nas() or FcModelStorage.ossMount(), or ModelSource.preStaged()`,
      scope,
      { property: 'storage', value: storage.kind, fix: 'FcModelStorage.nas() or FcModelStorage.ossMount()' },
    );
  }
  switch (storage.kind) {
    case ModelStorageKind.FILE_SYSTEM:
      return placeOnNas(scope, mounts, input, staged);
    case ModelStorageKind.OBJECT_STORAGE_MOUNT:
      return placeOnOss(scope, mounts, input, staged);
    case ModelStorageKind.INTERNET:
      return { dependencies: [], roleArn: input.roleArn, modelUrl: escapeUserText(scope, storage.internet!.url, 'storage.url') };
    default:
      return { dependencies: [], roleArn: input.roleArn };
  }
}

function placeOnNas(scope: Construct, mounts: FcMounts, input: FcModelPlacementInput, staged: boolean): FcModelPlacement {
  const { model } = input;
  // The domain reaches the function's nas_config as `<domain>:/<path>`: a URL, a path or another region's fails at start.
  checkNasDomain(scope, 'storage.mountTargetDomain', input.options.nas?.mountTargetDomain, input.region);
  const nas = buildNasStorage(scope, input.options.nas ?? {}, model, input.network, input.tags, staged);
  // A staged model is served from its revision's directory, at the same mount path.
  const serverAddr = staged ? `${nas.mountTargetDomain}:${nas.remotePath}/${model.source.revisionDirectory}` : nas.serverAddr;
  mounts.addNas({ serverAddr, mountDir: model.mountPath }, 'model.mountPath');
  return {
    dependencies: [...nas.dependencies],
    roleArn: input.roleArn,
    nas,
    staging: staged ? { nas: { domain: nas.mountTargetDomain, accessGroupName: nas.accessGroupName } } : undefined,
  };
}

function placeOnOss(scope: Construct, mounts: FcMounts, input: FcModelPlacementInput, staged: boolean): FcModelPlacement {
  const { model } = input;
  const oss = buildOssStorage(scope, input.options.ossMount ?? {}, model, input.region, input.tags, staged, input.prefixObjectProvided);
  checkOssModelFitsDisk(scope, model, input.diskSizeMiB);
  checkOssMountOverhead(scope, input.gpuSpec);
  const dependencies: Construct[] = [];
  let staging: FcStagingTarget | undefined;
  if (staged) {
    const revisionPrefix = `${model.storagePath}/${model.source.revisionDirectory}`;
    // FC mounts a bucket path only when its directory object exists: create the revision's.
    dependencies.push(
      new (ossBucketObjectBinding().OssBucketObject)(scope, 'StagedPrefixMarker', {
        bucket: oss.bucketName,
        key: `${revisionPrefix}/`,
        content: '\n',
      }),
    );
    mounts.addOss({ ...oss.mount, bucketPath: `/${revisionPrefix}` }, 'model.mountPath');
    staging = { ossBucketName: oss.bucketName, ossEndpoint: oss.mount.endpoint };
  } else {
    mounts.addOss(oss.mount, 'model.mountPath');
  }
  dependencies.push(...oss.dependencies);
  if (input.roleArn !== undefined) {
    addWarning(
      scope,
      'GPUM-FC-ROLE-UNMANAGED',
      `the function runs as the given role ${input.roleArn}, which this construct cannot scope: it must allow oss:ListObjects on ${oss.bucketName} with prefix ${model.objectPrefix} and oss:GetObject on ${oss.bucketName}/${model.objectPrefix}*, and nothing wider`,
    );
    return { dependencies, roleArn: input.roleArn, oss, staging };
  }
  const role = buildFunctionRole(scope, oss.bucketName, model.storagePath, input.tags, input.logs);
  // Without the policy in place the first mounts fail with "invalid credentials".
  dependencies.push(role.attachment);
  if (role.logAttachment) dependencies.push(role.logAttachment);
  return { dependencies, roleArn: role.role.arn, role: role.role, oss, staging };
}
