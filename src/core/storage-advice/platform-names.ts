import { AdvicePlatform } from './workload';

/**
 * The name each platform's construct binds strategies under (`ModelStorageTarget.platformName`),
 * so that a recommendation made for one platform is not bound by another's construct. Internal:
 * not exported from the package.
 */
export const ADVICE_PLATFORM_NAMES: Readonly<Record<AdvicePlatform, string>> = {
  [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE]: 'Alibaba Function Compute',
  [AdvicePlatform.GOOGLE_CLOUD_RUN]: 'Google Cloud Run',
  [AdvicePlatform.AMAZON_EKS]: 'Amazon EKS',
};
