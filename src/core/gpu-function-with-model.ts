import { Construct } from 'constructs';
import { checkConstructId } from './contract/construct-id';
import { GpuPlatformBase } from './gpu-platform';
import { GpuWorkloadProps, IGpuWorkload } from './gpu-workload';
import { ModelStorageKind } from './model-storage';

const GPU_FUNCTION_WITH_MODEL_SYMBOL = Symbol.for('cdktf-gpu-models.GpuFunctionWithModel');

/** Props for {@link GpuFunctionWithModel}. */
export interface GpuFunctionWithModelProps extends GpuWorkloadProps {
  /** Where the workload runs, with that platform's settings: `GpuPlatform.alibabaFunctionCompute({...})`. */
  readonly platform: GpuPlatformBase;
}

/**
 * A GPU workload and its model on any supported platform, from one construct.
 *
 * The platform's own construct is built as this construct's default child (`Default`), which
 * Terraform addresses leave out: a stack can switch between this facade and the platform construct
 * with the same ID without replacing a single resource.
 *
 * @example
 * new GpuFunctionWithModel(stack, 'sd', {
 *   platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1, network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) }),
 *   image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/sd:1.0'),
 *   model: new ModelArtifact({ name: 'sdxl', size: Size.gibibytes(7) }),
 *   storage: ModelStorage.fileSystem(),
 * });
 */
export class GpuFunctionWithModel extends Construct implements IGpuWorkload {
  /** True for instances of this construct, across copies of the library. */
  public static isGpuFunctionWithModel(x: unknown): x is GpuFunctionWithModel {
    return typeof x === 'object' && x !== null && GPU_FUNCTION_WITH_MODEL_SYMBOL in x;
  }

  /** The platform construct that holds the resources, for the platform's full surface. */
  public readonly workload: IGpuWorkload;
  public readonly platformName: string;
  public readonly storageKind: ModelStorageKind;
  public readonly modelMountPath: string;
  /** The model's object URI when it is streamed from object storage (`ModelStorage.objectStorageStream()`). */
  public readonly modelUri?: string;
  public readonly url?: string;

  constructor(scope: Construct, id: string, props: GpuFunctionWithModelProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-CONSTRUCT-ID'));
    Object.defineProperty(this, GPU_FUNCTION_WITH_MODEL_SYMBOL, { value: true });
    const { platform, ...workload } = props;
    this.workload = platform.build(this, 'Default', workload);
    this.platformName = this.workload.platformName;
    this.storageKind = this.workload.storageKind;
    this.modelMountPath = this.workload.modelMountPath;
    this.modelUri = this.workload.modelUri;
    this.url = this.workload.url;
  }

  /**
   * Adds an environment variable to the serving container, through the platform construct. The
   * model's variables (`MODEL_*`) and the platform's own cannot be set.
   */
  public addEnvironment(key: string, value: string): this {
    this.workload.addEnvironment(key, value);
    return this;
  }
}
