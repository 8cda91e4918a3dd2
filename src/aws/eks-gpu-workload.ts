import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { Construct } from 'constructs';
import { addInfo, addWarning } from '../core/advice';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { ITerraformDependable, TerraformResource, TerraformStack } from '../core/framework';
import { IGpuWorkload } from '../core/gpu-workload';
import { ModelStorageKind, rejectUnsupportedOptions } from '../core/model-storage';
import { uniqueResourceName } from '../core/names';
import { RemovalPolicy } from '../core/removal-policy';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { EksGpuWorkloadProps } from './eks-gpu-workload-props';
import { EksModelStorageConfig, EksMountpointOptions } from './eks-model-storage';
import { ManifestBackend } from './manifest-backend';
import { checkMountpointOptions, mountOptionName } from './mountpoint-options';
import { checkDnsLabel, checkRange } from './node-class-checks';
import { ModelBucket, modelBucket } from './model-bucket';
import { EksModelDownloader } from './model-downloader';
import { pruneUndefined } from './objects';
import { AMAZON_EKS } from './platform';
import { escapeTerraformTemplates } from './terraform-strings';
import { modelReader } from './pod-identity';
import { binaryQuantity, countQuantity, cpuQuantity } from './quantities';
import {
  deploymentManifest,
  GpuPlacement,
  gpuTolerations,
  K8sObject,
  namespaceManifest,
  prePullDaemonSet,
  s3PersistentVolume,
  s3PersistentVolumeClaim,
  serviceAccountManifest,
  serviceManifest,
} from './workload-manifests';

const PLATFORM_NAME = AMAZON_EKS.displayName;
const SUPPORTED_KINDS = [...AMAZON_EKS.storageKinds];
const RESERVED_ENV = ['MODEL_NAME', 'MODEL_PATH', 'MODEL_FORMAT', 'MODEL_URL'];
const MODEL_VOLUME = 'model';

/** What the chosen strategy adds to the pod. */
interface StoragePlan {
  readonly volumes: K8sObject[];
  readonly mounts: K8sObject[];
  readonly initContainers: K8sObject[];
  readonly env: Record<string, string>;
  readonly dependables: ITerraformDependable[];
  /** The model's bucket and who reads it, for the S3 strategies. */
  readonly access?: ModelAccess;
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
  /** `Amazon EKS`. */
  public readonly platformName = PLATFORM_NAME;
  /** The strategy the model reaches the GPU by. */
  public readonly storageKind: ModelStorageKind;
  /** Where the serving process finds the model. */
  public readonly modelMountPath: string;
  /** The in-cluster URL of the Service. */
  public readonly url: string;
  /** The name of the Deployment, Service and the other objects. */
  public readonly workloadName: string;
  /** The namespace of the workload's objects. */
  public readonly namespace: string;
  /** The service account the pods run as, when the workload has its own. */
  public readonly serviceAccountName?: string;
  /** The model bucket's name, for the S3 strategies. */
  public readonly bucketName?: string;
  /** The model bucket, when this construct created it (escape hatch). */
  public readonly bucket?: S3Bucket;
  /** The Pod Identity role that reads the model, for the S3 strategies (escape hatch). */
  public readonly modelReaderRole?: IamRole;
  /** How the workload's objects are applied. */
  public readonly manifestBackend: ManifestBackend;
  /** The Deployment object as applied. */
  public readonly deploymentSpec: Record<string, any>;
  /** The Terraform resource that applies the Deployment (escape hatch). */
  public readonly deploymentResource: TerraformResource;

  private readonly props: EksGpuWorkloadProps;
  private readonly dependsOn: ITerraformDependable[];

