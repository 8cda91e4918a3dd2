import { DataAwsPartition } from '@cdktf/provider-aws/lib/data-aws-partition';
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { S3BucketOwnershipControls } from '@cdktf/provider-aws/lib/s3-bucket-ownership-controls';
import { S3BucketPublicAccessBlock } from '@cdktf/provider-aws/lib/s3-bucket-public-access-block';
import { S3BucketServerSideEncryptionConfigurationA } from '@cdktf/provider-aws/lib/s3-bucket-server-side-encryption-configuration';
import { S3BucketVersioningA } from '@cdktf/provider-aws/lib/s3-bucket-versioning';
import { Construct } from 'constructs';
import { checkBucketName, describeValue, requireLiteralString } from '../core/contract';
import { S3_BUCKET_NAMES } from './contract';
import { addInfo } from '../core/advice';
import { ValidationError } from '../core/errors';
import { uniqueResourceName } from '../core/names';
import { applyRemovalPolicy, RemovalPolicy } from '../core/removal-policy';
import { IS3BucketRef } from './bucket-ref';
import { isUnresolved } from '../core/tokens';

/** Where the model's bucket comes from. */
export interface ModelBucketSource {
  /** An existing bucket by name (the strategy's `bucketName`). */
  readonly bucketName?: string;
  /** An existing bucket as a resource object (the platform's `modelBucket`). */
  readonly bucket?: IS3BucketRef;
  /** The strategy's removal policy, for a new bucket. */
  readonly removalPolicy?: RemovalPolicy;
  /** The model's key prefix in the bucket (with its trailing slash), for the upload hint. */
  readonly objectPrefix: string;
  /** The model's name, for the upload hint. */
  readonly modelName: string;
  readonly tags?: Record<string, string>;
  /** The model is staged into the bucket by this app: no upload hint. */
  readonly staged?: boolean;
}

/** The model's bucket, new or existing. */
export interface ModelBucket {
  readonly bucketName: string;
  readonly bucketArn: string;
  /** The bucket, when this construct created it. */
  readonly resource?: S3Bucket;
}

/**
 * A new private bucket (ID `ModelBucket`: public access blocked, SSE-S3 encryption, versioning,
 * bucket-owner-enforced ownership, `prevent_destroy` unless RemovalPolicy.DESTROY), with an info
 * (`GPUM-EKS-UPLOAD-MODEL`) saying where to upload the model, or an existing one.
 */
export function modelBucket(scope: Construct, source: ModelBucketSource): ModelBucket {
  requireLiteralString(
    scope,
    'GPUM-EKS-BUCKET',
    'storage.removalPolicy',
    source.removalPolicy,
    'it decides at synth whether the new bucket is protected from destroy (prevent_destroy) or emptied and destroyed with the stack (force_destroy)',
  );
  if (source.bucketName !== undefined && source.bucket !== undefined) {
    const fix = 'give the existing bucket once';
    throw new ValidationError(
      'GPUM-EKS-BUCKET',
      `both the strategy's bucketName (${describeValue(source.bucketName)}) and the platform's modelBucket are set: ${fix}`,
      scope,
      { property: 'storage.bucketName, modelBucket', fix },
    );
  }
  const existing = source.bucket ?? (source.bucketName !== undefined ? { bucket: source.bucketName, arn: '' } : undefined);
  return existing ? existingModelBucket(scope, source, existing) : newModelBucket(scope, source);
}

function existingModelBucket(scope: Construct, source: ModelBucketSource, existing: { bucket: string; arn: string }): ModelBucket {
  if (source.removalPolicy !== undefined) {
    const fix = 'remove removalPolicy';
    throw new ValidationError(
      'GPUM-EKS-BUCKET',
      `removalPolicy applies to a bucket this library creates, but the model is in an existing bucket: ${fix}`,
      scope,
      { property: 'storage.removalPolicy', value: String(source.removalPolicy), fix },
    );
  }
  const property = source.bucket ? 'modelBucket.bucket' : 'storage.bucketName';
  if (!existing.bucket) {
    const fix = "give the existing bucket's name";
    throw new ValidationError('GPUM-EKS-BUCKET', `${property} is empty: ${fix}`, scope, { property, value: '', fix });
  }
  // Existing buckets follow the S3 naming rule too: the name reaches the read grant's resource.
  checkBucketName(scope, S3_BUCKET_NAMES, property, existing.bucket);
  if (source.bucket && existing.arn) checkBucketArn(scope, 'modelBucket.arn', existing.arn, existing.bucket);
  const arn = existing.arn || `arn:${new DataAwsPartition(scope, 'Partition').partition}:s3:::${existing.bucket}`;
  return { bucketName: existing.bucket, bucketArn: arn };
}

