import { ModelStorage } from '../model-storage';
import { ColdStartEstimate, TransferPlan } from './estimate';
import { EstimateParameter } from './parameters';
import { ResolvedWorkload } from './resolved-workload';
import { StorageStrategyId } from './strategy-id';

/** A strategy as a platform's rules describe it, before ranking. */
export interface Candidate {
  readonly id: StorageStrategyId;
  /** The name users know it by on this platform (`Performance NAS`). */
  readonly label: string;
  /** Ready-to-use settings, when the workload gives everything they need. */
  readonly storage?: ModelStorage;
  /** The settings as code, or what is missing to complete them. */
  readonly settings: string;
  /** What the strategy moves at a cold start, and over what. */
  readonly plan: TransferPlan;
  /** False when a hard limit rules it out (an image above the platform's limit). */
  readonly viable: boolean;
  /** Facts for and against it on this workload, each with its source. */
  readonly reasons: string[];
  /** What to watch when using it. */
  readonly caveats: string[];
}

/** A candidate with its estimate. */
export interface EstimatedCandidate extends Candidate {
  readonly estimate: ColdStartEstimate;
}

/** The published rule that decides the top of the ranking. */
export interface PlatformDecision {
  /** Strategies in the rule's order of preference, best first. The rest follow by estimate. */
  readonly order: StorageStrategyId[];
  /** The rule, with its source. */
  readonly rule: string;
}

/** One platform's guidance. */
export interface PlatformRules {
  candidates(workload: ResolvedWorkload, parameters: EstimateParameter[]): Candidate[];
  decide(workload: ResolvedWorkload, candidates: EstimatedCandidate[], parameters: EstimateParameter[]): PlatformDecision;
}

/** A parameter's value, which the platform rules need for sharing decisions. */
export function parameterValue(parameters: EstimateParameter[], name: string): number | undefined {
  return parameters.find((p) => p.name === name)?.value;
}
