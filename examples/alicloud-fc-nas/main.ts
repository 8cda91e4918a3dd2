/**
 * An on-demand GPU function whose model is on Performance NAS: the fastest cold start for on-demand
 * instances. Creates the VPC, vSwitch, security group, NAS file system, access group and rule, and
 * mount target, and wires the function's vpc_config and nas_config to them.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType, FcNetwork } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcNasStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    new GpuFunctionWithModel(this, 'sdxl', {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: 'cn-hangzhou',
        gpuType: FcGpuType.ADA_1,
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        httpTrigger: {},
        prewarmModel: true,
      }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/sdxl-server:1.4'),
      model: new ModelArtifact({ name: 'sdxl-base', size: Size.gibibytes(7) }),
      storage: ModelStorage.fileSystem(),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcNasStack(app, 'alicloud-fc-nas');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
