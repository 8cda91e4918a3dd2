import { checkTagRule } from '../core/contract/tags';
import { checkConstructId } from '../core/contract/construct-id';
import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { TerraformOutput } from '../core/framework';
import { lazyValue } from '../core/lazy';
import { EngineKind, EngineLaunch, ServingEngine } from '../core/engine';
import { IGpuWorkload } from '../core/gpu-workload';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind, rejectUnsupportedOptions } from '../core/model-storage';
import { addressPath, uniqueResourceName } from '../core/names';
import type { AdvicePlatform } from '../core/storage-advice/workload';
import { isResolved, isUnresolved } from '../core/tokens';
import { FcModelStaging } from './fc-model-staging';
import { RETAIN_REVISIONS } from '../core/staging/retention';
import { FcModelStorageConfig, FcNasOptions, FcOssMountOptions } from './fc-model-storage';
import type { FcModelStore } from './fc-model-store';
import { FcSharedStore, refuseSharedStagingOptions, resolveFcSharedStore, sharedNasOptions, warnSharedModelMissing } from './shared-store';
import { refuseStreamOnFc } from './stream-refusal';
import {
  checkBucketName,
  checkEnvironmentVariable,
  checkLocation,
  checkModelFitsGpu,
  checkNumber,
  claimUniqueName,
  escapeTerraformTemplates,
  escapeUserStrings,
  escapeUserText,
  requireEnumMember,
  requireLiteralBoolean,
  TOKEN_IN_WORDS,
  useProvider,
  valueText,
} from '../core/contract';
import { FC_FUNCTION_NAME, FC_FUNCTION_NAME_FIX, FC_LOCATION, FC_RESERVED_ENVIRONMENT, FC_TAG_RULE, OSS_BUCKET_NAMES } from './contract';
import { FcGpuFunctionProps, FcHealthCheckOptions, FcHttpAuthType, FcHttpMethod, FcHttpTriggerOptions } from './fc-gpu-function-props';
import { Fcv3Function, Fcv3FunctionConfig } from './generated/fcv3-function';
import type { Fcv3ProvisionConfig } from './generated/fcv3-provision-config';
import { Fcv3Trigger } from './generated/fcv3-trigger';
import { OssBucket } from './generated/oss-bucket';
import type { RamRole } from './generated/ram-role';
import { ResolvedGpuSpec, resolveGpuSpec } from './gpu-spec';
import { fcGpuMemoryOffer } from './gpu-catalogue';
import { checkFcImage } from './image-checks';
import { FcMounts, FcNasMountPoint, FcOssMountPoint } from './mounts';
import { createStagingNetwork, FcNetwork, FcNetworkAttributes, FcNetworkConfig } from './network';
import { StagingMarker } from '../core/staging/staging-marker';
import { ALIBABA_FUNCTION_COMPUTE } from './platform';
import { buildProvisionConfig } from './provisioning';
import { buildConcurrencyConfig } from './concurrency';
import { checkNasBurst } from './nas-burst-guard';
import { FC_DEFAULT_DISK_SIZE_MIB } from './oss-mount-overhead';
import { checkDiskSize } from './disk-size';
import { checkPrewarmMemory } from './prewarm-checks';
import type { Fcv3ConcurrencyConfig } from './generated/fcv3-concurrency-config';
import { checkGpuRegion, resolveRegion } from './regions';
import { resourceManagerServiceLinkedRoleBinding } from './lazy-bindings';
import { isReplicatedStorage } from './replicated-storage';
import { FcModelPlacement, FcStagingTarget, placeModel } from './model-placement';
import { FcCompileCache, addFcCompileCache, checkFcCompileCacheStorage } from './compile-cache';
import { checkRoleArn } from './ram';
import { checkLogConfig } from './log-config';
import { checkNasServerAddr } from './nas-identity';
import { checkOssEndpoint } from './oss-endpoint';

const PLATFORM_NAME = ALIBABA_FUNCTION_COMPUTE.displayName;
const SUPPORTED_STORAGE = [...ALIBABA_FUNCTION_COMPUTE.storageKinds];
/** Function Compute's limit on an initializer's run time (limits page). */
const INITIALIZER_MAX = Duration.seconds(300);
const FC_GPU_FUNCTION_SYMBOL = Symbol.for('cdktf-gpu-models.FcGpuFunction');

/** The props after the checks that run before anything is made, with what those checks settled. */
interface CheckedProps {
  /** The props with their literal strings escaped for Terraform (the environment is escaped as it is added). */
  readonly props: FcGpuFunctionProps;
  readonly imageUri: string;
  readonly region: string;
  /** True when the region is the provider's (no `region` prop). */
  readonly regionFromProvider: boolean;
  readonly gpuSpec: ResolvedGpuSpec;
  readonly storage: FcModelStorageConfig;
  readonly options: { nas?: FcNasOptions; ossMount?: FcOssMountOptions };
  /** The store of the function `FcModelStorage.sharedWith()` names. */
  readonly shared?: FcSharedStore;
}

