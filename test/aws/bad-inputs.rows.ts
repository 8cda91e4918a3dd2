import { ModelGpuLoading } from '../../src';
import {
  CpuArchitecture,
  EksGpuWorkload,
  EksGpuWorkloadProps,
  EksModelDownloader,
  GpuNodeClass,
  GpuNodeClassProps,
  IGpuNodePool,
  ManifestBackend,
  NodeIdentity,
  RequirementOperator,
} from '../../src/aws';
import {
  EksImageCacheSnapshot,
  EksImageCacheSnapshotProps,
  EksModelStaging,
  EksModelStagingProps,
  SecurityGroupSelection,
  SubnetSelection,
} from '../../src/aws';
import { CapacityType, ConsolidationPolicy, DisruptionReason, EksModelStorage, ModelDownloadRequest, NodeImage } from '../../src/aws';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { ContainerImage } from '../../src/core/container-image';
import { HubToken, ModelSource } from '../../src/core/staging';
import { Duration } from '../../src/core/duration';
import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ServingEngine } from '../../src/core/engine';
import { CompileCache } from '../../src/core/compile-cache';
import { BadInputOutcome, ConstructBadInput, InputClass } from '../support/bad-input-rows';

/*
 * Amazon EKS bad inputs: each must be a coded error, or a coded warning or info, never silent.
 * A row's `level` says which advice level a warning row's code comes at (the test file checks it).
 */

/** An EKS row: a warning row may expect its code as info (advice the user is told, not warned of). */
export interface EksBadInput extends ConstructBadInput {
  /** The advice level of a `warning` outcome. @default 'warning' */
  readonly level?: 'warning' | 'info';
}

export const DIGEST_IMAGE = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;

/** A node class, a workload on it, and optionally a second workload built first. */
export interface Input {
  readonly nodeClass?: Partial<GpuNodeClassProps>;
  readonly pool?: IGpuNodePool;
  readonly workload?: Partial<EksGpuWorkloadProps>;
  /** A second workload, built before the first. */
  readonly before?: Partial<EksGpuWorkloadProps>;
}

