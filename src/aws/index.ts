// The Amazon EKS platform: GPU node classes (Karpenter) and GPU workloads with model delivery from S3.
export * from './eks-gpu-workload';
export * from './eks-gpu-workload-props';
export * from './gpu-node-class';
export * from './gpu-node-class-props';
export * from './gpu-node-pool';
export { EKS_GPU_INSTANCE_TYPES } from './instance-catalogue';
export type { EksGpuInstanceType } from './instance-catalogue';
export * from './manifest-backend';
export * from './model-downloader';
export * from './bucket-ref';
export * from './node-identity';
export * from './node-image';
export * from './scheduling';
export { SecurityGroupSelection, SubnetSelection } from './selector-terms';
export type { SelectorTerm } from './selector-terms';
export type { SociParallelPullOptions } from './soci-options';
export { KubectlProvider } from './generated/kubectl/provider';
export type { KubectlProviderConfig, KubectlProviderExec } from './generated/kubectl/provider';