  constructor(scope: Construct, id: string, props: EksGpuWorkloadProps) {
    super(scope, id);
    this.props = props;
    this.storageKind = props.storage.kind;
    this.modelMountPath = props.model.mountPath;
    this.workloadName = props.name ?? uniqueResourceName(this, { maxLength: 52, lowerCase: true });
    checkDnsLabel(this, 'name', this.workloadName);
    if (!isUnresolved(this.workloadName) && !/^[a-z]/.test(this.workloadName)) {
      throw new ValidationError(
        'GPUM-EKS-NAME',
        `name "${this.workloadName}" must start with a letter: it also names the Service (a DNS-1035 label)`,
        this,
      );
    }
    this.namespace = props.namespace ?? 'default';
    checkDnsLabel(this, 'namespace', this.namespace);
    this.manifestBackend = props.manifestBackend ?? props.nodePool.manifestBackend ?? ManifestBackend.kubernetesManifest();
    const port = props.port ?? 8000;
    checkRange(this, 'GPUM-EKS-PORT', 'port', port, 1, 65535);
    checkRange(this, 'GPUM-EKS-GPU-COUNT', 'gpuCount', props.gpuCount, 1, 64);
    checkRange(this, 'GPUM-EKS-REPLICAS', 'replicas', props.replicas, 0, 1000);
    this.url = `http://${this.workloadName}.${this.namespace}.svc.cluster.local:${port}`;

    props.model.bind(this);
    const config = props.storage.bind(this, {
      platformName: PLATFORM_NAME,
      supportedKinds: SUPPORTED_KINDS,
      platformId: AMAZON_EKS.id,
    });

    this.dependsOn = [...(props.dependsOn ?? [])];
    const poolResource = props.nodePool.nodePoolResource;
    if (poolResource && props.nodePool instanceof Construct && TerraformStack.of(props.nodePool) === TerraformStack.of(this)) {
      this.dependsOn.push(poolResource);
    }
    if (props.createNamespace) {
      this.dependsOn.push(this.apply('Namespace', namespaceManifest(this.namespace, this.workloadName)));
    }

    const plan = this.storagePlan(config);
    this.serviceAccountName = plan.access?.serviceAccountName;
    this.bucketName = plan.access?.bucket.bucketName;
    this.bucket = plan.access?.bucket.resource;
    this.modelReaderRole = plan.access?.reader;
    this.deploymentSpec = pruneUndefined(
      deploymentManifest(this.workloadName, this.namespace, props.replicas ?? 1, this.podSpec(plan, port)),
    );
    // Already pruned: pruning again would copy the whole spec a second time.
    this.deploymentResource = this.manifestBackend.apply(this, 'Deployment', this.deploymentSpec, {
      dependsOn: [...this.dependsOn, ...plan.dependables],
    });
    this.apply('Service', serviceManifest(this.workloadName, this.namespace, port));
  }

  private apply(id: string, manifest: K8sObject, extra: ITerraformDependable[] = []): TerraformResource {
    return this.manifestBackend.apply(this, id, pruneUndefined(manifest), { dependsOn: [...this.dependsOn, ...extra] });
  }

  private get placement(): GpuPlacement {
    return { nodeSelector: { 'karpenter.sh/nodepool': this.props.nodePool.nodePoolName }, taintKey: this.props.nodePool.gpuTaintKey };
  }

  private storagePlan(config: EksModelStorageConfig): StoragePlan {
    switch (config.kind) {
      case ModelStorageKind.CONTAINER_IMAGE:
        return this.containerImagePlan(config);
      case ModelStorageKind.OBJECT_STORAGE_MOUNT:
        return this.mountPlan(config);
      case ModelStorageKind.DOWNLOAD_AT_START:
        return this.downloadPlan(config);
      default:
        return { volumes: [], mounts: [], initContainers: [], env: { MODEL_URL: config.internet!.url }, dependables: [] };
    }
  }

