import { ContainerImage } from '../../src/core/container-image';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { FcGpuFunction, FcGpuType, FcNetwork } from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { Size } from '../../src/core/size';
import { HubToken } from '../../src/core/staging/hub-token';
import { ModelSource } from '../../src/core/staging/model-source';
import { newStack, synthJson, warningIds } from '../support/stacks';
import { thrown } from '../support/errors';
import { model } from './fixtures';

const platformProps = {
  region: 'cn-hangzhou',
  gpuType: FcGpuType.ADA_1,
  network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
  httpTrigger: {},
};
const workload = {
  image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
  model: model(),
  storage: ModelStorage.fileSystem(),
};

describe('GpuFunctionWithModel on Alibaba Function Compute', () => {
  test('builds the platform construct as its default child and exposes it', () => {
    const stack = newStack();
    new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
    const fn = new GpuFunctionWithModel(stack, 'sd', { platform: GpuPlatform.alibabaFunctionCompute(platformProps), ...workload });
    expect(fn.workload).toBeInstanceOf(FcGpuFunction);
    expect(fn.node.defaultChild).toBe(fn.workload);
    expect(fn.platformName).toBe('Alibaba Function Compute');
    expect(fn.storageKind).toBe(ModelStorageKind.FILE_SYSTEM);
    expect(fn.modelMountPath).toBe('/mnt/models/llama');
    expect(fn.url).toBe((fn.workload as FcGpuFunction).url);
    expect(GpuFunctionWithModel.isGpuFunctionWithModel(fn)).toBe(true);
    expect(GpuFunctionWithModel.isGpuFunctionWithModel(fn.workload)).toBe(false);
  });

  test('gives every resource the same Terraform address as the platform construct with the same ID', () => {
    const viaFacade = newStack();
    new AlicloudProvider(viaFacade, 'alicloud', { region: 'cn-hangzhou' });
    new GpuFunctionWithModel(viaFacade, 'sd', { platform: GpuPlatform.alibabaFunctionCompute(platformProps), ...workload });

    const direct = newStack();
    new AlicloudProvider(direct, 'alicloud', { region: 'cn-hangzhou' });
    new FcGpuFunction(direct, 'sd', { ...platformProps, ...workload });

    const addresses = (json: any) =>
      Object.entries<any>(json.resource)
        .flatMap(([type, r]) => Object.keys(r).map((name) => `${type}.${name}`))
        .sort();
    const facadeJson = synthJson(viaFacade);
    const directJson = synthJson(direct);
    expect(addresses(facadeJson)).toEqual(addresses(directJson));
    expect(addresses(facadeJson)).toContain('alicloud_nas_file_system.sd_FileSystem_A986B1FF');
  });
});

describe('names through the facade', () => {
  test('every resource name equals the platform construct one, so switching replaces nothing', () => {
    const viaFacade = newStack();
    new GpuFunctionWithModel(viaFacade, 'sd', {
      platform: GpuPlatform.alibabaFunctionCompute(platformProps),
      ...workload,
      storage: ModelStorage.objectStorageMount(),
    });
    const direct = newStack();
    new FcGpuFunction(direct, 'sd', { ...platformProps, ...workload, storage: ModelStorage.objectStorageMount() });
    expect(synthJson(viaFacade).resource).toEqual(synthJson(direct).resource);
  });
});

