import { CheckFinding, CheckLevel, CheckRule, unverified } from '../../core/checks/rule';
import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { allStrings, block, blocks, isTrue } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, readsCloudStorage, template } from './cloud-run-helpers';

/** With all traffic in the VPC, Cloud Storage is reachable only through Private Google Access (or a NAT). */
export const GCS_PRIVATE_ACCESS: CheckRule = {
  id: 'GPUM-CHECK-GCS-PRIVATE-ACCESS',
  level: CheckLevel.WARNING,
  description:
    'The subnetwork a Cloud Run workload that loads its model from Cloud Storage egresses through has Private Google Access off.',
  fix: 'Set private_ip_google_access = true on the google_compute_subnetwork.',
  check(resource, index): CheckFinding[] {
    if (!CLOUD_RUN_TYPES.includes(resource.type) || !readsCloudStorage(resource)) return [];
    const access = block(template(resource)?.vpc_access);
    const findings: CheckFinding[] = [];
    for (const subnet of blocks(access?.network_interfaces).map((ni) => subnetworkOf(ni, index))) {
      if (subnet === undefined) continue;
      if (subnet.mode === 'data') {
        // An existing subnetwork's setting is known only at plan time; a precondition on it checks it then.
        if (!hasPrecondition(resource, subnet)) {
          findings.push(
            unverified(
              `loads its model from Cloud Storage through subnetwork ${subnet.address}, an existing subnetwork (a data source) whose private_ip_google_access is known only at plan time`,
            ),
          );
        }
        continue;
      }
      if (!isTrue(subnet.config.private_ip_google_access)) {
        findings.push(`loads its model from Cloud Storage through subnetwork ${subnet.address}, which has Private Google Access off`);
      }
    }
    return findings;
  },
};

/** True when the workload has a lifecycle precondition on the subnetwork's private_ip_google_access (our construct adds one). */
function hasPrecondition(resource: IndexedResource, subnet: IndexedResource): boolean {
  return blocks(block(resource.config.lifecycle)?.precondition).some((p) =>
    allStrings(p.condition).some((c) => c.includes(`${subnet.address}.private_ip_google_access`)),
  );
}

/** The stack's subnetwork a network interface names, by reference or by literal name or path. */
function subnetworkOf(ni: Record<string, any>, index: StackIndex): IndexedResource | undefined {
  const named = ni.subnetwork ?? ni.network;
  const target = index.target(named);
  if (target?.type === 'google_compute_subnetwork') return target;
  if (typeof named !== 'string' || named.includes('${')) return undefined;
  // `gpu-serving`, or `projects/<project>/regions/<region>/subnetworks/gpu-serving`.
  const path = /(?:projects\/([^/]+)\/)?(?:regions\/([^/]+)\/)?subnetworks\/([^/]+)$/.exec(named);
  const [project, region, name] = path ? [path[1], path[2], path[3]] : [undefined, undefined, named];
  const agrees = (own: unknown, wanted: string | undefined) =>
    wanted === undefined || typeof own !== 'string' || own.includes('${') || own === wanted;
  return index
    .ofType('google_compute_subnetwork')
    .find((s) => s.config.name === name && agrees(s.config.project, project) && agrees(s.config.region, region));
}
