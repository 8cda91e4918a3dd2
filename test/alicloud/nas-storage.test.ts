import { Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { FileSystemPerformanceClass } from '../../src/core/model-storage-options';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { FcExistingNas, FcNetwork } from '../../src/alicloud';
import { NasMountTarget } from '../../src/alicloud/generated/nas-mount-target';
import { Vpc } from '../../src/alicloud/generated/vpc';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { containing, onlyResource, ref, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';
import { appMountTarget } from './bad-inputs.rows';

const NETWORK_IDS = {
  vpcId: 'vpc-111',
  vswitchId: 'vsw-111',
  securityGroupId: 'sg-111',
  vswitchCidrBlock: '10.1.0.0/24',
  zoneId: 'cn-hangzhou-j',
};

describe('ModelStorage.fileSystem() on Function Compute', () => {
  const stack = alicloudStack();
  const fn = gpuFunction(stack, {
    network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
    model: model(),
    storage: ModelStorage.fileSystem(),
  });
  const json = synthJson(stack);
  const vpc = onlyResource(json, 'alicloud_vpc');
  const vswitch = onlyResource(json, 'alicloud_vswitch');
  const securityGroup = onlyResource(json, 'alicloud_security_group');
  const fileSystem = onlyResource(json, 'alicloud_nas_file_system');
  const accessGroup = onlyResource(json, 'alicloud_nas_access_group');
  const accessRule = onlyResource(json, 'alicloud_nas_access_rule');
  const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
  const fnResource = onlyResource(json, 'alicloud_fcv3_function');

  test('creates a general-purpose, encrypted Performance NFS file system, protected from destroy', () => {
    expect(fileSystem.body).toMatchObject({
      file_system_type: 'standard',
      protocol_type: 'NFS',
      storage_type: 'Performance',
      encrypt_type: 1,
      zone_id: 'cn-hangzhou-j',
      lifecycle: { prevent_destroy: true },
    });
    // vpc_id and vswitch_id on a standard NAS are ForceNew and never read back: a permanent diff.
    expect(fileSystem.body.vpc_id).toBeUndefined();
    expect(fileSystem.body.vswitch_id).toBeUndefined();
  });

  test("puts the mount target in the function's own VPC and vSwitch", () => {
    expect(mountTarget.body).toMatchObject({
      file_system_id: ref('alicloud_nas_file_system', fileSystem.name, 'id'),
      vpc_id: ref('alicloud_vpc', vpc.name, 'id'),
      vswitch_id: ref('alicloud_vswitch', vswitch.name, 'id'),
      access_group_name: ref('alicloud_nas_access_group', accessGroup.name, 'access_group_name'),
    });
    expect(fnResource.body.vpc_config).toEqual({
      vpc_id: ref('alicloud_vpc', vpc.name, 'id'),
      vswitch_ids: [ref('alicloud_vswitch', vswitch.name, 'id')],
      security_group_id: ref('alicloud_security_group', securityGroup.name, 'id'),
    });
    expect(mountTarget.body.vpc_id).toBe(fnResource.body.vpc_config.vpc_id);
  });

  test("admits only the function's vSwitch CIDR, read-only, in the mount target's access group", () => {
    expect(accessGroup.body).toMatchObject({ access_group_type: 'Vpc', file_system_type: 'standard' });
    expect(accessRule.body).toEqual({
      access_group_name: ref('alicloud_nas_access_group', accessGroup.name, 'access_group_name'),
      file_system_type: 'standard',
      source_cidr_ip: vswitch.body.cidr_block,
      rw_access_type: 'RDONLY',
      user_access_type: 'no_squash',
      priority: 1,
    });
  });

  test("mounts the model's directory from the mount target at the model's mount path, after the rule exists", () => {
    expect(fnResource.body.nas_config).toEqual({
      user_id: 0,
      group_id: 0,
      mount_points: [
        {
          server_addr: `${ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain')}:/models/llama`,
          mount_dir: '/mnt/models/llama',
          enable_tls: false,
        },
      ],
    });
    expect(fnResource.body.depends_on).toEqual(expect.arrayContaining([`alicloud_nas_access_rule.${accessRule.name}`]));
    expect(fnResource.body.oss_mount_config).toBeUndefined();
    expect(fn.mountTargetDomain).toBeDefined();
    expect(fn.nasAccessGroupName).toBeDefined();
  });

  test('says the new file system is empty', () => {
    expect(warningIds(stack)).toEqual(['GPUM-FC-NAS-EMPTY']);
  });

  test('every resource is valid against the provider schema', () => {
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('matches the snapshot', () => {
    expect(json).toMatchSnapshot();
  });
});

describe('ModelStorage.fileSystem() options', () => {
  test('a Capacity file system, destroyable and writable, is what was asked, with a warning on capacity', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({
        performanceClass: FileSystemPerformanceClass.CAPACITY,
        removalPolicy: RemovalPolicy.DESTROY,
        readOnly: false,
        encrypted: false,
      }),
    });
    const json = synthJson(stack);
    expect(onlyResource(json, 'alicloud_nas_file_system').body).toMatchObject({ storage_type: 'Capacity', encrypt_type: 0 });
    expect(onlyResource(json, 'alicloud_nas_file_system').body.lifecycle).toBeUndefined();
    expect(onlyResource(json, 'alicloud_nas_access_rule').body).toMatchObject({ rw_access_type: 'RDWR', source_cidr_ip: '10.1.0.0/24' });
    expect(warningIds(stack)).toEqual(['GPUM-FC-NAS-EMPTY', 'GPUM-FC-NAS-NOT-PERFORMANCE']);
    expect(json.resource.alicloud_vpc).toBeUndefined();
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('an existing file system gets a mount target in the function VPC, and nothing else new', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ fileSystemId: '0a1b2c' }),
    });
    const json = synthJson(stack);
    expect(json.resource.alicloud_nas_file_system).toBeUndefined();
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_nas_mount_target' },
      containing({ file_system_id: '0a1b2c', vpc_id: 'vpc-111', vswitch_id: 'vsw-111' }),
    );
    expect(warningIds(stack)).toEqual([]);
  });

  test('an existing mount target in the same VPC is mounted as given', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: 'abc-1.cn-hangzhou.nas.aliyuncs.com', mountTargetVpcId: 'vpc-111' }),
    });
    const json = synthJson(stack);
    expect(json.resource.alicloud_nas_mount_target).toBeUndefined();
    expect(onlyResource(json, 'alicloud_fcv3_function').body.nas_config.mount_points[0].server_addr).toBe(
      'abc-1.cn-hangzhou.nas.aliyuncs.com:/models/llama',
    );
    expect(warningIds(stack)).toEqual(['GPUM-FC-NAS-ACCESS-UNMANAGED']);
  });

  test('fails when the existing mount target is in another VPC than the function', () => {
    const build = () =>
      gpuFunction(alicloudStack(), {
        network: FcNetwork.fromIds(NETWORK_IDS),
        model: model(),
        storage: ModelStorage.fileSystem({ mountTargetDomain: 'abc-1.cn-hangzhou.nas.aliyuncs.com', mountTargetVpcId: 'vpc-222' }),
      });
    expect(build).toThrow(
      /\[GPUM-FC-NAS-VPC-MISMATCH\] test\/fn: the NAS mount target is in VPC "vpc-222" but the function is in VPC "vpc-111".*every invocation would fail/,
    );
    expect(thrown(build)).toMatchObject({
      code: 'GPUM-FC-NAS-VPC-MISMATCH',
      property: 'storage.mountTargetVpcId',
      value: 'vpc-222',
      fix: 'Use a mount target in vpc-111, or put the function in vpc-222',
    });
  });

  test('GPUM-FC-NAS-VPC-MISMATCH: a mount target created in this app, in another VPC, found from its domain', () => {
    const error = thrown(() => appMountTarget({ mountTargetVpc: 'vpc-222' }));
    expect(error).toMatchObject({ code: 'GPUM-FC-NAS-VPC-MISMATCH', constructPath: 'test/fn', value: 'vpc-222' });
    expect(error.message).toContain('test/Target');
    expect(error.fix).toContain("function's VPC");
    // Two alicloud_vpc resources of the app are two VPCs.
    const stack = alicloudStack();
    const a = new Vpc(stack, 'a', { cidrBlock: '10.0.0.0/8' });
    const b = new Vpc(stack, 'b', { cidrBlock: '10.0.0.0/8' });
    const target = new NasMountTarget(stack, 'Target', { fileSystemId: '0a1b2c', vpcId: b.id, vswitchId: 'vsw-1', networkType: 'Vpc' });
    expect(() =>
      gpuFunction(stack, {
        network: FcNetwork.fromIds({ ...NETWORK_IDS, vpcId: a.id }),
        model: model(),
        storage: ModelStorage.fileSystem({ mountTargetDomain: target.mountTargetDomain }),
      }),
    ).toThrow(expect.objectContaining({ code: 'GPUM-FC-NAS-VPC-MISMATCH' }));
  });

  test("a mount target and access group of the app: its VPC and rules are checked, and it is not 'unmanaged'", () => {
    const good = appMountTarget({});
    expect(warningIds(good)).toEqual([]);
    expect(thrown(() => appMountTarget({ ruleCidr: '192.168.0.0/24' }))).toMatchObject({
      code: 'GPUM-FC-NAS-ACCESS-RULE',
      constructPath: 'test/fn',
      value: '10.1.0.0/24',
      fix: expect.stringContaining('sourceCidrIp "10.1.0.0/24"'),
    });
    // A wider rule holds the vSwitch's block; a read-write one is a warning for a read-only mount.
    expect(warningIds(appMountTarget({ ruleCidr: '10.0.0.0/8' }))).toEqual([]);
    const writable = appMountTarget({ ruleCidr: '10.0.0.0/8', rwAccessType: 'RDWR' });
    expect(warningIds(writable)).toEqual(['GPUM-FC-NAS-ACCESS-WRITABLE']);
  });

  test('accepts the same VPC reference on both sides, and warns when it cannot compare', () => {
    const same = alicloudStack();
    const vpc = new Vpc(same, 'shared', { cidrBlock: '10.0.0.0/8' });
    gpuFunction(same, {
      network: FcNetwork.fromIds({ ...NETWORK_IDS, vpcId: vpc.id }),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: 'abc-1.cn-hangzhou.nas.aliyuncs.com', mountTargetVpcId: vpc.id }),
    });
    expect(warningIds(same)).toEqual(['GPUM-FC-NAS-ACCESS-UNMANAGED']);

    const unknown = alicloudStack();
    const other = new Vpc(unknown, 'other', { cidrBlock: '10.0.0.0/8' });
    gpuFunction(unknown, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({
        mountTargetDomain: 'abc-1.cn-hangzhou.nas.aliyuncs.com',
        mountTargetVpcId: other.id,
        readOnly: false,
      }),
    });
    expect(warningIds(unknown)).toEqual(['GPUM-FC-NAS-VPC-UNVERIFIED']);

    const none = alicloudStack();
    gpuFunction(none, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: 'abc-1.x', readOnly: false }),
    });
    expect(warningIds(none)).toEqual(['GPUM-FC-NAS-VPC-UNVERIFIED']);
  });

  test.each([
    [
      {},
      undefined,
      /GPUM-FC-NAS-NETWORK.*FcNetwork.create/,
      {
        property: 'network',
        value: 'undefined',
        fix: 'Set network: FcNetwork.create({ zoneId }) or FcNetwork.fromIds({ vpcId, vswitchId, securityGroupId, vswitchCidrBlock })',
      },
    ],
    [
      {},
      { ...NETWORK_IDS, vswitchCidrBlock: undefined },
      /GPUM-FC-NAS-CIDR.*vswitchCidrBlock/,
      {
        property: 'network.vswitchCidrBlock',
        value: 'undefined',
        fix: 'Give vswitchCidrBlock in FcNetwork.fromIds({...}), or pass an existing mountTargetDomain',
      },
    ],
    [
      { fileSystemId: 'x', performanceClass: FileSystemPerformanceClass.PERFORMANCE },
      NETWORK_IDS,
      /GPUM-FC-NAS-OPTION.*performanceClass/,
      {
        property: 'storage.performanceClass',
        value: FileSystemPerformanceClass.PERFORMANCE,
        fix: 'Remove them, or drop fileSystemId/mountTargetDomain to create one',
      },
    ],
    [
      { mountTargetVpcId: 'vpc-111' },
      NETWORK_IDS,
      /GPUM-FC-NAS-OPTION.*no mountTargetDomain/,
      { property: 'storage.mountTargetVpcId', value: 'vpc-111', fix: 'Remove mountTargetVpcId, or give mountTargetDomain' },
    ],
    [
      { userId: -1 },
      NETWORK_IDS,
      /GPUM-FC-NAS-OWNER.*userId -1/,
      { property: 'storage.userId', value: '-1', fix: 'use a whole number from 0 to 65534' },
    ],
  ])('fails on %p with network %p', (options, network, error, fields) => {
    const build = () =>
      gpuFunction(alicloudStack(), {
        network: network ? FcNetwork.fromIds(network) : undefined,
        model: model(),
        storage: ModelStorage.fileSystem(options),
      });
    expect(build).toThrow(error);
    expect(thrown(build)).toMatchObject(fields);
  });
});

