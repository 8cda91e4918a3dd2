import { Fn, Testing, Token } from '../../../src/core/framework';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './accelerator.rows';
import { fc, model, stackWithProviders } from './fixtures';

describeBadInputs('the OSS accelerator endpoint: a URL of the accelerator of its zone', ROWS);

describe('accelerator endpoints that pass', () => {
  const mount = (endpoint: string): string => {
    const stack = stackWithProviders();
    fc(stack, {
      model: model({ size: Size.gibibytes(4) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models', accelerator: { zoneId: 'cn-hangzhou-j', endpoint } }),
    });
    return Testing.synth(stack);
  };

  test.each([
    'http://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com',
    'https://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com/',
    'http://cn-hangzhou-internal.oss-data-acc.aliyuncs.com',
    'http://accel.example.com:8080',
  ])('%s', (endpoint) => {
    expect(mount(endpoint)).toContain(endpoint);
  });

  test('a Terraform token passes to the mount as it is', () => {
    expect(() => mount(Token.asString(Fn.lower('http://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com')))).not.toThrow();
  });
});
