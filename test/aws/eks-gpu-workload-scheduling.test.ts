import { ModelGpuLoading } from '../../src';
import {
  EksGpuWorkload,
  EksGpuWorkloadProps,
  EksModelStorage,
  GpuNodeClass,
  GpuNodeClassProps,
  IGpuNodePool,
  ManifestBackend,
  NodeIdentity,
} from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';
import { manifestsOf, onlyManifest } from '../support/manifests';
import { synthJson } from '../support/synth';

const DIGEST_IMAGE = `123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`;

interface Options {
  readonly props?: Partial<EksGpuWorkloadProps>;
  readonly nodeClass?: Partial<GpuNodeClassProps>;
  readonly pool?: IGpuNodePool;
}

function build(storage: ModelStorage, options: Options = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool =
    options.pool ??
    new GpuNodeClass(stack, 'Gpus', {
      clusterName: 'demo',
      identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
      ...options.nodeClass,
    });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: ContainerImage.fromRegistry(DIGEST_IMAGE),
    model: new ModelArtifact({ name: 'llama', size: Size.gibibytes(16) }),
    storage,
    ...options.props,
  });
  const json = synthJson(stack);
  const deployment = onlyManifest(json, 'Deployment').object;
  return { stack, json, workload, pod: deployment.spec.template.spec };
}

const advice = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);
const error = (storage: ModelStorage, options: Options) => thrown(() => build(storage, options));
const mountOptions = (json: any): string[] => onlyManifest(json, 'PersistentVolume').object.spec.mountOptions;

describe('what is asked can be scheduled', () => {
  test("gpuCount above the NodePool's gpuLimit is an error (GPUM-EKS-GPU-LIMIT)", () => {
    const e = error(ModelStorage.containerImage(), { props: { gpuCount: 4 }, nodeClass: { gpuLimit: 2 } });
    expect(e.code).toBe('GPUM-EKS-GPU-LIMIT');
    expect(e.constructPath).toBe('test/Llama');
    expect(e.property).toBe('gpuCount');
    expect(e.value).toBe('4');
    // g7e.12xlarge has 2 GPUs.
    expect(() =>
      build(ModelStorage.containerImage(), { props: { gpuCount: 2 }, nodeClass: { instanceFamilies: ['g7e'], gpuLimit: 2 } }),
    ).not.toThrow();
  });

  test('gpuCount above every instance type the pool can launch is an error (GPUM-EKS-GPU-COUNT-INSTANCE)', () => {
    const e = error(ModelStorage.containerImage(), { props: { gpuCount: 9 }, nodeClass: { gpuLimit: 16 } });
    expect(e.code).toBe('GPUM-EKS-GPU-COUNT-INSTANCE');
    expect(e.message).toContain('the most is 8');
    // Under gpuLimit 3 only g6e's 1-GPU sizes are admitted.
    expect(
      error(ModelStorage.containerImage(), { props: { gpuCount: 2 }, nodeClass: { instanceFamilies: ['g6e'], gpuLimit: 3 } }).code,
    ).toBe('GPUM-EKS-GPU-COUNT-INSTANCE');
    // A NodePool made elsewhere, known by its families.
    const pool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'p', instanceFamilies: ['g7e'], gpuLimit: 64 });
    expect(error(ModelStorage.containerImage(), { pool, props: { gpuCount: 16 } }).code).toBe('GPUM-EKS-GPU-COUNT-INSTANCE');
  });

  test('replicas × gpuCount above gpuLimit is warned about (GPUM-EKS-GPU-LIMIT-REPLICAS)', () => {
    const { stack } = build(ModelStorage.containerImage(), { props: { gpuCount: 4, replicas: 3 } });
    expect(advice(stack, 'GPUM-EKS-GPU-LIMIT-REPLICAS')[0].message).toContain('need 12 GPUs');
    expect(
      advice(build(ModelStorage.containerImage(), { props: { gpuCount: 4, replicas: 2 } }).stack, 'GPUM-EKS-GPU-LIMIT-REPLICAS'),
    ).toEqual([]);
  });

  test('a download larger than the instance store of every type the pool can launch is an error, without minLocalNvme too', () => {
    // 1-GPU g5 sizes (gpuLimit 1): the most NVMe is g5.16xlarge's 1900 GB.
    const e = error(ModelStorage.downloadAtStart(), {
      nodeClass: { instanceFamilies: ['g5'], gpuLimit: 1 },
      props: { model: new ModelArtifact({ name: 'big', size: Size.gibibytes(1800), gpuLoading: ModelGpuLoading.OFFLOADED }) },
    });
    expect(e.code).toBe('GPUM-EKS-NVME-TOO-SMALL');
    expect(e.message).toContain('1900 GB (g5.16xlarge)');
  });

  test('a download larger than some admitted types is advice naming them (GPUM-EKS-NVME-SIZE)', () => {
    const { stack } = build(ModelStorage.downloadAtStart(), {
      props: { model: new ModelArtifact({ name: 'mid', size: Size.gibibytes(400), gpuLoading: ModelGpuLoading.OFFLOADED }), gpuCount: 1 },
      nodeClass: { instanceFamilies: ['g6e'] },
    });
    const [info] = advice(stack, 'GPUM-EKS-NVME-SIZE');
    // 440 GiB is 472 GB: g6e.xlarge (250 GB) and g6e.2xlarge (450 GB) are too small, g6e.4xlarge (600 GB) is not.
    expect(info.message).toContain('more than g6e.xlarge, g6e.2xlarge have');
  });
});

