import { inflateRawSync } from 'zlib';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken } from '../../src/core/staging/hub-token';
import { ModelSource } from '../../src/core/staging/model-source';
import { StagingProgram } from '../../src/core/staging/staging-program';
import { FcModelStaging, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { onlyResource, ref, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';

const TAG = 'v1.0.0';

function stagedModel(
  source = ModelSource.modelScope('qwen/Qwen2-7B-Instruct', {
    revision: TAG,
    token: HubToken.fromAlibabaKmsSecret('hub/modelscope-token'),
  }),
  size = Size.gibibytes(15),
) {
  return model({ name: 'qwen', size, source });
}

function functions(json: any): Record<string, any> {
  return json.resource.alicloud_fcv3_function;
}

function stagingFunction(json: any): { name: string; body: any } {
  const [name, body] = Object.entries<any>(functions(json)).find(([, f]) => f.runtime === 'nodejs20')!;
  return { name, body };
}

function servingFunction(json: any): { name: string; body: any } {
  const [name, body] = Object.entries<any>(functions(json)).find(([, f]) => f.runtime === 'custom-container')!;
  return { name, body };
}

/** The one file of a stored (deflate) zip, read from its local header. */
function unzipOne(base64: string): { name: string; content: string } {
  const zip = Buffer.from(base64, 'base64');
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  const compressedSize = zip.readUInt32LE(18);
  const nameLength = zip.readUInt16LE(26);
  const extra = zip.readUInt16LE(28);
  const name = zip.subarray(30, 30 + nameLength).toString('utf8');
  const data = zip.subarray(30 + nameLength + extra, 30 + nameLength + extra + compressedSize);
  return { name, content: inflateRawSync(data).toString('utf8') };
}

describe('FcGpuFunction with a staged model on NAS', () => {
  const stack = alicloudStack();
  const fn = gpuFunction(stack, {
    network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
    model: stagedModel(),
    storage: FcModelStorage.nas(),
  });
  const json = synthJson(stack);
  const staging = stagingFunction(json);
  const serving = servingFunction(json);
  const rules = Object.values<any>(json.resource.alicloud_nas_access_rule);
  const vswitches = json.resource.alicloud_vswitch;

  test('creates a CPU staging function on the built-in Node.js runtime, with the program as an inline zip', () => {
    expect(staging.body).toMatchObject({
      runtime: 'nodejs20',
      handler: 'stage-model.handler',
      cpu: 2,
      memory_size: 4096,
      timeout: 86400,
      internet_access: true,
    });
    expect(staging.body.gpu_config).toBeUndefined();
    expect(staging.body.custom_container_config).toBeUndefined();
    expect(unzipOne(staging.body.code.zip_file)).toEqual({ name: 'stage-model.js', content: StagingProgram.source() });
  });

  test('stages into <storagePath>/<revision>/ through the shared mount target, mounted read-write from its own vSwitch', () => {
    const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
    const domain = ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain');
    expect(staging.body.nas_config).toEqual({
      user_id: 0,
      group_id: 0,
      mount_points: [{ server_addr: `${domain}:/models/qwen`, mount_dir: '/mnt/gpum-stage', enable_tls: false }],
    });
    expect(staging.body.environment_variables).toMatchObject({
      GPUM_STAGE_SOURCE: 'modelscope',
      GPUM_STAGE_REPO: 'qwen/Qwen2-7B-Instruct',
      GPUM_STAGE_REVISION: TAG,
      GPUM_STAGE_DEST: `/mnt/gpum-stage/${TAG}`,
      GPUM_STAGE_JOB: fn.staging!.functionName,
    });
    const stagingVswitch = Object.entries<any>(vswitches).find(([name]) => name.includes('StagingVSwitch'))!;
    const servingVswitch = Object.entries<any>(vswitches).find(([name]) => !name.includes('StagingVSwitch'))!;
    expect(stagingVswitch[1]).toMatchObject({ cidr_block: '172.16.1.0/24', zone_id: 'cn-hangzhou-j', vpc_id: servingVswitch[1].vpc_id });
    expect(staging.body.vpc_config.vswitch_ids).toEqual([ref('alicloud_vswitch', stagingVswitch[0], 'id')]);
    expect(staging.body.vpc_config.security_group_id).toBe(serving.body.vpc_config.security_group_id);
    // Read-write for the staging vSwitch only; the serving vSwitch stays read-only.
    expect(rules.map((r) => [r.source_cidr_ip, r.rw_access_type]).sort()).toEqual([
      ['172.16.0.0/24', 'RDONLY'],
      ['172.16.1.0/24', 'RDWR'],
    ]);
    expect(new Set(rules.map((r) => r.access_group_name)).size).toBe(1);
  });

  test('the serving function mounts the staged revision at the same MODEL_PATH and waits for its marker first', () => {
    const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
    const domain = ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain');
    expect(serving.body.nas_config.mount_points).toEqual([
      { server_addr: `${domain}:/models/qwen/${TAG}`, mount_dir: '/mnt/models/qwen', enable_tls: false },
    ]);
    expect(serving.body.environment_variables.MODEL_PATH).toBe('/mnt/models/qwen');
    const initializer = serving.body.instance_lifecycle_config.initializer;
    expect(initializer.command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(initializer.command[2]).toContain("gpum_dir='/mnt/models/qwen'");
    expect(initializer.command[2]).toContain(`gpum_job='${fn.staging!.functionName}'`);
    expect(initializer.timeout).toBe(90);
  });

  test('the staging role may read only the hub token secret; the token itself is nowhere in the configuration', () => {
    const policy = onlyResource(json, 'alicloud_ram_policy');
    const account = Object.keys(json.data.alicloud_account)[0];
    expect(JSON.parse(policy.body.policy_document)).toEqual({
      Version: '1',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['kms:GetSecretValue'],
          Resource: [`acs:kms:cn-hangzhou:\${data.alicloud_account.${account}.id}:secret/hub/modelscope-token`],
        },
      ],
    });
    expect(staging.body.role).toBe(ref('alicloud_ram_role', onlyResource(json, 'alicloud_ram_role').name, 'arn'));
    expect(staging.body.environment_variables).toMatchObject({
      GPUM_STAGE_TOKEN_KMS_SECRET: 'hub/modelscope-token',
      GPUM_STAGE_KMS_REGION: 'cn-hangzhou',
    });
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/"GPUM_STAGE_TOKEN"|"MODELSCOPE_API_TOKEN"|"HF_TOKEN"/);
    expect(text).not.toMatch(/hf_[A-Za-z0-9]{20,}|ms-[0-9a-f]{8}-[0-9a-f]{4}/);
    // The serving function has no role: NAS needs none, and it never reads the secret.
    expect(serving.body.role).toBeUndefined();
  });

  test('outputs the command that runs the staging once, and says so in a warning instead of "copy by hand"', () => {
    const output = Object.entries<any>(json.output).find(([name]) => name.includes('InvokeCommand'))!;
    expect(output[1].value).toBe(
      `aliyun fc POST /2023-03-30/functions/\${alicloud_fcv3_function.${staging.name}.function_name}/invocations --region cn-hangzhou --header "x-fc-invocation-type=Async" --body "{}"`,
    );
    const warnings = warningIds(stack);
    expect(warnings).toContain('GPUM-FC-STAGING-RUN-ONCE');
    expect(warnings).not.toContain('GPUM-FC-NAS-EMPTY');
    expect(warnings).not.toContain('GPUM-FC-STAGING-HUB-BLOCKED');
  });
});

