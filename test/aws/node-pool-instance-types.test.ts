import { CpuArchitecture, EKS_GPU_INSTANCE_TYPES, GpuNodeClass, GpuNodeClassProps, RequirementOperator } from '../../src/aws';
import { collectAdvice } from '../../src/core/advice';
import { TerraformStack, Testing } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';

function nodeClass(props: Partial<GpuNodeClassProps> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const gpus = new GpuNodeClass(stack, 'Gpus', { clusterName: 'demo', ...props });
  return { stack, gpus };
}

const advice = (stack: TerraformStack, id: string) => collectAdvice(stack).filter((a) => a.id === id);
const typesOf = (gpus: GpuNodeClass) => gpus.instanceTypes!.map((t) => t.instanceType);

describe('the EKS GPU instance catalogue (gpu-catalogue.md §1.3)', () => {
  test('figures of the sheet: GPU memory per GPU in MiB, GPUs per size, NVMe, bandwidths', () => {
    const byName = Object.fromEntries(EKS_GPU_INSTANCE_TYPES.map((t) => [t.instanceType, t]));
    expect(byName['g5.xlarge']).toEqual({
      instanceType: 'g5.xlarge',
      family: 'g5',
      gpuName: 'a10g',
      gpuCount: 1,
      gpuMemoryMiB: 22888,
      vcpus: 4,
      memoryGiB: 16,
      localNvmeGb: 250,
      networkBandwidthGbps: 2.5,
      mountpointThroughputGbps: 10,
      architecture: 'amd64',
    });
    expect(byName['p5.48xlarge']).toMatchObject({ gpuName: 'h100', gpuCount: 8, gpuMemoryMiB: 81920, localNvmeGb: 30400 });
    expect(byName['g6e.48xlarge']).toMatchObject({ gpuName: 'l40s', gpuMemoryMiB: 45776, mountpointThroughputGbps: 400 });
    expect(byName['g5g.xlarge']).toMatchObject({ architecture: 'arm64', localNvmeGb: 0 });
    expect(byName['g6f.large']).toMatchObject({ gpuCount: 0 });
    expect(new Set(EKS_GPU_INSTANCE_TYPES.map((t) => t.instanceType)).size).toBe(EKS_GPU_INSTANCE_TYPES.length);
  });
});

