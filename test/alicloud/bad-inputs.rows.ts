import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import {
  FcGpuFunctionProps,
  FcGpuType,
  FcHttpAuthType,
  FcModelStorage,
  FcNetwork,
  FcNetworkAttributes,
  FcProvisionMetric,
  FcScheduledAction,
  FcTargetTrackingPolicy,
  OssRedundancy,
  AlicloudProvider,
  FcModelStaging,
  FcModelStagingProps,
  FcReplicatedModelBucket,
  FcReplicatedModelBucketProps,
} from '../../src/alicloud';
import { ModelSource } from '../../src/core/staging/model-source';
import { NasAccessGroup } from '../../src/alicloud/generated/nas-access-group';
import { NasAccessRule } from '../../src/alicloud/generated/nas-access-rule';
import { NasMountTarget } from '../../src/alicloud/generated/nas-mount-target';
import { ConstructBadInput, InputClass } from '../support/bad-input-rows';
import { alicloudStack, gpuFunction, model } from './fixtures';
import { ServingEngine } from '../../src/core/engine';

/*
 * Alibaba Function Compute bad inputs (issue 10's Function Compute section and class 7, issue 22):
 * each must be a coded error, or a coded warning, never silent. Each row names the public inputs it
 * feeds a bad value to (test/support/public-api.ts keys) and the class of the value. The
 * cross-platform rows are in test/core/contract/bad-inputs.test.ts.
 */

export const IDS: FcNetworkAttributes = {
  vpcId: 'vpc-111',
  vswitchId: 'vsw-aaa',
  securityGroupId: 'sg-111',
  vswitchCidrBlock: '10.1.0.0/24',
  zoneId: 'cn-hangzhou-j',
};

/** Functions built in one stack: `before` first, then the one under test. */
export interface Input {
  readonly fn?: Partial<FcGpuFunctionProps>;
  /** Functions built before the one under test, in the same stack. */
  readonly before?: Array<Partial<FcGpuFunctionProps>>;
}

export function nasOn(network: Partial<FcNetworkAttributes>, readOnly?: boolean): Partial<FcGpuFunctionProps> {
  return {
    network: FcNetwork.fromIds({ ...IDS, ...network }),
    model: model(),
    storage: FcModelStorage.nas({ fileSystemId: '0a1b2c', readOnly }),
  };
}

export function cidr(vswitchCidrBlock: string): Input {
  return { fn: { network: FcNetwork.fromIds({ ...IDS, vswitchCidrBlock }), model: model(), storage: ModelStorage.fileSystem() } };
}

export function ranged(gpuType: FcGpuType, cpu: number, memorySizeMiB: number): Input {
  return { fn: { gpuType, cpu, memorySizeMiB } };
}

export function ossModel(size: Size, diskSizeMiB?: number): Input {
  return { fn: { model: model({ size }), storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }), diskSizeMiB } };
}

export function ossMount(bucketName: string): Input {
  return { fn: { model: model({ size: Size.gibibytes(4) }), storage: FcModelStorage.ossMount({ bucketName }) } };
}

/** Builds the functions of an input in one stack and synthesizes it. */
export function synth(input: Input): TerraformStack {
  const stack = alicloudStack();
  (input.before ?? []).forEach((props, i) => gpuFunction(stack, props, `before${i}`));
  gpuFunction(stack, input.fn ?? {});
  Testing.synth(stack);
  return stack;
}

/** A boolean known only at apply, as a variable's booleanValue is. */
export const boolToken = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

type Outcome = { error: string } | { warning: string };
const outcome = (code: string, level: 'error' | 'warning'): Outcome => (level === 'error' ? { error: code } : { warning: code });

/** A row that builds functions (lazily: the props are made when the row runs). */
function fnRow(api: string | string[], klass: InputClass, name: string, input: () => Input, level: 'error' | 'warning', code: string) {
  return { api, class: klass, name, build: () => synth(input()), expect: outcome(code, level) } satisfies ConstructBadInput;
}

const P = (prop: string) => `FcPlatformProps.${prop}`;
const CIDR = 'FcNetworkAttributes.vswitchCidrBlock';
const OSS_BUCKET = 'FcOssMountOptions.bucketName';
const RATIO = [P('cpu'), P('memorySizeMiB')];

