import { ContainerImage } from '../../src/core/container-image';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { FcGpuFunction, FcGpuType, FcNetwork } from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { newStack, synthJson } from '../support/stacks';
import { model } from './fixtures';

const platformProps = {
  region: 'cn-hangzhou',
  gpuType: FcGpuType.ADA_1,
  network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
  httpTrigger: {},
};
const workload = {
  image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
  model: model(),
  storage: ModelStorage.fileSystem(),
};

describe('GpuFunctionWithModel on Alibaba Function Compute', () => {
  test('builds the platform construct as its default child and exposes it', () => {
    const stack = newStack();
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const fn = new GpuFunctionWithModel(stack, 'sd', { platform: GpuPlatform.alibabaFunctionCompute(platformProps), ...workload });
    expect(fn.workload).toBeInstanceOf(FcGpuFunction);
    expect(fn.node.defaultChild).toBe(fn.workload);
    expect(fn.platformName).toBe('Alibaba Function Compute');
    expect(fn.storageKind).toBe(ModelStorageKind.FILE_SYSTEM);
    expect(fn.modelMountPath).toBe('/mnt/models/llama');
    expect(fn.url).toBe((fn.workload as FcGpuFunction).url);
    expect(GpuFunctionWithModel.isGpuFunctionWithModel(fn)).toBe(true);
    expect(GpuFunctionWithModel.isGpuFunctionWithModel(fn.workload)).toBe(false);
  });

  test('gives every resource the same Terraform address as the platform construct with the same ID', () => {
    const viaFacade = newStack();
    new AlicloudProvider(viaFacade, 'alicloud', { region: 'cn-hangzhou' });
    new GpuFunctionWithModel(viaFacade, 'sd', { platform: GpuPlatform.alibabaFunctionCompute(platformProps), ...workload });

    const direct = newStack();
    new AlicloudProvider(direct, 'alicloud', { region: 'cn-hangzhou' });
    new FcGpuFunction(direct, 'sd', { ...platformProps, ...workload });

    const addresses = (json: any) =>
      Object.entries<any>(json.resource)
        .flatMap(([type, r]) => Object.keys(r).map((name) => `${type}.${name}`))
        .sort();
    const facadeJson = synthJson(viaFacade);
    const directJson = synthJson(direct);
    expect(addresses(facadeJson)).toEqual(addresses(directJson));
    expect(addresses(facadeJson)).toContain('alicloud_nas_file_system.sd_FileSystem_A986B1FF');
  });
});

describe('names through the facade', () => {
  test('every resource name equals the platform construct one, so switching replaces nothing', () => {
    const viaFacade = newStack();
    new GpuFunctionWithModel(viaFacade, 'sd', {
      platform: GpuPlatform.alibabaFunctionCompute(platformProps),
      ...workload,
      storage: ModelStorage.objectStorageMount(),
    });
    const direct = newStack();
    new FcGpuFunction(direct, 'sd', { ...platformProps, ...workload, storage: ModelStorage.objectStorageMount() });
    expect(synthJson(viaFacade).resource).toEqual(synthJson(direct).resource);
  });
});
