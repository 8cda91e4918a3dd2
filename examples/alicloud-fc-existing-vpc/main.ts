/**
 * Importing the constructs into a stack that already has its network and NAS. The VPC, vSwitch and
 * security group are the stack's own resource objects; the NAS is given by ID and mount target
 * domain, with the mount target's VPC so the library can check it is the function's.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { AlicloudProvider, FcGpuFunction, FcGpuType, FcNetwork, SecurityGroup, Vpc, Vswitch } from 'cdktf-gpu-models/alicloud';

export class AlicloudFcExistingVpcStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-beijing' });

    // What the stack already had, before adopting the library.
    const vpc = new Vpc(this, 'shared-vpc', { vpcName: 'shared', cidrBlock: '10.0.0.0/8' });
    const vswitch = new Vswitch(this, 'gpu-vswitch', { vpcId: vpc.id, zoneId: 'cn-beijing-h', cidrBlock: '10.20.0.0/20' });
    const securityGroup = new SecurityGroup(this, 'gpu-sg', { vpcId: vpc.id, securityGroupName: 'gpu-functions' });

    new FcGpuFunction(this, 'llama', {
      region: 'cn-beijing',
      gpuType: FcGpuType.ADA_1,
      network: FcNetwork.fromResources(vpc, vswitch, securityGroup),
      httpTrigger: {},
      logProject: 'acme-prod-logs',
      logStore: 'gpu-functions',
      image: ContainerImage.fromRegistry('registry-vpc.cn-beijing.aliyuncs.com/acme/llama-server:3.1'),
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(16) }),
      storage: ModelStorage.fileSystem({
        fileSystemId: '0a1b2c3d4e',
        mountTargetDomain: '0a1b2c3d4e-abc12.cn-beijing.nas.aliyuncs.com',
        mountTargetVpcId: vpc.id,
      }),
    });
  }
}

export function build(app: App): void {
  new AlicloudFcExistingVpcStack(app, 'alicloud-fc-existing-vpc');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
