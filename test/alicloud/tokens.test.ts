import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { GpuModelsError } from '../../src/core/errors';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { TerraformStack, TerraformVariable } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { HubToken } from '../../src/core/staging/hub-token';
import { ModelSource } from '../../src/core/staging/model-source';
import { GpuPlatform } from '../../src/gpu-platform';
import {
  FcExistingNas,
  FcGpuType,
  FcHttpAuthType,
  FcHttpMethod,
  FcModelStaging,
  FcModelStorage,
  FcNetwork,
  FcProvisionMetric,
  FcReplicatedModelBucket,
} from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { thrown } from '../support/errors';
import { newStack, onlyResource, synthJson } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

/**
 * Terraform tokens on Function Compute's props: a token that only reaches a resource attribute is
 * left as it is and synthesizes as the reference; a token the library must compute with fails with
 * a coded error that says so in words. Neither shows cdktf's placeholder (`${TfToken[TOKEN.12]}`)
 * nor a number token's encoded value (`-1.8881545897087626e+289`).
 */
const stringVar = (stack: TerraformStack, id: string): string => new TerraformVariable(stack, id, { type: 'string' }).stringValue;
const numberVar = (stack: TerraformStack, id: string): number => new TerraformVariable(stack, id, { type: 'number' }).numberValue;
const boolVar = (stack: TerraformStack, id: string): boolean =>
  new TerraformVariable(stack, id, { type: 'bool' }).booleanValue as unknown as boolean;

const PLACEHOLDER = /TfToken|-?\d(\.\d+)?e[+-]\d{2,}/;

/** Every error and annotation text of the stack, which must describe tokens in words. */
function expectNoPlaceholders(stack: TerraformStack): void {
  for (const advice of collectAdvice(stack)) expect(`${advice.id}: ${advice.message}`).not.toMatch(PLACEHOLDER);
}

function expectInWords(error: GpuModelsError): void {
  expect(error.message).not.toMatch(PLACEHOLDER);
  expect(error.value ?? '').not.toMatch(PLACEHOLDER);
  expect(error.fix ?? '').not.toMatch(PLACEHOLDER);
}

const servingFunction = (json: any) =>
  Object.values<any>(json.resource.alicloud_fcv3_function).find((f) => f.runtime === 'custom-container');

