import { IndexedResource, StackIndex } from '../stack-index';
import { blocks } from '../resolved-values';
import { CLOUD_RUN_TYPES, containers } from './cloud-run-helpers';

/** The value of an environment variable the workload sets, wherever its platform keeps it. */
export function environmentValue(resource: IndexedResource, index: StackIndex, name: string): string | undefined {
  if (resource.type === 'alicloud_fcv3_function') {
    const value = resource.config.environment_variables?.[name];
    return typeof value === 'string' ? value : undefined;
  }
  if (CLOUD_RUN_TYPES.includes(resource.type)) {
    return containers(resource)
      .flatMap((c) => blocks(c.env))
      .find((e) => e.name === name)?.value;
  }
  for (const o of index.kubernetesObjects().filter((k) => k.resource === resource)) {
    const found = findEnv(o.object, name);
    if (found !== undefined) return found;
  }
  return findEnv(resource.config, name);
}

/** The platform a consumer runs on, for its image limits. */
export function consumerPlatform(resource: IndexedResource): 'alicloud-fc' | 'gcp-cloudrun' | 'aws-eks' | undefined {
  if (resource.type === 'alicloud_fcv3_function') return 'alicloud-fc';
  if (CLOUD_RUN_TYPES.includes(resource.type)) return 'gcp-cloudrun';
  if (resource.type.startsWith('kubernetes_') || resource.type.startsWith('kubectl_')) return 'aws-eks';
  return undefined;
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
