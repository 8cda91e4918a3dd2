import { IndexedResource, StackIndex } from '../stack-index';

/**
 * The value of an environment variable the workload sets, wherever its platform keeps it: the
 * platform of a consumer type says (`PlatformChecks.environmentValue`); Kubernetes objects and
 * other resources are searched for a `{ name, value }` pair.
 */
export function environmentValue(resource: IndexedResource, index: StackIndex, name: string): string | undefined {
  const owner = index.platforms.find((p) => p.environmentValue !== undefined && p.consumerTypes.includes(resource.type));
  if (owner?.environmentValue) return owner.environmentValue(resource, index, name);
  for (const o of index.kubernetesObjects().filter((k) => k.resource === resource)) {
    const found = findEnv(o.object, name);
    if (found !== undefined) return found;
  }
  return findEnv(resource.config, name);
}

/** A `{ name, value }` pair anywhere in a Kubernetes object (container env lists). */
function findEnv(value: unknown, name: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findEnv(item, name);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.name === name && typeof record.value === 'string') return record.value;
  for (const child of Object.values(record)) {
    const found = findEnv(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}
