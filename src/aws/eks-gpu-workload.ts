import { createHash } from 'crypto';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { Construct } from 'constructs';
import { addInfo, addWarning } from '../core/advice';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { ITerraformDependable, TerraformResource, TerraformStack, Token } from '../core/framework';
import { IGpuWorkload } from '../core/gpu-workload';
import { ModelStorageKind, rejectUnsupportedOptions } from '../core/model-storage';
import { uniqueResourceName } from '../core/names';
import { RemovalPolicy } from '../core/removal-policy';
import { Size } from '../core/size';
import { isResolved, isUnresolved } from '../core/tokens';
import { EksGpuWorkloadProps } from './eks-gpu-workload-props';
import { EngineKind, EngineLaunch, MIN_STARTUP_DEADLINE, ServingEngine } from '../core/engine';
import { lazyFromResolved } from '../core/lazy';
import { EksModelStorageConfig, EksMountpointOptions } from './eks-model-storage';
import { ManifestBackend } from './manifest-backend';
import { checkImageReference } from './image-reference';
import { checkImageDisk, KUBELET_IMAGE_GC_HIGH, NodeImageSize } from './image-disk';
import { awaitNamespace, createdNamespace, registerCreatedNamespace } from './namespace-registry';
import { checkMountpointOptions, mountOptionName } from './mountpoint-options';
import { EksGpuInstanceType } from './instance-catalogue';
import { GpuNodeClass } from './gpu-node-class';
import { checkAwsTags, checkClusterName, checkDnsLabel, checkPositiveSize, checkRange } from './node-class-checks';
import { maxBy, minBy } from './node-pool-instance-types';
import { ModelBucket, modelBucket } from './model-bucket';
import { EksModelDownloader } from './model-downloader';
import type { EksModelStore } from './eks-model-store';
import { EksSharedStore, recordStoreStaging, refuseSharedStoreOptions, resolveEksSharedStore, sharedStorageConfig } from './shared-store';
import { EksModelStaging } from './eks-model-staging';
import { StagingProgram } from '../core/staging';
import { pruneUndefined } from './objects';
import {
  checkEnvironmentVariable,
  checkLocation,
  checkModelFitsGpu,
  checkNumber,
  checkStreamedCommand,
  checkStreamedModel,
  checkPolicyIdentifier,
  claimUniqueName,
  escapeTerraformTemplates,
  escapeUserStrings,
  escapeUserText,
  modelObjectUri,
  requireLiteralBoolean,
  UniqueNameKind,
  useProvider,
  valueText,
} from '../core/contract';
import { checkEksConstructId, checkEksProvider, EKS_LOCATION, EKS_RESERVED_ENVIRONMENT } from './contract';
import { EKS_MAX_GPU_COUNT, eksGpuMemoryOffer } from './gpu-catalogue';
import { AMAZON_EKS } from './platform';
import { modelReader } from './pod-identity';
import { compileCachePod, compileCacheWriter, warmUpEngineCommand } from './compile-cache-sync';
import { compileCacheKey } from '../core/compile-cache/compile-cache-key';
import { binaryQuantity, countQuantity, cpuQuantity } from './quantities';
import {
  deploymentManifest,
  GpuPlacement,
  gpuTolerations,
  K8sObject,
  namespaceManifest,
  modelVolumeName,
  prePullDaemonSet,
  s3PersistentVolume,
  s3PersistentVolumeClaim,
  serviceAccountManifest,
  serviceManifest,
  workloadLabels,
} from './workload-manifests';
import { requireAwsProviderConstraint } from './provider-version';

const PLATFORM_NAME = AMAZON_EKS.displayName;
const SUPPORTED_KINDS = [...AMAZON_EKS.storageKinds];
const MODEL_VOLUME = 'model';
/**
 * What the warm-up Job may spend before its engine starts: pending for a GPU node (Karpenter's
 * launch, GPU readiness) and the serving image's pull, neither published as a figure (20 minutes).
 */
const WARM_UP_PROVISIONING_SECONDS = 20 * 60;
const EKS_GPU_WORKLOAD_SYMBOL = Symbol.for('cdktf-gpu-models.EksGpuWorkload');
/** The pre-pull DaemonSet's idle container: the pause image Kubernetes itself uses. */
const DEFAULT_PAUSE_IMAGE = 'registry.k8s.io/pause:3.10';
/** The image GC high threshold above which the pre-pull advice stops asking for more. */
const PREPULL_GC_HIGH = 95;

/** What the chosen strategy adds to the pod. */
interface StoragePlan {
  readonly volumes: K8sObject[];
  readonly mounts: K8sObject[];
  readonly initContainers: K8sObject[];
  readonly env: Record<string, string>;
  readonly dependables: ITerraformDependable[];
  /** The model's bucket and who reads it, for the S3 strategies. */
  readonly access?: ModelAccess;
  /** Local storage the pod's volumes fill, requested so that the scheduler reserves it. */
  readonly ephemeralStorage?: string;
  /** The model's staging, when it has a source. */
  readonly staging?: EksModelStaging;
  /** The object URI the engine streams the model from, for `objectStorageStream()`. */
  readonly modelUri?: string;
}

/** The S3 side of a workload. */
interface ModelAccess {
  readonly bucket: ModelBucket;
  readonly serviceAccountName: string;
  readonly reader: IamRole;
  readonly dependables: ITerraformDependable[];
}

/**
 * A GPU inference Deployment on an EKS GPU NodePool, with its model delivered by the chosen strategy:
 * baked into the image (SOCI parallel pull, optional pre-pull DaemonSet), mounted from S3 with
 * Mountpoint (read-only, cached on an emptyDir), downloaded from S3 by an init container (the AWS
 * CLI by default, see {@link EksModelDownloader}) into an emptyDir on the NVMe array, or fetched from the internet. S3 access goes through EKS Pod Identity, scoped to
 * the model's bucket and prefix.
 *
 * Child IDs: `Deployment`, `Service`, and per strategy `ServiceAccount`, `ModelReaderRole`,
 * `ModelReaderPolicy`, `PodIdentityAssociation`, `ModelBucket` (with `ModelBucketPublicAccessBlock`,
 * `ModelBucketOwnership`, `ModelBucketEncryption`, `ModelBucketVersioning`), `ModelVolume`,
 * `ModelVolumeClaim`, `PrePull`, `Namespace`.
 */
export class EksGpuWorkload extends Construct implements IGpuWorkload {
  /** True for instances of this construct, across copies of the library. */
  public static isEksGpuWorkload(x: unknown): x is EksGpuWorkload {
    return typeof x === 'object' && x !== null && EKS_GPU_WORKLOAD_SYMBOL in x;
  }

  /** `Amazon EKS`. */
  public readonly platformName = PLATFORM_NAME;
  /** The strategy the model reaches the GPU by. */
  public readonly storageKind: ModelStorageKind;
  /** Where the serving process finds the model. */
  public readonly modelMountPath: string;
  /**
   * The model's `s3://` URI (`s3://<bucket>/<prefix>/`, the staged revision's prefix with staging),
   * which the serving engine streams the weights from; also the container's `MODEL_URI`.
   * @default - undefined unless the strategy is `ModelStorage.objectStorageStream()`
   */
  public readonly modelUri?: string;
  /** The in-cluster URL of the Service. */
  public readonly url: string;
  /** The name of the Deployment, Service and the other objects. */
  public readonly workloadName: string;
  /** The namespace of the workload's objects. */
  public readonly namespace: string;
  /**
   * The Terraform resource that applies the Namespace, when this workload creates it
   * (`createNamespace`). Workloads of the same stack in that namespace are applied after it on their
   * own; pass it to `dependsOn` of anything else that lives there.
   */
  public readonly namespaceResource?: TerraformResource;
  /** The service account the pods run as, when the workload has its own. */
  public readonly serviceAccountName?: string;
  /** The model bucket's name, for the S3 strategies. */
  public readonly bucketName?: string;
  /** The model bucket, when this construct created it (escape hatch). */
  public readonly bucket?: S3Bucket;
  /** The Pod Identity role that reads the model, for the S3 strategies (escape hatch). */
  public readonly modelReaderRole?: IamRole;
  /**
   * The staging of the model into its bucket, when the model has a source (ID `Staging`): the
   * Deployment depends on its Job and reads `<storagePath>/<revision>/`.
   */
  public readonly staging?: EksModelStaging;
  /**
   * The model bucket, for the S3 strategies: what `EksModelStorage.sharedWith(this)` gives the next
   * workload (the bucket, the strategy, the cluster and node pool, the model).
   * @default - the model is not in a bucket (its image, the internet)
   */
  public readonly modelStore?: EksModelStore;
  /** How the workload's objects are applied. */
  public readonly manifestBackend: ManifestBackend;
  /** The Deployment object as applied. */
  public readonly deploymentSpec: Record<string, any>;
  /** The Terraform resource that applies the Deployment (escape hatch). */
  public readonly deploymentResource: TerraformResource;

