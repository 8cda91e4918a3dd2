import { Construct } from 'constructs';
import { requireFromRoot } from '../root';
import { BenchPlatform } from './types';

const lib = () => requireFromRoot('lib');
const awsLib = () => requireFromRoot('lib/aws');
const binding = (name: string) => requireFromRoot(`@cdktf/provider-aws/lib/${name}`);
const manifestClass = () => requireFromRoot('@cdktf/provider-kubernetes/lib/manifest').Manifest;

const REGION = 'us-west-2';
const CLUSTER = 'inference';
const IMAGE = 'public.ecr.aws/acme/vllm-openai:v0.9.2';
const NODE_POOL = 'gpunodes-bench';

/** The bindings the raw variant writes, loaded by deep path like a hand-written stack. */
const RAW_AWS_MODULES = [
  'provider',
  'data-aws-partition',
  'iam-role',
  'iam-role-policy',
  'iam-role-policy-attachment',
  'eks-access-entry',
  'eks-pod-identity-association',
  's3-bucket',
  's3-bucket-public-access-block',
  's3-bucket-ownership-controls',
  's3-bucket-server-side-encryption-configuration',
  's3-bucket-versioning',
];
const RAW_KUBERNETES_MODULES = ['provider', 'manifest'];

/** What every workload shares: the GPU NodePool (the library's GpuNodeClass, or its raw resources). */
interface Shared {
  readonly nodePool: unknown;
  readonly nodePoolResource?: unknown;
}

const labels = (name: string) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/managed-by': 'cdktf-gpu-models' });
const trustPolicy = (service: string, actions: string[]) =>
  JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: { Service: service }, Action: actions }] });

/**
 * A Deployment whose model an AWS CLI (CRT client) init container downloads from S3 at pod start, on a shared
 * Karpenter GPU NodePool: a private model bucket (with its four companion resources), a Pod
 * Identity role scoped to the model's prefix, and the ServiceAccount, Deployment and Service.
 */
