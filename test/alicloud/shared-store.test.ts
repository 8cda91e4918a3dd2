import { App, TerraformStack } from '../../src/core/framework';
import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { ModelArtifact, ModelArtifactProps } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { ModelSource } from '../../src/core/staging/model-source';
import { FcGpuFunction, FcGpuFunctionProps, FcGpuType, FcModelStorage, FcNetwork } from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { thrown } from '../support/errors';
import { ref, synthJson, testApp } from '../support/stacks';

/*
 * Two functions on one NAS model store (issue 25 §3): FcModelStorage.sharedWith(first) reuses the
 * first function's file system, mount target, access group and network, draws no warning of its own,
 * and stages a model the first one stages once.
 */

const IMAGE = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0');
const REVISION = 'a'.repeat(40);

function llama(props: Partial<ModelArtifactProps> = {}): ModelArtifact {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), ...props });
}

function stackIn(app: App, id = 'test'): TerraformStack {
  const stack = new TerraformStack(app, id);
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  return stack;
}

function fn(stack: TerraformStack, id: string, props: Partial<FcGpuFunctionProps>): FcGpuFunction {
  return new FcGpuFunction(stack, id, {
    region: 'cn-hangzhou',
    gpuType: FcGpuType.ADA_1,
    image: IMAGE,
    model: llama(),
    storage: FcModelStorage.nas(),
    ...props,
  });
}

function first(stack: TerraformStack, props: Partial<FcGpuFunctionProps> = {}): FcGpuFunction {
  return fn(stack, 'chat', { network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }), ...props });
}

/** The coded warnings reported on a construct or below it. */
function warningsOn(scope: { node: { path: string } }, stack: TerraformStack): string[] {
  return collectAdvice(stack)
    .filter((a) => a.level === 'warning' && (a.constructPath === scope.node.path || a.constructPath.startsWith(`${scope.node.path}/`)))
    .map((a) => a.id ?? a.message);
}

const count = (json: any, type: string) => Object.keys(json.resource?.[type] ?? {}).length;
const entries = (json: any, type: string) => Object.entries<any>(json.resource?.[type] ?? {});

describe('FcModelStorage.sharedWith(first)', () => {
  test('two functions on one store: one file system, mount target, access group and rule, and no warning on the second', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const batch = fn(stack, 'batch', { storage: FcModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(warningsOn(batch, stack)).toEqual([]);
    for (const type of [
      'alicloud_nas_file_system',
      'alicloud_nas_mount_target',
      'alicloud_nas_access_group',
      'alicloud_nas_access_rule',
      'alicloud_vpc',
    ])
      expect([type, count(json, type)]).toEqual([type, 1]);
    const [mountTarget] = entries(json, 'alicloud_nas_mount_target');
    const [vpc] = entries(json, 'alicloud_vpc');
    const [rule] = entries(json, 'alicloud_nas_access_rule');
    expect(rule[1].rw_access_type).toBe('RDONLY');
    const functions = entries(json, 'alicloud_fcv3_function').map(([, body]) => body);
    expect(functions).toHaveLength(2);
    for (const body of functions) {
      expect(body.nas_config.mount_points[0].server_addr).toBe(
        `${ref('alicloud_nas_mount_target', mountTarget[0], 'mount_target_domain')}:/models/llama`,
      );
      expect(body.vpc_config.vpc_id).toBe(ref('alicloud_vpc', vpc[0], 'id'));
      expect(body.nas_config.mount_points[0].enable_tls).not.toBe(true);
    }
    expect(batch.modelStore?.fileSystemId).toBe(chat.modelStore?.fileSystemId);
    expect(batch.modelStore?.owner).toBe(chat);
  });

  test('a second model at its own prefix on the same store: the second function says its model must be copied', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const embed = fn(stack, 'embed', { model: llama({ name: 'bge' }), storage: FcModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(warningsOn(embed, stack)).toEqual(['GPUM-FC-NAS-EMPTY']);
    expect(count(json, 'alicloud_nas_file_system')).toBe(1);
    expect(entries(json, 'alicloud_fcv3_function').map(([, b]) => b.nas_config.mount_points[0].server_addr.split(':').pop())).toEqual([
      '/models/llama',
      '/models/bge',
    ]);
  });

  test('a second function in its own vSwitch: a mount target there, on the same file system, with a rule for its CIDR', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const other = FcNetwork.fromIds({
      ...(chat.network as any),
      vswitchId: 'vsw-bbb',
      vswitchCidrBlock: '172.16.1.0/24',
      zoneId: 'cn-hangzhou-k',
    });
    const batch = fn(stack, 'batch', { network: other, storage: FcModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    expect(count(json, 'alicloud_nas_file_system')).toBe(1);
    expect(count(json, 'alicloud_nas_mount_target')).toBe(2);
    expect(count(json, 'alicloud_nas_access_group')).toBe(1);
    expect(
      entries(json, 'alicloud_nas_access_rule')
        .map(([, b]) => b.source_cidr_ip)
        .sort(),
    ).toEqual(['172.16.0.0/24', '172.16.1.0/24']);
    expect(warningsOn(batch, stack)).toEqual([]);
  });

  test("a staged model is staged once: the second function waits for the first one's copy", () => {
    const stack = stackIn(testApp());
    const model = () => llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = first(stack, { model: model() });
    const batch = fn(stack, 'batch', { model: model(), storage: FcModelStorage.sharedWith(chat) });
    const json = synthJson(stack);
    const names = entries(json, 'alicloud_fcv3_function').map(([, b]) => b.function_name as string);
    expect(names.filter((n) => n.endsWith('-stage'))).toHaveLength(1);
    expect(batch.staging).toBe(chat.staging);
    const batchBody = entries(json, 'alicloud_fcv3_function').find(([name]) => name.startsWith('batch_'))![1];
    expect(batchBody.instance_lifecycle_config.initializer.command[2]).toContain(`gpum_job='${chat.staging!.functionName}'`);
    expect(batchBody.nas_config.mount_points[0].server_addr).toMatch(new RegExp(`/models/llama/${REVISION}$`));
    expect(warningsOn(batch, stack)).toEqual([]);
  });

  test('a mount target another function of the stack made is managed: no GPUM-FC-NAS-ACCESS-UNMANAGED', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const batch = fn(stack, 'batch', {
      network: FcNetwork.fromIds({ ...(chat.network as any) }),
      storage: FcModelStorage.nas({ mountTargetDomain: chat.mountTargetDomain, mountTargetVpcId: chat.network!.vpcId }),
    });
    synthJson(stack);
    expect(warningsOn(batch, stack)).toEqual([]);
  });

  test('two stacks with the same IDs each staging into their own store do not collide', () => {
    const app = testApp();
    const build = (id: string) =>
      first(stackIn(app, id), { model: llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) }) });
    build('one');
    // The staging claims its destination (the file system's reference, the same text in both stacks) when it is built.
    expect(() => build('two')).not.toThrow();
  });
});

