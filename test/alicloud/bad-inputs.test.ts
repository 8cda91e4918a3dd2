import { collectAdvice } from '../../src/core/advice';
import { GpuModelsError } from '../../src/core/errors';
import { Fn, TerraformStack, Testing, Token } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  AlicloudProvider,
  FcGpuFunctionProps,
  FcGpuType,
  FcHttpAuthType,
  FcModelStaging,
  FcModelStorage,
  FcNetwork,
  FcNetworkAttributes,
  FcReplicatedModelBucket,
  OssRedundancy,
} from '../../src/alicloud';
import { OssBucket } from '../../src/alicloud/generated/oss-bucket';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';

/*
 * Alibaba Function Compute bad inputs (issue 10's Function Compute section and class 7): each must
 * be a coded error, or a coded warning, never silent. The cross-platform rows are in
 * test/core/contract/bad-inputs.test.ts.
 */

const IDS: FcNetworkAttributes = {
  vpcId: 'vpc-111',
  vswitchId: 'vsw-aaa',
  securityGroupId: 'sg-111',
  vswitchCidrBlock: '10.1.0.0/24',
  zoneId: 'cn-hangzhou-j',
};

interface Input {
  readonly fn?: Partial<FcGpuFunctionProps>;
  /** Functions built before the one under test, in the same stack. */
  readonly before?: Array<Partial<FcGpuFunctionProps>>;
}

function nasOn(network: Partial<FcNetworkAttributes>, readOnly?: boolean): Partial<FcGpuFunctionProps> {
  return {
    network: FcNetwork.fromIds({ ...IDS, ...network }),
    model: model(),
    storage: FcModelStorage.nas({ fileSystemId: '0a1b2c', readOnly }),
  };
}

function cidr(vswitchCidrBlock: string): Input {
  return { fn: { network: FcNetwork.fromIds({ ...IDS, vswitchCidrBlock }), model: model(), storage: ModelStorage.fileSystem() } };
}

function ranged(gpuType: FcGpuType, cpu: number, memorySizeMiB: number): Input {
  return { fn: { gpuType, cpu, memorySizeMiB } };
}

function ossModel(size: Size, diskSizeMiB?: number): Input {
  return { fn: { model: model({ size }), storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }), diskSizeMiB } };
}

function ossMount(bucketName: string): Input {
  return { fn: { model: model({ size: Size.gibibytes(4) }), storage: FcModelStorage.ossMount({ bucketName }) } };
}

function synth(input: Input): TerraformStack {
  const stack = alicloudStack();
  (input.before ?? []).forEach((props, i) => gpuFunction(stack, props, `before${i}`));
  gpuFunction(stack, input.fn ?? {});
  Testing.synth(stack);
  return stack;
}

type Level = 'error' | 'warning';
/** A boolean known only at apply, as a variable's booleanValue is. */
const boolToken = (): boolean => Token.asAny(Fn.tobool('true')) as unknown as boolean;

