import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { Construct } from 'constructs';
import { FcGpuFunction, FcGpuType, FcNetwork } from '../../../src/alicloud';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { EksGpuWorkload, GpuNodeClass } from '../../../src/aws';
import { collectAdvice } from '../../../src/core/advice';
import { GpuModelChecks } from '../../../src';
import { ContainerImage } from '../../../src/core/container-image';
import { Aspects, TerraformStack, Testing } from '../../../src/core/framework';
import { GpuFunctionWithModel } from '../../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../../src/gpu-platform';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorage, ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { AdvicePlatform, InstanceMode, ModelChangeFrequency, ModelReadPattern, ModelWorkload } from '../../../src';
import { CloudRunGpuWorkload } from '../../../src/google';
import { thrown } from '../../support/errors';

/**
 * ModelStorage.recommended() end to end: the top strategy for a workload, bound by the platform
 * construct it was asked for (directly and through GpuFunctionWithModel), synthesizes, says why
 * in a GPUM-STORAGE-RECOMMENDED info annotation, and passes GpuModelChecks.
 */

interface Case {
  readonly name: string;
  readonly workload: ModelWorkload;
  readonly kind: ModelStorageKind;
  /** What the top strategy is called in the annotation. */
  readonly label: RegExp;
}

const GiB = (n: number) => Size.gibibytes(n);

const FC_CASES: Case[] = [
  {
    name: 'on demand',
    workload: { platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: GiB(20) },
    kind: ModelStorageKind.FILE_SYSTEM,
    label: /Performance NAS/,
  },
  {
    name: '40 concurrent starts',
    workload: { platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: GiB(20), concurrentColdStarts: 40, region: 'cn-hangzhou' },
    kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    label: /OSS mount with the OSS accelerator/,
  },
  {
    name: 'provisioned',
    workload: { platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: GiB(20), instanceMode: InstanceMode.PROVISIONED },
    kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    label: /OSS mount/,
  },
  {
    name: 'small',
    workload: { platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: Size.mebibytes(300) },
    kind: ModelStorageKind.CONTAINER_IMAGE,
    label: /image/,
  },
];

const RUN_CASES: Case[] = [
  {
    name: 'on demand',
    workload: { platform: AdvicePlatform.GOOGLE_CLOUD_RUN, modelSize: GiB(20) },
    kind: ModelStorageKind.DOWNLOAD_AT_START,
    label: /Parallel download/,
  },
  {
    name: 'provisioned',
    workload: { platform: AdvicePlatform.GOOGLE_CLOUD_RUN, modelSize: GiB(20), instanceMode: InstanceMode.PROVISIONED },
    kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    label: /buffered read/,
  },
  {
    name: 'provisioned, random reads',
    workload: {
      platform: AdvicePlatform.GOOGLE_CLOUD_RUN,
      modelSize: GiB(12),
      instanceMode: InstanceMode.PROVISIONED,
      readPattern: ModelReadPattern.RANDOM,
    },
    kind: ModelStorageKind.OBJECT_STORAGE_MOUNT,
    label: /file cache/,
  },
  {
    name: 'small',
    workload: { platform: AdvicePlatform.GOOGLE_CLOUD_RUN, modelSize: GiB(4) },
    kind: ModelStorageKind.CONTAINER_IMAGE,
    label: /image/,
  },
];

const EKS_CASES: Case[] = [
  {
    name: 'small',
    workload: { platform: AdvicePlatform.AMAZON_EKS, modelSize: GiB(4) },
    kind: ModelStorageKind.CONTAINER_IMAGE,
    label: /SOCI parallel pull/,
  },
  {
    name: 'small, warm nodes',
    workload: { platform: AdvicePlatform.AMAZON_EKS, modelSize: GiB(4), instanceMode: InstanceMode.PROVISIONED },
    kind: ModelStorageKind.CONTAINER_IMAGE,
    label: /pre-pulled/,
  },
  {
    name: 'large',
    workload: { platform: AdvicePlatform.AMAZON_EKS, modelSize: GiB(40) },
    kind: ModelStorageKind.DOWNLOAD_AT_START,
    label: /Parallel download from S3/,
  },
  {
    name: 'changes often',
    workload: { platform: AdvicePlatform.AMAZON_EKS, modelSize: GiB(4), changeFrequency: ModelChangeFrequency.OFTEN },
    kind: ModelStorageKind.DOWNLOAD_AT_START,
    label: /Parallel download from S3/,
  },
];

const model = (c: Case) => new ModelArtifact({ name: 'llm', size: c.workload.modelSize });
const FC_IMAGE = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0');
const RUN_IMAGE = ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9');
const EKS_IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);

function fcStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  return stack;
}

function runStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  return stack;
}

/** The network a NAS needs; the accelerator's network is the construct's own. */
const fcNetwork = (c: Case) => (c.kind === ModelStorageKind.FILE_SYSTEM ? FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) : undefined);

/** Synthesizes under GpuModelChecks; returns the recommendation's annotation and every check finding. */
function synthesize(stack: TerraformStack, scope: Construct) {
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  const advice = collectAdvice(stack);
  return {
    recommended: advice.filter((a) => a.id === 'GPUM-STORAGE-RECOMMENDED'),
    checks: advice.filter((a) => a.id?.startsWith('GPUM-CHECK-')),
    scopePath: scope.node.path,
  };
}

