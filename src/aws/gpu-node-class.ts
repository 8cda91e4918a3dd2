import { registerNodePool } from './app-node-pools';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { Construct } from 'constructs';
import { addSynthCheck, addWarning } from '../core/advice';
import { Duration } from '../core/duration';
import { UnscopedValidationError, ValidationError } from '../core/errors';
import { TerraformResource } from '../core/framework';
import { uniqueResourceName } from '../core/names';
import { Size } from '../core/size';
import { buildAl2023UserData } from './al2023-user-data';
import { buildBottlerocketUserData } from './bottlerocket-user-data';
import { ContainerSnapshotter, EbsVolumeOptions, GpuNodeClassProps } from './gpu-node-class-props';
import { GpuNodePoolAttributes, IGpuNodePool } from './gpu-node-pool';
import { KUBELET_IMAGE_GC_HIGH, KUBELET_IMAGE_GC_LOW } from './image-disk';
import { checkImageReference } from './image-reference';
import {
  DEFAULT_KUBECTL_IMAGE,
  DEFAULT_PRE_PULL_DEADLINE,
  DEFAULT_PULL_COMMAND,
  PRE_PULL_TAINT_KEY,
  NodeImagePrePullOptions,
  PrePullImage,
  PoolPrePullNames,
  prePullClusterRole,
  prePullClusterRoleBinding,
  prePullDaemonSetForPool,
  prePullServiceAccount,
  pullContainer,
} from './image-pre-pull';
import { ManifestBackend } from './manifest-backend';
import {
  budgetManifest,
  checkClusterName,
  checkDnsLabel,
  checkRange,
  checkRequirement,
  checkTags,
  nodePoolDuration,
} from './node-class-checks';
import { NodeIdentity, NodeIdentityConfig } from './node-identity';
import { pruneUndefined } from './objects';
import { AmiFamily, NodeImage } from './node-image';
import { binaryQuantity, countQuantity, cpuQuantity, ebsVolumeSize } from './quantities';
import { CapacityType, ConsolidationPolicy, CpuArchitecture, DisruptionReason, NodeRequirement, RequirementOperator } from './scheduling';
import { DISCOVERY_TAG, SecurityGroupSelection, SubnetSelection } from './selector-terms';
import {
  checkNumber,
  checkPolicyIdentifier,
  claimUniqueName,
  describeValue,
  requireEnumMember,
  escapeTerraformTemplates,
  escapeUserStrings,
  escapeUserText,
  requireLiteralBoolean,
  requireLiteralString,
  useProvider,
  valueText,
} from '../core/contract';
import { isUnresolved } from '../core/tokens';
import { leastGpuMemoryPerGpu } from './gpu-families';
import { checkGp3Volume } from './ebs-limits';
import { EksGpuInstanceType } from './instance-catalogue';
import { checkPoolInstanceTypes, poolInstanceTypes } from './node-pool-instance-types';
import { DEFAULT_KARPENTER_VERSION, isAtLeast, parseSemVer, SemVer, VERSION_FLOORS } from './versions';
import { requireAwsProviderConstraint } from './provider-version';
import { checkEksConstructId, checkEksProvider } from './contract';

/**
 * An EBS snapshot ID is `snap-` and 8 (older) or 17 hexadecimal digits; anything else (an AMI ID, a
 * snapshot ARN, a name) makes Karpenter's launch template fail for every node, after apply.
 */
function checkSnapshotId(scope: Construct, snapshotId: string): void {
  if (isUnresolved(snapshotId) || /^snap-(?:[0-9a-f]{8}|[0-9a-f]{17})$/.test(snapshotId)) return;
  const fix =
    'give the snapshot ID, such as snap-0123456789abcdef0 (EksImageCacheSnapshot.imageCacheSnapshot() gives one), or a reference to it';
  throw new ValidationError(
    'GPUM-EKS-SNAPSHOT',
    `imageCacheSnapshot.snapshotId "${snapshotId}" is not an EBS snapshot ID ("snap-" and 8 or 17 lower-case hexadecimal digits): every node launch would fail. ${fix}`,
    scope,
    { property: 'imageCacheSnapshot.snapshotId', value: snapshotId, fix },
  );
}

/** The taint every GPU node carries, so that only pods that ask for a GPU land there. */
const GPU_TAINT_KEY = 'nvidia.com/gpu';

