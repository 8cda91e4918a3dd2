import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { providerProject } from './provider-project';
import { isResolved, isUnresolved } from '../core/tokens';
import { CloudRunNetworkConfig } from './network';

/** The Cloud Run service agent of a project, which attaches instances to Direct VPC subnetworks. */
const SERVICE_AGENT = 'service-<PROJECT_NUMBER>@serverless-robot-prod.iam.gserviceaccount.com';

/**
 * A subnetwork in another project than the workload's is a Shared VPC: the Cloud Run service agent
 * of the workload's project must be allowed to use it, a grant in the host project that this stack
 * cannot make without that project's number and rights. Warns (`GPUM-CR-SHARED-VPC`) with the role
 * and the member when both projects are known at synth.
 *
 * @param project the workload's `project` prop, if set
 */
export function checkSharedVpc(scope: IConstruct, config: CloudRunNetworkConfig, project: string | undefined, region: string): void {
  if (config.created) return;
  const host = subnetworkProject(config);
  const workloadProject = literal(project ?? providerProject(scope));
  if (!host || !workloadProject || host === workloadProject) return;
  addWarning(
    scope,
    'GPUM-CR-SHARED-VPC',
    `the subnetwork ${subnetworkShown(config)}is in project ${host} and the workload in ${workloadProject}: a Shared VPC. Direct VPC needs the Cloud Run service agent of ${workloadProject}, ${SERVICE_AGENT} (PROJECT_NUMBER: the number of project ${workloadProject}), to hold roles/compute.networkUser on that subnetwork in ${host} (or on the host project); without it the deploy fails. Ask the host project's network admins for it: gcloud compute networks subnets add-iam-policy-binding ${subnetworkArgument(config)} --project ${host} --region ${region} --member serviceAccount:${SERVICE_AGENT} --role roles/compute.networkUser`,
  );
}

/**
 * The project an existing subnetwork lives in, when known at synth: the project configured for it
 * in this app, or the one its ID (`projects/<project>/regions/...`) names.
 */
export function subnetworkProject(config: CloudRunNetworkConfig): string | undefined {
  if (config.subnetworkProjectInput !== undefined && !isUnresolved(config.subnetworkProjectInput)) return config.subnetworkProjectInput;
  for (const id of [config.subnetwork, config.network]) {
    if (isUnresolved(id)) continue;
    const project = /^(?:https:\/\/www\.googleapis\.com\/compute\/v1\/)?projects\/([^/]+)\/(?:regions|global)\//.exec(id)?.[1];
    if (project) return project;
  }
  return undefined;
}

/**
 * The subnetwork as a gcloud command's argument: its name when known at synth (the command names its
 * project and region), from its ID or the name this app configured for it; `<subnetwork>` only when
 * neither is known.
 */
export function subnetworkArgument(config: CloudRunNetworkConfig): string {
  const subnetwork = literal(config.subnetwork);
  if (subnetwork !== undefined) return subnetwork.split('/').pop() ?? subnetwork;
  return config.subnetworkNameInput ?? '<subnetwork>';
}

/**
 * The subnetwork as a message names it, followed by a space: its ID when known at synth, else the
 * name this app configured for it (a data source's or resource's `name`), else nothing.
 */
export function subnetworkShown(config: CloudRunNetworkConfig): string {
  const subnetwork = literal(config.subnetwork);
  if (subnetwork !== undefined) return `"${subnetwork}" `;
  return config.subnetworkNameInput !== undefined ? `"${config.subnetworkNameInput}" ` : '';
}

function literal(value: string | undefined): string | undefined {
  return value !== undefined && isResolved(value) ? value : undefined;
}