/**
 * A Function Compute 3.0 GPU function (custom container) with its model on the image, Performance
 * NAS or an OSS mount, and everything that storage needs: network, file system, mount target,
 * access rule, bucket, RAM role and policy.
 *
 * Child IDs are Terraform addresses and never change: `Resource` (the function), `Vpc`, `VSwitch`,
 * `SecurityGroup`, `FileSystem`, `AccessGroup`, `AccessRule`, `MountTarget`, `ModelBucket`,
 * `ModelBucketAcl`, `ModelBucketPublicAccessBlock`, `Role`, `ModelReadPolicy`,
 * `ModelReadPolicyAttachment`, `LogDeliveryPolicy`, `LogDeliveryPolicyAttachment`, `ServiceLinkedRole`,
 * `HttpTrigger`, `Url`, `ProvisionConfig`; for a staged model `Staging` (an {@link FcModelStaging}),
 * `StagingVSwitch` and `StagedPrefixMarker`. Functions on one NAS share the `AccessGroup`, and in one
 * vSwitch the `MountTarget` and `AccessRule`, of the first function that made them.
 */
export class FcGpuFunction extends Construct implements IGpuWorkload {
  /** True for instances of this construct, across copies of the library. */
  public static isFcGpuFunction(x: unknown): x is FcGpuFunction {
    return typeof x === 'object' && x !== null && FC_GPU_FUNCTION_SYMBOL in x;
  }

  public readonly platformName = PLATFORM_NAME;
  public readonly storageKind: ModelStorageKind;
  public readonly modelMountPath: string;

  /** The `alicloud_fcv3_function`, for settings this construct does not cover. */
  public readonly resource: Fcv3Function;
  /** The function's name (a token when derived). */
  public readonly functionName: string;
  /** The GPU, vCPU and memory the function gets. */
  public readonly gpuSpec: ResolvedGpuSpec;
  /** The HTTP trigger's internet URL, when there is a trigger. */
  public readonly url?: string;
  /** The HTTP trigger, when there is one. */
  public readonly httpTrigger?: Fcv3Trigger;
  /** The network the function is attached to, when it has one. */
  public readonly network?: FcNetworkConfig;
  /** The role the function runs as, when this construct created it. */
  public readonly role?: RamRole;
  /** The model bucket's name, for OSS storage. */
  public readonly modelBucketName?: string;
  /** The model bucket, when this construct created it. */
  public readonly modelBucket?: OssBucket;
  /**
   * The compile cache's key in the model's bucket (`<prefix>/<engine>-<version>/<model>/<revision>/<gpu>-tp1`),
   * when the engine preset has a `compileCache`.
   * @default - no compile cache
   */
  public readonly compileCacheKey?: string;
  /** The NAS file system's ID, for NAS storage (when known). */
  public readonly fileSystemId?: string;
  /**
   * The NAS mount target's domain, for NAS storage: the one this function made, or the one an earlier
   * function on the same file system and vSwitch made and this one shares.
   */
  public readonly mountTargetDomain?: string;
  /**
   * The NAS access group, when this construct or an earlier function on the same file system created
   * it (one per file system): add a read-write rule here for a loader.
   */
  public readonly nasAccessGroupName?: string;
  /**
   * The NAS model store, for storage on NAS: what `FcModelStorage.sharedWith(this)` gives the next
   * function (the file system, mount target, access group and network).
   * @default - the model is not on NAS
   */
  public readonly modelStore?: FcModelStore;
  /** The provision config, when provisioned instances were asked for. */
  public readonly provisionConfig?: Fcv3ProvisionConfig;
  /** The concurrency config, when `reservedConcurrency` was given. */
  public readonly concurrencyConfig?: Fcv3ConcurrencyConfig;
  /** The staging of the model into its storage, when its `source` is not pre-staged. */
  public readonly staging?: FcModelStaging;

  private readonly mounts: FcMounts;
  private readonly environment: Record<string, string> = {};
  private readonly nasOwner = { userId: 0, groupId: 0 };
  /** The region the function runs in, for the mount points added later. */
  private readonly region: string;

