import { ModelStorage } from '../../src/core/model-storage';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { FcNetwork } from '../../src/alicloud';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { onlyResource, ref, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';

describe('ModelStorage.objectStorageMount() on Function Compute', () => {
  const stack = alicloudStack();
  const fn = gpuFunction(stack, { model: model(), storage: ModelStorage.objectStorageMount() });
  const json = synthJson(stack);
  const bucket = onlyResource(json, 'alicloud_oss_bucket');
  const role = onlyResource(json, 'alicloud_ram_role');
  const policy = onlyResource(json, 'alicloud_ram_policy');
  const attachment = onlyResource(json, 'alicloud_ram_role_policy_attachment');
  const fnResource = onlyResource(json, 'alicloud_fcv3_function');
  const bucketRef = ref('alicloud_oss_bucket', bucket.name, 'bucket');

  test('creates a private, encrypted, versioned bucket with public access blocked, protected from destroy', () => {
    expect(bucket.body).toMatchObject({
      server_side_encryption_rule: { sse_algorithm: 'AES256' },
      versioning: { status: 'Enabled' },
      force_destroy: false,
      lifecycle: { prevent_destroy: true },
    });
    expect(bucket.body.acl).toBeUndefined();
    // OSS names are unique across all accounts: the provider generates one (tf-oss-bucket-...).
    expect(bucket.body.bucket).toBeUndefined();
    expect(onlyResource(json, 'alicloud_oss_bucket_acl').body).toEqual({ bucket: bucketRef, acl: 'private' });
    expect(onlyResource(json, 'alicloud_oss_bucket_public_access_block').body).toEqual({ bucket: bucketRef, block_public_access: true });
  });

  test("creates the prefix's directory object, without which Function Compute cannot mount it, before the function", () => {
    const marker = onlyResource(json, 'alicloud_oss_bucket_object');
    expect(marker.body).toMatchObject({ bucket: bucketRef, key: 'models/llama/', content: '\n' });
    expect(fnResource.body.depends_on).toEqual(expect.arrayContaining([`alicloud_oss_bucket_object.${marker.name}`]));
  });

  test('creates a role only Function Compute may assume', () => {
    expect(JSON.parse(role.body.assume_role_policy_document)).toEqual({
      Version: '1',
      Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['fc.aliyuncs.com'] } }],
    });
  });

  test("gives the role read access to the model's bucket and prefix only", () => {
    const document = JSON.parse(policy.body.policy_document);
    expect(document.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: [`acs:oss:*:*:${bucketRef}`],
        Condition: { StringLike: { 'oss:Prefix': ['models/llama', 'models/llama/*'] } },
      },
      { Effect: 'Allow', Action: ['oss:GetObject'], Resource: [`acs:oss:*:*:${bucketRef}/models/llama/*`] },
    ]);
    const actions = document.Statement.flatMap((s: any) => s.Action);
    expect(actions.some((a: string) => a.includes('*') || /Put|Delete/.test(a))).toBe(false);
    expect(attachment.body).toEqual({
      role_name: ref('alicloud_ram_role', role.name, 'role_name'),
      policy_name: ref('alicloud_ram_policy', policy.name, 'policy_name'),
      policy_type: 'Custom',
    });
  });

  test('runs the function as that role, once the policy is attached', () => {
    expect(fnResource.body.role).toBe(ref('alicloud_ram_role', role.name, 'arn'));
    expect(fnResource.body.depends_on).toEqual(expect.arrayContaining([`alicloud_ram_role_policy_attachment.${attachment.name}`]));
  });

  test("mounts the model's prefix read-only from the region's internal endpoint, without a VPC", () => {
    expect(fnResource.body.oss_mount_config).toEqual({
      mount_points: [
        {
          bucket_name: bucketRef,
          bucket_path: '/models/llama',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mount_dir: '/mnt/models/llama',
          read_only: true,
        },
      ],
    });
    expect(fnResource.body.vpc_config).toBeUndefined();
    expect(fnResource.body.nas_config).toBeUndefined();
    expect(fn.modelBucketName).toBeDefined();
  });

  test('says the new bucket is empty', () => {
    // The 16 GiB model is larger than the default 10 GB disk an OSS mount reads through.
    expect(warningIds(stack)).toEqual(['GPUM-FC-OSS-DISK', 'GPUM-FC-OSS-EMPTY']);
  });

  test('every resource is valid against the provider schema', () => {
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('matches the snapshot', () => {
    expect(json).toMatchSnapshot();
  });
});

