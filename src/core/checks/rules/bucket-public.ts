import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { strings } from '../resolved-values';
import { allowsAnyone, bucketGrantTypes, isPublicAcl, isPublicMember } from './bucket-helpers';

/**
 * A public model bucket lets anyone download (or replace) the weights. How a bucket of each type is
 * public is its platform's to say (`BucketFacts.publicFindings`); a public grant on a model bucket
 * outside the stack is found here, the same way on every platform.
 */
export const BUCKET_PUBLIC: CheckRule = {
  id: 'GPUM-CHECK-BUCKET-PUBLIC',
  level: CheckLevel.ERROR,
  description:
    'A bucket a model is loaded from (in the stack, or named by a workload) is public: a public-read ACL, a policy allowing principal * without condition, or an IAM grant to allUsers or allAuthenticatedUsers.',
  fix: "Make the bucket private (acl private, no public policy or member) and grant only the workload's identity read access to the model prefix.",
  check(resource, index) {
    if (resource.mode === 'resource' && bucketGrantTypes(index).includes(resource.type)) return outsideBucketFindings(resource, index);
    if (!index.isModelBucket(resource)) return [];
    return index.bucketFacts(resource.type)?.publicFindings(resource, index) ?? [];
  },
};

/**
 * A public grant on a model bucket that is not in the stack (named by a workload, `gs://name/`):
 * reported on the grant, since there is no bucket resource to report it on.
 */
function outsideBucketFindings(grant: IndexedResource, index: StackIndex): string[] {
  const name = grant.config.bucket;
  if (typeof name !== 'string' || name.includes('${') || !index.modelBucketNames().has(name)) return [];
  if (index.modelBuckets().some((b) => index.literalName(b) === name)) return [];
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
