import {
  ContainerSnapshotter,
  CpuArchitecture,
  EksImageCacheSnapshot,
  EksImageCacheSnapshotProps,
  GpuNodeClass,
  NodeIdentity,
} from '../../src/aws';
import { TerraformStack, Testing } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { collectAdvice } from '../../src/core/advice';
import { thrown } from '../support/errors';
import { onlyManifest } from '../support/manifests';
import { karpenterViolations, resolveReferences } from '../support/schemas/karpenter-crd';
import { synthJson } from '../support/synth';

const ECR = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;
const PUBLIC = 'public.ecr.aws/docker/library/busybox:1.37';

function build(props: Partial<EksImageCacheSnapshotProps> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const cache = new EksImageCacheSnapshot(stack, 'Cache', {
    images: [ECR, PUBLIC],
    region: 'us-west-2',
    subnetId: 'subnet-0123456789abcdef0',
    securityGroupIds: ['sg-0123456789abcdef0'],
    kubernetesVersion: '1.33',
    ...props,
  });
  const json = synthJson(stack);
  const document = Object.values<any>(json.resource.aws_ssm_document)[0];
  return { stack, cache, json, document, runbook: JSON.parse(document.content) };
}

/**
 * The actions the runbook may use, with the inputs each requires (AWS Systems Manager Automation
 * actions reference: aws:executeAwsApi, aws:runInstances, aws:waitForAwsResourceProperty,
 * aws:runCommand, aws:changeInstanceState).
 */
const ACTIONS: Record<string, string[]> = {
  'aws:executeAwsApi': ['Service', 'Api'],
  'aws:runInstances': ['ImageId'],
  'aws:waitForAwsResourceProperty': ['Service', 'Api', 'PropertySelector', 'DesiredValues'],
  'aws:runCommand': ['DocumentName', 'InstanceIds'],
  'aws:changeInstanceState': ['InstanceIds', 'DesiredState'],
};
/** The outputs a step has without declaring them (aws:runInstances: InstanceIds). */
const BUILT_IN_OUTPUTS: Record<string, string[]> = { 'aws:runInstances': ['InstanceIds'] };

/** Every `{{ name }}` or `{{ step.Output }}` in a value. */
function references(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g)].map((m) => m[1]);
}

