import { collectAdvice } from '../../src/core/advice';
import { GpuModelsError } from '../../src/core/errors';
import { Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { FcGpuType, FcNetwork } from '../../src/alicloud';
import { Vpc } from '../../src/alicloud/generated/vpc';
import { Vswitch } from '../../src/alicloud/generated/vswitch';
import { onlyResource, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

function thrown(build: () => unknown): GpuModelsError {
  try {
    build();
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

function warning(stack: ReturnType<typeof alicloudStack>, id: string): string | undefined {
  Testing.synth(stack);
  return collectAdvice(stack).find((a) => a.id === id)?.message;
}

describe('FcNetwork.fromIds() checks its vSwitch CIDR as create() does', () => {
  const ids = { vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId: 'cn-hangzhou-j' };

  test('a malformed block fails with the code, the construct path, the property, the value and a fix', () => {
    const stack = alicloudStack();
    const error = thrown(() =>
      gpuFunction(stack, {
        network: FcNetwork.fromIds({ ...ids, vswitchCidrBlock: '10.1.0/24' }),
        model: model(),
        storage: ModelStorage.fileSystem(),
      }),
    );
    expect(error.code).toBe('GPUM-FC-NETWORK-CIDR');
    expect(error.message).toMatch(/^\[GPUM-FC-NETWORK-CIDR\] test\/fn: network.vswitchCidrBlock "10.1.0\/24" is not an IPv4 CIDR block/);
    expect(error).toMatchObject({ constructPath: 'test/fn', property: 'network.vswitchCidrBlock', value: '10.1.0/24' });
    expect(error.fix).toMatch(/172\.16\.0\.0\/12/);
  });

  test('a block no vSwitch can have fails by the same rule as create(), even without NAS', () => {
    const byIds = thrown(() => gpuFunction(alicloudStack(), { network: FcNetwork.fromIds({ ...ids, vswitchCidrBlock: '0.0.0.0/0' }) }));
    const created = thrown(() =>
      gpuFunction(alicloudStack(), {
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/8', vswitchCidrBlock: '10.0.0.0/15' }),
      }),
    );
    for (const error of [byIds, created]) {
      expect(error.code).toBe('GPUM-FC-NETWORK-CIDR');
      expect(error.message).toMatch(/a vSwitch's block is \/16 to \/29 \(CreateVSwitch\)/);
    }
  });

  test("a vSwitch resource's literal block is checked too; a token is left alone", () => {
    const stack = alicloudStack();
    const vpc = new Vpc(stack, 'Vpc', { cidrBlock: '10.0.0.0/8' });
    const wide = new Vswitch(stack, 'Wide', { vpcId: vpc.id, cidrBlock: '10.0.0.0/8', zoneId: 'cn-hangzhou-j' });
    expect(thrown(() => gpuFunction(stack, { network: FcNetwork.fromResources(vpc, wide, { id: 'sg-1' }) })).code).toBe(
      'GPUM-FC-NETWORK-CIDR',
    );
    const tokenOnly = { id: wide.id, cidrBlock: wide.cidrBlock };
    expect(() =>
      gpuFunction(
        stack,
        { network: FcNetwork.fromResources(vpc, tokenOnly, { id: 'sg-1' }), model: model(), storage: ModelStorage.fileSystem() },
        'ok',
      ),
    ).not.toThrow();
  });

  test('a good block is used as the NAS access rule source, unchanged', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds({ ...ids, vswitchCidrBlock: '10.1.0.0/20' }),
      model: model(),
      storage: ModelStorage.fileSystem(),
    });
    expect(onlyResource(synthJson(stack), 'alicloud_nas_access_rule').body.source_cidr_ip).toBe('10.1.0.0/20');
  });
});

describe('a model larger than the disk an OSS mount reads through', () => {
  test('warns with the model size, the disk size, the source and the fixes', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model({ size: Size.gibibytes(16) }), storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }) });
    const message = warning(stack, 'GPUM-FC-OSS-DISK');
    expect(message).toMatch(/the model \(16 GiB, 16384 MB\) is larger than the function's disk \(diskSizeMiB 10240, the default\)/);
    expect(message).toMatch(/Select a function storage type/);
    expect(message).toMatch(/Set diskSizeMiB to at least 16384/);
    expect(message).toMatch(/FcModelStorage\.nas\(\)/);
  });

  test('is quiet when the disk holds the model, and on NAS, whatever the disk', () => {
    const roomy = alicloudStack();
    gpuFunction(roomy, {
      model: model({ size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }),
      diskSizeMiB: 16384,
    });
    expect(warning(roomy, 'GPUM-FC-OSS-DISK')).toBeUndefined();
    const nas = alicloudStack();
    gpuFunction(nas, {
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      model: model({ size: Size.gibibytes(16) }),
      storage: ModelStorage.fileSystem(),
      diskSizeMiB: 512,
    });
    expect(warning(nas, 'GPUM-FC-OSS-DISK')).toBeUndefined();
  });
});

describe('the vCPU-to-memory ratio on the ranged GPU types (class 7)', () => {
  test('outside 1:1 to 1:4 is a warning that names the figures, the sources and a memory range', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { gpuType: FcGpuType.TESLA_1, cpu: 2, memorySizeMiB: 16384 });
    const message = warning(stack, 'GPUM-FC-CPU-MEMORY-RATIO');
    expect(message).toMatch(/fc\.gpu\.tesla\.1 with 2 vCPU and 16384 MB \(16 GB\) is a vCPU-to-memory ratio of 1:8/);
    expect(message).toMatch(/no source shows whether it also holds for fc\.gpu\.tesla\.1/);
    expect(message).toMatch(/Use memorySizeMiB 2048 to 8192 with 2 vCPU/);
    // A warning only: the function is still built with what was asked.
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body).toMatchObject({ cpu: 2, memory_size: 16384 });
  });

  test('below 1:1 suggests at least one GB per vCPU', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { gpuType: FcGpuType.AMPERE_1, cpu: 12, memorySizeMiB: 8192 });
    expect(warning(stack, 'GPUM-FC-CPU-MEMORY-RATIO')).toMatch(/1:0\.67.*Use memorySizeMiB 12288 to 32768 with 12 vCPU/);
  });

  test('the fixed specs of the spec table are never second-guessed', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { gpuType: FcGpuType.ADA_1, cpu: 4, memorySizeMiB: 32768 });
    expect(warning(stack, 'GPUM-FC-CPU-MEMORY-RATIO')).toBeUndefined();
  });
});
