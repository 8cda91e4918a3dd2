import { App, TerraformStack, Testing } from '../../../src/core/framework';
import { GpuNodeClass } from '../../../src/aws';
import { manifestsOf } from '../../support/manifests';
import { synthJson } from '../../support/synth';
import { CEL_CHECKS, declaredRules, NOT_EVALUABLE } from '../../support/schemas/karpenter-cel';
import { crdSchema, karpenterViolations, KarpenterKind } from '../../support/schemas/karpenter-crd';

function baseline(): { nodeClass: any; nodePool: any } {
  const app: App = Testing.app();
  const stack = new TerraformStack(app, 'test');
  new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo' });
  const manifests = manifestsOf(synthJson(stack));
  return {
    nodeClass: manifests.find((m) => m.object.kind === 'EC2NodeClass')!.object,
    nodePool: manifests.find((m) => m.object.kind === 'NodePool')!.object,
  };
}

const clone = (value: any) => JSON.parse(JSON.stringify(value));

describe('CEL rules of the Karpenter v1.14.1 CRDs', () => {
  test.each(['EC2NodeClass', 'NodePool'] as KarpenterKind[])(
    'every %s rule is implemented in TypeScript or listed as a transition rule',
    (kind) => {
      const missing = declaredRules(crdSchema(kind))
        .map((r) => r.rule)
        .filter((rule) => !(rule in CEL_CHECKS) && !(rule in NOT_EVALUABLE));
      expect(missing).toEqual([]);
    },
  );

  test('the implemented rules are exactly the ones the CRDs declare (no stale entries)', () => {
    const declared = new Set([...declaredRules(crdSchema('EC2NodeClass')), ...declaredRules(crdSchema('NodePool'))].map((r) => r.rule));
    expect(Object.keys(CEL_CHECKS).filter((rule) => !declared.has(rule))).toEqual([]);
    expect(Object.keys(NOT_EVALUABLE).every((rule) => declared.has(rule))).toBe(true);
  });

  test("the construct's default EC2NodeClass and NodePool pass schema and CEL", () => {
    const { nodeClass, nodePool } = baseline();
    expect(karpenterViolations(nodeClass)).toEqual([]);
    expect(karpenterViolations(nodePool)).toEqual([]);
  });
});