/** The function's own rows, migrated from the first table (issue 10, class 7, issue 13). */
const FUNCTION_ROWS: ConstructBadInput[] = [
  // Choices the function makes at synth: a Terraform token cannot make them.
  fnRow(
    'FcHttpTriggerOptions.disableUrlInternet',
    InputClass.TOKEN,
    'httpTrigger.disableUrlInternet as a Terraform token',
    () => ({ fn: { httpTrigger: { disableUrlInternet: boolToken() } } }),
    'error',
    'GPUM-FC-HTTP-TRIGGER',
  ),
  fnRow(
    P('prewarmModel'),
    InputClass.TOKEN,
    'prewarmModel as a Terraform token',
    () => ({ fn: { prewarmModel: boolToken() } }),
    'error',
    'GPUM-FC-PREWARM',
  ),
  // From plain JavaScript: a literal outside the enum reached the trigger, with no anonymous warning.
  fnRow(
    'FcHttpTriggerOptions.authType',
    InputClass.LITERAL,
    'httpTrigger.authType outside FcHttpAuthType',
    () => ({ fn: { httpTrigger: { authType: 'Anonymous' as FcHttpAuthType } } }),
    'error',
    'GPUM-FC-HTTP-TRIGGER',
  ),
  fnRow(
    P('gpuType'),
    InputClass.TOKEN,
    'gpuType as a Terraform token',
    () => ({ fn: { gpuType: Token.asString(Fn.lower('X')) as FcGpuType } }),
    'error',
    'GPUM-FC-GPU-TYPE',
  ),
  // FcNetwork.fromIds() checks its vSwitch CIDR as create() does.
  fnRow(CIDR, InputClass.WRONG_SHAPE, 'fromIds CIDR without a mask', () => cidr('10.1.0.0'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(
    CIDR,
    InputClass.OUT_OF_RANGE,
    'fromIds CIDR with an octet above 255',
    () => cidr('10.1.300.0/24'),
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ),
  fnRow(CIDR, InputClass.EMPTY, 'fromIds CIDR empty', () => cidr(''), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.LITERAL, 'fromIds CIDR with a space', () => cidr('10.1.0.0 /24'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.LITERAL, 'fromIds CIDR that is a wildcard', () => cidr('*'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.OUT_OF_RANGE, 'fromIds CIDR of everything', () => cidr('0.0.0.0/0'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.OUT_OF_RANGE, 'fromIds CIDR wider than a vSwitch (/8)', () => cidr('10.0.0.0/8'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(
    CIDR,
    InputClass.OUT_OF_RANGE,
    'fromIds CIDR narrower than a vSwitch (/30)',
    () => cidr('10.1.0.0/30'),
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ),
  fnRow(CIDR, InputClass.OUT_OF_RANGE, 'fromIds CIDR with a mask above 32', () => cidr('10.1.0.0/33'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.WRONG_SHAPE, 'fromIds CIDR in IPv6', () => cidr('2001:db8::/64'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(CIDR, InputClass.LITERAL, 'fromIds CIDR with a template', () => cidr('${var.cidr}'), 'error', 'GPUM-FC-NETWORK-CIDR'),
  fnRow(
    'FcNetworkCreateOptions.vswitchCidrBlock',
    InputClass.OUT_OF_RANGE,
    'create() vSwitch CIDR wider than a vSwitch',
    () => ({ fn: { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/8', vswitchCidrBlock: '10.0.0.0/12' }) } }),
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ),
  fnRow(
    ['FcNetworkCreateOptions.vswitchCidrBlock', 'FcNetworkCreateOptions.vpcCidrBlock'],
    InputClass.INCONSISTENT,
    'create() vSwitch CIDR outside its VPC',
    () => ({
      fn: { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/16', vswitchCidrBlock: '10.9.0.0/24' }) },
    }),
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ),
  // Several functions on one NAS.
  fnRow(
    'FileSystemStorageOptions.readOnly',
    InputClass.INCONSISTENT,
    'a writer beside a reader in one CIDR',
    () => ({ before: [nasOn({})], fn: nasOn({}, false) }),
    'error',
    'GPUM-FC-NAS-SHARED-ACCESS',
  ),
  fnRow(
    'FileSystemStorageOptions.readOnly',
    InputClass.INCONSISTENT,
    'a reader beside a writer in one CIDR',
    () => ({ before: [nasOn({}, false)], fn: nasOn({}) }),
    'error',
    'GPUM-FC-NAS-SHARED-ACCESS',
  ),
  fnRow(
    ['FcNetworkAttributes.vswitchId', 'FileSystemStorageOptions.fileSystemId'],
    InputClass.INCONSISTENT,
    'a third vSwitch on one file system',
    () => ({
      before: [nasOn({}), nasOn({ vswitchId: 'vsw-bbb', vswitchCidrBlock: '10.1.1.0/24' })],
      fn: nasOn({ vswitchId: 'vsw-ccc', vswitchCidrBlock: '10.1.2.0/24' }),
    }),
    'error',
    'GPUM-FC-NAS-MOUNT-TARGET-LIMIT',
  ),
  fnRow(
    'FcNetworkAttributes.vpcId',
    InputClass.INCONSISTENT,
    'one vSwitch named in two VPCs',
    () => ({ before: [nasOn({})], fn: nasOn({ vpcId: 'vpc-222' }) }),
    'error',
    'GPUM-FC-NAS-VPC-MISMATCH',
  ),
  // A model larger than the disk an OSS mount reads through.
  fnRow(
    P('diskSizeMiB'),
    InputClass.INCONSISTENT,
    'a 16 GiB model on OSS with the default 10 GB disk',
    () => ossModel(Size.gibibytes(16)),
    'warning',
    'GPUM-FC-OSS-DISK',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.INCONSISTENT,
    'a 2 GiB model on OSS with a 512 MB disk',
    () => ossModel(Size.gibibytes(2), 512),
    'warning',
    'GPUM-FC-OSS-DISK',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.INCONSISTENT,
    'a 40 GiB model on OSS with a 30 GB disk',
    () => ossModel(Size.gibibytes(40), 30720),
    'warning',
    'GPUM-FC-OSS-DISK',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.INCONSISTENT,
    'an accelerated OSS model larger than the disk',
    () => ({
      fn: {
        model: model({ size: Size.gibibytes(12) }),
        storage: FcModelStorage.ossMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j' } }),
      },
    }),
    'warning',
    'GPUM-FC-OSS-DISK',
  ),
  // Issue 13's props: the concurrency cap, prewarm, bucket redundancy.
  fnRow(
    P('reservedConcurrency'),
    InputClass.OUT_OF_RANGE,
    'reservedConcurrency NaN',
    () => ({ fn: { reservedConcurrency: Number.NaN } }),
    'error',
    'GPUM-FC-CONCURRENCY',
  ),
  fnRow(
    P('reservedConcurrency'),
    InputClass.OUT_OF_RANGE,
    'reservedConcurrency 0',
    () => ({ fn: { reservedConcurrency: 0 } }),
    'error',
    'GPUM-FC-CONCURRENCY',
  ),
  fnRow(
    P('reservedConcurrency'),
    InputClass.OUT_OF_RANGE,
    'reservedConcurrency negative',
    () => ({ fn: { reservedConcurrency: -4 } }),
    'error',
    'GPUM-FC-CONCURRENCY',
  ),
  fnRow(
    P('reservedConcurrency'),
    InputClass.OUT_OF_RANGE,
    'reservedConcurrency fractional',
    () => ({ fn: { reservedConcurrency: 2.5 } }),
    'error',
    'GPUM-FC-CONCURRENCY',
  ),
  fnRow(
    P('reservedConcurrency'),
    InputClass.OUT_OF_RANGE,
    'reservedConcurrency infinite',
    () => ({ fn: { reservedConcurrency: Number.POSITIVE_INFINITY } }),
    'error',
    'GPUM-FC-CONCURRENCY',
  ),
  // Prewarm on an OSS mount is allowed again (issue 22): the memory check holds there too.
  fnRow(
    P('prewarmModel'),
    InputClass.INCONSISTENT,
    'prewarm of a 33 GiB model on an OSS mount into 32 GB of memory',
    () => ({
      fn: { prewarmModel: true, model: model({ size: Size.gibibytes(33) }), storage: FcModelStorage.ossMount({ bucketName: 'bkt' }) },
    }),
    'error',
    'GPUM-FC-PREWARM-MEMORY',
  ),
  fnRow(
    P('prewarmModel'),
    InputClass.INCONSISTENT,
    'prewarm of a 33 GiB model into 32 GB of memory',
    () => ({
      fn: {
        prewarmModel: true,
        model: model({ size: Size.gibibytes(33) }),
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        storage: FcModelStorage.nas(),
      },
    }),
    'error',
    'GPUM-FC-PREWARM-MEMORY',
  ),
  fnRow(
    'FcOssMountOptions.redundancy',
    InputClass.INCONSISTENT,
    'redundancy for an existing bucket',
    () => ({
      fn: {
        model: model({ size: Size.gibibytes(4) }),
        storage: FcModelStorage.ossMount({ bucketName: 'bkt', redundancy: OssRedundancy.ZRS }),
      },
    }),
    'error',
    'GPUM-FC-OSS-REDUNDANCY',
  ),
  // An existing OSS bucket's name, by OSS's rule (GPUM-FC-BUCKET-NAME), wherever it is given.
  fnRow(
    OSS_BUCKET,
    InputClass.WRONG_SHAPE,
    'ossMount bucket given as an oss:// URL',
    () => ossMount('oss://acme-models'),
    'error',
    'GPUM-FC-BUCKET-NAME',
  ),
  fnRow(
    OSS_BUCKET,
    InputClass.WRONG_SHAPE,
    'ossMount bucket with a prefix',
    () => ossMount('acme-models/models/llama'),
    'error',
    'GPUM-FC-BUCKET-NAME',
  ),
  fnRow(OSS_BUCKET, InputClass.LITERAL, 'ossMount bucket with capitals', () => ossMount('Acme-Models'), 'error', 'GPUM-FC-BUCKET-NAME'),
  fnRow(
    OSS_BUCKET,
    InputClass.LITERAL,
    'ossMount bucket with an underscore',
    () => ossMount('acme_models'),
    'error',
    'GPUM-FC-BUCKET-NAME',
  ),
  fnRow(OSS_BUCKET, InputClass.OUT_OF_RANGE, 'ossMount bucket of 2 characters', () => ossMount('ab'), 'error', 'GPUM-FC-BUCKET-NAME'),
  fnRow(
    OSS_BUCKET,
    InputClass.OUT_OF_RANGE,
    'ossMount bucket of 64 characters',
    () => ossMount('a'.repeat(64)),
    'error',
    'GPUM-FC-BUCKET-NAME',
  ),
  fnRow(
    OSS_BUCKET,
    InputClass.LITERAL,
    'ossMount bucket ending with a hyphen',
    () => ossMount('acme-models-'),
    'error',
    'GPUM-FC-BUCKET-NAME',
  ),
  fnRow(OSS_BUCKET, InputClass.LITERAL, 'ossMount bucket with a wildcard', () => ossMount('acme-*'), 'error', 'GPUM-FC-BUCKET-NAME'),
  // Class 7: the vCPU-to-memory ratio on the ranged GPU types (unverified for GPU functions: a warning).
  fnRow(
    RATIO,
    InputClass.INCONSISTENT,
    'tesla.1 at 1 vCPU with 8 GB (1:8)',
    () => ranged(FcGpuType.TESLA_1, 1, 8192),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
  fnRow(
    RATIO,
    InputClass.INCONSISTENT,
    'tesla.1 at 8 vCPU with 4 GB (1:0.5)',
    () => ranged(FcGpuType.TESLA_1, 8, 4096),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
  fnRow(
    RATIO,
    InputClass.INCONSISTENT,
    'tesla.1 at 0.05 vCPU with 32 GB',
    () => ranged(FcGpuType.TESLA_1, 0.05, 32768),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
  fnRow(
    RATIO,
    InputClass.INCONSISTENT,
    'ampere.1 at 12 vCPU with 8 GB (1:0.67)',
    () => ranged(FcGpuType.AMPERE_1, 12, 8192),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
  fnRow(
    RATIO,
    InputClass.INCONSISTENT,
    'ampere.1 at 2 vCPU with 32 GB (1:16)',
    () => ranged(FcGpuType.AMPERE_1, 2, 32768),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
  fnRow(
    P('cpu'),
    InputClass.INCONSISTENT,
    'ampere.1 cpu only, memory defaulting to 32 GB',
    () => ({ fn: { gpuType: FcGpuType.AMPERE_1, cpu: 1 } }),
    'warning',
    'GPUM-FC-CPU-MEMORY-RATIO',
  ),
];

/** Issue 22's Function Compute items, each a row. */
/**
 * A function mounting a NAS mount target the app itself creates (in VPC `mountTargetVpc`, its access
 * group with one rule of `ruleCidr` and `rwAccessType`), by its domain.
 */
export function appMountTarget(options: { mountTargetVpc?: string; ruleCidr?: string; rwAccessType?: string }): TerraformStack {
  const stack = alicloudStack();
  const group = new NasAccessGroup(stack, 'Group', { accessGroupName: 'models', accessGroupType: 'Vpc' });
  new NasAccessRule(stack, 'Rule', {
    accessGroupName: group.accessGroupName,
    sourceCidrIp: options.ruleCidr ?? IDS.vswitchCidrBlock!,
    rwAccessType: options.rwAccessType ?? 'RDONLY',
  });
  const target = new NasMountTarget(stack, 'Target', {
    fileSystemId: '0a1b2c',
    vpcId: options.mountTargetVpc ?? IDS.vpcId,
    vswitchId: IDS.vswitchId,
    networkType: 'Vpc',
    accessGroupName: group.accessGroupName,
  });
  gpuFunction(stack, {
    network: FcNetwork.fromIds(IDS),
    model: model(),
    storage: FcModelStorage.nas({ fileSystemId: '0a1b2c', mountTargetDomain: target.mountTargetDomain }),
  });
  Testing.synth(stack);
  return stack;
}

const ISSUE_22_ROWS: ConstructBadInput[] = [
  // The domain becomes `<domain>:/<path>` in nas_config: anything but a host name in the region fails at start.
  ...(
    [
      [InputClass.WRONG_SHAPE, 'a mount target domain given as a URL', 'nfs://0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com'],
      [InputClass.WRONG_SHAPE, 'a mount target domain with its directory', '0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com:/models'],
      [InputClass.WRONG_CLOUD, "a mount target domain of another region than the function's", '0a1b2c-abc12.cn-beijing.nas.aliyuncs.com'],
    ] as const
  ).map(
    ([klass, name, domain]): ConstructBadInput => ({
      api: 'FileSystemStorageOptions.mountTargetDomain',
      class: klass,
      name,
      build: () => {
        const stack = alicloudStack();
        gpuFunction(stack, { ...nasOn({}), storage: ModelStorage.fileSystem({ mountTargetDomain: domain }) });
        return stack;
      },
      expect: { error: 'GPUM-FC-NAS-ADDRESS' },
    }),
  ),
  // A mount target and access group created in the app are read, not called unknown.
  {
    api: 'FileSystemStorageOptions.mountTargetDomain',
    class: InputClass.INCONSISTENT,
    name: "a mount target of the app in another VPC than the function's",
    build: () => appMountTarget({ mountTargetVpc: 'vpc-222' }),
    expect: { error: 'GPUM-FC-NAS-VPC-MISMATCH' },
  },
  {
    api: 'FileSystemStorageOptions.mountTargetDomain',
    class: InputClass.INCONSISTENT,
    name: "a mount target of the app whose access group has no rule for the function's vSwitch",
    build: () => appMountTarget({ ruleCidr: '192.168.0.0/24' }),
    expect: { error: 'GPUM-FC-NAS-ACCESS-RULE' },
  },
  {
    api: 'FileSystemStorageOptions.mountTargetDomain',
    class: InputClass.INCONSISTENT,
    name: 'a mount target of the app whose rule lets a read-only function write',
    build: () => appMountTarget({ ruleCidr: '10.0.0.0/8', rwAccessType: 'RDWR' }),
    expect: { warning: 'GPUM-FC-NAS-ACCESS-WRITABLE' },
  },
  // The disk: the API documents 512 and 10240 only; more is the user's choice, with a warning naming both sources.
  fnRow(
    P('diskSizeMiB'),
    InputClass.OUT_OF_RANGE,
    'diskSizeMiB 20480 (undocumented)',
    () => ({ fn: { diskSizeMiB: 20480 } }),
    'warning',
    'GPUM-FC-DISK-SIZE',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.OUT_OF_RANGE,
    "diskSizeMiB 61440 (Alibaba's GPU templates)",
    () => ({ fn: { diskSizeMiB: 61440 } }),
    'warning',
    'GPUM-FC-DISK-SIZE',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.OUT_OF_RANGE,
    'diskSizeMiB 2048 (between the documented sizes)',
    () => ({ fn: { diskSizeMiB: 2048 } }),
    'warning',
    'GPUM-FC-DISK-SIZE',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.OUT_OF_RANGE,
    'diskSizeMiB 256 (below the provider minimum)',
    () => ({ fn: { diskSizeMiB: 256 } }),
    'error',
    'GPUM-FC-RANGE',
  ),
  fnRow(
    P('diskSizeMiB'),
    InputClass.OUT_OF_RANGE,
    'diskSizeMiB 10240.5',
    () => ({ fn: { diskSizeMiB: 10240.5 } }),
    'error',
    'GPUM-FC-RANGE',
  ),
];

/** A provisioned ada.1 function with one scheduled action (and the given tracking policies). */
function scheduled(action: Partial<FcScheduledAction>, tracking: Partial<FcTargetTrackingPolicy>[] = []): Input {
  return {
    fn: {
      provisioned: {
        target: 1,
        scheduledActions: [{ name: 'day', scheduleExpression: 'cron(0 0 8 * * *)', target: 2, ...action }],
        targetTrackingPolicies: tracking.map((t) => ({
          name: 'gpu',
          metricType: FcProvisionMetric.GPU_MEM_UTILIZATION,
          metricTarget: 0.6,
          minCapacity: 1,
          maxCapacity: 2,
          ...t,
        })),
      },
    },
  };
}

const SA = (prop: string) => `FcScheduledAction.${prop}`;
const TT = (prop: string) => `FcTargetTrackingPolicy.${prop}`;
const SCHEDULE = 'GPUM-FC-PROVISIONED-SCHEDULE';

/** Scheduled and target-tracking provisioned policies: FC's documented cron/at syntax, names, bounds, zones. */
const SCHEDULE_ROWS: ConstructBadInput[] = [
  fnRow(
    SA('scheduleExpression'),
    InputClass.WRONG_SHAPE,
    'scheduleExpression rate(5 minutes) (not documented by FC)',
    () => scheduled({ scheduleExpression: 'rate(5 minutes)' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.WRONG_SHAPE,
    'scheduleExpression with five cron fields',
    () => scheduled({ scheduleExpression: 'cron(0 8 * * *)' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.WRONG_SHAPE,
    'scheduleExpression without cron()',
    () => scheduled({ scheduleExpression: '0 0 8 * * *' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.OUT_OF_RANGE,
    'scheduleExpression at hour 24',
    () => scheduled({ scheduleExpression: 'cron(0 0 24 * * *)' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.OUT_OF_RANGE,
    'scheduleExpression in month 13',
    () => scheduled({ scheduleExpression: 'cron(0 0 8 1 13 *)' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.WRONG_SHAPE,
    'scheduleExpression at(tomorrow)',
    () => scheduled({ scheduleExpression: 'at(tomorrow)' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('scheduleExpression'),
    InputClass.EMPTY,
    'scheduleExpression ""',
    () => scheduled({ scheduleExpression: '' }),
    'error',
    SCHEDULE,
  ),
  fnRow(SA('name'), InputClass.EMPTY, 'scheduled action name ""', () => scheduled({ name: '' }), 'error', SCHEDULE),
  fnRow(
    [SA('name'), TT('name')],
    InputClass.INCONSISTENT,
    'a tracking policy named as a scheduled action',
    () => scheduled({ name: 'day' }, [{ name: 'day' }]),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('startTime'),
    InputClass.WRONG_SHAPE,
    'startTime "next monday"',
    () => scheduled({ startTime: 'next monday' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('endTime'),
    InputClass.INCONSISTENT,
    'endTime before startTime',
    () => scheduled({ startTime: '2025-08-30T10:00:00', endTime: '2025-08-01T10:00:00' }),
    'error',
    SCHEDULE,
  ),
  fnRow(
    SA('endTime'),
    InputClass.OUT_OF_RANGE,
    'endTime on 2025-02-30',
    () => scheduled({ endTime: '2025-02-30T10:00:00' }),
    'error',
    SCHEDULE,
  ),
  fnRow(SA('timeZone'), InputClass.WRONG_SHAPE, 'timeZone "Beijing"', () => scheduled({ timeZone: 'Beijing' }), 'error', SCHEDULE),
  fnRow(SA('timeZone'), InputClass.EMPTY, 'timeZone ""', () => scheduled({ timeZone: '' }), 'error', SCHEDULE),
  fnRow(
    SA('target'),
    InputClass.OUT_OF_RANGE,
    'scheduled target -1',
    () => scheduled({ target: -1 }),
    'error',
    'GPUM-FC-PROVISIONED-TARGET',
  ),
  fnRow(TT('name'), InputClass.EMPTY, 'tracking policy name ""', () => scheduled({}, [{ name: '' }]), 'error', SCHEDULE),
  fnRow(
    TT('startTime'),
    InputClass.WRONG_SHAPE,
    'tracking startTime "2025/08/01"',
    () => scheduled({}, [{ startTime: '2025/08/01' }]),
    'error',
    SCHEDULE,
  ),
  fnRow(TT('endTime'), InputClass.WRONG_SHAPE, 'tracking endTime "soon"', () => scheduled({}, [{ endTime: 'soon' }]), 'error', SCHEDULE),
  fnRow(
    TT('timeZone'),
    InputClass.WRONG_SHAPE,
    'tracking timeZone "GMT+8"',
    () => scheduled({}, [{ timeZone: 'GMT+8' }]),
    'error',
    SCHEDULE,
  ),
  fnRow(
    TT('metricTarget'),
    InputClass.OUT_OF_RANGE,
    'metricTarget 1.5',
    () => scheduled({}, [{ metricTarget: 1.5 }]),
    'error',
    'GPUM-FC-PROVISIONED-METRIC',
  ),
  fnRow(
    TT('metricType'),
    InputClass.LITERAL,
    'metricType "QPS" (plain JavaScript)',
    () => scheduled({}, [{ metricType: 'QPS' as FcProvisionMetric }]),
    'error',
    'GPUM-FC-PROVISIONED-METRIC',
  ),
  fnRow(
    [TT('minCapacity'), TT('maxCapacity')],
    InputClass.INCONSISTENT,
    'minCapacity above maxCapacity',
    () => scheduled({}, [{ minCapacity: 3, maxCapacity: 2 }]),
    'error',
    'GPUM-FC-PROVISIONED-TARGET',
  ),
  fnRow(
    TT('maxCapacity'),
    InputClass.OUT_OF_RANGE,
    'maxCapacity 10001',
    () => scheduled({}, [{ maxCapacity: 10001 }]),
    'error',
    'GPUM-FC-PROVISIONED-TARGET',
  ),
  fnRow(
    'FcProvisionedOptions.target',
    InputClass.OUT_OF_RANGE,
    'provisioned target 1.5',
    () => ({ fn: { provisioned: { target: 1.5 } } }),
    'error',
    'GPUM-FC-PROVISIONED-TARGET',
  ),
];

/** A replicated model bucket in cn-hangzhou with the given replicas (each with a provider of its own region unless given). */
function replicated(
  replicas: Array<{ region: string; providerRegion?: string }>,
  props: Partial<FcReplicatedModelBucketProps> = {},
  then?: (bucket: FcReplicatedModelBucket) => void,
): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    const bucket = new FcReplicatedModelBucket(stack, 'Models', {
      model: model(),
      replicas: replicas.map((r, i) => ({
        region: r.region,
        provider: new AlicloudProvider(stack, `replica${i}`, { region: r.providerRegion ?? r.region, alias: `replica${i}` }),
      })),
      ...props,
    });
    then?.(bucket);
    return stack;
  };
}

const RR = 'FcModelReplicaRegion.region';
const REPLICA = 'GPUM-FC-REPLICA-REGION';
const row = (
  api: string | string[],
  klass: InputClass,
  name: string,
  build: () => TerraformStack | void,
  expect: Outcome,
): ConstructBadInput => ({
  api,
  class: klass,
  name,
  build,
  expect,
});

/** Role ARNs and replica regions (issue 22). */
const ROLE_AND_REPLICA_ROWS: ConstructBadInput[] = [
  fnRow(
    P('roleArn'),
    InputClass.EMPTY,
    'roleArn "" with an OSS mount',
    () => ({ fn: { ...ossMount('bkt').fn, roleArn: '' } }),
    'error',
    'GPUM-FC-ROLE-ARN',
  ),
  fnRow(
    P('roleArn'),
    InputClass.WRONG_SHAPE,
    'roleArn as a role name',
    () => ({ fn: { ...ossMount('bkt').fn, roleArn: 'AliyunFCDefaultRole' } }),
    'error',
    'GPUM-FC-ROLE-ARN',
  ),
  fnRow(
    P('roleArn'),
    InputClass.WRONG_CLOUD,
    'roleArn an AWS IAM ARN',
    () => ({ fn: { roleArn: 'arn:aws:iam::123456789012:role/x' } }),
    'error',
    'GPUM-FC-ROLE-ARN',
  ),
  fnRow(P('stagingRoleArn'), InputClass.EMPTY, 'stagingRoleArn ""', () => ({ fn: { stagingRoleArn: '' } }), 'error', 'GPUM-FC-ROLE-ARN'),
  fnRow(
    P('stagingRoleArn'),
    InputClass.INCONSISTENT,
    "stagingRoleArn the serving function's roleArn",
    () => ({ fn: { roleArn: 'acs:ram::123:role/serve', stagingRoleArn: 'acs:ram::123:role/serve' } }),
    'error',
    'GPUM-FC-ROLE-ARN',
  ),
  row('FcModelStagingProps.roleArn', InputClass.EMPTY, 'FcModelStaging roleArn ""', () => staging({ roleArn: '' }), {
    error: 'GPUM-FC-ROLE-ARN',
  }),
  row(RR, InputClass.WRONG_CLOUD, 'replica region without GPU functions (cn-qingdao)', replicated([{ region: 'cn-qingdao' }]), {
    error: REPLICA,
  }),
  row(RR, InputClass.LITERAL, 'replica region misspelled (cn-beijng)', replicated([{ region: 'cn-beijng' }]), { error: REPLICA }),
  row(RR, InputClass.WRONG_CLOUD, 'replica region outside the catalogue (eu-central-1)', replicated([{ region: 'eu-central-1' }]), {
    warning: 'GPUM-FC-REGION-UNKNOWN',
  }),
  row(RR, InputClass.INCONSISTENT, 'replica region the source region', replicated([{ region: 'cn-hangzhou' }]), { error: REPLICA }),
  row(RR, InputClass.INCONSISTENT, 'replica region given twice', replicated([{ region: 'cn-beijing' }, { region: 'cn-beijing' }]), {
    error: REPLICA,
  }),
  row(RR, InputClass.WRONG_SHAPE, 'replica region a zone (cn-beijing-h)', replicated([{ region: 'cn-beijing-h' }]), { error: REPLICA }),
  row(
    'FcModelReplicaRegion.provider',
    InputClass.INCONSISTENT,
    'replica provider of another region',
    replicated([{ region: 'cn-beijing', providerRegion: 'cn-shanghai' }]),
    { error: 'GPUM-FC-REGION-PROVIDER' },
  ),
  row(
    'FcReplicatedModelBucketProps.region',
    InputClass.INCONSISTENT,
    "source region not the provider's",
    replicated([{ region: 'cn-beijing' }], { region: 'cn-shanghai' }),
    {
      error: 'GPUM-FC-REGION-PROVIDER',
    },
  ),
  row(
    'FcReplicatedModelBucketProps.sourceBucketName',
    InputClass.WRONG_SHAPE,
    'sourceBucketName an oss:// URL',
    replicated([{ region: 'cn-beijing' }], { sourceBucketName: 'oss://acme' }),
    {
      error: 'GPUM-FC-BUCKET-NAME',
    },
  ),
  row(
    ['FcReplicatedModelBucket.bucketNameIn(region)', 'FcReplicatedModelBucket.storageFor(region)'],
    InputClass.INCONSISTENT,
    'storageFor a region not replicated to',
    replicated([{ region: 'cn-beijing' }], {}, (b) => b.storageFor('cn-shanghai')),
    { error: REPLICA },
  ),
  row(
    'FcReplicatedModelBucket.replicaBucket(region)',
    InputClass.INCONSISTENT,
    'replicaBucket of the source region',
    replicated([{ region: 'cn-beijing' }], {}, (b) => b.replicaBucket('cn-hangzhou')),
    { error: REPLICA },
  ),
  row(
    'FcReplicatedModelBucket.replicationRule(region)',
    InputClass.TOKEN,
    'replicationRule of a token region',
    replicated([{ region: 'cn-beijing' }], {}, (b) => b.replicationRule(Token.asString(Fn.lower('X')))),
    { error: REPLICA },
  ),
];

/** An FcModelStaging to OSS with the given props. */
function staging(props: Partial<FcModelStagingProps>): TerraformStack {
  const stack = alicloudStack();
  new FcModelStaging(stack, 'Stage', {
    model: model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) }),
    ossBucketName: 'acme-models',
    ...props,
  });
  return stack;
}

/** The serving engine (issue 24): a preset writes the entrypoint and command itself. */
const ENGINE_ROWS: ConstructBadInput[] = [
  fnRow(
    [P('engine'), P('command')],
    InputClass.INCONSISTENT,
    'a vLLM preset beside a command',
    () => ({ fn: { engine: ServingEngine.vllm(), command: ['vllm', 'serve', '/mnt/models/llama'] } }),
    'error',
    'GPUM-ENGINE-COMMAND',
  ),
  fnRow(
    [P('engine'), 'FcHealthCheckOptions.failureThreshold'],
    InputClass.INCONSISTENT,
    'a health check window shorter than the engine estimate',
    () => ({ fn: { engine: ServingEngine.vllm(), healthCheck: { path: '/health' } } }),
    'warning',
    'GPUM-ENGINE-STARTUP-TIMEOUT',
  ),
];

/** A function on a new NAS in `first`'s stack, then one on `FcModelStorage.sharedWith()` of it in `second` (default: the same stack). */
function sharedWith(
  firstProps: Partial<FcGpuFunctionProps>,
  secondProps: Partial<FcGpuFunctionProps> = {},
  otherStack = false,
): () => TerraformStack {
  return () => {
    const stack = alicloudStack();
    const first = gpuFunction(
      stack,
      { network: FcNetwork.fromIds(IDS), model: model(), storage: FcModelStorage.nas(), ...firstProps },
      'first',
    );
    const second = otherStack ? new TerraformStack(stack.node.root, 'other') : stack;
    if (otherStack) new AlicloudProvider(second, 'alicloud', { region: 'cn-hangzhou' });
    gpuFunction(second, { model: model(), storage: FcModelStorage.sharedWith(first), ...secondProps });
    Testing.synth(second);
    return second;
  };
}

const SHARED = 'FcModelStorage.sharedWith(first)';

/** Issue 25 §3: a second function on the first one's NAS. */
const SHARED_STORE_ROWS: ConstructBadInput[] = [
  row(
    SHARED,
    InputClass.INCONSISTENT,
    'sharedWith a function whose model is in its image',
    sharedWith({ model: model({ size: Size.mebibytes(500) }), storage: ModelStorage.containerImage() }),
    {
      error: 'GPUM-FC-SHARED-STORE',
    },
  ),
  row(SHARED, InputClass.INCONSISTENT, 'sharedWith a function of another stack', sharedWith({}, {}, true), {
    error: 'GPUM-SHARED-STORE-STACK',
  }),
  row(
    SHARED,
    InputClass.INCONSISTENT,
    'sharedWith a function serving another model at the same storagePath',
    sharedWith({}, { model: model({ name: 'qwen', storagePath: 'models/llama' }) }),
    { error: 'GPUM-SHARED-STORE-PREFIX' },
  ),
];

/** Two stagings of one app into one directory (issue 22): the same model is a duplicate, another model a conflict. */
const STAGING_DESTINATION_ROWS: ConstructBadInput[] = [
  row(
    'FcModelStagingProps.ossBucketName',
    InputClass.INCONSISTENT,
    'two different models staged into one OSS directory',
    () => {
      const stack = staging({});
      const other = ModelSource.huggingFace('acme/qwen-chat', { revision: 'a'.repeat(40) });
      new FcModelStaging(stack, 'Other', {
        model: model({ name: 'qwen', size: Size.gibibytes(4), source: other }),
        ossBucketName: 'acme-models',
      });
      return stack;
    },
    { error: 'GPUM-STAGING-DESTINATION-CONFLICT' },
  ),
  row(
    'FcModelStagingProps.ossBucketName',
    InputClass.INCONSISTENT,
    'the same model staged twice into one OSS directory',
    () => {
      const stack = staging({});
      new FcModelStaging(stack, 'Again', {
        model: model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) }),
        ossBucketName: 'acme-models',
      });
      return stack;
    },
    { error: 'GPUM-STAGING-DESTINATION-DUPLICATE' },
  ),
];

const stagingOn = (zoneId: string) => () =>
  staging({ network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId }) });

/** vSwitch zones against the function's region (issue 22): Alibaba zone IDs are `<region>-<letter>` or `<region><letter>`. */
const ZONE_ROWS: ConstructBadInput[] = [
  fnRow(
    'FcNetworkCreateOptions.zoneId',
    InputClass.WRONG_CLOUD,
    'a new vSwitch in a zone of another region',
    () => ({ fn: { network: FcNetwork.create({ zoneId: 'cn-beijing-h' }) } }),
    'error',
    'GPUM-FC-ZONE',
  ),
  fnRow(
    'FcNetworkCreateOptions.zoneId',
    InputClass.WRONG_SHAPE,
    'a new vSwitch in a region, not a zone',
    () => ({ fn: { network: FcNetwork.create({ zoneId: 'cn-hangzhou' }) } }),
    'error',
    'GPUM-FC-ZONE',
  ),
  fnRow(
    'FcNetworkCreateOptions.zoneId',
    InputClass.EMPTY,
    'a new vSwitch in zone ""',
    () => ({ fn: { network: FcNetwork.create({ zoneId: '' }) } }),
    'error',
    'GPUM-FC-ZONE',
  ),
  fnRow(
    'FcNetworkAttributes.zoneId',
    InputClass.WRONG_CLOUD,
    "an existing vSwitch's zone of another region",
    () => ({ fn: { network: FcNetwork.fromIds({ ...IDS, zoneId: 'cn-shanghai-g' }) } }),
    'error',
    'GPUM-FC-ZONE',
  ),
  fnRow(
    'FcNetworkAttributes.zoneId',
    InputClass.LITERAL,
    "an existing vSwitch's zone in capitals",
    () => ({ fn: { network: FcNetwork.fromIds({ ...IDS, zoneId: 'CN-HANGZHOU-J' }) } }),
    'error',
    'GPUM-FC-ZONE',
  ),
  fnRow(
    'FcNetworkAttributes.zoneId',
    InputClass.TOKEN,
    "an existing vSwitch's zone as a token (accepted, said)",
    () => ({ fn: { network: FcNetwork.fromIds({ ...IDS, zoneId: Token.asString(Fn.lower('cn-hangzhou-j')) }) } }),
    'warning',
    'GPUM-REGION-TOKEN',
  ),
  row('FcNetworkAttributes.zoneId', InputClass.WRONG_CLOUD, "a staging vSwitch's zone of another region", stagingOn('cn-beijing-h'), {
    error: 'GPUM-FC-ZONE',
  }),
  row('FcNetworkAttributes.zoneId', InputClass.WRONG_SHAPE, "a staging vSwitch's zone with two letters", stagingOn('cn-hangzhou-hh'), {
    error: 'GPUM-FC-ZONE',
  }),
];

/** Tags on every construct that takes them: Alibaba Cloud's rule, GPUM-FC-TAGS (issue 22). */
const TAG_ROWS: ConstructBadInput[] = [
  fnRow(
    P('tags'),
    InputClass.LITERAL,
    'a function tag key starting with "acs:"',
    () => ({ fn: { tags: { 'acs:team': 'ml' } } }),
    'error',
    'GPUM-FC-TAGS',
  ),
  fnRow(
    P('tags'),
    InputClass.LITERAL,
    'a function tag value starting with "acs:"',
    () => ({ fn: { tags: { team: 'acs:ml' } } }),
    'error',
    'GPUM-FC-TAGS',
  ),
  fnRow(
    P('tags'),
    InputClass.OUT_OF_RANGE,
    'a function tag value of 129 characters',
    () => ({ fn: { tags: { team: 'v'.repeat(129) } } }),
    'error',
    'GPUM-FC-TAGS',
  ),
  fnRow(P('tags'), InputClass.EMPTY, 'an empty function tag key', () => ({ fn: { tags: { '': 'ml' } } }), 'error', 'GPUM-FC-TAGS'),
  fnRow(
    P('tags'),
    InputClass.LITERAL,
    'a function tag value with HCL "${var.team}" (written escaped, said)',
    () => ({ fn: { tags: { team: '${var.team}' } } }),
    'warning',
    'GPUM-TAG-TEMPLATE',
  ),
  row('FcModelStagingProps.tags', InputClass.LITERAL, 'a staging tag value with "%{if x}"', () => staging({ tags: { team: '%{if x}' } }), {
    warning: 'GPUM-TAG-TEMPLATE',
  }),
  row(
    'FcModelStagingProps.tags',
    InputClass.LITERAL,
    'a staging tag holding https://',
    () => staging({ tags: { team: 'https://example.com' } }),
    { error: 'GPUM-FC-TAGS' },
  ),
  row(
    'FcReplicatedModelBucketProps.tags',
    InputClass.OUT_OF_RANGE,
    '21 tags on a replicated bucket',
    replicated([{ region: 'cn-beijing' }], { tags: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, 'x'])) }),
    { error: 'GPUM-FC-TAGS' },
  ),
];

/** Network IDs by their prefixes (issue 22). */
const NETWORK_ID_ROWS: ConstructBadInput[] = [
  fnRow(
    ['FcNetworkAttributes.vswitchId', 'FcNetworkAttributes.securityGroupId'],
    InputClass.WRONG_SHAPE,
    'vSwitch and security group IDs swapped',
    () => ({ fn: { network: FcNetwork.fromIds({ ...IDS, vswitchId: 'sg-111', securityGroupId: 'vsw-aaa' }) } }),
    'error',
    'GPUM-FC-NETWORK-ID',
  ),
  fnRow(
    'FcNetworkAttributes.vpcId',
    InputClass.WRONG_SHAPE,
    'a VPC ID without its prefix',
    () => ({ fn: { network: FcNetwork.fromIds({ ...IDS, vpcId: '2ze0example' }) } }),
    'error',
    'GPUM-FC-NETWORK-ID',
  ),
];

export const ROWS: readonly ConstructBadInput[] = [
  ...FUNCTION_ROWS,
  ...ISSUE_22_ROWS,
  ...SCHEDULE_ROWS,
  ...ROLE_AND_REPLICA_ROWS,
  ...ENGINE_ROWS,
  ...SHARED_STORE_ROWS,
  ...TAG_ROWS,
  ...NETWORK_ID_ROWS,
  ...STAGING_DESTINATION_ROWS,
  ...ZONE_ROWS,
];