  private readonly props: EksGpuWorkloadProps;
  private readonly dependsOn: ITerraformDependable[];
  /** The serving container's environment, as applied: later variables are added to it. */
  private readonly environment: Record<string, string> = {};
  private serverEnv?: Array<{ name: string; value: string }>;
  /** The compile cache warm-up Job's pod and its deadline, when `warmUp` is set. */
  private warmUp?: { readonly pod: K8sObject; readonly deadline: Duration };
  /** Every Kubernetes object resource this workload applies. */
  private readonly applied: TerraformResource[] = [];
  /** The catalogued instance types a pod of this workload can run on, when the pool's are known. */
  private readonly instanceTypes?: EksGpuInstanceType[];
  /** The emptyDir the strategy puts on kubelet's storage, when any. */
  private emptyDirSize?: Size;
  /** prePullCommand as given: the node class escapes what its pre-pull DaemonSet is given. */
  private readonly rawPrePullCommand?: string[];
  /** The bucket of the workload `EksModelStorage.sharedWith()` names. */
  private shared?: EksSharedStore;

  constructor(scope: Construct, id: string, givenProps: EksGpuWorkloadProps) {
    super(scope, checkEksConstructId(scope, id));
    Object.defineProperty(this, EKS_GPU_WORKLOAD_SYMBOL, { value: true });
    // Checks are methods, called in the order errors and warnings always came in.
    // Every literal string reaches Terraform: escape its template sequences once, here (the
    // environment is escaped as each variable is checked).
    const { environment: userEnvironment, ...rest } = givenProps;
    const props: EksGpuWorkloadProps = { ...escapeUserStrings(this, rest), environment: userEnvironment };
    this.props = props;
    this.rawPrePullCommand = givenProps.prePullCommand;
    this.storageKind = props.storage.kind;
    this.modelMountPath = props.model.mountPath;
    this.workloadName = this.nameWorkload(props.name);
    this.namespace = props.namespace ?? 'default';
    checkDnsLabel(this, 'namespace', this.namespace);
    this.manifestBackend = props.manifestBackend ?? props.nodePool.manifestBackend ?? ManifestBackend.kubernetesManifest();
    const port = props.port ?? 8000;
    this.checkCounts(port);
    this.checkPodSizes();
    this.checkCommands();
    this.instanceTypes = this.schedulableInstanceTypes();
    this.url = `http://${this.workloadName}.${this.namespace}.svc.cluster.local:${isUnresolved(port) ? Token.asString(port) : port}`;
    this.checkPlacement();
    const config = this.bindStorage();
    this.dependsOn = this.poolDependencies();
    const createNamespace = requireLiteralBoolean(
      this,
      'GPUM-EKS-NAMESPACE-DUPLICATE',
      'createNamespace',
      props.createNamespace,
      'the workload creates the Namespace object or not by it at synth',
    );
    if (createNamespace) this.namespaceResource = this.createNamespace();
    else this.awaitCreatedNamespace();
    const plan = this.storagePlan(config);
    this.checkPlanOnNodes(config);
    this.staging = plan.staging;
    this.serviceAccountName = plan.access?.serviceAccountName;
    this.bucketName = plan.access?.bucket.bucketName;
    this.bucket = plan.access?.bucket.resource;
    this.modelReaderRole = plan.access?.reader;
    this.modelUri = plan.modelUri;
    if (plan.access) {
      this.modelStore = {
        owner: this.shared?.store.owner ?? this,
        region: props.region,
        clusterName: props.clusterName,
        nodePool: props.nodePool,
        model: props.model,
        bucketName: plan.access.bucket.bucketName,
        bucketArn: plan.access.bucket.bucketArn,
        storage: config,
      };
      recordStoreStaging(this.modelStore, this.staging);
    }
    this.deploymentSpec = pruneUndefined(
      deploymentManifest(this.workloadName, this.namespace, props.replicas ?? 1, this.podSpec(plan, port)),
    );
    // addEnvironment appends to the applied object's list (pruning copied it).
    this.serverEnv = this.deploymentSpec.spec.template.spec.containers[0].env;
    const warmUpJob = this.warmUp && this.applyWarmUpJob(this.warmUp, plan);
    // Already pruned: pruning again would copy the whole spec a second time.
    this.deploymentResource = this.manifestBackend.apply(this, 'Deployment', this.deploymentSpec, {
      dependsOn: [...this.dependsOn, ...plan.dependables, ...(warmUpJob ? [warmUpJob] : [])],
    });
    this.applied.push(this.deploymentResource);
    this.apply('Service', serviceManifest(this.workloadName, this.namespace, port));
    if (!createNamespace && this.namespace !== 'default') {
      awaitNamespace(this, props.clusterName, this.namespace, this.applied);
    }
    useProvider(this, props.provider);
    requireAwsProviderConstraint(this);
  }

  /** The given name, or one derived from the construct path: a DNS label that starts with a letter. */
  private nameWorkload(givenName: string | undefined): string {
    const name = givenName ?? uniqueResourceName(this, { maxLength: 52, lowerCase: true });
    checkDnsLabel(this, 'name', name);
    if (!isUnresolved(name) && !/^[a-z]/.test(name)) {
      const fix = 'must start with a letter';
      throw new ValidationError('GPUM-EKS-NAME', `name "${name}" ${fix}: it also names the Service (a DNS-1035 label)`, this, {
        property: 'name',
        value: name,
        fix,
      });
    }
    return name;
  }

  private checkCounts(port: number): void {
    const props = this.props;
    checkRange(this, 'GPUM-EKS-PORT', 'port', port, 1, 65535);
    checkRange(this, 'GPUM-EKS-GPU-COUNT', 'gpuCount', props.gpuCount, 1, EKS_MAX_GPU_COUNT, true);
    checkRange(this, 'GPUM-EKS-REPLICAS', 'replicas', props.replicas, 0, 1000);
  }

  /** The region, the name's uniqueness in its cluster and namespace, the KMS key. */
  private checkPlacement(): void {
    const props = this.props;
    checkEksProvider(this, 'provider', props.provider, 'aws');
    checkLocation(this, EKS_LOCATION, { region: props.region, regionProperty: 'region', provider: props.provider });
    checkClusterName(this, 'clusterName', props.clusterName);
    checkAwsTags(this, props.tags);
    this.checkPoolCluster();
    claimUniqueName(
      this,
      { kind: 'Deployment and Service name', within: `${props.clusterName}/${this.namespace}`, code: 'GPUM-EKS-NAME-DUPLICATE' },
      this.workloadName,
    );
    checkPolicyIdentifier(this, 'GPUM-EKS-KMS-KEY', 'modelKmsKeyArn', props.modelKmsKeyArn);
  }

