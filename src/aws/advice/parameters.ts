import { internetDownloadParameter } from '../../core/storage-advice/internet-candidate';
import { EstimateBasis, EstimateUnit, ParameterDefinition } from '../../core/storage-advice/parameters';
import { AdvicePlatform } from '../../core/storage-advice/workload';

const EKS = AdvicePlatform.AMAZON_EKS;

/** The name of the internet download parameter on EKS. */
export const EKS_INTERNET_PARAMETER = 'eksInternetDownloadMBps';

// The 9,354,342,327-byte vLLM image of aws-samples/karpenter-blueprints, blueprints/soci-snapshotter/README.md.
const SOCI_BENCHMARK_IMAGE_MB = 9_354.342327;

/**
 * Every figure the estimate uses on EKS. Each default carries its public source; where none exists the basis says ASSUMPTION
 * and the estimate lists the parameter among its assumptions.
 */
export const EKS_PARAMETERS: ParameterDefinition[] = [
  {
    name: 'eksImagePullDefaultMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: SOCI_BENCHMARK_IMAGE_MB / 130.813,
    description: 'Image pull throughput with the default containerd pull: the 9.35 GB vLLM image pulled in 2m10.813s.',
    source:
      'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md (default containerd 2m10.813s)',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksImagePullSociMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: SOCI_BENCHMARK_IMAGE_MB / 23.229,
    description:
      'Image pull throughput with Bottlerocket SOCI parallel pull on NVMe (RAID0) nodes: the same 9.35 GB image pulled in 23.229s. The image is pulled once per node.',
    source:
      'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md (Bottlerocket SOCI 23.229s)',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksNodeNetworkGbps',
    platform: EKS,
    unit: EstimateUnit.GIGABITS_PER_SECOND,
    value: 10,
    description:
      "Network bandwidth of a GPU node, shared by the pods starting on it. 'Up to 10 Gbps' is what EC2 lists for the smaller G5 and G6 sizes (a burst figure); set your instance type's figure.",
    source: 'https://aws.amazon.com/ec2/instance-types/g5/ (network bandwidth per size)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksNvmeWriteMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 30_000,
    description: 'Local NVMe instance store throughput ("roughly 30 GB/s"), shared by the pods starting on the node.',
    source:
      'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html (NVMe roughly 30 GB/s against roughly 1 GB/s for root EBS)',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksEbsWriteMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: 1_000,
    description: 'Root EBS volume throughput ("roughly 1 GB/s"), the download target when the node has no local NVMe.',
    source: 'https://docs.aws.amazon.com/eks/latest/userguide/ml-inference-fast-model-loading.html',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksSnapshotHydrationMBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: (300 * 1024 * 1024) / 1e6,
    description:
      'Read throughput of an EBS data volume restored from an image-cache snapshot: 300 MiB/s, the highest volumeInitializationRate an EC2NodeClass accepts. Without that setting, blocks load lazily from S3 at an unpublished rate.',
    source:
      'Karpenter v1.14 EC2NodeClass CRD, blockDeviceMappings[].ebs.volumeInitializationRate (100-300 MiB/s); reference sheet aws-eks.md §2.4',
    basis: EstimateBasis.DERIVED,
  },
  {
    name: 'eksStreamerS3MBps',
    platform: EKS,
    unit: EstimateUnit.MEGABYTES_PER_SECOND,
    value: (3.51 * 1024 ** 3) / 1e6,
    description:
      "What one instance's Run:ai Model Streamer reads from S3 into GPU memory (ModelStorage.objectStorageStream()): 3.51 GiB/s, Meta-Llama-3-8B (bf16, one safetensors file) streamed from S3 in 4.24 s on a g5.12xlarge (40 Gb/s network) with streamer 0.6.0. The benchmark does not give its concurrency: the engine's streamer concurrency must be raised to reach it (vLLM --model-loader-extra-config '{\"concurrency\":N}'; the streamer's default for object storage is 8). The node's network (eksNodeNetworkGbps) caps it.",
    source:
      'https://github.com/run-ai/runai-model-streamer/blob/master/docs/src/benchmarks.md (AWS S3: 4.24 s, 3.51 GiB/s); concurrency default: docs/src/env-vars.md',
    basis: EstimateBasis.PUBLISHED,
  },
  {
    name: 'eksNodeProvisioningSeconds',
    platform: EKS,
    unit: EstimateUnit.SECONDS,
    description:
      "Time from Karpenter launching a GPU node for a pending pod to the node being Ready with its GPUs allocatable (EC2 launch, boot, kubelet join, NVIDIA device plugin). No one publishes a figure for it, so every on-demand EKS estimate names it as left out; set it from your own measurement (a NodeClaim's creation to its node's Ready condition) to count it.",
    source: 'none published: Karpenter and EKS document no node launch or GPU readiness time',
    basis: EstimateBasis.ASSUMPTION,
  },
  {
    name: 'eksStartsPerNode',
    platform: EKS,
    unit: EstimateUnit.COUNT,
    value: 1,
    description: 'Pods that cold-start on the same node at once, sharing its network and disk (one GPU pod per node is assumed).',
    source: 'none: depends on your instance type and GPU requests',
    basis: EstimateBasis.ASSUMPTION,
  },
  internetDownloadParameter(EKS, EKS_INTERNET_PARAMETER),
];
