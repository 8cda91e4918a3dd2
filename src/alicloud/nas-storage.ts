import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { FileSystemPerformanceClass } from '../core/model-storage-options';
import { addressPath } from '../core/names';
import { applyRemovalPolicy } from '../core/removal-policy';
import { isResolved, resolveValue, sameValue } from '../core/tokens';
import { AppMountTarget, cidrHolds, findAppMountTarget } from './app-mount-target';
import { NasFileSystem } from './generated/nas-file-system';
import type { FcNasOptions } from './fc-model-storage';
import { shareManagedMountTarget, shareNasWiring } from './nas-shares';
import { FcNetworkConfig } from './network';
import { checkNasOwner } from './nas-identity';
import { checkFileSystemOptions, requireLiteralBoolean, valueText } from '../core/contract';

/** What the NAS strategy built or took, for the function's `nas_config`. */
export interface NasStorage {
  /** `<mount target domain>:/<storage path>`. */
  readonly serverAddr: string;
  /** The model's directory on the file system (`/<storage path>`, `/share/<storage path>` on Extreme NAS). */
  readonly remotePath: string;
  readonly fileSystemId?: string;
  readonly mountTargetDomain: string;
  readonly accessGroupName?: string;
  readonly userId: number;
  readonly groupId: number;
  /** Resources the function must wait for (the access rule that lets it mount). */
  readonly dependencies: Construct[];
}

const NEW_FILE_SYSTEM_OPTIONS: Array<keyof FcNasOptions> = ['performanceClass', 'encrypted', 'removalPolicy'];

/**
 * Performance NAS for the model: a general-purpose NFS file system, an access group whose one rule
 * admits only the function's vSwitch, and a mount target in the function's VPC and vSwitch. Or an
 * existing file system or mount target, whose VPC is checked against the function's.
 */
