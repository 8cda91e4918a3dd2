import { EksGpuWorkload, EksGpuWorkloadProps, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack, TerraformVariable, Testing } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { ModelArtifact, ModelFormat } from '../../src/core/model-artifact';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource } from '../../src/core/staging';
import { GpuPlatform } from '../../src/gpu-platform';
import { thrown } from '../support/errors';
import { manifestsOf, onlyManifest, referenceTo } from '../support/manifests';
import { synthJson } from '../support/synth';

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);
const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';

function build(storage: ModelStorage, props: Partial<EksGpuWorkloadProps> = {}, model?: ModelArtifact) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
  });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    model: model ?? new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage,
    ...props,
  });
  const json = synthJson(stack);
  const deployment = onlyManifest(json, 'Deployment');
  const pod = deployment.object.spec.template.spec;
  const env = Object.fromEntries(pod.containers[0].env.map((e: any) => [e.name, e.value]));
  return { stack, json, workload, deployment: deployment.resource, pod, env };
}

const policyOf = (json: any) => JSON.parse(Object.values<any>(json.resource.aws_iam_role_policy)[0].policy);

describe('ModelStorage.objectStorageStream() on EKS', () => {
  const { json, workload, deployment, pod, env } = build(ModelStorage.objectStorageStream());
  const bucket = referenceTo(json, 'aws_s3_bucket', 'bucket');
  const bucketArn = referenceTo(json, 'aws_s3_bucket', 'arn');

  test('the engine gets the s3:// URI of the model prefix (a reference to the new bucket) and the region', () => {
    expect(workload.storageKind).toBe(ModelStorageKind.OBJECT_STORAGE_STREAM);
    expect(env.MODEL_URI).toBe(`s3://${bucket}/models/llama/`);
    expect(env.AWS_REGION).toBe('us-west-2');
    expect(env.AWS_DEFAULT_REGION).toBe('us-west-2');
    expect(env.MODEL_PATH).toBe('/mnt/models/llama');
  });

  test('no volume, no mount, no init container, no PersistentVolume: nothing between the bucket and the engine', () => {
    expect(pod.volumes).toBeUndefined();
    expect(pod.containers[0].volumeMounts).toBeUndefined();
    expect(pod.initContainers).toBeUndefined();
    expect(manifestsOf(json).map((m) => m.object.kind)).not.toEqual(expect.arrayContaining(['PersistentVolume']));
    expect(manifestsOf(json).map((m) => m.object.kind)).not.toEqual(expect.arrayContaining(['PersistentVolumeClaim']));
    expect(pod.containers[0].resources.requests['ephemeral-storage']).toBeUndefined();
  });

  test("the pod's own Pod Identity reads only the model prefix: list with a prefix condition, get under it, nothing else", () => {
    expect(policyOf(json).Statement).toEqual([
      {
        Sid: 'ListModelPrefix',
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: bucketArn,
        Condition: { StringLike: { 's3:prefix': ['models/llama/', 'models/llama/*'] } },
      },
      { Sid: 'ReadModelObjects', Effect: 'Allow', Action: 's3:GetObject', Resource: `${bucketArn}/models/llama/*` },
    ]);
    const account = onlyManifest(json, 'ServiceAccount').object;
    expect(pod.serviceAccountName).toBe(account.metadata.name);
    const association = Object.values<any>(json.resource.aws_eks_pod_identity_association)[0];
    expect(association.service_account).toBe(account.metadata.name);
    expect(association.role_arn).toBe(referenceTo(json, 'aws_iam_role', 'arn', 'Llama_ModelReaderRole'));
    expect(deployment.depends_on).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^aws_eks_pod_identity_association\./),
        expect.stringMatching(/^aws_iam_role_policy\./),
      ]),
    );
  });

  test('modelUri on the construct and on the facade', () => {
    expect(workload.modelUri).toMatch(/^s3:\/\/\$\{TfToken\[TOKEN\.\d+\]\}\/models\/llama\/$/);
    const stack = new TerraformStack(Testing.app(), 'facade');
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', identity: NodeIdentity.createRole({ roleName: 'r' }) });
    const facade = new GpuFunctionWithModel(stack, 'Llama', {
      platform: GpuPlatform.amazonEks({ clusterName: 'demo', region: 'us-west-2', nodePool }),
      image: IMAGE,
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageStream({ bucketName: 'acme-models' }),
    });
    expect(facade.modelUri).toBe('s3://acme-models/models/llama/');
  });

  test('other strategies leave modelUri undefined', () => {
    expect(build(ModelStorage.downloadAtStart()).workload.modelUri).toBeUndefined();
  });
});

