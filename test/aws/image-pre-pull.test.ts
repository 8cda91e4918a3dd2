import {
  EksGpuWorkload,
  EksGpuWorkloadProps,
  EksModelStorage,
  GpuNodeClass,
  GpuNodeClassProps,
  ManifestBackend,
  NodeIdentity,
} from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { Duration } from '../../src/core/duration';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';
import { manifestsOf, onlyManifest } from '../support/manifests';
import { karpenterViolations, resolveReferences } from '../support/schemas/karpenter-crd';
import { CORE_KINDS, kubernetesViolations } from '../support/schemas/kubernetes-core';
import { synthJson } from '../support/synth';

const digest = (c: string) => `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${c.repeat(64)}`;
const TAINT = 'cdktf-gpu-models/image-pre-pull';

function pool(stack: TerraformStack, props: Partial<GpuNodeClassProps> = {}): GpuNodeClass {
  return new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.fromRoleName('KarpenterNodeRole-demo'),
    imagePrePull: {},
    ...props,
  });
}

function workload(stack: TerraformStack, id: string, nodePool: GpuNodeClass, image: string, props: Partial<EksGpuWorkloadProps> = {}) {
  return new EksGpuWorkload(stack, id, {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(image),
    model: new ModelArtifact({ name: id.toLowerCase(), size: Size.gibibytes(16) }),
    storage: EksModelStorage.containerImage({ prePull: true }),
    ...props,
  });
}

/** Every object passes its schema: the Karpenter CRDs with CEL rules, or the core API schema. */
function expectValid(json: any): void {
  for (const m of manifestsOf(json)) {
    const object = resolveReferences(m.object);
    const violations = CORE_KINDS.includes(object.kind) ? kubernetesViolations(object) : karpenterViolations(object);
    expect({ object: m.logicalId, violations }).toEqual({ object: m.logicalId, violations: [] });
  }
}

const podOf = (json: any) => onlyManifest(json, 'DaemonSet').object.spec.template.spec;

describe('imagePrePull: one DaemonSet per pool removes a startup taint once the images are pulled', () => {
  const stack = new TerraformStack(Testing.app(), 'test');
  const gpus = pool(stack, { imagePrePull: { images: [{ image: digest('c'), command: ['/usr/bin/true'] }] } });
  workload(stack, 'Llama', gpus, digest('a'));
  workload(stack, 'Mistral', gpus, digest('b'), { prePullCommand: ['/bin/true'] });
  // The same image again is pulled once.
  workload(stack, 'LlamaCanary', gpus, digest('a'));
  const json = synthJson(stack);

  test('every object passes the Karpenter CRDs (CEL rules included) and the Kubernetes API schema', () => expectValid(json));

  test('the NodePool carries the startup taint; the serving pods do not tolerate it (Karpenter ignores startup taints when it provisions)', () => {
    expect(onlyManifest(json, 'NodePool').object.spec.template.spec.startupTaints).toEqual([{ key: TAINT, effect: 'NoSchedule' }]);
    expect(gpus.prePullTaintKey).toBe(TAINT);
    for (const m of manifestsOf(json).filter((m) => m.object.kind === 'Deployment'))
      expect(m.object.spec.template.spec.tolerations.map((t: any) => t.key)).toEqual(['nvidia.com/gpu']);
  });

  test('one DaemonSet for the pool: the deadline sidecar, each distinct image once, then the container that removes the taint', () => {
    const pod = podOf(json);
    expect(pod.initContainers.map((c: any) => [c.name, c.image, c.command, c.restartPolicy])).toEqual([
      ['deadline', 'registry.k8s.io/kubectl:v1.33.0', expect.any(Array), 'Always'],
      ['pull-0', digest('c'), ['/usr/bin/true'], undefined],
      ['pull-1', digest('a'), ['/bin/sh', '-c', 'exit 0'], undefined],
      ['pull-2', digest('b'), ['/bin/true'], undefined],
    ]);
    expect(pod.initContainers.slice(1).every((c: any) => c.imagePullPolicy === 'IfNotPresent')).toBe(true);
    expect(pod.containers.map((c: any) => c.name)).toEqual(['release']);
    expect(pod.tolerations).toEqual([
      { key: 'nvidia.com/gpu', operator: 'Exists', effect: 'NoSchedule' },
      { key: TAINT, operator: 'Exists', effect: 'NoSchedule' },
    ]);
    expect(pod.nodeSelector).toEqual(gpus.nodeSelector);
    for (const c of [pod.initContainers[0], pod.containers[0]])
      expect(c.env).toEqual([{ name: 'NODE_NAME', valueFrom: { fieldRef: { fieldPath: 'spec.nodeName' } } }]);
    expect(pod.initContainers[0].command[2]).toContain('sleep 1200 & wait $!');
  });

  test("the narrowest RBAC kubectl needs: get and patch on nodes, bound to the DaemonSet's service account only", () => {
    const daemonSet = onlyManifest(json, 'DaemonSet').object;
    const account = manifestsOf(json).filter((m) => m.object.kind === 'ServiceAccount');
    expect(account.map((m) => m.object.metadata)).toEqual([
      expect.objectContaining({ name: daemonSet.spec.template.spec.serviceAccountName, namespace: 'kube-system' }),
    ]);
    const role = onlyManifest(json, 'ClusterRole').object;
    expect(role.rules).toEqual([{ apiGroups: [''], resources: ['nodes'], verbs: ['get', 'patch'] }]);
    const binding = onlyManifest(json, 'ClusterRoleBinding').object;
    expect(binding.roleRef).toEqual({ apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role.metadata.name });
    expect(binding.subjects).toEqual([{ kind: 'ServiceAccount', name: daemonSet.metadata.name, namespace: 'kube-system' }]);
  });

  test('no workload applies a DaemonSet of its own; the NodePool is applied after the DaemonSet that untaints its nodes', () => {
    expect(manifestsOf(json).filter((m) => m.object.kind === 'DaemonSet')).toHaveLength(1);
    const daemonSet = onlyManifest(json, 'DaemonSet');
    expect(onlyManifest(json, 'NodePool').resource.depends_on).toContain(`kubernetes_manifest.${daemonSet.logicalId}`);
    expect(daemonSet.resource.depends_on).toEqual([`kubernetes_manifest.${onlyManifest(json, 'ClusterRoleBinding').logicalId}`]);
  });

  test("the first workload's release-0.1 DaemonSet address is moved onto the pool's", () => {
    expect(json.moved).toEqual([
      {
        from: expect.stringMatching(/^kubernetes_manifest\.Llama_PrePull_[0-9A-F]{8}$/),
        to: `kubernetes_manifest.${onlyManifest(json, 'DaemonSet').logicalId}`,
      },
    ]);
  });

  test("the advice says the first pod waits for the pool's pull, not for one of its own", () => {
    const infos = collectAdvice(stack).filter((a) => a.id === 'GPUM-EKS-PREPULL');
    expect(infos).toHaveLength(3);
    expect(infos[0].message).toContain('before the node takes pods');
  });
});

