import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { block, blocks, isTrue, strings } from '../resolved-values';
import { CLOUD_RUN_TYPES, volumes } from './cloud-run-helpers';
import { nasMounts } from './fc-helpers';

/** A serving process has no reason to write its model; a writable mount lets a bug or an intruder change it for every instance. */
export const MOUNT_WRITABLE: CheckRule = {
  id: 'GPUM-CHECK-MOUNT-WRITABLE',
  level: CheckLevel.WARNING,
  description:
    'A model mount is writable: an OSS mount without read_only, a NAS mount whose access rules grant RDWR (or the allow-all DEFAULT_VPC_GROUP_NAME), a Cloud Run GCS or NFS volume without read_only, or a Mountpoint for S3 volume without read-only.',
  fix: 'Mount the model read-only: read_only = true (OSS, GCS, NFS), an access group whose rules are RDONLY (NAS), ReadOnlyMany and the read-only mount option (Mountpoint). Write the model from a separate loader.',
  check(resource, index) {
    if (resource.type === 'alicloud_fcv3_function') return functionFindings(resource, index);
    if (CLOUD_RUN_TYPES.includes(resource.type)) {
      return volumes(resource).flatMap((v) => {
        const gcs = block(v.gcs);
        const nfs = block(v.nfs);
        if (gcs && !isTrue(gcs.read_only)) return [`mounts bucket ${String(gcs.bucket)} as volume "${v.name}" without read_only = true`];
        if (nfs && !isTrue(nfs.read_only)) return [`mounts NFS ${String(nfs.server)}:${String(nfs.path)} as volume "${v.name}" without read_only = true`];
        return [];
      });
    }
    return index
      .kubernetesObjects()
      .filter((o) => o.resource === resource && o.object.kind === 'PersistentVolume' && o.object.spec?.csi?.driver === 's3.csi.aws.com')
      .filter((o) => {
        const modes = strings(o.object.spec.accessModes);
        return !strings(o.object.spec.mountOptions).includes('read-only') && modes.some((m) => m !== 'ReadOnlyMany');
      })
      .map((o) => `applies Mountpoint for S3 volume ${String(o.object.metadata?.name)} with access modes ${strings(o.object.spec.accessModes).join(', ')} and no read-only mount option`);
  },
};

function functionFindings(fn: IndexedResource, index: StackIndex): string[] {
  const findings = blocks(block(fn.config.oss_mount_config)?.mount_points)
    .filter((mp) => !isTrue(mp.read_only))
    .map((mp) => `mounts OSS bucket ${String(mp.bucket_name)} at ${String(mp.mount_dir)} without read_only = true`);
  for (const mount of nasMounts(fn, index)) {
    if (!mount.mountTarget) continue;
    const group = mount.mountTarget.config.access_group_name;
    if (group === 'DEFAULT_VPC_GROUP_NAME') {
      findings.push(`mounts ${mount.serverAddr} through ${mount.mountTarget.address}, whose access group DEFAULT_VPC_GROUP_NAME grants read-write to the whole VPC`);
      continue;
    }
    const writable = index
      .ofType('alicloud_nas_access_rule')
      .filter((rule) => index.compare(rule.config.access_group_name, group) === 'same' || sameGroupResource(rule.config.access_group_name, group, index))
      .filter((rule) => String(rule.config.rw_access_type ?? 'RDWR').toUpperCase() !== 'RDONLY');
    for (const rule of writable) {
      findings.push(`mounts ${mount.serverAddr}, and access rule ${rule.address} of its access group grants ${String(rule.config.rw_access_type ?? 'RDWR (the default)')}`);
    }
  }
  return findings;
}

/** Two values that both refer to the same access group resource, by any attribute. */
function sameGroupResource(a: unknown, b: unknown, index: StackIndex): boolean {
  const left = index.target(a);
  return left !== undefined && left.type === 'alicloud_nas_access_group' && left === index.target(b);
}