describe('the download reserves its disk', () => {
  test('the serving container requests ephemeral-storage equal to the emptyDir size limit', () => {
    const { pod } = build(ModelStorage.downloadAtStart());
    const sizeLimit = pod.volumes.find((v: any) => v.name === 'model').emptyDir.sizeLimit;
    expect(sizeLimit).toBe('18Gi');
    expect(pod.containers[0].resources.requests['ephemeral-storage']).toBe(sizeLimit);
    expect(pod.containers[0].resources.limits['ephemeral-storage']).toBeUndefined();
  });

  test('the other strategies request none', () => {
    expect(build(ModelStorage.objectStorageMount()).pod.containers[0].resources.requests['ephemeral-storage']).toBeUndefined();
    expect(build(ModelStorage.containerImage()).pod.containers[0].resources.requests['ephemeral-storage']).toBeUndefined();
  });
});

describe("Mountpoint reaches the instance's bandwidth", () => {
  test('maximum-throughput-gbps from the smallest type the pods can land on, with region; IMDS hop limit stays 1', () => {
    const { json, stack } = build(ModelStorage.objectStorageMount());
    expect(mountOptions(json)).toEqual(expect.arrayContaining(['region us-west-2', 'maximum-throughput-gbps 10']));
    expect(advice(stack, 'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE')[0].message).toContain('g5.xlarge');
    expect(onlyManifest(json, 'EC2NodeClass').object.spec.metadataOptions.httpPutResponseHopLimit).toBe(1);
  });

  test("the workload's gpuCount narrows the types: 4 GPUs on g5/g6/g6e is at least 40 Gb/s, 8 GPUs on p5 3200", () => {
    expect(mountOptions(build(ModelStorage.objectStorageMount(), { props: { gpuCount: 4 } }).json)).toContain('maximum-throughput-gbps 40');
    const p5 = build(ModelStorage.objectStorageMount(), { props: { gpuCount: 8 }, nodeClass: { instanceFamilies: ['p5'] } });
    expect(mountOptions(p5.json)).toContain('maximum-throughput-gbps 3200');
    expect(advice(p5.stack, 'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE')).toEqual([]);
  });

  test("the user's own maximum-throughput-gbps wins, and must be a whole number of Gb/s", () => {
    const { json } = build(ModelStorage.objectStorageMount({ mountOptions: ['--maximum-throughput-gbps=100'] }));
    expect(mountOptions(json).filter((o) => o.startsWith('maximum-throughput-gbps'))).toEqual(['maximum-throughput-gbps 100']);
    for (const bad of ['maximum-throughput-gbps 0', 'maximum-throughput-gbps 2.5', 'maximum-throughput-gbps fast']) {
      expect(error(ModelStorage.objectStorageMount({ mountOptions: [bad] }), {}).code).toBe('GPUM-EKS-MOUNT-OPTION');
    }
  });

  test('a pool whose instance types are unknown: no option, and a warning', () => {
    const pool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'elsewhere', sociEnabled: true });
    const { json, stack } = build(ModelStorage.objectStorageMount(), { pool });
    expect(mountOptions(json).some((o) => o.startsWith('maximum-throughput-gbps'))).toBe(false);
    expect(advice(stack, 'GPUM-EKS-MOUNTPOINT-THROUGHPUT')).toHaveLength(1);
  });
});

