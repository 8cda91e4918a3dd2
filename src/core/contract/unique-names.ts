import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { isUnresolved, resolveValue } from '../tokens';

/**
 * Names that must be unique in an app (a Function Compute function name, a Karpenter NodePool
 * name, a service account ID, a cluster-scoped Kubernetes object): the first construct to claim a
 * name in a namespace of names holds it, the second fails naming both. Keyed by the app (the tree's
 * root), so separate apps, such as separate tests, never see each other's names.
 */
const registries = new WeakMap<IConstruct, Map<string, IConstruct>>();

/** What kind of name, and where it must be unique. */
export interface UniqueNameKind {
  /** The kind, for messages (`function name`, `PersistentVolume name`). */
  readonly kind: string;
  /**
   * Where the name must be unique beyond the kind: the cloud account and region, the cluster. Two
   * names in different scopes never collide. A token scope is compared as its resolved text.
   * @default - the whole app
   */
  readonly within?: string;
  /** The stable ID of the error (`GPUM-FC-FUNCTION-NAME-DUPLICATE`). */
  readonly code: string;
}

/**
 * Claims a name for a construct. A name that is a token cannot be compared and is not claimed.
 * Claiming the same name again from the same construct is fine (a construct may ask twice).
 */
export function claimUniqueName(scope: IConstruct, kind: UniqueNameKind, name: string | undefined): void {
  if (name === undefined || isUnresolved(name)) return;
  const root = scope.node.root;
  let registry = registries.get(root);
  if (!registry) {
    registry = new Map();
    registries.set(root, registry);
  }
  const within = scopeText(scope, kind.within);
  const key = `${kind.kind}\u0000${within}\u0000${name}`;
  const holder = registry.get(key);
  if (holder === undefined) {
    registry.set(key, scope);
    return;
  }
  if (holder === scope) return;
  throw new ValidationError(
    kind.code,
    `${kind.kind} "${name}" is already used by ${holder.node.path}${within && !isUnresolved(kind.within) ? ` (in ${within})` : ''}: two resources with one name fail at apply or overwrite each other. Give one of them another name`,
    scope,
    { property: kind.kind, value: name, fix: 'give one of them another name' },
  );
}

/** True when a name is already claimed by another construct (for derived names that add a qualifier only on collision). */
export function isNameClaimed(scope: IConstruct, kind: UniqueNameKind, name: string): boolean {
  const registry = registries.get(scope.node.root);
  const within = scopeText(scope, kind.within);
  const holder = registry?.get(`${kind.kind}\u0000${within}\u0000${name}`);
  return holder !== undefined && holder !== scope;
}

/** Where a name must be unique, as text: a token (a cluster's name attribute) as what it resolves to. */
function scopeText(scope: IConstruct, within: string | undefined): string {
  if (within === undefined) return '';
  return isUnresolved(within) ? JSON.stringify(resolveValue(scope, within)) : within;
}