describe('mount points', () => {
  test('take up to 5 NAS and 5 OSS mounts with unique directories', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: 'a.x', mountTargetVpcId: 'vpc-111' }),
    });
    for (let i = 1; i < 5; i++) fn.addNasMountPoint({ serverAddr: `a.x:/lora/${i}`, mountDir: `/mnt/lora${i}` });
    expect(() => fn.addNasMountPoint({ serverAddr: 'a.x:/six', mountDir: '/mnt/six' })).toThrow(
      /GPUM-FC-MOUNT-LIMIT.*at most 5 NAS mount points/,
    );
    for (let i = 0; i < 5; i++)
      fn.addOssMountPoint({
        bucketName: 'bkt',
        bucketPath: `/p${i}`,
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mountDir: `/mnt/oss${i}`,
      });
    expect(() =>
      fn.addOssMountPoint({
        bucketName: 'bkt',
        bucketPath: '/p6',
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mountDir: '/mnt/oss6',
      }),
    ).toThrow(/GPUM-FC-MOUNT-LIMIT.*5 OSS/);
    expect(thrown(() => fn.addNasMountPoint({ serverAddr: 'a.x:/six', mountDir: '/mnt/six' }))).toMatchObject({
      code: 'GPUM-FC-MOUNT-LIMIT',
      property: 'mount.mountDir',
      value: '/mnt/six',
      fix: 'Mount a parent directory instead of several children',
    });
    const body = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(body.nas_config.mount_points).toHaveLength(5);
    expect(body.oss_mount_config.mount_points).toHaveLength(5);
    expect(body.oss_mount_config.mount_points[0]).toEqual({
      bucket_name: 'bkt',
      bucket_path: '/p0',
      endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
      mount_dir: '/mnt/oss0',
      read_only: true,
    });
  });

  test('fail on a directory already used or nested, across NAS and OSS', () => {
    const fn = gpuFunction(alicloudStack(), {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: 'a.x', mountTargetVpcId: 'vpc-111' }),
    });
    expect(() =>
      fn.addOssMountPoint({
        bucketName: 'bkt',
        bucketPath: '/p',
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mountDir: '/mnt/models/llama',
      }),
    ).toThrow(/GPUM-FC-MOUNT-DIR.*already used/);
    expect(() => fn.addNasMountPoint({ serverAddr: 'a.x:/y', mountDir: '/mnt/models' })).toThrow(
      /GPUM-FC-MOUNT-DIR.*overlaps "\/mnt\/models\/llama"/,
    );
    expect(() => fn.addNasMountPoint({ serverAddr: 'a.x:/y', mountDir: 'relative' })).toThrow(/GPUM-FC-MOUNT-DIR.*absolute/);
    expect(() =>
      fn.addOssMountPoint({
        bucketName: 'bkt',
        bucketPath: 'p',
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mountDir: '/data',
      }),
    ).toThrow(/bucketPath "p" must start with "\/"/);
    expect(thrown(() => fn.addNasMountPoint({ serverAddr: 'a.x:/y', mountDir: '/mnt/models' }))).toMatchObject({
      code: 'GPUM-FC-MOUNT-DIR',
      property: 'mount.mountDir',
      value: '/mnt/models',
      fix: 'Choose another directory',
    });
    expect(
      thrown(() =>
        fn.addOssMountPoint({
          bucketName: 'bkt',
          bucketPath: 'p',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mountDir: '/data',
        }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-MOUNT-DIR',
      property: 'mount.bucketPath',
      value: 'p',
      fix: 'must start with "/" (for example "/models/llama")',
    });
  });

  test('a NAS mount needs a network', () => {
    const fn = gpuFunction(alicloudStack());
    expect(() => fn.addNasMountPoint({ serverAddr: 'a.x:/y', mountDir: '/mnt/y' })).toThrow(/GPUM-FC-NAS-NETWORK/);
    expect(thrown(() => fn.addNasMountPoint({ serverAddr: 'a.x:/y', mountDir: '/mnt/y' }))).toMatchObject({
      code: 'GPUM-FC-NAS-NETWORK',
      property: 'network',
      value: 'undefined',
      fix: 'set network on the function',
    });
  });
});

