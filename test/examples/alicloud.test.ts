import { collectAdvice } from '../../src/core/advice';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { synthesizeExamples } from '../support/examples';
import { onlyResource, ref } from '../support/stacks';
import { FcNetwork, NasMountTarget } from '../../src/alicloud';
import { TerraformStack } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { alicloudStack, gpuFunction, model } from '../alicloud/fixtures';

const NAMES = [
  'alicloud-fc-image',
  'alicloud-fc-nas',
  'alicloud-fc-nas-staged',
  'alicloud-fc-nas-shared',
  'alicloud-fc-oss',
  'alicloud-fc-oss-accelerated',
  'alicloud-fc-existing-vpc',
  'alicloud-fc-multi-region',
  'alicloud-fc-nas-vllm',
];
const examples = synthesizeExamples(NAMES);

function synthExample(name: string): { json: any; warnings: string[] } {
  const { stack, json } = examples.get(name)!;
  return {
    json,
    warnings: collectAdvice(stack)
      .filter((a) => a.level === 'warning')
      .map((a) => a.id!),
  };
}

describe.each(NAMES)('example %s', (name) => {
  const { json, warnings } = synthExample(name);

  test('pins the alicloud provider to ~> 1.289', () => {
    expect(json.terraform.required_providers.alicloud).toEqual({ source: 'aliyun/alicloud', version: '~> 1.289' });
  });

  test('every alicloud resource is valid against the provider schema', () => {
    expect(validateAlicloudResources(json)).toEqual([]);
  });

  test('matches the snapshot', () => {
    expect({ json, warnings }).toMatchSnapshot();
  });
});

