// Cloud Run's storage advice: the ranking rules, the estimate's sourced parameters and the sources they
// cite. Loaded by the platform descriptor's loadAdvice(); loads no provider package (the advise
// command uses it).
import { CloudProvider } from '../../core/staging/cloud';
import { CLOUD_RUN_LOCATION, GCS_BUCKET_NAMES } from '../contract';
import { CLOUD_RUN_GPU_CATALOGUE } from '../gpu-catalogue';
import { PlatformAdvice } from '../../core/storage-advice/platform-advice';
import { CLOUD_RUN_PARAMETERS } from './parameters';
import { GOOGLE_RULES } from './rules';
import { SOURCES } from './sources';

/** Cloud Run's storage advice. */
export const GOOGLE_ADVICE: PlatformAdvice = {
  rules: GOOGLE_RULES,
  parameters: CLOUD_RUN_PARAMETERS,
  sources: Object.values(SOURCES),
  facts: { bucketNames: GCS_BUCKET_NAMES, location: CLOUD_RUN_LOCATION, cloud: CloudProvider.GOOGLE_CLOUD, gpus: CLOUD_RUN_GPU_CATALOGUE },
};
