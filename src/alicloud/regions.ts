import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';

/**
 * Regions by GPU availability, from Function Compute's "Supported regions" table (GPU instance
 * column). The table is cut off after Kuala Lumpur, so regions in neither list are unknown.
 */
export const FC_GPU_REGIONS: readonly string[] = ['cn-hangzhou', 'cn-shanghai', 'cn-beijing', 'cn-wulanchabu', 'cn-shenzhen', 'ap-southeast-1'];
export const FC_NON_GPU_REGIONS: readonly string[] = ['cn-qingdao', 'cn-zhangjiakou', 'cn-huhehaote', 'cn-chengdu', 'cn-hongkong', 'ap-southeast-3'];

/** Fails for a region known to have no GPU functions; warns for one the documentation does not cover. */
export function checkGpuRegion(scope: IConstruct, region: string): void {
  if (!/^[a-z]{2,}-[a-z0-9-]+$/.test(region)) {
    throw new ValidationError('GPUM-FC-REGION', `"${region}" is not a region ID: use one like cn-hangzhou or ap-southeast-1`, scope);
  }
  if (FC_NON_GPU_REGIONS.includes(region)) {
    throw new ValidationError(
      'GPUM-FC-REGION',
      `Function Compute offers no GPU instances in ${region}. Use one of: ${FC_GPU_REGIONS.join(', ')}`,
      scope,
    );
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
