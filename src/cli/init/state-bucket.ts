import { UsageError } from '../flags';
import { platformFacts } from '../workload-flags';

/**
 * The `--state` bucket, or `undefined` for local state. It is written into the generated main.ts,
 * README commands and HCL, so a name the cloud refuses fails the first `cdktf deploy`, and a quote or
 * a space would break the generated code itself: refused, by the platform's own bucket-name rule (the
 * one its constructs apply), before anything is written.
 */
export function stateBucketFlag(platform: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const rule = platformFacts(platform)?.bucketNames;
  const problem = rule?.problem(value);
  if (rule === undefined || problem === undefined) return value;
  throw new UsageError(
    `--state "${value}" is not a valid ${rule.service} bucket name: ${problem}. ${rule.description}; for example --state acme-tfstate`,
  );
}
