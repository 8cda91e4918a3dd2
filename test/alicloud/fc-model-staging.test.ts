import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { inflateRawSync } from 'zlib';
import { collectAdvice } from '../../src/core/advice';
import { ModelStorage } from '../../src/core/model-storage';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';
import { HubToken } from '../../src/core/staging/hub-token';
import { ModelSource } from '../../src/core/staging/model-source';
import { StagingProgram } from '../../src/core/staging/staging-program';
import { AlicloudProvider, FcModelStaging, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { Fn } from '../../src/core/framework';
import { newStack, onlyResource, ref, synthJson, warningIds } from '../support/stacks';
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

  test('at most one staging instance runs: one request per instance and a reserved concurrency of 1 on the staging function', () => {
    expect(staging.body.instance_concurrency).toBe(1);
    const configs = Object.values<any>(json.resource.alicloud_fcv3_concurrency_config);
    expect(configs).toEqual([{ function_name: ref('alicloud_fcv3_function', staging.name, 'function_name'), reserved_concurrency: 1 }]);
    expect(fn.staging!.concurrencyConfig.node.path).toBe(`${fn.staging!.node.path}/ConcurrencyConfig`);
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

  test('the run-once warning says what the serving function does on NAS before the first staging run', () => {
    const message = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-STAGING-RUN-ONCE')!.message;
    // The serving mount names a directory nothing at deploy creates.
    const serverAddr: string = serving.body.nas_config.mount_points[0].server_addr;
    expect(serverAddr.endsWith(`:/models/qwen/${TAG}`)).toBe(true);
    expect(message).toContain(`On NAS, nothing creates /models/qwen/${TAG} until that invocation starts`);
    // The staging mount's path is known at synth: named, not a placeholder.
    expect(message).toMatch(/ mounts \/models\/qwen read-write/);
    expect(message).not.toContain('<storagePath>');
    expect(message).toContain("expect its instances to fail at the NAS mount (a mount error, not the marker's message)");
    expect(message).toContain('invoke the staging function before the first request to the serving function');
  });
});

describe('FcGpuFunction with a staged model on an OSS mount', () => {
  const stack = alicloudStack();
  const hf = ModelSource.huggingFace('Qwen/Qwen2-7B-Instruct', { revision: 'c'.repeat(40) });
  gpuFunction(stack, { model: stagedModel(hf), storage: FcModelStorage.ossMount() });
  const json = synthJson(stack);
  const staging = stagingFunction(json);
  const serving = servingFunction(json);

  test('the run-once warning has no NAS sentence: the StagedPrefixMarker makes the revision mountable', () => {
    const message = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-STAGING-RUN-ONCE')!.message;
    expect(message).toMatch(/until then the serving function waits for the marker and fails naming \S+$/);
    expect(message).not.toContain('NAS');
    expect(Object.keys(json.resource.alicloud_oss_bucket_object).some((name) => name.includes('StagedPrefixMarker'))).toBe(true);
  });

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
    expect(thrown(() => gpuFunction(alicloudStack(), { network, model: stagedModel(), storage: FcModelStorage.nas() }))).toMatchObject({
      property: 'stagingNetwork',
      value: 'undefined',
      fix: 'give stagingNetwork: FcNetwork.fromIds({ vpcId, vswitchId, securityGroupId, vswitchCidrBlock }) with another vSwitch of the same VPC',
    });
  });

  test('a staging timeout under a minute', () => {
    expect(
      thrown(() => new FcModelStaging(alicloudStack(), 'S', { model: stagedModel(), ossBucketName: 'b-1', timeout: Duration.seconds(30) })),
    ).toMatchObject({
      code: 'GPUM-FC-RANGE',
      property: 'timeout',
      value: '30s',
      fix: 'must be whole seconds from 60 to 86400 (24 hours)',
    });
  });

  test('a staging timeout shorter than the Function Compute staging estimate warns; the default and a long enough one are silent', () => {
    // 140 GiB at the estimate's 1 Gbit/s (125 MB/s): about 1203 s.
    const big = stagedModel(undefined, Size.gibibytes(140));
    const stage = (timeout?: Duration) => {
      const stack = alicloudStack();
      new FcModelStaging(stack, 'S', { model: big, ossBucketName: 'b-1', timeout });
      return stack;
    };
    const short = stage(Duration.minutes(1));
    const message = collectAdvice(short).find((a) => a.id === 'GPUM-FC-STAGING-TIMEOUT')!.message;
    expect(message).toContain('staging timeout 60 s is shorter than the staging estimate of 1203 s');
    expect(message).toContain('give at least Duration.seconds(1203), or leave timeout out (24 hours');
    expect(warningIds(stage())).not.toContain('GPUM-FC-STAGING-TIMEOUT');
    expect(warningIds(stage(Duration.minutes(21)))).not.toContain('GPUM-FC-STAGING-TIMEOUT');
  });

  test('a model whose staging estimate is past 24 hours warns even at the default timeout, with no timeout to give', () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'S', { model: stagedModel(undefined, Size.tebibytes(12)), ossBucketName: 'b-1' });
    const message = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-STAGING-TIMEOUT')!.message;
    expect(message).toContain("no timeout fits: the estimate is past Function Compute's limit of 86400 s");
  });

  test('FcGpuFunction stages a model with the default timeout (24 hours), without the warning', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { model: stagedModel(undefined, Size.gibibytes(40)), storage: FcModelStorage.ossMount() });
    expect(fn.staging?.resource.timeoutInput).toBe(86400);
    expect(warningIds(stack)).not.toContain('GPUM-FC-STAGING-TIMEOUT');
  });

  test('a staging function name that is not valid', () => {
    expect(
      thrown(() => new FcModelStaging(alicloudStack(), 'S', { model: stagedModel(), ossBucketName: 'b-1', functionName: '9-lives' })),
    ).toMatchObject({
      code: 'GPUM-FC-FUNCTION-NAME',
      property: 'functionName',
      value: '9-lives',
      fix: 'use 1 to 64 letters, digits, "_" or "-", starting with a letter or "_"',
    });
  });
});

