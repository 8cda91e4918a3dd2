import { IConstruct } from 'constructs';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import type { CloudRunModelStorageConfig } from './cloud-run-model-storage';
import type { CloudRunNetworkConfig } from './network';

/**
 * The model bucket of a Cloud Run workload on a Cloud Storage strategy, as the next workload takes it
 * with `CloudRunModelStorage.sharedWith(first)`: the bucket, the network it is read through, the
 * strategy, and the model served from it.
 */
export interface CloudRunModelStore {
  /** The workload that made (or first took) the bucket. */
  readonly owner: IConstruct;
  /** The workload's region. */
  readonly region: string;
  /**
   * The workload's project.
   * @default - the provider's project
   */
  readonly project?: string;
  /** The model the workload serves from the bucket. */
  readonly model: ModelArtifact;
  /** The bucket's name (a reference when the workload created it). */
  readonly bucketName: string;
  /** The network the workload reads the bucket through (Direct VPC with Private Google Access). */
  readonly network: CloudRunNetworkConfig;
  /** The workload's strategy, bound: the next workload reads the bucket the same way. */
  readonly storage: CloudRunModelStorageConfig;
}

/**
 * A workload that may hold a shareable model bucket: `CloudRunGpuWorkload` (typed structurally, so
 * that the storage classes' types name no provider package).
 */
export interface ICloudRunModelStoreHolder extends IConstruct {
  /**
   * The workload's model bucket.
   * @default - the model is not in a bucket
   */
  readonly modelStore?: CloudRunModelStore;
  /** The workload's strategy kind, for the message when it has no bucket to share. */
  readonly storageKind: ModelStorageKind;
}
