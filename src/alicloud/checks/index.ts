// What GpuModelChecks knows about Function Compute: its rules (one per file) and the facts and
// hooks the cross-platform rules read. Loaded by the platform descriptor's loadChecks().
import { PlatformChecks } from '../../core/checks/platform-checks';
import { block, blocks } from '../../core/checks/resolved-values';
import { splitBucketPath } from '../../core/checks/rules/policy-documents';
import { FC_GPU_IMAGE_LIMIT, FC_SMALL_MODEL } from '../image-limits';
import { isGpuFunction } from './fc-helpers';
import { FC_NAS_VPC } from './fc-nas-vpc';
import { writableFunctionMounts } from './fc-writable-mounts';
import { NAS_PERFORMANCE } from './nas-performance';
import { OSS_BUCKET } from './oss-bucket';
import { RAM_POLICY } from './ram-policy';

const FUNCTION = 'alicloud_fcv3_function';

/** Function Compute's checks. */
export const ALICLOUD_CHECKS: PlatformChecks = {
  rules: [FC_NAS_VPC, NAS_PERFORMANCE],
  buckets: [OSS_BUCKET],
  consumerTypes: [FUNCTION],
  runsConsumer: (resource) => resource.type === FUNCTION,
  imageGuidance: { size: FC_SMALL_MODEL, source: "Function Compute's guidance bakes only models of a few hundred MB into the image" },
  imageLimit: { size: FC_GPU_IMAGE_LIMIT, description: "the 15 GB limit of a GPU function's image" },
  environmentValue(resource, _index, name) {
    const value = resource.config.environment_variables?.[name];
    return typeof value === 'string' ? value : undefined;
  },
  namedBuckets(resource) {
    if (resource.type !== FUNCTION) return [];
    return blocks(block(resource.config.oss_mount_config)?.mount_points)
      .map((mp) => mp.bucket_name)
      .filter((name): name is string => typeof name === 'string' && name.length > 0 && !name.includes('${'));
  },
  writableModelMounts: writableFunctionMounts,
  policies: [RAM_POLICY],
  roleTypes: ['alicloud_ram_role'],
  roleUses: (role, index) => index.referencing(role, FUNCTION).map((fn) => (isGpuFunction(fn) ? 'model' : 'other')),
  storageActionPrefixes: ['oss:'],
  listActions: ['oss:listobjects', 'oss:listobjectversions', 'oss:list*'],
  bucketPath(arn) {
    const match = /^acs:oss:[^:]*:[^:]*:(.*)$/.exec(arn);
    return match ? splitBucketPath(match[1]) : undefined;
  },
};
