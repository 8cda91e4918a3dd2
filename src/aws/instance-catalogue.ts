/**
 * The EC2 NVIDIA GPU instance types Karpenter can launch, with the labels a NodePool requirement
 * selects them by, and what a workload needs to know to be sure it can be scheduled: GPUs, GPU
 * memory, local NVMe and network bandwidth.
 *
 * Sources (shared/reference/gpu-catalogue.md §1):
 * - vCPU, memory, GPU name, count and memory (MiB per GPU), local NVMe (GB) and baseline network
 *   bandwidth: Karpenter's generated instance-types page for v1.14
 *   (aws/karpenter-provider-aws `website/content/en/v1.14/reference/instance-types.md` @ 1d927085,
 *   from EC2 DescribeInstanceTypes in us-east-1, us-east-2 and us-west-2), whose labels are built in
 *   `pkg/providers/instancetype/types.go`; bandwidth from `zz_generated.bandwidth.go` at tag v1.14.1.
 * - Mountpoint's throughput figure: the instance table Mountpoint for S3 auto-detects its target
 *   from (awslabs/mountpoint-s3 `mountpoint-s3-fs/src/autoconfigure/instance_throughput.rs`
 *   @ 58817cab, EC2 `NetworkInfo.NetworkPerformance`, the peak figure).
 */

/** One EC2 GPU instance type, as Karpenter labels it. */
export interface EksGpuInstanceType {
  /** `g5.xlarge` (`node.kubernetes.io/instance-type`). */
  readonly instanceType: string;
  /** `g5` (`karpenter.k8s.aws/instance-family`). */
  readonly family: string;
  /** `a10g` (`karpenter.k8s.aws/instance-gpu-name`). */
  readonly gpuName: string;
  /** GPUs per instance (`karpenter.k8s.aws/instance-gpu-count`); 0 for fractional GPUs (g6f, gr6f). */
  readonly gpuCount: number;
  /** Memory of one GPU in MiB (`karpenter.k8s.aws/instance-gpu-memory`, per GPU). */
  readonly gpuMemoryMiB: number;
  /** vCPUs (`karpenter.k8s.aws/instance-cpu`). */
  readonly vcpus: number;
  /** Memory in GiB (`karpenter.k8s.aws/instance-memory` / 1024). */
  readonly memoryGiB: number;
  /** Local NVMe instance store in GB (`karpenter.k8s.aws/instance-local-nvme`); 0 when there is none (no label). */
  readonly localNvmeGb: number;
  /** Baseline network bandwidth in Gb/s (`karpenter.k8s.aws/instance-network-bandwidth` / 1000). */
  readonly networkBandwidthGbps: number;
  /** The network performance Mountpoint for S3 targets on this type when it can detect it (EC2's peak figure), in Gb/s. */
  readonly mountpointThroughputGbps: number;
  /** `amd64` or `arm64` (`kubernetes.io/arch`). */
  readonly architecture: string;
}

/** A family's GPU and architecture (gpu-catalogue.md §1.2, from the v1.14 instance-types page). */
interface FamilyFacts {
  readonly gpuName: string;
  readonly architecture: string;
}

const FAMILIES: Readonly<Record<string, FamilyFacts>> = {
  g4dn: { gpuName: 't4', architecture: 'amd64' },
  g5: { gpuName: 'a10g', architecture: 'amd64' },
  g5g: { gpuName: 't4g', architecture: 'arm64' },
  g6: { gpuName: 'l4', architecture: 'amd64' },
  gr6: { gpuName: 'l4', architecture: 'amd64' },
  g6e: { gpuName: 'l40s', architecture: 'amd64' },
  g6f: { gpuName: 'l4', architecture: 'amd64' },
  gr6f: { gpuName: 'l4', architecture: 'amd64' },
  g7: { gpuName: 'rtx-pro-4500', architecture: 'amd64' },
  g7e: { gpuName: 'rtx-pro-server-6000', architecture: 'amd64' },
  p4d: { gpuName: 'a100', architecture: 'amd64' },
  p4de: { gpuName: 'a100', architecture: 'amd64' },
  p5: { gpuName: 'h100', architecture: 'amd64' },
  p5e: { gpuName: 'h200', architecture: 'amd64' },
  p5en: { gpuName: 'h200', architecture: 'amd64' },
  'p6-b200': { gpuName: 'b200', architecture: 'amd64' },
  'p6-b300': { gpuName: 'b300', architecture: 'amd64' },
};

/**
 * Per size (gpu-catalogue.md §1.3): type, vCPU, memory GiB, GPUs, MiB per GPU, local NVMe GB (0:
 * none), baseline Gb/s (Karpenter tag v1.14.1), Mountpoint Gb/s (mountpoint-s3 main @ 58817cab; the
 * g6f, gr6f, g7, g7e, p4de, p5.4xlarge and p6 rows are missing from the table released Mountpoint
 * 1.22.3/1.23.0 carry, which then falls back to 10 Gb/s even with IMDS). g7's bandwidth is being
 * revised upstream; these are the tag v1.14.1 values.
 */
