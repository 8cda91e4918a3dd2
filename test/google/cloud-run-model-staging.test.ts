import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource, StagingMarker, StagingProgram } from '../../src/core/staging';
import {
  CloudRunGpuWorkload,
  CloudRunModelStaging,
  CloudRunModelStorage,
  GOOGLE_PROVIDER_CONSTRAINT,
  GOOGLE_STAGING_PROVIDER_CONSTRAINT,
  MODEL_WRITER_ROLE,
} from '../../src/google';
import { baseProps, build, model, newStack, only, ref, synthJson } from './support/fixtures';
import { warningIds } from '../support/stacks';
import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { Aspects, Testing } from '../../src/core/framework';

const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const SECRET = 'projects/acme-ml/secrets/hf-token/versions/3';
const staged = (token = true) =>
  model({
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
      revision: COMMIT,
      token: token ? HubToken.fromGoogleSecretManager(SECRET) : undefined,
    }),
  });

describe('CloudRunGpuWorkload with a hub source and a gcsfuse mount', () => {
  const { stack, workload } = build({
    model: staged(),
    storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(10) } }),
  });
  const json = synthJson(stack);
  const job = only(json, 'google_cloud_run_v2_job');
  const task = job.template.template;
  const container = task.containers[0];
  const staging = workload.staging!;

  test('a Cloud Run job executed and awaited by run_execution_token, the fingerprint', () => {
    expect(job.run_execution_token).toBe(staging.spec.fingerprint);
    expect(job.name.length + job.run_execution_token.length).toBeLessThan(63);
    expect(job.deletion_protection).toBe(false);
    expect(job.timeouts).toEqual({ create: '3600s', update: '3600s' });
    expect(task.timeout).toBe('3600s');
    expect(json.terraform.required_providers.google.version).toBe(GOOGLE_STAGING_PROVIDER_CONSTRAINT);
  });

  test('runs the program inline in the public Node image, on CPU', () => {
    expect(container.image).toBe(StagingProgram.DEFAULT_IMAGE);
    expect(container.command[0]).toBe('node');
    expect(container.command[1]).toBe('-e');
    expect(container.command[2]).toBe(StagingProgram.source().split('${').join('$${').split('%{').join('%%{'));
    expect(task.node_selector).toBeUndefined();
    expect(container.resources.limits).toEqual({ cpu: '4', memory: '16Gi' });
  });

  test('mounts the bucket read-write with gcsfuse at the storagePath, and stages without rename', () => {
    expect(task.volumes).toEqual([
      {
        name: 'model',
        gcs: { bucket: ref(json, 'google_storage_bucket', 'name'), read_only: false, mount_options: ['only-dir=models/llama'] },
      },
    ]);
    expect(container.volume_mounts).toEqual([{ name: 'model', mount_path: '/mnt/gpum-stage' }]);
    const env = Object.fromEntries(container.env.filter((e: any) => e.value !== undefined).map((e: any) => [e.name, e.value]));
    expect(env).toMatchObject({ GPUM_STAGE_DEST: `/mnt/gpum-stage/${COMMIT}`, GPUM_STAGE_RESUME: 'false' });
  });

  test('its own service account, writing only the model prefix; the serving account stays read-only', () => {
    const accounts = Object.keys(json.resource.google_service_account);
    const stagingAccount = accounts.find((a) => a.includes('Staging'))!;
    expect(task.service_account).toBe(`\${google_service_account.${stagingAccount}.email}`);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.service_account).not.toBe(task.service_account);
    const grants = Object.values<any>(json.resource.google_storage_bucket_iam_member);
    const writer = grants.find((g) => g.role === MODEL_WRITER_ROLE);
    const reader = grants.find((g) => g.role === 'roles/storage.objectViewer');
    expect(writer.member).toBe(`serviceAccount:${task.service_account}`);
    expect(writer.condition.expression).toContain('resource.name.startsWith("projects/_/buckets/');
    expect(writer.condition.expression).toMatch(/\/objects\/models\/llama\/"\)$/);
    expect(reader.member).not.toBe(writer.member);
    expect(grants.filter((g) => g.member === reader.member).map((g) => g.role)).toEqual(['roles/storage.objectViewer']);
  });

  test('the hub token comes from Secret Manager through secret_key_ref, never a plain value', () => {
    const token = container.env.find((e: any) => e.name === 'GPUM_STAGE_TOKEN');
    expect(token).toEqual({
      name: 'GPUM_STAGE_TOKEN',
      value_source: { secret_key_ref: { secret: 'projects/acme-ml/secrets/hf-token', version: '3' } },
    });
    const accessor = only(json, 'google_secret_manager_secret_iam_member');
    expect(accessor).toMatchObject({
      secret_id: 'projects/acme-ml/secrets/hf-token',
      role: 'roles/secretmanager.secretAccessor',
      member: `serviceAccount:${task.service_account}`,
    });
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/hf_[A-Za-z0-9]{10,}/);
    expect(text).not.toMatch(/"name":"(GPUM_STAGE_TOKEN|HF_TOKEN)","value"/);
    expect(job.depends_on).toContain(
      `google_secret_manager_secret_iam_member.${Object.keys(json.resource.google_secret_manager_secret_iam_member)[0]}`,
    );
  });

  test('the serving side mounts the versioned prefix at the same MODEL_PATH, waits for the marker in its command, and depends on the job', () => {
    const pool = only(json, 'google_cloud_run_v2_worker_pool');
    const model = pool.template.volumes.find((v: any) => v.name === 'model');
    expect(model.gcs.read_only).toBe(true);
    expect(model.gcs.mount_options).toContain(`only-dir=models/llama/${COMMIT}`);
    const serving = pool.template.containers[0];
    expect(serving.env).toContainEqual({ name: 'MODEL_PATH', value: '/mnt/models/llama' });
    expect(serving.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(serving.command[2]).toContain(`gpum_dir='/mnt/models/llama'`);
    expect(serving.command[2]).toContain(StagingMarker.FILE_NAME);
    expect(serving.command[2]).toContain(`gcloud run jobs executions describe ${job.name}-${job.run_execution_token}`);
    expect(serving.command[2]).toMatch(/exec "\$@"\n$/);
    expect(serving.args).toEqual(['vllm', 'serve', '/mnt/models/llama']);
    expect(pool.depends_on).toContain(`google_cloud_run_v2_job.${Object.keys(json.resource.google_cloud_run_v2_job)[0]}`);
  });
});