  constructor(scope: Construct, id: string, givenProps: FcGpuFunctionProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-FC-CONSTRUCT-ID'));
    Object.defineProperty(this, FC_GPU_FUNCTION_SYMBOL, { value: true });
    // Checks and configuration are methods, called in the order errors and warnings always came in.
    this.mounts = new FcMounts(this);
    checkTagRule(this, FC_TAG_RULE, 'tags', givenProps.tags);
    const checked = this.checkProps(givenProps);
    const { props, region } = checked;
    this.region = region;
    this.storageKind = props.storage.kind;
    this.modelMountPath = props.model.mountPath;
    this.gpuSpec = checked.gpuSpec;
    this.functionName = this.nameFunction(props.functionName, region);
    this.network = this.bindNetwork(checked);
    const placement = placeModel(this, this.mounts, {
      storage: checked.storage,
      prefixObjectProvided: isReplicatedStorage(props.storage),
      options: checked.options,
      model: props.model,
      region,
      network: this.network,
      tags: props.tags,
      roleArn: props.roleArn,
      logs: logTarget(props.logProject, props.logStore),
      gpuSpec: this.gpuSpec,
      diskSizeMiB: props.diskSizeMiB,
    });
    this.fileSystemId = placement.nas?.fileSystemId;
    this.mountTargetDomain = placement.nas?.mountTargetDomain;
    this.nasAccessGroupName = placement.nas?.accessGroupName;
    if (placement.nas) this.nasOwner = { userId: placement.nas.userId, groupId: placement.nas.groupId };
    this.modelBucketName = placement.oss?.bucketName;
    this.modelBucket = placement.oss?.bucket;
    this.role = placement.role;
    if (placement.modelUrl !== undefined) this.environment.MODEL_URL = placement.modelUrl;
    // Two functions serving one model from one store stage it once: the second waits for the first's copy.
    const firstStaging = checked.shared?.sameModel ? checked.shared.store.staging : undefined;
    if (placement.staging) this.staging = firstStaging ?? this.stageModel(props, region, placement.staging);
    if (checked.shared) warnSharedModelMissing(this, checked.shared, props.model);
    if (placement.nas && this.network) {
      this.modelStore = {
        owner: checked.shared?.store.owner ?? this,
        region,
        model: props.model,
        fileSystemId: placement.nas.fileSystemId,
        mountTargetDomain: placement.nas.mountTargetDomain,
        accessGroupName: placement.nas.accessGroupName,
        network: this.network,
        userId: placement.nas.userId,
        groupId: placement.nas.groupId,
        staging: this.staging,
      };
    }
    const dependencies = [...placement.dependencies];
    if (props.createServiceLinkedRole) dependencies.push(this.serviceLinkedRole());
    Object.assign(this.environment, props.model.environment());
    for (const [key, value] of Object.entries(props.environment ?? {})) this.addEnvironment(key, value);
    const engine = this.bindEngine(checked);
    Object.assign(this.environment, engine.environment);
    const compileCache = engine.compileCache ? this.addCompileCache(checked, placement, engine) : undefined;
    if (compileCache) dependencies.push(...compileCache.dependencies);
    this.compileCacheKey = compileCache?.key;
    this.resource = new Fcv3Function(this, 'Resource', this.functionConfig(checked, placement.roleArn, dependencies, engine, compileCache));
    this.addMountOverrides();
    checkPrewarmTimeout(this, props);
    if (props.httpTrigger) {
      const trigger = buildHttpTrigger(this, this.resource, props.httpTrigger);
      this.httpTrigger = trigger.resource;
      this.url = this.addUrlOutput(trigger);
    }
    if (props.provisioned) this.provisionConfig = buildProvisionConfig(this, this.resource, this.gpuSpec.gpuType, props.provisioned);
    if (props.reservedConcurrency !== undefined) {
      this.concurrencyConfig = buildConcurrencyConfig(
        this,
        this.resource,
        props.reservedConcurrency,
        props.instanceConcurrency ?? 1,
        props.provisioned,
      );
    }
    if (checked.storage.kind === ModelStorageKind.FILE_SYSTEM) {
      checkNasBurst(this, {
        model: props.model,
        region,
        provisioned: props.provisioned,
        reservedConcurrency: props.reservedConcurrency,
        instanceConcurrency: props.instanceConcurrency ?? 1,
      });
    }
    useProvider(this, props.provider);
  }

  /**
   * The props with every literal string escaped for Terraform, checked before anything is made: the
   * region and GPU, the numbers and flags, the storage (bound), the model and its fit, the bucket and
   * log names, the image.
   */
  private checkProps(givenProps: FcGpuFunctionProps): CheckedProps {
    // Every literal string reaches Terraform: escape its template sequences once, here (the
    // environment is escaped as each variable is added).
    const { environment: userEnvironment, ...rest } = givenProps;
    const props: FcGpuFunctionProps = { ...escapeUserStrings(this, rest), environment: userEnvironment };
    const imageUri = escapeUserText(this, props.image.uri, 'image');
    const region = resolveRegion(this, props.region, props.provider);
    // Without a region prop the region is the provider's: a token is then named as the provider's region.
    const regionFromProvider = props.region === undefined;
    checkLocation(this, FC_LOCATION, { region, regionProperty: 'region', regionFromProvider, provider: props.provider });
    checkGpuRegion(this, region);
    checkNumber(this, 'cpu', props.cpu, { code: 'GPUM-FC-CPU', min: 0.05 });
    checkNumber(this, 'memorySizeMiB', props.memorySizeMiB, { code: 'GPUM-FC-MEMORY', min: 1, integer: true });
    const gpuSpec = resolveGpuSpec(this, props.gpuType, { cpu: props.cpu, memoryMiB: props.memorySizeMiB, gpuMemory: props.gpuMemorySize });
    checkScalars(this, props);
    checkChoices(this, props);
    refuseStreamOnFc(this, props.storage);
    const storage = props.storage.bind(this, {
      platformName: PLATFORM_NAME,
      supportedKinds: SUPPORTED_STORAGE,
      platformId: ALIBABA_FUNCTION_COMPUTE.id,
    });
    const shared = storage.sharedWith ? resolveFcSharedStore(this, storage.sharedWith, region, props.model) : undefined;
    if (shared) refuseSharedStagingOptions(this, shared, props);
    const options = shared ? { nas: sharedNasOptions(shared.store) } : fcStorageOptions(this, storage);
    props.model.bind(this);
    checkModelFitsGpu(this, props.model, fcGpuMemoryOffer(gpuSpec.gpuType));
    checkBucketName(this, OSS_BUCKET_NAMES, 'storage.bucketName', storage.objectStorageMount?.bucketName);
    checkRoleArn(this, 'roleArn', props.roleArn);
    checkRoleArn(this, 'stagingRoleArn', props.stagingRoleArn);
    if (props.roleArn !== undefined && isResolved(props.roleArn) && props.roleArn === props.stagingRoleArn) {
      const fix = 'leave stagingRoleArn unset (a role scoped to the staging is created), or give a role of its own';
      throw new ValidationError(
        'GPUM-FC-ROLE-ARN',
        `stagingRoleArn is the serving function's roleArn "${props.roleArn}": the staging writes the model, and the serving identity must stay read-only. ${fix}`,
        this,
        { property: 'stagingRoleArn', value: props.stagingRoleArn, fix },
      );
    }
    checkLogConfig(this, props.logProject, props.logStore);
    checkFcImage(this, props.image, props.model, storage.kind, region);
    return { props, imageUri, region, regionFromProvider, gpuSpec, storage, options, shared };
  }