describe('staging from an oss:// bucket prefix', () => {
  const SOURCE = 'oss://acme-raw/exports/qwen2-7b';

  function bucketSourced(uri = SOURCE) {
    return stagedModel(ModelSource.objectStorage(uri, { revision: 'export-1' }));
  }

  describe('into NAS, through FcGpuFunction', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), model: bucketSourced(), storage: FcModelStorage.nas() });
    const json = synthJson(stack);
    const staging = stagingFunction(json);
    const serving = servingFunction(json);

    test('mounts the source prefix read-only beside the read-write NAS destination, and copies from it', () => {
      expect(staging.body.oss_mount_config.mount_points).toEqual([
        {
          bucket_name: 'acme-raw',
          bucket_path: '/exports/qwen2-7b',
          endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
          mount_dir: '/mnt/gpum-source',
          read_only: true,
        },
      ]);
      expect(staging.body.nas_config.mount_points).toEqual([expect.objectContaining({ mount_dir: '/mnt/gpum-stage' })]);
      expect(staging.body.environment_variables).toMatchObject({
        GPUM_STAGE_SOURCE: 'directory',
        GPUM_STAGE_SOURCE_DIR: '/mnt/gpum-source',
        GPUM_STAGE_REVISION: 'export-1',
        GPUM_STAGE_DEST: '/mnt/gpum-stage/export-1',
      });
      expect(staging.body.environment_variables.GPUM_STAGE_REPO).toBeUndefined();
      // The serving function never sees the source bucket.
      expect(serving.body.oss_mount_config).toBeUndefined();
      expect(serving.body.nas_config.mount_points).toEqual([
        expect.objectContaining({ server_addr: expect.stringMatching(/:\/models\/qwen\/export-1$/), mount_dir: '/mnt/models/qwen' }),
      ]);
    });

    test('the staging role may only list and read the source prefix', () => {
      const policy = onlyResource(json, 'alicloud_ram_policy');
      expect(JSON.parse(policy.body.policy_document)).toEqual({
        Version: '1',
        Statement: [
          {
            Effect: 'Allow',
            Action: ['oss:ListObjects'],
            Resource: ['acs:oss:*:*:acme-raw'],
            Condition: { StringLike: { 'oss:Prefix': ['exports/qwen2-7b', 'exports/qwen2-7b/*'] } },
          },
          { Effect: 'Allow', Action: ['oss:GetObject'], Resource: ['acs:oss:*:*:acme-raw/exports/qwen2-7b/*'] },
        ],
      });
      expect(staging.body.role).toBe(ref('alicloud_ram_role', onlyResource(json, 'alicloud_ram_role').name, 'arn'));
      expect(json.data?.alicloud_account).toBeUndefined();
    });

    test('warns that the source prefix needs its directory object, and nothing about the hub', () => {
      const warnings = warningIds(stack);
      expect(warnings).toEqual(expect.arrayContaining(['GPUM-FC-OSS-PREFIX-OBJECT', 'GPUM-FC-STAGING-RUN-ONCE']));
      expect(warnings).not.toContain('GPUM-FC-STAGING-HUB-BLOCKED');
    });

    test('the synthesized environment drives the staging program: the source directory is copied to the revision with its marker', async () => {
      // The two mounts stand in as local directories: rewrite their paths, run the program as FC would.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-fc-oss-source-'));
      try {
        const mounted = (p: string) =>
          p.replace('/mnt/gpum-source', path.join(root, 'source')).replace('/mnt/gpum-stage', path.join(root, 'nas'));
        const env = Object.fromEntries(Object.entries<string>(staging.body.environment_variables).map(([k, v]) => [k, mounted(v)]));
        fs.mkdirSync(path.join(root, 'source', 'sub'), { recursive: true });
        fs.writeFileSync(path.join(root, 'source', 'model.safetensors'), Buffer.alloc(4096, 7));
        fs.writeFileSync(path.join(root, 'source', 'sub', 'config.json'), '{}');
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const program = require('../../programs/stage-model.js');
        const log: string[] = [];
        expect(await program.main(env, { out: (l: string) => log.push(l), err: (l: string) => log.push(l) })).toBe(0);
        const staged = path.join(root, 'nas', 'export-1');
        expect(fs.readFileSync(path.join(staged, 'sub', 'config.json'), 'utf8')).toBe('{}');
        const marker = JSON.parse(fs.readFileSync(path.join(staged, '.gpum-staged.json'), 'utf8'));
        expect(marker.files.map((f: any) => [f.path, f.size]).sort()).toEqual([
          ['model.safetensors', 4096],
          ['sub/config.json', 2],
        ]);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    });
  });

  test('into OSS: the destination prefix is mounted read-write and the source read-only, each with its own statements', () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'Stage', {
      model: bucketSourced(),
      ossBucketName: 'acme-models',
      sourceOssEndpoint: 'https://oss-cn-shanghai.aliyuncs.com',
    });
    const json = synthJson(stack);
    const staging = stagingFunction(json);
    expect(staging.body.oss_mount_config.mount_points).toEqual([
      expect.objectContaining({ bucket_name: 'acme-models', bucket_path: '/models/qwen', mount_dir: '/mnt/gpum-stage', read_only: false }),
      {
        bucket_name: 'acme-raw',
        bucket_path: '/exports/qwen2-7b',
        endpoint: 'https://oss-cn-shanghai.aliyuncs.com',
        mount_dir: '/mnt/gpum-source',
        read_only: true,
      },
    ]);
    const statements = JSON.parse(onlyResource(json, 'alicloud_ram_policy').body.policy_document).Statement;
    const on = (resource: string) =>
      statements.filter((s: any) => s.Resource.some((r: string) => r.includes(resource))).flatMap((s: any) => s.Action);
    expect(on('acme-raw').sort()).toEqual(['oss:GetObject', 'oss:ListObjects']);
    expect(on('acme-models')).toContain('oss:PutObject');
  });

  test('the same bucket is fine when the prefixes do not overlap, and refused when they do', () => {
    const stage = (uri: string) => () =>
      new FcModelStaging(alicloudStack(), 'Stage', { model: bucketSourced(uri), ossBucketName: 'acme-models' });
    expect(stage('oss://acme-models/models/qwen-raw')).not.toThrow();
    for (const uri of ['oss://acme-models/models/qwen', 'oss://acme-models/models', 'oss://acme-models/models/qwen/export-0']) {
      const error = thrown(stage(uri));
      expect([error.code, error.property, error.value]).toEqual(['GPUM-FC-STAGING-SOURCE', 'model.source', `${uri}/`]);
    }
  });

  test('gs:// and s3:// sources are refused with the cross-cloud code', () => {
    for (const uri of ['gs://acme-raw/exports/qwen', 's3://acme-raw/exports/qwen']) {
      expect(thrown(() => gpuFunction(alicloudStack(), { model: bucketSourced(uri), storage: FcModelStorage.ossMount() })).code).toBe(
        'GPUM-SOURCE-CLOUD',
      );
      expect(thrown(() => new FcModelStaging(alicloudStack(), 'S', { model: bucketSourced(uri), ossBucketName: 'acme-models' })).code).toBe(
        'GPUM-SOURCE-CLOUD',
      );
    }
  });
});