const DEFAULT_FAMILIES = ['g5', 'g6', 'g6e'];
const GPU_NODE_CLASS_SYMBOL = Symbol.for('cdktf-gpu-models.GpuNodeClass');
const DEFAULT_GPU_LIMIT = 8;
/** A digest at the end of an image reference (distribution/reference's grammar). */
const DIGEST_SUFFIX = /@[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$/;
/** The prop each requirement the node class generates comes from, which an error about it names. */
const GENERATED_REQUIREMENT_PROPS: Record<string, string> = {
  'karpenter.k8s.aws/instance-gpu-manufacturer': 'instanceFamilies',
  'karpenter.k8s.aws/instance-family': 'instanceFamilies',
  'karpenter.k8s.aws/instance-gpu-name': 'gpuNames',
  'karpenter.k8s.aws/instance-local-nvme': 'minLocalNvme',
  'karpenter.sh/capacity-type': 'capacityTypes',
  'kubernetes.io/arch': 'architectures',
};
const METADATA_OPTIONS = { httpEndpoint: 'enabled', httpProtocolIPv6: 'disabled', httpPutResponseHopLimit: 1, httpTokens: 'required' };

/** The resolved sizes of the node volumes. */
interface VolumeDefaults {
  readonly size: Size;
  readonly iops?: number;
  readonly throughputMiBps?: number;
}

/**
 * A Karpenter EC2NodeClass and NodePool for NVIDIA GPU nodes that start large images fast:
 * Bottlerocket (or AL2023) with SOCI parallel pull, RAID0 instance-store NVMe, encrypted gp3
 * volumes, an optional EBS snapshot of pre-pulled images, and a GPU-only taint.
 *
 * Usable alone in a stack for a cluster that already runs Karpenter. Child IDs: `NodeClass` and
 * `NodePool` (the manifests), and with a created role `NodeRole`, `NodeRoleWorkerPolicy`,
 * `NodeRoleCniPolicy`, `NodeRoleEcrPullPolicy`, `NodeAccessEntry` and `Partition`.
 *
 * @example
 * const gpus = new GpuNodeClass(stack, 'Gpus', { clusterName: 'prod' });
 */
export class GpuNodeClass extends Construct implements IGpuNodePool {
  /** The taint key of every GPU node (effect `NoSchedule`): only pods that tolerate it land there. */
  public static readonly GPU_TAINT_KEY = GPU_TAINT_KEY;

  /** True for instances of this construct, across copies of the library. */
  public static isGpuNodeClass(x: unknown): x is GpuNodeClass {
    return typeof x === 'object' && x !== null && GPU_NODE_CLASS_SYMBOL in x;
  }

  /** A NodePool made elsewhere, for workloads. */
  public static fromNodePoolAttributes(attributes: GpuNodePoolAttributes): IGpuNodePool {
    // The workload sizes its disks, picks its image pull and checks the image cache by these at synth.
    for (const attribute of ['sociEnabled', 'instanceStoreRaid0', 'restoresImageCache', 'keepsCompressedLayers'] as const) {
      requireLiteralBoolean(undefined, 'GPUM-EKS-POOL-ATTRIBUTE', attribute, attributes[attribute], 'the workload decides by it at synth');
    }
    checkPoolAttributes(attributes);
    return {
      nodePoolName: attributes.nodePoolName,
      gpuTaintKey: attributes.gpuTaintKey ?? GPU_TAINT_KEY,
      sociEnabled: attributes.sociEnabled ?? false,
      instanceStoreRaid0: attributes.instanceStoreRaid0 ?? false,
      minLocalNvme: attributes.minLocalNvme,
      kubeletVolumeSize: attributes.kubeletVolumeSize,
      gpuMemoryPerGpu: attributes.gpuMemoryPerGpu,
      instanceTypes: poolInstanceTypes(attributes),
      gpuLimit: attributes.gpuLimit,
      imageGcHighThresholdPercent: attributes.imageGcHighThresholdPercent,
      restoresImageCache: attributes.restoresImageCache,
      keepsCompressedLayers: attributes.keepsCompressedLayers ?? !(attributes.sociEnabled ?? false),
    };
  }

  /** The EC2NodeClass's name. */
  public readonly nodeClassName: string;
  /** The NodePool's name (the same). */
  public readonly nodePoolName: string;
  /** The taint key pods must tolerate. */
  public readonly gpuTaintKey = GPU_TAINT_KEY;
  /** The node image. */
  public readonly image: NodeImage;
  /** True when the nodes pull images with SOCI parallel pull (the merged user data decides). */
  public readonly sociEnabled: boolean;
  /** True when kubelet's and containerd's storage is on RAID0 instance-store NVMe. */
  public readonly instanceStoreRaid0: boolean;
  /** The least local NVMe the NodePool admits, when set. */
  public readonly minLocalNvme?: Size;
  /** The EBS volume that holds kubelet's storage when it is not on NVMe. */
  public readonly kubeletVolumeSize?: Size;
  /**
   * The catalogued instance types the NodePool can launch (its requirements and limits applied), when
   * every listed family is in the library's catalogue.
   */
  public readonly instanceTypes?: EksGpuInstanceType[];
  /** The most GPUs the NodePool may run at once. */
  public readonly gpuLimit: number;
  /** The kubelet image GC high threshold the node class sets, when it sets one. */
  public readonly imageGcHighThresholdPercent?: number;
  /** True when the nodes boot from an image-cache snapshot of pre-pulled images. */
  public readonly restoresImageCache: boolean;
  /**
   * True when the nodes keep an image's compressed layers after unpacking it: without SOCI, or with
   * `sociParallelPull: { discardUnpackedLayers: false }` on Bottlerocket.
   */
  public readonly keepsCompressedLayers: boolean;
  /**
   * The user data the nodes receive (Bottlerocket TOML, or nodeadm NodeConfig YAML / MIME for
   * AL2023). In the synthesized EC2NodeClass, Terraform template sequences in it are escaped.
   */
  public readonly userData?: string;
  /** The node role's name, when nodes get a role. */
  public readonly roleName?: string;
  /** The instance profile's name, when nodes get one. */
  public readonly instanceProfileName?: string;
  /** The node role, when this construct created it (escape hatch). */
  public readonly role?: IamRole;
  /** How the EC2NodeClass and NodePool are applied; workloads on the pool default to it. */
  public readonly manifestBackend: ManifestBackend;
  /** The EC2NodeClass object as applied. */
  public readonly nodeClassSpec: Record<string, any>;
  /** The NodePool object as applied. */
  public readonly nodePoolSpec: Record<string, any>;
  /** The Terraform resource that applies the EC2NodeClass (escape hatch). */
  public readonly nodeClassResource: TerraformResource;
  /** The Terraform resource that applies the NodePool (escape hatch). */
  public readonly nodePoolResource: TerraformResource;

  /**
   * The startup taint new nodes carry until the pool's pre-pull DaemonSet has pulled their images,
   * when `imagePrePull` is set (`cdktf-gpu-models/image-pre-pull`, NoSchedule). Pods need not
   * tolerate it: Karpenter ignores startup taints when it provisions.
   */
  public readonly prePullTaintKey?: string;
  /** The Terraform resource that applies the pool's pre-pull DaemonSet, when `imagePrePull` is set (escape hatch). */
  public readonly prePullDaemonSet?: TerraformResource;

  /** The least GPU memory of one GPU on the pool's nodes, when every admitted family is known. */
  public readonly gpuMemoryPerGpu?: Size;
  /** The EKS cluster's name. */
  public readonly clusterName: string;

  /** The pre-pull DaemonSet's init containers (the deadline sidecar, then one per image), filled until synth. */
  private prePullContainers: Record<string, any>[] = [];
  private readonly prePullKeys = new Set<string>();

  constructor(scope: Construct, id: string, givenProps: GpuNodeClassProps) {
    super(scope, checkEksConstructId(scope, id));
    Object.defineProperty(this, GPU_NODE_CLASS_SYMBOL, { value: true });
    // Checks and manifests are methods, called in the order errors and warnings always came in.
    // Literal strings reach Terraform: escape template sequences once (user data is escaped whole, below).
    const { additionalUserData, ...rest } = givenProps;
    const props: GpuNodeClassProps = { ...escapeUserStrings(this, rest), additionalUserData };
    checkClusterName(this, 'clusterName', props.clusterName);
    checkEksProvider(this, 'provider', props.provider, 'aws');
    this.checkDiscoveryCluster(props);
    const name = this.claimName(props);
    this.clusterName = props.clusterName;
    this.gpuMemoryPerGpu = leastGpuMemoryPerGpu(props.instanceFamilies ?? DEFAULT_FAMILIES);
    this.nodeClassName = name;
    this.nodePoolName = name;
    registerNodePool({ name, clusterName: props.clusterName, scope: this });
    this.image = props.image ?? NodeImage.bottlerocket();
    this.manifestBackend = props.manifestBackend ?? ManifestBackend.kubernetesManifest();
    this.instanceStoreRaid0 = literalInstanceStoreRaid0(this, props);
    const karpenter = this.karpenterVersion(props.karpenterVersion);
    const bottlerocket = this.image.family === AmiFamily.BOTTLEROCKET;
    this.minLocalNvme = this.checkMinLocalNvme(props);
    checkTags(this, props.tags ?? {});
    this.checkImageGc(props);
    this.warnLatestImage();
    // User data first: the version rules depend on what it ends up enabling.
    const userData = this.buildUserData(props, bottlerocket);
    this.userData = userData.toml;
    this.sociEnabled = userData.sociEnabled;
    this.checkVersionFloors(karpenter, bottlerocket, props);
    const identity = (props.identity ?? NodeIdentity.createRole()).bind(this, { clusterName: props.clusterName, tags: props.tags });
    this.roleName = identity.roleName;
    this.instanceProfileName = identity.instanceProfileName;
    this.role = identity.role as IamRole | undefined;
    const blockDeviceMappings = bottlerocket ? this.bottlerocketVolumes(props) : this.al2023Volumes(props);
    const requirements = this.requirements(props);
    const limits = this.limits(props);
    this.gpuLimit = props.gpuLimit ?? DEFAULT_GPU_LIMIT;
    this.instanceTypes = checkPoolInstanceTypes(this, {
      families: props.instanceFamilies ?? DEFAULT_FAMILIES,
      familiesGiven: props.instanceFamilies !== undefined,
      requirements,
      limits: { gpus: this.gpuLimit, vcpus: props.cpuLimit, memoryGiB: props.memoryLimit?.toGibibytes() },
      minLocalNvme: this.minLocalNvme,
    });
    this.imageGcHighThresholdPercent = props.imageGcHighThresholdPercent;
    this.restoresImageCache = bottlerocket && props.imageCacheSnapshot !== undefined;
    // AL2023's nodeadm FastImagePull always discards them; Bottlerocket's SOCI does unless told not to.
    this.keepsCompressedLayers = !this.sociEnabled || (bottlerocket && props.sociParallelPull?.discardUnpackedLayers === false);
    this.kubeletVolumeSize = (bottlerocket ? props.dataVolume?.size : props.rootVolume?.size) ?? Size.gibibytes(100);
    this.nodeClassSpec = this.nodeClassManifest(name, props, identity, blockDeviceMappings);
    this.nodePoolSpec = this.nodePoolManifest(name, props, requirements, limits);
    checkRange(this, 'GPUM-EKS-WEIGHT', 'weight', props.weight, 1, 100);
    this.nodeClassResource = this.manifestBackend.apply(this, 'NodeClass', this.nodeClassSpec, {
      dependsOn: [...(props.dependsOn ?? []), ...identity.dependables],
    });
    if (props.imagePrePull) {
      this.prePullTaintKey = PRE_PULL_TAINT_KEY;
      // The raw options: addPrePullImage escapes what it is given.
      this.prePullDaemonSet = this.applyPrePull(name, props, givenProps.imagePrePull!);
      for (const image of givenProps.imagePrePull!.images ?? []) this.addPrePullImage(image);
    }
    // The DaemonSet that removes the startup taint is there before the first node that carries it.
    this.nodePoolResource = this.manifestBackend.apply(this, 'NodePool', this.nodePoolSpec, {
      dependsOn: [...(props.dependsOn ?? []), this.nodeClassResource, ...(this.prePullDaemonSet ? [this.prePullDaemonSet] : [])],
    });
    useProvider(this, props.provider);
    requireAwsProviderConstraint(this);
    if (!bottlerocket) {
      addWarning(
        this,
        'GPUM-EKS-AL2023-DEVICE-PLUGIN',
        'AL2023 nodes do not advertise nvidia.com/gpu until the NVIDIA device plugin runs on them (Bottlerocket ships it): install the NVIDIA device plugin DaemonSet (tolerating nvidia.com/gpu) in the cluster, or pods requesting GPUs stay Pending',
      );
    }
  }

  /** The given name, or one derived from the construct path: a DNS label, unique in its cluster. */
  /**
   * Subnets and security groups discovered by another cluster's tag (`karpenter.sh/discovery: <other>`):
   * the node role's access entry and the workloads' Pod Identity associations name this cluster, while
   * the nodes would be launched in the other cluster's network, where they never join this one.
   */
  private checkDiscoveryCluster(props: GpuNodeClassProps): void {
    const cluster = props.clusterName;
    if (isUnresolved(cluster)) return;
    for (const [property, selection] of [
      ['subnets', props.subnets],
      ['securityGroups', props.securityGroups],
    ] as const) {
      for (const term of selection?.terms ?? []) {
        const discovered = term.tags?.[DISCOVERY_TAG];
        if (discovered === undefined || discovered === '*' || isUnresolved(discovered) || discovered === cluster) continue;
        const fix = `discover the ${property === 'subnets' ? 'subnets' : 'security groups'} of cluster "${cluster}" (${property === 'subnets' ? 'SubnetSelection' : 'SecurityGroupSelection'}.discovery('${cluster}')), or give the node class clusterName "${discovered}"`;
        throw new ValidationError(
          'GPUM-EKS-CLUSTER-MISMATCH',
          `${property} discovers ${DISCOVERY_TAG}: ${discovered}, the tag of cluster "${discovered}", but clusterName is "${cluster}": the node role's access entry and the workloads' Pod Identity associations go to "${cluster}" while the nodes are launched in the network of "${discovered}", where they never join "${cluster}". ${fix}`,
          this,
          { property: `${property}.tags.${DISCOVERY_TAG}`, value: discovered, fix },
        );
      }
    }
  }

  private claimName(props: GpuNodeClassProps): string {
    const name = props.name ?? uniqueResourceName(this, { maxLength: 63, lowerCase: true });
    checkDnsLabel(this, 'name', name);
    // Karpenter's EC2NodeClass and NodePool are cluster-scoped.
    claimUniqueName(
      this,
      { kind: 'Karpenter NodePool and EC2NodeClass name', within: props.clusterName, code: 'GPUM-EKS-NAME-DUPLICATE' },
      name,
    );
    return name;
  }

  private checkMinLocalNvme(props: GpuNodeClassProps): Size | undefined {
    if (props.minLocalNvme && !this.instanceStoreRaid0) {
      const fix = 'Remove minLocalNvme or turn instanceStoreRaid0 on';
      throw new ValidationError(
        'GPUM-EKS-NVME',
        `minLocalNvme is set but instanceStoreRaid0 is false: the NVMe disks would not be used. ${fix}`,
        this,
        { property: 'minLocalNvme, instanceStoreRaid0', fix },
      );
    }
    return this.instanceStoreRaid0 ? props.minLocalNvme : undefined;
  }

  private warnLatestImage(): void {
    if (!this.image.isLatest) return;
    addWarning(
      this,
      'GPUM-EKS-AMI-LATEST',
      `the node image is ${this.image.alias}: Karpenter re-resolves it on every AMI release and replaces every node (drift), GPU nodes with warm image caches included. Pin a release, for example NodeImage.bottlerocket('${NodeImage.DEFAULT_BOTTLEROCKET_VERSION}')`,
    );
  }

  /** The nodes' user data (Bottlerocket TOML or AL2023 nodeadm) and whether it turns SOCI parallel pull on. */
  private buildUserData(props: GpuNodeClassProps, bottlerocket: boolean): { toml?: string; sociEnabled: boolean } {
    const wantSoci =
      requireLiteralBoolean(
        this,
        'GPUM-EKS-SOCI-TUNING',
        'soci',
        props.soci,
        "the node class decides by it at synth whether the nodes' user data turns SOCI parallel pull on",
      ) ?? true;
    requireLiteralBoolean(
      this,
      'GPUM-EKS-SOCI-TUNING',
      'sociParallelPull.discardUnpackedLayers',
      props.sociParallelPull?.discardUnpackedLayers,
      'the node class writes it into the TOML and sizes the image disk by it at synth',
    );
    if (bottlerocket) {
      const userData = buildBottlerocketUserData(this, {
        soci: wantSoci,
        sociOptions: props.sociParallelPull,
        instanceStoreRaid0: this.instanceStoreRaid0,
        kubeletSetsImageGc: kubeletSetsImageGc(props),
        imageCacheSnapshot: props.imageCacheSnapshot !== undefined,
        additionalUserData: props.additionalUserData,
      });
      return { toml: userData.toml, sociEnabled: userData.sociEnabled };
    }
    if (props.sociParallelPull) {
      const fix = 'Remove it, or use NodeImage.bottlerocket()';
      throw new ValidationError(
        'GPUM-EKS-SOCI-TUNING',
        `sociParallelPull is Bottlerocket-only: nodeadm on AL2023 writes its own values (20 downloads per image, 16mb chunks, 12 unpacks per image, unpacked layers discarded). ${fix}`,
        this,
        { property: 'sociParallelPull', fix },
      );
    }
    const toml = buildAl2023UserData(this, {
      fastImagePull: wantSoci,
      instanceStoreRaid0: this.instanceStoreRaid0,
      additionalUserData: props.additionalUserData,
    });
    return { toml, sociEnabled: wantSoci };
  }

  /** The EC2NodeClass object. */
  private nodeClassManifest(
    name: string,
    props: GpuNodeClassProps,
    identity: NodeIdentityConfig,
    blockDeviceMappings: Array<Record<string, unknown>>,
  ): Record<string, any> {
    return pruneUndefined({
      apiVersion: 'karpenter.k8s.aws/v1',
      kind: 'EC2NodeClass',
      metadata: { name },
      spec: {
        amiSelectorTerms: [{ alias: this.image.alias }],
        role: identity.roleName,
        instanceProfile: identity.instanceProfileName,
        subnetSelectorTerms: (props.subnets ?? SubnetSelection.discovery(props.clusterName)).terms,
        securityGroupSelectorTerms: (props.securityGroups ?? SecurityGroupSelection.discovery(props.clusterName)).terms,
        instanceStorePolicy: this.instanceStoreRaid0 ? 'RAID0' : undefined,
        blockDeviceMappings,
        kubelet: kubeletSetsImageGc(props)
          ? { imageGCHighThresholdPercent: props.imageGcHighThresholdPercent, imageGCLowThresholdPercent: props.imageGcLowThresholdPercent }
          : undefined,
        metadataOptions: METADATA_OPTIONS,
        userData: this.userData === undefined ? undefined : escapeTerraformTemplates(this.userData),
        tags: props.tags && Object.keys(props.tags).length > 0 ? props.tags : undefined,
      },
    });
  }

  /** The NodePool object. */
  private nodePoolManifest(
    name: string,
    props: GpuNodeClassProps,
    requirements: NodeRequirement[],
    limits: Record<string, string>,
  ): Record<string, any> {
    return pruneUndefined({
      apiVersion: 'karpenter.sh/v1',
      kind: 'NodePool',
      metadata: { name },
      spec: {
        template: {
          spec: {
            nodeClassRef: { group: 'karpenter.k8s.aws', kind: 'EC2NodeClass', name },
            requirements: requirements.map((r) => ({
              key: r.key,
              operator: r.operator,
              values: r.values,
              minValues: r.minValues,
            })),
            taints: [{ key: GPU_TAINT_KEY, effect: 'NoSchedule' }],
            // Removed by the pre-pull DaemonSet once the node's images are pulled.
            startupTaints: props.imagePrePull ? [{ key: PRE_PULL_TAINT_KEY, effect: 'NoSchedule' }] : undefined,
            expireAfter: nodePoolDuration(this, 'expireAfter', props.expireAfter ?? Duration.hours(720), true),
            terminationGracePeriod:
              props.terminationGracePeriod !== undefined
                ? nodePoolDuration(this, 'terminationGracePeriod', props.terminationGracePeriod)
                : undefined,
          },
        },
        limits,
        disruption: {
          consolidationPolicy: props.consolidationPolicy ?? ConsolidationPolicy.WHEN_EMPTY,
          consolidateAfter: nodePoolDuration(this, 'consolidateAfter', props.consolidateAfter ?? Duration.minutes(5)),
          budgets: (props.disruptionBudgets ?? [{ nodes: '10%' }]).map((budget, i) =>
            budgetManifest(this, budget, `disruptionBudgets[${i}]`),
          ),
        },
        weight: props.weight,
      },
    });
  }

  /**
   * Adds an image for the pool's pre-pull DaemonSet to pull onto every new node before the node
   * takes pods (`imagePrePull` must be set). `EksGpuWorkload`s with
   * `EksModelStorage.containerImage({ prePull: true })` on the pool add theirs; the same image and
   * command are pulled once.
   */
  public addPrePullImage(image: PrePullImage): void {
    if (!this.prePullDaemonSet) {
      throw new ValidationError(
        'GPUM-EKS-PREPULL-GATE',
        `addPrePullImage(${describeValue(image.image)}): the NodePool ${this.nodePoolName} has no pre-pull DaemonSet. Set imagePrePull on the node class`,
        this,
        { property: 'imagePrePull', value: 'undefined', fix: 'Set imagePrePull: {} on the GpuNodeClass' },
      );
    }
    checkImageReference(this, 'imagePrePull.images', image.image, 'GPUM-EKS-PREPULL-IMAGE');
    if (!isUnresolved(image.image) && !DIGEST_SUFFIX.test(image.image)) {
      throw new ValidationError(
        'GPUM-EKS-PREPULL-DIGEST',
        `the pre-pull image "${image.image}" is a tag: a tag can move between the pre-pull and the pod start, and the pre-pulled layers are then useless`,
        this,
        { property: 'imagePrePull.images', value: image.image, fix: 'Use registry/repository@sha256:<digest>' },
      );
    }
    if (image.command !== undefined && image.command.length === 0) {
      throw new ValidationError(
        'GPUM-EKS-PREPULL-IMAGE',
        `the pre-pull command of ${describeValue(image.image)} is empty: the image's own entrypoint would run, which may never exit`,
        this,
        {
          property: 'imagePrePull.images',
          value: valueText(image.image),
          fix: "Give a command that exits 0, for example ['/bin/sh', '-c', 'exit 0'], or leave it out",
        },
      );
    }
    const uri = escapeUserText(this, image.image, 'imagePrePull.images');
    const command = escapeUserStrings(this, image.command ?? DEFAULT_PULL_COMMAND, 'imagePrePull.images');
    const key = JSON.stringify([uri, command]);
    if (this.prePullKeys.has(key)) return;
    this.prePullKeys.add(key);
    this.prePullContainers.push(pullContainer(this.prePullKeys.size - 1, uri, command));
  }

  /** The node selector that puts a pod on this NodePool's nodes. */
  public get nodeSelector(): Record<string, string> {
    return { 'karpenter.sh/nodepool': this.nodePoolName };
  }

  /** The pool's pre-pull DaemonSet, its service account and the ClusterRole that lets it untaint nodes. */
  private applyPrePull(name: string, props: GpuNodeClassProps, options: NodeImagePrePullOptions): TerraformResource {
    const deadline = options.deadline ?? DEFAULT_PRE_PULL_DEADLINE;
    const deadlineSeconds = deadline.toSeconds();
    checkRange(this, 'GPUM-EKS-PREPULL-DEADLINE', 'imagePrePull.deadline (seconds)', deadlineSeconds, 60, 6 * 3600, true);
    const kubectlImage = options.kubectlImage ?? DEFAULT_KUBECTL_IMAGE;
    checkImageReference(this, 'imagePrePull.kubectlImage', kubectlImage, 'GPUM-EKS-PREPULL-IMAGE');
    const namespace = options.namespace ?? 'kube-system';
    checkDnsLabel(this, 'imagePrePull.namespace', namespace);
    const names: PoolPrePullNames = {
      name: `${name}-prepull`,
      namespace,
      pool: name,
      kubectlImage: escapeTerraformTemplates(kubectlImage),
      deadlineSeconds,
      placement: { nodeSelector: this.nodeSelector, taintKey: GPU_TAINT_KEY },
    };
    const daemonSetSpec = prePullDaemonSetForPool(names);
    this.prePullContainers = daemonSetSpec.initContainers;
    const dependsOn = [...(props.dependsOn ?? [])];
    const account = this.manifestBackend.apply(this, 'PrePullServiceAccount', prePullServiceAccount(names), { dependsOn });
    const role = this.manifestBackend.apply(this, 'PrePullRole', prePullClusterRole(names), { dependsOn });
    const binding = this.manifestBackend.apply(this, 'PrePullRoleBinding', prePullClusterRoleBinding(names), {
      dependsOn: [...dependsOn, account, role],
    });
    // The init containers are held by reference: workloads add theirs until synth.
    const daemonSet = this.manifestBackend.apply(this, 'PrePull', daemonSetSpec.manifest, { dependsOn: [...dependsOn, binding] });
    // A tainted pool with nothing to pull would hold each node for nothing: an error at synth, when
    // every workload of the app has had its say.
    addSynthCheck(this, () => {
      if (this.prePullKeys.size > 0) return;
      throw new ValidationError(
        'GPUM-EKS-PREPULL-EMPTY',
        `imagePrePull is set on the NodePool ${name}, but no image is pre-pulled: no EksGpuWorkload with EksModelStorage.containerImage({ prePull: true }) runs on it and imagePrePull.images is empty, so every new node would carry the ${PRE_PULL_TAINT_KEY} startup taint for nothing`,
        this,
        {
          property: 'imagePrePull.images',
          value: options.images ? '[]' : 'undefined',
          fix: 'List the images in imagePrePull.images, turn prePull on in a workload on the pool, or remove imagePrePull',
        },
      );
    });
    return daemonSet;
  }

  private karpenterVersion(given: string | undefined): SemVer {
    const text = given ?? DEFAULT_KARPENTER_VERSION;
    const parsed = parseSemVer(text);
    if (!parsed) {
      const fix = `give the installed chart's version, for example "1.14.1"`;
      throw new ValidationError('GPUM-EKS-KARPENTER-VERSION', `karpenterVersion "${text}" is not a version: ${fix}`, this, {
        property: 'karpenterVersion',
        value: valueText(text),
        fix,
      });
    }
    if (parsed.major < 1) {
      const fix = 'upgrade Karpenter to 1.x';
      throw new ValidationError(
        'GPUM-EKS-KARPENTER-VERSION',
        `karpenterVersion ${text} predates the v1 APIs (karpenter.sh/v1, karpenter.k8s.aws/v1) this construct applies: ${fix}`,
        this,
        { property: 'karpenterVersion', value: text, fix },
      );
    }
    return parsed;
  }

  private checkVersionFloors(karpenter: SemVer, bottlerocket: boolean, props: GpuNodeClassProps): void {
    const image = this.image;
    if (bottlerocket && this.sociEnabled && !image.isAtLeast(VERSION_FLOORS.sociBottlerocket)) {
      const fix = `Pin NodeImage.bottlerocket('${NodeImage.DEFAULT_BOTTLEROCKET_VERSION}') or set soci: false`;
      throw new ValidationError(
        'GPUM-EKS-SOCI-VERSION',
        `SOCI parallel pull needs Bottlerocket >= ${VERSION_FLOORS.sociBottlerocket} (the container-runtime snapshotter setting), but the image is ${image.alias}. ${fix}`,
        this,
        { property: 'image', value: image.alias, fix },
      );
    }
    if (bottlerocket && this.instanceStoreRaid0) {
      if (!image.isAtLeast(VERSION_FLOORS.raid0Bottlerocket)) {
        const fix = 'Pin a newer release or set instanceStoreRaid0: false';
        throw new ValidationError(
          'GPUM-EKS-RAID0-VERSION',
          `instanceStoreRaid0 on Bottlerocket needs Bottlerocket >= ${VERSION_FLOORS.raid0Bottlerocket} (apiclient ephemeral-storage), but the image is ${image.alias}. ${fix}`,
          this,
          { property: 'image', value: image.alias, fix },
        );
      }
      if (!isAtLeast(karpenter, VERSION_FLOORS.raid0KarpenterBottlerocket)) {
        const fix = 'Upgrade Karpenter or set instanceStoreRaid0: false';
        throw new ValidationError(
          'GPUM-EKS-RAID0-KARPENTER',
          `instanceStoreRaid0 on Bottlerocket needs Karpenter >= ${VERSION_FLOORS.raid0KarpenterBottlerocket} (older releases ignore instanceStorePolicy for Bottlerocket), but karpenterVersion is ${versionText(karpenter)}. ${fix}`,
          this,
          { property: 'karpenterVersion', value: versionText(karpenter), fix },
        );
      }
      if (
        this.sociEnabled &&
        (!image.isAtLeast(VERSION_FLOORS.sociOnNvmeBottlerocket) || !isAtLeast(karpenter, VERSION_FLOORS.sociOnNvmeKarpenter))
      ) {
        const dataSize = props.dataVolume?.size ?? Size.gibibytes(100);
        addWarning(
          this,
          'GPUM-EKS-SOCI-STORE-ON-EBS',
          `SOCI's image store (/var/lib/soci-snapshotter) moves onto the NVMe array only with Bottlerocket >= ${VERSION_FLOORS.sociOnNvmeBottlerocket} and Karpenter >= ${VERSION_FLOORS.sociOnNvmeKarpenter}; with ${image.alias} and Karpenter ${versionText(karpenter)}, Karpenter binds only containerd, kubelet and pod logs, so images are unpacked onto the ${dataSize} EBS data volume (aws/karpenter-provider-aws#8393). Upgrade both, or size dataVolume for the images`,
        );
      }
    }
    if (!bottlerocket && this.sociEnabled && !image.isAtLeast(VERSION_FLOORS.fastImagePullAl2023)) {
      const fix = 'Pin a newer release or set soci: false';
      throw new ValidationError(
        'GPUM-EKS-FAST-IMAGE-PULL-VERSION',
        `SOCI parallel pull on AL2023 (nodeadm FastImagePull) needs an EKS AMI >= ${VERSION_FLOORS.fastImagePullAl2023}, but the image is ${image.alias}. ${fix}`,
        this,
        { property: 'image', value: image.alias, fix },
      );
    }
    if (
      props.consolidationPolicy === ConsolidationPolicy.BALANCED &&
      !isAtLeast(karpenter, VERSION_FLOORS.balancedConsolidationKarpenter)
    ) {
      const fix = `consolidationPolicy Balanced needs Karpenter >= ${VERSION_FLOORS.balancedConsolidationKarpenter}`;
      throw new ValidationError('GPUM-EKS-KARPENTER-FEATURE', `${fix}, but karpenterVersion is ${versionText(karpenter)}`, this, {
        property: 'consolidationPolicy',
        value: props.consolidationPolicy,
        fix,
      });
    }
    const requirements = props.additionalRequirements ?? [];
    const newOperator = requirements.findIndex((r) => r.operator === RequirementOperator.GTE || r.operator === RequirementOperator.LTE);
    if (newOperator >= 0 && !isAtLeast(karpenter, VERSION_FLOORS.gteLteKarpenter)) {
      const { key, operator } = requirements[newOperator];
      const fix = 'Use Gt/Lt, or upgrade Karpenter and its CRDs';
      throw new ValidationError(
        'GPUM-EKS-KARPENTER-FEATURE',
        `requirement ${key} ${operator} needs Karpenter >= ${VERSION_FLOORS.gteLteKarpenter} (older NodePool CRDs reject the operator), but karpenterVersion is ${versionText(karpenter)}. ${fix}`,
        this,
        { property: `additionalRequirements[${newOperator}].operator`, value: operator, fix },
      );
    }
    const initializationRate = props.imageCacheSnapshot?.volumeInitializationRateMiBps;
    if (initializationRate !== undefined && !isAtLeast(karpenter, VERSION_FLOORS.volumeInitializationRateKarpenter)) {
      const fix = `volumeInitializationRateMiBps needs Karpenter >= ${VERSION_FLOORS.volumeInitializationRateKarpenter}`;
      throw new ValidationError('GPUM-EKS-KARPENTER-FEATURE', `${fix}, but karpenterVersion is ${versionText(karpenter)}`, this, {
        property: 'imageCacheSnapshot.volumeInitializationRateMiBps',
        value: valueText(initializationRate),
        fix,
      });
    }
  }

  private checkImageGc(props: GpuNodeClassProps): void {
    checkRange(this, 'GPUM-EKS-IMAGE-GC', 'imageGcHighThresholdPercent', props.imageGcHighThresholdPercent, 0, 100);
    checkRange(this, 'GPUM-EKS-IMAGE-GC', 'imageGcLowThresholdPercent', props.imageGcLowThresholdPercent, 0, 100);
    const high = props.imageGcHighThresholdPercent ?? KUBELET_IMAGE_GC_HIGH;
    const low = props.imageGcLowThresholdPercent ?? KUBELET_IMAGE_GC_LOW;
    // A token reaches spec.kubelet as it is: the EC2NodeClass CRD checks the order of the two at apply.
    if (isUnresolved(high) || isUnresolved(low)) return;
    if ((props.imageGcHighThresholdPercent !== undefined || props.imageGcLowThresholdPercent !== undefined) && high <= low) {
      const fix = `imageGcHighThresholdPercent (${high}) must be greater than imageGcLowThresholdPercent (${low})`;
      throw new ValidationError(
        'GPUM-EKS-IMAGE-GC',
        `${fix}; kubelet's defaults are ${KUBELET_IMAGE_GC_HIGH} and ${KUBELET_IMAGE_GC_LOW}`,
        this,
        {
          property: 'imageGcHighThresholdPercent, imageGcLowThresholdPercent',
          value: `${high}, ${low}`,
          fix,
        },
      );
    }
  }

  private bottlerocketVolumes(props: GpuNodeClassProps): Array<Record<string, unknown>> {
    const snapshot = props.imageCacheSnapshot;
    if (snapshot) {
      checkSnapshotId(this, snapshot.snapshotId);
      requireLiteralString(
        this,
        'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
        'imageCacheSnapshot.builtWithSnapshotter',
        snapshot.builtWithSnapshotter,
        "the node class compares it with the nodes' snapshotter at synth (Bottlerocket deletes the images of another one at boot)",
      );
      this.checkSnapshot(snapshot.builtWithSnapshotter ?? ContainerSnapshotter.OVERLAYFS);
    }
    checkRange(this, 'GPUM-EKS-SNAPSHOT', 'volumeInitializationRateMiBps', snapshot?.volumeInitializationRateMiBps, 100, 300);
    const root = this.ebs('rootVolume', props.rootVolume, { size: Size.gibibytes(4) });
    const data = this.ebs('dataVolume', props.dataVolume, { size: Size.gibibytes(100), iops: 3000, throughputMiBps: 600 });
    if (snapshot) {
      data.snapshotID = snapshot.snapshotId;
      data.volumeInitializationRate = snapshot.volumeInitializationRateMiBps;
    }
    // Both devices, always: given only /dev/xvdb, Karpenter leaves /dev/xvda at the AMI's 2 GiB gp2
    // default (aws/karpenter-provider-aws#8747).
    return [
      { deviceName: '/dev/xvda', ebs: root },
      { deviceName: '/dev/xvdb', ebs: data },
    ];
  }

  private al2023Volumes(props: GpuNodeClassProps): Array<Record<string, unknown>> {
    if (props.dataVolume) {
      const fix = 'Size it with rootVolume';
      throw new ValidationError(
        'GPUM-EKS-DATA-VOLUME-AL2023',
        `dataVolume is Bottlerocket-only: AL2023 has a single root volume. ${fix}`,
        this,
        { property: 'dataVolume', fix },
      );
    }
    if (props.imageCacheSnapshot) {
      const fix = 'Use NodeImage.bottlerocket() or remove it';
      throw new ValidationError(
        'GPUM-EKS-SNAPSHOT-AL2023',
        `imageCacheSnapshot is Bottlerocket-only: it restores the Bottlerocket data volume (/dev/xvdb), which AL2023 does not have. ${fix}`,
        this,
        { property: 'imageCacheSnapshot', fix },
      );
    }
    const root = this.ebs('rootVolume', props.rootVolume, { size: Size.gibibytes(100), iops: 3000, throughputMiBps: 600 });
    return [{ deviceName: '/dev/xvda', rootVolume: true, ebs: root }];
  }

  private checkSnapshot(builtWith: ContainerSnapshotter): void {
    if (this.instanceStoreRaid0) {
      const fix = 'Set instanceStoreRaid0: false to boot from the snapshot, or drop the snapshot';
      throw new ValidationError(
        'GPUM-EKS-SNAPSHOT-RAID0',
        `imageCacheSnapshot with instanceStoreRaid0: Karpenter binds the empty NVMe array over /var/lib/containerd at boot, which hides the images restored on /dev/xvdb (on every instance type the NodePool admits, since it requires local NVMe). ${fix}`,
        this,
        { property: 'imageCacheSnapshot, instanceStoreRaid0', fix },
      );
    }
    const nodeSnapshotter = this.sociEnabled ? ContainerSnapshotter.SOCI : ContainerSnapshotter.OVERLAYFS;
    if (builtWith !== nodeSnapshotter) {
      const fix = `Build the snapshot on a node with the same snapshotter and say so with builtWithSnapshotter: ContainerSnapshotter.${nodeSnapshotter.toUpperCase()}, or set soci: ${!this.sociEnabled}`;
      throw new ValidationError(
        'GPUM-EKS-SNAPSHOT-SNAPSHOTTER',
        `imageCacheSnapshot was built with the ${builtWith} snapshotter but the nodes run ${nodeSnapshotter}: Bottlerocket detects the change at boot and deletes the images under /var/lib/containerd and /var/lib/soci-snapshotter. ${fix}`,
        this,
        { property: 'imageCacheSnapshot.builtWithSnapshotter', value: builtWith, fix },
      );
    }
  }

  private ebs(what: string, options: EbsVolumeOptions | undefined, defaults: VolumeDefaults): Record<string, unknown> {
    const size = options?.size ?? defaults.size;
    const iops = options?.iops ?? defaults.iops;
    const throughput = options?.throughputMiBps ?? defaults.throughputMiBps;
    checkGp3Volume(this, what, { sizeGiB: Math.ceil(size.toGibibytes() - 1e-9), iops, throughputMiBps: throughput });
    checkPolicyIdentifier(this, 'GPUM-EKS-VOLUME', `${what}.kmsKeyId`, options?.kmsKeyId);
    return {
      volumeSize: ebsVolumeSize(size),
      volumeType: 'gp3',
      iops,
      throughput,
      encrypted: true,
      kmsKeyID: options?.kmsKeyId,
      deleteOnTermination: true,
    };
  }

  private requirements(props: GpuNodeClassProps): NodeRequirement[] {
    checkNodeClassEnums(this, props);
    const families = props.instanceFamilies ?? DEFAULT_FAMILIES;
    const requirements: NodeRequirement[] = [
      { key: 'karpenter.k8s.aws/instance-gpu-manufacturer', operator: RequirementOperator.IN, values: ['nvidia'] },
      { key: 'karpenter.k8s.aws/instance-family', operator: RequirementOperator.IN, values: families },
    ];
    if (props.gpuNames)
      requirements.push({ key: 'karpenter.k8s.aws/instance-gpu-name', operator: RequirementOperator.IN, values: props.gpuNames });
    if (this.instanceStoreRaid0) {
      // The label is in GiB; Gt keeps NVMe-less instance types (label 0) out.
      const min = this.minLocalNvme ? Math.ceil(this.minLocalNvme.toGibibytes() - 1e-9) - 1 : 0;
      requirements.push({
        key: 'karpenter.k8s.aws/instance-local-nvme',
        operator: RequirementOperator.GT,
        values: [String(Math.max(0, min))],
      });
    }
    requirements.push(
      { key: 'karpenter.sh/capacity-type', operator: RequirementOperator.IN, values: props.capacityTypes ?? [CapacityType.ON_DEMAND] },
      { key: 'kubernetes.io/arch', operator: RequirementOperator.IN, values: props.architectures ?? [CpuArchitecture.AMD64] },
    );
    for (const requirement of requirements) checkRequirement(this, requirement, GENERATED_REQUIREMENT_PROPS[requirement.key]);
    const additional = props.additionalRequirements ?? [];
    additional.forEach((requirement, i) => checkRequirement(this, requirement, `additionalRequirements[${i}]`));
    return [...requirements, ...additional];
  }

  private limits(props: GpuNodeClassProps): Record<string, string> {
    const gpus = props.gpuLimit ?? DEFAULT_GPU_LIMIT;
    checkRange(this, 'GPUM-EKS-LIMITS', 'gpuLimit', gpus, 1, 100000);
    checkRange(this, 'GPUM-EKS-LIMITS', 'cpuLimit', props.cpuLimit, 1, 10000000);
    // Canonical quantity strings: the API server would turn integers into strings and Terraform would see a diff.
    const limits: Record<string, string> = { [GPU_TAINT_KEY]: countQuantity(gpus) };
    if (props.cpuLimit !== undefined) limits.cpu = cpuQuantity(props.cpuLimit);
    if (props.memoryLimit) limits.memory = binaryQuantity(props.memoryLimit);
    return limits;
  }
}

function versionText(version: SemVer): string {
  return `${version.major}.${version.minor}.${version.patch}`;
}

function literalInstanceStoreRaid0(scope: Construct, props: GpuNodeClassProps): boolean {
  return (
    requireLiteralBoolean(
      scope,
      'GPUM-EKS-NVME',
      'instanceStoreRaid0',
      props.instanceStoreRaid0,
      'the node class decides by it at synth whether the NodePool requires local NVMe and the nodes bind it as RAID0',
    ) ?? true
  );
}

/** Whether the props set kubelet's image garbage collection thresholds. */
function kubeletSetsImageGc(props: GpuNodeClassProps): boolean {
  return props.imageGcHighThresholdPercent !== undefined || props.imageGcLowThresholdPercent !== undefined;
}

/**
 * The closed sets of the node class, which only plain JavaScript can leave: a capacity type, an
 * architecture or an operator outside its enum reaches the NodePool as a requirement that matches
 * no node (or one the API server refuses at apply); a consolidation policy or disruption reason
 * outside its enum is refused by the CRD at apply.
 */
function checkNodeClassEnums(scope: GpuNodeClass, props: GpuNodeClassProps): void {
  const lists: Array<[string, readonly string[] | undefined, Record<string, string>, string]> = [
    ['capacityTypes', props.capacityTypes, CapacityType, 'CapacityType'],
    ['architectures', props.architectures, CpuArchitecture, 'CpuArchitecture'],
  ];
  for (const [property, values, members, enumName] of lists) {
    if (values === undefined || isUnresolved(values)) continue;
    values.forEach((v, i) =>
      requireEnumMember(scope, 'GPUM-EKS-REQUIREMENT', `${property}[${i}]`, v, members, {
        enumName,
        notMember: `not a ${enumName}`,
        showValues: true,
      }),
    );
  }
  (props.additionalRequirements ?? []).forEach((r, i) =>
    requireEnumMember(scope, 'GPUM-EKS-REQUIREMENT', `additionalRequirements[${i}].operator`, r.operator, RequirementOperator, {
      enumName: 'RequirementOperator',
      notMember: 'not a RequirementOperator',
      showValues: true,
    }),
  );
  requireEnumMember(scope, 'GPUM-EKS-DISRUPTION-BUDGET', 'consolidationPolicy', props.consolidationPolicy, ConsolidationPolicy, {
    enumName: 'ConsolidationPolicy',
    notMember: 'not a ConsolidationPolicy',
    showValues: true,
  });
  (props.disruptionBudgets ?? []).forEach((b, i) => {
    if (b.reasons === undefined || isUnresolved(b.reasons)) return;
    b.reasons.forEach((reason, j) =>
      requireEnumMember(scope, 'GPUM-EKS-DISRUPTION-BUDGET', `disruptionBudgets[${i}].reasons[${j}]`, reason, DisruptionReason, {
        enumName: 'DisruptionReason',
        notMember: 'not a DisruptionReason',
        showValues: true,
      }),
    );
  });
}

/**
 * The names and numbers of a NodePool made elsewhere: the workload selects the pool's nodes by its
 * name and tolerates its taint key, so an empty or malformed one leaves every pod Pending.
 */
function checkPoolAttributes(attributes: GpuNodePoolAttributes): void {
  const label = (property: string, value: string | undefined, pattern: RegExp, fix: string) => {
    if (value === undefined || isUnresolved(value) || (typeof value === 'string' && pattern.test(value) && value.length <= 253)) return;
    throw new UnscopedValidationError('GPUM-EKS-POOL-ATTRIBUTE', `${property} ${describeValue(value)} is not valid: ${fix}`, {
      property,
      value: String(value),
      fix,
    });
  };
  label(
    'nodePoolName',
    attributes.nodePoolName,
    /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/,
    "give the NodePool's name (a DNS label, as kubectl get nodepools lists it)",
  );
  label(
    'gpuTaintKey',
    attributes.gpuTaintKey,
    /^([a-z0-9.-]+\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/,
    'give the taint key of its nodes, such as nvidia.com/gpu',
  );
  checkNumber(undefined, 'imageGcHighThresholdPercent', attributes.imageGcHighThresholdPercent, {
    code: 'GPUM-EKS-POOL-ATTRIBUTE',
    min: 1,
    max: 100,
    integer: true,
    literalRequired: false,
  });
}
