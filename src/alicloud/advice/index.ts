// Function Compute's storage advice: the ranking rules, the estimate's sourced parameters and the sources they
// cite. Loaded by the platform descriptor's loadAdvice(); loads no provider package (the advise
// command uses it).
import { PlatformAdvice } from '../../core/storage-advice/platform-advice';
import { FC_PARAMETERS } from './parameters';
import { ALICLOUD_RULES } from './rules';
import { SOURCES } from './sources';

/** Function Compute's storage advice. */
export const ALICLOUD_ADVICE: PlatformAdvice = {
  rules: ALICLOUD_RULES,
  parameters: FC_PARAMETERS,
  sources: Object.values(SOURCES),
};
