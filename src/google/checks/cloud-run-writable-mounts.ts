import { CheckFinding } from '../../core/checks/rule';
import { IndexedResource } from '../../core/checks/stack-index';
import { block, isTrue } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, modelVolumes } from './cloud-run-helpers';

/** The writable model volumes of a Cloud Run workload (GPUM-CHECK-MOUNT-WRITABLE): a GCS or NFS volume without read_only. */
export function writableCloudRunVolumes(resource: IndexedResource): CheckFinding[] {
  if (!CLOUD_RUN_TYPES.includes(resource.type)) return [];
  return modelVolumes(resource).flatMap((v) => {
    const gcs = block(v.gcs);
    const nfs = block(v.nfs);
    if (gcs && !isTrue(gcs.read_only)) return [`mounts bucket ${String(gcs.bucket)} as volume "${v.name}" without read_only = true`];
    if (nfs && !isTrue(nfs.read_only))
      return [`mounts NFS ${String(nfs.server)}:${String(nfs.path)} as volume "${v.name}" without read_only = true`];
    return [];
  });
}