type Row = readonly [string, number, number, number, number, number, number, number];
const ROWS: readonly Row[] = [
  ['g4dn.xlarge', 4, 16, 1, 16384, 125, 5, 25],
  ['g4dn.2xlarge', 8, 32, 1, 16384, 225, 10, 25],
  ['g4dn.4xlarge', 16, 64, 1, 16384, 225, 20, 25],
  ['g4dn.8xlarge', 32, 128, 1, 16384, 900, 50, 50],
  ['g4dn.12xlarge', 48, 192, 4, 16384, 900, 50, 50],
  ['g4dn.16xlarge', 64, 256, 1, 16384, 900, 50, 50],
  ['g4dn.metal', 96, 384, 8, 16384, 1800, 100, 100],
  ['g5.xlarge', 4, 16, 1, 22888, 250, 2.5, 10],
  ['g5.2xlarge', 8, 32, 1, 22888, 450, 5, 10],
  ['g5.4xlarge', 16, 64, 1, 22888, 600, 10, 25],
  ['g5.8xlarge', 32, 128, 1, 22888, 900, 25, 25],
  ['g5.12xlarge', 48, 192, 4, 22888, 3800, 40, 40],
  ['g5.16xlarge', 64, 256, 1, 22888, 1900, 25, 25],
  ['g5.24xlarge', 96, 384, 4, 22888, 3800, 50, 50],
  ['g5.48xlarge', 192, 768, 8, 22888, 7600, 100, 100],
  ['g5g.xlarge', 4, 8, 1, 16384, 0, 1.25, 10],
  ['g5g.2xlarge', 8, 16, 1, 16384, 0, 2.5, 10],
  ['g5g.4xlarge', 16, 32, 1, 16384, 0, 5, 10],
  ['g5g.8xlarge', 32, 64, 1, 16384, 0, 12, 12],
  ['g5g.16xlarge', 64, 128, 2, 16384, 0, 25, 25],
  ['g5g.metal', 64, 128, 2, 16384, 0, 25, 25],
  ['g6.xlarge', 4, 16, 1, 22888, 250, 2.5, 10],
  ['g6.2xlarge', 8, 32, 1, 22888, 450, 5, 10],
  ['g6.4xlarge', 16, 64, 1, 22888, 600, 10, 25],
  ['g6.8xlarge', 32, 128, 1, 22888, 900, 25, 25],
  ['g6.12xlarge', 48, 192, 4, 22888, 3760, 40, 40],
  ['g6.16xlarge', 64, 256, 1, 22888, 1880, 25, 25],
  ['g6.24xlarge', 96, 384, 4, 22888, 3760, 50, 50],
  ['g6.48xlarge', 192, 768, 8, 22888, 7520, 100, 100],
  ['g6e.xlarge', 4, 32, 1, 45776, 250, 2.5, 20],
  ['g6e.2xlarge', 8, 64, 1, 45776, 450, 5, 20],
  ['g6e.4xlarge', 16, 128, 1, 45776, 600, 20, 20],
  ['g6e.8xlarge', 32, 256, 1, 45776, 900, 25, 25],
  ['g6e.12xlarge', 48, 384, 4, 45776, 3800, 100, 100],
  ['g6e.16xlarge', 64, 512, 1, 45776, 1900, 35, 35],
  ['g6e.24xlarge', 96, 768, 4, 45776, 3800, 200, 200],
  ['g6e.48xlarge', 192, 1536, 8, 45776, 7600, 400, 400],
  ['g6f.large', 2, 8, 0, 2861, 100, 1.5, 10],
  ['g6f.xlarge', 4, 16, 0, 2861, 100, 2.5, 10],
  ['g6f.2xlarge', 8, 32, 0, 5722, 200, 5, 10],
  ['g6f.4xlarge', 16, 64, 0, 11444, 450, 10, 25],
  ['g7.2xlarge', 8, 32, 1, 32768, 440, 60, 60],
  ['g7.4xlarge', 16, 64, 1, 32768, 875, 60, 100],
  ['g7.8xlarge', 32, 128, 1, 32768, 930, 80, 100],
  ['g7.12xlarge', 48, 192, 2, 32768, 1900, 175, 175],
  ['g7.24xlarge', 96, 384, 4, 32768, 3800, 350, 350],
  ['g7.48xlarge', 192, 768, 8, 32768, 7600, 700, 700],
  ['g7e.2xlarge', 8, 64, 1, 98304, 1900, 50, 50],
  ['g7e.4xlarge', 16, 128, 1, 98304, 1900, 50, 50],
  ['g7e.8xlarge', 32, 256, 1, 98304, 1900, 100, 100],
  ['g7e.12xlarge', 48, 512, 2, 98304, 3800, 400, 400],
  ['g7e.24xlarge', 96, 1024, 4, 98304, 7600, 800, 800],
  ['g7e.48xlarge', 192, 2048, 8, 98304, 15200, 1600, 1600],
  ['gr6.4xlarge', 16, 128, 1, 22888, 600, 10, 25],
  ['gr6.8xlarge', 32, 256, 1, 22888, 900, 25, 25],
  ['gr6f.4xlarge', 16, 128, 0, 11444, 450, 10, 25],
  ['p4d.24xlarge', 96, 1152, 8, 40960, 8000, 400, 400],
  ['p4de.24xlarge', 96, 1152, 8, 81920, 8000, 400, 400],
  ['p5.4xlarge', 16, 256, 1, 81920, 3800, 100, 100],
  ['p5.48xlarge', 192, 2048, 8, 81920, 30400, 3200, 3200],
  ['p5e.48xlarge', 192, 2048, 8, 144384, 30400, 3200, 3200],
  ['p5en.48xlarge', 192, 2048, 8, 144384, 30400, 3200, 3200],
  ['p6-b200.48xlarge', 192, 2048, 8, 183359, 30400, 3200, 3200],
  ['p6-b300.48xlarge', 192, 4096, 8, 275040, 30400, 6400, 6400],
];

