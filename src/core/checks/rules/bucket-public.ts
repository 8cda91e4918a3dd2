import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { strings } from '../resolved-values';
import { allowsAnyone, isPublicAcl, isPublicMember } from './bucket-helpers';

/** A public model bucket lets anyone download (or replace) the weights. */
export const BUCKET_PUBLIC: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC',
  level: CheckLevel.ERROR,
  description: 'A bucket a model is loaded from is public: a public-read ACL, a policy allowing principal * without condition, or an IAM grant to allUsers or allAuthenticatedUsers.',
  fix: 'Make the bucket private (acl private, no public policy or member) and grant only the workload\'s identity read access to the model prefix.',
  check(resource, index) {
    if (!index.isModelBucket(resource)) return [];
    switch (resource.type) {
      case 'alicloud_oss_bucket':
        return [
          ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
          ...(allowsAnyone(resource.config.policy) ? ['has a policy that allows principal *'] : []),
          ...related(index, resource, 'alicloud_oss_bucket_acl').filter((r) => isPublicAcl(r.config.acl)).map((r) => `${r.address} sets acl = ${r.config.acl}`),
          ...related(index, resource, 'alicloud_oss_bucket_policy').filter((r) => allowsAnyone(r.config.policy)).map((r) => `${r.address} allows principal *`),
        ];
      case 'aws_s3_bucket':
        return [
          ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
          ...related(index, resource, 'aws_s3_bucket_acl').filter((r) => isPublicAcl(r.config.acl)).map((r) => `${r.address} sets acl = ${r.config.acl}`),
          ...related(index, resource, 'aws_s3_bucket_policy').filter((r) => allowsAnyone(r.config.policy)).map((r) => `${r.address} allows principal *`),
        ];
      case 'google_storage_bucket':
        return [
          ...related(index, resource, 'google_storage_bucket_iam_member')
            .filter((r) => isPublicMember(r.config.member))
            .map((r) => `${r.address} grants ${String(r.config.role)} to ${String(r.config.member)}`),
          ...related(index, resource, 'google_storage_bucket_iam_binding')
            .filter((r) => strings(r.config.members).some(isPublicMember))
            .map((r) => `${r.address} grants ${String(r.config.role)} to ${strings(r.config.members).filter(isPublicMember).join(', ')}`),
          ...related(index, resource, 'google_storage_bucket_access_control')
            .filter((r) => isPublicMember(r.config.entity))
            .map((r) => `${r.address} gives ${String(r.config.entity)} ${String(r.config.role)}`),
          ...related(index, resource, 'google_storage_bucket_acl')
            .filter((r) => /^public/i.test(String(r.config.predefined_acl ?? '')) || strings(r.config.role_entity).some((e) => /allUsers|allAuthenticatedUsers/.test(e)))
            .map((r) => `${r.address} makes the bucket public`),
        ];
      default:
        return [];
    }
  },
};

function related(index: StackIndex, bucket: IndexedResource, type: string): IndexedResource[] {
  return index.ofType(type).filter((r) => index.refersTo(r.config.bucket, bucket));
}