const rows: Array<[string, Input, Level, string]> = [
  // Choices the function makes at synth: a Terraform token cannot make them.
  [
    'httpTrigger.disableUrlInternet as a Terraform token',
    { fn: { httpTrigger: { disableUrlInternet: boolToken() } } },
    'error',
    'GPUM-FC-HTTP-TRIGGER',
  ],
  ['prewarmModel as a Terraform token', { fn: { prewarmModel: boolToken() } }, 'error', 'GPUM-FC-PREWARM'],
  // From plain JavaScript: a literal outside the enum reached the trigger, with no anonymous warning.
  [
    'httpTrigger.authType outside FcHttpAuthType',
    { fn: { httpTrigger: { authType: 'Anonymous' as FcHttpAuthType } } },
    'error',
    'GPUM-FC-HTTP-TRIGGER',
  ],
  ['gpuType as a Terraform token', { fn: { gpuType: Token.asString(Fn.lower('X')) as FcGpuType } }, 'error', 'GPUM-FC-GPU-TYPE'],
  // FcNetwork.fromIds() checks its vSwitch CIDR as create() does.
  ['fromIds CIDR without a mask', cidr('10.1.0.0'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR with an octet above 255', cidr('10.1.300.0/24'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR empty', cidr(''), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR with a space', cidr('10.1.0.0 /24'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR that is a wildcard', cidr('*'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR of everything', cidr('0.0.0.0/0'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR wider than a vSwitch (/8)', cidr('10.0.0.0/8'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR narrower than a vSwitch (/30)', cidr('10.1.0.0/30'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR with a mask above 32', cidr('10.1.0.0/33'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR in IPv6', cidr('2001:db8::/64'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  ['fromIds CIDR with a template', cidr('${var.cidr}'), 'error', 'GPUM-FC-NETWORK-CIDR'],
  [
    'create() vSwitch CIDR wider than a vSwitch',
    { fn: { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/8', vswitchCidrBlock: '10.0.0.0/12' }) } },
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ],
  [
    'create() vSwitch CIDR outside its VPC',
    { fn: { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/16', vswitchCidrBlock: '10.9.0.0/24' }) } },
    'error',
    'GPUM-FC-NETWORK-CIDR',
  ],
  // Several functions on one NAS.
  ['a writer beside a reader in one CIDR', { before: [nasOn({})], fn: nasOn({}, false) }, 'error', 'GPUM-FC-NAS-SHARED-ACCESS'],
  ['a reader beside a writer in one CIDR', { before: [nasOn({}, false)], fn: nasOn({}) }, 'error', 'GPUM-FC-NAS-SHARED-ACCESS'],
  [
    'a third vSwitch on one file system',
    {
      before: [nasOn({}), nasOn({ vswitchId: 'vsw-bbb', vswitchCidrBlock: '10.1.1.0/24' })],
      fn: nasOn({ vswitchId: 'vsw-ccc', vswitchCidrBlock: '10.1.2.0/24' }),
    },
    'error',
    'GPUM-FC-NAS-MOUNT-TARGET-LIMIT',
  ],
  ['one vSwitch named in two VPCs', { before: [nasOn({})], fn: nasOn({ vpcId: 'vpc-222' }) }, 'error', 'GPUM-FC-NAS-VPC-MISMATCH'],
  // A model larger than the disk an OSS mount reads through.
  ['a 16 GiB model on OSS with the default 10 GB disk', ossModel(Size.gibibytes(16)), 'warning', 'GPUM-FC-OSS-DISK'],
  ['a 2 GiB model on OSS with a 512 MB disk', ossModel(Size.gibibytes(2), 512), 'warning', 'GPUM-FC-OSS-DISK'],
  ['a 40 GiB model on OSS with a 30 GB disk', ossModel(Size.gibibytes(40), 30720), 'warning', 'GPUM-FC-OSS-DISK'],
  [
    'an accelerated OSS model larger than the disk',
    {
      fn: {
        model: model({ size: Size.gibibytes(12) }),
        storage: FcModelStorage.ossMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j' } }),
      },
    },
    'warning',
    'GPUM-FC-OSS-DISK',
  ],
  // An existing OSS bucket's name, by OSS's rule (GPUM-FC-BUCKET-NAME), wherever it is given.
  // Issue 13's props: the concurrency cap, prewarm, bucket redundancy.
  ['reservedConcurrency NaN', { fn: { reservedConcurrency: Number.NaN } }, 'error', 'GPUM-FC-CONCURRENCY'],
  ['reservedConcurrency 0', { fn: { reservedConcurrency: 0 } }, 'error', 'GPUM-FC-CONCURRENCY'],
  ['reservedConcurrency negative', { fn: { reservedConcurrency: -4 } }, 'error', 'GPUM-FC-CONCURRENCY'],
  ['reservedConcurrency fractional', { fn: { reservedConcurrency: 2.5 } }, 'error', 'GPUM-FC-CONCURRENCY'],
  ['reservedConcurrency infinite', { fn: { reservedConcurrency: Number.POSITIVE_INFINITY } }, 'error', 'GPUM-FC-CONCURRENCY'],
  [
    'prewarm of an OSS mount (no page cache)',
    { fn: { prewarmModel: true, model: model({ size: Size.gibibytes(4) }), storage: FcModelStorage.ossMount({ bucketName: 'bkt' }) } },
    'error',
    'GPUM-FC-PREWARM-OSS',
  ],
  [
    'prewarm of a 33 GiB model into 32 GB of memory',
    {
      fn: {
        prewarmModel: true,
        model: model({ size: Size.gibibytes(33) }),
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        storage: FcModelStorage.nas(),
      },
    },
    'error',
    'GPUM-FC-PREWARM-MEMORY',
  ],
  [
    'redundancy for an existing bucket',
    {
      fn: {
        model: model({ size: Size.gibibytes(4) }),
        storage: FcModelStorage.ossMount({ bucketName: 'bkt', redundancy: OssRedundancy.ZRS }),
      },
    },
    'error',
    'GPUM-FC-OSS-REDUNDANCY',
  ],
  ['ossMount bucket given as an oss:// URL', ossMount('oss://acme-models'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket with a prefix', ossMount('acme-models/models/llama'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket with capitals', ossMount('Acme-Models'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket with an underscore', ossMount('acme_models'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket of 2 characters', ossMount('ab'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket of 64 characters', ossMount('a'.repeat(64)), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket ending with a hyphen', ossMount('acme-models-'), 'error', 'GPUM-FC-BUCKET-NAME'],
  ['ossMount bucket with a wildcard', ossMount('acme-*'), 'error', 'GPUM-FC-BUCKET-NAME'],
  // Class 7: the vCPU-to-memory ratio on the ranged GPU types (unverified for GPU functions: a warning).
  ['tesla.1 at 1 vCPU with 8 GB (1:8)', ranged(FcGpuType.TESLA_1, 1, 8192), 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
  ['tesla.1 at 8 vCPU with 4 GB (1:0.5)', ranged(FcGpuType.TESLA_1, 8, 4096), 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
  ['tesla.1 at 0.05 vCPU with 32 GB', ranged(FcGpuType.TESLA_1, 0.05, 32768), 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
  ['ampere.1 at 12 vCPU with 8 GB (1:0.67)', ranged(FcGpuType.AMPERE_1, 12, 8192), 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
  ['ampere.1 at 2 vCPU with 32 GB (1:16)', ranged(FcGpuType.AMPERE_1, 2, 32768), 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
  ['ampere.1 cpu only, memory defaulting to 32 GB', { fn: { gpuType: FcGpuType.AMPERE_1, cpu: 1 } }, 'warning', 'GPUM-FC-CPU-MEMORY-RATIO'],
];

function outcome(input: Input): Array<{ level: string; code?: string }> {
  try {
    return collectAdvice(synth(input)).map((a) => ({ level: a.level, code: a.id }));
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return [{ level: 'error', code: e.code }];
    throw e;
  }
}

describe('Alibaba Function Compute bad inputs are coded, never silent', () => {
  test.each(rows)('%s', (_name, input, level, code) => {
    expect(outcome(input)).toContainEqual({ level, code });
  });

  test('the table is large enough to mean something', () => expect(rows.length).toBeGreaterThanOrEqual(25));
});

describe('and their good neighbours are quiet', () => {
  test.each<[string, Input, string]>([
    ['a /16 vSwitch by ID', cidr('10.1.0.0/16'), 'GPUM-FC-NETWORK-CIDR'],
    ['a /29 vSwitch by ID', cidr('10.1.0.0/29'), 'GPUM-FC-NETWORK-CIDR'],
    ['two readers in one CIDR', { before: [nasOn({})], fn: nasOn({}) }, 'GPUM-FC-NAS-SHARED-ACCESS'],
    ['a 9 GiB model on OSS with the default disk', ossModel(Size.gibibytes(9)), 'GPUM-FC-OSS-DISK'],
    ['a 16 GiB model on OSS with a 20 GB disk', ossModel(Size.gibibytes(16), 20480), 'GPUM-FC-OSS-DISK'],
    ['tesla.1 defaults (8 vCPU, 32 GB: 1:4)', { fn: { gpuType: FcGpuType.TESLA_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['ampere.1 defaults (12 vCPU, 32 GB)', { fn: { gpuType: FcGpuType.AMPERE_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['tesla.1 at 4 vCPU with 4 GB (1:1)', ranged(FcGpuType.TESLA_1, 4, 4096), 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['ada.1 at its own 4 vCPU / 32 GB (1:8, from the spec table)', { fn: { gpuType: FcGpuType.ADA_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
  ])('%s', (_name, input, code) => {
    const found = outcome(input);
    expect(found.filter((o) => o.level === 'error')).toEqual([]);
    expect(found.map((o) => o.code)).not.toContain(code);
  });
});

describe("an existing OSS bucket name is checked by OSS's rule wherever it is given", () => {
  const staged = () =>
    model({ name: 'qwen', size: Size.gibibytes(4), source: ModelSource.huggingFace('acme/qwen', { revision: 'a'.repeat(40) }) });
  const entries: Array<[string, string, (name: string) => void]> = [
    ['FcModelStorage.ossMount', 'storage.bucketName', (bucketName) => synth(ossMount(bucketName))],
    [
      'ModelStorage.objectStorageMount',
      'storage.bucketName',
      (bucketName) =>
        synth({ fn: { model: model({ size: Size.gibibytes(4) }), storage: ModelStorage.objectStorageMount({ bucketName }) } }),
    ],
    [
      'FcModelStaging ossBucketName',
      'ossBucketName',
      (ossBucketName) => new FcModelStaging(alicloudStack(), 'Stage', { model: staged(), ossBucketName }),
    ],
    [
      'FcReplicatedModelBucket sourceBucketName',
      'sourceBucketName',
      (sourceBucketName) => {
        const stack = alicloudStack();
        const beijing = new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' });
        new FcReplicatedModelBucket(stack, 'Models', {
          model: model(),
          replicas: [{ region: 'cn-beijing', provider: beijing }],
          sourceBucketName,
        });
      },
    ],
    [
      'FcGpuFunction.addOssMountPoint',
      'mount.bucketName',
      (bucketName) =>
        gpuFunction(alicloudStack()).addOssMountPoint({
          bucketName,
          bucketPath: '/data',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mountDir: '/mnt/data',
        }),
    ],
  ];

  test.each(entries)('%s: a URL is refused with the name to give', (_name, property, build) => {
    const e = thrown(() => build('oss://acme-models/models/llama'));
    expect(e.code).toBe('GPUM-FC-BUCKET-NAME');
    expect(e.property).toBe(property);
    expect(e.value).toBe('oss://acme-models/models/llama');
    expect(e.fix).toBe('give the bucket name, not a URL: acme-models');
    expect(e.message).toContain(`${property} "oss://acme-models/models/llama" is not a valid OSS bucket name`);
  });

  test.each(entries)('%s: a bad name with nothing to suggest gets the rule as its fix', (_name, property, build) => {
    const e = thrown(() => build('Acme_Models'));
    expect(e.code).toBe('GPUM-FC-BUCKET-NAME');
    expect(e.property).toBe(property);
    expect(e.fix).toMatch(/3 to 63 lower-case letters, digits and hyphens/);
  });

  test.each(entries)('%s: a path is refused with the bucket alone as the fix', (_name, _property, build) => {
    expect(thrown(() => build('acme-models/models')).fix).toBe('give the bucket name alone, without a path: acme-models');
  });

  test.each(entries)('%s: a valid name and a reference pass', (_name, _property, build) => {
    expect(() => build('acme-models-01')).not.toThrow();
    const other = new OssBucket(alicloudStack(), 'Other', {});
    expect(() => build(other.bucket)).not.toThrow();
  });
});
