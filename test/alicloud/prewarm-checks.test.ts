import { Size } from '../../src/core/size';
import { ModelStorage } from '../../src/core/model-storage';
import { FcGpuType, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { onlyResource, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

const nas = () => ({ network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), storage: FcModelStorage.nas() });

describe('FcGpuFunction: prewarm only where it helps', () => {
  test('on NAS the initializer reads the model into the page cache', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...nas(), prewarmModel: true, model: model({ size: Size.gibibytes(16) }) });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.instance_lifecycle_config.initializer.command[2]).toBe(
      "find '/mnt/models/llama' -type f -exec cat {} + > /dev/null",
    );
  });

  test.each([
    ['an OSS mount', FcModelStorage.ossMount({ bucketName: 'bkt' })],
    ['an accelerated OSS mount', FcModelStorage.ossMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j' } })],
    ['the neutral OSS mount', ModelStorage.objectStorageMount({ bucketName: 'bkt' })],
  ])("on %s it is allowed again (FC's official best-practice page): the initializer reads the model once", (_, storage) => {
    const stack = alicloudStack();
    gpuFunction(stack, { prewarmModel: true, storage, model: model({ size: Size.gibibytes(8) }) });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.instance_lifecycle_config.initializer.command[2]).toBe(
      "find '/mnt/models/llama' -type f -exec cat {} + > /dev/null",
    );
  });

  test('on an OSS mount the memory check still holds', () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        prewarmModel: true,
        storage: FcModelStorage.ossMount({ bucketName: 'bkt' }),
        model: model({ size: Size.gibibytes(33) }),
      }),
    ).toThrow(/GPUM-FC-PREWARM-MEMORY/);
  });

  test("a model larger than the instance's memory cannot stay in the page cache: refused with the figures", () => {
    // tesla.1 with 8 vCPU and 8192 MiB: a 6 GiB model fits in memory, a 12 GiB one (on the 16 GB card) does not.
    const spec = { gpuType: FcGpuType.TESLA_1, cpu: 8, memorySizeMiB: 8192 };
    expect(() =>
      gpuFunction(alicloudStack(), { ...nas(), ...spec, prewarmModel: true, model: model({ size: Size.gibibytes(6) }) }),
    ).not.toThrow();
    expect(() =>
      gpuFunction(alicloudStack(), { ...nas(), ...spec, prewarmModel: true, model: model({ size: Size.gibibytes(12) }) }),
    ).toThrow(
      /GPUM-FC-PREWARM-MEMORY.*the model \(12 GiB, 12288 MiB\) is larger than the function's memory \(memorySizeMiB 8192, fc\.gpu\.tesla\.1\)/,
    );
    // The default ada.1 spec has 32768 MiB.
    expect(() => gpuFunction(alicloudStack(), { ...nas(), prewarmModel: true, model: model({ size: Size.gibibytes(33) }) })).toThrow(
      /GPUM-FC-PREWARM-MEMORY.*the model \(33 GiB, 33792 MiB\) is larger than the function's memory \(memorySizeMiB 32768, fc\.gpu\.ada\.1\).*at least 33792 MiB/,
    );
  });

  test('without prewarm, neither check applies', () => {
    expect(() =>
      gpuFunction(alicloudStack(), { storage: FcModelStorage.ossMount({ bucketName: 'bkt' }), model: model({ size: Size.gibibytes(8) }) }),
    ).not.toThrow();
    expect(() => gpuFunction(alicloudStack(), { ...nas(), model: model({ size: Size.gibibytes(40) }) })).not.toThrow();
  });
});
