import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import * as yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import {
  CapacityType,
  ConsolidationPolicy,
  ContainerSnapshotter,
  CpuArchitecture,
  DisruptionReason,
  GpuNodeClass,
  GpuNodeClassProps,
  ManifestBackend,
  NodeIdentity,
  NodeImage,
  RequirementOperator,
  SecurityGroupSelection,
  SubnetSelection,
} from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { Duration } from '../../src/core/duration';
import { TOKEN_IN_WORDS, TOKEN_INLINE } from '../../src/core/contract/numbers';
import { Fn, TerraformStack, TerraformVariable, Testing } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';
import { manifestsOf, onlyManifest, referenceTo } from '../support/manifests';
import { karpenterViolations, resolveReferences } from '../support/schemas/karpenter-crd';
import { synthJson } from '../support/synth';

function build(props: Partial<GpuNodeClassProps> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodeClass = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', ...props });
  const json = synthJson(stack);
  return { stack, nodeClass, json, ec2: onlyManifest(json, 'EC2NodeClass').object, pool: onlyManifest(json, 'NodePool').object };
}

const expectValid = (json: any) => {
  const manifests = manifestsOf(json);
  expect(manifests.length).toBeGreaterThanOrEqual(2);
  for (const { object } of manifests) expect(karpenterViolations(resolveReferences(object))).toEqual([]);
};

const advice = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);

describe('GpuNodeClass defaults: Bottlerocket, SOCI parallel pull, RAID0 NVMe, created node role', () => {
  const { stack, json, ec2, pool, nodeClass } = build();

  test('the manifests pass the Karpenter v1.14.1 schema and CEL rules', () => expectValid(json));

  test('the EC2NodeClass pins a Bottlerocket alias and names the created role by reference', () => {
    expect(ec2.spec.amiSelectorTerms).toEqual([{ alias: `bottlerocket@v${NodeImage.DEFAULT_BOTTLEROCKET_VERSION}` }]);
    expect(ec2.spec.role).toBe(referenceTo(json, 'aws_iam_role', 'name'));
    expect(ec2.spec.instanceProfile).toBeUndefined();
    expect(ec2.spec.subnetSelectorTerms).toEqual([{ tags: { 'karpenter.sh/discovery': 'demo' } }]);
    expect(ec2.spec.securityGroupSelectorTerms).toEqual([{ tags: { 'karpenter.sh/discovery': 'demo' } }]);
    expect(ec2.spec.instanceStorePolicy).toBe('RAID0');
    expect(ec2.spec.metadataOptions).toEqual({
      httpEndpoint: 'enabled',
      httpProtocolIPv6: 'disabled',
      httpPutResponseHopLimit: 1,
      httpTokens: 'required',
    });
  });

  test('both Bottlerocket volumes are emitted, gp3, encrypted, sized as quantities', () => {
    expect(ec2.spec.blockDeviceMappings).toEqual([
      { deviceName: '/dev/xvda', ebs: { volumeSize: '4Gi', volumeType: 'gp3', encrypted: true, deleteOnTermination: true } },
      {
        deviceName: '/dev/xvdb',
        ebs: { volumeSize: '100Gi', volumeType: 'gp3', iops: 3000, throughput: 600, encrypted: true, deleteOnTermination: true },
      },
    ]);
  });

  test('the user data is TOML with the SOCI parallel-pull-unpack settings and the documented defaults', () => {
    const toml = parseToml(ec2.spec.userData) as any;
    expect(toml.settings['container-runtime']).toEqual({ snapshotter: 'soci' });
    expect(toml.settings['container-runtime-plugins']['soci-snapshotter']).toEqual({
      'pull-mode': 'parallel-pull-unpack',
      'parallel-pull-unpack': {
        'max-concurrent-downloads-per-image': 20,
        'concurrent-download-chunk-size': '16mib',
        'max-concurrent-unpacks-per-image': 12,
        'discard-unpacked-layers': true,
      },
    });
    // Karpenter injects its own RAID0 bootstrap command; the construct must not write one.
    expect(toml.settings['bootstrap-commands']).toBeUndefined();
    expect(nodeClass.userData).toBe(ec2.spec.userData);
    expect(nodeClass.sociEnabled).toBe(true);
  });

  test('the NodePool requires NVIDIA GPUs with local NVMe, taints them, limits and disrupts them gently', () => {
    expect(pool.spec.template.spec.nodeClassRef).toEqual({ group: 'karpenter.k8s.aws', kind: 'EC2NodeClass', name: ec2.metadata.name });
    expect(pool.spec.template.spec.requirements).toEqual([
      { key: 'karpenter.k8s.aws/instance-gpu-manufacturer', operator: 'In', values: ['nvidia'] },
      { key: 'karpenter.k8s.aws/instance-family', operator: 'In', values: ['g5', 'g6', 'g6e'] },
      { key: 'karpenter.k8s.aws/instance-local-nvme', operator: 'Gt', values: ['0'] },
      { key: 'karpenter.sh/capacity-type', operator: 'In', values: ['on-demand'] },
      { key: 'kubernetes.io/arch', operator: 'In', values: ['amd64'] },
    ]);
    expect(pool.spec.template.spec.taints).toEqual([{ key: 'nvidia.com/gpu', effect: 'NoSchedule' }]);
    expect(pool.spec.template.spec.expireAfter).toBe('720h');
    expect(pool.spec.limits).toEqual({ 'nvidia.com/gpu': '8' });
    expect(pool.spec.disruption).toEqual({ consolidationPolicy: 'WhenEmpty', consolidateAfter: '5m', budgets: [{ nodes: '10%' }] });
    expect(nodeClass.nodeSelector).toEqual({ 'karpenter.sh/nodepool': pool.metadata.name });
  });

  test('the node role has the worker, CNI and ECR pull policies and an EC2_LINUX access entry', () => {
    const synthesized = Testing.synth(stack);
    const role = referenceTo(json, 'aws_iam_role', 'name');
    for (const policy of ['AmazonEKSWorkerNodePolicy', 'AmazonEKS_CNI_Policy', 'AmazonEC2ContainerRegistryPullOnly']) {
      expect(synthesized).toHaveResourceWithProperties(
        { tfResourceType: 'aws_iam_role_policy_attachment' },
        { role, policy_arn: `arn:${referenceTo(json, 'data.aws_partition', 'partition')}:iam::aws:policy/${policy}` },
      );
    }
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'aws_eks_access_entry' },
      { cluster_name: 'demo', type: 'EC2_LINUX', principal_arn: referenceTo(json, 'aws_iam_role', 'arn') },
    );
    expect(JSON.parse(Object.values<any>(json.resource.aws_iam_role)[0].assume_role_policy).Statement).toEqual([
      { Effect: 'Allow', Principal: { Service: 'ec2.amazonaws.com' }, Action: ['sts:AssumeRole'] },
    ]);
  });

  test('the EC2NodeClass waits for the role and its access entry; the NodePool for the EC2NodeClass', () => {
    const nodeClassResource = onlyManifest(json, 'EC2NodeClass');
    expect(nodeClassResource.resource.depends_on).toEqual(
      expect.arrayContaining([expect.stringMatching(/^aws_eks_access_entry\./), expect.stringMatching(/^aws_iam_role\./)]),
    );
    expect(onlyManifest(json, 'NodePool').resource.depends_on).toEqual([`kubernetes_manifest.${nodeClassResource.logicalId}`]);
  });

  test("the only advice for the pinned default: Karpenter's controller must be allowed to pass the new role", () => {
    expect(collectAdvice(stack).map((a) => a.id)).toEqual(['GPUM-EKS-NODE-ROLE-PASS']);
    expect(advice(stack, 'GPUM-EKS-NODE-ROLE-PASS')[0].message).toMatch(
      /iam:PassRole on the new node role "Gpus-node-[0-9a-f]{8}".*KarpenterNodeRole-demo.*karpenterControllerRoleName/,
    );
  });

  test('snapshot', () => expect(json).toMatchSnapshot());
});