describe('a staging role brought by the user', () => {
  test('FcModelStaging runs as roleArn, creates no role, policy or account lookup, and warns what the role must allow', () => {
    const stack = alicloudStack();
    const staging = new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      ossBucketName: 'acme-models',
      roleArn: 'acs:ram::1234567890:role/model-stager',
    });
    const json = synthJson(stack);
    expect(stagingFunction(json).body.role).toBe('acs:ram::1234567890:role/model-stager');
    expect(staging.role).toBeUndefined();
    expect(json.resource.alicloud_ram_role).toBeUndefined();
    expect(json.resource.alicloud_ram_policy).toBeUndefined();
    expect(json.data?.alicloud_account).toBeUndefined();
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-STAGING-ROLE-UNMANAGED')!.message;
    expect(warning).toContain('kms:GetSecretValue on acs:kms:cn-hangzhou:<account>:secret/hub/modelscope-token');
    expect(warning).toContain('oss:PutObject');
    expect(warning).toContain('acme-models/models/qwen/*');
  });

  test('FcGpuFunction passes stagingRoleArn to the staging only: the serving function keeps its own read-only role', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: stagedModel(),
      storage: FcModelStorage.ossMount(),
      stagingRoleArn: 'acs:ram::1234567890:role/model-stager',
    });
    const json = synthJson(stack);
    expect(stagingFunction(json).body.role).toBe('acs:ram::1234567890:role/model-stager');
    const servingRole = servingFunction(json).body.role;
    expect(servingRole).toBe(ref('alicloud_ram_role', onlyResource(json, 'alicloud_ram_role').name, 'arn'));
    const actions = JSON.parse(onlyResource(json, 'alicloud_ram_policy').body.policy_document).Statement.flatMap((s: any) => s.Action);
    expect(actions.sort()).toEqual(['oss:GetObject', 'oss:ListObjects']);
    expect(warningIds(stack)).toContain('GPUM-FC-STAGING-ROLE-UNMANAGED');
  });
});