describe('ModelStorage.objectStorageMount() options', () => {
  test('an existing bucket is mounted and the role is scoped to it', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model(), storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }) });
    const json = synthJson(stack);
    expect(json.resource.alicloud_oss_bucket).toBeUndefined();
    expect(JSON.parse(onlyResource(json, 'alicloud_ram_policy').body.policy_document).Statement[1].Resource).toEqual([
      'acs:oss:*:*:acme-models/models/llama/*',
    ]);
    expect(json.resource.alicloud_oss_bucket_object).toBeUndefined();
    expect(warningIds(stack)).toEqual(['GPUM-FC-OSS-DISK', 'GPUM-FC-OSS-PREFIX-OBJECT']);
  });

  test('a given role is used as is, with a warning that it must be scoped', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: model(),
      roleArn: 'acs:ram::123:role/models',
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }),
    });
    const json = synthJson(stack);
    expect(json.resource.alicloud_ram_role).toBeUndefined();
    expect(onlyResource(json, 'alicloud_fcv3_function').body.role).toBe('acs:ram::123:role/models');
    expect(warningIds(stack)).toEqual(['GPUM-FC-OSS-DISK', 'GPUM-FC-OSS-PREFIX-OBJECT', 'GPUM-FC-ROLE-UNMANAGED']);
  });

  test('the accelerator serves the mount from its zone, and the function gets a VPC in that zone', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: model(),
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models', accelerator: { zoneId: 'cn-hangzhou-j' } }),
    });
    const json = synthJson(stack);
    const vswitch = onlyResource(json, 'alicloud_vswitch');
    const fnResource = onlyResource(json, 'alicloud_fcv3_function').body;
    expect(vswitch.body.zone_id).toBe('cn-hangzhou-j');
    expect(fnResource.vpc_config.vswitch_ids).toEqual([ref('alicloud_vswitch', vswitch.name, 'id')]);
    expect(fnResource.oss_mount_config.mount_points[0].endpoint).toBe('http://cn-hangzhou-j-internal.oss-data-acc.aliyuncs.com');
    expect(warningIds(stack)).toEqual(['GPUM-FC-OSS-ACCELERATOR-MANUAL', 'GPUM-FC-OSS-DISK', 'GPUM-FC-OSS-PREFIX-OBJECT']);
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('fails when the accelerator is in another zone than the function, or another region', () => {
    const network = FcNetwork.fromIds({ vpcId: 'vpc-v', vswitchId: 'vsw-s', securityGroupId: 'sg-g', zoneId: 'cn-hangzhou-h' });
    expect(() =>
      gpuFunction(alicloudStack(), {
        network,
        model: model(),
        storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j' } }),
      }),
    ).toThrow(/GPUM-FC-OSS-ACCELERATOR-ZONE.*zone cn-hangzhou-h but the OSS accelerator is in cn-hangzhou-j/);
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), {
          network,
          model: model(),
          storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j' } }),
        }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-OSS-ACCELERATOR-ZONE',
      property: 'network.zoneId',
      value: 'cn-hangzhou-h',
      fix: 'Use a vSwitch in cn-hangzhou-j',
    });
    expect(() =>
      gpuFunction(alicloudStack(), {
        model: model(),
        storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-beijing-h' } }),
      }),
    ).toThrow(/GPUM-FC-OSS-ACCELERATOR-ZONE.*"cn-beijing-h" is not in the function's region cn-hangzhou/);
  });

  test('an existing network of unknown zone is warned about with the accelerator', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.fromIds({ vpcId: 'vpc-v', vswitchId: 'vsw-s', securityGroupId: 'sg-g' }),
      model: model(),
      storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', accelerator: { zoneId: 'cn-hangzhou-j', endpoint: 'http://custom' } }),
    });
    expect(warningIds(stack)).toEqual([
      'GPUM-FC-OSS-ACCELERATOR-MANUAL',
      'GPUM-FC-OSS-ACCELERATOR-ZONE-UNVERIFIED',
      'GPUM-FC-OSS-DISK',
      'GPUM-FC-OSS-PREFIX-OBJECT',
    ]);
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.oss_mount_config.mount_points[0].endpoint).toBe('http://custom');
  });

  test('a removal policy on an existing bucket fails, since nothing would apply it', () => {
    expect(() =>
      gpuFunction(alicloudStack(), {
        model: model(),
        storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', removalPolicy: RemovalPolicy.DESTROY }),
      }),
    ).toThrow(/GPUM-FC-OSS-OPTION.*existing bucket "bkt"/);
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), {
          model: model(),
          storage: ModelStorage.objectStorageMount({ bucketName: 'bkt', removalPolicy: RemovalPolicy.DESTROY }),
        }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-OSS-OPTION',
      property: 'storage.removalPolicy',
      value: String(RemovalPolicy.DESTROY),
      fix: 'Remove removalPolicy',
    });
  });
});

