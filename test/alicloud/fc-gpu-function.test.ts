import { TerraformVariable, Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { ContainerImage } from '../../src/core/container-image';
import { ModelFormat } from '../../src/core/model-artifact';
import { Size } from '../../src/core/size';
import { Duration } from '../../src/core/duration';
import { newStack } from '../support/stacks';
import { FcGpuType, FcHttpAuthType, FcHttpMethod, FcModelStorage, FcNetwork, FcProvisionMetric } from '../../src/alicloud';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { containing, onlyResource, ref, stackResolve, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { alicloudStack, gpuFunction, model } from './fixtures';

describe('FcGpuFunction: the function', () => {
  test('is a custom-container GPU function with the full card, the spec and the model environment', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { environment: { LOG_LEVEL: 'info' }, timeout: Duration.minutes(30), instanceConcurrency: 4 });
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_fcv3_function' },
      containing({
        runtime: 'custom-container',
        handler: 'index.handler',
        cpu: 4,
        memory_size: 32768,
        disk_size: 10240,
        timeout: 1800,
        instance_concurrency: 4,
        gpu_config: { gpu_type: 'fc.gpu.ada.1', gpu_memory_size: 49152 },
        custom_container_config: { image: 'registry.cn-hangzhou.aliyuncs.com/acme/server:1.0', port: 9000 },
        environment_variables: { MODEL_NAME: 'llama', MODEL_PATH: '/mnt/models/llama', MODEL_FORMAT: 'safetensors', LOG_LEVEL: 'info' },
      }),
    );
  });

  test('derives a stable, valid function name from its path', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack);
    expect(fn.functionName).toMatch(/^fn-[0-9a-f]{8}$/);
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.function_name).toBe(fn.functionName);
  });

  test('fails on an invalid function name', () => {
    expect(() => gpuFunction(alicloudStack(), { functionName: '9-lives' })).toThrow(/GPUM-FC-FUNCTION-NAME.*"9-lives"/);
    expect(thrown(() => gpuFunction(alicloudStack(), { functionName: '9-lives' }))).toMatchObject({
      code: 'GPUM-FC-FUNCTION-NAME',
      property: 'functionName',
      value: '9-lives',
      fix: 'use 1 to 64 letters, digits, "_" or "-", starting with a letter or "_"',
    });
  });

  test('adds environment variables later, but never over the model variables', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack);
    fn.addEnvironment('HF_HUB_OFFLINE', '1');
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.environment_variables.HF_HUB_OFFLINE).toBe('1');
    expect(() => fn.addEnvironment('MODEL_PATH', '/tmp')).toThrow(/GPUM-ENV-RESERVED.*MODEL_PATH.*from the model/);
    expect(() => fn.addEnvironment('HF_HUB_OFFLINE', '0')).toThrow(/GPUM-ENV-RESERVED/);
    expect(() => fn.addEnvironment('1BAD', 'x')).toThrow(/GPUM-ENV-NAME/);
    const tokenName = new TerraformVariable(stack, 'envName', { type: 'string' }).stringValue;
    expect(thrown(() => fn.addEnvironment(tokenName, 'x'))).toMatchObject({
      code: 'GPUM-ENV-NAME',
      property: 'environment',
      value: 'a Terraform token, known only at apply',
    });
    expect(() => gpuFunction(alicloudStack(), { environment: { MODEL_NAME: 'x' } }, 'other')).toThrow(/GPUM-ENV-RESERVED/);
  });

  test('sets a health check within the provider ranges, and fails outside them', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { healthCheck: { path: '/health', initialDelay: Duration.seconds(60), period: Duration.seconds(10) } });
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_fcv3_function' },
      containing({
        custom_container_config: {
          health_check_config: {
            http_get_url: '/health',
            initial_delay_seconds: 60,
            period_seconds: 10,
            timeout_seconds: 3,
            failure_threshold: 3,
            success_threshold: 1,
          },
        },
      }),
    );
    expect(() => gpuFunction(alicloudStack(), { healthCheck: { path: '/h', timeout: Duration.seconds(5) } })).toThrow(
      /GPUM-FC-HEALTH-CHECK.*timeout is 5s.*0 to 3/,
    );
    expect(() => gpuFunction(alicloudStack(), { healthCheck: { path: 'health' } })).toThrow(/GPUM-FC-HEALTH-CHECK.*must start with "\/"/);
    expect(thrown(() => gpuFunction(alicloudStack(), { healthCheck: { path: 'health' } }))).toMatchObject({
      code: 'GPUM-FC-HEALTH-CHECK',
      property: 'healthCheck.path',
      value: 'health',
      fix: 'must start with "/", for example /health',
    });
  });

  test.each([
    [{ timeout: Duration.hours(25) }, /timeout \(seconds\) is 90000/],
    [{ instanceConcurrency: 500 }, /instanceConcurrency is 500/],
    [{ diskSizeMiB: 100 }, /diskSizeMiB is 100/],
    [{ port: 70000 }, /port is 70000/],
  ])('fails on an out-of-range scalar %p', (overrides, message) => {
    expect(() => gpuFunction(alicloudStack(), overrides)).toThrow(message);
  });

  test('ships logs to an existing SLS project and logstore, given together', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { logProject: 'p', logStore: 's' });
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_fcv3_function' },
      containing({ log_config: { project: 'p', logstore: 's', enable_instance_metrics: true, enable_request_metrics: true } }),
    );
    expect(() => gpuFunction(alicloudStack(), { logProject: 'p' })).toThrow(/GPUM-FC-LOG-CONFIG.*logProject "p"/);
    expect(thrown(() => gpuFunction(alicloudStack(), { logProject: 'p' }))).toMatchObject({
      code: 'GPUM-FC-LOG-CONFIG',
      property: 'logStore',
      value: 'undefined',
      fix: 'give both (an existing SLS project and logstore), or neither',
    });
  });

  test('an HTTP trigger signs requests by default and its URL is an output', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { httpTrigger: {} });
    const json = synthJson(stack);
    const trigger = onlyResource(json, 'alicloud_fcv3_trigger');
    const fnName = onlyResource(json, 'alicloud_fcv3_function').name;
    expect(trigger.body).toMatchObject({
      function_name: ref('alicloud_fcv3_function', fnName, 'function_name'),
      trigger_type: 'http',
      qualifier: 'LATEST',
    });
    expect(JSON.parse(trigger.body.trigger_config)).toEqual({ authType: 'function', methods: ['GET', 'POST'], disableURLInternet: false });
    const [output] = Object.values<any>(json.output);
    expect(output.value).toBe(`\${alicloud_fcv3_trigger.${trigger.name}.http_trigger[0].url_internet}`);
    expect(stackResolve(stack, fn.url)).toBe(output.value);
    expect(warningIds(stack)).toEqual([]);
  });

  test('an anonymous trigger is allowed with a warning; bad methods fail', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { httpTrigger: { authType: FcHttpAuthType.ANONYMOUS } });
    expect(warningIds(stack)).toEqual(['GPUM-FC-HTTP-ANONYMOUS']);
    expect(() => gpuFunction(alicloudStack(), { httpTrigger: { methods: ['FETCH' as FcHttpMethod] } })).toThrow(
      /GPUM-FC-HTTP-TRIGGER.*FETCH/,
    );
    expect(thrown(() => gpuFunction(alicloudStack(), { httpTrigger: { methods: ['FETCH' as FcHttpMethod] } }))).toMatchObject({
      code: 'GPUM-FC-HTTP-TRIGGER',
      property: 'httpTrigger.methods',
      value: '["FETCH"]',
      fix: 'use some of GET, POST, PUT, DELETE, HEAD, PATCH, OPTIONS',
    });
  });

  test.each(['Anonymous', 'jwt', ''])(
    'an authType outside FcHttpAuthType (%j from plain JavaScript) fails: it could be anonymous, or fail at apply',
    (authType) => {
      expect(thrown(() => gpuFunction(alicloudStack(), { httpTrigger: { authType: authType as FcHttpAuthType } }))).toMatchObject({
        code: 'GPUM-FC-HTTP-TRIGGER',
        property: 'httpTrigger.authType',
        value: authType,
        fix: 'use FcHttpAuthType.FUNCTION ("function") or FcHttpAuthType.ANONYMOUS ("anonymous")',
      });
    },
  );

  test('creates the service-linked role on request and waits for it', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { createServiceLinkedRole: true });
    const json = synthJson(stack);
    const slr = onlyResource(json, 'alicloud_resource_manager_service_linked_role');
    expect(slr.body.service_name).toBe('fc.aliyuncs.com');
    expect(onlyResource(json, 'alicloud_fcv3_function').body.depends_on).toContain(
      `alicloud_resource_manager_service_linked_role.${slr.name}`,
    );
  });

  test("a created vSwitch's zone is checked against the cloud at plan: a precondition on the zones where a vSwitch can be created", () => {
    const stack = alicloudStack();
    gpuFunction(stack, { network: FcNetwork.create({ zoneId: 'cn-hangzhou-k' }) });
    const json = synthJson(stack);
    const [zonesName, zones] = Object.entries<any>(json.data.alicloud_zones)[0];
    expect(zones).toEqual({ available_resource_creation: 'VSwitch' });
    const vswitch = onlyResource(json, 'alicloud_vswitch').body;
    expect(vswitch.lifecycle.precondition).toEqual([
      {
        condition: `\${contains(data.alicloud_zones.${zonesName}.ids, "cn-hangzhou-k")}`,
        error_message: expect.stringMatching(/^Zone cn-hangzhou-k is not a zone of the provider's region where a vSwitch can be created/),
      },
    ]);
    validateAlicloudResources(json);
    // An existing network's vSwitch is not the construct's to check.
    const existing = synthJson(
      (() => {
        const other = alicloudStack();
        gpuFunction(other, { network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1' }) });
        return other;
      })(),
    );
    expect(existing.data?.alicloud_zones).toBeUndefined();
  });

  test("the network's bind() returns the VPC, vSwitch and security group it creates; an existing network's none", () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) });
    expect(fn.network?.vpc).toBe(fn.node.findChild('Vpc'));
    expect(fn.network?.vswitch).toBe(fn.node.findChild('VSwitch'));
    expect(fn.network?.securityGroup).toBe(fn.node.findChild('SecurityGroup'));
    const existing = gpuFunction(alicloudStack(), {
      network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1' }),
    });
    expect(existing.network?.vpc).toBeUndefined();
    expect(existing.network?.vswitch).toBeUndefined();
    expect(existing.network?.securityGroup).toBeUndefined();
  });
});

