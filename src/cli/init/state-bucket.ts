import { AdvicePlatform } from '../../core/storage-advice/workload';
import { UsageError } from '../flags';

/**
 * The bucket names each platform's state backend accepts. `--state` is written into the generated
 * main.ts, README commands and HCL, so a name the cloud refuses fails the first `cdktf deploy`, and
 * a quote or a space would break the generated code itself: refused before anything is written.
 */
const RULES: Record<AdvicePlatform, { readonly cloud: string; readonly pattern: RegExp; readonly rule: string }> = {
  // OSS: 3–63 characters, lower-case letters, digits and hyphens, starting and ending with a letter or digit.
  [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE]: {
    cloud: 'OSS',
    pattern: /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
    rule: '3 to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit',
  },
  // Cloud Storage: 3–63 characters (dotted names up to 222 are not taken here), lower-case letters,
  // digits, hyphens, underscores and dots, starting and ending with a letter or digit.
  [AdvicePlatform.GOOGLE_CLOUD_RUN]: {
    cloud: 'Cloud Storage',
    pattern: /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/,
    rule: '3 to 63 lower-case letters, digits, hyphens, underscores and dots, starting and ending with a letter or digit',
  },
  // S3 general purpose buckets: 3–63 characters, lower-case letters, digits, hyphens and dots,
  // starting and ending with a letter or digit.
  [AdvicePlatform.AMAZON_EKS]: {
    cloud: 'S3',
    pattern: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    rule: '3 to 63 lower-case letters, digits, hyphens and dots, starting and ending with a letter or digit',
  },
};

/** The `--state` bucket name, or `undefined` for local state; a name the platform's cloud refuses is a usage error. */
export function stateBucketFlag(platform: AdvicePlatform, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const { cloud, pattern, rule } = RULES[platform];
  const dotted = /\.\.|^\d+\.\d+\.\d+\.\d+$/.test(value);
  if (pattern.test(value) && !dotted) return value;
  throw new UsageError(
    `--state "${value}" is not a valid ${cloud} bucket name: give ${rule}${dotted ? ' (no two dots in a row, not an IP address)' : ''}, for example --state acme-tfstate`,
  );
}
