import { FcExistingNas, FcModelStorage, FcNetwork, FcStoragePlatform, NasMountTarget } from '../../src/alicloud';
import { CloudRunModelStorage } from '../../src/google';
import { EksModelStorage } from '../../src/aws';
import { FileSystemPerformanceClass } from '../../src/core/model-storage-options';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { stackResolve, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

const network = () => FcNetwork.create({ zoneId: 'cn-hangzhou-j' });
const synthWith = (storage: ModelStorage, withNetwork = false) => {
  const stack = alicloudStack();
  gpuFunction(stack, { storage, model: model(), ...(withNetwork ? { network: network() } : {}) });
  return synthJson(stack);
};

describe('FcModelStorage', () => {
  test.each([
    ['defaults', {}],
    [
      'a Capacity file system destroyed with the stack',
      { performanceClass: FileSystemPerformanceClass.CAPACITY, removalPolicy: RemovalPolicy.DESTROY },
    ],
    ['an existing mount target', { fileSystemId: '0a1b2c3d4e', mountTargetDomain: '0a1b2c3d4e-abc12.cn-hangzhou.nas.aliyuncs.com' }],
  ])('nas() with %s: the same resources as ModelStorage.fileSystem()', (_, options) => {
    expect(synthWith(FcModelStorage.nas(options), true)).toEqual(synthWith(ModelStorage.fileSystem(options), true));
  });

  test.each([
    ['defaults', {}],
    ['an existing bucket through the accelerator', { bucketName: 'acme-models', accelerator: { zoneId: 'cn-hangzhou-j' } }],
  ])('ossMount() with %s: the same resources as the deprecated ModelStorage.objectStorageMount() fields', (_, options) => {
    expect(synthWith(FcModelStorage.ossMount(options))).toEqual(synthWith(ModelStorage.objectStorageMount(options)));
  });

  test("ossMount()'s accelerator puts the function in a VPC in its zone, as before", () => {
    const json = synthWith(FcModelStorage.ossMount({ bucketName: 'acme-models', accelerator: { zoneId: 'cn-hangzhou-j' } }));
    expect(Object.values<any>(json.resource.alicloud_vswitch)[0].zone_id).toBe('cn-hangzhou-j');
  });

  test("FcExistingNas.fromMountTarget() gives nas()'s options", () => {
    const stack = alicloudStack();
    const target = new NasMountTarget(stack, 'mt', { fileSystemId: 'fs-1', vpcId: 'vpc-1', vswitchId: 'vsw-1' });
    const storage = FcModelStorage.nas(FcExistingNas.fromMountTarget(target));
    const config = storage.bind(stack, { platformName: 'Alibaba Function Compute', supportedKinds: [ModelStorageKind.FILE_SYSTEM] });
    expect(stackResolve(stack, config.nas?.fileSystemId)).toBe('${alicloud_nas_mount_target.mt.file_system_id}');
    expect(stackResolve(stack, config.nas?.mountTargetVpcId)).toBe('vpc-1');
  });

  test('bind() returns the options, marked as a Function Compute strategy', () => {
    const options = { accelerator: { zoneId: 'cn-hangzhou-j' } };
    const storage = FcModelStorage.ossMount(options);
    expect(storage.platform).toBe(FcStoragePlatform.ALIBABA_FUNCTION_COMPUTE);
    const config = storage.bind(alicloudStack(), {
      platformName: 'Alibaba Function Compute',
      supportedKinds: [ModelStorageKind.OBJECT_STORAGE_MOUNT],
    });
    expect(config).toEqual(expect.objectContaining({ kind: ModelStorageKind.OBJECT_STORAGE_MOUNT, ossMount: options }));
    expect(FcModelStorage.nas().kind).toBe(ModelStorageKind.FILE_SYSTEM);
  });

  test.each([
    ['CloudRunModelStorage.gcsFuse()', CloudRunModelStorage.gcsFuse({ bufferedRead: {} })],
    ['EksModelStorage.mountpoint()', EksModelStorage.mountpoint()],
    ['EksModelStorage.containerImage()', EksModelStorage.containerImage({ prePull: true })],
  ])(
    '%s given to FcGpuFunction from JavaScript fails at synth with GPUM-STORAGE-PLATFORM, so its options are not dropped',
    (factory, storage) => {
      const stack = alicloudStack();
      // TypeScript refuses this (test/core/platform-storage-compile.ts); JavaScript gets the synth error.
      expect(() => gpuFunction(stack, { storage: storage as any })).toThrow(
        new RegExp(
          `^\\[GPUM-STORAGE-PLATFORM\\] test/fn: ${factory.replace(/[().]/g, '\\$&')} is .*'s own strategy, but Alibaba Function Compute binds it`,
        ),
      );
    },
  );

  test('the deprecated neutral fields of another platform still fail with GPUM-STORAGE-OPTION-UNSUPPORTED', () => {
    expect(() =>
      gpuFunction(alicloudStack(), { storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(1) } }) }),
    ).toThrow(/GPUM-STORAGE-OPTION-UNSUPPORTED.*"fileCache"/);
  });
});
