import { EksGpuWorkload, GpuNodeClass, ManifestBackend, NodeIdentity } from '../../src/aws';
import { CompileCache } from '../../src/core/compile-cache';
import { ContainerImage } from '../../src/core/container-image';
import { ServingEngine } from '../../src/core/engine';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { manifestsOf, onlyManifest } from '../support/manifests';
import { synthJson } from '../support/synth';
import { IMAGE, build } from './compile-cache-warm-up.fixture';

describe('compile cache warm-up on EKS', () => {
  test('a Job runs the same pod once: the engine behind a wrapper, a write-back that ends; apply waits for it before the Deployment', () => {
    const { json } = build();
    const job = onlyManifest(json, 'Job');
    const deployment = onlyManifest(json, 'Deployment');
    const pod = job.object.spec.template.spec;
    const serving = deployment.object.spec.template.spec;
    expect(pod.restartPolicy).toBe('Never');
    expect(job.object.spec.backoffLimit).toBe(1);
    // The same GPUs, identity, placement, restore and cache volume as the Deployment's pod.
    for (const field of ['serviceAccountName', 'nodeSelector', 'tolerations', 'initContainers', 'volumes']) {
      expect(pod[field]).toEqual(serving[field]);
    }
    const [engine, writeBack] = pod.containers;
    expect(engine.resources).toEqual(serving.containers[0].resources);
    expect(engine.env).toEqual(serving.containers[0].env);
    // The preset's command line, unchanged, after the wrapper and its marker directory.
    expect(engine.command.slice(0, 4)).toEqual(['/bin/sh', '-c', expect.stringContaining('"$@" &'), '/var/cache/gpum-compile']);
    expect(engine.command.slice(4)).toEqual([...serving.containers[0].command, ...serving.containers[0].args]);
    expect(engine.args).toBeUndefined();
    expect(engine.startupProbe).toBeUndefined();
    expect(engine.readinessProbe).toBeUndefined();
    // The write-back ends: no sleep infinity, a marker either way.
    expect(writeBack.name).toBe('write-compile-cache');
    expect(writeBack.command[2]).not.toContain('sleep infinity');
    expect(writeBack.command[2]).toContain('.gpum-warm-up-done');
    expect(writeBack.command[2]).toContain('.gpum-warm-up-failed');
    // Apply waits for the Job to complete, within its deadline, and only then applies the Deployment.
    expect(job.resource.wait).toEqual({ condition: [{ type: 'Complete', status: 'True' }] });
    expect(job.resource.timeouts.create).toBe(`${job.object.spec.activeDeadlineSeconds + 60}s`);
    expect(job.object.spec.activeDeadlineSeconds).toBeGreaterThanOrEqual(30 * 60);
    expect(deployment.resource.depends_on).toContain(`kubernetes_manifest.${job.logicalId}`);
  });

  test("the Job's labels are not the Service's selector, and its name carries a hash of its pod", () => {
    const { json } = build();
    const job = onlyManifest(json, 'Job').object;
    const service = onlyManifest(json, 'Service').object;
    const selector = service.spec.selector['app.kubernetes.io/name'];
    expect(job.spec.template.metadata.labels['app.kubernetes.io/name']).not.toBe(selector);
    expect(job.metadata.name).toMatch(new RegExp(`^${selector}-warm-[0-9a-f]{8}$`));
    // Stable from one synth to the next; another image is another Job (Jobs are immutable).
    expect(onlyManifest(build().json, 'Job').object.metadata.name).toBe(job.metadata.name);
    const other = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'b'.repeat(64)}`);
    expect(onlyManifest(build({ image: other }).json, 'Job').object.metadata.name).not.toBe(job.metadata.name);
  });

  test('addEnvironment reaches the warm-up engine too', () => {
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
      model: new ModelArtifact({ name: 'llama-8b', size: Size.gigabytes(16) }),
      storage: ModelStorage.objectStorageStream(),
      engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1', warmUp: true }) }),
    });
    workload.addEnvironment('EXTRA', 'on');
    const env = onlyManifest(synthJson(stack), 'Job').object.spec.template.spec.containers[0].env;
    expect(env).toContainEqual({ name: 'EXTRA', value: 'on' });
  });

  test('through kubectl_manifest the wait is wait_for', () => {
    const { json } = build({ manifestBackend: ManifestBackend.kubectlManifest() });
    const job = manifestsOf(json).find((m) => m.object.kind === 'Job')!;
    expect(job.resourceType).toBe('kubectl_manifest');
    expect(job.resource.wait_for).toEqual({ condition: [{ type: 'Complete', status: 'True' }] });
    expect(job.resource.timeouts.create).toMatch(/^\d+s$/);
  });

  test('without warmUp there is no Job', () => {
    expect(manifestsOf(build({}, false).json).some((m) => m.object.kind === 'Job')).toBe(false);
  });
});
