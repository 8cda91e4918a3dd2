import { collectAdvice } from '../../src/core/advice';
import { TerraformStack } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { RemovalPolicy } from '../../src/core/removal-policy';
import { Size } from '../../src/core/size';
import {
  AlicloudProvider,
  FcGpuFunction,
  FcGpuType,
  FcModelStorage,
  FcReplicatedModelBucket,
  FcReplicatedModelBucketProps,
} from '../../src/alicloud';
import { ContainerImage } from '../../src/core/container-image';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { thrown } from '../support/errors';
import { newStack, ref, synthJson, warningIds } from '../support/stacks';

const model = () => new ModelArtifact({ name: 'qwen', size: Size.gibibytes(15) });

function stackWithProviders(): { stack: TerraformStack; beijing: AlicloudProvider; shanghai: AlicloudProvider } {
  const stack = newStack();
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  const beijing = new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' });
  const shanghai = new AlicloudProvider(stack, 'shanghai', { region: 'cn-shanghai', alias: 'shanghai' });
  return { stack, beijing, shanghai };
}

function replicated(props: Partial<FcReplicatedModelBucketProps> = {}) {
  const { stack, beijing, shanghai } = stackWithProviders();
  const models = new FcReplicatedModelBucket(stack, 'Models', {
    model: model(),
    replicas: [
      { region: 'cn-beijing', provider: beijing },
      { region: 'cn-shanghai', provider: shanghai },
    ],
    ...props,
  });
  return { stack, models, beijing, shanghai };
}

const entries = (json: any, type: string) => Object.entries<any>(json.resource?.[type] ?? {});
const named = (json: any, type: string, part: string) => {
  const found = entries(json, type).filter(([name]) => name.includes(part));
  if (found.length !== 1) throw new Error(`expected one ${type} named *${part}*, found ${found.length}`);
  return { name: found[0][0], body: found[0][1] };
};

