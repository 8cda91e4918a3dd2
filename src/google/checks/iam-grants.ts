import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { block, strings } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, template } from './cloud-run-helpers';
import { findRecordedCompileCache } from '../../core/model-metadata';

const READ_ROLES = new Set(['roles/storage.objectViewer', 'roles/storage.legacyObjectReader', 'roles/storage.legacyBucketReader']);
const PROJECT_STORAGE_ROLE = /^roles\/(storage\.|owner$|editor$)/;

/**
 * Cloud Storage grants of the identity a Cloud Run model workload runs as that reach beyond the
 * model (GPUM-CHECK-GRANT-SCOPE): a project-wide storage role, or more than read on the model bucket.
 */
export function cloudStorageGrantFindings(resource: IndexedResource, index: StackIndex): string[] {
  if (resource.type === 'google_project_iam_member' || resource.type === 'google_project_iam_binding')
    return projectFindings(resource, index);
  if (resource.type === 'google_storage_bucket_iam_member' || resource.type === 'google_storage_bucket_iam_binding')
    return bucketGrantFindings(resource, index);
  return [];
}

function projectFindings(resource: IndexedResource, index: StackIndex): string[] {
  const role = String(resource.config.role ?? '');
  if (!PROJECT_STORAGE_ROLE.test(role) || block(resource.config.condition) !== undefined) return [];
  return members(resource)
    .filter((m) => isModelIdentity(m, index))
    .map((m) => `grants ${role} on the whole project to ${m}, the identity a model workload runs as: every bucket of the project`);
}

/**
 * Grants on the model bucket to the identity a model workload runs as. Other identities (a CI
 * job that uploads the model) are not the workload's and may write.
 */
function bucketGrantFindings(resource: IndexedResource, index: StackIndex): string[] {
  const bucket = index.target(resource.config.bucket) ?? index.modelBuckets().find((b) => index.refersTo(resource.config.bucket, b));
  if (!bucket || !index.isModelBucket(bucket)) return [];
  const role = String(resource.config.role ?? '');
  if (READ_ROLES.has(role)) return [];
  if (writesCompileCacheOnly(resource, role)) return [];
  const identities = members(resource).filter((m) => isModelIdentity(m, index));
  return identities.length > 0
    ? [
        `grants ${role} on model bucket ${bucket.address} to ${identities.join(', ')}, the identity a model workload runs as: more than read`,
      ]
    : [];
}

function members(resource: IndexedResource): string[] {
  return resource.type.endsWith('_member') ? strings(resource.config.member) : strings(resource.config.members);
}

/** True when an IAM member is the service account a Cloud Run model workload runs as. */
function isModelIdentity(member: string, index: StackIndex): boolean {
  if (!member.startsWith('serviceAccount:')) return false;
  const email = member.slice('serviceAccount:'.length);
  return index
    .modelConsumers()
    .filter((r) => CLOUD_RUN_TYPES.includes(r.type))
    .map((r) => template(r)?.service_account)
    .some((sa) => sa !== undefined && index.compare(email, sa) === 'same');
}

/**
 * A compile cache's writer grant the library records (`CompileCacheWriter`): `roles/storage.objectUser`
 * conditioned on the cache's key, with only bucket-level checks (listing) passing outside it.
 */
function writesCompileCacheOnly(resource: IndexedResource, role: string): boolean {
  const cache = findRecordedCompileCache(resource.construct);
  if (!cache || role !== 'roles/storage.objectUser') return false;
  const expression = String(block(resource.config.condition)?.expression ?? '');
  const match =
    /^resource\.type == "storage\.googleapis\.com\/Bucket" \|\| resource\.name\.startsWith\("projects\/_\/buckets\/[^"]+\/objects\/([^"]*)"\)$/.exec(
      expression,
    );
  return match?.[1] === `${cache.key}/`;
}
