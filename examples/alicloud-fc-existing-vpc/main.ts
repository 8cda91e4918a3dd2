/**
 * Adopting the constructs in a stack that already has its network and NAS, two ways:
 * - `llama` takes the stack's own resource objects: the VPC, vSwitch and security group, and the
 *   NAS mount target (FcExistingNas.fromMountTarget), so the check that the mount target is in the
 *   function's VPC runs on Terraform references;
 * - `whisper` takes plain IDs of resources managed elsewhere, with the mount target's VPC ID so the
 *   same check can run on the literal values.
 */
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import {
  AlicloudProvider,
  FcExistingNas,
  FcModelStorage,
  FcGpuFunction,
  FcGpuType,
  FcNetwork,
  NasMountTarget,
  SecurityGroup,
  Vpc,
  Vswitch,
} from 'cdktf-gpu-models/alicloud';
import { NasAccessGroup } from 'cdktf-gpu-models/alicloud/generated/nas-access-group';
import { NasAccessRule } from 'cdktf-gpu-models/alicloud/generated/nas-access-rule';
import { NasFileSystem } from 'cdktf-gpu-models/alicloud/generated/nas-file-system';

export class AlicloudFcExistingVpcStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AlicloudProvider(this, 'alicloud', { region: 'cn-beijing' });

    // What the stack already had before adopting the library.
    const vpc = new Vpc(this, 'shared-vpc', { vpcName: 'shared', cidrBlock: '10.0.0.0/8' });
    const vswitch = new Vswitch(this, 'gpu-vswitch', { vpcId: vpc.id, zoneId: 'cn-beijing-h', cidrBlock: '10.20.0.0/20' });
    const securityGroup = new SecurityGroup(this, 'gpu-sg', { vpcId: vpc.id, securityGroupName: 'gpu-functions' });
    const nas = new NasFileSystem(this, 'models-nas', {
      protocolType: 'NFS',
      storageType: 'Performance',
      fileSystemType: 'standard',
      encryptType: 1,
    });
    // Read-only for the GPU vSwitch: the default VPC group (DEFAULT_VPC_GROUP_NAME) would let every
    // function write to the models.
    const readers = new NasAccessGroup(this, 'models-readers', {
      accessGroupName: 'models-readers',
      accessGroupType: 'Vpc',
      fileSystemType: 'standard',
    });
    new NasAccessRule(this, 'gpu-vswitch-reads', {
      accessGroupName: readers.accessGroupName,
      fileSystemType: 'standard',
      sourceCidrIp: '10.20.0.0/20',
      rwAccessType: 'RDONLY',
      userAccessType: 'no_squash',
      priority: 1,
    });
    const mountTarget = new NasMountTarget(this, 'models-nas-mount', {
      fileSystemId: nas.id,
      vpcId: vpc.id,
      vswitchId: vswitch.id,
      accessGroupName: readers.accessGroupName,
    });

    new FcGpuFunction(this, 'llama', {
      gpuType: FcGpuType.ADA_1,
      network: FcNetwork.fromResources(vpc, vswitch, securityGroup),
      httpTrigger: {},
      logProject: 'acme-prod-logs',
      logStore: 'gpu-functions',
      image: ContainerImage.fromRegistry('registry-vpc.cn-beijing.aliyuncs.com/acme/llama-server:3.1'),
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(16) }),
      storage: FcModelStorage.nas(FcExistingNas.fromMountTarget(mountTarget)),
    });

    new FcGpuFunction(this, 'whisper', {
      gpuType: FcGpuType.TESLA_1,
      cpu: 4,
      memorySizeMiB: 16384,
      network: FcNetwork.fromIds({
        vpcId: 'vpc-2ze0example',
        vswitchId: 'vsw-2ze0example',
        securityGroupId: 'sg-2ze0example',
        zoneId: 'cn-beijing-h',
      }),
      image: ContainerImage.fromRegistry('registry-vpc.cn-beijing.aliyuncs.com/acme/whisper-server:1.2'),
      model: new ModelArtifact({ name: 'whisper-large-v3', size: Size.gibibytes(3) }),
      storage: FcModelStorage.nas({
        fileSystemId: '0a1b2c3d4e',
        mountTargetDomain: '0a1b2c3d4e-abc12.cn-beijing.nas.aliyuncs.com',
        mountTargetVpcId: 'vpc-2ze0example',
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