  /**
   * The node pool belongs to the workload's cluster: a pool of another cluster would get the pod's
   * Pod Identity association in one cluster while its nodes are discovered in another, and the pod
   * never schedules (or reads nothing). Known only when both names are literals.
   */
  private checkPoolCluster(): void {
    const given = this.props.clusterName;
    const pool = this.props.nodePool;
    const poolCluster = pool.clusterName;
    if (poolCluster === undefined || isUnresolved(poolCluster) || isUnresolved(given) || poolCluster === given) return;
    const fix = `give the workload clusterName "${poolCluster}", or place it on a node pool of cluster "${given}"`;
    throw new ValidationError(
      'GPUM-EKS-CLUSTER-MISMATCH',
      `clusterName is "${given}", but the NodePool ${pool.nodePoolName} belongs to cluster "${poolCluster}": the workload's Pod Identity association and objects go to "${given}" while its nodes are launched and discovered in "${poolCluster}", so its pods never run there. ${fix}`,
      this,
      { property: 'clusterName', value: given, fix },
    );
  }

  /** Sizes the pod asks for: a size of 0 is refused by the API server or kills the container at start. */
  private checkPodSizes(): void {
    for (const property of ['memory', 'sharedMemorySize'] as const) {
      const size = this.props[property];
      if (size === undefined) continue;
      checkPositiveSize(this, 'GPUM-EKS-MEMORY', property, size);
    }
  }

  /**
   * The container's command, arguments and pre-pull command: an empty command runs the image's own
   * entrypoint with no sign of the override, and an element that is not a string (plain JavaScript)
   * is refused by the API server at apply. A startup timeout must leave the probe one period.
   */
  private checkCommands(): void {
    for (const property of ['command', 'args', 'prePullCommand'] as const) {
      const list = this.props[property];
      if (list === undefined || isUnresolved(list)) continue;
      const bad = !Array.isArray(list)
        ? 'is not a list'
        : property !== 'args' && list.length === 0
          ? 'is empty'
          : list.some((e) => typeof e !== 'string')
            ? 'holds a value that is not a string'
            : undefined;
      if (bad === undefined) continue;
      const fix =
        property === 'args'
          ? 'give the arguments as strings ("8000", not 8000)'
          : `give the ${property} as a list of strings, or leave it out for the image's own`;
      throw new ValidationError('GPUM-EKS-COMMAND', `${property} ${bad}: ${fix}`, this, { property, value: JSON.stringify(list), fix });
    }
    const timeout = this.props.startupTimeout;
    if (timeout !== undefined && !isUnresolved(timeout.toSeconds()) && !(timeout.toSeconds() >= 10)) {
      const fix = 'give the time the server takes to load the model, at least Duration.seconds(10) (one probe period)';
      throw new ValidationError('GPUM-EKS-HEALTH-CHECK', `startupTimeout is ${timeout}: ${fix}`, this, {
        property: 'startupTimeout',
        value: String(timeout),
        fix,
      });
    }
  }

  /** The model and storage bound, the model's fit on the pool's GPUs, and staging's storage and source. */
  private bindStorage(): EksModelStorageConfig {
    const props = this.props;
    props.model.bind(this);
    const bound = props.storage.bind(this, {
      platformName: PLATFORM_NAME,
      supportedKinds: SUPPORTED_KINDS,
      platformId: AMAZON_EKS.id,
    });
    this.shared = bound.sharedWith ? resolveEksSharedStore(this, bound.sharedWith, props.region, props.model) : undefined;
    const config = this.shared ? sharedStorageConfig(this.shared.store) : bound;
    if (this.shared) refuseSharedStoreOptions(this, this.shared, props);
    checkModelFitsGpu(this, props.model, eksGpuMemoryOffer(props.nodePool.gpuMemoryPerGpu, props.gpuCount ?? 1));
    if (
      !props.model.source.isPreStaged &&
      ![ModelStorageKind.OBJECT_STORAGE_MOUNT, ModelStorageKind.DOWNLOAD_AT_START, ModelStorageKind.OBJECT_STORAGE_STREAM].includes(
        config.kind,
      )
    ) {
      throw new ValidationError(
        'GPUM-EKS-STAGING-STORAGE',
        `model "${props.model.name}" has the source ${props.model.source}, but the ${config.kind} strategy has no storage to stage it into: staging on ${PLATFORM_NAME} writes to the model's S3 bucket`,
        this,
        {
          property: 'storage',
          value: config.kind,
          fix: 'use EksModelStorage.mountpoint(), ModelStorage.downloadAtStart() or ModelStorage.objectStorageStream(), or drop the source (ModelSource.preStaged())',
        },
      );
    }
    if (props.staging !== undefined && props.model.source.isPreStaged) {
      throw new ValidationError(
        'GPUM-EKS-STAGING-SOURCE',
        `staging is set, but model "${props.model.name}" is pre-staged: there is nothing to stage`,
        this,
        { property: 'staging', value: 'set', fix: 'give the model a source, or remove staging' },
      );
    }
    return config;
  }

  /** What every object waits for: the given dependencies, and the node pool when it is in this stack. */
  private poolDependencies(): ITerraformDependable[] {
    const props = this.props;
    const dependsOn = [...(props.dependsOn ?? [])];
    const poolResource = props.nodePool.nodePoolResource;
    if (poolResource && Construct.isConstruct(props.nodePool) && TerraformStack.of(props.nodePool) === TerraformStack.of(this)) {
      dependsOn.push(poolResource);
    }
    return dependsOn;
  }

  private createNamespace(): TerraformResource {
    const resource = this.apply('Namespace', namespaceManifest(this.namespace, this.workloadName));
    registerCreatedNamespace(this, this.props.clusterName, this.namespace, resource);
    this.dependsOn.push(resource);
    return resource;
  }

  /** Another workload of the stack may create the namespace: its objects then come first. */
  private awaitCreatedNamespace(): void {
    const created = createdNamespace(this, this.props.clusterName, this.namespace);
    if (created) this.dependsOn.push(created);
  }

  /** The images fit the nodes' disk, and the pause image is set only with a pre-pull DaemonSet. */
  private checkPlanOnNodes(config: EksModelStorageConfig): void {
    const props = this.props;
    checkImageDisk(this, {
      images: this.nodeImages(config.kind),
      pool: props.nodePool,
      instanceTypes: this.instanceTypes,
      emptyDir: this.emptyDirSize,
    });
    const prePull = config.kind === ModelStorageKind.CONTAINER_IMAGE && (config.imageOptions ?? config.containerImage)?.prePull;
    if (props.prePullPauseImage !== undefined && !prePull) {
      throw new ValidationError(
        'GPUM-EKS-PAUSE-IMAGE',
        'prePullPauseImage is set, but the workload has no pre-pull DaemonSet: it is used only with EksModelStorage.containerImage({ prePull: true })',
        this,
        { property: 'prePullPauseImage', value: valueText(props.prePullPauseImage), fix: 'Remove prePullPauseImage, or turn prePull on' },
      );
    }
  }

  /**
   * Adds an environment variable to the serving container. The model's variables (`MODEL_*`) and
   * the ones EKS Pod Identity injects cannot be set.
   */
  public addEnvironment(key: string, value: string): this {
    const escaped = checkEnvironmentVariable(this, EKS_RESERVED_ENVIRONMENT, this.environment, key, value);
    this.environment[key] = escaped;
    // The Deployment's object is held by reference by its resource until synth.
    this.serverEnv?.push({ name: key, value: escaped });
    return this;
  }

  private apply(id: string, manifest: K8sObject, extra: ITerraformDependable[] = []): TerraformResource {
    const resource = this.manifestBackend.apply(this, id, pruneUndefined(manifest), { dependsOn: [...this.dependsOn, ...extra] });
    this.applied.push(resource);
    return resource;
  }