describe('FcGpuFunction: GPU spec', () => {
  test.each([
    [FcGpuType.TESLA_1, {}, { cpu: 8, memory_size: 32768, gpu_config: { gpu_memory_size: 16384 } }],
    [FcGpuType.TESLA_1, { cpu: 2.5, memorySizeMiB: 8192 }, { cpu: 2.5, memory_size: 8192 }],
    [FcGpuType.AMPERE_1, {}, { gpu_config: { gpu_type: 'fc.gpu.ampere.1', gpu_memory_size: 24576 } }],
    [FcGpuType.ADA_1, { cpu: 4, memorySizeMiB: 32768 }, { cpu: 4, memory_size: 32768 }],
  ])('%s %p synthesizes %p', (gpuType, spec, expected) => {
    const stack = alicloudStack();
    gpuFunction(stack, { gpuType, ...spec });
    expect(Testing.synth(stack)).toHaveResourceWithProperties({ tfResourceType: 'alicloud_fcv3_function' }, containing(expected));
  });

  test.each([FcGpuType.ADA_2, FcGpuType.ADA_3, FcGpuType.HOPPER_1, FcGpuType.XPU_1])(
    '%s fails and explains the provider limit',
    (gpuType) => {
      expect(() => gpuFunction(alicloudStack(), { gpuType })).toThrow(
        new RegExp(
          `GPUM-FC-GPU-TYPE.*"${gpuType.replace(/\./g, '\\.')}".*provider \\(1\\.289\\) only accepts fc\\.gpu\\.tesla\\.1, fc\\.gpu\\.ampere\\.1, fc\\.gpu\\.ada\\.1.*ROS`,
        ),
      );
      expect(thrown(() => gpuFunction(alicloudStack(), { gpuType }))).toMatchObject({
        code: 'GPUM-FC-GPU-TYPE',
        property: 'gpuType',
        value: gpuType,
        fix: 'Use one of those types, or deploy this function through ROS (ALIYUN::FC3::Function) until the provider accepts the newer types',
      });
    },
  );

  test('ada.1 with 8 vCPU needs 64 GB, which the provider rejects', () => {
    expect(() => gpuFunction(alicloudStack(), { cpu: 8 })).toThrow(
      /GPUM-FC-MEMORY-PROVIDER-LIMIT.*memorySizeMiB 65536.*memory_size <= 32768.*4 vCPU \/ 32768 MB/,
    );
    expect(thrown(() => gpuFunction(alicloudStack(), { cpu: 8 }))).toMatchObject({
      code: 'GPUM-FC-MEMORY-PROVIDER-LIMIT',
      property: 'cpu',
      value: '8',
      fix: 'Use 4 vCPU / 32768 MB, or deploy through ROS (ALIYUN::FC3::Function) for the larger spec',
    });
  });

  test.each([
    [{ gpuType: FcGpuType.ADA_1, cpu: 6 }, /GPUM-FC-GPU-SPEC.*cpu 6/, { property: 'cpu', value: '6', fix: 'Use 4 vCPU / 32768 MB' }],
    [
      { gpuType: FcGpuType.ADA_1, memorySizeMiB: 16384 },
      /GPUM-FC-GPU-SPEC/,
      { property: 'memorySizeMiB', value: '16384', fix: 'Use 4 vCPU / 32768 MB' },
    ],
    [
      { gpuType: FcGpuType.TESLA_1, cpu: 9 },
      /GPUM-FC-GPU-SPEC.*cpu 9.*0\.05 to 8/,
      { property: 'cpu', value: '9', fix: 'use a multiple of 0.05 from 0.05 to 8' },
    ],
    [{ gpuType: FcGpuType.TESLA_1, cpu: 1.03 }, /GPUM-FC-GPU-SPEC.*multiple of 0\.05/, { property: 'cpu', value: '1.03' }],
    [
      { gpuType: FcGpuType.TESLA_1, memorySizeMiB: 1000 },
      /GPUM-FC-GPU-SPEC.*multiple of 64/,
      { property: 'memorySizeMiB', value: '1000', fix: 'use a multiple of 64 from 128 to 32768' },
    ],
    [
      { gpuType: FcGpuType.TESLA_1, memorySizeMiB: 65536 },
      /GPUM-FC-MEMORY-PROVIDER-LIMIT/,
      { property: 'memorySizeMiB', value: '65536', fix: 'use a multiple of 64 from 128 to 32768' },
    ],
    [
      { gpuType: FcGpuType.TESLA_1, gpuMemorySize: Size.gibibytes(8) },
      /GPUM-FC-GPU-MEMORY.*whole cards only.*16 GiB/,
      { property: 'gpuMemorySize', value: '8 GiB', fix: 'Leave gpuMemorySize unset' },
    ],
  ])('fails on an impossible spec %p', (overrides, error, fields) => {
    expect(() => gpuFunction(alicloudStack(), overrides)).toThrow(error);
    expect(thrown(() => gpuFunction(alicloudStack(), overrides))).toMatchObject(fields);
  });
});

