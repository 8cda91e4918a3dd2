// Function Compute's storage advice: the ranking rules, the estimate's sourced parameters and the sources they
// cite. Loaded by the platform descriptor's loadAdvice(); loads no provider package (the advise
// command uses it).
import { CloudProvider } from '../../core/staging/cloud';
import { FC_LOCATION, fcAcceleratorZoneProblem, OSS_BUCKET_NAMES } from '../contract';
import { FC_GPU_CATALOGUE } from '../gpu-catalogue';
import { FC_GPU_IMAGE_LIMIT } from '../image-limits';
import { fcHubBlocked } from '../hub-reachability';
import { PlatformAdvice } from '../../core/storage-advice/platform-advice';
import { FC_PARAMETERS } from './parameters';
import { ALICLOUD_RULES } from './rules';
import { SOURCES } from './sources';

/** Function Compute's storage advice. */
export const ALICLOUD_ADVICE: PlatformAdvice = {
  rules: ALICLOUD_RULES,
  parameters: FC_PARAMETERS,
  sources: Object.values(SOURCES),
  facts: {
    bucketNames: OSS_BUCKET_NAMES,
    location: FC_LOCATION,
    cloud: CloudProvider.ALIBABA_CLOUD,
    gpus: FC_GPU_CATALOGUE,
    acceleratorZoneProblem: (region, zone) => fcAcceleratorZoneProblem(region, zone, '--accelerator-zone'),
    sourceWarnings: (source, region) => {
      const blocked = fcHubBlocked(source, region);
      return blocked ? [blocked] : [];
    },
    imageLimit: { size: FC_GPU_IMAGE_LIMIT, description: "Function Compute's 15 GB limit of a GPU function's image (compressed)" },
  },
};