describe('FcGpuFunction with a staged model on an OSS mount', () => {
  const stack = alicloudStack();
  const hf = ModelSource.huggingFace('Qwen/Qwen2-7B-Instruct', { revision: 'c'.repeat(40) });
  gpuFunction(stack, { model: stagedModel(hf), storage: FcModelStorage.ossMount() });
  const json = synthJson(stack);
  const staging = stagingFunction(json);
  const serving = servingFunction(json);

  test('the staging function mounts the prefix read-write; the serving function mounts the revision read-only', () => {
    const bucket = onlyResource(json, 'alicloud_oss_bucket');
    const bucketName = ref('alicloud_oss_bucket', bucket.name, 'bucket');
    expect(staging.body.oss_mount_config.mount_points).toEqual([
      {
        bucket_name: bucketName,
        bucket_path: '/models/qwen',
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mount_dir: '/mnt/gpum-stage',
        read_only: false,
      },
    ]);
    expect(serving.body.oss_mount_config.mount_points).toEqual([
      expect.objectContaining({
        bucket_name: bucketName,
        bucket_path: `/models/qwen/${'c'.repeat(40)}`,
        mount_dir: '/mnt/models/qwen',
        read_only: true,
      }),
    ]);
    expect(staging.body.environment_variables).toMatchObject({
      GPUM_STAGE_RESUME: 'false',
      GPUM_STAGE_DEST: `/mnt/gpum-stage/${'c'.repeat(40)}`,
    });
    const markers = Object.values<any>(json.resource.alicloud_oss_bucket_object).map((o) => o.key);
    expect(markers).toEqual(expect.arrayContaining(['models/qwen/', `models/qwen/${'c'.repeat(40)}/`]));
  });

  test('separate identities: the staging role writes only the prefix, the serving role stays read-only', () => {
    const policies = Object.values<any>(json.resource.alicloud_ram_policy).map((p) => JSON.parse(p.policy_document));
    const actions = (doc: any) => doc.Statement.flatMap((s: any) => s.Action);
    const write = policies.find((doc) => actions(doc).includes('oss:PutObject'));
    const read = policies.find((doc) => !actions(doc).includes('oss:PutObject'));
    expect(actions(read).sort()).toEqual(['oss:GetObject', 'oss:ListObjects']);
    const writeStatement = write.Statement.find((s: any) => s.Action.includes('oss:PutObject'));
    expect(writeStatement.Resource).toEqual([
      expect.stringMatching(/^acs:oss:\*:\*:\$\{alicloud_oss_bucket\.[^}]+\.bucket\}\/models\/qwen\/\*$/),
    ]);
    expect(write.Statement.some((s: any) => s.Action.includes('kms:GetSecretValue'))).toBe(false);
    const roles = Object.keys(json.resource.alicloud_ram_role);
    expect(roles).toHaveLength(2);
    expect(staging.body.role).not.toBe(serving.body.role);
    expect(warningIds(stack)).toEqual(expect.arrayContaining(['GPUM-FC-STAGING-RUN-ONCE', 'GPUM-FC-STAGING-HUB-BLOCKED']));
    expect(warningIds(stack)).not.toContain('GPUM-FC-OSS-EMPTY');
  });
});

