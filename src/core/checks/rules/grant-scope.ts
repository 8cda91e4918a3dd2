import { findRecordedCompileCache, findRecordedModel } from '../../model-metadata';
import { PolicyFacts } from '../platform-checks';
import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { policyMayBeModels } from './identity-helpers';
import { GrantStatement, bucketPath, isListAction, isStorageAction, policyFacts, wildcardStorageActions } from './policy-documents';

/**
 * Least privilege: the model's identity reads the model's bucket and prefix, nothing more. The
 * policy types, their statements and the storage actions and ARNs come from the platforms; a
 * platform's own IAM grants (Cloud Storage roles) are its `grantFindings`.
 */
export const GRANT_SCOPE: CheckRule = {
  id: 'GPUM-CHECK-GRANT-SCOPE',
  level: CheckLevel.ERROR,
  description:
    "A RAM or IAM policy, or a Cloud Storage grant, of a model workload's identity reaches beyond the model's bucket and prefix: every storage action (*, oss:*, s3:*), every bucket (*, acs:oss:*:*:*, arn:aws:s3:::*), the whole model bucket (objects outside the prefix, or a listing without a prefix condition) when the model's prefix is known, a project-wide storage role, or more than read on the model bucket. Policies attached only to roles that the stack shows other workloads using are not the model's and are not checked; a compile cache's writer the library records may get, put, delete and list under its own cache key, and run multipart uploads there (an IAM policy on those objects, or a Cloud Storage roles/storage.objectUser grant whose IAM condition is the key's prefix).",
  fix: "Grant only the read actions (oss:GetObject and oss:ListObjects, s3:GetObject and s3:ListBucket, roles/storage.objectViewer) on the model's bucket and object prefix (acs:oss:*:*:<bucket>/<prefix>/*, arn:aws:s3:::<bucket>/<prefix>/*), with the listing conditioned on the prefix (oss:Prefix, s3:prefix).",
  check(resource, index) {
    const policy = policyFacts(index, resource.type);
    if (policy) return resource.mode === 'resource' && policyMayBeModels(resource, index) ? policyFindings(resource, policy, index) : [];
    return index.platforms.flatMap((p) => p.grantFindings?.(resource, index) ?? []);
  },
};

function policyFindings(resource: IndexedResource, policy: PolicyFacts, index: StackIndex): string[] {
  const model = findRecordedModel(resource.construct);
  const compileCache = findRecordedCompileCache(resource.construct);
  const wildcards = wildcardStorageActions(index);
  const findings: string[] = [];
  const statements = policy
    .statements(resource, index)
    .filter((s) => s.effect === 'Allow' && s.actions.some((a) => isStorageAction(index, a)));
  for (const statement of statements) {
    const wildcard = statement.actions.filter((a) => wildcards.includes(a.toLowerCase()));
    if (wildcard.length > 0) findings.push(`allows ${wildcard.join(', ')}: every storage action, writes and deletes included`);
    for (const arn of statement.resources) {
      const parsed = bucketPath(index, arn);
      const everyBucket = arn === '*' || (parsed?.bucket ?? '').replace(/\$\{[^}]*\}/g, '').includes('*');
      if (everyBucket) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: every bucket`);
        continue;
      }
      if (!model || !parsed || !modelBucketNamed(parsed.bucket, index)) continue;
      // The staging identity reads the prefix the model is copied from (ModelSource.objectStorage).
      if (model.source && readsSourcePrefix(statement, parsed, model.source)) continue;
      // A compile cache's writer (recorded by the library) gets and puts under its own key.
      if (compileCache && writesCompileCache(statement, parsed, compileCache.key)) continue;
      if (parsed.path !== undefined && !parsed.path.startsWith(`${model.storagePath}/`)) {
        findings.push(`allows ${actionsText(statement)} on ${arn}: the whole bucket, not the model's prefix ${model.storagePath}/`);
      } else if (parsed.path === undefined && !statement.conditioned && statement.actions.some((a) => isListAction(index, a))) {
        findings.push(
          `allows ${actionsText(statement)} on ${arn} without a prefix condition: it lists every key of the bucket, not only ${model.storagePath}/`,
        );
      }
    }
  }
  return findings;
}

/** True when a policy's bucket (a literal name or a bucket's `arn` reference) is a bucket a model is loaded from. */
function modelBucketNamed(name: string, index: StackIndex): boolean {
  if (index.modelBucketNames().has(name)) return true;
  return index.modelBuckets().some((b) => index.refersTo(name, b) || name.includes(`\${${b.address}.`));
}

/** True for a statement that only gets or lists objects under the model's source prefix (or lists its bucket). */
function readsSourcePrefix(
  statement: GrantStatement,
  parsed: { bucket: string; path?: string },
  source: { bucket: string; prefix: string },
): boolean {
  if (parsed.bucket !== source.bucket || !statement.actions.every((a) => /^[a-z0-9]+:(get|list)[a-z]*$/i.test(a))) return false;
  return parsed.path === undefined ? statement.conditioned : parsed.path.startsWith(`${source.prefix}/`);
}

/**
 * True for a statement that only gets, puts, deletes or lists objects under the compile cache's key,
 * or runs their multipart uploads: what a read-write OSS mount of the key needs (its rename is a copy
 * and a delete).
 */
function writesCompileCache(statement: GrantStatement, parsed: { bucket: string; path?: string }, key: string): boolean {
  const cacheAction = /^[a-z0-9]+:(getobject|putobject|deleteobject|listbucket|listobjects|listparts|abortmultipartupload)$/i;
  if (!statement.actions.every((a) => cacheAction.test(a))) return false;
  return parsed.path === undefined ? statement.conditioned : parsed.path.startsWith(`${key}/`);
}

function actionsText(statement: GrantStatement): string {
  return statement.actions.join(', ');
}
