import { BucketFacts } from '../../core/checks/platform-checks';
import { unverified } from '../../core/checks/rule';
import { isTrue } from '../../core/checks/resolved-values';
import { allowsAnyone, bucketResources, isPublicAcl } from '../../core/checks/rules/bucket-helpers';

const BLOCK_SETTINGS = ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'];

/** An S3 bucket, as the cross-platform bucket rules read it. S3 encrypts every new object (SSE-S3) since January 2023. */
export const S3_BUCKET: BucketFacts = {
  type: 'aws_s3_bucket',
  nameAttribute: 'bucket',
  grantTypes: ['aws_s3_bucket_acl', 'aws_s3_bucket_policy'],

  publicFindings(resource, index) {
    return [
      ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
      ...bucketResources(index, resource, 'aws_s3_bucket_acl')
        .filter((r) => isPublicAcl(r.config.acl))
        .map((r) => `${r.address} sets acl = ${r.config.acl}`),
      ...bucketResources(index, resource, 'aws_s3_bucket_policy')
        .filter((r) => allowsAnyone(r.config.policy))
        .map((r) => `${r.address} allows principal *`),
    ];
  },

  publicAccessFindings(resource, index) {
    const blocks = bucketResources(index, resource, 'aws_s3_bucket_public_access_block').filter((r) => r.mode === 'resource');
    if (blocks.some((b) => BLOCK_SETTINGS.every((k) => isTrue(b.config[k])))) return [];
    return resource.mode === 'data'
      ? [unverified('is an existing bucket (a data source): its public access block, or the account-level one, is not in this stack')]
      : [
          'has no aws_s3_bucket_public_access_block with block_public_acls, block_public_policy, ignore_public_acls and restrict_public_buckets all true',
        ];
  },
};
