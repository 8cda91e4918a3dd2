import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex } from '../stack-index';
import { block, blocks, isTrue } from '../resolved-values';
import { CLOUD_RUN_TYPES, readsCloudStorage, template } from './cloud-run-helpers';

/** With all traffic in the VPC, Cloud Storage is reachable only through Private Google Access (or a NAT). */
export const GCS_PRIVATE_ACCESS: CheckRule = {
  id: 'GPUM-CHECK-GCS-PRIVATE-ACCESS',
  level: CheckLevel.WARNING,
  description: "The subnetwork a Cloud Run workload that loads its model from Cloud Storage egresses through has Private Google Access off.",
  fix: 'Set private_ip_google_access = true on the google_compute_subnetwork.',
  check(resource, index) {
    if (!CLOUD_RUN_TYPES.includes(resource.type) || !readsCloudStorage(resource)) return [];
    const access = block(template(resource)?.vpc_access);
    return blocks(access?.network_interfaces)
      .map((ni) => subnetworkOf(ni, index))
      .filter((subnet): subnet is IndexedResource => subnet !== undefined && !isTrue(subnet.config.private_ip_google_access))
      .map((subnet) => `loads its model from Cloud Storage through subnetwork ${subnet.address}, which has Private Google Access off`);
  },
};

/** The stack's subnetwork a network interface names, by reference or by literal name. */
function subnetworkOf(ni: Record<string, any>, index: StackIndex): IndexedResource | undefined {
  const subnets = index.ofType('google_compute_subnetwork');
  const named = ni.subnetwork ?? ni.network;
  const target = index.target(named);
  if (target?.type === 'google_compute_subnetwork') return target;
  if (typeof named !== 'string') return undefined;
  return subnets.find((s) => s.config.name === named || (typeof named === 'string' && named.endsWith(`/subnetworks/${String(s.config.name)}`)));
}
