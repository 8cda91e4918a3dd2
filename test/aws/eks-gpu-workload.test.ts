import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import {
  EksGpuWorkload,
  EksGpuWorkloadProps,
  EksModelStorage,
  GpuNodeClass,
  GpuNodeClassProps,
  IGpuNodePool,
  EksModelDownloader,
  ManifestBackend,
  NodeIdentity,
  S3TransferClient,
} from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { Duration } from '../../src/core/duration';
import { Fn, TerraformOutput, TerraformStack, TerraformVariable, Testing, Token } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelArtifact, ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { karpenterViolations, resolveReferences } from '../support/schemas/karpenter-crd';
import { CORE_KINDS, kubernetesViolations } from '../support/schemas/kubernetes-core';
import { manifestsOf, onlyManifest, referenceTo } from '../support/manifests';
import { thrown } from '../support/errors';
import { TOKEN_IN_WORDS, TOKEN_INLINE } from '../../src/core/contract/numbers';
import { synthJson } from '../support/synth';

const DIGEST_IMAGE = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;

interface BuildOptions {
  readonly props?: Partial<EksGpuWorkloadProps>;
  readonly nodeClass?: Partial<GpuNodeClassProps>;
  readonly pool?: (stack: TerraformStack) => IGpuNodePool;
  /** Outputs to add before synth, from the workload. */
  readonly outputs?: (workload: EksGpuWorkload) => Record<string, string>;
  /**
   * Synthesize without the provider and schema validation: its stand-in for a reference cannot be
   * the integer a Service's port must be.
   */
  readonly unvalidated?: boolean;
}

function build(storage: ModelStorage, options: BuildOptions = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = options.pool
    ? options.pool(stack)
    : new GpuNodeClass(stack, 'Gpus', {
        clusterName: 'demo',
        identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
        ...options.nodeClass,
      });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(DIGEST_IMAGE),
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage,
    ...options.props,
  });
  for (const [id, value] of Object.entries(options.outputs?.(workload) ?? {})) new TerraformOutput(stack, id, { value });
  const json = options.unvalidated ? JSON.parse(Testing.synth(stack)) : synthJson(stack);
  if (!options.unvalidated) expectCoreObjectsValid(json);
  const deployment = onlyManifest(json, 'Deployment');
  return {
    stack,
    json,
    workload,
    deployment: deployment.object,
    deploymentResource: deployment.resource,
    pod: deployment.object.spec.template.spec,
  };
}

/** Every core Kubernetes object of the stack passes the API schema, with canonical quantities. */
function expectCoreObjectsValid(json: any): void {
  const core = manifestsOf(json).filter((m) => CORE_KINDS.includes(m.object.kind));
  expect(core.length).toBeGreaterThanOrEqual(2);
  for (const m of core)
    expect({ object: m.logicalId, violations: kubernetesViolations(resolveReferences(m.object)) }).toEqual({
      object: m.logicalId,
      violations: [],
    });
}

const advice = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);
const fails = (storage: ModelStorage, options: BuildOptions, code: string) =>
  expect(() => build(storage, options)).toThrow(new RegExp(`\\[${code}\\] test/Llama: `));
/** The bad input's error carries the code, the property, the bad value and the fix. */
const failsWith = (storage: ModelStorage, options: BuildOptions, fields: Record<string, string | undefined>) =>
  expect(thrown(() => build(storage, options))).toMatchObject({ constructPath: 'test/Llama', ...fields });
const policyOf = (json: any) => JSON.parse(Object.values<any>(json.resource.aws_iam_role_policy)[0].policy);

describe('every strategy: a GPU Deployment on the NodePool', () => {
  const { json, deployment, pod, workload } = build(ModelStorage.containerImage());

  test('requests and limits the GPUs, tolerates the taint, selects the NodePool', () => {
    const nodePool = onlyManifest(json, 'NodePool').object.metadata.name;
    expect(pod.nodeSelector).toEqual({ 'karpenter.sh/nodepool': nodePool });
    expect(pod.tolerations).toEqual([{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }]);
    expect(pod.containers[0].resources).toEqual({ requests: { 'nvidia.com/gpu': '1' }, limits: { 'nvidia.com/gpu': '1' } });
    expect(pod.containers[0].image).toBe(DIGEST_IMAGE);
    expect(pod.containers[0].env).toEqual([
      { name: 'MODEL_NAME', value: 'llama' },
      { name: 'MODEL_PATH', value: '/mnt/models/llama' },
      { name: 'MODEL_FORMAT', value: 'safetensors' },
    ]);
    expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': deployment.metadata.name });
    expect(deployment.spec.template.metadata.labels['app.kubernetes.io/name']).toBe(deployment.metadata.name);
  });

  test('a ClusterIP Service, whose in-cluster URL is the workload URL', () => {
    const service = onlyManifest(json, 'Service').object;
    expect(service.spec).toEqual({
      type: 'ClusterIP',
      selector: { 'app.kubernetes.io/name': deployment.metadata.name },
      ports: [{ name: 'http', port: 8000, targetPort: 'http', protocol: 'TCP' }],
    });
    expect(workload.url).toBe(`http://${deployment.metadata.name}.default.svc.cluster.local:8000`);
    expect(workload.platformName).toBe('Amazon EKS');
  });

  test('the Deployment is applied after the NodePool', () => {
    expect(onlyManifest(json, 'Deployment').resource.depends_on).toContain(
      `kubernetes_manifest.${onlyManifest(json, 'NodePool').logicalId}`,
    );
  });
});

describe('ModelStorage.containerImage()', () => {
  test('no bucket, no AWS identity; SOCI comes from the node class', () => {
    const { json, pod, stack } = build(ModelStorage.containerImage());
    expect(pod.serviceAccountName).toBeUndefined();
    expect(pod.volumes).toBeUndefined();
    expect(json.resource.aws_s3_bucket).toBeUndefined();
    expect(json.resource.aws_eks_pod_identity_association).toBeUndefined();
    expect(collectAdvice(stack)).toEqual([]);
    expect(json).toMatchSnapshot();
  });

  test('nodes without SOCI are warned about', () => {
    const { stack } = build(ModelStorage.containerImage(), { nodeClass: { soci: false } });
    expect(advice(stack, 'GPUM-EKS-IMAGE-NO-SOCI')).toHaveLength(1);
  });

  test("prePull: a digest-pinned DaemonSet on the NodePool's nodes, tolerating the GPU taint", () => {
    const { json, stack } = build(ModelStorage.containerImage({ prePull: true }), { props: { prePullCommand: ['/usr/bin/true'] } });
    const daemonSet = onlyManifest(json, 'DaemonSet').object;
    const pod = daemonSet.spec.template.spec;
    expect(pod.nodeSelector).toEqual({ 'karpenter.sh/nodepool': onlyManifest(json, 'NodePool').object.metadata.name });
    expect(pod.tolerations).toEqual([{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }]);
    expect(pod.initContainers).toEqual([
      expect.objectContaining({ name: 'pull', image: DIGEST_IMAGE, imagePullPolicy: 'IfNotPresent', command: ['/usr/bin/true'] }),
    ]);
    expect(pod.containers[0].image).toBe('registry.k8s.io/pause:3.10');
    expect(daemonSet.spec.selector.matchLabels).toEqual({
      'app.kubernetes.io/name': expect.any(String),
      'app.kubernetes.io/component': 'image-pre-pull',
    });
    expect(Object.entries(daemonSet.spec.selector.matchLabels).every(([k, v]) => daemonSet.spec.template.metadata.labels[k] === v)).toBe(
      true,
    );
    expect(advice(stack, 'GPUM-EKS-PREPULL')).toHaveLength(1);
  });

  test('prePull of a tag fails', () => {
    const make = () =>
      new EksGpuWorkload(new TerraformStack(Testing.app(), 'test'), 'Llama', {
        clusterName: 'demo',
        region: 'us-west-2',
        nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', sociEnabled: true }),
        image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm:0.9'),
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
        storage: ModelStorage.containerImage({ prePull: true }),
      });
    expect(make).toThrow(/\[GPUM-EKS-PREPULL-DIGEST\] test\/Llama: .*public.ecr.aws\/acme\/vllm:0.9/);
    expect(thrown(make)).toMatchObject({
      code: 'GPUM-EKS-PREPULL-DIGEST',
      property: 'image',
      value: 'public.ecr.aws/acme/vllm:0.9',
      fix: 'Use registry/repository@sha256:<digest>',
    });
  });
});

