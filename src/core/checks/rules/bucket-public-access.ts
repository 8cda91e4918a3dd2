import { CheckFinding, CheckLevel, CheckRule, unverified } from '../rule';
import { isTrue } from '../resolved-values';

/** The account-level switch that keeps a later ACL or policy change from exposing the model. */
export const BUCKET_PUBLIC_ACCESS: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
  level: CheckLevel.WARNING,
  description:
    'A bucket a model is loaded from does not block public access: no alicloud_oss_bucket_public_access_block with block_public_access, no aws_s3_bucket_public_access_block with all four settings on, or a google_storage_bucket without public_access_prevention = "enforced".',
  fix: 'Add the public access block (OSS, S3) or set public_access_prevention = "enforced" (Cloud Storage).',
  check(resource, index): CheckFinding[] {
    if (!index.isModelBucket(resource)) return [];
    const blocks = (type: string) => index.ofType(type).filter((r) => r.mode === 'resource' && index.refersTo(r.config.bucket, resource));
    // A data source's configuration holds only its lookup arguments: its settings, and a public
    // access block managed elsewhere (another stack, the account), are not visible here.
    const existing = resource.mode === 'data';
    switch (resource.type) {
      case 'alicloud_oss_bucket':
        if (blocks('alicloud_oss_bucket_public_access_block').some((b) => isTrue(b.config.block_public_access))) return [];
        return existing
          ? [unverified('is an existing bucket (a data source): whether it blocks public access is not in this stack')]
          : ['has no alicloud_oss_bucket_public_access_block with block_public_access = true'];
      case 'aws_s3_bucket':
        if (
          blocks('aws_s3_bucket_public_access_block').some((b) =>
            ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'].every((k) => isTrue(b.config[k])),
          )
        ) {
          return [];
        }
        return existing
          ? [unverified('is an existing bucket (a data source): its public access block, or the account-level one, is not in this stack')]
          : [
              'has no aws_s3_bucket_public_access_block with block_public_acls, block_public_policy, ignore_public_acls and restrict_public_buckets all true',
            ];
      case 'google_storage_bucket':
        if (existing) return [unverified('is an existing bucket (a data source): its public_access_prevention is known only at plan time')];
        return resource.config.public_access_prevention === 'enforced'
          ? []
          : [`has public_access_prevention = ${String(resource.config.public_access_prevention ?? 'inherited (the default)')}`];
      default:
        return [];
    }
  },
};
