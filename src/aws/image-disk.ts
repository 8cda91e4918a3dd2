import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { TOKEN_IN_WORDS, TOKEN_INLINE, valueText } from '../core/contract/numbers';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { IGpuNodePool } from './gpu-node-pool';
import { EksGpuInstanceType } from './instance-catalogue';
import { tokensAs } from './node-class-checks';
import { maxBy, minBy } from './node-pool-instance-types';

/** kubelet's default `imageGCHighThresholdPercent`: above it, kubelet deletes unused images. */
export const KUBELET_IMAGE_GC_HIGH = 85;
/** kubelet's default `imageGCLowThresholdPercent`: it deletes images down to this. */
export const KUBELET_IMAGE_GC_LOW = 80;

/** Where the EKS guides say how to slim an image, for the messages. */
const SLIMMING =
  'slim it (a runtime base image rather than a devel one, a multi-stage build that copies only what the server runs: EKS best practices, "Reducing Container Image Sizes"; see src/aws/README.md)';

/** An image on the node and what is known of its size. */
export interface NodeImageSize {
  readonly uri: string;
  /** The compressed size the user gave, else the size of the model baked in (a lower bound). */
  readonly compressedSize: Size;
  /** True when the size is the baked model's, not the image's own. */
  readonly fromModel: boolean;
  /** True when the model is in the image. */
  readonly modelBaked: boolean;
}

/** What {@link checkImageDisk} needs to know. */
export interface ImageDiskInput {
  /** The images every node of the workload holds (the serving image first). */
  readonly images: ReadonlyArray<NodeImageSize>;
  readonly pool: IGpuNodePool;
  /** The catalogued instance types the pods can land on, when known. */
  readonly instanceTypes?: EksGpuInstanceType[];
  /** The emptyDir the strategy puts on the same disk (a download, Mountpoint's cache), when any. */
  readonly emptyDir?: Size;
}

/**
 * Checks that the workload's images fit the disk they are unpacked on: the RAID0 NVMe array when
 * the node class has one (containerd's and kubelet's storage are bound onto it), else the EBS volume
 * that holds `/var/lib` (Bottlerocket's data volume, AL2023's root volume).
 *
 * What an image takes on disk is bounded below by its compressed size, counted once for the unpacked
 * snapshot (gzip never makes a layer larger than it unpacks to; model weights barely compress, so
 * for a baked model the two are close) and once more when the node keeps the compressed layers in
 * containerd's content store (the default pull, or SOCI with `discardUnpackedLayers: false`). A
 * code, not a guess, decides the error: the image cannot fit even at that bound on the largest disk
 * the pods can land on. The warning: it passes kubelet's image GC high threshold (85 % by default,
 * the node class's `imageGcHighThresholdPercent` otherwise, the default again when that is a
 * Terraform token, which the warning then says) with the emptyDir on the smallest disk,
 * when kubelet starts deleting images, or does not fit the smallest disk at all (nothing reserves
 * disk for an image, so Karpenter may launch that size).
 */
