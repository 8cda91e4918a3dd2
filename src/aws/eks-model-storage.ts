import { IConstruct } from 'constructs';
import { ModelStorage, ModelStorageConfig, ModelStorageKind, ModelStorageTarget } from '../core/model-storage';
import { RemovalPolicy } from '../core/removal-policy';
import { AdvicePlatform } from '../core/storage-advice/workload';
import { Size } from '../core/size';
import type { IEksModelStoreHolder } from './eks-model-store';

/** The platform (its registered ID) an {@link EksModelStorage} strategy is built by. */
export enum EksStoragePlatform {
  /** Amazon EKS (Karpenter GPU NodePools). */
  AMAZON_EKS = AdvicePlatform.AMAZON_EKS,
}

/** Options for {@link EksModelStorage.containerImage}: the model is baked into the serving image. */
export interface EksContainerImageOptions {
  /**
   * Pull the image onto every GPU node ahead of the first pod with a DaemonSet (`PrePull`), so a pod's
   * cold start does not wait for the pull. The image must then be pinned by digest.
   * @default false
   */
  readonly prePull?: boolean;
}

/** Options for {@link EksModelStorage.mountpoint}: the model's S3 bucket mounted read-only with Mountpoint for Amazon S3. */
export interface EksMountpointOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with encryption on and public access blocked
   */
  readonly bucketName?: string;

  /**
   * The size of Mountpoint's local cache (an emptyDir on the node's instance storage).
   * @default - the model's size plus 10%
   */
  readonly cacheSize?: Size;

  /**
   * Extra Mountpoint flags, without a leading `--` (`max-threads 64`). Each is checked against
   * Mountpoint's flags; the construct sets `region`, `prefix` and `read-only` itself.
   * @default - none
   */
  readonly mountOptions?: string[];

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** A bound EKS strategy: the neutral config, plus the options only EKS has. */
export interface EksModelStorageConfig extends ModelStorageConfig {
  /**
   * The image strategy's options, for {@link EksModelStorage.containerImage}.
   * @default - not an EKS `containerImage()` strategy
   */
  readonly imageOptions?: EksContainerImageOptions;
  /**
   * The Mountpoint volume's options, for {@link EksModelStorage.mountpoint}.
   * @default - not a `mountpoint()` strategy
   */
  readonly mountpoint?: EksMountpointOptions;
  /**
   * The workload whose bucket this one shares, for {@link EksModelStorage.sharedWith}.
   * @default - not a `sharedWith()` strategy
   */
  readonly sharedWith?: IEksModelStoreHolder;
}

/**
 * The model strategies only Amazon EKS builds, with the options only it has. `EksGpuWorkload` takes these
 * and every neutral {@link ModelStorage}; another platform's construct does not compile with one, and the
 * `GpuFunctionWithModel` facade refuses it at synth with `GPUM-STORAGE-PLATFORM`.
 *
 * @example
 * EksModelStorage.containerImage({ prePull: true })
 * EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(40), mountOptions: ['max-threads 64'] })
 */
export class EksModelStorage extends ModelStorage {
  /** The model is baked into the serving image, optionally pulled onto each GPU node ahead of the first pod. */
  public static containerImage(options: EksContainerImageOptions = {}): EksModelStorage {
    return new EksModelStorage({
      kind: ModelStorageKind.CONTAINER_IMAGE,
      platformId: EksStoragePlatform.AMAZON_EKS,
      factory: 'EksModelStorage.containerImage()',
      imageOptions: options,
    });
  }

  /** The model's S3 bucket is mounted read-only with Mountpoint for Amazon S3 (a static PersistentVolume), cached on the node. */
  public static mountpoint(options: EksMountpointOptions = {}): EksModelStorage {
    return new EksModelStorage({
      kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
      platformId: EksStoragePlatform.AMAZON_EKS,
      factory: 'EksModelStorage.mountpoint()',
      mountpoint: options,
    });
  }

  /**
   * The model is in the S3 bucket of another workload of this stack, read the same way (the first
   * workload's strategy and options). Nothing is created twice: this workload's pods get a Pod Identity
   * role of their own that reads only its model's prefix, and a model the first one stages is staged
   * once (one Job; this workload's pods wait for its marker).
   *
   * @param first the workload on an S3 strategy whose bucket this one shares (its `modelStore`)
   */
  public static sharedWith(first: IEksModelStoreHolder): EksModelStorage {
    return new EksModelStorage({
      kind: first.storageKind,
      platformId: EksStoragePlatform.AMAZON_EKS,
      factory: 'EksModelStorage.sharedWith()',
      sharedWith: first,
    });
  }

  /**
   * The platform that builds the strategy: set by this class's factories. Its type is what makes
   * passing an EKS strategy to another platform's construct a compile error.
   * @default - every platform: a neutral `ModelStorage` passed where an EKS strategy is expected
   */
  public readonly platform?: EksStoragePlatform;

  private constructor(config: EksModelStorageConfig) {
    super(config);
    this.platform = EksStoragePlatform.AMAZON_EKS;
  }

  /** As {@link ModelStorage.bind}, typed with the options only EKS has. */
  public bind(scope: IConstruct, target: ModelStorageTarget): EksModelStorageConfig {
    return super.bind(scope, target);
  }
}
