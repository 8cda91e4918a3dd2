import { UnscopedValidationError } from '../errors';
import { ModelFormat } from '../model-artifact';
import { ModelStorage } from '../model-storage';
import { requirePlatform } from '../platform/registry';
import { Candidate, EstimatedCandidate } from './candidate';
import { ColdStartEstimate, estimateColdStart } from './estimate';
import { formatSeconds, phaseSummary } from './format';
import { EstimateParameter, estimateParameters } from './parameters';
import { rankingNotes } from './ranking-notes';
import { ResolvedWorkload, resolveWorkload } from './resolved-workload';
import { AdviceSource, citedSources } from './sources';
import { StorageStrategyId } from './strategy-id';
import { AdvicePlatform, ModelWorkload } from './workload';

/** One ranked strategy. */
export interface StorageRecommendation {
  /** 1 for the best. */
  readonly rank: number;
  /** Which strategy. */
  readonly strategy: StorageStrategyId;
  /** Its name on this platform. */
  readonly label: string;
  /**
   * The settings, ready to pass to a construct as `storage`.
   * @default - none: the workload lacks an input the settings need (see `settings`)
   */
  readonly storage?: ModelStorage;
  /** The settings as code, or what is missing to complete them. */
  readonly settings: string;
  /** False when a hard limit rules it out; such strategies rank last. */
  readonly viable: boolean;
  /** The estimated cold start. An estimate, not a measurement. */
  readonly estimate: ColdStartEstimate;
  /** Why it ranks where it does, each with its source. */
  readonly reasons: string[];
  /** What to watch when using it. */
  readonly caveats: string[];
}

/** The workload as the advice read it, with every default filled in. */
export interface AdviceInputs {
  /** The platform. */
  readonly platform: AdvicePlatform;
  /** The model's size in bytes. */
  readonly modelSizeBytes: number;
  /** The model's format. */
  readonly modelFormat: string;
  /** How often the model changes. */
  readonly changeFrequency: string;
  /** Instances cold-starting at once. */
  readonly concurrentColdStarts: number;
  /** On demand or provisioned. */
  readonly instanceMode: string;
  /** Regions serving the model. */
  readonly regionCount: number;
  /** Sequential or random reads. */
  readonly readPattern: string;
  /** Whether the cold start is in the request path. */
  readonly startupCritical: boolean;
  /** @default - not given */
  readonly region?: string;
  /** @default - not given */
  readonly acceleratorZoneId?: string;
  /** @default - not given: base image pulls are left out of the estimates */
  readonly baseImageSizeBytes?: number;
  /** @default - not given */
  readonly instanceMemoryBytes?: number;
  /** Whether EKS nodes have local NVMe RAID0. */
  readonly localNvme: boolean;
  /** Whether EKS nodes pull images with SOCI parallel pull. */
  readonly sociParallelPull: boolean;
  /** Whether Cloud Run's Cloud Storage strategies read through Rapid Cache. */
  readonly rapidCache: boolean;
}

/** The ranked strategies for a workload. */
export interface ModelStorageAdvice {
  /** The workload with its defaults. */
  readonly inputs: AdviceInputs;
  /** The published rule that decided the top of the ranking. */
  readonly decidingRule: string;
  /** Every strategy the platform offers, best first. */
  readonly recommendations: StorageRecommendation[];
  /** The public sources the reasons cite by title, with their addresses. */
  readonly sources: AdviceSource[];
  /** The estimate's parameters in effect, with their sources. */
  readonly parameters: EstimateParameter[];
  /** How to read the estimates. */
  readonly disclaimer: string;
}

const DISCLAIMER =
  'Estimates are arithmetic on the named parameters (fixed setup plus the model over the slowest link, shared links divided among the concurrent starts), not measurements. Each one names the phases of the cold start it counts and those it leaves out (the serving engine start always: advise --engine and the engine presets estimate it apart, phase by phase). The ranking follows the published guidance; the parameters, their sources and which ones are assumptions are listed with the advice. Override any of them to match your own measurements.';

/**
 * Ranks a platform's model storage strategies for a workload, following the platform's published
 * guidance, each with ready settings, a cold-start estimate and the reasons for its rank.
 *
 * @example
 * const advice = recommendModelStorage({ platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: Size.gibibytes(20), concurrentColdStarts: 40 });
 * advice.recommendations[0].label; // 'OSS mount with the OSS accelerator'
 *
 * @throws UnscopedValidationError with a `GPUM-ADVICE-...` code when an input is out of range
 */
export function recommendModelStorage(workload: ModelWorkload): ModelStorageAdvice {
  const { w, parameters, advice, candidates: planned } = plannedCandidates(workload);
  const candidates: EstimatedCandidate[] = planned.map((c) => ({
    ...withFormatAdvice(c, w),
    estimate: estimateColdStart(c.plan, parameters),
  }));
  const decision = advice.rules.decide(w, candidates, parameters);

  const ranked = rank(candidates, decision.order);
  const notes = rankingNotes(ranked);
  const recommendations = ranked.map((c, i) => ({
    rank: i + 1,
    strategy: c.id,
    label: c.label,
    storage: c.storage,
    settings: c.settings,
    viable: c.viable,
    estimate: c.estimate,
    reasons: [...(i === 0 ? [`Chosen: ${decision.rule}`] : []), ...notes[i], ...c.reasons],
    caveats: c.caveats,
  }));
  const sources = citedSources(
    recommendations.flatMap((r) => [...r.reasons, ...r.caveats]),
    advice.sources,
  );
  return { inputs: inputsOf(w), decidingRule: decision.rule, recommendations, sources, parameters, disclaimer: DISCLAIMER };
}

