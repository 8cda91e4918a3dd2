import { BucketFacts } from '../../core/checks/platform-checks';
import { unverified } from '../../core/checks/rule';
import { strings } from '../../core/checks/resolved-values';
import { bucketResources, isPublicMember } from '../../core/checks/rules/bucket-helpers';

/** A Cloud Storage bucket, as the cross-platform bucket rules read it. Cloud Storage always encrypts at rest. */
export const GCS_BUCKET: BucketFacts = {
  type: 'google_storage_bucket',
  nameAttribute: 'name',
  grantTypes: [
    'google_storage_bucket_iam_member',
    'google_storage_bucket_iam_binding',
    'google_storage_bucket_access_control',
    'google_storage_bucket_acl',
  ],

  publicFindings(resource, index) {
    return [
      ...bucketResources(index, resource, 'google_storage_bucket_iam_member')
        .filter((r) => isPublicMember(r.config.member))
        .map((r) => `${r.address} grants ${String(r.config.role)} to ${String(r.config.member)}`),
      ...bucketResources(index, resource, 'google_storage_bucket_iam_binding')
        .filter((r) => strings(r.config.members).some(isPublicMember))
        .map((r) => `${r.address} grants ${String(r.config.role)} to ${strings(r.config.members).filter(isPublicMember).join(', ')}`),
      ...bucketResources(index, resource, 'google_storage_bucket_access_control')
        .filter((r) => isPublicMember(r.config.entity))
        .map((r) => `${r.address} gives ${String(r.config.entity)} ${String(r.config.role)}`),
      ...bucketResources(index, resource, 'google_storage_bucket_acl')
        .filter(
          (r) =>
            /^public/i.test(String(r.config.predefined_acl ?? '')) ||
            strings(r.config.role_entity).some((e) => /allUsers|allAuthenticatedUsers/.test(e)),
        )
        .map((r) => `${r.address} makes the bucket public`),
    ];
  },

  publicAccessFindings(resource) {
    if (resource.mode === 'data')
      return [unverified('is an existing bucket (a data source): its public_access_prevention is known only at plan time')];
    return resource.config.public_access_prevention === 'enforced'
      ? []
      : [`has public_access_prevention = ${String(resource.config.public_access_prevention ?? 'inherited (the default)')}`];
  },
};
