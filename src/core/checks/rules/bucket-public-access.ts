import { CheckLevel, CheckRule } from '../rule';
import { isTrue } from '../resolved-values';

/** The account-level switch that keeps a later ACL or policy change from exposing the model. */
export const BUCKET_PUBLIC_ACCESS: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
  level: CheckLevel.WARNING,
  description:
    "A bucket a model is loaded from does not block public access: no alicloud_oss_bucket_public_access_block with block_public_access, no aws_s3_bucket_public_access_block with all four settings on, or a google_storage_bucket without public_access_prevention = \"enforced\".",
  fix: 'Add the public access block (OSS, S3) or set public_access_prevention = "enforced" (Cloud Storage).',
  check(resource, index) {
    if (!index.isModelBucket(resource)) return [];
    const blocks = (type: string) => index.ofType(type).filter((r) => index.refersTo(r.config.bucket, resource));
    switch (resource.type) {
      case 'alicloud_oss_bucket':
        return blocks('alicloud_oss_bucket_public_access_block').some((b) => isTrue(b.config.block_public_access))
          ? []
          : ['has no alicloud_oss_bucket_public_access_block with block_public_access = true'];
      case 'aws_s3_bucket':
        return blocks('aws_s3_bucket_public_access_block').some((b) =>
          ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'].every((k) => isTrue(b.config[k])),
        )
          ? []
          : ['has no aws_s3_bucket_public_access_block with block_public_acls, block_public_policy, ignore_public_acls and restrict_public_buckets all true'];
      case 'google_storage_bucket':
        return resource.config.public_access_prevention === 'enforced'
          ? []
          : [`has public_access_prevention = ${String(resource.config.public_access_prevention ?? 'inherited (the default)')}`];
      default:
        return [];
    }
  },
};
