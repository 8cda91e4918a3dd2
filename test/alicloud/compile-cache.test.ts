import { Aspects } from '../../src/core/framework';
import { FcGpuFunction, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { recordCompileCache } from '../../src/core/model-metadata';
import { compileCacheWritePolicyDocument } from '../../src/alicloud/compile-cache';
import { RamPolicy } from '../../src/alicloud/generated/ram-policy';
import { RamRolePolicyAttachment } from '../../src/alicloud/generated/ram-role-policy-attachment';
import { compileCacheWrapperScript } from '../../src/core/compile-cache/compile-cache-wrapper';
import { CompileCache } from '../../src/core/compile-cache';
import { COMPILE_CACHE_DIRECTORY } from '../../src/core/compile-cache/compile-cache-environment';
import { ServingEngine } from '../../src/core/engine';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { validateAlicloudResources } from '../support/alicloud-schema';
import { thrown } from '../support/errors';
import { onlyResource, ref, synthJson, warningIds } from '../support/stacks';
import { alicloudStack, gpuFunction, model } from './fixtures';

const KEY = 'compile-cache/vllm-0.11.0/llama/v1/fc.gpu.ada.1-tp1';

function ossFunction(props: Parameters<typeof gpuFunction>[1] = {}) {
  const stack = alicloudStack();
  const fn = gpuFunction(stack, {
    model: model(),
    storage: FcModelStorage.ossMount({ bucketName: 'models-acme' }),
    engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
    ...props,
  });
  const json = synthJson(stack);
  return { stack, fn, json, fcFunction: onlyResource(json, 'alicloud_fcv3_function').body };
}

describe('compile cache on Function Compute', () => {
  test("an OSS mount: the key's prefix is a second, writable mount on the internal endpoint; the model's stays read-only", () => {
    const { fn, fcFunction, json } = ossFunction();
    expect(fn.compileCacheKey).toBe(KEY);
    const mounts = fcFunction.oss_mount_config.mount_points;
    expect(mounts).toEqual([
      expect.objectContaining({
        bucket_name: 'models-acme',
        bucket_path: '/models/llama',
        mount_dir: '/mnt/models/llama',
        read_only: true,
      }),
      {
        bucket_name: 'models-acme',
        bucket_path: `/${KEY}`,
        endpoint: 'http://oss-cn-hangzhou-internal.aliyuncs.com',
        mount_dir: '/mnt/gpum-compile-cache',
        read_only: false,
      },
    ]);
    validateAlicloudResources(json);
  });

  test("the key's directory object exists before the function, which FC needs to mount the prefix", () => {
    const { json, fcFunction } = ossFunction();
    const objects = Object.entries<any>(json.resource.alicloud_oss_bucket_object);
    const [name, marker] = objects.find(([, o]) => o.key === `${KEY}/`)!;
    expect(marker).toMatchObject({ bucket: 'models-acme', content: '\n' });
    expect(fcFunction.depends_on).toContain(`alicloud_oss_bucket_object.${name}`);
  });

  test("the function's role may write under the key only, and the function waits for the grant", () => {
    const { json, fcFunction } = ossFunction();
    const policies = Object.entries<any>(json.resource.alicloud_ram_policy);
    const [policyName, policy] = policies.find(([, p]) => p.description.startsWith('Reads and writes the compile cache'))!;
    expect(JSON.parse(policy.policy_document).Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: ['acs:oss:*:*:models-acme'],
        Condition: { StringLike: { 'oss:Prefix': [KEY, `${KEY}/*`] } },
      },
      {
        Effect: 'Allow',
        Action: ['oss:GetObject', 'oss:PutObject', 'oss:DeleteObject', 'oss:ListParts', 'oss:AbortMultipartUpload'],
        Resource: [`acs:oss:*:*:models-acme/${KEY}/*`],
      },
    ]);
    const attachments = Object.entries<any>(json.resource.alicloud_ram_role_policy_attachment);
    const [attachmentName, attachment] = attachments.find(
      ([, a]) => a.policy_name === ref('alicloud_ram_policy', policyName, 'policy_name'),
    )!;
    const roleName = Object.keys(json.resource.alicloud_ram_role)[0];
    expect(attachment.role_name).toBe(ref('alicloud_ram_role', roleName, 'role_name'));
    expect(fcFunction.depends_on).toContain(`alicloud_ram_role_policy_attachment.${attachmentName}`);
    // The model's own policy is unchanged: read-only, on the model's prefix.
    const read = policies.find(([, p]) => p.description.startsWith('Read-only access'))![1];
    expect(JSON.stringify(JSON.parse(read.policy_document))).not.toContain('PutObject');
  });

  test("the wrapper is the ENTRYPOINT and execs the engine's whole command line, given as CMD", () => {
    const { fcFunction } = ossFunction();
    const container = fcFunction.custom_container_config;
    expect(container.entrypoint).toEqual([
      '/bin/bash',
      '-c',
      compileCacheWrapperScript({
        sharedDirectory: '/mnt/gpum-compile-cache',
        localDirectory: COMPILE_CACHE_DIRECTORY,
        port: 9000,
        healthPath: '/health',
      }),
      'gpum-compile-cache',
    ]);
    expect(container.command.slice(0, 3)).toEqual(['vllm', 'serve', '/mnt/models/llama']);
    expect(container.command).toEqual(expect.arrayContaining(['--port', '9000']));
    expect(fcFunction.environment_variables.VLLM_CACHE_ROOT).toBe(COMPILE_CACHE_DIRECTORY);
  });

  test('with the OSS accelerator, the model reads through it and the cache writes to the bucket', () => {
    const { fcFunction } = ossFunction({
      network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }),
      storage: FcModelStorage.ossMount({ bucketName: 'models-acme', accelerator: { zoneId: 'cn-hangzhou-j' } }),
    });
    const [modelMount, cacheMount] = fcFunction.oss_mount_config.mount_points;
    expect(modelMount.endpoint).not.toBe(cacheMount.endpoint);
    expect(cacheMount.endpoint).toBe('http://oss-cn-hangzhou-internal.aliyuncs.com');
  });

  test('a role given by the user: no policy is made, and the warning names what the cache needs', () => {
    const { stack, json } = ossFunction({ roleArn: 'acs:ram::123456789012:role/serving' });
    expect(json.resource.alicloud_ram_policy).toBeUndefined();
    expect(warningIds(stack)).toContain('GPUM-FC-ROLE-UNMANAGED');
  });

  test.each([
    [
      'NAS',
      { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), storage: ModelStorage.fileSystem() },
      /access rule covers the whole file system/,
    ],
    ['the image', { model: model({ size: Size.gibibytes(1) }), storage: ModelStorage.containerImage() }, /no bucket/],
  ])('on %s: GPUM-COMPILE-CACHE-STORAGE, with the reason and the OSS mount as the fix', (_, props, reason) => {
    const error = thrown(() => ossFunction(props));
    expect(error.code).toBe('GPUM-COMPILE-CACHE-STORAGE');
    expect(error.message).toMatch(reason);
    expect(error.fix).toContain('FcModelStorage.ossMount()');
  });

  test('a model mount path on the cache mount: GPUM-FC-MOUNT-DIR names model.mountPath', () => {
    const error = thrown(() => ossFunction({ model: model({ mountPath: '/mnt/gpum-compile-cache' }) }));
    expect(error.code).toBe('GPUM-FC-MOUNT-DIR');
    expect(error.property).toBe('model.mountPath');
  });

  test('warm-up is still refused here: GPUM-COMPILE-CACHE-WARM-UP', () => {
    const engine = ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1', warmUp: true }) });
    expect(thrown(() => ossFunction({ engine })).code).toBe('GPUM-COMPILE-CACHE-WARM-UP');
  });
});

