import { ComputeRouter } from '@cdktf/provider-google/lib/compute-router';
import { ComputeRouterNat } from '@cdktf/provider-google/lib/compute-router-nat';
import { collectAdvice } from '../../src/core/advice';
import { GpuModelsError } from '../../src/core/errors';
import { ModelStorage } from '../../src/core/model-storage';
import { CloudRunCloudNat, CloudRunGpuWorkload, CloudRunNetwork } from '../../src/google';
import { baseProps, build, newStack, only, ref, subnetworkOfThisApp, synthJson } from './support/fixtures';

/*
 * ModelStorage.internet() on Cloud Run follows Google's GPU and networking best practices: Direct VPC
 * with ALL_TRAFFIC egress and Cloud NAT ("route all traffic through the VPC network by setting
 * --vpc-egress=all-traffic ... you must set up Cloud NAT to reach the public internet").
 */
const internet = ModelStorage.internet({ url: 'https://huggingface.co/meta-llama/Llama-3.1-8B' });
const ids = { network: 'projects/acme-net/global/networks/shared', subnetwork: 'projects/acme-net/regions/us-central1/subnetworks/gpu' };

function thrown(fn: () => unknown): GpuModelsError {
  try {
    fn();
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return e;
    throw e;
  }
  throw new Error('expected an error');
}

