import './support/jest-matchers';
import { collectAdvice } from '../../src/core/advice';
import { Duration } from '../../src/core/duration';
import { Testing } from '../../src/core/framework';
import { ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunGpuWorkloadProps, CloudRunHttpServingOptions, CloudRunIngress } from '../../src/google';
import { thrown } from '../support/errors';
import { build, model, only, ref, synthJson } from './support/fixtures';

function serve(httpServing: CloudRunHttpServingOptions = {}, overrides: Partial<CloudRunGpuWorkloadProps> = {}) {
  return build({ httpServing, ...overrides });
}

function service(json: any): any {
  return only(json, 'google_cloud_run_v2_service');
}

describe('httpServing: a Cloud Run GPU service', () => {
  test('a service instead of a worker pool, with CPU always allocated, GEN2 and the GPU', () => {
    const { stack, workload } = serve();
    const synthesized = Testing.synth(stack);
    expect(synthesized).not.toHaveResource({ tfResourceType: 'google_cloud_run_v2_worker_pool' });
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'google_cloud_run_v2_service' },
      {
        ingress: 'INGRESS_TRAFFIC_ALL',
        deletion_protection: true,
        template: expect.objectContaining({
          execution_environment: 'EXECUTION_ENVIRONMENT_GEN2',
          node_selector: { accelerator: 'nvidia-l4' },
          scaling: { min_instance_count: 0, max_instance_count: 1 },
          timeout: '300s',
          containers: [
            expect.objectContaining({
              ports: { container_port: 8080 },
              resources: { limits: { cpu: '4', memory: '16Gi', 'nvidia.com/gpu': '1' }, cpu_idle: false, startup_cpu_boost: true },
            }),
          ],
        }),
      },
    );
    expect(workload.service).toBeDefined();
    expect(workload.resource).toBe(workload.service);
    expect(workload.workerPool).toBeUndefined();
  });

  test("the URL is the service's uri, and a stack output", () => {
    const { stack, workload } = serve();
    const json = synthJson(stack);
    expect(workload.url).toBeDefined();
    expect(Object.values<any>(json.output).map((o) => o.value)).toContain(ref(json, 'google_cloud_run_v2_service', 'uri'));
  });

  test('port, ingress, scaling, concurrency and request timeout are passed through', () => {
    const json = synthJson(
      serve({
        port: 8000,
        ingress: CloudRunIngress.INTERNAL_ONLY,
        minInstances: 1,
        maxInstances: 3,
        maxConcurrentRequests: 16,
        requestTimeout: Duration.minutes(20),
      }).stack,
    );
    const s = service(json);
    expect(s.ingress).toBe('INGRESS_TRAFFIC_INTERNAL_ONLY');
    expect(s.template.scaling).toEqual({ min_instance_count: 1, max_instance_count: 3 });
    expect(s.template.max_instance_request_concurrency).toBe(16);
    expect(s.template.timeout).toBe('1200s');
    expect(s.template.containers[0].ports).toEqual({ container_port: 8000 });
    expect(s.template.containers[0].startup_probe.tcp_socket).toEqual({ port: 8000 });
  });

  test('callers need roles/run.invoker unless the service is made public, which warns', () => {
    expect(synthJson(serve().stack).resource.google_cloud_run_v2_service_iam_member).toBeUndefined();
    const { stack } = serve({ allowUnauthenticated: true });
    const json = synthJson(stack);
    expect(only(json, 'google_cloud_run_v2_service_iam_member')).toEqual({
      name: ref(json, 'google_cloud_run_v2_service', 'name'),
      location: 'us-central1',
      role: 'roles/run.invoker',
      member: 'allUsers',
    });
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-PUBLIC-SERVICE')).toHaveLength(1);
  });

  test.each([
    [{ port: 0 }, /GPUM-CR-RANGE.*httpServing.port is 0/],
    [{ maxInstances: 0 }, /GPUM-CR-RANGE.*httpServing.maxInstances/],
    [{ minInstances: 3, maxInstances: 2 }, /GPUM-CR-RANGE.*httpServing.maxInstances is 2: give a whole number from 3/],
    [{ maxConcurrentRequests: 0 }, /GPUM-CR-RANGE/],
    [{ requestTimeout: Duration.hours(2) }, /GPUM-CR-RANGE.*requestTimeout/],
  ])('bad serving settings fail: %j', (options, error) => {
    expect(() => serve(options as CloudRunHttpServingOptions)).toThrow(error);
  });

  test("a worker pool's instanceCount on a service fails", () => {
    expect(() => serve({}, { instanceCount: 2 })).toThrow(/GPUM-CR-INSTANCE-COUNT.*httpServing.minInstances/);
    expect(thrown(() => serve({}, { instanceCount: 2 }))).toMatchObject({
      code: 'GPUM-CR-INSTANCE-COUNT',
      property: 'instanceCount',
      value: '2',
      fix: 'use httpServing.minInstances and httpServing.maxInstances',
    });
  });

  test('the service reads Cloud Storage like a worker pool: gcs volume with mount_options, ALL_TRAFFIC, Private Google Access', () => {
    const json = synthJson(serve({}, { storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(8) } }) }).stack);
    const template = service(json).template;
    expect(template.volumes.find((v: any) => v.gcs).gcs.mount_options).toContain('cache-dir=cr-volume:model-cache');
    expect(template.vpc_access.egress).toBe('ALL_TRAFFIC');
    expect(only(json, 'google_compute_subnetwork').private_ip_google_access).toBe(true);
  });

  test('snapshot: service with a buffered-read mount', () => {
    expect(synthJson(serve({ port: 8000 }, { storage: ModelStorage.objectStorageMount() }).stack)).toMatchSnapshot();
  });
});

