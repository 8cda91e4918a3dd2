import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { CompileCache } from '../../src/core/compile-cache';
import { ServingEngine } from '../../src/core/engine';
import { Aspects } from '../../src/core/framework';
import { recordCompileCache } from '../../src/core/model-metadata';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging';
import { CloudRunGpuWorkloadProps, CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { build, envOf, model, only, ref, synthJson } from './support/fixtures';

const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const KEY = 'compile-cache/vllm-0.11.0/llama/v1/nvidia-l4-tp1';

function cached(overrides: Partial<CloudRunGpuWorkloadProps> = {}, extend?: (w: ReturnType<typeof build>['workload']) => void) {
  const { stack, workload } = build({
    storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }),
    command: undefined,
    engine: ServingEngine.vllm({
      compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }),
      extraArgs: ['--chat-template', '{"a": 1}'],
    }),
    httpServing: { port: 8000 },
    ...overrides,
  });
  extend?.(workload);
  Aspects.of(stack).add(new GpuModelChecks());
  const json = synthJson(stack);
  const resource = json.resource.google_cloud_run_v2_service
    ? only(json, 'google_cloud_run_v2_service')
    : only(json, 'google_cloud_run_v2_worker_pool');
  const checks = collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
  return { json, workload, resource, container: resource.template.containers[0], checks };
}

const grants = (json: any): any[] => Object.values(json.resource.google_storage_bucket_iam_member);