describe('retention of old revisions on Function Compute', () => {
  test('stagingRetainRevisions reaches the staging function as GPUM_STAGE_RETAIN (NAS: a read-write mount)', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      model: stagedModel(),
      storage: FcModelStorage.nas(),
      stagingRetainRevisions: 3,
    });
    const json = synthJson(stack);
    expect(stagingFunction(json).body.environment_variables.GPUM_STAGE_RETAIN).toBe('3');
    expect(warningIds(stack)).not.toContain('GPUM-STAGING-RETAIN-ONE');
  });

  test('on OSS the staging role may delete under the prefix, which retention needs', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: stagedModel(ModelSource.huggingFace('Qwen/Qwen2-7B-Instruct', { revision: 'c'.repeat(40) })),
      storage: FcModelStorage.ossMount(),
      stagingRetainRevisions: 2,
    });
    const json = synthJson(stack);
    expect(stagingFunction(json).body.environment_variables.GPUM_STAGE_RETAIN).toBe('2');
    const writer = Object.values<any>(json.resource.alicloud_ram_policy)
      .map((p) => JSON.parse(p.policy_document))
      .find((doc) => doc.Statement.some((s: any) => s.Action.includes('oss:PutObject')));
    const statement = writer.Statement.find((s: any) => s.Action.includes('oss:PutObject'));
    expect(statement.Action).toContain('oss:DeleteObject');
    expect(statement.Resource).toEqual([expect.stringMatching(/\/models\/qwen\/\*$/)]);
  });

  test('FcModelStaging: retainRevisions, unset, 1 warned, bad values refused with the construct path', () => {
    const build = (retainRevisions?: number) => {
      const stack = alicloudStack();
      new FcModelStaging(stack, 'Stage', { model: stagedModel(), ossBucketName: 'acme-models', retainRevisions });
      return { stack, env: stagingFunction(synthJson(stack)).body.environment_variables };
    };
    expect(build(5).env.GPUM_STAGE_RETAIN).toBe('5');
    expect(build().env.GPUM_STAGE_RETAIN).toBeUndefined();
    expect(warningIds(build(1).stack)).toContain('GPUM-STAGING-RETAIN-ONE');
    for (const bad of [0, -3, 2.5]) {
      expect(() => build(bad)).toThrow(
        expect.objectContaining({ code: 'GPUM-STAGING-RETAIN', constructPath: expect.stringContaining('Stage'), value: String(bad) }),
      );
    }
  });
});