describe('workloads in a namespace another workload creates', () => {
  function two(order: 'creator-first' | 'creator-last') {
    const stack = new TerraformStack(Testing.app(), 'test');
    const nodePool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpus', sociEnabled: true });
    const base = {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      namespace: 'team-a',
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      storage: ModelStorage.objectStorageMount(),
    };
    const make = (id: string, createNamespace: boolean) =>
      new EksGpuWorkload(stack, id, {
        ...base,
        createNamespace,
        model: new ModelArtifact({ name: id.toLowerCase(), size: Size.gibibytes(4) }),
      });
    const workloads =
      order === 'creator-first'
        ? { creator: make('Creator', true), other: make('Other', false) }
        : { other: make('Other', false), creator: make('Creator', true) };
    return { ...workloads, json: synthJson(stack) };
  }

  test.each(['creator-first', 'creator-last'] as const)('every object of the other workload depends on the Namespace (%s)', (order) => {
    const { creator, json } = two(order);
    expect(creator.namespaceResource).toBeDefined();
    const namespaceId = manifestsOf(json).find((m) => m.object.kind === 'Namespace')!.logicalId;
    const others = manifestsOf(json).filter((m) => m.logicalId.startsWith('Other_'));
    expect(others.map((m) => m.object.kind).sort()).toEqual([
      'Deployment',
      'PersistentVolume',
      'PersistentVolumeClaim',
      'Service',
      'ServiceAccount',
    ]);
    for (const m of others) expect(m.resource.depends_on).toContain(`kubernetes_manifest.${namespaceId}`);
  });

  test('two workloads creating one namespace is an error (GPUM-EKS-NAMESPACE-DUPLICATE)', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    const nodePool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpus', sociEnabled: true });
    const props = {
      clusterName: 'demo',
      region: 'us-west-2',
      nodePool,
      namespace: 'team-a',
      createNamespace: true,
      image: ContainerImage.fromRegistry(DIGEST_IMAGE),
      storage: ModelStorage.containerImage(),
    };
    new EksGpuWorkload(stack, 'A', { ...props, model: new ModelArtifact({ name: 'a', size: Size.gibibytes(4) }) });
    const e = thrown(() => new EksGpuWorkload(stack, 'B', { ...props, model: new ModelArtifact({ name: 'b', size: Size.gibibytes(4) }) }));
    expect(e.code).toBe('GPUM-EKS-NAMESPACE-DUPLICATE');
    expect(e.message).toContain('test/A');
  });
});

describe("the pre-pull DaemonSet's pause image", () => {
  const prePull = () => ModelStorage.containerImage({ prePull: true });
  const pauseOf = (json: any) => onlyManifest(json, 'DaemonSet').object.spec.template.spec.containers[0].image;

  test("registry.k8s.io's by default; any image reference, such as an ECR copy, when given", () => {
    expect(pauseOf(build(prePull()).json)).toBe('registry.k8s.io/pause:3.10');
    const ecr = '123456789012.dkr.ecr.us-west-2.amazonaws.com/pause:3.10';
    expect(pauseOf(build(prePull(), { props: { prePullPauseImage: ecr } }).json)).toBe(ecr);
  });

  test("through EksModelStorage.containerImage({ prePull: true }) too; EksModelStorage's without prePull refuses it", () => {
    const ecr = '123456789012.dkr.ecr.us-west-2.amazonaws.com/pause:3.10';
    expect(pauseOf(build(EksModelStorage.containerImage({ prePull: true }), { props: { prePullPauseImage: ecr } }).json)).toBe(ecr);
    expect(error(EksModelStorage.containerImage(), { props: { prePullPauseImage: ecr } }).code).toBe('GPUM-EKS-PAUSE-IMAGE');
  });

  test('an invalid reference, or one without a pre-pull DaemonSet, is an error (GPUM-EKS-PAUSE-IMAGE)', () => {
    for (const bad of ['', 'pause 3.10', 'Registry.example.com/UPPER:1', 'pause:', 'a//b']) {
      expect(error(prePull(), { props: { prePullPauseImage: bad } }).code).toBe('GPUM-EKS-PAUSE-IMAGE');
    }
    expect(error(ModelStorage.containerImage(), { props: { prePullPauseImage: 'registry.k8s.io/pause:3.10' } }).code).toBe(
      'GPUM-EKS-PAUSE-IMAGE',
    );
  });
});

