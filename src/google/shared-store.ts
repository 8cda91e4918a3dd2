import { Construct } from 'constructs';
import { without } from '../core/private/without';
import { checkSharedStore } from '../core/contract';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import type { CloudRunModelStorageConfig } from './cloud-run-model-storage';
import type { CloudRunGpuWorkloadProps } from './cloud-run-platform-props';
import type { CloudRunModelStaging } from './cloud-run-model-staging';
import type { CloudRunModelStore, ICloudRunModelStoreHolder } from './cloud-run-model-store';

const FACTORY = 'CloudRunModelStorage.sharedWith()';

/** The bucket a `sharedWith()` strategy names, checked against this workload, and whether it serves the same model. */
export interface CloudRunSharedStore {
  readonly store: CloudRunModelStore;
  readonly sameModel: boolean;
  /** The first workload's staging of the model, when it stages it. */
  readonly staging?: CloudRunModelStaging;
}

/** The staging of each store's model, kept here: the public store type names no provider package. */
const stagings = new WeakMap<CloudRunModelStore, CloudRunModelStaging>();

/** Records the staging of the model a workload serves from its store. */
export function recordStoreStaging(store: CloudRunModelStore, staging: CloudRunModelStaging | undefined): void {
  if (staging) stagings.set(store, staging);
}

/**
 * The store of the workload `sharedWith(first)` names: refused when the first workload has none (its
 * model is in its image or comes from the internet), is in another stack or region, or puts another
 * model at this prefix.
 */
export function resolveCloudRunSharedStore(
  scope: Construct,
  first: ICloudRunModelStoreHolder,
  region: string,
  model: ModelArtifact,
): CloudRunSharedStore {
  const store = first.modelStore;
  if (store === undefined) {
    const fix =
      'Share the bucket of a workload on a Cloud Storage strategy (gcsFuse(), downloadAtStart(), objectStorageStream()), or give this workload its own storage';
    throw new ValidationError(
      'GPUM-CR-SHARED-STORE',
      `${FACTORY} names ${first.node.path}, whose model storage is ${first.storageKind}, not a Cloud Storage bucket: it has no bucket to share. ${fix}`,
      scope,
      { property: 'storage', value: first.storageKind, fix },
    );
  }
  const { sameModel } = checkSharedStore(scope, store, { factory: FACTORY, region, model });
  return { store, sameModel, staging: stagings.get(store) };
}

/**
 * The first workload's strategy, reading its bucket by name: no new bucket, and nothing only a new
 * bucket takes (removal policy, namespace). Its Rapid Cache is left out: the first workload's caches
 * already serve the bucket in those zones, and a second cache for one bucket and zone fails to apply.
 */
export function sharedStorageConfig(store: CloudRunSharedStore['store']): CloudRunModelStorageConfig {
  const config = store.storage;
  const reading = <T extends object>(options: T | undefined): T =>
    ({ ...without(options ?? {}, ['removalPolicy', 'hierarchicalNamespace', 'rapidCache']), bucketName: store.bucketName }) as T;
  const rest = without(config, ['rapidCache', 'sharedWith']);
  switch (config.kind) {
    case ModelStorageKind.OBJECT_STORAGE_MOUNT:
      return config.gcsFuse
        ? { ...rest, gcsFuse: reading(config.gcsFuse) }
        : { ...rest, objectStorageMount: reading(config.objectStorageMount) };
    case ModelStorageKind.DOWNLOAD_AT_START:
      return { ...rest, downloadAtStart: reading(config.downloadAtStart) };
    default:
      return { ...rest, objectStorageStream: reading(config.objectStorageStream) };
  }
}

/** Staging options for a model the first workload stages would not be used: this workload stages nothing. */
export function refuseSharedStagingOptions(scope: Construct, shared: CloudRunSharedStore, props: CloudRunGpuWorkloadProps): void {
  if (!shared.sameModel || shared.staging === undefined || props.staging === undefined) return;
  const owner = shared.store.owner.node.path;
  const fix = `Remove staging: set it on ${owner}, whose job stages this model`;
  throw new ValidationError(
    'GPUM-CR-SHARED-STORE',
    `${FACTORY}: ${owner} stages this model into the shared bucket and this workload stages nothing, so staging would not be used. ${fix}`,
    scope,
    { property: 'staging', fix },
  );
}
