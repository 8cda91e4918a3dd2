import { TerraformStack } from '../../src/core/framework';
import { GpuModelsError } from '../../src/core/errors';
import { FcModelStorage, FcNetwork, FcNetworkAttributes } from '../../src/alicloud';
import { NasFileSystem } from '../../src/alicloud/generated/nas-file-system';
import { Vpc } from '../../src/alicloud/generated/vpc';
import { Vswitch } from '../../src/alicloud/generated/vswitch';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { newStack, ref, stackResolve, synthJson, warningIds } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

/*
 * Several functions on one NAS: one access group per file system, one mount target per
 * (file system, vSwitch), one access rule per CIDR; the first function keeps the addresses a single
 * function has always had.
 */

const NETWORK_A: FcNetworkAttributes = {
  vpcId: 'vpc-111',
  vswitchId: 'vsw-aaa',
  securityGroupId: 'sg-111',
  vswitchCidrBlock: '10.1.0.0/24',
  zoneId: 'cn-hangzhou-j',
};
const NETWORK_B: FcNetworkAttributes = { ...NETWORK_A, vswitchId: 'vsw-bbb', vswitchCidrBlock: '10.1.1.0/24', zoneId: 'cn-hangzhou-k' };
const NETWORK_C: FcNetworkAttributes = { ...NETWORK_A, vswitchId: 'vsw-ccc', vswitchCidrBlock: '10.1.2.0/24' };

function resources(json: any, type: string): Array<{ name: string; body: any }> {
  return Object.entries(json.resource?.[type] ?? {}).map(([name, body]) => ({ name, body }));
}

function serverAddrs(json: any): string[] {
  return resources(json, 'alicloud_fcv3_function').map((f) => f.body.nas_config.mount_points[0].server_addr);
}

function fnOn(stack: TerraformStack, id: string, network: FcNetworkAttributes, fileSystemId: string, readOnly?: boolean) {
  return gpuFunction(
    stack,
    {
      network: FcNetwork.fromIds(network),
      model: model({ name: id }),
      storage: FcModelStorage.nas({ fileSystemId, readOnly }),
    },
    id,
  );
}

describe.each([2, 3])('%i functions on one existing file system in one vSwitch', (count) => {
  const stack = alicloudStack();
  const fns = Array.from({ length: count }, (_, i) => fnOn(stack, `fn${i}`, NETWORK_A, '0a1b2c'));
  const json = synthJson(stack);
  const mountTargets = resources(json, 'alicloud_nas_mount_target');
  const accessGroups = resources(json, 'alicloud_nas_access_group');
  const accessRules = resources(json, 'alicloud_nas_access_rule');

  test('share one mount target, one access group and one access rule, made by the first', () => {
    expect(mountTargets).toHaveLength(1);
    expect(accessGroups).toHaveLength(1);
    expect(accessRules).toHaveLength(1);
    // The first function's IDs: the addresses a single function has always had.
    expect(mountTargets[0].name).toMatch(/^fn0_MountTarget_/);
    expect(accessGroups[0].name).toMatch(/^fn0_AccessGroup_/);
    expect(accessRules[0].name).toMatch(/^fn0_AccessRule_/);
    expect(mountTargets[0].body).toMatchObject({
      file_system_id: '0a1b2c',
      vpc_id: 'vpc-111',
      vswitch_id: 'vsw-aaa',
      access_group_name: ref('alicloud_nas_access_group', accessGroups[0].name, 'access_group_name'),
    });
    expect(accessRules[0].body).toMatchObject({ source_cidr_ip: '10.1.0.0/24', rw_access_type: 'RDONLY' });
  });

  test("every function's nas_config mounts through that mount target, after its rule exists", () => {
    const domain = ref('alicloud_nas_mount_target', mountTargets[0].name, 'mount_target_domain');
    expect(serverAddrs(json)).toEqual(Array.from({ length: count }, (_, i) => `${domain}:/models/fn${i}`));
    for (const f of resources(json, 'alicloud_fcv3_function')) {
      expect(f.body.depends_on).toEqual(
        expect.arrayContaining([`alicloud_nas_access_rule.${accessRules[0].name}`, `alicloud_nas_mount_target.${mountTargets[0].name}`]),
      );
    }
  });

  test('each function reports the shared mount target and access group', () => {
    for (const fn of fns) {
      expect(stackResolve(stack, fn.mountTargetDomain)).toBe(stackResolve(stack, fns[0].mountTargetDomain));
      expect(stackResolve(stack, fn.nasAccessGroupName)).toBe(stackResolve(stack, fns[0].nasAccessGroupName));
    }
  });

  test('every resource is valid against the provider schema', () => {
    expect(validateAlicloudResources(json)).toEqual([]);
  });
});

