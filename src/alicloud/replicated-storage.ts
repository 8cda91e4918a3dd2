/**
 * The strategies `FcReplicatedModelBucket.storageFor` made. Their bucket's prefix directory object,
 * which Function Compute needs to mount the prefix, is the replicated bucket's concern: it creates
 * the object in a new source bucket (and the rules replicate it), or warns once about an existing
 * source. A function mounting one of them must not warn about it again.
 */
const REPLICATED = new WeakSet<object>();

/** Marks a strategy as made by `FcReplicatedModelBucket.storageFor`; returns it. */
export function markReplicatedStorage<T extends object>(storage: T): T {
  REPLICATED.add(storage);
  return storage;
}

/** True for a strategy `FcReplicatedModelBucket.storageFor` made. */
export function isReplicatedStorage(storage: object): boolean {
  return REPLICATED.has(storage);
}