describe('a staged model through the facade', () => {
  const REVISION = 'v1.0.0';
  const stagedWorkload = () => ({
    image: workload.image,
    model: model({
      name: 'qwen',
      size: Size.gibibytes(15),
      source: ModelSource.modelScope('qwen/Qwen2-7B-Instruct', { revision: REVISION, token: HubToken.fromAlibabaKmsSecret('hub/ms') }),
    }),
    storage: ModelStorage.fileSystem(),
  });
  const existingNetwork = {
    region: 'cn-hangzhou',
    gpuType: FcGpuType.ADA_1,
    network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-serve', securityGroupId: 'sg-1', vswitchCidrBlock: '10.0.0.0/24' }),
    stagingNetwork: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-stage', securityGroupId: 'sg-1', vswitchCidrBlock: '10.0.9.0/24' }),
    stagingRoleArn: 'acs:ram::1234567890:role/model-stager',
  };

  const stack = newStack();
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  const fn = new GpuFunctionWithModel(stack, 'qwen', {
    platform: GpuPlatform.alibabaFunctionCompute(existingNetwork),
    ...stagedWorkload(),
  });
  const json = synthJson(stack);
  const functions = Object.entries<any>(json.resource.alicloud_fcv3_function);
  const [stagingName, staging] = functions.find(([, f]) => f.runtime === 'nodejs20')!;
  const [, serving] = functions.find(([, f]) => f.runtime === 'custom-container')!;
  const workloadConstruct = fn.workload as FcGpuFunction;

  test('builds the staging function on the platform props stagingNetwork and stagingRoleArn', () => {
    expect(workloadConstruct.staging).toBeDefined();
    expect(staging.vpc_config).toEqual({ vpc_id: 'vpc-1', vswitch_ids: ['vsw-stage'], security_group_id: 'sg-1' });
    expect(serving.vpc_config.vswitch_ids).toEqual(['vsw-serve']);
    expect(staging.role).toBe('acs:ram::1234567890:role/model-stager');
    expect(json.resource.alicloud_ram_role).toBeUndefined();
    expect(staging.nas_config.mount_points).toEqual([
      expect.objectContaining({ mount_dir: '/mnt/gpum-stage', server_addr: expect.stringMatching(/:\/models\/qwen$/) }),
    ]);
    expect(staging.environment_variables).toMatchObject({
      GPUM_STAGE_DEST: `/mnt/gpum-stage/${REVISION}`,
      GPUM_STAGE_TOKEN_KMS_SECRET: 'hub/ms',
    });
    // The only read-write NAS rule is the staging vSwitch's.
    const rules = Object.values<any>(json.resource.alicloud_nas_access_rule).map((r) => [r.source_cidr_ip, r.rw_access_type]);
    expect(rules.sort()).toEqual([
      ['10.0.0.0/24', 'RDONLY'],
      ['10.0.9.0/24', 'RDWR'],
    ]);
  });

  test('the serving function mounts the revision at MODEL_PATH and waits for the marker naming the staging function', () => {
    expect(serving.nas_config.mount_points).toEqual([
      expect.objectContaining({
        server_addr: expect.stringMatching(new RegExp(`:/models/qwen/${REVISION.replace(/\./g, '\\.')}$`)),
        mount_dir: '/mnt/models/qwen',
      }),
    ]);
    expect(serving.environment_variables.MODEL_PATH).toBe('/mnt/models/qwen');
    const script = serving.instance_lifecycle_config.initializer.command[2];
    expect(script).toContain("gpum_dir='/mnt/models/qwen'");
    expect(script).toContain(`gpum_job='${workloadConstruct.staging!.functionName}'`);
  });

  test('outputs the InvokeCommand of the staging function and warns to run it once', () => {
    const output = Object.entries<any>(json.output).find(([name]) => name.includes('InvokeCommand'))!;
    expect(output[1].value).toBe(
      `aliyun fc POST /2023-03-30/functions/\${alicloud_fcv3_function.${stagingName}.function_name}/invocations --region cn-hangzhou --header "x-fc-invocation-type=Async" --body "{}"`,
    );
    expect(warningIds(stack)).toEqual(expect.arrayContaining(['GPUM-FC-STAGING-RUN-ONCE', 'GPUM-FC-STAGING-ROLE-UNMANAGED']));
  });

  test('gives the same resources and outputs as FcGpuFunction with the same ID', () => {
    const direct = newStack();
    new AlicloudProvider(direct, 'alicloud', { region: 'cn-hangzhou' });
    new FcGpuFunction(direct, 'qwen', { ...existingNetwork, ...stagedWorkload() });
    const directJson = synthJson(direct);
    expect(json.resource).toEqual(directJson.resource);
    expect(json.output).toEqual(directJson.output);
  });

  test('without stagingNetwork on an existing network, the facade refuses NAS staging like the construct', () => {
    const withoutStaging = { ...existingNetwork, stagingNetwork: undefined };
    const s = newStack();
    new AlicloudProvider(s, 'alicloud', { region: 'cn-hangzhou' });
    expect(
      thrown(
        () => new GpuFunctionWithModel(s, 'qwen', { platform: GpuPlatform.alibabaFunctionCompute(withoutStaging), ...stagedWorkload() }),
      ).code,
    ).toBe('GPUM-FC-STAGING-NETWORK');
  });
});
