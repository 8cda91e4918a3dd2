import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { DataGoogleStorageBucket } from '@cdktf/provider-google/lib/data-google-storage-bucket';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { GpuModelsError } from '../../src/core/errors';
import { TerraformStack, TerraformVariable, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  CloudRunCloudNat,
  CloudRunGpuType,
  CloudRunGpuWorkload,
  CloudRunGpuWorkloadProps,
  CloudRunModelStorage,
  CloudRunNetwork,
  CloudRunStagingOptions,
} from '../../src/google';

/*
 * Google Cloud Run bad inputs (issue 10's Cloud Run section): each must be a coded error, or a coded
 * warning, never silent. The cross-platform rows live in test/core/contract/bad-inputs.test.ts.
 */

type Level = 'error' | 'warning';
type Props = Partial<CloudRunGpuWorkloadProps>;
/** Props, or a builder that makes resources in the stack first. */
type Input = Props | ((stack: TerraformStack) => Props);

const URL = 'https://huggingface.co/org/model';
const IDS = { network: 'projects/acme-ml/global/networks/n', subnetwork: 'projects/acme-ml/regions/us-central1/subnetworks/s' };

function subnetworkOfThisApp(
  stack: TerraformStack,
  privateIpGoogleAccess: any,
): { network: ComputeNetwork; subnetwork: ComputeSubnetwork } {
  const network = new ComputeNetwork(stack, 'net', { name: 'net', autoCreateSubnetworks: false });
  const subnetwork = new ComputeSubnetwork(stack, 'sub', {
    name: 'sub',
    network: network.id,
    region: 'us-central1',
    ipCidrRange: '10.0.0.0/24',
    privateIpGoogleAccess,
  });
  return { network, subnetwork };
}

const withSubnetwork =
  (privateIpGoogleAccess: any, storage: ModelStorage = ModelStorage.objectStorageMount()) =>
  (stack: TerraformStack): Props => {
    const { network, subnetwork } = subnetworkOfThisApp(stack, privateIpGoogleAccess);
    return { storage, network: CloudRunNetwork.fromResources(network, subnetwork) };
  };

const bucketOfThisApp =
  (uniformBucketLevelAccess: any, name = 'acme-models', storage: ModelStorage = ModelStorage.objectStorageMount()) =>
  (stack: TerraformStack): Props => ({
    storage,
    modelBucket: new StorageBucket(stack, 'models', { name, location: 'US-CENTRAL1', uniformBucketLevelAccess }),
  });

const STAGED_MODEL = () =>
  new ModelArtifact({
    name: 'llama',
    size: Size.gibibytes(8),
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: '0e9e39f249a16976918f6564b8830bc894c89659' }),
  });
const stagedWith = (staging: CloudRunStagingOptions): Props => ({
  model: STAGED_MODEL(),
  storage: CloudRunModelStorage.gcsFuse(),
  staging,
});

const boolToken = (stack: TerraformStack) => new TerraformVariable(stack, 'flag', { type: 'bool' }).booleanValue;