  /** The given name, or one derived from the construct path; either must be valid and unique in its region. */
  private nameFunction(givenName: string | undefined, region: string): string {
    const functionName = givenName ?? uniqueResourceName(this, { maxLength: 64 });
    if (isResolved(functionName) && !FC_FUNCTION_NAME.test(functionName)) {
      const fix = FC_FUNCTION_NAME_FIX;
      throw new ValidationError('GPUM-FC-FUNCTION-NAME', `functionName "${functionName}" is not valid: ${fix}`, this, {
        property: 'functionName',
        value: functionName,
        fix,
      });
    }
    claimUniqueName(
      this,
      { kind: 'Function Compute function name', within: region, code: 'GPUM-FC-FUNCTION-NAME-DUPLICATE' },
      functionName,
    );
    return functionName;
  }

  /** The function's network: the given one, or one made in the OSS accelerator's zone; checked against the region. */
  private bindNetwork({ props, options, region, regionFromProvider, shared }: CheckedProps): FcNetworkConfig | undefined {
    // The OSS accelerator is reachable only from a VPC in its zone: put the function there.
    const acceleratorZone = options.ossMount?.accelerator?.zoneId;
    // A shared store is reached from its own network unless this function is given one.
    const sharedNetwork = shared ? FcNetwork.fromIds(networkAttributes(shared.store.network)) : undefined;
    const networkChoice = props.network ?? sharedNetwork ?? (acceleratorZone ? FcNetwork.create({ zoneId: acceleratorZone }) : undefined);
    const network = networkChoice?.bind(this, this.functionName, props.tags);
    checkLocation(this, FC_LOCATION, {
      region,
      regionProperty: 'region',
      regionFromProvider,
      // The accelerator's zone (and a network made for it) is checked against the region with the
      // OSS storage (GPUM-FC-OSS-ACCELERATOR-ZONE).
      zones: props.network ? [{ property: 'network.zoneId', zone: network?.zoneId }] : [],
      provider: props.provider,
    });
    if (acceleratorZone && network) checkAcceleratorZone(this, acceleratorZone, network);
    return network;
  }

  /** The staging of a model whose source is not pre-staged, into the NAS or bucket the function reads. */
  private stageModel(props: FcGpuFunctionProps, region: string, target: FcStagingTarget): FcModelStaging {
    // The staging function checks the count under its own prop name; a token is refused here, naming this one.
    if (isUnresolved(props.stagingRetainRevisions))
      checkNumber(this, 'stagingRetainRevisions', props.stagingRetainRevisions, RETAIN_REVISIONS);
    let stagingNetwork = props.stagingNetwork;
    if (target.nas && stagingNetwork === undefined) {
      stagingNetwork = FcNetwork.fromIds(createStagingNetwork(this, this.network!, this.functionName, props.tags));
    }
    return new FcModelStaging(this, 'Staging', {
      model: props.model,
      region,
      provider: props.provider,
      nasMountTargetDomain: target.nas?.domain,
      nasFileSystemId: target.nas ? this.fileSystemId : undefined,
      nasAccessGroupName: target.nas?.accessGroupName,
      nasUserId: target.nas ? this.nasOwner.userId : undefined,
      nasGroupId: target.nas ? this.nasOwner.groupId : undefined,
      ossBucketName: target.ossBucketName,
      ossEndpoint: target.ossEndpoint,
      network: stagingNetwork,
      roleArn: props.stagingRoleArn,
      retainRevisions: props.stagingRetainRevisions,
      functionName: `${this.functionName}-stage`.slice(0, 64),
      logProject: props.logProject,
      logStore: props.logStore,
      tags: props.tags,
    });
  }

  private serviceLinkedRole(): Construct {
    return new (resourceManagerServiceLinkedRoleBinding().ResourceManagerServiceLinkedRole)(this, 'ServiceLinkedRole', {
      serviceName: 'fc.aliyuncs.com',
    });
  }

  /**
   * The engine's command line, environment and health check (`props.engine`, a custom engine by
   * default): one GPU, the function's port, the model at its mount path. Function Compute publishes
   * no per-instance bandwidth and streaming is refused here, so no streamer is sized.
   */
  private bindEngine({ props, gpuSpec }: CheckedProps): EngineLaunch {
    // The user's check is validated where it is rendered: only a finite window is compared here.
    const check = props.healthCheck;
    const seconds = check && (check.initialDelay?.toSeconds() ?? 0) + (check.period?.toSeconds() ?? 5) * (check.failureThreshold ?? 3);
    const window =
      seconds !== undefined && isResolved(seconds) && Number.isFinite(seconds) && seconds >= 0 ? Duration.seconds(seconds) : undefined;
    return (props.engine ?? ServingEngine.custom()).bind(this, {
      platformName: PLATFORM_NAME,
      model: props.model,
      storageKind: this.storageKind,
      modelLocation: props.model.mountPath,
      gpuCount: 1,
      gpuMemory: fcGpuMemoryOffer(gpuSpec.gpuType),
      port: props.port ?? 9000,
      userCommand: { command: props.command, entrypoint: props.entrypoint },
      environment: { ...this.environment },
      startupTimeout: window && { value: window, property: 'healthCheck (initialDelay + period × failureThreshold)' },
      // Restored and written back by a wrapper around the engine (compile-cache.ts); the storage is checked there.
      compileCacheSupported: true,
    });
  }

