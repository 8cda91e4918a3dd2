import { DataGoogleComputeNetwork } from '@cdktf/provider-google/lib/data-google-compute-network';
import { DataGoogleComputeSubnetwork } from '@cdktf/provider-google/lib/data-google-compute-subnetwork';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { EksPodIdentityAssociation } from '@cdktf/provider-aws/lib/eks-pod-identity-association';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { Manifest } from '@cdktf/provider-kubernetes/lib/manifest';
import { FcGpuFunction, FcGpuType, FcNetwork } from '../../../src/alicloud';
import { NasAccessRule } from '../../../src/alicloud/generated/nas-access-rule';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { ContainerSnapshotter, EksGpuWorkload, GpuNodeClass, ManifestBackend, NodeImage } from '../../../src/aws';
import { AdviceEntry, collectAdvice } from '../../../src/core/advice';
import { GpuModelChecks } from '../../../src';
import { ContainerImage } from '../../../src/core/container-image';
import { Aspects, TerraformResource, TerraformStack, Testing } from '../../../src/core/framework';
import { ModelArtifact, ModelFormat } from '../../../src/core/model-artifact';
import { FileSystemPerformanceClass } from '../../../src/core/model-storage-options';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { CloudRunGpuWorkload, CloudRunNetwork } from '../../../src/google';

/**
 * GpuModelChecks over what the three platform constructs really synthesize: each strategy's
 * default is silent, and a construct bent through its escape hatches (overrides, extra mounts,
 * resources added beside it) is caught.
 */

function findings(stack: TerraformStack): AdviceEntry[] {
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  return collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
}

const summary = (entries: AdviceEntry[]) => entries.map((f) => `${f.level} ${f.id} ${f.constructPath}`);

// --- Alibaba Function Compute ------------------------------------------------------------------

function fcStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  return stack;
}

const fcProps = {
  region: 'cn-hangzhou',
  gpuType: FcGpuType.ADA_1,
  image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
};

function nasFunction(stack: TerraformStack, options: { performanceClass?: FileSystemPerformanceClass } = {}): FcGpuFunction {
  return new FcGpuFunction(stack, 'fn', {
    ...fcProps,
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage: ModelStorage.fileSystem({ performanceClass: options.performanceClass }),
    network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
  });
}

function ossFunction(stack: TerraformStack): FcGpuFunction {
  return new FcGpuFunction(stack, 'fn', {
    ...fcProps,
    model: new ModelArtifact({ name: 'qwen', size: Size.gibibytes(16) }),
    storage: ModelStorage.objectStorageMount(),
  });
}

