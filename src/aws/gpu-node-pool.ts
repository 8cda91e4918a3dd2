import { ITerraformDependable } from '../core/framework';
import { Size } from '../core/size';
import { EksGpuInstanceType } from './instance-catalogue';
import { ManifestBackend } from './manifest-backend';

/** A Karpenter NodePool of NVIDIA GPU nodes, as a GPU workload needs to know it. */
export interface IGpuNodePool {
  /** The NodePool's name: pods select its nodes with `karpenter.sh/nodepool: <name>`. */
  readonly nodePoolName: string;
  /** The taint key pods must tolerate (`nvidia.com/gpu`, effect `NoSchedule`). */
  readonly gpuTaintKey: string;
  /** True when the nodes pull images with SOCI parallel pull. */
  readonly sociEnabled: boolean;
  /** True when kubelet's storage (emptyDirs included) is on RAID0 instance-store NVMe. */
  readonly instanceStoreRaid0: boolean;
  /** The least local NVMe a node has, when known. */
  readonly minLocalNvme?: Size;
  /** The EBS volume that holds kubelet's storage when it is not on NVMe, when known. */
  readonly kubeletVolumeSize?: Size;
  /** How the pool's own manifests were applied, the default for workloads on it. */
  readonly manifestBackend?: ManifestBackend;
  /** The NodePool's Terraform resource, when it is in this app: workloads are applied after it. */
  readonly nodePoolResource?: ITerraformDependable;
  /**
   * The least GPU memory of one GPU on the pool's nodes, when known: a workload's model must fit
   * `gpuCount` of them.
   */
  readonly gpuMemoryPerGpu?: Size;
  /** The EKS cluster the pool belongs to, when known: names that are unique per cluster are checked in it. */
  readonly clusterName?: string;
  /**
   * The catalogued instance types the NodePool can launch, when known: a workload checks that its
   * `gpuCount` and model fit one of them and sizes Mountpoint's throughput from them.
   */
  readonly instanceTypes?: EksGpuInstanceType[];
  /** The most GPUs the NodePool may run at once (`limits["nvidia.com/gpu"]`), when known. */
  readonly gpuLimit?: number;
  /** The kubelet image GC high threshold of the nodes, when the node class sets one. */
  readonly imageGcHighThresholdPercent?: number;
  /** True when the nodes boot with images restored from an image-cache snapshot. */
  readonly restoresImageCache?: boolean;
  /**
   * True when the nodes keep an image's compressed layers after unpacking it (containerd's default
   * pull, or SOCI parallel pull with `discardUnpackedLayers: false`): the image then takes its
   * compressed size twice on disk.
   */
  readonly keepsCompressedLayers?: boolean;
}

/** A NodePool made outside this stack, for {@link GpuNodeClass.fromNodePoolAttributes}. */
export interface GpuNodePoolAttributes {
  /** The NodePool's name. */
  readonly nodePoolName: string;
  /**
   * The taint key its nodes carry.
   * @default 'nvidia.com/gpu'
   */
  readonly gpuTaintKey?: string;
  /**
   * Whether its nodes pull with SOCI parallel pull.
   * @default false
   */
  readonly sociEnabled?: boolean;
  /**
   * Whether its nodes put kubelet's storage on RAID0 NVMe.
   * @default false
   */
  readonly instanceStoreRaid0?: boolean;
  /**
   * The least local NVMe a node has.
   * @default - unknown
   */
  readonly minLocalNvme?: Size;
  /**
   * The EBS volume that holds kubelet's storage when it is not on NVMe.
   * @default - unknown
   */
  readonly kubeletVolumeSize?: Size;
  /**
   * The least GPU memory of one GPU on its nodes (for the model fit check).
   * @default - unknown: the model's fit on the GPU is not checked
   */
  readonly gpuMemoryPerGpu?: Size;
  /**
   * The instance families it may launch (`karpenter.k8s.aws/instance-family`): workloads then check
   * their `gpuCount` and model size against them and size Mountpoint's throughput from them.
   * @default - unknown: those checks are skipped, and Mountpoint's throughput is warned about
   */
  readonly instanceFamilies?: string[];
  /**
   * Its GPU limit (`limits["nvidia.com/gpu"]`).
   * @default - unknown
   */
  readonly gpuLimit?: number;
  /**
   * The kubelet image GC high threshold its node class sets.
   * @default - unknown (kubelet's 85)
   */
  readonly imageGcHighThresholdPercent?: number;
  /**
   * Whether its nodes boot with images restored from an image-cache snapshot.
   * @default false
   */
  readonly restoresImageCache?: boolean;
  /**
   * Whether its nodes keep an image's compressed layers after unpacking it.
   * @default - true without SOCI (containerd's default pull), false with it (SOCI discards them by default on both node images)
   */
  readonly keepsCompressedLayers?: boolean;
}