describe('httpServing: the startup probe outlasts the model load', () => {
  test('a small model in the image: TCP every 10 s, 24 failures (240 s), no initial delay', () => {
    const { stack, workload } = serve();
    expect(service(synthJson(stack)).template.containers[0].startup_probe).toEqual({
      initial_delay_seconds: 0,
      period_seconds: 10,
      timeout_seconds: 5,
      failure_threshold: 24,
      tcp_socket: { port: 8080 },
    });
    expect(workload.startupProbe?.failureThreshold).toBe(24);
  });

  test('a large model from Cloud Storage over Direct VPC gets an initial delay that covers the slow first connection and the load', () => {
    const { stack } = serve(
      {},
      { model: model({ size: Size.gibibytes(40), gpuLoading: ModelGpuLoading.OFFLOADED }), storage: ModelStorage.objectStorageMount() },
    );
    const probe = service(synthJson(stack)).template.containers[0].startup_probe;
    // 40 GiB at 400 MiB/s + 40 GiB at 1000 MiB/s + 30 s + 60 s Direct VPC = 234 s; x1.5 = 351 s; 351 - 240 = 111 s.
    expect(probe.initial_delay_seconds).toBe(111);
    expect(probe.initial_delay_seconds + probe.failure_threshold * probe.period_seconds).toBeGreaterThanOrEqual(351);
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-STARTUP-WINDOW')).toHaveLength(0);
  });

  test('a model too slow for the longest window Cloud Run allows warns', () => {
    const { stack } = serve({}, { model: model({ size: Size.gibibytes(200), gpuLoading: ModelGpuLoading.OFFLOADED }) });
    const probe = service(synthJson(stack)).template.containers[0].startup_probe;
    expect(probe.initial_delay_seconds).toBe(240);
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-STARTUP-WINDOW')?.message).toMatch(
      /about \d+ s to load with margin \(the probe's planning figure: counts the model bytes at a planning \d+ MiB\/s, the engine start \(weights into GPU memory at 1000 MiB\/s plus 30 s\), .*leaves out the instance start and the image pull, .*\), longer than the startup probe's window of 480 s/,
    );
  });

  test('an HTTP probe path and explicit timings are used as given', () => {
    const { stack } = serve({
      startupProbe: {
        httpPath: '/health',
        initialDelay: Duration.seconds(60),
        period: Duration.seconds(20),
        timeout: Duration.seconds(10),
        failureThreshold: 12,
      },
    });
    expect(service(synthJson(stack)).template.containers[0].startup_probe).toEqual({
      initial_delay_seconds: 60,
      period_seconds: 20,
      timeout_seconds: 10,
      failure_threshold: 12,
      http_get: { path: '/health', port: 8080 },
    });
  });

  test.each([
    [{ initialDelay: Duration.seconds(300) }, /GPUM-CR-STARTUP-PROBE.*initialDelay is 300 s.*0 to 240/],
    [{ period: Duration.seconds(0) }, /GPUM-CR-STARTUP-PROBE.*period/],
    [{ period: Duration.seconds(10), timeout: Duration.seconds(20) }, /GPUM-CR-STARTUP-PROBE.*timeout is 20 s.*1 to 10/],
    [{ failureThreshold: 0 }, /GPUM-CR-STARTUP-PROBE.*failureThreshold is 0/],
    [{ httpPath: 'health' }, /GPUM-CR-STARTUP-PROBE.*must start with "\/"/],
    [{ period: Duration.millis(1500) }, /GPUM-CR-STARTUP-PROBE.*whole seconds/],
  ])('probe settings Cloud Run refuses fail: %j', (startupProbe, error) => {
    expect(() => serve({ startupProbe })).toThrow(error);
  });

  test.each([
    [{ initialDelay: Duration.seconds(300) }, 'initialDelay', '300 s', 'whole seconds from 0 to 240'],
    [{ period: Duration.seconds(10), timeout: Duration.seconds(20) }, 'timeout', '20 s', 'whole seconds from 1 to 10'],
    [{ failureThreshold: 0 }, 'failureThreshold', '0', 'give a whole number of at least 1'],
    [{ httpPath: 'health' }, 'httpPath', 'health', 'start with "/", for example "/health"'],
  ])('probe setting %j: the error names httpServing.startupProbe.%s, the value and the fix', (startupProbe, field, value, fix) => {
    const error = thrown(() => serve({ startupProbe }));
    expect(error).toMatchObject({ code: 'GPUM-CR-STARTUP-PROBE', property: `httpServing.startupProbe.${field}`, value, fix });
    expect(error.message).toContain(fix);
  });

  test.each([
    [{ failureThreshold: 0 }, 'httpServing.startupProbe.failureThreshold is 0: give a whole number of at least 1'],
    [{ httpPath: 'health' }, 'httpServing.startupProbe.httpPath "health" must start with "/"'],
    [
      { initialDelay: Duration.seconds(300) },
      'httpServing.startupProbe.initialDelay is 300 s: Cloud Run takes whole seconds from 0 to 240',
    ],
  ])('probe setting %j: the message names httpServing.startupProbe, the prop the user set', (startupProbe, text) => {
    expect(thrown(() => serve({ startupProbe })).message).toContain(text);
  });

  test('a failure window above 240 s warns; a window shorter than the estimated load warns', () => {
    const long = serve({ startupProbe: { period: Duration.seconds(30), failureThreshold: 20 } }).stack;
    const window = collectAdvice(long).filter((a) => a.id === 'GPUM-CR-STARTUP-PROBE-WINDOW');
    expect(window).toHaveLength(1);
    expect(window[0].message).toMatch(/\] httpServing\.startupProbe failureThreshold x period is 600 s/);
    const short = serve(
      { startupProbe: { initialDelay: Duration.seconds(0), period: Duration.seconds(5), failureThreshold: 2 } },
      { model: model({ size: Size.gibibytes(12) }), storage: ModelStorage.objectStorageMount() },
    ).stack;
    expect(collectAdvice(short).find((a) => a.id === 'GPUM-CR-STARTUP-WINDOW')?.message).toMatch(
      /longer than the startup probe's window of 10 s/,
    );
  });
});
