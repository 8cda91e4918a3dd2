import { IConstruct } from 'constructs';
import { ModelArtifact } from '../core/model-artifact';
import type { FcModelStaging } from './fc-model-staging';
import type { FcNetworkConfig } from './network';

/**
 * The NAS model store of a function on `FcModelStorage.nas()`, as the next function takes it with
 * `FcModelStorage.sharedWith(first)`: the file system, the mount target and access group it mounts
 * through, the network they are in, and the model it serves there.
 */
export interface FcModelStore {
  /** The function that made (or first mounted) the store. */
  readonly owner: IConstruct;
  /** The function's region. */
  readonly region: string;
  /** The model the function serves from the store. */
  readonly model: ModelArtifact;
  /**
   * The file system's ID (a reference when the function created it).
   * @default - unknown: an existing mount target given by its domain alone
   */
  readonly fileSystemId?: string;
  /** The mount target's domain the function mounts through. */
  readonly mountTargetDomain: string;
  /**
   * The access group of the file system, when a function of this app created it.
   * @default - an existing mount target's access group, not managed here
   */
  readonly accessGroupName?: string;
  /** The network the function and its mount target are in. */
  readonly network: FcNetworkConfig;
  /** The user ID the function reads the file system as. */
  readonly userId: number;
  /** The group ID the function reads the file system as. */
  readonly groupId: number;
  /**
   * The staging of the model into the store, when the function stages it.
   * @default - the model is pre-staged
   */
  readonly staging?: FcModelStaging;
}
