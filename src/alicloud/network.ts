import { Construct } from 'constructs';
import { ValidationError } from '../core/errors';
import { checkTagRule } from '../core/contract/tags';
import { isResolved } from '../core/tokens';
import { FC_TAG_RULE } from './contract';
import { SecurityGroup } from './generated/security-group';
import { Vpc } from './generated/vpc';
import { Vswitch } from './generated/vswitch';
import { Fn } from '../core/framework';
import { dataAlicloudZonesBinding } from './lazy-bindings';

/** A VPC as the stack has it: the generated `Vpc`, or anything with its ID. */
export interface IVpcRef {
  readonly id: string;
}

/**
 * A vSwitch as the stack has it: the generated `Vswitch` (or a user's own `cdktf get` binding)
 * satisfies it structurally.
 */
export interface IVswitchRef {
  readonly id: string;
  /** The CIDR block attribute (a token), used for the NAS access rule. */
  readonly cidrBlock: string;
  /** The configured CIDR block, when known at synth. */
  readonly cidrBlockInput?: string;
  /** The configured zone, when known at synth. */
  readonly zoneIdInput?: string;
}

/** A security group as the stack has it. */
export interface ISecurityGroupRef {
  readonly id: string;
}

/** The network a function is attached to, as its `vpc_config` and the NAS wiring need it. */
export interface FcNetworkConfig {
  readonly vpcId: string;
  readonly vswitchId: string;
  readonly securityGroupId: string;
  /** The vSwitch's CIDR block: the NAS access rule admits exactly this range. */
  readonly vswitchCidrBlock?: string;
  /** The vSwitch's zone, when known at synth. */
  readonly zoneId?: string;
  /**
   * The VPC the binding created (construct ID `Vpc`).
   * @default - none: the network exists already
   */
  readonly vpc?: Vpc;
  /**
   * The vSwitch the binding created (construct ID `VSwitch`).
   * @default - none: the network exists already
   */
  readonly vswitch?: Vswitch;
  /**
   * The security group the binding created (construct ID `SecurityGroup`).
   * @default - none: the network exists already
   */
  readonly securityGroup?: SecurityGroup;
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
   * @default - the first /24 of the VPC's CIDR block ('172.16.0.0/24' with the default VPC)
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

  /**
   * An existing network, as the stack's own resource objects (the generated `Vpc`, `Vswitch` and
   * `SecurityGroup`, or any objects of that shape).
   */
  public static fromResources(vpc: IVpcRef, vswitch: IVswitchRef, securityGroup: ISecurityGroupRef): FcNetwork {
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

  /** Creates what is needed in `scope` and returns the IDs, with the resources it created. */
  public abstract bind(scope: Construct, namePrefix: string, tags?: Record<string, string>): FcNetworkConfig;
}

class CreatedNetwork extends FcNetwork {
  public readonly creates = true;

  constructor(private readonly options: FcNetworkCreateOptions) {
    super();
  }

  public bind(scope: Construct, namePrefix: string, tags?: Record<string, string>): FcNetworkConfig {
    checkNetworkName(scope, namePrefix);
    checkTagRule(scope, FC_TAG_RULE, 'tags', tags);
    const vpcCidrBlock = this.options.vpcCidrBlock ?? '172.16.0.0/12';
    const vswitchCidrBlock = this.options.vswitchCidrBlock ?? firstSubnet24(scope, vpcCidrBlock);
    checkSubnetOf(scope, vswitchCidrBlock, vpcCidrBlock);
    const vpc = new Vpc(scope, 'Vpc', {
      vpcName: namePrefix,
      cidrBlock: vpcCidrBlock,
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
    addZonePrecondition(scope, vswitch, this.options.zoneId);
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
      vpc,
      vswitch,
      securityGroup,
    };
  }
}

class ImportedNetwork extends FcNetwork {
  public readonly creates = false;

