import { StorageRecommendation } from '../../core/storage-advice/recommend';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { UsageError } from '../flags';
import { Code, Import, raw } from './code';

const LIBRARY = 'cdktf-gpu-models';

/**
 * The `storage` of the generated workload: the strategy `advise` ranks first, as the code `advise`
 * prints for it (its `settings`), standing for the `ModelStorage` the recommendation carries.
 * The image strategies on EKS describe their node class in words as well, so their code is written here.
 */
export function recommendedStorageCode(top: StorageRecommendation): Code {
  if (!top.storage) {
    throw new UsageError(`the recommended strategy, ${top.label}, needs more input: ${top.settings}`);
  }
  switch (top.strategy) {
    case StorageStrategyId.CONTAINER_IMAGE:
    case StorageStrategyId.CONTAINER_IMAGE_SNAPSHOT:
      return raw('ModelStorage.containerImage()', top.storage, imports('ModelStorage'));
    case StorageStrategyId.CONTAINER_IMAGE_PRE_PULLED:
      return raw('EksModelStorage.containerImage({ prePull: true })', top.storage, imports('EksModelStorage'));
    default:
      return raw(
        top.settings,
        top.storage,
        imports(...Object.keys(MODULES).filter((name) => new RegExp(`\\b${name}\\.`).test(top.settings))),
      );
  }
}

/** The library's names the settings may use, and the module each comes from: the platforms' factories from their subpaths. */
const MODULES: Record<string, string> = {
  ModelStorage: LIBRARY,
  Size: LIBRARY,
  FileSystemPerformanceClass: LIBRARY,
  FcModelStorage: `${LIBRARY}/alicloud`,
  CloudRunModelStorage: `${LIBRARY}/google`,
  EksModelStorage: `${LIBRARY}/aws`,
};

function imports(...names: string[]): Import[] {
  return names.map((name) => ({ module: MODULES[name], name }));
}