const rows: Array<[string, Input, Level, string]> = [
  // Private Google Access, read from a subnetwork of this app.
  ['subnetwork of this app with private_ip_google_access unset', withSubnetwork(undefined), 'error', 'GPUM-CR-SUBNET-PGA'],
  ['subnetwork of this app with private_ip_google_access false', withSubnetwork(false), 'error', 'GPUM-CR-SUBNET-PGA'],
  [
    'subnetwork of this app with private_ip_google_access unset, download',
    withSubnetwork(undefined, ModelStorage.downloadAtStart()),
    'error',
    'GPUM-CR-SUBNET-PGA',
  ],
  [
    'subnetwork of this app with private_ip_google_access as a token',
    (stack) => withSubnetwork(boolToken(stack))(stack),
    'warning',
    'GPUM-CR-SUBNET-PGA',
  ],
  [
    'subnetwork of this app, Private Google Access turned off by an override',
    (stack) => {
      const props = withSubnetwork(true)(stack);
      (stack.node.findChild('sub') as ComputeSubnetwork).addOverride('private_ip_google_access', false);
      return props;
    },
    'error',
    'GPUM-CR-SUBNET-PGA',
  ],
  [
    'existing subnetwork by ID: Private Google Access unknown',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds(IDS) },
    'warning',
    'GPUM-CR-SUBNET-PGA',
  ],

  // An internet model: Direct VPC, ALL_TRAFFIC, Cloud NAT.
  // Rapid Cache (issue 13): zones of the workload's region, a TTL in Anywhere Cache's range.
  [
    'rapidCache zone of another region',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['europe-west4-a'] } }) },
    'error',
    'GPUM-CR-RAPID-CACHE-ZONE',
  ],
  [
    'rapidCache empty zone list',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: [] } }) },
    'error',
    'GPUM-CR-RAPID-CACHE-ZONE',
  ],
  ['rapidCache zone "*"', { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['*'] } }) }, 'error', 'GPUM-CR-RAPID-CACHE-ZONE'],
  [
    'rapidCache TTL of a minute',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { ttl: Duration.minutes(1) } }) },
    'error',
    'GPUM-CR-RAPID-CACHE-TTL',
  ],
  [
    'rapidCache TTL of thirty days',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { ttl: Duration.hours(720) } }) },
    'error',
    'GPUM-CR-RAPID-CACHE-TTL',
  ],
  // Staging (issue 11): the job's retention, resources and timeout.
  ['staging retainRevisions 0', stagedWith({ retainRevisions: 0 }), 'error', 'GPUM-STAGING-RETAIN'],
  ['staging retainRevisions NaN', stagedWith({ retainRevisions: Number.NaN }), 'error', 'GPUM-STAGING-RETAIN'],
  ['staging retainRevisions 1 (nothing to roll back to)', stagedWith({ retainRevisions: 1 }), 'warning', 'GPUM-STAGING-RETAIN-ONE'],
  ['staging cpu 3', stagedWith({ cpu: 3 }), 'error', 'GPUM-CR-STAGING-RESOURCES'],
  ['staging cpu NaN', stagedWith({ cpu: Number.NaN }), 'error', 'GPUM-CR-STAGING-RESOURCES'],
  ['staging memory 40 GiB on 8 vCPU', stagedWith({ cpu: 8, memory: Size.gibibytes(40) }), 'error', 'GPUM-CR-STAGING-RESOURCES'],
  ['staging timeout past 168 hours', stagedWith({ timeout: Duration.hours(200) }), 'error', 'GPUM-CR-STAGING-TIMEOUT'],
  ['internet model without a network', { storage: ModelStorage.internet({ url: URL }) }, 'error', 'GPUM-CR-INTERNET-NETWORK'],
  [
    'internet model on an existing network without cloudNat',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.fromIds(IDS) },
    'error',
    'GPUM-CR-INTERNET-NAT',
  ],
  [
    'internet model on network objects without cloudNat',
    (stack) => withSubnetwork(true, ModelStorage.internet({ url: URL }))(stack),
    'error',
    'GPUM-CR-INTERNET-NAT',
  ],
  [
    'internet model through a created Cloud NAT (30 s caveat)',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.create() },
    'warning',
    'GPUM-CR-INTERNET-EGRESS',
  ],
  [
    'internet model through a Cloud NAT outside this app',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.fromIds({ ...IDS, cloudNat: CloudRunCloudNat.existing() }) },
    'warning',
    'GPUM-CR-INTERNET-EGRESS',
  ],

  // The new bucket's name.
  [
    'no project anywhere: the bucket name from the path alone',
    (stack) => {
      (stack.node.findChild('google') as GoogleProvider).project = undefined;
      return { storage: ModelStorage.objectStorageMount() };
    },
    'warning',
    'GPUM-CR-BUCKET-NAME',
  ],

  // Existing buckets as objects.
  ['modelBucket of this app with uniform access unset', bucketOfThisApp(undefined), 'error', 'GPUM-CR-BUCKET-UNIFORM-ACCESS'],
  ['modelBucket of this app with uniform access off', bucketOfThisApp(false), 'error', 'GPUM-CR-BUCKET-UNIFORM-ACCESS'],
  [
    'modelBucket of this app with uniform access off, download',
    bucketOfThisApp(false, 'acme-models', ModelStorage.downloadAtStart()),
    'error',
    'GPUM-CR-BUCKET-UNIFORM-ACCESS',
  ],
  [
    'modelBucket of this app with uniform access as a token',
    (stack) => bucketOfThisApp(boolToken(stack))(stack),
    'warning',
    'GPUM-CR-BUCKET-SHARED',
  ],
  ['modelBucket of this app named "Acme"', bucketOfThisApp(true, 'Acme'), 'error', 'GPUM-CR-BUCKET-NAME'],
  ['modelBucket of this app named "goog-models"', bucketOfThisApp(true, 'goog-models'), 'error', 'GPUM-CR-BUCKET-NAME'],
  [
    'modelBucket as a plain object named "*"',
    { storage: ModelStorage.objectStorageMount(), modelBucket: { name: '*' } },
    'error',
    'GPUM-CR-BUCKET-NAME',
  ],
  [
    'modelBucket as a plain object named ""',
    { storage: ModelStorage.objectStorageMount(), modelBucket: { name: '' } },
    'error',
    'GPUM-CR-BUCKET-NAME',
  ],
  [
    'modelBucket as a data source',
    (stack) => ({
      storage: ModelStorage.objectStorageMount(),
      modelBucket: new DataGoogleStorageBucket(stack, 'models', { name: 'acme-models' }),
    }),
    'warning',
    'GPUM-CR-BUCKET-SHARED',
  ],
  [
    'modelBucket and bucketName both',
    (stack) => ({ ...bucketOfThisApp(true)(stack), storage: ModelStorage.objectStorageMount({ bucketName: 'other-models' }) }),
    'error',
    'GPUM-CR-BUCKET-OPTION',
  ],
  [
    'modelBucket with hierarchicalNamespace',
    bucketOfThisApp(true, 'acme-models', ModelStorage.objectStorageMount({ hierarchicalNamespace: true })),
    'error',
    'GPUM-CR-BUCKET-OPTION',
  ],
  [
    'modelBucket with a model in the image',
    bucketOfThisApp(true, 'acme-models', ModelStorage.containerImage()),
    'error',
    'GPUM-CR-BUCKET-OPTION',
  ],
  ['gcsFuse bucketName "*"', { storage: CloudRunModelStorage.gcsFuse({ bucketName: '*' }) }, 'error', 'GPUM-CR-BUCKET-NAME'],
  [
    'gcsFuse bucketName "Acme_Models"',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'Acme_Models' }) },
    'error',
    'GPUM-CR-BUCKET-NAME',
  ],

  // Labels.
  ['label key "Team"', { labels: { Team: 'ml' } }, 'error', 'GPUM-CR-LABEL'],
  ['label key ""', { labels: { '': 'ml' } }, 'error', 'GPUM-CR-LABEL'],
  ['label key "1team"', { labels: { '1team': 'ml' } }, 'error', 'GPUM-CR-LABEL'],
  ['label key "app.kubernetes.io/name"', { labels: { 'app.kubernetes.io/name': 'x' } }, 'error', 'GPUM-CR-LABEL'],
  ['label key of 64 characters', { labels: { ['k'.repeat(64)]: 'x' } }, 'error', 'GPUM-CR-LABEL'],
  ['label value "ML"', { labels: { team: 'ML' } }, 'error', 'GPUM-CR-LABEL'],
  ['label value "a b"', { labels: { team: 'a b' } }, 'error', 'GPUM-CR-LABEL'],
  ['label value "${x}"', { labels: { team: '${x}' } }, 'error', 'GPUM-CR-LABEL'],
  ['label value of 64 characters', { labels: { team: 'v'.repeat(64) } }, 'error', 'GPUM-CR-LABEL'],
  ['65 labels', { labels: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`l${i}`, 'x'])) }, 'error', 'GPUM-CR-LABEL'],

  // Memory: the error names the alternatives.
  [
    'file cache past the L4 memory maximum',
    {
      storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(30) } }),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    },
    'error',
    'GPUM-CR-MEMORY',
  ],
  [
    'download larger than the memory set',
    {
      storage: ModelStorage.downloadAtStart(),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(20) }),
      memory: Size.gibibytes(16),
    },
    'error',
    'GPUM-CR-MEMORY',
  ],
  [
    'RTX PRO 6000 download larger than the memory set',
    {
      gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
      region: 'europe-west4',
      storage: ModelStorage.downloadAtStart(),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(80) }),
      memory: Size.gibibytes(80),
    },
    'error',
    'GPUM-CR-MEMORY',
  ],
];

function outcome(input: Input): Array<{ level: string; code?: string }> {
  const stack = new TerraformStack(Testing.app(), 'test');
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  try {
    const props = typeof input === 'function' ? input(stack) : input;
    new CloudRunGpuWorkload(stack, 'llm', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9'),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8) }),
      storage: ModelStorage.containerImage(),
      command: ['vllm', 'serve', '/mnt/models/llama'],
      ...props,
    });
    Testing.synth(stack);
    return collectAdvice(stack).map((a) => ({ level: a.level, code: a.id }));
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return [{ level: 'error', code: e.code }];
    throw e;
  }
}

describe('Google Cloud Run bad inputs are coded, never silent', () => {
  test.each(rows)('%s', (_name, input, level, code) => {
    expect(outcome(input)).toContainEqual({ level, code });
  });

  test('the table is large enough to mean something', () => expect(rows.length).toBeGreaterThanOrEqual(35));
});