describe('review fixes', () => {
  test('a created vSwitch takes its default range from a custom VPC range, and one outside it fails', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/16' }),
      model: model(),
      storage: ModelStorage.fileSystem(),
    });
    const json = synthJson(stack);
    expect(onlyResource(json, 'alicloud_vswitch').body.cidr_block).toBe('10.0.0.0/24');
    expect(onlyResource(json, 'alicloud_nas_access_rule').body.source_cidr_ip).toBe('10.0.0.0/24');
    expect(() =>
      gpuFunction(alicloudStack(), {
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/16', vswitchCidrBlock: '172.16.0.0/24' }),
      }),
    ).toThrow(/GPUM-FC-NETWORK-CIDR.*"172\.16\.0\.0\/24" is not inside vpcCidrBlock "10\.0\.0\.0\/16".*10\.0\.0\.0\/24/);
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), {
          network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0.0/16', vswitchCidrBlock: '172.16.0.0/24' }),
        }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-NETWORK-CIDR',
      property: 'vswitchCidrBlock',
      value: '172.16.0.0/24',
      fix: 'Use a block such as 10.0.0.0/24, or leave vswitchCidrBlock unset',
    });
    expect(() =>
      gpuFunction(alicloudStack(), { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j', vpcCidrBlock: '10.0.0/16' }) }),
    ).toThrow(/GPUM-FC-NETWORK-CIDR.*not an IPv4 CIDR/);
  });

  test('mount directories under system paths fail', () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        network: FcNetwork.fromIds(NETWORK_IDS),
        model: model({ mountPath: '/opt/models/m' }),
        storage: ModelStorage.fileSystem(),
      }),
    ).toThrow(/GPUM-FC-MOUNT-DIR.*"\/opt\/models\/m" is under the system directory \/opt.*\/mnt\/opt\/models\/m/);
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), {
          network: FcNetwork.fromIds(NETWORK_IDS),
          model: model({ mountPath: '/opt/models/m' }),
          storage: ModelStorage.fileSystem(),
        }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-MOUNT-DIR',
      property: 'model.mountPath',
      value: '/opt/models/m',
      fix: 'Use a directory under /mnt, /home, /data or /tmp, such as /mnt/opt/models/m',
    });
    expect(() =>
      gpuFunction(alicloudStack(), {
        model: model({ mountPath: '/usr/local/models' }),
        storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }),
      }),
    ).toThrow(/under the system directory \/usr/);
  });

  test('user and group IDs above 65534 fail', () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        network: FcNetwork.fromIds(NETWORK_IDS),
        model: model(),
        storage: ModelStorage.fileSystem({ userId: 70000 }),
      }),
    ).toThrow(/GPUM-FC-NAS-OWNER.*userId 70000.*0 to 65534/);
  });

  test('an Extreme NAS is mounted under /share, with an extreme access group', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds(NETWORK_IDS),
      model: model(),
      storage: ModelStorage.fileSystem({ fileSystemId: 'extreme-0a1b2c' }),
    });
    const json = synthJson(stack);
    expect(onlyResource(json, 'alicloud_fcv3_function').body.nas_config.mount_points[0].server_addr).toMatch(/:\/share\/models\/llama$/);
    expect(onlyResource(json, 'alicloud_nas_access_group').body.file_system_type).toBe('extreme');
    expect(onlyResource(json, 'alicloud_nas_access_rule').body.file_system_type).toBe('extreme');
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test("FcExistingNas.fromMountTarget checks the function's VPC against the mount target's own", () => {
    const same = alicloudStack();
    const vpc = new Vpc(same, 'shared', { cidrBlock: '10.0.0.0/8' });
    const mountTarget = new NasMountTarget(same, 'mt', { fileSystemId: 'fs-1', vpcId: vpc.id, vswitchId: 'vsw-1' });
    gpuFunction(same, {
      network: FcNetwork.fromIds({ ...NETWORK_IDS, vpcId: vpc.id }),
      model: model(),
      storage: ModelStorage.fileSystem(FcExistingNas.fromMountTarget(mountTarget, { readOnly: false })),
    });
    const fn = onlyResource(synthJson(same), 'alicloud_fcv3_function').body;
    expect(fn.nas_config.mount_points[0].server_addr).toBe(
      `${ref('alicloud_nas_mount_target', 'mt', 'mount_target_domain')}:/models/llama`,
    );
    expect(warningIds(same)).toEqual([]);

    const other = alicloudStack();
    const mt2 = new NasMountTarget(other, 'mt', { fileSystemId: 'fs-1', vpcId: 'vpc-elsewhere', vswitchId: 'vsw-1' });
    expect(() =>
      gpuFunction(other, {
        network: FcNetwork.fromIds(NETWORK_IDS),
        model: model(),
        storage: ModelStorage.fileSystem(FcExistingNas.fromMountTarget(mt2)),
      }),
    ).toThrow(/GPUM-FC-NAS-VPC-MISMATCH.*"vpc-elsewhere".*"vpc-111"/);
  });
});

