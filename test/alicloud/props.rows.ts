import { Fn, TerraformProvider, TerraformStack, Testing, Token } from '../../src/core/framework';
import { Duration } from '../../src/core/duration';
import { ServingEngine } from '../../src/core/engine';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  AlicloudProvider,
  FcExistingNas,
  FcExistingNasOptions,
  FcGpuFunction,
  FcGpuFunctionProps,
  FcHttpMethod,
  FcModelStaging,
  FcModelStagingProps,
  FcModelStorage,
  FcNetwork,
  FcReplicatedModelBucket,
  FcReplicatedModelBucketProps,
} from '../../src/alicloud';
import { NasMountTarget } from '../../src/alicloud/generated/nas-mount-target';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';
import { boolToken, IDS } from './bad-inputs.rows';
import { alicloudStack, gpuFunction, model } from './fixtures';

/*
 * Function Compute bad inputs of the props, options and methods the first tables left out (issue 22
 * §1): each row gives one input one bad value and names the coded error or warning it must get.
 */

type Outcome = { error: string } | { warning: string };

function row(api: string | string[], klass: InputClass, name: string, build: () => TerraformStack, expect: Outcome): ConstructBadInput {
  return { api, class: klass, name, build, expect };
}

/** A GPU function with the props, then `then` on it (and its stack), synthesized. */
function fn(props: Partial<FcGpuFunctionProps>, then?: (f: FcGpuFunction, stack: TerraformStack) => void): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    const f = gpuFunction(stack, props);
    then?.(f, stack);
    Testing.synth(stack);
    return stack;
  };
}

/** A GPU function whose props need the stack (a provider, a resource). */
function fnIn(props: (stack: TerraformStack) => Partial<FcGpuFunctionProps>): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    gpuFunction(stack, props(stack));
    Testing.synth(stack);
    return stack;
  };
}

const STAGED_MODEL = () =>
  model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) });

/** A staged model whose Function Compute staging estimate (about 20 minutes at 1 Gbit/s) is far above a minute. */
const STAGED_MODEL_140_GIB = () =>
  model({ name: 'qwen', size: Size.gibibytes(140), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) });

/** An FcModelStaging to OSS with the props (given the stack when a function), synthesized. */
export function staging(
  props: Partial<FcModelStagingProps> | ((stack: TerraformStack) => Partial<FcModelStagingProps>),
  id = 'Stage',
): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, id, {
      model: STAGED_MODEL(),
      ossBucketName: 'acme-models',
      ...(typeof props === 'function' ? props(stack) : props),
    });
    Testing.synth(stack);
    return stack;
  };
}

/** An FcModelStaging to NAS through a mount target, with the props. */
export function nasStaging(props: Partial<FcModelStagingProps>): () => TerraformStack {
  return staging({
    ossBucketName: undefined,
    nasMountTargetDomain: '0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com',
    network: FcNetwork.fromIds(IDS),
    ...props,
  });
}

/** A replicated model bucket in cn-hangzhou with one replica in cn-beijing, and the props. */
export function replicated(
  props: (stack: TerraformStack) => Partial<FcReplicatedModelBucketProps> = () => ({}),
  id = 'Models',
): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    new FcReplicatedModelBucket(stack, id, {
      model: model(),
      replicas: [{ region: 'cn-beijing', provider: new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' }) }],
      ...props(stack),
    });
    Testing.synth(stack);
    return stack;
  };
}

/** A function on the NAS mount target `NasMountTarget` of the stack (in `mountTargetVpc`), by FcExistingNas. */
function existingNas(options: FcExistingNasOptions, mountTargetVpc = IDS.vpcId): () => TerraformStack {
  return fnIn((stack) => {
    const target = new NasMountTarget(stack, 'Target', {
      fileSystemId: '0a1b2c',
      vpcId: mountTargetVpc,
      vswitchId: IDS.vswitchId,
      networkType: 'Vpc',
    });
    return { network: FcNetwork.fromIds(IDS), model: model(), storage: FcModelStorage.nas(FcExistingNas.fromMountTarget(target, options)) };
  });
}

/** A function on NAS (by ID), for mount points. */
const onNas = (): Partial<FcGpuFunctionProps> => ({
  network: FcNetwork.fromIds(IDS),
  model: model(),
  storage: FcModelStorage.nas({ fileSystemId: '0a1b2c' }),
});

