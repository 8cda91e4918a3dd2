import { EksGpuWorkload, EksGpuWorkloadProps, EksModelStaging, EksModelStorage, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource, StagingMarker, StagingProgram } from '../../src/core/staging';
import { manifestsOf } from '../support/manifests';
import { newStack, onlyResource, ref } from '../support/stacks';
import { synthJson } from '../support/synth';

const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);
const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
const SECRET = 'arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token-AbCdEf';
/** The token's value: the secret holds it, and it must appear nowhere in the configuration. */
const TOKEN_SHAPES = [/hf_[A-Za-z0-9]{10,}/, /GPUM_STAGE_TOKEN"\s*,\s*"value"/];

function model(
  source = ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: COMMIT, token: HubToken.fromAwsSecretsManager(SECRET) }),
) {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), source });
}

function workload(storage: ModelStorage, props: Partial<EksGpuWorkloadProps> = {}): { stack: TerraformStack; workload: EksGpuWorkload } {
  const stack = newStack();
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
  });
  const w = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    model: model(),
    storage,
    ...props,
  });
  return { stack, workload: w };
}

const policyOf = (json: any, name: string) => JSON.parse(json.resource.aws_iam_role_policy[name].policy);
const findPolicy = (json: any, suffix: string) => {
  const name = Object.keys(json.resource.aws_iam_role_policy).find((n) => n.includes(suffix))!;
  return { name, body: json.resource.aws_iam_role_policy[name], doc: policyOf(json, name) };
};

