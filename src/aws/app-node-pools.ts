import { IConstruct } from 'constructs';
import { isUnresolved } from '../core/tokens';

/**
 * The GPU NodePools the constructs of one app create, so that a construct placed by a pool's name
 * (the staging Job's `nodeSelector`) can be checked against them at synth, whatever the order the
 * constructs were made in. Keyed by the app (the tree's root), so separate apps never see each other's.
 */
export interface AppNodePool {
  /** The NodePool's name. */
  readonly name: string;
  /** The cluster the pool belongs to; a token when the name is a reference. */
  readonly clusterName: string;
  /** The construct that creates it. */
  readonly scope: IConstruct;
}

const registries = new WeakMap<IConstruct, AppNodePool[]>();

/** Records a pool the app creates (a pool named by a token cannot be compared and is not recorded). */
export function registerNodePool(pool: AppNodePool): void {
  if (isUnresolved(pool.name)) return;
  const root = pool.scope.node.root;
  const list = registries.get(root) ?? [];
  list.push(pool);
  registries.set(root, list);
}

/** The pools the app of `scope` creates, as recorded so far (call at synth for all of them). */
export function appNodePools(scope: IConstruct): readonly AppNodePool[] {
  return registries.get(scope.node.root) ?? [];
}
