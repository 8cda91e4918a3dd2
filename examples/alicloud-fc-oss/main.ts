/**
 * A provisioned (idle) GPU function whose model is mounted read-only from OSS: the choice when
 * start time is not critical or the model serves several regions. Creates a private, encrypted
 * bucket and a RAM role that may read only the model's prefix.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcOssStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-shanghai' });

    new GpuFunctionWithModel(this, 'qwen', {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: 'cn-shanghai',
        gpuType: FcGpuType.ADA_1,
        instanceConcurrency: 8,
        httpTrigger: {},
        provisioned: { target: 1, alwaysAllocateGpu: false },
      }),
      image: ContainerImage.fromRegistry('registry.cn-shanghai.aliyuncs.com/acme/vllm-openai:0.6'),
      model: new ModelArtifact({ name: 'qwen2.5-14b-instruct', size: Size.gibibytes(28) }),
      storage: ModelStorage.objectStorageMount(),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcOssStack(app, 'alicloud-fc-oss');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
