import { checkTagRule } from '../core/contract/tags';
import { checkConstructId } from '../core/contract/construct-id';
import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { checkBucketName, checkLocation, claimStagingDestination, useProvider, valueText } from '../core/contract';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { TerraformOutput, TerraformProvider } from '../core/framework';
import { ModelArtifact } from '../core/model-artifact';
import { addressPath, uniqueResourceName } from '../core/names';
import { CloudProvider } from '../core/staging/cloud';
import { ModelSourceKind } from '../core/staging/model-source';
import { ObjectStorageLocation } from '../core/staging/object-storage-location';
import { checkRetainRevisions } from '../core/staging/retention';
import { warnStagingTimeoutShort } from '../core/staging/staging-timeout';
import { AdvicePlatform } from '../core/storage-advice/workload';
import { checkStagingConcurrency, StagingJobSpec } from '../core/staging/staging-job-spec';
import { StagingProgram } from '../core/staging/staging-program';
import { isResolved } from '../core/tokens';
import { zipSingleFile } from './code-zip';
import { FC_FUNCTION_NAME, FC_FUNCTION_NAME_FIX, FC_LOCATION, FC_TAG_RULE, OSS_BUCKET_NAMES } from './contract';
import { Fcv3Function } from './generated/fcv3-function';
import type { RamRole } from './generated/ram-role';
import { fcHubBlocked } from './hub-reachability';
import { FcNetwork, FcNetworkConfig } from './network';
import { resolveRegion } from './regions';
import type { Fcv3ConcurrencyConfig } from './generated/fcv3-concurrency-config';
import {
  dataAlicloudAccountBinding,
  fcv3ConcurrencyConfigBinding,
  ramPolicyBinding,
  ramRoleBinding,
  ramRolePolicyAttachmentBinding,
} from './lazy-bindings';
import { checkRoleArn } from './ram';
import { checkStagingProps, STAGING_CPU, STAGING_MEMORY_MIB } from './staging-props';
import { NasAccessRule } from './generated/nas-access-rule';
import { STAGING_DESTINATION_MOUNT, STAGING_SOURCE_MOUNT } from '../core/staging/mount-dirs';

/** Function Compute's longest run for one invocation (limits page): a large model takes hours. */
const MAX_TIMEOUT = Duration.seconds(86400);

/** Props of {@link FcModelStaging}. Give exactly one destination: a NAS mount target, or an OSS bucket. */
export interface FcModelStagingProps {
  /** The model to stage: its `source` must not be pre-staged. */
  readonly model: ModelArtifact;

  /**
   * The region, when the stack's alicloud provider has none known at synth.
   * @default - the provider's region
   */
  readonly region?: string;

  /**
   * The alicloud provider the staging resources are created with.
   * @default - the stack's default alicloud provider
   */
  readonly provider?: TerraformProvider;

  /**
   * The NAS mount target to write to (`xxxx.cn-hangzhou.nas.aliyuncs.com`). The model is written
   * under `/<storagePath>/<revision>/` on the file system (under `/share` on Extreme NAS). Needs
   * `network`, and a read-write access rule for the network's vSwitch (see `nasAccessGroupName`).
   * @default - the destination is `ossBucketName`
   */
  readonly nasMountTargetDomain?: string;

  /**
   * The ID of the file system `nasMountTargetDomain` belongs to: with it, two stagings of one
   * revision into one file system through different mount targets are refused too
   * (`GPUM-STAGING-DESTINATION-DUPLICATE`); without it, only those through the same mount target.
   * @default - the destination is identified by `nasMountTargetDomain`
   */
  readonly nasFileSystemId?: string;

  /**
   * The NAS access group of the mount target: a read-write rule (`RDWR`, `no_squash`) is added to it
   * for the staging vSwitch's CIDR block, and only for it (serving vSwitches keep their read-only rules).
   * @default - no rule is added, and warning GPUM-FC-STAGING-NAS-ACCESS says which one to add
   */
  readonly nasAccessGroupName?: string;

  /**
   * The user ID the staging function writes to NAS as: the serving function's, so that it can read.
   * @default 0
   */
  readonly nasUserId?: number;

  /**
   * The group ID the staging function writes to NAS as.
   * @default 0
   */
  readonly nasGroupId?: number;

