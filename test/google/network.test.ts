import './support/jest-matchers';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { DataGoogleComputeNetwork } from '@cdktf/provider-google/lib/data-google-compute-network';
import { DataGoogleComputeSubnetwork } from '@cdktf/provider-google/lib/data-google-compute-subnetwork';
import { collectAdvice } from '../../src/core/advice';
import { TerraformStack, TerraformVariable } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps, CloudRunNetwork } from '../../src/google';
import { thrown } from '../support/errors';
import { baseProps, build, newStack, only, synthJson } from './support/fixtures';

const gcs = { storage: ModelStorage.objectStorageMount() };

function withResources(
  stack: TerraformStack,
  privateIpGoogleAccess: boolean | undefined,
  overrides: Partial<CloudRunGpuWorkloadProps> = {},
) {
  const network = new ComputeNetwork(stack, 'shared', { name: 'shared', autoCreateSubnetworks: false });
  const subnetwork = new ComputeSubnetwork(stack, 'gpu', {
    name: 'gpu',
    network: network.id,
    region: 'us-central1',
    ipCidrRange: '10.10.0.0/24',
    privateIpGoogleAccess,
  });
  return new CloudRunGpuWorkload(
    stack,
    'llm',
    baseProps({ ...gcs, network: CloudRunNetwork.fromResources(network, subnetwork, { tags: ['gpu'] }), ...overrides }),
  );
}

