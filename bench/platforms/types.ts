import { Construct } from 'constructs';

/** One platform in the benchmark: the library's workload and the same resources written with the bindings. */
export interface BenchPlatform {
  readonly name: string;
  /** The library entry a user of this platform imports (compiled, under lib/). */
  readonly libraryImport: string;
  /** What a user writing the resources by hand would import: cdktf and the bindings, by deep path. */
  readonly baselineImports: string[];
  /** Adds the provider block once. */
  provider(stack: Construct): void;
  /** The i-th workload through GpuFunctionWithModel. */
  library(stack: Construct, i: number): void;
  /** The i-th workload's resources, written directly with the bindings. */
  raw(stack: Construct, i: number): void;
}
