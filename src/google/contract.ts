import { BucketNameRule, LocationRule, ReservedEnvironment } from '../core/contract';
import { GOOGLE_CLOUD_RUN } from './platform';
import { GOOGLE_CLOUD_REGIONS } from './regions';

// The display name from the descriptor, not model-storage-plan: the advise command loads this file.
const PLATFORM_NAME = GOOGLE_CLOUD_RUN.displayName;

/**
 * Cloud Run's part of the core workload contract (src/core/contract): its bucket names, regions and
 * zones, and reserved environment variables. The rules are core's.
 */

/** Environment variables Cloud Run sets itself and refuses in a revision. */
const CLOUD_RUN_RESERVED = /^(PORT|K_SERVICE|K_REVISION|K_CONFIGURATION|CLOUD_RUN_[A-Z_]*)$/;

/** Cloud Storage bucket names: 3 to 63 (or 222 with dots) lower-case letters, digits, `-`, `_`, `.`; not `goog…`. */
export const GCS_BUCKET_NAMES: BucketNameRule = {
  service: 'Cloud Storage',
  code: 'GPUM-CR-BUCKET-NAME',
  description:
    'A Cloud Storage bucket name has 3 to 63 lower-case letters, digits, "-", "_" and "." (up to 222 with dots, 63 per dot-separated part), starts and ends with a letter or digit, and does not start with "goog". Give the bucket\'s name, not a gs:// URL',
  problem(name: string): string | undefined {
    const dotted = name.includes('.');
    if (name.length < 3 || name.length > (dotted ? 222 : 63)) return `it has ${name.length} characters`;
    if (!/^[a-z0-9._-]+$/.test(name)) return 'only lower-case letters, digits, "-", "_" and "." are allowed';
    if (!/^[a-z0-9].*[a-z0-9]$/.test(name)) return 'it must start and end with a letter or digit';
    if (dotted && name.split('.').some((part) => part.length === 0 || part.length > 63))
      return 'each dot-separated part must have 1 to 63 characters';
    if (/^goog/.test(name) || /g[o0][o0]g[l1]e/.test(name)) return 'it must not start with "goog" or contain "google"';
    if (/^\d+\.\d+\.\d+\.\d+$/.test(name)) return 'it must not be an IP address';
    return undefined;
  },
};

/** Google Cloud regions (`us-central1`) and zones (`us-central1-a`). Cloud Run names its region on each resource. */
export const CLOUD_RUN_LOCATION: LocationRule = {
  platformName: PLATFORM_NAME,
  regionPattern: /^[a-z]+-[a-z]+[0-9]+$/,
  exampleRegion: 'us-central1',
  zoneRegion(zone: string): string | undefined {
    return /^([a-z]+-[a-z]+[0-9]+)-[a-z]$/.exec(zone)?.[1];
  },
  // For "did you mean" only: an unlisted region that is no typo is left to the cloud.
  knownRegions: GOOGLE_CLOUD_REGIONS,
  // Cloud Run names its region on each resource and has no zones to check: one ID for the region.
  codes: { region: 'GPUM-CR-REGION', zone: 'GPUM-CR-REGION', provider: 'GPUM-CR-REGION' },
};

/** Cloud Run's own variables, and the gcloud settings the model download uses. */
export const CLOUD_RUN_RESERVED_ENVIRONMENT: ReservedEnvironment = {
  code: 'GPUM-CR-ENV-RESERVED',
  reason(name: string): string | undefined {
    if (/^CLOUDSDK_/.test(name)) return 'is set by the construct (CLOUDSDK_* tune the model download): rename it';
    if (CLOUD_RUN_RESERVED.test(name))
      return 'is reserved by Cloud Run, which sets it itself: remove it (set httpServing.port for the port)';
    return undefined;
  },
};