/** Builds the input's node class and workload(s) in a new stack and synthesizes it. */
export function synth(input: Input): TerraformStack {
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

/** A row of the workload table: `input` is built by {@link synth}. */
function row(api: string | string[], klass: InputClass, name: string, input: Input, level: Level, code: string): EksBadInput {
  const expect: BadInputOutcome = level === 'error' ? { error: code } : { warning: code };
  return { api, class: klass, name, build: () => synth(input), expect, ...(level === 'info' ? { level } : {}) };
}

/** A boolean known only at apply, as a variable's booleanValue is. */
export const boolToken = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

const FAMILIES = 'GpuNodeClassProps.instanceFamilies';

/** The table as it was before rows named their inputs (issue 22): every assertion kept. */
const WORKLOAD_ROWS: EksBadInput[] = [
  // Choices the node class and the workload make at synth: a Terraform token cannot make them.
  row(
    'GpuNodeClassProps.instanceStoreRaid0',
    InputClass.TOKEN,
    'instanceStoreRaid0 as a Terraform token',
    { nodeClass: { instanceStoreRaid0: boolToken() } },
    'error',
    'GPUM-EKS-NVME',
  ),
  row(
    'GpuNodeClassProps.soci',
    InputClass.TOKEN,
    'soci as a Terraform token',
    { nodeClass: { soci: boolToken() } },
    'error',
    'GPUM-EKS-SOCI-TUNING',
  ),
  row(
    'EksPlatformProps.createNamespace',
    InputClass.TOKEN,
    'createNamespace as a Terraform token',
    { workload: { createNamespace: boolToken() } },
    'error',
    'GPUM-EKS-NAMESPACE-DUPLICATE',
  ),
  // What is asked can be scheduled (class 7).
  row(
    ['EksPlatformProps.gpuCount', 'GpuNodeClassProps.gpuLimit'],
    InputClass.INCONSISTENT,
    'gpuCount above gpuLimit',
    { nodeClass: { gpuLimit: 2 }, workload: { gpuCount: 4 } },
    'error',
    'GPUM-EKS-GPU-LIMIT',
  ),
  row(
    'EksPlatformProps.gpuCount',
    InputClass.INCONSISTENT,
    'gpuCount above every admitted type',
    { nodeClass: { gpuLimit: 32 }, workload: { gpuCount: 16 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ),
  row(
    ['EksPlatformProps.gpuCount', 'GpuNodeClassProps.gpuLimit'],
    InputClass.INCONSISTENT,
    '2 GPUs where only 1-GPU sizes fit the limit',
    { nodeClass: { gpuLimit: 3 }, workload: { gpuCount: 2 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ),
  row(
    ['EksPlatformProps.gpuCount', 'GpuNodePoolAttributes.instanceFamilies'],
    InputClass.INCONSISTENT,
    'gpuCount above the families of a pool made elsewhere',
    { pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', instanceFamilies: ['g6'] }), workload: { gpuCount: 12 } },
    'error',
    'GPUM-EKS-GPU-COUNT-INSTANCE',
  ),
  row(
    'EksPlatformProps.replicas',
    InputClass.INCONSISTENT,
    'replicas × gpuCount above gpuLimit',
    { workload: { gpuCount: 8, replicas: 2 } },
    'warning',
    'GPUM-EKS-GPU-LIMIT-REPLICAS',
  ),
  // Issue 13's options: the CRT download target, the pre-pull gate's deadline.
  row(
    'AwsCliDownloaderOptions.targetBandwidthGbps',
    InputClass.OUT_OF_RANGE,
    'download target of 0 Gb/s',
    { workload: { storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 0 }) } },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ),
  row(
    'AwsCliDownloaderOptions.targetBandwidthGbps',
    InputClass.OUT_OF_RANGE,
    'download target of NaN Gb/s',
    {
      workload: {
        storage: ModelStorage.downloadAtStart(),
        modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: Number.NaN }),
      },
    },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ),
  row(
    'AwsCliDownloaderOptions.targetBandwidthGbps',
    InputClass.OUT_OF_RANGE,
    'download target above any instance (6401 Gb/s)',
    { workload: { storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 6401 }) } },
    'error',
    'GPUM-EKS-DOWNLOAD',
  ),
  row(
    'NodeImagePrePullOptions.deadline',
    InputClass.OUT_OF_RANGE,
    'pre-pull deadline of 10 s',
    { nodeClass: { imagePrePull: { deadline: Duration.seconds(10) } } },
    'error',
    'GPUM-EKS-PREPULL-DEADLINE',
  ),
  row(
    'NodeImagePrePullOptions.deadline',
    InputClass.OUT_OF_RANGE,
    'pre-pull deadline of a day',
    { nodeClass: { imagePrePull: { deadline: Duration.hours(24) } } },
    'error',
    'GPUM-EKS-PREPULL-DEADLINE',
  ),
  row(
    FAMILIES,
    InputClass.WRONG_SHAPE,
    'a general-purpose family',
    { nodeClass: { instanceFamilies: ['g6', 'm7i'] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    FAMILIES,
    InputClass.WRONG_SHAPE,
    'an AMD GPU family',
    { nodeClass: { instanceFamilies: ['g4ad'] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    FAMILIES,
    InputClass.WRONG_SHAPE,
    'a Neuron family',
    { nodeClass: { instanceFamilies: ['inf2'] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.instanceStoreRaid0'],
    InputClass.INCONSISTENT,
    'a family without NVMe while RAID0 is on',
    { nodeClass: { instanceFamilies: ['g6', 'g5g'], architectures: [CpuArchitecture.AMD64, CpuArchitecture.ARM64] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.architectures'],
    InputClass.INCONSISTENT,
    'a family of another architecture',
    { nodeClass: { instanceFamilies: ['g6', 'g5g'], instanceStoreRaid0: false } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.gpuNames'],
    InputClass.INCONSISTENT,
    'a family ruled out by gpuNames',
    { nodeClass: { instanceFamilies: ['g6', 'p5'], gpuNames: ['l4'] } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.gpuLimit'],
    InputClass.INCONSISTENT,
    'a family whose every size exceeds gpuLimit',
    { nodeClass: { instanceFamilies: ['g6', 'p5e'], gpuLimit: 4 } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.cpuLimit'],
    InputClass.INCONSISTENT,
    'a family whose every size exceeds cpuLimit',
    { nodeClass: { instanceFamilies: ['g6', 'p4d'], cpuLimit: 64 } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    [FAMILIES, 'NodeRequirement.values'],
    InputClass.INCONSISTENT,
    'a family ruled out by an instance-size requirement',
    {
      nodeClass: {
        instanceFamilies: ['g6', 'p5'],
        additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: ['xlarge'] }],
      },
    },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    'GpuNodeClassProps.gpuNames',
    InputClass.INCONSISTENT,
    'requirements that rule out every type',
    { nodeClass: { gpuNames: ['b200'] } },
    'error',
    'GPUM-EKS-NO-INSTANCE-TYPE',
  ),
  row(
    'GpuNodeClassProps.architectures',
    InputClass.INCONSISTENT,
    'arm64 only on x86 families',
    { nodeClass: { architectures: [CpuArchitecture.ARM64] } },
    'error',
    'GPUM-EKS-NO-INSTANCE-TYPE',
  ),
  row(
    'GpuNodeClassProps.minLocalNvme',
    InputClass.OUT_OF_RANGE,
    'minLocalNvme beyond the families',
    { nodeClass: { instanceFamilies: ['g6e'], minLocalNvme: Size.tebibytes(8) } },
    'error',
    'GPUM-EKS-MIN-NVME',
  ),
  row(
    ['GpuNodeClassProps.minLocalNvme', FAMILIES],
    InputClass.INCONSISTENT,
    'minLocalNvme beyond one listed family',
    { nodeClass: { instanceFamilies: ['g4dn', 'g6'], minLocalNvme: Size.gibibytes(2000) } },
    'error',
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  row(
    FAMILIES,
    InputClass.LITERAL,
    'a family outside the catalogue',
    { nodeClass: { instanceFamilies: ['p3dn'] } },
    'warning',
    'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN',
  ),
  row(
    FAMILIES,
    InputClass.LITERAL,
    'a fractional-GPU family',
    { nodeClass: { instanceFamilies: ['g6', 'g6f'] } },
    'warning',
    'GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL',
  ),
  row(
    [FAMILIES, 'GpuNodeClassProps.gpuLimit'],
    InputClass.INCONSISTENT,
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
  ),
  row(
    ['FileCacheOptions.size', FAMILIES],
    InputClass.INCONSISTENT,
    'a Mountpoint cache larger than every admitted instance store',
    {
      nodeClass: { instanceFamilies: ['g6'], gpuLimit: 1 },
      workload: { storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.tebibytes(2) } }) },
    },
    'error',
    'GPUM-EKS-NVME-TOO-SMALL',
  ),
  row(
    'GpuNodeClassProps.minLocalNvme',
    InputClass.INCONSISTENT,
    'a download larger than the smallest admitted instance store',
    {
      workload: {
        storage: ModelStorage.downloadAtStart(),
        model: new ModelArtifact({ name: 'mid', size: Size.gibibytes(300), gpuLoading: ModelGpuLoading.OFFLOADED }),
      },
    },
    'info',
    'GPUM-EKS-NVME-SIZE',
  ),
  // Mountpoint throughput.
  ...(
    [
      ['maximum-throughput-gbps 0', 'maximum-throughput-gbps 0', InputClass.OUT_OF_RANGE],
      ['maximum-throughput-gbps NaN', 'maximum-throughput-gbps=NaN', InputClass.OUT_OF_RANGE],
      ['maximum-throughput-gbps empty', '--maximum-throughput-gbps', InputClass.EMPTY],
      ['maximum-throughput-gbps negative', 'maximum-throughput-gbps -100', InputClass.OUT_OF_RANGE],
    ] as const
  ).map(([name, option, klass]) =>
    row(
      'ObjectStorageMountOptions.mountOptions',
      klass,
      name,
      { workload: { storage: ModelStorage.objectStorageMount({ mountOptions: [option] }) } },
      'error',
      'GPUM-EKS-MOUNT-OPTION',
    ),
  ),
  row(
    'GpuNodePoolAttributes.instanceFamilies',
    InputClass.EMPTY,
    'a Mountpoint volume on a pool of unknown types',
    { pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p' }) },
    'warning',
    'GPUM-EKS-MOUNTPOINT-THROUGHPUT',
  ),
  row(FAMILIES, InputClass.INCONSISTENT, 'a Mountpoint volume on mixed sizes', {}, 'info', 'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE'),
  // The pre-pull DaemonSet's pause image.
  ...(
    [
      ['an empty pause image', '', InputClass.EMPTY],
      ['a pause image with a space', 'pause 3.10', InputClass.LITERAL],
      ['an upper-case repository', 'example.com/Pause:3.10', InputClass.LITERAL],
      ['a template in the pause image', '${var.pause}', InputClass.LITERAL],
      ['a wildcard pause image', 'registry.k8s.io/*', InputClass.LITERAL],
    ] as const
  ).map(([name, image, klass]) =>
    row(
      'EksPlatformProps.prePullPauseImage',
      klass,
      name,
      { workload: { storage: ModelStorage.containerImage({ prePull: true }), prePullPauseImage: image } },
      'error',
      'GPUM-EKS-PAUSE-IMAGE',
    ),
  ),
  row(
    'EksPlatformProps.prePullPauseImage',
    InputClass.INCONSISTENT,
    'a pause image without pre-pull',
    { workload: { storage: ModelStorage.containerImage(), prePullPauseImage: 'registry.k8s.io/pause:3.10' } },
    'error',
    'GPUM-EKS-PAUSE-IMAGE',
  ),
  // Namespaces.
  row(
    ['EksPlatformProps.createNamespace', 'EksPlatformProps.namespace'],
    InputClass.INCONSISTENT,
    'two workloads creating one namespace',
    { before: { namespace: 'team-a', createNamespace: true, name: 'first' }, workload: { namespace: 'team-a', createNamespace: true } },
    'error',
    'GPUM-EKS-NAMESPACE-DUPLICATE',
  ),
  // Snapshot path advice.
  row(
    'ImageCacheSnapshotOptions.snapshotId',
    InputClass.INCONSISTENT,
    'a baked model on nodes booting from a snapshot',
    {
      nodeClass: { instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0' } },
      workload: { storage: ModelStorage.containerImage() },
    },
    'info',
    'GPUM-EKS-IMAGE-SNAPSHOT',
  ),
  row(
    'GpuNodeClassProps.soci',
    InputClass.INCONSISTENT,
    'a baked model on nodes without SOCI',
    { nodeClass: { soci: false }, workload: { storage: ModelStorage.containerImage() } },
    'warning',
    'GPUM-EKS-IMAGE-NO-SOCI',
  ),
  // The image fits the disk it unpacks on (issue 13).
  row(
    'EbsVolumeOptions.size',
    InputClass.INCONSISTENT,
    'an image larger than the data volume',
    {
      nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(100) } },
      workload: { image: ContainerImage.fromRegistry(DIGEST_IMAGE, { compressedSize: Size.gibibytes(120) }) },
    },
    'error',
    'GPUM-EKS-IMAGE-DISK',
  ),
  row(
    'EbsVolumeOptions.size',
    InputClass.INCONSISTENT,
    "an image past kubelet's image GC threshold",
    {
      nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(100) } },
      workload: { image: ContainerImage.fromRegistry(DIGEST_IMAGE, { compressedSize: Size.gibibytes(80) }) },
    },
    'warning',
    'GPUM-EKS-IMAGE-DISK-TIGHT',
  ),
];

export const SUBNET = 'subnet-0123456789abcdef0';
export const GROUP = 'sg-0123456789abcdef0';
export const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const SECRET = 'arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token-AbCdEf';

/** A model with a hub source: the workload stages it. */
/**
 * A staged model of 140 GiB, loaded quantized (so that a workload's GPU holds it): its EKS staging
 * estimate (about 5 minutes from the hub) is above the one-minute floor.
 */
function largeStagedModel(): ModelArtifact {
  const source = ModelSource.huggingFace('meta-llama/Llama-3.1-70B-Instruct', { revision: COMMIT });
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(140), source, gpuLoading: ModelGpuLoading.QUANTIZED });
}

export function stagedModel(): ModelArtifact {
  return new ModelArtifact({
    name: 'llama',
    size: Size.gibibytes(16),
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
      revision: COMMIT,
      token: HubToken.fromAwsSecretsManager(SECRET),
    }),
  });
}

/** A node class alone, synthesized. */
export function nodeClass(props: Partial<GpuNodeClassProps>): () => TerraformStack {
  return () => synth({ nodeClass: props });
}

/** A staging Job alone, synthesized. */
export function staging(props: Partial<EksModelStagingProps>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new EksModelStaging(stack, 'Staging', {
      model: stagedModel(),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      ...props,
    });
    Testing.synth(stack);
    return stack;
  };
}

/** A staging Job beside a GPU node class named `gpus` of cluster `demo`, synthesized and validated. */
function stagingBesidePool(props: Partial<EksModelStagingProps>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new EksModelStaging(stack, 'Staging', {
      model: stagedModel(),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      ...props,
    });
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      name: 'gpus',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    });
    Testing.synth(stack);
    // The constructs' own validations, as app.synth() runs them (the stack has no providers for the rest).
    for (const c of stack.node.findAll()) c.node.validate();
    return stack;
  };
}

