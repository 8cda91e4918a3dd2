import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { ModelStorage } from '../../src/core/model-storage';
import { FcGpuType } from '../../src/alicloud';
import { GpuPlatform } from '../../src/gpu-platform';
import { CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { IMAGE, alicloudStack, gpuFunction, model } from './fixtures';

describe('ModelStorage.objectStorageStream() on Function Compute', () => {
  test('is refused with the reasons (OSS S3 API style, STS credentials, V4 signature) and the alternatives', () => {
    const error = thrown(() => gpuFunction(alicloudStack(), { model: model(), storage: ModelStorage.objectStorageStream() }));
    expect(error.code).toBe('GPUM-FC-STREAM-UNSUPPORTED');
    expect(error.message).toContain('test/fn');
    expect(error.message).toMatch(/virtual-hosted style only/);
    expect(error.message).toMatch(/STS/);
    expect(error.message).toMatch(/0002-00000033/);
    expect(error).toMatchObject({ property: 'storage', value: 'objectStorageStream' });
    expect(error.fix).toMatch(/FcModelStorage\.nas\(\).*FcModelStorage\.ossMount\(\)/);
  });

  test('through the facade too, before anything is created', () => {
    const stack = alicloudStack();
    const error = thrown(
      () =>
        new GpuFunctionWithModel(stack, 'llm', {
          platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 }),
          image: IMAGE,
          model: model(),
          storage: ModelStorage.objectStorageStream({ bucketName: 'acme-models' }),
        }),
    );
    expect(error.code).toBe('GPUM-FC-STREAM-UNSUPPORTED');
    expect(Object.keys(JSON.parse(JSON.stringify(stack.toTerraform())).resource ?? {})).toEqual([]);
  });

  test("Cloud Run's own streaming strategy through the facade is refused as another platform's (GPUM-STORAGE-PLATFORM)", () => {
    const error = thrown(
      () =>
        new GpuFunctionWithModel(alicloudStack(), 'llm', {
          platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 }),
          image: IMAGE,
          model: model(),
          storage: CloudRunModelStorage.objectStorageStream({ rapidCache: {} }),
        }),
    );
    expect(error.code).toBe('GPUM-STORAGE-PLATFORM');
  });
});