describe('ModelStorage.objectStorageMount(): Mountpoint for S3', () => {
  const { json, pod, deploymentResource, workload, stack } = build(ModelStorage.objectStorageMount());

  test('a new bucket: public access blocked, encrypted, versioned, protected from destroy', () => {
    const synthesized = Testing.synth(stack);
    const bucket = Object.values<any>(json.resource.aws_s3_bucket)[0];
    expect(bucket.lifecycle).toEqual({ prevent_destroy: true });
    // S3 names are global: Terraform completes the prefix with a unique suffix.
    expect(bucket.bucket).toBeUndefined();
    expect(bucket.bucket_prefix).toMatch(/^llama-models-[0-9a-f]{8}-$/);
    const bucketId = referenceTo(json, 'aws_s3_bucket', 'id');
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'aws_s3_bucket_public_access_block' },
      { bucket: bucketId, block_public_acls: true, block_public_policy: true, ignore_public_acls: true, restrict_public_buckets: true },
    );
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'aws_s3_bucket_server_side_encryption_configuration' },
      { bucket: bucketId, rule: [{ apply_server_side_encryption_by_default: { sse_algorithm: 'AES256' }, bucket_key_enabled: true }] },
    );
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'aws_s3_bucket_versioning' },
      { bucket: bucketId, versioning_configuration: { status: 'Enabled' } },
    );
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'aws_s3_bucket_ownership_controls' },
      { bucket: bucketId, rule: { object_ownership: 'BucketOwnerEnforced' } },
    );
    expect(workload.bucketName).toBeDefined();
  });

  test('the service account reads only the model prefix of that bucket, through EKS Pod Identity', () => {
    const role = Object.values<any>(json.resource.aws_iam_role).find((r) => r.name.includes('model-reader'));
    expect(JSON.parse(role.assume_role_policy).Statement).toEqual([
      { Effect: 'Allow', Principal: { Service: 'pods.eks.amazonaws.com' }, Action: ['sts:AssumeRole', 'sts:TagSession'] },
    ]);
    const bucketArn = referenceTo(json, 'aws_s3_bucket', 'arn');
    expect(policyOf(json).Statement).toEqual([
      {
        Sid: 'ListModelPrefix',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: bucketArn,
        Condition: { StringLike: { 's3:prefix': ['models/llama/', 'models/llama/*'] } },
      },
      { Sid: 'ReadModelObjects', Effect: 'Allow', Action: 's3:GetObject', Resource: `${bucketArn}/models/llama/*` },
    ]);
    const serviceAccount = onlyManifest(json, 'ServiceAccount').object;
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'aws_eks_pod_identity_association' },
      {
        cluster_name: 'demo',
        namespace: 'default',
        service_account: serviceAccount.metadata.name,
        role_arn: `\${aws_iam_role.${Object.keys(json.resource.aws_iam_role).find((k) => k.includes('ModelReaderRole'))}.arn}`,
      },
    );
    expect(pod.serviceAccountName).toBe(serviceAccount.metadata.name);
    expect(deploymentResource.depends_on).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^aws_eks_pod_identity_association\./),
        expect.stringMatching(/^aws_iam_role_policy\./),
      ]),
    );
  });

  test('a static, read-only PersistentVolume of the CSI driver with bucket, prefix, region and an emptyDir cache', () => {
    const pv = onlyManifest(json, 'PersistentVolume').object;
    const pvc = onlyManifest(json, 'PersistentVolumeClaim').object;
    expect(pv.spec).toEqual({
      capacity: { storage: '16Gi' },
      accessModes: ['ReadOnlyMany'],
      persistentVolumeReclaimPolicy: 'Retain',
      storageClassName: '',
      claimRef: { namespace: 'default', name: pvc.metadata.name },
      mountOptions: ['region us-west-2', 'prefix models/llama/', 'read-only', 'maximum-throughput-gbps 10', 'metadata-ttl indefinite'],
      csi: {
        driver: 's3.csi.aws.com',
        volumeHandle: pv.metadata.name,
        volumeAttributes: {
          bucketName: referenceTo(json, 'aws_s3_bucket', 'bucket'),
          authenticationSource: 'pod',
          cache: 'emptyDir',
          cacheEmptyDirSizeLimit: '18Gi',
        },
      },
    });
    expect(pvc.spec).toEqual({
      accessModes: ['ReadOnlyMany'],
      storageClassName: '',
      resources: { requests: { storage: '16Gi' } },
      volumeName: pv.metadata.name,
    });
    expect(pod.volumes).toEqual([{ name: 'model', persistentVolumeClaim: { claimName: pvc.metadata.name } }]);
    expect(pod.containers[0].volumeMounts).toEqual([{ name: 'model', mountPath: '/mnt/models/llama', readOnly: true }]);
  });

  test('snapshot', () => expect(json).toMatchSnapshot());

  test('the new bucket says where to upload the model, with an aws s3 sync line (info GPUM-EKS-UPLOAD-MODEL)', () => {
    const prefix = Object.values<any>(json.resource.aws_s3_bucket)[0].bucket_prefix;
    const [upload] = advice(stack, 'GPUM-EKS-UPLOAD-MODEL');
    expect(upload).toMatchObject({ level: 'info', constructPath: 'test/Llama' });
    expect(upload.message).toBe(
      `[GPUM-EKS-UPLOAD-MODEL] the new bucket (${prefix}<unique suffix>, its name is the bucket attribute after apply) is empty: upload the model's files under models/llama/ before the first pod starts, for example: aws s3 sync ./llama/ s3://<bucket>/models/llama/`,
    );
    expect(advice(build(ModelStorage.objectStorageMount({ bucketName: 'team-models' })).stack, 'GPUM-EKS-UPLOAD-MODEL')).toEqual([]);
  });

  test('an existing bucket by name: no bucket resources, the policy still scoped to it', () => {
    const existing = build(
      ModelStorage.objectStorageMount({
        bucketName: 'team-models',
        fileCache: { size: Size.gibibytes(40) },
        mountOptions: ['uid=1000', '--allow-other', 'metadata-ttl 300'],
      }),
    );
    expect(existing.json.resource.aws_s3_bucket).toBeUndefined();
    const partition = referenceTo(existing.json, 'data.aws_partition', 'partition', 'Llama_');
    expect(policyOf(existing.json).Statement[1].Resource).toBe(`arn:${partition}:s3:::team-models/models/llama/*`);
    const pv = onlyManifest(existing.json, 'PersistentVolume').object;
    expect(pv.spec.csi.volumeAttributes).toMatchObject({ bucketName: 'team-models', cacheEmptyDirSizeLimit: '40Gi' });
    expect(pv.spec.mountOptions).toEqual([
      'region us-west-2',
      'prefix models/llama/',
      'read-only',
      'maximum-throughput-gbps 10',
      'uid 1000',
      'allow-other',
      'metadata-ttl 300',
    ]);
  });

  test('an existing bucket as a resource object', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const bucket = new S3Bucket(stack, 'Existing', { bucket: 'shared-models' });
    new EksGpuWorkload(stack, 'Llama', {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', instanceStoreRaid0: true }),
      modelBucket: bucket,
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount(),
    });
    const json = synthJson(stack);
    expectCoreObjectsValid(json);
    expect(Object.keys(json.resource.aws_s3_bucket)).toHaveLength(1);
    expect(policyOf(json).Statement[1].Resource).toBe(`${referenceTo(json, 'aws_s3_bucket', 'arn')}/models/llama/*`);
    expect(onlyManifest(json, 'PersistentVolume').object.spec.csi.volumeAttributes.bucketName).toBe(
      referenceTo(json, 'aws_s3_bucket', 'bucket'),
    );
  });

  test('RemovalPolicy.DESTROY leaves the new bucket unprotected; a KMS key may be decrypted with', () => {
    const { json: destroyable } = build(ModelStorage.objectStorageMount({ removalPolicy: RemovalPolicy.DESTROY }), {
      props: { modelKmsKeyArn: 'arn:aws:kms:us-west-2:123456789012:key/abc' },
    });
    expect(Object.values<any>(destroyable.resource.aws_s3_bucket)[0].lifecycle).toBeUndefined();
    expect(policyOf(destroyable).Statement[2]).toEqual({
      Sid: 'DecryptModelObjects',
      Effect: 'Allow',
      Action: 'kms:Decrypt',
      Resource: 'arn:aws:kms:us-west-2:123456789012:key/abc',
    });
  });

  test('options Mountpoint on EKS does not honour fail', () => {
    fails(ModelStorage.objectStorageMount({ bufferedRead: { maxBlocks: 10 } }), {}, 'GPUM-STORAGE-OPTION-UNSUPPORTED');
    fails(ModelStorage.objectStorageMount({ hierarchicalNamespace: true }), {}, 'GPUM-STORAGE-OPTION-UNSUPPORTED');
    fails(ModelStorage.objectStorageMount({ accelerator: { zoneId: 'a' } }), {}, 'GPUM-STORAGE-OPTION-UNSUPPORTED');
    fails(
      ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(1), parallelDownloads: true } }),
      {},
      'GPUM-STORAGE-OPTION-UNSUPPORTED',
    );
    fails(ModelStorage.objectStorageMount({ mountOptions: ['prefix other/'] }), {}, 'GPUM-EKS-MOUNT-OPTION');
    fails(ModelStorage.objectStorageMount({ mountOptions: ['allow-delete'] }), {}, 'GPUM-EKS-MOUNT-OPTION');
    fails(ModelStorage.objectStorageMount({ mountOptions: ['max-cache-size 100'] }), {}, 'GPUM-EKS-MOUNT-OPTION');
    fails(ModelStorage.objectStorageMount({ mountOptions: ['implicit-dirs'] }), {}, 'GPUM-EKS-MOUNT-OPTION');
    fails(ModelStorage.objectStorageMount({ bucketName: 'x', removalPolicy: RemovalPolicy.DESTROY }), {}, 'GPUM-EKS-BUCKET');
    fails(
      ModelStorage.objectStorageMount({ bucketName: 'x' }),
      { props: { modelBucket: { bucket: 'y', arn: 'arn:aws:s3:::y' } } },
      'GPUM-EKS-BUCKET',
    );
  });

  test.each<[string, ModelStorage, BuildOptions, Record<string, string | undefined>]>([
    [
      'fileCache.parallelDownloads',
      ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(1), parallelDownloads: true } }),
      {},
      { code: 'GPUM-STORAGE-OPTION-UNSUPPORTED', property: 'storage.fileCache.parallelDownloads', value: 'true', fix: 'Remove it' },
    ],
    [
      'a mount option the workload sets',
      ModelStorage.objectStorageMount({ mountOptions: ['uid 1000', 'prefix other/'] }),
      {},
      { code: 'GPUM-EKS-MOUNT-OPTION', property: 'storage.mountOptions[1]', value: 'prefix other/', fix: 'remove it' },
    ],
    [
      'a cache mount option',
      ModelStorage.objectStorageMount({ mountOptions: ['max-cache-size 100'] }),
      {},
      {
        code: 'GPUM-EKS-MOUNT-OPTION',
        property: 'storage.mountOptions[0]',
        value: 'max-cache-size 100',
        fix: "use the strategy's fileCache: { size } instead",
      },
    ],
    [
      'a removal policy for an existing bucket',
      ModelStorage.objectStorageMount({ bucketName: 'x', removalPolicy: RemovalPolicy.DESTROY }),
      {},
      { code: 'GPUM-EKS-BUCKET', property: 'storage.removalPolicy', value: 'destroy', fix: 'remove removalPolicy' },
    ],
    [
      'a bucket name and a modelBucket',
      ModelStorage.objectStorageMount({ bucketName: 'x' }),
      { props: { modelBucket: { bucket: 'y', arn: 'arn:aws:s3:::y' } } },
      { code: 'GPUM-EKS-BUCKET', property: 'storage.bucketName, modelBucket', value: undefined, fix: 'give the existing bucket once' },
    ],
    [
      'an empty bucket name',
      ModelStorage.objectStorageMount({ bucketName: '' }),
      {},
      { code: 'GPUM-EKS-BUCKET', property: 'storage.bucketName', value: '', fix: "give the existing bucket's name" },
    ],
    [
      'an empty modelBucket.bucket',
      ModelStorage.objectStorageMount(),
      { props: { modelBucket: { bucket: '', arn: '' } } },
      { code: 'GPUM-EKS-BUCKET', property: 'modelBucket.bucket', value: '', fix: "give the existing bucket's name" },
    ],
  ])('%s: the error names the property, the bad value and the fix', (_name, storage, options, fields) =>
    failsWith(storage, options, fields),
  );

  test('an empty bucket name: the message names the prop that is empty', () => {
    expect(thrown(() => build(ModelStorage.objectStorageMount({ bucketName: '' }))).message).toContain('storage.bucketName is empty');
    expect(thrown(() => build(ModelStorage.objectStorageMount(), { props: { modelBucket: { bucket: '', arn: '' } } })).message).toContain(
      'modelBucket.bucket is empty',
    );
  });

  test("the cache must fit the node's storage", () => {
    fails(ModelStorage.objectStorageMount(), { nodeClass: { minLocalNvme: Size.gibibytes(10) } }, 'GPUM-EKS-NVME-TOO-SMALL');
    // Without minLocalNvme: advice only when some instance type the pool admits is too small (g5.xlarge, g6.xlarge and g6e.xlarge have 250 GB).
    expect(advice(build(ModelStorage.objectStorageMount()).stack, 'GPUM-EKS-NVME-SIZE')).toHaveLength(0);
    const tight = advice(build(ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(300) } })).stack, 'GPUM-EKS-NVME-SIZE');
    expect(tight).toHaveLength(1);
    expect(tight[0].message).toContain('g5.xlarge');
    fails(
      ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(200) } }),
      { nodeClass: { instanceStoreRaid0: false } },
      'GPUM-EKS-EBS-TOO-SMALL',
    );
    expect(
      advice(build(ModelStorage.objectStorageMount(), { nodeClass: { instanceStoreRaid0: false } }).stack, 'GPUM-EKS-EMPTYDIR-ON-EBS'),
    ).toHaveLength(1);
  });

  test.each<[string, ModelStorage, BuildOptions, Record<string, string | undefined>]>([
    [
      'a cache sized after the model, above minLocalNvme',
      ModelStorage.objectStorageMount(),
      { nodeClass: { minLocalNvme: Size.gibibytes(10) } },
      {
        code: 'GPUM-EKS-NVME-TOO-SMALL',
        property: 'model.size',
        value: '16 GiB',
        fix: "Raise the node class's minLocalNvme to at least 17.6 GiB",
      },
    ],
    [
      'a fileCache size above minLocalNvme',
      ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(40) } }),
      { nodeClass: { minLocalNvme: Size.gibibytes(30) } },
      {
        code: 'GPUM-EKS-NVME-TOO-SMALL',
        property: 'storage.fileCache.size',
        value: '40 GiB',
        fix: "Raise the node class's minLocalNvme to at least 40 GiB",
      },
    ],
    [
      'an EksModelStorage.mountpoint() cacheSize above minLocalNvme',
      EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(40) }),
      { nodeClass: { minLocalNvme: Size.gibibytes(30) } },
      { code: 'GPUM-EKS-NVME-TOO-SMALL', property: 'storage.cacheSize', value: '40 GiB' },
    ],
    [
      'a fileCache size larger than every admitted instance store',
      ModelStorage.objectStorageMount({ fileCache: { size: Size.tebibytes(2) } }),
      { nodeClass: { instanceFamilies: ['g6'], gpuLimit: 1 } },
      { code: 'GPUM-EKS-NVME-TOO-SMALL', property: 'storage.fileCache.size', value: '2 TiB' },
    ],
    [
      'a fileCache size above the EBS volume',
      ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(200) } }),
      { nodeClass: { instanceStoreRaid0: false } },
      {
        code: 'GPUM-EKS-EBS-TOO-SMALL',
        property: 'storage.fileCache.size',
        value: '200 GiB',
        fix: 'Turn instanceStoreRaid0 on or enlarge the volume',
      },
    ],
  ])('%s: the error names the property, the bad value and the fix', (_name, storage, options, fields) =>
    failsWith(storage, options, fields),
  );
});