  /**
   * The OSS bucket to write to: the model's prefix is mounted read-write, and the role may write
   * only `<storagePath>/*`.
   * @default - the destination is `nasMountTargetDomain`
   */
  readonly ossBucketName?: string;

  /**
   * The OSS endpoint of the mount.
   * @default - the region's internal endpoint, `http://oss-<region>-internal.aliyuncs.com`
   */
  readonly ossEndpoint?: string;

  /**
   * For an `oss://` source (`ModelSource.objectStorage`): the OSS endpoint the source prefix is
   * mounted from. An internal endpoint reaches only buckets of its own region.
   * @default - the region's internal endpoint, `http://oss-<region>-internal.aliyuncs.com`
   */
  readonly sourceOssEndpoint?: string;

  /**
   * An existing RAM role for the staging function, instead of the one this construct creates. It
   * must allow what the created role would (warning GPUM-FC-STAGING-ROLE-UNMANAGED lists it), and
   * should allow nothing more: never give the serving function's role, which must stay read-only.
   * @default - a role scoped to the model's prefix, the source prefix and the hub token's secret,
   *   created when the staging needs one
   */
  readonly roleArn?: string;

  /**
   * The VPC, vSwitch and security group the staging function attaches to (required for NAS). Use a
   * vSwitch of the NAS mount target's VPC other than the serving function's, so that only the staging
   * vSwitch gets a read-write NAS rule.
   * @default - no VPC (OSS only)
   */
  readonly network?: FcNetwork;

  /**
   * Let the function reach the internet through Function Compute's own network (the hub). With
   * false, the function reaches the internet only through its VPC, which then needs a NAT gateway.
   * @default true
   */
  readonly internetAccess?: boolean;

  /**
   * The staging function's name.
   * @default - derived from the construct path
   */
  readonly functionName?: string;

  /**
   * How long one staging run may take (1 minute to 24 hours). Shorter than the staging estimate for
   * the model (`StagingEstimator`, Function Compute) warns (GPUM-FC-STAGING-TIMEOUT).
   * @default Duration.hours(24)
   */
  readonly timeout?: Duration;

  /**
   * vCPUs of the staging function (CPU only: staging never runs on a GPU).
   * @default 2
   */
  readonly cpu?: number;

  /**
   * Memory of the staging function, in MiB.
   * @default 4096
   */
  readonly memorySizeMiB?: number;

  /**
   * Files downloaded at once.
   * @default 4
   */
  readonly concurrency?: number;

  /**
   * How many completed revisions to keep under the model's `storagePath`, the one just staged
   * included: after the marker is written, the function deletes the older revisions it staged
   * itself (the NAS mount is read-write; on OSS the role may delete under the prefix). Directories
   * without the program's marker are never touched. 1 warns (GPUM-STAGING-RETAIN-ONE).
   * @default - every revision is kept
   */
  readonly retainRevisions?: number;

  /**
   * An existing SLS project for the staging function's logs (with `logStore`).
   * @default - no logs are shipped: the invocation's own answer is the only record
   */
  readonly logProject?: string;

  /**
   * An existing SLS logstore in `logProject`.
   * @default - no logs are shipped
   */
  readonly logStore?: string;

  /**
   * Tags for every resource.
   * @default - none
   */
  readonly tags?: Record<string, string>;
}

/**
 * Stages a model from its hub or bucket into NAS or OSS, once, from inside the region: a CPU
 * function on Function Compute's built-in Node.js runtime running the library's staging program
 * (uploaded as an inline code zip), with the storage mounted read-write at the model's prefix. The
 * copy lands in `<storagePath>/<revision>/` and its marker is written last. An `oss://` source
 * (`ModelSource.objectStorage`) is mounted read-only beside it, and the role may only list and read
 * that prefix; a `gs://` or `s3://` source is refused (GPUM-SOURCE-CLOUD).
 *
 * The alicloud provider has no resource that invokes a function, so the staging runs when the
 * command in the `InvokeCommand` output is run once after `cdktf deploy` (warning
 * GPUM-FC-STAGING-RUN-ONCE). A hub token is read at run time from its KMS secret with the
 * function role (`kms:GetSecretValue` on that secret only); it is never in the configuration.
 *
 * At most one staging runs at a time: the function's reserved concurrency is 1 (child
 * `ConcurrencyConfig`) with one request per instance, and the program locks the destination.
 *
 * Child IDs: `Resource` (the function), `ConcurrencyConfig`, `Role`, `StagingPolicy`,
 * `StagingPolicyAttachment`, `Account`, `NasAccessRule`, `InvokeCommand`.
 */
