import { TerraformStack } from '../../core/framework';
import { Cidr, cidrContains, cidrOverlaps, parseCidr } from '../../core/checks/cidr';
import { CheckFinding, unverified } from '../../core/checks/rule';
import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { block, blocks, isTrue, strings } from '../../core/checks/resolved-values';
import { holdsModel } from '../../core/checks/rules/writable-mount';
import { nasMounts } from './fc-helpers';

/**
 * The writable model mounts of a Function Compute function (GPUM-CHECK-MOUNT-WRITABLE): an OSS
 * mount without read_only, a NAS mount whose access rules grant read-write to the function's vSwitch.
 */
export function writableFunctionMounts(resource: IndexedResource, index: StackIndex): CheckFinding[] {
  return resource.type === 'alicloud_fcv3_function' ? functionFindings(resource, index) : [];
}

function functionFindings(fn: IndexedResource, index: StackIndex): CheckFinding[] {
  // A staging function (FcModelStaging: the staging program's GPUM_STAGE_DEST, no MODEL_PATH) writes
  // the model by design; the rule is about the functions that serve it.
  const env = fn.config.environment_variables;
  if (typeof env?.GPUM_STAGE_DEST === 'string' && env?.MODEL_PATH === undefined) return [];
  // Mounts elsewhere than the model's directory (an output prefix) may be writable.
  const modelPath = fn.config.environment_variables?.MODEL_PATH;
  const holdsTheModel = (dir: unknown) =>
    typeof modelPath !== 'string' || modelPath.includes('${') || typeof dir !== 'string' || holdsModel(dir, modelPath);
  const findings: CheckFinding[] = blocks(block(fn.config.oss_mount_config)?.mount_points)
    .filter((mp) => holdsTheModel(mp.mount_dir) && !isTrue(mp.read_only))
    .map((mp) => `mounts OSS bucket ${String(mp.bucket_name)} at ${String(mp.mount_dir)} without read_only = true`);
  const vswitches = functionCidrs(fn, index);
  for (const mount of nasMounts(fn, index)) {
    if (!mount.mountTarget || !holdsTheModel(mount.mountDir)) continue;
    const group = mount.mountTarget.config.access_group_name;
    if (group === 'DEFAULT_VPC_GROUP_NAME') {
      findings.push(
        `mounts ${mount.serverAddr} through ${mount.mountTarget.address}, whose access group DEFAULT_VPC_GROUP_NAME grants read-write to the whole VPC`,
      );
      continue;
    }
    const rules = index
      .ofType('alicloud_nas_access_rule')
      .filter(
        (rule) =>
          index.compare(rule.config.access_group_name, group) === 'same' || sameGroupResource(rule.config.access_group_name, group, index),
      )
      .map((rule) => ({
        rule,
        writable: String(rule.config.rw_access_type ?? 'RDWR').toUpperCase() !== 'RDONLY',
        cidr: parseCidr(index.canonical(rule.config.source_cidr_ip)),
        // 1 is the highest priority, and the default; the highest-priority matching rule applies.
        priority: Number(rule.config.priority ?? 1),
      }));
    for (const candidate of rules.filter((r) => r.writable)) {
      const { rule } = candidate;
      const access = `access rule ${rule.address} of its access group grants ${String(rule.config.rw_access_type ?? 'RDWR (the default)')} to ${String(rule.config.source_cidr_ip)}`;
      if (sameConstruct(rule, fn)) {
        // The function's construct made the rule for the function's own vSwitch (FcGpuFunction's AccessRule).
        findings.push(`mounts ${mount.serverAddr}, and ${access}, the range of the function's vSwitch`);
        continue;
      }
      if (candidate.cidr === undefined || vswitches === undefined) {
        findings.push(
          unverified(`mounts ${mount.serverAddr}, and ${access}; whether that range covers the function's vSwitch is not known at synth`),
        );
        continue;
      }
      const reached = vswitches.filter((v) => cidrOverlaps(candidate.cidr!, v));
      // A read-only rule of higher priority that holds the whole vSwitch wins over this one there.
      const overruled = (v: Cidr) =>
        rules.some((r) => !r.writable && r.cidr !== undefined && cidrContains(r.cidr, v) && r.priority < candidate.priority);
      if (reached.some((v) => !overruled(v)))
        findings.push(`mounts ${mount.serverAddr}, and ${access}, which covers the function's vSwitch`);
    }
  }
  return findings;
}

/** The CIDR blocks of the function's vSwitches; undefined when any is not known at synth. */
function functionCidrs(fn: IndexedResource, index: StackIndex): Cidr[] | undefined {
  const ids = strings(block(fn.config.vpc_config)?.vswitch_ids);
  const cidrs = ids.map((id) => {
    const vswitch = index.target(id);
    return vswitch?.type === 'alicloud_vswitch' && vswitch.mode === 'resource'
      ? parseCidr(index.canonical(vswitch.config.cidr_block))
      : undefined;
  });
  return ids.length > 0 && cidrs.every((c) => c !== undefined) ? (cidrs as Cidr[]) : undefined;
}

/** True when two resources are children of the same construct below the stack (a platform construct's own resources). */
function sameConstruct(a: IndexedResource, b: IndexedResource): boolean {
  const parent = a.construct.node.scope;
  return parent !== undefined && parent === b.construct.node.scope && !TerraformStack.isStack(parent);
}

/** Two values that both refer to the same access group resource, by any attribute. */
function sameGroupResource(a: unknown, b: unknown, index: StackIndex): boolean {
  const left = index.target(a);
  return left !== undefined && left.type === 'alicloud_nas_access_group' && left === index.target(b);
}