describe('the runbook: an SSM Automation document (schemaVersion 0.3) in the manner of bottlerocket-images-cache', () => {
  const { json, runbook, document, cache } = build();
  const steps: any[] = runbook.mainSteps;

  test('an Automation document in JSON, run as the automation role', () => {
    expect(document.document_type).toBe('Automation');
    expect(document.document_format).toBe('JSON');
    expect(runbook.schemaVersion).toBe('0.3');
    expect(runbook.assumeRole).toBe('{{ AutomationAssumeRole }}');
    expect(Object.keys(runbook.parameters).sort()).toEqual(['AutomationAssumeRole', 'ImagesRevision']);
  });

  test('launch, wait for SSM, pull, stop, snapshot the data volume, publish the id, terminate', () => {
    expect(steps.map((s) => `${s.name}:${s.action}`)).toEqual([
      'getAmi:aws:executeAwsApi',
      'ecrToken:aws:executeAwsApi',
      'launch:aws:runInstances',
      'waitForSsm:aws:waitForAwsResourceProperty',
      'pullImages:aws:runCommand',
      'stop:aws:changeInstanceState',
      'findDataVolume:aws:executeAwsApi',
      'snapshot:aws:executeAwsApi',
      'waitForSnapshot:aws:waitForAwsResourceProperty',
      'publish:aws:executeAwsApi',
      'terminate:aws:changeInstanceState',
      'terminateAfterFailure:aws:changeInstanceState',
    ]);
    const byName = Object.fromEntries(steps.map((s) => [s.name, s]));
    expect(byName.getAmi.inputs).toMatchObject({
      Api: 'GetParameter',
      Name: '/aws/service/bottlerocket/aws-k8s-1.33/x86_64/latest/image_id',
    });
    expect(byName.stop.inputs.DesiredState).toBe('stopped');
    expect(byName.findDataVolume.inputs.Filters).toContainEqual({ Name: 'attachment.device', Values: ['/dev/xvdb'] });
    expect(byName.snapshot.inputs).toMatchObject({ Api: 'CreateSnapshot', VolumeId: '{{ findDataVolume.VolumeId }}' });
    expect(byName.waitForSnapshot.inputs).toMatchObject({ Api: 'DescribeSnapshots', DesiredValues: ['completed'] });
    expect(byName.publish.inputs).toEqual({
      Service: 'ssm',
      Api: 'PutParameter',
      Name: cache.parameterName,
      Value: '{{ snapshot.SnapshotId }}',
      Type: 'String',
      Overwrite: true,
    });
    expect(runbook.outputs).toEqual(['snapshot.SnapshotId']);
  });

  test('every step is a real action with its required inputs; names are unique', () => {
    expect(new Set(steps.map((s) => s.name)).size).toBe(steps.length);
    for (const step of steps) {
      expect(Object.keys(ACTIONS)).toContain(step.action);
      for (const input of ACTIONS[step.action])
        expect({ step: step.name, input, has: input in step.inputs }).toEqual({ step: step.name, input, has: true });
      if (step.action === 'aws:changeInstanceState') expect(['running', 'stopped', 'terminated']).toContain(step.inputs.DesiredState);
    }
  });

  test('every reference is a parameter or an output of an earlier step; every onFailure step exists', () => {
    const names = steps.map((s) => s.name);
    for (const [i, step] of steps.entries()) {
      const known = new Set([
        ...Object.keys(runbook.parameters),
        ...steps
          .slice(0, i)
          .flatMap((s) => [
            ...(s.outputs ?? []).map((o: any) => `${s.name}.${o.Name}`),
            ...(BUILT_IN_OUTPUTS[s.action] ?? []).map((o) => `${s.name}.${o}`),
          ]),
      ]);
      for (const ref of references(step.inputs))
        expect({ step: step.name, ref, known: known.has(ref) }).toEqual({ step: step.name, ref, known: true });
      for (const target of [step.onFailure, step.onCancel].filter(Boolean)) expect(names).toContain(String(target).replace(/^step:/, ''));
    }
    // Every step after the launch cleans the instance up when it fails.
    for (const step of steps.slice(names.indexOf('waitForSsm'), names.indexOf('terminate')))
      expect([step.name, step.onFailure]).toEqual([step.name, 'step:terminateAfterFailure']);
    expect(steps.filter((s) => s.isEnd).map((s) => s.name)).toEqual(['terminate', 'terminateAfterFailure']);
  });

  test('the builder: Bottlerocket with the admin container, an encrypted gp3 data volume, tagged at launch', () => {
    const launch = steps.find((s) => s.name === 'launch').inputs;
    expect(Buffer.from(launch.UserData, 'base64').toString()).toBe('[settings.host-containers.admin]\nenabled = true\n');
    expect(launch.BlockDeviceMappings).toEqual([
      { DeviceName: '/dev/xvdb', Ebs: { VolumeSize: 100, VolumeType: 'gp3', Encrypted: true, DeleteOnTermination: true } },
    ]);
    expect(launch).toMatchObject({
      InstanceType: 'm6i.2xlarge',
      SubnetId: 'subnet-0123456789abcdef0',
      SecurityGroupIds: ['sg-0123456789abcdef0'],
    });
    expect(launch.IamInstanceProfileName).toMatch(/^\$\{aws_iam_instance_profile\.\w+\.name\}$/);
    const tags = [{ Key: 'cdktf-gpu-models:image-cache', Value: cache.documentName }];
    expect(launch.TagSpecifications).toEqual([
      { ResourceType: 'instance', Tags: tags },
      { ResourceType: 'volume', Tags: tags },
    ]);
  });

  test('the pulls: ctr into k8s.io, labelled for the CRI, with an ECR token only for ECR images', () => {
    const commands: string[] = steps.find((s) => s.name === 'pullImages').inputs.Parameters.commands;
    expect(commands.filter((c) => c.includes('images pull'))).toEqual([
      `apiclient exec admin sheltie ctr -a /run/containerd/containerd.sock -n k8s.io images pull --label io.cri-containerd.image=managed --user "$ECR_AUTH" '${ECR}'`,
      `apiclient exec admin sheltie ctr -a /run/containerd/containerd.sock -n k8s.io images pull --label io.cri-containerd.image=managed '${PUBLIC}'`,
    ]);
    expect(commands[0]).toBe('set -eu');
    expect(commands[1]).toContain('{{ ecrToken.Token }}');
  });

  test('no Terraform template sequence in the content but the references to its resources', () => {
    const references = document.content.match(/\$\{[^}]*\}/g);
    expect(references).toEqual([expect.stringMatching(/^\$\{aws_iam_instance_profile\.\w+\.name\}$/)]);
    expect(document.content.replace(references[0], '')).not.toMatch(/[$%]\{/);
  });

  test("the association runs the latest runbook with the role and the image list's revision, on no schedule by default", () => {
    const association = Object.values<any>(json.resource.aws_ssm_association)[0];
    expect(association.name).toMatch(/^\$\{aws_ssm_document\.\w+\.name\}$/);
    expect(association.document_version).toBe('$LATEST');
    expect(association.parameters).toEqual({
      AutomationAssumeRole: expect.stringMatching(/^\$\{aws_iam_role\.Cache_AutomationRole_\w+\.arn\}$/),
      ImagesRevision: cache.imagesRevision,
    });
    expect(association.schedule_expression).toBeUndefined();
    expect(association.apply_only_at_cron_interval).toBeUndefined();
    expect(cache.startCommand).toContain(`--document-name ${cache.documentName}`);
  });
});

