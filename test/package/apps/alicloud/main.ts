// A user's app on Alibaba Function Compute, compiled and synthesized against the packed library.
import { App, TerraformStack } from 'cdktf';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuFunction, FcGpuType, FcNetwork } from 'cdktf-gpu-models/alicloud';
import { Fcv3CustomDomain } from 'cdktf-gpu-models/alicloud/generated/fcv3-custom-domain';

const app = new App();
const stack = new TerraformStack(app, 'user-app');
new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });

const image = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0');
const viaFacade = new GpuFunctionWithModel(stack, 'facade', {
  platform: GpuPlatform.alibabaFunctionCompute({
    region: 'cn-hangzhou',
    gpuType: FcGpuType.ADA_1,
    network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
  }),
  image,
  model: new ModelArtifact({ name: 'sdxl', size: Size.gibibytes(7) }),
  storage: ModelStorage.fileSystem(),
});
const direct = new FcGpuFunction(stack, 'direct', {
  region: 'cn-hangzhou',
  gpuType: FcGpuType.ADA_1,
  image,
  model: new ModelArtifact({ name: 'qwen', size: Size.gibibytes(28) }),
  storage: ModelStorage.objectStorageMount(),
  httpTrigger: {},
});
new Fcv3CustomDomain(stack, 'domain', { customDomainName: 'models.example.com', protocol: 'HTTP' });
const url: string | undefined = direct.url;
console.log(viaFacade.modelMountPath, typeof url);
app.synth();
