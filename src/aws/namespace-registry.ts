import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { dependable, TerraformResource } from '../core/framework';
import { perStack } from '../core/private/per-stack';
import { isUnresolved, resolveValue } from '../core/tokens';

/** One namespace of one cluster, as the workloads of a stack use it. */
interface NamespaceUse {
  /** The Namespace object a workload created, and that workload's path. */
  created?: { readonly resource: TerraformResource; readonly by: string };
  /** Resources of workloads in the namespace that were made before the Namespace. */
  readonly waiting: TerraformResource[];
}

const usesIn = perStack(() => new Map<string, NamespaceUse>());

function useOf(scope: IConstruct, clusterName: string, namespace: string): NamespaceUse {
  const uses = usesIn(scope);
  // Each read of a resource attribute is a new token: compare what they resolve to.
  const key = JSON.stringify([keyOf(scope, clusterName), keyOf(scope, namespace)]);
  let use = uses.get(key);
  if (!use) {
    use = { waiting: [] };
    uses.set(key, use);
  }
  return use;
}

/**
 * Records the Namespace object a workload created, and makes every workload of the stack in that
 * namespace of that cluster depend on it, those made before it included, so that Terraform creates
 * the namespace before the objects in it (and deletes it after them). A second workload creating the
 * same namespace is an error: two `kubernetes_manifest` resources cannot own one object.
 */
export function registerCreatedNamespace(scope: IConstruct, clusterName: string, namespace: string, resource: TerraformResource): void {
  const use = useOf(scope, clusterName, namespace);
  if (use.created) {
    throw new ValidationError(
      'GPUM-EKS-NAMESPACE-DUPLICATE',
      `createNamespace: the namespace "${namespace}" is already created by ${use.created.by}; two resources cannot own one Namespace object (the second apply fails, and destroying either deletes the other's pods)`,
      scope,
      {
        property: 'createNamespace',
        value: 'true',
        fix: 'Create it once: remove createNamespace here. Workloads of the stack in that namespace are applied after the Namespace automatically',
      },
    );
  }
  use.created = { resource, by: scope.node.path };
  for (const waiting of use.waiting.splice(0)) addDependency(waiting, resource);
}

/** The Namespace resource a workload of the stack created for this namespace of this cluster, if any. */
export function createdNamespace(scope: IConstruct, clusterName: string, namespace: string): TerraformResource | undefined {
  return useOf(scope, clusterName, namespace).created?.resource;
}

/**
 * Records a workload's objects in a namespace no workload of the stack has created yet: they get a
 * dependency on the Namespace when a later workload creates it.
 */
export function awaitNamespace(scope: IConstruct, clusterName: string, namespace: string, resources: TerraformResource[]): void {
  const use = useOf(scope, clusterName, namespace);
  if (use.created) for (const resource of resources) addDependency(resource, use.created.resource);
  else use.waiting.push(...resources);
}

/** What cdktf does with a dependsOn given to a resource's constructor. */
function addDependency(resource: TerraformResource, on: TerraformResource): void {
  resource.dependsOn = [...(resource.dependsOn ?? []), dependable(on)];
}

/** A literal is its own key; only a token needs resolving, which costs a walk of cdktf's resolver. */
function keyOf(scope: IConstruct, value: string): unknown {
  return isUnresolved(value) ? resolveValue(scope, value) : value;
}