  /** The compile cache under its key in the model's bucket: a writable mount, its grant and the wrapper. */
  private addCompileCache({ props, region }: CheckedProps, placement: FcModelPlacement, engine: EngineLaunch): FcCompileCache {
    checkFcCompileCacheStorage(this, this.storageKind);
    return addFcCompileCache(this, this.mounts, {
      engine,
      model: props.model,
      gpuType: this.gpuSpec.gpuType,
      bucketName: placement.oss!.bucketName,
      region,
      role: placement.role,
      roleArn: placement.roleArn,
      tags: props.tags,
      port: props.port ?? 9000,
    });
  }

  /** The `alicloud_fcv3_function`'s configuration. */
  private functionConfig(
    { props, imageUri, storage }: CheckedProps,
    roleArn: string | undefined,
    dependencies: Construct[],
    engine: EngineLaunch,
    compileCache: FcCompileCache | undefined,
  ): Fcv3FunctionConfig {
    const preset = engine.kind !== EngineKind.CUSTOM;
    return {
      functionName: this.functionName,
      description: props.description ?? `GPU function serving ${props.model.name} (cdktf-gpu-models)`,
      runtime: 'custom-container',
      // Required by the provider even for custom containers, where it is not used.
      handler: 'index.handler',
      role: roleArn,
      cpu: this.gpuSpec.cpu,
      memorySize: this.gpuSpec.memoryMiB,
      diskSize: props.diskSizeMiB ?? FC_DEFAULT_DISK_SIZE_MIB,
      timeout: (props.timeout ?? Duration.minutes(10)).toSeconds(),
      instanceConcurrency: props.instanceConcurrency ?? 1,
      gpuConfig: { gpuType: this.gpuSpec.gpuType, gpuMemorySize: this.gpuSpec.gpuMemoryMiB },
      customContainerConfig: {
        image: imageUri,
        port: props.port ?? 9000,
        // Function Compute's `entrypoint` is the image's ENTRYPOINT and `command` its CMD.
        // With a compile cache the wrapper is the ENTRYPOINT and `exec`s the engine's whole command line.
        command: compileCache?.command ?? (preset ? engine.args!.map(escapeTerraformTemplates) : props.command),
        entrypoint: compileCache?.entrypoint ?? (preset ? engine.command : props.entrypoint),
        healthCheckConfig: props.healthCheck
          ? healthCheckConfig(this, props.healthCheck)
          : engine.healthCheckPath && engine.startupDeadline
            ? engineHealthCheck(engine.healthCheckPath, engine.startupDeadline)
            : undefined,
      },
      environmentVariables: lazyValue(() => ({ ...this.environment })) as any,
      vpcConfig: this.network
        ? { vpcId: this.network.vpcId, vswitchIds: [this.network.vswitchId], securityGroupId: this.network.securityGroupId }
        : undefined,
      logConfig: logConfig(props.logProject, props.logStore),
      instanceLifecycleConfig: lifecycle(this, storage, props, this.gpuSpec, this.staging?.functionName),
      tags: props.tags,
      dependsOn: dependencies.length > 0 ? (dependencies as any[]) : undefined,
    };
  }

  /**
   * Rendered at synth so mount points added after construction are included; the bindings'
   * single-block setters cannot hold a lazy value, so these go in as overrides.
   */
  private addMountOverrides(): void {
    this.resource.addOverride(
      'nas_config',
      lazyValue(() => this.renderNasConfig()),
    );
    this.resource.addOverride(
      'oss_mount_config',
      lazyValue(() => this.renderOssMountConfig()),
    );
  }

  /** The trigger's URL (the intranet one when the internet URL is disabled), as the output `Url`. */
  private addUrlOutput(trigger: { resource: Fcv3Trigger; disableUrlInternet: boolean }): string {
    const urls = trigger.resource.httpTrigger.get(0);
    const url = trigger.disableUrlInternet ? urls.urlIntranet : urls.urlInternet;
    new TerraformOutput(this, 'Url', { value: url, description: `HTTP endpoint of ${addressPath(this)}` });
    return url;
  }

  /** The function's ARN (a token). */
  public get functionArn(): string {
    return this.resource.functionArn;
  }

  /**
   * Adds an environment variable. The model's variables (`MODEL_NAME`, `MODEL_PATH`, `MODEL_FORMAT`,
   * and `MODEL_URL` for internet models) are set by the construct and cannot be replaced.
   */
  public addEnvironment(key: string, value: string): this {
    this.environment[key] = checkEnvironmentVariable(this, FC_RESERVED_ENVIRONMENT, this.environment, key, value);
    return this;
  }

  /** Mounts another NAS directory (at most 5 NAS mount points; directories unique across NAS and OSS). */
  public addNasMountPoint(mount: FcNasMountPoint): this {
    if (!this.network) {
      const fix = 'set network on the function';
      throw new ValidationError('GPUM-FC-NAS-NETWORK', `a NAS mount needs the function in a VPC: ${fix}`, this, {
        property: 'network',
        value: 'undefined',
        fix,
      });
    }
    checkNasServerAddr(this, 'mount.serverAddr', mount.serverAddr, this.region);
    this.mounts.addNas(escapeUserStrings(this, mount, 'mount'));
    return this;
  }

  /** Mounts another OSS prefix (at most 5 OSS mount points; directories unique across NAS and OSS). */
  public addOssMountPoint(mount: FcOssMountPoint): this {
    checkBucketName(this, OSS_BUCKET_NAMES, 'mount.bucketName', mount.bucketName);
    checkOssEndpoint(this, 'mount.endpoint', mount.endpoint, this.region);
    this.mounts.addOss(escapeUserStrings(this, mount, 'mount'));
    return this;
  }

