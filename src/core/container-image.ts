import { Size } from './size';
import { UnscopedValidationError } from './errors';

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
    if (!uri || /\s/.test(uri)) {
      const fix = 'use registry/repository:tag or registry/repository@sha256:<digest>';
      throw new UnscopedValidationError('GPUM-IMAGE-URI', `"${uri}" is not an image reference: ${fix}`, {
        property: 'uri',
        value: String(uri),
        fix,
      });
    }
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