describe('snapshot path advice is consistent', () => {
  const snapshotPool: Partial<GpuNodeClassProps> = {
    instanceStoreRaid0: false,
    soci: false,
    imageCacheSnapshot: { snapshotId: 'snap-0123456789abcdef0' },
  };

  test('no "use SOCI" warning when the nodes boot from an image-cache snapshot; an info instead', () => {
    const { stack } = build(ModelStorage.containerImage(), { nodeClass: snapshotPool });
    expect(advice(stack, 'GPUM-EKS-IMAGE-NO-SOCI')).toEqual([]);
    expect(advice(stack, 'GPUM-EKS-IMAGE-SNAPSHOT')).toHaveLength(1);
    // Without the snapshot, the warning stays.
    expect(advice(build(ModelStorage.containerImage(), { nodeClass: { soci: false } }).stack, 'GPUM-EKS-IMAGE-NO-SOCI')).toHaveLength(1);
  });

  test('no "raise the GC threshold" when it is already 95', () => {
    const prePull = ModelStorage.containerImage({ prePull: true });
    expect(advice(build(prePull).stack, 'GPUM-EKS-PREPULL')[0].message).toContain('Raise imageGcHighThresholdPercent');
    const raised = advice(
      build(prePull, { nodeClass: { imageGcHighThresholdPercent: 95, imageGcLowThresholdPercent: 90 } }).stack,
      'GPUM-EKS-PREPULL',
    );
    expect(raised).toHaveLength(1);
    expect(raised[0].message).not.toContain('Raise');
  });
});

describe('a bucket with RemovalPolicy.DESTROY can be destroyed', () => {
  test('force_destroy empties it (versions included) first; the default keeps prevent_destroy and no force_destroy', () => {
    const destroy = build(ModelStorage.downloadAtStart({ removalPolicy: RemovalPolicy.DESTROY })).json;
    const bucket = Object.values<any>(destroy.resource.aws_s3_bucket)[0];
    expect(bucket.force_destroy).toBe(true);
    expect(bucket.lifecycle?.prevent_destroy).toBeUndefined();
    const kept = Object.values<any>(build(ModelStorage.downloadAtStart()).json.resource.aws_s3_bucket)[0];
    expect(kept.force_destroy).toBeUndefined();
    expect(kept.lifecycle.prevent_destroy).toBe(true);
  });
});

describe('cluster-scoped PersistentVolume names', () => {
  function embed(namespaces: string[], backend?: ManifestBackend) {
    const stack = new TerraformStack(Testing.app(), 'test');
    const nodePool = GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpus', instanceFamilies: ['g6'] });
    namespaces.forEach(
      (namespace, i) =>
        new EksGpuWorkload(stack, `Embed${i}`, {
          clusterName: 'demo',
          region: 'us-west-2',
          nodePool,
          name: 'embed',
          namespace,
          manifestBackend: backend,
          image: ContainerImage.fromRegistry(DIGEST_IMAGE),
          model: new ModelArtifact({ name: 'bge', size: Size.gibibytes(2) }),
          storage: ModelStorage.objectStorageMount(),
        }),
    );
    const json = synthJson(stack);
    return manifestsOf(json);
  }

  test('two workloads named embed in team-a and team-b get two PV names and volume handles', () => {
    const manifests = embed(['team-a', 'team-b']);
    const pvs = manifests.filter((m) => m.object.kind === 'PersistentVolume').map((m) => m.object);
    expect(pvs.map((pv) => pv.metadata.name)).toEqual(['embed-model.team-a', 'embed-model.team-b']);
    expect(pvs.map((pv) => pv.spec.csi.volumeHandle)).toEqual(['embed-model.team-a', 'embed-model.team-b']);
    expect(pvs.map((pv) => pv.spec.claimRef)).toEqual([
      { namespace: 'team-a', name: 'embed-model.team-a' },
      { namespace: 'team-b', name: 'embed-model.team-b' },
    ]);
    const pvcs = manifests.filter((m) => m.object.kind === 'PersistentVolumeClaim');
    expect(pvcs.map((m) => [m.object.metadata.name, m.object.spec.volumeName])).toEqual([
      ['embed-model.team-a', 'embed-model.team-a'],
      ['embed-model.team-b', 'embed-model.team-b'],
    ]);
    const deployments = manifests.filter((m) => m.object.kind === 'Deployment');
    expect(deployments.map((m) => m.object.spec.template.spec.volumes[0].persistentVolumeClaim.claimName)).toEqual([
      'embed-model.team-a',
      'embed-model.team-b',
    ]);
  });

  test("the default namespace keeps release 0.1's name; the volume and claim are created before the old ones go", () => {
    const manifests = embed(['default'], ManifestBackend.kubectlManifest());
    const pv = manifests.find((m) => m.object.kind === 'PersistentVolume')!;
    expect(pv.object.metadata.name).toBe('embed-model');
    expect(pv.object.spec.csi.volumeHandle).toBe('embed-model');
    expect(pv.resource.lifecycle).toEqual({ create_before_destroy: true });
    expect(manifests.find((m) => m.object.kind === 'PersistentVolumeClaim')!.resource.lifecycle).toEqual({ create_before_destroy: true });
  });
});