  private renderNasConfig(): unknown {
    if (this.mounts.nas.length === 0) return undefined;
    return {
      user_id: this.nasOwner.userId,
      group_id: this.nasOwner.groupId,
      mount_points: this.mounts.nas.map((m) => ({ server_addr: m.serverAddr, mount_dir: m.mountDir, enable_tls: m.enableTls ?? false })),
    };
  }

  private renderOssMountConfig(): unknown {
    if (this.mounts.oss.length === 0) return undefined;
    return {
      mount_points: this.mounts.oss.map((m) => ({
        bucket_name: m.bucketName,
        bucket_path: m.bucketPath,
        endpoint: m.endpoint,
        mount_dir: m.mountDir,
        read_only: m.readOnly ?? true,
      })),
    };
  }
}

/**
 * The NAS or OSS options: those of `FcModelStorage.nas()` / `.ossMount()`, or of the neutral
 * factories (their Function Compute fields deprecated but honoured). A neutral option that means
 * something on other platforms only fails: setting it here would be silently dropped.
 */
function fcStorageOptions(scope: Construct, storage: FcModelStorageConfig): { nas?: FcNasOptions; ossMount?: FcOssMountOptions } {
  switch (storage.kind) {
    case ModelStorageKind.CONTAINER_IMAGE:
      rejectUnsupportedOptions(scope, PLATFORM_NAME, storage.kind, storage.containerImage, []);
      return {};
    case ModelStorageKind.FILE_SYSTEM:
      return { nas: storage.nas ?? storage.fileSystem };
    case ModelStorageKind.OBJECT_STORAGE_MOUNT:
      if (storage.ossMount) return { ossMount: storage.ossMount };
      rejectUnsupportedOptions(scope, PLATFORM_NAME, storage.kind, storage.objectStorageMount, [
        'bucketName',
        'accelerator',
        'removalPolicy',
      ]);
      return { ossMount: storage.objectStorageMount };
    default:
      return {};
  }
}

function checkScalars(scope: Construct, props: FcGpuFunctionProps): void {
  const rule = { code: 'GPUM-FC-RANGE', integer: true };
  checkNumber(scope, 'timeout (seconds)', props.timeout?.toSeconds(), { ...rule, min: 1, max: 86400 });
  checkNumber(scope, 'instanceConcurrency', props.instanceConcurrency, { ...rule, min: 1, max: 200, literalRequired: false });
  checkNumber(scope, 'diskSizeMiB', props.diskSizeMiB, { ...rule, min: 512, max: 1048576, literalRequired: false });
  checkDiskSize(scope, props.diskSizeMiB);
  checkNumber(scope, 'port', props.port, { ...rule, min: 1, max: 65535, literalRequired: false });
}

/** The flags the library decides by at synth (what it creates): literals only, a token is refused in words. */
function checkChoices(scope: Construct, props: FcGpuFunctionProps): void {
  requireLiteralBoolean(
    scope,
    'GPUM-FC-PREWARM',
    'prewarmModel',
    props.prewarmModel,
    'the library adds the instance initializer that reads the model (and checks its storage, memory and time) or not by it at synth',
  );
  requireLiteralBoolean(
    scope,
    'GPUM-FC-SERVICE-LINKED-ROLE',
    'createServiceLinkedRole',
    props.createServiceLinkedRole,
    'the library creates the Function Compute service-linked role (AliyunServiceRoleForFC) or not by it at synth',
  );
}

function checkPrewarmTimeout(scope: Construct, props: FcGpuFunctionProps): void {
  if (props.prewarmTimeout === undefined || props.prewarmModel) return;
  const fix = 'set prewarmModel: true, or remove prewarmTimeout';
  throw new ValidationError('GPUM-FC-PREWARM', `prewarmTimeout is set but prewarmModel is not: ${fix}`, scope, {
    property: 'prewarmModel',
    value: String(props.prewarmModel),
    fix,
  });
}

/** A bound network as the IDs `FcNetwork.fromIds` takes: a shared store's network, reused as it is. */
function networkAttributes(network: FcNetworkConfig): FcNetworkAttributes {
  return {
    vpcId: network.vpcId,
    vswitchId: network.vswitchId,
    securityGroupId: network.securityGroupId,
    vswitchCidrBlock: network.vswitchCidrBlock,
    zoneId: network.zoneId,
  };
}

function checkAcceleratorZone(scope: Construct, acceleratorZone: string, network: FcNetworkConfig): void {
  if (network.zoneId === undefined || !isResolved(network.zoneId) || !isResolved(acceleratorZone)) {
    addWarning(
      scope,
      'GPUM-FC-OSS-ACCELERATOR-ZONE-UNVERIFIED',
      `the function's vSwitch zone is not known at synth, so it cannot be checked against the OSS accelerator's zone ${acceleratorZone}; the accelerator is reachable only from that zone. Give zoneId in FcNetwork.fromIds({...})`,
    );
    return;
  }
  if (network.zoneId !== acceleratorZone) {
    const fix = `Use a vSwitch in ${acceleratorZone}`;
    throw new ValidationError(
      'GPUM-FC-OSS-ACCELERATOR-ZONE',
      `the function's vSwitch is in zone ${network.zoneId} but the OSS accelerator is in ${acceleratorZone}: the accelerator is reachable only from its own zone. ${fix}`,
      scope,
      { property: 'network.zoneId', value: network.zoneId, fix },
    );
  }
}

