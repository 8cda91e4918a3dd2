import { Construct } from 'constructs';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import { ValidationError } from '../core/errors';
import { TerraformResource } from '../core/framework';
import { isUnresolved } from '../core/tokens';
import { CloudRunCloudNat } from './cloud-nat';
import { checkBindOptions, checkNetworkReference, checkNetworkTags } from './resource-shapes';

/**
 * A VPC network, as Cloud Run's Direct VPC needs it. The provider's `ComputeNetwork` and
 * `DataGoogleComputeNetwork` satisfy it.
 */
export interface INetworkRef {
  /** `projects/<project>/global/networks/<name>`. */
  readonly id: string;
}

/**
 * A subnetwork, as Cloud Run's Direct VPC needs it. The provider's `ComputeSubnetwork` and
 * `DataGoogleComputeSubnetwork` satisfy it.
 */
export interface ISubnetworkRef {
  /** `projects/<project>/regions/<region>/subnetworks/<name>`. */
  readonly id: string;
  /**
   * The subnetwork's `private_ip_google_access` attribute (a Terraform reference). When present,
   * the workload gets a Terraform precondition that fails the plan while it is off.
   * @default - not checked at plan time
   */
  readonly privateIpGoogleAccess?: any;
  /**
   * What this app configured for `private_ip_google_access`, when the subnetwork is a
   * `ComputeSubnetwork` of this app: false fails at synth, and so does unset (Google's default is
   * off); a Terraform token cannot be checked and warns.
   * @default - not known at synth
   */
  readonly privateIpGoogleAccessInput?: any;
  /**
   * The region this app configured for the subnetwork (`ComputeSubnetwork.regionInput`), checked
   * against the workload's region at synth.
   * @default - not known at synth
   */
  readonly regionInput?: string;
  /**
   * The project this app configured for the subnetwork (`project`), when it did: a project other
   * than the workload's is a Shared VPC, and the workload warns which grant Cloud Run needs there.
   * @default - taken from the subnetwork's ID when it names one
   */
  readonly projectInput?: string;
}

/** Options for {@link CloudRunNetwork.create}. */
export interface CloudRunNetworkCreateOptions {
  /**
   * The subnetwork's IPv4 range. Direct VPC takes IP addresses from it for instances (about two per
   * instance during revisions); Cloud Run requires at least a /26.
   * @default '10.8.0.0/24'
   */
  readonly ipCidrRange?: string;

  /**
   * Network tags on the workload's instances, for firewall rules.
   * @default - none
   */
  readonly tags?: string[];

  /**
   * The Cloud NAT the workload reaches the internet through. `ModelStorage.internet()` needs one:
   * its model comes over Direct VPC with `ALL_TRAFFIC` egress, Cloud Run's GPU best practice.
   * @default - `CloudRunCloudNat.create()` for `ModelStorage.internet()`; none otherwise
   */
  readonly cloudNat?: CloudRunCloudNat;
}

/** IDs of an existing network and subnetwork, for {@link CloudRunNetwork.fromIds}. */
export interface CloudRunNetworkAttributes {
  /** The network's ID (`projects/<project>/global/networks/<name>`) or name. */
  readonly network: string;
  /**
   * The subnetwork's ID (`projects/<project>/regions/<region>/subnetworks/<name>`) or name. It must be in
   * the workload's region and have Private Google Access on.
   */
  readonly subnetwork: string;
  /**
   * Network tags on the workload's instances, for firewall rules.
   * @default - none
   */
  readonly tags?: string[];

  /**
   * The Cloud NAT the workload reaches the internet through. `ModelStorage.internet()` needs one:
   * its model comes over Direct VPC with `ALL_TRAFFIC` egress, Cloud Run's GPU best practice.
   * @default - none: `ModelStorage.internet()` fails (`GPUM-CR-INTERNET-NAT`) until one is given
   */
  readonly cloudNat?: CloudRunCloudNat;
}

/** Options for {@link CloudRunNetwork.fromResources}. */
export interface CloudRunNetworkResourceOptions {
  /**
   * Network tags on the workload's instances, for firewall rules.
   * @default - none
   */
  readonly tags?: string[];

  /**
   * The Cloud NAT the workload reaches the internet through. `ModelStorage.internet()` needs one:
   * its model comes over Direct VPC with `ALL_TRAFFIC` egress, Cloud Run's GPU best practice.
   * @default - none: `ModelStorage.internet()` fails (`GPUM-CR-INTERNET-NAT`) until one is given
   */
  readonly cloudNat?: CloudRunCloudNat;
}

