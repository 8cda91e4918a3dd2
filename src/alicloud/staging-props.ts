import { IConstruct } from 'constructs';
import { checkNumber } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import type { FcModelStagingProps } from './fc-model-staging';
import { checkLogConfig } from './log-config';
import { checkNasDomain, checkNasOwner } from './nas-identity';
import { checkOssEndpoint } from './oss-endpoint';

/** The staging function's defaults: 2 vCPUs and 4 GB, a 1:2 ratio. */
export const STAGING_CPU = 2;
export const STAGING_MEMORY_MIB = 4096;

/**
 * The staging function's props that reach its `alicloud_fcv3_function` and mounts, checked before
 * anything is made: the CPU spec, the log target, the NAS or OSS fields of its destination (and only
 * of its destination: the other's would be dropped in silence), the NAS owner, the endpoints.
 */
export function checkStagingProps(scope: IConstruct, props: FcModelStagingProps, region: string, toNas: boolean): void {
  checkStagingSpec(scope, props.cpu, props.memorySizeMiB);
  checkLogConfig(scope, props.logProject, props.logStore);
  const otherDestination = toNas
    ? (['ossEndpoint'] as const).filter((p) => props[p] !== undefined)
    : (['nasFileSystemId', 'nasAccessGroupName', 'nasUserId', 'nasGroupId'] as const).filter((p) => props[p] !== undefined);
  if (otherDestination.length > 0) {
    const fix = `remove ${otherDestination.join(' and ')}`;
    throw new ValidationError(
      'GPUM-FC-STAGING-DESTINATION',
      `${otherDestination.join(', ')} ${otherDestination.length > 1 ? 'are' : 'is'} for a staging to ${toNas ? 'OSS (ossBucketName)' : 'NAS (nasMountTargetDomain)'}, but this one writes to ${toNas ? 'NAS' : 'OSS'}, and would ignore ${otherDestination.length > 1 ? 'them' : 'it'}: ${fix}`,
      scope,
      { property: otherDestination[0], value: String(props[otherDestination[0]]), fix },
    );
  }
  checkNasDomain(scope, 'nasMountTargetDomain', props.nasMountTargetDomain, region);
  checkNasName(scope, 'nasFileSystemId', props.nasFileSystemId);
  checkNasName(scope, 'nasAccessGroupName', props.nasAccessGroupName);
  checkNasOwner(scope, 'nasUserId', props.nasUserId);
  checkNasOwner(scope, 'nasGroupId', props.nasGroupId);
  checkOssEndpoint(scope, 'ossEndpoint', props.ossEndpoint, region);
  checkOssEndpoint(scope, 'sourceOssEndpoint', props.sourceOssEndpoint, region);
}

/**
 * A CPU function's spec (alicloud-fc.md §3, `alicloud_fcv3_function` and FC's instance-spec rules):
 * 0.05 to 16 vCPUs in steps of 0.05, 64 to 32768 MB in steps of 64, and between 1 and 4 GB of memory
 * per vCPU. A token goes to the function as it is (GPUM-FC-RANGE).
 */
function checkStagingSpec(scope: IConstruct, cpu: number | undefined, memoryMiB: number | undefined): void {
  checkNumber(scope, 'cpu', cpu, { code: 'GPUM-FC-RANGE', min: 0.05, max: 16, literalRequired: false });
  checkNumber(scope, 'memorySizeMiB', memoryMiB, { code: 'GPUM-FC-RANGE', integer: true, min: 64, max: 32768, literalRequired: false });
  if (cpu !== undefined && !isUnresolved(cpu) && Math.abs(cpu * 20 - Math.round(cpu * 20)) > 1e-9) {
    throw specError(scope, 'cpu', String(cpu), `cpu ${cpu} is not a multiple of 0.05 vCPU`, 'give a multiple of 0.05, such as 2');
  }
  if (memoryMiB !== undefined && !isUnresolved(memoryMiB) && memoryMiB % 64 !== 0) {
    throw specError(
      scope,
      'memorySizeMiB',
      String(memoryMiB),
      `memorySizeMiB ${memoryMiB} is not a multiple of 64 MB`,
      'give a multiple of 64, such as 4096',
    );
  }
  const c = cpu ?? STAGING_CPU;
  const m = memoryMiB ?? STAGING_MEMORY_MIB;
  if (isUnresolved(c) || isUnresolved(m)) return;
  const gbPerCpu = m / 1024 / c;
  if (gbPerCpu < 1 || gbPerCpu > 4) {
    const low = Math.max(64, Math.ceil((c * 1024) / 64) * 64);
    const high = Math.min(32768, Math.floor((c * 4096) / 64) * 64);
    throw specError(
      scope,
      cpu !== undefined ? 'cpu' : 'memorySizeMiB',
      `${c} vCPU, ${m} MB`,
      `the staging function's ${c} vCPU with ${m} MB is ${gbPerCpu.toFixed(2)} GB per vCPU, but Function Compute takes 1 to 4 GB per vCPU`,
      `give memorySizeMiB from ${low} to ${high} for ${c} vCPU, or change cpu`,
    );
  }
}

function specError(scope: IConstruct, property: string, value: string, problem: string, fix: string): ValidationError {
  return new ValidationError('GPUM-FC-RANGE', `${problem}: ${fix}`, scope, { property, value, fix });
}

/** A NAS file system ID or access group name: non-empty, without spaces or wildcards (GPUM-FC-NAS-ADDRESS). */
function checkNasName(scope: IConstruct, property: string, value: string | undefined): void {
  if (value === undefined || isUnresolved(value)) return;
  if (typeof value === 'string' && /^[^\s*?]+$/.test(value)) return;
  const fix = `give the ${property === 'nasFileSystemId' ? "file system's ID, such as 0a1b2c3d4e" : "access group's name, such as DEFAULT_VPC_GROUP_NAME"}`;
  throw new ValidationError('GPUM-FC-NAS-ADDRESS', `${property} "${String(value)}" is empty or holds a space or wildcard: ${fix}`, scope, {
    property,
    value: String(value),
    fix,
  });
}