describe('EksGpuWorkload with a hub source and Mountpoint', () => {
  const { stack, workload: w } = workload(EksModelStorage.mountpoint());
  const json = synthJson(stack);
  const job = onlyResource(json, 'kubernetes_job_v1');
  const pod = job.body.spec.template.spec;
  const stagedPath = `models/llama/${COMMIT}`;

  test('a kubernetes_job_v1 that apply waits for, named after the fingerprint', () => {
    expect(job.body.wait_for_completion).toBe(true);
    expect(job.body.timeouts).toEqual({ create: '3600s', update: '3600s' });
    expect(job.body.metadata.name).toBe(w.staging!.jobName);
    expect(w.staging!.jobName).toMatch(new RegExp(`-${w.staging!.spec.fingerprint}$`));
    expect(w.staging!.jobName.length).toBeLessThanOrEqual(63);
    expect(pod.restart_policy).toBe('Never');
    expect(job.body.spec.active_deadline_seconds).toBe(3600);
  });

  test('runs the program from a ConfigMap in the public Node image, on CPU, away from the GPU pool', () => {
    const container = pod.container[0];
    expect(container.image).toBe(StagingProgram.DEFAULT_IMAGE);
    expect(container.command).toEqual(['node', '/opt/gpum/stage-model.js']);
    const configMap = onlyResource(json, 'kubernetes_config_map_v1');
    // Terraform reads "${" as interpolation: the program's own are escaped.
    expect(configMap.body.data['stage-model.js']).toBe(StagingProgram.source().split('${').join('$${').split('%{').join('%%{'));
    expect(pod.volume).toContainEqual({
      name: 'program',
      config_map: { name: ref('kubernetes_config_map_v1', configMap.name, 'metadata[0].name') },
    });
    expect(JSON.stringify(container.resources)).not.toContain('nvidia.com/gpu');
    expect(pod.toleration).toBeUndefined();
    const pool = manifestsOf(json).find((m) => m.object.kind === 'NodePool')!.object.metadata.name;
    expect(
      pod.affinity.node_affinity.required_during_scheduling_ignored_during_execution.node_selector_term[0].match_expressions,
    ).toContainEqual({
      key: 'karpenter.sh/nodepool',
      operator: 'NotIn',
      values: [pool],
    });
  });

  test('writes through a read-write Mountpoint volume of the storagePath, without rename or resume', () => {
    const env = Object.fromEntries(pod.container[0].env.map((e: any) => [e.name, e.value]));
    expect(env).toMatchObject({
      GPUM_STAGE_DEST: `/mnt/gpum-stage/${COMMIT}`,
      GPUM_STAGE_RESUME: 'false',
      GPUM_STAGE_JOB: w.staging!.jobName,
    });
    const pv = manifestsOf(json).find((m) => m.object.kind === 'PersistentVolume' && m.object.spec.accessModes[0] === 'ReadWriteMany')!;
    expect(pv.object.spec.mountOptions).toEqual(['region us-west-2', 'prefix models/llama/', 'allow-delete', 'allow-overwrite']);
    expect(pv.object.spec.mountOptions).not.toContain('read-only');
    expect(pv.object.spec.csi.volumeAttributes).toEqual({ bucketName: expect.any(String), authenticationSource: 'pod' });
  });

  test('the staging identity: its own ServiceAccount and Pod Identity role, writing only under the prefix', () => {
    expect(pod.service_account_name).toBe(w.staging!.serviceAccountName);
    expect(pod.service_account_name).not.toBe(w.serviceAccountName);
    const associations = Object.values<any>(json.resource.aws_eks_pod_identity_association);
    const staging = associations.find((a) => a.service_account === w.staging!.serviceAccountName)!;
    const writer = findPolicy(json, 'WriterPolicy');
    expect(staging.role_arn).toBe(ref('aws_iam_role', writer.body.role.split('.')[1], 'arn'));
    const statements = writer.doc.Statement;
    const write = statements.find((s: any) => s.Sid === 'WriteModelObjects');
    expect(write.Action).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload']);
    expect(write.Resource).toMatch(/^\$\{aws_s3_bucket\.[^}]+\.arn\}\/models\/llama\/\*$/);
    expect(statements.find((s: any) => s.Sid === 'ListModelPrefix').Condition).toEqual({
      StringLike: { 's3:prefix': ['models/llama/', 'models/llama/*'] },
    });
    expect(statements.find((s: any) => s.Sid === 'ReadHubToken')).toEqual({
      Sid: 'ReadHubToken',
      Effect: 'Allow',
      Action: 'secretsmanager:GetSecretValue',
      Resource: SECRET,
    });
  });

  test('the serving identity stays read-only', () => {
    const reader = findPolicy(json, 'ModelReaderPolicy').doc.Statement;
    const actions = reader.flatMap((s: any) => [s.Action].flat());
    expect(actions.sort()).toEqual(['s3:GetObject', 's3:ListBucket']);
    expect(JSON.stringify(reader)).not.toContain('secretsmanager');
  });

  test('the serving volume mounts the versioned prefix read-only at the same MODEL_PATH, waits for the marker, and depends on the Job', () => {
    const deployment = manifestsOf(json).find((m) => m.object.kind === 'Deployment')!;
    const spec = deployment.object.spec.template.spec;
    const serving = manifestsOf(json).find((m) => m.object.kind === 'PersistentVolume' && m.object.spec.accessModes[0] === 'ReadOnlyMany')!;
    expect(serving.object.spec.mountOptions).toContain(`prefix ${stagedPath}/`);
    expect(serving.object.spec.mountOptions).toContain('read-only');
    expect(serving.object.metadata.name).toBe(`${w.workloadName}-${w.staging!.revisionSuffix}-model`);
    expect(spec.containers[0].env).toContainEqual({ name: 'MODEL_PATH', value: '/mnt/models/llama' });
    expect(spec.containers[0].volumeMounts).toContainEqual({ name: 'model', mountPath: '/mnt/models/llama', readOnly: true });
    const wait = spec.initContainers.find((c: any) => c.name === 'wait-for-model');
    expect(wait.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(wait.command[2]).toContain(`gpum_dir='/mnt/models/llama'`);
    expect(wait.command[2]).toContain(StagingMarker.FILE_NAME);
    expect(wait.command[2]).toContain(`kubectl -n default logs job/${w.staging!.jobName}`);
    expect(deployment.resource.depends_on).toContain(`kubernetes_job_v1.${job.name}`);
  });

  test('the hub token is read from Secrets Manager by reference: no token value anywhere in the JSON', () => {
    const init = pod.init_container[0];
    expect(init.env).toContainEqual({ name: 'GPUM_SECRET_ARN', value: SECRET });
    expect(init.command[2]).toContain('aws secretsmanager get-secret-value');
    expect(init.command[2]).toContain('> /var/run/gpum-token/token');
    const env = Object.fromEntries(pod.container[0].env.map((e: any) => [e.name, e.value]));
    expect(env.GPUM_STAGE_TOKEN_FILE).toBe('/var/run/gpum-token/token');
    expect(env.GPUM_STAGE_TOKEN).toBeUndefined();
    expect(pod.volume).toContainEqual({ name: 'hub-token', empty_dir: { medium: 'Memory', size_limit: '1Mi' } });
    const text = JSON.stringify(json);
    for (const shape of TOKEN_SHAPES) expect(text).not.toMatch(shape);
    for (const variable of ['GPUM_STAGE_TOKEN', 'HF_TOKEN', 'MODELSCOPE_API_TOKEN']) expect(text).not.toContain(`"name":"${variable}"`);
  });
});