describe('Function Compute: FcGpuFunction under GpuModelChecks', () => {
  test.each([
    ['Performance NAS', (s: TerraformStack) => nasFunction(s)],
    ['an OSS mount', (s: TerraformStack) => ossFunction(s)],
    [
      'the image',
      (s: TerraformStack) =>
        new FcGpuFunction(s, 'fn', {
          ...fcProps,
          model: new ModelArtifact({ name: 'tiny', size: Size.mebibytes(500) }),
          storage: ModelStorage.containerImage(),
        }),
    ],
  ])('%s: no findings', (_name, build) => {
    const stack = fcStack();
    build(stack);
    expect(findings(stack)).toEqual([]);
  });

  test("the OSS mounts are read from the oss_mount_config override, a user's override included", () => {
    const stack = fcStack();
    const fn = ossFunction(stack);
    // The construct renders oss_mount_config as an override; a user's override replaces it.
    fn.resource.addOverride('oss_mount_config', {
      mount_points: [
        {
          bucket_name: 'acme-models',
          bucket_path: '/models/qwen',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mount_dir: '/mnt/models/qwen',
          read_only: false,
        },
      ],
    });
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^\[GPUM-CHECK-MOUNT-WRITABLE\] alicloud_fcv3_function\.fn_[0-9A-F]+ mounts OSS bucket acme-models at \/mnt\/models\/qwen without read_only = true/,
      ),
    ]);
  });

  test('a writable output mount away from MODEL_PATH is not a model mount', () => {
    const stack = fcStack();
    const fn = ossFunction(stack);
    fn.addOssMountPoint({
      bucketName: 'acme-outputs',
      bucketPath: '/images',
      endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
      mountDir: '/mnt/outputs',
      readOnly: false,
    });
    expect(findings(stack)).toEqual([]);
  });

  test("a read-write rule for the loader's range in the access group leaves the function read-only", () => {
    const stack = fcStack();
    const fn = nasFunction(stack);
    // What GPUM-FC-NAS-EMPTY asks for: a loader elsewhere in the VPC that writes the model.
    new NasAccessRule(stack, 'LoaderRule', {
      accessGroupName: fn.nasAccessGroupName!,
      fileSystemType: 'standard',
      sourceCidrIp: '172.16.8.0/24',
      rwAccessType: 'RDWR',
      priority: 2,
    });
    expect(findings(stack)).toEqual([]);
  });

  test("a read-write rule that covers the function's vSwitch makes the mount writable, unless a higher-priority read-only rule holds it", () => {
    const covering = fcStack();
    const fn = nasFunction(covering);
    new NasAccessRule(covering, 'Everyone', {
      accessGroupName: fn.nasAccessGroupName!,
      fileSystemType: 'standard',
      sourceCidrIp: '0.0.0.0/0',
      rwAccessType: 'RDWR',
      priority: 1,
    });
    expect(findings(covering).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^\[GPUM-CHECK-MOUNT-WRITABLE\] .* access rule alicloud_nas_access_rule\.Everyone of its access group grants RDWR to 0\.0\.0\.0\/0, which covers the function's vSwitch/,
      ),
    ]);

    // The construct's RDONLY rule for the vSwitch has priority 1: a priority-50 catch-all loses there.
    const overruled = fcStack();
    const fn2 = nasFunction(overruled);
    new NasAccessRule(overruled, 'Everyone', {
      accessGroupName: fn2.nasAccessGroupName!,
      fileSystemType: 'standard',
      sourceCidrIp: '0.0.0.0/0',
      rwAccessType: 'RDWR',
      priority: 50,
    });
    expect(findings(overruled)).toEqual([]);
  });

  test('a writable NAS asked of the construct is flagged, even on a vSwitch outside the stack', () => {
    const stack = fcStack();
    new FcGpuFunction(stack, 'fn', {
      ...fcProps,
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.fileSystem({ readOnly: false }),
      network: FcNetwork.fromIds({
        vpcId: 'vpc-models',
        vswitchId: 'vsw-models',
        securityGroupId: 'sg-models',
        zoneId: 'cn-hangzhou-j',
        vswitchCidrBlock: '10.0.1.0/24',
      }),
    });
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'warning',
        expect.stringMatching(/^\[GPUM-CHECK-MOUNT-WRITABLE\] .* grants RDWR to 10\.0\.1\.0\/24, the range of the function's vSwitch/),
      ],
    ]);
  });

  test('a read-write rule whose range is not known at synth cannot be verified: an info, not a warning', () => {
    const stack = fcStack();
    const fn = nasFunction(stack);
    new NasAccessRule(stack, 'Somewhere', {
      accessGroupName: fn.nasAccessGroupName!,
      fileSystemType: 'standard',
      sourceCidrIp: fn.resource.functionArn,
      rwAccessType: 'RDWR',
      priority: 1,
    });
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'info',
        expect.stringMatching(
          /^\[GPUM-CHECK-MOUNT-WRITABLE\] cannot verify: alicloud_fcv3_function\.fn_[0-9A-F]+ mounts .* whether that range covers the function's vSwitch is not known at synth\. Check: /,
        ),
      ],
    ]);
  });

  test("a Capacity file system is flagged beside the construct's own warning", () => {
    const stack = fcStack();
    nasFunction(stack, { performanceClass: FileSystemPerformanceClass.CAPACITY });
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-NAS-PERFORMANCE test/fn/FileSystem']);
  });

  test('a vpc_config moved to another VPC by an override is caught', () => {
    const stack = fcStack();
    const fn = new FcGpuFunction(stack, 'fn', {
      ...fcProps,
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.fileSystem(),
      network: FcNetwork.fromIds({
        vpcId: 'vpc-models',
        vswitchId: 'vsw-models',
        securityGroupId: 'sg-models',
        zoneId: 'cn-hangzhou-j',
        vswitchCidrBlock: '10.0.1.0/24',
      }),
    });
    fn.resource.addOverride('vpc_config.vpc_id', 'vpc-elsewhere');
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'error',
        expect.stringMatching(
          /^\[GPUM-CHECK-FC-NAS-VPC\] alicloud_fcv3_function\.fn_[0-9A-F]+ mounts .* whose mount target alicloud_nas_mount_target\.fn_MountTarget_[0-9A-F]+ is in VPC vpc-models, but the function's vpc_config is VPC vpc-elsewhere/,
        ),
      ],
    ]);
  });

  test('the RAM policy lists only the prefix; without its condition it is caught', () => {
    const stack = fcStack();
    const fn = ossFunction(stack);
    const policy = fn.node.findChild('ModelReadPolicy') as TerraformResource;
    policy.addOverride(
      'policy_document',
      JSON.stringify({
        Version: '1',
        Statement: [
          { Effect: 'Allow', Action: ['oss:ListObjects'], Resource: [`acs:oss:*:*:${fn.modelBucketName}`] },
          { Effect: 'Allow', Action: ['oss:GetObject'], Resource: [`acs:oss:*:*:${fn.modelBucketName}/models/qwen/*`] },
        ],
      }),
    );
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'error',
        expect.stringMatching(
          /^\[GPUM-CHECK-GRANT-SCOPE\] alicloud_ram_policy\.fn_ModelReadPolicy_[0-9A-F]+ allows oss:ListObjects on acs:oss:\*:\*:\$\{alicloud_oss_bucket\.fn_ModelBucket_[0-9A-F]+\.bucket\} without a prefix condition/,
        ),
      ],
    ]);
  });

  test('a pickle model is flagged once, on the function', () => {
    const stack = fcStack();
    new FcGpuFunction(stack, 'fn', {
      ...fcProps,
      model: new ModelArtifact({ name: 'old', size: Size.gibibytes(16), format: ModelFormat.PYTORCH_PICKLE }),
      storage: ModelStorage.objectStorageMount(),
    });
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-MODEL-PICKLE test/fn/Resource']);
  });
});