  constructor(private readonly attributes: FcNetworkAttributes) {
    super();
  }

  public bind(scope: Construct): FcNetworkConfig {
    checkNetworkIds(scope, this.attributes);
    // The vSwitch's CIDR becomes the NAS access rule's source: the rule create() applies.
    if (this.attributes.vswitchCidrBlock !== undefined && isResolved(this.attributes.vswitchCidrBlock)) {
      checkVswitchCidr(scope, this.attributes.vswitchCidrBlock, 'network.vswitchCidrBlock');
    }
    return this.attributes;
  }
}

/**
 * The name the created VPC, vSwitch and security group share, by the strictest of the three rules,
 * the security group's (ECS CreateSecurityGroup, SecurityGroupName): 2 to 128 characters, starting
 * with a letter, of letters, digits, ".", ":", "_" and "-", not starting with http:// or https://
 * (VpcName and VSwitchName take 1 to 128 characters, not starting with http:// or https://).
 * A function name may start with "_", which the security group refuses at apply (GPUM-FC-NETWORK-NAME).
 */
function checkNetworkName(scope: Construct, name: string): void {
  if (!isResolved(name)) return;
  if (typeof name === 'string' && /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5.:_-]{1,127}$/.test(name) && !/^https?:/i.test(name))
    return;
  const fix = 'give a name (the function name, or namePrefix) of 2 to 128 letters, digits, ".", ":", "_" and "-", starting with a letter';
  throw new ValidationError(
    'GPUM-FC-NETWORK-NAME',
    `the network's name ${JSON.stringify(String(name))} is not a security group name Alibaba Cloud accepts (the VPC, vSwitch and security group are named by it): ${fix}`,
    scope,
    { property: 'namePrefix', value: String(name), fix },
  );
}

/** The prefix of each ID Alibaba Cloud gives: a VPC `vpc-`, a vSwitch `vsw-`, a security group `sg-`. */
const ID_PREFIXES = { vpcId: 'vpc-', vswitchId: 'vsw-', securityGroupId: 'sg-' } as const;

/**
 * The IDs of an existing network by their prefixes: a vSwitch ID where the security group's belongs
 * (or the other way round) is accepted by the provider and fails when the function is created or
 * first mounts. References pass: the resource they point at has the right kind.
 */
function checkNetworkIds(scope: Construct, attributes: FcNetworkAttributes): void {
  for (const [property, prefix] of Object.entries(ID_PREFIXES) as Array<[keyof typeof ID_PREFIXES, string]>) {
    const id = attributes[property];
    if (!isResolved(id) || new RegExp(`^${prefix}[a-z0-9]+$`).test(id)) continue;
    const other = (Object.entries(ID_PREFIXES) as Array<[string, string]>).find(([, p]) => id.startsWith(p));
    const fix = other
      ? `give the ${property.replace(/Id$/, '')} ID as ${property} (${prefix}...) and this one as ${other[0]}: the two look swapped`
      : `give the ID as the console shows it (${prefix}...), or a reference to the resource`;
    throw new ValidationError(
      'GPUM-FC-NETWORK-ID',
      `network ${property} "${id}" is not a ${{ vpcId: 'VPC', vswitchId: 'vSwitch', securityGroupId: 'security group' }[property]} ID (${prefix}...)${other ? `: it is a ${other[0].replace(/Id$/, '')} ID` : ''}. ${fix}`,
      scope,
      { property: `network.${property}`, value: id, fix },
    );
  }
}

/** CreateVSwitch: the vSwitch's subnet mask is /16 to /29. */
const VSWITCH_MIN_PREFIX = 16;
const VSWITCH_MAX_PREFIX = 29;

interface Cidr {
  readonly address: number;
  readonly prefix: number;
}

function parseCidr(scope: Construct, cidr: string, what: string): Cidr {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr);
  const octets = match ? match.slice(1, 5).map(Number) : [];
  const prefix = match ? Number(match[5]) : -1;
  if (!match || octets.some((o) => o > 255) || prefix > 32) {
    throw new ValidationError('GPUM-FC-NETWORK-CIDR', `${what} "${cidr}" is not an IPv4 CIDR block: write it like 172.16.0.0/12`, scope, {
      property: what,
      value: cidr,
      fix: 'Write the block like 172.16.0.0/12',
    });
  }
  const address = ((octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]) >>> 0;
  return { address, prefix };
}

