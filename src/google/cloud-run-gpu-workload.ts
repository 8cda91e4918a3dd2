import { Construct } from 'constructs';
import type { CloudRunV2Service } from '@cdktf/provider-google/lib/cloud-run-v2-service';
import {
  CloudRunV2WorkerPool,
  CloudRunV2WorkerPoolConfig,
  CloudRunV2WorkerPoolTemplate,
  CloudRunV2WorkerPoolTemplateContainers,
} from '@cdktf/provider-google/lib/cloud-run-v2-worker-pool';
import { ComputeNetwork } from '@cdktf/provider-google/lib/compute-network';
import { ComputeSubnetwork } from '@cdktf/provider-google/lib/compute-subnetwork';
import type { ProjectService } from '@cdktf/provider-google/lib/project-service';
import { ServiceAccount } from '@cdktf/provider-google/lib/service-account';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import type { StorageAnywhereCache } from '@cdktf/provider-google/lib/storage-anywhere-cache';
import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { addInfo, addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { Fn, ITerraformDependable, Op, TerraformOutput, TerraformResource, Token } from '../core/framework';
import type { CloudRunV2Job } from '@cdktf/provider-google/lib/cloud-run-v2-job';
import { addWarmUpJob } from './compile-cache-warm-up';
import { IGpuWorkload } from '../core/gpu-workload';
import { ModelStorageKind } from '../core/model-storage';
import { uniqueResourceName } from '../core/names';
import { Size } from '../core/size';
import { isResolved, isUnresolved } from '../core/tokens';
import {
  checkBucketName,
  checkEnvironmentVariable,
  checkLocation,
  checkModelFitsGpu,
  claimUniqueName,
  escapeTerraformTemplates,
  escapeUserStrings,
  escapeUserText,
  describeValue,
  requireEnumMember,
  requireLiteralBoolean,
  requireLiteralString,
  requireNumber,
  useProvider,
  valueText,
} from '../core/contract';
import { lazyValue } from '../core/lazy';
import { EngineKind, EngineLaunch, ServingEngine } from '../core/engine';
import { CLOUD_RUN_LOCATION, CLOUD_RUN_RESERVED_ENVIRONMENT, GCS_BUCKET_NAMES } from './contract';
import { configuredBucketName } from './bucket-config';
import { CloudRunGpuWorkloadProps, CloudRunHttpServingOptions, CloudRunIngress, CloudRunLaunchStage } from './cloud-run-platform-props';
import { CloudRunModelStorageConfig } from './cloud-run-model-storage';
import { CloudRunGpuSpec, CloudRunGpuType, gpuSpec } from './gpu-type';
import { cloudRunGpuMemoryOffer } from './gpu-catalogue';
import { resolveCpuForMemory } from './cpu-memory';
import { resolveMemoryLimit } from './memory-budget';
import { PLATFORM_NAME, StoragePlan, StoragePlanInput, SUPPORTED_KINDS, planModelStorage } from './model-storage-plan';
import { GOOGLE_CLOUD_RUN } from './platform';
import { CloudRunNetwork, CloudRunNetworkConfig, sharedNetwork } from './network';
import type { CloudRunModelStore } from './cloud-run-model-store';
import {
  CloudRunSharedStore,
  recordStoreStaging,
  refuseSharedStagingOptions,
  resolveCloudRunSharedStore,
  sharedStorageConfig,
} from './shared-store';
import { CloudRunCloudNat, CloudRunCloudNatConfig } from './cloud-nat';
import { checkLabels } from './labels';
import { checkConstructId } from '../core/contract/construct-id';
import { checkProjectId } from './project-id';
import { checkGoogleProvider, providerProject } from './provider-project';
import { checkWorkloadChoices } from './workload-choices';
import { enableProjectApis } from './project-apis';
import { checkSharedVpc, subnetworkArgument, subnetworkProject, subnetworkShown } from './shared-vpc';
import { requireGoogleProviderConstraint } from './provider-version';
import { CloudRunServiceAccount, checkAccountEmail, checkAccountId } from './service-account';
import { StartupProbeSettings, resolveStartupProbe } from './startup-probe';
import { addRapidCaches, resolveRapidCache } from './rapid-cache';
import { workerPoolScaleUpNote } from './worker-pool-billing';
import { CloudRunModelStaging } from './cloud-run-model-staging';
import { cloudRunV2ServiceBinding, cloudRunV2ServiceIamMemberBinding } from './lazy-bindings';
import { addCompileCache, checkCloudRunCompileCache, COMPILE_CACHE_SHARED_MOUNT } from './compile-cache';
import { wrapEngineLaunch } from '../core/compile-cache/compile-cache-wrapper';
import { compileCacheKey } from '../core/compile-cache/compile-cache-key';

const CLOUD_RUN_GPU_WORKLOAD_SYMBOL = Symbol.for('cdktf-gpu-models.CloudRunGpuWorkload');

/** The port an engine preset listens on in a worker pool, which has no `httpServing.port`: Cloud Run's default. */
const WORKER_ENGINE_PORT = 8080;
/** The serving container's name in the template. */
const CONTAINER_NAME = 'model-server';

/** The request timeout of a service, when not set. */
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 300;

/**
 * A GPU workload with its model on Google Cloud Run: a worker pool by default, or a service when it
 * serves HTTP.
 *
 * - GPU: `node_selector.accelerator` and `nvidia.com/gpu = "1"` on the one serving container, the
 *   GPU type's CPU and memory minimums and regions checked at synth, zonal redundancy explicit.
 * - Identity: a dedicated service account with `roles/storage.objectViewer` on the model's bucket
 *   only (a bucket-level IAM member).
 * - Network: for models in Cloud Storage, Direct VPC with `ALL_TRAFFIC` egress through a subnetwork
 *   with Private Google Access (new, or existing).
 * - Model: baked in the image, a read-only gcsfuse mount (file cache on an in-memory volume, or
 *   buffered reads), a parallel download into an in-memory volume before the server starts, or a
 *   public URL. The container's memory limit is checked against everything the model keeps in memory.
 *
 * Construct IDs (Terraform addresses, stable): `Resource` (the worker pool or service),
 * `ServiceAccount`, `ModelBucket`, `ModelBucketReader`, `Network`, `Subnetwork`, `PublicInvoker`,
 * `RunApi`, `IamApi`, `StorageApi`, `ComputeApi`, and the outputs `Url` and `ModelUri`.
 *
 * The stack's google provider constraint becomes `>= 7.5.0, < 8.0.0`: the gcs volume's
 * `mount_options` (7.4.0) and a worker pool's `startup_probe` (7.5.0) are emitted through escape
 * hatches because the prebuilt bindings (google 6.50.0) lack them.
 */
export class CloudRunGpuWorkload extends Construct implements IGpuWorkload {
  /** True for instances of this construct, across copies of the library. */
  public static isCloudRunGpuWorkload(x: unknown): x is CloudRunGpuWorkload {
    return typeof x === 'object' && x !== null && CLOUD_RUN_GPU_WORKLOAD_SYMBOL in x;
  }

  public readonly platformName = PLATFORM_NAME;
  public readonly storageKind: ModelStorageKind;
  public readonly modelMountPath: string;
  /**
   * The model's `gs://` URI (`gs://<bucket>/<prefix>/`, the staged revision's prefix with staging),
   * which the serving engine streams the weights from; also the container's `MODEL_URI`.
   * @default - undefined unless the strategy is `ModelStorage.objectStorageStream()`
   */
  public readonly modelUri?: string;
  /** The service's URL (a Terraform token), for HTTP serving. */
  public readonly url?: string;

  /** The worker pool or service: the primary resource, for escape hatches. */
  public readonly resource: TerraformResource;
  /** The worker pool, when the workload is one. */
  public readonly workerPool?: CloudRunV2WorkerPool;
  /** The service, when the workload serves HTTP. */
  public readonly service?: CloudRunV2Service;
  /** The GPU type. */
  public readonly gpuType: CloudRunGpuType;
  /**
   * vCPUs per instance: the user's, or the smallest count the GPU type allows whose memory range
   * (Cloud Run: 4 vCPU up to 16 GiB, 6 up to 24 GiB, 8 up to 32 GiB) holds the memory limit.
   */
  public readonly cpu: number;
  /** The container's memory limit, as set (the user's, or the smallest that holds the model strategy). */
  public readonly memoryLimit: Size;
  /** The email of the service account the workload runs as. */
  public readonly serviceAccountEmail: string;
  /** The dedicated service account, when the construct created it. */
  public readonly serviceAccount?: ServiceAccount;
  /** The model's bucket name, when the model comes from Cloud Storage. */
  public readonly modelBucketName?: string;
  /** The model's bucket, when the construct created it. */
  public readonly modelBucket?: StorageBucket;
  /** The workload's read grant on the model's bucket. */
  public readonly modelBucketReader?: StorageBucketIamMember;
  /**
   * The workload's write grant on the compile cache's key (`roles/storage.objectUser`, conditioned on
   * the key's prefix), when the engine preset has a `compileCache`.
   */
  public readonly compileCacheWriter?: StorageBucketIamMember;
  /**
   * The compile cache's warm-up job, which apply runs once per configuration before the service or
   * worker pool, when the cache has `warmUp`.
   * @default - no warm-up
   */
  public readonly compileCacheWarmUp?: CloudRunV2Job;
  /** The Direct VPC network, when the construct created it. */
  public readonly network?: ComputeNetwork;
  /** The Direct VPC subnetwork, when the construct created it. */
  public readonly subnetwork?: ComputeSubnetwork;
  /** The Rapid Cache in front of the model's bucket, one `google_storage_anywhere_cache` per zone (`rapidCache`). */
  public readonly rapidCaches: StorageAnywhereCache[] = [];
  /** The gcsfuse mount options of an object storage mount, as emitted. */
  public readonly mountOptions?: string[];
  /** The startup probe, as emitted: a service's always, a worker pool's with `workerStartupProbe`. */
  public readonly startupProbe?: StartupProbeSettings;
  /** The APIs enabled for the workload (`enableApis: true`), one `google_project_service` each. */
  public readonly projectApis: ProjectService[];
  /**
   * The staging of the model into its bucket, when the model has a source (ID `Staging`): the
   * serving resource depends on its job and reads `<storagePath>/<revision>/`.
   */
  public readonly staging?: CloudRunModelStaging;
  /**
   * The model bucket, for Cloud Storage strategies: what `CloudRunModelStorage.sharedWith(this)` gives
   * the next workload (the bucket, the network it is read through, the strategy, the model).
   * @default - the model is not in a bucket (its image, the internet)
   */
  public readonly modelStore?: CloudRunModelStore;

  /** The serving container's environment, as rendered (the model's, the strategy's and the user's). */
  private readonly environment: Record<string, string> = {};
  /** True once the environment is rendered lazily, for variables added after construction. */
  private environmentIsLazy = false;

  constructor(scope: Construct, id: string, givenProps: CloudRunGpuWorkloadProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-CR-CONSTRUCT-ID'));
    Object.defineProperty(this, CLOUD_RUN_GPU_WORKLOAD_SYMBOL, { value: true });
    // Checks and configuration are methods, called in the order errors and warnings always came in.
    const checked = this.checkProps(givenProps);
    const { props } = checked;
    this.storageKind = props.storage.kind;
    this.modelMountPath = props.model.mountPath;
    this.gpuType = checked.gpuType;
    const serviceAccount = props.serviceAccount ?? CloudRunServiceAccount.create();
    this.checkServiceAccount(serviceAccount, props.project);
    const account = serviceAccount.bind(this, {
      defaultAccountId: uniqueResourceName(this, { maxLength: 30, lowerCase: true }),
      description: `GPU workload for model ${props.model.name}`,
      project: props.project,
    });
    this.serviceAccountEmail = account.email;
    // The account its bind() created: a ServiceAccount, typed loosely in the public config.
    this.serviceAccount = account.resource as ServiceAccount | undefined;
    if (checked.staged) this.checkStaging(checked);
    const plan = planModelStorage(this, this.storagePlanInput(checked, this.serviceAccountEmail));
    this.checkBucketOption(props, plan);
    // Two workloads serving one model from one bucket stage it once: the second waits for the first's job.
    const firstStaging = checked.shared?.sameModel ? checked.shared.staging : undefined;
    if (checked.staged) this.staging = firstStaging ?? this.stageModel(props, plan);
    this.modelBucketName = plan.bucket?.name;
    this.modelBucket = plan.bucket?.resource;
    this.modelBucketReader = plan.bucket?.readerGrant;
    if (checked.engine.compileCache) this.compileCacheWriter = this.addCompileCache(checked, plan);
    this.mountOptions = plan.gcsfuse?.options;
    this.modelUri = plan.kind === ModelStorageKind.OBJECT_STORAGE_STREAM ? plan.environment.MODEL_URI : undefined;
    if (plan.rapidCache && plan.bucket) {
      this.rapidCaches = addRapidCaches(this, resolveRapidCache(this, plan.rapidCache, props.region), plan.bucket);
    }
    this.checkInternetNetwork(props, plan);
    // A shared bucket is read through the first workload's network unless this one is given its own.
    const sharedChoice = checked.shared ? sharedNetwork(checked.shared.store.network) : undefined;
    const network = (props.network ?? sharedChoice ?? (plan.readsCloudStorage ? CloudRunNetwork.create() : undefined))?.bind(this, {
      region: props.region,
      project: props.project,
      namePrefix: uniqueResourceName(this, { maxLength: 63, lowerCase: true }),
    });
    if (network && !network.created) this.checkExistingNetwork(network, props, plan);
    const cloudNat = network && this.bindCloudNat(network, props, plan);
    if (network && plan.readsCloudStorage && !cloudNat) this.noteAllTrafficEgress();
    // What the network's bind() created, typed loosely in the public config.
    this.network = network?.networkResource as ComputeNetwork | undefined;
    this.subnetwork = network?.subnetworkResource as ComputeSubnetwork | undefined;
    if (plan.bucket && network) {
      this.modelStore = {
        owner: checked.shared?.store.owner ?? this,
        region: props.region,
        project: props.project,
        model: props.model,
        bucketName: plan.bucket.name,
        network,
        storage: checked.storage,
      };
      recordStoreStaging(this.modelStore, this.staging);
    }
    this.memoryLimit = resolveMemoryLimit(this, {
      spec: checked.spec,
      limit: props.memory,
      servingProcess: props.servingProcessMemory ?? Size.gibibytes(4),
      items: plan.memoryItems,
    });
    this.cpu = resolveCpuForMemory(this, {
      spec: checked.spec,
      requested: props.cpu,
      memory: this.memoryLimit,
      memorySet: props.memory !== undefined,
    });
    let spec = this.servingSpec(checked, plan, network, cloudNat);
    if (checked.engine.compileCache?.cache.warmUp) {
      this.compileCacheWarmUp = this.addWarmUp(checked, spec, plan);
      spec = { ...spec, common: { ...spec.common, dependsOn: [...(spec.common.dependsOn ?? []), this.compileCacheWarmUp] } };
    }
    const made = props.httpServing
      ? this.createService(props.httpServing, checked, spec, plan)
      : this.createWorkerPool(checked, spec, plan);
    this.resource = made.resource;
    this.service = made.service;
    this.workerPool = made.workerPool;
    this.url = made.url;
    this.startupProbe = made.startupProbe;
    this.emitMountOptions(plan);
    this.addSubnetPrecondition(network, plan);
    if (plan.bucket) {
      new TerraformOutput(this, 'ModelUri', {
        // A streamed model's is the URI the engine reads (the staged revision's, with staging).
        value: this.modelUri ?? `gs://${plan.bucket.name}/${props.model.objectPrefix}`,
        description: `Where the model of ${this.node.path} is read from`,
      });
    }
    const enableApis = requireLiteralBoolean(
      this,
      'GPUM-CR-PROJECT-APIS',
      'enableApis',
      props.enableApis,
      'the library creates a google_project_service for each API the workload needs or not by it at synth',
    );
    this.projectApis = enableProjectApis(this, { enable: enableApis, project: props.project });
    useProvider(this, props.provider);
  }

  /**
   * Adds an environment variable to the serving container. The model's variables (`MODEL_*`), the
   * download's (`CLOUDSDK_*`) and Cloud Run's own (`PORT`, `K_*`, `CLOUD_RUN_*`) cannot be set.
   */
  public addEnvironment(key: string, value: string): this {
    this.environment[key] = checkEnvironmentVariable(this, CLOUD_RUN_RESERVED_ENVIRONMENT, this.environment, key, value);
    if (!this.environmentIsLazy) {
      // Rendered at synth from here on, so that later variables are included.
      this.environmentIsLazy = true;
      this.resource.addOverride(
        'template.containers.0.env',
        lazyValue(() => Object.entries(this.environment).map(([name, v]) => ({ name, value: v }))),
      );
    }
    return this;
  }

  /**
   * Every check that needs no resource, in order: labels, escaping of every literal string, the GPU
   * type, region, CPU, instance count, environment, the storage strategy, the model's fit on the
   * GPU, bucket names, the provider constraint and the workload's name.
   */
  private checkProps(givenProps: CloudRunGpuWorkloadProps): CheckedProps {
    // Every literal string reaches Terraform: escape its template sequences once, here (the
    // environment is escaped as each variable is checked).
    // Labels first, as written: escaping would only hide what Google refuses anyway.
    checkLabels(this, givenProps.labels);
    checkGoogleProvider(this, givenProps.provider);
    checkProjectId(this, 'project', givenProps.project);
    if (givenProps.project === undefined && givenProps.provider === undefined)
      checkProjectId(this, "the stack's google provider project", providerProject(this));
    checkWorkloadChoices(this, givenProps);
    const { environment: userEnvironment, ...rest } = givenProps;
    const props: CloudRunGpuWorkloadProps = { ...escapeUserStrings(this, rest), environment: userEnvironment };
    const imageUri = escapeUserText(this, props.image.uri, 'image');

    const gpuType = props.gpuType ?? CloudRunGpuType.NVIDIA_L4;
    const gpuTypes = Object.keys(CloudRunGpuType)
      .map((k) => `CloudRunGpuType.${k}`)
      .join(' or ');
    requireLiteralString(
      this,
      'GPUM-CR-GPU-TYPE',
      'gpuType',
      gpuType,
      `the library takes the GPU's vCPU and memory minimums and its regions from it at synth (${gpuTypes})`,
    );
    requireEnumMember(this, 'GPUM-CR-GPU-TYPE', 'gpuType', gpuType, CloudRunGpuType, {
      enumName: 'CloudRunGpuType',
      notMember: 'not a Cloud Run GPU',
    });
    const spec = gpuSpec(gpuType);
    const serving = props.httpServing !== undefined;
    checkLocation(this, CLOUD_RUN_LOCATION, { region: props.region, regionProperty: 'region' });
    this.checkRegion(spec, props.region, serving);
    this.checkCpu(spec, props.cpu);
    const instanceCount = this.resolveInstanceCount(serving, props.instanceCount);
    if (serving && props.workerStartupProbe) {
      const fix = 'use httpServing.startupProbe';
      throw new ValidationError(
        'GPUM-CR-STARTUP-PROBE',
        `workerStartupProbe is a worker pool's probe, and this workload is a service (httpServing): ${fix}`,
        this,
        { property: 'workerStartupProbe', value: 'workerStartupProbe with httpServing', fix },
      );
    }
    const userEnv: Record<string, string> = {};
    for (const [key, value] of Object.entries(props.environment ?? {})) {
      userEnv[key] = checkEnvironmentVariable(this, CLOUD_RUN_RESERVED_ENVIRONMENT, userEnv, key, value);
    }

    const bound = props.storage.bind(this, {
      platformName: PLATFORM_NAME,
      supportedKinds: SUPPORTED_KINDS,
      platformId: GOOGLE_CLOUD_RUN.id,
    });
    const shared = bound.sharedWith ? resolveCloudRunSharedStore(this, bound.sharedWith, props.region, props.model) : undefined;
    const storage = shared ? sharedStorageConfig(shared.store) : bound;
    if (shared) refuseSharedStagingOptions(this, shared, props);
    props.model.bind(this);
    checkModelFitsGpu(this, props.model, cloudRunGpuMemoryOffer(gpuType));
    checkBucketName(
      this,
      GCS_BUCKET_NAMES,
      'storage.bucketName',
      storage.gcsFuse?.bucketName ??
        storage.objectStorageMount?.bucketName ??
        storage.downloadAtStart?.bucketName ??
        storage.objectStorageStream?.bucketName,
    );
    if (props.modelBucket) checkBucketName(this, GCS_BUCKET_NAMES, 'modelBucket.name', configuredBucketName(props.modelBucket));
    requireGoogleProviderConstraint(this);

    const name = this.resolveName(props.name);
    claimUniqueName(
      this,
      {
        kind: `Cloud Run ${serving ? 'service' : 'worker pool'} name`,
        within: `${props.project ?? ''}/${props.region}`,
        code: 'GPUM-CR-NAME-DUPLICATE',
      },
      name,
    );
    const engine = this.bindEngine(props, storage.kind, gpuType, userEnv);
    let command = engine.kind === EngineKind.CUSTOM ? props.command : engine.command!.map(escapeTerraformTemplates);
    let args = engine.kind === EngineKind.CUSTOM ? props.args : engine.args!.map(escapeTerraformTemplates);
    if (engine.compileCache) {
      checkCloudRunCompileCache(this, engine.compileCache, storage.kind, props.model.mountPath);
      // The wrapper restores the cache, then execs the engine's own command line (its arguments).
      const wrapped = wrapEngineLaunch(engine, COMPILE_CACHE_SHARED_MOUNT, props.httpServing?.port ?? 8080);
      command = wrapped.wrapper;
      args = wrapped.engineLine;
    }
    return {
      props,
      imageUri,
      gpuType,
      spec,
      instanceCount,
      userEnv,
      storage,
      name,
      engine,
      command,
      args,
      serverCommand: command ? [...command, ...(args ?? [])] : undefined,
      staged: !props.model.source.isPreStaged,
      shared,
    };
  }

  /**
   * The engine's command line, environment and probe (`props.engine`, a custom engine by default): one
   * GPU, the service's port, the model at its mount path or, streamed, at `modelUri` (rendered at synth:
   * the bucket is made after this). Cloud Run publishes no per-instance bandwidth: the streamer gets
   * the preset's fewest readers.
   */
  private bindEngine(
    props: CloudRunGpuWorkloadProps,
    kind: ModelStorageKind,
    gpuType: CloudRunGpuType,
    userEnv: Record<string, string>,
  ): EngineLaunch {
    const streamed = kind === ModelStorageKind.OBJECT_STORAGE_STREAM;
    return (props.engine ?? ServingEngine.custom()).bind(this, {
      platformName: PLATFORM_NAME,
      model: props.model,
      storageKind: kind,
      modelLocation: streamed ? Token.asString(lazyValue(() => this.modelUri)) : props.model.mountPath,
      gpuCount: 1,
      gpuMemory: cloudRunGpuMemoryOffer(gpuType),
      port: props.httpServing?.port ?? WORKER_ENGINE_PORT,
      userCommand: { command: props.command, args: props.args },
      environment: { ...props.model.environment(), ...userEnv },
      // Restored and written back by a wrapper around the engine (compile-cache.ts); the strategy is checked there.
      compileCacheSupported: true,
      // A job runs the serving container once in the wrapper's warm-up mode (compile-cache-warm-up.ts).
      compileCacheWarmUpSupported: true,
    });
  }

  /**
   * The compile cache's warm-up job (`CompileCacheWarmUp`): the serving container, template and
   * volumes once more, in the wrapper's warm-up mode; the serving resource is applied after it.
   */
  private addWarmUp(checked: CheckedProps, spec: ServingSpec, plan: StoragePlan): CloudRunV2Job {
    const { props, engine } = checked;
    return addWarmUpJob(this, {
      region: props.region,
      project: props.project,
      labels: props.labels,
      launchStage: spec.common.launchStage,
      serviceAccountEmail: this.serviceAccountEmail,
      gpuType: this.gpuType,
      gpuZonalRedundancyDisabled: spec.template.gpuZonalRedundancyDisabled,
      vpcAccess: spec.template.vpcAccess,
      volumes: plan.volumes,
      container: {
        name: spec.container.name!,
        image: spec.container.image,
        command: spec.container.command,
        args: spec.container.args,
        volumeMounts: spec.container.volumeMounts as Array<{ name: string; mountPath: string }> | undefined,
      },
      environment: () => ({ ...this.environment }),
      limits: spec.limits,
      engineDeadline: engine.startupDeadline!,
      dependsOn: (spec.common.dependsOn ?? []) as ITerraformDependable[],
    });
  }

  /**
   * The compile cache in the model's bucket, under its key (`<prefix>/<engine>-<version>/<model>/<revision>/<gpu>-tp1`):
   * a writable gcsfuse volume of the key, an in-memory volume to restore into, and the write grant.
   */
  private addCompileCache(checked: CheckedProps, plan: StoragePlan): StorageBucketIamMember {
    const engine = checked.engine;
    const key = compileCacheKey(this, {
      cache: engine.compileCache!.cache,
      engine: engine.kind,
      engineVersion: engine.version!,
      model: checked.props.model,
      gpu: checked.gpuType,
      tensorParallelSize: 1,
    });
    return addCompileCache(this, plan, {
      cache: engine.compileCache!,
      key,
      bucketName: plan.bucket!.name,
      serviceAccountEmail: this.serviceAccountEmail,
    });
  }

  /** What the model strategy's plan needs from the workload. */
  private storagePlanInput(checked: CheckedProps, serviceAccountEmail: string): StoragePlanInput {
    const { props, serverCommand, staged } = checked;
    return {
      storage: checked.storage,
      model: props.model,
      image: props.image,
      region: props.region,
      project: props.project,
      labels: props.labels,
      modelBucket: props.modelBucket,
      serviceAccountEmail,
      downloader: props.downloader,
      serverCommand,
      stagedPath: staged ? `${props.model.storagePath}/${props.model.source.revisionDirectory}` : undefined,
    };
  }

  private checkBucketOption(props: CloudRunGpuWorkloadProps, plan: StoragePlan): void {
    if (props.modelBucket && !plan.bucket) {
      throw new ValidationError(
        'GPUM-CR-BUCKET-OPTION',
        `modelBucket is set, but the model strategy (${plan.kind}) reads no bucket: remove modelBucket, or use ModelStorage.objectStorageMount(), ModelStorage.downloadAtStart() or ModelStorage.objectStorageStream()`,
        this,
        { property: 'modelBucket', value: `modelBucket with ${plan.kind}`, fix: 'Remove modelBucket, or use a Cloud Storage strategy' },
      );
    }
  }

  /** The job that stages the model into its bucket (ID `Staging`). */
  private stageModel(props: CloudRunGpuWorkloadProps, plan: StoragePlan): CloudRunModelStaging {
    return new CloudRunModelStaging(this, 'Staging', {
      model: props.model,
      region: props.region,
      project: props.project,
      bucketName: plan.bucket!.name,
      image: props.staging?.image,
      timeout: props.staging?.timeout,
      concurrency: props.staging?.concurrency,
      retainRevisions: props.staging?.retainRevisions,
      cpu: props.staging?.cpu,
      memory: props.staging?.memory,
      labels: props.labels,
      dependsOn: plan.bucket?.resource ? [plan.bucket.resource] : undefined,
    });
  }

  /** An internet model needs a network given: its download takes Direct VPC through Cloud NAT. */
  private checkInternetNetwork(props: CloudRunGpuWorkloadProps, plan: StoragePlan): void {
    if (plan.kind === ModelStorageKind.INTERNET && props.network === undefined) {
      const fix = 'Set network: CloudRunNetwork.create()';
      throw new ValidationError(
        'GPUM-CR-INTERNET-NETWORK',
        `ModelStorage.internet() on Cloud Run follows Google's GPU best practice: the model downloads over Direct VPC with ALL_TRAFFIC egress through Cloud NAT, for bandwidth that the default internet path does not give, and no network is given. ${fix} (a network, subnetwork, Cloud Router and Cloud NAT), or an existing network with its cloudNat; better, copy the model to Cloud Storage and use ModelStorage.downloadAtStart()`,
        this,
        { property: 'network', value: 'undefined', fix },
      );
    }
  }

  private noteAllTrafficEgress(): void {
    addInfo(
      this,
      'GPUM-CR-EGRESS-ALL-TRAFFIC',
      `egress is ALL_TRAFFIC, so all of the workload's outbound traffic takes the VPC: Cloud Storage and other Google APIs through Private Google Access, the internet (a model hub, package index, external API or telemetry endpoint) only through Cloud NAT on the subnetwork's region. Without Cloud NAT, internet requests time out; with it, Cloud Run notes new instances may take 30 s or more longer to connect`,
    );
  }

  /**
   * What a worker pool and a service share: the common attributes, the template and the serving
   * container. Renders the container's environment (the model's, the strategy's, the user's).
   */
  private servingSpec(
    checked: CheckedProps,
    plan: StoragePlan,
    network: CloudRunNetworkConfig | undefined,
    cloudNat: CloudRunCloudNatConfig | undefined,
  ): ServingSpec {
    const { props, spec, serverCommand } = checked;
    const download = plan.download?.(this.cpu);
    const launchStage = props.launchStage ?? (spec.preview ? CloudRunLaunchStage.BETA : undefined);
    if (spec.preview) {
      addWarning(
        this,
        'GPUM-CR-GPU-PREVIEW',
        `${spec.displayName} is in Preview on Cloud Run (pre-GA terms, limited support, quota by request)${props.launchStage === undefined ? '; the workload sets launch_stage = "BETA" so that Cloud Run accepts it' : ''}`,
      );
    }

    // The strategy's variables hold user text too (an internet model's URL): escaped like the user's.
    const planEnvironment = escapeUserStrings(this, { ...plan.environment }, 'storage.url');
    this.checkStrategyEnvironment({ ...planEnvironment, ...download?.environment }, checked.userEnv);
    Object.assign(
      this.environment,
      props.model.environment(),
      planEnvironment,
      download?.environment,
      checked.userEnv,
      checked.engine.environment,
    );
    // A staged model: the marker check runs in front of the server (after the download, if any).
    // A streamed model has no local directory to check: apply ordering gates it (checkStaging).
    const wait =
      this.staging && plan.kind !== ModelStorageKind.OBJECT_STORAGE_STREAM
        ? ['/bin/sh', '-c', `${escapeTerraformTemplates(this.staging.waitScript(props.model.mountPath))}exec "$@"\n`, 'gpum-wait-for-model']
        : undefined;
    const container = {
      name: CONTAINER_NAME,
      image: checked.imageUri,
      command: download ? download.command : wait ? wait : checked.command,
      args: download ? [...(wait ?? []), ...download.args] : wait ? serverCommand : checked.args,
      env: Object.entries(this.environment).map(([envName, value]) => ({ name: envName, value })),
      volumeMounts: plan.volumeMounts.length > 0 ? plan.volumeMounts.map((mount) => ({ ...mount })) : undefined,
    };
    const limits = { cpu: String(this.cpu), memory: this.memoryLimit.toKubernetesQuantity(), 'nvidia.com/gpu': '1' };
    const volumes =
      plan.volumes.length > 0
        ? plan.volumes.map((volume) => ({
            name: volume.name,
            emptyDir: volume.emptyDir,
            gcs: volume.gcs && { bucket: volume.gcs.bucket, readOnly: volume.gcs.readOnly },
          }))
        : undefined;
    const vpcAccess = network && {
      // Cloud Storage reaches the instance over Private Google Access only when all traffic takes the
      // VPC, and the internet over Cloud NAT likewise (Cloud Run's networking best practices).
      egress: plan.readsCloudStorage || cloudNat ? 'ALL_TRAFFIC' : 'PRIVATE_RANGES_ONLY',
      networkInterfaces: [{ network: network.network, subnetwork: network.subnetwork, tags: network.tags }],
    };
    const template = {
      serviceAccount: this.serviceAccountEmail,
      nodeSelector: { accelerator: this.gpuType },
      // A token only reaches this attribute: Terraform negates it at apply.
      gpuZonalRedundancyDisabled: isUnresolved(props.gpuZonalRedundancy)
        ? Op.not(props.gpuZonalRedundancy)
        : !(props.gpuZonalRedundancy ?? true),
      volumes,
      vpcAccess,
      labels: props.labels,
    };
    const common = {
      name: checked.name,
      location: props.region,
      project: props.project,
      deletionProtection: props.deletionProtection ?? true,
      launchStage,
      labels: props.labels,
      // Instances must not start before they may read the model (the grant is not referenced
      // otherwise), nor before their internet path exists or their model is staged.
      dependsOn: dependencies([plan.bucket?.readerGrant, this.compileCacheWriter, cloudNat?.natResource, this.staging?.job]),
    };
    return { common, template, container, limits, directVpc: network !== undefined };
  }

  /** The service of an HTTP-serving workload, with its `Url` output and, when public, its invoker grant. */
  private createService(http: CloudRunHttpServingOptions, checked: CheckedProps, spec: ServingSpec, plan: StoragePlan): ServingResource {
    const { props } = checked;
    // Tokens pass where the value only reaches the service: Cloud Run checks them at apply.
    const port = this.checkWhole('httpServing.port', http.port ?? 8080, 1, 65535, true);
    const minInstances = this.checkWhole('httpServing.minInstances', http.minInstances ?? 0, 0, 1000, true);
    // At least one instance, and no fewer than minInstances: in Terraform when minInstances is a token.
    const fewestMax = isResolved(minInstances) ? Math.max(1, minInstances) : 1;
    const maxInstances = this.checkWhole(
      'httpServing.maxInstances',
      http.maxInstances ?? (isResolved(minInstances) ? fewestMax : Fn.max([1, minInstances])),
      fewestMax,
      1000,
      true,
    );
    const concurrency =
      http.maxConcurrentRequests === undefined
        ? undefined
        : this.checkWhole('httpServing.maxConcurrentRequests', http.maxConcurrentRequests, 1, 1000, true);
    const timeoutSeconds = this.checkWhole(
      'httpServing.requestTimeout (seconds)',
      http.requestTimeout?.toSeconds() ?? DEFAULT_REQUEST_TIMEOUT_SECONDS,
      1,
      3600,
    );
    const engine = checked.engine;
    const probe = resolveStartupProbe(
      this,
      http.startupProbe ?? (engine.healthCheckPath ? { httpPath: engine.healthCheckPath } : undefined),
      {
        storageKind: plan.kind,
        modelSize: props.model.size,
        directVpc: spec.directVpc,
        engineSeconds: engine.estimate?.totalSeconds,
      },
    );
    const { CloudRunV2Service } = cloudRunV2ServiceBinding();
    const service = new CloudRunV2Service(this, 'Resource', {
      ...spec.common,
      ingress: http.ingress ?? CloudRunIngress.ALL,
      template: {
        ...spec.template,
        // Cloud Storage volumes need the second-generation environment.
        executionEnvironment: 'EXECUTION_ENVIRONMENT_GEN2',
        scaling: { minInstanceCount: minInstances, maxInstanceCount: maxInstances },
        maxInstanceRequestConcurrency: concurrency,
        timeout: `${timeoutSeconds}s`,
        containers: [
          {
            ...spec.container,
            ports: { containerPort: port },
            // GPU services need instance-based billing: CPU stays allocated between requests.
            resources: { limits: spec.limits, cpuIdle: false, startupCpuBoost: true },
            startupProbe: {
              initialDelaySeconds: probe.initialDelaySeconds,
              periodSeconds: probe.periodSeconds,
              timeoutSeconds: probe.timeoutSeconds,
              failureThreshold: probe.failureThreshold,
              httpGet: probe.httpPath !== undefined ? { path: probe.httpPath, port } : undefined,
              tcpSocket: probe.httpPath === undefined ? { port } : undefined,
            },
          },
        ],
      },
    });
    // One reference token for both: each attribute read makes a new one, with a full stack trace.
    const url = service.uri;
    new TerraformOutput(this, 'Url', { value: url, description: `URL of the Cloud Run GPU service ${this.node.path}` });
    const allowUnauthenticated = requireLiteralBoolean(
      this,
      'GPUM-CR-PUBLIC-SERVICE',
      'httpServing.allowUnauthenticated',
      http.allowUnauthenticated,
      'the library creates the public invoker grant (allUsers gets roles/run.invoker) or not by it at synth',
    );
    if (allowUnauthenticated) {
      const { CloudRunV2ServiceIamMember } = cloudRunV2ServiceIamMemberBinding();
      new CloudRunV2ServiceIamMember(this, 'PublicInvoker', {
        name: service.name,
        location: props.region,
        project: props.project,
        role: 'roles/run.invoker',
        member: 'allUsers',
      });
      addWarning(
        this,
        'GPUM-CR-PUBLIC-SERVICE',
        'allowUnauthenticated: anyone on the internet can call the service and spend its GPU time. Put an authenticating proxy or API gateway in front, or require roles/run.invoker',
      );
    }
    return { resource: service, service, url, startupProbe: probe };
  }

  /** The worker pool of a workload that serves no HTTP, with its billing note and, when asked for, its startup probe. */
  private createWorkerPool(checked: CheckedProps, spec: ServingSpec, plan: StoragePlan): ServingResource {
    const workerPool = new CloudRunV2WorkerPool(this, 'Resource', {
      ...spec.common,
      // GPU worker pools cannot autoscale.
      scaling: { scalingMode: 'MANUAL', manualInstanceCount: checked.instanceCount },
      template: { ...spec.template, containers: [{ ...spec.container, resources: { limits: spec.limits } }] },
    });
    addInfo(
      this,
      'GPUM-CR-WORKER-POOL-BILLING',
      workerPoolScaleUpNote({
        instanceCount: isResolved(checked.instanceCount) ? checked.instanceCount : undefined,
        storageKind: plan.kind,
        modelSize: checked.props.model.size,
        instanceMemory: this.memoryLimit,
        rapidCache: this.rapidCaches.length > 0,
      }),
    );
    const startupProbe = this.addWorkerStartupProbe(workerPool, checked.props, plan, spec.directVpc, checked.engine);
    return { resource: workerPool, workerPool, startupProbe };
  }

  /**
   * The strategy's variables belong to it: a user variable of the same name would replace one the
   * strategy relies on (the streamer's memory cap, which the memory limit counts) without a word.
   */
  private checkStrategyEnvironment(strategy: Record<string, string>, user: Record<string, string>): void {
    const clash = Object.keys(user).find((key) => key in strategy);
    if (clash === undefined) return;
    throw new ValidationError(
      CLOUD_RUN_RESERVED_ENVIRONMENT.code,
      `environment variable ${clash} is set by the model strategy (${this.storageKind}), which the workload is sized and wired for: remove it`,
      this,
      { property: `environment.${clash}`, value: clash, fix: 'remove it' },
    );
  }

  /**
   * A staged model needs a bucket strategy, and the server's command to run the marker check in front
   * of. A streamed model has no local directory to check: the serving resource depends on the staging
   * job, which apply executes and waits for (`run_execution_token`) and which writes the marker last,
   * and `MODEL_URI` names that completed revision, so no instance starts against a partial copy.
   */
  private checkStaging({ storage: { kind }, props, serverCommand }: CheckedProps): void {
    if (kind === ModelStorageKind.OBJECT_STORAGE_STREAM) return;
    if (kind !== ModelStorageKind.OBJECT_STORAGE_MOUNT && kind !== ModelStorageKind.DOWNLOAD_AT_START) {
      throw new ValidationError(
        'GPUM-CR-STAGING-STORAGE',
        `model "${props.model.name}" has the source ${props.model.source}, but the ${kind} strategy has no bucket to stage it into`,
        this,
        {
          property: 'storage',
          value: kind,
          fix: 'use CloudRunModelStorage.gcsFuse(), ModelStorage.downloadAtStart() or ModelStorage.objectStorageStream(), or drop the source (ModelSource.preStaged())',
        },
      );
    }
    if (!serverCommand || serverCommand.length === 0) {
      throw new ValidationError(
        'GPUM-CR-STAGING-COMMAND',
        `model "${props.model.name}" is staged, and the server must wait for the staging marker before it loads the model: set command (and args), so that the check can run in front of it`,
        this,
        {
          property: 'command',
          value: 'undefined',
          fix: "set command (and args), for example command: ['vllm', 'serve', '/mnt/models/<name>']",
        },
      );
    }
  }

  /**
   * A worker pool's startup probe, which the 6.50 bindings lack (google 7.5.0 added it, in the
   * service's shape): set on the synthesized JSON. With an engine preset there is always one: `GET
   * /health` on the engine's port, its window sized from the engine-inclusive estimate, as a
   * service's. Without a preset and without `workerStartupProbe` there is none, since a worker need
   * not listen on any port, and an info annotation says what that means.
   */
  private addWorkerStartupProbe(
    workerPool: CloudRunV2WorkerPool,
    props: CloudRunGpuWorkloadProps,
    plan: StoragePlan,
    directVpc: boolean,
    engine: EngineLaunch,
  ): StartupProbeSettings | undefined {
    const options = props.workerStartupProbe;
    const preset = engine.healthCheckPath !== undefined;
    if (!options && !preset) {
      if (directVpc) {
        addInfo(
          this,
          'GPUM-CR-WORKER-STARTUP-PROBE',
          "the worker pool has no startup probe, so Cloud Run counts an instance as started when its container starts, while Direct VPC's first connection can take a minute or more. If the worker listens on a port (a health endpoint that checks it reached its model), set workerStartupProbe: { port } so that Cloud Run waits for it, within a window sized from the model, and restarts instances that never get there",
        );
      }
      return undefined;
    }
    const port = options ? this.checkWhole('workerStartupProbe.port', options.port, 1, 65535, true) : WORKER_ENGINE_PORT;
    if (preset && isResolved(port) && port !== WORKER_ENGINE_PORT) {
      const fix = `set workerStartupProbe.port to ${WORKER_ENGINE_PORT}, or remove workerStartupProbe: the preset probes GET ${engine.healthCheckPath} on its own port`;
      throw new ValidationError(
        'GPUM-CR-STARTUP-PROBE',
        `workerStartupProbe.port ${port} is not the port the ${engine.kind} preset listens on in a worker pool (${WORKER_ENGINE_PORT}), so the probe would never succeed and Cloud Run would restart every instance: ${fix}`,
        this,
        { property: 'workerStartupProbe.port', value: String(port), fix },
      );
    }
    const given = preset ? { ...options, httpPath: options?.httpPath ?? engine.healthCheckPath } : options;
    const probe = resolveStartupProbe(this, given, {
      storageKind: plan.kind,
      modelSize: props.model.size,
      directVpc,
      workerPool: true,
      engineSeconds: engine.estimate?.totalSeconds,
    });
    workerPool.addOverride('template.containers.0.startup_probe', {
      initial_delay_seconds: probe.initialDelaySeconds,
      period_seconds: probe.periodSeconds,
      timeout_seconds: probe.timeoutSeconds,
      failure_threshold: probe.failureThreshold,
      ...(probe.httpPath !== undefined ? { http_get: { path: probe.httpPath, port } } : { tcp_socket: { port } }),
    });
    return probe;
  }

  /** The gcs volume's `mount_options` are not in the 6.50 bindings: set them on the synthesized JSON. */
  private emitMountOptions(plan: StoragePlan): void {
    plan.volumes.forEach((volume, index) => {
      if (volume.gcs) this.resource.addOverride(`template.volumes.${index}.gcs.mount_options`, volume.gcs.mountOptions);
    });
  }

  private addSubnetPrecondition(network: CloudRunNetworkConfig | undefined, plan: StoragePlan): void {
    if (!network || network.created || !plan.readsCloudStorage || !isUnresolved(network.privateIpGoogleAccess)) return;
    this.resource.lifecycle = {
      ...(this.resource.lifecycle ?? {}),
      precondition: [
        ...(this.resource.lifecycle?.precondition ?? []),
        {
          condition: network.privateIpGoogleAccess,
          errorMessage:
            'The Cloud Run workload reads its model from Cloud Storage over Direct VPC with ALL_TRAFFIC egress, which needs Private Google Access on its subnetwork: turn on private_ip_google_access.',
        },
      ],
    };
  }

  /** An existing network must suit the workload: its region, Shared VPC, and Private Google Access. */
  private checkExistingNetwork(config: CloudRunNetworkConfig, props: CloudRunGpuWorkloadProps, plan: StoragePlan): void {
    const subnetRegion = isResolved(config.subnetwork)
      ? /\/regions\/([^/]+)\//.exec(config.subnetwork)?.[1]
      : isResolved(config.subnetworkRegionInput)
        ? config.subnetworkRegionInput
        : undefined;
    if (subnetRegion && isResolved(props.region) && subnetRegion !== props.region) {
      const fix = "a subnetwork in the workload's region";
      throw new ValidationError(
        'GPUM-CR-SUBNET-REGION',
        `subnetwork ${isResolved(config.subnetwork) ? `"${config.subnetwork}"` : '(a resource of this app)'} is in ${subnetRegion}, but the workload runs in ${props.region}: Direct VPC needs ${fix}`,
        this,
        { property: 'network.subnetwork', value: valueText(config.subnetwork), fix },
      );
    }
    checkSharedVpc(this, config, props.project, props.region);
    if (plan.readsCloudStorage) {
      const configured = config.privateIpGoogleAccessInput;
      if (configured === false) {
        throw new ValidationError(
          'GPUM-CR-SUBNET-PGA',
          `the subnetwork ${config.subnetworkInApp ? 'of this app ' : ''}has private_ip_google_access = false${
            config.subnetworkInApp ? " (unset is false: Google's default is off)" : ''
          }, but the model comes from Cloud Storage over Direct VPC with ALL_TRAFFIC egress, which reaches Google APIs only through Private Google Access: set privateIpGoogleAccess: true on the subnetwork`,
          this,
          {
            property: 'network.subnetwork.privateIpGoogleAccess',
            value: 'false',
            fix: 'Set privateIpGoogleAccess: true on the subnetwork',
          },
        );
      }
      if (isUnresolved(configured)) {
        addWarning(
          this,
          'GPUM-CR-SUBNET-PGA',
          `the subnetwork's private_ip_google_access is a Terraform token, known only at apply, so it cannot be checked at synth: with ALL_TRAFFIC egress the model's Cloud Storage traffic takes the VPC, and unless it is true every read fails (a plan-time precondition checks it)`,
        );
      } else if (configured !== true) {
        addWarning(
          this,
          'GPUM-CR-SUBNET-PGA',
          `the existing subnetwork ${subnetworkShown(config)}must have Private Google Access on: with ALL_TRAFFIC egress the model's Cloud Storage traffic takes the VPC, and without it every read fails. Check with: gcloud compute networks subnets describe ${subnetworkArgument(config)}${subnetworkProject(config) ? ` --project ${subnetworkProject(config)}` : ''} --region ${props.region} --format="value(privateIpGoogleAccess)"`,
        );
      }
    }
  }

  /**
   * The Cloud NAT of an internet model (or one the user asked for): `CloudRunNetwork.create()` makes
   * one for `ModelStorage.internet()`; an existing network must say which (`cloudNat`).
   */
  private bindCloudNat(
    network: CloudRunNetworkConfig,
    props: CloudRunGpuWorkloadProps,
    plan: StoragePlan,
  ): CloudRunCloudNatConfig | undefined {
    const internet = plan.kind === ModelStorageKind.INTERNET;
    const nat = network.cloudNat ?? (internet && network.created ? CloudRunCloudNat.create() : undefined);
    if (!nat) {
      if (internet) {
        throw new ValidationError(
          'GPUM-CR-INTERNET-NAT',
          `ModelStorage.internet() downloads the model over Direct VPC with ALL_TRAFFIC egress (Cloud Run's GPU best practice for bandwidth), which reaches the internet only through Cloud NAT, and the existing network ${isResolved(network.subnetwork) ? `"${network.subnetwork}" ` : ''}names none: set cloudNat: CloudRunCloudNat.create() (a Cloud Router and gateway for this subnetwork), CloudRunCloudNat.fromResource(<your ComputeRouterNat>), or CloudRunCloudNat.existing() when a gateway outside this app serves the subnetwork`,
          this,
          { property: 'network.cloudNat', value: 'undefined', fix: 'Set cloudNat on the network' },
        );
      }
      return undefined;
    }
    const config = nat.bind(this, {
      network: network.network,
      subnetwork: network.subnetwork,
      region: props.region,
      namePrefix: uniqueResourceName(this, { maxLength: 63, lowerCase: true }),
      project: network.created ? props.project : (subnetworkProject(network) ?? props.project),
    });
    if (internet) {
      addWarning(
        this,
        'GPUM-CR-INTERNET-EGRESS',
        `the model downloads from the internet over Direct VPC with ALL_TRAFFIC egress through ${config.description}, as Cloud Run's GPU and networking best practices advise for bandwidth. Cloud Run documents that with Cloud NAT and Direct VPC egress a new instance's connections can be delayed by 30 s or more at startup, so every cold start pays that before the download begins${
          config.known
            ? ''
            : `; the gateway cannot be checked at synth: it must serve this subnetwork in ${props.region}, or every download times out`
        }. Cloud NAT is billed per gateway hour and per GB processed: copying the model to Cloud Storage (ModelStorage.downloadAtStart()) avoids both`,
      );
    }
    return config;
  }

  /** The account ID must be unique in the project and valid; a given email must be an email. */
  private checkServiceAccount(account: CloudRunServiceAccount, project: string | undefined): void {
    const requestedId = account.requestedAccountId;
    claimUniqueName(this, { kind: 'service account ID', within: project ?? '', code: 'GPUM-CR-SERVICE-ACCOUNT-DUPLICATE' }, requestedId);
    checkAccountId(this, 'serviceAccount.accountId', requestedId);
    checkAccountEmail(this, account.requestedEmail);
  }

  private resolveName(name: string | undefined): string {
    if (name === undefined) return uniqueResourceName(this, { maxLength: 49, lowerCase: true }).replace(/_/g, '-');
    if (isResolved(name) && !/^[a-z]([-a-z0-9]{0,47}[a-z0-9])?$/.test(name)) {
      const fix = 'use up to 49 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen';
      throw new ValidationError('GPUM-CR-NAME', `name "${name}" is not a Cloud Run name: ${fix}`, this, {
        property: 'name',
        value: name,
        fix,
      });
    }
    return name;
  }

  /** Whether the GPU type is documented in the region; its shape is the location rule's (`checkLocation`, run first). */
  private checkRegion(spec: CloudRunGpuSpec, region: string, serving: boolean): void {
    if (!isResolved(region)) return;
    const regions = serving ? spec.serviceRegions : spec.workerPoolRegions;
    const kind = serving ? 'services' : 'worker pools';
    if (!regions.includes(region)) {
      addWarning(
        this,
        'GPUM-CR-GPU-REGION',
        `${spec.displayName} GPUs for Cloud Run ${kind} are documented in ${regions.join(', ')}, not ${region}. If Cloud Run added the region since, ignore this; otherwise deploy fails: pick a listed region`,
      );
    } else if (spec.invitationOnlyRegions.includes(region)) {
      addWarning(
        this,
        'GPUM-CR-GPU-REGION',
        `${spec.displayName} GPUs in ${region} are by invitation only: request access before deploying`,
      );
    }
  }

  /** The vCPUs the user set must suit the GPU type; whether they suit the memory is checked once it is known. */
  private checkCpu(spec: CloudRunGpuSpec, cpu: number | undefined): void {
    if (cpu === undefined) return;
    const value = requireNumber(this, 'cpu', cpu, { code: 'GPUM-CR-CPU', min: 1 });
    const allowed = spec.allowedCpus;
    if (!Number.isInteger(value) || value < spec.minCpu || (allowed && !allowed.includes(value))) {
      const fix = allowed ? `use ${allowed.join(', ')}` : `use a whole number of at least ${spec.minCpu}`;
      throw new ValidationError(
        'GPUM-CR-CPU',
        `cpu ${value} is not allowed with an ${spec.displayName}: ${fix} (Cloud Run requires at least ${spec.minCpu} vCPU with this GPU)`,
        this,
        { property: 'cpu', value: String(value), fix },
      );
    }
  }

  private resolveInstanceCount(serving: boolean, instanceCount: number | undefined): number {
    if (serving && instanceCount !== undefined) {
      const fix = 'use httpServing.minInstances and httpServing.maxInstances';
      throw new ValidationError(
        'GPUM-CR-INSTANCE-COUNT',
        `instanceCount sets a worker pool's fixed size, and this workload is a service (httpServing): ${fix}`,
        this,
        { property: 'instanceCount', value: describeValue(instanceCount), fix },
      );
    }
    return this.checkWhole('instanceCount', instanceCount ?? 1, 0, 1000, true);
  }

  /** A whole number in a range; `tokenPasses` where the value goes straight to the resource. */
  private checkWhole(field: string, value: number, min: number, max: number, tokenPasses = false): number {
    return requireNumber(this, field, value, { code: 'GPUM-CR-RANGE', integer: true, min, max, literalRequired: !tokenPasses });
  }
}

/** The resources a workload depends on, or undefined when there are none (no empty depends_on). */
function dependencies(resources: Array<TerraformResource | undefined>): TerraformResource[] | undefined {
  const present = resources.filter((r): r is TerraformResource => r !== undefined);
  return present.length > 0 ? present : undefined;
}

/** The workload's props after the checks that need no resource, with what they settled. */
interface CheckedProps {
  /** The props with every literal string escaped (the environment is checked separately). */
  readonly props: CloudRunGpuWorkloadProps;
  readonly imageUri: string;
  readonly gpuType: CloudRunGpuType;
  readonly spec: CloudRunGpuSpec;
  readonly instanceCount: number;
  /** The user's environment variables, checked and escaped. */
  readonly userEnv: Record<string, string>;
  readonly storage: CloudRunModelStorageConfig;
  /** The worker pool's or service's name. */
  readonly name: string;
  /** The engine's launch: a custom engine's is empty. */
  readonly engine: EngineLaunch;
  /** The container's command: the user's, or the engine preset's (escaped). */
  readonly command?: string[];
  /** The container's arguments: the user's, or the engine preset's (escaped). */
  readonly args?: string[];
  /** The server's command line (`command` then `args`). */
  readonly serverCommand?: string[];
  /** The model has a source, and this app stages it into its bucket. */
  readonly staged: boolean;
  /** The bucket of the workload `CloudRunModelStorage.sharedWith()` names. */
  readonly shared?: CloudRunSharedStore;
}

/** What a worker pool and a service share. */
interface ServingSpec {
  readonly common: Pick<
    CloudRunV2WorkerPoolConfig,
    'name' | 'location' | 'project' | 'deletionProtection' | 'launchStage' | 'labels' | 'dependsOn'
  >;
  readonly template: Omit<CloudRunV2WorkerPoolTemplate, 'containers' | 'scaling'>;
  readonly container: Omit<CloudRunV2WorkerPoolTemplateContainers, 'resources'>;
  readonly limits: Record<string, string>;
  readonly directVpc: boolean;
}

/** The serving resource and what the constructor publishes of it. */
interface ServingResource {
  readonly resource: TerraformResource;
  readonly service?: CloudRunV2Service;
  readonly workerPool?: CloudRunV2WorkerPool;
  readonly url?: string;
  readonly startupProbe?: StartupProbeSettings;
}