describe('FcReplicatedModelBucket', () => {
  const { stack } = replicated();
  const json = synthJson(stack);
  const source = named(json, 'alicloud_oss_bucket', 'SourceBucket');
  const beijing = named(json, 'alicloud_oss_bucket', 'cn-beijing');
  const shanghai = named(json, 'alicloud_oss_bucket', 'cn-shanghai');
  const role = named(json, 'alicloud_ram_role', 'ReplicationRole');
  const attachment = named(json, 'alicloud_ram_role_policy_attachment', 'Replication');

  test('every alicloud resource is valid against the provider schema', () => {
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('every bucket is private, encrypted, versioned, blocked from public access and protected from destroy', () => {
    for (const bucket of [source, beijing, shanghai]) {
      expect(bucket.body).toMatchObject({
        server_side_encryption_rule: { sse_algorithm: 'AES256' },
        versioning: { status: 'Enabled' },
        force_destroy: false,
        lifecycle: { prevent_destroy: true },
      });
      const bucketRef = ref('alicloud_oss_bucket', bucket.name, 'bucket');
      expect(entries(json, 'alicloud_oss_bucket_acl').map(([, b]) => b)).toContainEqual({
        bucket: bucketRef,
        acl: 'private',
        ...(bucket === source ? {} : { provider: bucket.body.provider }),
      });
      expect(entries(json, 'alicloud_oss_bucket_public_access_block').map(([, b]) => b.bucket)).toContain(bucketRef);
    }
  });

  test("each replica and its ACL and public access block are created with its region's provider; the source with the default", () => {
    expect(source.body.provider).toBeUndefined();
    expect(beijing.body.provider).toBe('alicloud.beijing');
    expect(shanghai.body.provider).toBe('alicloud.shanghai');
    expect(named(json, 'alicloud_oss_bucket_acl', 'cn-beijing').body.provider).toBe('alicloud.beijing');
    expect(named(json, 'alicloud_oss_bucket_public_access_block', 'cn-shanghai').body.provider).toBe('alicloud.shanghai');
  });

  test("one rule per region on the source bucket: the model's prefix only, existing objects too, into the region's bucket, as the role", () => {
    const rules = entries(json, 'alicloud_oss_bucket_replication');
    expect(rules).toHaveLength(2);
    const rule = named(json, 'alicloud_oss_bucket_replication', 'cn-beijing').body;
    expect(rule).toMatchObject({
      bucket: ref('alicloud_oss_bucket', source.name, 'bucket'),
      prefix_set: { prefixes: ['models/qwen/'] },
      historical_object_replication: 'enabled',
      action: 'ALL',
      destination: { bucket: ref('alicloud_oss_bucket', beijing.name, 'bucket'), location: 'oss-cn-beijing' },
      sync_role: ref('alicloud_ram_role', role.name, 'role_name'),
    });
    // The rule belongs to the source bucket: created with the source region's (default) provider.
    expect(rule.provider).toBeUndefined();
    // OSS may replicate only once its role may write, and into a replica that is already private.
    expect(rule.depends_on).toEqual(
      expect.arrayContaining([
        `alicloud_ram_role_policy_attachment.${attachment.name}`,
        `alicloud_oss_bucket_acl.${named(json, 'alicloud_oss_bucket_acl', 'cn-beijing').name}`,
      ]),
    );
  });

  test('the role is assumed by OSS only and may only replicate the prefix from the source into the replicas', () => {
    expect(JSON.parse(role.body.assume_role_policy_document)).toEqual({
      Version: '1',
      Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['oss.aliyuncs.com'] } }],
    });
    const policy = named(json, 'alicloud_ram_policy', 'ReplicationPolicy');
    expect(attachment.body).toMatchObject({
      role_name: ref('alicloud_ram_role', role.name, 'role_name'),
      policy_name: ref('alicloud_ram_policy', policy.name, 'policy_name'),
      policy_type: 'Custom',
    });
    const bucket = (name: string) => `acs:oss:*:*:${ref('alicloud_oss_bucket', name, 'bucket')}`;
    expect(JSON.parse(policy.body.policy_document).Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['oss:ReplicateList', 'oss:ReplicateGet'],
        Resource: [bucket(source.name), `${bucket(source.name)}/models/qwen/*`],
      },
      {
        Effect: 'Allow',
        Action: ['oss:ReplicateList', 'oss:ReplicateGet', 'oss:ReplicatePut', 'oss:ReplicateDelete'],
        Resource: [
          bucket(beijing.name),
          `${bucket(beijing.name)}/models/qwen/*`,
          bucket(shanghai.name),
          `${bucket(shanghai.name)}/models/qwen/*`,
        ],
      },
    ]);
  });

  test("creates the prefix's directory object in the source, which the rules replicate", () => {
    const marker = named(json, 'alicloud_oss_bucket_object', 'ModelPrefixMarker').body;
    expect(marker).toMatchObject({ bucket: ref('alicloud_oss_bucket', source.name, 'bucket'), key: 'models/qwen/' });
  });

  test("storageFor gives each region's function a read-only mount of the bucket in its own region", () => {
    const { stack: s, models: m, beijing: provider } = replicated();
    const fn = (id: string, region: string, p?: AlicloudProvider) =>
      new FcGpuFunction(s, id, {
        region,
        provider: p,
        gpuType: FcGpuType.ADA_1,
        image: ContainerImage.fromRegistry(`registry.${region}.aliyuncs.com/acme/vllm:1`),
        model: m.model,
        storage: m.storageFor(region),
        diskSizeMiB: 20480,
      });
    fn('Beijing', 'cn-beijing', provider);
    fn('Hangzhou', 'cn-hangzhou');
    const out = synthJson(s);
    const bucketOf = (part: string) => ref('alicloud_oss_bucket', named(out, 'alicloud_oss_bucket', part).name, 'bucket');
    const mount = (part: string) => named(out, 'alicloud_fcv3_function', part).body.oss_mount_config.mount_points[0];
    expect(mount('Beijing')).toEqual({
      bucket_name: bucketOf('cn-beijing'),
      bucket_path: '/models/qwen',
      endpoint: 'http://oss-cn-beijing-internal.aliyuncs.com',
      mount_dir: '/mnt/models/qwen',
      read_only: true,
    });
    expect(named(out, 'alicloud_fcv3_function', 'Beijing').body.provider).toBe('alicloud.beijing');
    expect(mount('Hangzhou')).toMatchObject({
      bucket_name: bucketOf('SourceBucket'),
      endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
    });
    expect(validateAlicloudResources(out)).toEqual([]);
    // The source's directory object is created here and replicated: the functions do not warn about it.
    // diskSizeMiB 20480 is undocumented: one GPUM-FC-DISK-SIZE per function.
    expect(warningIds(s)).toEqual(['GPUM-FC-DISK-SIZE', 'GPUM-FC-DISK-SIZE', 'GPUM-FC-REPLICATION-LAG']);
  });

  test('a mount of a replica bucket not made by storageFor still warns about the directory object', () => {
    const { stack: s, models: m, beijing: provider } = replicated();
    new FcGpuFunction(s, 'Beijing', {
      region: 'cn-beijing',
      provider,
      gpuType: FcGpuType.ADA_1,
      image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/vllm:1'),
      model: m.model,
      storage: FcModelStorage.ossMount({ bucketName: m.bucketNameIn('cn-beijing') }),
      diskSizeMiB: 20480,
    });
    expect(warningIds(s)).toEqual(['GPUM-FC-DISK-SIZE', 'GPUM-FC-OSS-PREFIX-OBJECT', 'GPUM-FC-REPLICATION-LAG']);
  });

  test('warns that replication is asynchronous, naming the regions', () => {
    expect(warningIds(stack)).toEqual(['GPUM-FC-REPLICATION-LAG']);
  });

  test('the lag warning names the new source bucket by its construct path, not as a Terraform token', () => {
    const [lag] = collectAdvice(stack).filter((a) => a.id === 'GPUM-FC-REPLICATION-LAG');
    expect(lag.message).toContain(
      'Write the model to the source bucket test/Models/SourceBucket (its name is generated: the sourceBucketName attribute, an output after apply) only',
    );
    expect(lag.message).not.toContain('${');
    const named = replicated({ sourceBucketName: 'acme-models' }).stack;
    const [given] = collectAdvice(named).filter((a) => a.id === 'GPUM-FC-REPLICATION-LAG');
    expect(given.message).toContain('Write the model to the source bucket acme-models only');
  });

  test('outputs each replica bucket name', () => {
    expect(Object.keys(json.output ?? {}).filter((k) => k.includes('BucketName'))).toHaveLength(2);
  });
});

