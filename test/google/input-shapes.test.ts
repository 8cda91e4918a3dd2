import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { collectAdvice } from '../../src/core/advice';
import { Duration } from '../../src/core/duration';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact, ModelFormat } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  CloudRunGpuWorkload,
  CloudRunGpuWorkloadProps,
  CloudRunModelStaging,
  CloudRunModelStagingProps,
  CloudRunModelStorage,
  CloudRunNetwork,
} from '../../src/google';
import { largestFile } from '../../src/google/staging-write-memory';
import { projectIdProblem } from '../../src/google/project-id';
import { thrown } from '../support/errors';
import { baseProps, build, newStack, only, ref, synthJson } from './support/fixtures';

/*
 * The good side of the shape checks the bad-input rows (bad-inputs.rows.ts) refuse: what Google takes
 * passes, silently, and the warnings carry their numbers.
 */

const adviceIds = (stack: TerraformStack) => collectAdvice(stack).map((a) => a.id);

function workloadAdvice(props: Partial<CloudRunGpuWorkloadProps> | ((stack: TerraformStack) => Partial<CloudRunGpuWorkloadProps>)) {
  const stack = newStack();
  const workload = new CloudRunGpuWorkload(stack, 'llm', baseProps(typeof props === 'function' ? props(stack) : props));
  return { stack, workload, ids: adviceIds(stack), json: synthJson(stack) };
}

const REVISION = '0e9e39f249a16976918f6564b8830bc894c89659';
const staged = (size = Size.gibibytes(8), format?: ModelFormat) =>
  new ModelArtifact({
    name: 'llama',
    size,
    format,
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: REVISION }),
  });

function stage(props: Partial<CloudRunModelStagingProps> = {}) {
  const stack = newStack();
  const staging = new CloudRunModelStaging(stack, 'Staging', {
    model: staged(),
    region: 'us-central1',
    bucketName: 'acme-models',
    ...props,
  });
  Testing.synth(stack);
  return { stack, staging, ids: adviceIds(stack), json: synthJson(stack) };
}

describe('project IDs', () => {
  test.each(['acme-ml', 'a12345', 'a'.repeat(30), 'example.com:acme-ml'])('%s is an ID', (id) =>
    expect(projectIdProblem(id)).toBeUndefined(),
  );
  test.each([
    ['acme', /4 characters/],
    ['Acme-ML', /upper-case/],
    ['1acme-ml', /start with a letter/],
    ['acme-ml-', /ends with a hyphen/],
    ['acme_ml', /characters other than/],
    ['projects/acme-ml', /resource path/],
  ])('%s is not: %s', (id, why) => expect(projectIdProblem(id)).toMatch(why));

  test('a valid project reaches the worker pool, without a warning', () => {
    const { ids, json } = workloadAdvice({ project: 'example.com:acme-ml' });
    expect(ids).not.toContain('GPUM-CR-PROJECT');
    expect(only(json, 'google_cloud_run_v2_worker_pool').project).toBe('example.com:acme-ml');
  });

  test('the error names the prop, the value and the rule', () => {
    const error = thrown(() => build({ project: 'Acme-ML' }));
    expect(error).toMatchObject({ code: 'GPUM-CR-PROJECT', property: 'project', value: 'Acme-ML' });
    expect(error.message).toMatch(/6 to 30 lower-case letters/);
  });
});

describe('network shapes', () => {
  test.each([
    ['names', { network: 'n', subnetwork: 's' }],
    ['paths', { network: 'projects/acme-ml/global/networks/n', subnetwork: 'projects/acme-ml/regions/us-central1/subnetworks/s' }],
    [
      'full URLs',
      {
        network: 'https://www.googleapis.com/compute/v1/projects/acme-ml/global/networks/n',
        subnetwork: 'https://www.googleapis.com/compute/v1/projects/acme-ml/regions/us-central1/subnetworks/s',
      },
    ],
  ])('an existing network by %s is taken as given', (_, ids) => {
    const { json } = workloadAdvice({
      storage: ModelStorage.objectStorageMount(),
      network: CloudRunNetwork.fromIds({ ...ids, tags: ['gpu-workers'] }),
    });
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access.network_interfaces[0]).toEqual({
      ...ids,
      tags: ['gpu-workers'],
    });
  });

  test('a subnetwork path given as the network says which is which', () => {
    const path = 'projects/acme-ml/regions/us-central1/subnetworks/s';
    const error = thrown(() =>
      build({ storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.fromIds({ network: path, subnetwork: path }) }),
    );
    expect(error).toMatchObject({ code: 'GPUM-CR-NETWORK', property: 'network.network', value: path });
    expect(error.message).toContain("is a subnetwork's path, given as the network");
  });
});

