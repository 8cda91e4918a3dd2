import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { collectAdvice } from '../../src/core/advice';
import { TerraformStack } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { ModelSource } from '../../src/core/staging/model-source';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps, CloudRunModelStorage } from '../../src/google';
import { thrown } from '../support/errors';
import { testApp } from '../support/stacks';
import { baseProps, model, newStack, synthJson } from './support/fixtures';

/*
 * Two Cloud Run workloads on one model bucket (issue 25 §3): CloudRunModelStorage.sharedWith(first)
 * reads the first workload's bucket the same way, through its network, with a read grant of its own on
 * its prefix; nothing is created twice, the second draws no warning, and one model is staged once.
 */

const REVISION = 'a'.repeat(40);

function workload(stack: TerraformStack, id: string, props: Partial<CloudRunGpuWorkloadProps> = {}): CloudRunGpuWorkload {
  return new CloudRunGpuWorkload(stack, id, baseProps(props));
}

/** The advice reported on a construct or below it, as `level id`. */
function adviceOn(scope: { node: { path: string } }, stack: TerraformStack, level = 'warning'): string[] {
  return collectAdvice(stack)
    .filter((a) => a.level === level && (a.constructPath === scope.node.path || a.constructPath.startsWith(`${scope.node.path}/`)))
    .map((a) => a.id ?? a.message);
}

const entries = (json: any, type: string) => Object.entries<any>(json.resource?.[type] ?? {});