describe('a file system one function creates, mounted by a second through its fileSystemId', () => {
  const stack = alicloudStack();
  const first = gpuFunction(stack, { network: FcNetwork.fromIds(NETWORK_A), model: model(), storage: FcModelStorage.nas() }, 'first');
  gpuFunction(
    stack,
    {
      network: FcNetwork.fromIds(NETWORK_A),
      model: model({ name: 'other' }),
      storage: FcModelStorage.nas({ fileSystemId: first.fileSystemId }),
    },
    'second',
  );
  const json = synthJson(stack);

  test('one file system, one mount target, one access group', () => {
    expect(resources(json, 'alicloud_nas_file_system')).toHaveLength(1);
    expect(resources(json, 'alicloud_nas_mount_target')).toHaveLength(1);
    expect(resources(json, 'alicloud_nas_access_group')).toHaveLength(1);
    expect(resources(json, 'alicloud_nas_access_rule')).toHaveLength(1);
    const domain = ref('alicloud_nas_mount_target', resources(json, 'alicloud_nas_mount_target')[0].name, 'mount_target_domain');
    expect(serverAddrs(json)).toEqual([`${domain}:/models/llama`, `${domain}:/models/other`]);
  });

  test('the file system is matched by reference, whichever read of its ID the second was given', () => {
    const stack2 = alicloudStack();
    const fileSystem = new NasFileSystem(stack2, 'Shared', { fileSystemType: 'standard', protocolType: 'NFS', storageType: 'Performance' });
    fnOn(stack2, 'a', NETWORK_A, fileSystem.id);
    fnOn(stack2, 'b', NETWORK_A, fileSystem.id);
    const json2 = synthJson(stack2);
    expect(resources(json2, 'alicloud_nas_mount_target')).toHaveLength(1);
    expect(resources(json2, 'alicloud_nas_mount_target')[0].body.file_system_id).toBe(ref('alicloud_nas_file_system', 'Shared', 'id'));
  });
});

