import { escapeTemplateText } from '../../../src/core/contract';
import { collectAdvice } from '../../../src/core/advice';
import { ContainerImage } from '../../../src/core/container-image';
import { Fn, TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { GpuFunctionWithModel } from '../../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../../src/gpu-platform';
import { ModelStorage } from '../../../src/core/model-storage';
import { FcGpuType } from '../../../src/alicloud';
import { CloudRunNetwork } from '../../../src/google';
import { cloudRun, eks, fc, model, stackWithProviders } from './fixtures';

const SHELL = "sh -c 'echo ${HOME}'";
const FILE = '${file("/etc/passwd")}';

function synth(stack: TerraformStack): any {
  return JSON.parse(Testing.synth(stack));
}

function only(json: any, type: string): any {
  const all = Object.values<any>(json.resource?.[type] ?? {});
  expect(all).toHaveLength(1);
  return all[0];
}

describe('escapeTemplateText: the one implementation', () => {
  test.each([
    ['${HOME}', '$${HOME}', false],
    ['%{if x}y%{endif}', '%%{if x}y%%{endif}', false],
    ['$${HOME}', '$${HOME}', true],
    ['%%{x}', '%%{x}', true],
    ['a $ b { c } %', 'a $ b { c } %', false],
    ['${TfToken[TOKEN.12]}', '${TfToken[TOKEN.12]}', false],
    ['echo ${HOME} ${TfToken[TOKEN.3]}/x', 'echo $${HOME} ${TfToken[TOKEN.3]}/x', false],
    [FILE, '$${file("/etc/passwd")}', false],
  ])('%s', (input, text, preEscaped) => {
    expect(escapeTemplateText(input)).toEqual({ text, preEscaped });
  });
});

describe('template escaping on every platform: literal text stays literal, tokens stay references', () => {
  test('Function Compute: environment, command, entrypoint, description, tags, image', () => {
    const stack = stackWithProviders();
    const variable = new TerraformVariable(stack, 'greeting', { type: 'string' });
    const fn = fc(stack, {
      environment: { SCRIPT: SHELL, LEAK: FILE, MIXED: `hello ${variable.stringValue} \${USER}` },
      command: ['sh', '-c', 'echo ${HOME}'],
      entrypoint: ['%{x}'],
      description: 'serves ${model}',
      tags: { owner: '${team}' },
    });
    fn.addEnvironment('LATER', '${LATER}');
    const body = only(synth(stack), 'alicloud_fcv3_function');
    expect(body.environment_variables).toMatchObject({
      SCRIPT: "sh -c 'echo $${HOME}'",
      LEAK: '$${file("/etc/passwd")}',
      MIXED: 'hello ${var.greeting} $${USER}',
      LATER: '$${LATER}',
    });
    expect(body.custom_container_config.command).toEqual(['sh', '-c', 'echo $${HOME}']);
    expect(body.custom_container_config.entrypoint).toEqual(['%%{x}']);
    expect(body.description).toBe('serves $${model}');
    expect(body.tags).toEqual({ owner: '$${team}' });
    expect(collectAdvice(stack).map((a) => a.id)).not.toContain('GPUM-TEMPLATE-PRE-ESCAPED');
  });

  test('Cloud Run: environment, command, args, image; a label with a template sequence is refused', () => {
    // Google Cloud's label rule admits no "$" or "{": refused at synth, it never reaches Terraform.
    expect(() => cloudRun(stackWithProviders(), { labels: { team: '${x}' } })).toThrow(/\[GPUM-CR-LABEL\].*label "team" = "\$\{x\}"/);
    const stack = stackWithProviders();
    const workload = cloudRun(stack, {
      environment: { SCRIPT: SHELL },
      command: ['sh', '-c'],
      args: [FILE],
      labels: { team: 'ml' },
    });
    workload.addEnvironment('LATER', 'a ${b}');
    const pool = only(synth(stack), 'google_cloud_run_v2_worker_pool');
    const container = pool.template.containers[0];
    expect(container.env).toEqual(
      expect.arrayContaining([
        { name: 'SCRIPT', value: "sh -c 'echo $${HOME}'" },
        { name: 'LATER', value: 'a $${b}' },
        { name: 'MODEL_NAME', value: 'llama' },
      ]),
    );
    expect(container.args).toEqual(['$${file("/etc/passwd")}']);
    expect(pool.labels).toEqual({ team: 'ml' });
    expect(pool.template.labels).toEqual({ team: 'ml' });
  });

  test("an internet model's URL is escaped on every platform", () => {
    const url = 'https://example.com/m?sig=${x}';
    const storage = () => ModelStorage.internet({ url });
    const stack = stackWithProviders();
    fc(stack, { storage: storage() });
    // Cloud Run downloads an internet model over Direct VPC and Cloud NAT.
    cloudRun(stack, { storage: storage(), network: CloudRunNetwork.create() });
    eks(stack, { storage: storage() });
    const json = synth(stack);
    expect(only(json, 'alicloud_fcv3_function').environment_variables.MODEL_URL).toBe('https://example.com/m?sig=$${x}');
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.containers[0].env).toContainEqual({
      name: 'MODEL_URL',
      value: 'https://example.com/m?sig=$${x}',
    });
    const deployment = Object.values<any>(json.resource.kubernetes_manifest).find((m) => m.manifest.kind === 'Deployment');
    expect(deployment.manifest.spec.template.spec.containers[0].env).toContainEqual({
      name: 'MODEL_URL',
      value: 'https://example.com/m?sig=$${x}',
    });
  });

  test('EKS: environment, command, args and image in the Deployment; escaping is not applied twice', () => {
    const stack = stackWithProviders();
    const workload = eks(stack, { environment: { SCRIPT: SHELL }, command: ['sh', '-c', 'echo ${HOME}'], args: [FILE] });
    workload.addEnvironment('LATER', '%{x}');
    const deployment = Object.values<any>(synth(stack).resource.kubernetes_manifest).find((m) => m.manifest.kind === 'Deployment');
    const server = deployment.manifest.spec.template.spec.containers[0];
    expect(server.command).toEqual(['sh', '-c', 'echo $${HOME}']);
    expect(server.args).toEqual(['$${file("/etc/passwd")}']);
    expect(server.env).toEqual(
      expect.arrayContaining([
        { name: 'SCRIPT', value: "sh -c 'echo $${HOME}'" },
        { name: 'LATER', value: '%%{x}' },
      ]),
    );
  });

  test('text escaped by hand is left as written, with one coded warning per construct', () => {
    const stack = stackWithProviders();
    fc(stack, { environment: { A: 'echo $${HOME}' }, command: ['%%{x}'] });
    const body = only(synth(stack), 'alicloud_fcv3_function');
    expect(body.environment_variables.A).toBe('echo $${HOME}');
    expect(body.custom_container_config.command).toEqual(['%%{x}']);
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-TEMPLATE-PRE-ESCAPED')).toHaveLength(1);
  });

  test('tokens given as values stay references', () => {
    const stack = stackWithProviders();
    const variable = new TerraformVariable(stack, 'v', { type: 'string' });
    fc(stack, { environment: { V: variable.stringValue, J: Fn.join('-', ['a', variable.stringValue]) } });
    const body = only(synth(stack), 'alicloud_fcv3_function');
    expect(body.environment_variables.V).toBe('${var.v}');
    expect(body.environment_variables.J).toBe('${join("-", ["a", var.v])}');
  });

  test('the facade forwards addEnvironment, with the same checks', () => {
    const stack = stackWithProviders();
    const facade = new GpuFunctionWithModel(stack, 'sd', {
      platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1 }),
      image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
      model: model(),
      storage: ModelStorage.internet({ url: 'https://example.com/llama' }),
    });
    facade.addEnvironment('HF_TOKEN_PATH', '${HOME}/.hf');
    expect(() => facade.addEnvironment('MODEL_PATH', '/x')).toThrow(/GPUM-ENV-RESERVED/);
    expect(only(synth(stack), 'alicloud_fcv3_function').environment_variables.HF_TOKEN_PATH).toBe('$${HOME}/.hf');
    expect(GpuFunctionWithModel.isGpuFunctionWithModel(facade)).toBe(true);
  });
});