describe('a compile cache on Cloud Run', () => {
  test('a writable gcsfuse volume of the key beside the read-only model volume, and an in-memory volume to restore into', () => {
    const { json, resource, container } = cached();
    const bucket = ref(json, 'google_storage_bucket', 'name');
    const volumes = resource.template.volumes;
    expect(volumes.find((v: any) => v.name === 'model').gcs.read_only).toBe(true);
    expect(volumes.find((v: any) => v.name === 'compile-cache-shared')).toEqual({
      name: 'compile-cache-shared',
      gcs: { bucket, read_only: false, mount_options: [`only-dir=${KEY}`, 'implicit-dirs'] },
    });
    expect(volumes.find((v: any) => v.name === 'compile-cache')).toEqual({
      name: 'compile-cache',
      empty_dir: { medium: 'MEMORY', size_limit: '1Gi' },
    });
    expect(container.volume_mounts).toEqual(
      expect.arrayContaining([
        { name: 'model', mount_path: '/mnt/models/llama' },
        { name: 'compile-cache-shared', mount_path: '/mnt/gpum-compile-cache' },
        { name: 'compile-cache', mount_path: '/var/cache/gpum-compile' },
      ]),
    );
    expect(envOf(container).VLLM_CACHE_ROOT).toBe('/var/cache/gpum-compile/root');
  });

  test('the wrapper runs in front of the engine, whose command line is kept word for word', () => {
    const { container } = cached();
    expect(container.command.slice(0, 2)).toEqual(['/bin/bash', '-c']);
    expect(container.command[3]).toBe('gpum-compile-cache');
    const script = container.command[2];
    expect(script).toContain("shared='/mnt/gpum-compile-cache'");
    expect(script).toContain("cache='/var/cache/gpum-compile/root'");
    expect(script).toContain("port='8000'");
    expect(script).toContain("health='/health'");
    expect(container.args.slice(0, 3)).toEqual(['vllm', 'serve', '/mnt/models/llama']);
    expect(container.args.slice(-2)).toEqual(['--chat-template', '{"a": 1}']);
    expect(container.args).toEqual(expect.arrayContaining(['--port', '8000']));
  });

  test('the memory limit counts the in-memory cache volume and the second gcsfuse', () => {
    const { workload: without } = build({
      storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }),
      command: undefined,
      engine: ServingEngine.vllm(),
      httpServing: {},
      memory: undefined,
    });
    const { workload: withCache } = cached({ memory: undefined });
    expect(withCache.memoryLimit.toBytes()).toBeGreaterThanOrEqual(without.memoryLimit.toBytes());
    const error = thrown(() => cached({ memory: Size.gibibytes(16), servingProcessMemory: Size.gibibytes(14) }));
    expect(error.code).toBe('GPUM-CR-MEMORY');
    expect(error.message).toContain('the restored compile cache (in-memory volume "compile-cache") 1 GiB');
    expect(error.message).toContain('gcsfuse of the compile cache volume');
  });

  test('the write grant: roles/storage.objectUser on the model bucket, conditioned on the key, and the service waits for it', () => {
    const { json, resource } = cached();
    const bucket = ref(json, 'google_storage_bucket', 'name');
    const account = ref(json, 'google_service_account', 'email');
    const writer = grants(json).find((g) => g.role === 'roles/storage.objectUser');
    expect(writer.bucket).toBe(bucket);
    expect(writer.member).toBe(`serviceAccount:${account}`);
    expect(writer.condition.expression).toBe(
      `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${bucket}/objects/${KEY}/")`,
    );
    const reader = grants(json).find((g) => g.role === 'roles/storage.objectViewer');
    expect(reader.condition.expression).toContain('/objects/models/llama/');
    const writerAddress = Object.keys(json.resource.google_storage_bucket_iam_member).find(
      (k) => json.resource.google_storage_bucket_iam_member[k].role === 'roles/storage.objectUser',
    );
    expect(resource.depends_on).toContain(`google_storage_bucket_iam_member.${writerAddress}`);
  });

  test('the checks accept the recorded writer, and flag a recorded writer conditioned beyond its key', () => {
    expect(cached().checks).toEqual([]);
    const { checks } = cached({}, (workload) => {
      const sneaky = new StorageBucketIamMember(workload, 'Sneaky', {
        bucket: workload.modelBucketName!,
        role: 'roles/storage.objectUser',
        member: `serviceAccount:${workload.serviceAccountEmail}`,
        condition: {
          title: 't',
          expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${workload.modelBucketName}/objects/compile-cache/")`,
        },
      });
      recordCompileCache(sneaky, KEY);
    });
    expect(checks.map((c) => `${c.id} ${c.constructPath}`)).toEqual(['GPUM-CHECK-GRANT-SCOPE test/llm/Sneaky']);
  });

  test('a streamed model and a download at start keep the cache in the same bucket; a staged model keys its source revision', () => {
    const streamed = cached({ storage: ModelStorage.objectStorageStream() });
    expect(streamed.resource.template.volumes.map((v: any) => v.name)).toEqual(['compile-cache-shared', 'compile-cache']);
    expect(streamed.checks).toEqual([]);
    const downloaded = cached({ storage: ModelStorage.downloadAtStart() });
    // The download runs first, then the wrapper, then the engine.
    expect(downloaded.container.command[0]).toBe('/bin/sh');
    expect(downloaded.container.args.slice(0, 4)).toEqual(['/bin/bash', '-c', expect.any(String), 'gpum-compile-cache']);
    expect(downloaded.container.args[4]).toBe('vllm');
    const staged = cached({
      model: model({ source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: COMMIT }) }),
      engine: ServingEngine.sglang({ compileCache: CompileCache.objectStorage() }),
    });
    expect(envOf(staged.container).TORCHINDUCTOR_CACHE_DIR).toBe('/var/cache/gpum-compile/root');
    const shared = staged.resource.template.volumes.find((v: any) => v.name === 'compile-cache-shared');
    expect(shared.gcs.mount_options[0]).toBe(`only-dir=compile-cache/sglang-0.5.2/llama/${COMMIT}/nvidia-l4-tp1`);
    // The marker wait, then the wrapper, then the engine.
    expect(staged.container.command).toContain('gpum-wait-for-model');
    expect(staged.container.args.slice(0, 4)).toEqual(['/bin/bash', '-c', expect.any(String), 'gpum-compile-cache']);
  });

  test('refusals: a strategy without a bucket, a model mounted over the cache', () => {
    const image = thrown(() => cached({ storage: ModelStorage.containerImage() }));
    expect(image.code).toBe('GPUM-COMPILE-CACHE-STORAGE');
    expect(image.message).toContain('the containerImage storage has none');
    expect(image.fix).toContain('ModelStorage.objectStorageStream()');
    const overlap = thrown(() => cached({ model: model({ mountPath: '/mnt/gpum-compile-cache/llama' }) }));
    expect(overlap.code).toBe('GPUM-CR-MOUNT-PATH');
  });

  test('without a cache: no cache volume, no write grant, the engine command untouched', () => {
    const { json, resource, container } = cached({ engine: ServingEngine.vllm() });
    expect(resource.template.volumes.map((v: any) => v.name)).toEqual(['model']);
    expect(grants(json).map((g) => g.role)).toEqual(['roles/storage.objectViewer']);
    expect(container.command).toEqual(['vllm', 'serve']);
  });
});
