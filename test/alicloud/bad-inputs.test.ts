import { collectAdvice } from '../../src/core/advice';
import { GpuModelsError } from '../../src/core/errors';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import { AlicloudProvider, FcGpuType, FcModelStaging, FcReplicatedModelBucket } from '../../src/alicloud';
import { OssBucket } from '../../src/alicloud/generated/oss-bucket';
import { describeBadInputs } from '../support/bad-input-rows';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';
import { cidr, Input, nasOn, ossModel, ossMount, ranged, ROWS, synth } from './bad-inputs.rows';

/*
 * Alibaba Function Compute bad inputs: the rows are in bad-inputs.rows.ts (each names its inputs and
 * class); this file runs them, and checks their good neighbours and the bucket name rule's messages.
 */

function outcome(input: Input): Array<{ level: string; code?: string }> {
  try {
    return collectAdvice(synth(input)).map((a) => ({ level: a.level, code: a.id }));
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return [{ level: 'error', code: e.code }];
    throw e;
  }
}

describeBadInputs('Alibaba Function Compute bad inputs are coded, never silent', ROWS);

test('the table is large enough to mean something', () => expect(ROWS.length).toBeGreaterThanOrEqual(25));

describe('and their good neighbours are quiet', () => {
  test.each<[string, Input, string]>([
    ['a /16 vSwitch by ID', cidr('10.1.0.0/16'), 'GPUM-FC-NETWORK-CIDR'],
    ['a /29 vSwitch by ID', cidr('10.1.0.0/29'), 'GPUM-FC-NETWORK-CIDR'],
    ['two readers in one CIDR', { before: [nasOn({})], fn: nasOn({}) }, 'GPUM-FC-NAS-SHARED-ACCESS'],
    ['a 9 GiB model on OSS with the default disk', ossModel(Size.gibibytes(9)), 'GPUM-FC-OSS-DISK'],
    ['diskSizeMiB 512 (documented)', { fn: { diskSizeMiB: 512 } }, 'GPUM-FC-DISK-SIZE'],
    ...[
      'cron(0 0 8 * * *)',
      'cron(0 0/30 8-20 ? JAN-DEC MON-FRI)',
      'cron(0 0 22 * * *)',
      'at(2025-08-01T20:00:00)',
      'at(2025-08-01T20:00:00Z)',
    ].map((scheduleExpression): [string, Input, string] => [
      `scheduleExpression ${scheduleExpression}`,
      { fn: { provisioned: { target: 1, scheduledActions: [{ name: 'a', scheduleExpression, target: 2, timeZone: 'UTC' }] } } },
      'GPUM-FC-PROVISIONED-SCHEDULE',
    ]),
    ['diskSizeMiB 10240 (documented)', { fn: { diskSizeMiB: 10240 } }, 'GPUM-FC-DISK-SIZE'],
    ['diskSizeMiB unset (the documented 10240)', { fn: {} }, 'GPUM-FC-DISK-SIZE'],
    ['a 16 GiB model on OSS with a 20 GB disk', ossModel(Size.gibibytes(16), 20480), 'GPUM-FC-OSS-DISK'],
    ['tesla.1 defaults (8 vCPU, 32 GB: 1:4)', { fn: { gpuType: FcGpuType.TESLA_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['ampere.1 defaults (12 vCPU, 32 GB)', { fn: { gpuType: FcGpuType.AMPERE_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['tesla.1 at 4 vCPU with 4 GB (1:1)', ranged(FcGpuType.TESLA_1, 4, 4096), 'GPUM-FC-CPU-MEMORY-RATIO'],
    ['ada.1 at its own 4 vCPU / 32 GB (1:8, from the spec table)', { fn: { gpuType: FcGpuType.ADA_1 } }, 'GPUM-FC-CPU-MEMORY-RATIO'],
    [
      'prewarm of a 4 GiB model on an OSS mount (allowed again, as in 0.1)',
      { fn: { prewarmModel: true, model: model({ size: Size.gibibytes(4) }), storage: ossMount('bkt').fn!.storage } },
      'GPUM-FC-PREWARM-MEMORY',
    ],
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
