import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import { fc, model } from './fixtures';
import { row } from './storage-options.rows';

/*
 * The OSS accelerator's endpoint (ObjectStorageAcceleratorOptions.endpoint): only Function Compute
 * mounts through an accelerator, so its function binds it. The endpoint goes into the mount as it is.
 */

const onAccelerator = (name: string, klass: InputClass, endpoint: string): ConstructBadInput =>
  row(
    'ObjectStorageAcceleratorOptions.endpoint',
    klass,
    `accelerator endpoint ${name}`,
    (stack) =>
      fc(stack, {
        model: model({ size: Size.gibibytes(4) }),
        storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models', accelerator: { zoneId: 'cn-hangzhou-j', endpoint } }),
      }),
    { error: 'GPUM-FC-OSS-ACCELERATOR-ENDPOINT' },
  );

export const ROWS: readonly ConstructBadInput[] = [
  onAccelerator('""', InputClass.EMPTY, ''),
  onAccelerator('without a scheme', InputClass.WRONG_SHAPE, 'cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com'),
  onAccelerator('with a path', InputClass.WRONG_SHAPE, 'http://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com/models'),
  onAccelerator('as an oss:// URI', InputClass.WRONG_SHAPE, 'oss://acme-models'),
  onAccelerator('"${var.endpoint}"', InputClass.LITERAL, '${var.endpoint}'),
  onAccelerator('with a template host', InputClass.LITERAL, 'http://%{if x}a%{endif}.oss-data-acc.aliyuncs.com'),
  onAccelerator('with a space', InputClass.LITERAL, 'http://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com '),
  onAccelerator('of another zone', InputClass.INCONSISTENT, 'http://cn-hangzhou-k-internal.oss-data-acc.aliyuncs.com'),
  onAccelerator('of another region', InputClass.WRONG_CLOUD, 'http://cn-beijing-h-internal.oss-data-acc.aliyuncs.com'),
];
