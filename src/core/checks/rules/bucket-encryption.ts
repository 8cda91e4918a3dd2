import { CheckLevel, CheckRule } from '../rule';
import { block } from '../resolved-values';

/**
 * OSS encrypts only when told to. S3 (SSE-S3 on every new object since January 2023) and Cloud
 * Storage (Google-managed keys) always encrypt at rest, so only OSS buckets can fail this rule.
 */
export const BUCKET_ENCRYPTION: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-ENCRYPTION',
  level: CheckLevel.WARNING,
  description: 'An OSS bucket a model is loaded from has no server-side encryption (S3 and Cloud Storage always encrypt at rest).',
  fix: 'Add server_side_encryption_rule { sse_algorithm = "AES256" } (or KMS) to the alicloud_oss_bucket.',
  check(resource, index) {
    if (resource.type !== 'alicloud_oss_bucket' || resource.mode !== 'resource' || !index.isModelBucket(resource)) return [];
    if (block(resource.config.server_side_encryption_rule)?.sse_algorithm) return [];
    if (index.ofType('alicloud_oss_bucket_server_side_encryption').some((r) => index.refersTo(r.config.bucket, resource))) return [];
    return ['has no server-side encryption: the model is stored unencrypted'];
  },
};
