import { ComputeRouterNat } from '@cdktf/provider-google/lib/compute-router-nat';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { DataGoogleStorageBucket } from '@cdktf/provider-google/lib/data-google-storage-bucket';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { Duration } from '../../src/core/duration';
import { TerraformProvider, TerraformStack, TerraformVariable, Testing } from '../../src/core/framework';
import { ModelArtifact, ModelFormat } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { ServingEngine } from '../../src/core/engine';
import { CompileCache } from '../../src/core/compile-cache';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  CloudRunCloudNat,
  CloudRunGpuType,
  CloudRunGpuWorkload,
  CloudRunGpuWorkloadProps,
  CloudRunIngress,
  CloudRunLaunchStage,
  CloudRunModelStaging,
  CloudRunModelStagingProps,
  CloudRunModelStorage,
  CloudRunNetwork,
  CloudRunServiceAccount,
  CloudRunStagingOptions,
} from '../../src/google';
import { BadInputOutcome, ConstructBadInput, InputClass } from '../support/bad-input-rows';
import { baseProps, newStack, subnetworkOfThisApp } from './support/fixtures';

/*
 * Google Cloud Run bad inputs (issue 10's Cloud Run section, issue 22's classes): each is a coded
 * error (with its construct path, value and fix) or a coded warning, never silent. A row names the
 * public inputs it gives a bad value to. The cross-platform rows live in test/core.
 */

type Props = Partial<CloudRunGpuWorkloadProps>;
/** Props, or a builder that makes resources in the stack first. */
type Input = Props | ((stack: TerraformStack) => Props);

const URL = 'https://huggingface.co/org/model';
const IDS = { network: 'projects/acme-ml/global/networks/n', subnetwork: 'projects/acme-ml/regions/us-central1/subnetworks/s' };
const REVISION = '0e9e39f249a16976918f6564b8830bc894c89659';

const error = (code: string): BadInputOutcome => ({ error: code });
const warning = (code: string): BadInputOutcome => ({ warning: code });

/** A workload built, and synthesized, in a stack with a google provider (acme-ml, us-central1). */
function workload(input: Input): () => TerraformStack {
  return () => {
    const stack = newStack();
    const props = typeof input === 'function' ? input(stack) : input;
    new CloudRunGpuWorkload(stack, 'llm', baseProps(props));
    Testing.synth(stack);
    return stack;
  };
}

const row = (api: string | string[], klass: InputClass, name: string, input: Input, expect: BadInputOutcome): ConstructBadInput => ({
  api,
  class: klass,
  name,
  build: workload(input),
  expect,
});

/** A row that builds something other than a workload. */
const custom = (
  api: string | string[],
  klass: InputClass,
  name: string,
  build: (stack: TerraformStack) => void,
  expect: BadInputOutcome,
): ConstructBadInput => ({
  api,
  class: klass,
  name,
  build: () => {
    const stack = newStack();
    build(stack);
    Testing.synth(stack);
    return stack;
  },
  expect,
});

const withSubnetwork =
  (privateIpGoogleAccess: any, storage: CloudRunGpuWorkloadProps['storage'] = ModelStorage.objectStorageMount()) =>
  (stack: TerraformStack): Props => {
    const { network, subnetwork } = subnetworkOfThisApp(stack, privateIpGoogleAccess);
    return { storage, network: CloudRunNetwork.fromResources(network, subnetwork) };
  };

const bucketOfThisApp =
  (uniformBucketLevelAccess: any, name = 'acme-models', storage: CloudRunGpuWorkloadProps['storage'] = ModelStorage.objectStorageMount()) =>
  (stack: TerraformStack): Props => ({
    storage,
    modelBucket: new StorageBucket(stack, 'models', { name, location: 'US-CENTRAL1', uniformBucketLevelAccess }),
  });

const STAGED_MODEL = (props: { size?: Size; format?: ModelFormat } = {}) =>
  new ModelArtifact({
    name: 'llama',
    size: props.size ?? Size.gibibytes(8),
    format: props.format,
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: REVISION }),
  });
const stagedWith = (staging: CloudRunStagingOptions, model = STAGED_MODEL()): Props => ({
  model,
  storage: CloudRunModelStorage.gcsFuse(),
  staging,
});

/** The staging construct alone, writing into an existing bucket. */
function staging(props: Partial<CloudRunModelStagingProps>) {
  return (stack: TerraformStack) => {
    new CloudRunModelStaging(stack, 'Staging', { model: STAGED_MODEL(), region: 'us-central1', bucketName: 'acme-models', ...props });
  };
}

const boolToken = (stack: TerraformStack): any => new TerraformVariable(stack, 'flag', { type: 'bool' }).booleanValue;
const stringToken = (stack: TerraformStack, name = 'v'): string => new TerraformVariable(stack, name, { type: 'string' }).stringValue;
const numberToken = (stack: TerraformStack, name = 'n'): number => new TerraformVariable(stack, name, { type: 'number' }).numberValue;
/** A provider of another cloud, as a stack with several providers may pass by mistake. */
class TerraformProviderStub extends TerraformProvider {
  constructor(stack: TerraformStack) {
    super(stack, 'aws', { terraformResourceType: 'aws', terraformGeneratorMetadata: { providerName: 'aws' } });
  }
}
/** A value of another type, as plain JavaScript (or a JSON config) gives it. */
const js = <T>(value: unknown): T => value as T;