function healthCheckConfig(scope: Construct, check: FcHealthCheckOptions) {
  const seconds = (name: string, value: Duration | undefined, fallback: number, max: number): number => {
    const s = value?.toSeconds() ?? fallback;
    return checkNumber(scope, `healthCheck.${name}`, s, {
      code: 'GPUM-FC-HEALTH-CHECK',
      integer: true,
      min: 0,
      max,
      unit: 'seconds',
      valueSuffix: 's',
    }) as number;
  };
  const count = (name: string, value: number | undefined, fallback: number): number => {
    const n = value ?? fallback;
    return checkNumber(scope, `healthCheck.${name}`, n, {
      code: 'GPUM-FC-HEALTH-CHECK',
      integer: true,
      min: 1,
      max: 120,
      literalRequired: false,
    }) as number;
  };
  // A token path goes to the probe as it is, unchecked: only a literal can be read for its leading "/".
  if (isResolved(check.path) && !check.path.startsWith('/')) {
    const fix = 'must start with "/", for example /health';
    throw new ValidationError('GPUM-FC-HEALTH-CHECK', `healthCheck.path "${check.path}" ${fix}`, scope, {
      property: 'healthCheck.path',
      value: check.path,
      fix,
    });
  }
  return {
    httpGetUrl: check.path,
    initialDelaySeconds: seconds('initialDelay', check.initialDelay, 0, 120),
    periodSeconds: seconds('period', check.period, 5, 120),
    timeoutSeconds: seconds('timeout', check.timeout, 3, 3),
    failureThreshold: count('failureThreshold', check.failureThreshold, 3),
    successThreshold: count('successThreshold', check.successThreshold, 1),
  };
}

/**
 * The engine preset's health check: GET the engine's path every 10 s, the deadline spread over the
 * failures Function Compute allows (at most 120 × 120 s; the preset's deadline is at least 10 minutes),
 * so an instance is not restarted while the engine still loads. How Function Compute counts failures
 * before the first success is not documented beyond the field limits: unverified.
 */
function engineHealthCheck(path: string, deadline: Duration) {
  const periodSeconds = 10;
  return {
    httpGetUrl: path,
    initialDelaySeconds: 0,
    periodSeconds,
    timeoutSeconds: 3,
    failureThreshold: Math.min(120, Math.ceil(deadline.toSeconds() / periodSeconds)),
    successThreshold: 1,
  };
}

/** The function's log config (checked with the props, GPUM-FC-LOG-CONFIG). */
function logConfig(project?: string, logstore?: string) {
  if (project === undefined) return undefined;
  return { project, logstore, enableInstanceMetrics: true, enableRequestMetrics: true, logBeginRule: 'DefaultRegex' };
}

/** Time the initializer gives the staged model's marker check (its own wait is 60 s). */
const MARKER_WAIT_INITIALIZER_SECONDS = 90;

/**
 * The instance initializer: for a staged model, the marker check (StagingMarker.waitScript), which
 * fails the instance's start with one log line naming the staging function until the copy is
 * complete; then the prewarm, when asked for.
 */
function lifecycle(
  scope: Construct,
  storage: FcModelStorageConfig,
  props: FcGpuFunctionProps,
  spec: ResolvedGpuSpec,
  stagingFunction?: string,
) {
  const prewarm = props.prewarmModel ? prewarmLifecycle(scope, storage, props.model, spec, props.prewarmTimeout) : undefined;
  if (stagingFunction === undefined) return prewarm;
  const wait = StagingMarker.waitScript({ directory: props.model.mountPath, jobName: stagingFunction });
  const script = prewarm ? `${wait}${prewarm.initializer.command[2]}\n` : wait;
  const timeout = prewarm ? prewarm.initializer.timeout : MARKER_WAIT_INITIALIZER_SECONDS;
  return { initializer: { command: ['/bin/sh', '-c', script], timeout } };
}

/**
 * Reads every model file once before the instance takes traffic, so the first request does not pay
 * for the page cache. Sequential `cat` keeps the read pattern the storage is fastest at.
 */
function prewarmLifecycle(
  scope: Construct,
  storage: FcModelStorageConfig,
  model: ModelArtifact,
  spec: ResolvedGpuSpec,
  timeout?: Duration,
) {
  if (storage.kind === ModelStorageKind.INTERNET) {
    const fix = 'Remove prewarmModel, or store the model on NAS or OSS';
    throw new ValidationError(
      'GPUM-FC-PREWARM',
      `prewarmModel reads the model from disk, but with ModelStorage.internet() the serving process downloads it itself. ${fix}`,
      scope,
      { property: 'prewarmModel', value: 'true', fix },
    );
  }
  const seconds = (timeout ?? INITIALIZER_MAX).toSeconds();
  if (seconds < 1 || seconds > INITIALIZER_MAX.toSeconds() || !Number.isInteger(seconds)) {
    const fix = `use whole seconds from 1 to ${INITIALIZER_MAX.toSeconds()}`;
    throw new ValidationError(
      'GPUM-FC-PREWARM',
      `prewarmTimeout is ${seconds}s, but Function Compute stops an initializer after ${INITIALIZER_MAX.toSeconds()}s: ${fix}`,
      scope,
      { property: 'prewarmTimeout', value: `${seconds}s`, fix },
    );
  }
  checkPrewarmMemory(scope, model, spec.memoryMiB, spec.gpuType);
  checkPrewarmFits(scope, storage.kind, model, seconds);
  return {
    initializer: {
      command: ['/bin/sh', '-c', `find ${shellQuote(model.mountPath)} -type f -exec cat {} + > /dev/null`],
      timeout: seconds,
    },
  };
}