describe('a bucketName that names a bucket of this app is that bucket (issue 25 §3)', () => {
  const bucketOfThisApp = (stack: TerraformStack, uniformBucketLevelAccess: boolean) =>
    new StorageBucket(stack, 'models', { name: 'acme-models', location: 'US-CENTRAL1', uniformBucketLevelAccess });

  test('by reference, with uniform access: no GPUM-CR-BUCKET-SHARED, and the grant names the bucket by reference', () => {
    const { ids, json } = workloadAdvice((stack) => ({
      storage: CloudRunModelStorage.gcsFuse({ bucketName: bucketOfThisApp(stack, true).name }),
    }));
    expect(ids).not.toContain('GPUM-CR-BUCKET-SHARED');
    expect(only(json, 'google_storage_bucket_iam_member').bucket).toBe(ref(json, 'google_storage_bucket', 'name'));
  });

  test('by its literal name, with uniform access: no warning either', () => {
    const { ids } = workloadAdvice((stack) => {
      bucketOfThisApp(stack, true);
      return { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'acme-models' }) };
    });
    expect(ids).not.toContain('GPUM-CR-BUCKET-SHARED');
  });

  test('a bucket outside this app still warns: its uniform access cannot be checked', () => {
    expect(workloadAdvice({ storage: CloudRunModelStorage.gcsFuse({ bucketName: 'other-models' }) }).ids).toContain(
      'GPUM-CR-BUCKET-SHARED',
    );
  });

  test('by reference, uniform access off: refused, naming the bucket', () => {
    const error = thrown(() =>
      workloadAdvice((stack) => ({ storage: CloudRunModelStorage.gcsFuse({ bucketName: bucketOfThisApp(stack, false).name }) })),
    );
    expect(error).toMatchObject({ code: 'GPUM-CR-BUCKET-UNIFORM-ACCESS', property: 'storage.bucketName.uniformBucketLevelAccess' });
    expect(error.message).toContain('bucketName test/models has uniform_bucket_level_access off');
  });
});

describe('the staging job', () => {
  test('defaults: the pinned image, 16 GiB for an 8 GiB model, labels on the job and its executions', () => {
    const { ids, json } = stage({ labels: { team: 'ml' } });
    expect(ids).not.toContain('GPUM-CR-STAGING-IMAGE');
    expect(ids).not.toContain('GPUM-CR-STAGING-MEMORY');
    const job = only(json, 'google_cloud_run_v2_job');
    expect(job.labels).toEqual({ team: 'ml' });
    expect(job.template.labels).toEqual({ team: 'ml' });
  });

  test('an image pinned by tag or digest passes', () => {
    expect(stage({ image: 'us-docker.pkg.dev/acme-ml/tools/node:22.17.0' }).ids).not.toContain('GPUM-CR-STAGING-IMAGE');
    expect(stage({ image: `node@sha256:${'a'.repeat(64)}` }).ids).not.toContain('GPUM-CR-STAGING-IMAGE');
    expect(stage({ image: 'localhost:5000/node:22' }).ids).not.toContain('GPUM-CR-STAGING-IMAGE');
  });

  test('the largest file: a 10 GB shard for sharded checkpoints, the whole model otherwise', () => {
    expect(largestFile(staged(Size.gigabytes(140), ModelFormat.SAFETENSORS))).toEqual(Size.gigabytes(10));
    expect(largestFile(staged(Size.gigabytes(6), ModelFormat.SAFETENSORS))).toEqual(Size.gigabytes(6));
    expect(largestFile(staged(Size.gibibytes(20), ModelFormat.GGUF))).toEqual(Size.gibibytes(20));
  });

  test('the memory warning gives the need: one whole file plus 2 GiB, or the files past four at once', () => {
    const gguf = stage({ model: staged(Size.gibibytes(20), ModelFormat.GGUF), memory: Size.gibibytes(4) });
    const message = collectAdvice(gguf.stack).find((a) => a.id === 'GPUM-CR-STAGING-MEMORY')!.message;
    expect(message).toContain('needs about 22 GiB');
    expect(message).toContain('a file written again after a broken transfer is staged whole');
    // 140 GB of 10 GB shards with concurrency 4 fits the default 16 GiB: one shard at a time.
    expect(stage({ model: staged(Size.gigabytes(140), ModelFormat.SAFETENSORS), cpu: 8, memory: Size.gibibytes(16) }).ids).not.toContain(
      'GPUM-CR-STAGING-MEMORY',
    );
    const wide = stage({ model: staged(Size.gigabytes(140), ModelFormat.SAFETENSORS), concurrency: 8, cpu: 8, memory: Size.gibibytes(32) });
    expect(collectAdvice(wide.stack).find((a) => a.id === 'GPUM-CR-STAGING-MEMORY')!.message).toMatch(
      /4 file\(s\) past gcsfuse's 4 streaming-write blocks.*or concurrency 4 or less/,
    );
  });

  test('a timeout at or above the estimate passes without a warning', () => {
    expect(stage({ timeout: Duration.hours(2) }).ids).not.toContain('GPUM-CR-STAGING-TIMEOUT');
  });
});