describe('FcGpuFunction: region and image', () => {
  test('fails in a region without GPU functions, warns in an undocumented one', () => {
    expect(() => gpuFunction(newStack(), { region: 'cn-qingdao' })).toThrow(/GPUM-FC-REGION.*no GPU instances in cn-qingdao/);
    expect(() => gpuFunction(newStack(), { region: 'Hangzhou' })).toThrow(/GPUM-FC-REGION.*not a region ID/);
    expect(thrown(() => gpuFunction(newStack(), { region: 'cn-qingdao' }))).toMatchObject({
      code: 'GPUM-FC-REGION',
      property: 'region',
      value: 'cn-qingdao',
      fix: 'Use one of: cn-hangzhou, cn-shanghai, cn-beijing, cn-wulanchabu, cn-shenzhen, ap-southeast-1',
    });
    const stack = newStack();
    gpuFunction(stack, { region: 'eu-central-1', image: ContainerImage.fromRegistry('registry.eu-central-1.aliyuncs.com/a/b:1') });
    expect(warningIds(stack)).toEqual(['GPUM-FC-REGION-UNKNOWN']);
  });

  test('fails on an ACR image from another region, warns on a non-ACR registry', () => {
    expect(() => gpuFunction(alicloudStack(), { image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/a/b:1') })).toThrow(
      /GPUM-FC-IMAGE-REGION.*cn-beijing.*cn-hangzhou/,
    );
    expect(
      thrown(() => gpuFunction(alicloudStack(), { image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/a/b:1') })),
    ).toMatchObject({
      code: 'GPUM-FC-IMAGE-REGION',
      property: 'image',
      value: 'registry.cn-beijing.aliyuncs.com/a/b:1',
      fix: 'Push the image to cn-hangzhou',
    });
    expect(() =>
      gpuFunction(alicloudStack(), { image: ContainerImage.fromRegistry('acme-registry.cn-shanghai.cr.aliyuncs.com/a/b:1') }),
    ).toThrow(/GPUM-FC-IMAGE-REGION/);
    const stack = alicloudStack();
    gpuFunction(stack, {
      image: ContainerImage.fromRegistry('docker.io/vllm/vllm-openai:0.6'),
      model: model({ size: Size.mebibytes(300) }),
    });
    expect(warningIds(stack)).toEqual(['GPUM-FC-IMAGE-REGISTRY']);
  });
});

describe('FcGpuFunction: provisioned instances and prewarm', () => {
  test('ada.1 gets an idle provision config that is replaced when the GPU changes', () => {
    const stack = alicloudStack();
    gpuFunction(stack, {
      provisioned: {
        target: 2,
        scheduledActions: [{ name: 'day', scheduleExpression: 'cron(0 0 8 * * *)', target: 4 }],
        targetTrackingPolicies: [
          { name: 'gpu', metricType: FcProvisionMetric.GPU_MEM_UTILIZATION, metricTarget: 0.6, minCapacity: 1, maxCapacity: 8 },
        ],
      },
    });
    const json = synthJson(stack);
    const fn = onlyResource(json, 'alicloud_fcv3_function');
    expect(onlyResource(json, 'alicloud_fcv3_provision_config').body).toEqual({
      function_name: ref('alicloud_fcv3_function', fn.name, 'function_name'),
      qualifier: 'LATEST',
      target: 2,
      always_allocate_cpu: false,
      always_allocate_gpu: false,
      scheduled_actions: [{ name: 'day', schedule_expression: 'cron(0 0 8 * * *)', target: 4, time_zone: 'Asia/Shanghai' }],
      target_tracking_policies: [
        { name: 'gpu', metric_type: 'GPUMemUtilization', metric_target: 0.6, min_capacity: 1, max_capacity: 8, time_zone: 'Asia/Shanghai' },
      ],
      lifecycle: { replace_triggered_by: [`alicloud_fcv3_function.${fn.name}.gpu_config`] },
    });
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test.each([FcGpuType.TESLA_1, FcGpuType.AMPERE_1])('%s cannot have provisioned instances', (gpuType) => {
    expect(() => gpuFunction(alicloudStack(), { gpuType, provisioned: { target: 1 } })).toThrow(
      /GPUM-FC-PROVISIONED-GPU.*Ada.*fc\.gpu\.ada\.1/,
    );
    expect(thrown(() => gpuFunction(alicloudStack(), { gpuType, provisioned: { target: 1 } }))).toMatchObject({
      code: 'GPUM-FC-PROVISIONED-GPU',
      property: 'gpuType',
      value: gpuType,
      fix: 'Use gpuType fc.gpu.ada.1, or remove provisioned and rely on on-demand instances',
    });
  });

  test.each([
    [
      { target: -1 },
      /GPUM-FC-PROVISIONED-TARGET.*provisioned.target is -1/,
      { property: 'provisioned.target', value: '-1', fix: 'use a whole number from 0 to 10000' },
    ],
    [
      {
        target: 1,
        targetTrackingPolicies: [
          { name: 'x', metricType: FcProvisionMetric.CPU_UTILIZATION, metricTarget: 0.5, minCapacity: 5, maxCapacity: 2 },
        ],
      },
      /minCapacity 5 above maxCapacity 2/,
      { code: 'GPUM-FC-PROVISIONED-TARGET', property: 'provisioned.targetTrackingPolicies[0].minCapacity', value: '5', fix: 'swap them' },
    ],
    [
      {
        target: 1,
        targetTrackingPolicies: [
          { name: 'x', metricType: FcProvisionMetric.CPU_UTILIZATION, metricTarget: 60, minCapacity: 1, maxCapacity: 2 },
        ],
      },
      /GPUM-FC-PROVISIONED-METRIC.*metricTarget is 60/,
      {
        property: 'provisioned.targetTrackingPolicies[0].metricTarget',
        value: '60',
        fix: 'give a utilization between 0 (exclusive) and 1, for example 0.6',
      },
    ],
    [
      {
        target: 1,
        targetTrackingPolicies: [{ name: 'x', metricType: 'QPS' as FcProvisionMetric, metricTarget: 0.5, minCapacity: 1, maxCapacity: 2 }],
      },
      /GPUM-FC-PROVISIONED-METRIC.*"QPS" is not a metric/,
      { property: 'provisioned.targetTrackingPolicies[0].metricType', value: 'QPS' },
    ],
  ])('fails on bad provisioning %p', (provisioned, error, fields) => {
    expect(() => gpuFunction(alicloudStack(), { provisioned })).toThrow(error);
    expect(thrown(() => gpuFunction(alicloudStack(), { provisioned }))).toMatchObject(fields);
  });

  test('prewarm reads the model sequentially in the initializer, within 300 s', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { prewarmModel: true, prewarmTimeout: Duration.seconds(240) });
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_fcv3_function' },
      containing({
        instance_lifecycle_config: {
          initializer: { command: ['/bin/sh', '-c', "find '/mnt/models/llama' -type f -exec cat {} + > /dev/null"], timeout: 240 },
        },
      }),
    );
    expect(() => gpuFunction(alicloudStack(), { prewarmModel: true, prewarmTimeout: Duration.minutes(10) })).toThrow(
      /GPUM-FC-PREWARM.*600s.*after 300s/,
    );
    expect(() => gpuFunction(alicloudStack(), { prewarmTimeout: Duration.seconds(60) })).toThrow(/GPUM-FC-PREWARM.*prewarmModel is not/);
    expect(() =>
      gpuFunction(alicloudStack(), { prewarmModel: true, storage: ModelStorage.internet({ url: 'https://huggingface.co/org/m' }) }),
    ).toThrow(/GPUM-FC-PREWARM.*internet/);
    expect(thrown(() => gpuFunction(alicloudStack(), { prewarmModel: true, prewarmTimeout: Duration.minutes(10) }))).toMatchObject({
      code: 'GPUM-FC-PREWARM',
      property: 'prewarmTimeout',
      value: '600s',
      fix: 'use whole seconds from 1 to 300',
    });
    expect(thrown(() => gpuFunction(alicloudStack(), { prewarmTimeout: Duration.seconds(60) }))).toMatchObject({
      code: 'GPUM-FC-PREWARM',
      property: 'prewarmModel',
      value: 'undefined',
      fix: 'set prewarmModel: true, or remove prewarmTimeout',
    });
    expect(
      thrown(() =>
        gpuFunction(alicloudStack(), { prewarmModel: true, storage: ModelStorage.internet({ url: 'https://huggingface.co/org/m' }) }),
      ),
    ).toMatchObject({
      code: 'GPUM-FC-PREWARM',
      property: 'prewarmModel',
      value: 'true',
      fix: 'Remove prewarmModel, or store the model on NAS or OSS',
    });
  });
});

describe('FcGpuFunction: strategies it does not offer', () => {
  test('downloadAtStart fails with the list of strategies Function Compute offers', () => {
    expect(() => gpuFunction(alicloudStack(), { storage: ModelStorage.downloadAtStart() })).toThrow(
      'Alibaba Function Compute does not offer ModelStorage.downloadAtStart(). Use one of: ModelStorage.containerImage(), ModelStorage.fileSystem(), ModelStorage.objectStorageMount(), ModelStorage.internet()',
    );
  });

  test.each([
    [ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(8) } }), /"fileCache"/],
    [ModelStorage.objectStorageMount({ mountOptions: ['implicit-dirs'] }), /"mountOptions"/],
    [ModelStorage.containerImage({ prePull: true }), /"prePull"/],
  ])('an option Function Compute would ignore fails', (storage, option) => {
    expect(() => gpuFunction(alicloudStack(), { storage })).toThrow(new RegExp(`GPUM-STORAGE-OPTION-UNSUPPORTED.*${option.source}`));
    expect(thrown(() => gpuFunction(alicloudStack(), { storage }))).toMatchObject({
      code: 'GPUM-STORAGE-OPTION-UNSUPPORTED',
      property: `storage.${option.source.replace(/"/g, '')}`,
    });
  });

  test('an image option Function Compute would ignore is named with its value', () => {
    expect(thrown(() => gpuFunction(alicloudStack(), { storage: ModelStorage.containerImage({ prePull: true }) }))).toMatchObject({
      code: 'GPUM-STORAGE-OPTION-UNSUPPORTED',
      property: 'storage.prePull',
      fix: 'Remove them; this platform honours: no options',
    });
  });

  test('the internet is allowed with a warning, and the URL reaches the container', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { storage: ModelStorage.internet({ url: 'https://huggingface.co/org/m' }) });
    expect(warningIds(stack)).toEqual(['GPUM-INTERNET-MODEL']);
    expect(Testing.synth(stack)).toHaveResourceWithProperties(
      { tfResourceType: 'alicloud_fcv3_function' },
      containing({ environment_variables: { MODEL_URL: 'https://huggingface.co/org/m' } }),
    );
  });

  test('a pickle model is flagged', () => {
    const stack = alicloudStack();
    gpuFunction(stack, { model: model({ size: Size.mebibytes(500), format: ModelFormat.PYTORCH_PICKLE }) });
    expect(warningIds(stack)).toEqual(['GPUM-MODEL-PICKLE']);
  });
});

