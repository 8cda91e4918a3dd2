import { Construct } from 'constructs';
import { collectAdvice } from '../../../src/core/advice';
import { Testing, TerraformStack } from '../../../src/core/framework';
import { ModelStorage, ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { AdvicePlatform, InstanceMode, recommendModelStorage } from '../../../src';

describe('ModelStorage.recommended()', () => {
  test('returns the top strategy, and the construct that binds it says why in an info annotation', () => {
    const storage = ModelStorage.recommended({
      platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
      modelSize: Size.gibibytes(20),
      instanceMode: InstanceMode.ON_DEMAND,
    });
    expect(storage.kind).toBe(ModelStorageKind.FILE_SYSTEM);

    const stack = new TerraformStack(Testing.app(), 'test');
    const fn = new Construct(stack, 'Fn');
    const config = storage.bind(fn, {
      platformName: 'Alibaba Function Compute',
      platformId: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
      supportedKinds: [ModelStorageKind.FILE_SYSTEM, ModelStorageKind.OBJECT_STORAGE_MOUNT],
    });
    // FcModelStorage.nas(): Performance NAS is its default class.
    expect(config).toMatchObject({ kind: ModelStorageKind.FILE_SYSTEM, factory: 'FcModelStorage.nas()' });
    const [info] = collectAdvice(stack);
    expect(info).toMatchObject({ level: 'info', id: 'GPUM-STORAGE-RECOMMENDED', constructPath: 'test/Fn' });
    expect(info.message).toMatch(
      /ModelStorage\.recommended\(\) chose Performance NAS on alicloud-fc: cold start about 2 min 52 s \(estimate: counts model bytes 2 min 52 s; leaves out provisioning, image pull, network connect, engine start\), bottleneck Function Compute instance network\. Reasons: Chosen: On-demand GPU instances/,
    );
  });

  test('the settings of the top strategy reach the construct', () => {
    const storage = ModelStorage.recommended({
      platform: AdvicePlatform.GOOGLE_CLOUD_RUN,
      modelSize: Size.gibibytes(20),
      instanceMode: InstanceMode.PROVISIONED,
    });
    const stack = new TerraformStack(Testing.app(), 'test');
    const config = storage.bind(new Construct(stack, 'Pool'), {
      platformName: 'Google Cloud Run',
      platformId: AdvicePlatform.GOOGLE_CLOUD_RUN,
      supportedKinds: [ModelStorageKind.OBJECT_STORAGE_MOUNT],
    });
    expect((config as { gcsFuse?: unknown }).gcsFuse).toEqual({ bufferedRead: { maxBlocks: 40 } });
  });

  test('fails when the top strategy needs an input the workload lacks', () => {
    expect(() =>
      ModelStorage.recommended({
        platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
        modelSize: Size.gibibytes(20),
        concurrentColdStarts: 40,
      }),
    ).toThrow(
      /\[GPUM-ADVICE-INCOMPLETE\] the recommended strategy, OSS mount with the OSS accelerator, needs more input: .*give the region/,
    );
  });

  test('bad workloads fail with a code and the fix', () => {
    const base = { platform: AdvicePlatform.AMAZON_EKS, modelSize: Size.gibibytes(1) };
    expect(() => recommendModelStorage({ ...base, modelSize: Size.bytes(0) })).toThrow(/\[GPUM-ADVICE-MODEL-SIZE\]/);
    expect(() => recommendModelStorage({ ...base, concurrentColdStarts: 0 })).toThrow(
      /\[GPUM-ADVICE-CONCURRENCY\] concurrentColdStarts is 0: give a whole number of at least 1/,
    );
    expect(() => recommendModelStorage({ ...base, regionCount: 1.5 })).toThrow(/\[GPUM-ADVICE-REGIONS\]/);
    expect(() => recommendModelStorage({ ...base, platform: 'azure' as AdvicePlatform })).toThrow(
      /\[GPUM-ADVICE-PLATFORM\] platform "azure" is not one of: alicloud-fc, gcp-cloudrun, aws-eks/,
    );
    expect(() => recommendModelStorage({ ...base, instanceMode: 'always' as InstanceMode })).toThrow(
      /\[GPUM-ADVICE-MODE\] instanceMode "always" is not one of: on-demand, provisioned/,
    );
    // A flag given as a string from plain JavaScript ("false" is truthy) is refused, not read as on.
    for (const name of ['sociParallelPull', 'localNvme', 'rapidCache', 'startupCritical']) {
      expect(() => recommendModelStorage({ ...base, [name]: 'false' })).toThrow(
        new RegExp(`\\[GPUM-ADVICE-BOOLEAN\\] ${name} is "false": give true or false`),
      );
    }
  });
});
