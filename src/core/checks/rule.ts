import type { IndexedResource, StackIndex } from './stack-index';

/** How bad a finding is. */
export enum CheckLevel {
  /** A configuration that fails at deploy or at run time, or exposes data: an error annotation, which fails `cdktf synth`. */
  ERROR = 'error',
  /** Against the published guidance: a warning annotation. */
  WARNING = 'warning',
}

/** A rule of {@link GpuModelChecks}, as documentation and reports list it. */
export interface GpuModelCheckRule {
  /** The stable ID, which annotations start with and suppressions name: `GPUM-CHECK-FC-NAS-VPC`. */
  readonly id: string;
  /** Error or warning. */
  readonly level: CheckLevel;
  /** What the rule checks. */
  readonly description: string;
  /** How to fix a finding. */
  readonly fix: string;
}

/** A rule with its check, one per file under `rules/`. */
export interface CheckRule extends GpuModelCheckRule {
  /**
   * The findings on one resource: each a sentence naming the bad value. The rule's fix is added
   * to the annotation.
   */
  check(resource: IndexedResource, index: StackIndex): string[];
}
