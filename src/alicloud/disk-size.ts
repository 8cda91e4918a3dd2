import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { isResolved } from '../core/tokens';

/**
 * The instance disk sizes Function Compute's API documents: CreateFunction's `diskSize` ("512 MB or 10240
 * MB"; Serverless Devs types it `512 | 10240`) and "Select a function storage type" (a temporary disk of
 * 512 MB or 10 GB). The construct's default is the larger one (`FC_DEFAULT_DISK_SIZE_MIB`).
 */
export const FC_DOCUMENTED_DISK_SIZES_MIB: readonly number[] = [512, 10240];

/**
 * Larger disks appear only in Alibaba's own GPU templates (devsapp/fc3's model test and cap-comfyui set
 * `diskSize: 61440`), and the alicloud provider accepts any value from 512: a size the API does not
 * document may deploy, or be refused or changed by Function Compute. The user may know their account
 * takes it, so it is a warning that names both sources, never a default.
 */
export function checkDiskSize(scope: Construct, diskSizeMiB: number | undefined): void {
  if (diskSizeMiB === undefined || !isResolved(diskSizeMiB) || FC_DOCUMENTED_DISK_SIZES_MIB.includes(diskSizeMiB)) return;
  addWarning(
    scope,
    'GPUM-FC-DISK-SIZE',
    `diskSizeMiB ${diskSizeMiB} is not a size the Function Compute API documents: CreateFunction's diskSize and "Select a function storage type" give 512 MB or 10240 MB. Larger disks appear only in Alibaba's own GPU templates (devsapp/fc3, cap-comfyui: diskSize 61440), and the alicloud provider accepts any value from 512, so Function Compute may refuse the size or change it. Use 512 or 10240, or keep ${diskSizeMiB} once a deploy on your account has shown it is accepted (suppress GPUM-FC-DISK-SIZE then)`,
  );
}