describe('two functions on one file system in different vSwitches', () => {
  const stack = alicloudStack();
  fnOn(stack, 'east', NETWORK_A, '0a1b2c');
  fnOn(stack, 'west', NETWORK_B, '0a1b2c');
  const json = synthJson(stack);
  const mountTargets = resources(json, 'alicloud_nas_mount_target');
  const accessGroups = resources(json, 'alicloud_nas_access_group');

  test('get a mount target each, in their own vSwitch, in the one access group', () => {
    expect(mountTargets).toHaveLength(2);
    expect(mountTargets.map((m) => m.body.vswitch_id).sort()).toEqual(['vsw-aaa', 'vsw-bbb']);
    expect(accessGroups).toHaveLength(1);
    const group = ref('alicloud_nas_access_group', accessGroups[0].name, 'access_group_name');
    expect(mountTargets.map((m) => m.body.access_group_name)).toEqual([group, group]);
    expect(
      resources(json, 'alicloud_nas_access_rule')
        .map((r) => [r.body.access_group_name, r.body.source_cidr_ip])
        .sort(),
    ).toEqual([
      [group, '10.1.0.0/24'],
      [group, '10.1.1.0/24'],
    ]);
  });

  test('each function mounts through the mount target in its own vSwitch', () => {
    const byVswitch = Object.fromEntries(mountTargets.map((m) => [m.body.vswitch_id, m.name]));
    expect(serverAddrs(json)).toEqual([
      `${ref('alicloud_nas_mount_target', byVswitch['vsw-aaa'], 'mount_target_domain')}:/models/east`,
      `${ref('alicloud_nas_mount_target', byVswitch['vsw-bbb'], 'mount_target_domain')}:/models/west`,
    ]);
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('a third vSwitch would need a third mount target, which a NAS file system does not have', () => {
    const s = alicloudStack();
    fnOn(s, 'east', NETWORK_A, '0a1b2c');
    fnOn(s, 'west', NETWORK_B, '0a1b2c');
    expect(() => fnOn(s, 'south', NETWORK_C, '0a1b2c')).toThrow(
      /\[GPUM-FC-NAS-MOUNT-TARGET-LIMIT\] test\/south: .*test\/east and test\/west/,
    );
  });

  test('a third function in an existing vSwitch is fine', () => {
    const s = alicloudStack();
    fnOn(s, 'east', NETWORK_A, '0a1b2c');
    fnOn(s, 'west', NETWORK_B, '0a1b2c');
    fnOn(s, 'east2', NETWORK_A, '0a1b2c');
    expect(resources(synthJson(s), 'alicloud_nas_mount_target')).toHaveLength(2);
  });
});

describe('what cannot be shared', () => {
  test('a read-only and a read-write function from one CIDR fail: NAS grants access per CIDR', () => {
    const stack = alicloudStack();
    fnOn(stack, 'reader', NETWORK_A, '0a1b2c');
    let error: GpuModelsError | undefined;
    try {
      fnOn(stack, 'writer', NETWORK_A, '0a1b2c', false);
    } catch (e) {
      error = e as GpuModelsError;
    }
    expect(error?.code).toBe('GPUM-FC-NAS-SHARED-ACCESS');
    expect(error?.message).toMatch(/test\/writer: .* read-write, but test\/reader .* read-only/);
    expect(error?.fix).toBeDefined();
  });

  test('two different file systems never share', () => {
    const stack = alicloudStack();
    fnOn(stack, 'a', NETWORK_A, '0a1b2c');
    fnOn(stack, 'b', NETWORK_A, '3d4e5f');
    const json = synthJson(stack);
    expect(resources(json, 'alicloud_nas_mount_target')).toHaveLength(2);
    expect(resources(json, 'alicloud_nas_access_group')).toHaveLength(2);
  });

  test('functions in two stacks never share (a resource belongs to one stack)', () => {
    const first = newStack('one');
    const second = new TerraformStack(first.node.scope!, 'two');
    for (const s of [first, second]) fnOn(s, 'fn', NETWORK_A, '0a1b2c');
    expect(resources(synthJson(second), 'alicloud_nas_mount_target')).toHaveLength(1);
  });

  test('one vSwitch given with two VPCs fails', () => {
    const stack = alicloudStack();
    fnOn(stack, 'a', NETWORK_A, '0a1b2c');
    expect(() => fnOn(stack, 'b', { ...NETWORK_A, vpcId: 'vpc-222' }, '0a1b2c')).toThrow(/\[GPUM-FC-NAS-VPC-MISMATCH\] test\/b/);
  });

  test('networks each function creates are separate vSwitches: a mount target each', () => {
    const stack = alicloudStack();
    const first = gpuFunction(
      stack,
      { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), model: model(), storage: FcModelStorage.nas() },
      'a',
    );
    gpuFunction(
      stack,
      {
        network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
        model: model({ name: 'b' }),
        storage: FcModelStorage.nas({ fileSystemId: first.fileSystemId }),
      },
      'b',
    );
    const json = synthJson(stack);
    expect(resources(json, 'alicloud_nas_mount_target')).toHaveLength(2);
    expect(resources(json, 'alicloud_nas_access_group')).toHaveLength(1);
    // Both new vSwitches default to 172.16.0.0/24 (in separate VPCs): one rule admits both.
    expect(resources(json, 'alicloud_nas_access_rule')).toHaveLength(1);
    expect(warningIds(stack)).toContain('GPUM-FC-NAS-EMPTY');
  });

  test('networks of the stack, passed as resources, share by reference', () => {
    const stack = alicloudStack();
    const vpc = new Vpc(stack, 'Vpc', { cidrBlock: '10.0.0.0/16' });
    const vswitch = new Vswitch(stack, 'VSwitch', { vpcId: vpc.id, cidrBlock: '10.0.1.0/24', zoneId: 'cn-hangzhou-j' });
    for (const id of ['a', 'b']) {
      gpuFunction(
        stack,
        {
          network: FcNetwork.fromResources(vpc, vswitch, { id: 'sg-1' }),
          model: model({ name: id }),
          storage: FcModelStorage.nas({ fileSystemId: '0a1b2c' }),
        },
        id,
      );
    }
    expect(resources(synthJson(stack), 'alicloud_nas_mount_target')).toHaveLength(1);
  });
});
