/**
 * A model in Cloud Storage, mounted read-only with gcsfuse, its file cache on an in-memory volume
 * sized to the model: the first read fills the cache with parallel ranged downloads, and the
 * server then reads from memory. The bucket has a hierarchical namespace, as gcsfuse recommends
 * for ML data; the GPU runs without zonal redundancy (cheaper, best-effort failover).
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage } from 'cdktf-gpu-models/google';

class CloudRunGcsfuseCacheStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    new CloudRunGpuWorkload(this, 'Llama', {
      region: 'us-central1',
      cpu: 8,
      gpuZonalRedundancy: false,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/batch-inference:2.3'),
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/llama-3.1-8b'],
      model: new ModelArtifact({ name: 'llama-3.1-8b', size: Size.gibibytes(15) }),
      storage: CloudRunModelStorage.gcsFuse({
        fileCache: { size: Size.gibibytes(16) },
        hierarchicalNamespace: true,
        // Model files do not change under a running instance: cache their metadata for good.
        mountOptions: ['metadata-cache-ttl-secs=-1'],
      }),
    });
  }
}

export function build(app: App): void {
  new CloudRunGcsfuseCacheStack(app, 'gcp-cloudrun-gcsfuse-cache');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
