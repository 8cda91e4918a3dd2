import './support/jest-matchers';
import { collectAdvice } from '../../src/core/advice';
import { TerraformVariable, Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { ObjectStorageMountOptions } from '../../src/core/model-storage-options';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { CloudRunGpuType, CloudRunGpuWorkload } from '../../src/google';
import { baseProps, build, model, newStack, only, ref, synthJson } from './support/fixtures';

function mount(options: ObjectStorageMountOptions = {}, overrides = {}) {
  return build({ storage: ModelStorage.objectStorageMount(options), ...overrides });
}

function gcsVolume(json: any, tfType = 'google_cloud_run_v2_worker_pool'): any {
  return only(json, tfType).template.volumes.find((v: any) => v.gcs);
}

describe('objectStorageMount: the bucket and who may read it', () => {
  test("a new private bucket in the workload's region, protected from destroy", () => {
    const synthesized = Testing.synth(mount().stack);
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'google_storage_bucket' },
      {
        location: 'US-CENTRAL1',
        uniform_bucket_level_access: true,
        public_access_prevention: 'enforced',
        force_destroy: false,
        lifecycle: { prevent_destroy: true },
      },
    );
    const bucket = only(JSON.parse(synthesized), 'google_storage_bucket');
    expect(bucket.name).toMatch(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/);
    expect(bucket.hierarchical_namespace).toBeUndefined();
  });

  test('hierarchical namespace and RemovalPolicy.DESTROY configure the new bucket', () => {
    const bucket = only(
      synthJson(mount({ hierarchicalNamespace: true, removalPolicy: RemovalPolicy.DESTROY }).stack),
      'google_storage_bucket',
    );
    expect(bucket.hierarchical_namespace).toEqual({ enabled: true });
    expect(bucket.lifecycle).toBeUndefined();
  });

  test("the IAM member is the workload's service account, as object viewer, on that bucket and the model's prefix only", () => {
    const json = synthJson(mount().stack);
    const bucket = ref(json, 'google_storage_bucket', 'name');
    expect(only(json, 'google_storage_bucket_iam_member')).toEqual({
      bucket,
      role: 'roles/storage.objectViewer',
      member: `serviceAccount:${ref(json, 'google_service_account', 'email')}`,
      condition: {
        title: 'model objects only',
        description: 'Reads objects under the model prefix models/llama/; bucket-level checks such as listing pass (cdktf-gpu-models)',
        expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/${bucket}/objects/models/llama/")`,
      },
    });
    // The condition needs uniform bucket-level access, which the new bucket has.
    expect(only(json, 'google_storage_bucket').uniform_bucket_level_access).toBe(true);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.service_account).toBe(ref(json, 'google_service_account', 'email'));
    // The workload waits for the grant, which nothing else references.
    expect(only(json, 'google_cloud_run_v2_worker_pool').depends_on).toEqual([
      `google_storage_bucket_iam_member.${Object.keys(json.resource.google_storage_bucket_iam_member)[0]}`,
    ]);
    // Least privilege: nothing project-wide.
    expect(json.resource.google_project_iam_member).toBeUndefined();
    expect(json.resource.google_storage_bucket_iam_binding).toBeUndefined();
  });

  test("an existing bucket is mounted and granted on the model's prefix, with a warning that the condition needs uniform bucket-level access", () => {
    const { stack } = mount({ bucketName: 'acme-models' }, { model: model({ storagePath: 'team "a"/llama' }) });
    const json = synthJson(stack);
    expect(json.resource.google_storage_bucket).toBeUndefined();
    const grant = only(json, 'google_storage_bucket_iam_member');
    expect(grant.bucket).toBe('acme-models');
    // Quotes in the prefix are escaped in the CEL string.
    expect(grant.condition.expression).toBe(
      'resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/acme-models/objects/team \\"a\\"/llama/")',
    );
    expect(gcsVolume(json).gcs.bucket).toBe('acme-models');
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-CR-BUCKET-SHARED');
    expect(warning?.level).toBe('warning');
    expect(warning?.message).toMatch(
      /on the existing bucket "acme-models" with an IAM condition that limits reads to objects under team "a"\/llama\/\. IAM Conditions need uniform bucket-level access on the bucket, or the grant fails to apply: turn it on \(gcloud storage buckets update gs:\/\/acme-models --uniform-bucket-level-access\)\. Listing is checked at bucket level/,
    );
  });

  test('new-bucket options with an existing bucket, and malformed bucket names, fail', () => {
    expect(() => mount({ bucketName: 'acme-models', hierarchicalNamespace: true })).toThrow(/GPUM-CR-BUCKET-OPTION.*hierarchicalNamespace/);
    expect(() => mount({ bucketName: 'acme-models', removalPolicy: RemovalPolicy.DESTROY })).toThrow(
      /GPUM-CR-BUCKET-OPTION.*removalPolicy/,
    );
    expect(() => mount({ bucketName: 'gs://acme-models' })).toThrow(/GPUM-CR-BUCKET-NAME/);
    expect(() => mount({ bucketName: 'acme-models', hierarchicalNamespace: false })).not.toThrow();
    expect(() => mount({ bucketName: 'google-models' })).toThrow(/GPUM-CR-BUCKET-NAME/);
  });

  test('a region given as a Terraform variable is passed through untouched, and its checks are skipped', () => {
    const stack = newStack();
    const region = new TerraformVariable(stack, 'region', { type: 'string' }).stringValue;
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ region, storage: ModelStorage.objectStorageMount() }));
    const json = synthJson(stack);
    expect(only(json, 'google_storage_bucket').location).toBe('${var.region}');
    expect(only(json, 'google_cloud_run_v2_worker_pool').location).toBe('${var.region}');
    expect(only(json, 'google_compute_subnetwork').region).toBe('${var.region}');
  });

  test('the OSS accelerator is an Alibaba option', () => {
    expect(() => mount({ accelerator: { zoneId: 'cn-hangzhou-j' } })).toThrow(/GPUM-STORAGE-OPTION-UNSUPPORTED.*"accelerator"/);
  });

  test('the stack output ModelUri names the bucket and prefix', () => {
    const json = synthJson(mount().stack);
    expect(Object.values<any>(json.output).map((o) => o.value)).toContain(
      `gs://${ref(json, 'google_storage_bucket', 'name')}/models/llama/`,
    );
  });
});

