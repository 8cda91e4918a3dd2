import { CheckLevel, CheckRule } from '../rule';

/**
 * OSS encrypts only when told to. S3 (SSE-S3 on every new object since January 2023) and Cloud
 * Storage (Google-managed keys) always encrypt at rest, so only a bucket type whose platform gives
 * `BucketFacts.encryptionFindings` (OSS) can fail this rule.
 */
export const BUCKET_ENCRYPTION: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-ENCRYPTION',
  level: CheckLevel.WARNING,
  description: 'An OSS bucket a model is loaded from has no server-side encryption (S3 and Cloud Storage always encrypt at rest).',
  fix: 'Add server_side_encryption_rule { sse_algorithm = "AES256" } (or KMS) to the alicloud_oss_bucket.',
  check(resource, index) {
    if (resource.mode !== 'resource') return [];
    const facts = index.bucketFacts(resource.type);
    if (!facts?.encryptionFindings || !index.isModelBucket(resource)) return [];
    return facts.encryptionFindings(resource, index);
  },
};