describe('FcModelStaging on its own', () => {
  test('stages into an existing bucket for a server elsewhere, with a hub unreachable through the VPC warned', () => {
    const stack = alicloudStack();
    const staging = new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      ossBucketName: 'acme-models',
      internetAccess: false,
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1' }),
    });
    const json = synthJson(stack);
    expect(staging.stagedPath).toBe(`models/qwen/${TAG}`);
    expect(stagingFunction(json).body).toMatchObject({ internet_access: false, vpc_config: { vpc_id: 'vpc-1', vswitch_ids: ['vsw-1'] } });
    expect(warningIds(stack)).toEqual(expect.arrayContaining(['GPUM-FC-STAGING-NO-INTERNET', 'GPUM-FC-STAGING-RUN-ONCE']));
  });

  test('NAS with an access group it does not manage: no rule created, a warning names the rule to add', () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      nasMountTargetDomain: 'abc123-xyz.cn-hangzhou.nas.aliyuncs.com',
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-2', securityGroupId: 'sg-1' }),
    });
    const json = synthJson(stack);
    expect(json.resource.alicloud_nas_access_rule).toBeUndefined();
    expect(warningIds(stack)).toContain('GPUM-FC-STAGING-NAS-ACCESS');
  });

  test('refuses neither or both destinations, and NAS without a network', () => {
    expect(thrown(() => new FcModelStaging(alicloudStack(), 'S', { model: stagedModel() })).code).toBe('GPUM-FC-STAGING-DESTINATION');
    expect(
      thrown(
        () =>
          new FcModelStaging(alicloudStack(), 'S', {
            model: stagedModel(),
            ossBucketName: 'b-1',
            nasMountTargetDomain: 'x.cn-hangzhou.nas.aliyuncs.com',
          }),
      ).code,
    ).toBe('GPUM-FC-STAGING-DESTINATION');
    expect(
      thrown(
        () => new FcModelStaging(alicloudStack(), 'S', { model: stagedModel(), nasMountTargetDomain: 'x.cn-hangzhou.nas.aliyuncs.com' }),
      ).code,
    ).toBe('GPUM-FC-STAGING-NETWORK');
  });
});

describe('refusals', () => {
  test('a staged model in the image', () => {
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), { model: stagedModel(undefined, Size.mebibytes(500)), storage: ModelStorage.containerImage() }),
      ).code,
    ).toBe('GPUM-FC-STAGING-STORAGE');
  });

  test("a hub token of another cloud's secret store", () => {
    const source = ModelSource.modelScope('qwen/Qwen2-7B-Instruct', {
      revision: TAG,
      token: HubToken.fromGoogleSecretManager('projects/my-project/secrets/t/versions/1'),
    });
    expect(thrown(() => gpuFunction(alicloudStack(), { model: stagedModel(source), storage: FcModelStorage.ossMount() })).code).toBe(
      'GPUM-HUB-TOKEN-CLOUD',
    );
  });

  test('NAS staging on an existing network without a staging vSwitch', () => {
    const network = FcNetwork.fromIds({
      vpcId: 'vpc-1',
      vswitchId: 'vsw-1',
      securityGroupId: 'sg-1',
      vswitchCidrBlock: '10.0.0.0/24',
      zoneId: 'cn-hangzhou-j',
    });
    expect(thrown(() => gpuFunction(alicloudStack(), { network, model: stagedModel(), storage: FcModelStorage.nas() })).code).toBe(
      'GPUM-FC-STAGING-NETWORK',
    );
  });
});