test("the moved block names the address release 0.1 gave the workload's DaemonSet", () => {
  // Release 0.1's own synthesis of the same workload, without imagePrePull.
  const before = new TerraformStack(Testing.app(), 'test');
  workload(before, 'Llama', pool(before, { imagePrePull: undefined }), digest('a'));
  const old = onlyManifest(synthJson(before), 'DaemonSet').logicalId;
  const after = new TerraformStack(Testing.app(), 'test');
  workload(after, 'Llama', pool(after), digest('a'));
  expect(synthJson(after).moved[0].from).toBe(`kubernetes_manifest.${old}`);
});

test("a pool without imagePrePull keeps the workload's own DaemonSet, and the advice names the way to close the race", () => {
  const stack = new TerraformStack(Testing.app(), 'test');
  workload(stack, 'Llama', pool(stack, { imagePrePull: undefined }), digest('a'));
  const json = synthJson(stack);
  expect(onlyManifest(json, 'NodePool').object.spec.template.spec.startupTaints).toBeUndefined();
  expect(onlyManifest(json, 'DaemonSet').object.metadata.name).toMatch(/^llama-.*-prepull$/);
  expect(json.moved).toBeUndefined();
  expect(collectAdvice(stack).find((a) => a.id === 'GPUM-EKS-PREPULL')!.message).toContain('set imagePrePull on the GpuNodeClass');
});

test('options: deadline, kubectl image (an ECR pull-through copy) and namespace', () => {
  const stack = new TerraformStack(Testing.app(), 'test');
  const ecr = '123456789012.dkr.ecr.us-west-2.amazonaws.com/k8s/kubectl:v1.33.0';
  pool(stack, {
    imagePrePull: { images: [{ image: digest('c') }], deadline: Duration.minutes(5), kubectlImage: ecr, namespace: 'gpu-system' },
  });
  const json = synthJson(stack);
  expectValid(json);
  const pod = podOf(json);
  expect([pod.initContainers[0].image, pod.containers[0].image]).toEqual([ecr, ecr]);
  expect(pod.initContainers[0].command[2]).toContain('sleep 300 &');
  expect(onlyManifest(json, 'DaemonSet').object.metadata.namespace).toBe('gpu-system');
  expect(onlyManifest(json, 'ClusterRoleBinding').object.subjects[0].namespace).toBe('gpu-system');
});