/** A new bucket: private, owner-enforced, encrypted, versioned, protected from destroy unless told otherwise. */
function newModelBucket(scope: Construct, source: ModelBucketSource): ModelBucket {
  // S3 names are unique across all accounts: a name derived from the construct path alone would
  // collide for everyone deploying the same code, so Terraform appends a unique suffix to a prefix.
  const prefix = `${uniqueResourceName(scope, { maxLength: 36, lowerCase: true, suffix: 'models' })}-`;
  const bucket = new S3Bucket(scope, 'ModelBucket', {
    bucketPrefix: prefix,
    tags: source.tags,
    // Destroying a bucket that holds objects fails, and versioning keeps every object's versions:
    // RemovalPolicy.DESTROY means the model may go with it, so Terraform empties it first.
    forceDestroy: source.removalPolicy === RemovalPolicy.DESTROY ? true : undefined,
  });
  if (!source.staged)
    addInfo(
      scope,
      'GPUM-EKS-UPLOAD-MODEL',
      `the new bucket (${prefix}<unique suffix>, its name is the bucket attribute after apply) is empty: upload the model's files under ${source.objectPrefix} before the first pod starts, for example: aws s3 sync ./${source.modelName}/ s3://<bucket>/${source.objectPrefix}`,
    );
  applyRemovalPolicy(bucket, source.removalPolicy);
  // Every read of a resource attribute makes a new reference token, each with a full stack trace:
  // read each one once.
  const bucketId = bucket.id;
  new S3BucketPublicAccessBlock(scope, 'ModelBucketPublicAccessBlock', {
    bucket: bucketId,
    blockPublicAcls: true,
    blockPublicPolicy: true,
    ignorePublicAcls: true,
    restrictPublicBuckets: true,
  });
  new S3BucketOwnershipControls(scope, 'ModelBucketOwnership', {
    bucket: bucketId,
    rule: { objectOwnership: 'BucketOwnerEnforced' },
  });
  new S3BucketServerSideEncryptionConfigurationA(scope, 'ModelBucketEncryption', {
    bucket: bucketId,
    rule: [{ applyServerSideEncryptionByDefault: { sseAlgorithm: 'AES256' }, bucketKeyEnabled: true }],
  });
  new S3BucketVersioningA(scope, 'ModelBucketVersioning', {
    bucket: bucketId,
    versioningConfiguration: { status: 'Enabled' },
  });
  return { bucketName: bucket.bucket, bucketArn: bucket.arn, resource: bucket };
}

/**
 * A bucket's ARN beside its name (`GPUM-EKS-BUCKET-ARN`): `arn:<partition>:s3:::<bucket>`, the
 * resource the read or write grant is made on. Another bucket's ARN, an object or access point ARN,
 * or a wildcard would grant on something else, and the pods get AccessDenied at run time. Tokens
 * pass (a bucket of the same stack); with a literal ARN and a token name, the shape is checked.
 */
export function checkBucketArn(scope: Construct, property: string, arn: string, bucketName: string): void {
  if (isUnresolved(arn)) return;
  const match = typeof arn === 'string' ? /^arn:aws(?:-cn|-us-gov|-iso[a-z]?)?:s3:::([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])$/.exec(arn) : null;
  const why = !match
    ? 'is not an S3 bucket ARN (arn:<partition>:s3:::<bucket>, without a key, wildcard or access point)'
    : !isUnresolved(bucketName) && match[1] !== bucketName
      ? `is the ARN of bucket "${match[1]}", not of "${bucketName}"`
      : undefined;
  if (why === undefined) return;
  const fix = `give the bucket's own ARN (arn:aws:s3:::${isUnresolved(bucketName) ? '<bucket>' : bucketName}), or leave it out to derive it from the name`;
  throw new ValidationError(
    'GPUM-EKS-BUCKET-ARN',
    `${property} "${String(arn)}" ${why}: the grant would be made on another resource. ${fix}`,
    scope,
    {
      property,
      value: String(arn),
      fix,
    },
  );
}
