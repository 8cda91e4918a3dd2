import { collectAdvice } from '../../src/core/advice';
import { TerraformVariable } from '../../src/core/framework';
import { ModelFormat, ModelGpuLoading } from '../../src/core/model-artifact';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource } from '../../src/core/staging';
import { CloudRunGpuWorkload, CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { baseProps, build, envOf, model, newStack, only, ref, synthJson } from './support/fixtures';

const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';

describe('ModelStorage.objectStorageStream() on Cloud Run', () => {
  const { stack, workload } = build({ storage: ModelStorage.objectStorageStream() });
  const json = synthJson(stack);
  const pool = only(json, 'google_cloud_run_v2_worker_pool');
  const container = pool.template.containers[0];
  const bucket = ref(json, 'google_storage_bucket', 'name');

  test('the engine gets the gs:// URI of the model prefix (a reference to the new bucket) in MODEL_URI and modelUri', () => {
    expect(workload.storageKind).toBe(ModelStorageKind.OBJECT_STORAGE_STREAM);
    expect(envOf(container)).toMatchObject({
      MODEL_URI: `gs://${bucket}/models/llama/`,
      MODEL_GCS_URI: `gs://${bucket}/models/llama/`,
      MODEL_PATH: '/mnt/models/llama',
    });
    expect(workload.modelUri).toMatch(/^gs:\/\/\$\{TfToken\[TOKEN\.\d+\]\}\/models\/llama\/$/);
  });

  test("no gcsfuse volume, no mount, no in-memory copy; the command is the user's, untouched", () => {
    expect(pool.template.volumes).toBeUndefined();
    expect(container.volume_mounts).toBeUndefined();
    expect(workload.mountOptions).toBeUndefined();
    expect(container.command).toEqual(['vllm', 'serve', '/mnt/models/llama']);
  });

  test("the service account reads the model's prefix only (the gcsfuse strategy's conditioned grant), and the pool waits for it", () => {
    const grant = only(json, 'google_storage_bucket_iam_member');
    expect(grant).toEqual({
      bucket,
      role: 'roles/storage.objectViewer',
      member: `serviceAccount:${ref(json, 'google_service_account', 'email')}`,
      condition: expect.objectContaining({
        expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${bucket}/objects/models/llama/")`,
      }),
    });
    expect(pool.depends_on).toEqual([`google_storage_bucket_iam_member.${Object.keys(json.resource.google_storage_bucket_iam_member)[0]}`]);
    expect(json.resource.google_project_iam_member).toBeUndefined();
  });

  test('Direct VPC with ALL_TRAFFIC egress through a subnetwork with Private Google Access, as the other Cloud Storage strategies', () => {
    expect(pool.template.vpc_access.egress).toBe('ALL_TRAFFIC');
    expect(only(json, 'google_compute_subnetwork').private_ip_google_access).toBe(true);
  });

  test("the streamer's CPU buffer is capped and counted in the memory limit, not the model", () => {
    expect(envOf(container).RUNAI_STREAMER_MEMORY_LIMIT).toBe(String(4 * 1024 ** 3));
    // 4 GiB serving process + 4 GiB buffer: the L4's 16 GiB minimum holds it.
    expect(container.resources.limits.memory).toBe('16Gi');
  });

  test('a model larger than the instance memory streams through the bounded buffer (a download would not fit)', () => {
    const size = Size.gibibytes(20);
    const large = build({ storage: ModelStorage.objectStorageStream(), model: model({ size, gpuLoading: ModelGpuLoading.QUANTIZED }) });
    expect(large.workload.memoryLimit.toGibibytes()).toBe(16);
    const download = build({ storage: ModelStorage.downloadAtStart(), model: model({ size, gpuLoading: ModelGpuLoading.QUANTIZED }) });
    expect(download.workload.memoryLimit.toGibibytes()).toBeGreaterThan(20);
  });
});

describe('streaming with Rapid Cache, staging and an existing bucket', () => {
  test('CloudRunModelStorage.objectStorageStream({ rapidCache }): one cache per zone on the model bucket', () => {
    const { stack, workload } = build({ storage: CloudRunModelStorage.objectStorageStream({ rapidCache: {} }) });
    const json = synthJson(stack);
    const caches = Object.values<any>(json.resource.google_storage_anywhere_cache);
    expect(caches.map((c) => c.zone)).toEqual(['us-central1-a', 'us-central1-b', 'us-central1-c', 'us-central1-f']);
    for (const cache of caches) expect(cache.bucket).toBe(ref(json, 'google_storage_bucket', 'name'));
    expect(workload.rapidCaches).toHaveLength(4);
  });

  test('a staged model streams the staged revision, after the job apply executes, with no marker wait and no command needed', () => {
    const source = ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
      revision: COMMIT,
      token: HubToken.fromGoogleSecretManager('projects/acme-ml/secrets/hf-token/versions/3'),
    });
    const { stack, workload } = build({ model: model({ source }), storage: ModelStorage.objectStorageStream(), command: undefined });
    const json = synthJson(stack);
    const pool = only(json, 'google_cloud_run_v2_worker_pool');
    const job = Object.entries<any>(json.resource.google_cloud_run_v2_job)[0];
    expect(job[1].run_execution_token).toBe(workload.staging!.spec.fingerprint);
    expect(pool.depends_on).toContain(`google_cloud_run_v2_job.${job[0]}`);
    expect(envOf(pool.template.containers[0]).MODEL_URI).toBe(
      `gs://${ref(json, 'google_storage_bucket', 'name')}/models/llama/${source.revisionDirectory}/`,
    );
    expect(pool.template.containers[0].command).toBeUndefined();
    expect(workload.modelUri).toContain(`/models/llama/${source.revisionDirectory}/`);
    expect(Object.values<any>(json.output).find((o) => /read from/.test(o.description))?.value).toBe(
      `gs://${ref(json, 'google_storage_bucket', 'name')}/models/llama/${source.revisionDirectory}/`,
    );
  });

  test('a bucket name that is a token stays a reference', () => {
    const stack = newStack();
    const name = new TerraformVariable(stack, 'bucket', { type: 'string' }).stringValue;
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ storage: ModelStorage.objectStorageStream({ bucketName: name }) }));
    const json = synthJson(stack);
    expect(envOf(only(json, 'google_cloud_run_v2_worker_pool').template.containers[0]).MODEL_URI).toBe('gs://${var.bucket}/models/llama/');
    expect(json.resource.google_storage_bucket).toBeUndefined();
    expect(collectAdvice(stack).map((a) => a.id)).toContain('GPUM-CR-BUCKET-SHARED');
  });
});

