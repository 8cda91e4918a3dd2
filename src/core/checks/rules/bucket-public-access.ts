import { CheckFinding, CheckLevel, CheckRule } from '../rule';

/**
 * The switch that keeps a later ACL or policy change from exposing the model. Which resource or
 * attribute blocks public access is the bucket's platform's to say (`BucketFacts.publicAccessFindings`).
 */
export const BUCKET_PUBLIC_ACCESS: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
  level: CheckLevel.WARNING,
  description:
    'A bucket a model is loaded from does not block public access: no alicloud_oss_bucket_public_access_block with block_public_access, no aws_s3_bucket_public_access_block with all four settings on, or a google_storage_bucket without public_access_prevention = "enforced".',
  fix: 'Add the public access block (OSS, S3) or set public_access_prevention = "enforced" (Cloud Storage).',
  check(resource, index): CheckFinding[] {
    if (!index.isModelBucket(resource)) return [];
    return index.bucketFacts(resource.type)?.publicAccessFindings(resource, index) ?? [];
  },
};