describe('downloadAtStart with a hub source', () => {
  test('downloads the versioned prefix, then the marker check, then the server', () => {
    const { stack } = build({ model: staged(false), storage: ModelStorage.downloadAtStart() });
    const json = synthJson(stack);
    const serving = only(json, 'google_cloud_run_v2_worker_pool').template.containers[0];
    expect(serving.env).toContainEqual({
      name: 'MODEL_GCS_URI',
      value: `gs://${ref(json, 'google_storage_bucket', 'name')}/models/llama/${COMMIT}/`,
    });
    expect(serving.args.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(serving.args[2]).toContain(StagingMarker.FILE_NAME);
    expect(serving.args.slice(4)).toEqual(['vllm', 'serve', '/mnt/models/llama']);
    expect(json.resource.google_secret_manager_secret_iam_member).toBeUndefined();
  });
});

describe('refusals', () => {
  test('the image strategy has no bucket to stage into', () => {
    expect(() => build({ model: staged() })).toThrow(expect.objectContaining({ code: 'GPUM-CR-STAGING-STORAGE' }));
  });

  test('without the server command the marker check cannot run in front of it', () => {
    expect(() => build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), command: undefined })).toThrow(
      expect.objectContaining({ code: 'GPUM-CR-STAGING-COMMAND' }),
    );
  });

  test.each([
    ['a pre-staged model', ModelSource.preStaged(), 'GPUM-CR-STAGING-SOURCE'],
    ['an S3 bucket', ModelSource.objectStorage('s3://acme/models/llama/'), 'GPUM-SOURCE-CLOUD'],
    ['a gs:// source holding the destination', ModelSource.objectStorage('gs://acme-models/models/'), 'GPUM-CR-STAGING-SOURCE'],
    ['a gs:// source inside the destination', ModelSource.objectStorage('gs://acme-models/models/llama/v0/'), 'GPUM-CR-STAGING-SOURCE'],
    ['a gs:// source equal to the destination', ModelSource.objectStorage('gs://acme-models/models/llama'), 'GPUM-CR-STAGING-SOURCE'],
    [
      'an AWS secret',
      ModelSource.huggingFace('acme/tiny', {
        revision: COMMIT,
        token: HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-AbCdEf'),
      }),
      'GPUM-HUB-TOKEN-CLOUD',
    ],
  ])('CloudRunModelStaging refuses %s', (_, source, code) => {
    expect(
      () => new CloudRunModelStaging(newStack(), 'Stage', { model: model({ source }), region: 'us-central1', bucketName: 'acme-models' }),
    ).toThrow(expect.objectContaining({ code }));
  });

  test('stacks without staging keep the 7.5.0 constraint', () => {
    const { stack } = build();
    expect(synthJson(stack).terraform.required_providers.google.version).toBe(GOOGLE_PROVIDER_CONSTRAINT);
  });
});

