import { Size } from '../../src/core/size';
import { collectAdvice } from '../../src/core/advice';
import { FcGpuType, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { warningIds } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

const oss = { storage: FcModelStorage.ossMount({ bucketName: 'bkt' }), model: model({ size: Size.gibibytes(8) }) };

describe("FcGpuFunction: the OSS mount client's share of the instance", () => {
  test('a small spec warns with the figures and says they are assumptions', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...oss, gpuType: FcGpuType.TESLA_1, cpu: 1, memorySizeMiB: 2048 });
    const message = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-OSS-MOUNT-RESOURCES')?.message;
    expect(message).toMatch(
      /this spec \(fc\.gpu\.tesla\.1\) has 1 vCPU \(the client's assumed 0\.5 vCPU is 50% of it\) and 2048 MiB of memory \(the client's assumed 1024 MiB is 50% of it\)/,
    );
    expect(message).toMatch(/Function Compute publishes no figure for the client's use; these are conservative assumptions/);
    expect(message).toMatch(/Huawei Cloud CCE/);
    expect(message).toMatch(/at least 2 vCPU and 4096 MiB/);
  });

  test('only the short resource is named', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...oss, gpuType: FcGpuType.TESLA_1, cpu: 4, memorySizeMiB: 4096 });
    expect(warningIds(stack)).not.toContain('GPUM-FC-OSS-MOUNT-RESOURCES');
    const lowCpu = alicloudStack();
    gpuFunction(lowCpu, { ...oss, gpuType: FcGpuType.TESLA_1, cpu: 1.5, memorySizeMiB: 6144 });
    const message = collectAdvice(lowCpu).find((a) => a.id === 'GPUM-FC-OSS-MOUNT-RESOURCES')?.message;
    expect(message).toMatch(/has 1\.5 vCPU \(the client's assumed 0\.5 vCPU is 33% of it\)\. Function Compute/);
  });

  test('the default specs leave enough, and NAS has no FUSE client in the instance', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...oss });
    gpuFunction(stack, { ...oss, gpuType: FcGpuType.TESLA_1 }, 'tesla');
    expect(warningIds(stack)).not.toContain('GPUM-FC-OSS-MOUNT-RESOURCES');
    const nas = alicloudStack();
    gpuFunction(nas, {
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      storage: FcModelStorage.nas(),
      gpuType: FcGpuType.TESLA_1,
      cpu: 1,
      memorySizeMiB: 2048,
    });
    expect(warningIds(nas)).not.toContain('GPUM-FC-OSS-MOUNT-RESOURCES');
  });
});
