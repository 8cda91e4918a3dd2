import { GpuPlatform } from '../../src/gpu-platform';
import { FcGpuType, FcModelStorage } from '../../src/alicloud';
import { EksModelStorage, GpuNodeClass } from '../../src/aws';
import { CloudRunModelStorage } from '../../src/google';
import { ContainerImage } from '../../src/core/container-image';
import { Fn, TerraformStack, Token } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatformBase } from '../../src/core/gpu-platform';
import { GpuWorkloadProps } from '../../src/core/gpu-workload';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';
import { EKS_GPU, model, stackWithProviders } from './contract/fixtures';

/*
 * The facade (GpuFunctionWithModel) and the platforms behind it (GpuPlatform): the construct ID is
 * checked once for every platform (GPUM-CONSTRUCT-ID), and an environment variable goes through the
 * platform construct's own rule, so each platform answers with its code.
 */

type PlatformName = 'fc' | 'cloudRun' | 'eks';

const PLATFORMS: Record<PlatformName, () => GpuPlatform> = {
  fc: () => GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 }),
  cloudRun: () => GpuPlatform.googleCloudRun({ region: 'us-central1' }),
  eks: () =>
    GpuPlatform.amazonEks({
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpus', gpuMemoryPerGpu: EKS_GPU }),
    }),
};

const IMAGES: Record<PlatformName, string> = {
  fc: 'registry.cn-hangzhou.aliyuncs.com/acme/server:1.0',
  cloudRun: 'us-docker.pkg.dev/acme-ml/serving/vllm:0.9',
  eks: '123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm:1',
};

function workload(on: PlatformName): GpuWorkloadProps {
  return {
    image: ContainerImage.fromRegistry(IMAGES[on]),
    model: model({ size: on === 'fc' ? Size.mebibytes(500) : Size.gibibytes(8) }),
    storage: ModelStorage.containerImage(),
  };
}

const facade = (on: PlatformName, stack: TerraformStack, id = 'Llm'): GpuFunctionWithModel =>
  new GpuFunctionWithModel(stack, id, { platform: PLATFORMS[on](), ...workload(on) });

const idRow = (on: PlatformName, klass: InputClass, name: string, id: string): ConstructBadInput => ({
  api: 'GpuFunctionWithModel.constructor(id)',
  class: klass,
  name: `facade on ${on}: ID ${name}`,
  build: () => {
    facade(on, stackWithProviders(), id);
  },
  expect: { error: 'GPUM-CONSTRUCT-ID' },
});

/** `build` through the base type, as the facade calls it: the registered platforms check the ID. */
const buildRow = (on: PlatformName, klass: InputClass, name: string, id: string): ConstructBadInput => ({
  api: ['GpuPlatform.build(id)', 'GpuPlatformBase.build(id)'],
  class: klass,
  name: `${on} platform build(): ID ${name}`,
  build: () => {
    const platform: GpuPlatformBase = PLATFORMS[on]();
    platform.build(stackWithProviders(), id, workload(on));
  },
  expect: { error: 'GPUM-CONSTRUCT-ID' },
});

const envRow = (
  on: PlatformName,
  api: 'key' | 'value',
  klass: InputClass,
  name: string,
  key: string,
  value: string,
  error: string,
): ConstructBadInput => ({
  api: `GpuFunctionWithModel.addEnvironment(${api})`,
  class: klass,
  name: `facade on ${on}: addEnvironment ${name}`,
  build: () => {
    facade(on, stackWithProviders()).addEnvironment(key, value);
  },
  expect: { error },
});

/** The platform construct's own `storage` prop, which the facade passes on. */
const STORAGE_PROP: Record<PlatformName, string> = {
  fc: 'FcGpuFunctionProps.storage',
  cloudRun: 'CloudRunGpuWorkloadProps.storage',
  eks: 'EksGpuWorkloadProps.storage',
};

/**
 * Another platform's strategy, which TypeScript refuses (test/core/platform-storage-compile.ts) and
 * plain JavaScript can still pass: refused at synth, so that its options are not dropped.
 */
const storageRow = (on: PlatformName, factory: string, storage: () => ModelStorage): ConstructBadInput => ({
  api: ['GpuWorkloadProps.storage', STORAGE_PROP[on]],
  class: InputClass.WRONG_CLOUD,
  name: `facade on ${on}: storage ${factory} (another platform's, from plain JavaScript)`,
  build: () => {
    new GpuFunctionWithModel(stackWithProviders(), 'Llm', { platform: PLATFORMS[on](), ...workload(on), storage: storage() as any });
  },
  expect: { error: 'GPUM-STORAGE-PLATFORM' },
});

export const ROWS: readonly ConstructBadInput[] = [
  storageRow('fc', 'CloudRunModelStorage.gcsFuse()', () => CloudRunModelStorage.gcsFuse({ bufferedRead: {} })),
  storageRow('cloudRun', 'EksModelStorage.mountpoint()', () => EksModelStorage.mountpoint()),
  storageRow('eks', 'FcModelStorage.ossMount()', () => FcModelStorage.ossMount()),
  idRow('fc', InputClass.EMPTY, '""', ''),
  idRow('cloudRun', InputClass.LITERAL, '"${var.name}"', '${var.name}'),
  idRow('eks', InputClass.LITERAL, '"llm-%{if x}a%{endif}"', 'llm-%{if x}a%{endif}'),
  buildRow('fc', InputClass.LITERAL, '"${var.name}"', '${var.name}'),
  buildRow('cloudRun', InputClass.EMPTY, '""', ''),
  buildRow('eks', InputClass.EMPTY, '""', ''),
  envRow('fc', 'key', InputClass.LITERAL, 'key "1PORT"', '1PORT', '8000', 'GPUM-ENV-NAME'),
  envRow('cloudRun', 'key', InputClass.EMPTY, 'key ""', '', '8000', 'GPUM-ENV-NAME'),
  envRow('eks', 'key', InputClass.TOKEN, 'key as a Terraform token', Token.asString(Fn.lower('PORT')), '8000', 'GPUM-ENV-NAME'),
  envRow('fc', 'key', InputClass.INCONSISTENT, 'key MODEL_PATH (the model sets it)', 'MODEL_PATH', '/mnt/x', 'GPUM-ENV-RESERVED'),
  envRow('cloudRun', 'key', InputClass.INCONSISTENT, 'key MODEL_PATH (the model sets it)', 'MODEL_PATH', '/mnt/x', 'GPUM-CR-ENV-RESERVED'),
  envRow('eks', 'key', InputClass.INCONSISTENT, 'key MODEL_PATH (the model sets it)', 'MODEL_PATH', '/mnt/x', 'GPUM-EKS-ENV-RESERVED'),
  envRow(
    'fc',
    'value',
    InputClass.WRONG_SHAPE,
    'value 8000 as a number (plain JavaScript)',
    'PORT',
    8000 as unknown as string,
    'GPUM-ENV-VALUE',
  ),
  envRow('eks', 'value', InputClass.EMPTY, 'value undefined (plain JavaScript)', 'PORT', undefined as unknown as string, 'GPUM-ENV-VALUE'),
];
