import { onlyResource, ref, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction } from './fixtures';

describe('FcGpuFunction: reservedConcurrency', () => {
  test('creates alicloud_fcv3_concurrency_config for the function, valid by the provider schema', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { reservedConcurrency: 3 });
    const json = synthJson(stack);
    const resource = onlyResource(json, 'alicloud_fcv3_function');
    expect(onlyResource(json, 'alicloud_fcv3_concurrency_config').body).toEqual({
      function_name: ref('alicloud_fcv3_function', resource.name, 'function_name'),
      reserved_concurrency: 3,
    });
    expect(fn.concurrencyConfig).toBeDefined();
  });

  test('is absent unless asked for', () => {
    const stack = alicloudStack();
    gpuFunction(stack);
    expect(synthJson(stack).resource.alicloud_fcv3_concurrency_config).toBeUndefined();
  });

  test.each([
    [0, /GPUM-FC-CONCURRENCY.*reservedConcurrency is 0: give a whole number of at least 1/],
    [2.5, /GPUM-FC-CONCURRENCY.*reservedConcurrency is 2.5: give a whole number/],
    [Number.NaN, /GPUM-FC-CONCURRENCY.*reservedConcurrency is NaN/],
  ])('refuses %p', (reservedConcurrency, error) => {
    expect(() => gpuFunction(alicloudStack(), { reservedConcurrency })).toThrow(error);
  });

  test("must hold the provisioned instances' concurrency, which it includes", () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        reservedConcurrency: 7,
        instanceConcurrency: 2,
        provisioned: { target: 1, scheduledActions: [{ name: 'day', scheduleExpression: 'cron(0 0 8 * * *)', target: 4 }] },
      }),
    ).toThrow(
      /GPUM-FC-CONCURRENCY.*reservedConcurrency is 7, but provisioned\.scheduledActions\[0\]\.target keeps 4 provisioned instances of instanceConcurrency 2, 8 concurrent requests.*at least 8/,
    );
    expect(() =>
      gpuFunction(alicloudStack(), { reservedConcurrency: 8, instanceConcurrency: 2, provisioned: { target: 4 } }),
    ).not.toThrow();
  });
});