export class FcModelStaging extends Construct {
  /** The staging function. */
  public readonly resource: Fcv3Function;
  /** The staging function's name: what the serving side's wait names when the model is missing. */
  public readonly functionName: string;
  /** The staged revision's path inside the storage (`<storagePath>/<revision>`). */
  public readonly stagedPath: string;
  /** The command that runs the staging once (also the `InvokeCommand` output). */
  public readonly invokeCommand: string;
  /** The staging function's reserved concurrency, 1: at most one staging instance runs at a time. */
  public readonly concurrencyConfig: Fcv3ConcurrencyConfig;
  /**
   * The role the staging function runs as, when this construct created it (a hub token, or OSS).
   * @default - none: NAS without a token needs no role, and a given `roleArn` is not created here
   */
  public readonly role?: RamRole;

  constructor(scope: Construct, id: string, props: FcModelStagingProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-FC-CONSTRUCT-ID'));
    checkTagRule(this, FC_TAG_RULE, 'tags', props.tags);
    const model = props.model;
    const source = model.source;
    const region = resolveRegion(this, props.region, props.provider);
    source.checkCloud(this, CloudProvider.ALIBABA_CLOUD);
    const toNas = props.nasMountTargetDomain !== undefined;
    if (toNas === (props.ossBucketName !== undefined)) {
      throw new ValidationError(
        'GPUM-FC-STAGING-DESTINATION',
        `give exactly one destination for the staging of "${model.name}": nasMountTargetDomain or ossBucketName`,
        this,
        { property: 'nasMountTargetDomain', value: toNas ? 'both' : 'neither', fix: 'set one of nasMountTargetDomain and ossBucketName' },
      );
    }
    checkBucketName(this, OSS_BUCKET_NAMES, 'ossBucketName', props.ossBucketName);
    checkRoleArn(this, 'roleArn', props.roleArn);
    checkStagingProps(this, props, region, toNas);
    this.functionName = props.functionName ?? uniqueResourceName(this, { maxLength: 64 });
    if (!isResolved(this.functionName) || !FC_FUNCTION_NAME.test(this.functionName)) {
      const fix = FC_FUNCTION_NAME_FIX;
      throw new ValidationError('GPUM-FC-FUNCTION-NAME', `functionName "${this.functionName}" must be known at synth and ${fix}`, this, {
        property: 'functionName',
        value: valueText(this.functionName),
        fix,
      });
    }
    const timeout = props.timeout ?? MAX_TIMEOUT;
    if (timeout.toSeconds() < 60 || timeout.toSeconds() > MAX_TIMEOUT.toSeconds() || !Number.isInteger(timeout.toSeconds())) {
      const fix = `must be whole seconds from 60 to ${MAX_TIMEOUT.toSeconds()} (24 hours)`;
      throw new ValidationError('GPUM-FC-RANGE', `timeout ${timeout.toSeconds()}s ${fix}`, this, {
        property: 'timeout',
        value: `${timeout.toSeconds()}s`,
        fix,
      });
    }
    warnStagingTimeoutShort(this, model, timeout, {
      code: 'GPUM-FC-STAGING-TIMEOUT',
      platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE,
      platformName: 'Function Compute',
      atDeadline: 'Function Compute stops the staging invocation at its timeout',
      maxSeconds: MAX_TIMEOUT.toSeconds(),
      defaultText: '24 hours, the most Function Compute allows',
    });

    const sourceLocation = source.kind === ModelSourceKind.OBJECT_STORAGE ? source.location : undefined;
    if (sourceLocation && !toNas) checkSourceOutsideDestination(this, sourceLocation, props.ossBucketName!, model.storagePath);

    const spec = StagingJobSpec.forModel(model, {
      storagePathDirectory: STAGING_DESTINATION_MOUNT,
      sourceDirectory: sourceLocation ? STAGING_SOURCE_MOUNT : undefined,
      jobName: this.functionName,
      concurrency: checkStagingConcurrency(props.concurrency, this),
      retainRevisions: checkRetainRevisions(props.retainRevisions, this),
      // ossfs renames are not atomic and appends may rewrite the whole object: write each file once.
      resumable: toNas,
    });
    this.stagedPath = spec.stagedPath;
    if (toNas) {
      const claim = (storeKind: string, store: string) =>
        claimStagingDestination(this, {
          cloud: CloudProvider.ALIBABA_CLOUD,
          storeKind,
          store,
          stagedPath: this.stagedPath,
          content: model,
        });
      claim('NAS mount target', props.nasMountTargetDomain!);
      if (props.nasFileSystemId !== undefined) claim('NAS file system', props.nasFileSystemId);
    } else {
      claimStagingDestination(this, {
        cloud: CloudProvider.ALIBABA_CLOUD,
        storeKind: 'OSS bucket',
        store: props.ossBucketName!,
        stagedPath: this.stagedPath,
        content: model,
      });
    }
    const environment: Record<string, string> = { ...spec.environment };
    if (source.token !== undefined) {
      // The secret's name, never its value: the program reads the value with the function role.
      environment.GPUM_STAGE_TOKEN_KMS_SECRET = source.token.reference;
      environment.GPUM_STAGE_KMS_REGION = region;
    }

    let network: FcNetworkConfig | undefined;
    let nasConfig: Record<string, unknown> | undefined;
    const ossMountPoints: Record<string, unknown>[] = [];
    if (toNas) {
      network = props.network?.bind(this, this.functionName, props.tags);
      if (!network) {
        throw new ValidationError(
          'GPUM-FC-STAGING-NETWORK',
          "staging to NAS needs the function in the mount target's VPC: set network (a vSwitch of that VPC with a read-write NAS rule)",
          this,
          { property: 'network', value: 'undefined', fix: 'FcNetwork.fromIds({ vpcId, vswitchId, securityGroupId, vswitchCidrBlock })' },
        );
      }
      const domain = props.nasMountTargetDomain!;
      const extreme = isResolved(domain) && /\.extreme\.nas\.aliyuncs\.com$/.test(domain);
      nasConfig = {
        user_id: props.nasUserId ?? 0,
        group_id: props.nasGroupId ?? 0,
        mount_points: [
          {
            server_addr: `${domain}:${extreme ? '/share' : ''}/${model.storagePath}`,
            mount_dir: STAGING_DESTINATION_MOUNT,
            enable_tls: false,
          },
        ],
      };
      if (props.nasAccessGroupName !== undefined && network.vswitchCidrBlock !== undefined) {
        new NasAccessRuleForStaging(this, props.nasAccessGroupName, network.vswitchCidrBlock, extreme);
      } else {
        addWarning(
          this,
          'GPUM-FC-STAGING-NAS-ACCESS',
          `the staging function ${this.functionName} writes to ${domain} from its vSwitch ${network.vswitchId}: the mount target's access group needs a read-write rule (RDWR, no_squash) for that vSwitch's CIDR block, and the serving vSwitches only read-only ones. Give nasAccessGroupName and the vSwitch's CIDR block to have the rule created`,
        );
      }
    } else {
      ossMountPoints.push({
        bucket_name: props.ossBucketName,
        bucket_path: `/${model.storagePath}`,
        endpoint: props.ossEndpoint ?? `http://oss-${region}-internal.aliyuncs.com`,
        mount_dir: STAGING_DESTINATION_MOUNT,
        read_only: false,
      });
      network = props.network?.bind(this, this.functionName, props.tags);
    }
    // The vSwitch's zone must be a zone of the function's region: a vSwitch elsewhere fails at apply.
    if (network?.zoneId !== undefined) {
      checkLocation(this, FC_LOCATION, {
        region,
        regionProperty: 'region',
        regionFromProvider: props.region === undefined,
        zones: [{ property: 'network.zoneId', zone: network.zoneId }],
        provider: props.provider,
      });
    }
    if (sourceLocation) {
      // The source is read through its own mount, read-only: the program copies from the directory.
      ossMountPoints.push({
        bucket_name: sourceLocation.bucket,
        bucket_path: `/${sourceLocation.prefix}`,
        endpoint: props.sourceOssEndpoint ?? `http://oss-${region}-internal.aliyuncs.com`,
        mount_dir: STAGING_SOURCE_MOUNT,
        read_only: true,
      });
      addWarning(
        this,
        'GPUM-FC-OSS-PREFIX-OBJECT',
        `Function Compute mounts the source ${sourceLocation.uri} only if the directory object ${sourceLocation.prefix}/ itself exists ("bucket path does not exist" otherwise), and ossutil cp -r does not create it: run ossutil mkdir ${sourceLocation.uri} once before the staging runs`,
      );
    }

    let roleArn = props.roleArn;
    const dependencies: Construct[] = [];
    const statements = roleArn === undefined ? stagingStatements(this, region, props, source.token?.reference) : [];
    if (roleArn !== undefined) {
      addWarning(
        this,
        'GPUM-FC-STAGING-ROLE-UNMANAGED',
        `the staging function runs as the given role ${roleArn}, which this construct cannot scope: it must allow ${describeNeeds(props, region)}, and nothing wider (never the serving role, which must stay read-only)`,
      );
    }
    if (statements.length > 0) {
      const role = new (ramRoleBinding().RamRole)(this, 'Role', {
        roleName: uniqueResourceName(this, { maxLength: 64, lowerCase: true }),
        assumeRolePolicyDocument: JSON.stringify({
          Version: '1',
          Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['fc.aliyuncs.com'] } }],
        }),
        description: `Model staging ${addressPath(this)}: writes ${model.storagePath}/ (cdktf-gpu-models)`.slice(0, 1024),
        tags: props.tags,
      });
      const policy = new (ramPolicyBinding().RamPolicy)(this, 'StagingPolicy', {
        policyName: uniqueResourceName(this, { maxLength: 128, lowerCase: true, suffix: 'stage' }),
        policyDocument: JSON.stringify({ Version: '1', Statement: statements }),
        description: `Model staging: ${model.storagePath}/${
          sourceLocation ? `, reading ${sourceLocation.uri}` : ''
        } and the hub token's secret only (cdktf-gpu-models)`.slice(0, 1024),
        tags: props.tags,
      });
      dependencies.push(
        new (ramRolePolicyAttachmentBinding().RamRolePolicyAttachment)(this, 'StagingPolicyAttachment', {
          roleName: role.roleName,
          policyName: policy.policyName,
          policyType: 'Custom',
        }),
      );
      this.role = role;
      roleArn = role.arn;
    }

    const internetAccess = props.internetAccess ?? true;
    this.resource = new Fcv3Function(this, 'Resource', {
      functionName: this.functionName,
      description: `Stages ${source} into ${this.stagedPath} (cdktf-gpu-models)`.slice(0, 256),
      runtime: 'nodejs20',
      handler: `${StagingProgram.FILE_NAME.replace(/\.js$/, '')}.${StagingProgram.HANDLER}`,
      code: { zipFile: zipSingleFile(StagingProgram.FILE_NAME, StagingProgram.source()) },
      role: roleArn,
      cpu: props.cpu ?? STAGING_CPU,
      memorySize: props.memorySizeMiB ?? STAGING_MEMORY_MIB,
      diskSize: 512,
      timeout: timeout.toSeconds(),
      instanceConcurrency: 1,
      internetAccess,
      environmentVariables: environment,
      vpcConfig: network ? { vpcId: network.vpcId, vswitchIds: [network.vswitchId], securityGroupId: network.securityGroupId } : undefined,
      logConfig:
        props.logProject !== undefined && props.logStore !== undefined
          ? { project: props.logProject, logstore: props.logStore, enableRequestMetrics: true, logBeginRule: 'DefaultRegex' }
          : undefined,
      tags: props.tags,
      dependsOn: dependencies.length > 0 ? (dependencies as any[]) : undefined,
    });
    // The bindings' single-block setters would drop these lists' shape: set them as written.
    if (nasConfig) this.resource.addOverride('nas_config', nasConfig);
    if (ossMountPoints.length > 0) this.resource.addOverride('oss_mount_config', { mount_points: ossMountPoints });
    // One staging at a time: a reserved concurrency of 1 with one request per instance caps the
    // function at one instance (FC PutConcurrencyInput: the reserved concurrency is the most requests
    // it serves at once). A second invocation is throttled, and Function Compute retries an
    // asynchronous one later, when it finds the marker and does nothing. The program's lock in the
    // destination is the second guard (another function or a manual copy on the same NAS path).
    this.concurrencyConfig = new (fcv3ConcurrencyConfigBinding().Fcv3ConcurrencyConfig)(this, 'ConcurrencyConfig', {
      functionName: this.resource.functionName,
      reservedConcurrency: 1,
    });

    // Asynchronous: the copy can outlast any HTTP client; the program is idempotent, so a retry or a
    // second run after success does nothing.
    this.invokeCommand = `aliyun fc POST /2023-03-30/functions/${this.resource.functionName}/invocations --region ${region} --header "x-fc-invocation-type=Async" --body "{}"`;
    new TerraformOutput(this, 'InvokeCommand', {
      value: this.invokeCommand,
      description: `Run once after deploy to stage ${model.name} (${source}) into ${this.stagedPath}`,
    });
    addWarning(
      this,
      'GPUM-FC-STAGING-RUN-ONCE',
      `the alicloud provider cannot invoke a function during apply, so ${model.name} is not copied by cdktf deploy: after the deploy, run once the command in the output ${addressPath(this)}/InvokeCommand (aliyun fc POST /2023-03-30/functions/${this.functionName}/invocations --region ${region} --header "x-fc-invocation-type=Async" --body "{}"). Running it again does nothing once the marker is written; until then the serving function waits for the marker and fails naming ${this.functionName}${
        toNas ? beforeFirstNasRun(this.stagedPath, this.functionName) : ''
      }`,
    );
    checkHubReachable(this, region, props, internetAccess, network !== undefined);
    useProvider(this, props.provider);
  }
}

