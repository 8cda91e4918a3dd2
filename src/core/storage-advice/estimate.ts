import { EstimateBasis, EstimateParameter, EstimateUnit } from './parameters';
import {
  COLD_START_PHASES,
  ColdStartPhase,
  PhaseAccount,
  PhaseExclusion,
  PhaseTreatment,
  defaultLeftOutReason,
  leftOut,
  phaseLabel,
} from './phases';

/** A fixed part of a cold start (instance start, VPC attach, base image pull). */
export interface EstimateStage {
  /** What happens. */
  readonly label: string;
  /** How long it takes in the estimate. */
  readonly seconds: number;
  /** The parameter it comes from. */
  readonly parameter: string;
  /** The part of the cold start it is. */
  readonly phase: ColdStartPhase;
}

/** One link the model's bytes cross, with the share each starting instance gets. */
export interface EstimateLink {
  /** What the link is. */
  readonly label: string;
  /** The parameter its bandwidth comes from. */
  readonly parameter: string;
  /** The link's whole bandwidth, in MB/s (10^6 bytes). */
  readonly bandwidthMBps: number;
  /** How many starting instances share it. */
  readonly sharedBy: number;
  /** What one instance gets: the bandwidth divided by the sharers. */
  readonly perInstanceMBps: number;
}

/**
 * An estimated cold start: the fixed setup plus the model's bytes over the slowest link, where a
 * shared link is divided among the instances starting together. Arithmetic on the named
 * parameters, never a measurement.
 */
export interface ColdStartEstimate {
  /**
   * Setup plus transfer, in seconds.
   * @default - not estimated: a parameter it needs has no figure
   */
  readonly totalSeconds?: number;
  /** The fixed setup, in seconds. */
  readonly setupSeconds: number;
  /**
   * The time to move the bytes, in seconds.
   * @default - not estimated
   */
  readonly transferSeconds?: number;
  /** The bytes each instance moves before it can serve. */
  readonly transferredBytes: number;
  /**
   * What one instance gets from the slowest link, in MB/s.
   * @default - not estimated
   */
  readonly perInstanceMBps?: number;
  /** The term that dominates: the slowest link (with its sharers) or the longest setup stage. */
  readonly bottleneck: string;
  /** The fixed stages. */
  readonly stages: EstimateStage[];
  /** The links the bytes cross. */
  readonly links: EstimateLink[];
  /** Names of the parameters used whose default is an assumption rather than a published figure. */
  readonly assumptions: string[];
  /** What the estimate leaves out or how to read it. */
  readonly notes: string[];
  /**
   * Every phase of a cold start, in order, as this estimate treats it: counted (with its seconds),
   * left out (with the reason and how to count it), or not paid by the strategy.
   */
  readonly phases: PhaseAccount[];
}

/** A link of a transfer, before the parameters are applied. */
export interface LinkSpec {
  readonly label: string;
  readonly parameter: string;
  readonly sharedBy: number;
}

/** A fixed stage, before the parameters are applied. */
export interface StageSpec {
  readonly label: string;
  readonly parameter: string;
  /** The part of the cold start it is. */
  readonly phase: ColdStartPhase;
  /** Bytes moved over the parameter's bandwidth instead of a duration (an image pull). */
  readonly bytes?: number;
  /**
   * Why the parameter may have no figure. When it has none, the stage's phase is left out of the
   * estimate with this reason (and how to count it) instead of the whole estimate going unmade.
   * @default - a stage without a figure leaves the estimate unmade
   */
  readonly optional?: string;
}

/** What a strategy moves, and over what. */
export interface TransferPlan {
  readonly bytes: number;
  readonly links: LinkSpec[];
  readonly stages: StageSpec[];
  readonly notes?: string[];
  /**
   * The phase the bytes over the links belong to: the image pull when the model is in the image.
   * @default ColdStartPhase.MODEL_BYTES
   */
  readonly transferPhase?: ColdStartPhase;
  /**
   * Phases the strategy leaves out or does not pay, with the reason. A phase with no stage, no
   * transfer and no entry here is left out with its default reason.
   * @default - none
   */
  readonly exclusions?: PhaseExclusion[];
}

const MB = 1e6;

