import { IConstruct } from 'constructs';
import { ModelStorage, ModelStorageConfig, ModelStorageKind, ModelStorageTarget } from '../core/model-storage';
import { FileSystemStorageOptions, ObjectStorageAcceleratorOptions } from '../core/model-storage-options';
import { RemovalPolicy } from '../core/removal-policy';
import { AdvicePlatform } from '../core/storage-advice/workload';
import type { FcGpuFunction } from './fc-gpu-function';
import { OssRedundancy } from './oss-redundancy';

/** The platform (its registered ID) an {@link FcModelStorage} strategy is built by. */
export enum FcStoragePlatform {
  /** Alibaba Function Compute 3.0. */
  ALIBABA_FUNCTION_COMPUTE = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
}

/**
 * Options for {@link FcModelStorage.nas}: the model is on General-purpose NAS, reached over NFS from the
 * function's VPC. The fields are declared once, in core's `FileSystemStorageOptions`, which the deprecated
 * `ModelStorage.fileSystem({...})` of 0.1 takes too; `FcGpuFunction` reads either through one adapter.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the fields are declared once, in core; this is their Function Compute name
export interface FcNasOptions extends FileSystemStorageOptions {}

/** Options for {@link FcModelStorage.ossMount}: the model's OSS bucket mounted read-only (`oss_mount_config`). */
export interface FcOssMountOptions {
  /**
   * An existing bucket's name.
   * @default - a new private bucket with encryption on and public access blocked
   */
  readonly bucketName?: string;

  /**
   * Serve reads through the OSS accelerator in one zone: the function is put in a VPC in that zone.
   * The accelerator itself has no Terraform resource: create it in the console or with the OSS API.
   * @default - the region's internal endpoint
   */
  readonly accelerator?: ObjectStorageAcceleratorOptions;

  /**
   * How a new bucket stores its data (`redundancy_type`). Chosen once: the provider replaces the bucket
   * when it changes, which its `prevent_destroy` (RemovalPolicy.RETAIN) stops at plan, so changing it
   * on a deployed stack fails; copy the model to a new bucket instead. Only for a bucket this construct
   * creates: an existing bucket's redundancy is its own.
   * @default - the provider's default, OssRedundancy.LRS (the attribute is left out)
   */
  readonly redundancy?: OssRedundancy;

  /**
   * What happens to a new bucket when it leaves the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** A bound Function Compute strategy: the neutral config, plus the options only Function Compute has. */
export interface FcModelStorageConfig extends ModelStorageConfig {
  /**
   * The NAS options, for {@link FcModelStorage.nas}.
   * @default - not a `nas()` strategy
   */
  readonly nas?: FcNasOptions;
  /**
   * The OSS mount's options, for {@link FcModelStorage.ossMount}.
   * @default - not an `ossMount()` strategy
   */
  readonly ossMount?: FcOssMountOptions;
  /**
   * The function whose store this one shares, for {@link FcModelStorage.sharedWith}.
   * @default - not a `sharedWith()` strategy
   */
  readonly sharedWith?: FcGpuFunction;
}

/**
 * The model strategies only Alibaba Function Compute builds, with the options only it has. `FcGpuFunction`
 * takes these and every neutral {@link ModelStorage}; another platform's construct does not compile with
 * one, and the `GpuFunctionWithModel` facade refuses it at synth with `GPUM-STORAGE-PLATFORM`.
 *
 * @example
 * FcModelStorage.nas({ performanceClass: FileSystemPerformanceClass.PERFORMANCE })
 * FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-hangzhou-j' } })
 */
export class FcModelStorage extends ModelStorage {
  /** The model is on General-purpose NAS (Performance by default), with its VPC wiring. */
  public static nas(options: FcNasOptions = {}): FcModelStorage {
    return new FcModelStorage({
      kind: ModelStorageKind.FILE_SYSTEM,
      platformId: FcStoragePlatform.ALIBABA_FUNCTION_COMPUTE,
      factory: 'FcModelStorage.nas()',
      nas: options,
    });
  }

  /** The model's OSS bucket is mounted read-only, on the region's internal endpoint or through the OSS accelerator. */
  public static ossMount(options: FcOssMountOptions = {}): FcModelStorage {
    return new FcModelStorage({
      kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
      platformId: FcStoragePlatform.ALIBABA_FUNCTION_COMPUTE,
      factory: 'FcModelStorage.ossMount()',
      ossMount: options,
    });
  }

  /**
   * The model is on the NAS of another function of this stack: the same file system, mount target,
   * access group and network (unless this function is given its own network: then a mount target in
   * its vSwitch). Nothing is created twice; this function gets a read-only rule (shared with the
   * first when both are in one vSwitch), and a model the first one stages is staged once.
   *
   * @param first the function on `FcModelStorage.nas()` whose store this one shares (its `modelStore`)
   */
  public static sharedWith(first: FcGpuFunction): FcModelStorage {
    return new FcModelStorage({
      kind: ModelStorageKind.FILE_SYSTEM,
      platformId: FcStoragePlatform.ALIBABA_FUNCTION_COMPUTE,
      factory: 'FcModelStorage.sharedWith()',
      sharedWith: first,
    });
  }

  /**
   * The platform that builds the strategy: set by this class's factories. Its type is what makes
   * passing a Function Compute strategy to another platform's construct a compile error.
   * @default - every platform: a neutral `ModelStorage` passed where a Function Compute strategy is expected
   */
  public readonly platform?: FcStoragePlatform;

  private constructor(config: FcModelStorageConfig) {
    super(config);
    this.platform = FcStoragePlatform.ALIBABA_FUNCTION_COMPUTE;
  }

  /** As {@link ModelStorage.bind}, typed with the options only Function Compute has. */
  public bind(scope: IConstruct, target: ModelStorageTarget): FcModelStorageConfig {
    return super.bind(scope, target);
  }
}
