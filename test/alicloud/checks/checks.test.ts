import { Fcv3Function } from '../../../src/alicloud/generated/fcv3-function';
import { NasAccessGroup } from '../../../src/alicloud/generated/nas-access-group';
import { NasAccessRule } from '../../../src/alicloud/generated/nas-access-rule';
import { NasFileSystem } from '../../../src/alicloud/generated/nas-file-system';
import { NasMountTarget } from '../../../src/alicloud/generated/nas-mount-target';
import { OssBucket } from '../../../src/alicloud/generated/oss-bucket';
import { OssBucketAcl } from '../../../src/alicloud/generated/oss-bucket-acl';
import { OssBucketPublicAccessBlock } from '../../../src/alicloud/generated/oss-bucket-public-access-block';
import { RamPolicy } from '../../../src/alicloud/generated/ram-policy';
import { Vpc } from '../../../src/alicloud/generated/vpc';
import { Vswitch } from '../../../src/alicloud/generated/vswitch';
import { collectAdvice } from '../../../src/core/advice';
import { GpuModelChecks } from '../../../src';
import { Aspects, Testing, TerraformStack } from '../../../src/core/framework';
import { ModelArtifact, ModelFormat } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';

/** A hand-written Function Compute stack, good unless a flag breaks it. */
function fcStack(bad: Partial<Record<string, boolean>> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const vpc = new Vpc(stack, 'Vpc', { vpcName: 'models', cidrBlock: '10.0.0.0/16' });
  const other = new Vpc(stack, 'OtherVpc', { vpcName: 'other', cidrBlock: '10.1.0.0/16' });
  const vswitch = new Vswitch(stack, 'Vswitch', { vpcId: vpc.id, cidrBlock: '10.0.1.0/24', zoneId: 'cn-hangzhou-j' });
  const otherSwitch = new Vswitch(stack, 'OtherVswitch', { vpcId: other.id, cidrBlock: '10.1.1.0/24', zoneId: 'cn-hangzhou-j' });
  const fs = new NasFileSystem(stack, 'Nas', {
    protocolType: 'NFS',
    storageType: bad.capacityNas ? 'Capacity' : 'Performance',
    encryptType: 1,
  });
  const group = new NasAccessGroup(stack, 'Group', { accessGroupName: 'models', accessGroupType: 'Vpc' });
  new NasAccessRule(stack, 'Rule', {
    accessGroupName: group.accessGroupName,
    sourceCidrIp: '10.0.1.0/24',
    rwAccessType: bad.writableNas ? 'RDWR' : 'RDONLY',
    userAccessType: 'no_squash',
  });
  const mountTarget = new NasMountTarget(stack, 'MountTarget', {
    fileSystemId: fs.id,
    vswitchId: bad.otherVpc ? otherSwitch.id : vswitch.id,
    accessGroupName: group.accessGroupName,
  });
  const bucket = new OssBucket(stack, 'Models', {
    bucket: 'acme-models',
    serverSideEncryptionRule: bad.unencrypted ? undefined : { sseAlgorithm: 'AES256' },
  });
  new OssBucketAcl(stack, 'ModelsAcl', { bucket: bucket.bucket, acl: bad.publicAcl ? 'public-read' : 'private' });
  if (!bad.noPublicAccessBlock) new OssBucketPublicAccessBlock(stack, 'ModelsBlock', { bucket: bucket.bucket, blockPublicAccess: true });
  new RamPolicy(stack, 'ReadModels', {
    policyName: 'read-models',
    policyDocument: JSON.stringify({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: bad.wideGrant ? ['oss:*'] : ['oss:GetObject', 'oss:ListObjects'],
          Resource: bad.wideGrant ? ['acs:oss:*:*:*'] : [`acs:oss:*:*:${bucket.bucket}`, `acs:oss:*:*:${bucket.bucket}/models/sd/*`],
        },
      ],
    }),
  });
  const fn = new Fcv3Function(stack, 'Fn', {
    functionName: 'sd',
    handler: 'index.handler',
    runtime: 'custom-container',
    customContainerConfig: { image: 'registry.cn-hangzhou.aliyuncs.com/acme/sd:1' },
    gpuConfig: { gpuType: 'fc.gpu.ada.1', gpuMemorySize: 49152 },
    environmentVariables: { MODEL_FORMAT: bad.pickle ? 'pytorch-pickle' : 'safetensors' },
    vpcConfig: bad.noVpc ? undefined : { vpcId: vpc.id, vswitchIds: [vswitch.id] },
    nasConfig: { userId: 0, groupId: 0, mountPoints: [{ serverAddr: `${mountTarget.mountTargetDomain}:/models`, mountDir: '/mnt/nas' }] },
    ossMountConfig: {
      mountPoints: [
        {
          bucketName: bucket.bucket,
          bucketPath: '/models/sd',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mountDir: '/mnt/oss',
          readOnly: !bad.writableOss,
        },
      ],
    },
  });
  return { stack, fn, bucket, fs, mountTarget };
}

function findings(stack: TerraformStack) {
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  return collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
}