describe('FcGpuFunction: review fixes', () => {
  test('an intranet-only trigger makes the intranet URL the url and the output', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { httpTrigger: { disableUrlInternet: true } });
    const json = synthJson(stack);
    const trigger = onlyResource(json, 'alicloud_fcv3_trigger');
    const [output] = Object.values<any>(json.output);
    expect(output.value).toBe(`\${alicloud_fcv3_trigger.${trigger.name}.http_trigger[0].url_intranet}`);
    expect(stackResolve(stack, fn.url)).toBe(output.value);
  });

  test('takes the region from the stack provider, and fails when told another one', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, { region: undefined, storage: ModelStorage.objectStorageMount({ bucketName: 'bkt' }), model: model() });
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.oss_mount_config.mount_points[0].endpoint).toBe(
      'http://oss-cn-hangzhou-internal.aliyuncs.com',
    );
    expect(fn.functionName).toBeDefined();
    expect(() => gpuFunction(alicloudStack(), { region: 'cn-shanghai' })).toThrow(
      /GPUM-FC-REGION-PROVIDER.*region is "cn-shanghai" but the stack's alicloud provider deploys to "cn-hangzhou"/,
    );
    expect(() => gpuFunction(newStack(), { region: undefined })).toThrow(/GPUM-FC-REGION.*region is unknown/);
    expect(thrown(() => gpuFunction(alicloudStack(), { region: 'cn-shanghai' }))).toMatchObject({
      code: 'GPUM-FC-REGION-PROVIDER',
      property: 'region',
      value: 'cn-shanghai',
      fix: `Set region to "cn-hangzhou", or leave it unset to use the provider's`,
    });
    expect(thrown(() => gpuFunction(newStack(), { region: undefined }))).toMatchObject({
      code: 'GPUM-FC-REGION',
      property: 'region',
      value: 'undefined',
      fix: "set region (for example 'cn-hangzhou'), or give the stack's AlicloudProvider a region",
    });
  });

  test('prewarm quotes the path for the shell and warns when the model cannot be read within the timeout', () => {
    const quoted = alicloudStack();
    gpuFunction(quoted, { prewarmModel: true, model: model({ size: Size.mebibytes(500), mountPath: "/mnt/it's" }) });
    expect(onlyResource(synthJson(quoted), 'alicloud_fcv3_function').body.instance_lifecycle_config.initializer.command[2]).toBe(
      "find '/mnt/it'\\''s' -type f -exec cat {} + > /dev/null",
    );
    // From NAS a prewarm reads at min(600 MB/s, the instance's 1 Gbit/s) = 125 MB/s: 8 GiB takes about 69 s.
    const onNas = { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), storage: FcModelStorage.nas() };
    const slow = alicloudStack();
    gpuFunction(slow, { ...onNas, prewarmModel: true, prewarmTimeout: Duration.seconds(60), model: model({ size: Size.gibibytes(8) }) });
    expect(warningIds(slow)).toEqual(['GPUM-FC-NAS-EMPTY', 'GPUM-FC-PREWARM-TIMEOUT']);
    const fast = alicloudStack();
    gpuFunction(fast, { ...onNas, prewarmModel: true, prewarmTimeout: Duration.seconds(80), model: model({ size: Size.gibibytes(8) }) });
    expect(warningIds(fast)).toEqual(['GPUM-FC-NAS-EMPTY']);
  });
});
