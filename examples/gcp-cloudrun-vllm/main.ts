/**
 * vLLM serving an 8B model on a Cloud Run L4 service, streaming the weights from Cloud Storage into
 * GPU memory. The `ServingEngine.vllm()` preset writes the command line: `vllm serve gs://<bucket>/
 * models/llama-3.1-8b-instruct/ --load-format runai_streamer`, the service's port, tensor parallel 1,
 * the GPU memory share, offline hub mode, and an HTTP `/health` startup probe sized from the engine's
 * estimated start. The service account reads the model's prefix only.
 *
 * The compile cache keeps vLLM's `torch.compile` artifacts in the same bucket under
 * `compile-cache/vllm-0.11.1/llama-3.1-8b-instruct/<revision>/nvidia-l4-tp1/`: a wrapper in front of
 * the engine restores the last generation into an in-memory volume, and writes a new one back once
 * `/health` answers. The service account may write under that key only.
 */
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { CompileCache, ContainerImage, ModelArtifact, ModelStorage, ServingEngine, Size } from 'cdktf-gpu-models';
import { CloudRunGpuWorkload } from 'cdktf-gpu-models/google';

export class CloudRunVllmStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'us-central1' });

    const llama = new CloudRunGpuWorkload(this, 'Llama', {
      region: 'us-central1',
      // vLLM 0.11.1 with vllm[runai]: it authenticates to Cloud Storage as the service account.
      image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm-runai:0.11.1'),
      engine: ServingEngine.vllm({
        version: '0.11.1',
        maxModelLen: 8192,
        // The model is uploaded by hand (no source): name the revision the artifacts were compiled for.
        compileCache: CompileCache.objectStorage({ modelRevision: '0e9e39f' }),
      }),
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(15) }),
      storage: ModelStorage.objectStorageStream(),
      httpServing: { port: 8000, maxInstances: 3 },
    });
    new TerraformOutput(this, 'ModelUri', { value: llama.modelUri });
  }
}

export function build(app: App): void {
  new CloudRunVllmStack(app, 'gcp-cloudrun-vllm');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
