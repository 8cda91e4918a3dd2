/**
 * A Cloud Run GPU service whose engine streams the model's weights from Cloud Storage into GPU
 * memory (vLLM with the Run:ai Model Streamer, `--load-format runai_streamer`), through Rapid Cache
 * in every zone of the region: no gcsfuse volume and no in-memory copy, so the 15 GiB model runs in
 * the L4's smallest 16 GiB of memory (the streamer's buffer is capped at 4 GiB and counted; a download
 * would need 24 GiB). The service
 * account reads the model's prefix only; egress is Direct VPC with Private Google Access. The
 * command is the user's own until the library's engine presets land: it reads `MODEL_URI`.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload, CloudRunModelStorage } from 'cdktf-gpu-models/google';

class CloudRunStreamStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    const llama = new CloudRunGpuWorkload(this, 'Llama', {
      region: 'us-central1',
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm-runai:0.11.1'),
      // vLLM 0.11.1 or later authenticates to Cloud Storage as the service account (the metadata server).
      command: ['/bin/sh', '-c', 'exec vllm serve "$MODEL_URI" --load-format runai_streamer --port 8080'],
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(15) }),
      storage: CloudRunModelStorage.objectStorageStream({ rapidCache: {} }),
      environment: { HF_HUB_OFFLINE: '1' },
      httpServing: { port: 8080, maxInstances: 3, startupProbe: { httpPath: '/health' } },
    });
    new TerraformOutput(this, 'ModelUri', { value: llama.modelUri });
  }
}

export function build(app: App): void {
  new CloudRunStreamStack(app, 'gcp-cloudrun-stream');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