describe('GpuNodeClass options', () => {
  test('AL2023: nodeadm FastImagePull and RAID0, a single root volume, device plugin warning', () => {
    const { json, ec2, stack, nodeClass } = build({ image: NodeImage.al2023('v20260724') });
    expectValid(json);
    expect(ec2.spec.amiSelectorTerms).toEqual([{ alias: 'al2023@v20260724' }]);
    expect(ec2.spec.blockDeviceMappings).toEqual([
      {
        deviceName: '/dev/xvda',
        rootVolume: true,
        ebs: { volumeSize: '100Gi', volumeType: 'gp3', iops: 3000, throughput: 600, encrypted: true, deleteOnTermination: true },
      },
    ]);
    expect(yaml.load(ec2.spec.userData)).toEqual({
      apiVersion: 'node.eks.aws/v1alpha1',
      kind: 'NodeConfig',
      spec: { featureGates: { FastImagePull: true }, instance: { localStorage: { strategy: 'RAID0' } } },
    });
    expect(nodeClass.sociEnabled).toBe(true);
    expect(advice(stack, 'GPUM-EKS-AL2023-DEVICE-PLUGIN')).toHaveLength(1);
  });

  test('AL2023 with a shell script: a MIME archive with the NodeConfig first', () => {
    const { ec2 } = build({ image: NodeImage.al2023('v20260724'), additionalUserData: '#!/bin/bash\necho hi\n' });
    expect(ec2.spec.userData).toMatch(/^MIME-Version: 1.0\nContent-Type: multipart\/mixed; boundary="cdktf-gpu-models-boundary"/);
    expect(ec2.spec.userData).toContain('Content-Type: application/node.eks.aws\n\napiVersion: "node.eks.aws/v1alpha1"');
    expect(ec2.spec.userData).toContain(
      'Content-Type: text/x-shellscript; charset="us-ascii"\n\n#!/bin/bash\necho hi\n--cdktf-gpu-models-boundary--',
    );
  });

  test('AL2023 user data: a NodeConfig part, a MIME archive refused, nothing generated when nothing is on', () => {
    const { ec2 } = build({
      image: NodeImage.al2023('v20260724'),
      additionalUserData: 'apiVersion: node.eks.aws/v1alpha1\nkind: NodeConfig\nspec: {}\n',
    });
    expect(ec2.spec.userData).toContain('Content-Type: application/node.eks.aws\n\napiVersion: node.eks.aws/v1alpha1\nkind: NodeConfig');
    expect(() => build({ image: NodeImage.al2023('v20260724'), additionalUserData: 'MIME-Version: 1.0\n' })).toThrow(
      /\[GPUM-EKS-USERDATA-AL2023\]/,
    );
    expect(build({ image: NodeImage.al2023('v20260724'), soci: false, instanceStoreRaid0: false }).ec2.spec.userData).toBeUndefined();
    expect(
      build({ image: NodeImage.al2023('v20260724'), soci: false, instanceStoreRaid0: false, additionalUserData: '#!/bin/bash\n' }).ec2.spec
        .userData,
    ).toBe('#!/bin/bash\n');
    // Terraform would read ${HOME} as an interpolation: it is escaped, a cdktf token is not.
    const script = build({
      image: NodeImage.al2023('v20260724'),
      additionalUserData: `#!/bin/bash\necho \${HOME} %{x} ${Fn.upper('a')}\n`,
    });
    expect(script.ec2.spec.userData).toContain('echo $${HOME} %%{x} ${upper("a")}');
    expect(script.nodeClass.userData).toContain('echo ${HOME} %{x}');
  });

  test("an image-cache snapshot on /dev/xvdb, without RAID0, built with the node's snapshotter", () => {
    const { json, ec2 } = build({
      instanceStoreRaid0: false,
      imageCacheSnapshot: {
        snapshotId: 'snap-0123456789abcdef0',
        builtWithSnapshotter: ContainerSnapshotter.SOCI,
        volumeInitializationRateMiBps: 300,
      },
      dataVolume: { size: Size.gibibytes(200), iops: 16000, throughputMiBps: 1000, kmsKeyId: 'alias/ebs' },
    });
    expectValid(json);
    expect(ec2.spec.instanceStorePolicy).toBeUndefined();
    expect(ec2.spec.blockDeviceMappings[1]).toEqual({
      deviceName: '/dev/xvdb',
      ebs: {
        volumeSize: '200Gi',
        volumeType: 'gp3',
        iops: 16000,
        throughput: 1000,
        encrypted: true,
        kmsKeyID: 'alias/ebs',
        deleteOnTermination: true,
        snapshotID: 'snap-0123456789abcdef0',
        volumeInitializationRate: 300,
      },
    });
    expect(onlyManifest(json, 'NodePool').object.spec.template.spec.requirements.map((r: any) => r.key)).not.toContain(
      'karpenter.k8s.aws/instance-local-nvme',
    );
  });

  test('kubelet image GC thresholds go to spec.kubelet', () => {
    const { json, ec2 } = build({ imageGcHighThresholdPercent: 95, imageGcLowThresholdPercent: 90 });
    expectValid(json);
    expect(ec2.spec.kubelet).toEqual({ imageGCHighThresholdPercent: 95, imageGCLowThresholdPercent: 90 });
  });

  test('existing role by name: no IAM resources, the name in spec.role', () => {
    const { json, ec2 } = build({ identity: NodeIdentity.fromRoleName('KarpenterNodeRole-demo') });
    expect(ec2.spec.role).toBe('KarpenterNodeRole-demo');
    expect(json.resource.aws_iam_role).toBeUndefined();
    expect(json.resource.aws_eks_access_entry).toBeUndefined();
  });

  test('existing role as a resource object, with an access entry on request', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const role = new IamRole(stack, 'Existing', { name: 'gpu-nodes', assumeRolePolicy: '{}' });
    new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', identity: NodeIdentity.fromRole(role, { createAccessEntry: true }) });
    const json = synthJson(stack);
    expect(onlyManifest(json, 'EC2NodeClass').object.spec.role).toBe(referenceTo(json, 'aws_iam_role', 'name'));
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'aws_eks_access_entry' },
      { principal_arn: referenceTo(json, 'aws_iam_role', 'arn'), type: 'EC2_LINUX' },
    );
  });

  test('existing role by name with an access entry looks the ARN up', () => {
    const { json } = build({ identity: NodeIdentity.fromRoleName('gpu-nodes', { createAccessEntry: true }) });
    expect(Object.values<any>(json.resource.aws_eks_access_entry)[0].principal_arn).toBe(referenceTo(json, 'data.aws_iam_role', 'arn'));
  });

  test('instance profile instead of a role', () => {
    const { json, ec2 } = build({ identity: NodeIdentity.fromInstanceProfile('KarpenterNodeInstanceProfile') });
    expectValid(json);
    expect(ec2.spec.instanceProfile).toBe('KarpenterNodeInstanceProfile');
    expect(ec2.spec.role).toBeUndefined();
  });

  test('the created role can be passed by the Karpenter controller', () => {
    const { json } = build({
      identity: NodeIdentity.createRole({ karpenterControllerRoleName: 'KarpenterController-demo', ssmManagedInstanceCore: true }),
    });
    const policy = Object.values<any>(json.resource.aws_iam_role_policy)[0];
    expect(policy.role).toBe('KarpenterController-demo');
    expect(JSON.parse(policy.policy).Statement).toEqual([
      {
        Sid: 'AllowPassingGpuNodeRole',
        Effect: 'Allow',
        Action: 'iam:PassRole',
        Resource: referenceTo(json, 'aws_iam_role', 'arn'),
        Condition: { StringEquals: { 'iam:PassedToService': 'ec2.amazonaws.com' } },
      },
    ]);
    expect(Object.values<any>(json.resource.aws_iam_role_policy_attachment).map((a) => a.policy_arn)).toContainEqual(
      expect.stringMatching(/AmazonSSMManagedInstanceCore$/),
    );
  });

  test('no pass-role warning when the controller gets the permission or the role follows the getting-started name', () => {
    const passable = (options: Parameters<typeof NodeIdentity.createRole>[0], clusterName = 'demo') => {
      const stack = new TerraformStack(Testing.app(), 'test');
      new GpuNodeClass(stack, 'Gpus', { clusterName, identity: NodeIdentity.createRole(options) });
      return advice(stack, 'GPUM-EKS-NODE-ROLE-PASS').length === 0;
    };
    expect(passable({ karpenterControllerRoleName: 'KarpenterController-demo' })).toBe(true);
    expect(passable({ roleName: 'KarpenterNodeRole-demo' })).toBe(true);
    expect(passable({ roleName: 'KarpenterNodeRole-other' })).toBe(false);
    expect(passable({ roleName: 'gpu-nodes' })).toBe(false);
    // A cluster name known only at apply: the getting-started prefix is the best synth can check.
    expect(passable({ roleName: 'KarpenterNodeRole-prod' }, Fn.lower('PROD'))).toBe(true);
    expect(passable({}, Fn.lower('PROD'))).toBe(false);
  });

  test('subnets and security groups by ID, Terraform references included', () => {
    const { json, ec2 } = build({
      subnets: SubnetSelection.fromIds(['subnet-0a1b2c3d', '${aws_subnet.private.id}']),
      securityGroups: SecurityGroupSelection.fromIds(['sg-0a1b2c3d']),
    });
    expectValid(json);
    expect(ec2.spec.subnetSelectorTerms).toEqual([{ id: 'subnet-0a1b2c3d' }, { id: '${aws_subnet.private.id}' }]);
    expect(ec2.spec.securityGroupSelectorTerms).toEqual([{ id: 'sg-0a1b2c3d' }]);
  });

  test('scheduling options', () => {
    const { json, pool } = build({
      minLocalNvme: Size.gibibytes(400),
      gpuNames: ['l40s'],
      instanceFamilies: ['g6e'],
      capacityTypes: [CapacityType.SPOT, CapacityType.ON_DEMAND],
      additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GT, values: ['1'] }],
      gpuLimit: 32,
      cpuLimit: 512,
      memoryLimit: Size.gibibytes(4096),
      consolidationPolicy: ConsolidationPolicy.WHEN_EMPTY_OR_UNDERUTILIZED,
      consolidateAfter: Duration.minutes(90),
      disruptionBudgets: [{ nodes: '0', schedule: '0 9 * * mon-fri', duration: Duration.hours(8) }, { nodes: '1' }],
      expireAfter: Duration.hours(24 * 7),
      terminationGracePeriod: Duration.hours(1),
      weight: 50,
    });
    expectValid(json);
    expect(pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-local-nvme',
      operator: 'Gt',
      values: ['399'],
    });
    expect(pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-gpu-name',
      operator: 'In',
      values: ['l40s'],
    });
    expect(pool.spec.template.spec.terminationGracePeriod).toBe('1h');
    expect(pool.spec.template.spec.expireAfter).toBe('168h');
    // Canonical quantities: 4096Gi is 4Ti.
    expect(pool.spec.limits).toEqual({ 'nvidia.com/gpu': '32', cpu: '512', memory: '4Ti' });
    expect(pool.spec.disruption).toEqual({
      consolidationPolicy: 'WhenEmptyOrUnderutilized',
      consolidateAfter: '1h30m',
      budgets: [{ nodes: '0', schedule: '0 9 * * mon-fri', duration: '8h' }, { nodes: '1' }],
    });
    expect(pool.spec.weight).toBe(50);
  });

  test('Gte/Lte requirements and minValues reach the NodePool and pass the CRD', () => {
    const { json, pool } = build({
      additionalRequirements: [
        { key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GTE, values: ['2'] },
        { key: 'karpenter.k8s.aws/instance-gpu-memory', operator: RequirementOperator.LTE, values: ['49152'] },
        {
          key: 'karpenter.k8s.aws/instance-size',
          operator: RequirementOperator.IN,
          values: ['12xlarge', '24xlarge', '48xlarge'],
          minValues: 2,
        },
      ],
    });
    expectValid(json);
    expect(pool.spec.template.spec.requirements.slice(-3)).toEqual([
      { key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Gte', values: ['2'] },
      { key: 'karpenter.k8s.aws/instance-gpu-memory', operator: 'Lte', values: ['49152'] },
      { key: 'karpenter.k8s.aws/instance-size', operator: 'In', values: ['12xlarge', '24xlarge', '48xlarge'], minValues: 2 },
    ]);
    expect(() =>
      build({
        karpenterVersion: '1.9.0',
        additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.LTE, values: ['4'] }],
      }),
    ).not.toThrow();
  });

  test('the kubectl backend applies the same objects as YAML, server-side, waiting for finalizers on destroy', () => {
    const { json } = build({ manifestBackend: ManifestBackend.kubectlManifest() });
    expectValid(json);
    const nodeClass = onlyManifest(json, 'EC2NodeClass');
    expect(nodeClass.resourceType).toBe('kubectl_manifest');
    expect(nodeClass.resource).toMatchObject({ server_side_apply: true, field_manager: 'cdktf-gpu-models', wait: true });
    expect(json.resource.kubernetes_manifest).toBeUndefined();
    const viaKubernetes = build();
    expect(nodeClass.object).toEqual(viaKubernetes.ec2);
  });

  test('@latest is allowed with a warning', () => {
    const { stack, ec2 } = build({ image: NodeImage.bottlerocketLatest() });
    expect(ec2.spec.amiSelectorTerms).toEqual([{ alias: 'bottlerocket@latest' }]);
    expect(advice(stack, 'GPUM-EKS-AMI-LATEST')).toHaveLength(1);
    expect(advice(build({ image: NodeImage.al2023Latest() }).stack, 'GPUM-EKS-AMI-LATEST')).toHaveLength(1);
  });
});

