import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/** Hosts of other clouds' object stores, which an OSS mount cannot read. */
const OTHER_CLOUDS = [
  { suffix: 'amazonaws.com', cloud: 'AWS' },
  { suffix: 'googleapis.com', cloud: 'Google Cloud' },
];

/**
 * An OSS mount endpoint (`oss_mount_config.mount_points[].endpoint`): an http(s) URL of a host and
 * nothing else, as Function Compute's OSSMountPoint reference gives it
 * (`http://oss-cn-shanghai.aliyuncs.com`); not another cloud's store; and, for an internal endpoint
 * (`oss-<region>-internal.aliyuncs.com`), the function's own region: another region's internal
 * endpoint does not resolve from the function ("host resolv error", alicloud-fc.md §9). A public or
 * accelerator endpoint of another region is the user's choice (a source bucket elsewhere).
 * GPUM-FC-OSS-ENDPOINT.
 */
export function checkOssEndpoint(scope: IConstruct, property: string, endpoint: string | undefined, region: string): void {
  if (endpoint === undefined || isUnresolved(endpoint)) return;
  const host = typeof endpoint === 'string' ? /^https?:\/\/([A-Za-z0-9][A-Za-z0-9.-]*)\/?$/.exec(endpoint)?.[1]?.toLowerCase() : undefined;
  if (host === undefined) {
    throw endpointError(
      scope,
      property,
      endpoint,
      `is not an OSS endpoint URL: give http:// and the host alone, such as http://oss-${region}-internal.aliyuncs.com (no oss:// bucket URL, no path)`,
    );
  }
  const other = OTHER_CLOUDS.find((c) => host === c.suffix || host.endsWith(`.${c.suffix}`));
  if (other) {
    throw endpointError(
      scope,
      property,
      endpoint,
      `is ${other.cloud}'s, but Function Compute mounts OSS buckets only: copy the data to OSS and give its endpoint, such as http://oss-${region}-internal.aliyuncs.com`,
    );
  }
  const internalRegion = /^oss-([a-z0-9-]+)-internal\.aliyuncs\.com$/.exec(host)?.[1];
  if (internalRegion !== undefined && !isUnresolved(region) && internalRegion !== region) {
    throw endpointError(
      scope,
      property,
      endpoint,
      `is the internal endpoint of ${internalRegion}, but the function runs in ${region}, where it does not resolve: use http://oss-${internalRegion}.aliyuncs.com (public) for a bucket in ${internalRegion}, or http://oss-${region}-internal.aliyuncs.com for one in ${region}`,
    );
  }
}

function endpointError(scope: IConstruct, property: string, value: unknown, problem: string): ValidationError {
  const fix = problem.slice(problem.indexOf(': ') + 2);
  return new ValidationError('GPUM-FC-OSS-ENDPOINT', `${property} "${String(value)}" ${problem}`, scope, {
    property,
    value: String(value),
    fix,
  });
}