  /**
   * The pool's instance types with at least `gpuCount` GPUs. Errors when the pod can never be
   * scheduled: more GPUs than the pool's limit (Karpenter launches no node that exceeds it) or than
   * any instance type it can launch has.
   */
  private schedulableInstanceTypes(): EksGpuInstanceType[] | undefined {
    const pool = this.props.nodePool;
    const gpuCount = this.props.gpuCount ?? 1;
    if (isUnresolved(gpuCount)) return undefined;
    const limit = pool.gpuLimit;
    if (limit !== undefined && !isUnresolved(limit)) {
      if (gpuCount > limit) {
        throw new ValidationError(
          'GPUM-EKS-GPU-LIMIT',
          `gpuCount is ${gpuCount}, but the NodePool ${pool.nodePoolName} may run at most ${limit} GPUs (gpuLimit): Karpenter never launches a node for the pod, which stays Pending`,
          this,
          { property: 'gpuCount', value: String(gpuCount), fix: `Lower gpuCount to at most ${limit}, or raise the node class's gpuLimit` },
        );
      }
      const replicas = this.props.replicas ?? 1;
      if (!isUnresolved(replicas) && replicas * gpuCount > limit) {
        addWarning(
          this,
          'GPUM-EKS-GPU-LIMIT-REPLICAS',
          `${replicas} replicas of ${gpuCount} GPUs need ${replicas * gpuCount} GPUs, but the NodePool ${pool.nodePoolName} may run at most ${limit} (gpuLimit, shared with every other workload on it): the replicas beyond it stay Pending. Raise the node class's gpuLimit, or run fewer replicas`,
        );
      }
    }
    if (!pool.instanceTypes) return undefined;
    const types = pool.instanceTypes.filter((t) => t.gpuCount >= gpuCount);
    if (types.length === 0) {
      const most = maxBy(pool.instanceTypes, (t) => t.gpuCount);
      throw new ValidationError(
        'GPUM-EKS-GPU-COUNT-INSTANCE',
        `gpuCount is ${gpuCount}, but no instance type the NodePool ${pool.nodePoolName} can launch has that many GPUs (the most is ${most?.gpuCount ?? 0}, ${most?.instanceType ?? 'none'}): the pod stays Pending`,
        this,
        {
          property: 'gpuCount',
          value: String(gpuCount),
          fix: `Lower gpuCount to at most ${most?.gpuCount ?? 0}, or admit larger instance types on the node class (instanceFamilies with ${gpuCount}-GPU sizes: g5, g6, g6e and p5 have 8)`,
        },
      );
    }
    return types;
  }

  private get placement(): GpuPlacement {
    return { nodeSelector: { 'karpenter.sh/nodepool': this.props.nodePool.nodePoolName }, taintKey: this.props.nodePool.gpuTaintKey };
  }

  /** The volumes, containers, environment and access the storage kind needs, with its resources created. */
  private storagePlan(config: EksModelStorageConfig): StoragePlan {
    switch (config.kind) {
      case ModelStorageKind.CONTAINER_IMAGE:
        return this.containerImagePlan(config);
      case ModelStorageKind.OBJECT_STORAGE_MOUNT:
        return this.mountPlan(config);
      case ModelStorageKind.DOWNLOAD_AT_START:
        return this.downloadPlan(config);
      case ModelStorageKind.OBJECT_STORAGE_STREAM:
        return this.streamPlan(config);
      default:
        return internetPlan(config);
    }
  }

  private containerImagePlan(config: EksModelStorageConfig): StoragePlan {
    // EksModelStorage.containerImage()'s options, or the neutral factory's deprecated prePull.
    const options = config.imageOptions ?? config.containerImage;
    rejectUnsupportedOptions(this, PLATFORM_NAME, config.kind, options, ['prePull']);
    const prePull = requireLiteralBoolean(
      this,
      'GPUM-EKS-PREPULL-DIGEST',
      'storage.prePull',
      options?.prePull,
      'the workload pre-pulls the image onto the GPU nodes (a DaemonSet) or not by it at synth',
    );
    const image = this.props.image;
    const pool = this.props.nodePool;
    if (pool.restoresImageCache) {
      // The images are on the restored snapshot, built with the nodes' snapshotter: "use SOCI" would
      // make the snapshot's images be deleted at boot (GPUM-EKS-SNAPSHOT-SNAPSHOTTER).
      addInfo(
        this,
        'GPUM-EKS-IMAGE-SNAPSHOT',
        `the nodes boot from an image-cache snapshot: ${image.uri} starts without a pull only if the snapshot holds it. Rebuild the snapshot for every new image${
          pool.sociEnabled
            ? ''
            : ' (to pull missing images with SOCI, rebuild it on a SOCI node and set soci: true with builtWithSnapshotter: ContainerSnapshotter.SOCI)'
        }`,
      );
    } else if (!pool.sociEnabled) {
      addWarning(
        this,
        'GPUM-EKS-IMAGE-NO-SOCI',
        `the model is baked into ${image.uri}, but the NodePool's nodes do not pull with SOCI parallel pull: every cold node pulls and unpacks the image layer by layer. Use a GpuNodeClass with soci: true (the default)`,
      );
    }
    if (prePull) {
      // A token reaches the DaemonSet as it is, as the node class's pre-pull takes one.
      if (isResolved(image.uri) && !image.digest) {
        const fix = 'Use registry/repository@sha256:<digest>';
        throw new ValidationError(
          'GPUM-EKS-PREPULL-DIGEST',
          `prePull needs the image pinned by digest, but "${image.uri}" is a tag: a tag can move between the pre-pull and the pod start, and the pre-pulled layers are then useless. ${fix}`,
          this,
          { property: 'image', value: valueText(image.uri), fix },
        );
      }
      const gcHigh = pool.imageGcHighThresholdPercent;
      const keep =
        gcHigh !== undefined && (isUnresolved(gcHigh) || gcHigh >= PREPULL_GC_HIGH)
          ? ''
          : ` Raise imageGcHighThresholdPercent on the node class (it is ${gcHigh ?? `kubelet's default ${KUBELET_IMAGE_GC_HIGH}`}; ${PREPULL_GC_HIGH} keeps images until the disk is nearly full) so kubelet keeps the image`;
      if (GpuNodeClass.isGpuNodeClass(pool) && pool.prePullDaemonSet) {
        this.prePullOnPool(pool);
        addInfo(
          this,
          'GPUM-EKS-PREPULL',
          `the NodePool's pre-pull DaemonSet pulls the image on each new node before the node takes pods (startup taint ${pool.prePullTaintKey}): the first pod on a fresh node waits for that pull, not for a pull of its own, and starts from the local image.${keep}`,
        );
      } else {
        const command = this.props.prePullCommand ?? ['/bin/sh', '-c', 'exit 0'];
        const pauseImage = this.props.prePullPauseImage ?? DEFAULT_PAUSE_IMAGE;
        checkImageReference(this, 'prePullPauseImage', pauseImage);
        this.apply(
          'PrePull',
          prePullDaemonSet({
            name: `${this.workloadName}-prepull`,
            namespace: this.namespace,
            workload: this.workloadName,
            image: image.uri,
            command,
            pauseImage: escapeTerraformTemplates(pauseImage),
            placement: this.placement,
          }),
        );
        addInfo(
          this,
          'GPUM-EKS-PREPULL',
          `the pre-pull DaemonSet pulls the image on each GPU node as it joins; the first pod on a fresh node still pulls concurrently (set imagePrePull on the GpuNodeClass to hold new nodes until the pull ends).${keep}`,
        );
      }
    }
    return { volumes: [], mounts: [], initContainers: [], env: {}, dependables: [] };
  }

  /**
   * The image joins the pool's one pre-pull DaemonSet (one per pool: two would race to remove the
   * pool-wide startup taint). This workload's own DaemonSet of release 0.1, when it had one, is
   * moved onto the pool's address so that the upgrade plans it as replaced, not silently dropped.
   */
  private prePullOnPool(pool: GpuNodeClass): void {
    if (this.props.prePullPauseImage !== undefined) {
      throw new ValidationError(
        'GPUM-EKS-PAUSE-IMAGE',
        `prePullPauseImage is set, but the NodePool ${pool.nodePoolName} pre-pulls with its own DaemonSet (imagePrePull), which has no pause container: its idle container is the kubectl one that removes the startup taint`,
        this,
        {
          property: 'prePullPauseImage',
          value: valueText(this.props.prePullPauseImage),
          fix: "Remove prePullPauseImage; set the node class's imagePrePull.kubectlImage for clusters that reach only ECR",
        },
      );
    }
    pool.addPrePullImage({ image: this.props.image.uri, command: this.rawPrePullCommand });
    const daemonSet = pool.prePullDaemonSet!;
    const stack = TerraformStack.of(this);
    if (
      TerraformStack.of(pool) === stack &&
      daemonSet.terraformResourceType === this.manifestBackend.resourceType &&
      !daemonSet.hasResourceMove()
    ) {
      // Only a name: the address 0.1 gave this workload's DaemonSet (no resource is created here).
      const released = new Construct(this, 'PrePull');
      daemonSet.moveFromId(`${daemonSet.terraformResourceType}.${stack.getLogicalId(released.node)}`);
    }
  }

