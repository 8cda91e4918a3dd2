/**
 * Two GPU functions serving one model from one Performance NAS: `chat` (public HTTP trigger) creates
 * the VPC, vSwitch, security group, file system, access group, rule and mount target; `batch` (no
 * trigger, one provisioned instance for a steady queue) takes them all with
 * `FcModelStorage.sharedWith(chat)`. Nothing is created twice, the model is copied once, and `batch`
 * draws no warning of its own.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuFunction, FcGpuType, FcModelStorage, FcNetwork } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcNasSharedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    const image = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/vllm-server:0.6');
    const model = new ModelArtifact({ name: 'qwen2-7b-instruct', size: Size.gibibytes(15) });

    const chat = new FcGpuFunction(this, 'chat', {
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      image,
      model,
      storage: FcModelStorage.nas(),
      httpTrigger: {},
    });

    // The same file system, mount target, access group, read-only rule and network as chat.
    new FcGpuFunction(this, 'batch', {
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      image,
      model,
      storage: FcModelStorage.sharedWith(chat),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcNasSharedStack(app, 'alicloud-fc-nas-shared');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