describe('FcModelStorage.sharedWith(first) refusals', () => {
  test('GPUM-SHARED-STORE-STACK: the first function is in another stack', () => {
    const app = testApp();
    const chat = first(stackIn(app, 'one'));
    const error = thrown(() => fn(stackIn(app, 'two'), 'batch', { storage: FcModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-STACK');
    expect(error.message).toContain('one/chat');
    expect(error.message).toContain('Put both workloads in one stack');
  });

  test('GPUM-SHARED-STORE-REGION: the second function is in another region', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const shanghai = new AlicloudProvider(stack, 'shanghai', { region: 'cn-shanghai', alias: 'shanghai' });
    const error = thrown(() => fn(stack, 'batch', { region: 'cn-shanghai', provider: shanghai, storage: FcModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-SHARED-STORE-REGION');
    expect(error.message).toContain('cn-shanghai');
  });

  test('GPUM-SHARED-STORE-PREFIX: another model at the same storagePath', () => {
    const stack = stackIn(testApp());
    const chat = first(stack);
    const error = thrown(() =>
      fn(stack, 'batch', { model: llama({ name: 'qwen', storagePath: 'models/llama' }), storage: FcModelStorage.sharedWith(chat) }),
    );
    expect(error.code).toBe('GPUM-SHARED-STORE-PREFIX');
    expect(error.message).toContain('qwen');
  });

  test('GPUM-SHARED-STORE-PREFIX: the same model at another revision at the same storagePath', () => {
    const stack = stackIn(testApp());
    const chat = first(stack, { model: llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) }) });
    const error = thrown(() =>
      fn(stack, 'batch', {
        model: llama({ source: ModelSource.huggingFace('acme/llama', { revision: 'b'.repeat(40) }) }),
        storage: FcModelStorage.sharedWith(chat),
      }),
    );
    expect(error.code).toBe('GPUM-SHARED-STORE-PREFIX');
  });

  test('GPUM-FC-SHARED-STORE: staging options beside a model the first function stages', () => {
    const stack = stackIn(testApp());
    const staged = () => llama({ source: ModelSource.huggingFace('acme/llama', { revision: REVISION }) });
    const chat = first(stack, { model: staged() });
    const error = thrown(() =>
      fn(stack, 'batch', { model: staged(), stagingRetainRevisions: 2, storage: FcModelStorage.sharedWith(chat) }),
    );
    expect(error.code).toBe('GPUM-FC-SHARED-STORE');
    expect(error.message).toContain('stagingRetainRevisions');
  });

  test('GPUM-FC-SHARED-STORE: the first function has no NAS store (its model is in the image)', () => {
    const stack = stackIn(testApp());
    const chat = fn(stack, 'chat', { model: llama({ size: Size.mebibytes(500) }), storage: ModelStorage.containerImage() });
    const error = thrown(() => fn(stack, 'batch', { storage: FcModelStorage.sharedWith(chat) }));
    expect(error.code).toBe('GPUM-FC-SHARED-STORE');
    expect(error.message).toContain('chat');
  });
});
