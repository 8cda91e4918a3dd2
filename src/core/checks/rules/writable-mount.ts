import { TerraformStack } from '../../framework';
import { Cidr, cidrContains, cidrOverlaps, parseCidr } from '../cidr';
import { CheckFinding, CheckLevel, CheckRule, unverified } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { block, blocks, isTrue, strings } from '../resolved-values';
import { CLOUD_RUN_TYPES, holdsModel, modelVolumes } from './cloud-run-helpers';
import { nasMounts } from './fc-helpers';

/** A serving process has no reason to write its model; a writable mount lets a bug or an intruder change it for every instance. */
export const MOUNT_WRITABLE: CheckRule = {
  id: 'GPUM-CHECK-MOUNT-WRITABLE',
  level: CheckLevel.WARNING,
  description:
    "A model mount (at the workload's MODEL_PATH, or any mount when MODEL_PATH is not set) is writable: an OSS mount without read_only, a NAS mount whose access rules grant RDWR (or the allow-all DEFAULT_VPC_GROUP_NAME), a Cloud Run GCS or NFS volume without read_only, or a Mountpoint for S3 volume that is not ReadOnlyMany and has no read-only mount option.",
  fix: "Mount the model read-only: read_only = true (OSS, GCS, NFS), an access group whose rules for the function's vSwitch are RDONLY (NAS), accessModes [ReadOnlyMany] or the read-only mount option (Mountpoint). Write the model from a separate loader.",
  check(resource, index) {
    if (resource.type === 'alicloud_fcv3_function') return functionFindings(resource, index);
    if (CLOUD_RUN_TYPES.includes(resource.type)) {
      return modelVolumes(resource).flatMap((v) => {
        const gcs = block(v.gcs);
        const nfs = block(v.nfs);
        if (gcs && !isTrue(gcs.read_only)) return [`mounts bucket ${String(gcs.bucket)} as volume "${v.name}" without read_only = true`];
        if (nfs && !isTrue(nfs.read_only))
          return [`mounts NFS ${String(nfs.server)}:${String(nfs.path)} as volume "${v.name}" without read_only = true`];
        return [];
      });
    }
    return (
      index
        .kubernetesObjects()
        .filter((o) => o.resource === resource && o.object.kind === 'PersistentVolume' && o.object.spec?.csi?.driver === 's3.csi.aws.com')
        // The driver mounts with --read-only when the volume is ReadOnlyMany only, the publish is
        // read-only (csi.readOnly), or the mount options say so (mountpoint-s3-csi-driver node.go).
        .filter((o) => {
          const modes = strings(o.object.spec.accessModes);
          const readOnlyOption = strings(o.object.spec.mountOptions).some((m) => m.trim().replace(/^--/, '') === 'read-only');
          return !readOnlyOption && !isTrue(o.object.spec.csi.readOnly) && modes.some((m) => m !== 'ReadOnlyMany');
        })
        .map(
          (o) =>
            `applies Mountpoint for S3 volume ${String(o.object.metadata?.name)} with access modes ${strings(o.object.spec.accessModes).join(', ')} and no read-only mount option`,
        )
    );
  },
};

function functionFindings(fn: IndexedResource, index: StackIndex): CheckFinding[] {
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
