import { Duration } from '../../src/core/duration';
import { ServingEngine } from '../../src/core/engine';
import { ModelStorage } from '../../src/core/model-storage';
import { ModelSource } from '../../src/core/staging';
import { CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { build, envOf, model, only, ref, synthJson } from './support/fixtures';

const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';

describe('ServingEngine on Cloud Run', () => {
  test('a streamed service: vllm serve gs://… with the Run:ai streamer, the service port, offline hub and an HTTP /health startup probe', () => {
    const { stack } = build({
      storage: ModelStorage.objectStorageStream(),
      command: undefined,
      engine: ServingEngine.vllm(),
      httpServing: { port: 8000 },
    });
    const json = synthJson(stack);
    const container = only(json, 'google_cloud_run_v2_service').template.containers[0];
    const bucket = ref(json, 'google_storage_bucket', 'name');
    expect(container.command).toEqual(['vllm', 'serve']);
    expect(container.args[0]).toBe(`gs://${bucket}/models/llama/`);
    expect(container.args).toEqual(
      expect.arrayContaining(['--port', '8000', '--tensor-parallel-size', '1', '--load-format', 'runai_streamer']),
    );
    expect(envOf(container)).toMatchObject({ HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' });
    expect(container.startup_probe.http_get.path).toBe('/health');
    expect(container.startup_probe.http_get.port).toBe(8000);
  });

  test('gcsfuse: the mount path, no streamer', () => {
    const { stack } = build({
      storage: CloudRunModelStorage.gcsFuse(),
      command: undefined,
      engine: ServingEngine.vllm({ maxModelLen: 8192 }),
      httpServing: {},
    });
    const container = only(synthJson(stack), 'google_cloud_run_v2_service').template.containers[0];
    expect(container.args).toEqual(expect.arrayContaining(['/mnt/models/llama', '--port', '8080', '--max-model-len', '8192']));
    expect(container.args).not.toContain('--load-format');
  });

  test('a download at start runs first and then execs the engine', () => {
    const { stack } = build({
      storage: ModelStorage.downloadAtStart(),
      command: undefined,
      engine: ServingEngine.sglang(),
      httpServing: {},
    });
    const container = only(synthJson(stack), 'google_cloud_run_v2_service').template.containers[0];
    expect(container.command[0]).toBe('/bin/sh');
    expect(container.args).toEqual(expect.arrayContaining(['python3', '-m', 'sglang.launch_server', '--model-path', '/mnt/models/llama']));
  });

  test('a staged gcsfuse model: the marker wait runs in front of the engine', () => {
    const { stack } = build({
      storage: CloudRunModelStorage.gcsFuse(),
      model: model({ source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: COMMIT }) }),
      command: undefined,
      engine: ServingEngine.vllm(),
      httpServing: {},
    });
    const container = only(synthJson(stack), 'google_cloud_run_v2_service').template.containers[0];
    expect(container.command[0]).toBe('/bin/sh');
    expect(container.command).toContain('gpum-wait-for-model');
    expect(container.args.slice(0, 3)).toEqual(['vllm', 'serve', '/mnt/models/llama']);
  });

  test('custom (the default) keeps the command untouched', () => {
    const { stack } = build({
      storage: CloudRunModelStorage.gcsFuse(),
      httpServing: { startupProbe: { initialDelay: Duration.seconds(10) } },
    });
    const container = only(synthJson(stack), 'google_cloud_run_v2_service').template.containers[0];
    expect(container.command).toEqual(['vllm', 'serve', '/mnt/models/llama']);
    expect(envOf(container).HF_HUB_OFFLINE).toBeUndefined();
  });

  test('a preset beside the command: GPUM-ENGINE-COMMAND', () => {
    expect(thrown(() => build({ engine: ServingEngine.vllm() })).code).toBe('GPUM-ENGINE-COMMAND');
  });

  test('a worker pool with a preset gets the engine probe too: GET /health on 8080, its window sized from the engine estimate', () => {
    const { stack } = build({ storage: CloudRunModelStorage.gcsFuse(), command: undefined, engine: ServingEngine.vllm() });
    const json = synthJson(stack);
    const pool = only(json, 'google_cloud_run_v2_worker_pool');
    const container = pool.template.containers[0];
    expect(container.args).toEqual(expect.arrayContaining(['--port', '8080']));
    expect(container.startup_probe.http_get).toEqual({ path: '/health', port: 8080 });
    // A custom engine in the same pool has none: a worker need not listen anywhere.
    const custom = build({ storage: CloudRunModelStorage.gcsFuse() });
    expect(only(synthJson(custom.stack), 'google_cloud_run_v2_worker_pool').template.containers[0].startup_probe).toBeUndefined();
    // The engine's start lengthens the window: the preset's probe waits longer than a plain TCP probe on the same pool.
    const plain = build({ storage: CloudRunModelStorage.gcsFuse(), workerStartupProbe: { port: 8080 } });
    const window = (p: { initial_delay_seconds: number; period_seconds: number; failure_threshold: number }) =>
      p.initial_delay_seconds + p.period_seconds * p.failure_threshold;
    expect(window(container.startup_probe)).toBeGreaterThan(
      window(only(synthJson(plain.stack), 'google_cloud_run_v2_worker_pool').template.containers[0].startup_probe),
    );
  });

  test("a worker pool's probe on another port than the preset's: GPUM-CR-STARTUP-PROBE", () => {
    const error = thrown(() =>
      build({
        storage: CloudRunModelStorage.gcsFuse(),
        command: undefined,
        engine: ServingEngine.vllm(),
        workerStartupProbe: { port: 9000 },
      }),
    );
    expect(error).toMatchObject({ code: 'GPUM-CR-STARTUP-PROBE', property: 'workerStartupProbe.port', value: '9000' });
    expect(error.message).toContain('8080');
    // On 8080 the user's timings are kept and the path is the engine's.
    const { stack } = build({
      storage: CloudRunModelStorage.gcsFuse(),
      command: undefined,
      engine: ServingEngine.vllm(),
      workerStartupProbe: { port: 8080, period: Duration.seconds(5) },
    });
    const probe = only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.containers[0].startup_probe;
    expect(probe).toMatchObject({ period_seconds: 5, http_get: { path: '/health', port: 8080 } });
  });
});