describe('CloudRunModelStaging from a gs:// prefix', () => {
  const SOURCE = 'gs://acme-exports/exports/llama-8b/';
  function stage(props: Partial<ConstructorParameters<typeof CloudRunModelStaging>[2]> = {}) {
    const stack = newStack();
    const staging = new CloudRunModelStaging(stack, 'Stage', {
      model: model({ source: ModelSource.objectStorage(SOURCE, { revision: 'export-1' }) }),
      region: 'us-central1',
      bucketName: 'acme-models',
      ...props,
    });
    return { stack, staging, json: synthJson(stack) };
  }
  const { staging, json } = stage();
  const task = only(json, 'google_cloud_run_v2_job').template.template;
  const container = task.containers[0];

  test('mounts the source prefix read-only as a second Cloud Storage volume (only-dir) and copies it as a directory', () => {
    expect(task.volumes).toEqual([
      { name: 'model', gcs: { bucket: 'acme-models', read_only: false, mount_options: ['only-dir=models/llama'] } },
      { name: 'source', gcs: { bucket: 'acme-exports', read_only: true, mount_options: ['only-dir=exports/llama-8b'] } },
    ]);
    expect(container.volume_mounts).toEqual([
      { name: 'model', mount_path: '/mnt/gpum-stage' },
      { name: 'source', mount_path: '/mnt/gpum-source' },
    ]);
    const env = Object.fromEntries(container.env.map((e: any) => [e.name, e.value]));
    expect(env).toMatchObject({
      GPUM_STAGE_SOURCE: 'directory',
      GPUM_STAGE_SOURCE_DIR: '/mnt/gpum-source',
      GPUM_STAGE_DEST: '/mnt/gpum-stage/export-1',
      GPUM_STAGE_RESUME: 'false',
    });
    expect(staging.stagedPath).toBe('models/llama/export-1');
  });

  test('the staging account reads the source prefix only: objectViewer on that bucket, conditioned on the prefix', () => {
    const grants = Object.entries<any>(json.resource.google_storage_bucket_iam_member);
    const onSource = grants.filter(([, g]) => g.bucket === 'acme-exports');
    expect(onSource).toHaveLength(1);
    const [name, grant] = onSource[0];
    expect(name).toContain('SourceGrant');
    expect(grant.role).toBe('roles/storage.objectViewer');
    expect(grant.member).toBe(`serviceAccount:${task.service_account}`);
    expect(grant.condition.title).toBe('source prefix only');
    expect(grant.condition.expression).toBe(
      'resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith("projects/_/buckets/acme-exports/objects/exports/llama-8b/")',
    );
    expect(grant.condition.description).toContain('source prefix exports/llama-8b/');
    expect(staging.sourceGrant).toBeDefined();
    expect(only(json, 'google_cloud_run_v2_job').depends_on).toContain(`google_storage_bucket_iam_member.${name}`);
    // The writer grant stays on the destination bucket.
    expect(grants.filter(([, g]) => g.role === MODEL_WRITER_ROLE).map(([, g]) => g.bucket)).toEqual(['acme-models']);
  });

  test('a hub source has no source volume and no source grant', () => {
    const stack = newStack();
    const hub = new CloudRunModelStaging(stack, 'Stage', { model: staged(false), region: 'us-central1', bucketName: 'acme-models' });
    const j = synthJson(stack);
    expect(only(j, 'google_cloud_run_v2_job').template.template.volumes).toHaveLength(1);
    expect(Object.keys(j.resource.google_storage_bucket_iam_member)).toHaveLength(1);
    expect(hub.sourceGrant).toBeUndefined();
  });

  test('the same bucket outside the destination prefix is accepted', () => {
    expect(() => stage({ bucketName: 'acme-exports' })).not.toThrow();
  });

  test('through the workload: a gs:// source is staged into the model bucket', () => {
    const { stack, workload } = build({
      model: model({ source: ModelSource.objectStorage(SOURCE) }),
      storage: CloudRunModelStorage.gcsFuse(),
    });
    const j = synthJson(stack);
    const volumes = only(j, 'google_cloud_run_v2_job').template.template.volumes;
    expect(volumes[1]).toEqual({
      name: 'source',
      gcs: { bucket: 'acme-exports', read_only: true, mount_options: ['only-dir=exports/llama-8b'] },
    });
    expect(workload.staging!.sourceGrant).toBeDefined();
  });
});

