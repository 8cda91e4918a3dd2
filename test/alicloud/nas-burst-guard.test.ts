import { Size } from '../../src/core/size';
import { FcModelStorage, FcNetwork, FcProvisionMetric } from '../../src/alicloud';
import { warningIds } from '../support/stacks';
import { collectAdvice } from '../../src/core/advice';
import { alicloudStack, gpuFunction, model } from './fixtures';

/** The text of one warning. */
const warning = (stack: Parameters<typeof collectAdvice>[0], id: string) => collectAdvice(stack).find((a) => a.id === id)?.message;

const onNas = () => ({
  network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
  storage: FcModelStorage.nas(),
  model: model({ size: Size.gibibytes(20) }),
});

describe('FcGpuFunction: NAS burst guard', () => {
  test('a provisioned target at the threshold warns, suggesting OSS with the accelerator, with the figures', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...onNas(), provisioned: { target: 5 } });
    expect(warningIds(stack)).toContain('GPUM-FC-NAS-BURST');
    const message = warning(stack, 'GPUM-FC-NAS-BURST')!;
    expect(message).toMatch(
      /provisioned\.target is 5: from 5 instances starting at once the advisor's estimates favour OSS mount with the OSS accelerator/,
    );
    expect(message).toMatch(
      /At 5 starts the estimate is 179s from NAS \(120 MB\/s each\) against 172s from OSS mount with the OSS accelerator/,
    );
    // The two figures say what they count and what they leave out.
    expect(message).toMatch(
      /\(recommendModelStorage, default parameters; both count model bytes; leave out provisioning, image pull, network connect, engine start\)/,
    );
    expect(message).toMatch(/FcModelStorage\.ossMount\(\{ accelerator: \{ zoneId: 'cn-hangzhou-j' \} \}\)/);
  });

  test('below the threshold nothing is said', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { ...onNas(), provisioned: { target: 4 } });
    expect(warningIds(stack)).not.toContain('GPUM-FC-NAS-BURST');
  });

  test('a scheduled target or a target-tracking maximum reaching it warns, naming each', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      ...onNas(),
      provisioned: {
        target: 1,
        scheduledActions: [{ name: 'day', scheduleExpression: 'cron(0 0 8 * * *)', target: 6 }],
        targetTrackingPolicies: [
          { name: 'gpu', metricType: FcProvisionMetric.GPU_MEM_UTILIZATION, metricTarget: 0.6, minCapacity: 1, maxCapacity: 12 },
        ],
      },
    });
    const message = warning(stack, 'GPUM-FC-NAS-BURST')!;
    expect(message).toMatch(
      /provisioned\.scheduledActions\[0\]\.target is 6; provisioned\.targetTrackingPolicies\[0\]\.maxCapacity is 12: from 5/,
    );
    expect(message).not.toMatch(/provisioned\.target is 1/);
  });

  test('the on-demand cap counts: reservedConcurrency / instanceConcurrency instances', () => {
    const capped = alicloudStack();
    gpuFunction(capped, { ...onNas(), reservedConcurrency: 16, instanceConcurrency: 4 });
    expect(warningIds(capped)).not.toContain('GPUM-FC-NAS-BURST');
    const wide = alicloudStack();
    gpuFunction(wide, { ...onNas(), reservedConcurrency: 20, instanceConcurrency: 4 });
    expect(warning(wide, 'GPUM-FC-NAS-BURST')).toMatch(/reservedConcurrency 20 \/ instanceConcurrency 4 \(on-demand cap\) is 5/);
  });

  test('OSS and image functions are not NAS: no burst warning', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model({ size: Size.gibibytes(20) }), storage: FcModelStorage.ossMount(), provisioned: { target: 50 } });
    expect(warningIds(stack)).not.toContain('GPUM-FC-NAS-BURST');
  });
});