const OSS_ENDPOINT = 'http://oss-cn-hangzhou-internal.aliyuncs.com';
const NAS_SERVER = '0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com:/data';
const P = (prop: string) => `FcPlatformProps.${prop}`;
const S = (prop: string) => `FcModelStagingProps.${prop}`;
const HC = (prop: string) => `FcHealthCheckOptions.${prop}`;
const health = (check: Record<string, unknown>) => fn({ healthCheck: { path: '/health', ...check } });
const seconds = (s: number) => Duration.seconds(s);
const e = (error: string): Outcome => ({ error });

/** Inputs whose check was there, without a row (issue 22 §1). */
const CHECKED_ROWS: ConstructBadInput[] = [
  // FcExistingNas: the mount target's own VPC, and the owner IDs FcModelStorage.nas() takes.
  row(
    'FcExistingNas.fromMountTarget(mountTarget)',
    InputClass.INCONSISTENT,
    "fromMountTarget of a mount target in another VPC than the function's",
    existingNas({}, 'vpc-222'),
    e('GPUM-FC-NAS-VPC-MISMATCH'),
  ),
  row(
    'FcExistingNasOptions.userId',
    InputClass.OUT_OF_RANGE,
    'fromMountTarget userId -1',
    existingNas({ userId: -1 }),
    e('GPUM-FC-NAS-OWNER'),
  ),
  row(
    'FcExistingNasOptions.groupId',
    InputClass.OUT_OF_RANGE,
    'fromMountTarget groupId 65535',
    existingNas({ groupId: 65535 }),
    e('GPUM-FC-NAS-OWNER'),
  ),
  // addEnvironment: the model's variables and Function Compute's own.
  row(
    'FcGpuFunction.addEnvironment(key)',
    InputClass.INCONSISTENT,
    'addEnvironment MODEL_PATH, which the model sets',
    fn({}, (f) => f.addEnvironment('MODEL_PATH', '/tmp')),
    e('GPUM-ENV-RESERVED'),
  ),
  row(
    'FcGpuFunction.addEnvironment(key)',
    InputClass.LITERAL,
    'addEnvironment FC_FUNCTION_NAME, which Function Compute sets',
    fn({}, (f) => f.addEnvironment('FC_FUNCTION_NAME', 'x')),
    e('GPUM-ENV-RESERVED'),
  ),
  row(
    'FcGpuFunction.addEnvironment(key)',
    InputClass.WRONG_SHAPE,
    'addEnvironment key "MY-VAR"',
    fn({}, (f) => f.addEnvironment('MY-VAR', 'x')),
    e('GPUM-ENV-NAME'),
  ),
  // The health check: the provider's ranges (initial delay and period 0–120 s, timeout 0–3 s, thresholds 1–120).
  row(
    HC('initialDelay'),
    InputClass.OUT_OF_RANGE,
    'healthCheck initialDelay 121 s',
    health({ initialDelay: seconds(121) }),
    e('GPUM-FC-HEALTH-CHECK'),
  ),
  row(HC('period'), InputClass.OUT_OF_RANGE, 'healthCheck period 121 s', health({ period: seconds(121) }), e('GPUM-FC-HEALTH-CHECK')),
  row(
    HC('period'),
    InputClass.OUT_OF_RANGE,
    'healthCheck period 2.5 s (whole seconds only)',
    health({ period: Duration.millis(2500) }),
    e('GPUM-FC-HEALTH-CHECK'),
  ),
  row(HC('timeout'), InputClass.OUT_OF_RANGE, 'healthCheck timeout 4 s', health({ timeout: seconds(4) }), e('GPUM-FC-HEALTH-CHECK')),
  row(
    HC('successThreshold'),
    InputClass.OUT_OF_RANGE,
    'healthCheck successThreshold 0',
    health({ successThreshold: 0 }),
    e('GPUM-FC-HEALTH-CHECK'),
  ),
  row(
    HC('successThreshold'),
    InputClass.OUT_OF_RANGE,
    'healthCheck successThreshold 121',
    health({ successThreshold: 121 }),
    e('GPUM-FC-HEALTH-CHECK'),
  ),
  row(HC('path'), InputClass.WRONG_SHAPE, 'healthCheck path "health" (relative)', health({ path: 'health' }), e('GPUM-FC-HEALTH-CHECK')),
  row(HC('path'), InputClass.EMPTY, 'healthCheck path ""', health({ path: '' }), e('GPUM-FC-HEALTH-CHECK')),
  // The HTTP trigger's methods: the set the trigger config takes.
  row(
    'FcHttpTriggerOptions.methods',
    InputClass.EMPTY,
    'httpTrigger methods []',
    fn({ httpTrigger: { methods: [] } }),
    e('GPUM-FC-HTTP-TRIGGER'),
  ),
  row(
    'FcHttpTriggerOptions.methods',
    InputClass.LITERAL,
    'httpTrigger method "FETCH" (plain JavaScript)',
    fn({ httpTrigger: { methods: ['FETCH' as FcHttpMethod] } }),
    e('GPUM-FC-HTTP-TRIGGER'),
  ),
  // The staging function's checked props.
  row(S('concurrency'), InputClass.OUT_OF_RANGE, 'staging concurrency 0', staging({ concurrency: 0 }), e('GPUM-STAGING-CONCURRENCY')),
  row(
    S('functionName'),
    InputClass.LITERAL,
    'staging functionName "1stage"',
    staging({ functionName: '1stage' }),
    e('GPUM-FC-FUNCTION-NAME'),
  ),
  row(
    S('functionName'),
    InputClass.TOKEN,
    'staging functionName as a Terraform token',
    staging({ functionName: Token.asString(Fn.lower('STAGE')) }),
    e('GPUM-FC-FUNCTION-NAME'),
  ),
  row(
    S('region'),
    InputClass.INCONSISTENT,
    "staging region not the provider's",
    staging({ region: 'cn-beijing' }),
    e('GPUM-FC-REGION-PROVIDER'),
  ),
  row(
    S('retainRevisions'),
    InputClass.OUT_OF_RANGE,
    'staging retainRevisions 0',
    staging({ retainRevisions: 0 }),
    e('GPUM-STAGING-RETAIN'),
  ),
  row(S('timeout'), InputClass.OUT_OF_RANGE, 'staging timeout 30 s', staging({ timeout: seconds(30) }), e('GPUM-FC-RANGE')),
  row(S('timeout'), InputClass.OUT_OF_RANGE, 'staging timeout 25 hours', staging({ timeout: Duration.hours(25) }), e('GPUM-FC-RANGE')),
  row(
    S('timeout'),
    InputClass.INCONSISTENT,
    'staging timeout of a minute for a 140 GiB model, shorter than the staging estimate',
    staging({ model: STAGED_MODEL_140_GIB(), timeout: Duration.minutes(1) }),
    { warning: 'GPUM-FC-STAGING-TIMEOUT' },
  ),
  // Mount points added to a function.
  row(
    'FcNasMountPoint.mountDir',
    InputClass.WRONG_SHAPE,
    'NAS mount point at a relative directory',
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: NAS_SERVER, mountDir: 'mnt/data' })),
    e('GPUM-FC-MOUNT-DIR'),
  ),
  row(
    'FcNasMountPoint.mountDir',
    InputClass.INCONSISTENT,
    "NAS mount point on the model's directory",
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: NAS_SERVER, mountDir: f.modelMountPath })),
    e('GPUM-FC-MOUNT-DIR'),
  ),
  row(
    'FcOssMountPoint.bucketName',
    InputClass.WRONG_SHAPE,
    'OSS mount point bucket as an oss:// URL',
    fn({}, (f) => f.addOssMountPoint({ bucketName: 'oss://acme', bucketPath: '/x', endpoint: OSS_ENDPOINT, mountDir: '/mnt/x' })),
    e('GPUM-FC-BUCKET-NAME'),
  ),
  row(
    'FcOssMountPoint.bucketPath',
    InputClass.WRONG_SHAPE,
    'OSS mount point bucketPath without its leading "/"',
    fn({}, (f) => f.addOssMountPoint({ bucketName: 'acme', bucketPath: 'models', endpoint: OSS_ENDPOINT, mountDir: '/mnt/x' })),
    e('GPUM-FC-MOUNT-DIR'),
  ),
  row(
    'FcOssMountPoint.mountDir',
    InputClass.LITERAL,
    'OSS mount point under /usr',
    fn({}, (f) => f.addOssMountPoint({ bucketName: 'acme', bucketPath: '/x', endpoint: OSS_ENDPOINT, mountDir: '/usr/models' })),
    e('GPUM-FC-MOUNT-DIR'),
  ),
  // An existing network's resources, by the prefixes of their IDs.
  row(
    ['FcNetwork.fromResources(vpc)', 'FcNetwork.fromResources(securityGroup)'],
    InputClass.WRONG_SHAPE,
    'fromResources with the VPC and the security group swapped',
    fn({
      network: FcNetwork.fromResources({ id: 'sg-111' }, { id: 'vsw-aaa', cidrBlock: '10.1.0.0/24' }, { id: 'vpc-111' }),
    }),
    e('GPUM-FC-NETWORK-ID'),
  ),
  // The model bucket's removal policy.
  row(
    'FcOssMountOptions.removalPolicy',
    InputClass.INCONSISTENT,
    'ossMount removalPolicy for an existing bucket',
    fn({
      model: model({ size: Size.gibibytes(4) }),
      storage: FcModelStorage.ossMount({ bucketName: 'acme', removalPolicy: RemovalPolicy.DESTROY }),
    }),
    e('GPUM-FC-OSS-OPTION'),
  ),
  row(
    'FcOssMountOptions.removalPolicy',
    InputClass.LITERAL,
    'ossMount removalPolicy "keep" (plain JavaScript)',
    fn({ model: model({ size: Size.gibibytes(4) }), storage: FcModelStorage.ossMount({ removalPolicy: 'keep' as RemovalPolicy }) }),
    e('GPUM-REMOVAL-POLICY'),
  ),
  row(
    'FcReplicatedModelBucketProps.removalPolicy',
    InputClass.LITERAL,
    'replicated bucket removalPolicy "keep" (plain JavaScript)',
    replicated(() => ({ removalPolicy: 'keep' as RemovalPolicy })),
    e('GPUM-REMOVAL-POLICY'),
  ),
  // The function's own props.
  row(
    P('createServiceLinkedRole'),
    InputClass.TOKEN,
    'createServiceLinkedRole as a Terraform token',
    fn({ createServiceLinkedRole: boolToken() }),
    e('GPUM-FC-SERVICE-LINKED-ROLE'),
  ),
  row(P('functionName'), InputClass.LITERAL, 'functionName "1llm"', fn({ functionName: '1llm' }), e('GPUM-FC-FUNCTION-NAME')),
  row(
    P('functionName'),
    InputClass.OUT_OF_RANGE,
    'functionName of 65 characters (the API takes 64)',
    fn({ functionName: 'f'.repeat(65) }),
    e('GPUM-FC-FUNCTION-NAME'),
  ),
  row(
    P('functionName'),
    InputClass.INCONSISTENT,
    'two functions with one functionName in one region',
    () => {
      const stack = alicloudStack();
      gpuFunction(stack, { functionName: 'llm' }, 'a');
      gpuFunction(stack, { functionName: 'llm' }, 'b');
      return stack;
    },
    e('GPUM-FC-FUNCTION-NAME-DUPLICATE'),
  ),
  row(
    P('gpuMemorySize'),
    InputClass.INCONSISTENT,
    "gpuMemorySize 24 GiB on ada.1's 48 GiB card",
    fn({ gpuMemorySize: Size.gibibytes(24) }),
    e('GPUM-FC-GPU-MEMORY'),
  ),
  row(P('instanceConcurrency'), InputClass.OUT_OF_RANGE, 'instanceConcurrency 201', fn({ instanceConcurrency: 201 }), e('GPUM-FC-RANGE')),
  row(P('instanceConcurrency'), InputClass.OUT_OF_RANGE, 'instanceConcurrency 0', fn({ instanceConcurrency: 0 }), e('GPUM-FC-RANGE')),
  row(P('port'), InputClass.OUT_OF_RANGE, 'port 0', fn({ port: 0 }), e('GPUM-FC-RANGE')),
  row(P('port'), InputClass.OUT_OF_RANGE, 'port 65536', fn({ port: 65536 }), e('GPUM-FC-RANGE')),
  row(P('timeout'), InputClass.OUT_OF_RANGE, 'timeout 0 s', fn({ timeout: seconds(0) }), e('GPUM-FC-RANGE')),
  row(P('timeout'), InputClass.OUT_OF_RANGE, 'timeout 86401 s (over 24 hours)', fn({ timeout: seconds(86401) }), e('GPUM-FC-RANGE')),
  row(
    P('prewarmTimeout'),
    InputClass.INCONSISTENT,
    'prewarmTimeout without prewarmModel',
    fn({ prewarmTimeout: seconds(60) }),
    e('GPUM-FC-PREWARM'),
  ),
  row(
    P('prewarmTimeout'),
    InputClass.OUT_OF_RANGE,
    "prewarmTimeout 301 s (over the initializer's 300 s)",
    fn({
      prewarmModel: true,
      prewarmTimeout: seconds(301),
      model: model({ size: Size.gibibytes(4) }),
      storage: FcModelStorage.ossMount({ bucketName: 'acme' }),
    }),
    e('GPUM-FC-PREWARM'),
  ),
  row(P('region'), InputClass.INCONSISTENT, "region not the stack provider's", fn({ region: 'cn-beijing' }), e('GPUM-FC-REGION-PROVIDER')),
  row(
    P('region'),
    InputClass.WRONG_CLOUD,
    'region without GPU functions (cn-qingdao)',
    () => {
      const stack = alicloudStack();
      const qingdao = new AlicloudProvider(stack, 'qingdao', { region: 'cn-qingdao', alias: 'qingdao' });
      gpuFunction(stack, { region: 'cn-qingdao', provider: qingdao });
      return stack;
    },
    e('GPUM-FC-REGION'),
  ),
  row(
    P('provider'),
    InputClass.INCONSISTENT,
    "a provider whose region is not the function's",
    fnIn((stack) => ({ provider: new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' }) })),
    e('GPUM-FC-REGION-PROVIDER'),
  ),
  row(
    P('stagingRetainRevisions'),
    InputClass.OUT_OF_RANGE,
    'stagingRetainRevisions 0 for a staged model',
    fn({ model: STAGED_MODEL(), storage: FcModelStorage.ossMount({ bucketName: 'acme' }), stagingRetainRevisions: 0 }),
    e('GPUM-STAGING-RETAIN'),
  ),
  row(P('logProject'), InputClass.INCONSISTENT, 'logProject without logStore', fn({ logProject: 'acme-logs' }), e('GPUM-FC-LOG-CONFIG')),
  row(
    P('logProject'),
    InputClass.LITERAL,
    'logProject with a wildcard',
    fn({ logProject: 'acme-*', logStore: 'fc' }),
    e('GPUM-FC-LOG-CONFIG'),
  ),
  row(P('logStore'), InputClass.INCONSISTENT, 'logStore without logProject', fn({ logStore: 'fc' }), e('GPUM-FC-LOG-CONFIG')),
  row(
    P('logStore'),
    InputClass.LITERAL,
    'logStore with a space',
    fn({ logProject: 'acme-logs', logStore: 'fc logs' }),
    e('GPUM-FC-LOG-CONFIG'),
  ),
  row(
    P('entrypoint'),
    InputClass.INCONSISTENT,
    'an entrypoint beside a vLLM preset',
    fn({ engine: ServingEngine.vllm(), entrypoint: ['/bin/sh', '-c'] }),
    e('GPUM-ENGINE-COMMAND'),
  ),
];

/** A provider of another cloud, as a stack with several providers may pass by mistake. */
class AwsProviderStub extends TerraformProvider {
  constructor(stack: TerraformStack) {
    super(stack, 'aws', { terraformResourceType: 'aws', terraformGeneratorMetadata: { providerName: 'aws' } });
  }
}

/** Construct IDs (GPUM-FC-CONSTRUCT-ID) and providers of another cloud (GPUM-FC-PROVIDER). */
const ID_AND_PROVIDER_ROWS: ConstructBadInput[] = [
  row(
    'FcGpuFunction.constructor(id)',
    InputClass.LITERAL,
    'function construct ID "llm-${var.env}"',
    () => {
      const stack = alicloudStack();
      gpuFunction(stack, {}, 'llm-${var.env}');
      return stack;
    },
    e('GPUM-FC-CONSTRUCT-ID'),
  ),
  row(
    'FcGpuFunction.constructor(id)',
    InputClass.EMPTY,
    'function construct ID ""',
    () => {
      const stack = alicloudStack();
      gpuFunction(stack, {}, '');
      return stack;
    },
    e('GPUM-FC-CONSTRUCT-ID'),
  ),
  row(
    'FcModelStaging.constructor(id)',
    InputClass.LITERAL,
    'staging construct ID "stage-%{if x}"',
    staging({}, 'stage-%{if x}'),
    e('GPUM-FC-CONSTRUCT-ID'),
  ),
  row(
    'FcReplicatedModelBucket.constructor(id)',
    InputClass.LITERAL,
    'replicated bucket construct ID "models-${var.env}"',
    replicated(undefined, 'models-${var.env}'),
    e('GPUM-FC-CONSTRUCT-ID'),
  ),
  row(
    P('provider'),
    InputClass.WRONG_CLOUD,
    'function provider of another cloud',
    fnIn((stack) => ({ provider: new AwsProviderStub(stack) })),
    e('GPUM-FC-PROVIDER'),
  ),
  row(
    S('provider'),
    InputClass.WRONG_CLOUD,
    'staging provider of another cloud',
    staging((stack) => ({ provider: new AwsProviderStub(stack) })),
    e('GPUM-FC-PROVIDER'),
  ),
  row(
    S('provider'),
    InputClass.INCONSISTENT,
    "staging provider whose region is not the staging's",
    staging((stack) => ({
      region: 'cn-hangzhou',
      provider: new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' }),
    })),
    e('GPUM-FC-REGION-PROVIDER'),
  ),
  row(
    'FcReplicatedModelBucketProps.provider',
    InputClass.WRONG_CLOUD,
    'replicated bucket provider of another cloud',
    replicated((stack) => ({ provider: new AwsProviderStub(stack) })),
    e('GPUM-FC-PROVIDER'),
  ),
  row(
    'FcModelReplicaRegion.provider',
    InputClass.WRONG_CLOUD,
    'replica provider of another cloud',
    replicated((stack) => ({ replicas: [{ region: 'cn-beijing', provider: new AwsProviderStub(stack) }] })),
    e('GPUM-FC-PROVIDER'),
  ),
];

const OSS_SOURCE_MODEL = () =>
  model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.objectStorage('oss://acme-exports/qwen', { revision: 'export-1' }) });

