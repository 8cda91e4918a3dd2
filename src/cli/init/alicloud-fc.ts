import { OSS_ACCELERATOR_ZONES } from '../../alicloud/advice/rules';
import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { UsageError, flagValue } from '../flags';
import { Statement, THIS, construct, call, lit, local, obj, prop, ref } from './code';
import { InitContext, PlatformTemplate, ReadmeParts } from './context';
import { FcGpuType } from '../../alicloud/gpu-type';
import { enumKey, lib, output, engineProp } from './shared-code';

const ALICLOUD = 'cdktf-gpu-models/alicloud';
/** The Tablestore instance and table of the state lock (`--state`); the README creates them. */
export const OTS_INSTANCE = 'tfstate-lock';
export const OTS_TABLE = 'terraform_lock';

/** Alibaba Function Compute 3.0: an `FcGpuFunction` with an HTTP trigger. */
export const ALICLOUD_FC: PlatformTemplate = {
  title: 'Alibaba Function Compute 3.0',
  defaultRegion: 'cn-hangzhou',
  gpus: [FcGpuType.ADA_1],
  providerPackages: [],
  flags: [
    {
      name: 'zone',
      type: 'string',
      valueName: '<zone>',
      help: ['Zone of the new vSwitch for Performance NAS', "(default: the region's GPU zone, e.g. cn-hangzhou-j)"],
      platforms: [AdvicePlatform.ALIBABA_FUNCTION_COMPUTE],
    },
  ],
  defaultImage: (region) => `registry.${region}.aliyuncs.com/my-namespace/model-server:1.0`,

  statements(ctx, model, storage, storageComment): Statement[] {
    const nas = ctx.top.strategy === StorageStrategyId.FILE_SYSTEM;
    if (!nas && flagValue(ctx.flags, 'zone') !== undefined) {
      // Only the NAS app creates a vSwitch: a zone given for another storage would be dropped.
      throw new UsageError(
        `--zone places the vSwitch of Performance NAS, but advise ranked ${ctx.top.label} first for this workload, which creates no vSwitch: remove --zone (or describe a workload for which NAS ranks first)`,
        'GPUM-CLI-PLATFORM-FLAG',
      );
    }
    const oss = isOss(ctx);
    const statements: Statement[] = [
      ...backend(ctx),
      { code: construct(ref(ALICLOUD, 'AlicloudProvider'), THIS, lit('alicloud'), obj({ region: lit(ctx.region) })) },
      {
        declare: 'model',
        code: construct(
          ref(ALICLOUD, 'FcGpuFunction'),
          THIS,
          lit('Model'),
          obj({
            region: lit(ctx.region),
            gpuType: prop(ref(ALICLOUD, 'FcGpuType'), enumKey(FcGpuType, ctx.gpu.name)),
            network: nas ? call(ref(ALICLOUD, 'FcNetwork'), 'create', obj({ zoneId: lit(zone(ctx)) })) : undefined,
            httpTrigger: obj({}),
            image: call(lib('ContainerImage'), 'fromRegistry', lit(ctx.image)),
            ...engineProp(ctx),
            model: model,
            storage: { value: storage, comment: storageComment },
          }),
        ),
      },
    ];
    if (oss) statements.push(output('ModelBucket', prop(local('model'), 'modelBucketName'), 'The bucket to upload the model to'));
    if (nas) {
      statements.push(output('MountTargetDomain', prop(local('model'), 'mountTargetDomain'), "The NAS mount target, for the model's copy"));
      statements.push(
        output('NasAccessGroup', prop(local('model'), 'nasAccessGroupName'), "Give the loader's CIDR a read-write rule here"),
      );
    }
    return statements;
  },

  readme(ctx): ReadmeParts {
    const services = ['Function Compute (AliyunFCFullAccess)', 'RAM (AliyunRAMFullAccess: the function gets its own role)'];
    if (isOss(ctx)) services.push('OSS (AliyunOSSFullAccess)');
    if (ctx.top.strategy !== StorageStrategyId.CONTAINER_IMAGE)
      services.push('VPC and ECS security groups (AliyunVPCFullAccess, AliyunECSFullAccess)');
    if (ctx.top.strategy === StorageStrategyId.FILE_SYSTEM) services.push('NAS (AliyunNASFullAccess)');
    return {
      prerequisites: [
        'An Alibaba Cloud account with Function Compute 3.0 activated, and an AccessKey of a RAM user that may manage:',
        ...services.map((s) => `- ${s}`),
        '',
        'Give the provider the key in the environment: `export ALIBABA_CLOUD_ACCESS_KEY_ID=...` and',
        '`export ALIBABA_CLOUD_ACCESS_KEY_SECRET=...`. The image must be in Container Registry (ACR) in ' +
          `\`${ctx.region}\`, under 15 GB compressed.`,
      ].join('\n'),
      stateBucket: [
        `The state lives in the OSS bucket \`${ctx.stateBucket}\` (prefix \`${ctx.stackName}\`), locked through the Tablestore table`,
        `\`${OTS_TABLE}\` of the instance \`${OTS_INSTANCE}\`. Create them once, before \`${ctx.framework.cli.command} deploy\`, for example with this`,
        'Terraform file in a folder of its own (`terraform init && terraform apply`):',
        '',
        '```hcl',
        `provider "alicloud" {\n  region = "${ctx.region}"\n}`,
        '',
        `resource "alicloud_oss_bucket" "state" {\n  bucket = "${ctx.stateBucket}"\n  versioning {\n    status = "Enabled"\n  }\n  server_side_encryption_rule {\n    sse_algorithm = "AES256"\n  }\n  lifecycle {\n    prevent_destroy = true\n  }\n}`,
        '',
        `resource "alicloud_oss_bucket_acl" "state" {\n  bucket = alicloud_oss_bucket.state.bucket\n  acl    = "private"\n}`,
        '',
        `resource "alicloud_oss_bucket_public_access_block" "state" {\n  bucket              = alicloud_oss_bucket.state.bucket\n  block_public_access = true\n}`,
        '',
        `resource "alicloud_ots_instance" "lock" {\n  name          = "${OTS_INSTANCE}"\n  description   = "Terraform state locks"\n  accessed_by   = "Any"\n  instance_type = "HighPerformance"\n}`,
        '',
        `# The OSS backend's lock table: its primary key is LockID, a string.\nresource "alicloud_ots_table" "lock" {\n  instance_name = alicloud_ots_instance.lock.name\n  table_name    = "${OTS_TABLE}"\n  primary_key {\n    name = "LockID"\n    type = "String"\n  }\n  time_to_live = -1\n  max_version  = 1\n}`,
        '```',
      ].join('\n'),
      stageModel: stageModel(ctx),
    };
  },
};