/** An image-cache snapshot alone, synthesized. */
export function snapshot(props: Partial<EksImageCacheSnapshotProps>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new EksImageCacheSnapshot(stack, 'Cache', {
      images: [DIGEST_IMAGE],
      region: 'us-west-2',
      subnetId: SUBNET,
      securityGroupIds: [GROUP],
      kubernetesVersion: '1.33',
      ...props,
    });
    Testing.synth(stack);
    return stack;
  };
}

export const r = (
  api: string | string[],
  klass: InputClass,
  name: string,
  build: () => TerraformStack | void,
  code: string,
  level: Level = 'error',
): EksBadInput => ({
  api,
  class: klass,
  name,
  build,
  expect: level === 'error' ? { error: code } : { warning: code },
  ...(level === 'info' ? { level } : {}),
});

/** Issue 22 section 2: consistency, shapes and sizes on EKS. */
const ISSUE_22_ROWS: EksBadInput[] = [
  r(
    'EksPlatformProps.clusterName',
    InputClass.INCONSISTENT,
    'a workload on a node pool of another cluster',
    () => synth({ workload: { clusterName: 'staging' } }),
    'GPUM-EKS-CLUSTER-MISMATCH',
  ),
  r(
    'EksPlatformProps.clusterName',
    InputClass.EMPTY,
    'an empty workload clusterName',
    () => synth({ workload: { clusterName: '' } }),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'EksPlatformProps.clusterName',
    InputClass.WRONG_SHAPE,
    'a cluster ARN as clusterName',
    () => synth({ workload: { clusterName: 'arn:aws:eks:us-west-2:123456789012:cluster/demo' } }),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'GpuNodeClassProps.clusterName',
    InputClass.EMPTY,
    'an empty node class clusterName',
    nodeClass({ clusterName: '' }),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'GpuNodeClassProps.clusterName',
    InputClass.LITERAL,
    'a cluster name with a space',
    nodeClass({ clusterName: 'my cluster' }),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'EksModelStagingProps.clusterName',
    InputClass.EMPTY,
    'an empty staging clusterName',
    staging({ clusterName: '' }),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    ['GpuNodeClassProps.subnets', 'SubnetSelection.discovery(clusterName)'],
    InputClass.INCONSISTENT,
    "a node class discovering another cluster's subnets",
    nodeClass({ subnets: SubnetSelection.discovery('staging') }),
    'GPUM-EKS-CLUSTER-MISMATCH',
  ),
  r(
    ['GpuNodeClassProps.securityGroups', 'SecurityGroupSelection.fromTags(tags)'],
    InputClass.INCONSISTENT,
    "a node class whose security groups carry another cluster's discovery tag",
    nodeClass({ securityGroups: SecurityGroupSelection.fromTags({ 'karpenter.sh/discovery': 'staging', tier: 'gpu' }) }),
    'GPUM-EKS-CLUSTER-MISMATCH',
  ),
  r(
    'ImageCacheSnapshotOptions.snapshotId',
    InputClass.WRONG_SHAPE,
    'an AMI ID as the image-cache snapshot ID',
    nodeClass({ instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'ami-0123456789abcdef0' } }),
    'GPUM-EKS-SNAPSHOT',
  ),
  r(
    'ImageCacheSnapshotOptions.snapshotId',
    InputClass.WRONG_SHAPE,
    'a snapshot ID of 12 hex digits',
    nodeClass({ instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123456789ab' } }),
    'GPUM-EKS-SNAPSHOT',
  ),
  r(
    'EksImageCacheSnapshotProps.kubernetesVersion',
    InputClass.OUT_OF_RANGE,
    'kubernetesVersion 1.63 (a typo of 1.33)',
    snapshot({ kubernetesVersion: '1.63' }),
    'GPUM-EKS-K8S-VERSION',
  ),
  r(
    'EksImageCacheSnapshotProps.kubernetesVersion',
    InputClass.OUT_OF_RANGE,
    'kubernetesVersion 1.38, past the newest known',
    snapshot({ kubernetesVersion: '1.38' }),
    'GPUM-EKS-K8S-VERSION-NEWER',
    'warning',
  ),
  r(
    'EksPlatformProps.region',
    InputClass.LITERAL,
    'a misspelled region (us-wset-2)',
    () => synth({ workload: { region: 'us-wset-2' } }),
    'GPUM-EKS-REGION',
  ),
  r(
    'EksModelStagingProps.region',
    InputClass.LITERAL,
    'a staging region outside the catalogue (ap-central-9)',
    staging({ region: 'ap-central-9' }),
    'GPUM-EKS-REGION-UNKNOWN',
    'warning',
  ),
  r(
    ['SubnetSelection.discovery(clusterName)'],
    InputClass.EMPTY,
    'subnet discovery of an empty cluster name',
    () => void SubnetSelection.discovery(''),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    ['SecurityGroupSelection.discovery(clusterName)'],
    InputClass.EMPTY,
    'security-group discovery of an empty cluster name',
    () => void SecurityGroupSelection.discovery(''),
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'EksModelStagingProps.avoidNodePools',
    InputClass.INCONSISTENT,
    'a staging Job whose nodeSelector names the GPU pool it avoids',
    staging({ avoidNodePools: ['gpus'], nodeSelector: { 'karpenter.sh/nodepool': 'gpus' } }),
    'GPUM-EKS-STAGING-PLACEMENT',
  ),
  r(
    'EksModelStagingProps.nodeSelector',
    InputClass.INCONSISTENT,
    "a staging Job whose nodeSelector names the app's GPU pool (made after it)",
    stagingBesidePool({ nodeSelector: { 'karpenter.sh/nodepool': 'gpus' } }),
    'GPUM-EKS-STAGING-PLACEMENT',
  ),
  r(
    'EksModelStagingProps.nodeSelector',
    InputClass.INCONSISTENT,
    'a staging Job whose nodeSelector names a pool the app does not create',
    stagingBesidePool({ nodeSelector: { 'karpenter.sh/nodepool': 'cpu-pool' } }),
    'GPUM-EKS-STAGING-POOL-UNKNOWN',
    'warning',
  ),
  r(
    'EksModelStagingProps.avoidNodePools',
    InputClass.LITERAL,
    'an avoided pool that is no NodePool name',
    staging({ avoidNodePools: ['GPU pool'] }),
    'GPUM-EKS-NAME',
  ),
  r('EksModelStagingProps.memory', InputClass.OUT_OF_RANGE, 'staging memory 0', staging({ memory: Size.bytes(0) }), 'GPUM-EKS-MEMORY'),
  r(
    'EksPlatformProps.memory',
    InputClass.OUT_OF_RANGE,
    'workload memory 0',
    () => synth({ workload: { memory: Size.bytes(0) } }),
    'GPUM-EKS-MEMORY',
  ),
  r(
    'EksPlatformProps.sharedMemorySize',
    InputClass.OUT_OF_RANGE,
    'sharedMemorySize 0',
    () => synth({ workload: { sharedMemorySize: Size.bytes(0) } }),
    'GPUM-EKS-MEMORY',
  ),
  r(
    FAMILIES,
    InputClass.LITERAL,
    'an instance family in upper case (G6E)',
    nodeClass({ instanceFamilies: ['G6E'] }),
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  r(
    FAMILIES,
    InputClass.WRONG_SHAPE,
    'an instance type where a family belongs (g6e.xlarge)',
    nodeClass({ instanceFamilies: ['g6e.xlarge'] }),
    'GPUM-EKS-INSTANCE-FAMILY',
  ),
  r(FAMILIES, InputClass.EMPTY, 'an empty instance family', nodeClass({ instanceFamilies: [''] }), 'GPUM-EKS-INSTANCE-FAMILY'),
  r(
    'EksImageCacheSnapshotProps.subnetId',
    InputClass.WRONG_SHAPE,
    'a security group ID as subnetId',
    snapshot({ subnetId: GROUP }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r('EksImageCacheSnapshotProps.subnetId', InputClass.EMPTY, 'an empty subnetId', snapshot({ subnetId: '' }), 'GPUM-EKS-IMAGE-CACHE'),
  r(
    'EksImageCacheSnapshotProps.securityGroupIds',
    InputClass.WRONG_SHAPE,
    'a subnet ID among securityGroupIds',
    snapshot({ securityGroupIds: [SUBNET] }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.securityGroupIds',
    InputClass.EMPTY,
    'empty securityGroupIds',
    snapshot({ securityGroupIds: [] }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'SubnetSelection.fromIds(subnetIds)',
    InputClass.WRONG_SHAPE,
    'a security group ID among subnet IDs',
    () => void SubnetSelection.fromIds([GROUP]),
    'GPUM-EKS-SELECTOR',
  ),
  r(
    'SecurityGroupSelection.fromIds(securityGroupIds)',
    InputClass.WRONG_SHAPE,
    'a subnet ID among security group IDs',
    () => void SecurityGroupSelection.fromIds([SUBNET]),
    'GPUM-EKS-SELECTOR',
  ),
  r(
    'EksImageCacheSnapshotProps.images',
    InputClass.WRONG_SHAPE,
    'a snapshot image by tag',
    snapshot({ images: ['public.ecr.aws/docker/library/busybox:1.37'] }),
    'GPUM-EKS-IMAGE-CACHE-TAG',
    'warning',
  ),
  r('EksImageCacheSnapshotProps.images', InputClass.EMPTY, 'no snapshot images', snapshot({ images: [] }), 'GPUM-EKS-IMAGE-CACHE'),
  r(
    'EksImageCacheSnapshotProps.refreshSchedule',
    InputClass.WRONG_SHAPE,
    'a five-field cron as refreshSchedule',
    snapshot({ refreshSchedule: '0 3 * * 0' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.refreshSchedule',
    InputClass.OUT_OF_RANGE,
    'refreshSchedule rate(5 minutes)',
    snapshot({ refreshSchedule: 'rate(5 minutes)' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'DisruptionBudget.schedule',
    InputClass.WRONG_SHAPE,
    'an AWS cron() as a budget schedule',
    nodeClass({ disruptionBudgets: [{ nodes: '1', schedule: 'cron(0 3 ? * SUN *)', duration: Duration.hours(1) }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'DisruptionBudget.schedule',
    InputClass.OUT_OF_RANGE,
    'a budget schedule at minute 60',
    nodeClass({ disruptionBudgets: [{ nodes: '1', schedule: '60 9 * * *', duration: Duration.hours(1) }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'DisruptionBudget.schedule',
    InputClass.OUT_OF_RANGE,
    'a budget schedule on day-of-week 7',
    nodeClass({ disruptionBudgets: [{ nodes: '1', schedule: '0 9 * * 7', duration: Duration.hours(1) }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'EksImageCacheSnapshotProps.refreshSchedule',
    InputClass.OUT_OF_RANGE,
    'refreshSchedule at hour 24',
    snapshot({ refreshSchedule: 'cron(0 24 ? * SUN *)' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'DisruptionBudget.schedule',
    InputClass.INCONSISTENT,
    'a budget schedule without duration',
    nodeClass({ disruptionBudgets: [{ nodes: '1', schedule: '0 9 * * *' }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'DisruptionBudget.duration',
    InputClass.OUT_OF_RANGE,
    'a budget duration of seconds',
    nodeClass({ disruptionBudgets: [{ nodes: '1', schedule: '0 9 * * *', duration: Duration.seconds(90) }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'DisruptionBudget.nodes',
    InputClass.WRONG_SHAPE,
    'budget nodes "ten"',
    nodeClass({ disruptionBudgets: [{ nodes: 'ten' }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
];

/** Outside a construct: a factory refuses the value when it is called. */
export const called = (fn: () => unknown) => () => void fn();
export const w = (workload: Partial<EksGpuWorkloadProps>) => () => synth({ workload });
const onPool = (workload: Partial<EksGpuWorkloadProps>) => w({ storage: EksModelStorage.containerImage({ prePull: true }), ...workload });
export const stagedWorkload = (staging: EksGpuWorkloadProps['staging']) => w({ model: stagedModel(), staging });

/** The backlog of src/aws (issue 22 section 1): one row at least per input. */
const BACKLOG_ROWS: EksBadInput[] = [
  // The workload.
  r('EksPlatformProps.region', InputClass.WRONG_SHAPE, 'a zone as region', w({ region: 'us-west-2a' }), 'GPUM-EKS-REGION'),
  r('EksPlatformProps.region', InputClass.WRONG_CLOUD, 'an Alibaba region', w({ region: 'cn-hangzhou' }), 'GPUM-EKS-REGION'),
  r('EksPlatformProps.name', InputClass.LITERAL, 'a workload name with "_"', w({ name: 'llama_8b' }), 'GPUM-EKS-NAME'),
  r('EksPlatformProps.namespace', InputClass.LITERAL, 'a namespace with a space', w({ namespace: 'team a' }), 'GPUM-EKS-NAME'),
  r('EksPlatformProps.port', InputClass.OUT_OF_RANGE, 'port 0', w({ port: 0 }), 'GPUM-EKS-PORT'),
  r('EksPlatformProps.port', InputClass.OUT_OF_RANGE, 'port 70000', w({ port: 70000 }), 'GPUM-EKS-PORT'),
  r('EksPlatformProps.cpu', InputClass.OUT_OF_RANGE, 'cpu -1', w({ cpu: -1 }), 'GPUM-EKS-CPU'),
  r('EksPlatformProps.cpu', InputClass.OUT_OF_RANGE, 'cpu NaN', w({ cpu: Number.NaN }), 'GPUM-EKS-CPU'),
  r('EksPlatformProps.gpuCount', InputClass.OUT_OF_RANGE, 'gpuCount 0', w({ gpuCount: 0 }), 'GPUM-EKS-GPU-COUNT'),
  r('EksPlatformProps.replicas', InputClass.OUT_OF_RANGE, 'replicas -1', w({ replicas: -1 }), 'GPUM-EKS-REPLICAS'),
  r(
    'EksPlatformProps.healthCheckPath',
    InputClass.WRONG_SHAPE,
    'a health check path without "/"',
    w({ healthCheckPath: 'health' }),
    'GPUM-EKS-HEALTH-CHECK',
  ),
  r('EksPlatformProps.modelKmsKeyArn', InputClass.LITERAL, 'a KMS key "*"', w({ modelKmsKeyArn: '*' }), 'GPUM-EKS-KMS-KEY'),
  r('EksPlatformProps.modelKmsKeyArn', InputClass.EMPTY, 'an empty KMS key', w({ modelKmsKeyArn: '' }), 'GPUM-EKS-KMS-KEY'),
  r(
    'EksPlatformProps.startupTimeout',
    InputClass.OUT_OF_RANGE,
    'startupTimeout 0',
    w({ healthCheckPath: '/health', startupTimeout: Duration.seconds(0) }),
    'GPUM-EKS-HEALTH-CHECK',
  ),
  r('EksPlatformProps.command', InputClass.EMPTY, 'an empty command', w({ command: [] }), 'GPUM-EKS-COMMAND'),
  r(
    'EksPlatformProps.args',
    InputClass.LITERAL,
    'an argument that is not a string (plain JavaScript)',
    w({ args: [8000 as unknown as string] }),
    'GPUM-EKS-COMMAND',
  ),
  r(
    'EksPlatformProps.prePullCommand',
    InputClass.EMPTY,
    'an empty pre-pull command',
    () =>
      synth({
        nodeClass: { imagePrePull: {} },
        workload: { storage: EksModelStorage.containerImage({ prePull: true }), prePullCommand: [] },
      }),
    'GPUM-EKS-COMMAND',
  ),
  r(
    'EksPlatformProps.provider',
    InputClass.INCONSISTENT,
    'a provider of another region',
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      const provider = new AwsProvider(stack, 'eu', { region: 'eu-west-1', alias: 'eu' });
      const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
      new EksGpuWorkload(stack, 'Llama', {
        clusterName: 'demo',
        region: 'us-west-2',
        provider,
        nodePool,
        image: ContainerImage.fromRegistry(DIGEST_IMAGE),
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
        storage: ModelStorage.objectStorageMount(),
      });
      return stack;
    },
    'GPUM-EKS-REGION-PROVIDER',
  ),
  r(
    'EksGpuWorkload.addEnvironment(key)',
    InputClass.LITERAL,
    'addEnvironment of a model variable',
    () => {
      const stack = synth({});
      (stack.node.findChild('Llama') as EksGpuWorkload).addEnvironment('MODEL_PATH', '/tmp');
    },
    'GPUM-EKS-ENV-RESERVED',
  ),
  r(
    'EksGpuWorkload.addEnvironment(key)',
    InputClass.LITERAL,
    'addEnvironment of a Pod Identity variable',
    () => {
      const stack = synth({});
      (stack.node.findChild('Llama') as EksGpuWorkload).addEnvironment('AWS_CONTAINER_CREDENTIALS_FULL_URI', 'x');
    },
    'GPUM-EKS-ENV-RESERVED',
  ),
  r(
    'EksContainerImageOptions.prePull',
    InputClass.TOKEN,
    'prePull as a Terraform token',
    w({ storage: EksModelStorage.containerImage({ prePull: boolToken() }) }),
    'GPUM-EKS-PREPULL-DIGEST',
  ),
  r(
    'EksContainerImageOptions.prePull',
    InputClass.INCONSISTENT,
    'prePull of an image by tag',
    onPool({ image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm:latest') }),
    'GPUM-EKS-PREPULL-DIGEST',
  ),
  r(
    'EksMountpointOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'an s3:// URL as bucketName',
    w({ storage: EksModelStorage.mountpoint({ bucketName: 's3://acme-models' }) }),
    'GPUM-EKS-BUCKET-NAME',
  ),
  r(
    'EksMountpointOptions.cacheSize',
    InputClass.OUT_OF_RANGE,
    'a Mountpoint cache larger than the NVMe',
    () =>
      synth({
        nodeClass: { instanceFamilies: ['g6'], gpuLimit: 1 },
        workload: { storage: EksModelStorage.mountpoint({ cacheSize: Size.tebibytes(2) }) },
      }),
    'GPUM-EKS-NVME-TOO-SMALL',
  ),
  r(
    'EksMountpointOptions.mountOptions',
    InputClass.OUT_OF_RANGE,
    'maximum-throughput-gbps 0',
    w({ storage: EksModelStorage.mountpoint({ mountOptions: ['maximum-throughput-gbps 0'] }) }),
    'GPUM-EKS-MOUNT-OPTION',
  ),
  r(
    'EksModelDownloader.s5cmd(image)',
    InputClass.EMPTY,
    'an empty s5cmd image',
    w({ storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.s5cmd('') }),
    'GPUM-EKS-DOWNLOADER',
  ),
  r(
    'S5cmdDownloaderOptions.concurrencyPerFile',
    InputClass.OUT_OF_RANGE,
    's5cmd concurrency per file 0',
    w({ storage: ModelStorage.downloadAtStart(), modelDownloader: EksModelDownloader.s5cmd(DIGEST_IMAGE, { concurrencyPerFile: 0 }) }),
    'GPUM-EKS-DOWNLOAD',
  ),
  // The workload's staging options.
  r(
    'EksStagingOptions.concurrency',
    InputClass.OUT_OF_RANGE,
    'staging concurrency 0',
    stagedWorkload({ concurrency: 0 }),
    'GPUM-STAGING-CONCURRENCY',
  ),
  r(
    'EksStagingOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'retainRevisions 0',
    stagedWorkload({ retainRevisions: 0 }),
    'GPUM-STAGING-RETAIN',
  ),
  r(
    'EksStagingOptions.image',
    InputClass.LITERAL,
    'a staging image that is no reference',
    stagedWorkload({ image: 'node 22' }),
    'GPUM-EKS-PAUSE-IMAGE',
  ),
  r(
    'EksStagingOptions.sourceRegion',
    InputClass.WRONG_SHAPE,
    'a zone as sourceRegion',
    stagedWorkload({ sourceRegion: 'us-west-2a' }),
    'GPUM-EKS-REGION',
  ),
  r(
    'EksStagingOptions.timeout',
    InputClass.OUT_OF_RANGE,
    'a staging timeout of a second',
    stagedWorkload({ timeout: Duration.seconds(1) }),
    'GPUM-EKS-STAGING-TIMEOUT',
  ),
  r(
    'EksStagingOptions.timeout',
    InputClass.INCONSISTENT,
    'a staging timeout of 2 minutes for a 140 GiB model, above the floor but shorter than the staging estimate',
    w({ model: largeStagedModel(), staging: { timeout: Duration.minutes(2) } }),
    'GPUM-EKS-STAGING-TIMEOUT',
    'warning',
  ),
  // The staging construct alone.
  r(
    'EksModelStagingProps.region',
    InputClass.WRONG_SHAPE,
    'a staging region that is a zone',
    staging({ region: 'us-west-2a' }),
    'GPUM-EKS-REGION',
  ),
  r(
    'EksModelStagingProps.bucketName',
    InputClass.WRONG_SHAPE,
    'a staging bucket as s3:// URL',
    staging({ bucketName: 's3://acme-models' }),
    'GPUM-EKS-BUCKET-NAME',
  ),
  r(
    'EksModelStagingProps.bucketName',
    InputClass.INCONSISTENT,
    'two different models staged into one bucket prefix',
    () => {
      const stack = staging({})();
      const source = ModelSource.huggingFace('meta-llama/Llama-3.1-70B-Instruct', { revision: COMMIT });
      new EksModelStaging(stack, 'Other', {
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), source }),
        clusterName: 'demo',
        region: 'us-west-2',
        bucketName: 'acme-models',
      });
      return stack;
    },
    'GPUM-STAGING-DESTINATION-CONFLICT',
  ),
  r(
    'EksModelStagingProps.namespace',
    InputClass.LITERAL,
    'a staging namespace with "_"',
    staging({ namespace: 'team_a' }),
    'GPUM-EKS-NAME',
  ),
  r(
    'EksModelStagingProps.name',
    InputClass.OUT_OF_RANGE,
    'a staging name of 40 characters',
    staging({ name: 'a'.repeat(40) }),
    'GPUM-EKS-NAME',
  ),
  r(
    'EksModelStagingProps.image',
    InputClass.LITERAL,
    'a staging image with a space',
    staging({ image: 'node 22' }),
    'GPUM-EKS-PAUSE-IMAGE',
  ),
  r(
    'EksModelStagingProps.awsCliImage',
    InputClass.LITERAL,
    'an AWS CLI image with a space',
    staging({ awsCliImage: 'aws cli' }),
    'GPUM-EKS-PAUSE-IMAGE',
  ),
  r(
    'EksModelStagingProps.concurrency',
    InputClass.OUT_OF_RANGE,
    'staging concurrency -1',
    staging({ concurrency: -1 }),
    'GPUM-STAGING-CONCURRENCY',
  ),
  r(
    'EksModelStagingProps.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'staging retainRevisions 0.5',
    staging({ retainRevisions: 0.5 }),
    'GPUM-STAGING-RETAIN',
  ),
  r('EksModelStagingProps.kmsKeyArn', InputClass.LITERAL, 'a staging KMS key "*"', staging({ kmsKeyArn: '*' }), 'GPUM-EKS-KMS-KEY'),
  r('EksModelStagingProps.cpu', InputClass.OUT_OF_RANGE, 'staging cpu 0', staging({ cpu: 0 }), 'GPUM-EKS-CPU'),
  r(
    'EksModelStagingProps.timeout',
    InputClass.OUT_OF_RANGE,
    'a staging timeout of 0',
    staging({ timeout: Duration.seconds(0) }),
    'GPUM-EKS-STAGING-TIMEOUT',
  ),
  r(
    'EksModelStagingProps.timeout',
    InputClass.INCONSISTENT,
    'a staging timeout of 2 minutes for a 140 GiB model, above the floor but shorter than the staging estimate',
    staging({ model: largeStagedModel(), timeout: Duration.minutes(2) }),
    'GPUM-EKS-STAGING-TIMEOUT',
    'warning',
  ),
  // The node class.
  r('GpuNodeClassProps.name', InputClass.LITERAL, 'a node class name in upper case', nodeClass({ name: 'GPUs' }), 'GPUM-EKS-NAME'),
  r('GpuNodeClassProps.weight', InputClass.OUT_OF_RANGE, 'weight 101', nodeClass({ weight: 101 }), 'GPUM-EKS-WEIGHT'),
  r('GpuNodeClassProps.gpuLimit', InputClass.OUT_OF_RANGE, 'gpuLimit 0', nodeClass({ gpuLimit: 0 }), 'GPUM-EKS-LIMITS'),
  r('GpuNodeClassProps.cpuLimit', InputClass.OUT_OF_RANGE, 'cpuLimit -4', nodeClass({ cpuLimit: -4 }), 'GPUM-EKS-LIMITS'),
  r(
    'GpuNodeClassProps.memoryLimit',
    InputClass.INCONSISTENT,
    'memoryLimit 0',
    nodeClass({ memoryLimit: Size.bytes(0) }),
    'GPUM-EKS-NO-INSTANCE-TYPE',
  ),
  r(
    'GpuNodeClassProps.imageGcHighThresholdPercent',
    InputClass.OUT_OF_RANGE,
    'image GC high 101',
    nodeClass({ imageGcHighThresholdPercent: 101 }),
    'GPUM-EKS-IMAGE-GC',
  ),
  r(
    'GpuNodeClassProps.imageGcLowThresholdPercent',
    InputClass.INCONSISTENT,
    'image GC low above high',
    nodeClass({ imageGcHighThresholdPercent: 80, imageGcLowThresholdPercent: 90 }),
    'GPUM-EKS-IMAGE-GC',
  ),
  r(
    'GpuNodeClassProps.karpenterVersion',
    InputClass.WRONG_SHAPE,
    'karpenterVersion "latest"',
    nodeClass({ karpenterVersion: 'latest' }),
    'GPUM-EKS-KARPENTER-VERSION',
  ),
  r(
    'GpuNodeClassProps.tags',
    InputClass.LITERAL,
    'a tag Karpenter reserves on the node class',
    nodeClass({ tags: { 'karpenter.sh/nodepool': 'x' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'GpuNodeClassProps.additionalUserData',
    InputClass.WRONG_SHAPE,
    'user data that is not TOML',
    nodeClass({ additionalUserData: '[settings' }),
    'GPUM-EKS-USERDATA-TOML',
  ),
  r(
    'GpuNodeClassProps.capacityTypes',
    InputClass.LITERAL,
    'a capacity type outside CapacityType (plain JavaScript)',
    nodeClass({ capacityTypes: ['cheap' as CapacityType] }),
    'GPUM-EKS-REQUIREMENT',
  ),
  r(
    'GpuNodeClassProps.consolidationPolicy',
    InputClass.LITERAL,
    'a consolidation policy outside ConsolidationPolicy (plain JavaScript)',
    nodeClass({ consolidationPolicy: 'Never' as ConsolidationPolicy }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'DisruptionBudget.reasons',
    InputClass.LITERAL,
    'a disruption reason outside DisruptionReason (plain JavaScript)',
    nodeClass({ disruptionBudgets: [{ nodes: '1', reasons: ['Expired' as DisruptionReason] }] }),
    'GPUM-EKS-DISRUPTION-BUDGET',
  ),
  r(
    'NodeRequirement.key',
    InputClass.LITERAL,
    'a requirement on karpenter.sh/nodepool',
    nodeClass({ additionalRequirements: [{ key: 'karpenter.sh/nodepool', operator: RequirementOperator.EXISTS }] }),
    'GPUM-EKS-REQUIREMENT',
  ),
  r(
    'NodeRequirement.operator',
    InputClass.LITERAL,
    'an operator outside RequirementOperator (plain JavaScript)',
    nodeClass({
      additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-size', operator: 'Like' as RequirementOperator, values: ['xlarge'] }],
    }),
    'GPUM-EKS-REQUIREMENT',
  ),
  r(
    'NodeRequirement.minValues',
    InputClass.OUT_OF_RANGE,
    'minValues 0',
    nodeClass({ additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.EXISTS, minValues: 0 }] }),
    'GPUM-EKS-REQUIREMENT',
  ),
  r('EbsVolumeOptions.iops', InputClass.OUT_OF_RANGE, 'iops 100', nodeClass({ dataVolume: { iops: 100 } }), 'GPUM-EKS-VOLUME'),
  r(
    'EbsVolumeOptions.throughputMiBps',
    InputClass.OUT_OF_RANGE,
    'throughput 5000 MiB/s',
    nodeClass({ dataVolume: { throughputMiBps: 5000 } }),
    'GPUM-EKS-VOLUME',
  ),
  r(
    'EbsVolumeOptions.kmsKeyId',
    InputClass.LITERAL,
    'a volume KMS key "*"',
    nodeClass({ dataVolume: { kmsKeyId: '*' } }),
    'GPUM-EKS-VOLUME',
  ),
  r(
    'ImageCacheSnapshotOptions.builtWithSnapshotter',
    InputClass.INCONSISTENT,
    'a snapshot built with overlayfs on SOCI nodes',
    nodeClass({ instanceStoreRaid0: false, imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0' } }),
    'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
  ),
  r(
    'ImageCacheSnapshotOptions.volumeInitializationRateMiBps',
    InputClass.OUT_OF_RANGE,
    'volume initialization rate 50 MiB/s',
    nodeClass({
      instanceStoreRaid0: false,
      soci: false,
      imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0', volumeInitializationRateMiBps: 50 },
    }),
    'GPUM-EKS-SNAPSHOT',
  ),
  r(
    'SociParallelPullOptions.maxConcurrentDownloadsPerImage',
    InputClass.OUT_OF_RANGE,
    'SOCI downloads per image 0',
    nodeClass({ sociParallelPull: { maxConcurrentDownloadsPerImage: 0 } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'SociParallelPullOptions.maxConcurrentDownloads',
    InputClass.OUT_OF_RANGE,
    'SOCI downloads -1',
    nodeClass({ sociParallelPull: { maxConcurrentDownloads: -1 } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'SociParallelPullOptions.maxConcurrentUnpacks',
    InputClass.OUT_OF_RANGE,
    'SOCI unpacks 0.5',
    nodeClass({ sociParallelPull: { maxConcurrentUnpacks: 0.5 } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'SociParallelPullOptions.maxConcurrentUnpacksPerImage',
    InputClass.OUT_OF_RANGE,
    'SOCI unpacks per image 0',
    nodeClass({ sociParallelPull: { maxConcurrentUnpacksPerImage: 0 } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'SociParallelPullOptions.concurrentDownloadChunkSize',
    InputClass.OUT_OF_RANGE,
    'SOCI chunk of 0 bytes',
    nodeClass({ sociParallelPull: { concurrentDownloadChunkSize: Size.bytes(0) } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'SociParallelPullOptions.discardUnpackedLayers',
    InputClass.TOKEN,
    'discardUnpackedLayers as a Terraform token',
    nodeClass({ sociParallelPull: { discardUnpackedLayers: boolToken() } }),
    'GPUM-EKS-SOCI-TUNING',
  ),
  r(
    'NodeImagePrePullOptions.kubectlImage',
    InputClass.LITERAL,
    'a kubectl image that is no reference',
    nodeClass({ imagePrePull: { kubectlImage: 'kubectl latest' } }),
    'GPUM-EKS-PREPULL-IMAGE',
  ),
  r(
    'NodeImagePrePullOptions.namespace',
    InputClass.LITERAL,
    'a pre-pull namespace with "_"',
    nodeClass({ imagePrePull: { namespace: 'kube_system' } }),
    'GPUM-EKS-NAME',
  ),
  r(
    'PrePullImage.image',
    InputClass.WRONG_SHAPE,
    'a pre-pull image by tag',
    nodeClass({ imagePrePull: { images: [{ image: 'public.ecr.aws/acme/vllm:latest' }] } }),
    'GPUM-EKS-PREPULL-DIGEST',
  ),
  r(
    'PrePullImage.command',
    InputClass.EMPTY,
    'an empty pre-pull command',
    nodeClass({ imagePrePull: { images: [{ image: DIGEST_IMAGE, command: [] }] } }),
    'GPUM-EKS-PREPULL-IMAGE',
  ),
  // Factories.
  r(
    'NodeImage.bottlerocket(version)',
    InputClass.WRONG_SHAPE,
    'a Bottlerocket version "v1.2"',
    called(() => NodeImage.bottlerocket('v1.2')),
    'GPUM-EKS-AMI-VERSION',
  ),
  r(
    'NodeImage.al2023(version)',
    InputClass.EMPTY,
    'an empty AL2023 version',
    called(() => NodeImage.al2023('')),
    'GPUM-EKS-AMI-VERSION',
  ),
  r(
    'NodeIdentity.fromRoleName(roleName)',
    InputClass.WRONG_SHAPE,
    'a role ARN as a role name',
    called(() => NodeIdentity.fromRoleName('arn:aws:iam::123456789012:role/Node')),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeIdentity.fromInstanceProfile(instanceProfileName)',
    InputClass.EMPTY,
    'an empty instance profile',
    called(() => NodeIdentity.fromInstanceProfile('')),
    'GPUM-EKS-INSTANCE-PROFILE',
  ),
  r(
    'SubnetSelection.fromTags(tags)',
    InputClass.EMPTY,
    'subnets by no tags',
    called(() => SubnetSelection.fromTags({})),
    'GPUM-EKS-SELECTOR',
  ),
  r(
    'SecurityGroupSelection.fromTags(tags)',
    InputClass.EMPTY,
    'security groups by no tags',
    called(() => SecurityGroupSelection.fromTags({})),
    'GPUM-EKS-SELECTOR',
  ),
  r(
    'SecurityGroupSelection.fromNames(names)',
    InputClass.EMPTY,
    'security groups by no names',
    called(() => SecurityGroupSelection.fromNames([])),
    'GPUM-EKS-SELECTOR',
  ),
  // A NodePool made elsewhere.
  r(
    'GpuNodePoolAttributes.nodePoolName',
    InputClass.EMPTY,
    'an empty NodePool name',
    () => synth({ pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: '' }) }),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.sociEnabled',
    InputClass.TOKEN,
    'sociEnabled as a Terraform token',
    called(() => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', sociEnabled: boolToken() })),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.instanceStoreRaid0',
    InputClass.TOKEN,
    'instanceStoreRaid0 as a Terraform token',
    called(() => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', instanceStoreRaid0: boolToken() })),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.restoresImageCache',
    InputClass.TOKEN,
    'restoresImageCache as a Terraform token',
    called(() => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', restoresImageCache: boolToken() })),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.keepsCompressedLayers',
    InputClass.TOKEN,
    'keepsCompressedLayers as a Terraform token',
    called(() => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', keepsCompressedLayers: boolToken() })),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.gpuLimit',
    InputClass.OUT_OF_RANGE,
    'a pool gpuLimit of 0',
    () => synth({ pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', gpuLimit: 0 }) }),
    'GPUM-EKS-GPU-LIMIT',
  ),
  r(
    'GpuNodePoolAttributes.minLocalNvme',
    InputClass.INCONSISTENT,
    'a pool with too little NVMe for the download',
    () =>
      synth({
        pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', instanceStoreRaid0: true, minLocalNvme: Size.gibibytes(10) }),
        workload: { storage: ModelStorage.downloadAtStart() },
      }),
    'GPUM-EKS-NVME-TOO-SMALL',
  ),
  r(
    'GpuNodePoolAttributes.kubeletVolumeSize',
    InputClass.INCONSISTENT,
    'a pool whose EBS volume is too small for the download',
    () =>
      synth({
        pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', kubeletVolumeSize: Size.gibibytes(10) }),
        workload: { storage: ModelStorage.downloadAtStart() },
      }),
    'GPUM-EKS-EBS-TOO-SMALL',
  ),
  r(
    'GpuNodePoolAttributes.gpuMemoryPerGpu',
    InputClass.INCONSISTENT,
    'a pool whose GPU is too small for the model',
    () => synth({ pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', gpuMemoryPerGpu: Size.gibibytes(8) }) }),
    'GPUM-MODEL-GPU-FIT',
  ),
  r(
    'GpuNodePoolAttributes.gpuTaintKey',
    InputClass.LITERAL,
    'a taint key with a space',
    () => synth({ pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', gpuTaintKey: 'nvidia gpu' }) }),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  r(
    'GpuNodePoolAttributes.imageGcHighThresholdPercent',
    InputClass.OUT_OF_RANGE,
    'a pool image GC threshold of 120',
    () => synth({ pool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', imageGcHighThresholdPercent: 120 }) }),
    'GPUM-EKS-POOL-ATTRIBUTE',
  ),
  // The image-cache snapshot.
  r(
    'EksImageCacheSnapshotProps.region',
    InputClass.WRONG_SHAPE,
    'a snapshot region that is a zone',
    snapshot({ region: 'us-west-2a' }),
    'GPUM-EKS-REGION',
  ),
  r(
    'EksImageCacheSnapshotProps.kubernetesVersion',
    InputClass.WRONG_SHAPE,
    'kubernetesVersion "v1.33.2"',
    snapshot({ kubernetesVersion: 'v1.33.2' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.bottlerocketVersion',
    InputClass.WRONG_SHAPE,
    'bottlerocketVersion "v1.57"',
    snapshot({ bottlerocketVersion: 'v1.57' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.parameterName',
    InputClass.WRONG_SHAPE,
    'a parameter that is not a path',
    snapshot({ parameterName: 'cache id' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.pullTimeoutSeconds',
    InputClass.OUT_OF_RANGE,
    'pullTimeoutSeconds 10',
    snapshot({ pullTimeoutSeconds: 10 }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.name',
    InputClass.LITERAL,
    'a snapshot name with a space',
    snapshot({ name: 'a b' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.dataVolumeSize',
    InputClass.OUT_OF_RANGE,
    'a data volume of 70000 GiB',
    snapshot({ dataVolumeSize: Size.gibibytes(70000) }),
    'GPUM-EKS-VOLUME',
  ),
  r(
    'EksImageCacheSnapshotProps.tags',
    InputClass.LITERAL,
    'a snapshot tag Karpenter reserves',
    snapshot({ tags: { 'karpenter.sh/nodepool': 'x' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksImageCacheSnapshotProps.tags',
    InputClass.LITERAL,
    'a snapshot tag key starting with "aws:"',
    snapshot({ tags: { 'aws:team': 'ml' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'GpuNodeClassProps.tags',
    InputClass.LITERAL,
    'a node class tag value holding a Terraform template',
    nodeClass({ tags: { team: '${var.team}' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'GpuNodeClassProps.tags',
    InputClass.OUT_OF_RANGE,
    'a node class tag key of 129 characters',
    nodeClass({ tags: { ['k'.repeat(129)]: 'x' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksPlatformProps.tags',
    InputClass.LITERAL,
    'a workload tag value holding "#"',
    () => synth({ workload: { tags: { team: 'ml#1' } } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksPlatformProps.tags',
    InputClass.EMPTY,
    'an empty workload tag key',
    () => synth({ workload: { tags: { '': 'ml' } } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksModelStagingProps.tags',
    InputClass.LITERAL,
    'a staging tag value holding a Terraform template',
    staging({ tags: { team: '${var.team}' } }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksModelStagingProps.tags',
    InputClass.OUT_OF_RANGE,
    '51 staging tags',
    staging({ tags: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`t${i}`, 'x'])) }),
    'GPUM-EKS-TAGS',
  ),
  r(
    'EksImageCacheSnapshotProps.kmsKeyArn',
    InputClass.LITERAL,
    'a snapshot KMS key "*"',
    snapshot({ kmsKeyArn: '*' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.instanceType',
    InputClass.WRONG_SHAPE,
    'a family as the builder instance type',
    snapshot({ instanceType: 'm6i' }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
  r(
    'EksImageCacheSnapshotProps.architecture',
    InputClass.LITERAL,
    'an architecture outside CpuArchitecture (plain JavaScript)',
    snapshot({ architecture: 'x86_64' as CpuArchitecture }),
    'GPUM-EKS-IMAGE-CACHE',
  ),
];

/** A downloader bound by hand (a custom caller of `bind`), with one field of its request bad. */
export function download(request: Partial<ModelDownloadRequest>): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    EksModelDownloader.AWS_CLI.bind(stack, {
      source: 's3://acme-models/llama/',
      destination: '/models/llama',
      region: 'us-west-2',
      ...request,
    });
    return stack;
  };
}

const MORE_ROWS: EksBadInput[] = [
  r(
    'EksModelStagingProps.sourceKmsKeyArn',
    InputClass.LITERAL,
    'a source KMS key "*"',
    staging({ sourceKmsKeyArn: '*' }),
    'GPUM-EKS-KMS-KEY',
  ),
  r(
    'EksModelStagingProps.sourceRegion',
    InputClass.WRONG_SHAPE,
    'a zone as the staging sourceRegion',
    staging({ sourceRegion: 'us-west-2a' }),
    'GPUM-EKS-REGION',
  ),
  r(
    'ModelDownloadRequest.concurrency',
    InputClass.OUT_OF_RANGE,
    'a download concurrency of 0',
    download({ concurrency: 0 }),
    'GPUM-EKS-DOWNLOAD',
  ),
  r('ModelDownloadRequest.retries', InputClass.OUT_OF_RANGE, 'download retries -1', download({ retries: -1 }), 'GPUM-EKS-DOWNLOAD'),
  r(
    'ModelDownloadRequest.partSize',
    InputClass.OUT_OF_RANGE,
    'a download part of 0 bytes',
    download({ partSize: Size.bytes(0) }),
    'GPUM-EKS-DOWNLOAD',
  ),
];

/** The serving engine on EKS (issue 24): a preset beside the user's command line, and its options with the workload's facts. */
const ENGINE_ROWS: EksBadInput[] = [
  row(
    ['EksPlatformProps.engine', 'EksPlatformProps.command'],
    InputClass.INCONSISTENT,
    'a vLLM preset beside a command',
    { workload: { engine: ServingEngine.vllm(), command: ['python3', '-m', 'vllm.entrypoints.openai.api_server'] } },
    'error',
    'GPUM-ENGINE-COMMAND',
  ),
  row(
    ['EksPlatformProps.engine', 'EksPlatformProps.startupTimeout'],
    InputClass.INCONSISTENT,
    'a startupTimeout shorter than the engine estimate',
    { workload: { engine: ServingEngine.vllm(), startupTimeout: Duration.seconds(30) } },
    'warning',
    'GPUM-ENGINE-STARTUP-TIMEOUT',
  ),
  row(
    ['EksPlatformProps.engine', 'GpuWorkloadProps.environment'],
    InputClass.INCONSISTENT,
    'HF_HUB_OFFLINE=0 in the environment beside a preset',
    { workload: { engine: ServingEngine.sglang(), environment: { HF_HUB_OFFLINE: '0' } } },
    'error',
    'GPUM-ENGINE-ENV-CONFLICT',
  ),
  row(
    ['EksPlatformProps.engine', 'ServingEngineOptions.compileCache'],
    InputClass.INCONSISTENT,
    'a compile cache with the model baked into the image (no bucket)',
    {
      workload: {
        engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
        storage: ModelStorage.containerImage(),
      },
    },
    'error',
    'GPUM-COMPILE-CACHE-STORAGE',
  ),
  row(
    ['EksPlatformProps.engine', 'ServingEngineOptions.compileCache'],
    InputClass.INCONSISTENT,
    'a compile cache for a pre-staged model without a modelRevision',
    { workload: { engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage() }) } },
    'error',
    'GPUM-COMPILE-CACHE-REVISION',
  ),
];

/** A first workload on `first`'s storage, then a second one on `EksModelStorage.sharedWith()` of it with `second`'s props. */
function sharedWith(first: Partial<EksGpuWorkloadProps>, second: Partial<EksGpuWorkloadProps> = {}): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const nodePool = new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    });
    const base = {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount(),
    };
    const firstWorkload = new EksGpuWorkload(stack, 'First', { ...base, ...first });
    new EksGpuWorkload(stack, 'Llama', { ...base, storage: EksModelStorage.sharedWith(firstWorkload), ...second });
    Testing.synth(stack);
    return stack;
  };
}

const SHARED = 'EksModelStorage.sharedWith(first)';

/** Issue 25 §3: a second workload on the first one's bucket. */
const SHARED_STORE_ROWS: EksBadInput[] = [
  r(
    SHARED,
    InputClass.INCONSISTENT,
    'sharedWith a workload whose model is in its image',
    sharedWith({ storage: EksModelStorage.containerImage() }),
    'GPUM-EKS-SHARED-STORE',
  ),
  r(
    SHARED,
    InputClass.WRONG_CLOUD,
    'sharedWith a workload in another region',
    sharedWith({}, { region: 'us-east-1' }),
    'GPUM-SHARED-STORE-REGION',
  ),
  r(
    SHARED,
    InputClass.INCONSISTENT,
    'sharedWith a workload serving another model at the same storagePath',
    sharedWith({}, { model: new ModelArtifact({ name: 'qwen', size: Size.gibibytes(16), storagePath: 'models/llama' }) }),
    'GPUM-SHARED-STORE-PREFIX',
  ),
  r(
    SHARED,
    InputClass.INCONSISTENT,
    'sharedWith beside a modelBucket of its own',
    sharedWith({}, { modelBucket: { bucket: 'acme-models', arn: 'arn:aws:s3:::acme-models' } }),
    'GPUM-EKS-SHARED-STORE',
  ),
];

/** An object applied with a wait for its condition, through the default backend. */
function appliedWithWait(condition: { type: string; status: string; timeout: Duration }): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  ManifestBackend.kubernetesManifest().apply(
    stack,
    'Job',
    { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'j' } },
    { waitForCondition: condition },
  );
  return stack;
}

/** The compile cache warm-up's inputs: the preset's option, and the wait it asks the backend for. */
const WARM_UP_ROWS: EksBadInput[] = [
  r(
    'ObjectStorageCompileCacheOptions.warmUp',
    InputClass.INCONSISTENT,
    'a warm-up Job for a model in the image (no bucket to keep the cache in)',
    () =>
      synth({
        workload: {
          engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1', warmUp: true }) }),
          storage: ModelStorage.containerImage(),
        },
      }),
    'GPUM-COMPILE-CACHE-STORAGE',
  ),
  r(
    'ManifestCondition.type',
    InputClass.EMPTY,
    'an empty condition type',
    () => appliedWithWait({ type: '', status: 'True', timeout: Duration.minutes(5) }),
    'GPUM-EKS-MANIFEST-WAIT',
  ),
  r(
    'ManifestCondition.type',
    InputClass.TOKEN,
    'a condition type known only at apply',
    () => appliedWithWait({ type: Token.asString(Fn.lower('Complete')), status: 'True', timeout: Duration.minutes(5) }),
    'GPUM-EKS-MANIFEST-WAIT',
  ),
  r(
    'ManifestCondition.status',
    InputClass.WRONG_SHAPE,
    'a status with a space',
    () => appliedWithWait({ type: 'Complete', status: 'is true', timeout: Duration.minutes(5) }),
    'GPUM-EKS-MANIFEST-WAIT',
  ),
  r(
    'ManifestCondition.timeout',
    InputClass.OUT_OF_RANGE,
    'a zero timeout',
    () => appliedWithWait({ type: 'Complete', status: 'True', timeout: Duration.seconds(0) }),
    'GPUM-EKS-MANIFEST-WAIT',
  ),
];

export const ROWS: readonly EksBadInput[] = [
  ...WORKLOAD_ROWS,
  ...WARM_UP_ROWS,
  ...ISSUE_22_ROWS,
  ...BACKLOG_ROWS,
  ...MORE_ROWS,
  ...ENGINE_ROWS,
  ...SHARED_STORE_ROWS,
];
