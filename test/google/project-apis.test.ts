import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { collectAdvice } from '../../src/core/advice';
import { App, TerraformStack } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { CloudRunGpuWorkload, CloudRunModelStorage, CloudRunNetwork, CloudRunServiceAccount } from '../../src/google';
import { HubToken, ModelSource } from '../../src/core/staging';
import { baseProps, build, model, newStack, synthJson } from './support/fixtures';

const GCS = CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(10) } });

/** The `google_project_service` resources of a synthesized stack, by service. */
function projectServices(json: any): Record<string, { name: string; body: any }> {
  return Object.fromEntries(
    Object.entries<any>(json.resource?.google_project_service ?? {}).map(([name, body]) => [body.service, { name, body }]),
  );
}

/** Every resource of the stack as `type.name` with its `depends_on`. */
function dependsOnByAddress(json: any): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [type, instances] of Object.entries<any>(json.resource ?? {})) {
    for (const [name, body] of Object.entries<any>(instances)) out[`${type}.${name}`] = body.depends_on ?? [];
  }
  return out;
}

function apisWarning(stack: Parameters<typeof collectAdvice>[0]) {
  return collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-PROJECT-APIS');
}

describe('enableApis: the Google APIs a Cloud Run workload needs', () => {
  test('default: enables nothing, and a warning names the APIs this workload needs, with the gcloud command', () => {
    const { stack } = build({ storage: GCS });
    expect(synthJson(stack).resource.google_project_service).toBeUndefined();
    const warnings = apisWarning(stack);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe('warning');
    expect(warnings[0].message).toContain('run.googleapis.com, iam.googleapis.com, storage.googleapis.com, compute.googleapis.com');
    expect(warnings[0].message).toContain(
      'gcloud services enable run.googleapis.com iam.googleapis.com storage.googleapis.com compute.googleapis.com',
    );
    expect(warnings[0].message).toContain('enableApis: true');
  });

  test('default, model in the image: names only run and iam (no bucket, no network)', () => {
    const { stack } = build();
    expect(apisWarning(stack)[0].message).toMatch(/needs run\.googleapis\.com, iam\.googleapis\.com enabled/);
  });

  test('an app names each API once per project: the first workload that needs it, in any stack', () => {
    const stack = newStack();
    const workload = (id: string, overrides: Parameters<typeof baseProps>[0]) =>
      new CloudRunGpuWorkload(stack, id, baseProps({ model: model({ name: id }), ...overrides }));
    workload('a', { storage: GCS });
    workload('b', { storage: GCS });
    workload('c', { storage: GCS, project: 'other-project' });
    workload('d', {});
    // d (the image: run and iam) needs nothing a's warning did not name for the same project.
    const warnings = apisWarning(stack);
    expect(warnings.map((w) => w.constructPath)).toEqual(['test/a', 'test/c']);
    expect(warnings[0].message).toContain('Said once per project in the app');
    // A second stack of the same app and project: nothing new to say; a workload needing one more API names only it.
    const second = new TerraformStack(stack.node.root as App, 'second');
    new GoogleProvider(second, 'google', { project: 'other-project', region: 'us-central1' });
    new CloudRunGpuWorkload(second, 'e', baseProps({ model: model({ name: 'e' }), storage: GCS, project: 'other-project' }));
    new CloudRunGpuWorkload(
      second,
      'f',
      baseProps({
        project: 'other-project',
        storage: GCS,
        model: model({
          name: 'f',
          source: ModelSource.huggingFace('acme/llama', {
            revision: '0e9e39f249a16976918f6564b8830bc894c89659',
            token: HubToken.fromGoogleSecretManager('projects/other-project/secrets/hf/versions/1'),
          }),
        }),
        command: ['vllm', 'serve', '/mnt/models/f'],
      }),
    );
    const later = apisWarning(second);
    expect(later.map((w) => w.constructPath)).toEqual(['second/f']);
    expect(later[0].message).toMatch(/needs secretmanager\.googleapis\.com enabled/);
    // Another app warns again: apps never see each other's.
    expect(apisWarning(build({ storage: GCS }).stack)).toHaveLength(1);
  });

  test('enableApis: false trusts the project: no resource, no warning', () => {
    const { stack } = build({ storage: GCS, enableApis: false });
    expect(synthJson(stack).resource.google_project_service).toBeUndefined();
    expect(apisWarning(stack)).toEqual([]);
  });

  test('enableApis: true enables each API once, never disabled on destroy, in the workload’s project', () => {
    const { stack, workload } = build({ storage: GCS, enableApis: true, project: 'acme-ml' });
    const json = synthJson(stack);
    const services = projectServices(json);
    expect(Object.keys(services).sort()).toEqual([
      'compute.googleapis.com',
      'iam.googleapis.com',
      'run.googleapis.com',
      'storage.googleapis.com',
    ]);
    for (const { body } of Object.values(services)) {
      expect(body.disable_on_destroy).toBe(false);
      expect(body.project).toBe('acme-ml');
    }
    expect(workload.projectApis).toHaveLength(4);
    expect(apisWarning(stack)).toEqual([]);
  });

  test('enableApis: true without a project leaves it to the provider', () => {
    const { stack } = build({ enableApis: true });
    for (const { body } of Object.values(projectServices(synthJson(stack)))) expect(body.project).toBeUndefined();
  });

  test('every resource depends on the API it calls, and keeps its own dependencies', () => {
    const { stack } = build({ storage: GCS, enableApis: true });
    const json = synthJson(stack);
    const services = projectServices(json);
    const api = (service: string) => `google_project_service.${services[service].name}`;
    const deps = dependsOnByAddress(json);
    const expected: Array<[RegExp, string]> = [
      [/^google_cloud_run_v2_worker_pool\./, 'run.googleapis.com'],
      [/^google_service_account\./, 'iam.googleapis.com'],
      [/^google_storage_bucket\./, 'storage.googleapis.com'],
      [/^google_storage_bucket_iam_member\./, 'storage.googleapis.com'],
      [/^google_compute_network\./, 'compute.googleapis.com'],
      [/^google_compute_subnetwork\./, 'compute.googleapis.com'],
    ];
    for (const [pattern, service] of expected) {
      const addresses = Object.keys(deps).filter((a) => pattern.test(a));
      expect(addresses).toHaveLength(1);
      expect(deps[addresses[0]]).toContain(api(service));
    }
    // The worker pool still waits for its read grant on the bucket.
    const pool = Object.keys(deps).find((a) => a.startsWith('google_cloud_run_v2_worker_pool.'))!;
    expect(deps[pool].some((d) => d.startsWith('google_storage_bucket_iam_member.'))).toBe(true);
    // The APIs depend on nothing.
    for (const { body } of Object.values(services)) expect(body.depends_on).toBeUndefined();
  });

  test('a service with a public invoker: the invoker depends on run too', () => {
    const { stack } = build({ enableApis: true, httpServing: { allowUnauthenticated: true } });
    const json = synthJson(stack);
    const run = `google_project_service.${projectServices(json)['run.googleapis.com'].name}`;
    const deps = dependsOnByAddress(json);
    for (const address of Object.keys(deps).filter((a) => a.startsWith('google_cloud_run_v2_service'))) {
      expect(deps[address]).toContain(run);
    }
    expect(Object.keys(deps).filter((a) => a.startsWith('google_cloud_run_v2_service')).length).toBe(2);
  });

  test('an existing network and service account: no compute or iam API (their project has them)', () => {
    const { stack } = build({
      storage: GCS,
      enableApis: true,
      network: CloudRunNetwork.fromIds({
        network: 'projects/acme-ml/global/networks/n',
        subnetwork: 'projects/acme-ml/regions/us-central1/subnetworks/s',
      }),
      serviceAccount: CloudRunServiceAccount.fromEmail('runner@acme-ml.iam.gserviceaccount.com'),
    });
    expect(Object.keys(projectServices(synthJson(stack))).sort()).toEqual(['run.googleapis.com', 'storage.googleapis.com']);
  });

  describe('a staging job that reads its hub token from Secret Manager', () => {
    const COMMIT = '0e9e39f249a16976918f6564b8830bc894c89659';
    const stagedModel = (token: boolean) =>
      model({
        source: ModelSource.huggingFace('acme/llama', {
          revision: COMMIT,
          token: token ? HubToken.fromGoogleSecretManager('projects/acme-ml/secrets/hf-token/versions/3') : undefined,
        }),
      });

    test('the warning names secretmanager.googleapis.com, in its gcloud command too', () => {
      const { stack } = build({ storage: GCS, model: stagedModel(true) });
      const [warning] = apisWarning(stack);
      expect(warning.message).toContain('storage.googleapis.com, compute.googleapis.com, secretmanager.googleapis.com enabled');
      expect(warning.message).toMatch(/gcloud services enable [^)]*secretmanager\.googleapis\.com\)/);
    });

    test('enableApis: true enables it, and the secret grant (so the job) waits for it', () => {
      const { stack, workload } = build({ storage: GCS, model: stagedModel(true), enableApis: true });
      const json = synthJson(stack);
      const services = projectServices(json);
      expect(services['secretmanager.googleapis.com'].body.disable_on_destroy).toBe(false);
      expect(workload.projectApis.map((s) => s.node.id)).toContain('SecretManagerApi');
      const deps = dependsOnByAddress(json);
      const grant = Object.keys(deps).find((a) => a.startsWith('google_secret_manager_secret_iam_member.'))!;
      expect(deps[grant]).toContain(`google_project_service.${services['secretmanager.googleapis.com'].name}`);
      const job = Object.keys(deps).find((a) => a.startsWith('google_cloud_run_v2_job.'))!;
      expect(deps[job]).toContain(grant);
    });

    test('without a token: no Secret Manager API', () => {
      const { stack } = build({ storage: GCS, model: stagedModel(false), enableApis: true });
      expect(Object.keys(projectServices(synthJson(stack)))).not.toContain('secretmanager.googleapis.com');
    });
  });

  test('the API resources have stable construct IDs under the workload', () => {
    const { workload } = build({ storage: GCS, enableApis: true });
    expect(workload.projectApis.map((s) => s.node.id)).toEqual(['RunApi', 'IamApi', 'StorageApi', 'ComputeApi']);
    expect(workload.projectApis.every((s) => s.node.scope === workload)).toBe(true);
  });
});
