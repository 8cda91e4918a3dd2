import { IConstruct } from 'constructs';
import { checkNumber } from '../core/contract/numbers';
import { ValidationError } from '../core/errors';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';

/**
 * SOCI parallel-pull-unpack tuning (Bottlerocket `settings.container-runtime-plugins.soci-snapshotter.
 * parallel-pull-unpack`). The defaults are the values AWS's karpenter-blueprints measured for large
 * inference images on Bottlerocket, which are also what nodeadm writes on AL2023.
 */
export interface SociParallelPullOptions {
  /**
   * Layer chunks downloaded at once per image (`max-concurrent-downloads-per-image`; Bottlerocket's own default is 3).
   * @default 20
   */
  readonly maxConcurrentDownloadsPerImage?: number;

  /**
   * The size of each ranged download (`concurrent-download-chunk-size`; Bottlerocket's own default is unlimited).
   * soci-snapshotter's guidance for ECR is 8 to 16 MiB.
   * @default Size.mebibytes(16)
   */
  readonly concurrentDownloadChunkSize?: Size;

  /**
   * Layers unpacked at once per image (`max-concurrent-unpacks-per-image`; Bottlerocket's own default is 1).
   * @default 12
   */
  readonly maxConcurrentUnpacksPerImage?: number;

  /**
   * Delete a compressed layer once it is unpacked (`discard-unpacked-layers`), halving the disk an
   * image takes. Images can then not be re-exported from the node.
   * @default true
   */
  readonly discardUnpackedLayers?: boolean;

  /**
   * Chunk downloads at once across all images (`max-concurrent-downloads`).
   * @default - unbounded (Bottlerocket's default)
   */
  readonly maxConcurrentDownloads?: number;

  /**
   * Layer unpacks at once across all images (`max-concurrent-unpacks`).
   * @default - unbounded (Bottlerocket's default)
   */
  readonly maxConcurrentUnpacks?: number;
}

/** The documented defaults of {@link SociParallelPullOptions}. */
export const SOCI_DEFAULTS = {
  maxConcurrentDownloadsPerImage: 20,
  concurrentDownloadChunkSize: Size.mebibytes(16),
  maxConcurrentUnpacksPerImage: 12,
  discardUnpackedLayers: true,
} as const;

/** The Bottlerocket `parallel-pull-unpack` table for the options (the node class's `sociParallelPull`), with the defaults filled in. */
export function parallelPullUnpackSettings(scope: IConstruct, options: SociParallelPullOptions = {}): Record<string, unknown> {
  const positive = (name: string, value: number | undefined) => {
    // The TOML the node class writes needs the number itself: a token is refused in words.
    if (isUnresolved(value))
      return checkNumber(scope, `sociParallelPull.${name}`, value, { code: 'GPUM-EKS-SOCI-TUNING', min: 1, integer: true });
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
      const fix = 'give a whole number of at least 1';
      throw new ValidationError('GPUM-EKS-SOCI-TUNING', `${name} is ${value}: ${fix}`, scope, {
        property: `sociParallelPull.${name}`,
        value: String(value),
        fix,
      });
    }
    return value;
  };
  const chunk = options.concurrentDownloadChunkSize ?? SOCI_DEFAULTS.concurrentDownloadChunkSize;
  const chunkMiB = chunk.toMebibytes();
  if (!Number.isInteger(chunkMiB) || chunkMiB < 1) {
    const fix = 'give whole mebibytes, for example Size.mebibytes(16)';
    throw new ValidationError('GPUM-EKS-SOCI-TUNING', `concurrentDownloadChunkSize is ${chunk}: ${fix}`, scope, {
      property: 'sociParallelPull.concurrentDownloadChunkSize',
      value: String(chunk),
      fix,
    });
  }
  const settings: Record<string, unknown> = {
    'max-concurrent-downloads-per-image': positive(
      'maxConcurrentDownloadsPerImage',
      options.maxConcurrentDownloadsPerImage ?? SOCI_DEFAULTS.maxConcurrentDownloadsPerImage,
    ),
    'concurrent-download-chunk-size': `${chunkMiB}mib`,
    'max-concurrent-unpacks-per-image': positive(
      'maxConcurrentUnpacksPerImage',
      options.maxConcurrentUnpacksPerImage ?? SOCI_DEFAULTS.maxConcurrentUnpacksPerImage,
    ),
    'discard-unpacked-layers': options.discardUnpackedLayers ?? SOCI_DEFAULTS.discardUnpackedLayers,
  };
  if (options.maxConcurrentDownloads !== undefined)
    settings['max-concurrent-downloads'] = positive('maxConcurrentDownloads', options.maxConcurrentDownloads);
  if (options.maxConcurrentUnpacks !== undefined)
    settings['max-concurrent-unpacks'] = positive('maxConcurrentUnpacks', options.maxConcurrentUnpacks);
  return settings;
}