  private containerImagePlan(config: EksModelStorageConfig): StoragePlan {
    // EksModelStorage.containerImage()'s options, or the neutral factory's deprecated prePull.
    const options = config.imageOptions ?? config.containerImage;
    rejectUnsupportedOptions(this, PLATFORM_NAME, config.kind, options, ['prePull']);
    const image = this.props.image;
    if (!this.props.nodePool.sociEnabled) {
      addWarning(
        this,
        'GPUM-EKS-IMAGE-NO-SOCI',
        `the model is baked into ${image.uri}, but the NodePool's nodes do not pull with SOCI parallel pull: every cold node pulls and unpacks the image layer by layer. Use a GpuNodeClass with soci: true (the default)`,
      );
    }
    if (options?.prePull) {
      if (!image.digest) {
        throw new ValidationError(
          'GPUM-EKS-PREPULL-DIGEST',
          `prePull needs the image pinned by digest, but "${image.uri}" is a tag: a tag can move between the pre-pull and the pod start, and the pre-pulled layers are then useless. Use registry/repository@sha256:<digest>`,
          this,
        );
      }
      const command = (this.props.prePullCommand ?? ['/bin/sh', '-c', 'exit 0']).map(escapeTerraformTemplates);
      this.apply(
        'PrePull',
        prePullDaemonSet(`${this.workloadName}-prepull`, this.namespace, this.workloadName, image.uri, command, this.placement),
      );
      addInfo(
        this,
        'GPUM-EKS-PREPULL',
        'the pre-pull DaemonSet pulls the image on each GPU node as it joins; the first pod on a fresh node still pulls concurrently. Raise imageGcHighThresholdPercent on the node class so kubelet keeps the image',
      );
    }
    return { volumes: [], mounts: [], initContainers: [], env: {}, dependables: [] };
  }

