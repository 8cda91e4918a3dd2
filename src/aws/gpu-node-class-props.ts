import { Duration } from '../core/duration';
import { ITerraformDependable, TerraformProvider } from '../core/framework';
import { Size } from '../core/size';
import { NodeImagePrePullOptions } from './image-pre-pull';
import { ManifestBackend } from './manifest-backend';
import { NodeIdentity } from './node-identity';
import { NodeImage } from './node-image';
import { CapacityType, ConsolidationPolicy, CpuArchitecture, DisruptionBudget, NodeRequirement } from './scheduling';
import { SecurityGroupSelection, SubnetSelection } from './selector-terms';
import { SociParallelPullOptions } from './soci-options';

/** A gp3 EBS volume of the nodes. Volumes are always encrypted and deleted with the node. */
export interface EbsVolumeOptions {
  /**
   * The volume's size (whole GiB, 1 to 59000: gp3 takes up to 64 TiB, Karpenter's EC2NodeClass up to `59000Gi`).
   * @default - Bottlerocket: 4 GiB root (`/dev/xvda`), 100 GiB data (`/dev/xvdb`); AL2023: 100 GiB root
   */
  readonly size?: Size;

  /**
   * Provisioned IOPS (gp3: 3000 to 80000; above the 3000 baseline, at most 500 per GiB of size).
   * @default - the data volume (AL2023: the root volume) 3000; the Bottlerocket root volume gp3's baseline
   */
  readonly iops?: number;

  /**
   * Provisioned throughput in MiB/s (gp3: 125 to 2000, and at most 0.25 MiB/s per provisioned IOPS:
   * 750 with the 3000 IOPS baseline). Image pulls on the EBS volume are bound by
   * it: AWS's guidance for SOCI parallel pull is at least 600.
   * @default - the data volume (AL2023: the root volume) 600; the Bottlerocket root volume gp3's baseline
   */
  readonly throughputMiBps?: number;

  /**
   * A customer-managed KMS key (ID, alias or ARN) for the volume's encryption. The Karpenter
   * controller's role needs KMS grant permissions on it (`kms:CreateGrant`, `kms:Decrypt`,
   * `kms:DescribeKey`, `kms:GenerateDataKeyWithoutPlaintext`, `kms:ReEncrypt*`), or launches fail.
   * @default - the account's default EBS key
   */
  readonly kmsKeyId?: string;
}

/** The snapshotter a node runs containers with. */
export enum ContainerSnapshotter {
  /** containerd's default. `aws-samples/bottlerocket-images-cache` builds its snapshots with it. */
  OVERLAYFS = 'overlayfs',
  /** The SOCI snapshotter. */
  SOCI = 'soci',
}

/** An EBS snapshot of a Bottlerocket data volume with images already pulled, restored on `/dev/xvdb`. */
export interface ImageCacheSnapshotOptions {
  /** The snapshot's ID (`snap-...`). */
  readonly snapshotId: string;

  /**
   * The snapshotter of the node the snapshot was built on. Bottlerocket wipes the image store when a
   * node boots with another snapshotter than the one recorded on the volume, so it must match the
   * node class's (SOCI when `soci` is on).
   * @default ContainerSnapshotter.OVERLAYFS
   */
  readonly builtWithSnapshotter?: ContainerSnapshotter;

  /**
   * EBS provisioned volume initialization rate in MiB/s (100 to 300; Karpenter >= 1.5), so that the
   * restored blocks arrive at a known pace instead of on first read.
   * @default - EBS lazy loading from S3
   */
  readonly volumeInitializationRateMiBps?: number;
}

/** Props for {@link GpuNodeClass}. */
export interface GpuNodeClassProps {
  /** The EKS cluster's name (access entry, default discovery tags). */
  readonly clusterName: string;

  /**
   * The name of the EC2NodeClass and the NodePool (a DNS label, at most 63 characters).
   * @default - derived from the construct path, unique and stable
   */
  readonly name?: string;

  /**
   * The node image.
   * @default NodeImage.bottlerocket() - Bottlerocket at NodeImage.DEFAULT_BOTTLEROCKET_VERSION
   */
  readonly image?: NodeImage;

  /**
   * The nodes' IAM identity: a role (created or existing) or an instance profile.
   * @default NodeIdentity.createRole()
   */
  readonly identity?: NodeIdentity;

  /**
   * The subnets nodes launch in.
   * @default SubnetSelection.discovery(clusterName)
   */
  readonly subnets?: SubnetSelection;

  /**
   * The nodes' security groups.
   * @default SecurityGroupSelection.discovery(clusterName)
   */
  readonly securityGroups?: SecurityGroupSelection;

  /**
   * RAID0 the instance-store NVMe disks and put containerd, kubelet (emptyDirs) and pod logs on
   * them (`instanceStorePolicy: RAID0`); the NodePool then admits only instance types with local NVMe.
   * @default true
   */
  readonly instanceStoreRaid0?: boolean;

  /**
   * The least local NVMe an instance type must have, with `instanceStoreRaid0`. Size it for the
   * image plus any model downloaded at start.
   * @default - any amount of local NVMe
   */
  readonly minLocalNvme?: Size;

  /**
   * Pull images with the SOCI snapshotter in parallel-pull-unpack mode (Bottlerocket
   * `snapshotter = "soci"`; AL2023 nodeadm `FastImagePull`).
   * @default true
   */
  readonly soci?: boolean;

  /**
   * SOCI parallel-pull-unpack tuning (Bottlerocket only: nodeadm does not expose it).
   * @default - 20 downloads per image, 16 MiB chunks, 12 unpacks per image, unpacked layers discarded
   */
  readonly sociParallelPull?: SociParallelPullOptions;

