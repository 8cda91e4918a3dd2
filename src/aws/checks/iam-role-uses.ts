import { RoleUse } from '../../core/checks/platform-checks';
import { IndexedResource, StackIndex, isGpuPodWorkload, podSpecOf } from '../../core/checks/stack-index';

/**
 * What the stack shows an IAM role used by: the Pod Identity or IRSA role of a pod that requests a
 * GPU (the model's), another pod's, or a node's or cluster's (GPU pods do not get node
 * credentials: IMDS hop limit 1).
 */
export function iamRoleUses(role: IndexedResource, index: StackIndex): RoleUse[] {
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
  if (index.referencing(role, 'aws_iam_instance_profile', 'aws_eks_node_group', 'aws_eks_cluster').length > 0) uses.push('other');
  if (index.kubernetesObjects().some((o) => o.object.kind === 'EC2NodeClass' && index.refersTo(o.object.spec?.role, role)))
    uses.push('other');
  return uses;
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
