import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { block } from '../../core/checks/resolved-values';
import { mountTargetVpc, nasMounts } from './fc-helpers';

/** The classic NAS failure: the deploy succeeds and every invocation fails to mount. */
export const FC_NAS_VPC: CheckRule = {
  id: 'GPUM-CHECK-FC-NAS-VPC',
  level: CheckLevel.ERROR,
  description:
    "A Function Compute function mounts NAS through a mount target in another VPC than the function's vpc_config, or has no vpc_config at all.",
  fix: "Give the function a vpc_config in the mount target's VPC (or create a mount target in the function's VPC and vSwitch).",
  check(resource, index) {
    if (resource.type !== 'alicloud_fcv3_function') return [];
    const mounts = nasMounts(resource, index);
    if (mounts.length === 0) return [];
    const functionVpc = block(resource.config.vpc_config)?.vpc_id;
    if (functionVpc === undefined) {
      return [
        `mounts NAS (${mounts.map((m) => m.serverAddr).join(', ')}) but has no vpc_config: NAS is reachable only from the mount target's VPC`,
      ];
    }
    return mounts
      .filter((m) => m.mountTarget !== undefined && index.compare(functionVpc, mountTargetVpc(m.mountTarget, index)) === 'different')
      .map(
        (m) =>
          `mounts ${m.serverAddr}, whose mount target ${m.mountTarget?.address} is in VPC ${String(mountTargetVpc(m.mountTarget!, index))}, but the function's vpc_config is VPC ${String(functionVpc)}: the deploy succeeds and every invocation fails to mount`,
      );
  },
};
