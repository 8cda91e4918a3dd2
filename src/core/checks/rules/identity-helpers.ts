import { findRecordedModel } from '../../model-metadata';
import { PolicyHolder, RoleUse } from '../platform-checks';
import { IndexedResource, StackIndex } from '../stack-index';
import { policyFacts } from './policy-documents';

export type { PolicyHolder, RoleUse } from '../platform-checks';

/**
 * True when a RAM or IAM policy may be a model workload's: it belongs to a construct that serves
 * a model, it is attached to nothing the stack shows (a standalone policy), to something outside
 * the stack, or to a role that a model workload uses or whose use the stack does not show. Only a
 * policy whose every role is visibly used by something else (a log shipper's Pod Identity, a node
 * instance profile) is left out: its grants are not the model's.
 */
export function policyMayBeModels(policy: IndexedResource, index: StackIndex): boolean {
  if (findRecordedModel(policy.construct)) return true;
  const holders = policyFacts(index, policy.type)?.holders(policy, index) ?? ['outside'];
  return holders.length === 0 || holders.some((h) => h === 'outside' || roleUse(h, index) !== 'other');
}

/** The stack's role a value refers to, or `outside` (a role not in the stack, a user, a group). */
export function roleHolder(value: unknown, index: StackIndex): PolicyHolder {
  const target = index.target(value);
  const roleTypes = index.platforms.flatMap((p) => p.roleTypes ?? []);
  return target && roleTypes.includes(target.type) ? target : 'outside';
}

/**
 * What a role of the stack is used by: a model workload (a GPU function's role, the Pod Identity
 * or IRSA role of a pod that requests a GPU, a role under a construct that serves a model),
 * something else only, or nothing the stack shows. Each platform says what it sees use the role.
 */
export function roleUse(role: IndexedResource, index: StackIndex): RoleUse {
  if (findRecordedModel(role.construct)) return 'model';
  const uses = index.platforms.flatMap((p) => p.roleUses?.(role, index) ?? []);
  if (uses.includes('model')) return 'model';
  if (uses.includes('unknown') || uses.length === 0) return 'unknown';
  return 'other';
}
