import { IConstruct } from 'constructs';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import type { EksModelStorageConfig } from './eks-model-storage';
import type { IGpuNodePool } from './gpu-node-pool';

/**
 * The model bucket of an EKS workload on an S3 strategy, as the next workload takes it with
 * `EksModelStorage.sharedWith(first)`: the bucket, the strategy, the cluster and node pool the first
 * workload runs on, and the model served from it.
 */
export interface EksModelStore {
  /** The workload that made (or first took) the bucket. */
  readonly owner: IConstruct;
  /** The workload's region. */
  readonly region: string;
  /** The workload's cluster. */
  readonly clusterName: string;
  /** The node pool the workload runs on. */
  readonly nodePool: IGpuNodePool;
  /** The model the workload serves from the bucket. */
  readonly model: ModelArtifact;
  /** The bucket's name (a reference when the workload created it). */
  readonly bucketName: string;
  /** The bucket's ARN. */
  readonly bucketArn: string;
  /** The workload's strategy, bound: the next workload reads the bucket the same way. */
  readonly storage: EksModelStorageConfig;
}

/**
 * A workload that may hold a shareable model bucket: `EksGpuWorkload` (typed structurally, so that the
 * storage classes' types name no provider package).
 */
export interface IEksModelStoreHolder extends IConstruct {
  /**
   * The workload's model bucket.
   * @default - the model is not in a bucket
   */
  readonly modelStore?: EksModelStore;
  /** The workload's strategy kind, for the message when it has no bucket to share. */
  readonly storageKind: ModelStorageKind;
}
