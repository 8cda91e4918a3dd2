import { Construct, IConstruct } from 'constructs';
import { TerraformResource, TerraformStack } from '../core/framework';
import { isResolved, resolveValue } from '../core/tokens';
import type { NasAccessRule } from './generated/nas-access-rule';
import type { NasMountTarget } from './generated/nas-mount-target';
import type { Vswitch } from './generated/vswitch';

/**
 * A NAS mount target the app itself creates (`alicloud_nas_mount_target`), found from the domain a
 * function is given (`mountTarget.mountTargetDomain`, a reference): its VPC and its access group are
 * then known at synth, so they are checked instead of warned about as unknown.
 */
export interface AppMountTarget {
  /** The construct path, for messages. */
  readonly path: string;
  /** Its VPC (its own `vpc_id`, else its vSwitch's when that vSwitch is in the app), as given. */
  readonly vpcId?: string;
  /** Its access group's name, as given. */
  readonly accessGroupName?: string;
  /** True when an `alicloud_nas_access_group` of the app is that group. */
  readonly groupManaged: boolean;
  /** The app's access rules of that group. */
  readonly rules: readonly AppAccessRule[];
}

/** One rule of a managed access group, as given. */
export interface AppAccessRule {
  readonly path: string;
  readonly sourceCidrIp?: string;
  /** `RDWR` (the provider's default) or `RDONLY`. */
  readonly rwAccessType: string;
}

/** The mount target of the app that `mountTargetDomain` refers to, if it refers to one. */
export function findAppMountTarget(scope: Construct, mountTargetDomain: string): AppMountTarget | undefined {
  if (isResolved(mountTargetDomain)) return undefined;
  const target = resourceReferred(scope, mountTargetDomain, 'alicloud_nas_mount_target') as NasMountTarget | undefined;
  if (!target) return undefined;
  let vpcId = target.vpcIdInput;
  if (vpcId === undefined && target.vswitchIdInput !== undefined) {
    const vswitch = resourceReferred(scope, target.vswitchIdInput, 'alicloud_vswitch') as Vswitch | undefined;
    vpcId = vswitch?.vpcIdInput;
  }
  const accessGroupName = target.accessGroupNameInput;
  const resources = TerraformStack.of(scope)
    .node.findAll()
    .filter((c): c is TerraformResource => TerraformResource.isTerraformResource(c));
  const groupText = accessGroupName === undefined ? undefined : text(scope, accessGroupName);
  const groupManaged =
    groupText !== undefined &&
    resources.some(
      (r) =>
        r.terraformResourceType === 'alicloud_nas_access_group' &&
        (groupText.startsWith(`\${${r.terraformResourceType}.${r.friendlyUniqueId}.`) ||
          text(scope, (r as unknown as { accessGroupNameInput?: string }).accessGroupNameInput) === groupText),
    );
  const rules = groupManaged
    ? resources
        .filter((r) => r.terraformResourceType === 'alicloud_nas_access_rule')
        .map((r) => r as NasAccessRule)
        .filter((r) => text(scope, r.accessGroupNameInput) === groupText)
        .map((r) => ({ path: r.node.path, sourceCidrIp: r.sourceCidrIpInput, rwAccessType: r.rwAccessTypeInput ?? 'RDWR' }))
    : [];
  return { path: target.node.path, vpcId, accessGroupName, groupManaged, rules };
}

/** The resource of `type` in the stack whose attribute `value` is a reference to, if any. */
function resourceReferred(scope: IConstruct, value: string, type: string): TerraformResource | undefined {
  const reference = /^\$\{([a-z0-9_]+)\.([^.}]+)\.[^}]+\}$/.exec(text(scope, value) ?? '');
  if (!reference || reference[1] !== type) return undefined;
  return TerraformStack.of(scope)
    .node.findAll()
    .find(
      (c): c is TerraformResource =>
        TerraformResource.isTerraformResource(c) && c.terraformResourceType === type && c.friendlyUniqueId === reference[2],
    );
}

function text(scope: IConstruct, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (isResolved(value)) return value;
  const resolved = resolveValue(scope, value);
  return typeof resolved === 'string' ? resolved : undefined;
}

/** True when the IPv4 block `outer` holds `inner`; undefined when either is not an IPv4 CIDR block. */
export function cidrHolds(outer: string, inner: string): boolean | undefined {
  const a = parse(outer);
  const b = parse(inner);
  if (!a || !b) return undefined;
  if (b.prefix < a.prefix) return false;
  const mask = a.prefix === 0 ? 0 : (0xffffffff << (32 - a.prefix)) >>> 0;
  return (a.address & mask) >>> 0 === (b.address & mask) >>> 0;
}

function parse(cidr: string): { address: number; prefix: number } | undefined {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(cidr.trim());
  if (!m) return undefined;
  const octets = m.slice(1, 5).map(Number);
  const prefix = m[5] === undefined ? 32 : Number(m[5]);
  if (octets.some((o) => o > 255) || prefix > 32) return undefined;
  return { address: ((octets[0] << 24) | (octets[1] << 16) | (octets[2] << 8) | octets[3]) >>> 0, prefix };
}