/** A model staged from ModelScope: the function gets a staging function beside it. */
function stagedModel(): ModelArtifact {
  return model({
    name: 'qwen',
    size: Size.gibibytes(15),
    source: ModelSource.modelScope('qwen/Qwen2-7B-Instruct', { revision: 'v1.0.0' }),
  });
}
describe('a region given as a Terraform token', () => {
  test('FcGpuFunction: the region reaches the OSS endpoint as the reference, with the token warning and no GPU region error', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      region: stringVar(stack, 'region'),
      model: model({ size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }),
    });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.oss_mount_config.mount_points[0].endpoint).toBe('http://oss-${var.region}-internal.aliyuncs.com');
    const ids = collectAdvice(stack).map((a) => a.id);
    expect(ids).toContain('GPUM-REGION-TOKEN');
    // The GPU availability of a region known only at apply cannot be looked up: no "unknown region" guess.
    expect(ids).not.toContain('GPUM-FC-REGION-UNKNOWN');
    expectNoPlaceholders(stack);
  });

  test('FcGpuFunction with an ACR image of a literal region: the registry region is not compared with a token region', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      region: stringVar(stack, 'region'),
      image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/acme/server:1.0'),
    });
    expect(() => synthJson(stack)).not.toThrow();
    expectNoPlaceholders(stack);
  });

  test('FcGpuFunction with an image outside ACR: the registry warning names the region by its reference', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { region: stringVar(stack, 'region'), image: ContainerImage.fromRegistry('docker.io/acme/server:1.0') });
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-FC-IMAGE-REGISTRY');
    expect(warning?.message).toContain('Push it to registry.${var.region}.aliyuncs.com');
    expectNoPlaceholders(stack);
  });

  test('GpuFunctionWithModel: a token region in the Function Compute platform props synthesizes', () => {
    const stack = alicloudStack();
    new GpuFunctionWithModel(stack, 'sd', {
      platform: GpuPlatform.alibabaFunctionCompute({ region: stringVar(stack, 'region'), gpuType: FcGpuType.ADA_1 }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
      model: model({ size: Size.gibibytes(16) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }),
    });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.oss_mount_config.mount_points[0].endpoint).toBe('http://oss-${var.region}-internal.aliyuncs.com');
    expectNoPlaceholders(stack);
  });

  test('FcGpuFunction with a given provider whose region is a token too: the resources are created with it', () => {
    const stack = newStack();
    const provider = new AlicloudProvider(stack, 'other', { alias: 'other', region: stringVar(stack, 'provider_region') });
    gpuFunction(stack, { region: stringVar(stack, 'region'), provider });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.provider).toBe('alicloud.other');
    expectNoPlaceholders(stack);
  });

  test("FcGpuFunction without region, on a provider whose region is a token: the function takes the provider's region by reference", () => {
    const stack = newStack();
    new AlicloudProvider(stack, 'alicloud', { region: stringVar(stack, 'provider_region') });
    gpuFunction(stack, { region: undefined, storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }), model: model() });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.oss_mount_config.mount_points[0].endpoint).toBe('http://oss-${var.provider_region}-internal.aliyuncs.com');
    expect(collectAdvice(stack).map((a) => a.id)).toContain('GPUM-REGION-TOKEN');
    expectNoPlaceholders(stack);
  });

  test('a staged model: the staging function, its command and its warning take the region by its reference', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      region: stringVar(stack, 'region'),
      model: model({
        name: 'qwen',
        size: Size.gibibytes(15),
        source: ModelSource.modelScope('qwen/Qwen2-7B-Instruct', {
          revision: 'v1.0.0',
          token: HubToken.fromAlibabaKmsSecret('hub/modelscope-token'),
        }),
      }),
      storage: FcModelStorage.ossMount({ bucketName: 'acme-models' }),
    });
    const json = synthJson(stack);
    const staging = Object.values<any>(json.resource.alicloud_fcv3_function).find((f) => f.runtime === 'nodejs20');
    expect(staging.environment_variables.GPUM_STAGE_KMS_REGION).toBe('${var.region}');
    expect(Object.values<any>(json.output).some((o) => String(o.value).includes('--region ${var.region}'))).toBe(true);
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-FC-STAGING-RUN-ONCE')?.message).toContain('--region ${var.region}');
    expectNoPlaceholders(stack);
  });

  test('a literal region without GPU functions still fails, and one of another shape fails in the core location rule', () => {
    expect(thrown(() => gpuFunction(newStack(), { region: 'cn-qingdao' }))).toMatchObject({
      code: 'GPUM-FC-REGION',
      property: 'region',
      value: 'cn-qingdao',
    });
    const error = thrown(() => gpuFunction(newStack(), { region: 'Hangzhou' }));
    expect(error).toMatchObject({ code: 'GPUM-FC-REGION', property: 'region', value: 'Hangzhou' });
    expect(error.message).toMatch(/region "Hangzhou" is not a region ID of Alibaba Function Compute/);
  });
});

describe('FcReplicatedModelBucket regions given as Terraform tokens', () => {
  const beijing = (stack: TerraformStack) => new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' });

  test('a replica region: it names the replica bucket and rule, so a token fails in words', () => {
    const stack = alicloudStack();
    const error = thrown(
      () =>
        new FcReplicatedModelBucket(stack, 'Models', {
          model: model({ size: Size.gibibytes(15) }),
          replicas: [{ region: stringVar(stack, 'replica'), provider: beijing(stack) }],
        }),
    );
    expect(error).toMatchObject({
      code: 'GPUM-FC-REPLICA-REGION',
      property: 'replicas[0].region',
      value: 'a Terraform token, known only at apply',
      fix: 'give a literal string',
    });
    expect(error.message).toMatch(/replicas\[0\]\.region is a Terraform token, known only at apply/);
    expectInWords(error);
  });

  test('storageFor a token region: the bucket is chosen by region at synth, so it fails in words', () => {
    const stack = alicloudStack();
    const models = new FcReplicatedModelBucket(stack, 'Models', {
      model: model({ size: Size.gibibytes(15) }),
      replicas: [{ region: 'cn-beijing', provider: beijing(stack) }],
    });
    const error = thrown(() => models.storageFor(stringVar(stack, 'region')));
    expect(error).toMatchObject({ code: 'GPUM-FC-REPLICA-REGION', property: 'region', value: 'a Terraform token, known only at apply' });
    expectInWords(error);
  });

  test('a token source region: its own token still chooses the source bucket, and a region not replicated names it in words', () => {
    const stack = alicloudStack();
    const sourceRegion = stringVar(stack, 'source_region');
    const models = new FcReplicatedModelBucket(stack, 'Models', {
      model: model({ size: Size.gibibytes(15) }),
      region: sourceRegion,
      replicas: [{ region: 'cn-beijing', provider: beijing(stack) }],
    });
    expect(models.bucketNameIn(sourceRegion)).toBe(models.sourceBucketName);
    const error = thrown(() => models.storageFor('cn-shanghai'));
    expect(error).toMatchObject({ code: 'GPUM-FC-REPLICA-REGION', value: 'cn-shanghai' });
    expect(error.message).toContain('it is in the source region (a Terraform token, known only at apply), cn-beijing');
    expectInWords(error);
  });
});

