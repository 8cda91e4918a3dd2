import { findRecordedModel } from '../../model-metadata';
import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { block, strings } from '../resolved-values';
import { CLOUD_RUN_TYPES, template } from './cloud-run-helpers';
import { GrantStatement, POLICY_TYPES, bucketPath, isStorageAction, statementsOf } from './policy-documents';

const READ_ROLES = new Set(['roles/storage.objectViewer', 'roles/storage.legacyObjectReader', 'roles/storage.legacyBucketReader']);
const PROJECT_STORAGE_ROLE = /^roles\/(storage\.|owner$|editor$)/;

/** Least privilege: the model's identity reads the model's bucket and prefix, nothing more. */
export const GRANT_SCOPE: CheckRule = {
  id: 'GPUM-CHECK-GRANT-SCOPE',
  level: CheckLevel.ERROR,
  description:
    "A RAM or IAM policy, or a Cloud Storage grant, reaches beyond the model's bucket and prefix: every storage action (*, oss:*, s3:*), every bucket (*, acs:oss:*:*:*, arn:aws:s3:::*), the whole model bucket when the model's prefix is known, a project-wide storage role for the model workload's identity, or more than read on the model bucket.",
  fix: "Grant only the read actions (oss:GetObject and oss:ListObjects, s3:GetObject and s3:ListBucket, roles/storage.objectViewer) on the model's bucket and object prefix (acs:oss:*:*:<bucket>/<prefix>/*, arn:aws:s3:::<bucket>/<prefix>/*).",
  check(resource, index) {
    if (POLICY_TYPES.includes(resource.type)) return policyFindings(resource, index);
    if (resource.type === 'google_project_iam_member' || resource.type === 'google_project_iam_binding') return projectFindings(resource, index);
    if (resource.type === 'google_storage_bucket_iam_member' || resource.type === 'google_storage_bucket_iam_binding') return bucketGrantFindings(resource, index);
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
      const everyBucket = arn === '*' || (bucketPath(arn)?.bucket ?? '').includes('*');
      if (everyBucket) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: every bucket`);
        continue;
      }
      const parsed = bucketPath(arn);
      if (model && parsed?.path !== undefined && modelBucketNamed(parsed.bucket, index) && !parsed.path.startsWith(`${model.storagePath}/`)) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: the whole bucket, not the model's prefix ${model.storagePath}/`);
      }
    }
  }
  return findings;
}

function projectFindings(resource: IndexedResource, index: StackIndex): string[] {
  const role = String(resource.config.role ?? '');
  if (!PROJECT_STORAGE_ROLE.test(role) || block(resource.config.condition) !== undefined) return [];
  const members = resource.type === 'google_project_iam_member' ? strings(resource.config.member) : strings(resource.config.members);
  const identities = modelIdentities(index);
  return members
    .filter((m) => identities.some((id) => index.compare(m.replace(/^serviceAccount:/, ''), id) === 'same'))
    .map((m) => `grants ${role} on the whole project to ${m}, the identity a model workload runs as: every bucket of the project`);
}

function bucketGrantFindings(resource: IndexedResource, index: StackIndex): string[] {
  const bucket = index.target(resource.config.bucket) ?? index.modelBuckets().find((b) => index.refersTo(resource.config.bucket, b));
  if (!bucket || !index.isModelBucket(bucket)) return [];
  const role = String(resource.config.role ?? '');
  if (READ_ROLES.has(role)) return [];
  const members = resource.type === 'google_storage_bucket_iam_member' ? strings(resource.config.member) : strings(resource.config.members);
  const identified = members.filter((m) => m !== 'allUsers' && m !== 'allAuthenticatedUsers');
  return identified.length > 0 ? [`grants ${role} on model bucket ${bucket.address} to ${identified.join(', ')}: more than read`] : [];
}

/** The service accounts Cloud Run model workloads run as. */
function modelIdentities(index: StackIndex): unknown[] {
  return index
    .ofType(...CLOUD_RUN_TYPES)
    .map((r) => template(r)?.service_account)
    .filter((sa) => sa !== undefined);
}

function modelBucketNamed(name: string, index: StackIndex): boolean {
  return index.modelBuckets().some((b) => index.refersTo(name, b) || name.includes(`\${${b.address}.`));
}

function actionsText(statement: GrantStatement): string {
  return statement.actions.join(', ');
}