describe('least privilege', () => {
  const { json } = build();
  const policy = JSON.parse(Object.values<any>(json.resource.aws_iam_role_policy)[0].policy);
  const statements: any[] = policy.Statement;
  const granting = (action: string) => statements.filter((s) => [s.Action].flat().includes(action));

  test('every mutating EC2 call is limited to the builder by its tag', () => {
    for (const action of ['ec2:StopInstances', 'ec2:TerminateInstances', 'ec2:CreateSnapshot', 'ssm:SendCommand']) {
      for (const s of granting(action)) {
        const resources = [s.Resource].flat();
        if (resources.every((r: string) => /:(snapshot|document)\//.test(r))) continue;
        expect({ action, condition: s.Condition }).toEqual({
          action,
          condition: { StringEquals: { 'aws:ResourceTag/cdktf-gpu-models:image-cache': expect.any(String) } },
        });
      }
    }
    const launches = granting('ec2:RunInstances');
    const instances = launches.find((s) => [s.Resource].flat().some((r: string) => r.includes(':instance/')));
    expect(instances.Condition).toEqual({ StringEquals: { 'aws:RequestTag/cdktf-gpu-models:image-cache': expect.any(String) } });
    expect(granting('ec2:CreateTags')[0].Condition).toEqual({ StringEquals: { 'ec2:CreateAction': ['RunInstances', 'CreateSnapshot'] } });
  });

  test('only Describe, List and the ECR token take "*"', () => {
    for (const s of statements.filter((s) => s.Resource === '*'))
      for (const action of [s.Action].flat())
        expect(action).toMatch(/^(ec2:Describe|ssm:(Describe|List|GetCommandInvocation)|ecr:GetAuthorizationToken$)/);
  });

  test('the builder role is passed to EC2 only, and the snapshot id written to its parameter only', () => {
    expect(granting('iam:PassRole')[0]).toMatchObject({ Condition: { StringEquals: { 'iam:PassedToService': 'ec2.amazonaws.com' } } });
    expect(granting('ssm:PutParameter')[0].Resource).toMatch(/:parameter\/cdktf-gpu-models\/image-cache\/[\w.-]+$/);
    const trust = JSON.parse(
      Object.values<any>(json.resource.aws_iam_role).find((r) => r.assume_role_policy.includes('ssm.amazonaws.com')).assume_role_policy,
    );
    expect(trust.Statement[0].Condition).toEqual({
      StringEquals: { 'aws:SourceAccount': expect.stringMatching(/data\.aws_caller_identity/) },
    });
  });

  test('a public image list needs no ECR: no token step, no ECR grants', () => {
    const { json: publicOnly, runbook } = build({ images: [PUBLIC] });
    expect(runbook.mainSteps.map((s: any) => s.name)).not.toContain('ecrToken');
    expect(JSON.stringify(publicOnly.resource.aws_iam_role_policy)).not.toContain('ecr:');
    expect(Object.values<any>(publicOnly.resource.aws_iam_role_policy_attachment).map((a) => a.policy_arn)).toEqual([
      expect.stringMatching(/AmazonSSMManagedInstanceCore$/),
    ]);
  });
});

test('options: arm64 on a pinned release, a larger KMS-encrypted volume, a schedule, a parameter', () => {
  const key = 'arn:aws:kms:us-west-2:123456789012:key/0b0b0b0b-0000-0000-0000-000000000000';
  const { json, runbook, cache } = build({
    architecture: CpuArchitecture.ARM64,
    bottlerocketVersion: '1.57.0',
    dataVolumeSize: Size.gibibytes(300),
    kmsKeyArn: key,
    refreshSchedule: 'rate(7 days)',
    parameterName: '/gpu/llama-cache',
  });
  const steps = Object.fromEntries(runbook.mainSteps.map((s: any) => [s.name, s]));
  expect(steps.getAmi.inputs.Name).toBe('/aws/service/bottlerocket/aws-k8s-1.33/arm64/1.57.0/image_id');
  expect(steps.launch.inputs.InstanceType).toBe('m7g.2xlarge');
  expect(steps.launch.inputs.BlockDeviceMappings[0].Ebs).toMatchObject({ VolumeSize: 300, KmsKeyId: key });
  expect(Object.values<any>(json.resource.aws_ssm_association)[0].schedule_expression).toBe('rate(7 days)');
  expect(cache.parameterName).toBe('/gpu/llama-cache');
  expect(JSON.stringify(json.resource.aws_iam_role_policy)).toContain('kms:GrantIsForAWSResource');
});

test('a new image list changes the association, which State Manager then runs again', () => {
  expect(build({ images: [ECR] }).cache.imagesRevision).not.toBe(build({ images: [ECR, PUBLIC] }).cache.imagesRevision);
  expect(build({ images: [ECR, ECR] }).cache.imagesRevision).toBe(build({ images: [ECR] }).cache.imagesRevision);
});

test('the node class boots from the published snapshot: a data source in its stack, built with overlayfs', () => {
  const app = Testing.app();
  const builder = new TerraformStack(app, 'builder');
  const cache = new EksImageCacheSnapshot(builder, 'Cache', {
    images: [ECR],
    region: 'us-west-2',
    subnetId: 'subnet-0123456789abcdef0',
    kubernetesVersion: '1.33',
  });
  const nodes = new TerraformStack(app, 'nodes');
  new GpuNodeClass(nodes, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.fromRoleName('KarpenterNodeRole-demo'),
    soci: false,
    instanceStoreRaid0: false,
    imageCacheSnapshot: cache.imageCacheSnapshot(nodes),
  });
  expect(cache.builtWithSnapshotter).toBe(ContainerSnapshotter.OVERLAYFS);
  const json = synthJson(nodes);
  const ec2 = onlyManifest(json, 'EC2NodeClass').object;
  const data = Object.entries<any>(json.data.aws_ssm_parameter);
  expect(data.map(([, d]) => d.name)).toEqual([cache.parameterName]);
  expect(ec2.spec.blockDeviceMappings[1].ebs.snapshotID).toBe(`\${data.aws_ssm_parameter.${data[0][0]}.value}`);
  expect(karpenterViolations(resolveReferences(ec2))).toEqual([]);
  // A SOCI node class refuses it: Bottlerocket would wipe an overlayfs-built cache at boot.
  const soci = new TerraformStack(app, 'soci');
  expect(
    thrown(
      () =>
        new GpuNodeClass(soci, 'Gpus', {
          clusterName: 'demo',
          instanceStoreRaid0: false,
          imageCacheSnapshot: cache.imageCacheSnapshot(soci),
        }),
    ).code,
  ).toBe('GPUM-EKS-SNAPSHOT-SNAPSHOTTER');
});

describe('errors: GPUM-EKS-IMAGE-CACHE', () => {
  test.each<[string, Partial<EksImageCacheSnapshotProps>, string]>([
    ['no images', { images: [] }, 'images'],
    ['an image that is no reference', { images: ['not an image'] }, 'images'],
    ['an ECR image of another region', { images: [ECR.replace('us-west-2', 'eu-west-1')] }, 'images'],
    ['a Kubernetes version that is not a minor version', { kubernetesVersion: 'v1.33.2' }, 'kubernetesVersion'],
    ['a Bottlerocket release that is not one', { bottlerocketVersion: 'v1.57' }, 'bottlerocketVersion'],
    ['a parameter that is not a path', { parameterName: 'cache id' }, 'parameterName'],
    ['a pull timeout out of range', { pullTimeoutSeconds: 10 }, 'pullTimeoutSeconds'],
    ['a name SSM refuses', { name: 'a b' }, 'name'],
  ])('%s', (_, props, property) => {
    const error = thrown(() => build(props));
    expect([error.code, error.property]).toEqual(['GPUM-EKS-IMAGE-CACHE', property]);
  });

  test('GPUM-EKS-K8S-VERSION: more than 3 minors past the newest known (1.36) is an error; 1 to 3 past, a warning', () => {
    const error = thrown(() => build({ kubernetesVersion: '1.40' }));
    expect(error).toMatchObject({
      code: 'GPUM-EKS-K8S-VERSION',
      constructPath: 'test/Cache',
      property: 'kubernetesVersion',
      value: '1.40',
    });
    expect(error.fix).toContain('1.36');
    for (const version of ['1.37', '1.39']) {
      const newer = collectAdvice(build({ kubernetesVersion: version }).stack).filter((a) => a.id === 'GPUM-EKS-K8S-VERSION-NEWER');
      expect(newer).toHaveLength(1);
      expect(newer[0].message).toContain(`aws-k8s-${version}`);
    }
    for (const version of ['1.33', '1.36'])
      expect(collectAdvice(build({ kubernetesVersion: version }).stack).map((a) => a.id)).not.toContain('GPUM-EKS-K8S-VERSION-NEWER');
  });

  test('refreshSchedule: AWS cron fields within their ranges (day-of-week 1-7), L/W/# left to State Manager', () => {
    for (const [schedule, message] of [
      ['cron(0 24 ? * SUN *)', /hours field "24" is outside 0-23/],
      ['cron(60 3 ? * SUN *)', /minutes field "60" is outside 0-59/],
      ['cron(0 3 ? * 0 *)', /day-of-week field "0" is outside 1-7/],
    ] as const) {
      const error = thrown(() => build({ refreshSchedule: schedule }));
      expect(error).toMatchObject({ code: 'GPUM-EKS-IMAGE-CACHE', property: 'refreshSchedule', value: schedule });
      expect(error.message).toMatch(message);
    }
    for (const schedule of ['cron(0 3 ? * SUN *)', 'cron(0 3 L * ? *)', 'cron(0 3 ? * MON#1 *)', 'cron(0 3 ? * 7 2030)'])
      expect(() => build({ refreshSchedule: schedule })).not.toThrow();
  });

  test('no images: the error names the empty list and the fix', () => {
    expect(thrown(() => build({ images: [] }))).toMatchObject({
      code: 'GPUM-EKS-IMAGE-CACHE',
      property: 'images',
      value: '[]',
      fix: 'List the images the nodes should boot with',
    });
  });

  test('GPUM-EKS-VOLUME: a data volume gp3 cannot be', () => {
    expect(thrown(() => build({ dataVolumeSize: Size.gibibytes(70000) }))).toMatchObject({
      code: 'GPUM-EKS-VOLUME',
      property: 'dataVolumeSize',
      value: '70000 GiB',
      fix: "gp3 volumes are 1 GiB to 64 TiB, and Karpenter's EC2NodeClass accepts at most 59000Gi",
    });
  });
});