describe('FcNetwork.fromIds: IDs by their prefixes', () => {
  const build = (ids: Partial<typeof NETWORK_IDS>) => () =>
    gpuFunction(alicloudStack(), {
      network: FcNetwork.fromIds({ ...NETWORK_IDS, ...ids }),
      model: model(),
      storage: ModelStorage.fileSystem(),
    });

  test('GPUM-FC-NETWORK-ID: a vSwitch ID as the security group (swapped) names both fields in the fix', () => {
    const error = thrown(build({ vswitchId: 'sg-111', securityGroupId: 'vsw-111' }));
    expect(error).toMatchObject({ code: 'GPUM-FC-NETWORK-ID', constructPath: 'test/fn', property: 'network.vswitchId', value: 'sg-111' });
    expect(error.fix).toMatch(/look swapped/);
  });

  test('GPUM-FC-NETWORK-ID: an ID without its prefix', () => {
    expect(thrown(build({ vpcId: '2ze0example' }))).toMatchObject({
      code: 'GPUM-FC-NETWORK-ID',
      property: 'network.vpcId',
      value: '2ze0example',
    });
  });

  test('prefixed IDs and references pass', () => {
    expect(build({})).not.toThrow();
    const stack = alicloudStack();
    const vpc = new Vpc(stack, 'v', { cidrBlock: '10.0.0.0/8' });
    expect(() =>
      gpuFunction(stack, {
        network: FcNetwork.fromIds({ ...NETWORK_IDS, vpcId: vpc.id }),
        model: model(),
        storage: ModelStorage.fileSystem(),
      }),
    ).not.toThrow();
  });
});