/** The staging function's spec, logs, NAS and OSS fields, and network (issue 22 §1). */
const STAGING_ROWS: ConstructBadInput[] = [
  row(S('cpu'), InputClass.OUT_OF_RANGE, 'staging cpu 0', staging({ cpu: 0 }), e('GPUM-FC-RANGE')),
  row(S('cpu'), InputClass.OUT_OF_RANGE, 'staging cpu 0.33 (not a multiple of 0.05)', staging({ cpu: 0.33 }), e('GPUM-FC-RANGE')),
  row(
    S('cpu'),
    InputClass.INCONSISTENT,
    'staging cpu 16 with the default 4 GB (0.25 GB per vCPU)',
    staging({ cpu: 16 }),
    e('GPUM-FC-RANGE'),
  ),
  row(S('memorySizeMiB'), InputClass.OUT_OF_RANGE, 'staging memorySizeMiB 40000', staging({ memorySizeMiB: 40000 }), e('GPUM-FC-RANGE')),
  row(
    S('memorySizeMiB'),
    InputClass.OUT_OF_RANGE,
    'staging memorySizeMiB 4000 (not a multiple of 64)',
    staging({ memorySizeMiB: 4000 }),
    e('GPUM-FC-RANGE'),
  ),
  row(
    S('memorySizeMiB'),
    InputClass.INCONSISTENT,
    'staging memorySizeMiB 16384 with the default 2 vCPU (8 GB per vCPU)',
    staging({ memorySizeMiB: 16384 }),
    e('GPUM-FC-RANGE'),
  ),
  row(
    S('logProject'),
    InputClass.INCONSISTENT,
    'staging logProject without logStore',
    staging({ logProject: 'acme-logs' }),
    e('GPUM-FC-LOG-CONFIG'),
  ),
  row(
    S('logStore'),
    InputClass.LITERAL,
    'staging logStore with a wildcard',
    staging({ logProject: 'acme-logs', logStore: 'fc-*' }),
    e('GPUM-FC-LOG-CONFIG'),
  ),
  row(
    S('nasMountTargetDomain'),
    InputClass.WRONG_SHAPE,
    'staging nasMountTargetDomain with a directory',
    nasStaging({ nasMountTargetDomain: '0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com:/models' }),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    S('nasMountTargetDomain'),
    InputClass.WRONG_CLOUD,
    'staging nasMountTargetDomain of another region',
    nasStaging({ nasMountTargetDomain: '0a1b2c-abc12.cn-beijing.nas.aliyuncs.com' }),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    S('nasMountTargetDomain'),
    InputClass.EMPTY,
    'staging nasMountTargetDomain ""',
    nasStaging({ nasMountTargetDomain: '' }),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(S('nasFileSystemId'), InputClass.EMPTY, 'staging nasFileSystemId ""', nasStaging({ nasFileSystemId: '' }), e('GPUM-FC-NAS-ADDRESS')),
  row(
    S('nasFileSystemId'),
    InputClass.INCONSISTENT,
    'staging nasFileSystemId with an OSS destination',
    staging({ nasFileSystemId: '0a1b2c' }),
    e('GPUM-FC-STAGING-DESTINATION'),
  ),
  row(
    S('nasAccessGroupName'),
    InputClass.LITERAL,
    'staging nasAccessGroupName with a space',
    nasStaging({ nasAccessGroupName: 'my group' }),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    S('nasAccessGroupName'),
    InputClass.INCONSISTENT,
    'staging nasAccessGroupName with an OSS destination',
    staging({ nasAccessGroupName: 'models' }),
    e('GPUM-FC-STAGING-DESTINATION'),
  ),
  row(S('nasUserId'), InputClass.OUT_OF_RANGE, 'staging nasUserId 1.5', nasStaging({ nasUserId: 1.5 }), e('GPUM-FC-NAS-OWNER')),
  row(
    S('nasUserId'),
    InputClass.INCONSISTENT,
    'staging nasUserId with an OSS destination',
    staging({ nasUserId: 1000 }),
    e('GPUM-FC-STAGING-DESTINATION'),
  ),
  row(S('nasGroupId'), InputClass.OUT_OF_RANGE, 'staging nasGroupId -1', nasStaging({ nasGroupId: -1 }), e('GPUM-FC-NAS-OWNER')),
  row(
    S('ossEndpoint'),
    InputClass.WRONG_SHAPE,
    'staging ossEndpoint without http://',
    staging({ ossEndpoint: 'oss-cn-hangzhou-internal.aliyuncs.com' }),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
  row(
    S('ossEndpoint'),
    InputClass.WRONG_CLOUD,
    "staging ossEndpoint another region's internal endpoint",
    staging({ ossEndpoint: 'http://oss-cn-beijing-internal.aliyuncs.com' }),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
  row(
    S('ossEndpoint'),
    InputClass.INCONSISTENT,
    'staging ossEndpoint with a NAS destination',
    nasStaging({ ossEndpoint: OSS_ENDPOINT }),
    e('GPUM-FC-STAGING-DESTINATION'),
  ),
  row(
    S('sourceOssEndpoint'),
    InputClass.WRONG_CLOUD,
    'staging sourceOssEndpoint an S3 endpoint',
    staging({ model: OSS_SOURCE_MODEL(), sourceOssEndpoint: 'https://s3.us-east-1.amazonaws.com' }),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
  row(
    S('sourceOssEndpoint'),
    InputClass.WRONG_SHAPE,
    'staging sourceOssEndpoint an oss:// URL',
    staging({ model: OSS_SOURCE_MODEL(), sourceOssEndpoint: 'oss://acme-exports' }),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
  row(
    S('internetAccess'),
    InputClass.INCONSISTENT,
    'staging internetAccess false without a network, from a hub',
    staging({ internetAccess: false }),
    e('GPUM-FC-STAGING-NETWORK'),
  ),
  row(
    'FcNasMountPoint.serverAddr',
    InputClass.WRONG_SHAPE,
    'NAS mount point serverAddr as an nfs:// URL',
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: 'nfs://0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com/data', mountDir: '/mnt/data' })),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    'FcNasMountPoint.serverAddr',
    InputClass.WRONG_CLOUD,
    'NAS mount point serverAddr of another region',
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: '0a1b2c-abc12.cn-beijing.nas.aliyuncs.com:/data', mountDir: '/mnt/data' })),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    'FcOssMountPoint.endpoint',
    InputClass.WRONG_SHAPE,
    'OSS mount point endpoint with a path',
    fn({}, (f) => f.addOssMountPoint({ bucketName: 'acme', bucketPath: '/x', endpoint: `${OSS_ENDPOINT}/acme`, mountDir: '/mnt/x' })),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
  row(
    'FcOssMountPoint.endpoint',
    InputClass.WRONG_CLOUD,
    "OSS mount point endpoint another region's internal endpoint",
    fn({}, (f) =>
      f.addOssMountPoint({
        bucketName: 'acme',
        bucketPath: '/x',
        endpoint: 'http://oss-cn-shanghai-internal.aliyuncs.com',
        mountDir: '/mnt/x',
      }),
    ),
    e('GPUM-FC-OSS-ENDPOINT'),
  ),
];