export const ROWS: readonly ConstructBadInput[] = [
  // The serving engine (issue 24): a preset writes the command line, so the user's command is refused.
  row(
    ['CloudRunPlatformProps.engine', 'CloudRunPlatformProps.command'],
    InputClass.INCONSISTENT,
    'a vLLM preset beside a command',
    { engine: ServingEngine.vllm(), httpServing: {} },
    error('GPUM-ENGINE-COMMAND'),
  ),
  row(
    'CloudRunPlatformProps.engine',
    InputClass.LITERAL,
    'a vLLM preset with an extra flag 0.11 does not have',
    { engine: ServingEngine.vllm({ extraArgs: ['--max-seq-len-to-capture', '8192'] }), command: undefined, httpServing: {} },
    error('GPUM-ENGINE-FLAG-UNKNOWN'),
  ),
  // The compile cache (issue 24 §3): in the model's bucket only, from the object-storage factory.
  row(
    'CloudRunPlatformProps.engine',
    InputClass.INCONSISTENT,
    'a compile cache with the model in the image (no bucket to keep it in)',
    {
      engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
      command: undefined,
      httpServing: {},
    },
    error('GPUM-COMPILE-CACHE-STORAGE'),
  ),
  row(
    ['CloudRunPlatformProps.engine', 'ModelArtifactProps.mountPath'],
    InputClass.INCONSISTENT,
    "a model mounted over the compile cache's mount",
    {
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), mountPath: '/mnt/gpum-compile-cache/llama' }),
      storage: ModelStorage.objectStorageStream(),
      engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
      command: undefined,
      httpServing: {},
    },
    error('GPUM-CR-MOUNT-PATH'),
  ),
  // Private Google Access, read from a subnetwork of this app.
  row(
    'CloudRunNetwork.fromResources(subnetwork)',
    InputClass.INCONSISTENT,
    'subnetwork of this app with private_ip_google_access unset',
    withSubnetwork(undefined),
    error('GPUM-CR-SUBNET-PGA'),
  ),
  row(
    'CloudRunNetwork.fromResources(subnetwork)',
    InputClass.INCONSISTENT,
    'subnetwork of this app with private_ip_google_access false',
    withSubnetwork(false),
    error('GPUM-CR-SUBNET-PGA'),
  ),
  row(
    'CloudRunNetwork.fromResources(subnetwork)',
    InputClass.INCONSISTENT,
    'subnetwork of this app with private_ip_google_access unset, download',
    withSubnetwork(undefined, ModelStorage.downloadAtStart()),
    error('GPUM-CR-SUBNET-PGA'),
  ),
  row(
    'CloudRunNetwork.fromResources(subnetwork)',
    InputClass.TOKEN,
    'subnetwork of this app with private_ip_google_access as a token',
    (stack) => withSubnetwork(boolToken(stack))(stack),
    warning('GPUM-CR-SUBNET-PGA'),
  ),
  row(
    'CloudRunNetwork.fromResources(subnetwork)',
    InputClass.INCONSISTENT,
    'subnetwork of this app, Private Google Access turned off by an override',
    (stack) => {
      const props = withSubnetwork(true)(stack);
      (stack.node.findChild('sub') as ComputeSubnetwork).addOverride('private_ip_google_access', false);
      return props;
    },
    error('GPUM-CR-SUBNET-PGA'),
  ),
  row(
    'CloudRunNetworkAttributes.subnetwork',
    InputClass.INCONSISTENT,
    'existing subnetwork by ID: Private Google Access unknown',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds(IDS) },
    warning('GPUM-CR-SUBNET-PGA'),
  ),

  // Rapid Cache (issue 13): zones of the workload's region, a TTL in Anywhere Cache's range.
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.WRONG_CLOUD,
    'rapidCache zone of another region',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['europe-west4-a'] } }) },
    error('GPUM-CR-RAPID-CACHE-ZONE'),
  ),
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.EMPTY,
    'rapidCache empty zone list',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: [] } }) },
    error('GPUM-CR-RAPID-CACHE-ZONE'),
  ),
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.LITERAL,
    'rapidCache zone "*"',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['*'] } }) },
    error('GPUM-CR-RAPID-CACHE-ZONE'),
  ),
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.WRONG_CLOUD,
    'rapidCache zone us-central1-d, which us-central1 does not have',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['us-central1-d'] } }) },
    warning('GPUM-CR-RAPID-CACHE-ZONE'),
  ),
  row(
    'CloudRunRapidCacheOptions.zones',
    InputClass.LITERAL,
    'rapidCache zone given twice',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: ['us-central1-a', 'us-central1-a'] } }) },
    error('GPUM-CR-RAPID-CACHE-ZONE'),
  ),
  row(
    'CloudRunRapidCacheOptions.ttl',
    InputClass.OUT_OF_RANGE,
    'rapidCache TTL of a minute',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { ttl: Duration.minutes(1) } }) },
    error('GPUM-CR-RAPID-CACHE-TTL'),
  ),
  row(
    'CloudRunRapidCacheOptions.ttl',
    InputClass.OUT_OF_RANGE,
    'rapidCache TTL of thirty days',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { ttl: Duration.hours(720) } }) },
    error('GPUM-CR-RAPID-CACHE-TTL'),
  ),
  row(
    'CloudRunRapidCacheOptions.admissionPolicy',
    InputClass.LITERAL,
    'rapidCache admissionPolicy "first-miss" (plain JavaScript)',
    { storage: CloudRunModelStorage.gcsFuse({ rapidCache: { admissionPolicy: js('first-miss') } }) },
    error('GPUM-CR-RAPID-CACHE-ADMISSION'),
  ),

  // Staging (issue 11): the job's retention, resources, timeout, image and memory.
  row(
    'CloudRunStagingOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'staging retainRevisions 0',
    stagedWith({ retainRevisions: 0 }),
    error('GPUM-STAGING-RETAIN'),
  ),
  row(
    'CloudRunStagingOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'staging retainRevisions NaN',
    stagedWith({ retainRevisions: Number.NaN }),
    error('GPUM-STAGING-RETAIN'),
  ),
  row(
    'CloudRunStagingOptions.retainRevisions',
    InputClass.OUT_OF_RANGE,
    'staging retainRevisions 1 (nothing to roll back to)',
    stagedWith({ retainRevisions: 1 }),
    warning('GPUM-STAGING-RETAIN-ONE'),
  ),
  row(
    'CloudRunStagingOptions.retainRevisions',
    InputClass.TOKEN,
    'staging retainRevisions as a token',
    (stack) => stagedWith({ retainRevisions: numberToken(stack) }),
    error('GPUM-STAGING-RETAIN'),
  ),
  row('CloudRunStagingOptions.cpu', InputClass.OUT_OF_RANGE, 'staging cpu 3', stagedWith({ cpu: 3 }), error('GPUM-CR-STAGING-RESOURCES')),
  row(
    'CloudRunStagingOptions.cpu',
    InputClass.OUT_OF_RANGE,
    'staging cpu NaN',
    stagedWith({ cpu: Number.NaN }),
    error('GPUM-CR-STAGING-RESOURCES'),
  ),
  row(
    'CloudRunStagingOptions.cpu',
    InputClass.TOKEN,
    'staging cpu as a token',
    (stack) => stagedWith({ cpu: numberToken(stack) }),
    error('GPUM-CR-STAGING-RESOURCES'),
  ),
  row(
    'CloudRunStagingOptions.memory',
    InputClass.INCONSISTENT,
    'staging memory 40 GiB on 8 vCPU',
    stagedWith({ cpu: 8, memory: Size.gibibytes(40) }),
    error('GPUM-CR-STAGING-RESOURCES'),
  ),
  row(
    'CloudRunStagingOptions.memory',
    InputClass.OUT_OF_RANGE,
    'staging memory 4 GiB for a 20 GiB GGUF file, which a retried or sixth concurrent write holds in memory',
    stagedWith({ memory: Size.gibibytes(4) }, STAGED_MODEL({ size: Size.gibibytes(20), format: ModelFormat.GGUF })),
    warning('GPUM-CR-STAGING-MEMORY'),
  ),
  custom(
    ['CloudRunStagingOptions.memory', 'CloudRunStagingOptions.concurrency'],
    InputClass.INCONSISTENT,
    'staging concurrency 8 with 16 GiB for 10 GB shards: four files past gcsfuse streaming-write blocks are staged whole in memory',
    staging({ concurrency: 8, model: STAGED_MODEL({ size: Size.gigabytes(140), format: ModelFormat.SAFETENSORS }) }),
    warning('GPUM-CR-STAGING-MEMORY'),
  ),
  row(
    'CloudRunStagingOptions.timeout',
    InputClass.OUT_OF_RANGE,
    'staging timeout past 168 hours',
    stagedWith({ timeout: Duration.hours(200) }),
    error('GPUM-CR-STAGING-TIMEOUT'),
  ),
  row(
    'CloudRunStagingOptions.timeout',
    InputClass.INCONSISTENT,
    'staging timeout of a minute for an 8 GiB model, shorter than the staging estimate',
    stagedWith({ timeout: Duration.minutes(1) }),
    warning('GPUM-CR-STAGING-TIMEOUT'),
  ),
  row(
    'CloudRunStagingOptions.concurrency',
    InputClass.OUT_OF_RANGE,
    'staging concurrency 0',
    stagedWith({ concurrency: 0 }),
    error('GPUM-STAGING-CONCURRENCY'),
  ),
  row(
    'CloudRunStagingOptions.concurrency',
    InputClass.TOKEN,
    'staging concurrency as a token',
    (stack) => stagedWith({ concurrency: numberToken(stack) }),
    error('GPUM-STAGING-CONCURRENCY'),
  ),
  row('CloudRunStagingOptions.image', InputClass.EMPTY, 'staging image ""', stagedWith({ image: '' }), error('GPUM-CR-STAGING-IMAGE')),
  row(
    'CloudRunStagingOptions.image',
    InputClass.WRONG_SHAPE,
    'staging image as a URL',
    stagedWith({ image: 'https://docker.io/library/node:22' }),
    error('GPUM-CR-STAGING-IMAGE'),
  ),
  row(
    'CloudRunStagingOptions.image',
    InputClass.LITERAL,
    'staging image "node:${var.tag}"',
    stagedWith({ image: 'node:${var.tag}' }),
    error('GPUM-CR-STAGING-IMAGE'),
  ),
  row(
    'CloudRunStagingOptions.image',
    InputClass.WRONG_SHAPE,
    'staging image with the mutable tag latest',
    stagedWith({ image: 'node:latest' }),
    warning('GPUM-CR-STAGING-IMAGE'),
  ),
  row(
    'CloudRunStagingOptions.image',
    InputClass.WRONG_SHAPE,
    'staging image without a tag',
    stagedWith({ image: 'docker.io/library/node' }),
    warning('GPUM-CR-STAGING-IMAGE'),
  ),

  // An internet model: Direct VPC, ALL_TRAFFIC, Cloud NAT.
  row(
    'CloudRunPlatformProps.network',
    InputClass.INCONSISTENT,
    'internet model without a network',
    { storage: ModelStorage.internet({ url: URL }) },
    error('GPUM-CR-INTERNET-NETWORK'),
  ),
  row(
    'CloudRunNetworkAttributes.cloudNat',
    InputClass.INCONSISTENT,
    'internet model on an existing network without cloudNat',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.fromIds(IDS) },
    error('GPUM-CR-INTERNET-NAT'),
  ),
  row(
    'CloudRunNetworkResourceOptions.cloudNat',
    InputClass.INCONSISTENT,
    'internet model on network objects without cloudNat',
    (stack) => withSubnetwork(true, ModelStorage.internet({ url: URL }))(stack),
    error('GPUM-CR-INTERNET-NAT'),
  ),
  row(
    'CloudRunNetworkCreateOptions.cloudNat',
    InputClass.INCONSISTENT,
    'internet model through a created Cloud NAT (30 s caveat)',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.create() },
    warning('GPUM-CR-INTERNET-EGRESS'),
  ),
  row(
    'CloudRunNetworkAttributes.cloudNat',
    InputClass.INCONSISTENT,
    'internet model through a Cloud NAT outside this app',
    { storage: ModelStorage.internet({ url: URL }), network: CloudRunNetwork.fromIds({ ...IDS, cloudNat: CloudRunCloudNat.existing() }) },
    warning('GPUM-CR-INTERNET-EGRESS'),
  ),
  row(
    'CloudRunCloudNat.fromResource(nat)',
    InputClass.EMPTY,
    'Cloud NAT from an object naming no gateway',
    {
      storage: ModelStorage.internet({ url: URL }),
      network: CloudRunNetwork.fromIds({ ...IDS, cloudNat: CloudRunCloudNat.fromResource({ name: '' }) }),
    },
    error('GPUM-CR-INTERNET-NAT'),
  ),
  row(
    'CloudRunCloudNat.fromResource(nat)',
    InputClass.WRONG_CLOUD,
    'Cloud NAT of this app in another region',
    (stack) => ({
      storage: ModelStorage.internet({ url: URL }),
      network: CloudRunNetwork.fromIds({
        ...IDS,
        cloudNat: CloudRunCloudNat.fromResource(
          new ComputeRouterNat(stack, 'nat', {
            name: 'nat',
            router: 'router',
            region: 'europe-west4',
            natIpAllocateOption: 'AUTO_ONLY',
            sourceSubnetworkIpRangesToNat: 'ALL_SUBNETWORKS_ALL_IP_RANGES',
          }),
        ),
      }),
    }),
    error('GPUM-CR-INTERNET-NAT'),
  ),

  // The new bucket's name.
  row(
    'CloudRunPlatformProps.project',
    InputClass.EMPTY,
    'no project anywhere: the bucket name from the path alone',
    (stack) => {
      (stack.node.findChild('google') as GoogleProvider).project = undefined;
      return { storage: ModelStorage.objectStorageMount() };
    },
    warning('GPUM-CR-BUCKET-NAME'),
  ),

  // Existing buckets as objects.
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    'modelBucket of this app with uniform access unset',
    bucketOfThisApp(undefined),
    error('GPUM-CR-BUCKET-UNIFORM-ACCESS'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    'modelBucket of this app with uniform access off',
    bucketOfThisApp(false),
    error('GPUM-CR-BUCKET-UNIFORM-ACCESS'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    'modelBucket of this app with uniform access off, download',
    bucketOfThisApp(false, 'acme-models', ModelStorage.downloadAtStart()),
    error('GPUM-CR-BUCKET-UNIFORM-ACCESS'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.TOKEN,
    'modelBucket of this app with uniform access as a token',
    (stack) => bucketOfThisApp(boolToken(stack))(stack),
    warning('GPUM-CR-BUCKET-SHARED'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.LITERAL,
    'modelBucket of this app named "Acme"',
    bucketOfThisApp(true, 'Acme'),
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.LITERAL,
    'modelBucket of this app named "goog-models"',
    bucketOfThisApp(true, 'goog-models'),
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.LITERAL,
    'modelBucket as a plain object named "*"',
    { storage: ModelStorage.objectStorageMount(), modelBucket: { name: '*' } },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.EMPTY,
    'modelBucket as a plain object named ""',
    { storage: ModelStorage.objectStorageMount(), modelBucket: { name: '' } },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    'modelBucket as a data source',
    (stack) => ({
      storage: ModelStorage.objectStorageMount(),
      modelBucket: new DataGoogleStorageBucket(stack, 'models', { name: 'acme-models' }),
    }),
    warning('GPUM-CR-BUCKET-SHARED'),
  ),
  row(
    ['CloudRunPlatformProps.modelBucket', 'CloudRunGcsFuseOptions.bucketName'],
    InputClass.INCONSISTENT,
    'modelBucket and bucketName both',
    (stack) => ({ ...bucketOfThisApp(true)(stack), storage: CloudRunModelStorage.gcsFuse({ bucketName: 'other-models' }) }),
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    ['CloudRunPlatformProps.modelBucket', 'CloudRunGcsFuseOptions.hierarchicalNamespace'],
    InputClass.INCONSISTENT,
    'modelBucket with hierarchicalNamespace',
    bucketOfThisApp(true, 'acme-models', CloudRunModelStorage.gcsFuse({ hierarchicalNamespace: true })),
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunPlatformProps.modelBucket',
    InputClass.INCONSISTENT,
    'modelBucket with a model in the image',
    bucketOfThisApp(true, 'acme-models', ModelStorage.containerImage()),
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.LITERAL,
    'gcsFuse bucketName "*"',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: '*' }) },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.LITERAL,
    'gcsFuse bucketName "Acme_Models"',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'Acme_Models' }) },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.WRONG_SHAPE,
    'gcsFuse bucketName as a gs:// URL',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'gs://acme-models/models' }) },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.EMPTY,
    'gcsFuse bucketName ""',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: '' }) },
    error('GPUM-CR-BUCKET-NAME'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.TOKEN,
    'gcsFuse bucketName as a token: the existing bucket needs uniform access',
    (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ bucketName: stringToken(stack) }) }),
    warning('GPUM-CR-BUCKET-SHARED'),
  ),
  row(
    'CloudRunGcsFuseOptions.bucketName',
    InputClass.INCONSISTENT,
    'gcsFuse bucketName of a bucket of this app with uniform access off',
    (stack) => {
      const bucket = new StorageBucket(stack, 'models', { name: 'acme-models', location: 'US-CENTRAL1', uniformBucketLevelAccess: false });
      return { storage: CloudRunModelStorage.gcsFuse({ bucketName: bucket.name }) };
    },
    error('GPUM-CR-BUCKET-UNIFORM-ACCESS'),
  ),
  row(
    'CloudRunGcsFuseOptions.hierarchicalNamespace',
    InputClass.TOKEN,
    'gcsFuse hierarchicalNamespace as a token',
    (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ hierarchicalNamespace: boolToken(stack) }) }),
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunGcsFuseOptions.hierarchicalNamespace',
    InputClass.LITERAL,
    'gcsFuse hierarchicalNamespace "false" (plain JavaScript)',
    { storage: CloudRunModelStorage.gcsFuse({ hierarchicalNamespace: js('false') }) },
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunGcsFuseOptions.removalPolicy',
    InputClass.INCONSISTENT,
    'gcsFuse removalPolicy on an existing bucket',
    { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'acme-models', removalPolicy: RemovalPolicy.DESTROY }) },
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunGcsFuseOptions.removalPolicy',
    InputClass.LITERAL,
    'gcsFuse removalPolicy "keep" (plain JavaScript)',
    { storage: CloudRunModelStorage.gcsFuse({ removalPolicy: js('keep') }) },
    error('GPUM-CR-BUCKET-OPTION'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.WRONG_SHAPE,
    'gcsFuse mount option with leading dashes',
    { storage: CloudRunModelStorage.gcsFuse({ mountOptions: ['--implicit-dirs'] }) },
    error('GPUM-CR-GCSFUSE-DASHES'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.LITERAL,
    'gcsFuse mount option gcsfuse does not have',
    { storage: CloudRunModelStorage.gcsFuse({ mountOptions: ['no-such-flag'] }) },
    error('GPUM-CR-GCSFUSE-UNKNOWN-FLAG'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.OUT_OF_RANGE,
    'gcsFuse mount option value out of range',
    { storage: CloudRunModelStorage.gcsFuse({ mountOptions: ['file-mode=999'] }) },
    error('GPUM-CR-GCSFUSE-VALUE'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.EMPTY,
    'gcsFuse mount option ""',
    { storage: CloudRunModelStorage.gcsFuse({ mountOptions: [''] }) },
    error('GPUM-CR-GCSFUSE-SYNTAX'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.INCONSISTENT,
    'gcsFuse mount option only-dir, which the model storagePath sets',
    { storage: CloudRunModelStorage.gcsFuse({ mountOptions: ['only-dir=other'] }) },
    error('GPUM-CR-GCSFUSE-MANAGED'),
  ),
  row(
    'CloudRunGcsFuseOptions.mountOptions',
    InputClass.TOKEN,
    'gcsFuse mount option as a token',
    (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ mountOptions: [stringToken(stack)] }) }),
    error('GPUM-CR-GCSFUSE-TOKEN'),
  ),

  // Labels.
  row('CloudRunPlatformProps.labels', InputClass.LITERAL, 'label key "Team"', { labels: { Team: 'ml' } }, error('GPUM-CR-LABEL')),
  row('CloudRunPlatformProps.labels', InputClass.EMPTY, 'label key ""', { labels: { '': 'ml' } }, error('GPUM-CR-LABEL')),
  row('CloudRunPlatformProps.labels', InputClass.LITERAL, 'label key "1team"', { labels: { '1team': 'ml' } }, error('GPUM-CR-LABEL')),
  row(
    'CloudRunPlatformProps.labels',
    InputClass.WRONG_SHAPE,
    'label key "app.kubernetes.io/name"',
    { labels: { 'app.kubernetes.io/name': 'x' } },
    error('GPUM-CR-LABEL'),
  ),
  row(
    'CloudRunPlatformProps.labels',
    InputClass.OUT_OF_RANGE,
    'label key of 64 characters',
    { labels: { ['k'.repeat(64)]: 'x' } },
    error('GPUM-CR-LABEL'),
  ),
  row('CloudRunPlatformProps.labels', InputClass.LITERAL, 'label value "ML"', { labels: { team: 'ML' } }, error('GPUM-CR-LABEL')),
  row('CloudRunPlatformProps.labels', InputClass.LITERAL, 'label value "a b"', { labels: { team: 'a b' } }, error('GPUM-CR-LABEL')),
  row('CloudRunPlatformProps.labels', InputClass.LITERAL, 'label value "${x}"', { labels: { team: '${x}' } }, error('GPUM-CR-LABEL')),
  row(
    'CloudRunPlatformProps.labels',
    InputClass.OUT_OF_RANGE,
    'label value of 64 characters',
    { labels: { team: 'v'.repeat(64) } },
    error('GPUM-CR-LABEL'),
  ),
  row(
    'CloudRunPlatformProps.labels',
    InputClass.OUT_OF_RANGE,
    '65 labels',
    { labels: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`l${i}`, 'x'])) },
    error('GPUM-CR-LABEL'),
  ),
  row(
    'CloudRunPlatformProps.labels',
    InputClass.WRONG_SHAPE,
    'label value a number (plain JavaScript)',
    { labels: { team: js(7) } },
    error('GPUM-CR-LABEL'),
  ),
  custom(
    'CloudRunModelStagingProps.labels',
    InputClass.LITERAL,
    'staging label key "Team"',
    staging({ labels: { Team: 'ml' } }),
    error('GPUM-CR-LABEL'),
  ),
  custom(
    'CloudRunModelStagingProps.labels',
    InputClass.LITERAL,
    'staging label value "a b"',
    staging({ labels: { team: 'a b' } }),
    error('GPUM-CR-LABEL'),
  ),

  // Memory: the error names the alternatives.
  row(
    'CloudRunPlatformProps.memory',
    InputClass.INCONSISTENT,
    'file cache past the L4 memory maximum',
    {
      storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(30) } }),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    },
    error('GPUM-CR-MEMORY'),
  ),
  row(
    'CloudRunPlatformProps.memory',
    InputClass.OUT_OF_RANGE,
    'download larger than the memory set',
    {
      storage: ModelStorage.downloadAtStart(),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(20) }),
      memory: Size.gibibytes(16),
    },
    error('GPUM-CR-MEMORY'),
  ),
  row(
    ['CloudRunPlatformProps.memory', 'CloudRunPlatformProps.gpuType'],
    InputClass.OUT_OF_RANGE,
    'RTX PRO 6000 download larger than the memory set',
    {
      gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
      region: 'europe-west4',
      storage: ModelStorage.downloadAtStart(),
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(80) }),
      memory: Size.gibibytes(80),
    },
    error('GPUM-CR-MEMORY'),
  ),
  row(
    'CloudRunPlatformProps.memory',
    InputClass.OUT_OF_RANGE,
    'memory 8 GiB, below the L4 minimum',
    { memory: Size.gibibytes(8) },
    error('GPUM-CR-MEMORY-RANGE'),
  ),
  row(
    'CloudRunPlatformProps.servingProcessMemory',
    InputClass.OUT_OF_RANGE,
    'servingProcessMemory 30 GiB with a 16 GiB limit',
    { servingProcessMemory: Size.gibibytes(30), memory: Size.gibibytes(16) },
    error('GPUM-CR-MEMORY'),
  ),
  row(
    'CloudRunPlatformProps.servingProcessMemory',
    InputClass.OUT_OF_RANGE,
    'servingProcessMemory 0 bytes',
    { servingProcessMemory: Size.bytes(0) },
    error('GPUM-CR-MEMORY'),
  ),
  // Where the workload runs: region, project, provider, name, construct ID.
  row(
    'CloudRunPlatformProps.region',
    InputClass.WRONG_SHAPE,
    'region a zone (us-central1-a)',
    { region: 'us-central1-a' },
    error('GPUM-CR-REGION'),
  ),
  row('CloudRunPlatformProps.region', InputClass.EMPTY, 'region ""', { region: '' }, error('GPUM-CR-REGION')),
  row(
    'CloudRunPlatformProps.region',
    InputClass.LITERAL,
    'region misspelled (us-centrall1)',
    { region: 'us-centrall1' },
    error('GPUM-CR-REGION'),
  ),
  row(
    'CloudRunPlatformProps.region',
    InputClass.WRONG_CLOUD,
    'region of another cloud (cn-hangzhou)',
    { region: 'cn-hangzhou' },
    error('GPUM-CR-REGION'),
  ),
  row(
    'CloudRunPlatformProps.region',
    InputClass.WRONG_CLOUD,
    'region without L4 worker pools (us-west1)',
    { region: 'us-west1' },
    warning('GPUM-CR-GPU-REGION'),
  ),
  row(
    'CloudRunPlatformProps.region',
    InputClass.TOKEN,
    'region as a token: the GPU region check is skipped, said once',
    (stack) => ({ region: stringToken(stack) }),
    warning('GPUM-REGION-TOKEN'),
  ),
  row('CloudRunPlatformProps.project', InputClass.LITERAL, 'project "Acme-ML"', { project: 'Acme-ML' }, error('GPUM-CR-PROJECT')),
  row('CloudRunPlatformProps.project', InputClass.OUT_OF_RANGE, 'project of 5 characters', { project: 'acme1' }, error('GPUM-CR-PROJECT')),
  row(
    'CloudRunPlatformProps.project',
    InputClass.LITERAL,
    'project ending with a hyphen',
    { project: 'acme-ml-' },
    error('GPUM-CR-PROJECT'),
  ),
  row(
    'CloudRunPlatformProps.project',
    InputClass.WRONG_SHAPE,
    'project as a path (projects/acme-ml)',
    { project: 'projects/acme-ml' },
    error('GPUM-CR-PROJECT'),
  ),
  row('CloudRunPlatformProps.project', InputClass.EMPTY, 'project ""', { project: '' }, error('GPUM-CR-PROJECT')),
  row(
    'CloudRunPlatformProps.project',
    InputClass.WRONG_SHAPE,
    'project number where the ID belongs',
    { project: '123456789012' },
    warning('GPUM-CR-PROJECT'),
  ),
  row(
    'CloudRunPlatformProps.project',
    InputClass.LITERAL,
    'the stack\'s google provider project "Acme"',
    (stack) => {
      (stack.node.findChild('google') as GoogleProvider).project = 'Acme';
      return {};
    },
    error('GPUM-CR-PROJECT'),
  ),
  row(
    'CloudRunPlatformProps.provider',
    InputClass.WRONG_CLOUD,
    'provider of another cloud',
    (stack) => ({ provider: new TerraformProviderStub(stack) }),
    error('GPUM-CR-PROVIDER'),
  ),
  row('CloudRunPlatformProps.name', InputClass.LITERAL, 'name "LLM_Server"', { name: 'LLM_Server' }, error('GPUM-CR-NAME')),
  row('CloudRunPlatformProps.name', InputClass.OUT_OF_RANGE, 'name of 50 characters', { name: 'a'.repeat(50) }, error('GPUM-CR-NAME')),
  row('CloudRunPlatformProps.name', InputClass.EMPTY, 'name ""', { name: '' }, error('GPUM-CR-NAME')),
  custom(
    'CloudRunPlatformProps.name',
    InputClass.INCONSISTENT,
    'two workloads with one name in one project and region',
    (stack) => {
      new CloudRunGpuWorkload(stack, 'a', baseProps({ name: 'llm' }));
      new CloudRunGpuWorkload(stack, 'b', baseProps({ name: 'llm' }));
    },
    error('GPUM-CR-NAME-DUPLICATE'),
  ),
  custom(
    'CloudRunGpuWorkload.constructor(id)',
    InputClass.LITERAL,
    'construct ID "llm-${var.env}"',
    (stack) => new CloudRunGpuWorkload(stack, 'llm-${var.env}', baseProps()),
    error('GPUM-CR-CONSTRUCT-ID'),
  ),
  custom(
    'CloudRunGpuWorkload.constructor(id)',
    InputClass.EMPTY,
    'construct ID ""',
    (stack) => new CloudRunGpuWorkload(stack, '', baseProps()),
    error('GPUM-CR-CONSTRUCT-ID'),
  ),

  // The GPU, its vCPUs, instances and flags.
  row(
    'CloudRunPlatformProps.gpuType',
    InputClass.LITERAL,
    'gpuType "nvidia-a100" (plain JavaScript)',
    { gpuType: js('nvidia-a100') },
    error('GPUM-CR-GPU-TYPE'),
  ),
  row(
    'CloudRunPlatformProps.gpuType',
    InputClass.TOKEN,
    'gpuType as a token',
    (stack) => ({ gpuType: js(stringToken(stack)) }),
    error('GPUM-CR-GPU-TYPE'),
  ),
  row('CloudRunPlatformProps.cpu', InputClass.OUT_OF_RANGE, 'cpu 2 with an L4', { cpu: 2 }, error('GPUM-CR-CPU')),
  row('CloudRunPlatformProps.cpu', InputClass.OUT_OF_RANGE, 'cpu 4.5', { cpu: 4.5 }, error('GPUM-CR-CPU')),
  row('CloudRunPlatformProps.cpu', InputClass.TOKEN, 'cpu as a token', (stack) => ({ cpu: numberToken(stack) }), error('GPUM-CR-CPU')),
  row(
    'CloudRunPlatformProps.cpu',
    InputClass.INCONSISTENT,
    'cpu 4 with 24 GiB',
    { cpu: 4, memory: Size.gibibytes(24) },
    error('GPUM-CR-CPU-MEMORY'),
  ),
  row('CloudRunPlatformProps.instanceCount', InputClass.OUT_OF_RANGE, 'instanceCount -1', { instanceCount: -1 }, error('GPUM-CR-RANGE')),
  row('CloudRunPlatformProps.instanceCount', InputClass.OUT_OF_RANGE, 'instanceCount 1.5', { instanceCount: 1.5 }, error('GPUM-CR-RANGE')),
  row(
    'CloudRunPlatformProps.instanceCount',
    InputClass.INCONSISTENT,
    'instanceCount on a service',
    { instanceCount: 2, httpServing: {} },
    error('GPUM-CR-INSTANCE-COUNT'),
  ),
  row(
    'CloudRunPlatformProps.launchStage',
    InputClass.LITERAL,
    'launchStage "PREVIEW" (plain JavaScript)',
    { launchStage: js('PREVIEW') },
    error('GPUM-CR-CHOICE'),
  ),
  row(
    'CloudRunPlatformProps.launchStage',
    InputClass.INCONSISTENT,
    'launchStage GA with the RTX PRO 6000 in Preview',
    { gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4', launchStage: CloudRunLaunchStage.GA },
    warning('GPUM-CR-GPU-PREVIEW'),
  ),
  row(
    'CloudRunPlatformProps.deletionProtection',
    InputClass.LITERAL,
    'deletionProtection "no" (plain JavaScript)',
    { deletionProtection: js('no') },
    error('GPUM-CR-CHOICE'),
  ),
  row(
    'CloudRunPlatformProps.gpuZonalRedundancy',
    InputClass.LITERAL,
    'gpuZonalRedundancy "false" (plain JavaScript)',
    { gpuZonalRedundancy: js('false') },
    error('GPUM-CR-CHOICE'),
  ),
  row(
    'CloudRunPlatformProps.downloader',
    InputClass.TOKEN,
    'downloader as a token: the download script is chosen at synth',
    (stack) => ({ storage: ModelStorage.downloadAtStart(), downloader: js(stringToken(stack)) }),
    error('GPUM-CR-DOWNLOAD-TUNING'),
  ),
  row(
    'CloudRunPlatformProps.downloader',
    InputClass.LITERAL,
    'downloader "curl" (plain JavaScript)',
    { storage: ModelStorage.downloadAtStart(), downloader: js('curl') },
    error('GPUM-CR-DOWNLOAD-TUNING'),
  ),
  row(
    'CloudRunPlatformProps.enableApis',
    InputClass.TOKEN,
    'enableApis as a token',
    (stack) => ({ enableApis: boolToken(stack) }),
    error('GPUM-CR-PROJECT-APIS'),
  ),
  row(
    'CloudRunPlatformProps.enableApis',
    InputClass.EMPTY,
    'enableApis unset: the APIs the project needs are named',
    {},
    warning('GPUM-CR-PROJECT-APIS'),
  ),
  row(
    'CloudRunPlatformProps.enableApis',
    InputClass.LITERAL,
    'enableApis "true" (plain JavaScript)',
    { enableApis: js('true') },
    error('GPUM-CR-PROJECT-APIS'),
  ),

  // The container's command line and environment.
  row(
    'CloudRunPlatformProps.command',
    InputClass.EMPTY,
    'command with an empty word',
    { command: ['', 'serve'] },
    error('GPUM-CR-COMMAND'),
  ),
  row(
    'CloudRunPlatformProps.command',
    InputClass.WRONG_SHAPE,
    'command as one string (plain JavaScript)',
    { command: js('vllm serve /mnt/models/llama') },
    error('GPUM-CR-COMMAND'),
  ),
  row(
    'CloudRunPlatformProps.command',
    InputClass.EMPTY,
    'command [] with a download at start',
    { command: [], storage: ModelStorage.downloadAtStart() },
    error('GPUM-CR-DOWNLOAD-COMMAND'),
  ),
  row(
    'CloudRunPlatformProps.command',
    InputClass.EMPTY,
    'no command for a staged model',
    { ...stagedWith({}), command: undefined },
    error('GPUM-CR-STAGING-COMMAND'),
  ),
  row(
    'CloudRunPlatformProps.args',
    InputClass.WRONG_SHAPE,
    'args with a number (plain JavaScript)',
    { args: js(['--port', 8000]) },
    error('GPUM-CR-COMMAND'),
  ),
  custom(
    'CloudRunGpuWorkload.addEnvironment(key)',
    InputClass.LITERAL,
    'addEnvironment PORT, which Cloud Run sets',
    (stack) => new CloudRunGpuWorkload(stack, 'llm', baseProps()).addEnvironment('PORT', '8000'),
    error('GPUM-CR-ENV-RESERVED'),
  ),
  custom(
    'CloudRunGpuWorkload.addEnvironment(key)',
    InputClass.LITERAL,
    'addEnvironment "1X"',
    (stack) => new CloudRunGpuWorkload(stack, 'llm', baseProps()).addEnvironment('1X', 'a'),
    error('GPUM-ENV-NAME'),
  ),
  custom(
    'CloudRunGpuWorkload.addEnvironment(value)',
    InputClass.WRONG_SHAPE,
    'addEnvironment with an object value (plain JavaScript)',
    (stack) => new CloudRunGpuWorkload(stack, 'llm', baseProps()).addEnvironment('MODE', js({ fast: true })),
    error('GPUM-ENV-VALUE'),
  ),

  // HTTP serving.
  row(
    'CloudRunHttpServingOptions.port',
    InputClass.OUT_OF_RANGE,
    'httpServing.port 0',
    { httpServing: { port: 0 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.port',
    InputClass.OUT_OF_RANGE,
    'httpServing.port 70000',
    { httpServing: { port: 70000 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.minInstances',
    InputClass.OUT_OF_RANGE,
    'httpServing.minInstances -1',
    { httpServing: { minInstances: -1 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.maxInstances',
    InputClass.INCONSISTENT,
    'httpServing.maxInstances below minInstances',
    { httpServing: { minInstances: 3, maxInstances: 2 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.maxInstances',
    InputClass.OUT_OF_RANGE,
    'httpServing.maxInstances 0',
    { httpServing: { maxInstances: 0 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.maxConcurrentRequests',
    InputClass.OUT_OF_RANGE,
    'httpServing.maxConcurrentRequests 1001',
    { httpServing: { maxConcurrentRequests: 1001 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.requestTimeout',
    InputClass.OUT_OF_RANGE,
    'httpServing.requestTimeout of two hours',
    { httpServing: { requestTimeout: Duration.hours(2) } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunHttpServingOptions.ingress',
    InputClass.LITERAL,
    'httpServing.ingress "all" (plain JavaScript)',
    { httpServing: { ingress: js('all') } },
    error('GPUM-CR-CHOICE'),
  ),
  row(
    'CloudRunHttpServingOptions.allowUnauthenticated',
    InputClass.TOKEN,
    'httpServing.allowUnauthenticated as a token',
    (stack) => ({ httpServing: { allowUnauthenticated: boolToken(stack) } }),
    error('GPUM-CR-PUBLIC-SERVICE'),
  ),
  row(
    'CloudRunHttpServingOptions.allowUnauthenticated',
    InputClass.LITERAL,
    'httpServing.allowUnauthenticated "false" (plain JavaScript)',
    { httpServing: { allowUnauthenticated: js('false') } },
    error('GPUM-CR-PUBLIC-SERVICE'),
  ),
  row(
    'CloudRunHttpServingOptions.allowUnauthenticated',
    InputClass.LITERAL,
    'httpServing.allowUnauthenticated true: anyone can spend the GPU',
    { httpServing: { allowUnauthenticated: true, ingress: CloudRunIngress.ALL } },
    warning('GPUM-CR-PUBLIC-SERVICE'),
  ),

  // Startup probes.
  row(
    'CloudRunStartupProbeOptions.httpPath',
    InputClass.WRONG_SHAPE,
    'startupProbe.httpPath "health"',
    { httpServing: { startupProbe: { httpPath: 'health' } } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.initialDelay',
    InputClass.OUT_OF_RANGE,
    'startupProbe.initialDelay of five minutes',
    { httpServing: { startupProbe: { initialDelay: Duration.minutes(5) } } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.period',
    InputClass.OUT_OF_RANGE,
    'startupProbe.period 0 s',
    { httpServing: { startupProbe: { period: Duration.seconds(0) } } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.timeout',
    InputClass.INCONSISTENT,
    'startupProbe.timeout longer than its period',
    { httpServing: { startupProbe: { period: Duration.seconds(5), timeout: Duration.seconds(10) } } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.failureThreshold',
    InputClass.OUT_OF_RANGE,
    'startupProbe.failureThreshold 0',
    { httpServing: { startupProbe: { failureThreshold: 0 } } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.failureThreshold',
    InputClass.TOKEN,
    'startupProbe.failureThreshold as a token',
    (stack) => ({ httpServing: { startupProbe: { failureThreshold: numberToken(stack) } } }),
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunStartupProbeOptions.failureThreshold',
    InputClass.OUT_OF_RANGE,
    'workerStartupProbe window past 240 s',
    { workerStartupProbe: { port: 8081, period: Duration.seconds(10), failureThreshold: 30 } },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunWorkerStartupProbeOptions.port',
    InputClass.OUT_OF_RANGE,
    'workerStartupProbe.port 0',
    { workerStartupProbe: { port: 0 } },
    error('GPUM-CR-RANGE'),
  ),
  row(
    'CloudRunWorkerStartupProbeOptions.port',
    InputClass.INCONSISTENT,
    'workerStartupProbe on a service',
    { workerStartupProbe: { port: 8081 }, httpServing: {} },
    error('GPUM-CR-STARTUP-PROBE'),
  ),
  row(
    'CloudRunWorkerStartupProbeOptions.port',
    InputClass.INCONSISTENT,
    "workerStartupProbe.port other than an engine preset's 8080",
    { workerStartupProbe: { port: 9000 }, command: undefined, engine: ServingEngine.vllm() },
    error('GPUM-CR-STARTUP-PROBE'),
  ),

  // Service accounts.
  row(
    'CloudRunServiceAccountCreateOptions.accountId',
    InputClass.LITERAL,
    'accountId "LLM"',
    { serviceAccount: CloudRunServiceAccount.create({ accountId: 'LLM' }) },
    error('GPUM-CR-SERVICE-ACCOUNT'),
  ),
  custom(
    'CloudRunServiceAccountCreateOptions.accountId',
    InputClass.INCONSISTENT,
    'two workloads creating one account ID',
    (stack) => {
      new CloudRunGpuWorkload(stack, 'a', baseProps({ serviceAccount: CloudRunServiceAccount.create({ accountId: 'llm-runner' }) }));
      new CloudRunGpuWorkload(stack, 'b', baseProps({ serviceAccount: CloudRunServiceAccount.create({ accountId: 'llm-runner' }) }));
    },
    error('GPUM-CR-SERVICE-ACCOUNT-DUPLICATE'),
  ),
  row(
    'CloudRunServiceAccount.fromEmail(email)',
    InputClass.WRONG_SHAPE,
    'service account email without a domain',
    { serviceAccount: CloudRunServiceAccount.fromEmail('llm-runner') },
    error('GPUM-CR-SERVICE-ACCOUNT'),
  ),
  row(
    'CloudRunServiceAccount.fromEmail(email)',
    InputClass.LITERAL,
    'service account email of project "Acme"',
    { serviceAccount: CloudRunServiceAccount.fromEmail('llm@Acme.iam.gserviceaccount.com') },
    error('GPUM-CR-PROJECT'),
  ),
  row(
    'CloudRunServiceAccount.fromResource(account)',
    InputClass.EMPTY,
    'service account object with an empty email',
    { serviceAccount: CloudRunServiceAccount.fromResource({ email: '' }) },
    error('GPUM-CR-SERVICE-ACCOUNT'),
  ),
  custom(
    'CloudRunServiceAccountBindOptions.defaultAccountId',
    InputClass.LITERAL,
    'bind with defaultAccountId "x"',
    (stack) => CloudRunServiceAccount.create().bind(stack, { defaultAccountId: 'x', description: 'runs llm' }),
    error('GPUM-CR-SERVICE-ACCOUNT'),
  ),
  custom(
    'CloudRunServiceAccountBindOptions.description',
    InputClass.LITERAL,
    'bind with a description holding a template',
    (stack) => CloudRunServiceAccount.create().bind(stack, { defaultAccountId: 'llm-runner', description: 'runs ${var.model}' }),
    error('GPUM-CR-SERVICE-ACCOUNT'),
  ),
  custom(
    'CloudRunServiceAccountBindOptions.project',
    InputClass.LITERAL,
    'bind with project "ACME"',
    (stack) =>
      CloudRunServiceAccount.fromEmail('llm@acme-ml.iam.gserviceaccount.com').bind(stack, {
        defaultAccountId: 'llm-runner',
        description: 'x',
        project: 'ACME',
      }),
    error('GPUM-CR-PROJECT'),
  ),

  // Networks: shapes, tags, ranges, and the bind options.
  row(
    'CloudRunNetworkAttributes.network',
    InputClass.WRONG_SHAPE,
    'network given a subnetwork path',
    {
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({ network: IDS.subnetwork, subnetwork: IDS.subnetwork }),
    },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkAttributes.subnetwork',
    InputClass.WRONG_SHAPE,
    'subnetwork given the network path',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds({ network: IDS.network, subnetwork: IDS.network }) },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkAttributes.network',
    InputClass.EMPTY,
    'network ""',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds({ ...IDS, network: '' }) },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkAttributes.network',
    InputClass.LITERAL,
    'network path in project "Acme"',
    {
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({ ...IDS, network: 'projects/Acme/global/networks/n' }),
    },
    error('GPUM-CR-PROJECT'),
  ),
  row(
    'CloudRunNetworkAttributes.subnetwork',
    InputClass.WRONG_CLOUD,
    'subnetwork of another region',
    {
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({ ...IDS, subnetwork: 'projects/acme-ml/regions/europe-west4/subnetworks/s' }),
    },
    error('GPUM-CR-SUBNET-REGION'),
  ),
  row(
    'CloudRunNetworkAttributes.subnetwork',
    InputClass.WRONG_SHAPE,
    'subnetwork path with a zone for its region',
    {
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({ ...IDS, subnetwork: 'projects/acme-ml/regions/us-central1-a/subnetworks/s' }),
    },
    error('GPUM-CR-REGION'),
  ),
  row(
    'CloudRunNetworkAttributes.subnetwork',
    InputClass.INCONSISTENT,
    'subnetwork of another project: a Shared VPC',
    {
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({
        network: 'projects/host-net/global/networks/n',
        subnetwork: 'projects/host-net/regions/us-central1/subnetworks/s',
      }),
    },
    warning('GPUM-CR-SHARED-VPC'),
  ),
  row(
    'CloudRunNetworkAttributes.tags',
    InputClass.LITERAL,
    'network tag "GPU Workers"',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds({ ...IDS, tags: ['GPU Workers'] }) },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkCreateOptions.tags',
    InputClass.LITERAL,
    'network tag given twice',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.create({ tags: ['gpu', 'gpu'] }) },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkResourceOptions.tags',
    InputClass.EMPTY,
    'network tag ""',
    (stack) => {
      const { network, subnetwork } = subnetworkOfThisApp(stack, true);
      return { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromResources(network, subnetwork, { tags: [''] }) };
    },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetwork.fromResources(network)',
    InputClass.WRONG_SHAPE,
    'network object whose id is a subnetwork path',
    (stack) => {
      const { subnetwork } = subnetworkOfThisApp(stack, true);
      return { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromResources({ id: IDS.subnetwork }, subnetwork) };
    },
    error('GPUM-CR-NETWORK'),
  ),
  row(
    'CloudRunNetworkCreateOptions.ipCidrRange',
    InputClass.OUT_OF_RANGE,
    'ipCidrRange /28, smaller than Direct VPC needs',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.create({ ipCidrRange: '10.8.0.0/28' }) },
    error('GPUM-CR-SUBNET-RANGE'),
  ),
  row(
    'CloudRunNetworkCreateOptions.ipCidrRange',
    InputClass.WRONG_SHAPE,
    'ipCidrRange without a prefix length',
    { storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.create({ ipCidrRange: '10.8.0.0' }) },
    error('GPUM-CR-SUBNET-RANGE'),
  ),
  custom(
    'CloudRunNetworkBindOptions.region',
    InputClass.WRONG_SHAPE,
    'network bind with a zone for its region',
    (stack) => CloudRunNetwork.create().bind(stack, { region: 'us-central1-a', namePrefix: 'llm' }),
    error('GPUM-CR-REGION'),
  ),
  custom(
    'CloudRunNetworkBindOptions.project',
    InputClass.LITERAL,
    'network bind with project "acme"',
    (stack) => CloudRunNetwork.create().bind(stack, { region: 'us-central1', namePrefix: 'llm', project: 'acme' }),
    error('GPUM-CR-PROJECT'),
  ),
  custom(
    'CloudRunNetworkBindOptions.namePrefix',
    InputClass.LITERAL,
    'network bind with namePrefix "LLM_net"',
    (stack) => CloudRunNetwork.create().bind(stack, { region: 'us-central1', namePrefix: 'LLM_net' }),
    error('GPUM-CR-NAME'),
  ),
  custom(
    'CloudRunCloudNatBindOptions.region',
    InputClass.EMPTY,
    'Cloud NAT bind with region ""',
    (stack) => CloudRunCloudNat.create().bind(stack, { region: '', namePrefix: 'llm', ...IDS }),
    error('GPUM-CR-REGION'),
  ),
  custom(
    'CloudRunCloudNatBindOptions.project',
    InputClass.WRONG_SHAPE,
    'Cloud NAT bind with a project path',
    (stack) => CloudRunCloudNat.create().bind(stack, { region: 'us-central1', namePrefix: 'llm', project: 'projects/acme-ml', ...IDS }),
    error('GPUM-CR-PROJECT'),
  ),
  custom(
    'CloudRunCloudNatBindOptions.namePrefix',
    InputClass.OUT_OF_RANGE,
    'Cloud NAT bind with a 64-character namePrefix',
    (stack) => CloudRunCloudNat.create().bind(stack, { region: 'us-central1', namePrefix: 'n'.repeat(64), ...IDS }),
    error('GPUM-CR-NAME'),
  ),
  custom(
    'CloudRunCloudNatBindOptions.network',
    InputClass.WRONG_SHAPE,
    'Cloud NAT bind with the subnetwork as its network',
    (stack) =>
      CloudRunCloudNat.create().bind(stack, {
        region: 'us-central1',
        namePrefix: 'llm',
        network: IDS.subnetwork,
        subnetwork: IDS.subnetwork,
      }),
    error('GPUM-CR-NETWORK'),
  ),
  custom(
    'CloudRunCloudNatBindOptions.subnetwork',
    InputClass.EMPTY,
    'Cloud NAT bind with subnetwork ""',
    (stack) => CloudRunCloudNat.create().bind(stack, { region: 'us-central1', namePrefix: 'llm', network: IDS.network, subnetwork: '' }),
    error('GPUM-CR-NETWORK'),
  ),

  // The staging construct alone.
  custom(
    'CloudRunModelStagingProps.region',
    InputClass.WRONG_SHAPE,
    'staging region a zone',
    staging({ region: 'us-central1-b' }),
    error('GPUM-CR-REGION'),
  ),
  custom(
    'CloudRunModelStagingProps.project',
    InputClass.LITERAL,
    'staging project "Acme"',
    staging({ project: 'Acme' }),
    error('GPUM-CR-PROJECT'),
  ),
  custom(
    'CloudRunModelStagingProps.bucketName',
    InputClass.WRONG_SHAPE,
    'staging bucketName as a gs:// URL',
    staging({ bucketName: 'gs://acme-models' }),
    error('GPUM-CR-BUCKET-NAME'),
  ),
  custom(
    'CloudRunModelStagingProps.bucketName',
    InputClass.EMPTY,
    'staging bucketName ""',
    staging({ bucketName: '' }),
    error('GPUM-CR-BUCKET-NAME'),
  ),
  custom(
    'CloudRunModelStagingProps.bucketName',
    InputClass.INCONSISTENT,
    'two different models staged into one bucket prefix',
    (stack) => {
      staging({})(stack);
      const source = ModelSource.huggingFace('acme/other', { revision: REVISION });
      new CloudRunModelStaging(stack, 'Other', {
        model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), source }),
        region: 'us-central1',
        bucketName: 'acme-models',
      });
    },
    error('GPUM-STAGING-DESTINATION-CONFLICT'),
  ),
  custom(
    'CloudRunModelStagingProps.name',
    InputClass.INCONSISTENT,
    'two staging jobs with one name in one project and region',
    (stack) => {
      staging({ name: 'stage-llama' })(stack);
      new CloudRunModelStaging(stack, 'Again', {
        model: STAGED_MODEL(),
        region: 'us-central1',
        bucketName: 'other-models',
        name: 'stage-llama',
      });
    },
    error('GPUM-CR-NAME-DUPLICATE'),
  ),
  custom(
    'CloudRunModelStagingProps.name',
    InputClass.OUT_OF_RANGE,
    'staging name of 39 characters',
    staging({ name: 's'.repeat(39) }),
    error('GPUM-CR-NAME'),
  ),
  custom(
    'CloudRunModelStagingProps.name',
    InputClass.LITERAL,
    'staging name "Stage_Llama"',
    staging({ name: 'Stage_Llama' }),
    error('GPUM-CR-NAME'),
  ),
  custom(
    'CloudRunModelStagingProps.provider',
    InputClass.WRONG_CLOUD,
    'staging provider of another cloud',
    (stack) => staging({ provider: new TerraformProviderStub(stack) })(stack),
    error('GPUM-CR-PROVIDER'),
  ),
  custom(
    'CloudRunModelStaging.constructor(id)',
    InputClass.LITERAL,
    'staging construct ID "stage-%{if x}"',
    (stack) =>
      new CloudRunModelStaging(stack, 'stage-%{if x}', { model: STAGED_MODEL(), region: 'us-central1', bucketName: 'acme-models' }),
    error('GPUM-CR-CONSTRUCT-ID'),
  ),
  custom(
    'CloudRunModelStaging.waitScript(directory)',
    InputClass.WRONG_SHAPE,
    'waitScript in a relative directory',
    (stack) =>
      new CloudRunModelStaging(stack, 'Staging', { model: STAGED_MODEL(), region: 'us-central1', bucketName: 'acme-models' }).waitScript(
        'mnt/models',
      ),
    error('GPUM-STAGING-MARKER'),
  ),
  custom(
    'CloudRunModelStaging.waitScript(timeout)',
    InputClass.OUT_OF_RANGE,
    'waitScript timeout 0 s',
    (stack) =>
      new CloudRunModelStaging(stack, 'Staging', { model: STAGED_MODEL(), region: 'us-central1', bucketName: 'acme-models' }).waitScript(
        '/mnt/models/llama',
        Duration.seconds(0),
      ),
    error('GPUM-CR-STAGING-WAIT'),
  ),
  // Issue 25 §3: a second workload on the first one's bucket.
  custom(
    'CloudRunModelStorage.sharedWith(first)',
    InputClass.INCONSISTENT,
    'sharedWith a workload whose model is in its image',
    (stack) => {
      const first = new CloudRunGpuWorkload(stack, 'first', baseProps());
      new CloudRunGpuWorkload(stack, 'second', baseProps({ storage: CloudRunModelStorage.sharedWith(first) }));
    },
    error('GPUM-CR-SHARED-STORE'),
  ),
  custom(
    'CloudRunModelStorage.sharedWith(first)',
    InputClass.WRONG_CLOUD,
    'sharedWith a workload in another region',
    (stack) => {
      const first = new CloudRunGpuWorkload(stack, 'first', baseProps({ storage: CloudRunModelStorage.gcsFuse() }));
      new CloudRunGpuWorkload(stack, 'second', baseProps({ region: 'europe-west4', storage: CloudRunModelStorage.sharedWith(first) }));
    },
    error('GPUM-SHARED-STORE-REGION'),
  ),
  custom(
    'CloudRunModelStorage.sharedWith(first)',
    InputClass.INCONSISTENT,
    'sharedWith a workload serving another model at the same storagePath',
    (stack) => {
      const first = new CloudRunGpuWorkload(stack, 'first', baseProps({ storage: CloudRunModelStorage.gcsFuse() }));
      new CloudRunGpuWorkload(
        stack,
        'second',
        baseProps({
          model: new ModelArtifact({ name: 'qwen', size: Size.gibibytes(8), storagePath: 'models/llama' }),
          storage: CloudRunModelStorage.sharedWith(first),
        }),
      );
    },
    error('GPUM-SHARED-STORE-PREFIX'),
  ),
];