  private mountPlan(config: EksModelStorageConfig): StoragePlan {
    const options = this.mountpointOptions(config);
    const bucket = this.modelBucket(options.bucketName, options.removalPolicy);
    const access = this.grantModelRead(bucket);
    const staging = this.stageModel(bucket);
    // The staged revision's prefix, or the model's own.
    const prefix = staging ? `${staging.stagedPath}/` : this.props.model.objectPrefix;
    const cacheSize = options.cacheSize ?? this.props.model.size.times(1.1);
    const cacheProperty = config.mountpoint ? 'storage.cacheSize' : 'storage.fileCache.size';
    this.checkKubeletStorage(
      cacheSize,
      'the Mountpoint cache (an emptyDir)',
      options.cacheSize ? { property: cacheProperty, value: options.cacheSize } : undefined,
    );
    const userOptions = escapeUserStrings(this, checkMountpointOptions(this, options.mountOptions ?? []), 'storage.mountOptions');
    const mountOptions = [
      // Explicit: under IMDS hop limit 1 the Mountpoint Pod cannot detect the region.
      `region ${this.props.region}`,
      `prefix ${prefix}`,
      'read-only',
      ...this.mountpointThroughput(userOptions),
      // The model's files do not change under a running pod: cache their metadata for good.
      ...(userOptions.some((o) => mountOptionName(o) === 'metadata-ttl') ? [] : ['metadata-ttl indefinite']),
      ...userOptions,
    ];
    // PersistentVolumes are cluster-scoped: a namespace other than `default` is part of the name (see
    // modelVolumeName), and the name is claimed per cluster so that no two workloads of the app share one.
    const pvKind: UniqueNameKind = { kind: 'PersistentVolume name', within: this.props.clusterName, code: 'GPUM-EKS-PV-NAME-DUPLICATE' };
    // A new revision is a new volume (and a rollout): a mounted volume keeps its prefix.
    const volumeName = modelVolumeName(staging ? `${this.workloadName}-${staging.revisionSuffix}` : this.workloadName, this.namespace);
    claimUniqueName(this, pvKind, volumeName);
    const volume = {
      volumeName,
      claimName: volumeName,
      namespace: this.namespace,
      workload: this.workloadName,
      bucketName: bucket.bucketName,
      region: this.props.region,
      prefix,
      capacity: binaryQuantity(this.props.model.size),
      cacheSizeLimit: binaryQuantity(cacheSize, 'Gi'),
      mountOptions,
    };
    const pv = this.apply('ModelVolume', s3PersistentVolume(volume), access.dependables);
    const pvc = this.apply('ModelVolumeClaim', s3PersistentVolumeClaim(volume), [pv]);
    // A renamed volume (a new namespace) is created, and the Deployment moved onto it, before the
    // old claim is deleted: the old one cannot go while the running pods still use it.
    pv.lifecycle = { ...pv.lifecycle, createBeforeDestroy: true };
    pvc.lifecycle = { ...pvc.lifecycle, createBeforeDestroy: true };
    return {
      volumes: [{ name: MODEL_VOLUME, persistentVolumeClaim: { claimName: volume.claimName } }],
      mounts: [{ name: MODEL_VOLUME, mountPath: this.props.model.mountPath, readOnly: true }],
      initContainers: staging ? [this.markerWait(staging)] : [],
      env: {},
      dependables: [...access.dependables, pvc, ...(staging ? [staging.job] : [])],
      access,
      staging,
    };
  }

  /**
   * `maximum-throughput-gbps` for the Mountpoint PV. Mountpoint targets the instance's network
   * bandwidth, which it reads from IMDS (awslabs/mountpoint-s3 doc/CONFIGURATION.md, "Configuring
   * Mountpoint performance"); CSI driver v2 runs it in its own pod, which reaches IMDS only with hop
   * limit >= 2, so on these nodes (hop limit 1) it falls back to 10 Gb/s unless the mount options
   * carry the figure (mountpoint-s3-csi-driver docs/UPGRADING_TO_V2.md). The hop limit stays 1: at 2
   * every pod on the node could read the node role's credentials from IMDS, and changing it replaces
   * every node. One PV serves every node the pods land on, so the figure is the one Mountpoint
   * itself would pick on the smallest instance type they can land on (its table's EC2 network
   * performance, gpu-catalogue.md §1.3): it never targets more than that node's network, and on a
   * larger node it is a floor the user can raise with their own option or by narrowing the pool.
   */
  private mountpointThroughput(userOptions: string[]): string[] {
    const given = userOptions.find((o) => mountOptionName(o) === 'maximum-throughput-gbps');
    if (given !== undefined) {
      const value = given.replace(/^[^\s=]+[\s=]+/, '').trim();
      if (!isUnresolved(given) && !/^[1-9][0-9]*$/.test(value)) {
        throw new ValidationError(
          'GPUM-EKS-MOUNT-OPTION',
          `mount option "${given}": Mountpoint takes a whole number of Gb/s, at least 1`,
          this,
          { property: 'storage.mountOptions', value: given, fix: 'Give for example "maximum-throughput-gbps 100"' },
        );
      }
      return [];
    }
    const types = this.instanceTypes;
    if (!types) {
      addWarning(
        this,
        'GPUM-EKS-MOUNTPOINT-THROUGHPUT',
        `the NodePool's instance types are not known to the library (a NodePool made elsewhere without instanceFamilies, or a family outside the catalogue), so the Mountpoint volume carries no maximum-throughput-gbps: its pod cannot read the instance type from IMDS (hop limit 1) and targets 10 Gb/s. Add "maximum-throughput-gbps <the nodes' network Gb/s>" to mountOptions, or give the pool's instanceFamilies`,
      );
      return [];
    }
    const smallest = minBy(types, (t) => t.mountpointThroughputGbps)!;
    const largest = maxBy(types, (t) => t.mountpointThroughputGbps)!;
    const gbps = Math.max(1, Math.floor(smallest.mountpointThroughputGbps));
    if (largest.mountpointThroughputGbps > gbps) {
      addInfo(
        this,
        'GPUM-EKS-MOUNTPOINT-THROUGHPUT-RANGE',
        `the Mountpoint volume targets ${gbps} Gb/s (maximum-throughput-gbps), the network of ${smallest.instanceType}, the smallest instance type the pods can land on; on larger types (up to ${largest.mountpointThroughputGbps} Gb/s on ${largest.instanceType}) it reads no faster. Narrow the node class to the sizes you use (additionalRequirements on karpenter.k8s.aws/instance-size, minLocalNvme) or set maximum-throughput-gbps in mountOptions`,
      );
    }
    return [`maximum-throughput-gbps ${gbps}`];
  }