describe('what streaming refuses on Cloud Run', () => {
  test('a model that is not safetensors: GPUM-STREAM-FORMAT', () => {
    const error = thrown(() =>
      build({ storage: ModelStorage.objectStorageStream(), model: model({ format: ModelFormat.PYTORCH_PICKLE }) }),
    );
    expect(error.code).toBe('GPUM-STREAM-FORMAT');
  });

  test("the strategy's variables cannot be replaced by the user's (the memory limit counts the buffer)", () => {
    const error = thrown(() => build({ storage: ModelStorage.objectStorageStream(), environment: { RUNAI_STREAMER_MEMORY_LIMIT: '-1' } }));
    expect(error.code).toBe('GPUM-CR-ENV-RESERVED');
    const { workload } = build({ storage: ModelStorage.objectStorageStream() });
    expect(thrown(() => workload.addEnvironment('RUNAI_STREAMER_MEMORY_LIMIT', '-1')).code).toBe('GPUM-CR-ENV-RESERVED');
  });

  test('an invalid bucket name: GPUM-CR-BUCKET-NAME', () => {
    expect(thrown(() => build({ storage: CloudRunModelStorage.objectStorageStream({ bucketName: 'gs://acme' }) })).code).toBe(
      'GPUM-CR-BUCKET-NAME',
    );
  });
});