describe('FcReplicatedModelBucket with an existing source bucket', () => {
  const { stack } = replicated({ sourceBucketName: 'acme-models', removalPolicy: RemovalPolicy.DESTROY });
  const json = synthJson(stack);

  test('replicates from it, creating only the replicas (unprotected when asked)', () => {
    expect(entries(json, 'alicloud_oss_bucket')).toHaveLength(2);
    expect(json.resource.alicloud_oss_bucket_object).toBeUndefined();
    for (const [, rule] of entries(json, 'alicloud_oss_bucket_replication')) expect(rule.bucket).toBe('acme-models');
    for (const [, bucket] of entries(json, 'alicloud_oss_bucket')) expect(bucket.lifecycle).toBeUndefined();
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('warns that it must be versioned and hold the prefix object', () => {
    expect(warningIds(stack)).toEqual(['GPUM-FC-REPLICATION-EXISTING-SOURCE', 'GPUM-FC-REPLICATION-LAG']);
  });

  test('once: a function mounting the source through storageFor does not repeat the prefix object warning', () => {
    const { stack: s, models: m } = replicated({ sourceBucketName: 'acme-models' });
    new FcGpuFunction(s, 'Hangzhou', {
      region: 'cn-hangzhou',
      gpuType: FcGpuType.ADA_1,
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/vllm:1'),
      model: m.model,
      storage: m.storageFor('cn-hangzhou'),
      diskSizeMiB: 20480,
    });
    expect(warningIds(s)).toEqual(['GPUM-FC-DISK-SIZE', 'GPUM-FC-REPLICATION-EXISTING-SOURCE', 'GPUM-FC-REPLICATION-LAG']);
  });
});

describe('FcReplicatedModelBucket refuses what cannot replicate', () => {
  test('a replica in the source region', () => {
    const { stack } = stackWithProviders();
    const e = thrown(
      () =>
        new FcReplicatedModelBucket(stack, 'M', {
          model: model(),
          replicas: [{ region: 'cn-hangzhou', provider: stack.node.findChild('alicloud') as AlicloudProvider }],
        }),
    );
    expect(e.code).toBe('GPUM-FC-REPLICA-REGION');
    expect(e.message).toContain("the source bucket's region");
  });

  test("a replica region that is not its provider's", () => {
    const { stack, beijing } = stackWithProviders();
    const e = thrown(
      () => new FcReplicatedModelBucket(stack, 'M', { model: model(), replicas: [{ region: 'cn-shanghai', provider: beijing }] }),
    );
    expect(e.code).toBe('GPUM-FC-REGION-PROVIDER');
    expect(e.property).toBe('replicas[0].region');
  });

  test('no replica, or one region twice', () => {
    const { stack, beijing } = stackWithProviders();
    expect(thrown(() => new FcReplicatedModelBucket(stack, 'A', { model: model(), replicas: [] })).code).toBe('GPUM-FC-REPLICA-REGION');
    const twice = thrown(
      () =>
        new FcReplicatedModelBucket(stack, 'B', {
          model: model(),
          replicas: [
            { region: 'cn-beijing', provider: beijing },
            { region: 'cn-beijing', provider: beijing },
          ],
        }),
    );
    expect(twice.code).toBe('GPUM-FC-REPLICA-REGION');
    expect(twice.property).toBe('replicas[1].region');
  });

  test('a source region other than its provider’s, and an unknown source region', () => {
    const { stack, beijing } = stackWithProviders();
    expect(
      thrown(
        () =>
          new FcReplicatedModelBucket(stack, 'A', {
            model: model(),
            region: 'cn-shenzhen',
            replicas: [{ region: 'cn-beijing', provider: beijing }],
          }),
      ).code,
    ).toBe('GPUM-FC-REGION-PROVIDER');
    const bare = newStack();
    const p = new AlicloudProvider(bare, 'b', { region: 'cn-beijing', alias: 'b' });
    expect(
      thrown(() => new FcReplicatedModelBucket(bare, 'A', { model: model(), replicas: [{ region: 'cn-beijing', provider: p }] })).code,
    ).toBe('GPUM-FC-REGION');
  });

  test('a malformed existing source bucket name', () => {
    expect(thrown(() => replicated({ sourceBucketName: 'Acme_Models' })).code).toBe('GPUM-FC-BUCKET-NAME');
  });

  test('a function region the model is not replicated to', () => {
    const { models } = replicated();
    const e = thrown(() => models.storageFor('cn-shenzhen'));
    expect(e.code).toBe('GPUM-FC-REPLICA-REGION');
    expect(e.message).toContain('cn-hangzhou, cn-beijing, cn-shanghai');
  });
});

describe('the replication rule against the provider schema', () => {
  test('a prefix longer than OSS allows and an unknown historical setting are refused by the validators', () => {
    const { stack } = replicated();
    const json = synthJson(stack);
    const [[name, rule]] = entries(json, 'alicloud_oss_bucket_replication');
    const bad = {
      resource: {
        alicloud_oss_bucket_replication: {
          [name]: { ...rule, historical_object_replication: 'on', prefix_set: { prefixes: ['x'.repeat(1024)] } },
        },
      },
    };
    const problems = validateAlicloudResources(bad);
    expect(problems).toEqual([
      expect.stringContaining('historical_object_replication: "on" is not one of enabled, disabled'),
      expect.stringContaining('prefix_set[0].prefixes[0]: length of'),
    ]);
  });
});
