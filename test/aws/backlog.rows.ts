import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import {
  EksGpuWorkload,
  EksImageCacheSnapshot,
  EksModelDownloader,
  EksModelStaging,
  EksModelStagingProps,
  EksModelStorage,
  GpuNodeClass,
  GpuNodeClassProps,
  KubectlManifestBackendOptions,
  KubernetesManifestBackendOptions,
  ManifestBackend,
  NodeIdentity,
  NodeImage,
  S3TransferClient,
} from '../../src/aws';
import { ContainerImage } from '../../src/core/container-image';
import { Duration } from '../../src/core/duration';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { InputClass } from '../support/bad-input-rows';
import {
  DIGEST_IMAGE,
  EksBadInput,
  GROUP,
  SUBNET,
  boolToken,
  called,
  download,
  r,
  stagedModel,
  staging,
  synth,
  w,
} from './bad-inputs.rows';

/*
 * Amazon EKS bad inputs of the uncovered backlog (issue 22 section 1), second part: construct IDs,
 * provider props, manifest backends, node identities, NodePool durations, downloads and bucket ARNs.
 * The first part is BACKLOG_ROWS in bad-inputs.rows.ts.
 */

const TEMPLATE_ID = 'llm-${var.env}';

/** A stack with one more provider in it, for the rows that hand a construct the wrong one. */
function withProvider<T>(make: (stack: TerraformStack) => T, build: (stack: TerraformStack, provider: T) => void): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    build(stack, make(stack));
    Testing.synth(stack);
    return stack;
  };
}
const awsIn = (region: string) => (stack: TerraformStack) => new AwsProvider(stack, 'other', { region, alias: 'other' });
const kubernetes = (stack: TerraformStack) => new KubernetesProvider(stack, 'k8s', {});

/** A staging Job in a stack that holds one more provider. */
function stagingWith<T>(make: (stack: TerraformStack) => T, props: (provider: T) => Partial<EksModelStagingProps>): () => TerraformStack {
  return withProvider(make, (stack, provider) => {
    new EksModelStaging(stack, 'Staging', {
      model: stagedModel(),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      ...props(provider),
    });
  });
}

/** The image-cache snapshot of `snapshot()`'s defaults, in `stack`. */
function cacheIn(stack: TerraformStack, id = 'Cache'): EksImageCacheSnapshot {
  return new EksImageCacheSnapshot(stack, id, {
    images: [DIGEST_IMAGE],
    region: 'us-west-2',
    subnetId: SUBNET,
    securityGroupIds: [GROUP],
    kubernetesVersion: '1.33',
  });
}

/** A node class alone with `props`, in a stack that holds one more provider. */
function nodeClassWith<T>(make: (stack: TerraformStack) => T, props: (provider: T) => Partial<GpuNodeClassProps>): () => TerraformStack {
  return withProvider(make, (stack, provider) => {
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
      ...props(provider),
    });
  });
}

/** A node class whose identity is `identity`, synthesized. */
const nodeIdentity = (identity: NodeIdentity) => () => synth({ nodeClass: { identity } });

/** One object applied through a backend made with `options` (a factory that may refuse them first). */
function appliedThrough(backend: () => ManifestBackend, manifest: Record<string, any> = CONFIG_MAP, id = 'Settings'): () => TerraformStack {
  return () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    backend().apply(stack, id, manifest);
    return stack;
  };
}
const CONFIG_MAP = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings' } };
const kubectl = (options: KubectlManifestBackendOptions) => appliedThrough(() => ManifestBackend.kubectlManifest(options));
const kubernetesManifest = (options: KubernetesManifestBackendOptions) => appliedThrough(() => ManifestBackend.kubernetesManifest(options));
const backendWith = (make: (stack: TerraformStack) => unknown, backend: (provider: any) => ManifestBackend) =>
  withProvider(make, (stack, provider) => void backend(provider).apply(stack, 'Settings', CONFIG_MAP));