describe('objectStorageMount: Direct VPC to Cloud Storage', () => {
  test('egress ALL_TRAFFIC through a new subnetwork with Private Google Access', () => {
    const json = synthJson(mount().stack);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access).toEqual({
      egress: 'ALL_TRAFFIC',
      network_interfaces: [
        { network: ref(json, 'google_compute_network', 'id'), subnetwork: ref(json, 'google_compute_subnetwork', 'id') },
      ],
    });
    expect(only(json, 'google_compute_subnetwork')).toEqual(
      expect.objectContaining({
        private_ip_google_access: true,
        region: 'us-central1',
        network: ref(json, 'google_compute_network', 'id'),
      }),
    );
    expect(only(json, 'google_compute_network').auto_create_subnetworks).toBe(false);
  });
});

describe('objectStorageMount: a read-only gcs volume with gcsfuse options', () => {
  test('file cache on memory: an in-memory volume, mounted, named by cache-dir=cr-volume:, with parallel downloads on', () => {
    const { stack, workload } = mount({ fileCache: { size: Size.gibibytes(10) } });
    const json = synthJson(stack);
    const template = only(json, 'google_cloud_run_v2_worker_pool').template;
    const gcs = gcsVolume(json);
    expect(gcs.gcs.read_only).toBe(true);
    expect(gcs.gcs.bucket).toBe(ref(json, 'google_storage_bucket', 'name'));
    expect(gcs.gcs.mount_options).toEqual([
      'only-dir=models/llama',
      'cache-dir=cr-volume:model-cache',
      'file-cache-max-size-mb=10240',
      'file-cache-enable-parallel-downloads=true',
    ]);

    // The volume named in cr-volume: is a template volume, in memory, sized to the cache with 5% headroom
    // (10240 MiB x 1.05: a volume at its limit refuses gcsfuse's next write)...
    const cacheVolumeName = /^cache-dir=cr-volume:(.+)$/.exec(gcs.gcs.mount_options.find((o: string) => o.startsWith('cache-dir=')))?.[1];
    const cacheVolume = template.volumes.find((v: any) => v.name === cacheVolumeName);
    expect(cacheVolume).toEqual({ name: cacheVolumeName, empty_dir: { medium: 'MEMORY', size_limit: '10752Mi' } });
    // ...and it is mounted in the container (gcsfuse fails to start, without logs, otherwise).
    const mounts = template.containers[0].volume_mounts;
    expect(mounts.map((m: any) => m.name)).toContain(cacheVolumeName);
    expect(mounts).toContainEqual({ name: gcs.name, mount_path: '/mnt/models/llama' });
    expect(workload.mountOptions).toEqual(gcs.gcs.mount_options);
  });

  test('parallel downloads can be turned off, explicitly (gcsfuse turns them on by itself with a cache)', () => {
    const gcs = gcsVolume(synthJson(mount({ fileCache: { size: Size.gibibytes(10), parallelDownloads: false } }).stack));
    expect(gcs.gcs.mount_options).toContain('file-cache-enable-parallel-downloads=false');
  });

  test('buffered read: enable-buffered-read with read-global-max-blocks, and no cache volume', () => {
    const json = synthJson(mount({ bufferedRead: { maxBlocks: 80 } }).stack);
    const template = only(json, 'google_cloud_run_v2_worker_pool').template;
    expect(gcsVolume(json).gcs.mount_options).toEqual(['only-dir=models/llama', 'enable-buffered-read=true', 'read-global-max-blocks=80']);
    expect(template.volumes).toHaveLength(1);
    expect(template.containers[0].volume_mounts).toEqual([{ name: 'model', mount_path: '/mnt/models/llama' }]);
  });

  test("neither mode: buffered read with gcsfuse's 40 blocks, said in an info annotation", () => {
    const { stack } = mount();
    expect(gcsVolume(synthJson(stack)).gcs.mount_options).toEqual([
      'only-dir=models/llama',
      'enable-buffered-read=true',
      'read-global-max-blocks=40',
    ]);
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-GCSFUSE-DEFAULT-MODE')).toEqual(expect.objectContaining({ level: 'info' }));
  });

  test('both modes is an error: gcsfuse treats them as mutually exclusive', () => {
    expect(() => mount({ fileCache: { size: Size.gibibytes(10) }, bufferedRead: {} })).toThrow(/GPUM-CR-GCSFUSE-MODES/);
  });

  test("only-dir follows the model's storage path", () => {
    const gcs = gcsVolume(synthJson(mount({}, { model: model({ storagePath: 'hf/meta-llama/Llama-3.1-8B' }) }).stack));
    expect(gcs.gcs.mount_options[0]).toBe('only-dir=hf/meta-llama/Llama-3.1-8B');
  });

  test("extra mount options follow the construct's", () => {
    const gcs = gcsVolume(synthJson(mount({ mountOptions: ['metadata-cache-ttl-secs=-1', 'implicit-dirs'] }).stack));
    expect(gcs.gcs.mount_options.slice(-2)).toEqual(['metadata-cache-ttl-secs=-1', 'implicit-dirs']);
  });

  test('mount options gcsfuse would refuse fail at synth', () => {
    expect(() => mount({ mountOptions: ['--implicit-dirs'] })).toThrow(/GPUM-CR-GCSFUSE-DASHES.*"implicit-dirs"/);
    expect(() => mount({ mountOptions: ['implicit-dir'] })).toThrow(/GPUM-CR-GCSFUSE-UNKNOWN-FLAG.*did you mean "implicit-dirs"/);
    expect(() => mount({ mountOptions: ['file-cache-enable-parallel-downloads=true'] })).toThrow(/GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE/);
    expect(() => mount({ mountOptions: ['file-cache-enable-parallel-downloads'] })).toThrow(/GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE/);
  });

  test("the file cache's gcs volume is first-class for every GPU type", () => {
    const { stack } = mount(
      { fileCache: { size: Size.gibibytes(60) } },
      { gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4' },
    );
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.containers[0].resources.limits.memory).toBe('80Gi');
  });

  test('snapshot: file cache on memory', () => {
    expect(synthJson(mount({ fileCache: { size: Size.gibibytes(10) }, hierarchicalNamespace: true }).stack)).toMatchSnapshot();
  });
});