describe('GpuModelChecks on a hand-written Function Compute stack', () => {
  test('a good stack has no findings', () => {
    expect(findings(fcStack().stack)).toEqual([]);
  });

  test.each([
    [
      'otherVpc',
      'GPUM-CHECK-FC-NAS-VPC',
      'error',
      /test\/Fn/,
      /alicloud_nas_mount_target\.MountTarget is in VPC \$\{alicloud_vpc\.OtherVpc\.id\}/,
    ],
    ['noVpc', 'GPUM-CHECK-FC-NAS-VPC', 'error', /test\/Fn/, /has no vpc_config/],
    ['capacityNas', 'GPUM-CHECK-NAS-PERFORMANCE', 'warning', /test\/Nas/, /storage type Capacity/],
    ['writableNas', 'GPUM-CHECK-MOUNT-WRITABLE', 'warning', /test\/Fn/, /access rule alicloud_nas_access_rule\.Rule .* grants RDWR/],
    ['writableOss', 'GPUM-CHECK-MOUNT-WRITABLE', 'warning', /test\/Fn/, /without read_only = true/],
    ['publicAcl', 'GPUM-CHECK-BUCKET-PUBLIC', 'error', /test\/Models/, /alicloud_oss_bucket_acl\.ModelsAcl sets acl = public-read/],
    ['noPublicAccessBlock', 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS', 'warning', /test\/Models/, /no alicloud_oss_bucket_public_access_block/],
    ['unencrypted', 'GPUM-CHECK-BUCKET-ENCRYPTION', 'warning', /test\/Models/, /no server-side encryption/],
    ['wideGrant', 'GPUM-CHECK-GRANT-SCOPE', 'error', /test\/ReadModels/, /allows oss:\*: every storage action/],
    ['pickle', 'GPUM-CHECK-MODEL-PICKLE', 'warning', /test\/Fn/, /MODEL_FORMAT=pytorch-pickle/],
  ])('%s fires %s', (flag, id, level, path, text) => {
    const found = findings(fcStack({ [flag]: true }).stack);
    const mine = found.filter((f) => f.id === id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ level, constructPath: expect.stringMatching(path) });
    expect(mine.map((m) => m.message).join('\n')).toMatch(text);
    expect(mine[0].message).toMatch(/Fix: /);
    // Only the broken rule fires.
    expect(found.filter((f) => f.id !== id)).toEqual([]);
  });

  test('an all-bucket resource with read actions is too wide', () => {
    const { stack } = fcStack();
    new RamPolicy(stack, 'Everything', {
      policyName: 'everything',
      policyDocument: JSON.stringify({ Version: '1', Statement: [{ Effect: 'Allow', Action: ['oss:GetObject'], Resource: ['*'] }] }),
    });
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(/^\[GPUM-CHECK-GRANT-SCOPE\] alicloud_ram_policy\.Everything allows oss:GetObject on \*: every bucket/),
    ]);
  });

  test('a bucket-wide grant is too wide when the model prefix is known', () => {
    const { stack } = fcStack();
    const policy = new RamPolicy(stack, 'WholeBucket', {
      policyName: 'whole-bucket',
      statement: [{ effect: 'Allow', action: ['oss:GetObject'], resource: ['acs:oss:*:*:acme-models/*'] }],
    });
    GpuModelChecks.describeModel(policy, {
      model: new ModelArtifact({ name: 'sd', size: Size.gibibytes(7) }),
      storageKind: ModelStorageKind.FILE_SYSTEM,
    });
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(/acs:oss:\*:\*:acme-models\/\*: the whole bucket, not the model's prefix models\/sd\//),
    ]);
  });

  test('the image rules read the model a construct declares', () => {
    const big = fcStack();
    GpuModelChecks.describeModel(big.fn, {
      model: new ModelArtifact({ name: 'llm', size: Size.gigabytes(20) }),
      storageKind: ModelStorageKind.CONTAINER_IMAGE,
    });
    expect(findings(big.stack).map((f) => [f.id, f.level])).toEqual([['GPUM-CHECK-IMAGE-LIMIT', 'error']]);

    const medium = fcStack();
    GpuModelChecks.describeModel(medium.fn, {
      model: new ModelArtifact({ name: 'sd', size: Size.gibibytes(7) }),
      storageKind: ModelStorageKind.CONTAINER_IMAGE,
    });
    expect(findings(medium.stack).map((f) => [f.id, f.level])).toEqual([['GPUM-CHECK-IMAGE-SIZE', 'warning']]);

    const small = fcStack();
    GpuModelChecks.describeModel(small.fn, {
      model: new ModelArtifact({ name: 'tiny', size: Size.megabytes(300) }),
      storageKind: ModelStorageKind.CONTAINER_IMAGE,
    });
    expect(findings(small.stack)).toEqual([]);

    const pickle = fcStack();
    GpuModelChecks.describeModel(pickle.fn, {
      model: new ModelArtifact({ name: 'old', size: Size.megabytes(300), format: ModelFormat.PYTORCH_PICKLE }),
      storageKind: ModelStorageKind.FILE_SYSTEM,
    });
    expect(findings(pickle.stack).map((f) => f.message)).toEqual([expect.stringMatching(/serves model "old", a PyTorch pickle/)]);
  });

  test('the default allow-all access group is a writable mount', () => {
    const { stack, mountTarget } = fcStack();
    mountTarget.accessGroupName = 'DEFAULT_VPC_GROUP_NAME';
    expect(findings(stack).map((f) => f.message)).toEqual([expect.stringMatching(/DEFAULT_VPC_GROUP_NAME grants read-write/)]);
  });

  test('a bucket no function loads a model from is not checked', () => {
    const { stack } = fcStack();
    new OssBucket(stack, 'Logs', { bucket: 'acme-logs' });
    expect(findings(stack)).toEqual([]);
  });

  test('synthesizing twice does not repeat a finding', () => {
    const { stack } = fcStack({ writableOss: true });
    Aspects.of(stack).add(new GpuModelChecks());
    Testing.synth(stack);
    Testing.synth(stack);
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CHECK-MOUNT-WRITABLE')).toHaveLength(1);
  });
});
