/**
 * The simplest Cloud Run GPU workload: a model baked into its serving image, on an L4 worker pool,
 * through the cloud-neutral facade. No bucket, no VPC: the image is all the model needs.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';

class CloudRunImageStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    new GpuFunctionWithModel(this, 'Gemma', {
      platform: GpuPlatform.googleCloudRun({ region: 'us-central1', command: ['python3', '-m', 'worker'] }),
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/gemma-3-4b-worker:1.0'),
      model: new ModelArtifact({ name: 'gemma-3-4b', size: Size.gibibytes(8), mountPath: '/opt/models/gemma-3-4b' }),
      storage: ModelStorage.containerImage(),
    });
  }
}

export function build(app: App): void {
  new CloudRunImageStack(app, 'gcp-cloudrun-image');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
