import { ModelGpuLoading } from '../../src';
import {
  CpuArchitecture,
  EksGpuWorkload,
  EksGpuWorkloadProps,
  EksModelDownloader,
  GpuNodeClass,
  GpuNodeClassProps,
  IGpuNodePool,
  NodeIdentity,
  RequirementOperator,
} from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { GpuModelsError } from '../../src/core/errors';
import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';

/*
 * Amazon EKS bad inputs: each must be a coded error, or a coded warning or info, never silent.
 */

const DIGEST_IMAGE = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;

interface Input {
  readonly nodeClass?: Partial<GpuNodeClassProps>;
  readonly pool?: IGpuNodePool;
  readonly workload?: Partial<EksGpuWorkloadProps>;
  /** A second workload, built before the first. */
  readonly before?: Partial<EksGpuWorkloadProps>;
}

function synth(input: Input): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool =
    input.pool ??
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
      ...input.nodeClass,
    });
  const base = {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(DIGEST_IMAGE),
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage: ModelStorage.objectStorageMount(),
  };
  if (input.before) new EksGpuWorkload(stack, 'Before', { ...base, ...input.before });
  new EksGpuWorkload(stack, 'Llama', { ...base, ...input.workload });
  Testing.synth(stack);
  return stack;
}

type Level = 'error' | 'warning' | 'info';
/** A boolean known only at apply, as a variable's booleanValue is. */
const boolToken = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

