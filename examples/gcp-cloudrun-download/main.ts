/**
 * The model is copied from Cloud Storage into an in-memory volume with a parallel, sliced
 * `gcloud storage cp` before the worker starts: Cloud Run's fastest way to load a model from Cloud
 * Storage. The image needs the Google Cloud CLI (with compiled crcmod for sliced downloads).
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload } from 'cdktf-gpu-models/google';

class CloudRunDownloadStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    new CloudRunGpuWorkload(this, 'Mistral', {
      region: 'us-central1',
      cpu: 8,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/batch-inference-gcloud:2.3'),
      // Runs after the download; the model is then at MODEL_PATH.
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/mistral-7b'],
      model: new ModelArtifact({ name: 'mistral-7b', size: Size.gibibytes(14) }),
      storage: ModelStorage.downloadAtStart({ concurrency: 32, partSize: Size.mebibytes(64), retries: 5 }),
    });
  }
}

export function build(app: App): void {
  new CloudRunDownloadStack(app, 'gcp-cloudrun-download');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
