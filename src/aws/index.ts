// The Amazon EKS platform: GPU node classes (Karpenter) and GPU workloads with model delivery from S3.
// Explicit exports only.
import { registerPlatform } from '../core/platform/registry';
import { AMAZON_EKS } from './platform';

// The platform registers itself, so that GpuModelChecks and the advice know it when only this subpath is imported.
registerPlatform(AMAZON_EKS.id, () => AMAZON_EKS);

export { EksGpuWorkload } from './eks-gpu-workload';
export { EksModelStorage, EksStoragePlatform } from './eks-model-storage';
export type { EksContainerImageOptions, EksModelStorageConfig, EksMountpointOptions } from './eks-model-storage';
export type { EksModelStore, IEksModelStoreHolder } from './eks-model-store';
export type { EksGpuWorkloadProps, EksPlatformProps, EksStagingOptions } from './eks-gpu-workload-props';
export { EksModelStaging } from './eks-model-staging';
export type { EksModelStagingProps } from './eks-model-staging';
export { GpuNodeClass } from './gpu-node-class';
export { ContainerSnapshotter } from './gpu-node-class-props';
export type { EbsVolumeOptions, GpuNodeClassProps, ImageCacheSnapshotOptions } from './gpu-node-class-props';
export type { NodeImagePrePullOptions, PrePullImage } from './image-pre-pull';
export { EksImageCacheSnapshot } from './image-cache-snapshot';
export type { EksImageCacheSnapshotProps } from './image-cache-snapshot';
export type { GpuNodePoolAttributes, IGpuNodePool } from './gpu-node-pool';
export { EKS_GPU_INSTANCE_TYPES } from './instance-catalogue';
export type { EksGpuInstanceType } from './instance-catalogue';
export { ManifestBackend } from './manifest-backend';
export type {
  KubectlManifestBackendOptions,
  KubernetesManifestBackendOptions,
  ManifestApplyOptions,
  ManifestCondition,
} from './manifest-backend';
export { EksModelDownloader, S3TransferClient } from './model-downloader';
export type {
  AwsCliDownloaderOptions,
  ModelDownloadContainer,
  ModelDownloadEnvVar,
  ModelDownloadRequest,
  S5cmdDownloaderOptions,
} from './model-downloader';
export type { IS3BucketRef } from './bucket-ref';
export { NodeIdentity } from './node-identity';
export type { ExistingNodeRoleOptions, IIamRoleRef, NodeIdentityConfig, NodeIdentityContext, NodeRoleOptions } from './node-identity';
export { AmiFamily, NodeImage } from './node-image';
export { CapacityType, ConsolidationPolicy, CpuArchitecture, DisruptionReason, RequirementOperator } from './scheduling';
export type { DisruptionBudget, NodeRequirement } from './scheduling';
export { SecurityGroupSelection, SubnetSelection } from './selector-terms';
export type { SelectorTerm } from './selector-terms';
export type { SociParallelPullOptions } from './soci-options';
export { KubectlProvider } from './generated/kubectl/provider';
export type { KubectlProviderConfig, KubectlProviderExec } from './generated/kubectl/provider';
export { AWS_PROVIDER_CONSTRAINT, AWS_PROVIDER_FLOOR } from './provider-version';
