import { Duration } from '../core/duration';

/** How Karpenter buys GPU nodes (`karpenter.sh/capacity-type`). */
export enum CapacityType {
  /** On-Demand: never interrupted. */
  ON_DEMAND = 'on-demand',
  /** Spot: cheaper, reclaimed with two minutes' notice. */
  SPOT = 'spot',
  /** Capacity reservations selected by the node class. */
  RESERVED = 'reserved',
}

/** The CPU architecture of GPU nodes (`kubernetes.io/arch`). */
export enum CpuArchitecture {
  /** x86-64: g5, g6, g6e, p4d, p5 and most NVIDIA instance families. */
  AMD64 = 'amd64',
  /** Graviton with NVIDIA GPUs (g5g). */
  ARM64 = 'arm64',
}

/** Which nodes Karpenter may consolidate. */
export enum ConsolidationPolicy {
  /** Only nodes without workload pods. GPU nodes hold pulled images and warm caches: the safe default. */
  WHEN_EMPTY = 'WhenEmpty',
  /** Also under-used nodes, whose pods are moved. */
  WHEN_EMPTY_OR_UNDERUTILIZED = 'WhenEmptyOrUnderutilized',
  /** Karpenter's balanced policy (Karpenter >= 1.14). */
  BALANCED = 'Balanced',
}

/** A scheduling requirement operator. */
export enum RequirementOperator {
  /** The label has one of the values. */
  IN = 'In',
  /** The label has none of the values. */
  NOT_IN = 'NotIn',
  /** The label is set. */
  EXISTS = 'Exists',
  /** The label is not set. */
  DOES_NOT_EXIST = 'DoesNotExist',
  /** The label, an integer, is greater than the value. */
  GT = 'Gt',
  /** The label, an integer, is less than the value. */
  LT = 'Lt',
  /** The label, an integer, is at least the value (Karpenter >= 1.9, with its v1.9 CRDs installed). */
  GTE = 'Gte',
  /** The label, an integer, is at most the value (Karpenter >= 1.9, with its v1.9 CRDs installed). */
  LTE = 'Lte',
}

/** One NodePool requirement: a node label, an operator and values. */
export interface NodeRequirement {
  /** The label, for example `karpenter.k8s.aws/instance-gpu-name`. */
  readonly key: string;
  /** How the label is compared. */
  readonly operator: RequirementOperator;
  /**
   * The values: at least one for `In`/`NotIn`, exactly one non-negative integer for
   * `Gt`/`Lt`/`Gte`/`Lte`, none for `Exists`/`DoesNotExist`.
   * @default - none
   */
  readonly values?: string[];

  /**
   * The least number of distinct values of the label the instance types Karpenter launches with
   * must cover (1 to 50; with `In`, at most the number of values), so that a launch keeps that many
   * options, for example several instance families for Spot.
   * @default - no minimum
   */
  readonly minValues?: number;
}

/** Why Karpenter disrupts a node, for a disruption budget. */
export enum DisruptionReason {
  UNDERUTILIZED = 'Underutilized',
  EMPTY = 'Empty',
  DRIFTED = 'Drifted',
}

/** A NodePool disruption budget: how many nodes may be disrupted at once, and when. */
export interface DisruptionBudget {
  /** A node count (`1`) or a percentage (`10%`). */
  readonly nodes: string;
  /**
   * When the budget starts to apply, as a cron expression (`0 9 * * mon-fri`). Give `duration` with it.
   * @default - always
   */
  readonly schedule?: string;
  /**
   * How long the budget applies after each `schedule` hit, in whole minutes. Give `schedule` with it.
   * @default - always
   */
  readonly duration?: Duration;
  /**
   * The disruption reasons the budget limits.
   * @default - all reasons
   */
  readonly reasons?: DisruptionReason[];
}
