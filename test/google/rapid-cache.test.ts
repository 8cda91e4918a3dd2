import { collectAdvice } from '../../src/core/advice';
import { Duration } from '../../src/core/duration';
import { GpuModelsError } from '../../src/core/errors';
import { ModelStorage } from '../../src/core/model-storage';
import { CloudRunModelStorage, CloudRunRapidCacheAdmissionPolicy, CloudRunRapidCacheOptions } from '../../src/google';
import { build, only, ref, synthJson } from './support/fixtures';

const CACHE = 'google_storage_anywhere_cache';

const caches = (json: any): any[] => Object.values(json.resource?.[CACHE] ?? {});

function withCache(rapidCache: CloudRunRapidCacheOptions, region = 'us-central1', bucketName?: string) {
  return build({ region, storage: CloudRunModelStorage.gcsFuse({ rapidCache, bucketName }) });
}

function errorOf(fn: () => unknown): GpuModelsError {
  try {
    fn();
  } catch (e) {
    if (e instanceof GpuModelsError) return e;
    throw e;
  }
  throw new Error('expected an error');
}

describe('Rapid Cache on the Cloud Storage strategies', () => {
  test('gcsFuse(): one cache per zone of the region, on the new bucket, with the default TTL', () => {
    const { stack, workload } = withCache({});
    const json = synthJson(stack);
    const bucketName = ref(json, 'google_storage_bucket', 'name');
    expect(caches(json).map((c) => c.zone)).toEqual(['us-central1-a', 'us-central1-b', 'us-central1-c', 'us-central1-f']);
    for (const cache of caches(json)) {
      expect(cache.bucket).toBe(bucketName);
      expect(cache.ttl).toBe('86400s');
      // Left to Cloud Storage's default: newer providers deprecate the attribute.
      expect(cache.admission_policy).toBeUndefined();
    }
    expect(Object.keys(json.resource[CACHE])).toEqual(expect.arrayContaining([expect.stringMatching(/RapidCache-us-central1-a/)]));
    expect(workload.rapidCaches).toHaveLength(4);
    const info = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-RAPID-CACHE');
    expect(info).toHaveLength(1);
    expect(info[0].message).toMatch(/first cold start in each zone still reads the bucket/);
    expect(info[0].message).toMatch(/costs extra.*storage fee.*ingest fee/);
  });

  test('CloudRunModelStorage.downloadAtStart(): the download reads through the cache, with the given zones, TTL and policy', () => {
    const { stack } = build({
      region: 'europe-west4',
      storage: CloudRunModelStorage.downloadAtStart({
        concurrency: 32,
        rapidCache: {
          zones: ['europe-west4-a', 'europe-west4-b'],
          ttl: Duration.hours(48),
          admissionPolicy: CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_FIRST_MISS,
        },
      }),
    });
    const json = synthJson(stack);
    expect(caches(json)).toEqual([
      expect.objectContaining({ zone: 'europe-west4-a', ttl: '172800s', admission_policy: 'admit-on-first-miss' }),
      expect.objectContaining({ zone: 'europe-west4-b', ttl: '172800s', admission_policy: 'admit-on-first-miss' }),
    ]);
    const partial = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-RAPID-CACHE-PARTIAL');
    expect(partial.map((a) => a.message)).toEqual([expect.stringContaining('europe-west4-c read the bucket')]);
  });

  test('CloudRunModelStorage.downloadAtStart() without a cache builds what ModelStorage.downloadAtStart() builds', () => {
    const a = synthJson(build({ storage: CloudRunModelStorage.downloadAtStart({ concurrency: 16 }) }).stack);
    const b = synthJson(build({ storage: ModelStorage.downloadAtStart({ concurrency: 16 }) }).stack);
    expect(a).toEqual(b);
    expect(a.resource[CACHE]).toBeUndefined();
  });

  test('an existing bucket is cached by name, and the note says it must be in the region', () => {
    const { stack } = withCache({ zones: ['us-central1-a'] }, 'us-central1', 'acme-models');
    expect(only(synthJson(stack), CACHE).bucket).toBe('acme-models');
    const info = collectAdvice(stack).find((a) => a.id === 'GPUM-CR-RAPID-CACHE');
    expect(info?.message).toMatch(/existing bucket must be in the workload's region/);
  });

  test.each([
    [
      'a zone of another region',
      { zones: ['us-east4-a'] },
      'us-central1',
      'storage.rapidCache.zones[0]',
      /zone of us-east4, but the workload runs in us-central1/,
    ],
    ['not a zone', { zones: ['us-central1'] }, 'us-central1', 'storage.rapidCache.zones[0]', /not a Google Cloud Run zone ID/],
    ['no zones', { zones: [] }, 'us-central1', 'storage.rapidCache.zones', /is empty/],
    ['a zone twice', { zones: ['us-central1-a', 'us-central1-a'] }, 'us-central1', 'storage.rapidCache.zones', /names us-central1-a twice/],
    ['a region the catalogue lacks, without zones', {}, 'us-west1', 'storage.rapidCache.zones', /does not list us-west1/],
  ])('%s fails with GPUM-CR-RAPID-CACHE-ZONE', (_, options, region, property, message) => {
    const error = errorOf(() => withCache(options, region));
    expect(error.code).toBe('GPUM-CR-RAPID-CACHE-ZONE');
    expect(error.property).toBe(property);
    expect(error.message).toMatch(message);
    expect(error.constructPath).toBe('test/llm');
  });

  test('a region the catalogue lacks takes the zones given', () => {
    const { stack } = withCache({ zones: ['us-west1-b'] }, 'us-west1');
    expect(caches(synthJson(stack)).map((c) => c.zone)).toEqual(['us-west1-b']);
  });

  test('a zone the catalogue does not list for the region warns', () => {
    const { stack } = withCache({ zones: ['us-central1-e'] });
    expect(
      collectAdvice(stack)
        .filter((a) => a.id === 'GPUM-CR-RAPID-CACHE-ZONE')
        .map((a) => a.level),
    ).toEqual(['warning']);
  });

  test.each([
    [Duration.minutes(59), '3540s'],
    [Duration.hours(169), '608400s'],
    [Duration.millis(3_600_500), '3600.5s'],
  ])('TTL %s fails with GPUM-CR-RAPID-CACHE-TTL', (ttl, value) => {
    const error = errorOf(() => withCache({ ttl }));
    expect(error.code).toBe('GPUM-CR-RAPID-CACHE-TTL');
    expect(error.property).toBe('storage.rapidCache.ttl');
    expect(error.value).toBe(value);
  });

  test('the TTL range ends are accepted', () => {
    expect(caches(synthJson(withCache({ zones: ['us-central1-a'], ttl: Duration.hours(1) }).stack))[0].ttl).toBe('3600s');
    expect(caches(synthJson(withCache({ zones: ['us-central1-a'], ttl: Duration.hours(168) }).stack))[0].ttl).toBe('604800s');
  });

  test('an unknown admission policy fails; admit-on-second-miss warns', () => {
    const error = errorOf(() => withCache({ admissionPolicy: 'admit-always' as CloudRunRapidCacheAdmissionPolicy }));
    expect(error.code).toBe('GPUM-CR-RAPID-CACHE-ADMISSION');
    expect(error.value).toBe('admit-always');
    const { stack } = withCache({ admissionPolicy: CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_SECOND_MISS });
    expect(caches(synthJson(stack))[0].admission_policy).toBe('admit-on-second-miss');
    expect(
      collectAdvice(stack)
        .filter((a) => a.id === 'GPUM-CR-RAPID-CACHE-ADMISSION')
        .map((a) => a.level),
    ).toEqual(['warning']);
  });

  test("the cache leaves the worker pool's template unchanged", () => {
    const withRapid = synthJson(withCache({}).stack);
    const without = synthJson(build({ storage: CloudRunModelStorage.gcsFuse({}) }).stack);
    expect(only(withRapid, 'google_cloud_run_v2_worker_pool').template).toEqual(only(without, 'google_cloud_run_v2_worker_pool').template);
  });
});
