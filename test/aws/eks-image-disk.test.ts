import {
  EksGpuWorkloadProps,
  EksModelStorage,
  GpuNodeClass,
  GpuNodeClassProps,
  IGpuNodePool,
  NodeIdentity,
  NodeImage,
} from '../../src/aws';
import { EksGpuWorkload } from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelArtifact, ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { synthJson } from '../support/synth';
import { thrown } from '../support/errors';
import { TOKEN_IN_WORDS, TOKEN_INLINE } from '../../src/core/contract/numbers';

const IMAGE = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;

interface Options {
  readonly nodeClass?: Partial<GpuNodeClassProps>;
  readonly pool?: IGpuNodePool;
  readonly props?: Partial<EksGpuWorkloadProps>;
  readonly modelSize?: Size;
  readonly compressedSize?: Size;
  /** Without the CRD check, whose stand-in for a reference cannot be the integer a threshold must be. */
  readonly unvalidated?: boolean;
}

function build(storage: ModelStorage, options: Options = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool =
    options.pool ??
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
      ...options.nodeClass,
    });
  new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    gpuCount: 1,
    image: ContainerImage.fromRegistry(IMAGE, { compressedSize: options.compressedSize }),
    // The model's fit on the GPU is not what is tested here.
    model: new ModelArtifact({ name: 'llama', size: options.modelSize ?? Size.gibibytes(16), gpuLoading: ModelGpuLoading.OFFLOADED }),
    storage,
    ...options.props,
  });
  if (options.unvalidated) Testing.synth(stack);
  else synthJson(stack);
  return stack;
}

const ids = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);
const EBS_100 = { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(100) } } as const;

