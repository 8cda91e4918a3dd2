import { findRecordedModel } from '../../model-metadata';
import { IndexedResource, StackIndex, isGpuPodWorkload, podSpecOf } from '../stack-index';
import { strings } from '../resolved-values';
import { isGpuFunction } from './fc-helpers';

/** A role a policy is attached to: a role of the stack, or `outside` (a user, a group, a role not in the stack). */
export type PolicyHolder = IndexedResource | 'outside';

/** How a role is used, as far as the stack shows. */
export type RoleUse = 'model' | 'other' | 'unknown';

const ROLE_TYPES = ['aws_iam_role', 'alicloud_ram_role'];

/**
 * True when a RAM or IAM policy may be a model workload's: it belongs to a construct that serves
 * a model, it is attached to nothing the stack shows (a standalone policy), to something outside
 * the stack, or to a role that a model workload uses or whose use the stack does not show. Only a
 * policy whose every role is visibly used by something else (a log shipper's Pod Identity, a node
 * instance profile) is left out: its grants are not the model's.
 */
export function policyMayBeModels(policy: IndexedResource, index: StackIndex): boolean {
  if (findRecordedModel(policy.construct)) return true;
  const holders = policyHolders(policy, index);
  return holders.length === 0 || holders.some((h) => h === 'outside' || roleUse(h, index) !== 'other');
}

/** The roles (or `outside`) a policy resource is attached to. */
export function policyHolders(policy: IndexedResource, index: StackIndex): PolicyHolder[] {
  const role = (value: unknown): PolicyHolder => {
    const target = index.target(value);
    return target && ROLE_TYPES.includes(target.type) ? target : 'outside';
  };
  const referencing = (...types: string[]) => index.referencing(policy, ...types);
  switch (policy.type) {
    case 'aws_iam_role':
      return [policy];
    case 'aws_iam_role_policy':
      return [role(policy.config.role)];
    case 'aws_iam_policy':
      return [
        ...referencing('aws_iam_role_policy_attachment').map((a) => role(a.config.role)),
        ...referencing('aws_iam_policy_attachment').flatMap((a) => [
          ...strings(a.config.roles).map(role),
          ...(strings(a.config.users).length + strings(a.config.groups).length > 0 ? ['outside' as const] : []),
        ]),
        ...referencing('aws_iam_role').filter((r) => r.mode === 'resource'),
        ...(referencing('aws_iam_user_policy_attachment', 'aws_iam_group_policy_attachment').length > 0 ? ['outside' as const] : []),
      ];
    case 'alicloud_ram_policy': {
      const attached = (type: string) =>
        index
          .ofType(type)
          .filter(
            (a) =>
              index.refersTo(a.config.policy_name, policy) || index.compare(a.config.policy_name, policy.config.policy_name) === 'same',
          );
      return [
        ...attached('alicloud_ram_role_policy_attachment').map((a) => role(a.config.role_name)),
        ...(attached('alicloud_ram_user_policy_attachment').length + attached('alicloud_ram_group_policy_attachment').length > 0
          ? ['outside' as const]
          : []),
      ];
    }
    default:
      return ['outside'];
  }
}

/**
 * What a role of the stack is used by: a model workload (a GPU function's role, the Pod Identity
 * or IRSA role of a pod that requests a GPU, a role under a construct that serves a model),
 * something else only, or nothing the stack shows.
 */
export function roleUse(role: IndexedResource, index: StackIndex): RoleUse {
  if (findRecordedModel(role.construct)) return 'model';
  const uses: RoleUse[] = [];
  const gpuAccounts = gpuPodServiceAccounts(index);
  for (const association of index.referencing(role, 'aws_eks_pod_identity_association')) {
    uses.push(serviceAccountUse(association.config.namespace, association.config.service_account, gpuAccounts));
  }
  for (const o of index.kubernetesObjects().filter((k) => k.object.kind === 'ServiceAccount')) {
    const annotation = o.object.metadata?.annotations?.['eks.amazonaws.com/role-arn'];
    if (annotation !== undefined && index.refersTo(annotation, role)) {
      uses.push(serviceAccountUse(o.object.metadata?.namespace ?? 'default', o.object.metadata?.name, gpuAccounts));
    }
  }
  for (const fn of index.referencing(role, 'alicloud_fcv3_function')) uses.push(isGpuFunction(fn) ? 'model' : 'other');
  // Node and cluster roles: GPU pods do not get node credentials (IMDS hop limit 1).
  if (index.referencing(role, 'aws_iam_instance_profile', 'aws_eks_node_group', 'aws_eks_cluster').length > 0) uses.push('other');
  if (index.kubernetesObjects().some((o) => o.object.kind === 'EC2NodeClass' && index.refersTo(o.object.spec?.role, role)))
    uses.push('other');
  if (uses.includes('model')) return 'model';
  if (uses.includes('unknown') || uses.length === 0) return 'unknown';
  return 'other';
}

/** `namespace/name` of the service accounts that pods requesting a GPU run as; undefined when the stack runs no such pod. */
function gpuPodServiceAccounts(index: StackIndex): Set<string> | undefined {
  const accounts = index
    .kubernetesObjects()
    .filter((o) => isGpuPodWorkload(o.object))
    .map((o) => `${String(o.object.metadata?.namespace ?? 'default')}/${String(podSpecOf(o.object)?.serviceAccountName ?? 'default')}`);
  return accounts.length > 0 ? new Set(accounts) : undefined;
}

function serviceAccountUse(namespace: unknown, name: unknown, gpuAccounts: Set<string> | undefined): RoleUse {
  if (gpuAccounts === undefined || typeof namespace !== 'string' || typeof name !== 'string' || `${namespace}${name}`.includes('${'))
    return 'unknown';
  return gpuAccounts.has(`${namespace}/${name}`) ? 'model' : 'other';
}
