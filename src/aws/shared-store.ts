import { Construct } from 'constructs';
import { without } from '../core/private/without';
import { checkSharedStore } from '../core/contract';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import type { EksGpuWorkloadProps } from './eks-gpu-workload-props';
import type { EksModelStorageConfig } from './eks-model-storage';
import type { EksModelStaging } from './eks-model-staging';
import type { EksModelStore, IEksModelStoreHolder } from './eks-model-store';

const FACTORY = 'EksModelStorage.sharedWith()';

/** The bucket a `sharedWith()` strategy names, checked against this workload, and whether it serves the same model. */
export interface EksSharedStore {
  readonly store: EksModelStore;
  readonly sameModel: boolean;
  /** The first workload's staging of the model, when it stages it. */
  readonly staging?: EksModelStaging;
}

/** The staging of each store's model, kept here: the public store type names no provider package. */
const stagings = new WeakMap<EksModelStore, EksModelStaging>();

/** Records the staging of the model a workload serves from its store. */
export function recordStoreStaging(store: EksModelStore, staging: EksModelStaging | undefined): void {
  if (staging) stagings.set(store, staging);
}

/**
 * The store of the workload `sharedWith(first)` names: refused when the first workload has none (its
 * model is in its image or comes from the internet), is in another stack or region, or puts another
 * model at this prefix.
 */
export function resolveEksSharedStore(scope: Construct, first: IEksModelStoreHolder, region: string, model: ModelArtifact): EksSharedStore {
  const store = first.modelStore;
  if (store === undefined) {
    const fix =
      'Share the bucket of a workload on an S3 strategy (mountpoint(), downloadAtStart(), objectStorageStream()), or give this workload its own storage';
    throw new ValidationError(
      'GPUM-EKS-SHARED-STORE',
      `${FACTORY} names ${first.node.path}, whose model storage is ${first.storageKind}, not an S3 bucket: it has no bucket to share. ${fix}`,
      scope,
      { property: 'storage', value: first.storageKind, fix },
    );
  }
  const { sameModel } = checkSharedStore(scope, store, { factory: FACTORY, region, model });
  return { store, sameModel, staging: stagings.get(store) };
}

/** The first workload's strategy, reading its bucket by name: no new bucket, and no option only a new bucket takes. */
export function sharedStorageConfig(store: EksModelStore): EksModelStorageConfig {
  const config = store.storage;
  const reading = <T extends object>(options: T | undefined): T =>
    ({ ...without(options ?? {}, ['removalPolicy']), bucketName: store.bucketName }) as T;
  const rest = without(config, ['sharedWith']);
  switch (config.kind) {
    case ModelStorageKind.OBJECT_STORAGE_MOUNT:
      return config.mountpoint
        ? { ...rest, mountpoint: reading(config.mountpoint) }
        : { ...rest, objectStorageMount: reading(config.objectStorageMount) };
    case ModelStorageKind.DOWNLOAD_AT_START:
      return { ...rest, downloadAtStart: reading(config.downloadAtStart) };
    default:
      return { ...rest, objectStorageStream: reading(config.objectStorageStream) };
  }
}

/**
 * Options the shared store makes the first workload's: a bucket of its own (`modelBucket`) would not be
 * the shared one, and staging options for a model the first workload stages would not be used.
 */
export function refuseSharedStoreOptions(scope: Construct, shared: EksSharedStore, props: EksGpuWorkloadProps): void {
  const owner = shared.store.owner.node.path;
  const given = [
    props.modelBucket !== undefined ? 'modelBucket' : undefined,
    props.staging !== undefined && shared.sameModel && shared.staging ? 'staging' : undefined,
  ].filter((name): name is string => name !== undefined);
  if (given.length === 0) return;
  const fix = `Remove ${given.join(' and ')}: the bucket${given.includes('staging') ? ' and the staging Job' : ''} are ${owner}'s`;
  throw new ValidationError(
    'GPUM-EKS-SHARED-STORE',
    `${FACTORY} reads the bucket of ${owner}${given.includes('staging') ? ', whose Job stages this model' : ''}, but ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set here and would not be used. ${fix}`,
    scope,
    { property: given.join(', '), value: `${given.join(', ')} with ${FACTORY}`, fix },
  );
}
