/**
 * A 27B model on an RTX PRO 6000 (Preview) worker pool, mounted with gcsfuse buffered reads:
 * parallel read-ahead into 80 blocks of 16 MiB (1.25 GiB of memory), so the model streams in
 * without having to fit a cache in memory.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { CloudRunGpuType, CloudRunGpuWorkload, CloudRunModelStorage } from 'cdktf-gpu-models/google';

class CloudRunGcsfuseBufferedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'europe-west4' });

    new CloudRunGpuWorkload(this, 'Gemma', {
      region: 'europe-west4',
      gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
      instanceCount: 2,
      image: ContainerImage.fromRegistry('europe-docker.pkg.dev/acme-ml/serving/batch-inference:2.3'),
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/gemma-3-27b'],
      model: new ModelArtifact({ name: 'gemma-3-27b', size: Size.gibibytes(51) }),
      storage: CloudRunModelStorage.gcsFuse({
        bufferedRead: { maxBlocks: 80 },
        mountOptions: ['metadata-cache-ttl-secs=-1'],
      }),
    });
  }
}

export function build(app: App): void {
  new CloudRunGcsfuseBufferedStack(app, 'gcp-cloudrun-gcsfuse-buffered');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
