/**
 * A Hugging Face model staged into a new Cloud Storage bucket during `cdktf deploy`, then mounted
 * read-only with gcsfuse on the GPU worker pool. A Cloud Run job (CPU) downloads the pinned commit,
 * checks every file against the hub's digest and writes `models/llama-3.1-8b/<commit>/` through a
 * read-write gcsfuse mount, its marker last; `run_execution_token` makes apply run it and wait. The
 * serving container checks the marker before the server starts. The hub token comes from Secret
 * Manager through `secret_key_ref`; the job reaches the hub over Cloud Run's default internet
 * egress. The stack asks for google >= 7.42.0.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, HubToken, ModelArtifact, ModelSource, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage } from 'cdktf-gpu-models/google';

class CloudRunGcsfuseStagedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    new CloudRunGpuWorkload(this, 'Llama', {
      region: 'us-central1',
      cpu: 8,
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/batch-inference:2.3'),
      command: ['python3', '-m', 'batch_inference', '--model', '/mnt/models/llama-3.1-8b'],
      model: new ModelArtifact({
        name: 'llama-3.1-8b',
        size: Size.gibibytes(15),
        source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', {
          revision: '0e9e39f249a16976918f6564b8830bc894c89659',
          token: HubToken.fromGoogleSecretManager('projects/acme-ml/secrets/hf-token/versions/1'),
          include: ['*.safetensors', '*.json'],
          exclude: ['original/'],
        }),
      }),
      storage: CloudRunModelStorage.gcsFuse({
        fileCache: { size: Size.gibibytes(16) },
        mountOptions: ['metadata-cache-ttl-secs=-1'],
      }),
    });
  }
}

export function build(app: App): void {
  new CloudRunGcsfuseStagedStack(app, 'gcp-cloudrun-gcsfuse-staged');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