export function checkImageDisk(scope: IConstruct, input: ImageDiskInput): void {
  const { pool, images } = input;
  if (images.length === 0) return;
  const copies = pool.keepsCompressedLayers ? 2 : 1;
  const need = images.reduce((sum, image) => sum.plus(image.compressedSize.times(copies)), Size.bytes(0));
  const disk = imageDisk(pool, input.instanceTypes);
  if (!disk) return;
  const described = describeImages(images, copies);
  if (disk.largest && disk.largest.isLessThan(need)) {
    throw new ValidationError(
      'GPUM-EKS-IMAGE-DISK',
      `${described} ${images.length === 1 ? 'needs' : 'need'} at least ${need} on ${disk.what}, but the largest the NodePool can give the pods is ${disk.largest}${disk.largestType ? ` (${disk.largestType})` : ''}: the pull fails with "no space left on device" and the pod never starts`,
      scope,
      {
        property: 'image',
        value: valueText(images[0].uri),
        fix: `${disk.fix}, or ${SLIMMING}${images.some((i) => i.modelBaked) ? ', or keep the model out of the image (ModelStorage.downloadAtStart(), EksModelStorage.mountpoint())' : ''}`,
      },
    );
  }
  // A token threshold is known only at apply: the estimate takes kubelet's default, and says so.
  const gcToken = isUnresolved(pool.imageGcHighThresholdPercent);
  const gcHigh = gcToken ? KUBELET_IMAGE_GC_HIGH : (pool.imageGcHighThresholdPercent ?? KUBELET_IMAGE_GC_HIGH);
  const assumed = gcToken
    ? ` (imageGcHighThresholdPercent is ${TOKEN_IN_WORDS}: kubelet's default ${KUBELET_IMAGE_GC_HIGH} % is assumed)`
    : '';
  const total = input.emptyDir ? need.plus(input.emptyDir) : need;
  const limit = disk.smallest.times(gcHigh / 100);
  if (total.isGreaterThan(limit)) {
    const withEmptyDir = input.emptyDir ? ` and the model's ${input.emptyDir} emptyDir` : '';
    addWarning(
      scope,
      'GPUM-EKS-IMAGE-DISK-TIGHT',
      `${described}${withEmptyDir} ${images.length === 1 && !input.emptyDir ? 'takes' : 'take'} at least ${total} of ${disk.what} (${disk.smallest}${disk.smallestType ? ` on ${disk.smallestType}, the smallest instance type the pods can land on` : ''}), past kubelet's image GC high threshold (${gcHigh} %, ${limit}): kubelet deletes unused images to make room (pre-pulled ones among them), and a larger image fails to pull${assumed}. ${disk.fix}, or ${SLIMMING}`,
    );
  }
}

interface ImageDisk {
  readonly what: string;
  readonly smallest: Size;
  readonly smallestType?: string;
  readonly largest?: Size;
  readonly largestType?: string;
  readonly fix: string;
}

/** The disk images are unpacked on, at its smallest and largest across the pods' instance types. */
function imageDisk(pool: IGpuNodePool, types: EksGpuInstanceType[] | undefined): ImageDisk | undefined {
  if (pool.instanceStoreRaid0) {
    const fix = "Raise the node class's minLocalNvme, or admit instance types with more instance store";
    const known = types && types.length > 0 ? types : undefined;
    if (!known) {
      return pool.minLocalNvme ? { what: 'the NVMe array', smallest: pool.minLocalNvme, fix } : undefined;
    }
    const small = minBy(known, (t) => t.localNvmeGb)!;
    const large = maxBy(known, (t) => t.localNvmeGb)!;
    // The label is EC2's TotalSizeInGB: GB for the warning, the larger GiB reading for the error, so
    // that the error holds under either reading (as for the emptyDir check).
    return {
      what: 'the NVMe array',
      smallest: Size.gigabytes(small.localNvmeGb),
      smallestType: small.instanceType,
      largest: Size.gibibytes(large.localNvmeGb),
      largestType: large.instanceType,
      fix,
    };
  }
  if (!pool.kubeletVolumeSize) return undefined;
  return {
    what: "the node's EBS volume for /var/lib (Bottlerocket's dataVolume, AL2023's rootVolume)",
    smallest: pool.kubeletVolumeSize,
    largest: pool.kubeletVolumeSize,
    fix: "Enlarge the node class's dataVolume (Bottlerocket) or rootVolume (AL2023), or turn instanceStoreRaid0 on",
  };
}

function describeImages(images: ImageDiskInput['images'], copies: number): string {
  const layers = copies === 2 ? ', unpacked and its compressed layers kept' : ', unpacked';
  if (images.length === 1) {
    const [image] = images;
    return `the image ${tokensAs(image.uri, TOKEN_INLINE)} (${image.fromModel ? `at least the ${image.compressedSize} model baked in` : `${image.compressedSize} compressed`}${layers})`;
  }
  return `the ${images.length} images (${images.map((i) => `${tokensAs(i.uri, TOKEN_INLINE)}: ${i.compressedSize}`).join(', ')} compressed${layers})`;
}
