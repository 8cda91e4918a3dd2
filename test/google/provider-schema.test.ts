import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { loadExamples } from '../../scripts/lib/examples';
import { Testing, TerraformStack } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { Duration } from '../../src/core/duration';
import { Size } from '../../src/core/size';
import {
  CloudRunGpuType,
  CloudRunGpuWorkload,
  CloudRunGpuWorkloadProps,
  CloudRunModelDownloader,
  CloudRunModelStorage,
  CloudRunRapidCacheAdmissionPolicy,
  CloudRunNetwork,
  GOOGLE_PROVIDER_CONSTRAINT,
  GOOGLE_STAGING_PROVIDER_CONSTRAINT,
} from '../../src/google';
import { bindingSchema, validateBlock, validateStack } from '../support/schemas/binding-schema';
import { ADDED_AFTER_BINDINGS, EXTRAS } from '../support/schemas/google-extras';
import { baseProps, newStack, synthJson } from './support/fixtures';

/**
 * Attributes of the types the library emits that google 7.x removed, renamed or retyped, from the
 * provider's 7.0.0 upgrade guide and CHANGELOG (website/docs/guides/version_7_upgrade.html.markdown):
 * none of them may be emitted, or the stack would fail under the constraint it asks for.
 */
const CHANGED_IN_7X: Record<string, string[]> = {
  google_compute_subnetwork: ['enable_flow_logs'],
  // Removed in 7.0.0, back in 7.10.0: absent from 7.4 to 7.9.
  google_cloud_run_v2_worker_pool: ['template.containers.depends_on', 'custom_audiences'],
  google_cloud_run_v2_service: ['custom_audiences'],
  google_storage_bucket: ['retention_policy.retention_period'],
};

/** Stacks that exercise every branch of the construct that changes the emitted attributes. */
function libraryStacks(): Array<[string, TerraformStack]> {
  const variants: Array<[string, Partial<CloudRunGpuWorkloadProps>]> = [
    ['image worker pool', {}],
    ['image service, public', { httpServing: { allowUnauthenticated: true, maxConcurrentRequests: 8 } }],
    [
      'file cache, HNS bucket',
      {
        storage: ModelStorage.objectStorageMount({
          fileCache: { size: Size.gibibytes(8) },
          hierarchicalNamespace: true,
          mountOptions: ['implicit-dirs'],
        }),
      },
    ],
    [
      'buffered read service, HTTP probe',
      { storage: ModelStorage.objectStorageMount(), httpServing: { startupProbe: { httpPath: '/health' } } },
    ],
    [
      'download, transfer manager',
      { storage: ModelStorage.downloadAtStart(), downloader: CloudRunModelDownloader.PYTHON_TRANSFER_MANAGER },
    ],
    [
      'internet with VPC, RTX',
      {
        storage: ModelStorage.internet({ url: 'https://example.com/m' }),
        network: CloudRunNetwork.create({ tags: ['a'] }),
        gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
        region: 'europe-west4',
      },
    ],
    ['worker pool, TCP startup probe', { storage: ModelStorage.downloadAtStart(), workerStartupProbe: { port: 8081 } }],
    ['worker pool, HTTP startup probe', { workerStartupProbe: { port: 8081, httpPath: '/ready' } }],
    [
      'rapid cache on a download, second-miss admission',
      {
        storage: CloudRunModelStorage.downloadAtStart({
          rapidCache: {
            zones: ['us-central1-a'],
            ttl: Duration.hours(2),
            admissionPolicy: CloudRunRapidCacheAdmissionPolicy.ADMIT_ON_SECOND_MISS,
          },
        }),
      },
    ],
    [
      'existing bucket and ids',
      {
        storage: ModelStorage.objectStorageMount({ bucketName: 'acme-models' }),
        network: CloudRunNetwork.fromIds({ network: 'n', subnetwork: 's' }),
      },
    ],
  ];
  const stacks: Array<[string, TerraformStack]> = variants.map(([name, props]) => {
    const stack = newStack();
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ labels: { team: 'ml' }, ...props }));
    return [name, stack];
  });
  const withResources = newStack();
  const network = new ComputeNetwork(withResources, 'net', { name: 'net', autoCreateSubnetworks: false });
  const subnetwork = new ComputeSubnetwork(withResources, 'sub', {
    name: 'sub',
    network: network.id,
    ipCidrRange: '10.0.0.0/24',
    region: 'us-central1',
    privateIpGoogleAccess: true,
  });
  new CloudRunGpuWorkload(
    withResources,
    'llm',
    baseProps({ storage: ModelStorage.downloadAtStart(), network: CloudRunNetwork.fromResources(network, subnetwork) }),
  );
  stacks.push(['subnetwork resource with precondition', withResources]);
  return stacks;
}

