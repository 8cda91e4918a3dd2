import './support/jest-matchers';
import { collectAdvice } from '../../src/core/advice';
import { ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { DownloadAtStartOptions } from '../../src/core/model-storage-options';
import { Size } from '../../src/core/size';
import { CloudRunGpuWorkloadProps, CloudRunModelDownloader } from '../../src/google';
import { modelDownloadCommand } from '../../src/google/model-download';
import { thrown } from '../support/errors';
import { build, envOf, model, only, ref, synthJson } from './support/fixtures';

function download(options: DownloadAtStartOptions = {}, overrides: Partial<CloudRunGpuWorkloadProps> = {}) {
  return build({ storage: ModelStorage.downloadAtStart(options), ...overrides });
}

function container(json: any): any {
  return only(json, 'google_cloud_run_v2_worker_pool').template.containers[0];
}

describe('downloadAtStart: the model is copied into memory before the server starts', () => {
  test('an in-memory volume at the model path, sized to the model with 5% headroom, and mounted', () => {
    const json = synthJson(download().stack);
    const template = only(json, 'google_cloud_run_v2_worker_pool').template;
    expect(template.volumes).toEqual([{ name: 'model', empty_dir: { medium: 'MEMORY', size_limit: '8602Mi' } }]);
    expect(template.containers[0].volume_mounts).toEqual([{ name: 'model', mount_path: '/mnt/models/llama' }]);
  });

  test("the container runs the download, then execs the server's command line", () => {
    const c = container(synthJson(download({}, { args: ['--port', '8000'] }).stack));
    expect(c.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(c.command[2]).toContain('gcloud storage cp --recursive --no-clobber "$MODEL_GCS_URI*" "$MODEL_PATH/"');
    expect(c.command[2]).toMatch(/exec "\$@"\n$/);
    expect(c.command[3]).toBe('model-download');
    expect(c.args).toEqual(['vllm', 'serve', '/mnt/models/llama', '--port', '8000']);
  });

  test("the model's location and the tuning reach the container as environment variables", () => {
    const json = synthJson(download({ concurrency: 32, partSize: Size.mebibytes(128), retries: 3 }, { cpu: 8 }).stack);
    const bucket = ref(json, 'google_storage_bucket', 'name');
    expect(envOf(container(json))).toEqual({
      MODEL_NAME: 'llama',
      MODEL_PATH: '/mnt/models/llama',
      MODEL_FORMAT: 'safetensors',
      MODEL_BUCKET: bucket,
      MODEL_PREFIX: 'models/llama/',
      MODEL_GCS_URI: `gs://${bucket}/models/llama/`,
      MODEL_DOWNLOAD_ATTEMPTS: '4',
      MODEL_DOWNLOAD_CONCURRENCY: '32',
      MODEL_DOWNLOAD_PART_SIZE_BYTES: String(128 * 1024 * 1024),
      CLOUDSDK_STORAGE_PROCESS_COUNT: '8',
      CLOUDSDK_STORAGE_THREAD_COUNT: '4',
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_THRESHOLD: '128MiB',
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_COMPONENT_SIZE: '128MiB',
      CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_MAX_COMPONENTS: '32',
      CLOUDSDK_STORAGE_MAX_RETRIES: '3',
      CLOUDSDK_CORE_DISABLE_PROMPTS: '1',
      CLOUDSDK_CORE_DISABLE_USAGE_REPORTING: 'true',
    });
  });

  test('the default tuning: 4 transfers per vCPU, 64 MiB parts, 5 retries', () => {
    const env = envOf(container(synthJson(download().stack)));
    expect(env).toEqual(
      expect.objectContaining({
        MODEL_DOWNLOAD_CONCURRENCY: '16',
        CLOUDSDK_STORAGE_SLICED_OBJECT_DOWNLOAD_COMPONENT_SIZE: '64MiB',
        CLOUDSDK_STORAGE_MAX_RETRIES: '5',
      }),
    );
  });

  test('the Python transfer manager is the alternative downloader', () => {
    const c = container(synthJson(download({}, { downloader: CloudRunModelDownloader.PYTHON_TRANSFER_MANAGER }).stack));
    expect(c.command[2]).toContain('transfer_manager.download_chunks_concurrently');
    expect(envOf(c).CLOUDSDK_STORAGE_PROCESS_COUNT).toBeUndefined();
    expect(envOf(c).MODEL_DOWNLOAD_CONCURRENCY).toBe('16');
  });

  test('the bucket, grant and Direct VPC are those of any Cloud Storage strategy', () => {
    const json = synthJson(download().stack);
    const bucket = ref(json, 'google_storage_bucket', 'name');
    expect(only(json, 'google_storage_bucket_iam_member')).toEqual({
      bucket,
      role: 'roles/storage.objectViewer',
      member: `serviceAccount:${ref(json, 'google_service_account', 'email')}`,
      condition: expect.objectContaining({
        expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${bucket}/objects/models/llama/")`,
      }),
    });
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access.egress).toBe('ALL_TRAFFIC');
    expect(only(json, 'google_compute_subnetwork').private_ip_google_access).toBe(true);
  });

  test('an existing bucket by name', () => {
    const json = synthJson(download({ bucketName: 'acme-models' }).stack);
    expect(envOf(container(json)).MODEL_GCS_URI).toBe('gs://acme-models/models/llama/');
    expect(only(json, 'google_storage_bucket_iam_member').bucket).toBe('acme-models');
  });

  test('the downloaded model counts against memory', () => {
    // 25 GiB needs 8 vCPU on Cloud Run (6 vCPU take at most 24 GiB).
    expect(
      only(synthJson(download({}, { model: model({ size: Size.gibibytes(20) }) }).stack), 'google_cloud_run_v2_worker_pool').template
        .containers[0].resources.limits,
    ).toEqual({
      cpu: '8',
      memory: '25Gi',
      'nvidia.com/gpu': '1',
    });
    expect(() => download({}, { model: model({ size: Size.gibibytes(20) }), memory: Size.gibibytes(16) })).toThrow(
      /GPUM-CR-MEMORY\].*the downloaded model \(in-memory volume "model"\) 21 GiB/,
    );
    expect(() => download({}, { model: model({ size: Size.gibibytes(30), gpuLoading: ModelGpuLoading.OFFLOADED }) })).toThrow(
      /GPUM-CR-MEMORY\].*more than the 32 GiB/,
    );
  });

  test('a 20 GiB model in memory 16 GiB: the error names memory, 16 GiB and the fix of the message', () => {
    const error = thrown(() => download({}, { model: model({ size: Size.gibibytes(20) }), memory: Size.gibibytes(16) }));
    expect(error).toMatchObject({
      code: 'GPUM-CR-MEMORY',
      property: 'memory',
      value: '16 GiB',
      fix: expect.stringMatching(/^set memory to at least 25 GiB \(NVIDIA L4 allows 16 GiB to 32 GiB\)\. Alternatives: /),
    });
    expect(error.message).toContain(`Fix: ${error.fix}`);
  });

  test('a 30 GiB offloaded model with memory unset: the error gives the memory needed as the value', () => {
    const error = thrown(() => download({}, { model: model({ size: Size.gibibytes(30), gpuLoading: ModelGpuLoading.OFFLOADED }) }));
    expect(error).toMatchObject({
      code: 'GPUM-CR-MEMORY',
      property: 'memory',
      value: expect.stringMatching(/GiB$/),
      fix: expect.stringMatching(/^lower servingProcessMemory\. Alternatives: /),
    });
    expect(error.message).toContain(`needs the serving process (servingProcessMemory) 4 GiB + `);
    expect(error.message).toContain(`= ${error.value}, more than the 32 GiB`);
    expect(error.message).toContain(`Fix: ${error.fix}`);
  });

  test("without the server's command the download cannot run first", () => {
    expect(() => download({}, { command: undefined })).toThrow(/GPUM-CR-DOWNLOAD-COMMAND/);
    expect(() => download({}, { command: undefined, args: ['serve'] })).toThrow(/GPUM-CR-DOWNLOAD-COMMAND/);
    expect(thrown(() => download({}, { command: undefined }))).toMatchObject({
      code: 'GPUM-CR-DOWNLOAD-COMMAND',
      property: 'command',
      value: 'undefined',
      fix: "set command (and args), for example command: ['vllm', 'serve', '/mnt/models/<name>']",
    });
  });

  test.each([
    [{ concurrency: 0 }, /GPUM-CR-DOWNLOAD-TUNING.*concurrency is 0/],
    [{ concurrency: 2.5 }, /GPUM-CR-DOWNLOAD-TUNING/],
    [{ partSize: Size.kibibytes(64) }, /GPUM-CR-DOWNLOAD-TUNING.*partSize is 64 KiB/],
    [{ retries: -1 }, /GPUM-CR-DOWNLOAD-TUNING.*retries is -1/],
  ])('bad tuning fails: %j', (options, error) => {
    expect(() => download(options as DownloadAtStartOptions)).toThrow(error);
  });

  test.each([
    [{ concurrency: 0 }, 'storage.concurrency', '0', 'give a whole number from 1 to 1024'],
    [{ partSize: Size.kibibytes(64) }, 'storage.partSize', '64 KiB', 'give at least 1 MiB, for example Size.mebibytes(64)'],
    [{ retries: -1 }, 'storage.retries', '-1', 'give a whole number from 0 to 20'],
  ])('bad tuning %j: the error names %s, the value and the fix', (options, property, value, fix) => {
    expect(thrown(() => download(options as DownloadAtStartOptions))).toMatchObject({
      code: 'GPUM-CR-DOWNLOAD-TUNING',
      property,
      value,
      fix,
    });
  });

  test('an unknown downloader from plain JavaScript ("bogus") is refused, naming the downloaders, not run as gcloud', () => {
    const error = thrown(() => download({}, { downloader: 'bogus' as CloudRunModelDownloader }));
    const fix =
      'use CloudRunModelDownloader.GCLOUD_STORAGE ("gcloud-storage") or CloudRunModelDownloader.PYTHON_TRANSFER_MANAGER ("python-transfer-manager")';
    expect(error).toMatchObject({ code: 'GPUM-CR-DOWNLOAD-TUNING', property: 'downloader', value: 'bogus', fix });
    expect(error.message).toContain(`downloader "bogus" is not a Cloud Run model downloader: ${fix}`);
  });

  test.each(Object.values(CloudRunModelDownloader))('downloader %s, given as its string value, is accepted', (downloader) => {
    expect(() => synthJson(download({}, { downloader: downloader as string as CloudRunModelDownloader }).stack)).not.toThrow();
  });

  test('no warning but the project APIs, only the upload hint and the egress note', () => {
    expect(collectAdvice(download().stack).map((a) => `${a.level} ${a.id}`)).toEqual([
      'info GPUM-CR-UPLOAD-MODEL',
      'info GPUM-CR-EGRESS-ALL-TRAFFIC',
      'info GPUM-CR-WORKER-POOL-BILLING',
      'info GPUM-CR-WORKER-STARTUP-PROBE',
      'warning GPUM-CR-PROJECT-APIS',
    ]);
  });

  test('snapshot: download at start', () => {
    expect(synthJson(download().stack)).toMatchSnapshot();
  });
});

describe('the download script', () => {
  const tuning = { concurrency: 8, partSize: Size.mebibytes(64), retries: 2, cpu: 4 };

  // Running it (sh -n, python3, a fake gcloud) is in download-script.integration.test.ts.
  test.each(Object.values(CloudRunModelDownloader))('%s: no "${" or "%{", which Terraform would interpolate', (downloader) => {
    const script = modelDownloadCommand(downloader, tuning, ['serve']).command[2];
    expect(script).not.toMatch(/\$\{|%\{/);
  });
});