const AWS_CLI_DOWNLOAD = { storage: ModelStorage.downloadAtStart() };

export const ROWS: readonly EksBadInput[] = [
  // Construct IDs: empty (the constructs library's own error has no code) or a template never interpolated.
  r(
    'EksGpuWorkload.constructor(id)',
    InputClass.EMPTY,
    'workload construct ID ""',
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
      new EksGpuWorkload(stack, '', {
        clusterName: 'demo',
        region: 'us-west-2',
        nodePool,
        image: ContainerImage.fromRegistry(DIGEST_IMAGE),
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
        storage: ModelStorage.objectStorageMount(),
      });
    },
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'EksGpuWorkload.constructor(id)',
    InputClass.LITERAL,
    `workload construct ID "${TEMPLATE_ID}"`,
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
      new EksGpuWorkload(stack, TEMPLATE_ID, {
        clusterName: 'demo',
        region: 'us-west-2',
        nodePool,
        image: ContainerImage.fromRegistry(DIGEST_IMAGE),
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
        storage: ModelStorage.objectStorageMount(),
      });
    },
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'GpuNodeClass.constructor(id)',
    InputClass.LITERAL,
    'node class construct ID "gpus-%{if x}"',
    () => void new GpuNodeClass(new TerraformStack(Testing.app(), 'test'), 'gpus-%{if x}', { clusterName: 'demo' }),
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'GpuNodeClass.constructor(id)',
    InputClass.EMPTY,
    'node class construct ID ""',
    () => void new GpuNodeClass(new TerraformStack(Testing.app(), 'test'), '', { clusterName: 'demo' }),
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'EksModelStaging.constructor(id)',
    InputClass.LITERAL,
    `staging construct ID "${TEMPLATE_ID}"`,
    () =>
      void new EksModelStaging(new TerraformStack(Testing.app(), 'test'), TEMPLATE_ID, {
        model: stagedModel(),
        clusterName: 'demo',
        region: 'us-west-2',
        bucketName: 'acme-models',
      }),
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'EksImageCacheSnapshot.constructor(id)',
    InputClass.EMPTY,
    'image-cache snapshot construct ID ""',
    () => void cacheIn(new TerraformStack(Testing.app(), 'test'), ''),
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'EksImageCacheSnapshot.imageCacheSnapshot(id)',
    InputClass.LITERAL,
    `the snapshot parameter's data source ID "${TEMPLATE_ID}"`,
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      cacheIn(stack).imageCacheSnapshot(stack, TEMPLATE_ID);
    },
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'ManifestBackend.apply(id)',
    InputClass.EMPTY,
    'an object applied with construct ID ""',
    appliedThrough(() => ManifestBackend.kubernetesManifest(), CONFIG_MAP, ''),
    'GPUM-EKS-CONSTRUCT-ID',
  ),
  r(
    'ManifestBackend.apply(manifest)',
    InputClass.WRONG_SHAPE,
    'an object without kind',
    appliedThrough(() => ManifestBackend.kubectlManifest(), { apiVersion: 'v1', metadata: { name: 'settings' } }),
    'GPUM-EKS-MANIFEST',
  ),
  r(
    'ManifestBackend.apply(manifest)',
    InputClass.EMPTY,
    'an object with an empty metadata.name',
    appliedThrough(() => ManifestBackend.kubernetesManifest(), { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: '' } }),
    'GPUM-EKS-MANIFEST',
  ),

  // Provider props: another type, or another region than the construct's.
  r(
    'EksModelStagingProps.provider',
    InputClass.INCONSISTENT,
    'a staging provider of another region',
    stagingWith(awsIn('eu-west-1'), (provider) => ({ provider })),
    'GPUM-EKS-REGION-PROVIDER',
  ),
  r(
    'EksModelStagingProps.provider',
    InputClass.WRONG_CLOUD,
    'a kubernetes provider as the staging aws provider',
    stagingWith(kubernetes, (provider) => ({ provider })),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'EksModelStagingProps.kubernetesProvider',
    InputClass.WRONG_CLOUD,
    'an aws provider as the staging kubernetesProvider',
    stagingWith(awsIn('us-west-2'), (kubernetesProvider) => ({ kubernetesProvider })),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'EksStagingOptions.kubernetesProvider',
    InputClass.WRONG_CLOUD,
    "an aws provider as the workload's staging kubernetesProvider",
    withProvider(awsIn('us-west-2'), (stack, kubernetesProvider) => {
      const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
      new EksGpuWorkload(stack, 'Llama', {
        clusterName: 'demo',
        region: 'us-west-2',
        nodePool,
        image: ContainerImage.fromRegistry(DIGEST_IMAGE),
        model: stagedModel(),
        storage: ModelStorage.objectStorageMount(),
        staging: { kubernetesProvider },
      });
    }),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'GpuNodeClassProps.provider',
    InputClass.WRONG_CLOUD,
    'a kubernetes provider as the node class aws provider',
    nodeClassWith(kubernetes, (provider) => ({ provider })),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'EksImageCacheSnapshotProps.provider',
    InputClass.INCONSISTENT,
    'an image-cache snapshot provider of another region',
    withProvider(awsIn('eu-west-1'), (stack, provider) => {
      new EksImageCacheSnapshot(stack, 'Cache', {
        images: [DIGEST_IMAGE],
        region: 'us-west-2',
        subnetId: SUBNET,
        securityGroupIds: [GROUP],
        kubernetesVersion: '1.33',
        provider,
      });
    }),
    'GPUM-EKS-REGION-PROVIDER',
  ),
  r(
    'EksImageCacheSnapshotProps.provider',
    InputClass.WRONG_CLOUD,
    'a kubernetes provider as the image-cache snapshot provider',
    withProvider(kubernetes, (stack, provider) => {
      new EksImageCacheSnapshot(stack, 'Cache', {
        images: [DIGEST_IMAGE],
        region: 'us-west-2',
        subnetId: SUBNET,
        securityGroupIds: [GROUP],
        kubernetesVersion: '1.33',
        provider: provider as unknown as AwsProvider,
      });
    }),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'EksImageCacheSnapshot.imageCacheSnapshot(provider)',
    InputClass.WRONG_CLOUD,
    "the snapshot parameter read with a provider of another region than the snapshot's",
    withProvider(awsIn('eu-west-1'), (stack, provider) => void cacheIn(stack).imageCacheSnapshot(stack, 'SnapshotId', provider)),
    'GPUM-EKS-REGION-PROVIDER',
  ),
  r(
    'KubernetesManifestBackendOptions.provider',
    InputClass.WRONG_CLOUD,
    'an aws provider for kubernetes_manifest',
    backendWith(awsIn('us-west-2'), (provider) => ManifestBackend.kubernetesManifest({ provider })),
    'GPUM-EKS-PROVIDER',
  ),
  r(
    'KubectlManifestBackendOptions.provider',
    InputClass.WRONG_CLOUD,
    'a kubernetes provider for kubectl_manifest',
    backendWith(kubernetes, (provider) => ManifestBackend.kubectlManifest({ provider })),
    'GPUM-EKS-PROVIDER',
  ),

  // Manifest backend options.
  r(
    'KubectlManifestBackendOptions.fieldManager',
    InputClass.EMPTY,
    'kubectl fieldManager ""',
    kubectl({ fieldManager: '' }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    ['KubectlManifestBackendOptions.fieldManager', 'KubectlManifestBackendOptions.serverSideApply'],
    InputClass.INCONSISTENT,
    'a kubectl fieldManager without server-side apply',
    kubectl({ serverSideApply: false, fieldManager: 'platform-team' }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    ['KubectlManifestBackendOptions.forceConflicts', 'KubectlManifestBackendOptions.serverSideApply'],
    InputClass.INCONSISTENT,
    'kubectl forceConflicts without server-side apply',
    kubectl({ serverSideApply: false, forceConflicts: true }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubectlManifestBackendOptions.serverSideApply',
    InputClass.TOKEN,
    'kubectl serverSideApply as a Terraform token',
    kubectl({ serverSideApply: boolToken() }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubectlManifestBackendOptions.waitForDeletion',
    InputClass.LITERAL,
    'kubectl waitForDeletion "yes" (plain JavaScript)',
    kubectl({ waitForDeletion: 'yes' as unknown as boolean }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubectlManifestBackendOptions.waitForRollout',
    InputClass.LITERAL,
    'kubectl waitForRollout "always" (plain JavaScript)',
    kubectl({ waitForRollout: 'always' as unknown as boolean }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubernetesManifestBackendOptions.forceConflicts',
    InputClass.LITERAL,
    'forceConflicts 1 (plain JavaScript)',
    kubernetesManifest({ forceConflicts: 1 as unknown as boolean }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubernetesManifestBackendOptions.fieldManager',
    InputClass.OUT_OF_RANGE,
    'a field manager of 129 characters',
    kubernetesManifest({ fieldManager: 'f'.repeat(129) }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubernetesManifestBackendOptions.fieldManager',
    InputClass.LITERAL,
    'a field manager with a line break',
    kubernetesManifest({ fieldManager: 'platform\nteam' }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),
  r(
    'KubernetesManifestBackendOptions.waitForRollout',
    InputClass.TOKEN,
    'waitForRollout as a Terraform token (it decides whether the wait block is written)',
    kubernetesManifest({ waitForRollout: boolToken() }),
    'GPUM-EKS-MANIFEST-BACKEND',
  ),

  // The staging Job of a workload, and alone.
  r(
    'EksStagingOptions.nodeSelector',
    InputClass.INCONSISTENT,
    "a staging nodeSelector that names the workload's own GPU pool",
    () =>
      synth({
        nodeClass: { name: 'gpus' },
        workload: { model: stagedModel(), staging: { nodeSelector: { 'karpenter.sh/nodepool': 'gpus' } } },
      }),
    'GPUM-EKS-STAGING-PLACEMENT',
  ),
  r(
    'EksModelStaging.waitScript(directory)',
    InputClass.WRONG_SHAPE,
    'waitScript in a relative directory',
    () => {
      const stack = staging({})();
      (stack.node.findChild('Staging') as EksModelStaging).waitScript('mnt/models');
    },
    'GPUM-STAGING-MARKER',
  ),
  r(
    'EksModelStagingProps.bucketArn',
    InputClass.INCONSISTENT,
    "another bucket's ARN beside bucketName",
    staging({ bucketArn: 'arn:aws:s3:::other-models' }),
    'GPUM-EKS-BUCKET-ARN',
  ),
  r(
    'EksModelStagingProps.bucketArn',
    InputClass.WRONG_SHAPE,
    "the bucket's objects' ARN as bucketArn",
    staging({ bucketArn: 'arn:aws:s3:::acme-models/*' }),
    'GPUM-EKS-BUCKET-ARN',
  ),
  r('EksModelStagingProps.bucketArn', InputClass.EMPTY, 'an empty bucketArn', staging({ bucketArn: '' }), 'GPUM-EKS-BUCKET-ARN'),

  // The model's bucket.
  r(
    'EksMountpointOptions.removalPolicy',
    InputClass.INCONSISTENT,
    'a removalPolicy for an existing bucket',
    w({ storage: EksModelStorage.mountpoint({ bucketName: 'acme-models', removalPolicy: RemovalPolicy.DESTROY }) }),
    'GPUM-EKS-BUCKET',
  ),
  r(
    'EksPlatformProps.modelBucket',
    InputClass.WRONG_SHAPE,
    'a modelBucket named by an s3:// URL',
    w({ modelBucket: { bucket: 's3://acme-models', arn: 'arn:aws:s3:::acme-models' } }),
    'GPUM-EKS-BUCKET-NAME',
  ),
  r(
    'EksPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    "a modelBucket with another bucket's ARN",
    w({ modelBucket: { bucket: 'acme-models', arn: 'arn:aws:s3:::other-models' } }),
    'GPUM-EKS-BUCKET-ARN',
  ),

  // Downloads.
  r(
    'AwsCliDownloaderOptions.image',
    InputClass.LITERAL,
    'an AWS CLI image with a space',
    w({ ...AWS_CLI_DOWNLOAD, modelDownloader: EksModelDownloader.awsCli({ image: 'aws cli' }) }),
    'GPUM-EKS-DOWNLOADER',
  ),
  r(
    'AwsCliDownloaderOptions.transferClient',
    InputClass.LITERAL,
    'transferClient "fast" (plain JavaScript)',
    w({ ...AWS_CLI_DOWNLOAD, modelDownloader: EksModelDownloader.awsCli({ transferClient: 'fast' as S3TransferClient }) }),
    'GPUM-EKS-DOWNLOAD',
  ),
  r(
    'ModelDownloadRequest.source',
    InputClass.WRONG_SHAPE,
    'a download source without its trailing slash',
    download({ source: 's3://acme-models/llama' }),
    'GPUM-EKS-DOWNLOAD',
  ),
  r(
    'ModelDownloadRequest.destination',
    InputClass.WRONG_SHAPE,
    'a relative download destination',
    download({ destination: 'models/llama' }),
    'GPUM-EKS-DOWNLOAD',
  ),
  r(
    'ModelDownloadRequest.region',
    InputClass.WRONG_SHAPE,
    'a zone as the download region',
    download({ region: 'us-west-2a' }),
    'GPUM-EKS-REGION',
  ),
  r(
    'ModelDownloadRequest.nodeNetworkGbps',
    InputClass.OUT_OF_RANGE,
    'a node network of -1 Gb/s',
    download({ nodeNetworkGbps: -1 }),
    'GPUM-EKS-DOWNLOAD',
  ),

  // Node identities and images.
  r(
    'NodeIdentity.fromRole(role)',
    InputClass.WRONG_SHAPE,
    'a role whose name is its ARN',
    called(() =>
      NodeIdentity.fromRole({ name: 'arn:aws:iam::123456789012:role/GpuNodes', arn: 'arn:aws:iam::123456789012:role/GpuNodes' }),
    ),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeRoleOptions.roleName',
    InputClass.OUT_OF_RANGE,
    'a node role name of 65 characters',
    nodeIdentity(NodeIdentity.createRole({ roleName: 'R'.repeat(65) })),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeRoleOptions.roleName',
    InputClass.LITERAL,
    'a node role name with a space',
    nodeIdentity(NodeIdentity.createRole({ roleName: 'Karpenter Node Role' })),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeRoleOptions.karpenterControllerRoleName',
    InputClass.WRONG_SHAPE,
    "the controller role's ARN as karpenterControllerRoleName",
    nodeIdentity(NodeIdentity.createRole({ karpenterControllerRoleName: 'arn:aws:iam::123456789012:role/KarpenterController' })),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeRoleOptions.ssmManagedInstanceCore',
    InputClass.TOKEN,
    'ssmManagedInstanceCore as a Terraform token',
    nodeIdentity(NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo', ssmManagedInstanceCore: boolToken() })),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeRoleOptions.additionalManagedPolicyArns',
    InputClass.WRONG_SHAPE,
    'a policy name where its ARN belongs',
    nodeIdentity(NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo', additionalManagedPolicyArns: ['AmazonS3ReadOnlyAccess'] })),
    'GPUM-EKS-NODE-POLICY',
  ),
  r(
    'NodeRoleOptions.additionalManagedPolicyArns',
    InputClass.INCONSISTENT,
    'the worker node policy the role already gets',
    nodeIdentity(
      NodeIdentity.createRole({
        roleName: 'KarpenterNodeRole-demo',
        additionalManagedPolicyArns: ['arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy'],
      }),
    ),
    'GPUM-EKS-NODE-POLICY',
  ),
  r(
    'ExistingNodeRoleOptions.createAccessEntry',
    InputClass.INCONSISTENT,
    'two node classes creating the access entry of one role in one cluster',
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      for (const id of ['Gpus', 'MoreGpus']) {
        new GpuNodeClass(stack, id, { clusterName: 'demo', identity: NodeIdentity.fromRoleName('GpuNodes', { createAccessEntry: true }) });
      }
    },
    'GPUM-EKS-ACCESS-ENTRY-DUPLICATE',
  ),
  r(
    'ExistingNodeRoleOptions.createAccessEntry',
    InputClass.TOKEN,
    'createAccessEntry as a Terraform token',
    nodeIdentity(NodeIdentity.fromRoleName('GpuNodes', { createAccessEntry: boolToken() })),
    'GPUM-EKS-NODE-ROLE',
  ),
  r(
    'NodeIdentityContext.clusterName',
    InputClass.EMPTY,
    'a node identity bound for cluster ""',
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }).bind(stack, { clusterName: '' });
    },
    'GPUM-EKS-CLUSTER-NAME',
  ),
  r(
    'NodeIdentityContext.tags',
    InputClass.LITERAL,
    'a node identity bound with a tag key of the reserved aws: prefix',
    () => {
      const stack = new TerraformStack(Testing.app(), 'test');
      NodeIdentity.fromRoleName('GpuNodes', { createAccessEntry: true }).bind(stack, { clusterName: 'demo', tags: { 'aws:team': 'ml' } });
    },
    'GPUM-EKS-TAGS',
  ),
  r(
    'NodeImage.isAtLeast(floor)',
    InputClass.WRONG_SHAPE,
    'a Bottlerocket floor asked of an AL2023 image',
    called(() => NodeImage.al2023('v20260724').isAtLeast('1.46.0')),
    'GPUM-EKS-AMI-VERSION',
  ),
  r(
    'NodeImage.isAtLeast(floor)',
    InputClass.LITERAL,
    'a floor "latest" asked of a Bottlerocket image',
    called(() => NodeImage.bottlerocket('1.57.0').isAtLeast('latest')),
    'GPUM-EKS-AMI-VERSION',
  ),

  // NodePool durations.
  r(
    'GpuNodeClassProps.consolidateAfter',
    InputClass.WRONG_SHAPE,
    'consolidateAfter "Never" (plain JavaScript)',
    () => synth({ nodeClass: { consolidateAfter: 'Never' as unknown as Duration } }),
    'GPUM-EKS-NODEPOOL-DURATION',
  ),
  r(
    'GpuNodeClassProps.consolidateAfter',
    InputClass.OUT_OF_RANGE,
    "consolidateAfter past Go's time.Duration",
    () => synth({ nodeClass: { consolidateAfter: Duration.hours(3_000_000) } }),
    'GPUM-EKS-NODEPOOL-DURATION',
  ),
  r(
    'GpuNodeClassProps.expireAfter',
    InputClass.OUT_OF_RANGE,
    'expireAfter 0 (every node expires as it launches)',
    () => synth({ nodeClass: { expireAfter: Duration.seconds(0) } }),
    'GPUM-EKS-NODEPOOL-DURATION',
  ),
  r(
    'GpuNodeClassProps.terminationGracePeriod',
    InputClass.OUT_OF_RANGE,
    "terminationGracePeriod past Go's time.Duration",
    () => synth({ nodeClass: { terminationGracePeriod: Duration.hours(3_000_000) } }),
    'GPUM-EKS-NODEPOOL-DURATION',
  ),
];
