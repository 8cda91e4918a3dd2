/**
 * Many GPU functions starting at once, reading the model through the OSS accelerator: a zone-local
 * NVMe cache whose bandwidth grows with its size, unlike a NAS file system shared by every instance.
 * The function is placed in a VPC in the accelerator's zone. The accelerator itself has no Terraform
 * resource: create it in the console or with the OSS API (the synth prints a warning saying so).
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType, FcModelStorage } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcOssAcceleratedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    new GpuFunctionWithModel(this, 'flux', {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: 'cn-hangzhou',
        gpuType: FcGpuType.ADA_1,
        httpTrigger: {},
      }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/flux-server:0.3'),
      model: new ModelArtifact({ name: 'flux1-dev', size: Size.gibibytes(24) }),
      storage: FcModelStorage.ossMount({
        bucketName: 'acme-models-hangzhou',
        accelerator: { zoneId: 'cn-hangzhou-j' },
      }),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcOssAcceleratedStack(app, 'alicloud-fc-oss-accelerated');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
