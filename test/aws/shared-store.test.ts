import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack } from '../../src/core/framework';
import { ModelArtifact, ModelArtifactProps } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import { EksGpuWorkload, EksGpuWorkloadProps, EksModelStorage, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { thrown } from '../support/errors';
import { synthJson, testApp } from '../support/stacks';

/*
 * Two EKS workloads on one model bucket (issue 25 §3): EksModelStorage.sharedWith(first) reads the
 * first workload's bucket the same way, with a Pod Identity role of its own on its prefix; nothing is
 * created twice, the second draws no warning, and one model is staged once.
 */

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);
const REVISION = 'a'.repeat(40);

function llama(props: Partial<ModelArtifactProps> = {}): ModelArtifact {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), ...props });
}

function setup(app = testApp(), id = 'test') {
  const stack = new TerraformStack(app, id);
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: `KarpenterNodeRole-${id}` }),
  });
  const workload = (wid: string, props: Partial<EksGpuWorkloadProps> = {}) =>
    new EksGpuWorkload(stack, wid, {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      image: IMAGE,
      model: llama(),
      storage: EksModelStorage.mountpoint(),
      ...props,
    });
  return { stack, workload };
}

function warningsOn(scope: { node: { path: string } }, stack: TerraformStack): string[] {
  return collectAdvice(stack)
    .filter((a) => a.level === 'warning' && (a.constructPath === scope.node.path || a.constructPath.startsWith(`${scope.node.path}/`)))
    .map((a) => a.id ?? a.message);
}

const entries = (json: any, type: string) => Object.entries<any>(json.resource?.[type] ?? {});

describe('EksModelStorage.sharedWith(first)', () => {
  test.each([
    ['mountpoint()', () => EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(20) })],
    ['downloadAtStart()', () => ModelStorage.downloadAtStart()],
  ])('two workloads on %s: one bucket, a reader role each on its prefix, no warning on the second', (_, storage) => {
    const { stack, workload } = setup();
    const chat = workload('Chat', { storage: storage() });
    const batch = workload('Batch', { storage: EksModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(warningsOn(batch, stack)).toEqual([]);
    expect(batch.storageKind).toBe(chat.storageKind);
    expect(entries(json, 'aws_s3_bucket')).toHaveLength(1);
    const [[bucket]] = entries(json, 'aws_s3_bucket');
    expect(batch.bucketName).toBe(chat.bucketName);
    expect(entries(json, 'aws_iam_role').filter(([name]) => name.includes('ModelReaderRole'))).toHaveLength(2);
    const policies = entries(json, 'aws_iam_role_policy').filter(([name]) => name.includes('ModelReaderPolicy'));
    expect(policies).toHaveLength(2);
    for (const [, policy] of policies) {
      expect(policy.policy).toContain(`\${aws_s3_bucket.${bucket}.arn}/models/llama/*`);
    }
    expect(batch.modelStore?.owner).toBe(chat);
  });

  test("a staged model is staged once: the second workload waits for the first one's Job", () => {
    const { stack, workload } = setup();
    const staged = () => llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = workload('Chat', { model: staged() });
    const batch = workload('Batch', { model: staged(), storage: EksModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(entries(json, 'kubernetes_job_v1')).toHaveLength(1);
    expect(batch.staging).toBe(chat.staging);
    expect(warningsOn(batch, stack)).toEqual([]);
  });
});

describe('EksModelStorage.sharedWith(first) refusals', () => {
  test('GPUM-SHARED-STORE-STACK: the first workload is in another stack', () => {
    const app = testApp();
    const chat = setup(app, 'one').workload('Chat');
    const error = thrown(() => setup(app, 'two').workload('Batch', { storage: EksModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-STACK');
    expect(error.message).toContain('one/Chat');
  });

  test('GPUM-SHARED-STORE-REGION: the second workload is in another region', () => {
    const { workload } = setup();
    const chat = workload('Chat');
    const error = thrown(() => workload('Batch', { region: 'us-east-1', storage: EksModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-REGION');
  });

  test('GPUM-SHARED-STORE-PREFIX: another model at the same storagePath', () => {
    const { workload } = setup();
    const chat = workload('Chat');
    const error = thrown(() =>
      workload('Batch', { model: llama({ name: 'qwen', storagePath: 'models/llama' }), storage: EksModelStorage.sharedWith(chat) }),
    );
    expect(error.code).toBe('GPUM-SHARED-STORE-PREFIX');
  });

  test('GPUM-EKS-SHARED-STORE: staging options beside a model the first workload stages', () => {
    const { workload } = setup();
    const staged = () => llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = workload('Chat', { model: staged() });
    const error = thrown(() =>
      workload('Batch', { model: staged(), staging: { concurrency: 4 }, storage: EksModelStorage.sharedWith(chat) }),
    );
    expect(error.code).toBe('GPUM-EKS-SHARED-STORE');
    expect(error.message).toContain('test/Chat');
  });

  test('GPUM-EKS-SHARED-STORE: the first workload has no bucket (its model is in its image)', () => {
    const { workload } = setup();
    const chat = workload('Chat', { storage: EksModelStorage.containerImage() });
    const error = thrown(() => workload('Batch', { storage: EksModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-EKS-SHARED-STORE');
  });
});
