import { EksGpuWorkload, EksGpuWorkloadProps, EksModelStorage, EksStoragePlatform, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { FcModelStorage } from '../../src/alicloud';
import { CloudRunModelStorage } from '../../src/google';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack, Testing } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { synthJson } from '../support/synth';

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);

function workload(storage: ModelStorage, props: Partial<EksGpuWorkloadProps> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
  });
  new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage,
    ...props,
  });
  return stack;
}
const synthWith = (storage: ModelStorage) => synthJson(workload(storage));

describe('EksModelStorage', () => {
  test('containerImage({ prePull }): the same pre-pull DaemonSet as the deprecated ModelStorage.containerImage({ prePull })', () => {
    const json = synthWith(EksModelStorage.containerImage({ prePull: true }));
    expect(json).toEqual(synthWith(ModelStorage.containerImage({ prePull: true })));
    expect(JSON.stringify(json)).toContain('prepull');
    expect(synthWith(EksModelStorage.containerImage())).toEqual(synthWith(ModelStorage.containerImage()));
  });

  test.each([
    ['defaults', {}, {}],
    [
      'a cache size, flags, a bucket policy',
      { cacheSize: Size.gibibytes(20), mountOptions: ['max-threads 64'], removalPolicy: RemovalPolicy.DESTROY },
      { fileCache: { size: Size.gibibytes(20) }, mountOptions: ['max-threads 64'], removalPolicy: RemovalPolicy.DESTROY },
    ],
    ['an existing bucket', { bucketName: 'acme-models' }, { bucketName: 'acme-models' }],
  ])('mountpoint() with %s: the same objects as the deprecated ModelStorage.objectStorageMount() fields', (_, options, neutral) => {
    expect(synthWith(EksModelStorage.mountpoint(options))).toEqual(synthWith(ModelStorage.objectStorageMount(neutral)));
  });

  test("mountpoint()'s flags are checked as before", () => {
    expect(() => workload(EksModelStorage.mountpoint({ mountOptions: ['allow-delete'] }))).toThrow(/GPUM-EKS/);
  });

  test('bind() returns the options, marked as an EKS strategy', () => {
    const storage = EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(8) });
    expect(storage.platform).toBe(EksStoragePlatform.AMAZON_EKS);
    const config = storage.bind(new TerraformStack(Testing.app(), 'x'), {
      platformName: 'Amazon EKS',
      supportedKinds: [ModelStorageKind.OBJECT_STORAGE_MOUNT],
    });
    expect(config.mountpoint?.cacheSize?.toGibibytes()).toBe(8);
    expect(
      EksModelStorage.containerImage({ prePull: true }).bind(new TerraformStack(Testing.app(), 'y'), {
        platformName: 'Amazon EKS',
        supportedKinds: [ModelStorageKind.CONTAINER_IMAGE],
      }).imageOptions,
    ).toEqual({ prePull: true });
  });

  test.each([
    ['FcModelStorage.ossMount()', FcModelStorage.ossMount()],
    ['CloudRunModelStorage.gcsFuse()', CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(4) } })],
  ])('%s given to EksGpuWorkload from JavaScript fails at synth with GPUM-STORAGE-PLATFORM', (factory, storage) => {
    // TypeScript refuses this (test/core/platform-storage-compile.ts).
    expect(() => workload(storage as any)).toThrow(
      new RegExp(
        `^\\[GPUM-STORAGE-PLATFORM\\] test/Llama: ${factory.replace(/[().]/g, '\\$&')} is .*'s own strategy, but Amazon EKS binds it`,
      ),
    );
  });

  test('an EKS strategy given to the facade on Cloud Run fails at synth', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    expect(
      () =>
        new GpuFunctionWithModel(stack, 'llm', {
          platform: GpuPlatform.googleCloudRun({ region: 'us-central1' }),
          image: IMAGE,
          model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
          storage: EksModelStorage.containerImage({ prePull: true }),
        }),
    ).toThrow(
      /\[GPUM-STORAGE-PLATFORM\] test\/llm\/Default: EksModelStorage.containerImage\(\) is Amazon EKS's own strategy, but Google Cloud Run binds it/,
    );
  });
});
