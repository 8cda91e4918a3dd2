import { collectAdvice } from '../../src/core/advice';
import { Size } from '../../src/core/size';
import { GOOGLE_PROVIDER_CONSTRAINT, GOOGLE_STAGING_PROVIDER_CONSTRAINT } from '../../src/google';
import { GCSFUSE_FLAGS } from '../../src/google/generated/gcsfuse-flags';
import { synthesizeExamples } from '../support/examples';

const NAMES = [
  'gcp-cloudrun-image',
  'gcp-cloudrun-gcsfuse-cache',
  'gcp-cloudrun-gcsfuse-buffered',
  'gcp-cloudrun-download',
  'gcp-cloudrun-service',
  'gcp-cloudrun-existing-vpc',
  'gcp-cloudrun-rapid-cache',
  'gcp-cloudrun-stream',
  'gcp-cloudrun-vllm',
  'gcp-cloudrun-shared-bucket',
];

const examples = synthesizeExamples(NAMES);
const stacks = new Map(NAMES.map((name) => [name, examples.get(name)!.stack]));
const synthesized = new Map(NAMES.map((name) => [name, examples.get(name)!.json]));

/** Every Cloud Run worker pool and service of a stack, with its address. */
function workloads(json: any): Array<{ address: string; body: any }> {
  return ['google_cloud_run_v2_worker_pool', 'google_cloud_run_v2_service'].flatMap((type) =>
    Object.entries<any>(json.resource?.[type] ?? {}).map(([name, body]) => ({ address: `${type}.${name}`, body })),
  );
}

function readsCloudStorage(body: any): boolean {
  return (body.template.containers[0].env ?? []).some((e: any) => e.name === 'MODEL_BUCKET');
}

