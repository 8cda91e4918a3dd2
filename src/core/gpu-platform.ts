import { Construct } from 'constructs';
import { GpuWorkloadProps, IGpuWorkload } from './gpu-workload';
import type { GpuWorkloadClass } from './platform/gpu-platform-descriptor';

/**
 * Where a {@link GpuFunctionWithModel} runs, with that platform's settings: what the facade needs
 * from a platform. Pick one with the factories of `GpuPlatform` (`GpuPlatform.alibabaFunctionCompute({...})`),
 * which the package root offers; the core knows no platform.
 */
export abstract class GpuPlatformBase {
  /** The platform's name as users know it. */
  public abstract readonly platformName: string;

  /**
   * Builds the platform's construct for a workload.
   * @param scope the parent
   * @param id the construct ID (the facade uses `Default`, so addresses match the platform construct's)
   */
  public abstract build(scope: Construct, id: string, workload: GpuWorkloadProps): IGpuWorkload;

  /**
   * The construct class and props {@link build} would use, for the facade to construct itself: one
   * frame fewer between the user's code and every resource, each of whose tokens cdktf gives a full
   * stack trace. Platforms that only implement `build` are built through it.
   * @internal
   */
  public _workloadConstruct?(workload: GpuWorkloadProps): { readonly workloadClass: GpuWorkloadClass; readonly props: GpuWorkloadProps };
}
