import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/**
 * A NAS owner ID (`nas_config.user_id`/`group_id`): a whole number from 0 to 65534 (GPUM-FC-NAS-OWNER).
 * It only reaches nas_config, so a token goes there as it is.
 */
export function checkNasOwner(scope: IConstruct, property: string, value: number | undefined): void {
  if (value === undefined || isUnresolved(value)) return;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 65534) return;
  const fix = 'use a whole number from 0 to 65534';
  throw new ValidationError('GPUM-FC-NAS-OWNER', `${property} ${value} is not a user or group ID Function Compute accepts: ${fix}`, scope, {
    property,
    value: String(value),
    fix,
  });
}

/**
 * A mount target domain as Alibaba Cloud gives it: `<id>.<region>.nas.aliyuncs.com`, or
 * `<id>.<region>.extreme.nas.aliyuncs.com` for Extreme NAS (alicloud-fc.md §5, the mount target's
 * `mount_target_domain`). The region is captured.
 */
const NAS_DOMAIN = /^[a-z0-9][a-z0-9-]*\.([a-z0-9-]+)\.(?:extreme\.)?nas\.aliyuncs\.com$/i;

/**
 * A NAS mount target's domain (`nasMountTargetDomain`): a host name only, with no scheme, port or
 * directory (the staging adds `:/<storagePath>`), and, when it has Alibaba's form, in `region`: a
 * mount target of another region is not reachable from the function's VPC (GPUM-FC-NAS-ADDRESS).
 */
export function checkNasDomain(scope: IConstruct, property: string, domain: string | undefined, region: string): void {
  if (domain === undefined || isUnresolved(domain)) return;
  if (typeof domain !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)+$/.test(domain)) {
    throw nasAddressError(
      scope,
      property,
      domain,
      'is not a mount target domain: give the host name alone, such as 0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com (no nfs://, ":" or directory)',
    );
  }
  checkNasRegion(scope, property, domain, region);
}

/**
 * A NAS mount point's `serverAddr`: `<mount target domain>:/<directory>` (FC's NASMountConfig: the
 * mount target's domain, a colon, and the absolute remote directory), the domain in `region` when it
 * has Alibaba's form (GPUM-FC-NAS-ADDRESS).
 */
export function checkNasServerAddr(scope: IConstruct, property: string, serverAddr: string, region: string): void {
  if (isUnresolved(serverAddr)) return;
  const match = typeof serverAddr === 'string' ? /^([A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)+):(\/(?!\/)\S*)$/.exec(serverAddr) : null;
  if (!match) {
    throw nasAddressError(
      scope,
      property,
      serverAddr,
      'is not "<mount target domain>:/<directory>": give it as 0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com:/models (no nfs://, the directory absolute)',
    );
  }
  if (isUnresolved(match[1])) return;
  checkNasRegion(scope, property, match[1], region);
}

function checkNasRegion(scope: IConstruct, property: string, domain: string, region: string): void {
  const domainRegion = NAS_DOMAIN.exec(domain)?.[1]?.toLowerCase();
  if (domainRegion === undefined || isUnresolved(region) || domainRegion === region) return;
  throw nasAddressError(
    scope,
    property,
    domain,
    `is a mount target in ${domainRegion}, but the function runs in ${region}: NAS is reached only from a VPC of its own region. Use a mount target of ${region}`,
  );
}

function nasAddressError(scope: IConstruct, property: string, value: unknown, problem: string): ValidationError {
  const fix = problem.slice(problem.lastIndexOf(': ') + 2);
  return new ValidationError('GPUM-FC-NAS-ADDRESS', `${property} "${String(value)}" ${problem}`, scope, {
    property,
    value: String(value),
    fix,
  });
}