// --- Google Cloud Run --------------------------------------------------------------------------

function runStack(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  return stack;
}

const runProps = {
  region: 'us-central1',
  image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9'),
  model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
  command: ['vllm', 'serve', '/mnt/models/llama'],
};

describe('Cloud Run: CloudRunGpuWorkload under GpuModelChecks', () => {
  test.each([
    ['buffered read', ModelStorage.objectStorageMount({ bufferedRead: {} })],
    ['the file cache', ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(8), parallelDownloads: true } })],
    ['a parallel download', ModelStorage.downloadAtStart()],
    ['the image', ModelStorage.containerImage()],
  ])('%s: no findings', (_name, storage) => {
    const stack = runStack();
    new CloudRunGpuWorkload(stack, 'llm', { ...runProps, storage });
    expect(findings(stack)).toEqual([]);
  });

  test('mount options replaced through an override are what the checks read', () => {
    const stack = runStack();
    const workload = new CloudRunGpuWorkload(stack, 'llm', { ...runProps, storage: ModelStorage.objectStorageMount({ bufferedRead: {} }) });
    workload.resource.addOverride('template.volumes.0.gcs.mount_options', [
      'only-dir=models/llama',
      'file-cache-enable-parallel-downloads=true',
    ]);
    expect(summary(findings(stack))).toEqual([
      'warning GPUM-CHECK-GCS-CACHE test/llm/Resource',
      'error GPUM-CHECK-GCS-MOUNT-OPTIONS test/llm/Resource',
    ]);
  });

  test("an existing subnetwork (a data source) is not claimed to lack Private Google Access: the construct's precondition checks it at plan", () => {
    const stack = runStack();
    const network = new DataGoogleComputeNetwork(stack, 'Vpc', { name: 'shared' });
    const subnetwork = new DataGoogleComputeSubnetwork(stack, 'Subnet', { name: 'gpu', region: 'us-central1' });
    new CloudRunGpuWorkload(stack, 'llm', {
      ...runProps,
      storage: ModelStorage.downloadAtStart(),
      network: CloudRunNetwork.fromResources(network, subnetwork),
    });
    expect(findings(stack)).toEqual([]);
  });

  test('without the precondition, an existing subnetwork cannot be verified: an info that says so', () => {
    const stack = runStack();
    const network = new DataGoogleComputeNetwork(stack, 'Vpc', { name: 'shared' });
    const subnetwork = new DataGoogleComputeSubnetwork(stack, 'Subnet', { name: 'gpu', region: 'us-central1' });
    const workload = new CloudRunGpuWorkload(stack, 'llm', {
      ...runProps,
      storage: ModelStorage.downloadAtStart(),
      network: CloudRunNetwork.fromResources(network, subnetwork),
    });
    workload.resource.lifecycle = undefined;
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'info',
        expect.stringMatching(
          /^\[GPUM-CHECK-GCS-PRIVATE-ACCESS\] cannot verify: google_cloud_run_v2_worker_pool\.llm_[0-9A-F]+ loads its model from Cloud Storage through subnetwork data\.google_compute_subnetwork\.Subnet, an existing subnetwork \(a data source\) whose private_ip_google_access is known only at plan time\. Check: /,
        ),
      ],
    ]);
  });

  test('a model above 10 GB in the image is flagged once, on the workload', () => {
    const stack = runStack();
    new CloudRunGpuWorkload(stack, 'llm', {
      ...runProps,
      model: new ModelArtifact({ name: 'big', size: Size.gibibytes(20) }),
      storage: ModelStorage.containerImage(),
      memory: Size.gibibytes(32),
    });
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-IMAGE-SIZE test/llm/Resource']);
  });
});

