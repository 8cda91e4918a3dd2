import { Size } from '../../../src/core/size';
import {
  AdvicePlatform,
  InstanceMode,
  ModelChangeFrequency,
  ModelFormat,
  ModelReadPattern,
  ModelWorkload,
  StorageStrategyId,
  recommendModelStorage,
} from '../../../src';
import { ColdStartPhase, PhaseTreatment } from '../../../src/core/storage-advice/phases';

const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;

function advise(workload: Partial<ModelWorkload>) {
  return recommendModelStorage({ platform: RUN, modelSize: Size.gibibytes(20), ...workload });
}

describe('Cloud Run guidance', () => {
  test('a large model: parallel download from Cloud Storage is fastest, streaming and the FUSE mount next, the internet last', () => {
    const advice = advise({});
    expect(advice.recommendations.map((r) => r.strategy)).toEqual([
      StorageStrategyId.DOWNLOAD_AT_START,
      StorageStrategyId.OBJECT_STORAGE_STREAM,
      StorageStrategyId.OBJECT_STORAGE_MOUNT,
      StorageStrategyId.CONTAINER_IMAGE,
      StorageStrategyId.INTERNET,
    ]);
    expect(advice.decidingRule).toMatch(
      /loads from Cloud Storage: Google calls it "more predictable" .*"faster than FUSE mount" \[Cloud Run GPU best practices/,
    );
    expect(advice.recommendations[4].reasons[0]).toMatch(/Slow and unreliable/);
  });

  test('the FUSE mount comes with buffered read for sequential reads and the file cache for random reads', () => {
    const sequential = advise({}).recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT)!;
    expect(sequential.settings).toBe('CloudRunModelStorage.gcsFuse({ bufferedRead: { maxBlocks: 40 } })');
    const random = advise({ readPattern: ModelReadPattern.RANDOM }).recommendations.find(
      (r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT,
    )!;
    expect(random.settings).toBe('CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(20), parallelDownloads: true } })');
    expect(random.label).toBe('Cloud Storage FUSE volume with the file cache');
  });

  test('start not critical (provisioned instances): the FUSE mount, the simplest', () => {
    expect(advise({ instanceMode: InstanceMode.PROVISIONED }).recommendations[0].strategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
  });

  test('the image for models under 10 GB that change rarely; not above 10 GB or when they change often', () => {
    expect(advise({ modelSize: Size.gigabytes(9) }).recommendations[0].strategy).toBe(StorageStrategyId.CONTAINER_IMAGE);
    expect(advise({ modelSize: Size.gigabytes(11) }).recommendations[0].strategy).toBe(StorageStrategyId.DOWNLOAD_AT_START);
    expect(advise({ modelSize: Size.gigabytes(9), changeFrequency: ModelChangeFrequency.OFTEN }).recommendations[0].strategy).toBe(
      StorageStrategyId.DOWNLOAD_AT_START,
    );
  });

  test("a model too large for the instance's memory rules the download out: streaming through a bounded buffer, then the FUSE volume", () => {
    const advice = advise({ instanceMemory: Size.gibibytes(32) });
    expect(advice.recommendations.map((r) => r.strategy).slice(0, 2)).toEqual([
      StorageStrategyId.OBJECT_STORAGE_STREAM,
      StorageStrategyId.OBJECT_STORAGE_MOUNT,
    ]);
    expect(advice.decidingRule).toMatch(/streams it from Cloud Storage into GPU memory through a bounded buffer/);
    // A model the streamer cannot read (not safetensors) leaves the FUSE volume first.
    expect(advise({ instanceMemory: Size.gibibytes(32), modelFormat: ModelFormat.GGUF }).recommendations[0].strategy).toBe(
      StorageStrategyId.OBJECT_STORAGE_MOUNT,
    );
    const download = advice.recommendations.find((r) => r.strategy === StorageStrategyId.DOWNLOAD_AT_START)!;
    expect(download).toMatchObject({ viable: false, rank: 5 });
    expect(download.reasons.join('\n')).toMatch(
      /20 GiB is more than half of the instance's 32 GiB memory, where Cloud Run keeps files: the server would run out of memory/,
    );
    expect(advise({ instanceMemory: Size.gibibytes(80) }).recommendations[0].strategy).toBe(StorageStrategyId.DOWNLOAD_AT_START);
  });

  test('the estimate adds the instance start; the Direct VPC connect delay, with no typical figure, is named as left out until set', () => {
    const download = advise({}).recommendations[0];
    expect(download.estimate.stages.map((s) => [s.label, s.seconds])).toEqual([['GPU instance start', 5]]);
    // The instance's network is the Direct VPC page's 1 Gbit/s, the figure the staging job uses too.
    expect(download.estimate.transferSeconds).toBeCloseTo(Size.gibibytes(20).toBytes() / 125e6);
    expect(download.estimate.bottleneck).toBe('Cloud Run instance network');
    expect(download.estimate.phases.find((p) => p.phase === ColdStartPhase.NETWORK_CONNECT)).toEqual({
      phase: ColdStartPhase.NETWORK_CONNECT,
      treatment: PhaseTreatment.LEFT_OUT,
      detail:
        'Direct VPC egress connect: Google warns it "might" take a minute or more and gives no typical figure; set cloudRunDirectVpcConnectSeconds to count it',
    });
    // Measured on your instances, the delay is counted, and named when it dominates.
    const measured = advise({
      modelSize: Size.gibibytes(2),
      estimateParameters: { cloudRunDirectVpcConnectSeconds: 60 },
    }).recommendations.find((r) => r.strategy === StorageStrategyId.DOWNLOAD_AT_START)!;
    expect(measured.estimate.stages.map((s) => [s.label, s.seconds])).toEqual([
      ['GPU instance start', 5],
      ['Direct VPC egress connect', 60],
    ]);
    expect(measured.estimate.bottleneck).toBe('Direct VPC egress connect');
    expect(measured.estimate.phases.find((p) => p.phase === ColdStartPhase.NETWORK_CONNECT)).toMatchObject({
      treatment: PhaseTreatment.COUNTED,
      seconds: 60,
    });
  });
});

describe('the internet on Cloud Run goes through Cloud NAT', () => {
  const internetOf = (workload: Partial<ModelWorkload>) => {
    const advice = advise(workload);
    return { advice, internet: advice.recommendations.find((r) => r.strategy === StorageStrategyId.INTERNET)! };
  };

  test('the reasons name the Cloud NAT requirement and the construct codes, the caveats the 30 s delay and the cost, each sourced', () => {
    const { advice, internet } = internetOf({});
    expect(internet.reasons.join('\n')).toMatch(
      /Needs a network with Cloud NAT: .*only through Cloud NAT \[Cloud Run networking best practices\].*30 s or more \[Cloud Run Direct VPC egress\].*GPUM-CR-INTERNET-NETWORK.*GPUM-CR-INTERNET-NAT/,
    );
    expect(internet.caveats).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/delayed by 30 s or more at startup \[Cloud Run Direct VPC egress\].*GPUM-CR-INTERNET-EGRESS/),
        expect.stringMatching(/^Cloud NAT is a paid product \[Cloud Run networking best practices\]/),
      ]),
    );
    expect(advice.sources).toEqual(
      expect.arrayContaining([
        { title: 'Cloud Run Direct VPC egress', url: 'https://cloud.google.com/run/docs/configuring/vpc-direct-vpc' },
        { title: 'Cloud Run networking best practices', url: 'https://cloud.google.com/run/docs/configuring/networking-best-practices' },
      ]),
    );
    // Google warns of 30 s or more with no typical figure: no default, named as left out.
    expect(advice.parameters.find((p) => p.name === 'cloudRunCloudNatConnectSeconds')).toMatchObject({
      value: undefined,
      basis: 'assumption',
    });
  });

  test('the estimate counts the instance start before the download, and names the Direct VPC and Cloud NAT delays it leaves out', () => {
    const { internet } = internetOf({ estimateParameters: { cloudRunInternetDownloadMBps: 100 } });
    expect(internet.estimate.stages.map((s) => [s.parameter, s.seconds])).toEqual([['cloudRunInstanceStartSeconds', 5]]);
    expect(internet.estimate.totalSeconds).toBeCloseTo(5 + (20 * 1024 ** 3) / 100e6);
    // Both connection delays of the network phase are named, with the parameter that would count each.
    expect(internet.estimate.phases.find((p) => p.phase === ColdStartPhase.NETWORK_CONNECT)).toMatchObject({
      treatment: PhaseTreatment.LEFT_OUT,
      detail: expect.stringMatching(
        /^Direct VPC egress connect: .*set cloudRunDirectVpcConnectSeconds to count it; Cloud NAT connect \(on top of Direct VPC egress\): Google warns of delays of 30 s or more .*set cloudRunCloudNatConnectSeconds to count it$/,
      ),
    });
    // Measured, the NAT delay is counted in the network phase, which still names the Direct VPC delay it does not count.
    const measured = internetOf({ estimateParameters: { cloudRunInternetDownloadMBps: 100, cloudRunCloudNatConnectSeconds: 30 } });
    expect(measured.internet.estimate.totalSeconds! - internet.estimate.totalSeconds!).toBeCloseTo(30);
    expect(measured.internet.estimate.phases.find((p) => p.phase === ColdStartPhase.NETWORK_CONNECT)).toMatchObject({
      treatment: PhaseTreatment.COUNTED,
      seconds: 30,
      detail: expect.stringMatching(/Cloud NAT connect .*; not counted: Direct VPC egress connect: .*set cloudRunDirectVpcConnectSeconds/),
    });
    // Without a figure for the internet, the strategy is still not estimated, but its stages are listed.
    expect(internetOf({}).internet.estimate.totalSeconds).toBeUndefined();
  });

  test('streaming: the instance network with Rapid Cache as for the download, the engine named, safetensors only', () => {
    const stream = advise({ rapidCache: true }).recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM)!;
    expect(stream.settings).toBe('CloudRunModelStorage.objectStorageStream({ rapidCache: {} })');
    expect(stream.storage?.kind).toBe('objectStorageStream');
    expect(stream.reasons.join('\n')).toMatch(/Run:ai Model Streamer .*\[GKE: accelerate model loading with the Run:ai Model Streamer\]/);
    expect(stream.caveats.join('\n')).toMatch(/vLLM 0\.11\.1 or later/);
    const plain = advise({}).recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM)!;
    expect(plain.settings).toBe('ModelStorage.objectStorageStream()');
    expect(plain.estimate.totalSeconds).toBeCloseTo(advise({}).recommendations[0].estimate.totalSeconds!);
    const gguf = advise({ modelFormat: ModelFormat.GGUF }).recommendations.find(
      (r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM,
    )!;
    expect(gguf.viable).toBe(false);
    expect(gguf.reasons.join('\n')).toMatch(/safetensors only, and the model is gguf/);
  });
});
