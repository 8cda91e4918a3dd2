import { ModelSource, ModelSourceKind, checkSourceCloud, sourceAdvice } from '../core/staging/model-source';
import { StagingEstimate, StagingEstimator } from '../core/staging/staging-estimate';
import { Size } from '../core/size';
import { AdvicePlatform } from '../core/storage-advice/workload';
import { FlagSpec, ParsedFlags, UsageError, flagValue, hasFlag } from './flags';
import type { CliWarning } from './gpu-flags';
import { platformFacts } from './workload-flags';

/** Where the model is staged from: `advise` adds the staging estimate beside the cold start. */
export const SOURCE_FLAGS: readonly FlagSpec[] = [
  {
    name: 'source',
    type: 'string',
    valueName: '<source>',
    help: [
      'Where the staging job copies the model from, as ModelSource takes it:',
      'hf:<owner>/<name>@<40-hex commit> (or huggingface:),',
      'modelscope:<owner>/<name>@<version tag>, or a bucket of the',
      "platform's cloud: oss://, gs://, s3://<bucket>/<prefix>.",
      'Adds the staging time estimate with its sources',
    ],
  },
  {
    name: 'allow-mutable-revision',
    type: 'boolean',
    help: ['Accept a branch or tag as the hub revision (warns, as the', 'construct does)'],
  },
];

/** The staging estimate for the source the flags name, with the source it was made for. */
export interface StagingReport {
  readonly source: string;
  readonly estimate: StagingEstimate;
}

/**
 * `--source`, read by the `ModelSource` factories (the constructs' validators) and checked against
 * the platform's cloud as the constructs check it (`GPUM-SOURCE-CLOUD`). `undefined` without it.
 */
export function sourceFrom(parsed: ParsedFlags, platform: AdvicePlatform): ModelSource | undefined {
  const text = flagValue(parsed, 'source');
  const allowMutableRevision = hasFlag(parsed, 'allow-mutable-revision');
  if (text === undefined) {
    if (allowMutableRevision)
      throw new UsageError('--allow-mutable-revision applies only with a hub --source: remove it, or give --source');
    return undefined;
  }
  const hub = /^(hf|huggingface|ms|modelscope):([^@]*)(?:@(.*))?$/.exec(text);
  let source: ModelSource;
  if (hub) {
    const options = { revision: hub[3] ?? '', allowMutableRevision };
    source =
      hub[1] === 'hf' || hub[1] === 'huggingface' ? ModelSource.huggingFace(hub[2], options) : ModelSource.modelScope(hub[2], options);
  } else if (/^[a-z0-9]+:\/\//.test(text)) {
    if (allowMutableRevision)
      throw new UsageError('--allow-mutable-revision applies only to a hub source (hf:, modelscope:), not to a bucket');
    source = ModelSource.objectStorage(text);
  } else {
    throw new UsageError(
      `--source "${text}" is not a model source: write hf:<owner>/<name>@<commit>, modelscope:<owner>/<name>@<version tag>, or a bucket URI (oss://, gs://, s3://)`,
      'GPUM-CLI-SOURCE',
    );
  }
  const facts = platformFacts(platform);
  if (facts) checkSourceCloud(source, facts.cloud);
  return source;
}

/**
 * The source's own advice (an unpinned revision) and the platform's about it in the region (a hub
 * the region cannot reach), as the constructs would annotate them.
 */
export function sourceWarnings(source: ModelSource | undefined, platform: AdvicePlatform, region: string | undefined): CliWarning[] {
  if (!source) return [];
  return [...sourceAdvice(source), ...(platformFacts(platform)?.sourceWarnings?.(source, region) ?? [])];
}

/**
 * The staging estimate for the source, by `StagingEstimator`; `--param` values named like its
 * parameters go to it, the others to the cold-start estimate.
 */
export function stagingReport(
  source: ModelSource | undefined,
  platform: AdvicePlatform,
  modelSize: Size,
  parameters: { [name: string]: number },
): StagingReport | undefined {
  if (!source || source.kind === ModelSourceKind.PRE_STAGED) return undefined;
  return { source: source.toString(), estimate: StagingEstimator.estimate({ platform, modelSize, parameters, sourceKind: source.kind }) };
}

/** Splits `--param` overrides into the staging estimate's and the cold-start estimate's. */
export function splitParameters(all: { [name: string]: number } | undefined): {
  staging: { [name: string]: number };
  advice: { [name: string]: number } | undefined;
} {
  const stagingNames = new Set(StagingEstimator.allParameters().map((p) => p.name));
  const staging: { [name: string]: number } = {};
  const advice: { [name: string]: number } = {};
  for (const [name, value] of Object.entries(all ?? {})) (stagingNames.has(name) ? staging : advice)[name] = value;
  return { staging, advice: Object.keys(advice).length > 0 ? advice : undefined };
}
