import { Size } from '../../../src/core/size';
import { AdvicePlatform, recommendModelStorage, StorageStrategyId } from '../../../src';
import { nasBurstThreshold } from '../../../src/alicloud/advice/nas-burst';

describe('the NAS burst threshold comes from the advisor', () => {
  test('is 5 at the default parameters, where recommendModelStorage turns from NAS to OSS', () => {
    const threshold = nasBurstThreshold({ modelSize: Size.gibibytes(20), region: 'cn-hangzhou' }, 100)!;
    expect(threshold.concurrentStarts).toBe(5);
    expect(threshold.ossStrategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
    const top = (n: number) =>
      recommendModelStorage({
        platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
        modelSize: Size.gibibytes(20),
        region: 'cn-hangzhou',
        concurrentColdStarts: n,
      }).recommendations[0].strategy;
    expect(top(threshold.concurrentStarts - 1)).toBe(StorageStrategyId.FILE_SYSTEM);
    expect(top(threshold.concurrentStarts)).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED);
  });

  test('moves with the estimate parameters: it is computed, not a constant', () => {
    // Twice the NAS bandwidth: the share falls below one instance's 125 MB/s only from 10 starts.
    expect(
      nasBurstThreshold({ modelSize: Size.gibibytes(20), estimateParameters: { performanceNasReadMBps: 1200 } }, 100)?.concurrentStarts,
    ).toBe(10);
    // A region without the accelerator compares NAS with plain OSS.
    const plain = nasBurstThreshold({ modelSize: Size.gibibytes(20), region: 'cn-qingdao' }, 100)!;
    expect(plain.ossStrategy).toBe(StorageStrategyId.OBJECT_STORAGE_MOUNT);
    expect(plain.concurrentStarts).toBe(5);
    // Never below the count searched up to.
    expect(nasBurstThreshold({ modelSize: Size.gibibytes(20) }, 4)).toBeUndefined();
  });
});
