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
  IN = 'In',
  NOT_IN = 'NotIn',
  EXISTS = 'Exists',
  DOES_NOT_EXIST = 'DoesNotExist',
  GT = 'Gt',
  LT = 'Lt',
}

/** One NodePool requirement: a node label, an operator and values. */
export interface NodeRequirement {
  /** The label, for example `karpenter.k8s.aws/instance-gpu-name`. */
  readonly key: string;
  /** How the label is compared. */
  readonly operator: RequirementOperator;
  /**
   * The values: at least one for `In`/`NotIn`, exactly one non-negative integer for `Gt`/`Lt`,
   * none for `Exists`/`DoesNotExist`.
   * @default - none
   */
  readonly values?: string[];
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
