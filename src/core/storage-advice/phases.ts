/**
 * The parts of a GPU container's cold start, in the order they happen. A closed set: every
 * cold-start estimate accounts for each one (counted, left out with the reason, or not paid by the
 * strategy), so a figure always says what it covers.
 *
 * To split a phase (the serving engine's compile, CUDA-graph capture and KV-cache profiling out of
 * `ENGINE_START`), add the members here and their entries in `PHASES`: every estimate then names
 * them, left out with their default reason, until a platform's rules count them.
 */
export enum ColdStartPhase {
  /**
   * The GPU machine becomes available: on EKS, Karpenter launches a GPU node and it becomes Ready
   * with its GPUs allocatable; on Cloud Run and Function Compute, the platform starts a GPU instance.
   */
  PROVISIONING = 'provisioning',
  /** The container image reaches the machine: the serving image, or the whole image when the model is in it. */
  IMAGE_PULL = 'image-pull',
  /** The instance's network path to the model's store opens: a VPC attach, Direct VPC egress, Cloud NAT. */
  NETWORK_CONNECT = 'network-connect',
  /** The model's bytes reach the machine: a download to disk or memory, or a mount's reads. */
  MODEL_BYTES = 'model-bytes',
  /** The serving engine starts: weights into GPU memory, compilation, CUDA graphs, KV-cache profiling, warm-up. */
  ENGINE_START = 'engine-start',
}

/** How an estimate treats a phase. */
export enum PhaseTreatment {
  /** The phase is in the figure. */
  COUNTED = 'counted',
  /** The phase happens but the figure leaves it out: the reason says why and how to count it. */
  LEFT_OUT = 'left-out',
  /** The strategy does not go through this phase at a cold start (a warm node, no VPC to attach). */
  NOT_PAID = 'not-paid',
}

/** A phase as one estimate treats it. */
export interface PhaseAccount {
  /** Which phase. */
  readonly phase: ColdStartPhase;
  /** Counted, left out, or not paid. */
  readonly treatment: PhaseTreatment;
  /**
   * The seconds the figure counts for it.
   * @default - none: the phase is not counted, or it is counted within another phase (`within`)
   */
  readonly seconds?: number;
  /**
   * The phase whose time carries this one: the model's bytes travel in the image pull when the model is in the image.
   * @default - none
   */
  readonly within?: ColdStartPhase;
  /** What is counted (the stages and links), or why it is left out or not paid. */
  readonly detail: string;
}

/** What the library knows of each phase: its name in a sentence, and why an estimate leaves it out by default. */
interface PhaseInfo {
  readonly label: string;
  /** The reason given when no platform rule counts or excludes the phase. */
  readonly leftOutByDefault: string;
}

const PHASES: Record<ColdStartPhase, PhaseInfo> = {
  [ColdStartPhase.PROVISIONING]: {
    label: 'provisioning',
    leftOutByDefault: 'no published figure for this platform',
  },
  [ColdStartPhase.IMAGE_PULL]: {
    label: 'image pull',
    leftOutByDefault: 'the serving image is not sized (baseImageSize, advise --image-size)',
  },
  [ColdStartPhase.NETWORK_CONNECT]: {
    label: 'network connect',
    leftOutByDefault: 'no published figure for this platform',
  },
  [ColdStartPhase.MODEL_BYTES]: {
    label: 'model bytes',
    leftOutByDefault: 'not modelled for this strategy',
  },
  [ColdStartPhase.ENGINE_START]: {
    label: 'engine start',
    leftOutByDefault:
      'estimated apart from the storage, for an engine preset (advise --engine vllm, ServingEngine.vllm()): loading the weights into GPU memory, compile, CUDA graphs and KV-cache profiling depend on the engine and its flags',
  },
};

/** Every phase, in the order a cold start goes through them. */
export const COLD_START_PHASES: readonly ColdStartPhase[] = Object.values(ColdStartPhase);

/** The phase's name in a sentence: `model bytes`. */
export function phaseLabel(phase: ColdStartPhase): string {
  return PHASES[phase].label;
}

/** Why an estimate leaves the phase out when no rule of the platform counts or excludes it. */
export function defaultLeftOutReason(phase: ColdStartPhase): string {
  return PHASES[phase].leftOutByDefault;
}

/** A phase the rules know the strategy leaves out or does not pay, with the reason. */
export interface PhaseExclusion {
  readonly phase: ColdStartPhase;
  readonly treatment: PhaseTreatment.LEFT_OUT | PhaseTreatment.NOT_PAID;
  readonly reason: string;
}

/** A phase left out of the figure, with the reason. */
export function leftOut(phase: ColdStartPhase, reason: string): PhaseExclusion {
  return { phase, treatment: PhaseTreatment.LEFT_OUT, reason };
}

/** A phase the strategy does not go through at a cold start, with the reason. */
export function notPaid(phase: ColdStartPhase, reason: string): PhaseExclusion {
  return { phase, treatment: PhaseTreatment.NOT_PAID, reason };
}
