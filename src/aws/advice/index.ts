// EKS's storage advice: the ranking rules, the estimate's sourced parameters and the sources they
// cite. Loaded by the platform descriptor's loadAdvice(); loads no provider package (the advise
// command uses it).
import { PlatformAdvice } from '../../core/storage-advice/platform-advice';
import { EKS_PARAMETERS } from './parameters';
import { AWS_RULES } from './rules';
import { SOURCES } from './sources';

/** EKS's storage advice. */
export const AWS_ADVICE: PlatformAdvice = {
  rules: AWS_RULES,
  parameters: EKS_PARAMETERS,
  sources: Object.values(SOURCES),
};
