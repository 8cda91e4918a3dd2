/**
 * Two Cloud Run workloads on one model bucket: `Chat` (an HTTP service) creates the bucket, the
 * network and subnetwork with Private Google Access, and a Rapid Cache in each zone; `Embed` (a worker
 * pool) serves another model from the same bucket with `CloudRunModelStorage.sharedWith(chat)`: read
 * the same way, through the same network and caches, with a read grant of its own limited to its
 * prefix. Nothing is created twice, and `Embed` draws no warning of its own.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage } from 'cdktf-gpu-models/google';

class CloudRunSharedBucketStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    const chat = new CloudRunGpuWorkload(this, 'Chat', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9'),
      command: ['vllm', 'serve', '/mnt/models/llama-3.1-8b'],
      model: new ModelArtifact({ name: 'llama-3.1-8b', size: Size.gibibytes(15) }),
      storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(16) }, rapidCache: {} }),
      httpServing: {},
    });

    // The same bucket, gcsfuse settings, network and Rapid Cache; its own read grant on models/bge-m3/.
    new CloudRunGpuWorkload(this, 'Embed', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/embeddings:1.2'),
      command: ['python3', '-m', 'embeddings', '--model', '/mnt/models/bge-m3'],
      model: new ModelArtifact({ name: 'bge-m3', size: Size.gibibytes(3) }),
      storage: CloudRunModelStorage.sharedWith(chat),
    });
  }
}

export function build(app: App): void {
  new CloudRunSharedBucketStack(app, 'gcp-cloudrun-shared-bucket');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
