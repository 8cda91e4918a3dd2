import { Size } from '../core/size';
import { countedPhaseText, formatSeconds, formatSize } from '../core/storage-advice/format';
import { ColdStartPhase, PhaseAccount, PhaseTreatment, phaseLabel } from '../core/storage-advice/phases';
import { EstimateParameter } from '../core/storage-advice/parameters';
import { ModelStorageAdvice, StorageRecommendation } from '../core/storage-advice/recommend';
import type { StagingReport } from './source-flags';
import { renderTable } from './table';

/** The advice as the ranked table, then the top strategy's settings and caveats, then how to read the estimates. */
export function renderAdvice(advice: ModelStorageAdvice, staging?: StagingReport, engine?: string): string {
  const i = advice.inputs;
  const header = [
    `Model storage for ${i.platform}: ${formatSize(Size.bytes(i.modelSizeBytes))} ${i.modelFormat}, ${i.concurrentColdStarts} concurrent cold start(s), ${i.instanceMode}, ` +
      `${i.regionCount} region(s), ${i.readPattern} reads, start ${i.startupCritical ? 'critical' : 'not critical'}, changes ${i.changeFrequency}`,
    `Deciding rule: ${advice.decidingRule}`,
  ];
  const table = renderTable(
    [
      { header: '#', maxWidth: 2 },
      { header: 'Strategy', maxWidth: 30 },
      { header: 'Cold start (estimate)', maxWidth: 21 },
      { header: 'Bottleneck', maxWidth: 28 },
      { header: 'Reasons', maxWidth: 72 },
    ],
    advice.recommendations.map((r) => [
      [String(r.rank)],
      [r.viable ? r.label : `${r.label} (ruled out)`],
      [estimateText(r)],
      [r.estimate.bottleneck],
      r.reasons.map((reason) => `- ${reason}`),
    ]),
  );
  const top = advice.recommendations[0];
  const phases = renderPhases(advice.recommendations, engine);
  const stagingLines = staging ? ['', ...renderStaging(staging)] : [];
  const assumed = [...new Set(advice.recommendations.flatMap((r) => r.estimate.assumptions))];
  const footer = [
    `Settings for #1: ${top.settings}`,
    ...(top.caveats.length ? ['Caveats for #1:', ...top.caveats.map((c) => `  - ${c}`)] : []),
    '',
    'Sources:',
    ...advice.sources.map((src) => `  [${src.title}] ${src.url}`),
    '',
    advice.disclaimer,
    ...(assumed.length ? [`Assumed, with no published figure: ${assumed.join(', ')}.`] : []),
    `List the parameters and their sources with --list-params; override one with --param <name>=<value>.`,
  ];
  return [...header, '', table, '', ...phases, ...stagingLines, '', ...footer].join('\n') + '\n';
}

/**
 * What each estimate covers: the phases it counts (with their seconds), those it leaves out (with
 * the reason and how to count them) and those the strategy does not go through. A phase left out of
 * every estimate for the same reason is said once. With `--engine`, the engine start is added after
 * the table, and the line says so instead of its default reason.
 */
function renderPhases(recommendations: StorageRecommendation[], engine?: string): string[] {
  const key = (p: PhaseAccount) => `${p.phase}\u0000${p.detail}`;
  const leftOut = (r: StorageRecommendation) => r.estimate.phases.filter((p) => p.treatment === PhaseTreatment.LEFT_OUT);
  const common = leftOut(recommendations[0]).filter((p) => recommendations.every((r) => leftOut(r).some((q) => key(q) === key(p))));
  const commonKeys = new Set(common.map(key));
  const lines = recommendations.map((r) => {
    const counted = r.estimate.phases.filter((p) => p.treatment === PhaseTreatment.COUNTED).map((p) => countedPhaseText(p));
    const left = leftOut(r).filter((p) => !commonKeys.has(key(p)));
    const none = r.estimate.phases.filter((p) => p.treatment === PhaseTreatment.NOT_PAID).map((p) => phaseLabel(p.phase));
    const parts = [counted.length ? `counts ${counted.join(', ')}` : 'counts nothing'];
    if (left.length) parts.push(`leaves out ${left.map((p) => `${phaseLabel(p.phase)} (${p.detail})`).join(', ')}`);
    if (none.length) parts.push(`not paid: ${none.join(', ')}`);
    return `  #${r.rank} ${r.label}: ${parts.join('; ')}`;
  });
  const reason = (p: PhaseAccount) =>
    engine !== undefined && p.phase === ColdStartPhase.ENGINE_START ? `added below, phase by phase (--engine ${engine})` : p.detail;
  return ['What each estimate covers:', ...common.map((p) => `  Every estimate leaves out ${phaseLabel(p.phase)}: ${reason(p)}`), ...lines];
}

/** The staging estimate, beside the cold start: the time, the bottleneck and each parameter with its source. */
function renderStaging(staging: StagingReport): string[] {
  const e = staging.estimate;
  return [
    `Staging (copied once into the storage, before the first start) from ${staging.source}: ~${formatSeconds(e.seconds)} (an estimate, not a measurement), bottleneck ${e.bottleneck}`,
    ...e.parameters.flatMap((p) => [
      `  ${p.name} = ${p.value === undefined ? '(no figure)' : `${round(p.value)} ${p.unit}`}  [${p.basis}${p.overridden ? ', overridden' : ''}]`,
      `    Source: ${p.source}`,
    ]),
  ];
}

function estimateText(r: StorageRecommendation): string {
  return r.estimate.totalSeconds === undefined ? 'not estimated' : `~${formatSeconds(r.estimate.totalSeconds)}`;
}

/** The advice as plain JSON: everything but the `ModelStorage` objects, whose settings are in `settings`. */
export function adviceJson(advice: ModelStorageAdvice, staging?: StagingReport): string {
  return (
    JSON.stringify(
      {
        inputs: advice.inputs,
        decidingRule: advice.decidingRule,
        sources: advice.sources,
        recommendations: advice.recommendations.map(({ storage: _storage, ...rest }) => ({ ...rest, estimated: true })),
        parameters: advice.parameters,
        disclaimer: advice.disclaimer,
        ...(staging ? { staging: { source: staging.source, ...staging.estimate, estimated: true } } : {}),
      },
      null,
      2,
    ) + '\n'
  );
}

/** The parameters with their values, bases and sources. */
export function renderParameters(parameters: EstimateParameter[]): string {
  return (
    parameters
      .map((p) =>
        [
          `${p.name} = ${p.value === undefined ? '(no figure)' : `${round(p.value)} ${p.unit}`}  [${p.platform}, ${p.basis}${p.overridden ? ', overridden' : ''}]`,
          `  ${p.description}`,
          `  Source: ${p.source}`,
        ].join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
}
