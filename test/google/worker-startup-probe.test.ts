import './support/jest-matchers';
import { collectAdvice } from '../../src/core/advice';
import { Duration } from '../../src/core/duration';
import { ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunNetwork } from '../../src/google';
import { thrown } from '../support/errors';
import { build, model, only, synthJson } from './support/fixtures';

function workerPool(overrides: Parameters<typeof build>[0]) {
  const { stack, workload } = build(overrides);
  return { stack, workload, body: only(synthJson(stack), 'google_cloud_run_v2_worker_pool') };
}

describe('worker pool startup probe (google 7.5.0, through an escape hatch)', () => {
  test("a TCP probe on the given port, its window sized from the model and Direct VPC's first connection", () => {
    const { body, workload } = workerPool({
      storage: ModelStorage.downloadAtStart(),
      model: model({ size: Size.gibibytes(14) }),
      workerStartupProbe: { port: 8081 },
    });
    // 14 GiB: 14336/800 + 14336/1000 + 30 s engine + 60 s Direct VPC = 122 s, x 1.5 = 183 s; 240 s of failures cover it.
    expect(body.template.containers[0].startup_probe).toEqual({
      initial_delay_seconds: 0,
      period_seconds: 10,
      timeout_seconds: 5,
      failure_threshold: 24,
      tcp_socket: { port: 8081 },
    });
    expect(workload.startupProbe).toEqual({
      httpPath: undefined,
      initialDelaySeconds: 0,
      periodSeconds: 10,
      timeoutSeconds: 5,
      failureThreshold: 24,
    });
  });

  test('a model that loads longer gets an initial delay, up to 240 s', () => {
    const { body } = workerPool({
      storage: ModelStorage.objectStorageMount(),
      model: model({ size: Size.gibibytes(28), gpuLoading: ModelGpuLoading.OFFLOADED }),
      memory: Size.gibibytes(32),
      workerStartupProbe: { port: 8081, httpPath: '/ready' },
    });
    const probe = body.template.containers[0].startup_probe;
    // 28 GiB over a mount: 28672/400 + 28672/1000 + 30 + 60 = 191 s, x 1.5 = 287 s: 47 s before 240 s of failures.
    expect(probe).toEqual({
      initial_delay_seconds: 47,
      period_seconds: 10,
      timeout_seconds: 5,
      failure_threshold: 24,
      http_get: { path: '/ready', port: 8081 },
    });
  });

  test("the user's timings are kept and checked", () => {
    const { body } = workerPool({
      workerStartupProbe: {
        port: 9000,
        initialDelay: Duration.seconds(30),
        period: Duration.seconds(20),
        timeout: Duration.seconds(3),
        failureThreshold: 12,
      },
    });
    expect(body.template.containers[0].startup_probe).toEqual({
      initial_delay_seconds: 30,
      period_seconds: 20,
      timeout_seconds: 3,
      failure_threshold: 12,
      tcp_socket: { port: 9000 },
    });
  });

  test("a failure window above Cloud Run's 240 s for worker pools fails", () => {
    expect(() => build({ workerStartupProbe: { port: 8081, period: Duration.seconds(30), failureThreshold: 9 } })).toThrow(
      /GPUM-CR-STARTUP-PROBE\].*failureThreshold x period is 270 s, more than the 240 s Cloud Run allows a worker pool's startup probe/,
    );
    expect(thrown(() => build({ workerStartupProbe: { port: 8081, period: Duration.seconds(30), failureThreshold: 9 } }))).toMatchObject({
      code: 'GPUM-CR-STARTUP-PROBE',
      property: 'workerStartupProbe.failureThreshold, workerStartupProbe.period',
      value: '270 s',
      fix: 'lower failureThreshold or period, and lengthen initialDelay (up to 240 s) instead',
    });
  });

  test('bad ports and paths fail', () => {
    expect(() => build({ workerStartupProbe: { port: 0 } })).toThrow(/GPUM-CR-RANGE.*workerStartupProbe.port is 0/);
    expect(() => build({ workerStartupProbe: { port: 70000 } })).toThrow(/GPUM-CR-RANGE/);
    expect(() => build({ workerStartupProbe: { port: 8081, httpPath: 'ready' } })).toThrow(/GPUM-CR-STARTUP-PROBE.*must start with "\/"/);
    expect(thrown(() => build({ workerStartupProbe: { port: 8081, httpPath: 'ready' } }))).toMatchObject({
      code: 'GPUM-CR-STARTUP-PROBE',
      property: 'workerStartupProbe.httpPath',
      value: 'ready',
      fix: 'start with "/", for example "/health"',
    });
  });

  test.each([
    [{ failureThreshold: 0 }, 'failureThreshold', 'workerStartupProbe.failureThreshold is 0: give a whole number of at least 1'],
    [{ httpPath: 'ready' }, 'httpPath', 'workerStartupProbe.httpPath "ready" must start with "/"'],
    [
      { initialDelay: Duration.seconds(300) },
      'initialDelay',
      'workerStartupProbe.initialDelay is 300 s: Cloud Run takes whole seconds from 0 to 240',
    ],
    [{ period: Duration.seconds(0) }, 'period', 'workerStartupProbe.period is 0 s: Cloud Run takes whole seconds from 1 to 240'],
    [
      { period: Duration.seconds(10), timeout: Duration.seconds(20) },
      'timeout',
      'workerStartupProbe.timeout is 20 s: Cloud Run takes whole seconds from 1 to 10',
    ],
  ])('worker probe setting %j: the message names workerStartupProbe.%s, the prop the user set', (probe, field, text) => {
    const error = thrown(() => build({ workerStartupProbe: { port: 8081, ...probe } }));
    expect(error).toMatchObject({ code: 'GPUM-CR-STARTUP-PROBE', property: `workerStartupProbe.${field}` });
    expect(error.message).toContain(text);
    expect(error.message).not.toMatch(/[^.\w]startupProbe\./);
  });

  test('a service takes httpServing.startupProbe instead', () => {
    expect(() => build({ httpServing: {}, workerStartupProbe: { port: 8081 } })).toThrow(
      /GPUM-CR-STARTUP-PROBE\].*workerStartupProbe is a worker pool's probe.*use httpServing.startupProbe/,
    );
    const error = thrown(() => build({ httpServing: {}, workerStartupProbe: { port: 8081 } }));
    expect(error).toMatchObject({ code: 'GPUM-CR-STARTUP-PROBE', property: 'workerStartupProbe', fix: 'use httpServing.startupProbe' });
    expect(error.value).toBe('workerStartupProbe with httpServing');
  });

  test('without one there is no probe; over Direct VPC an info annotation says what that means', () => {
    const overVpc = workerPool({ storage: ModelStorage.downloadAtStart() });
    expect(overVpc.body.template.containers[0].startup_probe).toBeUndefined();
    expect(overVpc.workload.startupProbe).toBeUndefined();
    const info = collectAdvice(overVpc.stack).filter((a) => a.id === 'GPUM-CR-WORKER-STARTUP-PROBE');
    expect(info.map((a) => a.level)).toEqual(['info']);
    expect(info[0].message).toMatch(
      /no startup probe.*Direct VPC's first connection can take a minute or more.*workerStartupProbe: \{ port \}/,
    );
    const imageOnly = workerPool({});
    expect(imageOnly.body.template.containers[0].startup_probe).toBeUndefined();
    expect(collectAdvice(imageOnly.stack).filter((a) => a.id === 'GPUM-CR-WORKER-STARTUP-PROBE')).toEqual([]);
  });

  test('with a probe, the long-load warning points at the probe, not at a worker pool', () => {
    const { stack } = build({
      storage: ModelStorage.internet({ url: 'https://example.com/m' }),
      network: CloudRunNetwork.create(),
      model: model({ size: Size.gibibytes(26), gpuLoading: ModelGpuLoading.OFFLOADED }),
      memory: Size.gibibytes(32),
      workerStartupProbe: { port: 8081 },
    });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-STARTUP-WINDOW')?.message).toMatch(
      /drop workerStartupProbe \(without one, the instance counts as started when its container starts\)/,
    );
  });
});