/** Applies the parameters to a plan. */
export function estimateColdStart(plan: TransferPlan, parameters: EstimateParameter[]): ColdStartEstimate {
  const byName = new Map(parameters.map((p) => [p.name, p]));
  const used = new Set<string>();
  const valueOf = (name: string): number | undefined => {
    const parameter = byName.get(name);
    if (!parameter) throw new Error(`estimate parameter "${name}" is not defined for this platform`);
    used.add(name);
    return parameter.value === undefined ? undefined : toBaseUnit(parameter);
  };

  const missing: string[] = [];
  const unfigured: PhaseExclusion[] = [];
  const stages: EstimateStage[] = [];
  for (const spec of plan.stages) {
    const value = valueOf(spec.parameter);
    if (value === undefined) {
      if (spec.optional !== undefined) {
        unfigured.push(leftOut(spec.phase, `${spec.label}: ${spec.optional}; set ${spec.parameter} to count it`));
        used.delete(spec.parameter);
      } else {
        missing.push(spec.parameter);
      }
      continue;
    }
    const seconds = spec.bytes === undefined ? value : spec.bytes / value;
    stages.push({ label: spec.label, seconds, parameter: spec.parameter, phase: spec.phase });
  }

  const links: EstimateLink[] = [];
  for (const spec of plan.links) {
    const value = valueOf(spec.parameter);
    if (value === undefined) {
      missing.push(spec.parameter);
      continue;
    }
    const sharedBy = Math.max(1, spec.sharedBy);
    links.push({
      label: spec.label,
      parameter: spec.parameter,
      bandwidthMBps: value / MB,
      sharedBy,
      perInstanceMBps: value / MB / sharedBy,
    });
  }

  const assumptions = [...used].filter((name) => byName.get(name)?.basis === EstimateBasis.ASSUMPTION && !byName.get(name)?.overridden);
  const setupSeconds = stages.reduce((sum, s) => sum + s.seconds, 0);
  const notes = [...(plan.notes ?? [])];

  if (missing.length > 0) {
    const bottleneck = `not estimated: no published figure for ${missing.join(', ')} (set it to estimate)`;
    return {
      setupSeconds,
      transferredBytes: plan.bytes,
      bottleneck,
      stages,
      links,
      assumptions: assumptions.filter((a) => !missing.includes(a)),
      notes,
      phases: accountPhases(plan, stages, undefined, [...unfigured, leftOut(transferPhaseOf(plan), bottleneck)]),
    };
  }

  const slowest = links.reduce<EstimateLink | undefined>(
    (min, l) => (min === undefined || l.perInstanceMBps < min.perInstanceMBps ? l : min),
    undefined,
  );
  const transferSeconds = plan.bytes === 0 || !slowest ? 0 : plan.bytes / (slowest.perInstanceMBps * MB);
  const longestStage = stages.reduce<EstimateStage | undefined>(
    (max, s) => (max === undefined || s.seconds > max.seconds ? s : max),
    undefined,
  );

  let bottleneck: string;
  if (slowest && transferSeconds > 0 && (!longestStage || transferSeconds >= longestStage.seconds)) {
    bottleneck = slowest.sharedBy > 1 ? `${slowest.label}, shared by ${slowest.sharedBy} starts` : slowest.label;
  } else if (longestStage && longestStage.seconds > 0) {
    bottleneck = longestStage.label;
  } else {
    bottleneck = 'nothing to move';
  }

  return {
    totalSeconds: setupSeconds + transferSeconds,
    setupSeconds,
    transferSeconds,
    transferredBytes: plan.bytes,
    perInstanceMBps: slowest?.perInstanceMBps,
    bottleneck,
    stages,
    links,
    assumptions,
    notes,
    phases: accountPhases(plan, stages, { seconds: transferSeconds, links }, unfigured),
  };
}

function transferPhaseOf(plan: TransferPlan): ColdStartPhase {
  return plan.transferPhase ?? ColdStartPhase.MODEL_BYTES;
}

/**
 * Every phase as the estimate treats it: the stages and the transfer it counts, then what the
 * rules exclude, then what has no figure, then the phase's default reason.
 */
function accountPhases(
  plan: TransferPlan,
  stages: EstimateStage[],
  transfer: { seconds: number; links: EstimateLink[] } | undefined,
  unfigured: PhaseExclusion[],
): PhaseAccount[] {
  const transferPhase = transferPhaseOf(plan);
  return COLD_START_PHASES.map((phase): PhaseAccount => {
    const counted = stages.filter((s) => s.phase === phase);
    const carriesTransfer = transfer !== undefined && phase === transferPhase && plan.bytes > 0;
    if (counted.length > 0 || carriesTransfer) {
      const parts = counted.map((s) => `${s.label} (${s.parameter})`);
      if (carriesTransfer)
        parts.push(`${formatBytes(plan.bytes)} over ${transfer.links.map((l) => `${l.label} (${l.parameter})`).join(', ')}`);
      const seconds = counted.reduce((sum, s) => sum + s.seconds, 0) + (carriesTransfer ? transfer.seconds : 0);
      // A stage of the same phase without a figure is still named: the phase is only partly counted.
      const missing = unfigured.filter((e) => e.phase === phase).map((e) => `not counted: ${e.reason}`);
      return { phase, treatment: PhaseTreatment.COUNTED, seconds, detail: [...parts, ...missing].join('; ') };
    }
    if (phase === ColdStartPhase.MODEL_BYTES && transferPhase !== ColdStartPhase.MODEL_BYTES && transfer !== undefined && plan.bytes > 0) {
      return {
        phase,
        treatment: PhaseTreatment.COUNTED,
        within: transferPhase,
        detail: `the model's bytes travel in the ${phaseLabel(transferPhase)}`,
      };
    }
    // Every reason for the phase is named: two stages of one phase may both lack a figure.
    const excluded = [...(plan.exclusions ?? []), ...unfigured].filter((e) => e.phase === phase);
    if (excluded.length > 0) {
      const treatment = excluded.some((e) => e.treatment === PhaseTreatment.LEFT_OUT) ? PhaseTreatment.LEFT_OUT : PhaseTreatment.NOT_PAID;
      return { phase, treatment, detail: excluded.map((e) => e.reason).join('; ') };
    }
    if (phase === transferPhase && plan.bytes === 0) {
      return { phase, treatment: PhaseTreatment.NOT_PAID, detail: 'nothing to move' };
    }
    return { phase, treatment: PhaseTreatment.LEFT_OUT, detail: defaultLeftOutReason(phase) };
  });
}

function formatBytes(bytes: number): string {
  return bytes >= 1e9 ? `${Math.round(bytes / 1e8) / 10} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/** Bytes per second, or seconds, or a count. */
function toBaseUnit(parameter: EstimateParameter): number {
  const value = parameter.value as number;
  switch (parameter.unit) {
    case EstimateUnit.MEGABYTES_PER_SECOND:
      return value * MB;
    case EstimateUnit.GIGABITS_PER_SECOND:
      return (value * 1e9) / 8;
    default:
      return value;
  }
}