/** A value of another type, as plain JavaScript (or a JSON config) gives it. */
const js = <T>(value: unknown): T => value as T;
const EXTREME_SERVER = '0a1b2c.cn-hangzhou.extreme.nas.aliyuncs.com:/share/data';

/** Flags, network names and tags, and what a value of another type does (issue 22 §1). */
const FLAG_AND_NAME_ROWS: ConstructBadInput[] = [
  row(
    'FcExistingNasOptions.readOnly',
    InputClass.TOKEN,
    'fromMountTarget readOnly as a Terraform token',
    existingNas({ readOnly: boolToken() }),
    e('GPUM-FC-NAS-OPTION'),
  ),
  row(
    'FcGpuFunction.addEnvironment(value)',
    InputClass.WRONG_SHAPE,
    'addEnvironment value 8000, a number (plain JavaScript)',
    fn({}, (f) => f.addEnvironment('PORT_HINT', js<string>(8000))),
    e('GPUM-ENV-VALUE'),
  ),
  row(
    'FcNasMountPoint.enableTls',
    InputClass.INCONSISTENT,
    'NAS mount point enableTls on an Extreme NAS address',
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: EXTREME_SERVER, mountDir: '/mnt/data', enableTls: true })),
    e('GPUM-FC-NAS-ADDRESS'),
  ),
  row(
    'FcNasMountPoint.enableTls',
    InputClass.LITERAL,
    'NAS mount point enableTls "yes" (plain JavaScript)',
    fn(onNas(), (f) => f.addNasMountPoint({ serverAddr: NAS_SERVER, mountDir: '/mnt/data', enableTls: js<boolean>('yes') })),
    e('GPUM-FC-FLAG'),
  ),
  row(
    'FcOssMountPoint.readOnly',
    InputClass.LITERAL,
    'OSS mount point readOnly "false" (plain JavaScript)',
    fn({}, (f) =>
      f.addOssMountPoint({
        bucketName: 'acme',
        bucketPath: '/x',
        endpoint: OSS_ENDPOINT,
        mountDir: '/mnt/x',
        readOnly: js<boolean>('false'),
      }),
    ),
    e('GPUM-FC-FLAG'),
  ),
  row(
    'FcProvisionedOptions.alwaysAllocateGpu',
    InputClass.LITERAL,
    'provisioned alwaysAllocateGpu "false" (plain JavaScript)',
    fn({ provisioned: { target: 1, alwaysAllocateGpu: js<boolean>('false') } }),
    e('GPUM-FC-FLAG'),
  ),
  row(
    'FcProvisionedOptions.alwaysAllocateCpu',
    InputClass.LITERAL,
    'provisioned alwaysAllocateCpu 0 (plain JavaScript)',
    fn({ provisioned: { target: 1, alwaysAllocateCpu: js<boolean>(0) } }),
    e('GPUM-FC-FLAG'),
  ),
  row(
    'FcNetwork.bind(namePrefix)',
    InputClass.LITERAL,
    'bind a created network with namePrefix "_llm" (a security group name starts with a letter)',
    () => {
      const stack = alicloudStack();
      FcNetwork.create({ zoneId: 'cn-hangzhou-j' }).bind(stack, '_llm');
      return stack;
    },
    e('GPUM-FC-NETWORK-NAME'),
  ),
  row(
    'FcNetwork.bind(namePrefix)',
    InputClass.WRONG_SHAPE,
    'bind a created network with namePrefix "https://llm"',
    () => {
      const stack = alicloudStack();
      FcNetwork.create({ zoneId: 'cn-hangzhou-j' }).bind(stack, 'https://llm');
      return stack;
    },
    e('GPUM-FC-NETWORK-NAME'),
  ),
  row(
    P('functionName'),
    InputClass.INCONSISTENT,
    'functionName "_llm" with a created network',
    fn({ functionName: '_llm', network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) }),
    e('GPUM-FC-NETWORK-NAME'),
  ),
  row(
    'FcNetwork.bind(tags)',
    InputClass.LITERAL,
    'bind a created network with a tag key starting with "acs:"',
    () => {
      const stack = alicloudStack();
      FcNetwork.create({ zoneId: 'cn-hangzhou-j' }).bind(stack, 'llm', { 'acs:team': 'ml' });
      return stack;
    },
    e('GPUM-FC-TAGS'),
  ),
];

export const ROWS: readonly ConstructBadInput[] = [...CHECKED_ROWS, ...ID_AND_PROVIDER_ROWS, ...STAGING_ROWS, ...FLAG_AND_NAME_ROWS];
