import { ModelStorage } from '../../../src/core/model-storage';
import { Testing } from '../../../src/core/framework';
import { eks, stackWithProviders } from './fixtures';

describe('cluster-scoped names are unique in an app', () => {
  const mountpoint = () => ModelStorage.objectStorageMount({ bucketName: 'acme-models' });

  test('two Mountpoint workloads named embed in two namespaces get two PersistentVolumes named by namespace', () => {
    const stack = stackWithProviders();
    eks(stack, { name: 'embed', namespace: 'team-a', storage: mountpoint() }, 'A');
    eks(stack, { name: 'embed', namespace: 'team-b', storage: mountpoint() }, 'B');
    const json = JSON.parse(Testing.synth(stack));
    const volumes = Object.values<any>(json.resource.kubernetes_manifest)
      .map((m) => m.manifest)
      .filter((m) => m.kind === 'PersistentVolume');
    expect(volumes.map((v) => v.metadata.name)).toEqual(['embed-model.team-a', 'embed-model.team-b']);
    expect(volumes.map((v) => v.spec.csi.volumeHandle)).toEqual(['embed-model.team-a', 'embed-model.team-b']);
    const claims = Object.values<any>(json.resource.kubernetes_manifest)
      .map((m) => m.manifest)
      .filter((m) => m.kind === 'PersistentVolumeClaim');
    expect(claims.map((c) => [c.metadata.namespace, c.metadata.name, c.spec.volumeName])).toEqual([
      ['team-a', 'embed-model.team-a', 'embed-model.team-a'],
      ['team-b', 'embed-model.team-b', 'embed-model.team-b'],
    ]);
  });

  // Outside `default` the namespace is always in the name: another app on the same cluster is invisible to this
  // one, so a name that changed only on a collision would rename a running workload's volume when one is added.
  test('a workload in the default namespace keeps the name it had', () => {
    const stack = stackWithProviders();
    eks(stack, { name: 'embed', storage: mountpoint() });
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