function expectRecommended(result: ReturnType<typeof synthesize>, c: Case, path: string) {
  expect(result.recommended).toHaveLength(1);
  const [info] = result.recommended;
  expect(info).toMatchObject({ level: 'info', constructPath: path });
  expect(info.message).toMatch(
    new RegExp(
      `^\\[GPUM-STORAGE-RECOMMENDED\\] ModelStorage\\.recommended\\(\\) chose .*${c.label.source}.* on ${c.workload.platform}: cold start (about .* \\(estimate: counts .*; leaves out .*engine start\\)|not estimated), bottleneck .*\\. Reasons: Chosen: `,
    ),
  );
  expect(result.checks).toEqual([]);
}

describe('ModelStorage.recommended() with FcGpuFunction', () => {
  test.each(FC_CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const storage = ModelStorage.recommended(c.workload);
    expect(storage.kind).toBe(c.kind);
    const stack = fcStack();
    const fn = new FcGpuFunction(stack, 'fn', {
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      image: FC_IMAGE,
      model: model(c),
      storage,
      network: fcNetwork(c),
    });
    expect(fn.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, fn), c, 'test/fn');
  });
});

describe('ModelStorage.recommended() with CloudRunGpuWorkload', () => {
  test.each(RUN_CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const storage = ModelStorage.recommended(c.workload);
    expect(storage.kind).toBe(c.kind);
    const stack = runStack();
    const workload = new CloudRunGpuWorkload(stack, 'llm', {
      region: 'us-central1',
      image: RUN_IMAGE,
      model: model(c),
      storage,
      command: ['vllm', 'serve', '/mnt/models/llm'],
    });
    expect(workload.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, workload), c, 'test/llm');
  });
});

describe('ModelStorage.recommended() with EksGpuWorkload', () => {
  test.each(EKS_CASES.map((c) => [c.name, c]))('%s', (_name, c) => {
    const storage = ModelStorage.recommended(c.workload);
    expect(storage.kind).toBe(c.kind);
    const stack = new TerraformStack(Testing.app(), 'test');
    // H100s (80 GiB each): the large case's 40 GiB model must fit the GPU (GPUM-MODEL-GPU-FIT).
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', instanceFamilies: ['p5'] });
    const workload = new EksGpuWorkload(stack, 'llm', {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      image: EKS_IMAGE,
      model: model(c),
      storage,
    });
    expect(workload.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, workload), c, 'test/llm');
  });
});

describe('ModelStorage.recommended() with GpuFunctionWithModel on each GpuPlatform', () => {
  test.each(FC_CASES.map((c) => [c.name, c]))('Function Compute, %s', (_name, c) => {
    const stack = fcStack();
    const fn = new GpuFunctionWithModel(stack, 'fn', {
      platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1, network: fcNetwork(c) }),
      image: FC_IMAGE,
      model: model(c),
      storage: ModelStorage.recommended(c.workload),
    });
    expect(fn.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, fn), c, 'test/fn/Default');
  });

  test.each(RUN_CASES.map((c) => [c.name, c]))('Cloud Run, %s', (_name, c) => {
    const stack = runStack();
    const fn = new GpuFunctionWithModel(stack, 'llm', {
      platform: GpuPlatform.googleCloudRun({ region: 'us-central1', command: ['vllm', 'serve', '/mnt/models/llm'] }),
      image: RUN_IMAGE,
      model: model(c),
      storage: ModelStorage.recommended(c.workload),
    });
    expect(fn.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, fn), c, 'test/llm/Default');
  });

  test.each(EKS_CASES.map((c) => [c.name, c]))('EKS, %s', (_name, c) => {
    const stack = new TerraformStack(Testing.app(), 'test');
    // H100s (80 GiB each): the large case's 40 GiB model must fit the GPU (GPUM-MODEL-GPU-FIT).
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', instanceFamilies: ['p5'] });
    const fn = new GpuFunctionWithModel(stack, 'llm', {
      platform: GpuPlatform.amazonEks({ clusterName: 'demo', region: 'us-west-2', nodePool }),
      image: EKS_IMAGE,
      model: model(c),
      storage: ModelStorage.recommended(c.workload),
    });
    expect(fn.storageKind).toBe(c.kind);
    expectRecommended(synthesize(stack, fn), c, 'test/llm/Default');
  });
});

describe('a recommendation made for another platform', () => {
  test('fails at bind with the platform it was made for', () => {
    const storage = ModelStorage.recommended({ platform: AdvicePlatform.AMAZON_EKS, modelSize: GiB(4) });
    const stack = fcStack();
    expect(
      () =>
        new FcGpuFunction(stack, 'fn', {
          region: 'cn-hangzhou',
          gpuType: FcGpuType.ADA_1,
          image: FC_IMAGE,
          model: new ModelArtifact({ name: 'llm', size: GiB(4) }),
          storage,
        }),
    ).toThrow(
      /\[GPUM-STORAGE-RECOMMENDED-PLATFORM\] test\/fn: ModelStorage\.recommended\(\) ranked the strategies for aws-eks \(Amazon EKS\), but Alibaba Function Compute binds it: give platform: AdvicePlatform\.ALIBABA_FUNCTION_COMPUTE/,
    );
    expect(
      thrown(
        () =>
          new FcGpuFunction(fcStack(), 'fn', {
            region: 'cn-hangzhou',
            gpuType: FcGpuType.ADA_1,
            image: FC_IMAGE,
            model: new ModelArtifact({ name: 'llm', size: GiB(4) }),
            storage,
          }),
      ),
    ).toMatchObject({
      code: 'GPUM-STORAGE-RECOMMENDED-PLATFORM',
      property: 'platform',
      value: 'aws-eks',
      fix: 'give platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE',
    });
  });
});
