import { EksGpuWorkload, EksGpuWorkloadProps, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { CompileCache } from '../../src/core/compile-cache';
import { ContainerImage } from '../../src/core/container-image';
import { ServingEngine } from '../../src/core/engine';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { Aspects, TerraformStack, Testing } from '../../src/core/framework';
import { recordCompileCache } from '../../src/core/model-metadata';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging';
import { onlyManifest, referenceTo } from '../support/manifests';
import { synthJson } from '../support/synth';

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);
const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';

function build(props: Partial<EksGpuWorkloadProps> = {}, model?: ModelArtifact, extend?: (workload: EksGpuWorkload) => void) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    instanceFamilies: ['g6e'],
  });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    gpuCount: 4,
    sharedMemorySize: Size.gibibytes(16),
    model: model ?? new ModelArtifact({ name: 'llama-70b', size: Size.gigabytes(141) }),
    storage: ModelStorage.objectStorageStream(),
    engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
    ...props,
  });
  extend?.(workload);
  Aspects.of(stack).add(new GpuModelChecks());
  const json = synthJson(stack);
  const pod = onlyManifest(json, 'Deployment').object.spec.template.spec;
  const policies = Object.values(json.resource.aws_iam_role_policy as Record<string, any>);
  const checks = collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
  return { json, pod, policies, checks };
}

const envOf = (container: any): Record<string, string> => Object.fromEntries(container.env.map((e: any) => [e.name, e.value]));

describe('a compile cache on EKS', () => {
  test('restores into an emptyDir before the engine, points VLLM_CACHE_ROOT at it, and writes back from a sidecar after /health', () => {
    const { json, pod } = build();
    const bucket = referenceTo(json, 'aws_s3_bucket', 'bucket');
    const [server, writeBack] = pod.containers;
    const restore = pod.initContainers.find((c: any) => c.name === 'restore-compile-cache');
    const uri = `s3://${bucket}/compile-cache/vllm-0.11.0/llama-70b/v1/l40s-tp4`;
    expect(envOf(restore)).toMatchObject({ CACHE_URI: uri, CACHE_DIR: '/var/cache/gpum-compile/root', AWS_REGION: 'us-west-2' });
    expect(restore.command.join(' ')).toContain('"$CACHE_URI/CURRENT"');
    expect(restore.command.join(' ')).toContain('"$CACHE_URI/generations/$gen/"');
    expect(writeBack.name).toBe('write-compile-cache');
    expect(envOf(writeBack)).toMatchObject({ CACHE_URI: uri, ENGINE_PORT: '8000', HEALTH_PATH: '/health' });
    const script = writeBack.command[2];
    // The generation first, the pointer last, then the old generations pruned; nothing when the engine wrote nothing new.
    const pointerWrite = script.indexOf('aws s3 cp --only-show-errors - "$CACHE_URI/CURRENT"');
    expect(script.indexOf('"$CACHE_URI/generations/$gen/"')).toBeGreaterThan(-1);
    expect(script.indexOf('"$CACHE_URI/generations/$gen/"')).toBeLessThan(pointerWrite);
    expect(script.indexOf('prune; echo "wrote compile cache generation $gen"')).toBeGreaterThan(pointerWrite);
    expect(script).toContain('tail -n +3');
    expect(script).toContain('nothing to write back');
    expect(envOf(server).VLLM_CACHE_ROOT).toBe('/var/cache/gpum-compile/root');
    expect(server.volumeMounts).toContainEqual({ name: 'compile-cache', mountPath: '/var/cache/gpum-compile' });
    expect(pod.volumes).toContainEqual({ name: 'compile-cache', emptyDir: { sizeLimit: '10Gi' } });
    for (const c of [restore, writeBack]) expect(c.volumeMounts).toEqual([{ name: 'compile-cache', mountPath: '/var/cache/gpum-compile' }]);
  });

  test('the CompileCacheWriter policy lists, reads, writes and prunes the cache key only; the model policy stays read-only', () => {
    const { json, policies } = build();
    const bucketArn = referenceTo(json, 'aws_s3_bucket', 'arn');
    const writer = policies.find((p) => p.name === 'write-compile-cache');
    const reader = policies.find((p) => p.name === 'read-model');
    expect(writer.role).toBe(reader.role);
    const key = 'compile-cache/vllm-0.11.0/llama-70b/v1/l40s-tp4';
    expect(JSON.parse(writer.policy).Statement).toEqual([
      {
        Sid: 'ListCompileCache',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: bucketArn,
        Condition: { StringLike: { 's3:prefix': [`${key}/`, `${key}/*`] } },
      },
      // Delete: the write-back prunes old generations under the key.
      {
        Sid: 'ReadWriteCompileCache',
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        Resource: `${bucketArn}/${key}/*`,
      },
    ]);
    const readActions = JSON.parse(reader.policy).Statement.flatMap((s: any) => [s.Action].flat());
    expect(readActions).not.toContain('s3:PutObject');
    // The Deployment waits for the writer policy.
    const deployment = Object.values(json.resource)
      .flatMap((r: any) => Object.values(r))
      .find((r: any) => JSON.stringify(r).includes('write-compile-cache') && r.depends_on);
    expect(JSON.stringify((deployment as any).depends_on)).toContain('CompileCacheWriterPolicy');
  });

  test("a staged model's key names its source revision", () => {
    const model = new ModelArtifact({
      name: 'llama-70b',
      size: Size.gigabytes(141),
      source: ModelSource.huggingFace('meta-llama/Llama-3.1-70B-Instruct', { revision: COMMIT }),
    });
    const { pod } = build({ engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ prefix: 'caches/torch' }) }) }, model);
    expect(envOf(pod.containers[1]).CACHE_URI).toMatch(new RegExp(`/caches/torch/vllm-0.11.0/llama-70b/${COMMIT}/l40s-tp4$`));
  });

  test('without a cache: no restore, no sidecar, no variable', () => {
    const { pod: cold } = build({ engine: ServingEngine.vllm() });
    expect(cold.containers).toHaveLength(1);
    expect(cold.initContainers).toBeUndefined();
    expect(envOf(cold.containers[0]).VLLM_CACHE_ROOT).toBeUndefined();
  });

  test('SGLang gets TORCHINDUCTOR_CACHE_DIR', () => {
    const { pod } = build({ engine: ServingEngine.sglang({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }) });
    expect(envOf(pod.containers[0]).TORCHINDUCTOR_CACHE_DIR).toBe('/var/cache/gpum-compile/root');
    expect(envOf(pod.containers[1]).CACHE_URI).toContain('/compile-cache/sglang-0.5.2/');
  });

  test("the grant check accepts the writer's puts under its key, and still flags a recorded writer that puts beyond its key", () => {
    expect(build().checks).toEqual([]);
    const key = 'compile-cache/vllm-0.11.0/llama-70b/v1/l40s-tp4';
    const { checks } = build({}, undefined, (workload) => {
      const extra = new IamRolePolicy(workload, 'Sneaky', {
        name: 'sneaky',
        role: 'r',
        policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            { Effect: 'Allow', Action: 's3:PutObject', Resource: `\${aws_s3_bucket.Llama_ModelBucket_BF5C1BC5.arn}/compile-cache/*` },
          ],
        }),
      });
      recordCompileCache(extra, key);
    });
    expect(checks.map((c) => `${c.id} ${c.constructPath}`)).toEqual(['GPUM-CHECK-GRANT-SCOPE test/Llama/Sneaky']);
  });
});
