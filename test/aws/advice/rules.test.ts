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

const EKS = AdvicePlatform.AMAZON_EKS;

function advise(workload: Partial<ModelWorkload>) {
  return recommendModelStorage({ platform: EKS, modelSize: Size.gigabytes(5), ...workload });
}

describe('EKS guidance', () => {
  test('a small, rarely changed model: the image with SOCI parallel pull onto NVMe', () => {
    const advice = advise({});
    expect(advice.recommendations[0].strategy).toBe(StorageStrategyId.CONTAINER_IMAGE);
    expect(advice.recommendations[0].reasons.join('\n')).toMatch(
      /9\.35 GB image in 23\.2 s against 130\.8 s by default \(published measurement\)/,
    );
    expect(advice.recommendations[0].estimate.bottleneck).toBe('image pull (Bottlerocket SOCI parallel pull)');
    // 14 GB at 9,354.34 MB / 23.229 s against 9,354.34 MB / 130.813 s.
    const withBase = advise({ baseImageSize: Size.gigabytes(9) }).recommendations[0];
    expect(withBase.reasons).toContain(
      'This image: about 35 s with SOCI parallel pull against 3 min 16 s with the default pull (estimate)',
    );
    expect(withBase.estimate.totalSeconds).toBeCloseTo((14e3 * 23.229) / 9354.342327);
  });

  test('large or often changed: download at start into NVMe, then streaming from S3, then Mountpoint', () => {
    expect(
      advise({ modelSize: Size.gigabytes(70) })
        .recommendations.map((r) => r.strategy)
        .slice(0, 3),
    ).toEqual([StorageStrategyId.DOWNLOAD_AT_START, StorageStrategyId.OBJECT_STORAGE_STREAM, StorageStrategyId.OBJECT_STORAGE_MOUNT]);
    expect(advise({ changeFrequency: ModelChangeFrequency.OFTEN }).recommendations[0].strategy).toBe(StorageStrategyId.DOWNLOAD_AT_START);
    const download = advise({ modelSize: Size.gigabytes(70) }).recommendations[0];
    expect(download.settings).toBe('ModelStorage.downloadAtStart()');
    expect(download.reasons.join('\n')).toMatch(/CRT transfer client .* targets the node's network/);
    expect(download.estimate.bottleneck).toBe('GPU node network');
    expect(download.estimate.totalSeconds).toBeCloseTo(70e9 / 1.25e9);
  });

  test('warm (provisioned) nodes: the pre-pulled image, with its caveats', () => {
    const best = advise({ instanceMode: InstanceMode.PROVISIONED }).recommendations[0];
    expect(best.strategy).toBe(StorageStrategyId.CONTAINER_IMAGE_PRE_PULLED);
    expect(best.settings).toMatch(/prePull: true/);
    expect(best.estimate.totalSeconds).toBe(0);
    expect(best.caveats).toContain('Pin the image by digest');
  });

  test('image-cache snapshots are offered with their conflicts spelled out', () => {
    const snapshot = advise({}).recommendations.find((r) => r.strategy === StorageStrategyId.CONTAINER_IMAGE_SNAPSHOT)!;
    expect(snapshot.caveats.join('\n')).toMatch(/instanceStorePolicy: RAID0 mounts NVMe over \/var\/lib\/containerd/);
    expect(snapshot.caveats.join('\n')).toMatch(/snapshotter the node boots with/);
  });

  test('pods starting on the same node share its network and disk; without NVMe the download lands on EBS', () => {
    const shared = advise({ modelSize: Size.gigabytes(70), estimateParameters: { eksStartsPerNode: 4 } }).recommendations[0];
    expect(shared.estimate.bottleneck).toBe('GPU node network, shared by 4 starts');
    expect(shared.estimate.totalSeconds).toBeCloseTo((70e9 * 4) / 1.25e9);
    const ebs = advise({ modelSize: Size.gigabytes(70), localNvme: false, estimateParameters: { eksNodeNetworkGbps: 100 } })
      .recommendations[0];
    expect(ebs.label).toBe('Parallel download from S3 onto EBS');
    expect(ebs.estimate.bottleneck).toBe('root EBS volume');
  });

  test('random reads rank Mountpoint with a FUSE warning', () => {
    const mount = advise({ modelSize: Size.gigabytes(70), readPattern: ModelReadPattern.RANDOM }).recommendations.find(
      (r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT,
    )!;
    expect(mount.reasons).toContain('A FUSE mount: random reads are slower than from a local copy');
  });

  test("streaming from S3: the node's network or the streamer's published S3 rate, whichever is lower", () => {
    const stream = (workload: Parameters<typeof advise>[0]) =>
      advise(workload).recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM)!;
    const tenGig = stream({ modelSize: Size.gigabytes(70) });
    expect(tenGig.settings).toBe('ModelStorage.objectStorageStream()');
    expect(tenGig.estimate.bottleneck).toBe('GPU node network');
    const fast = stream({ modelSize: Size.gigabytes(70), estimateParameters: { eksNodeNetworkGbps: 100 } });
    expect(fast.estimate.bottleneck).toBe("the engine's Run:ai Model Streamer reading S3");
    expect(fast.estimate.transferSeconds).toBeCloseTo(70e9 / (3.51 * 1024 ** 3));
    expect(fast.reasons.join('\n')).toMatch(/4\.24 s .*\[Run:ai Model Streamer benchmarks\]/);
    expect(stream({ modelFormat: ModelFormat.PYTORCH_PICKLE }).viable).toBe(false);
  });
});
