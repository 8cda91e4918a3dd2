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
    return new DeferredPlatform('Alibaba Function Compute', props, loadFcGpuFunction);
  }

  /**
   * A Google Cloud Run GPU worker pool, or a service with `httpServing`.
   *
   * @example
   * GpuPlatform.googleCloudRun({ region: 'us-central1', gpuType: CloudRunGpuType.NVIDIA_L4 })
   */
  public static googleCloudRun(props: CloudRunPlatformProps): GpuPlatform {
    return new DeferredPlatform('Google Cloud Run', props, loadCloudRunGpuWorkload);
  }

  /**
   * A GPU Deployment on an Amazon EKS cluster's Karpenter GPU NodePool (see `GpuNodeClass` in
   * `cdktf-gpu-models/aws`), with the model from the image, Mountpoint for S3 or an S3 download.
   */
  public static amazonEks(props: EksPlatformProps): GpuPlatform {
    return new DeferredPlatform('Amazon EKS', props, loadEksGpuWorkload);
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

/**
 * A function that loads a module on its first call and remembers the result: resolving a `require`
 * again for every workload costs file-system lookups.
 */
function once<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}

// The platform constructs are loaded here, on first use, not at the top: the root import stays
// free of platform code, and an Alibaba user never loads Google or AWS code.
/* eslint-disable @typescript-eslint/no-require-imports */
const loadFcGpuFunction = once(
  () => (require('../alicloud/fc-gpu-function') as typeof import('../alicloud/fc-gpu-function')).FcGpuFunction,
);
const loadCloudRunGpuWorkload = once(
  () => (require('../google/cloud-run-gpu-workload') as typeof import('../google/cloud-run-gpu-workload')).CloudRunGpuWorkload,
);
const loadEksGpuWorkload = once(() => (require('../aws/eks-gpu-workload') as typeof import('../aws/eks-gpu-workload')).EksGpuWorkload);
/* eslint-enable @typescript-eslint/no-require-imports */

/** A platform construct's class, taking the platform's props and the workload's. */
type WorkloadClass<P> = new (scope: Construct, id: string, props: P & GpuWorkloadProps) => IGpuWorkload;

/**
 * Loads the platform construct's class, then builds it from `build` itself: cdktf captures a full
 * stack trace for each token a resource creates (dozens per resource), so every frame between the
 * user's code and the resources costs time and memory per workload.
 */
class DeferredPlatform<P> extends GpuPlatform {
  constructor(
    public readonly platformName: string,
    private readonly props: P,
    private readonly load: () => WorkloadClass<P>,
  ) {
    super();
  }

  public build(scope: Construct, id: string, workload: GpuWorkloadProps): IGpuWorkload {
    const Workload = this.load();
    return new Workload(scope, id, { ...this.props, ...workload });
  }
}