describe('strings given as Terraform tokens', () => {
  test('healthCheck.path: the probe path is the reference', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { healthCheck: { path: stringVar(stack, 'health_path') } });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.custom_container_config.health_check_config.http_get_url).toBe('${var.health_path}');
    expectNoPlaceholders(stack);
  });

  test('healthCheck.path: a literal without "/" still fails as before', () => {
    expect(thrown(() => gpuFunction(alicloudStack(), { healthCheck: { path: 'health' } }))).toMatchObject({
      code: 'GPUM-FC-HEALTH-CHECK',
      property: 'healthCheck.path',
      value: 'health',
    });
  });

  test('ModelStorage.internet url: MODEL_URL is the reference, and the internet warning names the reference', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { storage: ModelStorage.internet({ url: stringVar(stack, 'model_url') }) });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.environment_variables.MODEL_URL).toBe('${var.model_url}');
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-INTERNET-MODEL');
    expect(warning?.message).toContain('the model is fetched from ${var.model_url} at every cold start');
    expectNoPlaceholders(stack);
  });
});

describe('numbers given as Terraform tokens', () => {
  test('provisioned: the target, scheduled targets and target-tracking bounds and metric target reach the provision config', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      provisioned: {
        target: numberVar(stack, 'target'),
        scheduledActions: [{ name: 'day', scheduleExpression: 'cron(0 0 8 * * *)', target: numberVar(stack, 'day_target') }],
        targetTrackingPolicies: [
          {
            name: 'gpu',
            metricType: FcProvisionMetric.GPU_MEM_UTILIZATION,
            metricTarget: numberVar(stack, 'metric_target'),
            minCapacity: 1,
            maxCapacity: numberVar(stack, 'max_capacity'),
          },
        ],
      },
    });
    const config = onlyResource(synthJson(stack), 'alicloud_fcv3_provision_config').body;
    expect(config.target).toBe('${var.target}');
    expect(config.scheduled_actions[0].target).toBe('${var.day_target}');
    expect(config.target_tracking_policies[0]).toMatchObject({
      metric_target: '${var.metric_target}',
      min_capacity: 1,
      max_capacity: '${var.max_capacity}',
    });
    expectNoPlaceholders(stack);
  });

  test('provisioned: a token minCapacity beside a literal maxCapacity is not compared', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      provisioned: {
        target: 1,
        targetTrackingPolicies: [
          {
            name: 'gpu',
            metricType: FcProvisionMetric.GPU_MEM_UTILIZATION,
            metricTarget: 0.6,
            minCapacity: numberVar(stack, 'min_capacity'),
            maxCapacity: 4,
          },
        ],
      },
    });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_provision_config').body.target_tracking_policies[0].min_capacity).toBe(
      '${var.min_capacity}',
    );
  });

  test('provisioned: literal counts keep their checks', () => {
    expect(thrown(() => gpuFunction(alicloudStack(), { provisioned: { target: -1 } }))).toMatchObject({
      code: 'GPUM-FC-PROVISIONED-TARGET',
      property: 'provisioned.target',
      value: '-1',
      fix: 'use a whole number from 0 to 10000',
    });
  });

  test('reservedConcurrency: the reservation is the reference, beside literal provisioned instances', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { reservedConcurrency: numberVar(stack, 'reserved'), provisioned: { target: 2 } });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_concurrency_config').body.reserved_concurrency).toBe('${var.reserved}');
    expectNoPlaceholders(stack);
  });

  test('reservedConcurrency literal with a token provisioned target: not compared, no placeholder', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { reservedConcurrency: 1, provisioned: { target: numberVar(stack, 'target') } });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_concurrency_config').body.reserved_concurrency).toBe(1);
    expectNoPlaceholders(stack);
  });

  test('NAS storage.userId and groupId: the function mounts as the referenced user and group', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: model({ size: Size.gibibytes(16) }),
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      storage: FcModelStorage.nas({ userId: numberVar(stack, 'uid'), groupId: numberVar(stack, 'gid') }),
    });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn.nas_config).toMatchObject({ user_id: '${var.uid}', group_id: '${var.gid}' });
    expectNoPlaceholders(stack);
  });

  test('NAS userId from FcExistingNas: the staging function writes as the same referenced user', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      model: stagedModel(),
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      storage: FcModelStorage.nas(
        FcExistingNas.fromMountTarget(
          { mountTargetDomain: 'abc-123.cn-hangzhou.nas.aliyuncs.com', fileSystemId: 'abc', vpcIdInput: undefined },
          { userId: numberVar(stack, 'uid') },
        ),
      ),
    });
    const json = synthJson(stack);
    const staging = Object.values<any>(json.resource.alicloud_fcv3_function).find((f) => f.runtime === 'nodejs20');
    expect(servingFunction(json).nas_config.user_id).toBe('${var.uid}');
    expect(staging.nas_config.user_id).toBe('${var.uid}');
    expectNoPlaceholders(stack);
  });

  test('NAS userId: a literal out of range still fails as before', () => {
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), {
          network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
          storage: FcModelStorage.nas({ userId: 70000 }),
        }),
      ),
    ).toMatchObject({ code: 'GPUM-FC-NAS-OWNER', property: 'storage.userId', value: '70000', fix: 'use a whole number from 0 to 65534' });
  });

  test('stagingRetainRevisions: the staging program reads the count at synth, so a token fails in words', () => {
    const stack = alicloudStack();
    const error = thrown(() =>
      gpuFunction(stack, {
        model: stagedModel(),
        storage: FcModelStorage.ossMount({ bucketName: 'acme-models' }),
        stagingRetainRevisions: numberVar(stack, 'retain'),
      }),
    );
    expect(error).toMatchObject({
      code: 'GPUM-STAGING-RETAIN',
      property: 'stagingRetainRevisions',
      value: 'a Terraform token, known only at apply',
      fix: expect.stringMatching(/^give a literal .*whole number of at least 1$/),
    });
    expect(error.message).toMatch(/stagingRetainRevisions is a Terraform token, known only at apply/);
    expectInWords(error);
  });

  test('FcModelStaging retainRevisions and concurrency: tokens fail in words', () => {
    const staging = (props: { retainRevisions?: number; concurrency?: number }) => (stack: TerraformStack) =>
      new FcModelStaging(stack, 'Stage', {
        model: stagedModel(),
        region: 'cn-hangzhou',
        ossBucketName: 'acme-models',
        ...props,
      });
    const retainStack = alicloudStack();
    const retain = thrown(() => staging({ retainRevisions: numberVar(retainStack, 'retain') })(retainStack));
    expect(retain).toMatchObject({
      code: 'GPUM-STAGING-RETAIN',
      property: 'retainRevisions',
      value: 'a Terraform token, known only at apply',
    });
    expectInWords(retain);
    const concurrencyStack = alicloudStack();
    const concurrency = thrown(() => staging({ concurrency: numberVar(concurrencyStack, 'files') })(concurrencyStack));
    expect(concurrency).toMatchObject({
      code: 'GPUM-STAGING-CONCURRENCY',
      property: 'concurrency',
      value: 'a Terraform token, known only at apply',
      fix: expect.stringMatching(/^give a literal .*whole number from 1 to 64$/),
    });
    expectInWords(concurrency);
  });

  test('FcModelStaging cpu, memorySizeMiB and NAS user: tokens reach the staging function', () => {
    const stack = alicloudStack();
    new FcModelStaging(stack, 'Stage', {
      model: stagedModel(),
      region: 'cn-hangzhou',
      nasMountTargetDomain: 'abc-123.cn-hangzhou.nas.aliyuncs.com',
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1' }),
      cpu: numberVar(stack, 'cpu'),
      memorySizeMiB: numberVar(stack, 'memory'),
      nasUserId: numberVar(stack, 'uid'),
    });
    const fn = onlyResource(synthJson(stack), 'alicloud_fcv3_function').body;
    expect(fn).toMatchObject({ cpu: '${var.cpu}', memory_size: '${var.memory}', nas_config: { user_id: '${var.uid}' } });
    expectNoPlaceholders(stack);
  });
});