/** Every catalogued type, in the table's order. */
export const EKS_GPU_INSTANCE_TYPES: readonly EksGpuInstanceType[] = ROWS.map(
  ([instanceType, vcpus, memoryGiB, gpuCount, gpuMemoryMiB, localNvmeGb, networkBandwidthGbps, mountpointThroughputGbps]) => {
    const family = instanceType.split('.')[0];
    return {
      instanceType,
      family,
      gpuName: FAMILIES[family].gpuName,
      gpuCount,
      gpuMemoryMiB,
      vcpus,
      memoryGiB,
      localNvmeGb,
      networkBandwidthGbps,
      mountpointThroughputGbps,
      architecture: FAMILIES[family].architecture,
    };
  },
);

/** True when the family is in the catalogue. */
export function isCataloguedFamily(family: string): boolean {
  return Object.prototype.hasOwnProperty.call(FAMILIES, family);
}

/** The catalogued NVIDIA GPU families. */
export function cataloguedFamilies(): string[] {
  return Object.keys(FAMILIES);
}

/**
 * Families that can never carry an NVIDIA GPU: every EC2 family outside the `g` (graphics) and `p`
 * (accelerated computing) categories, and the accelerator families inside them that are not NVIDIA
 * (g4ad: AMD Radeon Pro V520, gpu-catalogue.md §1.2). A `g`/`p` family the catalogue does not know
 * (p3dn, a family newer than the catalogue) may be NVIDIA: it is not refused, only not checked.
 */
export function isNonNvidiaFamily(family: string): boolean {
  if (family === 'g4ad') return true;
  return !/^[gp]/.test(family);
}

/** The labels Karpenter puts on a node of this type (the ones a requirement here can name). */
export function instanceTypeLabels(type: EksGpuInstanceType): Record<string, string> {
  // Karpenter's instance type scheme: category letters, an optional "-<n>tb", the generation digits.
  const scheme = /^([a-z]+)(-[0-9]+tb)?([0-9]+).*\./.exec(type.instanceType);
  const labels: Record<string, string> = {
    'node.kubernetes.io/instance-type': type.instanceType,
    'kubernetes.io/arch': type.architecture,
    'kubernetes.io/os': 'linux',
    'karpenter.k8s.aws/instance-family': type.family,
    'karpenter.k8s.aws/instance-size': type.instanceType.split('.')[1],
    'karpenter.k8s.aws/instance-cpu': String(type.vcpus),
    'karpenter.k8s.aws/instance-memory': String(type.memoryGiB * 1024),
    'karpenter.k8s.aws/instance-gpu-name': type.gpuName,
    'karpenter.k8s.aws/instance-gpu-manufacturer': 'nvidia',
    'karpenter.k8s.aws/instance-gpu-count': String(type.gpuCount),
    'karpenter.k8s.aws/instance-gpu-memory': String(type.gpuMemoryMiB),
    'karpenter.k8s.aws/instance-network-bandwidth': String(Math.round(type.networkBandwidthGbps * 1000)),
  };
  if (scheme) {
    labels['karpenter.k8s.aws/instance-category'] = scheme[1];
    labels['karpenter.k8s.aws/instance-generation'] = scheme[3];
  }
  // Set only when the type has NVMe instance store (types.go).
  if (type.localNvmeGb > 0) labels['karpenter.k8s.aws/instance-local-nvme'] = String(type.localNvmeGb);
  return labels;
}

/** The label keys {@link instanceTypeLabels} knows: a requirement on any other key is not evaluated. */
export const EVALUATED_LABELS: readonly string[] = [
  'node.kubernetes.io/instance-type',
  'kubernetes.io/arch',
  'kubernetes.io/os',
  'karpenter.k8s.aws/instance-family',
  'karpenter.k8s.aws/instance-size',
  'karpenter.k8s.aws/instance-cpu',
  'karpenter.k8s.aws/instance-memory',
  'karpenter.k8s.aws/instance-gpu-name',
  'karpenter.k8s.aws/instance-gpu-manufacturer',
  'karpenter.k8s.aws/instance-gpu-count',
  'karpenter.k8s.aws/instance-gpu-memory',
  'karpenter.k8s.aws/instance-network-bandwidth',
  'karpenter.k8s.aws/instance-category',
  'karpenter.k8s.aws/instance-generation',
  'karpenter.k8s.aws/instance-local-nvme',
];