describe('GpuNodeClass synth-time rules', () => {
  const fails = (props: Partial<GpuNodeClassProps>, code: string) =>
    expect(() => build(props)).toThrow(new RegExp(`\\[${code}\\] test/Gpus: `));

  test("GPUM-EKS-CLUSTER-MISMATCH: subnets or security groups discovered by another cluster's tag", () => {
    const error = thrown(() => build({ subnets: SubnetSelection.discovery('staging') }));
    expect(error).toMatchObject({ code: 'GPUM-EKS-CLUSTER-MISMATCH', constructPath: 'test/Gpus', value: 'staging' });
    expect(error.fix).toContain("SubnetSelection.discovery('demo')");
    fails({ securityGroups: SecurityGroupSelection.fromTags({ 'karpenter.sh/discovery': 'staging' }) }, 'GPUM-EKS-CLUSTER-MISMATCH');
    // Its own cluster, any cluster ("*"), other tags and IDs place nodes where the class says.
    for (const subnets of [
      SubnetSelection.discovery('demo'),
      SubnetSelection.fromTags({ 'karpenter.sh/discovery': '*' }),
      SubnetSelection.fromTags({ tier: 'private' }),
      SubnetSelection.fromIds(['subnet-0123456789abcdef0']),
    ]) {
      expect(() => build({ subnets })).not.toThrow();
    }
  });

  test('GPUM-EKS-SNAPSHOT: a snapshot ID that is not snap- and 8 or 17 hex digits', () => {
    const props = (snapshotId: string) => ({ instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId } });
    for (const bad of [
      'ami-0123456789abcdef0',
      'snap-0123',
      'snap-0123456789ABCDEF0',
      'arn:aws:ec2:us-west-2::snapshot/snap-0123456789abcdef0',
      '',
    ]) {
      const error = thrown(() => build(props(bad)));
      expect(error).toMatchObject({
        code: 'GPUM-EKS-SNAPSHOT',
        constructPath: 'test/Gpus',
        property: 'imageCacheSnapshot.snapshotId',
        value: bad,
      });
      expect(error.fix).toContain('snap-0123456789abcdef0');
    }
    for (const good of ['snap-0123abcd', 'snap-0123456789abcdef0']) expect(() => build(props(good))).not.toThrow();
  });

  test('SOCI needs Bottlerocket >= 1.44.0', () => {
    fails({ image: NodeImage.bottlerocket('1.43.2') }, 'GPUM-EKS-SOCI-VERSION');
    expect(() => build({ image: NodeImage.bottlerocket('1.44.0'), instanceStoreRaid0: false })).not.toThrow();
  });

  test('SOCI turned on through additionalUserData is held to the same floor', () => {
    fails(
      {
        image: NodeImage.bottlerocket('1.40.0'),
        soci: false,
        instanceStoreRaid0: false,
        additionalUserData: '[settings.container-runtime]\nsnapshotter = "soci"\n',
      },
      'GPUM-EKS-SOCI-VERSION',
    );
  });

  test('RAID0 on Bottlerocket needs Bottlerocket >= 1.22.0 and Karpenter >= 1.1', () => {
    fails({ image: NodeImage.bottlerocket('1.21.0'), soci: false }, 'GPUM-EKS-RAID0-VERSION');
    fails({ karpenterVersion: '1.0.8' }, 'GPUM-EKS-RAID0-KARPENTER');
    expect(() => build({ karpenterVersion: '1.1.0', image: NodeImage.bottlerocket('1.46.0') })).not.toThrow();
  });

  test('the SOCI store on NVMe needs Bottlerocket >= 1.46 and Karpenter >= 1.8: warned otherwise', () => {
    expect(advice(build({ image: NodeImage.bottlerocket('1.45.1') }).stack, 'GPUM-EKS-SOCI-STORE-ON-EBS')).toHaveLength(1);
    expect(advice(build({ karpenterVersion: '1.7.3' }).stack, 'GPUM-EKS-SOCI-STORE-ON-EBS')).toHaveLength(1);
    expect(
      advice(build({ karpenterVersion: '1.8.0', image: NodeImage.bottlerocket('1.46.0') }).stack, 'GPUM-EKS-SOCI-STORE-ON-EBS'),
    ).toHaveLength(0);
    expect(
      advice(build({ image: NodeImage.bottlerocket('1.45.1'), instanceStoreRaid0: false }).stack, 'GPUM-EKS-SOCI-STORE-ON-EBS'),
    ).toHaveLength(0);
  });

  test('AL2023 FastImagePull needs an EKS AMI >= v20250821', () => {
    fails({ image: NodeImage.al2023('v20250701') }, 'GPUM-EKS-FAST-IMAGE-PULL-VERSION');
    expect(() => build({ image: NodeImage.al2023('v20250701'), soci: false })).not.toThrow();
  });

  test('RAID0 with a hand-written ephemeral-storage bootstrap command', () => {
    const command =
      '[settings.bootstrap-commands.k8s-ephemeral-storage]\ncommands = [["apiclient", "ephemeral-storage", "init"], ["apiclient", "ephemeral-storage", "bind", "--dirs", "/var/lib/containerd"]]\nessential = true\nmode = "always"\n';
    fails({ additionalUserData: command }, 'GPUM-EKS-RAID0-BOOTSTRAP-CONFLICT');
    const { ec2 } = build({ instanceStoreRaid0: false, additionalUserData: command });
    expect((parseToml(ec2.spec.userData) as any).settings['bootstrap-commands']['k8s-ephemeral-storage'].mode).toBe('always');
  });

  test("an image-cache snapshot with a hand-written bind over containerd's or SOCI's store", () => {
    const snapshot = { instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } };
    const bind = (...args: string[]) =>
      `[settings.bootstrap-commands.nvme]\ncommands = [["apiclient", "ephemeral-storage", "init"], ${JSON.stringify(['apiclient', 'ephemeral-storage', 'bind', ...args])}]\nessential = true\nmode = "always"\n`;
    fails({ ...snapshot, additionalUserData: bind() }, 'GPUM-EKS-SNAPSHOT-BIND');
    expect(() => build({ ...snapshot, additionalUserData: bind() })).toThrow(/without --dirs binds Bottlerocket's defaults/);
    fails({ ...snapshot, additionalUserData: bind('--dirs', '/var/lib/kubelet', '/var/lib/containerd/') }, 'GPUM-EKS-SNAPSHOT-BIND');
    expect(() => build({ ...snapshot, additionalUserData: bind('--dirs', '/var/lib/soci-snapshotter', '/var/log/pods') })).toThrow(
      /over \/var\/lib\/soci-snapshotter hides/,
    );
    const { ec2 } = build({ ...snapshot, additionalUserData: bind('--dirs', '/var/lib/kubelet', '/var/log/pods') });
    expect((parseToml(ec2.spec.userData) as any).settings['bootstrap-commands'].nvme.commands[1]).toEqual([
      'apiclient',
      'ephemeral-storage',
      'bind',
      '--dirs',
      '/var/lib/kubelet',
      '/var/log/pods',
    ]);
    // Without a snapshot there is nothing to hide.
    expect(() => build({ instanceStoreRaid0: false, additionalUserData: bind() })).not.toThrow();
  });

  test('a bootstrap command must state mode and essential (Karpenter writes a missing mode as "")', () => {
    const command = (extra: string) =>
      `[settings.bootstrap-commands.sysctl]\ncommands = [["sysctl", "-w", "vm.max_map_count=262144"]]\n${extra}`;
    fails({ additionalUserData: command('essential = false\n') }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
    fails({ additionalUserData: command('mode = "always"\n') }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
    fails({ additionalUserData: command('mode = ""\nessential = false\n') }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
    fails({ additionalUserData: command('mode = "sometimes"\nessential = false\n') }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
    fails({ additionalUserData: command('mode = "once"\nessential = "yes"\n') }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
    const { ec2 } = build({ additionalUserData: command('mode = "once"\nessential = false\n') });
    expect((parseToml(ec2.spec.userData) as any).settings['bootstrap-commands'].sysctl).toEqual({
      commands: [['sysctl', '-w', 'vm.max_map_count=262144']],
      mode: 'once',
      essential: false,
    });
  });

  test('an image-cache snapshot with RAID0, or with another snapshotter than it was built with', () => {
    fails(
      { imageCacheSnapshot: { snapshotId: 'snap-0123abcd', builtWithSnapshotter: ContainerSnapshotter.SOCI } },
      'GPUM-EKS-SNAPSHOT-RAID0',
    );
    fails({ instanceStoreRaid0: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } }, 'GPUM-EKS-SNAPSHOT-SNAPSHOTTER');
    fails(
      {
        instanceStoreRaid0: false,
        soci: false,
        imageCacheSnapshot: { snapshotId: 'snap-0123abcd', builtWithSnapshotter: ContainerSnapshotter.SOCI },
      },
      'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
    );
    expect(() => build({ instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } })).not.toThrow();
    fails(
      { image: NodeImage.al2023('v20260724'), instanceStoreRaid0: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } },
      'GPUM-EKS-SNAPSHOT-AL2023',
    );
    fails(
      { instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd', volumeInitializationRateMiBps: 50 } },
      'GPUM-EKS-SNAPSHOT',
    );
    fails(
      {
        instanceStoreRaid0: false,
        soci: false,
        karpenterVersion: '1.4.0',
        imageCacheSnapshot: { snapshotId: 'snap-0123abcd', volumeInitializationRateMiBps: 200 },
      },
      'GPUM-EKS-KARPENTER-FEATURE',
    );
  });

  test('[settings.kubernetes] keys Karpenter drops, or decodes as another type', () => {
    fails({ additionalUserData: '[settings.kubernetes]\nmax-parallel-image-pulls = 4\n' }, 'GPUM-EKS-USERDATA-K8S-DROPPED');
    expect(() => build({ additionalUserData: '[settings.kubernetes]\nimage-minimum-gc-age = "2h"\n' })).toThrow(/image-minimum-gc-age/);
    fails({ additionalUserData: '[settings.kubernetes]\nimage-gc-high-threshold-percent = 90\n' }, 'GPUM-EKS-USERDATA-K8S-TYPE');
    expect(() => build({ additionalUserData: '[settings.kubernetes]\nimage-gc-high-threshold-percent = 90\n' })).toThrow(
      /write image-gc-high-threshold-percent = "90"/,
    );
    const { ec2, stack } = build({
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-demo'),
      additionalUserData: '[settings.kubernetes]\nregistry-qps = 20\nregistry-burst = 40\n',
    });
    expect((parseToml(ec2.spec.userData) as any).settings.kubernetes).toEqual({ 'registry-qps': 20, 'registry-burst': 40 });
    expect(collectAdvice(stack)).toEqual([]);
  });

  test('keys Karpenter overwrites are warned about', () => {
    const { stack } = build({ additionalUserData: '[settings.kubernetes]\ncluster-name = "other"\n' });
    expect(advice(stack, 'GPUM-EKS-USERDATA-OVERWRITTEN')).toHaveLength(1);
    const gc = build({
      imageGcHighThresholdPercent: 90,
      imageGcLowThresholdPercent: 80,
      additionalUserData: '[settings.kubernetes]\nimage-gc-low-threshold-percent = "70"\n',
    });
    expect(advice(gc.stack, 'GPUM-EKS-USERDATA-OVERWRITTEN')[0].message).toMatch(/image-gc-low-threshold-percent/);
  });

  test('invalid TOML and what Karpenter cannot keep', () => {
    fails({ additionalUserData: '[settings.kubernetes\nfoo = ' }, 'GPUM-EKS-USERDATA-TOML');
    fails({ additionalUserData: 'motd = "hi"\n' }, 'GPUM-EKS-USERDATA-TOPLEVEL');
    fails({ additionalUserData: '[settings.container-runtime]\nsnapshotter = "overlayfs"\n' }, 'GPUM-EKS-USERDATA-CONFLICT');
    fails(
      { additionalUserData: '[settings.container-runtime-plugins.soci-snapshotter]\npull-mode = "soci-v2"\n' },
      'GPUM-EKS-USERDATA-CONFLICT',
    );
    fails(
      { soci: false, additionalUserData: '[settings.container-runtime-plugins.soci-snapshotter]\npull-mode = "lazy"\n' },
      'GPUM-EKS-SOCI-PULL-MODE',
    );
    fails({ additionalUserData: '[settings.bootstrap-commands.x]\ncommands = "reboot"\n' }, 'GPUM-EKS-USERDATA-BOOTSTRAP');
  });

  test("the user's TOML is merged with the generated settings", () => {
    const { ec2 } = build({
      additionalUserData: '[settings.kernel.sysctl]\n"vm.max_map_count" = "262144"\n[settings.container-runtime]\nsnapshotter = "soci"\n',
    });
    const toml = parseToml(ec2.spec.userData) as any;
    expect(toml.settings.kernel.sysctl['vm.max_map_count']).toBe('262144');
    expect(toml.settings['container-runtime-plugins']['soci-snapshotter']['pull-mode']).toBe('parallel-pull-unpack');
  });

  test('SOCI tuning', () => {
    const { ec2 } = build({
      sociParallelPull: {
        maxConcurrentDownloadsPerImage: 10,
        concurrentDownloadChunkSize: Size.mebibytes(8),
        discardUnpackedLayers: false,
        maxConcurrentDownloads: 40,
      },
    });
    expect((parseToml(ec2.spec.userData) as any).settings['container-runtime-plugins']['soci-snapshotter']['parallel-pull-unpack']).toEqual(
      {
        'max-concurrent-downloads-per-image': 10,
        'concurrent-download-chunk-size': '8mib',
        'max-concurrent-unpacks-per-image': 12,
        'discard-unpacked-layers': false,
        'max-concurrent-downloads': 40,
      },
    );
    fails({ soci: false, sociParallelPull: {} }, 'GPUM-EKS-SOCI-TUNING');
    fails({ image: NodeImage.al2023('v20260724'), sociParallelPull: {} }, 'GPUM-EKS-SOCI-TUNING');
    fails({ sociParallelPull: { maxConcurrentUnpacksPerImage: 0 } }, 'GPUM-EKS-SOCI-TUNING');
    fails({ sociParallelPull: { concurrentDownloadChunkSize: Size.kibibytes(1500) } }, 'GPUM-EKS-SOCI-TUNING');
  });

  test('values the CRDs or EC2 reject', () => {
    fails({ name: 'GPU_nodes' }, 'GPUM-EKS-NAME');
    fails({ tags: { 'karpenter.sh/nodepool': 'x' } }, 'GPUM-EKS-TAGS');
    fails({ imageGcHighThresholdPercent: 80, imageGcLowThresholdPercent: 80 }, 'GPUM-EKS-IMAGE-GC');
    fails({ imageGcHighThresholdPercent: 101 }, 'GPUM-EKS-IMAGE-GC');
    fails({ additionalRequirements: [{ key: 'karpenter.sh/nodepool', operator: RequirementOperator.EXISTS }] }, 'GPUM-EKS-REQUIREMENT');
    fails(
      { additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GT, values: ['-1'] }] },
      'GPUM-EKS-REQUIREMENT',
    );
    fails({ instanceFamilies: [] }, 'GPUM-EKS-REQUIREMENT');
    fails(
      { additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GTE, values: ['1', '2'] }] },
      'GPUM-EKS-REQUIREMENT',
    );
    fails(
      {
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.IN, values: ['g5'], minValues: 2 },
        ],
      },
      'GPUM-EKS-REQUIREMENT',
    );
    fails(
      { additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.EXISTS, minValues: 51 }] },
      'GPUM-EKS-REQUIREMENT',
    );
    fails(
      { additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.EXISTS, minValues: 0.5 }] },
      'GPUM-EKS-REQUIREMENT',
    );
    fails(
      {
        karpenterVersion: '1.8.2',
        additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GTE, values: ['2'] }],
      },
      'GPUM-EKS-KARPENTER-FEATURE',
    );
    fails({ disruptionBudgets: [{ nodes: '10%', schedule: '@daily' }] }, 'GPUM-EKS-DISRUPTION-BUDGET');
    fails({ disruptionBudgets: [{ nodes: 'ten' }] }, 'GPUM-EKS-DISRUPTION-BUDGET');
    fails({ disruptionBudgets: [{ nodes: '1', schedule: '@daily', duration: Duration.seconds(90) }] }, 'GPUM-EKS-DISRUPTION-BUDGET');
    fails({ dataVolume: { iops: 100 } }, 'GPUM-EKS-VOLUME');
    fails({ rootVolume: { size: Size.tebibytes(60) } }, 'GPUM-EKS-VOLUME');
    fails({ image: NodeImage.al2023('v20260724'), dataVolume: { size: Size.gibibytes(10) } }, 'GPUM-EKS-DATA-VOLUME-AL2023');
    fails({ karpenterVersion: 'v1' }, 'GPUM-EKS-KARPENTER-VERSION');
    fails({ karpenterVersion: '0.37.0' }, 'GPUM-EKS-KARPENTER-VERSION');
    fails({ consolidationPolicy: ConsolidationPolicy.BALANCED, karpenterVersion: '1.13.0' }, 'GPUM-EKS-KARPENTER-FEATURE');
    fails({ instanceStoreRaid0: false, minLocalNvme: Size.gibibytes(100) }, 'GPUM-EKS-NVME');
    fails({ weight: 0 }, 'GPUM-EKS-WEIGHT');
    fails({ gpuLimit: 0 }, 'GPUM-EKS-LIMITS');
  });

  const BOOTSTRAP_SHAPE = 'commands = [["cmd", "arg", ...], ...], mode = "always" | "once" | "off" and essential = true | false, all three';
  const DNS_LABEL = 'use at most 63 lower-case letters, digits and "-", starting and ending with a letter or digit';
  test.each<[string, Partial<GpuNodeClassProps>, Record<string, string | undefined>]>([
    [
      'an AL2023 MIME archive',
      { image: NodeImage.al2023('v20260724'), additionalUserData: 'MIME-Version: 1.0\n' },
      {
        code: 'GPUM-EKS-USERDATA-AL2023',
        property: 'additionalUserData',
        value: 'MIME-Version: 1.0\n',
        fix: 'give one NodeConfig YAML document or one shell script',
      },
    ],
    [
      'empty AL2023 user data',
      { image: NodeImage.al2023('v20260724'), additionalUserData: ' \n' },
      {
        code: 'GPUM-EKS-USERDATA-AL2023',
        property: 'additionalUserData',
        value: ' \n',
        fix: 'remove it or give a NodeConfig YAML document or a shell script',
      },
    ],
    [
      'SOCI tuning with soci off',
      { soci: false, sociParallelPull: {} },
      { code: 'GPUM-EKS-SOCI-TUNING', property: 'soci, sociParallelPull', value: undefined, fix: 'enable soci or remove the tuning' },
    ],
    [
      'SOCI tuning on AL2023',
      { image: NodeImage.al2023('v20260724'), sociParallelPull: {} },
      { code: 'GPUM-EKS-SOCI-TUNING', property: 'sociParallelPull', fix: 'Remove it, or use NodeImage.bottlerocket()' },
    ],
    [
      'no unpacks per image',
      { sociParallelPull: { maxConcurrentUnpacksPerImage: 0 } },
      {
        code: 'GPUM-EKS-SOCI-TUNING',
        property: 'sociParallelPull.maxConcurrentUnpacksPerImage',
        value: '0',
        fix: 'give a whole number of at least 1',
      },
    ],
    [
      'a chunk size of part of a MiB',
      { sociParallelPull: { concurrentDownloadChunkSize: Size.kibibytes(1500) } },
      {
        code: 'GPUM-EKS-SOCI-TUNING',
        property: 'sociParallelPull.concurrentDownloadChunkSize',
        value: '1.46 MiB',
        fix: 'give whole mebibytes, for example Size.mebibytes(16)',
      },
    ],
    [
      'user data that is not TOML',
      { additionalUserData: '[settings.kubernetes\nfoo = ' },
      {
        code: 'GPUM-EKS-USERDATA-TOML',
        property: 'additionalUserData',
        value: '[settings.kubernetes\nfoo = ',
        fix: 'Fix the TOML; Bottlerocket settings look like [settings.kubernetes] followed by key = "value" lines',
      },
    ],
    [
      'settings that are not a table',
      { additionalUserData: 'settings = 5\n' },
      { code: 'GPUM-EKS-USERDATA-TOML', property: 'additionalUserData', value: 'settings = 5', fix: '"settings" must be a table' },
    ],
    [
      'a top-level key',
      { additionalUserData: 'motd = "hi"\n' },
      { code: 'GPUM-EKS-USERDATA-TOPLEVEL', property: 'additionalUserData', value: 'motd', fix: 'Move them under [settings.<name>]' },
    ],
    [
      'a kubernetes key Karpenter drops',
      { additionalUserData: '[settings.kubernetes]\nmax-parallel-image-pulls = 4\n' },
      {
        code: 'GPUM-EKS-USERDATA-K8S-DROPPED',
        property: 'additionalUserData',
        value: 'settings.kubernetes.max-parallel-image-pulls',
        fix: 'Remove them, or set the kubelet option through the EC2NodeClass fields this construct exposes',
      },
    ],
    [
      'an integer Karpenter decodes as a string',
      { additionalUserData: '[settings.kubernetes]\nimage-gc-high-threshold-percent = 90\n' },
      {
        code: 'GPUM-EKS-USERDATA-K8S-TYPE',
        property: 'additionalUserData',
        value: 'settings.kubernetes.image-gc-high-threshold-percent = 90',
        fix: 'Karpenter decodes it as a string (write image-gc-high-threshold-percent = "90")',
      },
    ],
    [
      'a bootstrap command without mode and essential',
      { additionalUserData: '[settings.bootstrap-commands.x]\ncommands = "reboot"\n' },
      {
        code: 'GPUM-EKS-USERDATA-BOOTSTRAP',
        property: 'additionalUserData',
        value: 'settings.bootstrap-commands.x = {"commands":"reboot"}',
        fix: BOOTSTRAP_SHAPE,
      },
    ],
    [
      'an ephemeral-storage command with RAID0',
      {
        additionalUserData:
          '[settings.bootstrap-commands.nvme]\ncommands = [["apiclient", "ephemeral-storage", "init"]]\nessential = true\nmode = "always"\n',
      },
      {
        code: 'GPUM-EKS-RAID0-BOOTSTRAP-CONFLICT',
        property: 'additionalUserData, instanceStoreRaid0',
        value: 'apiclient ephemeral-storage init',
        fix: 'Remove the command, or set instanceStoreRaid0: false to bind the NVMe disks yourself',
      },
    ],
    [
      "a bind over containerd's store with an image-cache snapshot",
      {
        instanceStoreRaid0: false,
        soci: false,
        imageCacheSnapshot: { snapshotId: 'snap-0123abcd' },
        additionalUserData:
          '[settings.bootstrap-commands.nvme]\ncommands = [["apiclient", "ephemeral-storage", "bind"]]\nessential = true\nmode = "always"\n',
      },
      {
        code: 'GPUM-EKS-SNAPSHOT-BIND',
        property: 'additionalUserData, imageCacheSnapshot',
        value: 'apiclient ephemeral-storage bind',
        fix: 'Bind only --dirs /var/lib/kubelet /var/log/pods, or drop the snapshot',
      },
    ],
    [
      'a snapshotter Bottlerocket does not have',
      { soci: false, instanceStoreRaid0: false, additionalUserData: '[settings.container-runtime]\nsnapshotter = "stargz"\n' },
      {
        code: 'GPUM-EKS-SOCI-SNAPSHOTTER',
        property: 'additionalUserData',
        value: 'settings.container-runtime.snapshotter = "stargz"',
        fix: 'Bottlerocket accepts "overlayfs" or "soci"',
      },
    ],
    [
      'a lazy-loading pull mode',
      { soci: false, additionalUserData: '[settings.container-runtime-plugins.soci-snapshotter]\npull-mode = "lazy"\n' },
      {
        code: 'GPUM-EKS-SOCI-PULL-MODE',
        property: 'additionalUserData',
        value: 'settings.container-runtime-plugins.soci-snapshotter.pull-mode = "lazy"',
        fix: 'Bottlerocket accepts only "parallel-pull-unpack" (no lazy loading)',
      },
    ],
    [
      'a setting the props generate otherwise',
      { additionalUserData: '[settings.container-runtime]\nsnapshotter = "overlayfs"\n' },
      {
        code: 'GPUM-EKS-USERDATA-CONFLICT',
        property: 'additionalUserData',
        value: 'settings.container-runtime.snapshotter = "overlayfs"',
        fix: 'Remove the key from additionalUserData and use the prop (soci, sociParallelPull)',
      },
    ],
    [
      'a root volume larger than the CRD admits',
      { rootVolume: { size: Size.tebibytes(60) } },
      {
        code: 'GPUM-EKS-VOLUME',
        property: 'rootVolume.size',
        value: '61440 GiB',
        fix: "gp3 volumes are 1 GiB to 64 TiB, and Karpenter's EC2NodeClass accepts at most 59000Gi",
      },
    ],
    [
      'more IOPS than the data volume size allows',
      { dataVolume: { size: Size.gibibytes(10), iops: 5001, throughputMiBps: 125 } },
      { code: 'GPUM-EKS-VOLUME', property: 'dataVolume.iops', value: '5001', fix: 'give the volume at least 11 GiB, or at most 5000 IOPS' },
    ],
    [
      'more throughput than the root volume IOPS allow',
      { rootVolume: { throughputMiBps: 1000 } },
      {
        code: 'GPUM-EKS-VOLUME',
        property: 'rootVolume.throughputMiBps',
        value: '1000',
        fix: 'provision at least 4000 IOPS, or lower the throughput',
      },
    ],
    ['a name that is no DNS label', { name: 'GPU_nodes' }, { code: 'GPUM-EKS-NAME', property: 'name', value: 'GPU_nodes', fix: DNS_LABEL }],
    [
      'a pre-pull namespace that is no DNS label',
      { imagePrePull: { images: [], namespace: 'Kube_System' } },
      { code: 'GPUM-EKS-NAME', property: 'imagePrePull.namespace', value: 'Kube_System', fix: DNS_LABEL },
    ],
    [
      'minLocalNvme without RAID0',
      { instanceStoreRaid0: false, minLocalNvme: Size.gibibytes(100) },
      {
        code: 'GPUM-EKS-NVME',
        property: 'minLocalNvme, instanceStoreRaid0',
        value: undefined,
        fix: 'Remove minLocalNvme or turn instanceStoreRaid0 on',
      },
    ],
    [
      'a Karpenter version that is no version',
      { karpenterVersion: 'v1' },
      {
        code: 'GPUM-EKS-KARPENTER-VERSION',
        property: 'karpenterVersion',
        value: 'v1',
        fix: 'give the installed chart\'s version, for example "1.14.1"',
      },
    ],
    [
      'a Karpenter before v1',
      { karpenterVersion: '0.37.0' },
      { code: 'GPUM-EKS-KARPENTER-VERSION', property: 'karpenterVersion', value: '0.37.0', fix: 'upgrade Karpenter to 1.x' },
    ],
    [
      'SOCI on Bottlerocket 1.43',
      { image: NodeImage.bottlerocket('1.43.2') },
      {
        code: 'GPUM-EKS-SOCI-VERSION',
        property: 'image',
        value: 'bottlerocket@v1.43.2',
        fix: `Pin NodeImage.bottlerocket('${NodeImage.DEFAULT_BOTTLEROCKET_VERSION}') or set soci: false`,
      },
    ],
    [
      'RAID0 on Bottlerocket 1.21',
      { image: NodeImage.bottlerocket('1.21.0'), soci: false },
      {
        code: 'GPUM-EKS-RAID0-VERSION',
        property: 'image',
        value: 'bottlerocket@v1.21.0',
        fix: 'Pin a newer release or set instanceStoreRaid0: false',
      },
    ],
    [
      'RAID0 on Bottlerocket with Karpenter 1.0',
      { karpenterVersion: '1.0.8' },
      {
        code: 'GPUM-EKS-RAID0-KARPENTER',
        property: 'karpenterVersion',
        value: '1.0.8',
        fix: 'Upgrade Karpenter or set instanceStoreRaid0: false',
      },
    ],
    [
      'FastImagePull on an older EKS AMI',
      { image: NodeImage.al2023('v20250701') },
      {
        code: 'GPUM-EKS-FAST-IMAGE-PULL-VERSION',
        property: 'image',
        value: 'al2023@v20250701',
        fix: 'Pin a newer release or set soci: false',
      },
    ],
    [
      'Balanced consolidation on Karpenter 1.13',
      { consolidationPolicy: ConsolidationPolicy.BALANCED, karpenterVersion: '1.13.0' },
      {
        code: 'GPUM-EKS-KARPENTER-FEATURE',
        property: 'consolidationPolicy',
        value: 'Balanced',
        fix: 'consolidationPolicy Balanced needs Karpenter >= 1.14.0',
      },
    ],
    [
      'a Gte requirement on Karpenter 1.8',
      {
        karpenterVersion: '1.8.2',
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: ['xlarge'] },
          { key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GTE, values: ['2'] },
        ],
      },
      {
        code: 'GPUM-EKS-KARPENTER-FEATURE',
        property: 'additionalRequirements[1].operator',
        value: 'Gte',
        fix: 'Use Gt/Lt, or upgrade Karpenter and its CRDs',
      },
    ],
    [
      'a volume initialization rate on Karpenter 1.4',
      {
        instanceStoreRaid0: false,
        soci: false,
        karpenterVersion: '1.4.0',
        imageCacheSnapshot: { snapshotId: 'snap-0123abcd', volumeInitializationRateMiBps: 200 },
      },
      {
        code: 'GPUM-EKS-KARPENTER-FEATURE',
        property: 'imageCacheSnapshot.volumeInitializationRateMiBps',
        value: '200',
        fix: 'volumeInitializationRateMiBps needs Karpenter >= 1.5.0',
      },
    ],
    [
      'image GC thresholds that are equal',
      { imageGcHighThresholdPercent: 80, imageGcLowThresholdPercent: 80 },
      {
        code: 'GPUM-EKS-IMAGE-GC',
        property: 'imageGcHighThresholdPercent, imageGcLowThresholdPercent',
        value: '80, 80',
        fix: 'imageGcHighThresholdPercent (80) must be greater than imageGcLowThresholdPercent (80)',
      },
    ],
    [
      'a data volume on AL2023',
      { image: NodeImage.al2023('v20260724'), dataVolume: { size: Size.gibibytes(10) } },
      { code: 'GPUM-EKS-DATA-VOLUME-AL2023', property: 'dataVolume', value: undefined, fix: 'Size it with rootVolume' },
    ],
    [
      'an image-cache snapshot on AL2023',
      { image: NodeImage.al2023('v20260724'), instanceStoreRaid0: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } },
      { code: 'GPUM-EKS-SNAPSHOT-AL2023', property: 'imageCacheSnapshot', fix: 'Use NodeImage.bottlerocket() or remove it' },
    ],
    [
      'an image-cache snapshot with RAID0',
      { imageCacheSnapshot: { snapshotId: 'snap-0123abcd', builtWithSnapshotter: ContainerSnapshotter.SOCI } },
      {
        code: 'GPUM-EKS-SNAPSHOT-RAID0',
        property: 'imageCacheSnapshot, instanceStoreRaid0',
        fix: 'Set instanceStoreRaid0: false to boot from the snapshot, or drop the snapshot',
      },
    ],
    [
      'an overlayfs snapshot on SOCI nodes',
      { instanceStoreRaid0: false, imageCacheSnapshot: { snapshotId: 'snap-0123abcd' } },
      {
        code: 'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
        property: 'imageCacheSnapshot.builtWithSnapshotter',
        value: 'overlayfs',
        fix: 'Build the snapshot on a node with the same snapshotter and say so with builtWithSnapshotter: ContainerSnapshotter.SOCI, or set soci: false',
      },
    ],
    [
      'a restricted requirement key',
      { additionalRequirements: [{ key: 'karpenter.sh/nodepool', operator: RequirementOperator.EXISTS }] },
      {
        code: 'GPUM-EKS-REQUIREMENT',
        property: 'additionalRequirements[0]',
        value: 'karpenter.sh/nodepool Exists []',
        fix: '"karpenter.sh/nodepool" is restricted',
      },
    ],
    [
      'no instance families',
      { instanceFamilies: [] },
      {
        code: 'GPUM-EKS-REQUIREMENT',
        property: 'instanceFamilies',
        value: 'karpenter.k8s.aws/instance-family In []',
        fix: 'In and NotIn need at least one value',
      },
    ],
    [
      'minValues above 50',
      { additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.EXISTS, minValues: 51 }] },
      {
        code: 'GPUM-EKS-REQUIREMENT',
        property: 'additionalRequirements[0]',
        value: 'karpenter.k8s.aws/instance-family Exists []',
        fix: 'give a whole number from 1 to 50',
      },
    ],
    [
      'a disruption budget of "ten" nodes',
      { disruptionBudgets: [{ nodes: '1' }, { nodes: 'ten' }] },
      {
        code: 'GPUM-EKS-DISRUPTION-BUDGET',
        property: 'disruptionBudgets[1]',
        value: '{"nodes":"ten"}',
        fix: 'nodes must be a count ("1") or a percentage ("10%")',
      },
    ],
    [
      'a tag Karpenter reserves',
      { tags: { 'karpenter.sh/nodepool': 'x' } },
      { code: 'GPUM-EKS-TAGS', property: 'tags.karpenter.sh/nodepool', value: 'karpenter.sh/nodepool', fix: 'Remove it' },
    ],
  ])('%s: the error names the property, the bad value and the fix', (_name, props, fields) => {
    expect(thrown(() => build(props))).toMatchObject({ constructPath: 'test/Gpus', ...fields });
  });

  test('gp3 limits: each value in range and the ratios between them', () => {
    const volume = (dataVolume: Partial<GpuNodeClassProps['dataVolume']>) =>
      build({ dataVolume: { size: Size.gibibytes(100), ...dataVolume } });
    const volumeFails = (dataVolume: Partial<GpuNodeClassProps['dataVolume']>, why: RegExp) =>
      expect(() => volume(dataVolume)).toThrow(new RegExp(`\\[GPUM-EKS-VOLUME\\] test/Gpus: .*${why.source}`));
    // The current gp3 maxima: 2000 MiB/s (with at least 8000 IOPS) and 80,000 IOPS (on at least 160 GiB).
    expect(volume({ size: Size.gibibytes(160), iops: 80000, throughputMiBps: 2000 }).ec2.spec.blockDeviceMappings[1].ebs).toMatchObject({
      iops: 80000,
      throughput: 2000,
    });
    expect(() => volume({ iops: 8000, throughputMiBps: 2000 })).not.toThrow();
    volumeFails({ iops: 80000, throughputMiBps: 2001 }, /throughputMiBps is 2001/);
    volumeFails({ size: Size.gibibytes(200), iops: 80001 }, /iops is 80001/);
    // Throughput at most 0.25 MiB/s per provisioned IOPS; 3000 IOPS (the baseline) when unset.
    volumeFails({ iops: 3000, throughputMiBps: 751 }, /751 MiB\/s with 3000 IOPS exceeds .*at most 750 MiB\/s.*at least 3004 IOPS/);
    // The Bottlerocket root volume provisions no IOPS: it has the baseline.
    expect(() => build({ rootVolume: { throughputMiBps: 1000 } })).toThrow(
      /\[GPUM-EKS-VOLUME\] test\/Gpus: rootVolume: 1000 MiB\/s with 3000 IOPS \(the gp3 baseline\)/,
    );
    expect(() => volume({ iops: 3000, throughputMiBps: 750 })).not.toThrow();
    // IOPS above the baseline at most 500 per GiB; the baseline itself on any size.
    volumeFails({ size: Size.gibibytes(10), iops: 5001, throughputMiBps: 125 }, /5001 IOPS on 10 GiB exceeds .*at least 11 GiB/);
    expect(() => volume({ size: Size.gibibytes(10), iops: 5000, throughputMiBps: 125 })).not.toThrow();
    expect(() => build({ rootVolume: { size: Size.gibibytes(1), iops: 3000, throughputMiBps: 125 } })).not.toThrow();
    // AL2023's root volume is held to the same limits.
    expect(() => build({ image: NodeImage.al2023('v20260724'), rootVolume: { throughputMiBps: 1000 } })).toThrow(
      /\[GPUM-EKS-VOLUME\] test\/Gpus: rootVolume: 1000 MiB\/s with 3000 IOPS/,
    );
    // Sizes up to what the EC2NodeClass CRD admits.
    expect(volume({ size: Size.gibibytes(59000) }).ec2.spec.blockDeviceMappings[1].ebs.volumeSize).toBe('59000Gi');
    volumeFails({ size: Size.gibibytes(59001) }, /the size is 59001 GiB/);
  });

  test('factories reject malformed input', () => {
    expect(() => NodeImage.bottlerocket('1.46')).toThrow(/GPUM-EKS-AMI-VERSION/);
    expect(() => NodeImage.al2023('2025-08-21')).toThrow(/GPUM-EKS-AMI-VERSION/);
    expect(() => SubnetSelection.fromIds(['subnet_1'])).toThrow(/GPUM-EKS-SELECTOR/);
    expect(() => SubnetSelection.fromTags({})).toThrow(/GPUM-EKS-SELECTOR/);
    expect(() => SecurityGroupSelection.fromNames([])).toThrow(/GPUM-EKS-SELECTOR/);
    expect(() => NodeIdentity.fromRoleName('arn:aws:iam::1:role/x')).toThrow(/GPUM-EKS-NODE-ROLE/);
    expect(() => NodeIdentity.fromInstanceProfile('arn:aws:iam::1:instance-profile/x')).toThrow(/GPUM-EKS-INSTANCE-PROFILE/);
  });

  test('factories throw coded errors that name the property and the bad value', () => {
    expect(thrown(() => SubnetSelection.fromIds(['subnet-0a', 'subnet_1']))).toMatchObject({
      message: '[GPUM-EKS-SELECTOR] "subnet_1" is not a subnet ID: give IDs like subnet-0123456789abcdef0',
      code: 'GPUM-EKS-SELECTOR',
      property: 'subnetIds',
      value: 'subnet_1',
      constructPath: undefined,
    });
    expect(thrown(() => SecurityGroupSelection.fromIds([]))).toMatchObject({
      code: 'GPUM-EKS-SELECTOR',
      property: 'securityGroupIds',
      value: '[]',
    });
    expect(thrown(() => SecurityGroupSelection.fromNames([]))).toMatchObject({ code: 'GPUM-EKS-SELECTOR', property: 'names' });
    expect(thrown(() => SubnetSelection.fromTags({ team: '' }))).toMatchObject({ property: 'tags', value: '{"team":""}' });
    expect(thrown(() => NodeImage.bottlerocket('1.46'))).toMatchObject({
      code: 'GPUM-EKS-AMI-VERSION',
      property: 'version',
      value: '1.46',
      fix: "Give major.minor.patch, for example NodeImage.bottlerocket('1.57.0')",
    });
    expect(thrown(() => NodeImage.al2023('2025-08-21'))).toMatchObject({ code: 'GPUM-EKS-AMI-VERSION', value: '2025-08-21' });
    expect(thrown(() => NodeIdentity.fromRoleName(''))).toMatchObject({ code: 'GPUM-EKS-NODE-ROLE', property: 'roleName', value: '' });
    expect(thrown(() => NodeIdentity.fromRoleName('arn:aws:iam::1:role/x'))).toMatchObject({
      message: `[GPUM-EKS-NODE-ROLE] "arn:aws:iam::1:role/x" is an ARN: EC2NodeClass.spec.role takes the role's name; use NodeIdentity.fromRoleName('<name>')`,
      value: 'arn:aws:iam::1:role/x',
    });
    expect(thrown(() => NodeIdentity.fromInstanceProfile('arn:aws:iam::1:instance-profile/x'))).toMatchObject({
      code: 'GPUM-EKS-INSTANCE-PROFILE',
      property: 'instanceProfileName',
    });
  });

  test('a range check names the construct, the property and the value', () => {
    expect(thrown(() => build({ weight: 0 }))).toMatchObject({
      code: 'GPUM-EKS-WEIGHT',
      constructPath: 'test/Gpus',
      property: 'weight',
      value: '0',
    });
  });
});