/** The network interface a workload attaches to, as `vpc_access.network_interfaces` needs it. */
export interface CloudRunNetworkConfig {
  readonly network: string;
  readonly subnetwork: string;
  readonly tags?: string[];
  /** True when the construct created the subnetwork (with Private Google Access on). */
  readonly created: boolean;
  /**
   * The network the binding created (construct ID `Network`, a `google_compute_network`). Typed as
   * the framework's resource so that the root import's types never name the google provider package.
   * @default - none: the network exists already
   */
  readonly networkResource?: TerraformResource;
  /**
   * The subnetwork the binding created (construct ID `Subnetwork`, a `google_compute_subnetwork`).
   * @default - none: the subnetwork exists already
   */
  readonly subnetworkResource?: TerraformResource;
  /** The subnetwork's `private_ip_google_access` attribute, for a plan-time precondition. */
  readonly privateIpGoogleAccess?: any;
  /** The configured `private_ip_google_access`, when known at synth. */
  readonly privateIpGoogleAccessInput?: any;
  /** The project the subnetwork was configured in, when known at synth. */
  readonly subnetworkProjectInput?: string;
  /** The region the subnetwork was configured in, when known at synth. */
  readonly subnetworkRegionInput?: string;
  /**
   * The subnetwork's name as this app configured it (the `name` of a `ComputeSubnetwork` or of a
   * `DataGoogleComputeSubnetwork`), for messages and commands when its ID is a Terraform reference.
   * @default - not known at synth
   */
  readonly subnetworkNameInput?: string;
  /**
   * True when the subnetwork is a `ComputeSubnetwork` of this app, whose configuration decides
   * `private_ip_google_access` (unset is off).
   * @default false
   */
  readonly subnetworkInApp?: boolean;
  /**
   * The Cloud NAT the network was given or creates by default.
   * @default - none
   */
  readonly cloudNat?: CloudRunCloudNat;
}

/** What a network needs to know about the workload when it binds. */
export interface CloudRunNetworkBindOptions {
  /** The workload's region: a new subnetwork is created in it. */
  readonly region: string;
  /** A name for new resources. */
  readonly namePrefix: string;
  /** @default - the provider's project */
  readonly project?: string;
}

/**
 * The VPC network and subnetwork a Cloud Run workload reaches Cloud Storage through (Direct VPC
 * egress with Private Google Access): a new one, or an existing one by ID or as provider objects.
 */
export abstract class CloudRunNetwork {
  /**
   * A new custom-mode network and a subnetwork in the workload's region with Private Google Access
   * on (construct IDs `Network` and `Subnetwork` under the workload).
   */
  public static create(options: CloudRunNetworkCreateOptions = {}): CloudRunNetwork {
    return new CreatedNetwork(options);
  }

  /**
   * An existing network and subnetwork, by ID. Private Google Access cannot be checked, so the
   * workload warns that it must be on.
   */
  public static fromIds(attributes: CloudRunNetworkAttributes): CloudRunNetwork {
    return new ImportedNetwork({
      network: attributes.network,
      subnetwork: attributes.subnetwork,
      tags: attributes.tags,
      created: false,
      cloudNat: attributes.cloudNat,
    });
  }

  /**
   * An existing network and subnetwork as the provider's own objects (`ComputeNetwork` /
   * `ComputeSubnetwork`, or the `DataGoogleCompute*` data sources). The subnetwork's Private Google
   * Access is checked at synth when this app configures it, and by a plan-time precondition.
   */
  public static fromResources(
    network: INetworkRef,
    subnetwork: ISubnetworkRef,
    options: CloudRunNetworkResourceOptions = {},
  ): CloudRunNetwork {
    return new ImportedNetwork(
      {
        network: network.id,
        subnetwork: subnetwork.id,
        tags: options.tags,
        created: false,
        privateIpGoogleAccess: subnetwork.privateIpGoogleAccess,
        subnetworkProjectInput: subnetwork.projectInput,
        subnetworkRegionInput: subnetwork.regionInput,
        cloudNat: options.cloudNat,
      },
      subnetwork,
    );
  }

  /** True when the construct creates the network. */
  public abstract readonly creates: boolean;

  /** Creates what is needed in `scope` and returns the interface settings, with the resources it created. */
  public abstract bind(scope: Construct, options: CloudRunNetworkBindOptions): CloudRunNetworkConfig;
}

class CreatedNetwork extends CloudRunNetwork {
  public readonly creates = true;

  constructor(private readonly options: CloudRunNetworkCreateOptions) {
    super();
  }