  /**
   * The Mountpoint volume's options: `EksModelStorage.mountpoint()`'s, or those of the neutral
   * `ModelStorage.objectStorageMount()`, whose EKS fields are deprecated but still honoured.
   */
  private mountpointOptions(config: EksModelStorageConfig): EksMountpointOptions {
    if (config.mountpoint) return config.mountpoint;
    const options = config.objectStorageMount ?? {};
    rejectUnsupportedOptions(this, PLATFORM_NAME, config.kind, options, ['bucketName', 'fileCache', 'mountOptions', 'removalPolicy']);
    if (options.fileCache?.parallelDownloads !== undefined) {
      const fix = 'Remove it';
      throw new ValidationError(
        'GPUM-STORAGE-OPTION-UNSUPPORTED',
        `${PLATFORM_NAME} does not use fileCache.parallelDownloads (a gcsfuse option): Mountpoint for S3 always reads large objects with parallel ranged GETs. ${fix}`,
        this,
        { property: 'storage.fileCache.parallelDownloads', value: String(options.fileCache.parallelDownloads), fix },
      );
    }
    return {
      bucketName: options.bucketName,
      cacheSize: options.fileCache?.size,
      mountOptions: options.mountOptions,
      removalPolicy: options.removalPolicy,
    };
  }

  /**
   * The engine streams the weights from S3 into GPU memory (the Run:ai Model Streamer): no volume, no
   * init container, only the Pod Identity read grant on the model's prefix, the `s3://` URI and the
   * region the streamer's S3 client signs for. A staged model has no marker to check on the pod's
   * side: the Deployment depends on the staging Job, which apply waits for (`wait_for_completion`)
   * and which writes the marker last, and the URI names the revision it completed, so a pod never
   * starts against a revision that is still being written.
   */
  private streamPlan(config: EksModelStorageConfig): StoragePlan {
    const options = config.objectStorageStream ?? {};
    rejectUnsupportedOptions(this, PLATFORM_NAME, config.kind, options, ['bucketName', 'removalPolicy']);
    checkStreamedModel(this, this.props.model, PLATFORM_NAME);
    checkStreamedCommand(this, this.props.model, [...(this.props.command ?? []), ...(this.props.args ?? [])]);
    const bucket = this.modelBucket(options.bucketName, options.removalPolicy);
    const access = this.grantModelRead(bucket);
    const staging = this.stageModel(bucket);
    const modelUri = modelObjectUri('s3', bucket.bucketName, staging ? `${staging.stagedPath}/` : this.props.model.objectPrefix);
    return {
      volumes: [],
      mounts: [],
      initContainers: [],
      // The region, for the streamer's S3 client (IMDS is out of the pod's reach at hop limit 1, and
      // S3 answers a request signed for another region with a redirect): boto3, which the streamer
      // gets its credentials and region from, reads AWS_DEFAULT_REGION and ignores AWS_REGION
      // (boto/boto3#3620); the other SDKs read AWS_REGION.
      env: { MODEL_URI: modelUri, AWS_REGION: this.props.region, AWS_DEFAULT_REGION: this.props.region },
      dependables: [...access.dependables, ...(staging ? [staging.job] : [])],
      access,
      staging,
      modelUri,
    };
  }

  private downloadPlan(config: EksModelStorageConfig): StoragePlan {
    const options = config.downloadAtStart ?? {};
    rejectUnsupportedOptions(this, PLATFORM_NAME, config.kind, options, [
      'bucketName',
      'concurrency',
      'partSize',
      'retries',
      'removalPolicy',
    ]);
    const bucket = this.modelBucket(options.bucketName, options.removalPolicy);
    const mountPath = this.props.model.mountPath;
    const downloader = this.props.modelDownloader ?? EksModelDownloader.AWS_CLI;
    const staging = this.stageModel(bucket);
    const downloadProcess = downloader.bind(this, {
      source: `s3://${bucket.bucketName}/${staging ? `${staging.stagedPath}/` : this.props.model.objectPrefix}`,
      destination: mountPath,
      region: this.props.region,
      concurrency: options.concurrency,
      partSize: options.partSize,
      retries: options.retries,
      ...this.nodeNetwork(),
    });
    const access = this.grantModelRead(bucket);
    const sizeLimit = this.props.model.size.times(1.1);
    this.checkKubeletStorage(sizeLimit, 'the downloaded model (an emptyDir)');
    const download = {
      name: 'download-model',
      image: downloadProcess.image,
      command: downloadProcess.command,
      args: downloadProcess.args,
      env: downloadProcess.env.map((v) => ({ name: v.name, value: v.value })),
      volumeMounts: [{ name: MODEL_VOLUME, mountPath }],
    };
    const quantity = binaryQuantity(sizeLimit, 'Gi');
    return {
      volumes: [{ name: MODEL_VOLUME, emptyDir: { sizeLimit: quantity } }],
      mounts: [{ name: MODEL_VOLUME, mountPath, readOnly: true }],
      initContainers: staging ? [download, this.markerWait(staging)] : [download],
      env: {},
      dependables: [...access.dependables, ...(staging ? [staging.job] : [])],
      access,
      staging,
      // The emptyDir's sizeLimit only evicts a pod that outgrows it; the request makes the scheduler
      // (and Karpenter, whose RAID0 nodes offer their instance store as ephemeral-storage) place the
      // pod where the download fits.
      ephemeralStorage: quantity,
    };
  }

  /**
   * The network the download may target: EC2's network performance figure (the one Mountpoint's
   * table carries, gpu-catalogue.md §1.3) of the smallest instance type the pods can land on. One
   * pod spec serves every node, so the figure never targets more than a node's network.
   */
  private nodeNetwork(): { nodeNetworkGbps?: number; nodeNetworkSource?: string } {
    const types = this.instanceTypes;
    if (!types || types.length === 0) return {};
    const smallest = minBy(types, (t) => t.mountpointThroughputGbps)!;
    const largest = maxBy(types, (t) => t.mountpointThroughputGbps)!;
    const range =
      largest.mountpointThroughputGbps > smallest.mountpointThroughputGbps
        ? ` (larger types reach up to ${largest.mountpointThroughputGbps} Gb/s, ${largest.instanceType})`
        : '';
    return {
      nodeNetworkGbps: smallest.mountpointThroughputGbps,
      nodeNetworkSource: `${smallest.instanceType}, the smallest instance type the pods can land on${range}`,
    };
  }

  /** The model's bucket: the given one, or a new one (private, encrypted, versioned). */
  private modelBucket(bucketName: string | undefined, removalPolicy: RemovalPolicy | undefined): ModelBucket {
    const { model, modelBucket: bucket, tags } = this.props;
    // A shared bucket: the first workload's, by reference (its ARN too: no partition lookup here).
    const sharedStore = this.shared?.store;
    if (sharedStore) return { bucketName: sharedStore.bucketName, bucketArn: sharedStore.bucketArn };
    return modelBucket(this, {
      bucketName,
      bucket,
      removalPolicy,
      tags,
      objectPrefix: model.objectPrefix,
      modelName: model.name,
      staged: !model.source.isPreStaged,
    });
  }

  /** The staging Job into the model's bucket, when the model has a source. */
  private stageModel(bucket: ModelBucket): EksModelStaging | undefined {
    const props = this.props;
    if (props.model.source.isPreStaged) return undefined;
    // Two workloads serving one model from one bucket stage it once: the second waits for the first's Job.
    if (this.shared?.sameModel && this.shared.staging) return this.shared.staging;
    const options = props.staging ?? {};
    return new EksModelStaging(this, 'Staging', {
      model: props.model,
      clusterName: props.clusterName,
      region: props.region,
      bucketName: bucket.bucketName,
      bucketArn: bucket.bucketArn,
      namespace: this.namespace,
      name: `stage-${this.workloadName}`.slice(0, 38).replace(/-+$/, ''),
      image: options.image,
      timeout: options.timeout,
      concurrency: options.concurrency,
      retainRevisions: options.retainRevisions,
      sourceRegion: options.sourceRegion,
      nodeSelector: options.nodeSelector,
      avoidNodePools: [props.nodePool.nodePoolName],
      kmsKeyArn: props.modelKmsKeyArn,
      manifestBackend: this.manifestBackend,
      kubernetesProvider: options.kubernetesProvider,
      provider: props.provider,
      dependsOn: this.dependsOn,
      tags: props.tags,
    });
  }

