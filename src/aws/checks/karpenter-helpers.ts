import { parse as parseToml } from 'smol-toml';
import { KubernetesObject, StackIndex } from '../../core/checks/stack-index';
import { blocks, strings } from '../../core/checks/resolved-values';

/** The EC2NodeClasses the stack applies. */
export function nodeClasses(index: StackIndex): KubernetesObject[] {
  return index
    .kubernetesObjects()
    .filter((o) => String(o.object.apiVersion ?? '').startsWith('karpenter.k8s.aws/') && o.object.kind === 'EC2NodeClass');
}

/** The NodePools the stack applies. */
export function nodePools(index: StackIndex): KubernetesObject[] {
  return index
    .kubernetesObjects()
    .filter((o) => String(o.object.apiVersion ?? '').startsWith('karpenter.sh/') && o.object.kind === 'NodePool');
}

/** True for a NodePool that launches GPU instances: GPU requirements, GPU instance families or categories, a GPU taint or limit. */
export function isGpuNodePool(pool: KubernetesObject): boolean {
  const spec = pool.object.spec?.template?.spec ?? {};
  const requirements = blocks(spec.requirements);
  const gpuRequirement = requirements.some((r) => {
    const key = String(r.key ?? '');
    const values = strings(r.values);
    return (
      key.startsWith('karpenter.k8s.aws/instance-gpu') ||
      (key === 'karpenter.k8s.aws/instance-family' && values.some((v) => /^(g|p)\d/.test(v))) ||
      (key === 'karpenter.k8s.aws/instance-category' && values.some((v) => v === 'g' || v === 'p'))
    );
  });
  const gpuTaint = blocks(spec.taints).some((t) => t.key === 'nvidia.com/gpu');
  const gpuLimit = pool.object.spec?.limits !== undefined && 'nvidia.com/gpu' in pool.object.spec.limits;
  return gpuRequirement || gpuTaint || gpuLimit;
}

/** The node class a NodePool launches with. */
export function nodeClassName(pool: KubernetesObject): string | undefined {
  const name = pool.object.spec?.template?.spec?.nodeClassRef?.name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The node classes GPU pods land on: those a GPU NodePool of the stack names, or every node class
 * when the stack applies no NodePool (the pools live elsewhere and cannot be told apart).
 */
export function gpuNodeClasses(index: StackIndex): KubernetesObject[] {
  const pools = nodePools(index);
  const classes = nodeClasses(index);
  if (pools.length === 0) return classes;
  const names = new Set(pools.filter(isGpuNodePool).map(nodeClassName));
  return classes.filter((c) => names.has(c.object.metadata?.name));
}

/** The AMI family: `Bottlerocket`, `AL2023`, ... from amiFamily or the alias. */
export function amiFamily(nodeClass: KubernetesObject): string | undefined {
  const spec = nodeClass.object.spec ?? {};
  if (typeof spec.amiFamily === 'string' && spec.amiFamily !== 'Custom') return spec.amiFamily;
  const alias = blocks(spec.amiSelectorTerms)
    .map((t) => t.alias)
    .find((a): a is string => typeof a === 'string');
  const family = alias?.split('@')[0];
  return family === 'bottlerocket' ? 'Bottlerocket' : family === 'al2023' ? 'AL2023' : family === 'al2' ? 'AL2' : family;
}

/** Bottlerocket user data as TOML settings; undefined when there is none, `null` when it does not parse. */
export function bottlerocketSettings(nodeClass: KubernetesObject): Record<string, any> | undefined | null {
  const userData = nodeClass.object.spec?.userData;
  if (typeof userData !== 'string' || userData.trim() === '') return undefined;
  try {
    return (parseToml(userData) as Record<string, any>).settings ?? {};
  } catch {
    return null;
  }
}

/** The user data as text. */
export function userData(nodeClass: KubernetesObject): string {
  const value = nodeClass.object.spec?.userData;
  return typeof value === 'string' ? value : '';
}

/**
 * A data volume restored from a snapshot of pulled images (the image-cache pattern): RAID0 mounts
 * the NVMe array over /var/lib/containerd and would hide the restored images, and Bottlerocket
 * deletes them when the node boots with another snapshotter than the one they were pulled with.
 */
export function restoresImageCache(nodeClass: KubernetesObject): boolean {
  return blocks(nodeClass.object.spec?.blockDeviceMappings).some((m) => typeof m.ebs?.snapshotID === 'string' && m.ebs.snapshotID !== '');
}
