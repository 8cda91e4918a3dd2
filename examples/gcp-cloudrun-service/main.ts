/**
 * HTTP serving: vLLM's OpenAI-compatible API as a Cloud Run GPU service, scaling from zero to two
 * L4 instances, reading the model through a gcsfuse mount (buffered reads, the default). CPU stays
 * allocated (GPU services need it) and the startup probe waits on vLLM's /health for as long as the
 * model takes to load. Callers need roles/run.invoker.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, Duration, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload } from 'cdktf-gpu-models/google';

class CloudRunServiceStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'europe-west1' });

    new CloudRunGpuWorkload(this, 'Llama', {
      region: 'europe-west1',
      cpu: 8,
      memory: Size.gibibytes(32),
      gpuZonalRedundancy: false,
      image: ContainerImage.fromRegistry('docker.io/vllm/vllm-openai:v0.9.2'),
      args: ['--model', '/mnt/models/llama-3.1-8b', '--served-model-name', 'llama-3.1-8b', '--port', '8000', '--max-num-seqs', '32'],
      model: new ModelArtifact({ name: 'llama-3.1-8b', size: Size.gibibytes(15) }),
      storage: ModelStorage.objectStorageMount(),
      httpServing: {
        port: 8000,
        maxInstances: 2,
        maxConcurrentRequests: 32,
        requestTimeout: Duration.minutes(10),
        startupProbe: { httpPath: '/health' },
      },
    });
  }
}

export function build(app: App): void {
  new CloudRunServiceStack(app, 'gcp-cloudrun-service');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
