import { EksGpuWorkload, EksGpuWorkloadProps, EksModelStaging, EksModelStorage, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';
import { HubToken, ModelSource, StagingMarker, StagingProgram } from '../../src/core/staging';
import { manifestsOf } from '../support/manifests';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { TOKEN_IN_WORDS } from '../../src/core/contract/numbers';
import { Aspects, TerraformVariable, Testing } from '../../src/core/framework';
import { newStack, onlyResource, ref, warningIds } from '../support/stacks';
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
    expect(init.command[2]).toMatch(/--query SecretString --output text > \/var\/run\/gpum-token\/token$/);
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
    [
      'a source prefix holding the destination',
      () => model(ModelSource.objectStorage('s3://acme-models/models/')),
      'GPUM-EKS-STAGING-SOURCE',
    ],
    [
      'a source prefix inside the destination',
      () => model(ModelSource.objectStorage('s3://acme-models/models/llama/old/')),
      'GPUM-EKS-STAGING-SOURCE',
    ],
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

describe("the staging Job's nodeSelector against the app's NodePools", () => {
  const build = (selector: Record<string, string> | undefined, poolCluster = 'demo') => {
    const stack = newStack();
    new EksModelStaging(stack, 'Stage', {
      model: model(ModelSource.huggingFace('acme/tiny', { revision: COMMIT })),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      nodeSelector: selector,
    });
    new GpuNodeClass(stack, 'Gpus', { clusterName: poolCluster, name: 'gpus', identity: NodeIdentity.createRole({ roleName: 'R' }) });
    return stack;
  };
  /** The constructs' own validations, as app.synth() runs them (the test stack has no providers for the rest). */
  const validate = (stack: TerraformStack) => {
    Testing.synth(stack);
    for (const c of stack.node.findAll()) c.node.validate();
  };

  test("GPUM-EKS-STAGING-PLACEMENT: the app's GPU pool, made after the Job, fails at synth naming the pool and the fix", () => {
    expect(() => Testing.synth(build({ 'karpenter.sh/nodepool': 'gpus' }), true)).toThrow(
      expect.objectContaining({
        code: 'GPUM-EKS-STAGING-PLACEMENT',
        value: 'gpus',
        constructPath: 'test/Stage',
        fix: expect.stringContaining('CPU NodePool'),
      }),
    );
  });

  test('GPUM-EKS-STAGING-POOL-UNKNOWN: a pool no GpuNodeClass of the app creates is a warning, not an error', () => {
    const stack = build({ 'karpenter.sh/nodepool': 'cpu' });
    validate(stack);
    const advice = collectAdvice(stack).filter((a) => a.id === 'GPUM-EKS-STAGING-POOL-UNKNOWN');
    expect(advice).toHaveLength(1);
    expect(advice[0].message).toContain('"cpu"');
    expect(advice[0].message).toContain('gpus');
  });

  test("a pool of the same name in another cluster is not the Job's GPU pool: a warning", () => {
    const stack = build({ 'karpenter.sh/nodepool': 'gpus' }, 'other');
    validate(stack);
    expect(warningIds(stack)).toContain('GPUM-EKS-STAGING-POOL-UNKNOWN');
  });

  test('no nodeSelector, or a selector on another label: silent', () => {
    for (const selector of [undefined, { 'kubernetes.io/arch': 'amd64' }]) {
      const stack = build(selector);
      validate(stack);
      expect(warningIds(stack)).not.toContain('GPUM-EKS-STAGING-POOL-UNKNOWN');
    }
  });
});

describe('the hub token secret of EksModelStaging', () => {
  function staged(token: HubToken) {
    const stack = newStack();
    new EksModelStaging(stack, 'Stage', {
      model: model(ModelSource.huggingFace('acme/tiny', { revision: COMMIT, token })),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
    });
    const json = synthJson(stack);
    const grant = findPolicy(json, 'WriterPolicy').doc.Statement.find((s: any) => s.Sid === 'ReadHubToken');
    const init = onlyResource(json, 'kubernetes_job_v1').body.spec.template.spec.init_container[0];
    return { stack, grant, env: Object.fromEntries(init.env.map((e: any) => [e.name, e.value])) };
  }

  test('a partial (name-only) ARN is read as given and granted with the -?????? suffix wildcard', () => {
    const partial = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:hf-token';
    const { stack, grant, env } = staged(HubToken.fromAwsSecretsManager(partial));
    expect(grant.Resource).toBe(`${partial}-??????`);
    expect(env).toEqual({ GPUM_SECRET_ARN: partial, GPUM_SECRET_REGION: 'eu-central-1' });
    expect(warningIds(stack)).not.toContain('GPUM-EKS-STAGING-SECRET-REGION');
  });

  test('a full ARN is granted exactly', () => {
    expect(staged(HubToken.fromAwsSecretsManager(SECRET)).grant.Resource).toBe(SECRET);
  });

  test("a Terraform reference is read in the cluster's region, with a warning that says so", () => {
    const stack = newStack();
    const arn = new TerraformVariable(stack, 'secret_arn', { type: 'string' }).stringValue;
    new EksModelStaging(stack, 'Stage', {
      model: model(ModelSource.huggingFace('acme/tiny', { revision: COMMIT, token: HubToken.fromAwsSecretsManager(arn) })),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
    });
    const json = synthJson(stack);
    const init = onlyResource(json, 'kubernetes_job_v1').body.spec.template.spec.init_container[0];
    expect(init.env).toContainEqual({ name: 'GPUM_SECRET_REGION', value: 'us-west-2' });
    expect(findPolicy(json, 'WriterPolicy').doc.Statement.find((s: any) => s.Sid === 'ReadHubToken').Resource).toBe('${var.secret_arn}');
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-EKS-STAGING-SECRET-REGION');
    expect(warning?.message).toMatch(/region us-west-2.*literal string/);
    expect(warning?.constructPath).toBe('test/Stage');
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

describe('EksModelStaging from an s3:// prefix', () => {
  const SOURCE = 's3://acme-source/exports/llama-8b/';
  function staged(props: Partial<ConstructorParameters<typeof EksModelStaging>[2]> = {}) {
    const stack = newStack();
    const staging = new EksModelStaging(stack, 'Stage', {
      model: model(ModelSource.objectStorage(SOURCE, { revision: 'export-1' })),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      ...props,
    });
    return { stack, staging, json: synthJson(stack) };
  }
  const { staging, json } = staged();
  const pod = onlyResource(json, 'kubernetes_job_v1').body.spec.template.spec;
  const volumes = manifestsOf(json).filter((m) => m.object.kind === 'PersistentVolume');

  test('mounts the source prefix read-only through a second Mountpoint volume and copies it as a directory', () => {
    const source = volumes.find((m) => m.object.spec.csi.volumeAttributes.bucketName === 'acme-source')!;
    expect(source.object.metadata.name).toBe(`${staging.serviceAccountName}-source`);
    expect(source.object.spec.accessModes).toEqual(['ReadOnlyMany']);
    expect(source.object.spec.mountOptions).toEqual(['region us-west-2', 'prefix exports/llama-8b/', 'read-only']);
    expect(source.object.spec.csi.volumeAttributes.authenticationSource).toBe('pod');
    const claim = manifestsOf(json).find(
      (m) => m.object.kind === 'PersistentVolumeClaim' && m.object.metadata.name === source.object.metadata.name,
    )!;
    expect(claim.object.spec.accessModes).toEqual(['ReadOnlyMany']);
    expect(pod.volume).toContainEqual({
      name: 'source',
      persistent_volume_claim: { claim_name: source.object.metadata.name, read_only: true },
    });
    expect(pod.container[0].volume_mount).toContainEqual({ name: 'source', mount_path: '/mnt/gpum-source', read_only: true });
    const env = Object.fromEntries(pod.container[0].env.map((e: any) => [e.name, e.value]));
    expect(env).toMatchObject({
      GPUM_STAGE_SOURCE: 'directory',
      GPUM_STAGE_SOURCE_DIR: '/mnt/gpum-source',
      GPUM_STAGE_DEST: '/mnt/gpum-stage/export-1',
      GPUM_STAGE_RESUME: 'false',
    });
    expect(staging.stagedPath).toBe('models/llama/export-1');
    // The Job waits for the source claim as for the destination's.
    const job = onlyResource(json, 'kubernetes_job_v1').body;
    const claimResource = Object.entries<any>(json.resource.kubernetes_manifest ?? {}).find(
      ([, r]) => r.manifest.metadata.name === source.object.metadata.name && r.manifest.kind === 'PersistentVolumeClaim',
    )!;
    expect(job.depends_on).toContain(`kubernetes_manifest.${claimResource[0]}`);
    // The destination volume is unchanged: read-write, allow-delete.
    const dest = volumes.find((m) => m.object.spec.csi.volumeAttributes.bucketName === 'acme-models')!;
    expect(dest.object.spec.mountOptions).toEqual(['region us-west-2', 'prefix models/llama/', 'allow-delete', 'allow-overwrite']);
  });

  test('the staging role lists and reads the source prefix only, and writes nothing there', () => {
    const statements = findPolicy(json, 'WriterPolicy').doc.Statement;
    const list = statements.find((s: any) => s.Sid === 'ListSourcePrefix');
    expect(list.Action).toBe('s3:ListBucket');
    expect(list.Resource).toMatch(/^arn:\$\{data\.aws_partition\.[^}]+\.partition\}:s3:::acme-source$/);
    expect(list.Condition).toEqual({ StringLike: { 's3:prefix': ['exports/llama-8b/', 'exports/llama-8b/*'] } });
    const read = statements.find((s: any) => s.Sid === 'ReadSourceObjects');
    expect(read.Action).toBe('s3:GetObject');
    expect(read.Resource).toMatch(/:s3:::acme-source\/exports\/llama-8b\/\*$/);
    const onSource = statements.filter((s: any) => JSON.stringify(s.Resource).includes('acme-source'));
    expect(onSource.map((s: any) => s.Sid).sort()).toEqual(['ListSourcePrefix', 'ReadSourceObjects']);
    expect(statements.find((s: any) => s.Sid === 'DecryptSourceObjects')).toBeUndefined();
  });

  test('sourceRegion and sourceKmsKeyArn', () => {
    const key = 'arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const { json: j } = staged({ sourceRegion: 'eu-west-1', sourceKmsKeyArn: key, bucketArn: 'arn:aws:s3:::acme-models' });
    const source = manifestsOf(j).find(
      (m) => m.object.kind === 'PersistentVolume' && m.object.spec.csi.volumeAttributes.bucketName === 'acme-source',
    )!;
    expect(source.object.spec.mountOptions).toEqual(['region eu-west-1', 'prefix exports/llama-8b/', 'read-only']);
    expect(findPolicy(j, 'WriterPolicy').doc.Statement).toContainEqual({
      Sid: 'DecryptSourceObjects',
      Effect: 'Allow',
      Action: 'kms:Decrypt',
      Resource: key,
    });
    // The source bucket's ARN needs the partition even when the destination's ARN is given.
    expect(j.data.aws_partition).toBeDefined();
  });

  test('a hub source creates no source volume and no source statement', () => {
    const stack = newStack();
    new EksModelStaging(stack, 'Stage', {
      model: model(),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      bucketArn: 'arn:aws:s3:::acme-models',
    });
    const j = synthJson(stack);
    expect(manifestsOf(j).filter((m) => m.object.kind === 'PersistentVolume')).toHaveLength(1);
    expect(JSON.stringify(findPolicy(j, 'WriterPolicy').doc)).not.toContain('Source');
    expect(j.data?.aws_partition).toBeUndefined();
  });

  test('the same source bucket outside the destination prefix is accepted', () => {
    expect(() => staged({ bucketName: 'acme-source' })).not.toThrow();
  });
});

describe('retention of old revisions on EKS', () => {
  test('retainRevisions reaches the Job as GPUM_STAGE_RETAIN, through the workload', () => {
    const { stack } = workload(EksModelStorage.mountpoint(), { staging: { retainRevisions: 3 } });
    const env = onlyResource(synthJson(stack), 'kubernetes_job_v1').body.spec.template.spec.container[0].env;
    expect(env).toContainEqual({ name: 'GPUM_STAGE_RETAIN', value: '3' });
    expect(warningIds(stack)).not.toContain('GPUM-STAGING-RETAIN-ONE');
  });

  test('unset: no GPUM_STAGE_RETAIN (every revision kept)', () => {
    const { stack } = workload(EksModelStorage.mountpoint());
    const env = onlyResource(synthJson(stack), 'kubernetes_job_v1').body.spec.template.spec.container[0].env;
    expect(env.map((e: any) => e.name)).not.toContain('GPUM_STAGE_RETAIN');
  });

  test('1 warns that the served revision goes before the rollout', () => {
    const { stack } = workload(EksModelStorage.mountpoint(), { staging: { retainRevisions: 1 } });
    expect(warningIds(stack)).toContain('GPUM-STAGING-RETAIN-ONE');
  });

  test.each([0, -2, 1.5, NaN])('refuses retainRevisions %p with GPUM-STAGING-RETAIN and the construct path', (value) => {
    expect(() => workload(EksModelStorage.mountpoint(), { staging: { retainRevisions: value } })).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-RETAIN',
        constructPath: expect.stringContaining('Staging'),
        property: 'retainRevisions',
      }),
    );
  });
});

describe('staging counts as Terraform tokens on EKS', () => {
  // The staging program reads them from the Job's environment, written at synth: a literal is needed.
  test.each([
    ['retainRevisions', 'GPUM-STAGING-RETAIN'],
    ['concurrency', 'GPUM-STAGING-CONCURRENCY'],
  ] as const)('a token as staging.%s is refused in words, with the construct path', (property, code) => {
    const stack = newStack();
    const count = new TerraformVariable(stack, 'count', { type: 'number' }).numberValue;
    const nodePool = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
    let error: any;
    try {
      new EksGpuWorkload(stack, 'Llama', {
        clusterName: 'demo',
        region: 'us-west-2',
        nodePool,
        image: IMAGE,
        model: model(),
        storage: EksModelStorage.mountpoint(),
        staging: { [property]: count },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code,
      constructPath: 'test/Llama/Staging',
      property,
      value: TOKEN_IN_WORDS,
      fix: expect.stringMatching(/^give a literal /),
    });
    expect(error.message).toContain(`${property} is ${TOKEN_IN_WORDS}`);
    expect(error.message).not.toMatch(/TfToken|e\+\d/);
  });
});

describe('a workload staged from an s3:// prefix under GpuModelChecks', () => {
  function checked(bend?: (w: EksGpuWorkload) => void) {
    const { stack, workload: w } = workload(EksModelStorage.mountpoint(), {
      model: model(ModelSource.objectStorage('s3://acme-exports/exports/llama/')),
    });
    bend?.(w);
    Aspects.of(stack).add(new GpuModelChecks());
    Testing.synth(stack);
    return collectAdvice(stack)
      .filter((a) => a.id?.startsWith('GPUM-CHECK-'))
      .map((a) => `${a.level} ${a.id} ${a.constructPath}`);
  }

  test("the staging role's read of the source prefix is in scope; only the staging volume's documented suppression is reported", () => {
    expect(checked()).toEqual(['info GPUM-CHECK-MOUNT-WRITABLE test/Llama/Staging/Volume']);
  });

  test('a write to the source prefix, or a read of the whole source bucket, is still a finding', () => {
    const findings = checked((w) => {
      const policy = w.staging!.node.findChild('WriterPolicy') as IamRolePolicy;
      policy.addOverride(
        'policy',
        JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            { Effect: 'Allow', Action: 's3:PutObject', Resource: 'arn:aws:s3:::acme-exports/exports/llama/*' },
            { Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::acme-exports/*' },
          ],
        }),
      );
    });
    expect(findings).toContain('error GPUM-CHECK-GRANT-SCOPE test/Llama/Staging/WriterPolicy');
  });
});

describe('two stagings of one revision into one bucket prefix', () => {
  const props = (bucketName: string) => ({ model: model(), clusterName: 'demo', region: 'us-west-2', bucketName });

  test('one literal bucket: refused with the fix; another bucket: accepted', () => {
    const stack = newStack();
    new EksModelStaging(stack, 'A', props('acme-models'));
    expect(() => new EksModelStaging(stack, 'B', props('acme-models'))).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-DUPLICATE',
        constructPath: 'test/B',
        message: expect.stringContaining(`models/llama/${COMMIT}/ in S3 bucket acme-models is already staged by test/A`),
        fix: expect.stringContaining(`ModelSource.preStaged() with storagePath "models/llama/${COMMIT}"`),
      }),
    );
    expect(() => new EksModelStaging(stack, 'C', props('acme-models-2'))).not.toThrow();
  });

  test('two different models into one bucket prefix: refused naming both; the same model: the duplicate code', () => {
    const at = (name: string, source?: ModelSource) =>
      new ModelArtifact({ name, size: Size.gibibytes(16), source: model(source).source, storagePath: 'models/shared' });
    const stage = (stack: TerraformStack, id: string, m: ModelArtifact) =>
      new EksModelStaging(stack, id, { model: m, clusterName: 'demo', region: 'us-west-2', bucketName: 'acme-models' });
    const stack = newStack();
    stage(stack, 'A', at('llama'));
    expect(() => stage(stack, 'B', at('mistral'))).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-CONFLICT',
        constructPath: 'test/B',
        value: `models/shared/${COMMIT}/ in S3 bucket acme-models`,
        message: expect.stringMatching(/staged by test\/A with model "llama" from huggingface:.*test\/B stages model "mistral"/),
        fix: expect.stringContaining('another storagePath'),
      }),
    );
    const otherRepo = ModelSource.huggingFace('meta-llama/Llama-3.1-70B-Instruct', { revision: COMMIT });
    expect(() => stage(stack, 'C', at('llama', otherRepo))).toThrow(
      expect.objectContaining({ code: 'GPUM-STAGING-DESTINATION-CONFLICT', constructPath: 'test/C' }),
    );
    expect(() => stage(stack, 'D', at('llama'))).toThrow(expect.objectContaining({ code: 'GPUM-STAGING-DESTINATION-DUPLICATE' }));
  });

  test('two workloads sharing a bucket of the stack by reference: refused; each its own new bucket: accepted', () => {
    const stack = newStack();
    const nodePool = new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    });
    const base = { clusterName: 'demo', region: 'us-west-2', nodePool, image: IMAGE, model: model() };
    const first = new EksGpuWorkload(stack, 'A', { ...base, storage: EksModelStorage.mountpoint() });
    new EksGpuWorkload(stack, 'B', { ...base, storage: EksModelStorage.mountpoint() });
    expect(
      () => new EksGpuWorkload(stack, 'C', { ...base, storage: EksModelStorage.mountpoint({ bucketName: first.bucketName! }) }),
    ).toThrow(
      expect.objectContaining({
        code: 'GPUM-STAGING-DESTINATION-DUPLICATE',
        message: expect.stringContaining('already staged by test/A/Staging'),
      }),
    );
  });
});

describe('EKS regions against the catalogue (issue 22)', () => {
  const stage = (region: string) => {
    const stack = newStack();
    new EksModelStaging(stack, 'Stage', {
      model: model(ModelSource.huggingFace('acme/tiny', { revision: COMMIT })),
      clusterName: 'demo',
      region,
      bucketName: 'acme-models',
    });
    return stack;
  };

  test('a typo is GPUM-EKS-REGION naming the region meant', () => {
    let error: any;
    try {
      stage('eu-wset-1');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'GPUM-EKS-REGION', value: 'eu-wset-1', fix: 'give eu-west-1', constructPath: 'test/Stage' });
    expect(error.message).toContain('did you mean eu-west-1?');
  });

  test('GPUM-EKS-REGION-UNKNOWN: a well-formed region outside the catalogue warns; a listed one is silent', () => {
    expect(warningIds(stage('ap-central-9'))).toContain('GPUM-EKS-REGION-UNKNOWN');
    for (const region of ['us-west-2', 'ap-southeast-7', 'us-gov-west-1'])
      expect(warningIds(stage(region))).not.toContain('GPUM-EKS-REGION-UNKNOWN');
  });
});

describe("the staging Job's timeout against the EKS staging estimate", () => {
  // 140 GiB (150.3 GB): about 301 s from a hub (500 MB/s), about 120 s from a bucket (the node's 10 Gbit/s).
  const stage = (source: ModelSource, timeout?: Duration) => {
    const stack = newStack();
    new EksModelStaging(stack, 'Stage', {
      model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(140), source }),
      clusterName: 'demo',
      region: 'us-west-2',
      bucketName: 'acme-models',
      timeout,
    });
    return stack;
  };
  const hub = ModelSource.huggingFace('meta-llama/Llama-3.1-70B-Instruct', { revision: COMMIT });
  const bucket = ModelSource.objectStorage('s3://acme-source/llama/');

  test('shorter than the estimate warns with the estimate; the default and a long enough timeout are silent', () => {
    const message = collectAdvice(stage(hub, Duration.minutes(3))).find((a) => a.id === 'GPUM-EKS-STAGING-TIMEOUT')!.message;
    expect(message).toContain('staging timeout 180 s is shorter than the staging estimate of 301 s');
    expect(message).toContain('give at least Duration.seconds(301), or leave timeout out (four times the estimate, at least one hour)');
    expect(warningIds(stage(hub))).not.toContain('GPUM-EKS-STAGING-TIMEOUT');
    expect(warningIds(stage(hub, Duration.minutes(6)))).not.toContain('GPUM-EKS-STAGING-TIMEOUT');
  });

  test("a bucket source is estimated without the hub's throughput", () => {
    expect(warningIds(stage(bucket, Duration.minutes(3)))).not.toContain('GPUM-EKS-STAGING-TIMEOUT');
    expect(warningIds(stage(bucket, Duration.minutes(1)))).toContain('GPUM-EKS-STAGING-TIMEOUT');
  });
});