describe('the image against the disk it unpacks on', () => {
  test('a baked model larger than the data volume fails, naming the image, the disk and the fixes', () => {
    expect(() => build(ModelStorage.containerImage(), { nodeClass: EBS_100, modelSize: Size.gibibytes(120) })).toThrow(
      expect.objectContaining({
        code: 'GPUM-EKS-IMAGE-DISK',
        constructPath: 'test/Llama',
        property: 'image',
        value: IMAGE,
        message: expect.stringMatching(
          /the image .*vllm@sha256:a+ \(at least the 120 GiB model baked in, unpacked\) needs at least 120 GiB on the node's EBS volume for \/var\/lib .* the largest the NodePool can give the pods is 100 GiB/,
        ),
        fix: expect.stringMatching(
          /Enlarge the node class's dataVolume .*runtime base image .*multi-stage build.*ModelStorage\.downloadAtStart\(\)/,
        ),
      }),
    );
  });

  test('without SOCI the compressed layers stay in the content store: the image counts twice', () => {
    // 60 GiB fits a 100 GiB volume once (SOCI discards the layers), not twice.
    const soci = build(ModelStorage.containerImage(), { nodeClass: EBS_100, modelSize: Size.gibibytes(60) });
    expect(ids(soci, 'GPUM-EKS-IMAGE-DISK-TIGHT')).toEqual([]);
    expect(() => build(ModelStorage.containerImage(), { nodeClass: { ...EBS_100, soci: false }, modelSize: Size.gibibytes(60) })).toThrow(
      /\[GPUM-EKS-IMAGE-DISK\] test\/Llama: .*compressed layers kept\) needs at least 120 GiB/,
    );
    expect(() =>
      build(ModelStorage.containerImage(), {
        nodeClass: { ...EBS_100, sociParallelPull: { discardUnpackedLayers: false } },
        modelSize: Size.gibibytes(60),
      }),
    ).toThrow(/GPUM-EKS-IMAGE-DISK/);
  });

  test("past kubelet's image GC threshold: a warning, at the node class's own threshold when it sets one", () => {
    const tight = build(ModelStorage.containerImage(), { nodeClass: EBS_100, modelSize: Size.gibibytes(90) });
    const [warning] = ids(tight, 'GPUM-EKS-IMAGE-DISK-TIGHT');
    expect(warning.level).toBe('warning');
    expect(warning.message).toMatch(
      /takes at least 90 GiB of the node's EBS volume for \/var\/lib .*\(100 GiB\), past kubelet's image GC high threshold \(85 %, 85 GiB\)/,
    );
    const raised = build(ModelStorage.containerImage(), {
      nodeClass: { ...EBS_100, imageGcHighThresholdPercent: 95, imageGcLowThresholdPercent: 90 },
      modelSize: Size.gibibytes(90),
    });
    expect(ids(raised, 'GPUM-EKS-IMAGE-DISK-TIGHT')).toEqual([]);
  });

  const gcHighToken = Token.asNumber(Fn.parseint(Fn.lower('90'), 10));
  test.each<[string, Options]>([
    ['a GpuNodeClass', { nodeClass: { ...EBS_100, imageGcHighThresholdPercent: gcHighToken }, unvalidated: true }],
    [
      'GpuNodeClass.fromNodePoolAttributes',
      {
        pool: GpuNodeClass.fromNodePoolAttributes({
          nodePoolName: 'gpu',
          sociEnabled: true,
          kubeletVolumeSize: Size.gibibytes(100),
          imageGcHighThresholdPercent: gcHighToken,
        }),
      },
    ],
  ])("a token as the image GC threshold of %s: the estimate assumes kubelet's default 85 % and says why", (_pool, options) => {
    const tight = build(ModelStorage.containerImage(), { ...options, compressedSize: Size.gibibytes(90) });
    const [warning] = ids(tight, 'GPUM-EKS-IMAGE-DISK-TIGHT');
    expect(warning.message).toMatch(
      /takes at least 90 GiB of the node's EBS volume for \/var\/lib .*\(100 GiB\), past kubelet's image GC high threshold \(85 %, 85 GiB\)/,
    );
    expect(warning.message).toContain(
      "imageGcHighThresholdPercent is a Terraform token, known only at apply: kubelet's default 85 % is assumed",
    );
    expect(warning.message).not.toMatch(/TfToken|e\+\d|Infinity/);
    expect(
      ids(build(ModelStorage.containerImage(), { ...options, compressedSize: Size.gibibytes(80) }), 'GPUM-EKS-IMAGE-DISK-TIGHT'),
    ).toEqual([]);
  });

  test('an image given by a Terraform token: the errors name it in words', () => {
    const image = ContainerImage.fromRegistry(Fn.lower(IMAGE), { compressedSize: Size.tebibytes(8) });
    const error = thrown(() => build(ModelStorage.containerImage(), { nodeClass: { instanceFamilies: ['g5'] }, props: { image } }));
    expect(error).toMatchObject({ code: 'GPUM-EKS-IMAGE-DISK', property: 'image', value: TOKEN_IN_WORDS });
    expect(error.message).toContain(`the image ${TOKEN_INLINE} (8 TiB compressed, unpacked) needs at least 8 TiB`);
    expect(error.message).not.toMatch(/TfToken/);
  });

  test('on the NVMe array: an error only when even the largest instance store is too small, a warning for the smallest', () => {
    // g5: 250 GB (g5.xlarge) to 7600 GB (g5.48xlarge) of instance store.
    const g5 = { instanceFamilies: ['g5'] };
    const large = build(ModelStorage.containerImage(), { nodeClass: g5, compressedSize: Size.gibibytes(300) });
    expect(ids(large, 'GPUM-EKS-IMAGE-DISK-TIGHT')[0].message).toMatch(
      /the image .* \(300 GiB compressed, unpacked\) takes at least 300 GiB of the NVMe array \(232\.83 GiB on g5\.xlarge, the smallest instance type the pods can land on\)/,
    );
    expect(() => build(ModelStorage.containerImage(), { nodeClass: g5, compressedSize: Size.tebibytes(8) })).toThrow(
      /\[GPUM-EKS-IMAGE-DISK\] .*the largest the NodePool can give the pods is 7\.42 TiB \(g5\.48xlarge\)/,
    );
    expect(ids(build(ModelStorage.containerImage(), { nodeClass: g5 }), 'GPUM-EKS-IMAGE-DISK-TIGHT')).toEqual([]);
  });

  test("AL2023's root volume holds the images", () => {
    expect(() =>
      build(ModelStorage.containerImage(), {
        nodeClass: { image: NodeImage.al2023('v20260724'), instanceStoreRaid0: false, rootVolume: { size: Size.gibibytes(50) } },
        modelSize: Size.gibibytes(60),
      }),
    ).toThrow(/\[GPUM-EKS-IMAGE-DISK\] .*rootVolume/);
  });

  test("other strategies: checked when the image's compressed size is given, with the model's emptyDir on the same disk", () => {
    const volume = { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(200) } };
    const unknown = build(ModelStorage.downloadAtStart(), { nodeClass: volume, modelSize: Size.gibibytes(100) });
    expect(ids(unknown, 'GPUM-EKS-IMAGE-DISK-TIGHT')).toEqual([]);
    const sized = build(ModelStorage.downloadAtStart(), {
      nodeClass: volume,
      modelSize: Size.gibibytes(100),
      compressedSize: Size.gibibytes(70),
    });
    expect(ids(sized, 'GPUM-EKS-IMAGE-DISK-TIGHT')[0].message).toMatch(
      /\(70 GiB compressed, unpacked\) and the model's 110 GiB emptyDir take/,
    );
  });

  test('a NodePool made elsewhere: its volume and layer policy when given, nothing when its disk is unknown', () => {
    const elsewhere = (keeps?: boolean) =>
      GpuNodeClass.fromNodePoolAttributes({
        nodePoolName: 'gpu',
        kubeletVolumeSize: Size.gibibytes(100),
        sociEnabled: true,
        keepsCompressedLayers: keeps,
      });
    expect(() => build(EksModelStorage.containerImage(), { pool: elsewhere(true), modelSize: Size.gibibytes(60) })).toThrow(
      /GPUM-EKS-IMAGE-DISK/,
    );
    build(EksModelStorage.containerImage(), { pool: elsewhere(), modelSize: Size.gibibytes(60) });
    const unknown = build(ModelStorage.containerImage(), {
      pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', instanceStoreRaid0: true }),
      modelSize: Size.gibibytes(900),
    });
    expect(ids(unknown, 'GPUM-EKS-IMAGE-DISK-TIGHT')).toEqual([]);
  });
});