describe('choices given as Terraform tokens', () => {
  const IN_WORDS = 'a Terraform token, known only at apply';

  test('provisioned: a token metricType and the idle allocation flags reach the provision config', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      provisioned: {
        target: 1,
        alwaysAllocateGpu: boolVar(stack, 'always_gpu'),
        alwaysAllocateCpu: boolVar(stack, 'always_cpu'),
        targetTrackingPolicies: [
          {
            name: 'gpu',
            metricType: stringVar(stack, 'metric') as FcProvisionMetric,
            metricTarget: 0.6,
            minCapacity: 1,
            maxCapacity: 4,
          },
        ],
      },
    });
    const config = onlyResource(synthJson(stack), 'alicloud_fcv3_provision_config').body;
    expect(config).toMatchObject({ always_allocate_gpu: '${var.always_gpu}', always_allocate_cpu: '${var.always_cpu}' });
    expect(config.target_tracking_policies[0].metric_type).toBe('${var.metric}');
    expectNoPlaceholders(stack);
  });

  test('httpTrigger.disableUrlInternet: the url and the trigger config are chosen by it at synth, so a token fails in words', () => {
    const stack = alicloudStack();
    const error = thrown(() => gpuFunction(stack, { httpTrigger: { disableUrlInternet: boolVar(stack, 'intranet') } }));
    expect(error).toMatchObject({
      code: 'GPUM-FC-HTTP-TRIGGER',
      property: 'httpTrigger.disableUrlInternet',
      value: IN_WORDS,
      fix: 'give a literal true or false',
    });
    expect(error.message).toMatch(/httpTrigger\.disableUrlInternet is a Terraform token, known only at apply, but .*url/);
    expectInWords(error);
  });

  test('httpTrigger.authType: a token reaches the trigger config as the reference, and the warning says it could be anonymous', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { httpTrigger: { authType: stringVar(stack, 'auth') as FcHttpAuthType } });
    const trigger = onlyResource(synthJson(stack), 'alicloud_fcv3_trigger').body;
    expect(JSON.parse(trigger.trigger_config)).toMatchObject({ authType: '${var.auth}' });
    const warnings = collectAdvice(stack).filter((a) => a.id === 'GPUM-FC-HTTP-ANONYMOUS');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(/httpTrigger\.authType is a Terraform token, known only at apply/);
    expect(warnings[0].message).toMatch(/if it is "anonymous", anyone with the URL can spend your GPU time/);
    expectNoPlaceholders(stack);
  });

  test('httpTrigger.methods: a token method reaches the trigger config; a token list fails in words', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { httpTrigger: { methods: [FcHttpMethod.POST, stringVar(stack, 'method') as FcHttpMethod] } });
    const trigger = onlyResource(synthJson(stack), 'alicloud_fcv3_trigger').body;
    expect(JSON.parse(trigger.trigger_config)).toMatchObject({ methods: ['POST', '${var.method}'] });
    expectNoPlaceholders(stack);

    const listStack = alicloudStack();
    const methods = new TerraformVariable(listStack, 'methods', { type: 'list(string)' }).listValue as FcHttpMethod[];
    const error = thrown(() => gpuFunction(listStack, { httpTrigger: { methods } }));
    expect(error).toMatchObject({ code: 'GPUM-FC-HTTP-TRIGGER', property: 'httpTrigger.methods', value: IN_WORDS });
    expect(error.message).toMatch(/httpTrigger\.methods is a Terraform token, known only at apply, but /);
    expectInWords(error);
  });

  test('gpuType: the spec is chosen by it at synth, so a token fails in words', () => {
    const stack = alicloudStack();
    const error = thrown(() => gpuFunction(stack, { gpuType: stringVar(stack, 'gpu') as FcGpuType }));
    expect(error).toMatchObject({ code: 'GPUM-FC-GPU-TYPE', property: 'gpuType', value: IN_WORDS, fix: 'give a literal string' });
    expect(error.message).toMatch(/gpuType is a Terraform token, known only at apply, but /);
    expectInWords(error);
  });

  test.each([
    ['prewarmModel', 'the initializer is added or not by it', 'GPUM-FC-PREWARM', /initializer/],
    ['createServiceLinkedRole', 'the role is created or not by it', 'GPUM-FC-SERVICE-LINKED-ROLE', /service-linked role/],
  ] as const)('%s: %s at synth, so a token fails in words', (property, _why, code, reason) => {
    const stack = alicloudStack();
    const error = thrown(() => gpuFunction(stack, { [property]: boolVar(stack, 'flag') }));
    expect(error).toMatchObject({ code, property, value: IN_WORDS, fix: 'give a literal true or false' });
    expect(error.message).toMatch(new RegExp(`${property} is a Terraform token, known only at apply, but `));
    expect(error.message).toMatch(reason);
    expectInWords(error);
  });
});
