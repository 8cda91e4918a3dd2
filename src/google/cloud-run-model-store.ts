import { IConstruct } from 'constructs';
import { ModelArtifact } from '../core/model-artifact';
import type { CloudRunModelStaging } from './cloud-run-model-staging';
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
  /**
   * The staging of the model into the bucket, when the workload stages it.
   * @default - the model is pre-staged
   */
  readonly staging?: CloudRunModelStaging;
}
