import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { block, blocks } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, readsCloudStorage, template } from './cloud-run-helpers';

/** Google's fast path to Cloud Storage is Direct VPC egress with all traffic routed through the VPC and Private Google Access. */
export const GCS_EGRESS: CheckRule = {
  id: 'GPUM-CHECK-GCS-EGRESS',
  level: CheckLevel.WARNING,
  description:
    'A Cloud Run workload that loads its model from Cloud Storage (a download or a volume) has no Direct VPC egress (network interfaces, not a Serverless VPC Access connector) with egress = ALL_TRAFFIC.',
  fix: 'Set template.vpc_access { egress = "ALL_TRAFFIC", network_interfaces { network, subnetwork } } on a subnetwork with Private Google Access.',
  check(resource) {
    if (!CLOUD_RUN_TYPES.includes(resource.type) || !readsCloudStorage(resource)) return [];
    const access = block(template(resource)?.vpc_access);
    if (!access) return ['loads its model from Cloud Storage without Direct VPC egress (no vpc_access)'];
    if (access.connector !== undefined && blocks(access.network_interfaces).length === 0) {
      return [
        `loads its model from Cloud Storage through the Serverless VPC Access connector ${String(access.connector)}, whose instances cap the throughput, not Direct VPC egress`,
      ];
    }
    if (access.egress !== 'ALL_TRAFFIC') {
      return [
        `loads its model from Cloud Storage with vpc_access.egress = ${String(access.egress ?? 'PRIVATE_RANGES_ONLY (the default)')}: Cloud Storage traffic does not take the VPC path`,
      ];
    }
    return [];
  },
};