describe('an internet model on Cloud Run', () => {
  test('without a network: a coded error with the property and the fix', () => {
    const error = thrown(() => build({ storage: internet }));
    expect(error.code).toBe('GPUM-CR-INTERNET-NETWORK');
    expect(error.constructPath).toBe('test/llm');
    expect(error.property).toBe('network');
    expect(error).toMatchObject({ value: 'undefined', fix: 'Set network: CloudRunNetwork.create()' });
    expect(error.message).toMatch(/Direct VPC with ALL_TRAFFIC egress through Cloud NAT.*network: CloudRunNetwork.create\(\)/);
  });

  test('CloudRunNetwork.create(): ALL_TRAFFIC egress through a Cloud Router and Cloud NAT for the subnetwork, which the workload depends on', () => {
    const { stack } = build({ storage: internet, network: CloudRunNetwork.create() });
    const json = synthJson(stack);
    const pool = only(json, 'google_cloud_run_v2_worker_pool');
    expect(pool.template.vpc_access.egress).toBe('ALL_TRAFFIC');
    const router = only(json, 'google_compute_router');
    expect(router).toEqual(expect.objectContaining({ region: 'us-central1', network: ref(json, 'google_compute_network', 'id') }));
    const nat = only(json, 'google_compute_router_nat');
    expect(nat).toEqual(
      expect.objectContaining({
        region: 'us-central1',
        router: ref(json, 'google_compute_router', 'name'),
        nat_ip_allocate_option: 'AUTO_ONLY',
        source_subnetwork_ip_ranges_to_nat: 'LIST_OF_SUBNETWORKS',
        subnetwork: [{ name: ref(json, 'google_compute_subnetwork', 'id'), source_ip_ranges_to_nat: ['ALL_IP_RANGES'] }],
      }),
    );
    expect(pool.depends_on).toEqual([`google_compute_router_nat.${Object.keys(json.resource.google_compute_router_nat)[0]}`]);
    // Construct IDs are Terraform addresses: Router and RouterNat under the workload.
    expect(stack.node.findChild('llm').node.findChild('Router')).toBeInstanceOf(ComputeRouter);
    expect(stack.node.findChild('llm').node.findChild('RouterNat')).toBeInstanceOf(ComputeRouterNat);
  });

  test("the warning carries Cloud Run's documented caveat: Direct VPC with Cloud NAT can delay a cold start by 30 s or more", () => {
    const { stack } = build({ storage: internet, network: CloudRunNetwork.create() });
    const advice = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-INTERNET-EGRESS');
    expect(advice.map((a) => a.level)).toEqual(['warning']);
    expect(advice[0].message).toMatch(/ALL_TRAFFIC egress through the Cloud NAT this construct creates/);
    expect(advice[0].message).toMatch(/Cloud NAT and Direct VPC egress a new instance's connections can be delayed by 30 s or more/);
    // The Cloud Storage egress note about a missing NAT does not apply.
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-EGRESS-ALL-TRAFFIC')).toEqual([]);
  });

  test('an existing network without cloudNat: a coded error naming the three choices', () => {
    const error = thrown(() => build({ storage: internet, network: CloudRunNetwork.fromIds(ids) }));
    expect(error.code).toBe('GPUM-CR-INTERNET-NAT');
    expect(error.property).toBe('network.cloudNat');
    expect(error).toMatchObject({ value: 'undefined', fix: 'Set cloudNat on the network' });
    expect(error.message).toMatch(/CloudRunCloudNat.create\(\).*CloudRunCloudNat.fromResource.*CloudRunCloudNat.existing\(\)/);
  });

  test("an existing network with CloudRunCloudNat.create(): the router and gateway go to the subnetwork's project and region", () => {
    const { stack } = build({ storage: internet, network: CloudRunNetwork.fromIds({ ...ids, cloudNat: CloudRunCloudNat.create() }) });
    const json = synthJson(stack);
    expect(only(json, 'google_compute_router')).toEqual(expect.objectContaining({ network: ids.network, project: 'acme-net' }));
    expect(only(json, 'google_compute_router_nat')).toEqual(
      expect.objectContaining({
        project: 'acme-net',
        region: 'us-central1',
        subnetwork: [{ name: ids.subnetwork, source_ip_ranges_to_nat: ['ALL_IP_RANGES'] }],
      }),
    );
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access.egress).toBe('ALL_TRAFFIC');
  });

  test("the user's own gateway: referenced as a dependency, nothing created", () => {
    const stack = newStack();
    const { network, subnetwork } = subnetworkOfThisApp(stack);
    const router = new ComputeRouter(stack, 'router', { name: 'r', network: network.id, region: 'us-central1' });
    const nat = new ComputeRouterNat(stack, 'nat', {
      name: 'n',
      router: router.name,
      region: 'us-central1',
      sourceSubnetworkIpRangesToNat: 'ALL_SUBNETWORKS_ALL_IP_RANGES',
    });
    new CloudRunGpuWorkload(
      stack,
      'llm',
      baseProps({
        storage: internet,
        network: CloudRunNetwork.fromResources(network, subnetwork, { cloudNat: CloudRunCloudNat.fromResource(nat) }),
      }),
    );
    const json = synthJson(stack);
    expect(Object.keys(json.resource.google_compute_router_nat)).toEqual(['nat']);
    expect(only(json, 'google_cloud_run_v2_worker_pool').depends_on).toEqual(['google_compute_router_nat.nat']);
    // An internet model needs no Private Google Access: the gateway reaches Google APIs too.
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toEqual([]);
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-INTERNET-EGRESS')?.message).toMatch(/through the given Cloud NAT/);
  });

  test('a gateway outside this app: the warning says it cannot be checked', () => {
    const { stack } = build({ storage: internet, network: CloudRunNetwork.fromIds({ ...ids, cloudNat: CloudRunCloudNat.existing() }) });
    expect(synthJson(stack).resource.google_compute_router_nat).toBeUndefined();
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-INTERNET-EGRESS')?.message).toMatch(
      /the gateway cannot be checked at synth: it must serve this subnetwork in us-central1/,
    );
  });

  test('a Cloud Storage model with cloudNat: ALL_TRAFFIC as before, the gateway created, no NAT note', () => {
    const { stack } = build({
      storage: ModelStorage.downloadAtStart(),
      network: CloudRunNetwork.create({ cloudNat: CloudRunCloudNat.create() }),
    });
    const json = synthJson(stack);
    expect(only(json, 'google_compute_router_nat').region).toBe('us-central1');
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-EGRESS-ALL-TRAFFIC' || a.id === 'GPUM-CR-INTERNET-EGRESS')).toEqual([]);
  });

  test('Cloud Storage models without cloudNat create no gateway (unchanged)', () => {
    const json = synthJson(build({ storage: ModelStorage.objectStorageMount() }).stack);
    expect(json.resource.google_compute_router).toBeUndefined();
    expect(json.resource.google_compute_router_nat).toBeUndefined();
  });
});