describe('example wiring', () => {
  test('alicloud-fc-nas-shared: two functions on one file system, mount target and network; the second draws no warning', () => {
    const { json } = synthExample('alicloud-fc-nas-shared');
    const { stack } = examples.get('alicloud-fc-nas-shared')!;
    for (const type of ['alicloud_nas_file_system', 'alicloud_nas_mount_target', 'alicloud_nas_access_group', 'alicloud_vpc'])
      expect([type, Object.keys(json.resource[type]).length]).toEqual([type, 1]);
    const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
    const domain = ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain');
    expect(Object.values<any>(json.resource.alicloud_fcv3_function).map((f) => f.nas_config.mount_points[0].server_addr)).toEqual([
      `${domain}:/models/qwen2-7b-instruct`,
      `${domain}:/models/qwen2-7b-instruct`,
    ]);
    expect(collectAdvice(stack).filter((a) => a.level === 'warning' && a.constructPath.includes('/batch'))).toEqual([]);
  });

  test('alicloud-fc-nas-staged stages into the revision the GPU function mounts, and no token is in the JSON', () => {
    const { json, warnings } = synthExample('alicloud-fc-nas-staged');
    const functions = Object.values<any>(json.resource.alicloud_fcv3_function);
    const staging = functions.find((f) => f.runtime === 'nodejs20');
    const serving = functions.find((f) => f.runtime === 'custom-container');
    expect(staging.environment_variables.GPUM_STAGE_DEST).toBe('/mnt/gpum-stage/v1.0.0');
    expect(staging.nas_config.mount_points[0].server_addr).toMatch(/:\/models\/qwen2-7b-instruct$/);
    expect(serving.nas_config.mount_points[0].server_addr).toMatch(/:\/models\/qwen2-7b-instruct\/v1\.0\.0$/);
    expect(serving.instance_lifecycle_config.initializer.command[2]).toContain(staging.function_name);
    expect(
      Object.values<any>(json.resource.alicloud_nas_access_rule)
        .map((r) => r.rw_access_type)
        .sort(),
    ).toEqual(['RDONLY', 'RDWR']);
    expect(JSON.stringify(json)).not.toMatch(/"GPUM_STAGE_TOKEN"|ms-[0-9a-f]{8}-/);
    expect(warnings).toContain('GPUM-FC-STAGING-RUN-ONCE');
    expect(warnings).not.toContain('GPUM-FC-NAS-EMPTY');
  });

  test('alicloud-fc-existing-vpc mounts existing NAS through the stack resources and through plain IDs', () => {
    const { json, warnings } = synthExample('alicloud-fc-existing-vpc');
    const vpc = onlyResource(json, 'alicloud_vpc');
    const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
    const functions = Object.values<any>(json.resource.alicloud_fcv3_function);
    const llama = functions.find((f) => f.environment_variables.MODEL_NAME === 'llama-3.1-8b-instruct');
    const whisper = functions.find((f) => f.environment_variables.MODEL_NAME === 'whisper-large-v3');
    // The mount target the stack had is in the VPC the function is given.
    expect(mountTarget.body.vpc_id).toBe(ref('alicloud_vpc', vpc.name, 'id'));
    expect(llama.vpc_config.vpc_id).toBe(ref('alicloud_vpc', vpc.name, 'id'));
    expect(llama.nas_config.mount_points[0].server_addr).toBe(
      `${ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain')}:/models/llama-3.1-8b-instruct`,
    );
    expect(whisper.vpc_config.vpc_id).toBe('vpc-2ze0example');
    expect(whisper.nas_config.mount_points[0].server_addr).toBe('0a1b2c3d4e-abc12.cn-beijing.nas.aliyuncs.com:/models/whisper-large-v3');
    // Only the library's own resources are added: no second file system or mount target.
    expect(Object.keys(json.resource.alicloud_nas_file_system)).toHaveLength(1);
    expect(Object.keys(json.resource.alicloud_nas_mount_target)).toHaveLength(1);
    expect(warnings).not.toContain('GPUM-FC-NAS-VPC-UNVERIFIED');
  });

  test("a warning about a resource of the stack names it by its Terraform expression, not cdktf's placeholder", () => {
    // The example's mount target uses an access group of the app, so it is not "unmanaged" (issue 22); the
    // same mount target with the file system's default group is, and the warning names it by its expression.
    const { stack, json } = examples.get('alicloud-fc-existing-vpc')!;
    const mountTarget = onlyResource(json, 'alicloud_nas_mount_target');
    const reference = ref('alicloud_nas_mount_target', mountTarget.name, 'mount_target_domain');
    const unmanagedOf = (s: TerraformStack) => collectAdvice(s).filter((a) => a.id === 'GPUM-FC-NAS-ACCESS-UNMANAGED');
    expect(unmanagedOf(stack).map((a) => a.message)).not.toContainEqual(expect.stringContaining(reference));
    const defaultGroup = alicloudStack();
    const target = new NasMountTarget(defaultGroup, 'models-nas-mount', {
      fileSystemId: '0a1b2c3d4e',
      vpcId: 'vpc-111',
      vswitchId: 'vsw-111',
      accessGroupName: 'DEFAULT_VPC_GROUP_NAME',
    });
    gpuFunction(defaultGroup, {
      network: FcNetwork.fromIds({ vpcId: 'vpc-111', vswitchId: 'vsw-111', securityGroupId: 'sg-111', vswitchCidrBlock: '10.1.0.0/24' }),
      model: model(),
      storage: ModelStorage.fileSystem({ mountTargetDomain: target.mountTargetDomain }),
    });
    const [unmanaged] = unmanagedOf(defaultGroup);
    expect(unmanaged.message).toContain(
      `the existing mount target ${ref('alicloud_nas_mount_target', 'models-nas-mount', 'mount_target_domain')} uses`,
    );
    for (const name of NAMES)
      expect(
        collectAdvice(examples.get(name)!.stack)
          .map((a) => a.message)
          .join('\n'),
      ).not.toMatch(/TfToken/);
  });

  test('alicloud-fc-oss-accelerated runs in the accelerator zone and says the accelerator is manual', () => {
    const { json, warnings } = synthExample('alicloud-fc-oss-accelerated');
    expect(onlyResource(json, 'alicloud_vswitch').body.zone_id).toBe('cn-hangzhou-j');
    expect(warnings).toContain('GPUM-FC-OSS-ACCELERATOR-MANUAL');
  });

  test('alicloud-fc-multi-region mounts, in each region, the replica its provider creates there', () => {
    const { json, warnings } = synthExample('alicloud-fc-multi-region');
    const buckets = json.resource.alicloud_oss_bucket;
    const rules = Object.values<any>(json.resource.alicloud_oss_bucket_replication);
    expect(rules.map((r) => r.destination.location).sort()).toEqual(['oss-cn-beijing', 'oss-cn-shanghai']);
    for (const fn of Object.values<any>(json.resource.alicloud_fcv3_function)) {
      const mount = fn.oss_mount_config.mount_points[0];
      const region = /oss-(cn-[a-z]+)-internal/.exec(mount.endpoint)![1];
      const bucketName = /^\$\{alicloud_oss_bucket\.([^.]+)\.bucket\}$/.exec(mount.bucket_name)![1];
      expect(buckets[bucketName].provider).toBe(region === 'cn-hangzhou' ? undefined : `alicloud.${region}`);
      expect(fn.provider).toBe(buckets[bucketName].provider);
      // The disk the API documents: the example's model fits it, with no undocumented size.
      expect(fn.disk_size).toBe(10240);
    }
    expect(warnings).toContain('GPUM-FC-REPLICATION-LAG');
    expect(warnings).not.toContain('GPUM-FC-DISK-SIZE');
    expect(warnings).not.toContain('GPUM-FC-OSS-DISK');
  });
});

describe('alicloud-fc-nas-vllm', () => {
  test('the vLLM preset: entrypoint vllm serve, the NAS mount path, the function port, offline hub, a /health check', () => {
    const { json } = synthExample('alicloud-fc-nas-vllm');
    const fn = onlyResource(json, 'alicloud_fcv3_function').body;
    const container = fn.custom_container_config;
    expect(container.entrypoint).toEqual(['vllm', 'serve']);
    expect(container.command.slice(0, 3)).toEqual(['/mnt/models/llama-3.1-8b-instruct', '--served-model-name', 'llama-3.1-8b-instruct']);
    expect(container.command).toEqual(expect.arrayContaining(['--port', '9000', '--max-model-len', '8192']));
    expect(container.health_check_config).toMatchObject({ http_get_url: '/health', period_seconds: 10, failure_threshold: 60 });
    expect(fn.environment_variables).toMatchObject({ HF_HUB_OFFLINE: '1', TRANSFORMERS_OFFLINE: '1' });
  });
});
