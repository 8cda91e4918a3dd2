import { Construct, IConstruct } from 'constructs';
import type { ProjectService } from '@cdktf/provider-google/lib/project-service';
import { addWarning } from '../core/advice';
import { TerraformResource, TerraformStack, dependable } from '../core/framework';
import { isResolved } from '../core/tokens';
import { providerProject } from './provider-project';
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
    const services = notYetNamed(
      workload,
      options.project,
      needed.map((api) => api.service),
    );
    if (services.length > 0) {
      addWarning(
        workload,
        'GPUM-CR-PROJECT-APIS',
        `the project needs ${services.join(', ')} enabled before this deploys: a new project has them off, and the apply fails with SERVICE_DISABLED. Set enableApis: true for the stack to enable them (google_project_service, never disabled on destroy; the deploying identity needs serviceusage.services.enable), or enableApis: false once the project has them (gcloud services enable ${services.join(' ')}). Said once per project in the app: a later workload that needs the same APIs does not repeat them`,
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

/** The APIs named so far in each app, by project. Held weakly: separate apps (separate tests) never see each other's. */
const namedIn = new WeakMap<IConstruct, Map<string, Set<string>>>();

/**
 * The services no earlier workload of the app named for this project: the requirement is the
 * project's, so an app of many workloads, in one stack or several, names each API once. A project
 * known at synth (the workload's, else the stack's google provider's) is one project across stacks;
 * one only known at apply is counted per stack.
 */
function notYetNamed(workload: Construct, project: string | undefined, services: string[]): string[] {
  const root = workload.node.root;
  let byProject = namedIn.get(root);
  if (!byProject) namedIn.set(root, (byProject = new Map()));
  const effective = project ?? providerProject(workload);
  const key =
    effective !== undefined && isResolved(effective)
      ? `project ${effective}`
      : `stack ${TerraformStack.of(workload).node.path} ${project ?? ''}`;
  let named = byProject.get(key);
  if (!named) byProject.set(key, (named = new Set()));
  const fresh = services.filter((s) => !named.has(s));
  for (const s of fresh) named.add(s);
  return fresh;
}