describe('the validator rejects what the API server rejects', () => {
  const { nodeClass, nodePool } = baseline();
  const ec2 = (mutate: (spec: any) => void) => {
    const object = clone(nodeClass);
    mutate(object.spec);
    return karpenterViolations(object).join('\n');
  };
  const pool = (mutate: (spec: any) => void) => {
    const object = clone(nodePool);
    mutate(object.spec);
    return karpenterViolations(object).join('\n');
  };

  test('role and instanceProfile together, or neither', () => {
    expect(ec2((s) => (s.instanceProfile = 'profile'))).toMatch(/exactly one of \['role', 'instanceProfile'\]/);
    expect(ec2((s) => delete s.role)).toMatch(/exactly one of \['role', 'instanceProfile'\]/);
  });

  test('an alias term must be the only term and stand alone', () => {
    expect(ec2((s) => s.amiSelectorTerms.push({ id: 'ami-0123' }))).toMatch(
      /'alias' is mutually exclusive, cannot be set with a combination of other amiSelectorTerms/,
    );
    expect(ec2((s) => (s.amiSelectorTerms[0].id = 'ami-0123'))).toMatch(
      /'alias' is mutually exclusive, cannot be set with a combination of other fields/,
    );
    expect(ec2((s) => (s.amiSelectorTerms[0].alias = 'ubuntu@latest'))).toMatch(/family is not supported/);
    expect(ec2((s) => (s.amiFamily = 'AL2023'))).toMatch(/amiFamily must be 'Bottlerocket' or 'Custom'/);
  });

  test('an EBS volume needs snapshotID or volumeSize, and an initialization rate needs a snapshot', () => {
    expect(ec2((s) => delete s.blockDeviceMappings[1].ebs.volumeSize)).toMatch(/snapshotID or volumeSize must be defined/);
    expect(ec2((s) => (s.blockDeviceMappings[1].ebs.volumeInitializationRate = 200))).toMatch(
      /snapshotID must be set when volumeInitializationRate is set/,
    );
    expect(ec2((s) => s.blockDeviceMappings.forEach((m: any) => (m.rootVolume = true)))).toMatch(
      /only one blockDeviceMappings with rootVolume/,
    );
  });

  test('unknown fields and wrong casing fail strict field validation (kmsKeyId for kmsKeyID)', () => {
    expect(ec2((s) => (s.blockDeviceMappings[1].ebs.kmsKeyId = 'alias/x'))).toMatch(/must NOT have additional properties.*kmsKeyId/);
    expect(ec2((s) => (s.blockDeviceMappings[1].ebs.volumeSize = '100GB'))).toMatch(/volumeSize must match pattern/);
    expect(ec2((s) => (s.instanceStorePolicy = 'RAID1'))).toMatch(/instanceStorePolicy must be equal to one of the allowed values/);
  });

  test('selector terms, tags and kubelet rules', () => {
    expect(ec2((s) => (s.subnetSelectorTerms = [{ id: 'subnet-0abc', tags: { a: 'b' } }]))).toMatch(/'id' is mutually exclusive/);
    expect(ec2((s) => (s.securityGroupSelectorTerms = []))).toMatch(/securityGroupSelectorTerms cannot be empty/);
    expect(ec2((s) => (s.subnetSelectorTerms[0].tags = { '': 'x' }))).toMatch(/empty tag keys or values/);
    expect(ec2((s) => (s.tags = { 'kubernetes.io/cluster/demo': 'owned' }))).toMatch(/restricted tag matching kubernetes.io\/cluster/);
    expect(ec2((s) => (s.kubelet = { imageGCHighThresholdPercent: 80, imageGCLowThresholdPercent: 85 }))).toMatch(
      /imageGCHighThresholdPercent must be greater/,
    );
    expect(ec2((s) => (s.kubelet = { evictionHard: { 'memory.free': '1Gi' } }))).toMatch(/valid keys for evictionHard/);
    expect(ec2((s) => (s.role = ''))).toMatch(/role cannot be empty/);
  });

  test('NodePool requirements, labels, budgets and static pools', () => {
    expect(
      pool((s) => s.template.spec.requirements.push({ key: 'karpenter.k8s.aws/instance-family', operator: 'In', values: [] })),
    ).toMatch(/operator 'In' must have a value/);
    expect(
      pool((s) => s.template.spec.requirements.push({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Gt', values: ['one'] })),
    ).toMatch(/single positive integer/);
    expect(pool((s) => s.template.spec.requirements.push({ key: 'karpenter.sh/nodepool', operator: 'Exists' }))).toMatch(
      /label "karpenter.sh\/nodepool" is restricted/,
    );
    expect(pool((s) => s.template.spec.requirements.push({ key: 'karpenter.k8s.aws/made-up', operator: 'Exists' }))).toMatch(
      /label domain "karpenter.k8s.aws" is restricted/,
    );
    expect(pool((s) => (s.template.metadata = { labels: { 'kubernetes.io/hostname': 'x' } }))).toMatch(
      /label "kubernetes.io\/hostname" is restricted/,
    );
    expect(pool((s) => (s.disruption.budgets = [{ nodes: '1', schedule: '@daily' }]))).toMatch(/'schedule' must be set with 'duration'/);
    expect(pool((s) => (s.replicas = 2))).toMatch(/only 'limits.nodes' is supported on static NodePools/);
    expect(pool((s) => delete s.disruption.consolidateAfter)).toMatch(/must have required property 'consolidateAfter'/);
    expect(pool((s) => (s.template.spec.nodeClassRef.name = ''))).toMatch(/name may not be empty/);
  });

  test('Gte/Lte take one integer; minValues is 1 to 50 and, with In, at most the number of values', () => {
    const add = (requirement: any) => pool((s) => s.template.spec.requirements.push(requirement));
    expect(add({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Gte', values: ['2'] })).toBe('');
    expect(add({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Lte', values: ['8'], minValues: 1 })).toBe('');
    expect(add({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Gte', values: ['2', '4'] })).toMatch(/single positive integer/);
    expect(add({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Lte', values: ['-1'] })).toMatch(/single positive integer/);
    expect(add({ key: 'karpenter.k8s.aws/instance-gpu-count', operator: 'Gteq', values: ['2'] })).toMatch(
      /operator must be equal to one of the allowed values/,
    );
    expect(add({ key: 'karpenter.k8s.aws/instance-family', operator: 'In', values: ['g5', 'g6'], minValues: 2 })).toBe('');
    expect(add({ key: 'karpenter.k8s.aws/instance-family', operator: 'In', values: ['g5'], minValues: 2 })).toMatch(
      /'minValues' must have at least that many values/,
    );
    expect(add({ key: 'karpenter.k8s.aws/instance-family', operator: 'Exists', minValues: 51 })).toMatch(/minValues must be <= 50/);
    expect(add({ key: 'karpenter.k8s.aws/instance-family', operator: 'Exists', minValues: 0 })).toMatch(/minValues must be >= 1/);
  });
});
