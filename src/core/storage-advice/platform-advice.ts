import type { PlatformWorkloadFacts } from '../contract/platform-facts';
import { PlatformRules } from './candidate';
import { ParameterDefinition } from './parameters';
import { AdviceSource } from './sources';

/**
 * A platform's storage advice, as its descriptor's `loadAdvice()` returns it
 * (`src/<platform>/advice/index.ts`). Plain rules and figures: loading it loads no provider package.
 */
export interface PlatformAdvice {
  /** Which strategies the platform offers a workload, and the published rule that orders them. */
  readonly rules: PlatformRules;
  /** Every figure the estimate uses on this platform, each with its public source. */
  readonly parameters: readonly ParameterDefinition[];
  /** The public sources the rules cite, in the order the advice lists them. */
  readonly sources: readonly AdviceSource[];
  /**
   * What the platform's workload construct checks, for `advise` to refuse what the construct refuses.
   * @default - the command line checks only the workload's own values
   */
  readonly facts?: PlatformWorkloadFacts;
}