export const aws: BenchPlatform = {
  name: 'aws',
  libraryImport: 'lib/aws',
  // kubernetes_manifest is the default backend, loaded when the first object is applied.
  libraryExtraImports: [
    '@cdktf/provider-aws/lib/provider',
    '@cdktf/provider-kubernetes/lib/provider',
    '@cdktf/provider-kubernetes/lib/manifest',
  ],
  baselineImports: [
    'cdktf',
    ...RAW_AWS_MODULES.map((m) => `@cdktf/provider-aws/lib/${m}`),
    ...RAW_KUBERNETES_MODULES.map((m) => `@cdktf/provider-kubernetes/lib/${m}`),
  ],
  provider(stack: Construct, variant): Shared {
    new (binding('provider').AwsProvider)(stack, 'aws', { region: REGION });
    new (requireFromRoot('@cdktf/provider-kubernetes/lib/provider').KubernetesProvider)(stack, 'kubernetes', {
      configPath: '~/.kube/config',
    });
    if (variant === 'library') {
      const { Size } = lib();
      return {
        nodePool: new (awsLib().GpuNodeClass)(stack, 'GpuNodes', {
          clusterName: CLUSTER,
          name: NODE_POOL,
          minLocalNvme: Size.gibibytes(200),
        }),
      };
    }
    return rawNodePool(stack);
  },
  library(stack: Construct, i: number, shared) {
    const { GpuFunctionWithModel, GpuPlatform, ContainerImage, ModelArtifact, ModelStorage, Size } = lib();
    new GpuFunctionWithModel(stack, `fn${i}`, {
      platform: GpuPlatform.amazonEks({
        clusterName: CLUSTER,
        region: REGION,
        nodePool: (shared as Shared).nodePool,
        healthCheckPath: '/health',
      }),
      image: ContainerImage.fromRegistry(IMAGE),
      model: new ModelArtifact({ name: `model-${i}`, size: Size.gibibytes(15) }),
      storage: ModelStorage.downloadAtStart(),
    });
  },
  raw(stack: Construct, i: number, shared) {
    const Manifest = manifestClass();
    const scope = new Construct(stack, `fn${i}`);
    const name = `fn${i}-bench`;
    const model = `model-${i}`;
    const mountPath = `/mnt/models/${model}`;
    const poolDependency = (shared as Shared).nodePoolResource;
    // Each attribute read is read once, as a careful hand-written stack does.
    const bucket = new (binding('s3-bucket').S3Bucket)(scope, 'ModelBucket', {
      bucketPrefix: `${name}-models-`,
      lifecycle: { preventDestroy: true },
    });
    const bucketId: string = bucket.id;
    const bucketArn: string = bucket.arn;
    const bucketName: string = bucket.bucket;
    new (binding('s3-bucket-public-access-block').S3BucketPublicAccessBlock)(scope, 'ModelBucketPublicAccessBlock', {
      bucket: bucketId,
      blockPublicAcls: true,
      blockPublicPolicy: true,
      ignorePublicAcls: true,
      restrictPublicBuckets: true,
    });
    new (binding('s3-bucket-ownership-controls').S3BucketOwnershipControls)(scope, 'ModelBucketOwnership', {
      bucket: bucketId,
      rule: { objectOwnership: 'BucketOwnerEnforced' },
    });
    new (binding('s3-bucket-server-side-encryption-configuration').S3BucketServerSideEncryptionConfigurationA)(
      scope,
      'ModelBucketEncryption',
      {
        bucket: bucketId,
        rule: [{ applyServerSideEncryptionByDefault: { sseAlgorithm: 'AES256' }, bucketKeyEnabled: true }],
      },
    );
    new (binding('s3-bucket-versioning').S3BucketVersioningA)(scope, 'ModelBucketVersioning', {
      bucket: bucketId,
      versioningConfiguration: { status: 'Enabled' },
    });
    const role = new (binding('iam-role').IamRole)(scope, 'ModelReaderRole', {
      name: `${name}-model-reader`,
      description: `Reads s3 prefix models/${model}/ for default/${name} (cdktf-gpu-models)`,
      assumeRolePolicy: trustPolicy('pods.eks.amazonaws.com', ['sts:AssumeRole', 'sts:TagSession']),
    });
    const policy = new (binding('iam-role-policy').IamRolePolicy)(scope, 'ModelReaderPolicy', {
      name: 'read-model',
      role: role.name,
      policy: JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'ListModelPrefix',
            Effect: 'Allow',
            Action: 's3:ListBucket',
            Resource: bucketArn,
            Condition: { StringLike: { 's3:prefix': [`models/${model}/`, `models/${model}/*`] } },
          },
          { Sid: 'ReadModelObjects', Effect: 'Allow', Action: 's3:GetObject', Resource: `${bucketArn}/models/${model}/*` },
        ],
      }),
    });
    const association = new (binding('eks-pod-identity-association').EksPodIdentityAssociation)(scope, 'PodIdentityAssociation', {
      clusterName: CLUSTER,
      namespace: 'default',
      serviceAccount: name,
      roleArn: role.arn,
    });
    const account = new Manifest(scope, 'ServiceAccount', {
      manifest: { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace: 'default', labels: labels(name) } },
      dependsOn: [poolDependency],
    });
    const httpGet = { path: '/health', port: 'http' };
    new Manifest(scope, 'Deployment', {
      manifest: {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name, namespace: 'default', labels: labels(name) },
        spec: {
          replicas: 1,
          selector: { matchLabels: { 'app.kubernetes.io/name': name } },
          template: {
            metadata: { labels: labels(name) },
            spec: {
              serviceAccountName: name,
              nodeSelector: { 'karpenter.sh/nodepool': NODE_POOL },
              tolerations: [{ key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' }],
              initContainers: [
                {
                  // The AWS CLI's CRT client, tuned to the pool's network bandwidth, as the library writes it.
                  name: 'download-model',
                  image: 'public.ecr.aws/aws-cli/aws-cli:2.31.0',
                  command: [
                    '/bin/sh',
                    '-c',
                    'set -eu; mkdir -p /tmp/aws; printf "%s\\n" "$MODEL_DOWNLOAD_AWS_CONFIG" > "$AWS_CONFIG_FILE"; exec aws s3 sync --only-show-errors "$MODEL_SOURCE" "$MODEL_DESTINATION"',
                  ],
                  env: [
                    { name: 'AWS_REGION', value: REGION },
                    { name: 'AWS_CONFIG_FILE', value: '/tmp/aws/config' },
                    {
                      name: 'MODEL_DOWNLOAD_AWS_CONFIG',
                      value: [
                        '[default]',
                        `region = ${REGION}`,
                        's3 =',
                        '  preferred_transfer_client = crt',
                        '  multipart_chunksize = 67108864',
                        '  target_bandwidth = 1250000000',
                      ].join('\n'),
                    },
                    { name: 'MODEL_SOURCE', value: `s3://${bucketName}/models/${model}/` },
                    { name: 'MODEL_DESTINATION', value: mountPath },
                  ],
                  volumeMounts: [{ name: 'model', mountPath }],
                },
              ],
              containers: [
                {
                  name: 'server',
                  image: IMAGE,
                  ports: [{ name: 'http', containerPort: 8000, protocol: 'TCP' }],
                  env: [
                    { name: 'MODEL_NAME', value: model },
                    { name: 'MODEL_PATH', value: mountPath },
                    { name: 'MODEL_FORMAT', value: 'safetensors' },
                  ],
                  resources: { requests: { 'nvidia.com/gpu': '1', 'ephemeral-storage': '17Gi' }, limits: { 'nvidia.com/gpu': '1' } },
                  volumeMounts: [{ name: 'model', mountPath, readOnly: true }],
                  startupProbe: { httpGet, periodSeconds: 10, failureThreshold: 180 },
                  readinessProbe: { httpGet, periodSeconds: 10, failureThreshold: 3 },
                },
              ],
              volumes: [{ name: 'model', emptyDir: { sizeLimit: '17Gi' } }],
            },
          },
        },
      },
      dependsOn: [poolDependency, account, association, policy],
    });
    new Manifest(scope, 'Service', {
      manifest: {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name, namespace: 'default', labels: labels(name) },
        spec: {
          type: 'ClusterIP',
          selector: { 'app.kubernetes.io/name': name },
          ports: [{ name: 'http', port: 8000, targetPort: 'http', protocol: 'TCP' }],
        },
      },
      dependsOn: [poolDependency],
    });
  },
};