  public bind(scope: Construct, options: CloudRunNetworkBindOptions): CloudRunNetworkConfig {
    checkBindOptions(scope, options);
    checkNetworkTags(scope, 'network.tags', this.options.tags);
    const ipCidrRange = this.options.ipCidrRange ?? '10.8.0.0/24';
    checkCidrRange(scope, ipCidrRange);
    const networkResource = new ComputeNetwork(scope, 'Network', {
      name: options.namePrefix,
      project: options.project,
      autoCreateSubnetworks: false,
      routingMode: 'REGIONAL',
      description: 'Direct VPC egress for a Cloud Run GPU workload (cdktf-gpu-models)',
    });
    // Each attribute read makes a new reference token with a full stack trace: read it once.
    const networkId = networkResource.id;
    const subnetworkResource = new ComputeSubnetwork(scope, 'Subnetwork', {
      name: options.namePrefix,
      project: options.project,
      network: networkId,
      region: options.region,
      ipCidrRange,
      // Cloud Storage over Direct VPC with ALL_TRAFFIC egress reaches Google APIs only through this.
      privateIpGoogleAccess: true,
      description: 'Cloud Run Direct VPC egress (cdktf-gpu-models)',
    });
    return {
      network: networkId,
      subnetwork: subnetworkResource.id,
      tags: this.options.tags,
      created: true,
      networkResource,
      subnetworkResource,
      cloudNat: this.options.cloudNat,
    };
  }
}

class ImportedNetwork extends CloudRunNetwork {
  public readonly creates = false;

  constructor(
    private readonly config: CloudRunNetworkConfig,
    private readonly subnetwork?: ISubnetworkRef,
  ) {
    super();
  }

  /** Reads the subnetwork's configuration now, so that settings made after `fromResources()` count. */
  public bind(scope: Construct, options: CloudRunNetworkBindOptions): CloudRunNetworkConfig {
    checkBindOptions(scope, options);
    checkNetworkReference(scope, 'network', 'network.network', this.config.network);
    checkNetworkReference(scope, 'subnetwork', 'network.subnetwork', this.config.subnetwork);
    checkNetworkTags(scope, 'network.tags', this.config.tags);
    const subnetwork = this.subnetwork;
    if (subnetwork === undefined) return this.config;
    const inApp = isSubnetworkOfThisApp(subnetwork);
    // Both the resource and the data source have `nameInput`; ISubnetworkRef does not ask for it.
    const nameInput = (subnetwork as { nameInput?: unknown }).nameInput;
    return {
      ...this.config,
      subnetworkInApp: inApp,
      subnetworkNameInput: typeof nameInput === 'string' && !isUnresolved(nameInput) ? nameInput : undefined,
      privateIpGoogleAccessInput: inApp ? configuredPrivateAccess(subnetwork as ComputeSubnetwork) : subnetwork.privateIpGoogleAccessInput,
    };
  }
}

/**
 * The network another workload of the stack bound, for a workload that shares its model store: the
 * same interface settings, already checked there, with nothing created again. Its Cloud NAT stays the
 * first workload's (binding it again would create a second gateway for one subnetwork); a shared
 * store is a bucket, read over Private Google Access.
 */
export function sharedNetwork(config: CloudRunNetworkConfig): CloudRunNetwork {
  return new SharedNetwork(config);
}

class SharedNetwork extends CloudRunNetwork {
  public readonly creates = false;

  constructor(private readonly config: CloudRunNetworkConfig) {
    super();
  }

  public bind(scope: Construct, options: CloudRunNetworkBindOptions): CloudRunNetworkConfig {
    checkBindOptions(scope, options);
    return { ...this.config, cloudNat: undefined };
  }
}

/** A `google_compute_subnetwork` resource (not a data source) of this app. */
function isSubnetworkOfThisApp(subnetwork: ISubnetworkRef): boolean {
  return TerraformResource.isTerraformResource(subnetwork) && subnetwork.terraformResourceType === 'google_compute_subnetwork';
}

/**
 * What the subnetwork's configuration sets `private_ip_google_access` to, an escape-hatch override
 * included: unset is false, Google's default.
 */
function configuredPrivateAccess(subnetwork: ComputeSubnetwork): any {
  const overrides = (subnetwork as unknown as { rawOverrides?: Record<string, unknown> }).rawOverrides ?? {};
  if ('private_ip_google_access' in overrides) return overrides.private_ip_google_access;
  return subnetwork.privateIpGoogleAccessInput ?? false;
}

/** Direct VPC needs a subnetwork of at least /26 (64 addresses). */
const LARGEST_PREFIX = 26;

function checkCidrRange(scope: Construct, cidr: string): void {
  if (isUnresolved(cidr)) return;
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr);
  const octetsValid = match !== null && match.slice(1, 5).every((octet) => Number(octet) <= 255);
  const prefix = match ? Number(match[5]) : NaN;
  if (!octetsValid || !(prefix >= 8 && prefix <= LARGEST_PREFIX)) {
    const fix = 'give one such as 10.8.0.0/24';
    throw new ValidationError(
      'GPUM-CR-SUBNET-RANGE',
      `ipCidrRange "${cidr}" is not an IPv4 range of /8 to /${LARGEST_PREFIX}: Cloud Run Direct VPC needs at least a /${LARGEST_PREFIX}; ${fix}`,
      scope,
      { property: 'network.ipCidrRange', value: cidr, fix },
    );
  }
}
