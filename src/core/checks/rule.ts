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

/**
 * A finding the rule cannot confirm: the value it depends on is not in the synthesized
 * configuration (a data source's attribute, a resource outside the stack). Reported as an info
 * annotation that says so, never at the rule's level: a rule does not claim a value it cannot see.
 */
export interface UnverifiedFinding {
  /** What could not be checked and why, a sentence naming the value. */
  readonly unverified: string;
}

/** A finding: a sentence naming the bad value, or what could not be verified. */
export type CheckFinding = string | UnverifiedFinding;

/** Marks a finding as unverified. */
export function unverified(text: string): UnverifiedFinding {
  return { unverified: text };
}

/** A rule with its check, one per file under `rules/`. */
export interface CheckRule extends GpuModelCheckRule {
  /**
   * The findings on one resource: each a sentence naming the bad value, or an
   * {@link UnverifiedFinding}. The rule's fix is added to the annotation.
   */
  check(resource: IndexedResource, index: StackIndex): CheckFinding[];
}