/**
 * What a NAS-served function does before the first staging run. Nothing at deploy creates the
 * revision's directory (the provider has no NAS directory resource; OSS gets a `StagedPrefixMarker`
 * object instead). Function Compute creates a missing remote directory at mount, owned by the
 * function's user and group (help.aliyun.com/document_detail/2513529.html), which takes write
 * access: the serving vSwitch's rule is RDONLY. The staging function's rule is RDWR, so its first
 * invocation creates `<storagePath>` at mount and the program the revision below it.
 */
function beforeFirstNasRun(stagedPath: string, functionName: string): string {
  return (
    `. On NAS, nothing creates /${stagedPath} until that invocation starts (${functionName} mounts /${stagedPath.slice(0, stagedPath.lastIndexOf('/'))} read-write and the program creates the revision's directory); ` +
    `before it, a serving function that mounts /${stagedPath} through a read-only access rule (FcGpuFunction's default) cannot have Function Compute create it, so expect its instances to fail at the NAS mount (a mount error, not the marker's message): invoke the staging function before the first request to the serving function`
  );
}

/** The read-write NAS rule for the staging vSwitch (ID `NasAccessRule`). */
class NasAccessRuleForStaging {
  constructor(scope: Construct, accessGroupName: string, cidr: string, extreme: boolean) {
    new NasAccessRule(scope, 'NasAccessRule', {
      accessGroupName,
      fileSystemType: extreme ? 'extreme' : 'standard',
      sourceCidrIp: cidr,
      rwAccessType: 'RDWR',
      userAccessType: 'no_squash',
      priority: 1,
    });
  }
}

