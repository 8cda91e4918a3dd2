import { Construct } from 'constructs';
import { SecurityGroup } from './generated/security-group';
import { Vpc } from './generated/vpc';
import { Vswitch } from './generated/vswitch';

/** The network a function is attached to, as its `vpc_config` and the NAS wiring need it. */
export interface FcNetworkConfig {
  readonly vpcId: string;
  readonly vswitchId: string;
  readonly securityGroupId: string;
  /** The vSwitch's CIDR block: the NAS access rule admits exactly this range. */
  readonly vswitchCidrBlock?: string;
  /** The vSwitch's zone, when known at synth. */
  readonly zoneId?: string;
}

/** Options for {@link FcNetwork.create}. */
export interface FcNetworkCreateOptions {
  /** The zone of the vSwitch: a zone where Function Compute offers GPUs, and the NAS or OSS accelerator zone. */
  readonly zoneId: string;
  /**
   * The VPC's CIDR block.
   * @default '172.16.0.0/12'
   */
  readonly vpcCidrBlock?: string;
  /**
   * The vSwitch's CIDR block, inside the VPC's.
   * @default '172.16.0.0/24'
   */
  readonly vswitchCidrBlock?: string;
}

/** IDs of an existing network, for {@link FcNetwork.fromIds}. */
export interface FcNetworkAttributes {
  readonly vpcId: string;
  readonly vswitchId: string;
  readonly securityGroupId: string;
  /**
   * The vSwitch's CIDR block. Needed when the library creates the NAS access rule for it.
   * @default - unknown: creating a NAS access rule fails with a clear error
   */
  readonly vswitchCidrBlock?: string;
  /**
   * The vSwitch's zone. Needed to check an OSS accelerator's zone.
   * @default - unknown: the zone check is skipped with a warning
   */
  readonly zoneId?: string;
}

/**
 * The VPC, vSwitch and security group a GPU function attaches to: new ones, or a stack's existing
 * ones by ID or as resource objects.
 */
export abstract class FcNetwork {
  /** A new VPC, vSwitch and security group (IDs `Vpc`, `VSwitch`, `SecurityGroup` under the function). */
  public static create(options: FcNetworkCreateOptions): FcNetwork {
    return new CreatedNetwork(options);
  }

  /** An existing network, by ID. */
  public static fromIds(attributes: FcNetworkAttributes): FcNetwork {
    return new ImportedNetwork(attributes);
  }

  /** An existing network, as the stack's own resource objects. */
  public static fromResources(vpc: Vpc, vswitch: Vswitch, securityGroup: SecurityGroup): FcNetwork {
    return new ImportedNetwork({
      vpcId: vpc.id,
      vswitchId: vswitch.id,
      securityGroupId: securityGroup.id,
      vswitchCidrBlock: vswitch.cidrBlockInput ?? vswitch.cidrBlock,
      zoneId: vswitch.zoneIdInput,
    });
  }

  /** True when the network is created by the construct. */
  public abstract readonly creates: boolean;

  /** Creates what is needed in `scope` and returns the IDs. */
  public abstract bind(scope: Construct, namePrefix: string, tags?: Record<string, string>): FcNetworkConfig;
}

class CreatedNetwork extends FcNetwork {
  public readonly creates = true;

  constructor(private readonly options: FcNetworkCreateOptions) {
    super();
  }

  public bind(scope: Construct, namePrefix: string, tags?: Record<string, string>): FcNetworkConfig {
    const vswitchCidrBlock = this.options.vswitchCidrBlock ?? '172.16.0.0/24';
    const vpc = new Vpc(scope, 'Vpc', {
      vpcName: namePrefix,
      cidrBlock: this.options.vpcCidrBlock ?? '172.16.0.0/12',
      description: 'GPU function network (cdktf-gpu-models)',
      tags,
    });
    // Each attribute read is a new token (with a captured stack trace), so read each once.
    const vpcId = vpc.id;
    const vswitch = new Vswitch(scope, 'VSwitch', {
      vswitchName: namePrefix,
      vpcId,
      zoneId: this.options.zoneId,
      cidrBlock: vswitchCidrBlock,
      tags,
    });
    const securityGroup = new SecurityGroup(scope, 'SecurityGroup', {
      securityGroupName: namePrefix,
      vpcId,
      description: 'GPU function ENIs (cdktf-gpu-models): egress only',
      tags,
    });
    return {
      vpcId,
      vswitchId: vswitch.id,
      securityGroupId: securityGroup.id,
      vswitchCidrBlock,
      zoneId: this.options.zoneId,
    };
  }
}

class ImportedNetwork extends FcNetwork {
  public readonly creates = false;

  constructor(private readonly attributes: FcNetworkAttributes) {
    super();
  }

  public bind(): FcNetworkConfig {
    return this.attributes;
  }
}
