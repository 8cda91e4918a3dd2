import { UnscopedValidationError } from '../core/errors';
import { parseSemVer, SemVer, compareSemVer } from './versions';

/** The node operating systems the GPU node class supports. */
export enum AmiFamily {
  /** Bottlerocket: SOCI parallel pull through its settings API, NVIDIA device plugin built in. */
  BOTTLEROCKET = 'Bottlerocket',
  /** Amazon Linux 2023 with nodeadm: SOCI parallel pull through the `FastImagePull` feature gate. */
  AL2023 = 'AL2023',
}

/**
 * The node image, as a Karpenter AMI alias (`bottlerocket@v1.57.0`, `al2023@v20260724`).
 *
 * Karpenter resolves the alias through SSM and picks the NVIDIA variant for GPU instance types by
 * itself. Pin a version: `@latest` rolls every node to each new AMI release (drift).
 */
export class NodeImage {
  /** The Bottlerocket release pinned when none is given. Bump it deliberately, after testing. */
  public static readonly DEFAULT_BOTTLEROCKET_VERSION = '1.57.0';

  /**
   * Bottlerocket at a pinned release (`1.57.0` or `v1.57.0`).
   * @param version the Bottlerocket release; it must exist for the cluster's Kubernetes version
   */
  public static bottlerocket(version: string = NodeImage.DEFAULT_BOTTLEROCKET_VERSION): NodeImage {
    const parsed = parseSemVer(version);
    if (!parsed) {
      const example = `NodeImage.bottlerocket('${NodeImage.DEFAULT_BOTTLEROCKET_VERSION}')`;
      throw new UnscopedValidationError(
        'GPUM-EKS-AMI-VERSION',
        `"${version}" is not a Bottlerocket release: give major.minor.patch, for example ${example}`,
        {
          property: 'version',
          value: String(version),
          fix: `Give major.minor.patch, for example ${example}`,
        },
      );
    }
    const normalized = `${parsed.major}.${parsed.minor}.${parsed.patch}`;
    return new NodeImage(AmiFamily.BOTTLEROCKET, `bottlerocket@v${normalized}`, normalized, parsed);
  }

  /** Bottlerocket's newest release, re-resolved by Karpenter: every release drifts every node. Warned at synth. */
  public static bottlerocketLatest(): NodeImage {
    return new NodeImage(AmiFamily.BOTTLEROCKET, 'bottlerocket@latest', 'latest');
  }

  /**
   * Amazon Linux 2023 at a pinned EKS AMI release (`v20260724`).
   * @param version the amazon-eks-ami release tag
   */
  public static al2023(version: string): NodeImage {
    const match = /^v?(\d{8})$/.exec(version ?? '');
    if (!match) {
      throw new UnscopedValidationError(
        'GPUM-EKS-AMI-VERSION',
        `"${version}" is not an EKS AMI release: give the amazon-eks-ami tag, for example NodeImage.al2023('v20260724')`,
        { property: 'version', value: String(version), fix: "Give the amazon-eks-ami tag, for example NodeImage.al2023('v20260724')" },
      );
    }
    return new NodeImage(AmiFamily.AL2023, `al2023@v${match[1]}`, `v${match[1]}`);
  }

  /** Amazon Linux 2023's newest EKS AMI, re-resolved by Karpenter: every release drifts every node. Warned at synth. */
  public static al2023Latest(): NodeImage {
    return new NodeImage(AmiFamily.AL2023, 'al2023@latest', 'latest');
  }

  private constructor(
    /** The OS family (the EC2NodeClass `amiFamily`). */
    public readonly family: AmiFamily,
    /** The Karpenter alias, the one `amiSelectorTerms` entry. */
    public readonly alias: string,
    /** The pinned version (`1.57.0`, `v20260724`) or `latest`. */
    public readonly version: string,
    private readonly semver?: SemVer,
  ) {}

  /** True for `@latest`. */
  public get isLatest(): boolean {
    return this.version === 'latest';
  }

  /**
   * True when the image is at least `floor` (`1.46.0` for Bottlerocket, `v20250821` for AL2023).
   * `@latest` counts as newer than any floor, as Karpenter itself assumes.
   */
  public isAtLeast(floor: string): boolean {
    // A floor of the other family's form (or none) compared nothing: a Bottlerocket floor against an
    // AL2023 date compared as text, and a malformed one made every image too old.
    const al2023 = this.family === AmiFamily.AL2023;
    const al2023Floor = typeof floor === 'string' ? /^v?(\d{8})$/.exec(floor)?.[1] : undefined;
    const parsedFloor = typeof floor === 'string' && !al2023 ? parseSemVer(floor) : undefined;
    if (al2023 ? al2023Floor === undefined : parsedFloor === undefined) {
      const example = al2023 ? "isAtLeast('v20250821')" : "isAtLeast('1.46.0')";
      const form = al2023 ? 'an amazon-eks-ami release (v and 8 digits)' : 'a Bottlerocket release (major.minor.patch)';
      throw new UnscopedValidationError(
        'GPUM-EKS-AMI-VERSION',
        `floor "${String(floor)}" is not ${form}, the form of ${this.alias}: give one, for example ${example}`,
        { property: 'floor', value: String(floor), fix: `Give ${form}, for example ${example}` },
      );
    }
    if (this.isLatest) return true;
    if (al2023) return this.version.replace(/^v/, '') >= al2023Floor!;
    return !!this.semver && compareSemVer(this.semver, parsedFloor!) >= 0;
  }
}
