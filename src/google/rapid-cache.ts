import { IConstruct } from 'constructs';
import type { StorageAnywhereCache } from '@cdktf/provider-google/lib/storage-anywhere-cache';
import { addInfo, addWarning } from '../core/advice';
import { checkLocation, requireEnumMember, valueText } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isResolved } from '../core/tokens';
import { CLOUD_RUN_LOCATION } from './contract';
import { CloudRunRapidCacheAdmissionPolicy, CloudRunRapidCacheOptions } from './rapid-cache-options';
import { ZONES_SOURCE, regionZones } from './zones';
import { storageAnywhereCacheBinding } from './lazy-bindings';

/** Cloud Storage's documented range of a cache entry's TTL ("ranges between 1h to 7d", in whole seconds). */
const MIN_TTL_SECONDS = 3600;
const MAX_TTL_SECONDS = 7 * 24 * 3600;
/** Cloud Storage's default TTL (24 h). */
const DEFAULT_TTL_SECONDS = 24 * 3600;

const PRICING = 'https://cloud.google.com/storage/pricing#anywhere-cache';
const OVERVIEW = 'https://cloud.google.com/storage/docs/anywhere-cache';

/** A Rapid Cache, checked and resolved. */
export interface RapidCachePlan {
  readonly zones: string[];
  readonly ttlSeconds: number;
  /** The policy the user set; left to Cloud Storage's default when undefined. */
  readonly admissionPolicy?: CloudRunRapidCacheAdmissionPolicy;
}

/**
 * Checks the Rapid Cache options against the workload's region: zones of the region (every
 * catalogued zone by default), the TTL in Cloud Storage's range, a known admission policy.
 */
export function resolveRapidCache(scope: IConstruct, options: CloudRunRapidCacheOptions, region: string): RapidCachePlan {
  const zones = resolveZones(scope, options.zones, region);
  const ttlSeconds = options.ttl === undefined ? DEFAULT_TTL_SECONDS : options.ttl.toSeconds();
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < MIN_TTL_SECONDS || ttlSeconds > MAX_TTL_SECONDS) {
    throw new ValidationError(
      'GPUM-CR-RAPID-CACHE-TTL',
      `storage.rapidCache.ttl is ${ttlSeconds} s: Cloud Storage takes a cache TTL from 1 hour to 7 days, in whole seconds (${MIN_TTL_SECONDS} to ${MAX_TTL_SECONDS})`,
      scope,
      {
        property: 'storage.rapidCache.ttl',
        value: `${ttlSeconds}s`,
        fix: 'give a whole number of seconds from Duration.hours(1) to Duration.hours(168)',
      },
    );
  }
  const admissionPolicy = options.admissionPolicy;
  // A token only reaches the caches' attribute: Cloud Storage checks it at apply.
  requireEnumMember(
    scope,
    'GPUM-CR-RAPID-CACHE-ADMISSION',
    'storage.rapidCache.admissionPolicy',
    admissionPolicy,
    CloudRunRapidCacheAdmissionPolicy,
    {
      enumName: 'CloudRunRapidCacheAdmissionPolicy',
      notMember: 'not a Rapid Cache admission policy',
    },
  );
  if (admissionPolicy === CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_SECOND_MISS) {
    addWarning(
      scope,
      'GPUM-CR-RAPID-CACHE-ADMISSION',
      'admit-on-second-miss: the second cold start in each zone reads the bucket too, and google provider releases after 6.50 deprecate the policy and fall back to admit-on-first-miss. A model is read whole at every start, so admit-on-first-miss fills the cache with the first one',
    );
  }
  return { zones, ttlSeconds, admissionPolicy };
}

/**
 * One `google_storage_anywhere_cache` per zone on the model's bucket. Construct IDs (Terraform
 * addresses) are `RapidCache-<zone>`, so that adding or removing a zone leaves the others in place.
 */