  /**
   * The serving pod's check, before the server starts: the marker of the staged revision and every
   * file it lists, with its size, in the model directory; one line naming the staging Job otherwise.
   */
  private markerWait(staging: EksModelStaging): K8sObject {
    const mountPath = this.props.model.mountPath;
    return {
      name: 'wait-for-model',
      image: escapeUserText(this, this.props.staging?.image ?? StagingProgram.DEFAULT_IMAGE, 'staging.image'),
      command: ['/bin/sh', '-c', escapeTerraformTemplates(staging.waitScript(mountPath))],
      volumeMounts: [{ name: MODEL_VOLUME, mountPath, readOnly: true }],
      resources: { requests: { cpu: '10m', memory: '16Mi' }, limits: { memory: '64Mi' } },
    };
  }

  /** A service account with Pod Identity read access to the model's prefix. */
  private grantModelRead(bucket: ModelBucket): ModelAccess {
    const serviceAccountName = this.workloadName;
    const reader = modelReader(this, {
      clusterName: this.props.clusterName,
      namespace: this.namespace,
      serviceAccountName,
      bucketArn: bucket.bucketArn,
      prefix: this.props.model.storagePath,
      kmsKeyArn: this.props.modelKmsKeyArn,
      tags: this.props.tags,
    });
    const account = this.apply('ServiceAccount', serviceAccountManifest(serviceAccountName, this.namespace, this.workloadName));
    return { bucket, serviceAccountName, reader: reader.role, dependables: [account, reader.association, reader.policy] };
  }

  /**
   * The images every node holds for this workload, when their sizes are known: the serving image's
   * compressed size, or with the model baked in, at least the model's.
   */
  private nodeImages(kind: ModelStorageKind): NodeImageSize[] {
    const image = this.props.image;
    const baked = kind === ModelStorageKind.CONTAINER_IMAGE;
    const size = image.compressedSize ?? (baked ? this.props.model.size : undefined);
    if (!size) return [];
    return [{ uri: image.uri, compressedSize: size, fromModel: !image.compressedSize, modelBaked: baked }];
  }

  /**
   * An emptyDir lands on kubelet's storage: the NVMe array, or the node's EBS volume.
   * @param given the prop the size follows, which errors name: a cache size, else the model's size
   */
  private checkKubeletStorage(
    size: Size,
    what: string,
    given: { property: string; value: Size } = { property: 'model.size', value: this.props.model.size },
  ): void {
    this.emptyDirSize = size;
    const pool = this.props.nodePool;
    if (pool.instanceStoreRaid0) {
      if (pool.minLocalNvme && pool.minLocalNvme.isLessThan(size)) {
        const fix = `Raise the node class's minLocalNvme to at least ${size}`;
        throw new ValidationError(
          'GPUM-EKS-NVME-TOO-SMALL',
          `${what} needs ${size}, but the NodePool admits instance types with only ${pool.minLocalNvme} of local NVMe: kubelet evicts the pod when the emptyDir outgrows the disk. ${fix}`,
          this,
          { property: given.property, value: String(given.value), fix },
        );
      }
      const types = this.instanceTypes;
      if (types) {
        // The label is EC2's TotalSizeInGB; read as GiB (Karpenter's docs) it is the larger figure, so
        // the error holds under either reading.
        const largest = maxBy(types, (t) => t.localNvmeGb)!;
        if (Size.gibibytes(largest.localNvmeGb).isLessThan(size)) {
          throw new ValidationError(
            'GPUM-EKS-NVME-TOO-SMALL',
            `${what} needs ${size}, but the most local NVMe an instance type the NodePool can launch for ${this.props.gpuCount ?? 1} GPU(s) has is ${largest.localNvmeGb} GB (${largest.instanceType}): kubelet evicts the pod when the emptyDir outgrows the disk`,
            this,
            {
              property: given.property,
              value: String(given.value),
              fix: 'Admit instance types with more instance store on the node class (instanceFamilies, minLocalNvme), or use ModelStorage.objectStorageMount() with a smaller fileCache',
            },
          );
        }
      }
      if (!pool.minLocalNvme) {
        const small = types?.filter((t) => Size.gigabytes(t.localNvmeGb).isLessThan(size)).map((t) => t.instanceType);
        if (!types || small!.length > 0) {
          addInfo(
            this,
            'GPUM-EKS-NVME-SIZE',
            `${what} needs ${size} of the NVMe array${small ? `, more than ${small.join(', ')} have` : ''}: set the node class's minLocalNvme to at least that, so that every instance type the NodePool admits fits it`,
          );
        }
      }
      return;
    }
    if (pool.kubeletVolumeSize && !pool.kubeletVolumeSize.isGreaterThan(size)) {
      const fix = 'Turn instanceStoreRaid0 on or enlarge the volume';
      throw new ValidationError(
        'GPUM-EKS-EBS-TOO-SMALL',
        `${what} needs ${size}, but kubelet's storage is the ${pool.kubeletVolumeSize} EBS volume (instanceStoreRaid0 is off). ${fix}`,
        this,
        { property: given.property, value: String(given.value), fix },
      );
    }
    addWarning(
      this,
      'GPUM-EKS-EMPTYDIR-ON-EBS',
      `${what} is on the node's EBS volume, not on NVMe: reads are bound by the volume's throughput. Use a GpuNodeClass with instanceStoreRaid0: true`,
    );
  }

  private podSpec(plan: StoragePlan, port: number): K8sObject {
    const props = this.props;
    // The model's variables and the strategy's (an internet model's URL is the user's text).
    for (const [key, value] of Object.entries({ ...props.model.environment(), ...plan.env })) {
      this.environment[key] = escapeTerraformTemplates(value);
    }
    for (const [key, value] of Object.entries(props.environment ?? {})) {
      this.environment[key] = checkEnvironmentVariable(this, EKS_RESERVED_ENVIRONMENT, this.environment, key, value);
    }
    const launch = this.bindEngine(plan, port);
    for (const [key, value] of Object.entries(launch.environment)) this.environment[key] = escapeTerraformTemplates(value);
    this.serverEnv = Object.entries(this.environment).map(([name, value]) => ({ name, value }));
    const gpus = countQuantity(props.gpuCount ?? 1);
    const requests: Record<string, string> = { 'nvidia.com/gpu': gpus };
    const limits: Record<string, string> = { 'nvidia.com/gpu': gpus };
    // On the serving container, which lives as long as the emptyDir it reads.
    if (plan.ephemeralStorage) requests['ephemeral-storage'] = plan.ephemeralStorage;
    if (props.cpu !== undefined) {
      checkNumber(this, 'cpu', props.cpu, { code: 'GPUM-EKS-CPU', min: 0.001, unit: 'vCPUs', literalRequired: false });
      requests.cpu = cpuQuantity(props.cpu);
    }
    if (props.memory) {
      requests.memory = binaryQuantity(props.memory);
      limits.memory = binaryQuantity(props.memory);
    }
    const volumes = [...plan.volumes];
    const mounts = [...plan.mounts];
    if (props.sharedMemorySize) {
      volumes.push({ name: 'dshm', emptyDir: { medium: 'Memory', sizeLimit: binaryQuantity(props.sharedMemorySize) } });
      mounts.push({ name: 'dshm', mountPath: '/dev/shm' });
    }
    const initContainers = [...plan.initContainers];
    const sidecars: K8sObject[] = [];
    const cache = launch.compileCache && this.compileCache(plan, launch, port);
    if (cache) {
      volumes.push(cache.volume);
      mounts.push(cache.serverMount);
      initContainers.push(cache.restore);
      sidecars.push(cache.writeBack);
    }
    const server: K8sObject = {
      name: 'server',
      image: escapeUserText(this, props.image.uri, 'image'),
      // command, args and the health check path were escaped with the other props.
      command: launch.kind === EngineKind.CUSTOM ? props.command : launch.command!.map(escapeTerraformTemplates),
      args: launch.kind === EngineKind.CUSTOM ? props.args : launch.args!.map(escapeTerraformTemplates),
      ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
      env: this.serverEnv,
      resources: { requests, limits },
      volumeMounts: mounts.length > 0 ? mounts : undefined,
      ...this.probes(launch),
    };
    const pod = {
      serviceAccountName: plan.access?.serviceAccountName,
      nodeSelector: this.placement.nodeSelector,
      tolerations: gpuTolerations(this.placement),
      initContainers: initContainers.length > 0 ? initContainers : undefined,
      containers: [server, ...sidecars],
      volumes: volumes.length > 0 ? volumes : undefined,
    };
    if (cache && launch.compileCache!.cache.warmUp) {
      // The same pod, run once: the engine stops when the cache is written back, and the pod ends.
      const once = { ...server, readinessProbe: undefined, startupProbe: undefined };
      this.warmUp = {
        pod: {
          ...pod,
          restartPolicy: 'Never',
          containers: [
            { ...once, command: warmUpEngineCommand(launch.compileCache!, server.command, server.args), args: undefined },
            cache.warmUpWriteBack,
          ],
        },
        // Pending for a GPU node (Karpenter launch, the image pull) comes before the engine's own deadline.
        deadline: Duration.seconds((launch.startupDeadline ?? MIN_STARTUP_DEADLINE).toSeconds() + WARM_UP_PROVISIONING_SECONDS),
      };
    }
    return pod;
  }