  private mountPlan(config: EksModelStorageConfig): StoragePlan {
    const options = this.mountpointOptions(config);
    const bucket = this.modelBucket(options.bucketName, options.removalPolicy);
    const access = this.grantModelRead(bucket);
    const cacheSize = options.cacheSize ?? this.props.model.size.times(1.1);
    this.checkKubeletStorage(cacheSize, 'the Mountpoint cache (an emptyDir)');
    const userOptions = checkMountpointOptions(this, options.mountOptions ?? []).map(escapeTerraformTemplates);
    const mountOptions = [
      `region ${this.props.region}`,
      `prefix ${this.props.model.objectPrefix}`,
      'read-only',
      // The model's files do not change under a running pod: cache their metadata for good.
      ...(userOptions.some((o) => mountOptionName(o) === 'metadata-ttl') ? [] : ['metadata-ttl indefinite']),
      ...userOptions,
    ];
    const volume = {
      volumeName: `${this.workloadName}-model`,
      claimName: `${this.workloadName}-model`,
      namespace: this.namespace,
      workload: this.workloadName,
      bucketName: bucket.bucketName,
      region: this.props.region,
      prefix: this.props.model.objectPrefix,
      capacity: binaryQuantity(this.props.model.size),
      cacheSizeLimit: binaryQuantity(cacheSize, 'Gi'),
      mountOptions,
    };
    const pv = this.apply('ModelVolume', s3PersistentVolume(volume), access.dependables);
    const pvc = this.apply('ModelVolumeClaim', s3PersistentVolumeClaim(volume), [pv]);
    return {
      volumes: [{ name: MODEL_VOLUME, persistentVolumeClaim: { claimName: volume.claimName } }],
      mounts: [{ name: MODEL_VOLUME, mountPath: this.props.model.mountPath, readOnly: true }],
      initContainers: [],
      env: {},
      dependables: [...access.dependables, pvc],
      access,
    };
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
      throw new ValidationError(
        'GPUM-STORAGE-OPTION-UNSUPPORTED',
        `${PLATFORM_NAME} does not use fileCache.parallelDownloads (a gcsfuse option): Mountpoint for S3 always reads large objects with parallel ranged GETs. Remove it`,
        this,
      );
    }
    return {
      bucketName: options.bucketName,
      cacheSize: options.fileCache?.size,
      mountOptions: options.mountOptions,
      removalPolicy: options.removalPolicy,
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
    const downloadProcess = downloader.bind(this, {
      source: `s3://${bucket.bucketName}/${this.props.model.objectPrefix}`,
      destination: mountPath,
      region: this.props.region,
      concurrency: options.concurrency,
      partSize: options.partSize,
      retries: options.retries,
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
    return {
      volumes: [{ name: MODEL_VOLUME, emptyDir: { sizeLimit: binaryQuantity(sizeLimit, 'Gi') } }],
      mounts: [{ name: MODEL_VOLUME, mountPath, readOnly: true }],
      initContainers: [download],
      env: {},
      dependables: access.dependables,
      access,
    };
  }

  private modelBucket(bucketName: string | undefined, removalPolicy: RemovalPolicy | undefined): ModelBucket {
    const { model, modelBucket: bucket, tags } = this.props;
    return modelBucket(this, { bucketName, bucket, removalPolicy, tags, objectPrefix: model.objectPrefix, modelName: model.name });
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

  /** An emptyDir lands on kubelet's storage: the NVMe array, or the node's EBS volume. */
  private checkKubeletStorage(size: Size, what: string): void {
    const pool = this.props.nodePool;
    if (pool.instanceStoreRaid0) {
      if (pool.minLocalNvme && pool.minLocalNvme.isLessThan(size)) {
        throw new ValidationError(
          'GPUM-EKS-NVME-TOO-SMALL',
          `${what} needs ${size}, but the NodePool admits instance types with only ${pool.minLocalNvme} of local NVMe: kubelet evicts the pod when the emptyDir outgrows the disk. Raise the node class's minLocalNvme to at least ${size}`,
          this,
        );
      }
      if (!pool.minLocalNvme) {
        addInfo(
          this,
          'GPUM-EKS-NVME-SIZE',
          `${what} needs ${size} of the NVMe array: set the node class's minLocalNvme to at least that, so that every instance type the NodePool admits fits it`,
        );
      }
      return;
    }
    if (pool.kubeletVolumeSize && !pool.kubeletVolumeSize.isGreaterThan(size)) {
      throw new ValidationError(
        'GPUM-EKS-EBS-TOO-SMALL',
        `${what} needs ${size}, but kubelet's storage is the ${pool.kubeletVolumeSize} EBS volume (instanceStoreRaid0 is off). Turn instanceStoreRaid0 on or enlarge the volume`,
        this,
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
    const userEnv = props.environment ?? {};
    const reserved = Object.keys(userEnv).filter((key) => RESERVED_ENV.includes(key));
    if (reserved.length > 0) {
      throw new ValidationError(
        'GPUM-EKS-ENV-RESERVED',
        `environment sets ${reserved.join(', ')}, which the workload sets from the model: remove them`,
        this,
      );
    }
    const env = { ...props.model.environment(), ...plan.env, ...userEnv };
    const gpus = countQuantity(props.gpuCount ?? 1);
    const requests: Record<string, string> = { 'nvidia.com/gpu': gpus };
    const limits: Record<string, string> = { 'nvidia.com/gpu': gpus };
    if (props.cpu !== undefined) {
      if (!isUnresolved(props.cpu) && !(props.cpu > 0))
        throw new ValidationError('GPUM-EKS-CPU', `cpu is ${props.cpu}: give a positive number of vCPUs`, this);
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
    const server: K8sObject = {
      name: 'server',
      image: props.image.uri,
      // The user's text reaches Terraform as template strings: `${HOME}` must stay literal.
      command: props.command?.map(escapeTerraformTemplates),
      args: props.args?.map(escapeTerraformTemplates),
      ports: [{ name: 'http', containerPort: port, protocol: 'TCP' }],
      env: Object.entries(env).map(([name, value]) => ({ name, value: escapeTerraformTemplates(value) })),
      resources: { requests, limits },
      volumeMounts: mounts.length > 0 ? mounts : undefined,
      ...this.probes(),
    };
    return {
      serviceAccountName: plan.access?.serviceAccountName,
      nodeSelector: this.placement.nodeSelector,
      tolerations: gpuTolerations(this.placement),
      initContainers: plan.initContainers.length > 0 ? plan.initContainers : undefined,
      containers: [server],
      volumes: volumes.length > 0 ? volumes : undefined,
    };
  }

  private probes(): K8sObject {
    const path = this.props.healthCheckPath;
    if (!path) return {};
    if (!path.startsWith('/')) throw new ValidationError('GPUM-EKS-HEALTH-CHECK', `healthCheckPath "${path}" must start with "/"`, this);
    const period = 10;
    const timeout = this.props.startupTimeout ?? Duration.minutes(30);
    const httpGet = { path: escapeTerraformTemplates(path), port: 'http' };
    return {
      startupProbe: { httpGet, periodSeconds: period, failureThreshold: Math.max(1, Math.ceil(timeout.toSeconds() / period)) },
      readinessProbe: { httpGet, periodSeconds: period, failureThreshold: 3 },
    };
  }
}
