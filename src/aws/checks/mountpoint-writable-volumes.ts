import { CheckFinding } from '../../core/checks/rule';
import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { isTrue, strings } from '../../core/checks/resolved-values';

/**
 * The writable Mountpoint for S3 volumes a resource applies (GPUM-CHECK-MOUNT-WRITABLE). The driver
 * mounts with --read-only when the volume is ReadOnlyMany only, the publish is read-only
 * (csi.readOnly), or the mount options say so (mountpoint-s3-csi-driver node.go).
 */
export function writableMountpointVolumes(resource: IndexedResource, index: StackIndex): CheckFinding[] {
  return index
    .kubernetesObjects()
    .filter((o) => o.resource === resource && o.object.kind === 'PersistentVolume' && o.object.spec?.csi?.driver === 's3.csi.aws.com')
    .filter((o) => {
      const modes = strings(o.object.spec.accessModes);
      const readOnlyOption = strings(o.object.spec.mountOptions).some((m) => m.trim().replace(/^--/, '') === 'read-only');
      return !readOnlyOption && !isTrue(o.object.spec.csi.readOnly) && modes.some((m) => m !== 'ReadOnlyMany');
    })
    .map(
      (o) =>
        `applies Mountpoint for S3 volume ${String(o.object.metadata?.name)} with access modes ${strings(o.object.spec.accessModes).join(', ')} and no read-only mount option`,
    );
}
