import { formatSeconds } from '../../../src/core/storage-advice/format';
import { Size } from '../../../src/core/size';
import { AdvicePlatform, ModelWorkload, StorageStrategyId, recommendModelStorage } from '../../../src';
import { CloudRunGpuWorkload, CloudRunModelStorage } from '../../../src/google';
import { collectAdvice } from '../../../src/core/advice';
import { baseProps, newStack, synthJson } from '../support/fixtures';

const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;

function advise(workload: Partial<ModelWorkload>) {
  return recommendModelStorage({ platform: RUN, modelSize: Size.gibibytes(20), ...workload });
}

const byId = (advice: ReturnType<typeof advise>, id: StorageStrategyId) => advice.recommendations.find((r) => r.strategy === id)!;

describe('Rapid Cache in the Cloud Run advice', () => {
  test("with rapidCache the Cloud Storage strategies carry it in their settings, the cache's zonal link in the estimate, and its cost", () => {
    const advice = advise({ rapidCache: true, concurrentColdStarts: 4 });
    expect(advice.inputs.rapidCache).toBe(true);
    const download = byId(advice, StorageStrategyId.DOWNLOAD_AT_START);
    expect(download.settings).toBe('CloudRunModelStorage.downloadAtStart({ rapidCache: {} })');
    expect(download.storage).toBeInstanceOf(CloudRunModelStorage);
    expect(download.estimate.links).toContainEqual(
      expect.objectContaining({ parameter: 'cloudRunRapidCacheZoneMBps', bandwidthMBps: 12500, sharedBy: 4, perInstanceMBps: 3125 }),
    );
    expect(download.estimate.notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/first cold start in each zone .* reads the bucket/)]),
    );
    expect(download.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/100 Gbps per zone to start.*\[Cloud Storage Rapid Cache\]/)]),
    );
    expect(download.caveats).toEqual(expect.arrayContaining([expect.stringMatching(/costs extra.*storage fee.*ingest fee/)]));
    const mount = byId(advice, StorageStrategyId.OBJECT_STORAGE_MOUNT);
    expect(mount.settings).toBe('CloudRunModelStorage.gcsFuse({ bufferedRead: { maxBlocks: 40 }, rapidCache: {} })');
    expect(mount.estimate.links.map((l) => l.parameter)).toContain('cloudRunRapidCacheZoneMBps');
    // The image does not read Cloud Storage: no cache there.
    expect(byId(advice, StorageStrategyId.CONTAINER_IMAGE).estimate.links.map((l) => l.parameter)).not.toContain(
      'cloudRunRapidCacheZoneMBps',
    );
    expect(advice.sources.map((s) => s.url)).toEqual(
      expect.arrayContaining([
        'https://cloud.google.com/storage/docs/anywhere-cache',
        'https://cloud.google.com/storage/pricing#anywhere-cache',
      ]),
    );
    expect(advice.parameters.find((p) => p.name === 'cloudRunRapidCacheZoneMBps')?.source).toMatch(/starts at 100 Gbps/);
  });

  test("the cache's zone bandwidth becomes the bottleneck when enough instances start together in one zone", () => {
    const modelSize = Size.gibibytes(80);
    const few = byId(advise({ modelSize, rapidCache: true, concurrentColdStarts: 2 }), StorageStrategyId.DOWNLOAD_AT_START).estimate;
    const many = byId(advise({ modelSize, rapidCache: true, concurrentColdStarts: 200 }), StorageStrategyId.DOWNLOAD_AT_START).estimate;
    // Each instance's 1 Gbit/s limits the few; 100 Gbps shared by 200 starts is 62.5 MB/s each.
    expect(few.bottleneck).toBe('Cloud Run instance network');
    expect(few.perInstanceMBps).toBe(125);
    expect(many.perInstanceMBps).toBe(62.5);
    expect(many.bottleneck).toMatch(/Rapid Cache bandwidth .* shared by 200 starts/);
    expect(many.totalSeconds!).toBeGreaterThan(few.totalSeconds!);
  });

  test('the ready settings build the cache in every zone of the region', () => {
    const storage = byId(advise({ rapidCache: true }), StorageStrategyId.DOWNLOAD_AT_START).storage as CloudRunModelStorage;
    const stack = newStack();
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ storage }));
    expect(Object.keys(synthJson(stack).resource.google_storage_anywhere_cache)).toHaveLength(4);
  });

  test('without rapidCache, several starts at once get the cache suggested with its cost; a single start does not', () => {
    const several = byId(advise({ concurrentColdStarts: 8 }), StorageStrategyId.DOWNLOAD_AT_START);
    expect(several.settings).toBe('ModelStorage.downloadAtStart()');
    expect(several.estimate.links.map((l) => l.parameter)).not.toContain('cloudRunRapidCacheZoneMBps');
    expect(several.caveats).toEqual(
      expect.arrayContaining([expect.stringMatching(/With 8 instances starting together, Rapid Cache \(rapidCache\).*costs extra/)]),
    );
    expect(byId(advise({}), StorageStrategyId.DOWNLOAD_AT_START).caveats.join(' ')).not.toMatch(/Rapid Cache/);
  });

  test("every Cloud Run estimate says what a worker pool's manual scale-up pays and what a parked pool bills", () => {
    const recommendations = advise({}).recommendations;
    expect(recommendations.map((r) => r.strategy)).toContain(StorageStrategyId.INTERNET);
    for (const r of recommendations) {
      expect(r.estimate.notes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/each raise of instanceCount cold-starts the instances it adds.*instanceCount 0 bills no GPU/),
        ]),
      );
    }
  });
});

describe("a worker pool's idle billing and scale-up cold start", () => {
  function pool(props: Parameters<typeof baseProps>[0]) {
    const stack = newStack();
    new CloudRunGpuWorkload(stack, 'llm', baseProps(props));
    return collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-WORKER-POOL-BILLING');
  }

  test('a running pool bills its GPUs; a parked one bills nothing; a service gets no such note', () => {
    expect(pool({ instanceCount: 3 })[0].message).toMatch(
      /bills the GPUs of its 3 instance\(s\) for as long as they exist.*instanceCount: 0/,
    );
    expect(pool({ instanceCount: 0 })[0].message).toMatch(/parked at instanceCount 0: it bills no GPU/);
    expect(pool({ httpServing: {} })).toEqual([]);
  });

  test("the note's cold start is the advice's estimate for the workload's strategy, with the pool's instances starting together", () => {
    const storage = CloudRunModelStorage.downloadAtStart({ rapidCache: {} });
    const message = pool({ instanceCount: 200, storage, model: baseProps().model })[0].message;
    const estimateFor = (concurrentColdStarts: number) =>
      byId(
        recommendModelStorage({
          platform: RUN,
          modelSize: baseProps().model.size,
          concurrentColdStarts,
          instanceMemory: Size.gibibytes(16),
          rapidCache: true,
        }),
        StorageStrategyId.DOWNLOAD_AT_START,
      ).estimate.totalSeconds!;
    expect(message).toContain(`200 starting together take about ${formatSeconds(estimateFor(200))} each`);
    // The figure says what it counts and what it leaves out.
    expect(message).toMatch(
      /each \(the advice's estimate for this strategy: counts provisioning 5 s, model bytes .*; leaves out image pull, network connect, engine start;/,
    );
    // Two hundred instances share the zone's cache: each scale-up of 200 pays more than one of 2.
    expect(pool({ instanceCount: 2, storage })[0].message).toContain(
      `2 starting together take about ${formatSeconds(estimateFor(2))} each`,
    );
    expect(estimateFor(200)).toBeGreaterThan(estimateFor(2));
  });
});
