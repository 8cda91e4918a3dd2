import { Construct } from 'constructs';
import type { FcPlatformProps } from './alicloud/fc-gpu-function-props';
import type { EksPlatformProps } from './aws/eks-gpu-workload-props';
import { checkConstructId } from './core/contract/construct-id';
import { GpuPlatformBase } from './core/gpu-platform';
import { GpuWorkloadProps, IGpuWorkload } from './core/gpu-workload';
import { requirePlatform } from './core/platform/registry';
import type { CloudRunPlatformProps } from './google/cloud-run-platform-props';
import './platforms';

/**
 * The platform a {@link GpuFunctionWithModel} runs on, with that platform's settings.
 *
 * Each factory loads its platform's code only when a workload is built, so that importing the
 * library loads no platform and an Alibaba user never loads Google or AWS code.
 */
export abstract class GpuPlatform extends GpuPlatformBase {
  /** An Alibaba Function Compute 3.0 GPU function. */
  public static alibabaFunctionCompute(props: FcPlatformProps): GpuPlatform {
    return new RegisteredPlatform('alicloud-fc', props);
  }

  /**
   * A Google Cloud Run GPU worker pool, or a service with `httpServing`.
   *
   * @example
   * GpuPlatform.googleCloudRun({ region: 'us-central1', gpuType: CloudRunGpuType.NVIDIA_L4 })
   */
  public static googleCloudRun(props: CloudRunPlatformProps): GpuPlatform {
    return new RegisteredPlatform('gcp-cloudrun', props);
  }

  /**
   * A GPU Deployment on an Amazon EKS cluster's Karpenter GPU NodePool (see `GpuNodeClass` in
   * `cdktf-gpu-models/aws`), with the model from the image, Mountpoint for S3 or an S3 download.
   */
  public static amazonEks(props: EksPlatformProps): GpuPlatform {
    return new RegisteredPlatform('aws-eks', props);
  }
}

/**
 * A built-in platform, found in the registry by its ID when it is used: its construct is loaded
 * when the first workload is built.
 */
class RegisteredPlatform extends GpuPlatform {
  constructor(
    private readonly platformId: string,
    private readonly props: object,
  ) {
    super();
  }

  public get platformName(): string {
    return requirePlatform(this.platformId).displayName;
  }

  public build(scope: Construct, id: string, workload: GpuWorkloadProps): IGpuWorkload {
    const Workload = requirePlatform(this.platformId).loadWorkload();
    // Every platform's construct, the same rule: a template in the ID reaches descriptions.
    return new Workload(scope, checkConstructId(scope, id, 'GPUM-CONSTRUCT-ID'), { ...this.props, ...workload });
  }
}
