/**
 * A GPU function whose model is staged from ModelScope into Performance NAS by a CPU staging
 * function in the same VPC: the model is copied once, inside the region, verified against the hub's
 * sha256 digests, and served from its revision's directory. The ModelScope token is read at run time
 * from a KMS secret; the configuration holds only the secret's name.
 *
 * After `cdktf deploy`, run the command in the InvokeCommand output once (the alicloud provider cannot
 * invoke a function during apply); until the copy is complete, the GPU function's initializer fails
 * with one line naming the staging function.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, HubToken, ModelArtifact, ModelSource, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuFunction, FcGpuType, FcModelStorage, FcNetwork } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcNasStagedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    new FcGpuFunction(this, 'qwen', {
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      // Also creates StagingVSwitch (172.16.1.0/24) for the staging function: only it gets a read-write NAS rule.
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/vllm-server:0.6'),
      model: new ModelArtifact({
        name: 'qwen2-7b-instruct',
        size: Size.gibibytes(15),
        // ModelScope: Hugging Face is not reachable from Function Compute in mainland China.
        source: ModelSource.modelScope('qwen/Qwen2-7B-Instruct', {
          revision: 'v1.0.0',
          token: HubToken.fromAlibabaKmsSecret('modelscope-token'),
          include: ['*.safetensors', '*.json', 'tokenizer*', '*.txt'],
        }),
      }),
      storage: FcModelStorage.nas(),
      httpTrigger: {},
    });
  }
}

export function build(app: App): void {
  new AlicloudFcNasStagedStack(app, 'alicloud-fc-nas-staged');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
