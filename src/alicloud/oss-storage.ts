import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { applyRemovalPolicy } from '../core/removal-policy';
import { isResolved } from '../core/tokens';
import { checkBucketName } from '../core/contract';
import { fcAcceleratorZoneProblem, OSS_BUCKET_NAMES } from './contract';
import { OssBucket } from './generated/oss-bucket';
import type { FcOssMountOptions } from './fc-model-storage';
import { FcOssMountPoint } from './mounts';
import { OssRedundancy } from './oss-redundancy';
import { checkAcceleratorEndpoint } from './accelerator-endpoint';
import { ossAcceleratorEndpoint, ossInternalEndpoint } from './regions';
import { ossBucketAclBinding, ossBucketObjectBinding, ossBucketPublicAccessBlockBinding } from './lazy-bindings';

/** What the OSS strategy built or took. */
export interface OssStorage {
  readonly bucketName: string;
  readonly bucket?: OssBucket;
  readonly mount: FcOssMountPoint;
  /** The zone the function must run in (the accelerator's), when accelerated. */
  readonly requiredZoneId?: string;
  readonly dependencies: Construct[];
}

/**
 * The model's bucket (new: private, encrypted, versioned, public access blocked; or existing) and a
 * read-only mount of the model's prefix on the region's internal endpoint or the accelerator's.
 * `prefixObjectProvided`: the app already sees to the prefix's directory object in an existing
 * bucket (`FcReplicatedModelBucket.storageFor`), so no `GPUM-FC-OSS-PREFIX-OBJECT`.
 */
export function buildOssStorage(
  scope: Construct,
  options: FcOssMountOptions,
  model: ModelArtifact,
  region: string,
  tags: Record<string, string> | undefined,
  staged = false,
  prefixObjectProvided = false,
): OssStorage {
  checkBucketName(scope, OSS_BUCKET_NAMES, 'storage.bucketName', options.bucketName);
  let bucketName = options.bucketName;
  let bucket: OssBucket | undefined;
  const dependencies: Construct[] = [];
  if (bucketName === undefined) {
    // No name: OSS bucket names are unique across all accounts, so a name derived from the construct
    // path would collide for everyone deploying the same code. The provider generates
    // `tf-oss-bucket-<unique>`.
    bucket = new OssBucket(scope, 'ModelBucket', {
      storageClass: 'Standard',
      serverSideEncryptionRule: { sseAlgorithm: 'AES256' },
      versioning: { status: 'Enabled' },
      forceDestroy: false,
      // Left out unless chosen: the provider's default (LRS) keeps released stacks' JSON as it was.
      redundancyType: checkRedundancy(scope, options.redundancy),
      tags,
    });
    applyRemovalPolicy(bucket, options.removalPolicy);
    const acl = new (ossBucketAclBinding().OssBucketAcl)(scope, 'ModelBucketAcl', { bucket: bucket.bucket, acl: 'private' });
    const publicAccessBlock = new (ossBucketPublicAccessBlockBinding().OssBucketPublicAccessBlock)(scope, 'ModelBucketPublicAccessBlock', {
      bucket: bucket.bucket,
      blockPublicAccess: true,
    });
    bucketName = bucket.bucket;
    // FC mounts `bucketPath` only when the directory object itself exists ("bucket path does not
    // exist" otherwise), and `ossutil cp -r` does not create it. OSS rejects an empty body here, so
    // the marker holds one newline.
    const marker = new (ossBucketObjectBinding().OssBucketObject)(scope, 'ModelPrefixMarker', {
      bucket: bucketName,
      key: model.objectPrefix,
      content: '\n',
    });
    dependencies.push(acl, publicAccessBlock, marker);
    // A staged model is copied by the staging function, whose own warning says how to run it.
    if (!staged)
      addWarning(
        scope,
        'GPUM-FC-OSS-EMPTY',
        `the new bucket starts empty: upload the model under oss://<bucket>/${model.objectPrefix} (the bucket's generated name is the output of its bucket attribute) before the first invocation; the function mounts that prefix and the server finds no model until then`,
      );
  } else if (options.redundancy !== undefined) {
    throw new ValidationError(
      'GPUM-FC-OSS-REDUNDANCY',
      `redundancy ${options.redundancy} applies to a bucket this construct creates, but the existing bucket "${bucketName}" was given: an existing bucket keeps the redundancy it was created with (OSS cannot change it in place). Remove redundancy`,
      scope,
      { property: 'storage.redundancy', value: String(options.redundancy), fix: 'remove redundancy' },
    );
  } else if (options.removalPolicy !== undefined) {
    const fix = 'Remove removalPolicy';
    throw new ValidationError(
      'GPUM-FC-OSS-OPTION',
      `removalPolicy applies to a bucket this construct creates, but the existing bucket "${bucketName}" was given. ${fix}`,
      scope,
      { property: 'storage.removalPolicy', value: String(options.removalPolicy), fix },
    );
  } else if (!prefixObjectProvided) {
    addWarning(
      scope,
      'GPUM-FC-OSS-PREFIX-OBJECT',
      `Function Compute mounts oss://${bucketName}/${model.objectPrefix} only if the directory object ${model.objectPrefix} itself exists ("bucket path does not exist" otherwise), and ossutil cp -r does not create it: run ossutil mkdir oss://${bucketName}/${model.objectPrefix} once`,
    );
  }

  let endpoint = ossInternalEndpoint(region);
  let requiredZoneId: string | undefined;
  if (options.accelerator) {
    const zoneId = options.accelerator.zoneId;
    const problem =
      isResolved(zoneId) && isResolved(region) ? fcAcceleratorZoneProblem(region, zoneId, 'storage accelerator.zoneId') : undefined;
    if (problem) {
      throw new ValidationError(problem.code, problem.message, scope, {
        property: problem.property,
        value: problem.value,
        fix: problem.fix,
      });
    }
    checkAcceleratorEndpoint(scope, options.accelerator.endpoint, zoneId, region);
    endpoint = options.accelerator.endpoint ?? ossAcceleratorEndpoint(zoneId);
    requiredZoneId = zoneId;
    addWarning(
      scope,
      'GPUM-FC-OSS-ACCELERATOR-MANUAL',
      `the OSS accelerator for bucket ${bucketName} in ${zoneId} has no Terraform resource: create it (console, or the OSS PutBucketDataAccelerator API) with a cache large enough for the model (${model.size}) and the path ${model.objectPrefix} before deploying; until then the mount at ${endpoint} fails`,
    );
  }

  return {
    bucketName,
    bucket,
    requiredZoneId,
    dependencies,
    mount: {
      bucketName,
      bucketPath: `/${model.storagePath}`,
      endpoint,
      mountDir: model.mountPath,
      readOnly: true,
    },
  };
}

const REDUNDANCY_TYPES: string[] = Object.values(OssRedundancy);

/** The redundancy of a new bucket, one of the provider's values (its validator: LRS, ZRS). */
function checkRedundancy(scope: Construct, redundancy: OssRedundancy | undefined): string | undefined {
  if (redundancy === undefined || REDUNDANCY_TYPES.includes(redundancy)) return redundancy;
  throw new ValidationError(
    'GPUM-FC-OSS-REDUNDANCY',
    `storage.redundancy "${redundancy}" is not a redundancy OSS offers: use ${REDUNDANCY_TYPES.map((r) => `OssRedundancy.${r}`).join(' or ')}`,
    scope,
    { property: 'storage.redundancy', value: String(redundancy), fix: 'use OssRedundancy.LRS or OssRedundancy.ZRS' },
  );
}