function isOss(ctx: InitContext): boolean {
  return (
    ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT || ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED
  );
}

/** The vSwitch's zone for NAS: `--zone`, else the region's GPU zone. */
function zone(ctx: InitContext): string {
  const given = flagValue(ctx.flags, 'zone');
  const known = OSS_ACCELERATOR_ZONES[ctx.region];
  if (given) return given;
  if (!known)
    throw new UsageError(
      `--zone is required for Performance NAS in ${ctx.region}: give a zone with GPU instances, for example --zone ${ctx.region}-a`,
    );
  return known;
}

function backend(ctx: InitContext): Statement[] {
  if (!ctx.stateBucket) return [];
  return [
    {
      comment: ['Shared state in OSS, locked in Tablestore (see the README to create both).'],
      code: construct(
        ref('cdktf', 'OssBackend'),
        THIS,
        obj({
          bucket: lit(ctx.stateBucket),
          prefix: lit(ctx.stackName),
          key: lit('terraform.tfstate'),
          region: lit(ctx.region),
          encrypt: lit(true),
          tablestoreEndpoint: lit(`https://${OTS_INSTANCE}.${ctx.region}.ots.aliyuncs.com`),
          tablestoreTable: lit(OTS_TABLE),
        }),
      ),
    },
  ];
}

function stageModel(ctx: InitContext): string {
  const stack = ctx.stackName;
  switch (ctx.top.strategy) {
    case StorageStrategyId.FILE_SYSTEM:
      return [
        `The function mounts \`/${ctx.storagePath}\` of the new Performance NAS file system read-only. Copy the model there`,
        'before the first invocation, from an ECS instance in the same VPC:',
        '',
        '```sh',
        `npx ${ctx.framework.cli.command} output ${stack}   # MountTargetDomain and NasAccessGroup`,
        "# In the console or with the API, add a read-write rule for the loader's private IP to NasAccessGroup, then on the loader:",
        'sudo mount -t nfs -o vers=3,nolock,proto=tcp <MountTargetDomain>:/ /mnt/nas',
        `sudo mkdir -p /mnt/nas/${ctx.storagePath} && sudo cp -r ./${ctx.modelName}/. /mnt/nas/${ctx.storagePath}/`,
        '```',
      ].join('\n');
    case StorageStrategyId.OBJECT_STORAGE_MOUNT:
    case StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED:
      return [
        `The function mounts \`oss://<ModelBucket>/${ctx.storagePath}/\` read-only. Upload the model after the first deploy:`,
        '',
        '```sh',
        `npx ${ctx.framework.cli.command} output ${stack}   # ModelBucket`,
        `ossutil cp -r ./${ctx.modelName}/ oss://<ModelBucket>/${ctx.storagePath}/`,
        '```',
        ...(ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT_ACCELERATED
          ? [
              '',
              'The OSS accelerator has no Terraform resource: create it for the bucket in the zone of the storage settings',
              '(OSS console, or the PutBucketDataAccelerator API) before the first invocation; the synth keeps warning',
              'about it, since Terraform cannot see it.',
            ]
          : []),
      ].join('\n');
    default:
      return [
        `The model ships in the image: build it with the model's files at \`${ctx.mountPath}\` and push it to ACR in`,
        `\`${ctx.region}\` (\`docker push ${ctx.image}\`).`,
      ].join('\n');
  }
}
