/**
 * vLLM serving an 8B model from Performance NAS on a Function Compute GPU function. The
 * `ServingEngine.vllm()` preset writes the container's entrypoint (`vllm serve`) and arguments: the
 * model's NAS mount path, tensor parallel 1, the GPU memory share the fit check planned with, the
 * function's port (9000), offline hub mode, and a `/health` health check whose window covers the
 * engine's estimated start.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, ServingEngine, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType, FcNetwork } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcNasVllmStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    new GpuFunctionWithModel(this, 'Llama', {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: 'cn-hangzhou',
        gpuType: FcGpuType.ADA_1,
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        httpTrigger: {},
        engine: ServingEngine.vllm({ version: '0.11.0', maxModelLen: 8192 }),
      }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/vllm-openai:v0.11.0'),
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gigabytes(16) }),
      storage: ModelStorage.fileSystem(),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcNasVllmStack(app, 'alicloud-fc-nas-vllm');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