describe('objectStorageMount: memory accounting', () => {
  test('the default memory grows to hold the serving process, the cache and gcsfuse, in whole GiB, with the vCPUs Cloud Run requires for it', () => {
    const { stack, workload } = mount({ fileCache: { size: Size.gibibytes(18) } });
    // 4 GiB + 18 GiB x 1.05 + 256 MiB = 23.15 GiB: 24 GiB, which needs 6 vCPU on Cloud Run (4 vCPU take at most 16 GiB).
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.containers[0].resources.limits).toEqual({
      cpu: '6',
      memory: '24Gi',
      'nvidia.com/gpu': '1',
    });
    expect(workload.memoryLimit.toGibibytes()).toBe(24);
    // 4 GiB + 21 GiB + 256 MiB = 25.25 GiB: 26 GiB and 8 vCPU.
    expect(
      only(synthJson(mount({ fileCache: { size: Size.gibibytes(20) } }).stack), 'google_cloud_run_v2_worker_pool').template.containers[0]
        .resources.limits,
    ).toEqual({
      cpu: '8',
      memory: '26Gi',
      'nvidia.com/gpu': '1',
    });
  });

  test('a memory limit that cannot hold the cache is an error that states the numbers', () => {
    expect(() => mount({ fileCache: { size: Size.gibibytes(16) } }, { memory: Size.gibibytes(16) })).toThrow(
      /GPUM-CR-MEMORY\].*memory 16 GiB cannot hold the serving process \(servingProcessMemory\) 4 GiB \+ the gcsfuse file cache with 5% headroom \(in-memory volume "model-cache"\) 16.8 GiB \+ gcsfuse itself \(metadata caches, read buffers\) 256 MiB = 21.05 GiB\. Fix: set memory to at least 22 GiB/,
    );
  });

  test('a cache no L4 can hold is an error even without a memory limit', () => {
    expect(() => mount({ fileCache: { size: Size.gibibytes(30) } })).toThrow(
      /GPUM-CR-MEMORY\].*more than the 32 GiB.*a smaller fileCache.size/,
    );
  });

  test('buffered-read blocks count at 16 MiB each, or the read-block-size-mb given', () => {
    expect(() => mount({ bufferedRead: { maxBlocks: 800 } }, { memory: Size.gibibytes(16) })).toThrow(
      /gcsfuse read-ahead \(800 blocks of 16 MiB\) 12.5 GiB/,
    );
    expect(() =>
      mount({ bufferedRead: { maxBlocks: 400 }, mountOptions: ['read-block-size-mb=32'] }, { memory: Size.gibibytes(16) }),
    ).toThrow(/400 blocks of 32 MiB\) 12.5 GiB/);
    expect(
      only(synthJson(mount({ bufferedRead: { maxBlocks: 40 } }, { memory: Size.gibibytes(16) }).stack), 'google_cloud_run_v2_worker_pool'),
    ).toBeDefined();
  });

  test('servingProcessMemory is part of the sum', () => {
    expect(() =>
      mount({ fileCache: { size: Size.gibibytes(8) } }, { memory: Size.gibibytes(16), servingProcessMemory: Size.gibibytes(10) }),
    ).toThrow(/10 GiB \+ .* 8.4 GiB \+ .* 256 MiB = 18.65 GiB/);
  });

  test('gcsfuse itself counts 256 MiB whenever the model is mounted, on top of its read-ahead', () => {
    // 4 GiB + 752 x 16 MiB + 256 MiB is 16 GiB exactly; one block more does not fit.
    expect(
      only(synthJson(mount({ bufferedRead: { maxBlocks: 752 } }, { memory: Size.gibibytes(16) }).stack), 'google_cloud_run_v2_worker_pool'),
    ).toBeDefined();
    expect(() => mount({ bufferedRead: { maxBlocks: 753 } }, { memory: Size.gibibytes(16) })).toThrow(
      /GPUM-CR-MEMORY\].*gcsfuse read-ahead \(753 blocks of 16 MiB\) 11.77 GiB \+ gcsfuse itself \(metadata caches, read buffers\) 256 MiB = 16.02 GiB/,
    );
  });

  test('a cache smaller than the model warns', () => {
    const { stack } = mount({ fileCache: { size: Size.gibibytes(4) } });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-CACHE-SMALLER-THAN-MODEL')?.message).toMatch(
      /4 GiB is smaller than model "llama" \(8 GiB\)/,
    );
  });
});