  /**
   * The root volume (`/dev/xvda`): Bottlerocket's OS volume, AL2023's only volume.
   * @default - see EbsVolumeOptions
   */
  readonly rootVolume?: EbsVolumeOptions;

  /**
   * Bottlerocket's data volume (`/dev/xvdb`: images, containerd, kubelet, logs, when they are not on NVMe).
   * @default - see EbsVolumeOptions
   */
  readonly dataVolume?: EbsVolumeOptions;

  /**
   * Restore `/dev/xvdb` from a snapshot of pre-pulled images (Bottlerocket only). Exclusive with
   * `instanceStoreRaid0` and with a hand-written `apiclient ephemeral-storage bind` over
   * containerd's or SOCI's store (the NVMe bind mount hides the cache), and with a snapshotter
   * other than the one the snapshot was built with.
   * @default - an empty data volume
   */
  readonly imageCacheSnapshot?: ImageCacheSnapshotOptions;

  /**
   * Hold every new node out of service until its images are pulled: the NodePool gives each node a
   * startup taint (`cdktf-gpu-models/image-pre-pull`, NoSchedule), and one DaemonSet pulls the
   * listed images and those of every `EksGpuWorkload` with `EksModelStorage.containerImage({
   * prePull: true })` on the pool, then removes it (past `deadline`, it removes it anyway). The
   * first pod on a new node then starts from a local image instead of racing the pre-pull. Needs
   * Kubernetes >= 1.29 (native sidecar containers) and grants the DaemonSet's service account get
   * and patch on nodes (see the AWS README).
   * @default - no startup taint: a workload's pre-pull DaemonSet races its first pod on a new node
   */
  readonly imagePrePull?: NodeImagePrePullOptions;

  /**
   * Disk usage (percent) above which kubelet always garbage-collects images. Raise it, with the low
   * threshold, so that pre-pulled images survive.
   * @default - kubelet's 85
   */
  readonly imageGcHighThresholdPercent?: number;

  /**
   * Disk usage (percent) down to which image garbage collection frees space.
   * @default - kubelet's 80
   */
  readonly imageGcLowThresholdPercent?: number;

  /**
   * More user data, merged with what the node class generates: Bottlerocket TOML (checked for what
   * Karpenter drops or overrides), or for AL2023 a NodeConfig YAML document or a shell script.
   * Terraform template sequences in it (`${HOME}`) are escaped; cdktf tokens stay references.
   * @default - none
   */
  readonly additionalUserData?: string;

  /**
   * The Karpenter version installed in the cluster; the version floors are checked against it.
   * @default '1.14.1'
   */
  readonly karpenterVersion?: string;

  /**
   * NVIDIA instance families the NodePool may launch (`karpenter.k8s.aws/instance-family`).
   * @default ['g5', 'g6', 'g6e']
   */
  readonly instanceFamilies?: string[];

  /**
   * GPU models the NodePool may launch (`karpenter.k8s.aws/instance-gpu-name`: `a10g`, `l4`, `l40s`, `h100`).
   * @default - any GPU of the instance families
   */
  readonly gpuNames?: string[];

  /**
   * Capacity types.
   * @default [CapacityType.ON_DEMAND]
   */
  readonly capacityTypes?: CapacityType[];

  /**
   * CPU architectures.
   * @default [CpuArchitecture.AMD64]
   */
  readonly architectures?: CpuArchitecture[];

  /**
   * More NodePool requirements.
   * @default - none
   */
  readonly additionalRequirements?: NodeRequirement[];

  /**
   * The most GPUs the NodePool may run at once (`limits["nvidia.com/gpu"]`).
   * @default 8
   */
  readonly gpuLimit?: number;

  /**
   * The most vCPUs the NodePool may run at once.
   * @default - no CPU limit
   */
  readonly cpuLimit?: number;

  /**
   * The most memory the NodePool may run at once.
   * @default - no memory limit
   */
  readonly memoryLimit?: Size;

  /**
   * Which nodes Karpenter may consolidate.
   * @default ConsolidationPolicy.WHEN_EMPTY
   */
  readonly consolidationPolicy?: ConsolidationPolicy;

  /**
   * How long a node must be consolidatable before Karpenter acts.
   * @default Duration.minutes(5)
   */
  readonly consolidateAfter?: Duration;

  /**
   * Disruption budgets.
   * @default [{ nodes: '10%' }]
   */
  readonly disruptionBudgets?: DisruptionBudget[];

  /**
   * How long a node lives before Karpenter replaces it.
   * @default Duration.hours(720)
   */
  readonly expireAfter?: Duration;

  /**
   * How long Karpenter waits for pods to drain before it terminates a node.
   * @default - forever (pods' own grace periods and PDBs decide)
   */
  readonly terminationGracePeriod?: Duration;

  /**
   * The NodePool's priority among pools that fit a pod (1 to 100).
   * @default - none (0)
   */
  readonly weight?: number;

  /**
   * Tags for the AWS resources created here and, through the EC2NodeClass, for instances and volumes.
   * @default - none
   */
  readonly tags?: Record<string, string>;

  /**
   * The aws provider the node role and its attachments are created with: an aliased provider for a
   * second region or account in the same stack. (The manifests use the manifest backend's provider.)
   * @default - the stack's default aws provider
   */
  readonly provider?: TerraformProvider;

  /**
   * How the EC2NodeClass and NodePool reach the cluster.
   * @default ManifestBackend.kubernetesManifest()
   */
  readonly manifestBackend?: ManifestBackend;

  /**
   * Resources the manifests are applied after, such as the Karpenter Helm release in the same stack.
   * @default - none
   */
  readonly dependsOn?: ITerraformDependable[];
}