/** The staging role's statements: the hub token's one secret, the model's prefix, the logstore. */
function stagingStatements(scope: Construct, region: string, props: FcModelStagingProps, secretName?: string): object[] {
  const statements: object[] = [];
  if (secretName !== undefined) {
    const account = new (dataAlicloudAccountBinding().DataAlicloudAccount)(scope, 'Account');
    statements.push({
      Effect: 'Allow',
      Action: ['kms:GetSecretValue'],
      Resource: [`acs:kms:${region}:${account.id}:secret/${secretName}`],
    });
  }
  if (props.ossBucketName !== undefined) {
    const prefix = props.model.storagePath;
    statements.push(
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: [`acs:oss:*:*:${props.ossBucketName}`],
        Condition: { StringLike: { 'oss:Prefix': [prefix, `${prefix}/*`] } },
      },
      {
        Effect: 'Allow',
        // What a read-write OSS mount needs (Function Compute OSS mount guide); the mount fails with
        // "invalid credentials" without any one of them.
        Action: ['oss:GetObject', 'oss:PutObject', 'oss:DeleteObject', 'oss:ListParts', 'oss:AbortMultipartUpload'],
        Resource: [`acs:oss:*:*:${props.ossBucketName}/${prefix}/*`],
      },
    );
  }
  const location = props.model.source.location;
  if (location !== undefined) {
    // A read-only mount lists and reads (Function Compute OSS mount guide): the source prefix only.
    statements.push(
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: [`acs:oss:*:*:${location.bucket}`],
        Condition: { StringLike: { 'oss:Prefix': [location.prefix, `${location.prefix}/*`] } },
      },
      { Effect: 'Allow', Action: ['oss:GetObject'], Resource: [`acs:oss:*:*:${location.bucket}/${location.prefix}/*`] },
    );
  }
  if (props.logProject !== undefined && props.logStore !== undefined && statements.length > 0) {
    statements.push({
      Effect: 'Allow',
      Action: ['log:PostLogStoreLogs'],
      Resource: [`acs:log:*:*:project/${props.logProject}/logstore/${props.logStore}`],
    });
  }
  return statements;
}

