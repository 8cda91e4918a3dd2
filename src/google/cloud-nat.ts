import { Construct } from 'constructs';
import type { ComputeRouter } from '@cdktf/provider-google/lib/compute-router';
import type { ComputeRouterNat } from '@cdktf/provider-google/lib/compute-router-nat';
import { ValidationError } from '../core/errors';
import { TerraformResource } from '../core/framework';
import { isResolved } from '../core/tokens';
import { checkBindOptions, checkNamePrefix, checkNetworkReference } from './resource-shapes';
import { computeRouterBinding, computeRouterNatBinding } from './lazy-bindings';

/**
 * A Cloud NAT gateway, as a workload needs it. The provider's `ComputeRouterNat` satisfies it.
 */
export interface IRouterNatRef {
  /** The gateway's name. */
  readonly name: string;
}

/** What a Cloud NAT needs to know about the workload's network when it binds. */
export interface CloudRunCloudNatBindOptions {
  /** The network the subnetwork belongs to (ID or name). */
  readonly network: string;
  /** The subnetwork whose instances reach the internet through the gateway (ID or name). */
  readonly subnetwork: string;
  /** The region of the subnetwork and the workload. */
  readonly region: string;
  /** A name for new resources. */
  readonly namePrefix: string;
  /**
   * The network's project.
   * @default - the provider's project
   */
  readonly project?: string;
}

/** The gateway a workload's internet traffic leaves through. */
export interface CloudRunCloudNatConfig {
  /** For messages: `the Cloud NAT this construct created`, `Cloud NAT "x"`. */
  readonly description: string;
  /**
   * The Cloud Router the binding created (construct ID `Router`, a `google_compute_router`).
   * @default - none: the gateway exists already
   */
  readonly routerResource?: TerraformResource;
  /**
   * The gateway the binding created (construct ID `RouterNat`, a `google_compute_router_nat`), or
   * the one of this app it was given: the workload depends on it, so that no instance starts before
   * its internet path exists.
   * @default - none: a gateway configured outside this app
   */
  readonly natResource?: TerraformResource;
  /** False when the gateway is outside this app and cannot be checked at synth. */
  readonly known: boolean;
}

/**
 * The Cloud NAT a Cloud Run workload with Direct VPC and `ALL_TRAFFIC` egress reaches the internet
 * through. Cloud Run's networking best practices route internet traffic this way for throughput
 * ("route all traffic through the VPC network by setting --vpc-egress=all-traffic ... you must set
 * up Cloud NAT to reach the public internet"); without a gateway, internet requests time out.
 */
export abstract class CloudRunCloudNat {
  /**
   * A new Cloud Router and Cloud NAT gateway on the workload's network, in its region, for its
   * subnetwork's ranges only (construct IDs `Router` and `RouterNat` under the workload), with
   * automatically allocated external addresses.
   */
  public static create(): CloudRunCloudNat {
    return new CreatedCloudNat();
  }

  /**
   * A Cloud NAT gateway of this app (`ComputeRouterNat`) that serves the workload's subnetwork. The
   * workload depends on it.
   */
  public static fromResource(nat: IRouterNatRef): CloudRunCloudNat {
    return new ExistingCloudNat(nat);
  }

  /**
   * A Cloud NAT gateway configured outside this app that serves the workload's subnetwork in its
   * region. It cannot be checked at synth: the workload warns that it must exist.
   */
  public static existing(): CloudRunCloudNat {
    return new ExistingCloudNat(undefined);
  }

  /** Creates what is needed in `scope` and returns the gateway. */
  public abstract bind(scope: Construct, options: CloudRunCloudNatBindOptions): CloudRunCloudNatConfig;
}

class CreatedCloudNat extends CloudRunCloudNat {
  public bind(scope: Construct, options: CloudRunCloudNatBindOptions): CloudRunCloudNatConfig {
    checkBindOptions(scope, options);
    checkNetworkReference(scope, 'network', 'network.network', options.network);
    checkNetworkReference(scope, 'subnetwork', 'network.subnetwork', options.subnetwork);
    const { ComputeRouter } = computeRouterBinding();
    const { ComputeRouterNat } = computeRouterNatBinding();
    const routerResource: ComputeRouter = new ComputeRouter(scope, 'Router', {
      name: options.namePrefix,
      project: options.project,
      region: options.region,
      network: options.network,
      description: 'Cloud NAT for a Cloud Run GPU workload with Direct VPC egress (cdktf-gpu-models)',
    });
    const natResource: ComputeRouterNat = new ComputeRouterNat(scope, 'RouterNat', {
      name: options.namePrefix,
      project: options.project,
      region: options.region,
      router: routerResource.name,
      natIpAllocateOption: 'AUTO_ONLY',
      // Only the workload's subnetwork: an existing network may have other gateways for other subnetworks.
      sourceSubnetworkIpRangesToNat: 'LIST_OF_SUBNETWORKS',
      subnetwork: [{ name: options.subnetwork, sourceIpRangesToNat: ['ALL_IP_RANGES'] }],
    });
    return { description: 'the Cloud NAT this construct creates (RouterNat)', routerResource, natResource, known: true };
  }
}

class ExistingCloudNat extends CloudRunCloudNat {
  constructor(private readonly nat: IRouterNatRef | undefined) {
    super();
  }

  public bind(scope: Construct, options: CloudRunCloudNatBindOptions): CloudRunCloudNatConfig {
    const nat = this.nat;
    if (nat === undefined) return { description: 'an existing Cloud NAT', known: false };
    const natResource = TerraformResource.isTerraformResource(nat) ? nat : undefined;
    checkNamePrefix(scope, 'network.cloudNat (its name)', nat.name, 63, 'GPUM-CR-INTERNET-NAT');
    // A gateway of this app serves its own region's subnetworks only.
    const natRegion = (natResource as { regionInput?: string } | undefined)?.regionInput;
    if (natRegion !== undefined && isResolved(natRegion) && isResolved(options.region) && natRegion !== options.region) {
      const fix = `a Cloud NAT in ${options.region}, on a router of the workload's network`;
      throw new ValidationError(
        'GPUM-CR-INTERNET-NAT',
        `the Cloud NAT ${natResource!.node.path} is in ${natRegion}, but the workload runs in ${options.region}: a gateway serves only subnetworks of its own region, so every download would time out. Give ${fix}`,
        scope,
        { property: 'network.cloudNat', value: natRegion, fix },
      );
    }
    return { description: 'the given Cloud NAT', natResource, known: natResource !== undefined };
  }
}