describe('retention of old revisions on Cloud Run', () => {
  const envOf = (json: any) => only(json, 'google_cloud_run_v2_job').template.template.containers[0].env;

  test('retainRevisions reaches the job as GPUM_STAGE_RETAIN, through the workload', () => {
    const { stack } = build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), staging: { retainRevisions: 2 } });
    expect(envOf(synthJson(stack))).toContainEqual({ name: 'GPUM_STAGE_RETAIN', value: '2' });
    expect(warningIds(stack)).not.toContain('GPUM-STAGING-RETAIN-ONE');
  });

  test('unset: every revision is kept', () => {
    const { stack } = build({ model: staged(), storage: CloudRunModelStorage.gcsFuse() });
    expect(envOf(synthJson(stack)).map((e: any) => e.name)).not.toContain('GPUM_STAGE_RETAIN');
  });

  test('1 warns', () => {
    const { stack } = build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), staging: { retainRevisions: 1 } });
    expect(warningIds(stack)).toContain('GPUM-STAGING-RETAIN-ONE');
  });

  test.each([0, -1, 2.5])('refuses %p with GPUM-STAGING-RETAIN', (value) => {
    expect(() => build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), staging: { retainRevisions: value } })).toThrow(
      expect.objectContaining({ code: 'GPUM-STAGING-RETAIN', constructPath: expect.stringContaining('Staging'), value: String(value) }),
    );
  });
});

test("a workload staged from a gs:// prefix under GpuModelChecks reports only the staging job's documented suppressions", () => {
  const { stack } = build({
    model: model({ source: ModelSource.objectStorage('gs://acme-exports/exports/llama/') }),
    storage: CloudRunModelStorage.gcsFuse(),
  });
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  const findings = collectAdvice(stack)
    .filter((a) => a.id?.startsWith('GPUM-CHECK-'))
    .map((a) => `${a.level} ${a.id} ${a.constructPath}`);
  expect([...new Set(findings)].sort()).toEqual([
    'info GPUM-CHECK-GCS-CACHE test/llm/Staging/Job',
    'info GPUM-CHECK-GCS-EGRESS test/llm/Staging/Job',
    'info GPUM-CHECK-GRANT-SCOPE test/llm/Staging/WriterGrant',
    'info GPUM-CHECK-MOUNT-WRITABLE test/llm/Staging/Job',
  ]);
});