describe('Direct VPC', () => {
  test("a new network: custom mode, one subnetwork in the workload's region with Private Google Access, default range", () => {
    const { stack, workload } = build(gcs);
    const json = synthJson(stack);
    expect(only(json, 'google_compute_subnetwork')).toEqual(
      expect.objectContaining({ ip_cidr_range: '10.8.0.0/24', region: 'us-central1', private_ip_google_access: true }),
    );
    // The resources the network's bind() returned: the workload's own children, not a lookup by ID.
    expect(workload.network).toBeInstanceOf(ComputeNetwork);
    expect(workload.network).toBe(workload.node.findChild('Network'));
    expect(workload.subnetwork).toBeInstanceOf(ComputeSubnetwork);
    expect(workload.subnetwork).toBe(workload.node.findChild('Subnetwork'));
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toHaveLength(0);
  });

  test('a new network with a chosen range and tags', () => {
    const json = synthJson(build({ ...gcs, network: CloudRunNetwork.create({ ipCidrRange: '10.20.0.0/26', tags: ['llm'] }) }).stack);
    expect(only(json, 'google_compute_subnetwork').ip_cidr_range).toBe('10.20.0.0/26');
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access.network_interfaces[0].tags).toEqual(['llm']);
  });

  test.each(['10.20.0.0/27', '10.20.0.0', '300.1.0.0/24', 'default'])('a range Direct VPC cannot use fails: %s', (ipCidrRange) => {
    expect(() => build({ ...gcs, network: CloudRunNetwork.create({ ipCidrRange }) })).toThrow(/GPUM-CR-SUBNET-RANGE/);
  });

  test('range "10.20.0.0/27": the error names network.ipCidrRange, the range and the fix', () => {
    expect(thrown(() => build({ ...gcs, network: CloudRunNetwork.create({ ipCidrRange: '10.20.0.0/27' }) }))).toMatchObject({
      code: 'GPUM-CR-SUBNET-RANGE',
      property: 'network.ipCidrRange',
      value: '10.20.0.0/27',
      fix: 'give one such as 10.8.0.0/24',
    });
  });

  test('an existing network by ID: no network is created, and a warning says Private Google Access must be on', () => {
    const ids = {
      network: 'projects/acme-net/global/networks/shared',
      subnetwork: 'projects/acme-net/regions/us-central1/subnetworks/gpu',
    };
    const { stack, workload } = build({ ...gcs, network: CloudRunNetwork.fromIds({ ...ids, tags: ['gpu'] }) });
    const json = synthJson(stack);
    expect(json.resource.google_compute_network).toBeUndefined();
    expect(json.resource.google_compute_subnetwork).toBeUndefined();
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access).toEqual({
      egress: 'ALL_TRAFFIC',
      network_interfaces: [{ ...ids, tags: ['gpu'] }],
    });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-SUBNET-PGA')?.message).toMatch(/must have Private Google Access on/);
    expect(workload.network).toBeUndefined();
    expect(workload.subnetwork).toBeUndefined();
  });

  test("bind() returns the network and subnetwork it creates, and an existing network's bind() none", () => {
    const stack = newStack();
    const config = CloudRunNetwork.create().bind(stack, { region: 'us-central1', namePrefix: 'gpu' });
    expect(config.networkResource).toBe(stack.node.findChild('Network'));
    expect(config.subnetworkResource).toBe(stack.node.findChild('Subnetwork'));
    const existing = CloudRunNetwork.fromIds({ network: 'shared', subnetwork: 'gpu' }).bind(stack, {
      region: 'us-central1',
      namePrefix: 'x',
    });
    expect(existing.networkResource).toBeUndefined();
    expect(existing.subnetworkResource).toBeUndefined();
  });

  test('an existing subnetwork in another region fails', () => {
    expect(() =>
      build({
        ...gcs,
        network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: 'projects/acme-net/regions/europe-west4/subnetworks/gpu' }),
      }),
    ).toThrow(/GPUM-CR-SUBNET-REGION.*europe-west4.*us-central1/);
    const subnetwork = 'projects/acme-net/regions/europe-west4/subnetworks/gpu';
    expect(thrown(() => build({ ...gcs, network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork }) }))).toMatchObject({
      code: 'GPUM-CR-SUBNET-REGION',
      property: 'network.subnetwork',
      value: subnetwork,
      fix: "a subnetwork in the workload's region",
    });
  });

  test('provider objects: references, and Private Google Access checked at synth (true: no warning) and at plan', () => {
    const stack = newStack();
    const workload = withResources(stack, true);
    const json = synthJson(stack);
    const wp = only(json, 'google_cloud_run_v2_worker_pool');
    expect(wp.template.vpc_access.network_interfaces).toEqual([
      { network: '${google_compute_network.shared.id}', subnetwork: '${google_compute_subnetwork.gpu.id}', tags: ['gpu'] },
    ]);
    expect(wp.lifecycle.precondition).toEqual([
      expect.objectContaining({ condition: '${google_compute_subnetwork.gpu.private_ip_google_access}' }),
    ]);
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toHaveLength(0);
    expect(workload.network).toBeUndefined();
  });

  test('a subnetwork of this app with Private Google Access off fails at synth, and so does unset (off by default)', () => {
    expect(() => withResources(newStack(), false)).toThrow(/GPUM-CR-SUBNET-PGA.*private_ip_google_access = false/);
    expect(() => withResources(newStack(), undefined)).toThrow(
      /\[GPUM-CR-SUBNET-PGA\] test\/llm: the subnetwork of this app has private_ip_google_access = false \(unset is false: Google's default is off\)/,
    );
  });

  test("the subnetwork's configuration is read when the workload binds it, escape-hatch overrides included", () => {
    const stack = newStack();
    const network = new ComputeNetwork(stack, 'shared', { name: 'shared', autoCreateSubnetworks: false });
    const subnetwork = new ComputeSubnetwork(stack, 'gpu', {
      name: 'gpu',
      network: network.id,
      region: 'us-central1',
      ipCidrRange: '10.10.0.0/24',
    });
    const fromResources = CloudRunNetwork.fromResources(network, subnetwork);
    // Set after fromResources(), before the workload: counts.
    subnetwork.privateIpGoogleAccess = true;
    expect(() => new CloudRunGpuWorkload(stack, 'a', baseProps({ ...gcs, network: fromResources }))).not.toThrow();
    subnetwork.addOverride('private_ip_google_access', false);
    expect(() => new CloudRunGpuWorkload(stack, 'b', baseProps({ ...gcs, network: fromResources }))).toThrow(/GPUM-CR-SUBNET-PGA/);
  });

  test('a Terraform token for private_ip_google_access warns that it cannot be checked, and the plan checks it', () => {
    const stack = newStack();
    const access = new TerraformVariable(stack, 'pga', { type: 'bool' });
    const network = new ComputeNetwork(stack, 'shared', { name: 'shared', autoCreateSubnetworks: false });
    const subnetwork = new ComputeSubnetwork(stack, 'gpu', {
      name: 'gpu',
      network: network.id,
      region: 'us-central1',
      ipCidrRange: '10.10.0.0/24',
      privateIpGoogleAccess: access.booleanValue,
    });
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ ...gcs, network: CloudRunNetwork.fromResources(network, subnetwork) }));
    const advice = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA');
    expect(advice.map((a) => a.level)).toEqual(['warning']);
    expect(advice[0].message).toMatch(
      /private_ip_google_access is a Terraform token, known only at apply, so it cannot be checked at synth/,
    );
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').lifecycle.precondition[0].condition).toBe(
      '${google_compute_subnetwork.gpu.private_ip_google_access}',
    );
  });

  test('a plain object with only an ID keeps the unknown-setting warning', () => {
    const stack = newStack();
    new CloudRunGpuWorkload(
      stack,
      'llm',
      baseProps({
        ...gcs,
        network: CloudRunNetwork.fromResources(
          { id: 'projects/acme-ml/global/networks/n' },
          { id: 'projects/acme-ml/regions/us-central1/subnetworks/s' },
        ),
      }),
    );
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-SUBNET-PGA')?.message).toMatch(/must have Private Google Access on/);
  });

  test('data sources for a network owned elsewhere: referenced, with a plan-time precondition', () => {
    const stack = newStack();
    const network = new DataGoogleComputeNetwork(stack, 'shared', { name: 'shared' });
    const subnetwork = new DataGoogleComputeSubnetwork(stack, 'gpu', { name: 'gpu', region: 'us-central1' });
    new CloudRunGpuWorkload(stack, 'llm', baseProps({ ...gcs, network: CloudRunNetwork.fromResources(network, subnetwork) }));
    const wp = only(synthJson(stack), 'google_cloud_run_v2_worker_pool');
    expect(wp.template.vpc_access.network_interfaces[0]).toEqual({
      network: '${data.google_compute_network.shared.id}',
      subnetwork: '${data.google_compute_subnetwork.gpu.id}',
    });
    expect(wp.lifecycle.precondition[0].condition).toBe('${data.google_compute_subnetwork.gpu.private_ip_google_access}');
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toHaveLength(1);
  });

  test.each([
    ['objectStorageMount', ModelStorage.objectStorageMount()],
    ['downloadAtStart', ModelStorage.downloadAtStart()],
  ])('%s: an info annotation says ALL_TRAFFIC egress reaches the internet only through Cloud NAT', (_, storage) => {
    const advice = collectAdvice(build({ storage }).stack).filter((a) => a.id === 'GPUM-CR-EGRESS-ALL-TRAFFIC');
    expect(advice).toHaveLength(1);
    expect(advice[0].level).toBe('info');
    expect(advice[0].message).toMatch(
      /egress is ALL_TRAFFIC.*the internet .* only through Cloud NAT.*Without Cloud NAT, internet requests time out/,
    );
  });

  test('a model in the image keeps private-ranges egress with a network, and says nothing about NAT', () => {
    const { stack } = build({ storage: ModelStorage.containerImage(), network: CloudRunNetwork.create() });
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.vpc_access.egress).toBe('PRIVATE_RANGES_ONLY');
    expect(synthJson(stack).resource.google_compute_router_nat).toBeUndefined();
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-EGRESS-ALL-TRAFFIC')).toEqual([]);
  });

  describe("Shared VPC: a subnetwork in another project than the workload's", () => {
    const hostSubnet = 'projects/acme-net/regions/us-central1/subnetworks/gpu';
    const sharedVpcAdvice = (stack: TerraformStack) => collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SHARED-VPC');

    test('by ID: a warning names the role and the Cloud Run service agent that need it on the host subnet', () => {
      const { stack } = build({
        ...gcs,
        network: CloudRunNetwork.fromIds({ network: 'projects/acme-net/global/networks/shared', subnetwork: hostSubnet }),
      });
      const [advice, ...rest] = sharedVpcAdvice(stack);
      expect(rest).toEqual([]);
      expect(advice.level).toBe('warning');
      expect(advice.message).toBe(
        `[GPUM-CR-SHARED-VPC] the subnetwork "${hostSubnet}" is in project acme-net and the workload in acme-ml: a Shared VPC. Direct VPC needs the Cloud Run service agent of acme-ml, service-<PROJECT_NUMBER>@serverless-robot-prod.iam.gserviceaccount.com (PROJECT_NUMBER: the number of project acme-ml), to hold roles/compute.networkUser on that subnetwork in acme-net (or on the host project); without it the deploy fails. Ask the host project's network admins for it: gcloud compute networks subnets add-iam-policy-binding gpu --project acme-net --region us-central1 --member serviceAccount:service-<PROJECT_NUMBER>@serverless-robot-prod.iam.gserviceaccount.com --role roles/compute.networkUser`,
      );
    });

    test('an existing subnetwork by ID: the Private Google Access check names it, its project and region', () => {
      const { stack } = build({
        ...gcs,
        network: CloudRunNetwork.fromIds({ network: 'projects/acme-net/global/networks/shared', subnetwork: hostSubnet }),
      });
      const [pga] = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA');
      expect(pga.message).toContain(
        'Check with: gcloud compute networks subnets describe gpu --project acme-net --region us-central1 --format="value(privateIpGoogleAccess)"',
      );
      expect(pga.message).not.toContain('<subnetwork>');
    });

    test("the workload's project prop wins over the provider's; the same project is no Shared VPC", () => {
      const sameProject = build({
        ...gcs,
        project: 'acme-net',
        network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: hostSubnet }),
      });
      expect(sharedVpcAdvice(sameProject.stack)).toEqual([]);
      const otherProject = build({
        ...gcs,
        project: 'acme-prod',
        network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: hostSubnet }),
      });
      expect(sharedVpcAdvice(otherProject.stack)[0].message).toMatch(/in project acme-net and the workload in acme-prod/);
    });

    test("provider objects: the subnetwork's configured project is compared", () => {
      const stack = newStack();
      const network = new DataGoogleComputeNetwork(stack, 'net', { name: 'shared', project: 'acme-net' });
      const subnetwork = new DataGoogleComputeSubnetwork(stack, 'sub', { name: 'gpu', region: 'us-central1', project: 'acme-net' });
      new CloudRunGpuWorkload(stack, 'llm', baseProps({ ...gcs, network: CloudRunNetwork.fromResources(network, subnetwork) }));
      expect(sharedVpcAdvice(stack)[0].message).toMatch(
        /^\[GPUM-CR-SHARED-VPC\] the subnetwork "gpu" is in project acme-net and the workload in acme-ml/,
      );
    });

    test('provider objects: the warnings name the subnetwork by the name it was configured with, never a placeholder', () => {
      const stack = newStack();
      const network = new DataGoogleComputeNetwork(stack, 'net', { name: 'shared', project: 'acme-net' });
      const subnetwork = new DataGoogleComputeSubnetwork(stack, 'sub', { name: 'gpu', region: 'us-central1', project: 'acme-net' });
      new CloudRunGpuWorkload(stack, 'llm', baseProps({ ...gcs, network: CloudRunNetwork.fromResources(network, subnetwork) }));
      const [shared] = sharedVpcAdvice(stack);
      expect(shared.message).toContain(
        'gcloud compute networks subnets add-iam-policy-binding gpu --project acme-net --region us-central1',
      );
      const [pga] = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA');
      expect(pga.message).toMatch(/^\[GPUM-CR-SUBNET-PGA\] the existing subnetwork "gpu" must have Private Google Access on/);
      expect(pga.message).toContain('gcloud compute networks subnets describe gpu --project acme-net --region us-central1');
      for (const advice of [shared, pga]) expect(advice.message).not.toContain('<subnetwork>');
    });

    test('nothing to say when a project is unknown at synth, or for a subnetwork given by name', () => {
      expect(sharedVpcAdvice(build({ ...gcs, network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: 'gpu' }) }).stack)).toEqual(
        [],
      );
      const stack = new TerraformStack(newStack().node.scope!, 'no-provider-project');
      new CloudRunGpuWorkload(
        stack,
        'llm',
        baseProps({ ...gcs, network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: hostSubnet }) }),
      );
      expect(sharedVpcAdvice(stack)).toEqual([]);
    });

    test("a network the construct creates lives in the workload's project", () => {
      expect(sharedVpcAdvice(build(gcs).stack)).toEqual([]);
    });
  });

  test('a model in the image runs without a VPC unless given one, and then egress is private ranges only', () => {
    const json = synthJson(build({ network: CloudRunNetwork.create() }).stack);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access.egress).toBe('PRIVATE_RANGES_ONLY');
    const noPga = build({ network: CloudRunNetwork.fromIds({ network: 'shared', subnetwork: 'gpu' }) }).stack;
    expect(collectAdvice(noPga).filter((a) => a.id === 'GPUM-CR-SUBNET-PGA')).toHaveLength(0);
  });
});
