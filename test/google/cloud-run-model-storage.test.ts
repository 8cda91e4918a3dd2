import { FcModelStorage, FcGpuType } from '../../src/alicloud';
import { EksModelStorage } from '../../src/aws';
import { GpuModelsError } from '../../src/core/errors';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { CloudRunGpuWorkload, CloudRunModelStorage, CloudRunStoragePlatform } from '../../src/google';
import { IMAGE, baseProps, build, model, newStack, synthJson } from './support/fixtures';

const sameStack = (storage: ModelStorage) => synthJson(build({ storage }).stack);

describe('CloudRunModelStorage.gcsFuse()', () => {
  test.each([
    [
      'a file cache, flags and a hierarchical namespace',
      {
        fileCache: { size: Size.gibibytes(16) },
        mountOptions: ['metadata-cache-ttl-secs=-1'],
        hierarchicalNamespace: true,
        removalPolicy: RemovalPolicy.DESTROY,
      },
    ],
    ['buffered reads', { bufferedRead: { maxBlocks: 80 } }],
    ['an existing bucket', { bucketName: 'acme-models' }],
    ['the defaults', {}],
  ])('%s: the same resources as the deprecated ModelStorage.objectStorageMount() fields', (_, options) => {
    expect(sameStack(CloudRunModelStorage.gcsFuse(options))).toEqual(sameStack(ModelStorage.objectStorageMount(options)));
  });

  test('its options are checked as before: a file cache and buffered reads together fail', () => {
    expect(() => build({ storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(10) }, bufferedRead: {} }) })).toThrow(
      /GPUM-CR-GCSFUSE-MODES/,
    );
  });

  test('bind() returns the gcsfuse options, marked as a Cloud Run strategy', () => {
    const options = { fileCache: { size: Size.gibibytes(4) } };
    const storage = CloudRunModelStorage.gcsFuse(options);
    expect(storage.kind).toBe(ModelStorageKind.OBJECT_STORAGE_MOUNT);
    expect(storage.platform).toBe(CloudRunStoragePlatform.GOOGLE_CLOUD_RUN);
    const config = storage.bind(newStack(), { platformName: 'Google Cloud Run', supportedKinds: [ModelStorageKind.OBJECT_STORAGE_MOUNT] });
    expect(config).toEqual(
      expect.objectContaining({ kind: ModelStorageKind.OBJECT_STORAGE_MOUNT, platformName: 'Google Cloud Run', gcsFuse: options }),
    );
  });
});

describe('another platform strategy on Cloud Run (GPUM-STORAGE-PLATFORM)', () => {
  const fcPlatform = GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 });

  test.each([
    ['FcModelStorage.nas()', FcModelStorage.nas()],
    ['FcModelStorage.ossMount()', FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-hangzhou-j' } })],
    ['EksModelStorage.mountpoint()', EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(20) })],
    ['EksModelStorage.containerImage()', EksModelStorage.containerImage({ prePull: true })],
  ])('%s given to CloudRunGpuWorkload from JavaScript fails at synth, naming the strategy', (factory, storage) => {
    const stack = newStack();
    // A JavaScript user, or a cast: TypeScript refuses this (test/core/platform-storage-compile.ts).
    const error = captureError(() => new CloudRunGpuWorkload(stack, 'llm', baseProps({ storage: storage as any })));
    expect(error).toBeInstanceOf(GpuModelsError);
    expect(error.code).toBe('GPUM-STORAGE-PLATFORM');
    expect(error.constructPath).toBe('test/llm');
    expect(error.property).toBe('storage');
    expect(error.value).toBe(factory);
    expect(error.message).toContain(`${factory} is `);
    expect(error.message).toContain('but Google Cloud Run binds it');
  });

  test('a Cloud Run strategy given to the facade on another platform fails at synth', () => {
    const stack = newStack();
    expect(
      () =>
        new GpuFunctionWithModel(stack, 'llm', {
          platform: fcPlatform,
          image: IMAGE,
          model: model(),
          storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }),
        }),
    ).toThrow(
      /\[GPUM-STORAGE-PLATFORM\] test\/llm\/Default: CloudRunModelStorage.gcsFuse\(\) is Google Cloud Run's own strategy, but Alibaba Function Compute binds it/,
    );
  });

  test('a Cloud Run strategy through the facade on Cloud Run builds what the construct builds', () => {
    const storage = CloudRunModelStorage.gcsFuse({ bufferedRead: { maxBlocks: 60 } });
    const direct = synthJson(build({ storage }).stack);
    const stack = newStack();
    const props = baseProps();
    new GpuFunctionWithModel(stack, 'llm', {
      platform: GpuPlatform.googleCloudRun({ region: props.region, command: props.command }),
      image: props.image,
      model: props.model,
      storage,
    });
    expect(synthJson(stack).resource).toEqual(direct.resource);
  });
});

function captureError(fn: () => unknown): GpuModelsError {
  try {
    fn();
  } catch (error) {
    return error as GpuModelsError;
  }
  throw new Error('expected an error');
}