describe('the checks and the compile cache on Function Compute', () => {
  function checked(extend?: (fn: FcGpuFunction) => void) {
    const stack = alicloudStack();
    const fn = gpuFunction(stack, {
      model: model(),
      storage: FcModelStorage.ossMount({ bucketName: 'models-acme' }),
      engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
    });
    extend?.(fn);
    Aspects.of(stack).add(new GpuModelChecks());
    synthJson(stack);
    return collectAdvice(stack)
      .filter((a) => a.id?.startsWith('GPUM-CHECK-'))
      .map((a) => `${a.id} ${a.constructPath}`);
  }

  test('accept the recorded writer and its writable mount outside the model', () => {
    expect(checked()).toEqual([]);
  });

  test('flag a recorded writer that reaches beyond its key', () => {
    const findings = checked((fn) => {
      const sneaky = new RamPolicy(fn, 'Sneaky', {
        policyName: 'sneaky',
        policyDocument: compileCacheWritePolicyDocument('models-acme', 'compile-cache'),
      });
      new RamRolePolicyAttachment(fn, 'SneakyAttachment', {
        roleName: fn.role!.roleName,
        policyName: sneaky.policyName,
        policyType: 'Custom',
      });
      recordCompileCache(sneaky, KEY);
    });
    expect(findings).toEqual(['GPUM-CHECK-GRANT-SCOPE test/fn/Sneaky']);
  });
});
