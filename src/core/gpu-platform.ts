import { Construct } from 'constructs';
import { GpuWorkloadProps, IGpuWorkload } from './gpu-workload';

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
}
