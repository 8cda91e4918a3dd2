import { ModelStorage } from '../model-storage';
import { Candidate } from './candidate';
import { LinkSpec } from './estimate';
import { EstimateBasis, EstimateUnit, ParameterDefinition } from './parameters';
import { ResolvedWorkload } from './resolved-workload';
import { INTERNET_SOURCE, cite } from './sources';
import { StorageStrategyId } from './strategy-id';
import { AdvicePlatform } from './workload';

/**
 * The internet strategy, the same on every platform and ranked last everywhere: allowed with a warning.
 *
 * @param parameter the platform's internet download parameter (see {@link internetDownloadParameter})
 * @param instanceLink the platform's instance network, which the download also crosses
 */
export function internetCandidate(w: ResolvedWorkload, parameter: string, instanceLink: LinkSpec): Candidate {
  return {
    id: StorageStrategyId.INTERNET,
    label: 'Download from the internet',
    storage: w.modelUrl ? ModelStorage.internet({ url: w.modelUrl }) : undefined,
    settings: w.modelUrl
      ? `ModelStorage.internet({ url: '${w.modelUrl}' })`
      : "ModelStorage.internet({ url: '<model URL>' }): give the model's URL to complete it",
    viable: true,
    plan: {
      bytes: w.modelSize.toBytes(),
      links: [{ label: 'internet download', parameter, sharedBy: 1 }, instanceLink],
      stages: [],
    },
    reasons: [
      `Slow and unreliable: public hubs rate-limit, throttle and go down, and every cold start downloads the whole model ("typically poor and unpredictable" ${cite(INTERNET_SOURCE)})`,
    ],
    caveats: ["Copy the model to the platform's object storage instead"],
  };
}

/**
 * A platform's internet download parameter. The internet is published as "typically poor and
 * unpredictable": there is no figure to default to, on any platform.
 *
 * @param name the parameter's name, prefixed with the platform's (`fcInternetDownloadMBps`)
 */
export function internetDownloadParameter(platform: AdvicePlatform, name: string): ParameterDefinition {
  return {
    name,
    platform,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    description:
      'Download throughput from a public model hub. No provider publishes one ("typically poor and unpredictable"), so the internet strategy is not estimated unless you set this.',
    source: `${INTERNET_SOURCE.url} (loading from the internet: typically poor and unpredictable)`,
    basis: EstimateBasis.ASSUMPTION,
  };
}
