import { TOKEN_IN_WORDS } from '../../src/core/contract';
import { TerraformStack, TerraformVariable } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { ModelSource } from '../../src/core/staging/model-source';
import {
  CloudRunGpuType,
  CloudRunGpuWorkload,
  CloudRunGpuWorkloadProps,
  CloudRunModelDownloader,
  CloudRunModelStorage,
  CloudRunNetwork,
  CloudRunRapidCacheAdmissionPolicy,
  CloudRunServiceAccount,
} from '../../src/google';
import { thrown } from '../support/errors';
import { baseProps, model, newStack, only, synthJson } from './support/fixtures';

/*
 * Terraform tokens in Cloud Run props (a variable, another resource's attribute): a value that only
 * reaches a resource attribute stays a reference; one the library computes with at synth is refused
 * with a coded error that says so in words, never with cdktf's `${TfToken[...]}` placeholder or a
 * number token's encoded value (`-1.8e+289`).
 */

type Props = Partial<CloudRunGpuWorkloadProps>;

const stringVar = (stack: TerraformStack, name: string): string => new TerraformVariable(stack, name, { type: 'string' }).stringValue;
const numberVar = (stack: TerraformStack, name: string): number => new TerraformVariable(stack, name, { type: 'number' }).numberValue;
/** A bool variable as users pass it to a boolean prop: cdktf types its value as IResolvable. */
const boolVar = (stack: TerraformStack, name: string): boolean =>
  new TerraformVariable(stack, name, { type: 'bool' }).booleanValue as unknown as boolean;

function buildWith(props: (stack: TerraformStack) => Props): { stack: TerraformStack; json: any } {
  const stack = newStack();
  new CloudRunGpuWorkload(stack, 'llm', baseProps(props(stack)));
  return { stack, json: synthJson(stack) };
}

const STAGED_MODEL = () =>
  model({
    source: ModelSource.huggingFace('meta-llama/Llama-3.1-8B-Instruct', { revision: '0e9e39f249a16976918f6564b8830bc894c89659' }),
  });

/** The message and value of an error show no cdktf placeholder and no encoded number. */
function expectInWords(error: { message: string; value?: string }): void {
  for (const text of [error.message, error.value ?? '']) {
    expect(text).not.toContain('TfToken');
    expect(text).not.toMatch(/\de[+-]\d/);
  }
}