describe('GpuNodeClass: what the NodePool can launch', () => {
  test('by default: every g5, g6 and g6e size (all have NVMe), none above the 8-GPU limit', () => {
    const { gpus } = nodeClass();
    expect(gpus.gpuLimit).toBe(8);
    expect(typesOf(gpus)).toHaveLength(24);
    expect(new Set(gpus.instanceTypes!.map((t) => t.family))).toEqual(new Set(['g5', 'g6', 'g6e']));
  });

  test('requirements and limits narrow it the way Karpenter filters: minLocalNvme, gpuLimit, instance-size', () => {
    expect(typesOf(nodeClass({ instanceFamilies: ['g6e'], minLocalNvme: Size.gibibytes(3000) }).gpus)).toEqual([
      'g6e.12xlarge',
      'g6e.24xlarge',
      'g6e.48xlarge',
    ]);
    expect(typesOf(nodeClass({ instanceFamilies: ['g6e'], gpuLimit: 4 }).gpus)).not.toContain('g6e.48xlarge');
    expect(
      typesOf(
        nodeClass({
          instanceFamilies: ['g6'],
          additionalRequirements: [{ key: 'karpenter.k8s.aws/instance-size', operator: RequirementOperator.IN, values: ['12xlarge'] }],
        }).gpus,
      ),
    ).toEqual(['g6.12xlarge']);
  });

  test('a family without NVIDIA GPUs is an error (GPUM-EKS-INSTANCE-FAMILY)', () => {
    for (const family of ['m5', 'g4ad', 'inf2', 'trn1']) {
      const error = thrown(() => nodeClass({ instanceFamilies: ['g6', family] }));
      expect(error.code).toBe('GPUM-EKS-INSTANCE-FAMILY');
      expect(error.message).toContain(`"${family}" has no NVIDIA GPU`);
      expect(error.constructPath).toBe('test/Gpus');
      expect(error.value).toBe(family);
    }
  });

  test('a family with no local NVMe while RAID0 is on is an error; with RAID0 off it is launchable', () => {
    const error = thrown(() =>
      nodeClass({ instanceFamilies: ['g6', 'g5g'], architectures: [CpuArchitecture.ARM64, CpuArchitecture.AMD64] }),
    );
    expect(error.code).toBe('GPUM-EKS-INSTANCE-FAMILY');
    expect(error.message).toContain('it has no local NVMe, which instanceStoreRaid0 requires');
    const { gpus } = nodeClass({
      instanceFamilies: ['g5g'],
      architectures: [CpuArchitecture.ARM64],
      instanceStoreRaid0: false,
    });
    expect(typesOf(gpus)).toContain('g5g.xlarge');
  });

  test('a listed family ruled out by another requirement or a limit is an error; a default one is not', () => {
    expect(thrown(() => nodeClass({ instanceFamilies: ['g6', 'p5'], gpuNames: ['l4'] })).message).toContain(
      'instance-gpu-name is h100, not In l4',
    );
    expect(thrown(() => nodeClass({ instanceFamilies: ['g6', 'p5e'], gpuLimit: 4 })).message).toContain('its 8 GPUs exceed gpuLimit 4');
    // The defaults narrowed by gpuNames: g5 and g6e drop out silently, g6 stays.
    expect(new Set(nodeClass({ gpuNames: ['l4'] }).gpus.instanceTypes!.map((t) => t.family))).toEqual(new Set(['g6']));
  });

  test('requirements that rule out every type are an error (GPUM-EKS-NO-INSTANCE-TYPE)', () => {
    expect(thrown(() => nodeClass({ gpuNames: ['h100'] })).code).toBe('GPUM-EKS-NO-INSTANCE-TYPE');
    expect(thrown(() => nodeClass({ architectures: [CpuArchitecture.ARM64] })).code).toBe('GPUM-EKS-NO-INSTANCE-TYPE');
  });

  test('minLocalNvme beyond every listed family is an error (GPUM-EKS-MIN-NVME)', () => {
    const error = thrown(() => nodeClass({ instanceFamilies: ['g5'], minLocalNvme: Size.tebibytes(8) }));
    expect(error.code).toBe('GPUM-EKS-MIN-NVME');
    expect(error.message).toContain('7600 GB (g5.48xlarge)');
    expect(error.property).toBe('minLocalNvme');
    expect(() => nodeClass({ instanceFamilies: ['g5', 'p5'], minLocalNvme: Size.tebibytes(8) })).toThrow(/GPUM-EKS-INSTANCE-FAMILY/);
    expect(() => nodeClass({ instanceFamilies: ['p5'], minLocalNvme: Size.tebibytes(8) })).not.toThrow();
  });

  test('a family outside the catalogue is warned about, and the pool has no known instance types', () => {
    const { stack, gpus } = nodeClass({ instanceFamilies: ['g6', 'p3dn'] });
    expect(advice(stack, 'GPUM-EKS-INSTANCE-FAMILY-UNKNOWN')).toHaveLength(1);
    expect(gpus.instanceTypes).toBeUndefined();
  });

  test('fractional-GPU families are warned about (Karpenter sees 0 GPUs)', () => {
    const { stack } = nodeClass({ instanceFamilies: ['g6', 'g6f'] });
    expect(advice(stack, 'GPUM-EKS-INSTANCE-FAMILY-FRACTIONAL')[0].message).toContain('g6f');
  });

  test('a NodePool made elsewhere knows its instance types from its families', () => {
    const pool = GpuNodeClass.fromNodePoolAttributes({
      nodePoolName: 'elsewhere',
      instanceFamilies: ['g6e'],
      instanceStoreRaid0: true,
      minLocalNvme: Size.gibibytes(1000),
      gpuLimit: 4,
    });
    expect(pool.instanceTypes!.map((t) => t.instanceType)).toEqual(['g6e.12xlarge', 'g6e.16xlarge', 'g6e.24xlarge']);
    expect(GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'x' }).instanceTypes).toBeUndefined();
    expect(GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'x', instanceFamilies: ['p3dn'] }).instanceTypes).toBeUndefined();
  });
});