describe('Google Cloud Run examples', () => {
  test.each(NAMES)('%s: snapshot', (name) => {
    expect(synthesized.get(name)).toMatchSnapshot();
  });

  test.each(NAMES)('%s: asks for a google provider that has mount_options', (name) => {
    expect(synthesized.get(name).terraform.required_providers.google.version).toBe(GOOGLE_PROVIDER_CONSTRAINT);
  });

  test.each(NAMES)('%s: one GPU on one container, with the node selector', (name) => {
    for (const { body } of workloads(synthesized.get(name))) {
      expect(body.template.containers).toHaveLength(1);
      expect(body.template.containers[0].resources.limits['nvidia.com/gpu']).toBe('1');
      expect(body.template.node_selector.accelerator).toMatch(/^nvidia-/);
    }
  });

  test.each(NAMES)(
    '%s: vCPU and memory limits are a pair Cloud Run accepts (4 vCPU up to 16 GiB, 6 up to 24 GiB, 8 up to 32 GiB)',
    (name) => {
      const maxGiB: Record<string, number> = { '4': 16, '6': 24, '8': 32 };
      const minGiB: Record<string, number> = { '4': 2, '6': 4, '8': 4 };
      for (const { body } of workloads(synthesized.get(name))) {
        const { cpu, memory } = body.template.containers[0].resources.limits;
        const gib = Size.parse(memory).toGibibytes();
        if (Number(cpu) <= 8) {
          expect(Object.keys(maxGiB)).toContain(cpu);
          expect(gib).toBeLessThanOrEqual(maxGiB[cpu]);
          expect(gib).toBeGreaterThanOrEqual(minGiB[cpu]);
        } else {
          expect(body.template.node_selector.accelerator).toBe('nvidia-rtx-pro-6000');
        }
      }
    },
  );

  test.each(NAMES)(
    '%s: wherever the model comes from Cloud Storage, egress is ALL_TRAFFIC through a subnetwork with Private Google Access',
    (name) => {
      const json = synthesized.get(name);
      for (const { body } of workloads(json).filter((w) => readsCloudStorage(w.body))) {
        expect(body.template.vpc_access.egress).toBe('ALL_TRAFFIC');
        const subnetwork: string = body.template.vpc_access.network_interfaces[0].subnetwork;
        const created = /^\$\{google_compute_subnetwork\.([^.]+)\.id\}$/.exec(subnetwork)?.[1];
        if (created) {
          expect(json.resource.google_compute_subnetwork[created].private_ip_google_access).toBe(true);
        } else {
          // An existing subnetwork: a plan-time precondition when it is a provider object, a warning always.
          const dataSource = /^\$\{data\.google_compute_subnetwork\.([^.]+)\.id\}$/.exec(subnetwork)?.[1];
          if (dataSource)
            expect(body.lifecycle.precondition[0].condition).toBe(
              `\${data.google_compute_subnetwork.${dataSource}.private_ip_google_access}`,
            );
          expect(collectAdvice(stacks.get(name)!).some((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toBe(true);
        }
      }
    },
  );

  test.each(NAMES)("%s: the workload's service account reads the model's prefix in its bucket, and nothing else is granted", (name) => {
    const json = synthesized.get(name);
    const all = Object.values<any>(json.resource.google_storage_bucket_iam_member ?? {});
    // A compile cache's writer (gcp-cloudrun-vllm) writes under its own key, conditioned on it; every other grant reads.
    const writers = all.filter((g) => g.role === 'roles/storage.objectUser');
    for (const writer of writers) expect(writer.condition.expression).toMatch(/\/objects\/compile-cache\/[^"]+\/"\)$/);
    const grants = all.filter((g) => !writers.includes(g));
    const cloudStorageWorkloads = workloads(json).filter((w) => readsCloudStorage(w.body));
    expect(grants).toHaveLength(cloudStorageWorkloads.length);
    for (const { body } of cloudStorageWorkloads) {
      const env = Object.fromEntries(body.template.containers[0].env.map((e: any) => [e.name, e.value]));
      expect(grants).toContainEqual({
        bucket: env.MODEL_BUCKET,
        role: 'roles/storage.objectViewer',
        member: `serviceAccount:${body.template.service_account}`,
        condition: expect.objectContaining({
          expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${env.MODEL_BUCKET}/objects/${env.MODEL_PREFIX}")`,
        }),
      });
    }
    expect(json.resource.google_project_iam_member).toBeUndefined();
  });

  test.each(NAMES)(
    '%s: every gcsfuse mount option is a gcsfuse flag, without dashes, and cr-volume: names a mounted in-memory volume',
    (name) => {
      for (const { body } of workloads(synthesized.get(name))) {
        for (const volume of body.template.volumes ?? []) {
          for (const option of volume.gcs?.mount_options ?? []) {
            expect(option).not.toMatch(/^-/);
            expect(GCSFUSE_FLAGS[option.split('=')[0]]).toBeDefined();
            const cacheVolume = /^cache-dir=cr-volume:(.+)$/.exec(option)?.[1];
            if (cacheVolume) {
              expect(body.template.volumes.find((v: any) => v.name === cacheVolume)?.empty_dir?.medium).toBe('MEMORY');
              expect(body.template.containers[0].volume_mounts.map((m: any) => m.name)).toContain(cacheVolume);
            }
          }
          // The model's volumes are read-only; only a compile cache's volume of its own key is written.
          if (volume.gcs && volume.name !== 'compile-cache-shared') expect(volume.gcs.read_only).toBe(true);
          if (volume.name === 'compile-cache-shared') expect(volume.gcs.mount_options[0]).toMatch(/^only-dir=compile-cache\//);
        }
      }
    },
  );

  test('the image example has no bucket, grant or VPC', () => {
    const json = synthesized.get('gcp-cloudrun-image');
    expect(Object.keys(json.resource).sort()).toEqual(['google_cloud_run_v2_worker_pool', 'google_service_account']);
  });

  test('the cache example mounts with a file cache, the buffered example with buffered reads', () => {
    const options = (name: string) => workloads(synthesized.get(name))[0].body.template.volumes.find((v: any) => v.gcs).gcs.mount_options;
    expect(options('gcp-cloudrun-gcsfuse-cache')).toEqual(
      expect.arrayContaining(['cache-dir=cr-volume:model-cache', 'file-cache-max-size-mb=16384']),
    );
    expect(options('gcp-cloudrun-gcsfuse-buffered')).toEqual(
      expect.arrayContaining(['enable-buffered-read=true', 'read-global-max-blocks=80']),
    );
    expect(options('gcp-cloudrun-gcsfuse-buffered')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^cache-dir=/)]));
  });

  test('the download example runs the download in front of its command', () => {
    const container = workloads(synthesized.get('gcp-cloudrun-download'))[0].body.template.containers[0];
    expect(container.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(container.args).toEqual(['python3', '-m', 'batch_inference', '--model', '/mnt/models/mistral-7b']);
  });

  test('the service example is a service with a URL output and an HTTP startup probe', () => {
    const json = synthesized.get('gcp-cloudrun-service');
    const [service] = workloads(json);
    expect(service.address).toMatch(/^google_cloud_run_v2_service\./);
    expect(service.body.template.containers[0].startup_probe.http_get).toEqual({ path: '/health', port: 8000 });
    expect(Object.values<any>(json.output).map((o) => o.value)).toContain(`\${${service.address}.uri}`);
  });

  test('the existing-VPC example references the provider objects and uses the plain IDs as given', () => {
    const json = synthesized.get('gcp-cloudrun-existing-vpc');
    expect(json.resource.google_compute_network).toBeUndefined();
    expect(json.resource.google_service_account).toBeUndefined();
    expect(json.resource.google_storage_bucket).toBeUndefined();
    const chat = workloads(json).find((w) => w.address.startsWith('google_cloud_run_v2_service'))!.body;
    const batch = workloads(json).find((w) => w.address.startsWith('google_cloud_run_v2_worker_pool'))!.body;
    expect(chat.template.vpc_access.network_interfaces[0]).toEqual({
      network: '${data.google_compute_network.SharedVpc.id}',
      subnetwork: '${data.google_compute_subnetwork.GpuSubnet.id}',
      tags: ['llm-serving'],
    });
    expect(chat.template.service_account).toBe('${data.google_service_account.ChatIdentity.email}');
    expect(chat.template.volumes.find((v: any) => v.gcs).gcs.bucket).toBe('${data.google_storage_bucket.ModelBucket.name}');
    expect(batch.template.vpc_access.network_interfaces[0].subnetwork).toBe(
      'projects/acme-net/regions/us-central1/subnetworks/gpu-serving',
    );
    expect(batch.template.service_account).toBe('llm-batch@acme-ml.iam.gserviceaccount.com');
    expect(batch.template.containers[0].env).toContainEqual({
      name: 'MODEL_GCS_URI',
      value: 'gs://acme-ml-batch-models/models/qwen2.5-7b/',
    });
  });

  test('warnings: the project APIs, the Preview GPU, the shared buckets and the existing subnetworks; nothing else', () => {
    const ids = (name: string) =>
      [
        ...new Set(
          collectAdvice(stacks.get(name)!)
            .filter((a) => a.level === 'warning')
            .map((a) => a.id),
        ),
      ].sort();
    expect(ids('gcp-cloudrun-image')).toEqual(['GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-gcsfuse-cache')).toEqual(['GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-gcsfuse-buffered')).toEqual(['GPUM-CR-GPU-PREVIEW', 'GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-download')).toEqual(['GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-service')).toEqual(['GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-rapid-cache')).toEqual(['GPUM-CR-PROJECT-APIS']);
    expect(ids('gcp-cloudrun-existing-vpc')).toEqual([
      'GPUM-CR-BUCKET-SHARED',
      'GPUM-CR-PROJECT-APIS',
      'GPUM-CR-SHARED-VPC',
      'GPUM-CR-SUBNET-PGA',
    ]);
  });

  test('the Rapid Cache example caches each bucket in its zones: every zone of us-central1 for the download, two for the mount', () => {
    const json = synthesized.get('gcp-cloudrun-rapid-cache');
    const buckets = Object.keys(json.resource.google_storage_bucket);
    const cachesOf = (bucket: string) =>
      Object.values<any>(json.resource.google_storage_anywhere_cache)
        .filter((c) => c.bucket === `\${google_storage_bucket.${bucket}.name}`)
        .map((c) => `${c.zone} ${c.ttl}`);
    const batch = buckets.find((b) => b.startsWith('Batch'))!;
    const onDemand = buckets.find((b) => b.startsWith('OnDemand'))!;
    expect(cachesOf(batch)).toEqual(['us-central1-a 172800s', 'us-central1-b 172800s', 'us-central1-c 172800s', 'us-central1-f 172800s']);
    expect(cachesOf(onDemand)).toEqual(['us-central1-a 86400s', 'us-central1-b 86400s']);
    const pools = Object.values<any>(json.resource.google_cloud_run_v2_worker_pool);
    expect(pools.map((p) => p.scaling.manual_instance_count).sort()).toEqual([0, 2]);
    const billing = collectAdvice(stacks.get('gcp-cloudrun-rapid-cache')!).filter((a) => a.id === 'GPUM-CR-WORKER-POOL-BILLING');
    expect(billing.map((a) => a.message)).toEqual([
      expect.stringMatching(
        /bills the GPUs of its 2 instance\(s\).*2 starting together take about (\d+ min )?\d+ s each \(the advice's estimate for this strategy: counts provisioning 5 s, model bytes .*; leaves out .*engine start;/,
      ),
      expect.stringMatching(
        /parked at instanceCount 0: it bills no GPU.*one instance takes about (\d+ min )?\d+ s \(the advice's estimate/,
      ),
    ]);
  });

  test("the existing-VPC example's subnetwork is in the host project acme-net: both workloads say which grant Cloud Run needs there", () => {
    const sharedVpc = collectAdvice(stacks.get('gcp-cloudrun-existing-vpc')!).filter((a) => a.id === 'GPUM-CR-SHARED-VPC');
    expect(sharedVpc.map((a) => a.constructPath.split('/').pop()).sort()).toEqual(['Batch', 'Chat']);
    for (const advice of sharedVpc) {
      expect(advice.message).toMatch(/is in project acme-net and the workload in acme-ml: a Shared VPC/);
      expect(advice.message).toContain('service-<PROJECT_NUMBER>@serverless-robot-prod.iam.gserviceaccount.com');
      expect(advice.message).toContain('roles/compute.networkUser');
    }
  });
});

describe('gcp-cloudrun-shared-bucket', () => {
  test('two workloads on one bucket, network and cache set, each with a read grant on its own prefix; Embed draws no warning', () => {
    const json = synthesized.get('gcp-cloudrun-shared-bucket');
    for (const type of ['google_storage_bucket', 'google_compute_network', 'google_compute_subnetwork'])
      expect([type, Object.keys(json.resource[type]).length]).toEqual([type, 1]);
    expect(Object.keys(json.resource.google_storage_anywhere_cache).every((name) => name.startsWith('Chat_'))).toBe(true);
    const bucket = Object.keys(json.resource.google_storage_bucket)[0];
    const grants = Object.values<any>(json.resource.google_storage_bucket_iam_member);
    expect(grants.map((g) => g.bucket)).toEqual([`\${google_storage_bucket.${bucket}.name}`, `\${google_storage_bucket.${bucket}.name}`]);
    expect(grants.map((g) => /objects\/(models\/[^/]+\/)/.exec(g.condition.expression)?.[1]).sort()).toEqual([
      'models/bge-m3/',
      'models/llama-3.1-8b/',
    ]);
    const stack = stacks.get('gcp-cloudrun-shared-bucket')!;
    expect(collectAdvice(stack).filter((a) => a.level === 'warning' && a.constructPath.includes('/Embed'))).toEqual([]);
  });
});

describe('gcp-cloudrun-gcsfuse-staged', () => {
  const staged = synthesizeExamples(['gcp-cloudrun-gcsfuse-staged']).get('gcp-cloudrun-gcsfuse-staged')!;

  test('snapshot', () => expect(staged.json).toMatchSnapshot());

  test('a job that apply runs and waits for, writing the bucket the worker pool reads at the commit, after which it starts', () => {
    const json = staged.json;
    const job = Object.values<any>(json.resource.google_cloud_run_v2_job)[0];
    const pool = Object.values<any>(json.resource.google_cloud_run_v2_worker_pool)[0];
    expect(json.terraform.required_providers.google.version).toBe(GOOGLE_STAGING_PROVIDER_CONSTRAINT);
    expect(job.run_execution_token).toMatch(/^[0-9a-f]{24}$/);
    expect(job.template.template.volumes[0].gcs).toMatchObject({ read_only: false, mount_options: ['only-dir=models/llama-3.1-8b'] });
    expect(pool.template.volumes.find((v: any) => v.name === 'model').gcs.mount_options).toContain(
      'only-dir=models/llama-3.1-8b/0e9e39f249a16976918f6564b8830bc894c89659',
    );
    expect(pool.depends_on.some((d: string) => d.startsWith('google_cloud_run_v2_job.'))).toBe(true);
    expect(JSON.stringify(json)).not.toMatch(/hf_[A-Za-z0-9]{10,}/);
    expect(collectAdvice(staged.stack).map((a) => a.id)).toEqual([
      'GPUM-CR-EGRESS-ALL-TRAFFIC',
      'GPUM-CR-WORKER-POOL-BILLING',
      'GPUM-CR-WORKER-STARTUP-PROBE',
      'GPUM-CR-PROJECT-APIS',
    ]);
  });
});

describe('gcp-cloudrun-vllm', () => {
  test('the vLLM preset streams gs:// with the Run:ai streamer on the service port, with a /health probe', () => {
    const json = synthesized.get('gcp-cloudrun-vllm');
    const [service] = Object.values<any>(json.resource.google_cloud_run_v2_service);
    const container = service.template.containers[0];
    const bucket = Object.keys(json.resource.google_storage_bucket)[0];
    // The compile cache's wrapper runs first, then execs the engine's own command line.
    expect(container.command.slice(0, 2)).toEqual(['/bin/bash', '-c']);
    expect(container.args.slice(0, 3)).toEqual([
      'vllm',
      'serve',
      `gs://\${google_storage_bucket.${bucket}.name}/models/llama-3.1-8b-instruct/`,
    ]);
    expect(container.args).toEqual(expect.arrayContaining(['--port', '8000', '--load-format', 'runai_streamer']));
    expect(container.startup_probe.http_get).toEqual({ path: '/health', port: 8000 });
  });

  test('the compile cache: a writable gcsfuse volume of its key, an in-memory volume, and a write grant on the key', () => {
    const json = synthesized.get('gcp-cloudrun-vllm');
    const [service] = Object.values<any>(json.resource.google_cloud_run_v2_service);
    const key = 'compile-cache/vllm-0.11.1/llama-3.1-8b-instruct/0e9e39f/nvidia-l4-tp1';
    const shared = service.template.volumes.find((v: any) => v.name === 'compile-cache-shared');
    expect(shared.gcs.read_only).toBe(false);
    expect(shared.gcs.mount_options).toEqual([`only-dir=${key}`, 'implicit-dirs']);
    const env = Object.fromEntries(service.template.containers[0].env.map((e: any) => [e.name, e.value]));
    expect(env.VLLM_CACHE_ROOT).toBe('/var/cache/gpum-compile/root');
    const writer = Object.values<any>(json.resource.google_storage_bucket_iam_member).find((g) => g.role === 'roles/storage.objectUser');
    expect(writer.condition.expression).toContain(`/objects/${key}/")`);
  });
});
