import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { ModelArtifact } from '../core/model-artifact';
import { isResolved } from '../core/tokens';
import { ResolvedGpuSpec } from './gpu-spec';

/**
 * What the OSS mount's FUSE client is assumed to take from the instance. Function Compute publishes no
 * figure: its OSS mount pages ("Configure an OSS file system", "Select a storage type for a function")
 * give none, and neither do the ossfs 1.0 / 2.0 option pages. These are this library's conservative
 * ASSUMPTIONS, not Alibaba's numbers: 1024 MiB of memory, the nearest published figure for a comparable
 * client (Huawei Cloud CCE's guidance reserves 1 GB of memory per obsfs FUSE process), and 0.5 vCPU,
 * for which no public figure exists at all. The client's disk use is checked by GPUM-FC-OSS-DISK.
 */
export const OSS_MOUNT_CLIENT_ASSUMPTION = {
  cpu: 0.5,
  memoryMiB: 1024,
  /** The share of the instance above which the spec is said to leave too little for the server. */
  maxShare: 0.25,
  source:
    'none published by Function Compute; memory after Huawei Cloud CCE "Using OBS Parallel File Systems" (1 GB per obsfs process), vCPU assumed',
} as const;

/**
 * An OSS mount runs a FUSE client inside the instance, on the function's own vCPUs, memory and
 * temporary disk. With the small specs the ranged GPU types allow (tesla.1 and ampere.1 go down to
 * 0.05 vCPU and 128 MB), the client can take a large share of the instance from the server. A warning:
 * the figures are assumptions.
 */
export function checkOssMountOverhead(scope: Construct, spec: ResolvedGpuSpec): void {
  const a = OSS_MOUNT_CLIENT_ASSUMPTION;
  const minCpu = a.cpu / a.maxShare;
  const minMemoryMiB = a.memoryMiB / a.maxShare;
  const short: string[] = [];
  if (spec.cpu < minCpu)
    short.push(`${spec.cpu} vCPU (the client's assumed ${a.cpu} vCPU is ${Math.round((a.cpu / spec.cpu) * 100)}% of it)`);
  if (spec.memoryMiB < minMemoryMiB) {
    short.push(
      `${spec.memoryMiB} MiB of memory (the client's assumed ${a.memoryMiB} MiB is ${Math.round((a.memoryMiB / spec.memoryMiB) * 100)}% of it)`,
    );
  }
  if (short.length === 0) return;
  addWarning(
    scope,
    'GPUM-FC-OSS-MOUNT-RESOURCES',
    `the OSS mount's FUSE client runs on the instance's own vCPUs, memory and temporary disk, and this spec (${spec.gpuType}) has ${short.join(
      ' and ',
    )}. Function Compute publishes no figure for the client's use; these are conservative assumptions (${
      a.source
    }), and the warning fires when the client would take more than ${a.maxShare * 100}%. Give the function at least ${minCpu} vCPU and ${minMemoryMiB} MiB (cpu, memorySizeMiB), or serve the model from NAS (FcModelStorage.nas()), whose NFS client runs in the kernel`,
  );
}

/** The disk the construct gives a function when `diskSizeMiB` is unset (the larger of FC's two documented sizes). */
export const FC_DEFAULT_DISK_SIZE_MIB = 10240;

/**
 * An OSS mount is a FUSE mount (ossfs-style; alicloud-fc.md §10) that, as issue 10 describes it, stages
 * what it reads on the instance's temporary disk, whose size is the function's `diskSize` (FC "Select
 * a function storage type": the temporary disk is 512 MB or 10 GB). A model larger than that disk
 * cannot be staged whole. No FC document we could read states the mount's use of the disk, so this
 * is a warning: the load may still work if the mount streams.
 */
export function checkOssModelFitsDisk(scope: Construct, model: ModelArtifact, diskSizeMiB: number | undefined): void {
  const disk = diskSizeMiB ?? FC_DEFAULT_DISK_SIZE_MIB;
  if (!isResolved(disk) || model.size.toMebibytes() <= disk) return;
  addWarning(
    scope,
    'GPUM-FC-OSS-DISK',
    `the model (${model.size}, ${Math.ceil(model.size.toMebibytes())} MB) is larger than the function's disk (diskSizeMiB ${disk}${
      diskSizeMiB === undefined ? ', the default' : ''
    }), and an OSS mount reads through the instance's temporary disk (FC "Select a function storage type": 512 MB or 10 GB; the OSS mount is a FUSE mount), so the model may not load whole. Set diskSizeMiB to at least ${Math.ceil(
      model.size.toMebibytes(),
    )} (a size the API does not document, which warns GPUM-FC-DISK-SIZE: the provider accepts any value from 512 and Alibaba's own GPU templates use 61440), or serve the model from NAS with FcModelStorage.nas()`,
  );
}
