/**
 * A small model baked into the image: no VPC, no mounts. The right choice for models of a few
 * hundred MB that rarely change.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuType, FcHttpAuthType } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcImageStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-hangzhou' });

    new GpuFunctionWithModel(this, 'whisper', {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: 'cn-hangzhou',
        gpuType: FcGpuType.TESLA_1,
        cpu: 4,
        memorySizeMiB: 16384,
        httpTrigger: { authType: FcHttpAuthType.FUNCTION },
      }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/whisper-small:2024.1'),
      model: new ModelArtifact({ name: 'whisper-small', size: Size.mebibytes(480), mountPath: '/opt/models/whisper-small' }),
      storage: ModelStorage.containerImage(),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcImageStack(app, 'alicloud-fc-image');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
