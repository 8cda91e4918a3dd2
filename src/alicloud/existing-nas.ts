import type { FcNasOptions } from './fc-model-storage';

/** A NAS mount target as the stack has it: the generated `NasMountTarget`, or anything of that shape. */
export interface INasMountTargetRef {
  /** The mount target's domain (a token), which goes into the function's `server_addr`. */
  readonly mountTargetDomain: string;
  /** The file system's ID attribute. */
  readonly fileSystemId: string;
  /** The VPC the mount target was configured in, checked against the function's. */
  readonly vpcIdInput?: string;
}

/** Options for {@link FcExistingNas.fromMountTarget}: what `FcModelStorage.nas()` also takes. */
export interface FcExistingNasOptions {
  /**
   * Mount read-only (advice only: the access group of an existing mount target is yours).
   * @default true
   */
  readonly readOnly?: boolean;
  /** @default 0 */
  readonly userId?: number;
  /** @default 0 */
  readonly groupId?: number;
}

/**
 * Turns a stack's existing NAS resources into `FcModelStorage.nas()` options, so the
 * function's VPC is checked against the mount target's own configured VPC by reference.
 *
 * @example
 * storage: FcModelStorage.nas(FcExistingNas.fromMountTarget(mountTarget))
 */
export class FcExistingNas {
  /** The options that mount an existing mount target, with its file system and VPC. */
  public static fromMountTarget(mountTarget: INasMountTargetRef, options: FcExistingNasOptions = {}): FcNasOptions {
    return {
      fileSystemId: mountTarget.fileSystemId,
      mountTargetDomain: mountTarget.mountTargetDomain,
      mountTargetVpcId: mountTarget.vpcIdInput,
      ...options,
    };
  }

  private constructor() {}
}