export function buildNasStorage(
  scope: Construct,
  options: FcNasOptions,
  model: ModelArtifact,
  network: FcNetworkConfig | undefined,
  tags: Record<string, string> | undefined,
  staged = false,
): NasStorage {
  if (!network) {
    const fix = 'Set network: FcNetwork.create({ zoneId }) or FcNetwork.fromIds({ vpcId, vswitchId, securityGroupId, vswitchCidrBlock })';
    throw new ValidationError(
      'GPUM-FC-NAS-NETWORK',
      `ModelStorage.fileSystem() needs the function in a VPC, because NAS is reached through a mount target in a vSwitch. ${fix}`,
      scope,
      { property: 'network', value: 'undefined', fix },
    );
  }
  checkFileSystemOptions(scope, options);
  const userId = options.userId ?? 0;
  const groupId = options.groupId ?? 0;
  checkNasOwner(scope, 'storage.userId', userId);
  checkNasOwner(scope, 'storage.groupId', groupId);
  requireLiteralBoolean(
    scope,
    'GPUM-FC-NAS-OPTION',
    'storage.readOnly',
    options.readOnly,
    'the library writes the access rule (RDONLY or RDWR) by it and checks it against the other functions on the file system at synth',
  );

  const existing = options.fileSystemId !== undefined || options.mountTargetDomain !== undefined;
  // Extreme NAS exports its file system under /share, and its access groups are of type extreme.
  const extreme = isExtreme(options.fileSystemId) || isExtreme(options.mountTargetDomain);
  const remotePath = `${extreme ? '/share' : ''}/${model.storagePath}`;
  const fileSystemType = extreme ? 'extreme' : 'standard';
  const misplaced = NEW_FILE_SYSTEM_OPTIONS.filter((key) => existing && options[key] !== undefined);
  if (misplaced.length > 0) {
    const fix = 'Remove them, or drop fileSystemId/mountTargetDomain to create one';
    throw new ValidationError(
      'GPUM-FC-NAS-OPTION',
      `${misplaced.join(', ')} describe a new file system, but an existing one was given (${options.fileSystemId ?? options.mountTargetDomain}). ${fix}`,
      scope,
      {
        property: misplaced.map((key) => `storage.${key}`).join(', '),
        value: misplaced.map((key) => String(options[key])).join(', '),
        fix,
      },
    );
  }

  if (options.mountTargetDomain !== undefined) {
    // A mount target another function of this stack made: its access group is managed here.
    const managed = shareManagedMountTarget(scope, {
      mountTargetDomain: options.mountTargetDomain,
      cidr: network.vswitchCidrBlock,
      rwAccessType: options.readOnly === false ? 'RDWR' : 'RDONLY',
    });
    if (managed) {
      checkMountTargetVpc(scope, managed.vpcId, network.vpcId);
      const managedPath = `${managed.fileSystemType === 'extreme' ? '/share' : ''}/${model.storagePath}`;
      return {
        serverAddr: `${managed.mountTargetDomain}:${managedPath}`,
        remotePath: managedPath,
        fileSystemId: options.fileSystemId ?? managed.fileSystemId,
        mountTargetDomain: managed.mountTargetDomain,
        accessGroupName: managed.accessGroupName,
        userId,
        groupId,
        dependencies: [managed.accessRule, managed.mountTarget],
      };
    }
    // A mount target or access group created in the app by other constructs: its VPC and rules are read here.
    const appTarget = findAppMountTarget(scope, options.mountTargetDomain);
    if (appTarget?.vpcId !== undefined) checkAppMountTargetVpc(scope, appTarget, network.vpcId);
    else checkMountTargetVpc(scope, options.mountTargetVpcId, network.vpcId);
    if (appTarget?.groupManaged) checkAppAccessRules(scope, appTarget, network.vswitchCidrBlock, options.readOnly !== false);
    else if (options.readOnly !== false) {
      addWarning(
        scope,
        'GPUM-FC-NAS-ACCESS-UNMANAGED',
        `the existing mount target ${options.mountTargetDomain} uses an access group this construct does not manage: make its rule for the function's vSwitch read-only (RDONLY) so the model cannot be modified from the function`,
      );
    }
    return {
      serverAddr: `${options.mountTargetDomain}:${remotePath}`,
      remotePath,
      fileSystemId: options.fileSystemId,
      mountTargetDomain: options.mountTargetDomain,
      userId,
      groupId,
      dependencies: [],
    };
  }
  if (options.mountTargetVpcId !== undefined) {
    const fix = 'Remove mountTargetVpcId, or give mountTargetDomain';
    throw new ValidationError(
      'GPUM-FC-NAS-OPTION',
      `mountTargetVpcId "${options.mountTargetVpcId}" describes an existing mount target, but no mountTargetDomain was given, so a mount target is created in the function's VPC. ${fix}`,
      scope,
      {
        property: 'storage.mountTargetVpcId',
        value: valueText(options.mountTargetVpcId),
        fix,
      },
    );
  }
  if (network.vswitchCidrBlock === undefined) {
    const fix = 'Give vswitchCidrBlock in FcNetwork.fromIds({...}), or pass an existing mountTargetDomain';
    throw new ValidationError(
      'GPUM-FC-NAS-CIDR',
      `the NAS access rule admits only the function's vSwitch, but its CIDR block is unknown. ${fix}`,
      scope,
      { property: 'network.vswitchCidrBlock', value: 'undefined', fix },
    );
  }

  let fileSystemId = options.fileSystemId;
  if (fileSystemId === undefined) {
    const performanceClass = options.performanceClass ?? FileSystemPerformanceClass.PERFORMANCE;
    if (performanceClass === FileSystemPerformanceClass.CAPACITY) {
      addWarning(
        scope,
        'GPUM-FC-NAS-NOT-PERFORMANCE',
        'a Capacity NAS gives a fraction of Performance NAS throughput per TiB, and model loading is throughput-bound: use FileSystemPerformanceClass.PERFORMANCE for GPU models',
      );
    }
    const fileSystem = new NasFileSystem(scope, 'FileSystem', {
      fileSystemType: 'standard',
      protocolType: 'NFS',
      storageType: performanceClass,
      encryptType: options.encrypted === false ? 0 : 1,
      zoneId: network.zoneId,
      description: `Models for ${addressPath(scope)} (cdktf-gpu-models)`.slice(0, 100),
      tags,
    });
    applyRemovalPolicy(fileSystem, options.removalPolicy);
    fileSystemId = fileSystem.id;
    // A staged model is copied by the staging function, whose own warning says how to run it.
    if (!staged)
      addWarning(
        scope,
        'GPUM-FC-NAS-EMPTY',
        `the new NAS file system starts empty and the function mounts /${model.storagePath} on it: copy the model there (from a loader in the VPC whose CIDR has a read-write rule in the access group) before the first invocation, or every mount fails`,
      );
  }

  // Functions on one file system share its access group, and in one vSwitch its mount target: a
  // General-purpose NAS takes two mount targets and an account twenty access groups per region.
  const wiring = shareNasWiring(scope, {
    fileSystemId,
    fileSystemType,
    vpcId: network.vpcId,
    vswitchId: network.vswitchId,
    cidr: network.vswitchCidrBlock,
    rwAccessType: options.readOnly === false ? 'RDWR' : 'RDONLY',
  });
  const { accessGroupName, mountTargetDomain } = wiring;
  return {
    serverAddr: `${mountTargetDomain}:${remotePath}`,
    remotePath,
    fileSystemId,
    mountTargetDomain,
    accessGroupName,
    userId,
    groupId,
    dependencies: [wiring.accessRule, wiring.mountTarget],
  };
}

/**
 * A mount target in another VPC than the function's deploys without complaint and then fails every
 * invocation with a mount error (devsapp/fc#923), so it is checked wherever it can be.
 */