describe("messages show the text as written, never Terraform's escape of it", () => {
  // Constructs escape the user's strings on entry; a message built from a checked value showed `$${`.
  test.each<[string, Record<string, unknown>]>([
    ['namespace', { namespace: 'team-${x}' }],
    ['name', { name: 'llm-${x}' }],
  ])('EKS: a bad %s holding ${ is named with ${ in the error, its value and its fix', (_prop, props) => {
    let error: any;
    try {
      eks(stackWithProviders(), props);
    } catch (e) {
      error = e;
    }
    expect(String(error?.message)).toMatch(/^\[GPUM-[A-Z0-9-]+\] /);
    expect(error.message).toContain('${x}');
    for (const text of [error.message, error.value ?? '', error.fix ?? '']) expect(text).not.toContain('$${');
  });

  test('no GPUM warning or info an EKS workload raises shows $${, the pre-escaped warning included', () => {
    const stack = stackWithProviders();
    eks(stack, { environment: { A: 'echo $${HOME}', B: 'echo ${HOME}' }, command: ['sh', '-c', 'echo ${x}'] });
    synth(stack);
    const advice = collectAdvice(stack).filter((a) => a.message.startsWith('[GPUM-'));
    expect(advice.map((a) => a.id)).toContain('GPUM-TEMPLATE-PRE-ESCAPED');
    for (const a of advice) expect({ id: a.id, message: a.message }).toEqual({ id: a.id, message: expect.not.stringContaining('$${') });
  });
});