/** The AWS CLI configuration the download container writes, as `{ default: {...}, s3: {...} }`. */
function awsCliConfig(initContainer: any): Record<string, Record<string, string>> {
  const text = initContainer.env.find((e: any) => e.name === 'MODEL_DOWNLOAD_AWS_CONFIG').value as string;
  const out: Record<string, Record<string, string>> = {};
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      out[section] = {};
    } else if (line === 's3 =') {
      section = 's3';
      out.s3 = {};
    } else {
      const [key, value] = line.trim().split(' = ');
      out[section][key] = value;
    }
  }
  return out;
}

describe('ModelStorage.downloadAtStart(): the AWS CLI into an emptyDir on the NVMe array', () => {
  const { json, pod, stack } = build(ModelStorage.downloadAtStart(), { nodeClass: { minLocalNvme: Size.gibibytes(200) } });
  const envOf = (container: any) => Object.fromEntries(container.env.map((e: any) => [e.name, e.value]));

  test('an AWS CLI v2 init container (Pod Identity capable) syncs the prefix; the server mounts it read-only', () => {
    const [download] = pod.initContainers;
    expect(pod.initContainers).toHaveLength(1);
    expect(download).toEqual({
      name: 'download-model',
      image: 'public.ecr.aws/aws-cli/aws-cli:2.31.0',
      command: ['/bin/sh', '-c', expect.stringContaining('exec aws s3 sync --only-show-errors "$MODEL_SOURCE" "$MODEL_DESTINATION"')],
      env: expect.any(Array),
      volumeMounts: [{ name: 'model', mountPath: '/mnt/models/llama' }],
    });
    // The script writes the configuration from the environment to AWS_CONFIG_FILE before the sync.
    expect(download.command[2]).toMatch(/printf "%s\\n" "\$MODEL_DOWNLOAD_AWS_CONFIG" > "\$AWS_CONFIG_FILE"; exec aws/);
    expect(envOf(download)).toEqual({
      AWS_REGION: 'us-west-2',
      AWS_CONFIG_FILE: '/tmp/aws/config',
      MODEL_DOWNLOAD_AWS_CONFIG: expect.any(String),
      MODEL_SOURCE: `s3://${referenceTo(json, 'aws_s3_bucket', 'bucket')}/models/llama/`,
      MODEL_DESTINATION: '/mnt/models/llama',
    });
    expect(pod.volumes).toEqual([{ name: 'model', emptyDir: { sizeLimit: '18Gi' } }]);
    expect(pod.containers[0].volumeMounts).toEqual([{ name: 'model', mountPath: '/mnt/models/llama', readOnly: true }]);
    expect(pod.serviceAccountName).toBe(onlyManifest(json, 'ServiceAccount').object.metadata.name);
    expect(policyOf(json).Statement[1].Resource).toBe(`${referenceTo(json, 'aws_s3_bucket', 'arn')}/models/llama/*`);
    expect(collectAdvice(stack).map((a) => a.id)).toEqual(['GPUM-EKS-UPLOAD-MODEL', 'GPUM-EKS-DOWNLOAD-BANDWIDTH']);
  });

  test('the CRT client by default, targeting the network of the smallest instance type the pod can land on', () => {
    // g5, g6 and g6e with NVMe: g5.xlarge and g6.xlarge are the smallest, 10 Gb/s (EC2's figure).
    expect(awsCliConfig(pod.initContainers[0])).toEqual({
      default: { region: 'us-west-2' },
      s3: { preferred_transfer_client: 'crt', multipart_chunksize: '67108864', target_bandwidth: '1250000000' },
    });
    expect(advice(stack, 'GPUM-EKS-DOWNLOAD-BANDWIDTH')[0].message).toMatch(
      /targets 10 Gb\/s .*the network of g5\.xlarge, the smallest instance type the pods can land on \(larger types reach up to 400 Gb\/s, g6e\.48xlarge\)/,
    );
    // A pool of p5 for 8 GPUs: only p5.48xlarge, 3200 Gb/s.
    const p5 = build(ModelStorage.downloadAtStart(), { nodeClass: { instanceFamilies: ['p5'], gpuLimit: 16 }, props: { gpuCount: 8 } });
    expect(awsCliConfig(p5.pod.initContainers[0]).s3.target_bandwidth).toBe(String((3200 * 1e9) / 8));
    // A pool made elsewhere without families: the CLI's own target, said so.
    const unknown = build(ModelStorage.downloadAtStart(), {
      pool: () => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', instanceStoreRaid0: true }),
    });
    expect(awsCliConfig(unknown.pod.initContainers[0]).s3).toEqual({ preferred_transfer_client: 'crt', multipart_chunksize: '67108864' });
    expect(advice(unknown.stack, 'GPUM-EKS-DOWNLOAD-BANDWIDTH')[0].message).toMatch(/not known to the library.*10 Gb\/s/);
  });

  test('the classic client honours concurrency, part size and retries, with the documented defaults', () => {
    const classic = EksModelDownloader.awsCli({ transferClient: S3TransferClient.CLASSIC });
    const defaults = build(ModelStorage.downloadAtStart(), { props: { modelDownloader: classic } });
    expect(awsCliConfig(defaults.pod.initContainers[0])).toEqual({
      default: { region: 'us-west-2', retry_mode: 'standard', max_attempts: '6' },
      s3: {
        preferred_transfer_client: 'classic',
        max_concurrent_requests: '64',
        multipart_threshold: '67108864',
        multipart_chunksize: '67108864',
      },
    });
    expect(collectAdvice(defaults.stack).map((a) => a.id)).toEqual(['GPUM-EKS-UPLOAD-MODEL']);
    const tuned = build(
      ModelStorage.downloadAtStart({ bucketName: 'team-models', concurrency: 16, partSize: Size.mebibytes(128), retries: 10 }),
      { props: { modelDownloader: classic } },
    );
    expect(awsCliConfig(tuned.pod.initContainers[0])).toEqual({
      default: { region: 'us-west-2', retry_mode: 'standard', max_attempts: '11' },
      s3: {
        preferred_transfer_client: 'classic',
        max_concurrent_requests: '16',
        multipart_threshold: '134217728',
        multipart_chunksize: '134217728',
      },
    });
    expect(envOf(tuned.pod.initContainers[0]).MODEL_SOURCE).toBe('s3://team-models/models/llama/');
    expect(advice(tuned.stack, 'GPUM-EKS-DOWNLOAD-CLASSIC')).toEqual([]);
  });

  test('concurrency or retries without a chosen client: the classic client, which honours them, with a warning', () => {
    const tuned = build(ModelStorage.downloadAtStart({ concurrency: 32 }));
    expect(awsCliConfig(tuned.pod.initContainers[0]).s3).toMatchObject({
      preferred_transfer_client: 'classic',
      max_concurrent_requests: '32',
    });
    expect(advice(tuned.stack, 'GPUM-EKS-DOWNLOAD-CLASSIC')[0]).toMatchObject({
      level: 'warning',
      message: expect.stringMatching(/sets concurrency, which only the AWS CLI's classic transfer client honours/),
    });
    const retries = build(ModelStorage.downloadAtStart({ retries: 2 }));
    expect(awsCliConfig(retries.pod.initContainers[0]).default.max_attempts).toBe('3');
    expect(advice(retries.stack, 'GPUM-EKS-DOWNLOAD-CLASSIC')).toHaveLength(1);
    expect(advice(retries.stack, 'GPUM-EKS-DOWNLOAD-BANDWIDTH')).toEqual([]);
  });

  test('retries as a Terraform token: max_attempts is one more, in Terraform', () => {
    const retries = build(ModelStorage.downloadAtStart({ retries: Token.asNumber(Fn.parseint('4', 10)) }));
    expect(awsCliConfig(retries.pod.initContainers[0]).default.max_attempts).toBe('${(parseint("4", 10) + 1)}');
  });

  test('snapshot', () => expect(json).toMatchSnapshot());

  test('the CRT client: part size and target bandwidth; concurrency and retries, which it ignores, fail', () => {
    const crt = EksModelDownloader.awsCli({
      transferClient: S3TransferClient.CRT,
      targetBandwidthGbps: 100,
      image: 'public.ecr.aws/aws-cli/aws-cli:2.32.0',
    });
    const { pod: crtPod } = build(ModelStorage.downloadAtStart({ partSize: Size.mebibytes(32) }), { props: { modelDownloader: crt } });
    expect(crtPod.initContainers[0].image).toBe('public.ecr.aws/aws-cli/aws-cli:2.32.0');
    expect(awsCliConfig(crtPod.initContainers[0])).toEqual({
      default: { region: 'us-west-2' },
      s3: { preferred_transfer_client: 'crt', multipart_chunksize: '33554432', target_bandwidth: '12500000000' },
    });
    // The given target wins over the node's; no default client is needed to give it.
    const given = build(ModelStorage.downloadAtStart(), {
      props: { modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 25 }) },
    });
    expect(awsCliConfig(given.pod.initContainers[0]).s3.target_bandwidth).toBe('3125000000');
    expect(advice(given.stack, 'GPUM-EKS-DOWNLOAD-BANDWIDTH')).toEqual([]);
    expect(() => build(ModelStorage.downloadAtStart({ concurrency: 32 }), { props: { modelDownloader: crt } })).toThrow(
      /\[GPUM-EKS-DOWNLOAD\] test\/Llama: .*CRT transfer client ignores concurrency/,
    );
    expect(() => build(ModelStorage.downloadAtStart({ retries: 3 }), { props: { modelDownloader: crt } })).toThrow(
      /CRT transfer client ignores retries/,
    );
    fails(
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.awsCli({ transferClient: S3TransferClient.CRT, targetBandwidthGbps: 0 }) } },
      'GPUM-EKS-DOWNLOAD',
    );
    fails(
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 6401 }) } },
      'GPUM-EKS-DOWNLOAD',
    );
    fails(
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.awsCli({ transferClient: S3TransferClient.CLASSIC, targetBandwidthGbps: 100 }) } },
      'GPUM-EKS-DOWNLOAD',
    );
  });

  test('s5cmd by choice: workers, parts, retries and per-file concurrency; the image must read Pod Identity credentials', () => {
    const tuned = build(
      ModelStorage.downloadAtStart({ bucketName: 'team-models', concurrency: 16, partSize: Size.mebibytes(128), retries: 10 }),
      {
        props: { modelDownloader: EksModelDownloader.s5cmd('example.com/s5cmd:2.4.0', { concurrencyPerFile: 64 }) },
      },
    );
    expect(tuned.pod.initContainers[0]).toEqual({
      name: 'download-model',
      image: 'example.com/s5cmd:2.4.0',
      args: [
        '--numworkers',
        '16',
        '--retry-count',
        '10',
        'cp',
        '--concurrency',
        '64',
        '--part-size',
        '128',
        's3://team-models/models/llama/*',
        '/mnt/models/llama/',
      ],
      env: [{ name: 'AWS_REGION', value: 'us-west-2' }],
      volumeMounts: [{ name: 'model', mountPath: '/mnt/models/llama' }],
    });
    expect(advice(tuned.stack, 'GPUM-EKS-S5CMD-POD-IDENTITY')[0].message).toMatch(
      /example.com\/s5cmd:2.4.0: its aws-sdk-go must be >= v1.47.11/,
    );
    const defaults = build(ModelStorage.downloadAtStart(), {
      props: { modelDownloader: EksModelDownloader.s5cmd('example.com/s5cmd:2.4.0') },
    });
    expect(defaults.pod.initContainers[0].args.slice(0, 9)).toEqual([
      '--numworkers',
      '64',
      '--retry-count',
      '5',
      'cp',
      '--concurrency',
      '32',
      '--part-size',
      '64',
    ]);
    // peakcom/s5cmd up to v2.3.0 is built with aws-sdk-go v1.44.312: it would crash-loop.
    for (const image of ['peakcom/s5cmd:v2.3.0', 'docker.io/peakcom/s5cmd:v2.2.2']) {
      expect(() => build(ModelStorage.downloadAtStart(), { props: { modelDownloader: EksModelDownloader.s5cmd(image) } })).toThrow(
        /\[GPUM-EKS-DOWNLOADER\] test\/Llama: .*peak\/s5cmd#807/,
      );
    }
    fails(
      ModelStorage.downloadAtStart({ partSize: Size.kibibytes(5200) }),
      { props: { modelDownloader: EksModelDownloader.s5cmd('example.com/s5cmd:2.4.0') } },
      'GPUM-EKS-DOWNLOAD',
    );
    fails(
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.s5cmd('example.com/s5cmd:2.4.0', { concurrencyPerFile: 0 }) } },
      'GPUM-EKS-DOWNLOAD',
    );
  });

  test('bad download settings and storage that cannot hold the model fail', () => {
    fails(ModelStorage.downloadAtStart({ partSize: Size.mebibytes(2) }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart({ partSize: Size.kibibytes(5000) }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart({ partSize: Size.gibibytes(6) }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart({ concurrency: 0 }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart({ concurrency: 2000 }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart({ retries: -1 }), {}, 'GPUM-EKS-DOWNLOAD');
    fails(ModelStorage.downloadAtStart(), { nodeClass: { minLocalNvme: Size.gibibytes(16) } }, 'GPUM-EKS-NVME-TOO-SMALL');
    fails(
      ModelStorage.downloadAtStart(),
      { nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(17) } } },
      'GPUM-EKS-EBS-TOO-SMALL',
    );
  });

  const crtClient = EksModelDownloader.awsCli({ transferClient: S3TransferClient.CRT });
  test.each<[string, ModelStorage, BuildOptions, Record<string, string | undefined>]>([
    [
      'a part size below 5 MiB',
      ModelStorage.downloadAtStart({ partSize: Size.mebibytes(2) }),
      {},
      {
        code: 'GPUM-EKS-DOWNLOAD',
        property: 'storage.partSize',
        value: '2 MiB',
        fix: 'S3 parts are 5 MiB to 5 GiB. Use for example Size.mebibytes(64)',
      },
    ],
    [
      'concurrency and retries for the CRT client',
      ModelStorage.downloadAtStart({ concurrency: 32, retries: 3 }),
      { props: { modelDownloader: crtClient } },
      {
        code: 'GPUM-EKS-DOWNLOAD',
        property: 'storage.concurrency, storage.retries',
        value: '32, 3',
        fix: 'remove them from ModelStorage.downloadAtStart(), or use S3TransferClient.CLASSIC, which honours them',
      },
    ],
    [
      'a target bandwidth of 0 Gb/s',
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.awsCli({ targetBandwidthGbps: 0 }) } },
      {
        code: 'GPUM-EKS-DOWNLOAD',
        property: 'modelDownloader.targetBandwidthGbps',
        value: '0',
        fix: "give the node's network bandwidth in Gb/s, more than 0 and at most 6400",
      },
    ],
    [
      'a target bandwidth for the classic client',
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.awsCli({ transferClient: S3TransferClient.CLASSIC, targetBandwidthGbps: 100 }) } },
      {
        code: 'GPUM-EKS-DOWNLOAD',
        property: 'modelDownloader.targetBandwidthGbps',
        value: '100',
        fix: 'Remove it, or choose the CRT client',
      },
    ],
    [
      'a part size s5cmd cannot take',
      ModelStorage.downloadAtStart({ partSize: Size.kibibytes(5200) }),
      { props: { modelDownloader: EksModelDownloader.s5cmd('example.com/s5cmd:2.4.0') } },
      {
        code: 'GPUM-EKS-DOWNLOAD',
        property: 'storage.partSize',
        value: '5.08 MiB',
        fix: 's5cmd takes whole MiB. Use for example Size.mebibytes(64)',
      },
    ],
    [
      'an empty s5cmd image',
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.s5cmd('') } },
      {
        code: 'GPUM-EKS-DOWNLOADER',
        property: 'modelDownloader',
        value: '',
        fix: 'name an image whose aws-sdk-go is >= v1.47.11',
      },
    ],
    [
      'an s5cmd image without Pod Identity support',
      ModelStorage.downloadAtStart(),
      { props: { modelDownloader: EksModelDownloader.s5cmd('peakcom/s5cmd:v2.3.0') } },
      {
        code: 'GPUM-EKS-DOWNLOADER',
        property: 'modelDownloader',
        value: 'peakcom/s5cmd:v2.3.0',
        fix: 'Use EksModelDownloader.AWS_CLI, or an s5cmd image built with aws-sdk-go >= v1.47.11',
      },
    ],
    [
      'a downloaded model above the EBS volume',
      ModelStorage.downloadAtStart(),
      { nodeClass: { instanceStoreRaid0: false, dataVolume: { size: Size.gibibytes(17) } } },
      { code: 'GPUM-EKS-EBS-TOO-SMALL', property: 'model.size', value: '16 GiB' },
    ],
  ])('%s: the error names the property, the bad value and the fix', (_name, storage, options, fields) =>
    failsWith(storage, options, fields),
  );
});

