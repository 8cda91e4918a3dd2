import { Construct } from 'constructs';
import { requireFromRoot } from '../root';
import { BenchPlatform } from './types';

const lib = () => requireFromRoot('lib');
const binding = (name: string) => requireFromRoot(`@cdktf/provider-google/lib/${name}`);

const PROJECT = 'acme-ml';
const REGION = 'us-central1';
const IMAGE = 'us-docker.pkg.dev/acme-ml/serving/batch-inference:2.3';
/** What the library asks of the google provider (GOOGLE_PROVIDER_CONSTRAINT), written by hand on the raw side. */
const PROVIDER_CONSTRAINT = '>= 7.5.0, < 8.0.0';

/** The bindings the raw variant writes, loaded by deep path like a hand-written stack. */
const RAW_MODULES = [
  'provider',
  'service-account',
  'storage-bucket',
  'storage-bucket-iam-member',
  'compute-network',
  'compute-subnetwork',
  'cloud-run-v2-worker-pool',
];

/**
 * A worker pool reading its model through a read-only gcsfuse mount with the file cache on an
 * in-memory volume: the strategy with the most resources per workload on Cloud Run (service
 * account, bucket, bucket grant, network, subnetwork, worker pool, plus the ModelUri output).
 */
export const google: BenchPlatform = {
  name: 'google',
  libraryImport: 'lib/google',
  libraryExtraImports: ['@cdktf/provider-google/lib/provider'],
  baselineImports: ['cdktf', ...RAW_MODULES.map((m) => `@cdktf/provider-google/lib/${m}`)],
  provider(stack: Construct, variant) {
    new (binding('provider').GoogleProvider)(stack, 'google', { project: PROJECT, region: REGION });
    // The library sets this once per stack; the hand-written stack needs it for mount_options too.
    if (variant === 'raw')
      (stack as unknown as { addOverride(path: string, value: unknown): void }).addOverride(
        'terraform.required_providers.google.version',
        PROVIDER_CONSTRAINT,
      );
    return undefined;
  },
  library(stack: Construct, i: number) {
    const { GpuFunctionWithModel, GpuPlatform, ContainerImage, ModelArtifact, ModelStorage, Size } = lib();
    new GpuFunctionWithModel(stack, `fn${i}`, {
      platform: GpuPlatform.googleCloudRun({ region: REGION, cpu: 8 }),
      image: ContainerImage.fromRegistry(IMAGE),
      model: new ModelArtifact({ name: `model-${i}`, size: Size.gibibytes(15) }),
      storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(16) } }),
    });
  },
  raw(stack: Construct, i: number) {
    const scope = new Construct(stack, `fn${i}`);
    const name = `fn${i}-bench`;
    const model = `model-${i}`;
    const prefix = `models/${model}/`;
    const mountPath = `/mnt/models/${model}`;
    // Each attribute read is read once, as a careful hand-written stack does.
    const accountEmail: string = new (binding('service-account').ServiceAccount)(scope, 'ServiceAccount', {
      accountId: name,
      displayName: `GPU workload for model ${model}`,
      description: 'Runs one Cloud Run GPU workload; reads its model bucket only (cdktf-gpu-models)',
    }).email;
    const bucketName: string = new (binding('storage-bucket').StorageBucket)(scope, 'ModelBucket', {
      name: `${name}-models`,
      location: REGION.toUpperCase(),
      storageClass: 'STANDARD',
      uniformBucketLevelAccess: true,
      publicAccessPrevention: 'enforced',
      forceDestroy: false,
      lifecycle: { preventDestroy: true },
    }).name;
    const reader = new (binding('storage-bucket-iam-member').StorageBucketIamMember)(scope, 'ModelBucketReader', {
      bucket: bucketName,
      role: 'roles/storage.objectViewer',
      member: `serviceAccount:${accountEmail}`,
      condition: {
        title: 'model objects only',
        description: `Reads objects under the model prefix ${prefix}; bucket-level checks such as listing pass (cdktf-gpu-models)`,
        expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${bucketName}/objects/${prefix}")`,
      },
    });
    const networkId: string = new (binding('compute-network').ComputeNetwork)(scope, 'Network', {
      name,
      autoCreateSubnetworks: false,
      routingMode: 'REGIONAL',
      description: 'Direct VPC egress for a Cloud Run GPU workload (cdktf-gpu-models)',
    }).id;
    const subnetworkId: string = new (binding('compute-subnetwork').ComputeSubnetwork)(scope, 'Subnetwork', {
      name,
      network: networkId,
      region: REGION,
      ipCidrRange: '10.8.0.0/24',
      privateIpGoogleAccess: true,
      description: 'Cloud Run Direct VPC egress (cdktf-gpu-models)',
    }).id;
    const pool = new (binding('cloud-run-v2-worker-pool').CloudRunV2WorkerPool)(scope, 'Resource', {
      name,
      location: REGION,
      deletionProtection: true,
      dependsOn: [reader],
      scaling: { scalingMode: 'MANUAL', manualInstanceCount: 1 },
      template: {
        serviceAccount: accountEmail,
        nodeSelector: { accelerator: 'nvidia-l4' },
        gpuZonalRedundancyDisabled: false,
        volumes: [
          // The sizes the library computes (src/google/memory-budget.ts): the 16 GiB file cache plus
          // gcsfuse's margin on the in-memory volume, and instance memory that holds both.
          { name: 'model-cache', emptyDir: { medium: 'MEMORY', sizeLimit: '17204Mi' } },
          { name: 'model', gcs: { bucket: bucketName, readOnly: true } },
        ],
        vpcAccess: { egress: 'ALL_TRAFFIC', networkInterfaces: [{ network: networkId, subnetwork: subnetworkId }] },
        containers: [
          {
            name: 'model-server',
            image: IMAGE,
            env: [
              { name: 'MODEL_NAME', value: model },
              { name: 'MODEL_PATH', value: mountPath },
              { name: 'MODEL_FORMAT', value: 'safetensors' },
              { name: 'MODEL_BUCKET', value: bucketName },
              { name: 'MODEL_PREFIX', value: prefix },
              { name: 'MODEL_GCS_URI', value: `gs://${bucketName}/${prefix}` },
            ],
            volumeMounts: [
              { name: 'model', mountPath },
              { name: 'model-cache', mountPath: '/mnt/gcsfuse-cache' },
            ],
            resources: { limits: { cpu: '8', memory: '22Gi', 'nvidia.com/gpu': '1' } },
          },
        ],
      },
    });
    // mount_options is missing from the prebuilt bindings (google 6.50.0), as in the library.
    pool.addOverride('template.volumes.1.gcs.mount_options', [
      `only-dir=models/${model}`,
      'cache-dir=cr-volume:model-cache',
      'file-cache-max-size-mb=16384',
      'file-cache-enable-parallel-downloads=true',
    ]);
    new (requireFromRoot('cdktf').TerraformOutput)(scope, 'ModelUri', {
      value: `gs://${bucketName}/${prefix}`,
      description: `Where the model of bench/fn${i} is read from`,
    });
  },
};
