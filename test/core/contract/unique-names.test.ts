import { ModelStorage } from '../../../src/core/model-storage';
import { Testing } from '../../../src/core/framework';
import { eks, stackWithProviders } from './fixtures';

describe('cluster-scoped names are unique in an app', () => {
  const mountpoint = () => ModelStorage.objectStorageMount({ bucketName: 'acme-models' });

  test('two Mountpoint workloads named embed in two namespaces get two PersistentVolumes; the first keeps its name', () => {
    const stack = stackWithProviders();
    eks(stack, { name: 'embed', namespace: 'team-a', storage: mountpoint() }, 'A');
    eks(stack, { name: 'embed', namespace: 'team-b', storage: mountpoint() }, 'B');
    const json = JSON.parse(Testing.synth(stack));
    const volumes = Object.values<any>(json.resource.kubernetes_manifest)
      .map((m) => m.manifest)
      .filter((m) => m.kind === 'PersistentVolume');
    expect(volumes.map((v) => v.metadata.name)).toEqual(['embed-model', 'embed-team-b-model']);
    expect(volumes.map((v) => v.spec.csi.volumeHandle)).toEqual(['embed-model', 'embed-team-b-model']);
    const claims = Object.values<any>(json.resource.kubernetes_manifest)
      .map((m) => m.manifest)
      .filter((m) => m.kind === 'PersistentVolumeClaim');
    expect(claims.map((c) => [c.metadata.namespace, c.metadata.name, c.spec.volumeName])).toEqual([
      ['team-a', 'embed-model', 'embed-model'],
      ['team-b', 'embed-model', 'embed-team-b-model'],
    ]);
  });

  test('one workload alone keeps the name it had', () => {
    const stack = stackWithProviders();
    eks(stack, { name: 'embed', namespace: 'team-b', storage: mountpoint() });
    const json = JSON.parse(Testing.synth(stack));
    const pv = Object.values<any>(json.resource.kubernetes_manifest).find((m) => m.manifest.kind === 'PersistentVolume');
    expect(pv.manifest.metadata.name).toBe('embed-model');
  });

  test('workloads in two clusters do not collide', () => {
    const stack = stackWithProviders();
    eks(stack, { name: 'embed', storage: mountpoint() }, 'A');
    expect(() => eks(stack, { name: 'embed', clusterName: 'other', storage: mountpoint() }, 'B')).not.toThrow();
    expect(() => eks(stack, { name: 'embed', storage: mountpoint() }, 'C')).toThrow(/GPUM-EKS-NAME-DUPLICATE.*test\/A/);
  });
});
