import { Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { ContainerImage } from '../../src/core/container-image';
import { ModelFormat } from '../../src/core/model-artifact';
import { Size } from '../../src/core/size';
import { Duration } from '../../src/core/duration';
import { newStack } from '../support/stacks';
import { FcGpuType, FcHttpAuthType, FcHttpMethod, FcModelStorage, FcNetwork, FcProvisionMetric } from '../../src/alicloud';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { containing, onlyResource, ref, stackResolve, synthJson, warningIds } from '../support/stacks';
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
  });

  test('adds environment variables later, but never over the model variables', () => {
    const stack = alicloudStack();
    const fn = gpuFunction(stack);
    fn.addEnvironment('HF_HUB_OFFLINE', '1');
    expect(onlyResource(synthJson(stack), 'alicloud_fcv3_function').body.environment_variables.HF_HUB_OFFLINE).toBe('1');
    expect(() => fn.addEnvironment('MODEL_PATH', '/tmp')).toThrow(/GPUM-ENV-RESERVED.*MODEL_PATH.*from the model/);
    expect(() => fn.addEnvironment('HF_HUB_OFFLINE', '0')).toThrow(/GPUM-ENV-RESERVED/);
    expect(() => fn.addEnvironment('1BAD', 'x')).toThrow(/GPUM-ENV-NAME/);
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
  });

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
    },
  );

  test('ada.1 with 8 vCPU needs 64 GB, which the provider rejects', () => {
    expect(() => gpuFunction(alicloudStack(), { cpu: 8 })).toThrow(
      /GPUM-FC-MEMORY-PROVIDER-LIMIT.*memorySizeMiB 65536.*memory_size <= 32768.*4 vCPU \/ 32768 MB/,
    );
  });

  test.each([
    [{ gpuType: FcGpuType.ADA_1, cpu: 6 }, /GPUM-FC-GPU-SPEC.*cpu 6/],
    [{ gpuType: FcGpuType.ADA_1, memorySizeMiB: 16384 }, /GPUM-FC-GPU-SPEC/],
    [{ gpuType: FcGpuType.TESLA_1, cpu: 9 }, /GPUM-FC-GPU-SPEC.*cpu 9.*0\.05 to 8/],
    [{ gpuType: FcGpuType.TESLA_1, cpu: 1.03 }, /GPUM-FC-GPU-SPEC.*multiple of 0\.05/],
    [{ gpuType: FcGpuType.TESLA_1, memorySizeMiB: 1000 }, /GPUM-FC-GPU-SPEC.*multiple of 64/],
    [{ gpuType: FcGpuType.TESLA_1, memorySizeMiB: 65536 }, /GPUM-FC-MEMORY-PROVIDER-LIMIT/],
    [{ gpuType: FcGpuType.TESLA_1, gpuMemorySize: Size.gibibytes(8) }, /GPUM-FC-GPU-MEMORY.*whole cards only.*16 GiB/],
  ])('fails on an impossible spec %p', (overrides, error) => {
    expect(() => gpuFunction(alicloudStack(), overrides)).toThrow(error);
  });
});

describe('FcGpuFunction: region and image', () => {
  test('fails in a region without GPU functions, warns in an undocumented one', () => {
    expect(() => gpuFunction(newStack(), { region: 'cn-qingdao' })).toThrow(/GPUM-FC-REGION.*no GPU instances in cn-qingdao/);
    expect(() => gpuFunction(newStack(), { region: 'Hangzhou' })).toThrow(/GPUM-FC-REGION.*not a region ID/);
    const stack = newStack();
    gpuFunction(stack, { region: 'eu-central-1', image: ContainerImage.fromRegistry('registry.eu-central-1.aliyuncs.com/a/b:1') });
    expect(warningIds(stack)).toEqual(['GPUM-FC-REGION-UNKNOWN']);
  });

  test('fails on an ACR image from another region, warns on a non-ACR registry', () => {
    expect(() => gpuFunction(alicloudStack(), { image: ContainerImage.fromRegistry('registry.cn-beijing.aliyuncs.com/a/b:1') })).toThrow(
      /GPUM-FC-IMAGE-REGION.*cn-beijing.*cn-hangzhou/,
    );
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
  });

  test.each([
    [{ target: -1 }, /GPUM-FC-PROVISIONED-TARGET.*provisioned.target is -1/],
    [
      {
        target: 1,
        targetTrackingPolicies: [
          { name: 'x', metricType: FcProvisionMetric.CPU_UTILIZATION, metricTarget: 0.5, minCapacity: 5, maxCapacity: 2 },
        ],
      },
      /minCapacity 5 above maxCapacity 2/,
    ],
    [
      {
        target: 1,
        targetTrackingPolicies: [
          { name: 'x', metricType: FcProvisionMetric.CPU_UTILIZATION, metricTarget: 60, minCapacity: 1, maxCapacity: 2 },
        ],
      },
      /GPUM-FC-PROVISIONED-METRIC.*metricTarget is 60/,
    ],
    [
      {
        target: 1,
        targetTrackingPolicies: [{ name: 'x', metricType: 'QPS' as FcProvisionMetric, metricTarget: 0.5, minCapacity: 1, maxCapacity: 2 }],
      },
      /GPUM-FC-PROVISIONED-METRIC.*"QPS" is not a metric/,
    ],
  ])('fails on bad provisioning %p', (provisioned, error) => {
    expect(() => gpuFunction(alicloudStack(), { provisioned })).toThrow(error);
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
