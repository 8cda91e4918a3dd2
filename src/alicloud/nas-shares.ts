import { Construct, IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { uniqueResourceName } from '../core/names';
import { perStack } from '../core/private/per-stack';
import { isUnresolved, resolveValue, sameValue } from '../core/tokens';
import { NasAccessGroup } from './generated/nas-access-group';
import { NasAccessRule } from './generated/nas-access-rule';
import { NasMountTarget } from './generated/nas-mount-target';

/**
 * NAS limits (File Storage NAS "Limits", help.aliyun.com/document_detail/147695.html): a
 * General-purpose file system has at most 2 mount targets (an Extreme one 2, or 1 if made before
 * 2024-01-19), and an account has at most 20 access (permission) groups per region. One mount target
 * and one access group per function would exhaust both with a handful of functions on one NAS.
 */
const MAX_MOUNT_TARGETS_PER_FILE_SYSTEM = 2;

/** The NAS wiring a function mounts through: its own, or the one an earlier function created. */
export interface SharedNasWiring {
  readonly accessGroupName: string;
  readonly accessRule: NasAccessRule;
  readonly mountTarget: NasMountTarget;
  readonly mountTargetDomain: string;
}

/** What a function needs from a file system: a rule for its vSwitch's CIDR and a mount target in its vSwitch. */
export interface NasWiringRequest {
  readonly fileSystemId: string;
  readonly fileSystemType: string;
  readonly vpcId: string;
  readonly vswitchId: string;
  readonly cidr: string;
  readonly rwAccessType: string;
}

interface AccessRuleEntry {
  readonly rule: NasAccessRule;
  readonly rwAccessType: string;
  readonly owner: IConstruct;
}

interface MountTargetEntry {
  readonly mountTarget: NasMountTarget;
  readonly domain: string;
  readonly vpcId: string;
  readonly owner: IConstruct;
}

/** One file system's access group, its rules by CIDR and its mount targets by vSwitch. */
interface FileSystemShare {
  readonly accessGroupName: string;
  readonly fileSystemId: string;
  readonly fileSystemType: string;
  readonly owner: IConstruct;
  readonly rules: Map<string, AccessRuleEntry>;
  readonly mountTargets: Map<string, MountTargetEntry>;
}

/**
 * The registry, per stack (resources cannot be shared across stacks without outputs), keyed by the
 * file system ID as it resolves (`${alicloud_nas_file_system.x.id}` for a reference, or the literal).
 */
const registryOf = perStack(() => new Map<string, FileSystemShare>());

/**
 * Finds or creates the access group, access rule and mount target a function on `fileSystemId` in
 * `vswitchId` mounts through. The first function to ask creates each in its own scope, under the IDs
 * it always had (`AccessGroup`, `AccessRule`, `MountTarget`): a single function's addresses never
 * change. Later functions on the same file system reuse the access group; in the same vSwitch they
 * reuse the mount target, and from the same CIDR the rule.
 */
export function shareNasWiring(scope: Construct, request: NasWiringRequest): SharedNasWiring {
  const registry = registryOf(scope);
  const fileSystemKey = keyOf(scope, request.fileSystemId);
  let share = registry.get(fileSystemKey);
  if (!share) {
    const accessGroup = new NasAccessGroup(scope, 'AccessGroup', {
      accessGroupName: uniqueResourceName(scope, { maxLength: 64, lowerCase: true, suffix: 'models' }),
      accessGroupType: 'Vpc',
      fileSystemType: request.fileSystemType,
      description: 'GPU function model access (cdktf-gpu-models)',
    });
    share = {
      accessGroupName: accessGroup.accessGroupName,
      fileSystemId: request.fileSystemId,
      fileSystemType: request.fileSystemType,
      owner: scope,
      rules: new Map(),
      mountTargets: new Map(),
    };
    registry.set(fileSystemKey, share);
  }
  const accessRule = findOrCreateRule(scope, share, request);
  const mountTarget = findOrCreateMountTarget(scope, share, request);
  return {
    accessGroupName: share.accessGroupName,
    accessRule: accessRule.rule,
    mountTarget: mountTarget.mountTarget,
    mountTargetDomain: mountTarget.domain,
  };
}

/**
 * The wiring of a mount target another function of this stack made, found by its domain (as it
 * resolves): its access group is managed here, so a function given that domain gets a rule for its own
 * CIDR in it instead of a warning that the group is someone else's. Undefined for a mount target this
 * stack's functions did not make.
 */
export function shareManagedMountTarget(
  scope: Construct,
  request: { readonly mountTargetDomain: string; readonly cidr?: string; readonly rwAccessType: string },
): (SharedNasWiring & { readonly vpcId: string; readonly fileSystemId: string; readonly fileSystemType: string }) | undefined {
  const key = keyOf(scope, request.mountTargetDomain);
  for (const [, share] of registryOf(scope)) {
    for (const entry of share.mountTargets.values()) {
      if (keyOf(scope, entry.domain) !== key) continue;
      const fileSystemType = share.fileSystemType;
      // Without the vSwitch's CIDR no rule can be made: the one of the mount target's own vSwitch is used.
      const rule =
        request.cidr === undefined
          ? [...share.rules.values()][0]
          : findOrCreateRule(scope, share, {
              fileSystemId: share.fileSystemId,
              fileSystemType,
              vpcId: entry.vpcId,
              vswitchId: '',
              cidr: request.cidr,
              rwAccessType: request.rwAccessType,
            });
      return {
        accessGroupName: share.accessGroupName,
        accessRule: rule.rule,
        mountTarget: entry.mountTarget,
        mountTargetDomain: entry.domain,
        vpcId: entry.vpcId,
        fileSystemId: share.fileSystemId,
        fileSystemType,
      };
    }
  }
  return undefined;
}

function findOrCreateRule(scope: Construct, share: FileSystemShare, request: NasWiringRequest): AccessRuleEntry {
  const key = keyOf(scope, request.cidr);
  const existing = share.rules.get(key);
  if (existing) {
    // NAS grants access by source address: one rule per CIDR, so two functions in one vSwitch get
    // the same access, and a read-only function beside a writer would silently become a writer.
    if (existing.rwAccessType !== request.rwAccessType) {
      throw new ValidationError(
        'GPUM-FC-NAS-SHARED-ACCESS',
        `this function mounts the file system from ${request.cidr} ${describeAccess(request.rwAccessType)}, but ${existing.owner.node.path} already mounts it from the same CIDR ${describeAccess(existing.rwAccessType)}: NAS grants access per source CIDR, so both would get the same access. Give both the same readOnly, or put the writer in another vSwitch`,
        scope,
        {
          property: 'storage.readOnly',
          value: String(request.rwAccessType === 'RDONLY'),
          fix: 'Give both functions the same readOnly, or put the writer in another vSwitch',
        },
      );
    }
    return existing;
  }
  const rule = new NasAccessRule(scope, 'AccessRule', {
    accessGroupName: share.accessGroupName,
    fileSystemType: request.fileSystemType,
    sourceCidrIp: request.cidr,
    rwAccessType: request.rwAccessType,
    // uid/gid 0 is how Function Compute accesses NAS by default; squashing it would deny every read.
    userAccessType: 'no_squash',
    priority: 1,
  });
  const entry = { rule, rwAccessType: request.rwAccessType, owner: scope };
  share.rules.set(key, entry);
  return entry;
}

function findOrCreateMountTarget(scope: Construct, share: FileSystemShare, request: NasWiringRequest): MountTargetEntry {
  const key = keyOf(scope, request.vswitchId);
  const existing = share.mountTargets.get(key);
  if (existing) {
    if (!sameValue(scope, existing.vpcId, request.vpcId)) {
      throw new ValidationError(
        'GPUM-FC-NAS-VPC-MISMATCH',
        `this function is in vSwitch ${request.vswitchId} of VPC ${request.vpcId}, but ${existing.owner.node.path} put that vSwitch in VPC ${existing.vpcId}: a vSwitch belongs to one VPC. Give both functions the network's real IDs`,
        scope,
        { property: 'network.vpcId', value: request.vpcId, fix: "Give the vSwitch's own VPC ID" },
      );
    }
    return existing;
  }
  if (share.mountTargets.size >= MAX_MOUNT_TARGETS_PER_FILE_SYSTEM) {
    const holders = [...share.mountTargets.values()].map((m) => m.owner.node.path).join(' and ');
    throw new ValidationError(
      'GPUM-FC-NAS-MOUNT-TARGET-LIMIT',
      `this function would add a third mount target to the file system (its vSwitch ${request.vswitchId} has none yet; ${holders} made the other two), but a NAS file system has at most ${MAX_MOUNT_TARGETS_PER_FILE_SYSTEM} mount targets: the apply would fail. Put the function in the vSwitch of one of those functions, or give it its own file system`,
      scope,
      {
        property: 'network.vswitchId',
        value: request.vswitchId,
        fix: 'Put the function in a vSwitch that already has a mount target on this file system, or give it its own file system',
      },
    );
  }
  const mountTarget = new NasMountTarget(scope, 'MountTarget', {
    fileSystemId: request.fileSystemId,
    vpcId: request.vpcId,
    vswitchId: request.vswitchId,
    networkType: 'Vpc',
    accessGroupName: share.accessGroupName,
  });
  const entry = { mountTarget, domain: mountTarget.mountTargetDomain, vpcId: request.vpcId, owner: scope };
  share.mountTargets.set(key, entry);
  return entry;
}

function describeAccess(rwAccessType: string): string {
  return rwAccessType === 'RDONLY' ? 'read-only' : 'read-write';
}

/** Two reads of one attribute are two tokens: compare what they resolve to. */
function keyOf(scope: IConstruct, value: string): string {
  // A literal is its own key: resolving one costs a walk of cdktf's resolver per function.
  return JSON.stringify(isUnresolved(value) ? resolveValue(scope, value) : value);
}
