// EKS's storage advice: the ranking rules, the estimate's sourced parameters and the sources they
// cite. Loaded by the platform descriptor's loadAdvice(); loads no provider package (the advise
// command uses it).
import { CloudProvider } from '../../core/staging/cloud';
import { EKS_LOCATION, S3_BUCKET_NAMES } from '../contract';
import { EKS_GPU_CATALOGUE } from '../gpu-catalogue';
import { PlatformAdvice } from '../../core/storage-advice/platform-advice';
import { EKS_PARAMETERS } from './parameters';
import { AWS_RULES } from './rules';
import { SOURCES } from './sources';

/** EKS's storage advice. */
export const AWS_ADVICE: PlatformAdvice = {
  rules: AWS_RULES,
  parameters: EKS_PARAMETERS,
  sources: Object.values(SOURCES),
  facts: { bucketNames: S3_BUCKET_NAMES, location: EKS_LOCATION, cloud: CloudProvider.AWS, gpus: EKS_GPU_CATALOGUE },
};