/**
 * An initializer that runs out of time fails the instance's start, so a prewarm that cannot read the
 * whole model in time turns every cold start into an error. The read rate comes from the storage
 * advice's published figures (one instance's bandwidth; Performance NAS read bandwidth), which exist
 * for NAS only: an OSS mount's read rate has no published figure, so its prewarm is not estimated.
 */
function checkPrewarmFits(scope: Construct, kind: ModelStorageKind, model: ModelArtifact, timeoutSeconds: number): void {
  if (kind !== ModelStorageKind.FILE_SYSTEM) return;
  // Loaded here: only functions that prewarm pay for the advice tables.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const advice = require('../core/storage-advice/parameters') as typeof import('../core/storage-advice/parameters');
  const values = Object.fromEntries(
    advice.estimateParameters(ALIBABA_FUNCTION_COMPUTE.id as AdvicePlatform).map((p) => [p.name, p.value ?? 0]),
  );
  const instanceMBps = values.fcInstanceBandwidthGbps * 125;
  const readMBps = Math.min(instanceMBps, values.performanceNasReadMBps);
  const estimate = model.size.toMegabytes() / readMBps;
  if (estimate > timeoutSeconds) {
    addWarning(
      scope,
      'GPUM-FC-PREWARM-TIMEOUT',
      `prewarmModel reads the ${model.size} model at about ${Math.round(readMBps)} MB/s (an estimate from published bandwidth figures), which takes about ${Math.round(
        estimate,
      )}s, longer than the ${timeoutSeconds}s initializer timeout: an initializer that times out fails the instance's start. Remove prewarmModel, or let the server load lazily`,
    );
  }
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The SLS project and logstore the function's role may write to, when logs are configured. */
function logTarget(project?: string, logstore?: string): { project: string; logstore: string } | undefined {
  return project !== undefined && logstore !== undefined ? { project, logstore } : undefined;
}

/**
 * The HTTP trigger, and whether it serves on the intranet URL only (the construct's `url` is chosen
 * by it). The auth type and the methods only reach the trigger's config, so a token item goes there
 * as it is; a token auth type warns, since it could be anonymous.
 */
function buildHttpTrigger(
  scope: Construct,
  fn: Fcv3Function,
  options: FcHttpTriggerOptions,
): { resource: Fcv3Trigger; disableUrlInternet: boolean } {
  const disableUrlInternet =
    requireLiteralBoolean(
      scope,
      'GPUM-FC-HTTP-TRIGGER',
      'httpTrigger.disableUrlInternet',
      options.disableUrlInternet,
      "the library picks the construct's url (the trigger's intranet or internet URL) and writes the trigger's config by it at synth",
    ) ?? false;
  const methods = options.methods ?? [FcHttpMethod.GET, FcHttpMethod.POST];
  if (isUnresolved(methods)) {
    const fix = 'give a literal list of FcHttpMethod values (an item may be a reference)';
    throw new ValidationError(
      'GPUM-FC-HTTP-TRIGGER',
      `httpTrigger.methods is ${TOKEN_IN_WORDS}, but the library writes each method into the trigger's JSON config at synth: ${fix}`,
      scope,
      { property: 'httpTrigger.methods', value: TOKEN_IN_WORDS, fix },
    );
  }
  const allowed: string[] = Object.values(FcHttpMethod);
  const bad = methods.filter((m) => isResolved(m) && !allowed.includes(m));
  if (methods.length === 0 || bad.length > 0) {
    const fix = `use some of ${allowed.join(', ')}`;
    const given = JSON.stringify(methods.map((m) => valueText(m)));
    throw new ValidationError('GPUM-FC-HTTP-TRIGGER', `httpTrigger.methods ${given} is not valid: ${fix}`, scope, {
      property: 'httpTrigger.methods',
      value: given,
      fix,
    });
  }
  const authType = options.authType ?? FcHttpAuthType.FUNCTION;
  // From plain JavaScript, "Anonymous" reached the trigger as given, with no anonymous warning.
  requireEnumMember(scope, 'GPUM-FC-HTTP-TRIGGER', 'httpTrigger.authType', authType, FcHttpAuthType, {
    enumName: 'FcHttpAuthType',
    notMember: 'not valid',
    showValues: true,
  });
  if (isUnresolved(authType)) {
    addWarning(
      scope,
      'GPUM-FC-HTTP-ANONYMOUS',
      `httpTrigger.authType is ${TOKEN_IN_WORDS}, so the library cannot tell whether the HTTP trigger accepts anonymous requests: if it is "anonymous", anyone with the URL can spend your GPU time. Give FcHttpAuthType.FUNCTION as a literal, or put an authenticating gateway in front`,
    );
  } else if (authType === FcHttpAuthType.ANONYMOUS) {
    addWarning(
      scope,
      'GPUM-FC-HTTP-ANONYMOUS',
      'the HTTP trigger accepts anonymous requests: anyone with the URL can spend your GPU time. Use FcHttpAuthType.FUNCTION, or put an authenticating gateway in front',
    );
  }
  const resource = new Fcv3Trigger(scope, 'HttpTrigger', {
    functionName: fn.functionName,
    triggerName: 'http',
    triggerType: 'http',
    qualifier: 'LATEST',
    description: 'HTTP endpoint (cdktf-gpu-models)',
    triggerConfig: JSON.stringify({ authType, methods, disableURLInternet: disableUrlInternet }),
  });
  return { resource, disableUrlInternet };
}
