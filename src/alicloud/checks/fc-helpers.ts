import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { block, blocks } from '../../core/checks/resolved-values';

/** A NAS mount of a function, with the mount target resource when the stack has it. */
export interface NasMount {
  readonly serverAddr: string;
  readonly mountDir?: string;
  readonly mountTarget?: IndexedResource;
}

/** The function's NAS mounts. */
export function nasMounts(fn: IndexedResource, index: StackIndex): NasMount[] {
  return blocks(block(fn.config.nas_config)?.mount_points)
    .filter((mp) => typeof mp.server_addr === 'string')
    .map((mp) => {
      const serverAddr: string = mp.server_addr;
      const target = index.target(serverAddr);
      return {
        serverAddr,
        mountDir: typeof mp.mount_dir === 'string' ? mp.mount_dir : undefined,
        mountTarget: target?.type === 'alicloud_nas_mount_target' ? target : undefined,
      };
    });
}

/** The VPC a mount target is in: its `vpc_id`, or its vSwitch's. */
export function mountTargetVpc(mountTarget: IndexedResource, index: StackIndex): unknown {
  if (mountTarget.config.vpc_id !== undefined) return mountTarget.config.vpc_id;
  const vswitch = index.target(mountTarget.config.vswitch_id);
  if (vswitch?.type === 'alicloud_vswitch') return vswitch.config.vpc_id;
  return undefined;
}

/** True for a function with a GPU. */
export function isGpuFunction(fn: IndexedResource): boolean {
  return fn.type === 'alicloud_fcv3_function' && block(fn.config.gpu_config) !== undefined;
}

/** The GPU functions that mount a NAS file system through one of the stack's mount targets. */
export function gpuFunctionsOnFileSystem(fileSystem: IndexedResource, index: StackIndex): IndexedResource[] {
  return index
    .ofType('alicloud_fcv3_function')
    .filter(isGpuFunction)
    .filter((fn) =>
      nasMounts(fn, index).some((m) => m.mountTarget !== undefined && index.target(m.mountTarget.config.file_system_id) === fileSystem),
    );
}
