/**
 * A function that computes its value on the first call and returns the same value after: a
 * platform's loaders `require` its modules once, since resolving a `require` again for every
 * workload costs file-system lookups.
 */
export function once<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
