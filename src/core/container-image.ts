import { Size } from './size';
import { imageReferenceProblem } from './contract/image-reference';
import { UnscopedValidationError } from './errors';
import { isUnresolved } from './tokens';

/** Options for {@link ContainerImage.fromRegistry}. */
export interface ContainerImageOptions {
  /**
   * The image's compressed size as the registry reports it. Checked against the platform's image
   * limit and used in cold-start estimates.
   * @default - unknown; limits are checked against the model's size when the model is in the image
   */
  readonly compressedSize?: Size;
}

/** The serving container's image. */
export class ContainerImage {
  /**
   * An image in a registry, by reference: `registry/repository:tag` or
   * `registry/repository@sha256:<digest>`.
   */
  public static fromRegistry(uri: string, options: ContainerImageOptions = {}): ContainerImage {
    // A token (a registry resource's URL) is known only at apply; the platform passes it as it is.
    const problem = isUnresolved(uri) ? undefined : imageReferenceProblem(uri);
    if (problem !== undefined) {
      const fix = 'use registry/repository:tag or registry/repository@sha256:<digest>';
      throw new UnscopedValidationError('GPUM-IMAGE-URI', `"${uri}" ${problem}: ${fix}`, {
        property: 'uri',
        value: String(uri),
        fix,
      });
    }
    checkImageSize(options.compressedSize, 'compressedSize');
    return new ContainerImage(uri, options.compressedSize);
  }

  private constructor(
    /** The full image reference. */
    public readonly uri: string,
    /** The compressed size, when given. */
    public readonly compressedSize?: Size,
  ) {}

  /** The `sha256:...` digest when the reference is pinned by digest. */
  public get digest(): string | undefined {
    return /@(sha256:[0-9a-f]{64})$/.exec(this.uri)?.[1];
  }

  /** The registry host (`registry.cn-hangzhou.aliyuncs.com`), when the reference names one. */
  public get registry(): string | undefined {
    const first = this.uri.split('/')[0];
    return this.uri.includes('/') && /[.:]|^localhost$/.test(first) ? first : undefined;
  }
}

/**
 * An image's compressed size, when given (`compressedSize`, the advice's `baseImageSize`): a Size
 * (plain JavaScript can pass a number of bytes or gigabytes), and at least a kilobyte. The smallest
 * serving image (a static binary on scratch) compresses to megabytes; a size under 1 kB is a unit slip
 * (bytes for gigabytes) that would switch the image limits and the cold-start estimate off.
 * @internal
 */
export function checkImageSize(size: Size | undefined, property: string): void {
  if (size === undefined) return;
  const isSize = typeof (size as Partial<Size>)?.toBytes === 'function';
  const problem = !isSize
    ? 'is not a Size'
    : size.toBytes() < MIN_COMPRESSED_BYTES
      ? `is ${size}, less than any container image`
      : undefined;
  if (problem === undefined) return;
  const fix = "give the image's compressed size as the registry reports it, for example Size.gigabytes(9)";
  throw new UnscopedValidationError('GPUM-IMAGE-SIZE', `${property} ${problem}: ${fix}`, {
    property,
    value: String(size),
    fix,
  });
}

const MIN_COMPRESSED_BYTES = 1000;