describe('downloadAtStart with a hub source', () => {
  const { stack, workload: w } = workload(ModelStorage.downloadAtStart());
  const json = synthJson(stack);

  test('downloads the versioned prefix, then checks the marker', () => {
    const spec = manifestsOf(json).find((m) => m.object.kind === 'Deployment')!.object.spec.template.spec;
    expect(spec.initContainers.map((c: any) => c.name)).toEqual(['download-model', 'wait-for-model']);
    expect(JSON.stringify(spec.initContainers[0])).toContain(`/models/llama/${COMMIT}/`);
    expect(w.staging).toBeDefined();
  });
});

describe('EksModelStaging alone', () => {
  test('stages into an existing bucket for a server elsewhere; the job changes name with the revision', () => {
    const names = ['1'.repeat(40), '2'.repeat(40)].map((revision) => {
      const stack = newStack();
      const staging = new EksModelStaging(stack, 'Stage', {
        model: model(ModelSource.huggingFace('acme/tiny', { revision })),
        clusterName: 'demo',
        region: 'us-west-2',
        bucketName: 'acme-models',
      });
      const json = synthJson(stack);
      expect(onlyResource(json, 'kubernetes_job_v1').body.spec.template.spec.init_container).toBeUndefined();
      expect(json.data.aws_partition).toBeDefined();
      return staging.jobName;
    });
    expect(names[0]).not.toBe(names[1]);
  });

  test.each([
    ['a pre-staged model', () => model(ModelSource.preStaged()), 'GPUM-EKS-STAGING-SOURCE'],
    ['a bucket source', () => model(ModelSource.objectStorage('s3://acme-source/models/llama/')), 'GPUM-EKS-STAGING-SOURCE'],
    ['a Google bucket', () => model(ModelSource.objectStorage('gs://acme-source/models/llama/')), 'GPUM-SOURCE-CLOUD'],
    [
      'a Google secret',
      () =>
        model(
          ModelSource.huggingFace('acme/tiny', {
            revision: COMMIT,
            token: HubToken.fromGoogleSecretManager('projects/acme-prod/secrets/hf/versions/1'),
          }),
        ),
      'GPUM-HUB-TOKEN-CLOUD',
    ],
  ])('refuses %s', (_, m, code) => {
    expect(
      () => new EksModelStaging(newStack(), 'Stage', { model: m(), clusterName: 'demo', region: 'us-west-2', bucketName: 'acme-models' }),
    ).toThrow(expect.objectContaining({ code }));
  });
});

describe('workload refusals', () => {
  test('a source with the image strategy has no storage to stage into', () => {
    expect(() => workload(EksModelStorage.containerImage())).toThrow(expect.objectContaining({ code: 'GPUM-EKS-STAGING-STORAGE' }));
  });

  test('staging options on a pre-staged model', () => {
    expect(() => workload(EksModelStorage.mountpoint(), { model: model(ModelSource.preStaged()), staging: { concurrency: 8 } })).toThrow(
      expect.objectContaining({ code: 'GPUM-EKS-STAGING-SOURCE' }),
    );
  });
});