function mask(prefix: number): number {
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

/** The first /24 of a VPC range (or the range itself when it is smaller than a /24). */
function firstSubnet24(scope: Construct, vpcCidr: string): string {
  if (!isResolved(vpcCidr)) return '172.16.0.0/24';
  const { address, prefix } = parseCidr(scope, vpcCidr, 'vpcCidrBlock');
  const network = (address & mask(prefix)) >>> 0;
  const octets = [network >>> 24, (network >>> 16) & 255, (network >>> 8) & 255, network & 255];
  return `${octets.join('.')}/${Math.max(prefix, 24)}`;
}

/**
 * CreateVSwitch's rule for a vSwitch's block, for a vSwitch the construct creates and one given by ID
 * alike: an IPv4 CIDR whose mask is /16 to /29 (VPC API reference, CreateVSwitch, `CidrBlock`:
 * "the subnet mask of the vSwitch must be /16 to /29"). A wider block given to `fromIds()` would
 * also widen the NAS access rule made from it.
 */
function checkVswitchCidr(scope: Construct, cidr: string, what: string): Cidr {
  const parsed = parseCidr(scope, cidr, what);
  if (parsed.prefix < VSWITCH_MIN_PREFIX || parsed.prefix > VSWITCH_MAX_PREFIX) {
    throw new ValidationError(
      'GPUM-FC-NETWORK-CIDR',
      `${what} "${cidr}" has a /${parsed.prefix} mask, but a vSwitch's block is /${VSWITCH_MIN_PREFIX} to /${VSWITCH_MAX_PREFIX} (CreateVSwitch): give the vSwitch's own block, such as 172.16.0.0/24`,
      scope,
      {
        property: what,
        value: cidr,
        fix: `Give the vSwitch's CIDR block, with a mask from /${VSWITCH_MIN_PREFIX} to /${VSWITCH_MAX_PREFIX}`,
      },
    );
  }
  return parsed;
}

/** A vSwitch outside its VPC's range fails CreateVSwitch at apply: fail at synth instead. */
function checkSubnetOf(scope: Construct, vswitchCidr: string, vpcCidr: string): void {
  if (!isResolved(vswitchCidr) || !isResolved(vpcCidr)) return;
  const inner = checkVswitchCidr(scope, vswitchCidr, 'vswitchCidrBlock');
  const outer = parseCidr(scope, vpcCidr, 'vpcCidrBlock');
  const inside = inner.prefix >= outer.prefix && (inner.address & mask(outer.prefix)) >>> 0 === (outer.address & mask(outer.prefix)) >>> 0;
  if (!inside) {
    const fix = `Use a block such as ${firstSubnet24(scope, vpcCidr)}, or leave vswitchCidrBlock unset`;
    throw new ValidationError(
      'GPUM-FC-NETWORK-CIDR',
      `vswitchCidrBlock "${vswitchCidr}" is not inside vpcCidrBlock "${vpcCidr}": a vSwitch must take its range from its VPC. ${fix}`,
      scope,
      { property: 'vswitchCidrBlock', value: vswitchCidr, fix },
    );
  }
}

/**
 * For a network the function created: a second vSwitch (ID `StagingVSwitch`) in the same VPC and
 * zone, the next block of the serving vSwitch's size, for the staging function. Its own CIDR block
 * is what gets the read-write NAS rule, so the serving vSwitch keeps a read-only one.
 * @internal
 */
export function createStagingNetwork(
  scope: Construct,
  network: FcNetworkConfig,
  name: string,
  tags?: Record<string, string>,
): FcNetworkConfig {
  const vpcCidr = network.vpc?.cidrBlockInput;
  const servingCidr = network.vswitchCidrBlock;
  if (!network.vpc || vpcCidr === undefined || servingCidr === undefined || !isResolved(vpcCidr) || !isResolved(servingCidr)) {
    const fix =
      'give stagingNetwork: FcNetwork.fromIds({ vpcId, vswitchId, securityGroupId, vswitchCidrBlock }) with another vSwitch of the same VPC';
    throw new ValidationError(
      'GPUM-FC-STAGING-NETWORK',
      `the staging function needs its own vSwitch in the function's VPC (its CIDR gets the read-write NAS rule, the serving vSwitch's stays read-only): ${fix}`,
      scope,
      { property: 'stagingNetwork', value: 'undefined', fix },
    );
  }
  const serving = parseCidr(scope, servingCidr, 'vswitchCidrBlock');
  const size = 2 ** (32 - serving.prefix);
  const next = ((serving.address & mask(serving.prefix)) >>> 0) + size;
  const octets = [next >>> 24, (next >>> 16) & 255, (next >>> 8) & 255, next & 255];
  const cidr = `${octets.join('.')}/${serving.prefix}`;
  const outer = parseCidr(scope, vpcCidr, 'vpcCidrBlock');
  if (next > 0xffffffff || (next & mask(outer.prefix)) >>> 0 !== (outer.address & mask(outer.prefix)) >>> 0) {
    const fix = 'give a smaller vswitchCidrBlock, or stagingNetwork';
    throw new ValidationError(
      'GPUM-FC-STAGING-NETWORK',
      `the staging vSwitch would take ${cidr}, the block after the function's vSwitch ${servingCidr}, but it is outside the VPC's ${vpcCidr}: ${fix}`,
      scope,
      { property: 'network.vswitchCidrBlock', value: servingCidr, fix },
    );
  }
  const vswitch = new Vswitch(scope, 'StagingVSwitch', {
    vswitchName: `${name}-stage`.slice(0, 128),
    vpcId: network.vpcId,
    zoneId: network.zoneId,
    cidrBlock: cidr,
    tags,
  });
  return {
    vpcId: network.vpcId,
    vswitchId: vswitch.id,
    securityGroupId: network.securityGroupId,
    vswitchCidrBlock: cidr,
    zoneId: network.zoneId,
    vswitch,
  };
}

/**
 * The vSwitch's zone must be one where the provider's region lets a vSwitch be created: a zone that
 * does not exist (`cn-hangzhou-z`) or is closed to new vSwitches fails at plan, before any resource is
 * made, with the zone named (construct ID `VSwitchZones`, an `alicloud_zones` data source with
 * `available_resource_creation = "VSwitch"`, the Terraform documentation's way to find such zones).
 * The library keeps no catalogue of Alibaba's zones (none is published in one place, and they change),
 * so synth checks only the zone's shape and region; this is the check against the cloud itself.
 */
function addZonePrecondition(scope: Construct, vswitch: Vswitch, zoneId: string): void {
  const zones = new (dataAlicloudZonesBinding().DataAlicloudZones)(scope, 'VSwitchZones', { availableResourceCreation: 'VSwitch' });
  vswitch.lifecycle = {
    ...(vswitch.lifecycle ?? {}),
    precondition: [
      ...(vswitch.lifecycle?.precondition ?? []),
      {
        condition: Fn.contains(zones.ids, zoneId),
        errorMessage: `Zone ${zoneId} is not a zone of the provider's region where a vSwitch can be created (data.alicloud_zones with available_resource_creation = "VSwitch"): give FcNetwork.create({ zoneId }) one of those zones.`,
      },
    ],
  };
}