function exampleStacks(): Array<[string, TerraformStack]> {
  const app = Testing.app();
  const examples = loadExamples().filter((example) => example.name.startsWith('gcp-'));
  for (const example of examples) example.build(app);
  return examples.map((example) => [example.name, app.node.findChild(example.name) as TerraformStack]);
}

/** Every attribute path a stack emits, per resource type, without list indices. */
function emittedPaths(json: any): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  const visit = (type: string, value: any, prefix: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(type, item, prefix));
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const keyPath = prefix ? `${prefix}.${key}` : key;
      paths.get(type)!.add(keyPath);
      if (!/limits|labels|annotations/.test(key)) visit(type, child, keyPath);
    }
  };
  for (const [type, instances] of Object.entries<any>(json.resource ?? {})) {
    paths.set(type, paths.get(type) ?? new Set());
    for (const body of Object.values(instances)) visit(type, body, '');
  }
  return paths;
}

const ALL = [...exampleStacks(), ...libraryStacks()];

describe('every google resource the library synthesizes fits the provider schema', () => {
  test('the ten example stacks are among those checked', () => {
    expect(
      ALL.map(([name]) => name)
        .filter((name) => name.startsWith('gcp-'))
        .sort(),
    ).toEqual([
      'gcp-cloudrun-download',
      'gcp-cloudrun-existing-vpc',
      'gcp-cloudrun-gcsfuse-buffered',
      'gcp-cloudrun-gcsfuse-cache',
      'gcp-cloudrun-gcsfuse-staged',
      'gcp-cloudrun-image',
      'gcp-cloudrun-rapid-cache',
      'gcp-cloudrun-service',
      'gcp-cloudrun-shared-bucket',
      'gcp-cloudrun-stream',
      'gcp-cloudrun-vllm',
    ]);
  });

  test.each(ALL)(
    '%s: every attribute and block is in the google 6.50.0 bindings, with its type, and every required one is set',
    (_, stack) => {
      expect(validateStack(synthJson(stack), EXTRAS)).toEqual([]);
    },
  );

  test.each(ALL)('%s: nothing that google 7.x removed or retyped is emitted', (_, stack) => {
    const emitted = emittedPaths(synthJson(stack));
    for (const [type, changed] of Object.entries(CHANGED_IN_7X)) {
      for (const attribute of changed) expect(emitted.get(type)?.has(attribute) ?? false).toBe(false);
    }
  });

  test('the attributes beyond the bindings are really absent from them, and the stack constraint admits them', () => {
    const gcs = bindingSchema('google_cloud_run_v2_worker_pool').template.children!.volumes.children!.gcs.children!;
    expect(Object.keys(gcs).sort()).toEqual(['bucket', 'read_only']);
    const serviceGcs = bindingSchema('google_cloud_run_v2_service').template.children!.volumes.children!.gcs.children!;
    expect(serviceGcs.mount_options).toBeUndefined();
    const floor = /^>= (\d+\.\d+\.\d+), < 8\.0\.0$/.exec(GOOGLE_PROVIDER_CONSTRAINT)?.[1];
    expect(floor).toBe('7.5.0');
    // run_execution_token is emitted only by the staging job, whose stack asks for the staging constraint.
    const stagingFloor = /^>= (\d+\.\d+\.\d+), < 8\.0\.0$/.exec(GOOGLE_STAGING_PROVIDER_CONSTRAINT)?.[1];
    expect(stagingFloor).toBe('7.42.0');
    for (const [name, { since }] of Object.entries(ADDED_AFTER_BINDINGS))
      expect(compareVersions(since, name === 'run_execution_token' ? stagingFloor! : floor!)).toBeLessThanOrEqual(0);
    expect(bindingSchema('google_cloud_run_v2_job').run_execution_token).toBeUndefined();
    const workerContainer = bindingSchema('google_cloud_run_v2_worker_pool').template.children!.containers.children!;
    expect(workerContainer.startup_probe).toBeUndefined();
  });

  test.each(['worker pool, TCP startup probe', 'worker pool, HTTP startup probe'])(
    "%s: the worker pool's startup_probe has the service's startup_probe shape, which 7.5.0 gave worker pools",
    (name) => {
      const [, stack] = ALL.find(([variant]) => variant === name)!;
      const workerPool = Object.values<any>(synthJson(stack).resource.google_cloud_run_v2_worker_pool)[0];
      const probe = workerPool.template.containers[0].startup_probe;
      expect(probe).toBeDefined();
      const serviceProbe = bindingSchema('google_cloud_run_v2_service').template.children!.containers.children!.startup_probe;
      expect(validateBlock(serviceProbe.children!, probe, 'startup_probe')).toEqual([]);
      // A worker pool has no container port to default to: the probe names its port.
      expect(probe.tcp_socket?.port ?? probe.http_get?.port).toBe(8081);
    },
  );

  test("the bindings' schema is read correctly: required fields, single blocks and lists", () => {
    const workerPool = bindingSchema('google_cloud_run_v2_worker_pool');
    expect(workerPool.name.required).toBe(true);
    expect(workerPool.template).toEqual(expect.objectContaining({ isBlock: true, single: true, required: true }));
    expect(workerPool.template.children!.containers).toEqual(expect.objectContaining({ isBlock: true, single: false }));
    expect(workerPool.template.children!.containers.children!.image.required).toBe(true);
    expect(workerPool.template.children!.node_selector.children!.accelerator.required).toBe(true);
    expect(bindingSchema('google_compute_subnetwork').private_ip_google_access.storageClassType).toBe('boolean');
  });

  test('the check fails on an unknown attribute, a missing required one, a wrong type and a second item in a single block', () => {
    const json = synthJson(ALL[0][1]);
    const [type, instances] = Object.entries<any>(json.resource).find(([t]) => t.startsWith('google_cloud_run_v2_'))!;
    const body = Object.values<any>(instances)[0];
    body.template.containers[0].volume_mounts = [{ name: 'x' }];
    body.template.node_selector = [{ accelerator: 'nvidia-l4' }, { accelerator: 'nvidia-l4' }];
    body.template.gpu_zonal_redundancy_disabled = 'yes';
    body.template.startup_probe = {};
    const problems = validateStack(json, EXTRAS).map((p) => `${p.path} ${p.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${type}\\..*template\\.containers\\[0\\]\\.volume_mounts\\[0\\]\\.mount_path is required$`)),
        expect.stringMatching(/template\.node_selector holds 2 items; the block takes one$/),
        expect.stringMatching(/template\.gpu_zonal_redundancy_disabled should be a boolean$/),
        expect.stringMatching(/template\.startup_probe is not in the provider schema/),
      ]),
    );
  });

  test('mount_options passes only because it is listed: without the list it is reported', () => {
    const [, stack] = ALL.find(([name]) => name === 'gcp-cloudrun-gcsfuse-cache')!;
    const problems = validateStack(synthJson(stack), {});
    expect(problems).toEqual([expect.objectContaining({ path: expect.stringMatching(/template\.volumes\[1\]\.gcs\.mount_options$/) })]);
  });
});

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}