describe('ModelStorage.internet() and strategies EKS does not offer', () => {
  test('internet: MODEL_URL and a warning', () => {
    const { pod, stack } = build(ModelStorage.internet({ url: 'https://huggingface.co/org/llama' }));
    expect(pod.containers[0].env).toContainEqual({ name: 'MODEL_URL', value: 'https://huggingface.co/org/llama' });
    expect(advice(stack, 'GPUM-INTERNET-MODEL')).toHaveLength(1);
  });

  test('fileSystem fails with the list of strategies EKS offers', () => {
    expect(() => build(ModelStorage.fileSystem())).toThrow(
      /\[GPUM-STORAGE-UNSUPPORTED\] .*Amazon EKS does not offer ModelStorage.fileSystem\(\). Use one of: ModelStorage.containerImage\(\), ModelStorage.objectStorageMount\(\), ModelStorage.downloadAtStart\(\), ModelStorage.internet\(\)/,
    );
  });
});

describe('workload options', () => {
  test('resources, shared memory, probes, command, replicas, namespace', () => {
    const { json, pod, deployment } = build(ModelStorage.containerImage(), {
      props: {
        name: 'llama-server',
        namespace: 'inference',
        createNamespace: true,
        replicas: 2,
        gpuCount: 4,
        cpu: 16,
        memory: Size.gibibytes(64),
        sharedMemorySize: Size.gibibytes(8),
        port: 8080,
        command: ['vllm'],
        args: ['serve', '/mnt/models/llama'],
        healthCheckPath: '/health',
        startupTimeout: Duration.minutes(20),
        environment: { HF_HUB_OFFLINE: '1' },
      },
    });
    expect(deployment.metadata).toMatchObject({ name: 'llama-server', namespace: 'inference' });
    expect(deployment.spec.replicas).toBe(2);
    const server = pod.containers[0];
    expect(server.resources).toEqual({
      requests: { 'nvidia.com/gpu': '4', cpu: '16', memory: '64Gi' },
      limits: { 'nvidia.com/gpu': '4', memory: '64Gi' },
    });
    expect(server.command).toEqual(['vllm']);
    expect(server.args).toEqual(['serve', '/mnt/models/llama']);
    expect(server.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }]);
    expect(server.env).toContainEqual({ name: 'HF_HUB_OFFLINE', value: '1' });
    expect(server.startupProbe).toEqual({ httpGet: { path: '/health', port: 'http' }, periodSeconds: 10, failureThreshold: 120 });
    expect(server.readinessProbe).toEqual({ httpGet: { path: '/health', port: 'http' }, periodSeconds: 10, failureThreshold: 3 });
    expect(pod.volumes).toEqual([{ name: 'dshm', emptyDir: { medium: 'Memory', sizeLimit: '8Gi' } }]);
    expect(server.volumeMounts).toEqual([{ name: 'dshm', mountPath: '/dev/shm' }]);
    expect(onlyManifest(json, 'Namespace').object.metadata.name).toBe('inference');
    expect(onlyManifest(json, 'Deployment').resource.depends_on).toContain(
      `kubernetes_manifest.${onlyManifest(json, 'Namespace').logicalId}`,
    );
  });

  test('quantities in their canonical form, so kubernetes_manifest sees no change after apply', () => {
    const { pod } = build(ModelStorage.containerImage(), {
      props: { cpu: 0.5, memory: Size.gibibytes(1024), sharedMemorySize: Size.mebibytes(1536), gpuCount: 2 },
    });
    expect(pod.containers[0].resources).toEqual({
      requests: { 'nvidia.com/gpu': '2', cpu: '500m', memory: '1Ti' },
      limits: { 'nvidia.com/gpu': '2', memory: '1Ti' },
    });
    expect(pod.volumes).toEqual([{ name: 'dshm', emptyDir: { medium: 'Memory', sizeLimit: '1536Mi' } }]);
    expect(build(ModelStorage.containerImage(), { props: { cpu: 12.25 } }).pod.containers[0].resources.requests.cpu).toBe('12250m');

    // Offloaded: a 1 TiB model does not fit the pool's GPUs, and this test is about the quantities.
    const big = { model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(1024), gpuLoading: ModelGpuLoading.OFFLOADED }) };
    const mount = build(ModelStorage.objectStorageMount({ fileCache: { size: Size.tebibytes(2) } }), { props: big });
    const pv = onlyManifest(mount.json, 'PersistentVolume').object;
    expect(pv.spec.capacity).toEqual({ storage: '1Ti' });
    expect(pv.spec.csi.volumeAttributes.cacheEmptyDirSizeLimit).toBe('2Ti');
    expect(onlyManifest(mount.json, 'PersistentVolumeClaim').object.spec.resources.requests).toEqual({ storage: '1Ti' });
    // The download's emptyDir: the model plus 10 %, rounded up to whole GiB, then canonical.
    const download = (gib: number) =>
      build(ModelStorage.downloadAtStart(), {
        props: { model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(gib), gpuLoading: ModelGpuLoading.OFFLOADED }) },
      }).pod.volumes;
    expect(download(1024 / 1.1)).toEqual([{ name: 'model', emptyDir: { sizeLimit: '1Ti' } }]);
    expect(download(930)).toEqual([{ name: 'model', emptyDir: { sizeLimit: '1023Gi' } }]);
  });

  test("${...} in the user's text reaches Terraform escaped, through either backend; tokens stay references", () => {
    const props: Partial<EksGpuWorkloadProps> = {
      command: ['/bin/sh', '-c'],
      args: ['exec vllm serve ${MODEL_PATH} --download-dir ${HOME}/.cache %{if x}'],
      environment: { HF_HOME: '${HOME}/hf', BUCKET_REGION: Fn.lower('US-WEST-2') },
      healthCheckPath: '/health?probe=${POD_NAME}',
      prePullCommand: ['/bin/sh', '-c', 'test -d ${HOME}'],
    };
    const check = (json: any) => {
      const pod = onlyManifest(json, 'Deployment').object.spec.template.spec;
      const server = pod.containers[0];
      expect(server.command).toEqual(['/bin/sh', '-c']);
      expect(server.args).toEqual(['exec vllm serve $${MODEL_PATH} --download-dir $${HOME}/.cache %%{if x}']);
      expect(server.env).toContainEqual({ name: 'HF_HOME', value: '$${HOME}/hf' });
      expect(server.env).toContainEqual({ name: 'BUCKET_REGION', value: '${lower("US-WEST-2")}' });
      expect(server.startupProbe.httpGet.path).toBe('/health?probe=$${POD_NAME}');
      expect(onlyManifest(json, 'DaemonSet').object.spec.template.spec.initContainers[0].command).toEqual([
        '/bin/sh',
        '-c',
        'test -d $${HOME}',
      ]);
    };
    const { json, workload } = build(ModelStorage.containerImage({ prePull: true }), { props });
    check(json);
    expect(workload.deploymentSpec.spec.template.spec.containers[0].args[0]).toContain('$${MODEL_PATH}');
    check(
      build(ModelStorage.containerImage({ prePull: true }), { props, nodeClass: { manifestBackend: ManifestBackend.kubectlManifest() } })
        .json,
    );
    // Mount options and the internet strategy's URL are the user's text too.
    const mount = build(ModelStorage.objectStorageMount({ mountOptions: ['user-agent-prefix ${team}'] }));
    expect(onlyManifest(mount.json, 'PersistentVolume').object.spec.mountOptions).toContain('user-agent-prefix $${team}');
    expect(build(ModelStorage.internet({ url: 'https://example.com/${model}' })).pod.containers[0].env).toContainEqual({
      name: 'MODEL_URL',
      value: 'https://example.com/$${model}',
    });
  });

  test.each<[string, Partial<EksGpuWorkloadProps>, Record<string, string | undefined>]>([
    [
      'a name starting with a digit',
      { name: '7b-server' },
      { code: 'GPUM-EKS-NAME', property: 'name', value: '7b-server', fix: 'must start with a letter' },
    ],
    [
      'a namespace that is no DNS label',
      { namespace: 'kube_system' },
      {
        code: 'GPUM-EKS-NAME',
        property: 'namespace',
        value: 'kube_system',
        fix: 'use at most 63 lower-case letters, digits and "-", starting and ending with a letter or digit',
      },
    ],
    [
      'a health check path without "/"',
      { healthCheckPath: 'health' },
      { code: 'GPUM-EKS-HEALTH-CHECK', property: 'healthCheckPath', value: 'health', fix: 'must start with "/"' },
    ],
  ])('%s: the error names the property, the bad value and the fix', (_name, props, fields) =>
    failsWith(ModelStorage.containerImage(), { props }, fields),
  );

  test('bad workload props fail', () => {
    fails(ModelStorage.containerImage(), { props: { environment: { MODEL_PATH: '/x' } } }, 'GPUM-EKS-ENV-RESERVED');
    fails(ModelStorage.containerImage(), { props: { name: 'Llama' } }, 'GPUM-EKS-NAME');
    fails(ModelStorage.containerImage(), { props: { name: '7b-server' } }, 'GPUM-EKS-NAME');
    fails(ModelStorage.containerImage(), { props: { namespace: 'kube_system' } }, 'GPUM-EKS-NAME');
    fails(ModelStorage.containerImage(), { props: { healthCheckPath: 'health' } }, 'GPUM-EKS-HEALTH-CHECK');
    fails(ModelStorage.containerImage(), { props: { gpuCount: 0 } }, 'GPUM-EKS-GPU-COUNT');
    fails(ModelStorage.containerImage(), { props: { port: 70000 } }, 'GPUM-EKS-PORT');
    fails(ModelStorage.containerImage(), { props: { cpu: -1 } }, 'GPUM-EKS-CPU');
  });

  test('a token as port reaches the Service, the container and the workload URL as a reference', () => {
    const port = Token.asNumber(Fn.parseint('8080', 10));
    const { json, workload } = build(ModelStorage.containerImage(), {
      props: { port },
      outputs: (w) => ({ url: w.url }),
      unvalidated: true,
    });
    const reference = '${parseint("8080", 10)}';
    const name = onlyManifest(json, 'Deployment').object.metadata.name;
    expect(onlyManifest(json, 'Service').object.spec.ports).toEqual([
      { name: 'http', port: reference, targetPort: 'http', protocol: 'TCP' },
    ]);
    expect(onlyManifest(json, 'Deployment').object.spec.template.spec.containers[0].ports).toEqual([
      { name: 'http', containerPort: reference, protocol: 'TCP' },
    ]);
    // A string token, not the number token's encoded value inside the text.
    expect(workload.url).not.toMatch(/e\+\d/);
    expect(json.output.url.value).toBe(`http://${name}.default.svc.cluster.local:${reference}`);
  });

  test('the workload follows the node class onto kubectl_manifest', () => {
    const { json } = build(ModelStorage.objectStorageMount(), { nodeClass: { manifestBackend: ManifestBackend.kubectlManifest() } });
    expect(json.resource.kubernetes_manifest).toBeUndefined();
    expect(manifestsOf(json).map((m) => m.resourceType)).toEqual(Array(manifestsOf(json).length).fill('kubectl_manifest'));
    expect(onlyManifest(json, 'Deployment').resource.wait_for_rollout).toBe(false);
    for (const m of manifestsOf(json).filter((x) => x.object.apiVersion.startsWith('karpenter')))
      expect(karpenterViolations(resolveReferences(m.object))).toEqual([]);
  });

  test('a NodePool made elsewhere', () => {
    const { json, pod } = build(ModelStorage.containerImage(), {
      pool: () => GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu-inference', sociEnabled: true }),
    });
    expect(pod.nodeSelector).toEqual({ 'karpenter.sh/nodepool': 'gpu-inference' });
    expect(onlyManifest(json, 'Deployment').resource.depends_on).toBeUndefined();
  });
});