describe('GpuNodeClass with Terraform tokens: a token reaches the manifest, or the error says in words that a literal is needed', () => {
  const variable = (stack: TerraformStack, name: string) => new TerraformVariable(stack, name, { type: 'string' }).stringValue;
  const numberVariable = (stack: TerraformStack, name: string) => new TerraformVariable(stack, name, { type: 'number' }).numberValue;
  const listVariable = (stack: TerraformStack, name: string) => new TerraformVariable(stack, name, { type: 'list(string)' }).listValue;

  /** The node class with props that read variables of its stack. */
  function withTokens(props: (stack: TerraformStack) => Partial<GpuNodeClassProps>) {
    const stack = new TerraformStack(Testing.app(), 'test');
    new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', ...props(stack) });
    return stack;
  }
  /**
   * The stack's JSON without the CRD check, for a reference where the CRD wants a pattern, an
   * integer or a list: the check's stand-in for a reference ("tfref") cannot match those.
   */
  const unvalidated = (stack: TerraformStack) => {
    const json = JSON.parse(Testing.synth(stack));
    return { ec2: onlyManifest(json, 'EC2NodeClass').object, pool: onlyManifest(json, 'NodePool').object };
  };
  /** The error, which must not show cdktf's placeholder or a number token's encoded value. */
  const inWords = (fn: () => unknown) => {
    const error = thrown(fn);
    for (const text of [error.message, error.value, error.fix]) expect(text ?? '').not.toMatch(/TfToken|e\+\d/);
    return error;
  };

  test('a token among additionalRequirements values reaches the NodePool as a reference', () => {
    const json = synthJson(
      withTokens((stack) => ({
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: ['12xlarge', variable(stack, 'size')] },
        ],
      })),
    );
    expect(onlyManifest(json, 'NodePool').object.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-size',
      operator: 'In',
      values: ['12xlarge', '${var.size}'],
    });
  });

  test('a list token as additionalRequirements values, and a token as the bound of Gt, reach the NodePool', () => {
    const list = unvalidated(
      withTokens((stack) => ({
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: listVariable(stack, 'sizes'), minValues: 2 },
        ],
      })),
    );
    expect(list.pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-size',
      operator: 'In',
      values: '${var.sizes}',
      minValues: 2,
    });
    // Rules that do not depend on the values still hold.
    const error = inWords(() =>
      withTokens((stack) => ({
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: listVariable(stack, 'sizes'), minValues: 51 },
        ],
      })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-REQUIREMENT',
      value: `karpenter.k8s.aws/instance-size In "${TOKEN_IN_WORDS}"`,
      fix: 'give a whole number from 1 to 50',
    });
    const bound = unvalidated(
      withTokens((stack) => ({
        additionalRequirements: [
          { key: 'karpenter.k8s.aws/instance-gpu-count', operator: RequirementOperator.GT, values: [variable(stack, 'gpus')] },
        ],
      })),
    );
    expect(bound.pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-gpu-count',
      operator: 'Gt',
      values: ['${var.gpus}'],
    });
  });

  test('instanceFamilies as a list token reaches the NodePool; the instance-type checks are skipped', () => {
    const stack = withTokens((stack) => ({ instanceFamilies: listVariable(stack, 'families') }));
    expect(unvalidated(stack).pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-family',
      operator: 'In',
      values: '${var.families}',
    });
    expect(advice(stack, 'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN')).toEqual([]);
  });

  test('a requirement that breaks a rule names a token among its values in words', () => {
    const error = inWords(() =>
      withTokens((stack) => ({
        additionalRequirements: [{ key: 'kubernetes.io/hostname', operator: RequirementOperator.IN, values: [variable(stack, 'host')] }],
      })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-REQUIREMENT',
      property: 'additionalRequirements[0]',
      value: `kubernetes.io/hostname In ["${TOKEN_IN_WORDS}"]`,
      fix: '"kubernetes.io/hostname" is restricted',
    });
  });

  test('a token as disruptionBudgets nodes or schedule reaches the NodePool as a reference', () => {
    const { pool } = unvalidated(
      withTokens((stack) => ({
        disruptionBudgets: [
          { nodes: variable(stack, 'nodes') },
          { nodes: '0', schedule: variable(stack, 'window'), duration: Duration.hours(2) },
        ],
      })),
    );
    expect(pool.spec.disruption.budgets).toEqual([{ nodes: '${var.nodes}' }, { nodes: '0', schedule: '${var.window}', duration: '2h' }]);
  });

  test('a disruption budget that breaks a rule names a token in it in words', () => {
    const error = inWords(() => withTokens((stack) => ({ disruptionBudgets: [{ nodes: variable(stack, 'nodes'), schedule: '@daily' }] })));
    expect(error).toMatchObject({
      code: 'GPUM-EKS-DISRUPTION-BUDGET',
      property: 'disruptionBudgets[0]',
      value: `{"nodes":"${TOKEN_IN_WORDS}","schedule":"@daily"}`,
      fix: 'give schedule and duration together',
    });
  });

  const TOML_FIX = 'give the TOML as literal text; a Terraform reference may stand only inside a quoted string value (key = "<reference>")';

  test('Bottlerocket additionalUserData as a token: a literal is needed to merge it, said in words', () => {
    const error = inWords(() => withTokens((stack) => ({ additionalUserData: variable(stack, 'user_data') })));
    expect(error).toMatchObject({
      code: 'GPUM-EKS-USERDATA-TOML',
      property: 'additionalUserData',
      value: TOKEN_IN_WORDS,
      fix: TOML_FIX,
    });
    expect(error.message).toContain(`additionalUserData is ${TOKEN_IN_WORDS}, but the node class merges`);
    // A token where TOML syntax is needed (an unquoted value) cannot be parsed either.
    const unquoted = inWords(() =>
      withTokens((stack) => ({ additionalUserData: `[settings.kubernetes]\nmax-pods = ${variable(stack, 'pods')}\n` })),
    );
    expect(unquoted).toMatchObject({
      code: 'GPUM-EKS-USERDATA-TOML',
      value: `[settings.kubernetes]\nmax-pods = ${TOKEN_IN_WORDS}\n`,
      fix: TOML_FIX,
    });
    expect(unquoted.message).toContain(`additionalUserData holds ${TOKEN_IN_WORDS} outside a quoted string`);
    // TOML that is wrong whatever the token holds is reported as such.
    const broken = inWords(() =>
      withTokens((stack) => ({ additionalUserData: `[settings.kubernetes\ncluster-dns-ip = "${variable(stack, 'dns')}"\n` })),
    );
    expect(broken).toMatchObject({
      code: 'GPUM-EKS-USERDATA-TOML',
      value: `[settings.kubernetes\ncluster-dns-ip = "${TOKEN_IN_WORDS}"\n`,
    });
    expect(broken.message).toContain('additionalUserData is not valid TOML (');
  });

  test('Bottlerocket additionalUserData with a token as a quoted string value keeps the reference', () => {
    const json = synthJson(
      withTokens((stack) => ({ additionalUserData: `[settings.kubernetes]\ncluster-dns-ip = "${variable(stack, 'dns')}"\n` })),
    );
    expect(onlyManifest(json, 'EC2NodeClass').object.spec.userData).toContain('cluster-dns-ip = "${var.dns}"');
  });

  test('a token as a Bottlerocket setting: a reference in the TOML, in words where the node class sets or reads the key', () => {
    const runtime = (stack: TerraformStack) => `[settings.container-runtime]\nsnapshotter = "${variable(stack, 'snapshotter')}"\n`;
    // The snapshotter decides SOCI's version floors and the image-cache checks.
    expect(inWords(() => withTokens((stack) => ({ soci: false, additionalUserData: runtime(stack) })))).toMatchObject({
      code: 'GPUM-EKS-SOCI-SNAPSHOTTER',
      property: 'additionalUserData',
      value: `settings.container-runtime.snapshotter = ${TOKEN_IN_WORDS}`,
      fix: 'give "overlayfs" or "soci" as literal text',
    });
    // With soci on, the node class writes the key itself.
    const conflict = inWords(() => withTokens((stack) => ({ additionalUserData: runtime(stack) })));
    expect(conflict).toMatchObject({
      code: 'GPUM-EKS-USERDATA-CONFLICT',
      value: `settings.container-runtime.snapshotter = "${TOKEN_IN_WORDS}"`,
    });
    // Inside the TOML line of the message, the short placeholder reads better.
    expect(conflict.message).toContain(`additionalUserData sets settings.container-runtime.snapshotter = "${TOKEN_INLINE}", but`);
    // A key the node class neither writes nor reads keeps the reference.
    const json = synthJson(
      withTokens((stack) => ({
        soci: false,
        additionalUserData: `[settings.container-runtime-plugins.soci-snapshotter]\npull-mode = "${variable(stack, 'mode')}"\n`,
      })),
    );
    expect(onlyManifest(json, 'EC2NodeClass').object.spec.userData).toContain('pull-mode = "${var.mode}"');
  });

  test('AL2023 additionalUserData as a token: passed through alone, refused in words when its MIME part needs a type', () => {
    const alone = synthJson(
      withTokens((stack) => ({
        image: NodeImage.al2023('v20260724'),
        soci: false,
        instanceStoreRaid0: false,
        additionalUserData: variable(stack, 'user_data'),
      })),
    );
    expect(onlyManifest(alone, 'EC2NodeClass').object.spec.userData).toBe('${var.user_data}');
    const error = inWords(() =>
      withTokens((stack) => ({ image: NodeImage.al2023('v20260724'), additionalUserData: variable(stack, 'user_data') })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-USERDATA-AL2023',
      property: 'additionalUserData',
      value: 'a Terraform token, known only at apply',
      fix: 'start it with literal text: "#!" for a shell script, "apiVersion: node.eks.aws/v1alpha1" for a NodeConfig',
    });
    expect(error.message).toContain(`additionalUserData starts with ${TOKEN_IN_WORDS}`);
    // Its first line says what it is: the MIME part is typed, the token stays a reference.
    const script = synthJson(
      withTokens((stack) => ({ image: NodeImage.al2023('v20260724'), additionalUserData: `#!/bin/bash\n${variable(stack, 'script')}\n` })),
    );
    expect(onlyManifest(script, 'EC2NodeClass').object.spec.userData).toContain(
      'Content-Type: text/x-shellscript; charset="us-ascii"\n\n#!/bin/bash\n${var.script}\n--cdktf-gpu-models-boundary--',
    );
  });

  test('a token as imageGcHighThresholdPercent reaches spec.kubelet; it is not compared with the low threshold', () => {
    const { ec2 } = unvalidated(withTokens((stack) => ({ imageGcHighThresholdPercent: numberVariable(stack, 'gc_high') })));
    expect(ec2.spec.kubelet).toEqual({ imageGCHighThresholdPercent: '${var.gc_high}' });
    const both = unvalidated(
      withTokens((stack) => ({ imageGcHighThresholdPercent: 90, imageGcLowThresholdPercent: numberVariable(stack, 'gc_low') })),
    );
    expect(both.ec2.spec.kubelet).toEqual({ imageGCHighThresholdPercent: 90, imageGCLowThresholdPercent: '${var.gc_low}' });
  });

  test('with the kubectl backend, a list token is written as jsonencode (a YAML flow sequence); string and number tokens as before', () => {
    const stack = withTokens((stack) => ({
      manifestBackend: ManifestBackend.kubectlManifest(),
      instanceFamilies: listVariable(stack, 'families'),
      gpuNames: listVariable(stack, 'gpu_names'),
      capacityTypes: listVariable(stack, 'capacity_types') as CapacityType[],
      architectures: listVariable(stack, 'architectures') as CpuArchitecture[],
      additionalRequirements: [
        { key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: listVariable(stack, 'sizes') },
      ],
      disruptionBudgets: [{ nodes: variable(stack, 'nodes'), reasons: listVariable(stack, 'reasons') as DisruptionReason[] }],
      imageGcHighThresholdPercent: numberVariable(stack, 'gc_high'),
    }));
    // Not synthJson: its stand-in for a reference cannot be the list or the integer the CRDs want.
    const json = JSON.parse(Testing.synth(stack));
    const pool = onlyManifest(json, 'NodePool');
    const ec2 = onlyManifest(json, 'EC2NodeClass');
    expect(pool.resourceType).toBe('kubectl_manifest');
    for (const name of ['families', 'gpu_names', 'capacity_types', 'architectures', 'sizes'])
      expect(pool.resource.yaml_body).toContain(`values: \${jsonencode(var.${name})}\n`);
    expect(pool.resource.yaml_body).toContain('reasons: ${jsonencode(var.reasons)}\n');
    expect(pool.object.spec.disruption.budgets).toEqual([{ nodes: '${var.nodes}', reasons: '${jsonencode(var.reasons)}' }]);
    expect(ec2.object.spec.kubelet).toEqual({ imageGCHighThresholdPercent: '${var.gc_high}' });
    // What Terraform renders (the lists as JSON) is YAML that reads back as the lists.
    const rendered = yaml.load(
      pool.resource.yaml_body.replace(/\$\{jsonencode\(var\.(\w+)\)\}/g, (_m: string, name: string) =>
        JSON.stringify([`${name}-1`, `${name}-2`]),
      ),
    ) as any;
    expect(rendered.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-family',
      operator: 'In',
      values: ['families-1', 'families-2'],
    });
    expect(rendered.spec.disruption.budgets[0].reasons).toEqual(['reasons-1', 'reasons-2']);
  });

  test('a token as a requirement operator or consolidationPolicy reaches the NodePool; the instance-type checks are skipped', () => {
    const stack = withTokens((stack) => ({
      instanceFamilies: ['g5'],
      additionalRequirements: [
        { key: 'karpenter.k8s.aws/instance-gpu-count', operator: variable(stack, 'operator') as RequirementOperator, values: ['64'] },
      ],
      consolidationPolicy: variable(stack, 'policy') as ConsolidationPolicy,
    }));
    const { pool } = unvalidated(stack);
    expect(pool.spec.template.spec.requirements).toContainEqual({
      key: 'karpenter.k8s.aws/instance-gpu-count',
      operator: '${var.operator}',
      values: ['64'],
    });
    expect(pool.spec.disruption.consolidationPolicy).toBe('${var.policy}');
    // "more than 64 GPUs" would admit no g5 type, "fewer" every one: which the NodePool launches is known at apply.
    expect((stack.node.findChild('Gpus') as GpuNodeClass).instanceTypes).toBeUndefined();
    const error = inWords(() =>
      withTokens((stack) => ({
        additionalRequirements: [
          { key: 'kubernetes.io/hostname', operator: variable(stack, 'operator') as RequirementOperator, values: ['a'] },
        ],
      })),
    );
    expect(error).toMatchObject({ code: 'GPUM-EKS-REQUIREMENT', value: `kubernetes.io/hostname ${TOKEN_IN_WORDS} ["a"]` });
  });

  const boolVariable = (stack: TerraformStack, name: string) =>
    new TerraformVariable(stack, name, { type: 'bool' }).booleanValue as unknown as boolean;

  test.each<[string, (stack: TerraformStack) => Partial<GpuNodeClassProps>, Record<string, string>, string]>([
    [
      'instanceStoreRaid0',
      (stack) => ({ instanceStoreRaid0: boolVariable(stack, 'raid0') }),
      { code: 'GPUM-EKS-NVME', property: 'instanceStoreRaid0' },
      'the node class decides by it at synth whether the NodePool requires local NVMe and the nodes bind it as RAID0',
    ],
    [
      'soci',
      (stack) => ({ soci: boolVariable(stack, 'soci') }),
      { code: 'GPUM-EKS-SOCI-TUNING', property: 'soci' },
      "the node class decides by it at synth whether the nodes' user data turns SOCI parallel pull on",
    ],
    [
      'sociParallelPull.discardUnpackedLayers',
      (stack) => ({ sociParallelPull: { discardUnpackedLayers: boolVariable(stack, 'discard') } }),
      { code: 'GPUM-EKS-SOCI-TUNING', property: 'sociParallelPull.discardUnpackedLayers' },
      'the node class writes it into the TOML and sizes the image disk by it at synth',
    ],
  ])('a token as %s: the node class decides by it at synth, said in words', (_name, props, fields, why) => {
    const error = inWords(() => withTokens(props));
    expect(error).toMatchObject({ ...fields, value: TOKEN_IN_WORDS, fix: 'give a literal true or false' });
    expect(error.message).toBe(
      `[${fields.code}] test/Gpus: ${fields.property} is ${TOKEN_IN_WORDS}, but ${why}: give a literal true or false`,
    );
  });

  test("a token as imageCacheSnapshot.builtWithSnapshotter: compared with the nodes' snapshotter at synth, said in words", () => {
    const error = inWords(() =>
      withTokens((stack) => ({
        instanceStoreRaid0: false,
        imageCacheSnapshot: { snapshotId: 'snap-0123abcd', builtWithSnapshotter: variable(stack, 'snapshotter') as ContainerSnapshotter },
      })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
      property: 'imageCacheSnapshot.builtWithSnapshotter',
      value: TOKEN_IN_WORDS,
      fix: 'give a literal string',
    });
    // The snapshot ID itself reaches the EC2NodeClass as a reference.
    const { ec2 } = unvalidated(
      withTokens((stack) => ({ instanceStoreRaid0: false, soci: false, imageCacheSnapshot: { snapshotId: variable(stack, 'snapshot') } })),
    );
    expect(ec2.spec.blockDeviceMappings[1].ebs.snapshotID).toBe('${var.snapshot}');
  });

  test('a token as a sociParallelPull count: the TOML needs the number, said in words', () => {
    const error = inWords(() =>
      withTokens((stack) => ({ sociParallelPull: { maxConcurrentDownloadsPerImage: numberVariable(stack, 'downloads') } })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-EKS-SOCI-TUNING',
      property: 'sociParallelPull.maxConcurrentDownloadsPerImage',
      value: TOKEN_IN_WORDS,
      fix: expect.stringMatching(/^give a literal .*whole number of at least 1$/),
    });
    expect(error.message).toContain(`sociParallelPull.maxConcurrentDownloadsPerImage is ${TOKEN_IN_WORDS}`);
  });
});

describe('cron field ranges (issue 22)', () => {
  const budget = (schedule: string) => () => build({ disruptionBudgets: [{ nodes: '1', schedule, duration: Duration.hours(1) }] });

  test.each([
    ['60 9 * * *', /minute field "60" is outside 0-59/],
    ['0 24 * * *', /hour field "24" is outside 0-23/],
    ['0 9 0 * *', /day-of-month field "0" is outside 1-31/],
    ['0 9 * 13 *', /month field "13" is outside 1-12/],
    ['0 9 * * 7', /day-of-week field "7" is outside 0-6/],
    ['*/0 9 * * *', /minute field "\*\/0" has a bad step/],
  ])('GPUM-EKS-DISRUPTION-BUDGET: budget schedule %s', (schedule, message) => {
    const error = thrown(budget(schedule));
    expect(error.code).toBe('GPUM-EKS-DISRUPTION-BUDGET');
    expect(error.constructPath).toBe('test/Gpus');
    expect(error.message).toMatch(message);
  });

  test('schedules within range, names and macros pass', () => {
    for (const schedule of ['0 9 * * mon-fri', '*/15 0-6 1,15 jan-dec 0', '@daily', '59 23 31 12 6'])
      expect(budget(schedule)).not.toThrow();
  });
});