describe("the staging function's vSwitch zone (issue 22)", () => {
  const stage = (zoneId: string, props: { region?: string } = {}) => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      ossBucketName: 'acme-models',
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId }),
      ...props,
    });
    return stack;
  };

  test('a zone of the region, lettered or numbered: accepted', () => {
    expect(() => stage('cn-hangzhou-h')).not.toThrow();
    const singapore = newStack();
    new AlicloudProvider(singapore, 'alicloud', { region: 'ap-southeast-1' });
    expect(
      () =>
        new FcModelStaging(singapore, 'Stage', {
          model: stagedModel(),
          ossBucketName: 'acme-models',
          network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId: 'ap-southeast-1c' }),
        }),
    ).not.toThrow();
  });

  test.each([
    [
      'a zone of another region',
      'cn-beijing-h',
      /network\.zoneId "cn-beijing-h" is a zone of cn-beijing, but the workload runs in cn-hangzhou/,
    ],
    [
      'a region, not a zone',
      'cn-hangzhou',
      /network\.zoneId "cn-hangzhou" is not an Alibaba Function Compute zone ID: give a zone of cn-hangzhou/,
    ],
    ['a zone in capitals', 'CN-HANGZHOU-H', /network\.zoneId "CN-HANGZHOU-H" is not/],
    ['two letters after the region', 'cn-hangzhou-hh', /network\.zoneId "cn-hangzhou-hh" is not/],
  ])('%s: refused with GPUM-FC-ZONE, the path, the value and the fix', (_name, zoneId, message) => {
    const error = thrown(() => stage(zoneId));
    expect(error).toMatchObject({ code: 'GPUM-FC-ZONE', constructPath: 'test/Stage', value: zoneId });
    expect(error.message).toMatch(message);
    expect(error.fix).toBe('give a zone of cn-hangzhou');
  });

  test('a token zone: accepted, with the warning that it could not be checked', () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      ossBucketName: 'acme-models',
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId: Fn.lower('cn-hangzhou-h') }),
    });
    expect(warningIds(stack)).toContain('GPUM-REGION-TOKEN');
  });

  test("a function's stagingNetwork in another region's zone: refused at the staging function", () => {
    const stack = alicloudStack();
    const network = FcNetwork.create({ zoneId: 'cn-hangzhou-j' });
    const stagingNetwork = FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-9', securityGroupId: 'sg-1', zoneId: 'cn-shanghai-g' });
    const error = thrown(() => gpuFunction(stack, { network, stagingNetwork, model: stagedModel(), storage: FcModelStorage.nas() }, 'fn'));
    expect(error).toMatchObject({ code: 'GPUM-FC-ZONE', constructPath: 'test/fn/Staging', value: 'cn-shanghai-g' });
  });
});