export function addRapidCaches(
  scope: IConstruct,
  plan: RapidCachePlan,
  bucket: { readonly name: string; readonly created: boolean },
): StorageAnywhereCache[] {
  const caches = plan.zones.map(
    (zone, index) =>
      new (storageAnywhereCacheBinding().StorageAnywhereCache)(scope, isResolved(zone) ? `RapidCache-${zone}` : `RapidCache${index}`, {
        bucket: bucket.name,
        zone,
        ttl: `${plan.ttlSeconds}s`,
        admissionPolicy: plan.admissionPolicy,
      }),
  );
  addInfo(
    scope,
    'GPUM-CR-RAPID-CACHE',
    `Rapid Cache in ${plan.zones.length} zone(s) (${plan.zones.filter((z) => isResolved(z)).join(', ') || 'from tokens'}), TTL ${plan.ttlSeconds} s: the first cold start in each zone${plan.admissionPolicy === CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_SECOND_MISS ? ' (the first two, with admit-on-second-miss)' : ''} still reads the bucket and fills the cache; later ones within the TTL read the zone's SSD cache (${OVERVIEW}). It costs extra, apart from the bucket: a storage fee for the cached model in every zone for as long as it stays cached, an ingest fee per byte admitted, and the reads (${PRICING}). The deploying identity needs storage.anywhereCaches.create on the bucket${bucket.created ? '' : ", and the existing bucket must be in the workload's region (a cache's zone must be in its bucket's location)"}`,
  );
  return caches;
}

function resolveZones(scope: IConstruct, given: string[] | undefined, region: string): string[] {
  const rule = { ...CLOUD_RUN_LOCATION, codes: { ...CLOUD_RUN_LOCATION.codes, zone: 'GPUM-CR-RAPID-CACHE-ZONE' } };
  const catalogued = isResolved(region) ? regionZones(region) : undefined;
  if (given === undefined) {
    if (catalogued) return [...catalogued];
    throw new ValidationError(
      'GPUM-CR-RAPID-CACHE-ZONE',
      isResolved(region)
        ? `the zone catalogue does not list ${region}, so the Rapid Cache cannot go in every zone of it: give storage.rapidCache.zones (the zones of ${region} in ${ZONES_SOURCE})`
        : 'the region is a token, so the Rapid Cache cannot go in every zone of it: give storage.rapidCache.zones',
      scope,
      {
        property: 'storage.rapidCache.zones',
        value: valueText(region),
        fix: 'give storage.rapidCache.zones',
      },
    );
  }
  if (given.length === 0) {
    throw new ValidationError(
      'GPUM-CR-RAPID-CACHE-ZONE',
      'storage.rapidCache.zones is empty: give the zones to cache in, or leave zones out for every zone of the region',
      scope,
      { property: 'storage.rapidCache.zones', value: '[]', fix: 'leave zones out, or give at least one zone' },
    );
  }
  checkLocation(scope, rule, {
    region,
    regionProperty: 'region',
    zones: given.map((zone, index) => ({ property: `storage.rapidCache.zones[${index}]`, zone })),
  });
  const seen = new Set<string>();
  for (const zone of given.filter((z) => isResolved(z))) {
    if (seen.has(zone)) {
      throw new ValidationError(
        'GPUM-CR-RAPID-CACHE-ZONE',
        `storage.rapidCache.zones names ${zone} twice: Cloud Storage allows one cache per bucket and zone`,
        scope,
        { property: 'storage.rapidCache.zones', value: zone, fix: `name ${zone} once` },
      );
    }
    seen.add(zone);
    if (catalogued && !catalogued.includes(zone)) {
      addWarning(
        scope,
        'GPUM-CR-RAPID-CACHE-ZONE',
        `storage.rapidCache.zones names ${zone}, which the zone catalogue does not list for ${region} (${catalogued.join(', ')}; ${ZONES_SOURCE}). If Google added the zone since, ignore this; otherwise the cache fails at apply`,
      );
    }
  }
  if (catalogued) {
    const missing = catalogued.filter((zone) => !seen.has(zone));
    if (missing.length > 0) {
      addInfo(
        scope,
        'GPUM-CR-RAPID-CACHE-PARTIAL',
        `Cloud Run does not pin instances to a zone: cold starts in ${missing.join(', ')} read the bucket, since no Rapid Cache serves them. Leave zones out to cache in every zone of ${region}`,
      );
    }
  }
  return [...given];
}