// --- Amazon EKS --------------------------------------------------------------------------------

const EKS_IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);

function eksStack(storage: ModelStorage, model = new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) })) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: EKS_IMAGE,
    model,
    storage,
  });
  return { stack, workload };
}

describe('Amazon EKS: GpuNodeClass and EksGpuWorkload under GpuModelChecks', () => {
  test.each([
    ['the image', ModelStorage.containerImage()],
    ['the image, pre-pulled', ModelStorage.containerImage({ prePull: true })],
    ['a parallel download', ModelStorage.downloadAtStart()],
    ['Mountpoint for S3', ModelStorage.objectStorageMount()],
  ])('%s: no findings', (_name, storage) => {
    expect(findings(eksStack(storage).stack)).toEqual([]);
  });

  test('a model in the image past the guidance is flagged once, on the Deployment, not on its Service, Namespace or pre-pull DaemonSet', () => {
    const { stack } = eksStack(
      ModelStorage.containerImage({ prePull: true }),
      new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    );
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-IMAGE-SIZE test/Llama/Deployment']);
  });

  test('a pickle model is flagged once, on the Deployment', () => {
    const { stack } = eksStack(
      ModelStorage.downloadAtStart(),
      new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), format: ModelFormat.PYTORCH_PICKLE }),
    );
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-MODEL-PICKLE test/Llama/Deployment']);
  });

  test('the Pod Identity policy is scoped to the prefix; widened by an override it is caught', () => {
    const { stack, workload } = eksStack(ModelStorage.downloadAtStart());
    const policy = workload.node.findChild('ModelReaderPolicy') as IamRolePolicy;
    policy.addOverride(
      'policy',
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Action: 's3:ListBucket', Resource: workload.bucket!.arn },
          { Effect: 'Allow', Action: 's3:GetObject', Resource: `${workload.bucket!.arn}/*` },
        ],
      }),
    );
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /^\[GPUM-CHECK-GRANT-SCOPE\] aws_iam_role_policy\.Llama_ModelReaderPolicy_[0-9A-F]+ allows s3:ListBucket on \$\{aws_s3_bucket\.Llama_ModelBucket_[0-9A-F]+\.arn\} without a prefix condition: it lists every key of the bucket, not only models\/llama\//,
      ),
      expect.stringMatching(
        /allows s3:GetObject on \$\{aws_s3_bucket\.Llama_ModelBucket_[0-9A-F]+\.arn\}\/\*: the whole bucket, not the model's prefix models\/llama\//,
      ),
    ]);
  });

  test('an all-bucket grant written with the partition data source is every bucket', () => {
    const { stack, workload } = eksStack(ModelStorage.downloadAtStart());
    const policy = workload.node.findChild('ModelReaderPolicy') as IamRolePolicy;
    policy.addOverride(
      'policy',
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:${data.aws_partition.p.partition}:s3:::*' }],
      }),
    );
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(/allows s3:GetObject on arn:\$\{data\.aws_partition\.p\.partition\}:s3:::\*: every bucket/),
    ]);
  });

  test("another workload's broad policy (a log shipper's Pod Identity) is not the model's", () => {
    const { stack } = eksStack(ModelStorage.downloadAtStart());
    const logsRole = new IamRole(stack, 'LokiRole', { assumeRolePolicy: '{}' });
    new IamRolePolicy(stack, 'LokiPolicy', {
      role: logsRole.name,
      policy: JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: ['arn:aws:s3:::acme-loki', 'arn:aws:s3:::acme-loki/*'] }],
      }),
    });
    new EksPodIdentityAssociation(stack, 'LokiIdentity', {
      clusterName: 'demo',
      namespace: 'monitoring',
      serviceAccount: 'loki',
      roleArn: logsRole.arn,
    });
    expect(findings(stack)).toEqual([]);

    // Bound to the model's service account instead, the same policy is the model's.
    const model = eksStack(ModelStorage.downloadAtStart());
    const role = new IamRole(model.stack, 'ExtraRole', { assumeRolePolicy: '{}' });
    new IamRolePolicy(model.stack, 'ExtraPolicy', {
      role: role.name,
      policy: JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: 'arn:aws:s3:::acme-loki/*' }],
      }),
    });
    new EksPodIdentityAssociation(model.stack, 'ExtraIdentity', {
      clusterName: 'demo',
      namespace: 'default',
      serviceAccount: model.workload.serviceAccountName!,
      roleArn: role.arn,
    });
    expect(summary(findings(model.stack))).toEqual(['error GPUM-CHECK-GRANT-SCOPE test/ExtraPolicy']);
  });

  test('an image-cache snapshot node class leaves RAID0 off on purpose: not an NVMe finding', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      instanceStoreRaid0: false,
      imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0', builtWithSnapshotter: ContainerSnapshotter.SOCI },
      dataVolume: { size: Size.gibibytes(200) },
    });
    expect(findings(stack)).toEqual([]);
  });

  test('RAID0 off without a snapshot, and SOCI off, are flagged on the node class', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', instanceStoreRaid0: false, soci: false });
    expect(summary(findings(stack))).toEqual([
      'warning GPUM-CHECK-EKS-SOCI test/Gpus/NodeClass',
      'warning GPUM-CHECK-EKS-NVME test/Gpus/NodeClass',
    ]);
  });

  test('AL2023 nodes with FastImagePull and RAID0: no findings', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', image: NodeImage.al2023('v20260724') });
    expect(findings(stack)).toEqual([]);
  });

  test('objects applied with kubectl_manifest are read from their YAML bodies', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const backend = ManifestBackend.kubectlManifest();
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', soci: false, manifestBackend: backend });
    new EksGpuWorkload(stack, 'Llama', {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      manifestBackend: backend,
      image: EKS_IMAGE,
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), format: ModelFormat.PYTORCH_PICKLE }),
      storage: ModelStorage.containerImage(),
    });
    expect(summary(findings(stack))).toEqual([
      'warning GPUM-CHECK-EKS-SOCI test/Gpus/NodeClass',
      'warning GPUM-CHECK-MODEL-PICKLE test/Llama/Deployment',
      'warning GPUM-CHECK-IMAGE-SIZE test/Llama/Deployment',
    ]);
  });

  test('a hand-written Deployment beside the construct is checked too', () => {
    const { stack } = eksStack(ModelStorage.downloadAtStart());
    new Manifest(stack, 'Legacy', {
      manifest: {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'legacy', namespace: 'default' },
        spec: {
          selector: { matchLabels: { app: 'legacy' } },
          template: {
            metadata: { labels: { app: 'legacy' } },
            spec: {
              containers: [
                {
                  name: 'server',
                  image: 'legacy:1',
                  env: [{ name: 'MODEL_FORMAT', value: 'pytorch-pickle' }],
                  resources: { limits: { 'nvidia.com/gpu': '1' } },
                },
              ],
            },
          },
        },
      },
    });
    expect(summary(findings(stack))).toEqual(['warning GPUM-CHECK-MODEL-PICKLE test/Legacy']);
  });
});