describe('the staging task’s vCPUs and memory', () => {
  const limitsOf = (staging: Record<string, unknown>) => {
    const { stack } = build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), staging });
    return only(synthJson(stack), 'google_cloud_run_v2_job').template.template.containers[0].resources.limits;
  };

  test('the workload’s staging options pass cpu and memory to the job, for a file larger than the 16 GiB default', () => {
    expect(limitsOf({ cpu: 8, memory: Size.gibibytes(32) })).toEqual({ cpu: '8', memory: '32Gi' });
    expect(limitsOf({ memory: Size.gibibytes(12) })).toEqual({ cpu: '4', memory: '12Gi' });
    expect(limitsOf({})).toEqual({ cpu: '4', memory: '16Gi' });
  });

  test.each([
    ['memory past 4 vCPU’s 16 GiB', { memory: Size.gibibytes(24) }, 'memory', /cpu 6 \(4 GiB to 24 GiB\)/],
    ['memory past 32 GiB', { cpu: 8, memory: Size.gibibytes(40) }, 'memory', /at most 32 GiB/],
    ['a vCPU count Cloud Run jobs do not take', { cpu: 3 }, 'cpu', /one of 1, 2, 4, 6, 8/],
    ['a fraction', { cpu: 2.5 }, 'cpu', /whole number from 1 to 8/],
    ['too many vCPUs', { cpu: 16 }, 'cpu', /from 1 to 8/],
  ])('refuses %s, through the workload and alone', (_what, options, property, fix) => {
    const expected = expect.objectContaining({ code: 'GPUM-CR-STAGING-RESOURCES', property, fix: expect.stringMatching(fix) });
    expect(() => build({ model: staged(), storage: CloudRunModelStorage.gcsFuse(), staging: options })).toThrow(expected);
    expect(
      () =>
        new CloudRunModelStaging(newStack(), 'Stage', { model: staged(), region: 'us-central1', bucketName: 'acme-models', ...options }),
    ).toThrow(expected);
  });
});

describe('two stagings of one revision into one bucket prefix', () => {
  const alone = (stack: ReturnType<typeof newStack>, id: string, bucketName: string) =>
    new CloudRunModelStaging(stack, id, { model: staged(), region: 'us-central1', bucketName });

  test('one literal bucket: refused with the fix; another bucket: accepted', () => {
    const stack = newStack();
    alone(stack, 'A', 'acme-models');
    expect(() => alone(stack, 'B', 'acme-models')).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-DUPLICATE',
        constructPath: 'test/B',
        message: expect.stringContaining(`models/llama/${COMMIT}/ in Cloud Storage bucket acme-models is already staged by test/A`),
        fix: expect.stringContaining(`ModelSource.preStaged() with storagePath "models/llama/${COMMIT}"`),
      }),
    );
    expect(() => alone(stack, 'C', 'acme-models-2')).not.toThrow();
  });

  test('two different models into one bucket prefix: refused naming both; another revision with one directory name too', () => {
    const at = (name: string, source: ModelSource) => model({ name, source, storagePath: 'models/shared' });
    const hub = (repo: string, revision = COMMIT) => ModelSource.huggingFace(repo, { revision, allowMutableRevision: true });
    const stage = (stack: ReturnType<typeof newStack>, id: string, m: ReturnType<typeof model>) =>
      new CloudRunModelStaging(stack, id, { model: m, region: 'us-central1', bucketName: 'acme-models' });
    const stack = newStack();
    stage(stack, 'A', at('llama', hub('meta-llama/Llama-3.1-8B-Instruct')));
    expect(() => stage(stack, 'B', at('llama', hub('meta-llama/Llama-3.1-8B')))).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-CONFLICT',
        constructPath: 'test/B',
        value: `models/shared/${COMMIT}/ in Cloud Storage bucket acme-models`,
        message: expect.stringContaining(
          'staged by test/A with model "llama" from huggingface:meta-llama/Llama-3.1-8B-Instruct@' +
            `${COMMIT}, and test/B stages model "llama" from huggingface:meta-llama/Llama-3.1-8B@${COMMIT}`,
        ),
      }),
    );
    // Two revisions written to one directory: `refs/pr/1` is staged under `refs--pr--1`.
    const other = newStack();
    stage(other, 'A', at('llama', hub('meta-llama/Llama-3.1-8B', 'refs/pr/1')));
    expect(() => stage(other, 'B', at('llama', hub('meta-llama/Llama-3.1-8B', 'refs--pr--1')))).toThrow(
      expect.objectContaining({ code: 'GPUM-STAGING-DESTINATION-CONFLICT', constructPath: 'test/B' }),
    );
  });

  test('a workload and a staging of the same revision into its bucket, by reference: refused', () => {
    const stack = newStack();
    const workload = new CloudRunGpuWorkload(stack, 'llm', baseProps({ model: staged(), storage: CloudRunModelStorage.gcsFuse() }));
    expect(() => alone(stack, 'Again', workload.modelBucketName!)).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-DUPLICATE',
        message: expect.stringContaining('already staged by test/llm/Staging'),
      }),
    );
  });
});
