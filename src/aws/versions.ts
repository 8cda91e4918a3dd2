/** A `major.minor.patch` version, as Bottlerocket and Karpenter number their releases. */
export interface SemVer {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

/** Parses `1.46.0` or `v1.46.0`; anything else (`1.46`, `latest`) is not a version. */
export function parseSemVer(text: string): SemVer | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : undefined;
}

/** Negative when `a` is older than `b`, zero when equal, positive when newer. */
export function compareSemVer(a: SemVer, b: SemVer): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** True when `version` is at least `floor` (both `major.minor.patch`). */
export function isAtLeast(version: SemVer, floor: string): boolean {
  const parsed = parseSemVer(floor);
  if (!parsed) throw new Error(`internal: "${floor}" is not a version`);
  return compareSemVer(version, parsed) >= 0;
}

/**
 * The version floors the node class checks at synth, with where each comes from
 * (aws/karpenter-provider-aws v1.14.1 and Bottlerocket's settings documentation).
 */
export const VERSION_FLOORS = {
  /** `settings.container-runtime.snapshotter = "soci"` exists in Bottlerocket k8s variants since 1.44.0. */
  sociBottlerocket: '1.44.0',
  /** `apiclient ephemeral-storage` bootstrap commands exist since Bottlerocket 1.22.0. */
  raid0Bottlerocket: '1.22.0',
  /** Karpenter honours `instanceStorePolicy: RAID0` on Bottlerocket since v1.1.0 (PR #7044). */
  raid0KarpenterBottlerocket: '1.1.0',
  /**
   * `apiclient ephemeral-storage bind` without `--dirs` (which also moves /var/lib/soci-snapshotter
   * onto the array) is what Karpenter emits for Bottlerocket >= 1.46.0 ...
   */
  sociOnNvmeBottlerocket: '1.46.0',
  /** ... since Karpenter v1.8.0 (PR #8478, `version.SupportsDefaultBind`). */
  sociOnNvmeKarpenter: '1.8.0',
  /** `volumeInitializationRate` on block device mappings: Karpenter v1.5.0. */
  volumeInitializationRateKarpenter: '1.5.0',
  /** The `Gte` and `Lte` requirement operators: Karpenter v1.9.0 (kubernetes-sigs/karpenter#2674). */
  gteLteKarpenter: '1.9.0',
  /** `consolidationPolicy: Balanced`: Karpenter v1.14.0. */
  balancedConsolidationKarpenter: '1.14.0',
  /** nodeadm's `FastImagePull` feature gate: amazon-eks-ami v20250821. */
  fastImagePullAl2023: 'v20250821',
} as const;

/** The Karpenter release whose CRDs this library is validated against. */
export const DEFAULT_KARPENTER_VERSION = '1.14.1';

/**
 * The newest Kubernetes minor version the library knows of (EKS and Karpenter v1.14's compatibility
 * table, aws/karpenter-provider-aws `website/content/en/v1.14/upgrading/compatibility.md`). A version a
 * few minors past it may be a release the library predates, so it is a warning; further past, it is
 * a typo, and Bottlerocket publishes no variant (`aws-k8s-<version>`) for it.
 */
export const NEWEST_KNOWN_KUBERNETES_MINOR = 36;

/** How many minors past {@link NEWEST_KNOWN_KUBERNETES_MINOR} are taken as newer releases (with a warning). */
export const KUBERNETES_MINORS_AHEAD = 3;
