import { findRecordedModel } from '../../model-metadata';
import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { block, strings } from '../resolved-values';
import { CLOUD_RUN_TYPES, template } from './cloud-run-helpers';
import { policyMayBeModels } from './identity-helpers';
import { GrantStatement, POLICY_TYPES, bucketPath, isListAction, isStorageAction, statementsOf } from './policy-documents';

const READ_ROLES = new Set(['roles/storage.objectViewer', 'roles/storage.legacyObjectReader', 'roles/storage.legacyBucketReader']);
const PROJECT_STORAGE_ROLE = /^roles\/(storage\.|owner$|editor$)/;

/** Least privilege: the model's identity reads the model's bucket and prefix, nothing more. */
export const GRANT_SCOPE: CheckRule = {
  id: 'GPUM-CHECK-GRANT-SCOPE',
  level: CheckLevel.ERROR,
  description:
    "A RAM or IAM policy, or a Cloud Storage grant, of a model workload's identity reaches beyond the model's bucket and prefix: every storage action (*, oss:*, s3:*), every bucket (*, acs:oss:*:*:*, arn:aws:s3:::*), the whole model bucket (objects outside the prefix, or a listing without a prefix condition) when the model's prefix is known, a project-wide storage role, or more than read on the model bucket. Policies attached only to roles that the stack shows other workloads using are not the model's and are not checked.",
  fix: "Grant only the read actions (oss:GetObject and oss:ListObjects, s3:GetObject and s3:ListBucket, roles/storage.objectViewer) on the model's bucket and object prefix (acs:oss:*:*:<bucket>/<prefix>/*, arn:aws:s3:::<bucket>/<prefix>/*), with the listing conditioned on the prefix (oss:Prefix, s3:prefix).",
  check(resource, index) {
    if (POLICY_TYPES.includes(resource.type))
      return resource.mode === 'resource' && policyMayBeModels(resource, index) ? policyFindings(resource, index) : [];
    if (resource.type === 'google_project_iam_member' || resource.type === 'google_project_iam_binding')
      return projectFindings(resource, index);
    if (resource.type === 'google_storage_bucket_iam_member' || resource.type === 'google_storage_bucket_iam_binding')
      return bucketGrantFindings(resource, index);
    return [];
  },
};

function policyFindings(resource: IndexedResource, index: StackIndex): string[] {
  const model = findRecordedModel(resource.construct);
  const findings: string[] = [];
  for (const statement of statementsOf(resource, index).filter((s) => s.effect === 'Allow' && s.actions.some(isStorageAction))) {
    const wildcard = statement.actions.filter((a) => ['*', 'oss:*', 's3:*'].includes(a.toLowerCase()));
    if (wildcard.length > 0) findings.push(`allows ${wildcard.join(', ')}: every storage action, writes and deletes included`);
    for (const arn of statement.resources) {
      const parsed = bucketPath(arn);
      const everyBucket = arn === '*' || (parsed?.bucket ?? '').replace(/\$\{[^}]*\}/g, '').includes('*');
      if (everyBucket) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: every bucket`);
        continue;
      }
      if (!model || !parsed || !modelBucketNamed(parsed.bucket, index)) continue;
      if (parsed.path !== undefined && !parsed.path.startsWith(`${model.storagePath}/`)) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: the whole bucket, not the model's prefix ${model.storagePath}/`);
      } else if (parsed.path === undefined && !statement.conditioned && statement.actions.some(isListAction)) {
        findings.push(
          `allows ${actionsText(statement)} on ${arn} without a prefix condition: it lists every key of the bucket, not only ${model.storagePath}/`,
        );
      }
    }
  }
  return findings;
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

/** True when a policy's bucket (a literal name or a bucket's `arn` reference) is a bucket a model is loaded from. */
function modelBucketNamed(name: string, index: StackIndex): boolean {
  if (index.modelBucketNames().has(name)) return true;
  return index.modelBuckets().some((b) => index.refersTo(name, b) || name.includes(`\${${b.address}.`));
}

function actionsText(statement: GrantStatement): string {
  return statement.actions.join(', ');
}