/**
 * The cold-start estimate of one strategy for a workload: the figure `recommendModelStorage` gives
 * that strategy, without ranking the others or collecting reasons and sources. For notes that quote
 * the estimate of the strategy a construct already uses.
 * @returns undefined when the platform offers no such strategy
 */
export function estimateStrategy(workload: ModelWorkload, strategy: StorageStrategyId): ColdStartEstimate | undefined {
  const { parameters, candidates } = plannedCandidates(workload);
  const candidate = candidates.find((c) => c.id === strategy);
  return candidate && estimateColdStart(candidate.plan, parameters);
}

/** The workload resolved, its estimate's parameters, and the platform's candidate strategies, not yet estimated. */
function plannedCandidates(workload: ModelWorkload) {
  const w = resolveWorkload(workload);
  const parameters = estimateParameters(w.platform, workload.estimateParameters ?? {});
  // The platform's rules are loaded when advice is first asked for: they are most of the advice
  // code, and the library's root import should not pay for them.
  const advice = requirePlatform(w.platform).loadAdvice();
  return { w, parameters, advice, candidates: advice.rules.candidates(w, parameters) };
}

/**
 * The rule's order first (viable strategies only), then the other viable strategies by estimate,
 * then the internet, then what a hard limit rules out.
 */
function rank(candidates: EstimatedCandidate[], order: StorageStrategyId[]): EstimatedCandidate[] {
  const preferred = order
    .map((id) => candidates.find((c) => c.id === id))
    .filter((c): c is EstimatedCandidate => c !== undefined && c.viable);
  const rest = candidates
    .filter((c) => c.viable && !preferred.includes(c) && c.id !== StorageStrategyId.INTERNET)
    .sort((a, b) => (a.estimate.totalSeconds ?? Infinity) - (b.estimate.totalSeconds ?? Infinity));
  const internet = candidates.filter((c) => c.viable && c.id === StorageStrategyId.INTERNET && !preferred.includes(c));
  const ruledOut = candidates.filter((c) => !c.viable);
  return [...preferred, ...rest, ...internet, ...ruledOut];
}

function withFormatAdvice(c: Candidate, w: ResolvedWorkload): Candidate {
  if (w.modelFormat !== ModelFormat.PYTORCH_PICKLE) return c;
  return {
    ...c,
    caveats: [
      ...c.caveats,
      'The model is a PyTorch pickle: loading it can execute code and it cannot be memory-mapped. Convert it to safetensors',
    ],
  };
}

function inputsOf(w: ResolvedWorkload): AdviceInputs {
  return {
    platform: w.platform,
    modelSizeBytes: w.modelSize.toBytes(),
    modelFormat: w.modelFormat,
    changeFrequency: w.changeFrequency,
    concurrentColdStarts: w.concurrentColdStarts,
    instanceMode: w.instanceMode,
    regionCount: w.regionCount,
    readPattern: w.readPattern,
    startupCritical: w.startupCritical,
    region: w.region,
    acceleratorZoneId: w.acceleratorZoneId,
    baseImageSizeBytes: w.baseImageSizeKnown ? w.baseImageSize.toBytes() : undefined,
    instanceMemoryBytes: w.instanceMemory?.toBytes(),
    localNvme: w.localNvme,
    sociParallelPull: w.sociParallelPull,
    rapidCache: w.rapidCache,
  };
}

/**
 * The top recommendation as a `ModelStorage` carrying its reasons, for `ModelStorage.recommended()`.
 * @throws UnscopedValidationError `GPUM-ADVICE-INCOMPLETE` when the top strategy's settings need an input the workload does not give
 */
export function recommendedStorage(workload: ModelWorkload): ModelStorage {
  const advice = recommendModelStorage(workload);
  const top = advice.recommendations[0];
  if (!top.storage) {
    throw new UnscopedValidationError(
      'GPUM-ADVICE-INCOMPLETE',
      `the recommended strategy, ${top.label}, needs more input: ${top.settings}`,
      {
        property: 'workload',
        value: top.strategy,
        fix: top.settings,
      },
    );
  }
  const estimate =
    top.estimate.totalSeconds === undefined
      ? 'not estimated'
      : `about ${formatSeconds(top.estimate.totalSeconds)} (estimate: ${phaseSummary(top.estimate)})`;
  return ModelStorage.fromRecommendation(top.storage, {
    summary: `ModelStorage.recommended() chose ${top.label} on ${advice.inputs.platform}: cold start ${estimate}, bottleneck ${top.estimate.bottleneck}.`,
    reasons: top.reasons,
    advicePlatform: advice.inputs.platform,
  });
}