/** What a given staging role must allow, for the warning: the statements this construct would write. */
function describeNeeds(props: FcModelStagingProps, region: string): string {
  const needs: string[] = [];
  const token = props.model.source.token;
  if (token !== undefined) needs.push(`kms:GetSecretValue on acs:kms:${region}:<account>:secret/${token.reference}`);
  if (props.ossBucketName !== undefined) {
    const prefix = props.model.storagePath;
    needs.push(
      `oss:ListObjects on ${props.ossBucketName} with prefix ${prefix}/ and oss:GetObject, oss:PutObject, oss:DeleteObject, oss:ListParts, oss:AbortMultipartUpload on ${props.ossBucketName}/${prefix}/*`,
    );
  }
  const location = props.model.source.location;
  if (location !== undefined) {
    needs.push(
      `oss:ListObjects on ${location.bucket} with prefix ${location.prefix}/ and oss:GetObject on ${location.bucket}/${location.prefix}/*`,
    );
  }
  return needs.length > 0 ? needs.join('; ') : 'nothing beyond what Function Compute needs to run it';
}

/**
 * Refuses a source prefix that holds the destination or lies inside it (same bucket): the copy would
 * read its own output, and a rerun would copy the earlier revisions into the new one.
 */
function checkSourceOutsideDestination(scope: Construct, location: ObjectStorageLocation, bucket: string, storagePath: string): void {
  if (location.overlaps(bucket, storagePath)) {
    throw new ValidationError(
      'GPUM-FC-STAGING-SOURCE',
      `the source ${location.uri} and the destination oss://${bucket}/${storagePath}/ overlap: the copy would read its own output`,
      scope,
      {
        property: 'model.source',
        value: location.uri,
        fix: `a source prefix outside ${storagePath}/ (or a storagePath outside ${location.prefix}/)`,
      },
    );
  }
}

function checkHubReachable(scope: Construct, region: string, props: FcModelStagingProps, internetAccess: boolean, inVpc: boolean): void {
  const source = props.model.source;
  // A bucket source is read through its mount, not the function's network.
  if (internetAccess === false && !inVpc && source.kind !== ModelSourceKind.OBJECT_STORAGE) {
    const fix = 'leave internetAccess unset (true), or give network: a VPC with a NAT gateway';
    throw new ValidationError(
      'GPUM-FC-STAGING-NETWORK',
      `internetAccess is false and the staging function has no network, so it has no route to ${source.endpoint ?? source.kind} at all: ${fix}`,
      scope,
      { property: 'internetAccess', value: 'false', fix },
    );
  }
  if (!internetAccess && source.kind !== ModelSourceKind.OBJECT_STORAGE) {
    addWarning(
      scope,
      'GPUM-FC-STAGING-NO-INTERNET',
      `internetAccess is false, so the staging function reaches ${source.endpoint ?? source.kind} only through its VPC: the VPC needs a NAT gateway with an SNAT entry for the function's vSwitch, or the staging fails with a connection timeout`,
    );
  }
  const blocked = fcHubBlocked(source, region);
  if (blocked) addWarning(scope, blocked.code, blocked.message);
}
