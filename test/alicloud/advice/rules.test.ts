import { Size } from '../../../src/core/size';
import {
  AdvicePlatform,
  InstanceMode,
  ModelChangeFrequency,
  ModelReadPattern,
  ModelWorkload,
  StorageStrategyId,
  recommendModelStorage,
} from '../../../src';

const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;

function order(workload: Partial<ModelWorkload>): StorageStrategyId[] {
  return recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), ...workload }).recommendations.map((r) => r.strategy);
}

function top(workload: Partial<ModelWorkload>) {
  return recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), ...workload }).recommendations[0];
}

describe('Function Compute guidance', () => {
  test('on-demand GPU needing the fastest start: Performance NAS', () => {
    const best = top({ instanceMode: InstanceMode.ON_DEMAND });
    expect(best.strategy).toBe(StorageStrategyId.FILE_SYSTEM);
    expect(best.label).toBe('Performance NAS');
    expect(best.reasons[0]).toMatch(
      /^Chosen: On-demand GPU instances that need the fastest start read the model from Performance NAS \[FC model storage guide\]$/,
    );
    expect(best.settings).toBe('FcModelStorage.nas()');
    expect(best.storage?.kind).toBe('fileSystem');
  });

  test('provisioned (idle) GPU, start not critical: OSS', () => {
    expect(order({ instanceMode: InstanceMode.PROVISIONED })[0]).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
    // Provisioned but still start-critical stays on NAS.
    expect(order({ instanceMode: InstanceMode.PROVISIONED, startupCritical: true })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
    // On demand but not critical: OSS.
    expect(order({ startupCritical: false })[0]).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
  });

  test('many containers starting at once: OSS with the accelerator, because NAS bandwidth is shared', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), concurrentColdStarts: 40, region: 'cn-hangzhou' });
    const [first, second] = advice.recommendations;
    expect(first.strategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
    expect(first.settings).toBe("FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-hangzhou-j' } })");
    expect(advice.decidingRule).toMatch(/40 instances starting at once .* NAS bandwidth is shared by every instance, 15 MB\/s each here/);
    expect(second.strategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
    const nas = advice.recommendations.find((r) => r.strategy === StorageStrategyId.FILE_SYSTEM)!;
    expect(nas.estimate.bottleneck).toBe('Performance NAS read bandwidth, shared by 40 starts');
    expect(nas.estimate.perInstanceMBps).toBeCloseTo(15);
    expect(first.estimate.bottleneck).toBe('Function Compute instance network');
  });

  test('the answer changes where the NAS share drops below the instance bandwidth (600 MB/s over 125 MB/s: 5 starts)', () => {
    expect(order({ concurrentColdStarts: 4 })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
    expect(order({ concurrentColdStarts: 5 })[0]).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
    // With faster instances the NAS share is overtaken sooner.
    expect(order({ concurrentColdStarts: 2, estimateParameters: { fcInstanceBandwidthGbps: 5 } })[0]).toBe(
      StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
    );
  });

  test('multi-region: OSS with the accelerator; a single region does not change to it', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), regionCount: 3, region: 'cn-shanghai' });
    expect(advice.recommendations.map((r) => r.strategy).slice(0, 3)).toEqual([
      StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
      StorageStrategyId.OBJECT_STORAGE_MOUNT,
      StorageStrategyId.FILE_SYSTEM,
    ]);
    expect(advice.recommendations[2].reasons).toContain(
      'A NAS file system serves one region: 3 regions need a file system and a copy of the model each',
    );
    // The advice names the construct that builds the replication.
    expect(advice.decidingRule).toContain('FcReplicatedModelBucket');
    for (const r of advice.recommendations.slice(0, 2)) expect(r.reasons.join(' ')).toContain('FcReplicatedModelBucket');
    expect(order({ regionCount: 1 })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
  });

  test('random reads from an application that cannot change: Performance NAS, even with many starts', () => {
    expect(order({ readPattern: ModelReadPattern.RANDOM, concurrentColdStarts: 40 })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
    expect(order({ readPattern: ModelReadPattern.SEQUENTIAL, concurrentColdStarts: 40 })[0]).toBe(
      StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED,
    );
    expect(order({ readPattern: ModelReadPattern.RANDOM, instanceMode: InstanceMode.PROVISIONED })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
  });

  test('small (hundreds of MB) and rarely changed: the image; changed often or larger, not', () => {
    expect(order({ modelSize: Size.megabytes(300) })[0]).toBe(StorageStrategyId.CONTAINER_IMAGE);
    expect(order({ modelSize: Size.megabytes(300), changeFrequency: ModelChangeFrequency.OFTEN })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
    expect(order({ modelSize: Size.gibibytes(2) })[0]).toBe(StorageStrategyId.FILE_SYSTEM);
  });

  test('the image is ruled out above the 15 GB GPU image limit and ranked with the ruled-out strategies, after every viable one', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gigabytes(14), baseImageSize: Size.gigabytes(2) });
    const image = advice.recommendations.find((r) => r.strategy === StorageStrategyId.CONTAINER_IMAGE)!;
    expect(image).toMatchObject({ strategy: StorageStrategyId.CONTAINER_IMAGE, viable: false });
    expect(advice.recommendations.slice(image.rank - 1).every((r) => !r.viable)).toBe(true);
    expect(image.reasons[0]).toMatch(/^16 GB is above the 15 GB limit of a GPU function's image/);
    expect(
      recommendModelStorage({ platform: FC, modelSize: Size.gigabytes(14) }).recommendations.find(
        (r) => r.strategy === StorageStrategyId.CONTAINER_IMAGE,
      )?.viable,
    ).toBe(true);
  });

  test('the accelerator is ruled out where it is not offered; many starts then pick plain OSS', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), concurrentColdStarts: 40, region: 'cn-qingdao' });
    expect(advice.recommendations[0].strategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
    const accelerated = advice.recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED)!;
    expect(accelerated.viable).toBe(false);
    expect(accelerated.reasons[0]).toMatch(/offered \(public preview\) only in cn-beijing, .* not in cn-qingdao/);
    // The deciding rule names what was chosen, not the accelerator it could not have.
    expect(advice.decidingRule).toMatch(
      /^40 instances starting at once favour OSS \(the accelerator is not offered in cn-qingdao\): NAS bandwidth/,
    );
    expect(advice.recommendations[0].reasons[0]).toMatch(/^Chosen: 40 instances starting at once favour OSS \(the accelerator/);
    const regions = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), regionCount: 2, region: 'cn-qingdao' });
    expect(regions.decidingRule).toMatch(/^Serving from 2 regions favours OSS \(the accelerator is not offered in cn-qingdao\)/);
  });

  test('without a region the accelerator has no ready settings, and says what is missing', () => {
    const best = top({ concurrentColdStarts: 40 });
    expect(best.strategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
    expect(best.storage).toBeUndefined();
    expect(best.settings).toMatch(/give the region or the accelerator's zone to complete it/);
    expect(top({ concurrentColdStarts: 40, acceleratorZoneId: 'cn-beijing-h' }).settings).toBe(
      "FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-beijing-h' } })",
    );
  });

  test('the internet ranks after every viable strategy, with no estimate unless a figure is given', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20), modelUrl: 'https://huggingface.co/acme/sd' });
    const internet = advice.recommendations.find((r) => r.strategy === StorageStrategyId.INTERNET)!;
    expect(internet.rank).toBe(4);
    expect(internet.estimate.totalSeconds).toBeUndefined();
    expect(internet.estimate.bottleneck).toBe('not estimated: no published figure for fcInternetDownloadMBps (set it to estimate)');
    expect(internet.storage?.kind).toBe('internet');
    const given = recommendModelStorage({
      platform: FC,
      modelSize: Size.gigabytes(20),
      estimateParameters: { fcInternetDownloadMBps: 50 },
    });
    expect(given.recommendations.find((r) => r.strategy === StorageStrategyId.INTERNET)?.estimate.totalSeconds).toBeCloseTo(400);
  });

  test('streaming from OSS is listed as ruled out, with the reasons the construct refuses it for', () => {
    const advice = recommendModelStorage({ platform: FC, modelSize: Size.gibibytes(20) });
    const stream = advice.recommendations.find((r) => r.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM)!;
    expect(stream).toMatchObject({ viable: false, storage: undefined });
    expect(stream.settings).toMatch(/GPUM-FC-STREAM-UNSUPPORTED.*FcModelStorage\.nas\(\) or FcModelStorage\.ossMount\(\)/);
    expect(stream.reasons[0]).toMatch(/virtual-hosted style only/);
  });
});

describe('an OSS mount of a model larger than the default disk', () => {
  const disk = /larger than the function's temporary disk .*GPUM-FC-OSS-DISK/;
  const caveats = (modelSize: Size) =>
    recommendModelStorage({ platform: FC, modelSize, concurrentColdStarts: 40 }).recommendations.filter((r) =>
      [StorageStrategyId.OBJECT_STORAGE_MOUNT, StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED].includes(r.strategy),
    );

  test('both OSS strategies say what the construct will warn, with the size that would hold the model', () => {
    const oss = caveats(Size.gibibytes(20));
    expect(oss).toHaveLength(2);
    for (const r of oss) expect(r.caveats.find((c) => disk.test(c))).toMatch(/diskSizeMiB to at least 20480 .*GPUM-FC-DISK-SIZE/);
  });

  test('a model that fits the 10240 MB disk gets no such caveat', () => {
    for (const r of caveats(Size.mebibytes(10240))) expect(r.caveats.some((c) => disk.test(c))).toBe(false);
  });
});