describe('EksGpuWorkload with Terraform tokens: a token reaches the manifest, or the error says in words that a literal is needed', () => {
  const boolVariable = (stack: TerraformStack, name: string) =>
    new TerraformVariable(stack, name, { type: 'bool' }).booleanValue as unknown as boolean;
  /** The error, which must not show cdktf's placeholder or a number token's encoded value. */
  const inWords = (fn: () => unknown) => {
    const error = thrown(fn);
    for (const text of [error.message, error.value, error.fix]) expect(text ?? '').not.toMatch(/TfToken|e\+\d/);
    return error;
  };
  /** A workload whose props (and strategy) read variables of its stack. */
  const withTokens = (props: (stack: TerraformStack) => Partial<EksGpuWorkloadProps>) => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new EksGpuWorkload(stack, 'Llama', {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool: new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' }),
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.containerImage(),
      ...props(stack),
    });
    return synthJson(stack);
  };

  test('a token as healthCheckPath reaches both probes as a reference', () => {
    const json = withTokens((stack) => ({ healthCheckPath: new TerraformVariable(stack, 'path', { type: 'string' }).stringValue }));
    const server = onlyManifest(json, 'Deployment').object.spec.template.spec.containers[0];
    expect(server.startupProbe.httpGet).toEqual({ path: '${var.path}', port: 'http' });
    expect(server.readinessProbe.httpGet).toEqual({ path: '${var.path}', port: 'http' });
  });

  test("a token as a whole mount option: checked against Mountpoint's flags at synth, said in words; a token as its value reaches the PV", () => {
    const error = inWords(() => build(ModelStorage.objectStorageMount({ mountOptions: ['max-threads 64', Fn.lower('MAX-THREADS 64')] })));
    expect(error).toMatchObject({
      code: 'GPUM-EKS-MOUNT-OPTION',
      constructPath: 'test/Llama',
      property: 'storage.mountOptions[1]',
      value: TOKEN_IN_WORDS,
      fix: 'give a literal string',
    });
    expect(error.message).toBe(
      `[GPUM-EKS-MOUNT-OPTION] test/Llama: storage.mountOptions[1] is ${TOKEN_IN_WORDS}, but the workload checks each mount option's flag against Mountpoint for Amazon S3's flags at synth: give a literal string`,
    );
    // A flag refused for what it is names a token in its value in words.
    const write = inWords(() => build(ModelStorage.objectStorageMount({ mountOptions: [`sse ${Fn.lower('AWS:KMS')}`] })));
    expect(write).toMatchObject({ code: 'GPUM-EKS-MOUNT-OPTION', value: `sse ${TOKEN_IN_WORDS}` });
    expect(write.message).toContain(`mount option "sse ${TOKEN_INLINE}": the model volume is mounted read-only`);
    const { json } = build(ModelStorage.objectStorageMount({ mountOptions: [`max-threads ${Fn.lower('64')}`] }));
    expect(onlyManifest(json, 'PersistentVolume').object.spec.mountOptions).toContain('max-threads ${lower("64")}');
  });

  test.each<[string, (stack: TerraformStack) => Partial<EksGpuWorkloadProps>, Record<string, string>, string]>([
    [
      'createNamespace',
      (stack) => ({ namespace: 'inference', createNamespace: boolVariable(stack, 'create') }),
      { code: 'GPUM-EKS-NAMESPACE-DUPLICATE', property: 'createNamespace' },
      'the workload creates the Namespace object or not by it at synth',
    ],
    [
      'prePull',
      (stack) => ({ storage: EksModelStorage.containerImage({ prePull: boolVariable(stack, 'pre_pull') }) }),
      { code: 'GPUM-EKS-PREPULL-DIGEST', property: 'storage.prePull' },
      'the workload pre-pulls the image onto the GPU nodes (a DaemonSet) or not by it at synth',
    ],
  ])('a token as %s: the workload decides by it at synth, said in words', (_name, props, fields, why) => {
    const error = inWords(() => withTokens(props));
    expect(error).toMatchObject({ ...fields, constructPath: 'test/Llama', value: TOKEN_IN_WORDS, fix: 'give a literal true or false' });
    expect(error.message).toBe(
      `[${fields.code}] test/Llama: ${fields.property} is ${TOKEN_IN_WORDS}, but ${why}: give a literal true or false`,
    );
  });

  test('a token as a pre-pulled image reaches the pre-pull DaemonSet: whether it is pinned by digest is known at apply', () => {
    const image = ContainerImage.fromRegistry(Fn.lower(DIGEST_IMAGE));
    const { json } = build(EksModelStorage.containerImage({ prePull: true }), { props: { image } });
    const pulled = onlyManifest(json, 'DaemonSet').object.spec.template.spec.initContainers[0].image;
    expect(pulled).toBe(`\${lower("${DIGEST_IMAGE}")}`);
  });

  test("a token as removalPolicy: the bucket's protection is decided at synth, said in words", () => {
    const error = inWords(() =>
      withTokens((stack) => ({
        storage: EksModelStorage.mountpoint({
          removalPolicy: new TerraformVariable(stack, 'policy', { type: 'string' }).stringValue as RemovalPolicy,
        }),
      })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-BUCKET',
      property: 'storage.removalPolicy',
      value: TOKEN_IN_WORDS,
      fix: 'give a literal string',
    });
    expect(error.message).toContain(`storage.removalPolicy is ${TOKEN_IN_WORDS}, but`);
  });

  test('a token as prePullPauseImage where it is not used: the error shows it in words', () => {
    const error = inWords(() =>
      withTokens((stack) => ({ prePullPauseImage: new TerraformVariable(stack, 'pause', { type: 'string' }).stringValue })),
    );
    expect(error).toMatchObject({ code: 'GPUM-EKS-PAUSE-IMAGE', property: 'prePullPauseImage', value: TOKEN_IN_WORDS });
  });
});

describe('GpuPlatform.amazonEks() in the facade', () => {
  test('builds the same resources at the same addresses as the platform construct', () => {
    const direct = build(ModelStorage.objectStorageMount());
    const stack = new TerraformStack(Testing.app(), 'test');
    const nodePool = new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    });
    const facade = new GpuFunctionWithModel(stack, 'Llama', {
      platform: GpuPlatform.amazonEks({ clusterName: 'demo', region: 'us-west-2', nodePool }),
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount(),
    });
    expect(facade.platformName).toBe('Amazon EKS');
    expect(facade.modelMountPath).toBe('/mnt/models/llama');
    expect(facade.url).toBe(direct.workload.url);
    expect(synthJson(stack)).toEqual(direct.json);
  });
});
