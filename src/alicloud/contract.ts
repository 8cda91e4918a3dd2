import { BucketNameRule, LocationProblem, LocationRule, ReservedEnvironment, TagRule, alibabaTagRule } from '../core/contract';
import { ALIBABA_FUNCTION_COMPUTE } from './platform';
import { FC_GPU_REGIONS, FC_NON_GPU_REGIONS } from './regions';

/**
 * Function Compute's part of the core workload contract (src/core/contract): its bucket names,
 * regions and zones, and reserved environment variables. The rules are core's.
 */

/** OSS bucket names: 3 to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit. */
export const OSS_BUCKET_NAMES: BucketNameRule = {
  service: 'OSS',
  code: 'GPUM-FC-BUCKET-NAME',
  description: 'An OSS bucket name has 3 to 63 lower-case letters, digits and hyphens, and starts and ends with a letter or digit',
  problem(name: string): string | undefined {
    if (name.length < 3 || name.length > 63) return `it has ${name.length} characters`;
    if (!/^[a-z0-9-]+$/.test(name))
      return 'only lower-case letters, digits and "-" are allowed (no dots, underscores, capitals or oss:// URLs)';
    if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'it must start and end with a letter or digit';
    return undefined;
  },
};

/** Alibaba Cloud regions (`cn-hangzhou`, `ap-southeast-1`) and zones (`cn-hangzhou-j`, `ap-southeast-1a`). */
export const FC_LOCATION: LocationRule = {
  platformName: ALIBABA_FUNCTION_COMPUTE.displayName,
  providerType: 'alicloud',
  regionPattern: /^[a-z]{2,}-[a-z]+(-[0-9]+)?$/,
  exampleRegion: 'cn-hangzhou',
  zoneRegion(zone: string): string | undefined {
    return /^([a-z]{2,}-[a-z]+)-[a-z]$/.exec(zone)?.[1] ?? /^([a-z]{2,}-[a-z]+-[0-9]+)[a-z]$/.exec(zone)?.[1];
  },
  codes: { region: 'GPUM-FC-REGION', zone: 'GPUM-FC-ZONE', provider: 'GPUM-FC-REGION-PROVIDER' },
  knownRegions: [...FC_GPU_REGIONS, ...FC_NON_GPU_REGIONS],
};

/**
 * The zone of an OSS accelerator against the function's region: the accelerator is reachable only
 * from its own zone, so a zone of another region (or no zone ID at all) fails at the first mount.
 * The construct (`GPUM-FC-OSS-ACCELERATOR-ZONE`) and `advise --accelerator-zone` both call it.
 */
export function fcAcceleratorZoneProblem(region: string | undefined, zoneId: string, property: string): LocationProblem | undefined {
  const zoneRegion = FC_LOCATION.zoneRegion(zoneId);
  if (zoneRegion === undefined) {
    return {
      code: 'GPUM-FC-OSS-ACCELERATOR-ZONE',
      message: `the OSS accelerator zone "${zoneId}" is not an Alibaba Cloud zone ID: the accelerator is reachable only from its own zone. Give its zone${region ? `, such as ${region}-j` : ', such as cn-hangzhou-j'}`,
      property,
      value: zoneId,
      fix: `give a zone ID such as ${region ?? 'cn-hangzhou'}-j`,
    };
  }
  if (region !== undefined && zoneRegion !== region) {
    return {
      code: 'GPUM-FC-OSS-ACCELERATOR-ZONE',
      message: `the OSS accelerator zone "${zoneId}" is not in the function's region ${region}: the accelerator is reachable only from its own zone. Use a zone of ${region}, such as ${region}-j`,
      property,
      value: zoneId,
      fix: `give a zone of ${region}`,
    };
  }
  return undefined;
}

/**
 * Function Compute's own variables: `FC_*` describe the function and instance to the runtime (FC's
 * "environment variables" page lists FC_FUNCTION_NAME, FC_REGION, FC_INSTANCE_ID and others as
 * built-in).
 */
export const FC_RESERVED_ENVIRONMENT: ReservedEnvironment = {
  code: 'GPUM-ENV-RESERVED',
  reason(name: string): string | undefined {
    return /^FC_/.test(name) ? 'is reserved by Function Compute (FC_* are its built-in variables): rename it' : undefined;
  },
};

/** Alibaba Cloud's tag rule, for every construct that takes `tags`. */
export const FC_TAG_RULE: TagRule = alibabaTagRule('GPUM-FC-TAGS');

/**
 * A Function Compute 3.0 function name: letters, digits, "_" and "-", not starting with a digit or "-",
 * 1 to 64 characters (CreateFunctionInput, functionName; the provider's own validator checks the
 * characters only, and its text says 128, which the API refuses above 64).
 */
export const FC_FUNCTION_NAME = /^[A-Za-z_][0-9A-Za-z_-]{0,63}$/;
/** The fix for a function name {@link FC_FUNCTION_NAME} refuses. */
export const FC_FUNCTION_NAME_FIX = 'use 1 to 64 letters, digits, "_" or "-", starting with a letter or "_"';