describe('two functions staging one revision into one place', () => {
  const nas = (fn: { fileSystemId?: string; mountTargetDomain?: string }) =>
    FcModelStorage.nas({ fileSystemId: fn.fileSystemId, mountTargetDomain: fn.mountTargetDomain });

  test('one OSS bucket (a literal name): refused, naming the first and the fix', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: stagedModel(), storage: FcModelStorage.ossMount({ bucketName: 'acme-models' }) }, 'a');
    const error = thrown(() =>
      gpuFunction(stack, { model: stagedModel(), storage: FcModelStorage.ossMount({ bucketName: 'acme-models' }) }, 'b'),
    );
    expect(error).toMatchObject({ code: 'GPUM-STAGING-DESTINATION-DUPLICATE', constructPath: 'test/b/Staging' });
    expect(error.message).toContain(`models/qwen/${TAG}/ in OSS bucket acme-models is already staged by test/a/Staging`);
    expect(error.fix).toContain(`ModelSource.preStaged() with storagePath "models/qwen/${TAG}"`);
  });

  test('one OSS bucket, another storagePath, or another revision: accepted', () => {
    const stack = alicloudStack();
    const oss = () => FcModelStorage.ossMount({ bucketName: 'acme-models' });
    gpuFunction(stack, { model: stagedModel(), storage: oss() }, 'a');
    expect(() =>
      gpuFunction(
        stack,
        {
          model: model({
            name: 'qwen',
            size: Size.gibibytes(15),
            source: ModelSource.modelScope('qwen/Qwen2-7B-Instruct', { revision: TAG }),
            storagePath: 'models/qwen-b',
          }),
          storage: oss(),
        },
        'b',
      ),
    ).not.toThrow();
    const other = ModelSource.modelScope('qwen/Qwen2-7B-Instruct', { revision: 'v1.0.1' });
    expect(() => gpuFunction(stack, { model: stagedModel(other), storage: oss() }, 'c')).not.toThrow();
  });

  test('two different models into one OSS directory: refused naming both, whatever differs', () => {
    const oss = () => FcModelStorage.ossMount({ bucketName: 'acme-models' });
    const at = (name: string, source: ModelSource) => model({ name, size: Size.gibibytes(15), source, storagePath: 'models/shared' });
    const qwen = (id = 'qwen/Qwen2-7B-Instruct', include?: string[]) => ModelSource.modelScope(id, { revision: TAG, include });
    for (const [label, second] of [
      ['another name', at('qwen-chat', qwen())],
      ['another repository', at('qwen', qwen('qwen/Qwen2-7B'))],
      ['other patterns', at('qwen', qwen(undefined, ['*.safetensors']))],
    ] as const) {
      const stack = alicloudStack();
      gpuFunction(stack, { model: at('qwen', qwen()), storage: oss() }, 'a');
      const error = thrown(() => gpuFunction(stack, { model: second, storage: oss() }, 'b'));
      expect({ label, code: error.code, path: error.constructPath }).toEqual({
        label,
        code: 'GPUM-STAGING-DESTINATION-CONFLICT',
        path: 'test/b/Staging',
      });
      expect(error.message).toContain(`models/shared/${TAG}/ in OSS bucket acme-models is staged by test/a/Staging with model "qwen"`);
      expect(error.message).toContain(`and test/b/Staging stages model "${second.name}" from modelscope:`);
      expect(error.value).toBe(`models/shared/${TAG}/ in OSS bucket acme-models`);
      expect(error.fix).toContain('another storagePath');
      expect(error.fix).not.toContain('preStaged');
    }
  });

  test('two different models into one NAS file system of the stack, by reference: refused', () => {
    const stack = alicloudStack();
    const network = FcNetwork.create({ zoneId: 'cn-hangzhou-j' });
    const first = gpuFunction(stack, { network, model: stagedModel(), storage: FcModelStorage.nas() }, 'a');
    const other = model({
      name: 'qwen',
      size: Size.gibibytes(15),
      source: ModelSource.modelScope('qwen/Qwen2-7B', { revision: TAG }),
    });
    const error = thrown(() =>
      gpuFunction(stack, { network, model: other, storage: FcModelStorage.nas({ fileSystemId: first.fileSystemId }) }, 'c'),
    );
    expect(error).toMatchObject({ code: 'GPUM-STAGING-DESTINATION-CONFLICT', constructPath: 'test/c/Staging' });
    expect(error.message).toContain('test/a/Staging');
  });

  test('one NAS file system of the stack, shared by reference: refused; each function its own: accepted', () => {
    const stack = alicloudStack();
    const network = FcNetwork.create({ zoneId: 'cn-hangzhou-j' });
    const first = gpuFunction(stack, { network, model: stagedModel(), storage: FcModelStorage.nas() }, 'a');
    // In the first function's VPC (FcNetwork.create() makes one per function), where its mount target is.
    const firstNetwork = FcNetwork.fromIds({ ...first.network!, zoneId: 'cn-hangzhou-j' });
    expect(thrown(() => gpuFunction(stack, { network: firstNetwork, model: stagedModel(), storage: nas(first) }, 'b')).code).toBe(
      'GPUM-STAGING-DESTINATION-DUPLICATE',
    );
    // The same file system through a mount target of its own: refused by the file system's ID.
    const error = thrown(() =>
      gpuFunction(stack, { network, model: stagedModel(), storage: FcModelStorage.nas({ fileSystemId: first.fileSystemId }) }, 'c'),
    );
    expect(error.code).toBe('GPUM-STAGING-DESTINATION-DUPLICATE');
    expect(error.message).toMatch(/in NAS file system \$\{alicloud_nas_file_system\.[^}]+\.id\} is already staged by test\/a\/Staging/);
    const separate = alicloudStack();
    gpuFunction(
      separate,
      { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), model: stagedModel(), storage: FcModelStorage.nas() },
      'a',
    );
    expect(() =>
      gpuFunction(
        separate,
        { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), model: stagedModel(), storage: FcModelStorage.nas() },
        'b',
      ),
    ).not.toThrow();
  });
});
