import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { providerRegion, providerRegionAsGiven } from '../core/contract/location';
import { nearestSpelling } from '../core/contract/spelling';
import { TerraformProvider } from '../core/framework';
import { isResolved } from '../core/tokens';
import { checkAlicloudProvider } from './provider-check';

/**
 * Regions by GPU availability, from Function Compute's "Supported regions" table (GPU instance
 * column). The table is cut off after Kuala Lumpur, so regions in neither list are unknown.
 */
export const FC_GPU_REGIONS: readonly string[] = [
  'cn-hangzhou',
  'cn-shanghai',
  'cn-beijing',
  'cn-wulanchabu',
  'cn-shenzhen',
  'ap-southeast-1',
];
export const FC_NON_GPU_REGIONS: readonly string[] = [
  'cn-qingdao',
  'cn-zhangjiakou',
  'cn-huhehaote',
  'cn-chengdu',
  'cn-hongkong',
  'ap-southeast-3',
];

/**
 * Fails for a region known to have no GPU functions; warns for one the documentation does not cover.
 * The region's shape is the core location rule's (`checkLocation` with `FC_LOCATION`), checked
 * before this. A Terraform token cannot be looked up: it is skipped, and `checkLocation` has
 * already warned that the region is known only at apply (`GPUM-REGION-TOKEN`).
 */
export function checkGpuRegion(scope: IConstruct, region: string): void {
  if (!isResolved(region)) return;
  if (FC_NON_GPU_REGIONS.includes(region)) {
    const fix = `Use one of: ${FC_GPU_REGIONS.join(', ')}`;
    throw new ValidationError('GPUM-FC-REGION', `Function Compute offers no GPU instances in ${region}. ${fix}`, scope, {
      property: 'region',
      value: region,
      fix,
    });
  }
  if (!FC_GPU_REGIONS.includes(region)) {
    addWarning(
      scope,
      'GPUM-FC-REGION-UNKNOWN',
      `the documentation does not say whether ${region} has Function Compute GPU instances (known GPU regions: ${FC_GPU_REGIONS.join(
        ', ',
      )}). Check the region table and your GPU quota before deploying`,
    );
  }
}

/** The region's internal OSS endpoint, which a function reaches without a VPC. */
export function ossInternalEndpoint(region: string): string {
  return `http://oss-${region}-internal.aliyuncs.com`;
}

/** The zone-level OSS accelerator endpoint (alicloud-fc.md §11). */
export function ossAcceleratorEndpoint(zoneId: string): string {
  return `http://${zoneId}-internal.oss-data-acc.aliyuncs.com`;
}

/**
 * The region the function runs in: the one given, checked against the stack's alicloud provider, or
 * the provider's. A mismatch synthesizes fine and then points the OSS mount at another region's
 * internal endpoint and the image check at the wrong registry.
 */
export function resolveRegion(scope: IConstruct, given: string | undefined, provider?: TerraformProvider): string {
  checkAlicloudProvider(scope, 'provider', provider);
  const knownProviderRegion = providerRegion(scope, 'alicloud', provider);
  if (given !== undefined && knownProviderRegion !== undefined && isResolved(given) && given !== knownProviderRegion) {
    const fix = `Set region to "${knownProviderRegion}", or leave it unset to use the provider's`;
    throw new ValidationError(
      'GPUM-FC-REGION-PROVIDER',
      `region is "${given}" but the ${provider ? 'given' : "stack's"} alicloud provider deploys to "${knownProviderRegion}": the function would be created in ${knownProviderRegion} with ${given}'s OSS endpoint and registry. ${fix}`,
      scope,
      { property: 'region', value: given, fix },
    );
  }
  // A provider's region given by reference is taken by reference (checkLocation warns GPUM-REGION-TOKEN).
  const region = given ?? providerRegionAsGiven(scope, 'alicloud', provider);
  if (region === undefined) {
    const fix = "set region (for example 'cn-hangzhou'), or give the stack's AlicloudProvider a region";
    throw new ValidationError('GPUM-FC-REGION', `the function's region is unknown: ${fix}`, scope, {
      property: 'region',
      value: 'undefined',
      fix,
    });
  }
  return region;
}

/** The known region nearest in spelling to a region outside the catalogue (at most two edits), for "did you mean". */
export function nearestKnownRegion(region: string): string | undefined {
  return nearestSpelling(region, [...FC_GPU_REGIONS, ...FC_NON_GPU_REGIONS]);
}

/**
 * A replica region against the region catalogue: a region known to have no GPU functions serves no
 * GPU function from its replica, and a misspelling of a known region (one or two edits) is a typo that
 * would create a bucket nobody mounts. A region the catalogue does not cover warns, as for a function.
 */
export function checkReplicaRegionKnown(scope: IConstruct, property: string, region: string): void {
  if (!isResolved(region) || FC_GPU_REGIONS.includes(region)) return;
  if (FC_NON_GPU_REGIONS.includes(region)) {
    const fix = `replicate to a region with GPU functions: ${FC_GPU_REGIONS.join(', ')}`;
    throw new ValidationError(
      'GPUM-FC-REPLICA-REGION',
      `${property} "${region}" has no Function Compute GPU instances, so no GPU function can mount its replica: ${fix}`,
      scope,
      { property, value: region, fix },
    );
  }
  const near = nearestKnownRegion(region);
  if (near !== undefined) {
    const fix = `did you mean ${near}?`;
    throw new ValidationError('GPUM-FC-REPLICA-REGION', `${property} "${region}" is not an Alibaba Cloud region: ${fix}`, scope, {
      property,
      value: region,
      fix: `give ${near}`,
    });
  }
  addWarning(
    scope,
    'GPUM-FC-REGION-UNKNOWN',
    `${property} "${region}": the documentation does not say whether ${region} has Function Compute GPU instances (known GPU regions: ${FC_GPU_REGIONS.join(', ')}). Check the region table and your GPU quota before replicating there`,
  );
}
