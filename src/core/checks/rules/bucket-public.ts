import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex, literalName } from '../stack-index';
import { strings } from '../resolved-values';
import { allowsAnyone, isPublicAcl, isPublicMember } from './bucket-helpers';

/** A public model bucket lets anyone download (or replace) the weights. */
export const BUCKET_PUBLIC: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC',
  level: CheckLevel.ERROR,
  description:
    'A bucket a model is loaded from (in the stack, or named by a workload) is public: a public-read ACL, a policy allowing principal * without condition, or an IAM grant to allUsers or allAuthenticatedUsers.',
  fix: "Make the bucket private (acl private, no public policy or member) and grant only the workload's identity read access to the model prefix.",
  check(resource, index) {
    if (resource.mode === 'resource' && GRANT_TYPES.includes(resource.type)) return outsideBucketFindings(resource, index);
    if (!index.isModelBucket(resource)) return [];
    switch (resource.type) {
      case 'alicloud_oss_bucket':
        return [
          ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
          ...(allowsAnyone(resource.config.policy) ? ['has a policy that allows principal *'] : []),
          ...related(index, resource, 'alicloud_oss_bucket_acl')
            .filter((r) => isPublicAcl(r.config.acl))
            .map((r) => `${r.address} sets acl = ${r.config.acl}`),
          ...related(index, resource, 'alicloud_oss_bucket_policy')
            .filter((r) => allowsAnyone(r.config.policy))
            .map((r) => `${r.address} allows principal *`),
        ];
      case 'aws_s3_bucket':
        return [
          ...(isPublicAcl(resource.config.acl) ? [`has acl = ${resource.config.acl}`] : []),
          ...related(index, resource, 'aws_s3_bucket_acl')
            .filter((r) => isPublicAcl(r.config.acl))
            .map((r) => `${r.address} sets acl = ${r.config.acl}`),
          ...related(index, resource, 'aws_s3_bucket_policy')
            .filter((r) => allowsAnyone(r.config.policy))
            .map((r) => `${r.address} allows principal *`),
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
            .filter(
              (r) =>
                /^public/i.test(String(r.config.predefined_acl ?? '')) ||
                strings(r.config.role_entity).some((e) => /allUsers|allAuthenticatedUsers/.test(e)),
            )
            .map((r) => `${r.address} makes the bucket public`),
        ];
      default:
        return [];
    }
  },
};

/** The resources that can make a bucket public, whether the bucket is in the stack or not. */
const GRANT_TYPES = [
  'alicloud_oss_bucket_acl',
  'alicloud_oss_bucket_policy',
  'aws_s3_bucket_acl',
  'aws_s3_bucket_policy',
  'google_storage_bucket_iam_member',
  'google_storage_bucket_iam_binding',
  'google_storage_bucket_access_control',
  'google_storage_bucket_acl',
];

/**
 * A public grant on a model bucket that is not in the stack (named by a workload, `gs://name/`):
 * reported on the grant, since there is no bucket resource to report it on.
 */
function outsideBucketFindings(grant: IndexedResource, index: StackIndex): string[] {
  const name = grant.config.bucket;
  if (typeof name !== 'string' || name.includes('${') || !index.modelBucketNames().has(name)) return [];
  if (index.modelBuckets().some((b) => literalName(b) === name)) return [];
  const publicGrant =
    isPublicAcl(grant.config.acl) ||
    allowsAnyone(grant.config.policy) ||
    isPublicMember(grant.config.member) ||
    strings(grant.config.members).some(isPublicMember) ||
    isPublicMember(grant.config.entity) ||
    /^public/i.test(String(grant.config.predefined_acl ?? '')) ||
    strings(grant.config.role_entity).some((e) => /allUsers|allAuthenticatedUsers/.test(e));
  return publicGrant ? [`makes model bucket ${name} public`] : [];
}

function related(index: StackIndex, bucket: IndexedResource, type: string): IndexedResource[] {
  return index.ofType(type).filter((r) => index.refersTo(r.config.bucket, bucket));
}