  /**
   * The compile cache warm-up: a Job with the workload's pod, run once per cache key and pod spec
   * (its name carries their hash, so a new revision, engine or image runs it again), that apply
   * waits for before it applies the Deployment. Its labels differ from the Deployment's, so the
   * Service never routes to it.
   */
  private applyWarmUpJob(warmUp: { readonly pod: K8sObject; readonly deadline: Duration }, plan: StoragePlan): TerraformResource {
    const name = this.workloadName;
    const pod = pruneUndefined(warmUp.pod);
    // addEnvironment reaches the warm-up's engine too: the same list as the Deployment's.
    pod.containers[0].env = this.serverEnv;
    const suffix = lazyFromResolved(pod, (resolved) => createHash('sha256').update(JSON.stringify(resolved)).digest('hex').slice(0, 8));
    const labels = {
      ...workloadLabels(name),
      'app.kubernetes.io/name': `${name}-warm-up`,
      'app.kubernetes.io/component': 'compile-cache-warm-up',
    };
    const jobName = isUnresolved(name) ? `${name}-warm-${Token.asString(suffix)}` : `${name.slice(0, 49)}-warm-${Token.asString(suffix)}`;
    const seconds = Math.ceil(warmUp.deadline.toSeconds());
    return this.manifestBackend.apply(
      this,
      'CompileCacheWarmUp',
      {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: jobName, namespace: this.namespace, labels },
        spec: { backoffLimit: 1, activeDeadlineSeconds: seconds, template: { metadata: { labels }, spec: pod } },
      },
      {
        dependsOn: [...this.dependsOn, ...plan.dependables],
        waitForCondition: { type: 'Complete', status: 'True', timeout: Duration.seconds(seconds + 60) },
      },
    );
  }

  /**
   * The engine's command line, environment and probe (`props.engine`, a custom engine by default):
   * the model at its mount path or `s3://` URI, one tensor-parallel rank per GPU, the Service's port,
   * and the streamer's readers sized by the smallest network bandwidth of the pool's instance types.
   */
  private bindEngine(plan: StoragePlan, port: number): EngineLaunch {
    const props = this.props;
    const gpuCount = props.gpuCount ?? 1;
    const bandwidths = (this.instanceTypes ?? []).map((t) => t.networkBandwidthGbps).filter((g) => g > 0);
    const engine = props.engine ?? ServingEngine.custom();
    if (engine.kind !== EngineKind.CUSTOM && !isUnresolved(gpuCount) && gpuCount > 1 && props.sharedMemorySize === undefined) {
      addWarning(
        this,
        'GPUM-ADVICE-ENGINE',
        `the ${engine.kind} preset runs ${gpuCount} tensor-parallel ranks, which exchange tensors through /dev/shm (NCCL), and the pod has the container runtime's 64 MiB: set sharedMemorySize (for example Size.gibibytes(16)); vLLM's Docker guide asks for --ipc=host or --shm-size for the same reason`,
      );
    }
    return engine.bind(this, {
      platformName: PLATFORM_NAME,
      model: props.model,
      storageKind: this.storageKind,
      modelLocation: plan.modelUri ?? props.model.mountPath,
      gpuCount,
      gpuMemory: isUnresolved(gpuCount) ? undefined : eksGpuMemoryOffer(props.nodePool.gpuMemoryPerGpu, gpuCount),
      port,
      userCommand: { command: props.command, args: props.args },
      environment: this.environment,
      instanceBandwidthMBps: bandwidths.length > 0 ? (Math.min(...bandwidths) * 1000) / 8 : undefined,
      startupTimeout: props.startupTimeout && { value: props.startupTimeout, property: 'startupTimeout' },
      compileCacheSupported: true,
      compileCacheWarmUpSupported: true,
    });
  }

  /**
   * The compile cache in the model's bucket, under its own key: the restore init container, the
   * write-back sidecar, their emptyDir, and the CompileCacheWriter policy on the pod's role.
   */
  private compileCache(plan: StoragePlan, launch: EngineLaunch, port: number) {
    const props = this.props;
    const access = plan.access;
    if (!access) {
      const fix =
        "Use ModelStorage.objectStorageStream(), objectStorageMount() or downloadAtStart(): the cache lives in the model's bucket";
      throw new ValidationError(
        'GPUM-COMPILE-CACHE-STORAGE',
        `the compile cache is kept in the model's S3 bucket, and the ${this.storageKind} storage has none. ${fix}`,
        this,
        { property: 'storage', value: this.storageKind, fix },
      );
    }
    const gpuCount = props.gpuCount ?? 1;
    const gpus = [...new Set((this.instanceTypes ?? []).map((t) => t.gpuName))].sort();
    const key = compileCacheKey(this, {
      cache: launch.compileCache!.cache,
      engine: launch.kind,
      engineVersion: launch.version!,
      model: props.model,
      // The pool's GPU types; its name when they are not known (the key must still tell pools apart).
      gpu: gpus.length > 0 ? gpus.join('+').replace(/[^A-Za-z0-9._+-]/g, '-') : props.nodePool.nodePoolName,
      tensorParallelSize: gpuCount,
    });
    const policy = compileCacheWriter(this, access.reader, access.bucket.bucketArn, key, props.modelKmsKeyArn);
    plan.dependables.push(policy);
    return compileCachePod({
      cache: launch.compileCache!,
      uri: `s3://${access.bucket.bucketName}/${key}`,
      region: props.region,
      image: EksModelDownloader.DEFAULT_AWS_CLI_IMAGE,
      port,
      healthPath: escapeTerraformTemplates(props.healthCheckPath ?? launch.healthCheckPath!),
    });
  }

  private probes(launch: EngineLaunch): K8sObject {
    const path = this.props.healthCheckPath ?? launch.healthCheckPath;
    if (!path) return {};
    // A token reaches the probes as a reference: the API server checks the path at apply.
    if (isResolved(path) && !path.startsWith('/')) {
      const fix = 'must start with "/"';
      throw new ValidationError('GPUM-EKS-HEALTH-CHECK', `healthCheckPath "${path}" ${fix}`, this, {
        property: 'healthCheckPath',
        value: valueText(path),
        fix,
      });
    }
    const period = 10;
    const timeout = this.props.startupTimeout ?? launch.startupDeadline ?? Duration.minutes(30);
    const httpGet = { path, port: 'http' };
    return {
      startupProbe: { httpGet, periodSeconds: period, failureThreshold: Math.max(1, Math.ceil(timeout.toSeconds() / period)) },
      readinessProbe: { httpGet, periodSeconds: period, failureThreshold: 3 },
    };
  }
}

/** A model the server downloads from the internet itself: only its URL. */
function internetPlan(config: EksModelStorageConfig): StoragePlan {
  return { volumes: [], mounts: [], initContainers: [], env: { MODEL_URL: config.internet!.url }, dependables: [] };
}