/** The GpuNodeClass's resources, by hand: node role, its policies and access entry, EC2NodeClass and NodePool. */
function rawNodePool(stack: Construct): Shared {
  const Manifest = manifestClass();
  const scope = new Construct(stack, 'GpuNodes');
  const role = new (binding('iam-role').IamRole)(scope, 'NodeRole', {
    name: 'gpunodes-bench-node',
    description: `GPU nodes launched by Karpenter for EKS cluster ${CLUSTER} (cdktf-gpu-models)`,
    assumeRolePolicy: trustPolicy('ec2.amazonaws.com', ['sts:AssumeRole']),
  });
  const roleName: string = role.name;
  const partition: string = new (binding('data-aws-partition').DataAwsPartition)(scope, 'Partition').partition;
  const attachments = [
    ['NodeRoleWorkerPolicy', 'AmazonEKSWorkerNodePolicy'],
    ['NodeRoleCniPolicy', 'AmazonEKS_CNI_Policy'],
    ['NodeRoleEcrPullPolicy', 'AmazonEC2ContainerRegistryPullOnly'],
  ].map(
    ([id, policy]) =>
      new (binding('iam-role-policy-attachment').IamRolePolicyAttachment)(scope, id, {
        role: roleName,
        policyArn: `arn:${partition}:iam::aws:policy/${policy}`,
      }),
  );
  const accessEntry = new (binding('eks-access-entry').EksAccessEntry)(scope, 'NodeAccessEntry', {
    clusterName: CLUSTER,
    principalArn: role.arn,
    type: 'EC2_LINUX',
  });
  const discovery = [{ tags: { 'karpenter.sh/discovery': CLUSTER } }];
  const nodeClass = new Manifest(scope, 'NodeClass', {
    manifest: {
      apiVersion: 'karpenter.k8s.aws/v1',
      kind: 'EC2NodeClass',
      metadata: { name: NODE_POOL },
      spec: {
        amiSelectorTerms: [{ alias: 'bottlerocket@v1.57.0' }],
        role: roleName,
        subnetSelectorTerms: discovery,
        securityGroupSelectorTerms: discovery,
        instanceStorePolicy: 'RAID0',
        blockDeviceMappings: [
          { deviceName: '/dev/xvda', ebs: { volumeSize: '4Gi', volumeType: 'gp3', encrypted: true, deleteOnTermination: true } },
          {
            deviceName: '/dev/xvdb',
            ebs: { volumeSize: '100Gi', volumeType: 'gp3', iops: 3000, throughput: 600, encrypted: true, deleteOnTermination: true },
          },
        ],
        metadataOptions: { httpEndpoint: 'enabled', httpProtocolIPv6: 'disabled', httpPutResponseHopLimit: 1, httpTokens: 'required' },
        userData: [
          '[settings.container-runtime]',
          'snapshotter = "soci"',
          '',
          '[settings.container-runtime-plugins.soci-snapshotter]',
          'pull-mode = "parallel-pull-unpack"',
          '',
          '[settings.container-runtime-plugins.soci-snapshotter.parallel-pull-unpack]',
          'max-concurrent-downloads-per-image = 20',
          'concurrent-download-chunk-size = "16mib"',
          'max-concurrent-unpacks-per-image = 12',
          'discard-unpacked-layers = true',
          '',
        ].join('\n'),
      },
    },
    dependsOn: [role, ...attachments, accessEntry],
  });
  const requirement = (key: string, operator: string, values: string[]) => ({ key, operator, values });
  const nodePoolResource = new Manifest(scope, 'NodePool', {
    manifest: {
      apiVersion: 'karpenter.sh/v1',
      kind: 'NodePool',
      metadata: { name: NODE_POOL },
      spec: {
        template: {
          spec: {
            nodeClassRef: { group: 'karpenter.k8s.aws', kind: 'EC2NodeClass', name: NODE_POOL },
            requirements: [
              requirement('karpenter.k8s.aws/instance-gpu-manufacturer', 'In', ['nvidia']),
              requirement('karpenter.k8s.aws/instance-family', 'In', ['g5', 'g6', 'g6e']),
              requirement('karpenter.k8s.aws/instance-local-nvme', 'Gt', ['199']),
              requirement('karpenter.sh/capacity-type', 'In', ['on-demand']),
              requirement('kubernetes.io/arch', 'In', ['amd64']),
            ],
            taints: [{ key: 'nvidia.com/gpu', effect: 'NoSchedule' }],
            expireAfter: '720h',
          },
        },
        limits: { 'nvidia.com/gpu': '8' },
        disruption: { consolidationPolicy: 'WhenEmpty', consolidateAfter: '5m', budgets: [{ nodes: '10%' }] },
      },
    },
    dependsOn: [nodeClass],
  });
  return { nodePool: NODE_POOL, nodePoolResource };
}