function checkMountTargetVpc(scope: Construct, mountTargetVpcId: string | undefined, functionVpcId: string): void {
  if (mountTargetVpcId === undefined) {
    addWarning(
      scope,
      'GPUM-FC-NAS-VPC-UNVERIFIED',
      `the existing mount target's VPC is unknown, so it cannot be checked against the function's VPC (${functionVpcId}); a mismatch deploys fine and then fails every invocation. Give mountTargetVpcId`,
    );
    return;
  }
  if (sameValue(scope, mountTargetVpcId, functionVpcId)) return;
  if (isResolved(mountTargetVpcId) && isResolved(functionVpcId)) {
    const fix = `Use a mount target in ${functionVpcId}, or put the function in ${mountTargetVpcId}`;
    throw new ValidationError(
      'GPUM-FC-NAS-VPC-MISMATCH',
      `the NAS mount target is in VPC "${mountTargetVpcId}" but the function is in VPC "${functionVpcId}": the deploy would succeed and every invocation would fail to mount. ${fix}`,
      scope,
      { property: 'storage.mountTargetVpcId', value: mountTargetVpcId, fix },
    );
  }
  addWarning(
    scope,
    'GPUM-FC-NAS-VPC-UNVERIFIED',
    `the mount target's VPC (${mountTargetVpcId}) and the function's VPC (${functionVpcId}) are only known at apply time, so they cannot be compared at synth; make sure they are the same VPC`,
  );
}

/**
 * A mount target the app creates: its VPC is its own `vpc_id` (or its vSwitch's). Two literals that
 * differ, or references to two different `alicloud_vpc` resources, are two VPCs.
 */
function checkAppMountTargetVpc(scope: Construct, target: AppMountTarget, functionVpcId: string): void {
  const targetVpc = target.vpcId as string;
  if (sameValue(scope, targetVpc, functionVpcId)) return;
  const differ =
    (isResolved(targetVpc) && isResolved(functionVpcId)) || (isVpcReference(scope, targetVpc) && isVpcReference(scope, functionVpcId));
  if (!differ) {
    checkMountTargetVpc(scope, targetVpc, functionVpcId);
    return;
  }
  const shown = (v: string) => String(resolveValue(scope, v));
  const fix = `Create the mount target in the function's VPC (its vpcId and vswitchId), or put the function in the mount target's VPC`;
  throw new ValidationError(
    'GPUM-FC-NAS-VPC-MISMATCH',
    `the NAS mount target ${target.path}, created in this app, is in VPC "${shown(targetVpc)}" but the function is in VPC "${shown(functionVpcId)}": the deploy would succeed and every invocation would fail to mount. ${fix}`,
    scope,
    { property: 'storage.mountTargetDomain', value: shown(targetVpc), fix },
  );
}

function isVpcReference(scope: Construct, value: string): boolean {
  return !isResolved(value) && /^\$\{alicloud_vpc\.[^.}]+\.id\}$/.test(String(resolveValue(scope, value)));
}

/**
 * The access group of a mount target the app creates is managed in the app: its rules are checked
 * where their CIDR blocks are literals. No rule holding the function's vSwitch block means every
 * mount is refused; a read-write rule where the model is mounted read-only lets the function modify it.
 */
function checkAppAccessRules(scope: Construct, target: AppMountTarget, vswitchCidr: string | undefined, readOnly: boolean): void {
  if (vswitchCidr === undefined || !isResolved(vswitchCidr)) return;
  if (
    target.rules.some(
      (r) => r.sourceCidrIp === undefined || !isResolved(r.sourceCidrIp) || cidrHolds(r.sourceCidrIp, vswitchCidr) === undefined,
    )
  )
    return;
  const admitting = target.rules.filter((r) => cidrHolds(r.sourceCidrIp as string, vswitchCidr));
  if (admitting.length === 0) {
    const fix = `Add an alicloud_nas_access_rule with sourceCidrIp "${vswitchCidr}" (rwAccessType "${readOnly ? 'RDONLY' : 'RDWR'}") to the access group ${target.accessGroupName}`;
    throw new ValidationError(
      'GPUM-FC-NAS-ACCESS-RULE',
      `the access group of the mount target ${target.path}, created in this app, has no rule for the function's vSwitch ${vswitchCidr} (its rules: ${target.rules.map((r) => r.sourceCidrIp).join(', ') || 'none'}): NAS refuses every mount from the function. ${fix}`,
      scope,
      { property: 'storage.mountTargetDomain', value: vswitchCidr, fix },
    );
  }
  const writable = admitting.filter((r) => r.rwAccessType !== 'RDONLY');
  if (readOnly && writable.length > 0) {
    addWarning(
      scope,
      'GPUM-FC-NAS-ACCESS-WRITABLE',
      `the rule ${writable.map((r) => `${r.path} (${r.sourceCidrIp}, ${r.rwAccessType})`).join(', ')} of the app's access group lets the function's vSwitch ${vswitchCidr} write to the file system, but the model is mounted read-only: set its rwAccessType to "RDONLY" (give the staging writer its own vSwitch and rule), or mount with readOnly: false if the function must write`,
    );
  }
}

function isExtreme(id: string | undefined): boolean {
  return id !== undefined && isResolved(id) && (/^extreme-/.test(id) || /\.extreme\.nas\.aliyuncs\.com$/.test(id));
}