describe('Cloud Run: a Terraform token that only reaches a resource attribute stays a reference', () => {
  const workerPool = (json: any) => only(json, 'google_cloud_run_v2_worker_pool');
  const service = (json: any) => only(json, 'google_cloud_run_v2_service');

  test('httpServing.port as a token: the container port and the startup probe use the reference', () => {
    const { json } = buildWith((stack) => ({ httpServing: { port: numberVar(stack, 'port') } }));
    const container = service(json).template.containers[0];
    expect(container.ports).toEqual({ container_port: '${var.port}' });
    expect(container.startup_probe.tcp_socket).toEqual({ port: '${var.port}' });
  });

  test('workerStartupProbe.port as a token: the worker pool probes the reference', () => {
    const { json } = buildWith((stack) => ({ workerStartupProbe: { port: numberVar(stack, 'port') } }));
    expect(workerPool(json).template.containers[0].startup_probe.tcp_socket).toEqual({ port: '${var.port}' });
  });

  test('httpServing.minInstances as a token: min is the reference, max defaults to max(1, min) in Terraform', () => {
    const { json } = buildWith((stack) => ({ httpServing: { minInstances: numberVar(stack, 'min') } }));
    expect(service(json).template.scaling).toEqual({ min_instance_count: '${var.min}', max_instance_count: '${max(1, var.min)}' });
  });

  test('httpServing.maxInstances as a token next to a literal minInstances: both reach the scaling block', () => {
    const { json } = buildWith((stack) => ({ httpServing: { minInstances: 2, maxInstances: numberVar(stack, 'max') } }));
    expect(service(json).template.scaling).toEqual({ min_instance_count: 2, max_instance_count: '${var.max}' });
  });

  test('httpServing.startupProbe.httpPath as a token: the probe GETs the reference', () => {
    const { json } = buildWith((stack) => ({ httpServing: { startupProbe: { httpPath: stringVar(stack, 'path') } } }));
    expect(service(json).template.containers[0].startup_probe.http_get).toEqual({ path: '${var.path}', port: 8080 });
  });

  test('workerStartupProbe.httpPath as a token: the worker pool probe GETs the reference', () => {
    const { json } = buildWith((stack) => ({ workerStartupProbe: { port: 8081, httpPath: stringVar(stack, 'path') } }));
    expect(workerPool(json).template.containers[0].startup_probe.http_get).toEqual({ path: '${var.path}', port: 8081 });
  });

  test('storage.rapidCache.admissionPolicy as a token: every cache takes the reference', () => {
    const { json } = buildWith((stack) => ({
      storage: CloudRunModelStorage.gcsFuse({
        rapidCache: { zones: ['us-central1-a'], admissionPolicy: stringVar(stack, 'policy') as CloudRunRapidCacheAdmissionPolicy },
      }),
    }));
    expect(only(json, 'google_storage_anywhere_cache').admission_policy).toBe('${var.policy}');
  });

  test('gpuZonalRedundancy as a token: gpu_zonal_redundancy_disabled is its negation, in Terraform', () => {
    const { json } = buildWith((stack) => ({ gpuZonalRedundancy: boolVar(stack, 'redundant') }));
    expect(workerPool(json).template.gpu_zonal_redundancy_disabled).toBe('${!var.redundant}');
  });

  test('gpuZonalRedundancy as a token on a service: the service template negates the reference too', () => {
    const { json } = buildWith((stack) => ({ gpuZonalRedundancy: boolVar(stack, 'redundant'), httpServing: {} }));
    expect(service(json).template.gpu_zonal_redundancy_disabled).toBe('${!var.redundant}');
  });

  // Inputs whose literal checks already skip tokens: kept as references.
  test.each<[string, (stack: TerraformStack) => Props, (json: any) => unknown, string]>([
    ['region', (stack) => ({ region: stringVar(stack, 'v') }), (json) => workerPool(json).location, '${var.v}'],
    ['name', (stack) => ({ name: stringVar(stack, 'v') }), (json) => workerPool(json).name, '${var.v}'],
    [
      'instanceCount',
      (stack) => ({ instanceCount: numberVar(stack, 'v') }),
      (json) => workerPool(json).scaling.manual_instance_count,
      '${var.v}',
    ],
    [
      'httpServing.maxConcurrentRequests',
      (stack) => ({ httpServing: { maxConcurrentRequests: numberVar(stack, 'v') } }),
      (json) => service(json).template.max_instance_request_concurrency,
      '${var.v}',
    ],
    [
      'network ipCidrRange',
      (stack) => ({ storage: ModelStorage.objectStorageMount(), network: CloudRunNetwork.create({ ipCidrRange: stringVar(stack, 'v') }) }),
      (json) => only(json, 'google_compute_subnetwork').ip_cidr_range,
      '${var.v}',
    ],
    [
      'storage bucketName',
      (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ bucketName: stringVar(stack, 'v') }) }),
      (json) => workerPool(json).template.volumes[0].gcs.bucket,
      '${var.v}',
    ],
    [
      'storage.rapidCache.zones',
      (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ rapidCache: { zones: [stringVar(stack, 'v')] } }) }),
      (json) => only(json, 'google_storage_anywhere_cache').zone,
      '${var.v}',
    ],
    [
      'serviceAccount accountId',
      (stack) => ({ serviceAccount: CloudRunServiceAccount.create({ accountId: stringVar(stack, 'v') }) }),
      (json) => only(json, 'google_service_account').account_id,
      '${var.v}',
    ],
    [
      'serviceAccount email',
      (stack) => ({ serviceAccount: CloudRunServiceAccount.fromEmail(stringVar(stack, 'v')) }),
      (json) => workerPool(json).template.service_account,
      '${var.v}',
    ],
    ['labels value', (stack) => ({ labels: { team: stringVar(stack, 'v') } }), (json) => workerPool(json).labels.team, '${var.v}'],
  ])('%s as a token stays a reference', (_name, props, read, expected) => {
    expect(read(buildWith(props).json)).toBe(expected);
  });
});

