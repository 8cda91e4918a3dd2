import { BucketFacts } from '../../core/checks/platform-checks';
import { unverified } from '../../core/checks/rule';
import { block, isTrue } from '../../core/checks/resolved-values';
import { allowsAnyone, bucketResources, isPublicAcl } from '../../core/checks/rules/bucket-helpers';

/** An OSS bucket, as the cross-platform bucket rules read it. */
export const OSS_BUCKET: BucketFacts = {
  type: 'alicloud_oss_bucket',
  nameAttribute: 'bucket',
  grantTypes: ['alicloud_oss_bucket_acl', 'alicloud_oss_bucket_policy'],

  publicFindings(resource, index) {
    return [
      ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
      ...(allowsAnyone(resource.config.policy) ? ['has a policy that allows principal *'] : []),
      ...bucketResources(index, resource, 'alicloud_oss_bucket_acl')
        .filter((r) => isPublicAcl(r.config.acl))
        .map((r) => `${r.address} sets acl = ${r.config.acl}`),
      ...bucketResources(index, resource, 'alicloud_oss_bucket_policy')
        .filter((r) => allowsAnyone(r.config.policy))
        .map((r) => `${r.address} allows principal *`),
    ];
  },

  publicAccessFindings(resource, index) {
    const blocks = bucketResources(index, resource, 'alicloud_oss_bucket_public_access_block').filter((r) => r.mode === 'resource');
    if (blocks.some((b) => isTrue(b.config.block_public_access))) return [];
    // A data source's configuration holds only its lookup arguments: its settings, and a public
    // access block managed elsewhere (another stack, the account), are not visible here.
    return resource.mode === 'data'
      ? [unverified('is an existing bucket (a data source): whether it blocks public access is not in this stack')]
      : ['has no alicloud_oss_bucket_public_access_block with block_public_access = true'];
  },

  encryptionFindings(resource, index) {
    if (block(resource.config.server_side_encryption_rule)?.sse_algorithm) return [];
    if (index.ofType('alicloud_oss_bucket_server_side_encryption').some((r) => index.refersTo(r.config.bucket, resource))) return [];
    return ['has no server-side encryption: the model is stored unencrypted'];
  },
};