const rows: Array<[string, Input, Level, string]> = [
  // Choices the node class and the workload make at synth: a Terraform token cannot make them.
  ['instanceStoreRaid0 as a Terraform token', { nodeClass: { instanceStoreRaid0: boolToken() } }, 'error', 'GPUM-EKS-NVME'],
  ['soci as a Terraform token', { nodeClass: { soci: boolToken() } }, 'error', 'GPUM-EKS-SOCI-TUNING'],
  ['createNamespace as a Terraform token', { workload: { createNamespace: boolToken() } }, 'error', 'GPUM-EKS-NAMESPACE-DUPLICATE'],
  // What is asked can be scheduled (class 7).
  ['gpuCount above gpuLimit', { nodeClass: { gpuLimit: 2 }, workload: { gpuCount: 4 } }, 'error', 'GPUM-EKS-GPU-LIMIT'],
  [
    'gpuCount above every admitted type',
    { nodeClass: { gpuLimit: 32 }, workload: { gpuCount: 16 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ],
  [
    '2 GPUs where only 1-GPU sizes fit the limit',
    { nodeClass: { gpuLimit: 3 }, workload: { gpuCount: 2 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ],
  [
    'gpuCount above the families of a pool made elsewhere',
    { pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', instanceFamilies: ['g6'] }), workload: { gpuCount: 12 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ],
  ['replicas × gpuCount above gpuLimit', { workload: { gpuCount: 8, replicas: 2 } }, 'warning', 'GPUM-EKS-GPU-LIMIT-REPLICAS'],
  // Issue 13's options: the CRT download target, the pre-pull gate's deadline.
  [
    'download target of 0 Gb/s',
    { workload: { storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 0 }) } },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ],
  [
    'download target of NaN Gb/s',
    {
      workload: {
        storage: ModelStorage.downloadAtStart(),
        modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: Number.NaN }),
      },
    },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ],
  [
    'download target above any instance (6401 Gb/s)',
    { workload: { storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 6401 }) } },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ],
  ['pre-pull deadline of 10 s', { nodeClass: { imagePrePull: { deadline: Duration.seconds(10) } } }, 'error', 'GPUM-EKS-PREPULL-DEADLINE'],
  ['pre-pull deadline of a day', { nodeClass: { imagePrePull: { deadline: Duration.hours(24) } } }, 'error', 'GPUM-EKS-PREPULL-DEADLINE'],
  ['a general-purpose family', { nodeClass: { instanceFamilies: ['g6', 'm7i'] } }, 'error', 'GPUM-EKS-INSTANCE-FAMILY'],
  ['an AMD GPU family', { nodeClass: { instanceFamilies: ['g4ad'] } }, 'error', 'GPUM-EKS-INSTANCE-FAMILY'],
  ['a Neuron family', { nodeClass: { instanceFamilies: ['inf2'] } }, 'error', 'GPUM-EKS-INSTANCE-FAMILY'],
  [
    'a family without NVMe while RAID0 is on',
    { nodeClass: { instanceFamilies: ['g6', 'g5g'], architectures: [CpuArchitecture.AMD64, CpuArchitecture.ARM64] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  [
    'a family of another architecture',
    { nodeClass: { instanceFamilies: ['g6', 'g5g'], instanceStoreRaid0: false } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  [
    'a family ruled out by gpuNames',
    { nodeClass: { instanceFamilies: ['g6', 'p5'], gpuNames: ['l4'] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  [
    'a family whose every size exceeds gpuLimit',
    { nodeClass: { instanceFamilies: ['g6', 'p5e'], gpuLimit: 4 } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  [
    'a family whose every size exceeds cpuLimit',
    { nodeClass: { instanceFamilies: ['g6', 'p4d'], cpuLimit: 64 } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  [
    'a family ruled out by an instance-size requirement',
    {
      nodeClass: {
        instanceFamilies: ['g6', 'p5'],
        additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: ['xlarge'] }],
      },
    },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  ['requirements that rule out every type', { nodeClass: { gpuNames: ['b200'] } }, 'error', 'GPUM-EKS-NO-INSTANCE-TYPE'],
  ['arm64 only on x86 families', { nodeClass: { architectures: [CpuArchitecture.ARM64] } }, 'error', 'GPUM-EKS-NO-INSTANCE-TYPE'],
  [
    'minLocalNvme beyond the families',
    { nodeClass: { instanceFamilies: ['g6e'], minLocalNvme: Size.tebibytes(8) } },
    'error',
    'GPUM-EKS-MIN-NVME',
  ],
  [
    'minLocalNvme beyond one listed family',
    { nodeClass: { instanceFamilies: ['g4dn', 'g6'], minLocalNvme: Size.gibibytes(2000) } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ],
  ['a family outside the catalogue', { nodeClass: { instanceFamilies: ['p3dn'] } }, 'warning', 'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN'],
  ['a fractional-GPU family', { nodeClass: { instanceFamilies: ['g6', 'g6f'] } }, 'warning', 'GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL'],
  [
    'a download larger than every admitted instance store, without minLocalNvme',
    {
      nodeClass: { instanceFamilies: ['g5'], gpuLimit: 1 },
      workload: {
        storage: ModelStorage.downloadAtStart(),
        model: new ModelArtifact({ name: 'big', size: Size.gibibytes(1800), gpuLoading: ModelGpuLoading.OFFLOADED }),
      },
    },
    'error',
    'GPUM-EKS-NVME-TOO-SMALL',
  ],
  [
    'a Mountpoint cache larger than every admitted instance store',
    {
      nodeClass: { instanceFamilies: ['g6'], gpuLimit: 1 },
      workload: { storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.tebibytes(2) } }) },
    },
    'error',
    'GPUM-EKS-NVME-TOO-SMALL',
  ],
  [
    'a download larger than the smallest admitted instance store',
    {
      workload: {
        storage: ModelStorage.downloadAtStart(),
        model: new ModelArtifact({ name: 'mid', size: Size.gibibytes(300), gpuLoading: ModelGpuLoading.OFFLOADED }),
      },
    },
    'info',
    'GPUM-EKS-NVME-SIZE',
  ],
  // Mountpoint throughput.
  [
    'maximum-throughput-gbps 0',
    { workload: { storage: ModelStorage.objectStorageMount({ mountOptions: ['maximum-throughput-gbps 0'] }) } },
    'error',
    'GPUM-EKS-MOUNT-OPTION',
  ],
  [
    'maximum-throughput-gbps NaN',
    { workload: { storage: ModelStorage.objectStorageMount({ mountOptions: ['maximum-throughput-gbps=NaN'] }) } },
    'error',
    'GPUM-EKS-MOUNT-OPTION',
  ],
  [
    'maximum-throughput-gbps empty',
    { workload: { storage: ModelStorage.objectStorageMount({ mountOptions: ['--maximum-throughput-gbps'] }) } },
    'error',
    'GPUM-EKS-MOUNT-OPTION',
  ],
  [
    'maximum-throughput-gbps negative',
    { workload: { storage: ModelStorage.objectStorageMount({ mountOptions: ['maximum-throughput-gbps -100'] }) } },
    'error',
    'GPUM-EKS-MOUNT-OPTION',
  ],
  [
    'a Mountpoint volume on a pool of unknown types',
    { pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p' }) },
    'warning',
    'GPUM-EKS-MOUNTPOINT-THROUGHPUT',
  ],
  ['a Mountpoint volume on mixed sizes', {}, 'info', 'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE'],
  // The pre-pull DaemonSet's pause image.
  [
    'an empty pause image',
    { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: '' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  [
    'a pause image with a space',
    { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: 'pause 3.10' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  [
    'an upper-case repository',
    { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: 'example.com/Pause:3.10' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  [
    'a template in the pause image',
    { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: '${var.pause}' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  [
    'a wildcard pause image',
    { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: 'registry.k8s.io/*' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  [
    'a pause image without pre-pull',
    { workload: { storage: ModelStorage.containerImage(), prePullPauseImage: 'registry.k8s.io/pause:3.10' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ],
  // Namespaces.
  [
    'two workloads creating one namespace',
    { before: { namespace: 'team-a', createNamespace: true, name: 'first' }, workload: { namespace: 'team-a', createNamespace: true } },
    'error',
    'GPUM-EKS-NAMESPACE-DUPLICATE',
  ],
  // Snapshot path advice.
  [
    'a baked model on nodes booting from a snapshot',
    {
      nodeClass: { instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0' } },
      workload: { storage: ModelStorage.containerImage() },
    },
    'info',
    'GPUM-EKS-IMAGE-SNAPSHOT',
  ],
  [
    'a baked model on nodes without SOCI',
    { nodeClass: { soci: false }, workload: { storage: ModelStorage.containerImage() } },
    'warning',
    'GPUM-EKS-IMAGE-NO-SOCI',
  ],
  // The image fits the disk it unpacks on (issue 13).
  [
    'an image larger than the data volume',
    {
      nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(100) } },
      workload: { image: ContainerImage.fromRegistry(DIGEST_IMAGE, { compressedSize: Size.gibibytes(120) }) },
    },
    'error',
    'GPUM-EKS-IMAGE-DISK',
  ],
  [
    "an image past kubelet's image GC threshold",
    {
      nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(100) } },
      workload: { image: ContainerImage.fromRegistry(DIGEST_IMAGE, { compressedSize: Size.gibibytes(80) }) },
    },
    'warning',
    'GPUM-EKS-IMAGE-DISK-TIGHT',
  ],
];

function outcome(input: Input): Array<{ level: string; code?: string }> {
  try {
    return collectAdvice(synth(input)).map((a) => ({ level: a.level, code: a.id }));
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return [{ level: 'error', code: e.code }];
    throw e;
  }
}

describe('Amazon EKS bad inputs are coded, never silent', () => {
  test.each(rows)('%s', (_name, input, level, code) => {
    expect(outcome(input)).toContainEqual({ level, code });
  });

  test('the table is large enough to mean something', () => expect(rows.length).toBeGreaterThanOrEqual(35));
});
