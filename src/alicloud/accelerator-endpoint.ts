import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';

/*
 * The OSS accelerator's endpoint, as `oss_mount_config.mount_points[].endpoint` takes it: an http(s)
 * URL of the accelerator domain, `http://<zone>-internal.oss-data-acc.aliyuncs.com` (or the region-level
 * `<region>-internal…` form, for VPCs of the region), with nothing after the host. The accelerator is
 * reachable only from its zone or region, so an accelerator domain of another zone fails every mount.
 * Alibaba OSS accelerator endpoints (alicloud-fc.md §11); FC writes the endpoint with a
 * scheme (`http://oss-<region>-internal.aliyuncs.com`, Serverless Devs fc3).
 */
const URL = /^https?:\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::[0-9]{1,5})?\/?$/;
const ACCELERATOR_HOST = /^([a-z0-9-]+)-internal\.oss-data-acc\.aliyuncs\.com$/;

/** Refuses an accelerator endpoint that is no URL of a host, or the accelerator of another zone. A token passes. */
export function checkAcceleratorEndpoint(scope: IConstruct, endpoint: string | undefined, zoneId: string, region: string): void {
  if (endpoint === undefined || isUnresolved(endpoint)) return;
  const example = isUnresolved(zoneId)
    ? 'http://<zone>-internal.oss-data-acc.aliyuncs.com'
    : `http://${zoneId}-internal.oss-data-acc.aliyuncs.com`;
  const match = typeof endpoint === 'string' ? URL.exec(endpoint) : null;
  let problem: string | undefined;
  if (!match) {
    problem =
      typeof endpoint !== 'string' || endpoint.trim() === ''
        ? 'is empty'
        : /[$%]\{/.test(endpoint)
          ? 'holds a Terraform template sequence ("${" or "%{")'
          : !/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint)
            ? 'has no http:// or https:// scheme'
            : 'is not an http(s) URL of a host, with nothing after it';
  } else {
    const place = ACCELERATOR_HOST.exec(match[1])?.[1];
    const here = [zoneId, region].filter((v) => !isUnresolved(v));
    if (place !== undefined && here.length === 2 && !here.includes(place)) {
      problem = `is the accelerator of ${place}, but the accelerator zone is ${zoneId} (region ${region}): an accelerator is reachable only from its own zone or region`;
    }
  }
  if (problem === undefined) return;
  const fix = `give the accelerator's endpoint, ${example}, or leave endpoint unset for that default`;
  throw new ValidationError(
    'GPUM-FC-OSS-ACCELERATOR-ENDPOINT',
    `storage accelerator.endpoint ${JSON.stringify(String(endpoint))} ${problem}: ${fix}`,
    scope,
    {
      property: 'storage.accelerator.endpoint',
      value: String(endpoint),
      fix,
    },
  );
}