describe('Cloud Run: a Terraform token where the library needs the value at synth is a coded error in words', () => {
  test.each<[string, (stack: TerraformStack) => Props, string, string]>([
    ['cpu', (stack) => ({ cpu: numberVar(stack, 'v') }), 'GPUM-CR-CPU', 'cpu'],
    [
      'workerStartupProbe.failureThreshold',
      (stack) => ({ workerStartupProbe: { port: 8081, failureThreshold: numberVar(stack, 'v') } }),
      'GPUM-CR-STARTUP-PROBE',
      'workerStartupProbe.failureThreshold',
    ],
    [
      'httpServing.startupProbe.failureThreshold',
      (stack) => ({ httpServing: { startupProbe: { failureThreshold: numberVar(stack, 'v') } } }),
      'GPUM-CR-STARTUP-PROBE',
      'httpServing.startupProbe.failureThreshold',
    ],
    [
      'gcsFuse bufferedRead.maxBlocks',
      (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ bufferedRead: { maxBlocks: numberVar(stack, 'v') } }) }),
      'GPUM-CR-GCSFUSE-READ-BLOCKS',
      'storage.bufferedRead.maxBlocks',
    ],
    [
      'objectStorageMount bufferedRead.maxBlocks',
      (stack) => ({ storage: ModelStorage.objectStorageMount({ bufferedRead: { maxBlocks: numberVar(stack, 'v') } }) }),
      'GPUM-CR-GCSFUSE-READ-BLOCKS',
      'storage.bufferedRead.maxBlocks',
    ],
    [
      'downloadAtStart concurrency',
      (stack) => ({ storage: CloudRunModelStorage.downloadAtStart({ concurrency: numberVar(stack, 'v') }) }),
      'GPUM-CR-DOWNLOAD-TUNING',
      'storage.concurrency',
    ],
    [
      'downloadAtStart retries',
      (stack) => ({ storage: ModelStorage.downloadAtStart({ retries: numberVar(stack, 'v') }) }),
      'GPUM-CR-DOWNLOAD-TUNING',
      'storage.retries',
    ],
    [
      'staging.cpu',
      (stack) => ({ model: STAGED_MODEL(), storage: CloudRunModelStorage.gcsFuse(), staging: { cpu: numberVar(stack, 'v') } }),
      'GPUM-CR-STAGING-RESOURCES',
      'cpu',
    ],
    [
      'staging.concurrency',
      (stack) => ({ model: STAGED_MODEL(), storage: CloudRunModelStorage.gcsFuse(), staging: { concurrency: numberVar(stack, 'v') } }),
      'GPUM-STAGING-CONCURRENCY',
      'concurrency',
    ],
    [
      'staging.retainRevisions',
      (stack) => ({ model: STAGED_MODEL(), storage: CloudRunModelStorage.gcsFuse(), staging: { retainRevisions: numberVar(stack, 'v') } }),
      'GPUM-STAGING-RETAIN',
      'retainRevisions',
    ],
  ])('%s as a token: a literal number is needed', (_name, props, code, property) => {
    const error = thrown(() => buildWith(props));
    expect(error).toMatchObject({ code, property, value: TOKEN_IN_WORDS });
    expect(error.fix).toMatch(/^give a literal (whole|finite) number/);
    expect(error.message).toContain(`${property} is ${TOKEN_IN_WORDS}, but the library needs the number itself at synth`);
    expectInWords(error);
  });

  test('gpuType as a token: the GPU type decides the vCPU, memory and regions, so a literal is needed', () => {
    const error = thrown(() => buildWith((stack) => ({ gpuType: stringVar(stack, 'gpu') as CloudRunGpuType })));
    expect(error).toMatchObject({ code: 'GPUM-CR-GPU-TYPE', property: 'gpuType', value: TOKEN_IN_WORDS, fix: 'give a literal string' });
    expect(error.message).toMatch(/gpuType is a Terraform token, known only at apply, but .*CloudRunGpuType\.NVIDIA_L4/);
    expectInWords(error);
  });

  test('downloader as a token: the download script is chosen by it, so a literal is needed', () => {
    const error = thrown(() =>
      buildWith((stack) => ({ storage: ModelStorage.downloadAtStart(), downloader: stringVar(stack, 'dl') as CloudRunModelDownloader })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-CR-DOWNLOAD-TUNING',
      property: 'downloader',
      value: TOKEN_IN_WORDS,
      fix: 'give a literal string',
    });
    expect(error.message).toMatch(/downloader is a Terraform token, known only at apply, but .*CloudRunModelDownloader\.GCLOUD_STORAGE/);
    expectInWords(error);
  });

  // The library creates resources or not by these booleans at synth: a token cannot choose.
  test.each<[string, (stack: TerraformStack) => Props, string, string, RegExp]>([
    [
      'httpServing.allowUnauthenticated',
      (stack) => ({ httpServing: { allowUnauthenticated: boolVar(stack, 'public') } }),
      'GPUM-CR-PUBLIC-SERVICE',
      'httpServing.allowUnauthenticated',
      /allUsers/,
    ],
    ['enableApis', (stack) => ({ enableApis: boolVar(stack, 'apis') }), 'GPUM-CR-PROJECT-APIS', 'enableApis', /google_project_service/],
    [
      'storage.hierarchicalNamespace',
      (stack) => ({ storage: CloudRunModelStorage.gcsFuse({ hierarchicalNamespace: boolVar(stack, 'hns') }) }),
      'GPUM-CR-BUCKET-OPTION',
      'storage.hierarchicalNamespace',
      /hierarchical namespace/,
    ],
  ])(
    '%s as a token: the resources are chosen by it at synth, so a literal true or false is needed',
    (_name, props, code, property, why) => {
      const error = thrown(() => buildWith(props));
      expect(error).toMatchObject({ code, property, value: TOKEN_IN_WORDS, fix: 'give a literal true or false' });
      expect(error.message).toContain(`${property} is ${TOKEN_IN_WORDS}, but `);
      expect(error.message).toMatch(why);
      expect(error.message).toMatch(/: give a literal true or false$/);
      expectInWords(error);
    },
  );

  test('httpServing.allowUnauthenticated "false" from plain JavaScript: refused, not taken as true (a public service)', () => {
    const error = thrown(() => buildWith(() => ({ httpServing: { allowUnauthenticated: 'false' as unknown as boolean } })));
    expect(error).toMatchObject({
      code: 'GPUM-CR-PUBLIC-SERVICE',
      property: 'httpServing.allowUnauthenticated',
      value: '"false"',
      fix: 'give a literal true or false',
    });
  });

  test('literal booleans still choose: allowUnauthenticated true grants allUsers, enableApis true enables the APIs', () => {
    const { json } = buildWith(() => ({ httpServing: { allowUnauthenticated: true }, enableApis: true }));
    expect(only(json, 'google_cloud_run_v2_service_iam_member').member).toBe('allUsers');
    expect(Object.keys(json.resource.google_project_service ?? {}).length).toBeGreaterThan(0);
    const off = buildWith(() => ({ httpServing: { allowUnauthenticated: false }, enableApis: false })).json;
    expect(off.resource.google_cloud_run_v2_service_iam_member).toBeUndefined();
    expect(off.resource.google_project_service).toBeUndefined();
  });

  test('instanceCount as a token on a service: the error shows the token in words', () => {
    const error = thrown(() => buildWith((stack) => ({ instanceCount: numberVar(stack, 'count'), httpServing: {} })));
    expect(error).toMatchObject({ code: 'GPUM-CR-INSTANCE-COUNT', property: 'instanceCount', value: TOKEN_IN_WORDS });
    expectInWords(error);
  });

  test('region as a token with a Rapid Cache in every zone: the zones are needed, and the error shows the region in words', () => {
    const error = thrown(() =>
      buildWith((stack) => ({ region: stringVar(stack, 'region'), storage: CloudRunModelStorage.gcsFuse({ rapidCache: {} }) })),
    );
    expect(error).toMatchObject({
      code: 'GPUM-CR-RAPID-CACHE-ZONE',
      property: 'storage.rapidCache.zones',
      value: 'a Terraform token, known only at apply',
      fix: 'give storage.rapidCache.zones',
    });
    expect(error.message).toContain('the region is a token');
    expectInWords(error);
  });
});
