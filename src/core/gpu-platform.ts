import { Construct } from 'constructs';
import type { FcPlatformProps } from '../alicloud/fc-gpu-function-props';
import type { CloudRunPlatformProps } from '../google/cloud-run-platform-props';
import type { EksPlatformProps } from '../aws/eks-gpu-workload-props';
import { GpuWorkloadProps, IGpuWorkload } from './gpu-workload';

/**
 * The platform a {@link GpuFunctionWithModel} runs on, with that platform's settings.
 *
 * Each factory loads its platform's code only when a workload is built, so that importing the
 * library loads no platform and an Alibaba user never loads Google or AWS code.
 */
export abstract class GpuPlatform {
  /** An Alibaba Function Compute 3.0 GPU function. */
  public static alibabaFunctionCompute(props: FcPlatformProps): GpuPlatform {
    return new DeferredPlatform('Alibaba Function Compute', (scope, id, workload) => {
      // Loaded here, not at the top, so the root import stays free of platform code.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { FcGpuFunction } = require('../alicloud/fc-gpu-function') as typeof import('../alicloud/fc-gpu-function');
      return new FcGpuFunction(scope, id, { ...props, ...workload });
    });
  }

  /**
   * A Google Cloud Run GPU worker pool, or a service with `httpServing`.
   *
   * @example
   * GpuPlatform.googleCloudRun({ region: 'us-central1', gpuType: CloudRunGpuType.NVIDIA_L4 })
   */
  public static googleCloudRun(props: CloudRunPlatformProps): GpuPlatform {
    return new DeferredPlatform('Google Cloud Run', (scope, id, workload) => {
      // Loaded here, not at the top, so the root import stays free of platform code.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { CloudRunGpuWorkload } = require('../google/cloud-run-gpu-workload') as typeof import('../google/cloud-run-gpu-workload');
      return new CloudRunGpuWorkload(scope, id, { ...props, ...workload });
    });
  }

  /**
   * A GPU Deployment on an Amazon EKS cluster's Karpenter GPU NodePool (see `GpuNodeClass` in
   * `cdktf-gpu-models/aws`), with the model from the image, Mountpoint for S3 or an S3 download.
   */
  public static amazonEks(props: EksPlatformProps): GpuPlatform {
    return new DeferredPlatform('Amazon EKS', (scope, id, workload) => {
      // Loaded here, not at the top, so the root import stays free of platform code.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { EksGpuWorkload } = require('../aws/eks-gpu-workload') as typeof import('../aws/eks-gpu-workload');
      return new EksGpuWorkload(scope, id, { ...props, ...workload });
    });
  }

  /** The platform's name as users know it. */
  public abstract readonly platformName: string;

  /**
   * Builds the platform's construct for a workload.
   * @param scope the parent
   * @param id the construct ID (the facade uses `Default`, so addresses match the platform construct's)
   */
  public abstract build(scope: Construct, id: string, workload: GpuWorkloadProps): IGpuWorkload;
}

type WorkloadBuilder = (scope: Construct, id: string, workload: GpuWorkloadProps) => IGpuWorkload;

class DeferredPlatform extends GpuPlatform {
  constructor(
    public readonly platformName: string,
    private readonly builder: WorkloadBuilder,
  ) {
    super();
  }

  public build(scope: Construct, id: string, workload: GpuWorkloadProps): IGpuWorkload {
    return this.builder(scope, id, workload);
  }
}
