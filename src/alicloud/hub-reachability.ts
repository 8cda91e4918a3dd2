import { ModelSource, ModelSourceKind } from '../core/staging/model-source';
import { isResolved } from '../core/tokens';

/** Mainland regions, where Hugging Face is not reachable; Hong Kong is outside the mainland network. */
function isMainlandChina(region: string): boolean {
  return isResolved(region) && region.startsWith('cn-') && region !== 'cn-hongkong';
}

/**
 * `GPUM-FC-STAGING-HUB-BLOCKED`: Hugging Face itself (no mirror `endpoint`) is not reachable from a
 * mainland China region. One rule for the staging construct, which annotates it, and `advise`,
 * which prints it; loads no provider package.
 */
export function fcHubBlocked(source: ModelSource, region: string | undefined): { code: string; message: string } | undefined {
  if (region === undefined || source.kind !== ModelSourceKind.HUGGING_FACE || source.endpoint !== undefined) return undefined;
  if (!isMainlandChina(region)) return undefined;
  return {
    code: 'GPUM-FC-STAGING-HUB-BLOCKED',
    message: `Hugging Face (huggingface.co) is not reachable from Function Compute in ${region} (mainland China): stage the model from ModelScope (ModelSource.modelScope), give a mirror as endpoint, or deploy in a region outside the mainland such as cn-hongkong or ap-southeast-1`,
  };
}
