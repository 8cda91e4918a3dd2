import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { checkSharedStore } from '../core/contract';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import type { FcModelStore } from './fc-model-store';
import type { FcGpuFunction } from './fc-gpu-function';
import type { FcGpuFunctionProps } from './fc-gpu-function-props';
import type { FcNasOptions } from './fc-model-storage';

const FACTORY = 'FcModelStorage.sharedWith()';

/** The store a `sharedWith()` strategy names, checked against this function, and whether it serves the same model. */
export interface FcSharedStore {
  readonly store: FcModelStore;
  readonly sameModel: boolean;
}

/**
 * The store of the function `sharedWith(first)` names: refused when the first function has none
 * (its model is not on NAS), is in another stack or region, or puts another model at this prefix.
 */
export function resolveFcSharedStore(scope: Construct, first: FcGpuFunction, region: string, model: ModelArtifact): FcSharedStore {
  const store = first.modelStore;
  if (store === undefined) {
    const holder = first;
    const fix = `Share the store of a function on FcModelStorage.nas(), or give this function its own storage`;
    throw new ValidationError(
      'GPUM-FC-SHARED-STORE',
      `${FACTORY} names ${holder.node.path}, whose model storage is ${holder.storageKind}, not NAS: it has no file system to share. ${fix}`,
      scope,
      { property: 'storage', value: holder.storageKind, fix },
    );
  }
  const { sameModel } = checkSharedStore(scope, store, { factory: FACTORY, region, model });
  return { store, sameModel };
}

/** The NAS options that mount the shared store: its file system, through the wiring its functions share. */
export function sharedNasOptions(store: FcModelStore): FcNasOptions {
  return {
    fileSystemId: store.fileSystemId,
    // The mount target by domain only when the file system is not known (an existing mount target).
    mountTargetDomain: store.fileSystemId === undefined ? store.mountTargetDomain : undefined,
    mountTargetVpcId: store.fileSystemId === undefined ? store.network.vpcId : undefined,
    userId: store.userId,
    groupId: store.groupId,
  };
}

/**
 * A second model on a shared file system is this function's to copy: the first function's
 * GPUM-FC-NAS-EMPTY names only its own directory. Said when this function stages nothing.
 */
export function warnSharedModelMissing(scope: Construct, shared: FcSharedStore, model: ModelArtifact): void {
  if (shared.sameModel || !model.source.isPreStaged) return;
  addWarning(
    scope,
    'GPUM-FC-NAS-EMPTY',
    `the function mounts /${model.storagePath} on the file system it shares with ${shared.store.owner.node.path}, which serves another model: copy this model there (from a loader in the VPC whose CIDR has a read-write rule in the access group) before the first invocation, or give the model a source so that it is staged`,
  );
}

/** Staging options for a model the first function stages would not be used: this function stages nothing. */
export function refuseSharedStagingOptions(scope: Construct, shared: FcSharedStore, props: FcGpuFunctionProps): void {
  if (!shared.sameModel || shared.store.staging === undefined) return;
  const given = (['stagingNetwork', 'stagingRoleArn', 'stagingRetainRevisions'] as const).filter((name) => props[name] !== undefined);
  if (given.length === 0) return;
  const owner = shared.store.owner.node.path;
  const fix = `Remove ${given.join(', ')}: set them on ${owner}, whose staging function stages this model`;
  throw new ValidationError(
    'GPUM-FC-SHARED-STORE',
    `${FACTORY}: ${owner} stages this model into the shared file system and this function stages nothing, so ${given.join(', ')} would not be used. ${fix}`,
    scope,
    { property: given.join(', '), fix },
  );
}
