import type { Construct } from 'constructs';
import type { PlatformChecks } from '../checks/platform-checks';
import type { GpuWorkloadProps, IGpuWorkload } from '../gpu-workload';
import type { ModelStorageKind } from '../model-storage';
import type { PlatformAdvice } from '../storage-advice/platform-advice';

/** A platform's workload construct class: it takes the platform's own props and the workload's. */
export type GpuWorkloadClass = new (scope: Construct, id: string, props: GpuWorkloadProps) => IGpuWorkload;

/**
 * What the core engines know about a platform, and the only way they learn it. Each platform
 * folder defines one (`src/<platform>/platform.ts`) and registers it with {@link registerPlatform}.
 *
 * The descriptor itself is small and loads nothing: the workload construct (with its provider
 * bindings), the advice rules and the policy-pack rules are loaded by the `load…` functions on
 * first use, so that the root import loads no platform and the `advise` command loads no
 * provider package.
 */
export interface IGpuPlatform {
  /** The stable ID, which the advice and the command line name the platform by: `alicloud-fc`. */
  readonly id: string;
  /** The name users know the platform by, for messages: `Alibaba Function Compute`. */
  readonly displayName: string;
  /** The `ModelStorage` strategies the platform's construct builds. */
  readonly storageKinds: readonly ModelStorageKind[];
  /** Loads the workload construct the `GpuPlatform` factories and `GpuFunctionWithModel` build. */
  loadWorkload(): GpuWorkloadClass;
  /** Loads the storage advice: the ranking rules and the estimate's sourced parameters. Loads no provider package. */
  loadAdvice(): PlatformAdvice;
  /** Loads the `GpuModelChecks` facts and rules: the resource types they read and the platform-only rules. */
  loadChecks(): PlatformChecks;
}
