/** The TOML value kinds Karpenter's typed Bottlerocket settings struct decodes. */
export type TomlKind = 'string' | 'integer' | 'boolean' | 'table' | 'array';

/**
 * The keys under `[settings.kubernetes]` that Karpenter's typed struct knows, with the kind each
 * decodes as (aws/karpenter-provider-aws `pkg/providers/amifamily/bootstrap/bottlerocketsettings.go`,
 * `BottlerocketKubernetes`). Karpenter re-marshals `[settings.kubernetes]` from that struct, so any
 * other key is dropped without an error, and a key of the wrong kind fails the node's user data.
 */
export const KARPENTER_KUBERNETES_SETTINGS: Readonly<Record<string, TomlKind>> = {
  'api-server': 'string',
  'cloud-provider': 'string',
  'cluster-certificate': 'string',
  'cluster-name': 'string',
  'cluster-dns-ip': 'string',
  'credential-providers': 'table',
  'node-labels': 'table',
  'node-taints': 'table',
  'max-pods': 'integer',
  'static-pods': 'table',
  'eviction-hard': 'table',
  'eviction-soft': 'table',
  'eviction-soft-grace-period': 'table',
  'eviction-max-pod-grace-period': 'integer',
  'kube-reserved': 'table',
  'system-reserved': 'table',
  'allowed-unsafe-sysctls': 'array',
  'server-tls-bootstrap': 'boolean',
  'registry-qps': 'integer',
  'registry-burst': 'integer',
  'event-qps': 'integer',
  'event-burst': 'integer',
  'kube-api-qps': 'integer',
  'kube-api-burst': 'integer',
  'container-log-max-size': 'string',
  'container-log-max-files': 'integer',
  'cpu-manager-policy': 'string',
  'cpu-manager-policy-options': 'array',
  'cpu-manager-reconcile-period': 'string',
  'topology-manager-scope': 'string',
  'topology-manager-policy': 'string',
  // Strings, not integers, in Karpenter's struct: `image-gc-high-threshold-percent = "85"`.
  'image-gc-high-threshold-percent': 'string',
  'image-gc-low-threshold-percent': 'string',
  'ids-per-pod': 'integer',
  'cpu-cfs-quota-enforced': 'boolean',
  'shutdown-grace-period': 'string',
  'shutdown-grace-period-for-critical-pods': 'string',
  'cluster-domain': 'string',
  'seccomp-default': 'boolean',
  'pod-pids-limit': 'integer',
  'device-ownership-from-security-context': 'boolean',
  'single-process-oom-kill': 'boolean',
  'container-log-max-workers': 'integer',
  'container-log-monitor-interval': 'string',
  'hostname-override-source': 'string',
  'log-level': 'integer',
};

/** Keys Karpenter always replaces with its own values (cluster endpoint and CA, NodePool taints). */
export const KARPENTER_OVERWRITTEN_SETTINGS = ['cluster-name', 'api-server', 'cluster-certificate', 'node-taints'];

/** Keys Karpenter replaces when the EC2NodeClass `spec.kubelet` sets the image GC thresholds. */
export const KUBELET_IMAGE_GC_SETTINGS = ['image-gc-high-threshold-percent', 'image-gc-low-threshold-percent'];

/** The kind of a parsed TOML value, in the terms of {@link TomlKind}. */
export function tomlKind(value: unknown): TomlKind | 'float' | 'datetime' {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'float';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'datetime';
  return 'table';
}
