import { Construct } from 'constructs';

/** Which side of the comparison a stack is built with. */
export type Variant = 'library' | 'raw';

/** One platform in the benchmark: the library's workload and the same resources written with the bindings. */
export interface BenchPlatform {
  readonly name: string;
  /** The library entry a user of this platform imports (compiled, under lib/). */
  readonly libraryImport: string;
  /**
   * Everything else a stack built with the library loads: the provider-block modules the user
   * imports, and modules the library loads on first use. With `lib` and {@link libraryImport},
   * the library side of the "whole stack" import row.
   */
  readonly libraryExtraImports: string[];
  /** What a user writing the resources by hand imports: cdktf and exactly the bindings `raw` uses, by deep path. */
  readonly baselineImports: string[];
  /**
   * Adds the provider blocks, and what every workload shares (built the variant's way).
   * @returns the shared context handed to each workload
   */
  provider(stack: Construct, variant: Variant): unknown;
  /** The i-th workload through GpuFunctionWithModel. */
  library(stack: Construct, i: number, shared: unknown): void;
  /** The i-th workload's resources, written directly with the bindings. */
  raw(stack: Construct, i: number, shared: unknown): void;
}
