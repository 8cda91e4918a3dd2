import { ITerraformDependable } from '../core/framework';
import { Size } from '../core/size';
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
}
