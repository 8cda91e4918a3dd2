import { EksGpuWorkload, GpuNodeClass } from '../../src/aws';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { resolveReferences } from '../support/schemas/karpenter-crd';
import { kubernetesViolations } from '../support/schemas/kubernetes-core';
import { manifestsOf } from '../support/manifests';
import { synthJson } from '../support/synth';

/** The objects of a Mountpoint workload with shared memory and probes: every kind but DaemonSet and Namespace. */
function objects(): Record<string, any> {
  const stack = new TerraformStack(Testing.app(), 'test');
  new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpu', instanceStoreRaid0: true }),
    image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm:0.9'),
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage: ModelStorage.objectStorageMount({ bucketName: 'models' }),
    sharedMemorySize: Size.gibibytes(8),
    healthCheckPath: '/health',
  });
  return Object.fromEntries(manifestsOf(synthJson(stack)).map((m) => [m.object.kind, resolveReferences(m.object)]));
}

const clone = (value: any) => JSON.parse(JSON.stringify(value));

describe('the core-object schema rejects what the API server rejects or rewrites', () => {
  const valid = objects();
  const violations = (kind: string, mutate: (object: any) => void) => {
    const object = clone(valid[kind]);
    mutate(object);
    return kubernetesViolations(object).join('\n');
  };
  const pod = (object: any) => object.spec.template.spec;

  test("the workload's own objects pass", () => {
    expect(Object.keys(valid).sort()).toEqual(['Deployment', 'PersistentVolume', 'PersistentVolumeClaim', 'Service', 'ServiceAccount']);
    for (const object of Object.values(valid)) expect(kubernetesViolations(object)).toEqual([]);
  });

  test('unknown or misspelled fields, wrong types and enums', () => {
    expect(violations('Deployment', (d) => (pod(d).containers[0].volumeMount = []))).toMatch(
      /must NOT have additional properties.*volumeMount/,
    );
    expect(violations('Deployment', (d) => (d.spec.replicas = '1'))).toMatch(/\/spec\/replicas must be integer/);
    expect(violations('Deployment', (d) => (pod(d).containers[0].imagePullPolicy = 'Sometimes'))).toMatch(
      /imagePullPolicy must be equal to one of the allowed values/,
    );
    expect(violations('Deployment', (d) => (pod(d).tolerations[0].effect = 'NoScheduling'))).toMatch(
      /effect must be equal to one of the allowed values/,
    );
    expect(violations('Service', (s) => (s.spec.ports[0].port = 70000))).toMatch(/port must be <= 65535/);
    expect(violations('PersistentVolume', (p) => (p.metadata.namespace = 'default'))).toMatch(
      /must NOT have additional properties.*namespace/,
    );
    expect(violations('ServiceAccount', (s) => (s.apiVersion = 'apps/v1'))).toMatch(/apiVersion must be equal to constant/);
    expect(kubernetesViolations({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' } })).toEqual([
      'no schema for kind ConfigMap',
    ]);
  });

  test('names, labels, ports and environment variables', () => {
    expect(violations('Deployment', (d) => (d.metadata.name = 'Llama'))).toMatch(/\/metadata\/name must match pattern/);
    expect(violations('Deployment', (d) => (pod(d).containers[0].ports[0].name = 'http-server-port-1'))).toMatch(
      /ports\/0\/name must match pattern/,
    );
    expect(violations('Deployment', (d) => (pod(d).containers[0].env[0].name = '1MODEL'))).toMatch(/env\/0\/name must match pattern/);
    expect(violations('Deployment', (d) => (d.metadata.labels['app.kubernetes.io/name'] = 'a b'))).toMatch(
      /labels\/app.kubernetes.io~1name must match pattern/,
    );
  });

  test('quantities: the grammar, and the canonical form kubernetes_manifest needs', () => {
    expect(violations('Deployment', (d) => (pod(d).volumes[1].emptyDir.sizeLimit = '8 GiB'))).toMatch(/sizeLimit must match pattern/);
    expect(violations('Deployment', (d) => (pod(d).containers[0].resources.requests.memory = '1024Mi'))).toMatch(
      /server.resources.requests.memory is 1024Mi, which the API server rewrites/,
    );
    expect(violations('Deployment', (d) => (pod(d).containers[0].resources.requests.cpu = '0.5'))).toMatch(/requests.cpu is 0.5/);
    expect(violations('Deployment', (d) => (pod(d).containers[0].resources.limits['nvidia.com/gpu'] = 1))).toMatch(/must be string/);
    expect(violations('PersistentVolume', (p) => (p.spec.capacity.storage = '16384Mi'))).toMatch(/spec.capacity.storage is 16384Mi/);
    expect(violations('PersistentVolumeClaim', (p) => (p.spec.resources.requests.storage = '2048Gi'))).toMatch(
      /requests.storage is 2048Gi/,
    );
  });

  test('pod-level consistency: one source per volume, mounts of known volumes, probes of named ports, selector and labels', () => {
    expect(violations('Deployment', (d) => (pod(d).volumes[0].emptyDir = {}))).toMatch(/must NOT have more than 2 properties/);
    expect(violations('Deployment', (d) => (pod(d).containers[0].volumeMounts[0].name = 'models'))).toMatch(
      /server mounts the unknown volume models/,
    );
    expect(violations('Deployment', (d) => (pod(d).containers[0].startupProbe.httpGet.port = 'metrics'))).toMatch(
      /server probes the unknown port metrics/,
    );
    expect(violations('Deployment', (d) => (d.spec.selector.matchLabels.tier = 'gpu'))).toMatch(
      /selector tier=gpu does not match the template's labels/,
    );
    expect(violations('Deployment', (d) => (pod(d).containers = []))).toMatch(/containers must NOT have fewer than 1 items/);
  });
});
