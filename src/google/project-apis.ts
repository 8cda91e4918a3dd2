import { Construct } from 'constructs';
import type { ProjectService } from '@cdktf/provider-google/lib/project-service';
import { addWarning } from '../core/advice';
import { TerraformResource, dependable } from '../core/framework';
import { perStack } from '../core/private/per-stack';
import { projectServiceBinding } from './lazy-bindings';

/**
 * A Google API the workload's resources call, the child construct ID of its `google_project_service`
 * (a Terraform address, stable) and the resource types that need it. A new API (Secret Manager for
 * a new kind of resource) is one more row.
 */
interface ProjectApi {
  readonly id: string;
  readonly service: string;
  readonly resourceTypes: RegExp;
}

/** In the order the warning names them. */
const PROJECT_APIS: readonly ProjectApi[] = [
  { id: 'RunApi', service: 'run.googleapis.com', resourceTypes: /^google_cloud_run_v2_/ },
  { id: 'IamApi', service: 'iam.googleapis.com', resourceTypes: /^google_service_account$/ },
  { id: 'StorageApi', service: 'storage.googleapis.com', resourceTypes: /^google_storage_/ },
  { id: 'ComputeApi', service: 'compute.googleapis.com', resourceTypes: /^google_compute_/ },
  // A staging job that reads the hub token from Secret Manager (its secret_key_ref) grants access
  // to that secret; the job depends on the grant, so on the API too.
  { id: 'SecretManagerApi', service: 'secretmanager.googleapis.com', resourceTypes: /^google_secret_manager_/ },
];

/** What {@link enableProjectApis} needs to know about the workload. */
export interface ProjectApisOptions {
  /** The user's `enableApis`: undefined warns, false trusts the project, true enables. */
  readonly enable?: boolean;
  /** The workload's project; undefined is the provider's. */
  readonly project?: string;
}

/**
 * The APIs the resources under `workload` need, enabled with `google_project_service` when the
 * user opts in, with every such resource depending on its API so that Terraform enables it first.
 * Call once, after the workload created its resources.
 *
 * Off by default: enabling a service is a project-wide change that the deploying identity needs
 * `serviceusage.services.enable` for, which a least-privilege deployer of a project whose APIs are
 * already on lacks; and it leaves every existing stack's resources as they were. When left unset, a
 * warning names the APIs, since a new project has them off and the apply would fail.
 */
export function enableProjectApis(workload: Construct, options: ProjectApisOptions): ProjectService[] {
  const resources = workload.node.findAll().filter(TerraformResource.isTerraformResource);
  const needed = PROJECT_APIS.filter((api) => resources.some((r) => api.resourceTypes.test(r.terraformResourceType)));
  if (needed.length === 0 || options.enable === false) return [];
  if (options.enable === undefined) {
    const services = needed.map((api) => api.service);
    if (firstToWarn(workload, options.project, services)) {
      addWarning(
        workload,
        'GPUM-CR-PROJECT-APIS',
        `the project needs ${services.join(', ')} enabled before this deploys: a new project has them off, and the apply fails with SERVICE_DISABLED. Set enableApis: true for the stack to enable them (google_project_service, never disabled on destroy; the deploying identity needs serviceusage.services.enable), or enableApis: false once the project has them (gcloud services enable ${services.join(' ')}). Said once for the workloads of this stack and project that need these APIs`,
      );
    }
    return [];
  }
  return needed.map((api) => {
    const service: ProjectService = new (projectServiceBinding().ProjectService)(workload, api.id, {
      project: options.project,
      service: api.service,
      disableOnDestroy: false,
    });
    const dependency = dependable(service);
    for (const resource of resources) {
      if (api.resourceTypes.test(resource.terraformResourceType)) resource.dependsOn = [...(resource.dependsOn ?? []), dependency];
    }
    return service;
  });
}

/** The project-and-APIs pairs each stack has warned about. */
const warnedIn = perStack(() => new Set<string>());

/**
 * True for the first workload of a stack that needs these APIs in this project: the requirement is
 * the project's, so a stack of many workloads says it once, not once a workload.
 */
function firstToWarn(workload: Construct, project: string | undefined, services: string[]): boolean {
  const warned = warnedIn(workload);
  // The provider's project (undefined) is one project for the whole stack.
  const key = `${project ?? ''}|${services.join(' ')}`;
  if (warned.has(key)) return false;
  warned.add(key);
  return true;
}