describe('CloudRunModelStorage.sharedWith(first)', () => {
  test.each([
    ['gcsFuse() with a Rapid Cache', () => CloudRunModelStorage.gcsFuse({ rapidCache: {} })],
    ['downloadAtStart()', () => CloudRunModelStorage.downloadAtStart()],
    ['the neutral objectStorageMount()', () => ModelStorage.objectStorageMount()],
  ])('two workloads on %s: one bucket, network and cache set, a read grant each, no warning on the second', (_, storage) => {
    const stack = newStack();
    const chat = workload(stack, 'chat', { storage: storage() });
    const batch = workload(stack, 'batch', { storage: CloudRunModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(adviceOn(batch, stack)).toEqual([]);
    expect(batch.storageKind).toBe(chat.storageKind);
    for (const type of ['google_storage_bucket', 'google_compute_network', 'google_compute_subnetwork'])
      expect([type, entries(json, type).length]).toEqual([type, 1]);
    // The first workload's caches serve the bucket for both: a second cache for one bucket and zone fails to apply.
    expect(entries(json, 'google_storage_anywhere_cache').every(([name]) => name.startsWith('chat_'))).toBe(true);
    const [[bucket]] = entries(json, 'google_storage_bucket');
    const grants = entries(json, 'google_storage_bucket_iam_member').map(([, g]) => g);
    expect(grants).toHaveLength(2);
    for (const grant of grants) {
      expect(grant.bucket).toBe(`\${google_storage_bucket.${bucket}.name}`);
      expect(grant.role).toBe('roles/storage.objectViewer');
      expect(grant.condition.expression).toContain('/objects/models/llama/');
    }
    const [[subnetwork]] = entries(json, 'google_compute_subnetwork');
    for (const [, pool] of entries(json, 'google_cloud_run_v2_worker_pool'))
      expect(pool.template.vpc_access.network_interfaces[0].subnetwork).toBe(`\${google_compute_subnetwork.${subnetwork}.id}`);
    expect(batch.modelStore?.bucketName).toBe(chat.modelStore?.bucketName);
    expect(batch.modelStore?.owner).toBe(chat);
  });

  test('a second model at its own prefix: its read grant is on its own prefix', () => {
    const stack = newStack();
    const chat = workload(stack, 'chat', { storage: CloudRunModelStorage.gcsFuse() });
    const embed = workload(stack, 'embed', { model: model({ name: 'bge' }), storage: CloudRunModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(adviceOn(embed, stack)).toEqual([]);
    const embedGrant = entries(json, 'google_storage_bucket_iam_member').find(([name]) => name.startsWith('embed_'))![1];
    expect(embedGrant.condition.expression).toContain('/objects/models/bge/');
    expect(embedGrant.condition.expression).not.toContain('models/llama');
  });

  test("a staged model is staged once: the second workload waits for the first one's job", () => {
    const stack = newStack();
    const staged = () => model({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = workload(stack, 'chat', { model: staged(), storage: CloudRunModelStorage.gcsFuse() });
    const batch = workload(stack, 'batch', { model: staged(), storage: CloudRunModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(entries(json, 'google_cloud_run_v2_job')).toHaveLength(1);
    expect(batch.staging).toBe(chat.staging);
    const [[job]] = entries(json, 'google_cloud_run_v2_job');
    const pool = entries(json, 'google_cloud_run_v2_worker_pool').find(([name]) => name.startsWith('batch_'))![1];
    expect(pool.depends_on).toContain(`google_cloud_run_v2_job.${job}`);
    expect(adviceOn(batch, stack)).toEqual([]);
  });

  test('GPUM-CR-BUCKET-SHARED is not said for a uniform-access bucket of another stack of the app, named by its literal name', () => {
    const app = testApp();
    const storageStack = new TerraformStack(app, 'storage');
    new GoogleProvider(storageStack, 'google', { project: 'acme-ml', region: 'us-central1' });
    new StorageBucket(storageStack, 'models', { name: 'acme-models', location: 'US-CENTRAL1', uniformBucketLevelAccess: true });
    const stack = new TerraformStack(app, 'serving');
    new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
    const chat = workload(stack, 'chat', { storage: CloudRunModelStorage.gcsFuse({ bucketName: 'acme-models' }) });
    synthJson(stack);
    expect(adviceOn(chat, stack)).not.toContain('GPUM-CR-BUCKET-SHARED');
  });
});

describe('CloudRunModelStorage.sharedWith(first) refusals', () => {
  test('GPUM-SHARED-STORE-STACK: the first workload is in another stack', () => {
    const app = testApp();
    const stackIn = (id: string) => {
      const stack = new TerraformStack(app, id);
      new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
      return stack;
    };
    const chat = workload(stackIn('one'), 'chat', { storage: CloudRunModelStorage.gcsFuse() });
    const error = thrown(() => workload(stackIn('two'), 'batch', { storage: CloudRunModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-STACK');
    expect(error.message).toContain('one/chat');
  });

  test('GPUM-SHARED-STORE-REGION: the second workload is in another region', () => {
    const stack = newStack();
    const chat = workload(stack, 'chat', { storage: CloudRunModelStorage.gcsFuse() });
    const error = thrown(() => workload(stack, 'batch', { region: 'europe-west4', storage: CloudRunModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-REGION');
    expect(error.message).toContain('europe-west4');
  });

  test('GPUM-SHARED-STORE-PREFIX: another model at the same storagePath', () => {
    const stack = newStack();
    const chat = workload(stack, 'chat', { storage: CloudRunModelStorage.gcsFuse() });
    const error = thrown(() =>
      workload(stack, 'batch', {
        model: model({ name: 'qwen', storagePath: 'models/llama' }),
        storage: CloudRunModelStorage.sharedWith(chat),
      }),
    );
    expect(error.code).toBe('GPUM-SHARED-STORE-PREFIX');
  });

  test('GPUM-CR-SHARED-STORE: staging options beside a model the first workload stages', () => {
    const stack = newStack();
    const staged = () => model({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = workload(stack, 'chat', { model: staged(), storage: CloudRunModelStorage.gcsFuse() });
    const error = thrown(() =>
      workload(stack, 'batch', { model: staged(), staging: { concurrency: 4 }, storage: CloudRunModelStorage.sharedWith(chat) }),
    );
    expect(error.code).toBe('GPUM-CR-SHARED-STORE');
    expect(error.message).toContain('test/chat');
  });

  test('GPUM-CR-SHARED-STORE: the first workload has no bucket (its model is in its image)', () => {
    const stack = newStack();
    const chat = workload(stack, 'chat');
    const error = thrown(() => workload(stack, 'batch', { storage: CloudRunModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-CR-SHARED-STORE');
    expect(error.message).toContain('test/chat');
  });
});
