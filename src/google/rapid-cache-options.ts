import { Duration } from '../core/duration';

/** Whether a block is admitted to a Rapid Cache on a cache miss (`admission_policy`). */
export enum CloudRunRapidCacheAdmissionPolicy {
  /** The first read that misses fills the cache (Cloud Storage's default). */
  ADMIT_ON_FIRST_MISS = 'admit-on-first-miss',
  /**
   * Only a second miss on the same block fills it: less ingest for data read once, but the second
   * cold start in a zone reads the bucket too. Newer google providers deprecate it and fall back to
   * the first miss (the construct warns).
   */
  ADMIT_ON_SECOND_MISS = 'admit-on-second-miss',
}

/**
 * Rapid Cache (Cloud Storage Anywhere Cache): an SSD read cache in front of the model's bucket, one
 * `google_storage_anywhere_cache` per zone, so that a cold start after the first one in a zone reads
 * the model from the zone's cache instead of the bucket. Billed apart from the bucket: a storage fee
 * for the cached bytes for as long as they stay (the TTL), an ingest fee for each byte admitted, and
 * the reads.
 */
export interface CloudRunRapidCacheOptions {
  /**
   * The zones to cache in. Cloud Run does not pin instances to a zone, so a zone left out is one
   * where cold starts read the bucket. Each must be a zone of the workload's region (and of the
   * bucket's location); one cache per zone.
   * @default - every zone of the region, from the construct's zone catalogue (a region it does not list needs zones)
   */
  readonly zones?: string[];

  /**
   * How long a cached block lives after it was last read: from 1 hour to 7 days, in whole seconds.
   * Longer keeps the model cached between scale-ups, and bills its storage for longer.
   * @default Duration.hours(24) - Cloud Storage's default
   */
  readonly ttl?: Duration;

  /**
   * When a missed block is admitted.
   * @default CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_FIRST_MISS
   */
  readonly admissionPolicy?: CloudRunRapidCacheAdmissionPolicy;
}