test('through kubectl_manifest, the images workloads add after the DaemonSet was applied are in its YAML', () => {
  const stack = new TerraformStack(Testing.app(), 'test');
  const gpus = pool(stack, { manifestBackend: ManifestBackend.kubectlManifest() });
  workload(stack, 'Llama', gpus, digest('a'));
  const json = synthJson(stack);
  expectValid(json);
  expect(podOf(json).initContainers.map((c: any) => c.image)).toEqual(['registry.k8s.io/kubectl:v1.33.0', digest('a')]);
  expect(json.moved[0].from).toMatch(/^kubectl_manifest\.Llama_PrePull_/);
});

test("a workload in another stack adds its image to the pool stack's DaemonSet, with no moved block across stacks", () => {
  const app = Testing.app();
  const infra = new TerraformStack(app, 'infra');
  const gpus = pool(infra);
  const apps = new TerraformStack(app, 'apps');
  workload(apps, 'Llama', gpus, digest('a'));
  const json = synthJson(infra);
  expect(podOf(json).initContainers.map((c: any) => c.image)).toContain(digest('a'));
  expect(json.moved).toBeUndefined();
  expect(synthJson(apps).moved).toBeUndefined();
  expect(manifestsOf(synthJson(apps)).filter((m) => m.object.kind === 'DaemonSet')).toEqual([]);
});

describe('errors', () => {
  const stackOf = () => new TerraformStack(Testing.app(), 'test');

  test('GPUM-EKS-PREPULL-EMPTY: a tainted pool with nothing to pull fails at synth', () => {
    const stack = stackOf();
    pool(stack);
    const error = thrown(() => Testing.synth(stack, true));
    expect(error.code).toBe('GPUM-EKS-PREPULL-EMPTY');
    expect(error.constructPath).toBe('test/Gpus');
    expect(error).toMatchObject({
      property: 'imagePrePull.images',
      value: 'undefined',
      fix: 'List the images in imagePrePull.images, turn prePull on in a workload on the pool, or remove imagePrePull',
    });
    // An empty list is as empty as none.
    const listed = stackOf();
    pool(listed, { imagePrePull: { images: [] } });
    expect(thrown(() => Testing.synth(listed, true))).toMatchObject({ code: 'GPUM-EKS-PREPULL-EMPTY', value: '[]' });
    // A workload without prePull adds nothing.
    const other = stackOf();
    workload(other, 'Llama', pool(other), digest('a'), { storage: ModelStorage.containerImage() });
    expect(thrown(() => Testing.synth(other, true)).code).toBe('GPUM-EKS-PREPULL-EMPTY');
  });

  test('GPUM-EKS-PREPULL-DIGEST: a listed image must be pinned by digest', () => {
    const error = thrown(() => pool(stackOf(), { imagePrePull: { images: [{ image: 'example.com/vllm:latest' }] } }));
    expect([error.code, error.value]).toEqual(['GPUM-EKS-PREPULL-DIGEST', 'example.com/vllm:latest']);
  });

  test.each([
    ['an image that is no reference', { images: [{ image: 'not an image' }] }],
    ['a kubectl image that is no reference', { images: [{ image: digest('c') }], kubectlImage: 'kubectl latest' }],
    ['an empty command', { images: [{ image: digest('c'), command: [] }] }],
  ])('GPUM-EKS-PREPULL-IMAGE: %s', (_, imagePrePull) => {
    expect(thrown(() => pool(stackOf(), { imagePrePull })).code).toBe('GPUM-EKS-PREPULL-IMAGE');
  });

  test.each([Duration.seconds(30), Duration.hours(7)])('GPUM-EKS-PREPULL-DEADLINE: %s', (deadline) => {
    expect(thrown(() => pool(stackOf(), { imagePrePull: { images: [{ image: digest('c') }], deadline } })).code).toBe(
      'GPUM-EKS-PREPULL-DEADLINE',
    );
  });

  test('GPUM-EKS-NAME: the namespace must be a DNS label', () => {
    expect(thrown(() => pool(stackOf(), { imagePrePull: { images: [{ image: digest('c') }], namespace: 'Kube_System' } })).code).toBe(
      'GPUM-EKS-NAME',
    );
  });

  test('GPUM-EKS-PREPULL-GATE: addPrePullImage on a pool without imagePrePull', () => {
    const gpus = pool(stackOf(), { imagePrePull: undefined });
    expect(thrown(() => gpus.addPrePullImage({ image: digest('a') }))).toMatchObject({
      code: 'GPUM-EKS-PREPULL-GATE',
      property: 'imagePrePull',
      value: 'undefined',
      fix: 'Set imagePrePull: {} on the GpuNodeClass',
    });
  });

  test("GPUM-EKS-PAUSE-IMAGE: the pool's DaemonSet has no pause container", () => {
    const stack = stackOf();
    const error = thrown(() => workload(stack, 'Llama', pool(stack), digest('a'), { prePullPauseImage: 'registry.k8s.io/pause:3.10' }));
    expect(error.code).toBe('GPUM-EKS-PAUSE-IMAGE');
  });
});
