import { CheckLevel, CheckRule } from '../rule';

/**
 * A serving process has no reason to write its model; a writable mount lets a bug or an intruder
 * change it for every instance. Which mounts are the model's and how each is made read-only is the
 * platform's to say (`PlatformChecks.writableModelMounts`).
 */
export const MOUNT_WRITABLE: CheckRule = {
  id: 'GPUM-CHECK-MOUNT-WRITABLE',
  level: CheckLevel.WARNING,
  description:
    "A model mount (at the workload's MODEL_PATH, or any mount when MODEL_PATH is not set) is writable: an OSS mount without read_only, a NAS mount whose access rules grant RDWR (or the allow-all DEFAULT_VPC_GROUP_NAME), a Cloud Run GCS or NFS volume without read_only, or a Mountpoint for S3 volume that is not ReadOnlyMany and has no read-only mount option.",
  fix: "Mount the model read-only: read_only = true (OSS, GCS, NFS), an access group whose rules for the function's vSwitch are RDONLY (NAS), accessModes [ReadOnlyMany] or the read-only mount option (Mountpoint). Write the model from a separate loader.",
  check(resource, index) {
    return index.platforms.flatMap((p) => p.writableModelMounts?.(resource, index) ?? []);
  },
};

/** True when a mount directory is the model's directory, above it or inside it. */
export function holdsModel(mountDir: string, modelPath: string): boolean {
  const dir = mountDir.replace(/\/+$/, '');
  const model = modelPath.replace(/\/+$/, '');
  return dir === model || model.startsWith(`${dir}/`) || dir.startsWith(`${model}/`);
}