describe('streaming with an existing bucket, a KMS key, staging', () => {
  test('a bucket name that is a token stays a reference in MODEL_URI and the grant', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const name = new TerraformVariable(stack, 'bucket', { type: 'string' }).stringValue;
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', identity: NodeIdentity.createRole({ roleName: 'r' }) });
    new EksGpuWorkload(stack, 'Llama', {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      image: IMAGE,
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageStream({ bucketName: name }),
    });
    const json = synthJson(stack);
    const pod = onlyManifest(json, 'Deployment').object.spec.template.spec;
    expect(pod.containers[0].env).toEqual(expect.arrayContaining([{ name: 'MODEL_URI', value: 's3://${var.bucket}/models/llama/' }]));
    expect(json.resource.aws_s3_bucket).toBeUndefined();
  });

  test('a customer-managed key adds kms:Decrypt on that key only', () => {
    const key = 'arn:aws:kms:us-west-2:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const { json } = build(ModelStorage.objectStorageStream({ bucketName: 'acme-models' }), { modelKmsKeyArn: key });
    expect(policyOf(json).Statement).toEqual(
      expect.arrayContaining([{ Sid: 'DecryptModelObjects', Effect: 'Allow', Action: 'kms:Decrypt', Resource: key }]),
    );
  });

  test('a staged model streams the staged revision, after the staging Job, with no marker check on the pod', () => {
    const source = ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
      revision: COMMIT,
      token: HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-AbCdEf'),
    });
    const model = new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), source });
    const { json, workload, deployment, pod, env } = build(ModelStorage.objectStorageStream(), {}, model);
    expect(workload.staging).toBeDefined();
    expect(env.MODEL_URI).toBe(`s3://${referenceTo(json, 'aws_s3_bucket', 'bucket')}/models/llama/${source.revisionDirectory}/`);
    expect(workload.modelUri).toContain(`/models/llama/${source.revisionDirectory}/`);
    // Apply waits for the Job (wait_for_completion), which writes the marker last: the Deployment comes after it.
    const job = Object.entries<any>(json.resource.kubernetes_job_v1)[0];
    expect(job[1].wait_for_completion).toBe(true);
    expect(deployment.depends_on).toContain(`kubernetes_job_v1.${job[0]}`);
    expect(pod.initContainers).toBeUndefined();
    // The reader still reads the whole model prefix, which holds every revision; the writer is the Job's own.
    expect(policyOf(json).Statement[1].Resource).toBe(`${referenceTo(json, 'aws_s3_bucket', 'arn')}/models/llama/*`);
  });
});

describe('what streaming refuses or warns about', () => {
  test('a command line that names the mount path, where nothing is mounted: GPUM-STREAM-MOUNT-PATH', () => {
    const { stack } = build(ModelStorage.objectStorageStream(), {
      command: ['vllm', 'serve'],
      args: ['/mnt/models/llama/', '--port', '8000'],
    });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-STREAM-MOUNT-PATH')?.message).toMatch(/"\/mnt\/models\/llama\/"/);
    const uri = build(ModelStorage.objectStorageStream(), {
      command: ['vllm', 'serve', '$(MODEL_URI)'],
      args: ['--load-format', 'runai_streamer'],
    });
    expect(collectAdvice(uri.stack).map((a) => a.id)).not.toContain('GPUM-STREAM-MOUNT-PATH');
  });

  test('a model that is not safetensors: GPUM-STREAM-FORMAT', () => {
    const model = new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), format: ModelFormat.GGUF });
    const error = thrown(() => build(ModelStorage.objectStorageStream(), {}, model));
    expect(error.code).toBe('GPUM-STREAM-FORMAT');
    expect(error.message).toContain('test/Llama');
  });

  test('an option the strategy does not have (plain JavaScript): GPUM-STORAGE-OPTION-UNSUPPORTED', () => {
    const storage = ModelStorage.objectStorageStream({ bucketName: 'acme-models', cacheSize: Size.gibibytes(1) } as any);
    expect(thrown(() => build(storage)).code).toBe('GPUM-STORAGE-OPTION-UNSUPPORTED');
  });

  test("AWS_REGION is the strategy's: a user variable of that name is refused", () => {
    const error = thrown(() => build(ModelStorage.objectStorageStream(), { environment: { AWS_REGION: 'eu-west-1' } }));
    expect(error.code).toBe('GPUM-EKS-ENV-RESERVED');
  });
});
