import { Construct } from 'constructs';
import { requireFromRoot } from '../root';
import { BenchPlatform } from './types';

const lib = () => requireFromRoot('lib');
const ali = () => requireFromRoot('lib/alicloud');
const gen = (name: string) => requireFromRoot(`lib/alicloud/generated/${name}`);

const REGION = 'cn-hangzhou';
const IMAGE = 'registry.cn-hangzhou.aliyuncs.com/acme/sdxl-server:1.4';

/** The NAS strategy: the most resources per workload on Function Compute. */
export const alicloud: BenchPlatform = {
  name: 'alicloud',
  libraryImport: 'lib/alicloud',
  libraryExtraImports: ['lib/alicloud/generated/provider'],
  baselineImports: [
    'cdktf',
    ...[
      'provider',
      'vpc',
      'vswitch',
      'data-alicloud-zones',
      'security-group',
      'nas-file-system',
      'nas-access-group',
      'nas-access-rule',
      'nas-mount-target',
      'fcv3-function',
      'fcv3-trigger',
    ].map((m) => `lib/alicloud/generated/${m}`),
  ],
  provider(stack: Construct) {
    new (gen('provider').AlicloudProvider)(stack, 'alicloud', { region: REGION });
  },
  library(stack: Construct, i: number) {
    const { GpuFunctionWithModel, GpuPlatform, ContainerImage, ModelArtifact, ModelStorage, Size } = lib();
    const { FcGpuType, FcNetwork } = ali();
    new GpuFunctionWithModel(stack, `fn${i}`, {
      platform: GpuPlatform.alibabaFunctionCompute({
        region: REGION,
        gpuType: FcGpuType.ADA_1,
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        httpTrigger: {},
      }),
      image: ContainerImage.fromRegistry(IMAGE),
      model: new ModelArtifact({ name: `model-${i}`, size: Size.gibibytes(7) }),
      storage: ModelStorage.fileSystem(),
    });
  },
  raw(stack: Construct, i: number) {
    const scope = new Construct(stack, `fn${i}`);
    // Each attribute is read once, as a careful hand-written stack does.
    const vpcId: string = new (gen('vpc').Vpc)(scope, 'Vpc', {
      vpcName: `fn${i}`,
      cidrBlock: '172.16.0.0/12',
      description: 'GPU function network (cdktf-gpu-models)',
    }).id;
    const zoneIds = new (gen('data-alicloud-zones').DataAlicloudZones)(scope, 'VSwitchZones', { availableResourceCreation: 'VSwitch' }).ids;
    const vswitchId: string = new (gen('vswitch').Vswitch)(scope, 'VSwitch', {
      vswitchName: `fn${i}`,
      vpcId,
      zoneId: 'cn-hangzhou-j',
      cidrBlock: '172.16.0.0/24',
      lifecycle: {
        precondition: [
          {
            condition: requireFromRoot('cdktf').Fn.contains(zoneIds, 'cn-hangzhou-j'),
            errorMessage: 'Zone cn-hangzhou-j is not a zone of the region where a vSwitch can be created.',
          },
        ],
      },
    }).id;
    const sg = new (gen('security-group').SecurityGroup)(scope, 'SecurityGroup', {
      securityGroupName: `fn${i}`,
      vpcId,
      description: 'GPU function ENIs (cdktf-gpu-models): egress only',
    });
    const fs = new (gen('nas-file-system').NasFileSystem)(scope, 'FileSystem', {
      description: `Models for bench/fn${i} (cdktf-gpu-models)`,
      fileSystemType: 'standard',
      protocolType: 'NFS',
      storageType: 'Performance',
      encryptType: 1,
      zoneId: 'cn-hangzhou-j',
      lifecycle: { preventDestroy: true },
    });
    const accessGroupName: string = new (gen('nas-access-group').NasAccessGroup)(scope, 'AccessGroup', {
      accessGroupName: `fn${i}-models`,
      accessGroupType: 'Vpc',
      fileSystemType: 'standard',
      description: 'GPU function model access (cdktf-gpu-models)',
    }).accessGroupName;
    const rule = new (gen('nas-access-rule').NasAccessRule)(scope, 'AccessRule', {
      accessGroupName,
      fileSystemType: 'standard',
      sourceCidrIp: '172.16.0.0/24',
      rwAccessType: 'RDONLY',
      userAccessType: 'no_squash',
      priority: 1,
    });
    const mt = new (gen('nas-mount-target').NasMountTarget)(scope, 'MountTarget', {
      fileSystemId: fs.id,
      vpcId,
      vswitchId,
      networkType: 'Vpc',
      accessGroupName,
    });
    const fn = new (gen('fcv3-function').Fcv3Function)(scope, 'Resource', {
      functionName: `fn${i}`,
      description: `GPU function serving model-${i} (cdktf-gpu-models)`,
      runtime: 'custom-container',
      handler: 'index.handler',
      cpu: 4,
      memorySize: 32768,
      diskSize: 10240,
      timeout: 600,
      instanceConcurrency: 1,
      gpuConfig: { gpuType: 'fc.gpu.ada.1', gpuMemorySize: 49152 },
      customContainerConfig: { image: IMAGE, port: 9000 },
      environmentVariables: { MODEL_NAME: `model-${i}`, MODEL_PATH: `/mnt/models/model-${i}`, MODEL_FORMAT: 'safetensors' },
      vpcConfig: { vpcId, vswitchIds: [vswitchId], securityGroupId: sg.id },
      nasConfig: {
        userId: 0,
        groupId: 0,
        mountPoints: [{ serverAddr: `${mt.mountTargetDomain}:/models/model-${i}`, mountDir: `/mnt/models/model-${i}`, enableTls: false }],
      },
      dependsOn: [rule, mt],
    });
    const trigger = new (gen('fcv3-trigger').Fcv3Trigger)(scope, 'HttpTrigger', {
      functionName: fn.functionName,
      triggerName: 'http',
      description: 'HTTP endpoint (cdktf-gpu-models)',
      triggerType: 'http',
      qualifier: 'LATEST',
      triggerConfig: JSON.stringify({ authType: 'function', methods: ['GET', 'POST'], disableURLInternet: false }),
    });
    new (requireFromRoot('cdktf').TerraformOutput)(scope, 'Url', {
      value: trigger.httpTrigger.get(0).urlInternet,
      description: `HTTP endpoint of bench/fn${i}`,
    });
  },
};