describe('logs with a created role', () => {
  const stack = alicloudStack();
  gpuFunction(stack, {
    model: model(),
    logProject: 'acme-logs',
    logStore: 'gpu',
    storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }),
  });
  const json = synthJson(stack);
  const policies = Object.entries(json.resource.alicloud_ram_policy).map(([name, body]: [string, any]) => ({ name, body }));
  const modelRead = policies.find((p) => p.name.startsWith('fn_ModelReadPolicy_'))!;
  const logDelivery = policies.find((p) => p.name.startsWith('fn_LogDeliveryPolicy_'))!;

  test('the model-read policy keeps its address and grants only read-only model access', () => {
    expect(policies).toHaveLength(2);
    const statements = JSON.parse(modelRead.body.policy_document).Statement;
    expect(statements.flatMap((s: any) => s.Action)).toEqual(['oss:ListObjects', 'oss:GetObject']);
    expect(modelRead.body.description).toMatch(/^Read-only access to oss:\/\/bkt\//);
  });

  test("the role may write the function's logs to that logstore only, through its own policy", () => {
    expect(JSON.parse(logDelivery.body.policy_document).Statement).toEqual([
      { Effect: 'Allow', Action: ['log:PostLogStoreLogs'], Resource: ['acs:log:*:*:project/acme-logs/logstore/gpu'] },
    ]);
    expect(logDelivery.body.policy_name).not.toBe(modelRead.body.policy_name);
  });

  test('the log policy is attached to the role, and the function waits for it', () => {
    const attachments = Object.entries(json.resource.alicloud_ram_role_policy_attachment).map(([name, body]: [string, any]) => ({
      name,
      body,
    }));
    const logAttachment = attachments.find((a) => a.name.startsWith('fn_LogDeliveryPolicyAttachment_'))!;
    expect(logAttachment.body).toMatchObject({
      policy_name: ref('alicloud_ram_policy', logDelivery.name, 'policy_name'),
      policy_type: 'Custom',
    });
    expect(logAttachment.body.role_name).toBe(attachments.find((a) => a.name.startsWith('fn_ModelReadPolicyAttachment_'))!.body.role_name);
    const fn = onlyResource(json, 'alicloud_fcv3_function');
    expect(fn.body.depends_on).toEqual(expect.arrayContaining([`alicloud_ram_role_policy_attachment.${logAttachment.name}`]));
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('without logs there is no log policy', () => {
    const plain = alicloudStack();
    gpuFunction(plain, { model: model(), storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }) });
    const plainJson = synthJson(plain);
    expect(Object.keys(plainJson.resource.alicloud_ram_policy)).toEqual([expect.stringMatching(/^fn_ModelReadPolicy_/)]);
    expect(Object.keys(plainJson.resource.alicloud_ram_role_policy_attachment)).toHaveLength(1);
  });
});
