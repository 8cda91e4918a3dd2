import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { requireLiteralString } from '../core/contract';
import { Size } from '../core/size';
import { FcGpuType } from './gpu-type';

/**
 * The alicloud provider's own limits (resource_alicloud_fcv3_function.go, v1.289.0): its validators
 * run inside the provider binary, so no escape hatch gets past them.
 */
export const PROVIDER_GPU_TYPES: readonly FcGpuType[] = [FcGpuType.TESLA_1, FcGpuType.AMPERE_1, FcGpuType.ADA_1];
export const PROVIDER_MAX_MEMORY_MIB = 32768;
export const PROVIDER_MAX_CPU = 16;

/** A vCPU and memory pair a GPU type offers. */
export interface FcGpuSpecOption {
  readonly cpu: number;
  readonly memoryMiB: number;
}

/** One GPU type's allowed specs. Source: Function Compute billing FAQ spec table (alicloud-fc.md §6). */
export interface FcGpuSpec {
  readonly gpuType: FcGpuType;
  /** The whole card's memory: Function Compute sells whole cards only. */
  readonly gpuMemoryMiB: number;
  /** vCPU and memory pairs the type allows, smallest first. Empty when the type allows a range. */
  readonly fixedSpecs: FcGpuSpecOption[];
  /** For ranged types: vCPU in steps of 0.05 up to this. */
  readonly maxCpu?: number;
  /** For ranged types: memory in multiples of 64 MiB from 128 up to this. */
  readonly maxMemoryMiB?: number;
  /**
   * Whether provisioned (resident) instances may be bound. The instance-types page: "Provisioned/Resident
   * instances can only be bound to GPU functions of the Ada, Ada.2, Ada.3, Hopper, Xpu.1 series".
   */
  readonly supportsProvisioned: boolean;
}

export const FC_GPU_SPECS: Record<FcGpuType, FcGpuSpec> = {
  // 16 GB T4: vCPU 0.05 to GPU GB / 2, memory 128 MB to GPU GB x 2048 (billing FAQ).
  [FcGpuType.TESLA_1]: {
    gpuType: FcGpuType.TESLA_1,
    gpuMemoryMiB: 16384,
    fixedSpecs: [],
    maxCpu: 8,
    maxMemoryMiB: 32768,
    supportsProvisioned: false,
  },
  // 24 GB A10: absent from the newest table; the tesla rule applied to 24 GB, capped by the provider (unverified).
  [FcGpuType.AMPERE_1]: {
    gpuType: FcGpuType.AMPERE_1,
    gpuMemoryMiB: 24576,
    fixedSpecs: [],
    maxCpu: 12,
    maxMemoryMiB: 32768,
    supportsProvisioned: false,
  },
  [FcGpuType.ADA_1]: {
    gpuType: FcGpuType.ADA_1,
    gpuMemoryMiB: 49152,
    fixedSpecs: [
      { cpu: 4, memoryMiB: 32768 },
      { cpu: 8, memoryMiB: 65536 },
      { cpu: 16, memoryMiB: 98304 },
    ],
    supportsProvisioned: true,
  },
  [FcGpuType.ADA_2]: {
    gpuType: FcGpuType.ADA_2,
    gpuMemoryMiB: 24576,
    fixedSpecs: [
      { cpu: 8, memoryMiB: 32768 },
      { cpu: 16, memoryMiB: 65536 },
    ],
    supportsProvisioned: true,
  },
  [FcGpuType.ADA_3]: {
    gpuType: FcGpuType.ADA_3,
    gpuMemoryMiB: 49152,
    fixedSpecs: [
      { cpu: 8, memoryMiB: 65536 },
      { cpu: 16, memoryMiB: 98304 },
    ],
    supportsProvisioned: true,
  },
  [FcGpuType.HOPPER_1]: {
    gpuType: FcGpuType.HOPPER_1,
    gpuMemoryMiB: 98304,
    fixedSpecs: [{ cpu: 16, memoryMiB: 98304 }],
    supportsProvisioned: true,
  },
  [FcGpuType.XPU_1]: {
    gpuType: FcGpuType.XPU_1,
    gpuMemoryMiB: 98304,
    fixedSpecs: [{ cpu: 16, memoryMiB: 98304 }],
    supportsProvisioned: true,
  },
};

/** The spec a function gets. */
export interface ResolvedGpuSpec {
  readonly gpuType: FcGpuType;
  readonly gpuMemoryMiB: number;
  readonly cpu: number;
  readonly memoryMiB: number;
}

/** Checks a requested spec against the spec table and the provider's validators, filling defaults. */
export function resolveGpuSpec(
  scope: IConstruct,
  gpuType: FcGpuType,
  requested: { cpu?: number; memoryMiB?: number; gpuMemory?: Size },
): ResolvedGpuSpec {
  requireLiteralString(
    scope,
    'GPUM-FC-GPU-TYPE',
    'gpuType',
    gpuType,
    "the library picks the GPU spec (vCPU, memory, the card's memory) and checks the model fits by it at synth",
  );
  const spec = FC_GPU_SPECS[gpuType];
  if (!spec) {
    const fix = `Use one of: ${PROVIDER_GPU_TYPES.join(', ')}`;
    throw new ValidationError('GPUM-FC-GPU-TYPE', `unknown GPU type "${gpuType}". ${fix}`, scope, {
      property: 'gpuType',
      value: gpuType,
      fix,
    });
  }
  if (!PROVIDER_GPU_TYPES.includes(gpuType)) {
    const fix =
      'Use one of those types, or deploy this function through ROS (ALIYUN::FC3::Function) until the provider accepts the newer types';
    throw new ValidationError(
      'GPUM-FC-GPU-TYPE',
      `GPU type "${gpuType}" is offered by Function Compute, but the alicloud Terraform provider (1.289) only accepts ${PROVIDER_GPU_TYPES.join(
        ', ',
      )} in gpu_config.gpu_type and memory_size <= ${PROVIDER_MAX_MEMORY_MIB}; its validator runs inside the provider, so no override gets past it. ${fix}`,
      scope,
      { property: 'gpuType', value: gpuType, fix },
    );
  }

  const gpuMemoryMiB = requested.gpuMemory?.toMebibytes() ?? spec.gpuMemoryMiB;
  if (gpuMemoryMiB !== spec.gpuMemoryMiB) {
    const fix = 'Leave gpuMemorySize unset';
    throw new ValidationError(
      'GPUM-FC-GPU-MEMORY',
      `gpuMemorySize ${requested.gpuMemory} does not match ${gpuType}: Function Compute sells whole cards only, so it must be ${Size.mebibytes(
        spec.gpuMemoryMiB,
      )} (${spec.gpuMemoryMiB} MB). ${fix}`,
      scope,
      { property: 'gpuMemorySize', value: String(requested.gpuMemory), fix },
    );
  }

  if (spec.fixedSpecs.length > 0) {
    return resolveFixedSpec(scope, spec, requested.cpu, requested.memoryMiB);
  }
  return resolveRangedSpec(scope, spec, requested.cpu, requested.memoryMiB);
}

function resolveFixedSpec(scope: IConstruct, spec: FcGpuSpec, cpu?: number, memoryMiB?: number): ResolvedGpuSpec {
  const expressible = spec.fixedSpecs.filter((s) => s.memoryMiB <= PROVIDER_MAX_MEMORY_MIB);
  const describe = (list: FcGpuSpecOption[]) => list.map((s) => `${s.cpu} vCPU / ${s.memoryMiB} MB`).join(', ');
  const match = spec.fixedSpecs.find((s) => (cpu === undefined || s.cpu === cpu) && (memoryMiB === undefined || s.memoryMiB === memoryMiB));
  if (!match) {
    const fix = `Use ${describe(expressible)}`;
    const { property, value } = givenSpec(spec, cpu, memoryMiB);
    throw new ValidationError(
      'GPUM-FC-GPU-SPEC',
      `${spec.gpuType} does not offer cpu ${cpu ?? '(default)'} with memorySizeMiB ${memoryMiB ?? '(default)'}: its specs are ${describe(
        spec.fixedSpecs,
      )}. ${fix}`,
      scope,
      { property, value, fix },
    );
  }
  const chosen = cpu === undefined && memoryMiB === undefined ? expressible[0] : match;
  if (!chosen || chosen.memoryMiB > PROVIDER_MAX_MEMORY_MIB) {
    const fix = `Use ${describe(expressible)}, or deploy through ROS (ALIYUN::FC3::Function) for the larger spec`;
    const { property, value } = givenSpec(spec, cpu, memoryMiB);
    throw new ValidationError(
      'GPUM-FC-MEMORY-PROVIDER-LIMIT',
      `${spec.gpuType} with ${match.cpu} vCPU needs memorySizeMiB ${match.memoryMiB}, but the alicloud provider (1.289) validates memory_size <= ${PROVIDER_MAX_MEMORY_MIB}. ${fix}`,
      scope,
      { property, value, fix },
    );
  }
  return { gpuType: spec.gpuType, gpuMemoryMiB: spec.gpuMemoryMiB, cpu: chosen.cpu, memoryMiB: chosen.memoryMiB };
}

function resolveRangedSpec(scope: IConstruct, spec: FcGpuSpec, cpu?: number, memoryMiB?: number): ResolvedGpuSpec {
  const maxCpu = Math.min(spec.maxCpu!, PROVIDER_MAX_CPU);
  const maxMemory = Math.min(spec.maxMemoryMiB!, PROVIDER_MAX_MEMORY_MIB);
  const resolvedCpu = cpu ?? maxCpu;
  const resolvedMemory = memoryMiB ?? maxMemory;
  const cpuSteps = Math.round(resolvedCpu / 0.05);
  if (resolvedCpu < 0.05 || resolvedCpu > maxCpu || Math.abs(cpuSteps * 0.05 - resolvedCpu) > 1e-9) {
    const fix = `use a multiple of 0.05 from 0.05 to ${maxCpu}`;
    throw new ValidationError('GPUM-FC-GPU-SPEC', `cpu ${resolvedCpu} is not allowed with ${spec.gpuType}: ${fix}`, scope, {
      property: 'cpu',
      value: String(resolvedCpu),
      fix,
    });
  }
  if (!Number.isInteger(resolvedMemory) || resolvedMemory < 128 || resolvedMemory > maxMemory || resolvedMemory % 64 !== 0) {
    const fix = `use a multiple of 64 from 128 to ${maxMemory}`;
    throw new ValidationError(
      resolvedMemory > PROVIDER_MAX_MEMORY_MIB ? 'GPUM-FC-MEMORY-PROVIDER-LIMIT' : 'GPUM-FC-GPU-SPEC',
      `memorySizeMiB ${resolvedMemory} is not allowed with ${spec.gpuType}: ${fix}${
        resolvedMemory > PROVIDER_MAX_MEMORY_MIB ? ` (the alicloud provider validates memory_size <= ${PROVIDER_MAX_MEMORY_MIB})` : ''
      }`,
      scope,
      { property: 'memorySizeMiB', value: String(resolvedMemory), fix },
    );
  }
  checkCpuMemoryRatio(scope, spec.gpuType, resolvedCpu, resolvedMemory, maxMemory);
  return { gpuType: spec.gpuType, gpuMemoryMiB: spec.gpuMemoryMiB, cpu: resolvedCpu, memoryMiB: resolvedMemory };
}

/** The cpu and memorySizeMiB given, as an error's property and value; gpuType when neither was, since its default spec is at fault. */
function givenSpec(spec: FcGpuSpec, cpu?: number, memoryMiB?: number): { property: string; value: string } {
  const given = Object.entries({ cpu, memorySizeMiB: memoryMiB }).filter(([, v]) => v !== undefined);
  if (given.length === 0) return { property: 'gpuType', value: spec.gpuType };
  return { property: given.map(([k]) => k).join(', '), value: given.map(([, v]) => String(v)).join(', ') };
}

/** The vCPU-to-memory (GB) ratio Function Compute documents for functions: from 1:1 to 1:4. */
export const FC_CPU_MEMORY_RATIO = { min: 1, max: 4 } as const;

/**
 * Function Compute documents a vCPU-to-memory (GB) ratio of 1:1 to 1:4, but whether it holds for the
 * ranged GPU types (tesla.1, ampere.1) is not shown by any source we found, so a pair outside it is a
 * warning, not an error:
 * - FC "Instance types and instance modes" (help.aliyun.com/document_detail/179379.html): the
 *   1:1 to 1:4 note sits under the elastic (CPU) instance table; the GPU table gives vCPU 0.05 to
 *   GPU GB / 2 and memory 128 MB to GPU GB x 2048 MB with no ratio, and defers pairs to a "GPU spec
 *   configuration table" we could not read.
 * - The alicloud provider's docs (website/docs/r/fcv3_function.html.markdown, `memory_size`) repeat
 *   the ratio for every function, with no validator; `cpu` and `memory_size` are checked by FC's API.
 * - FC's own GPU spec table breaks the ratio with fixed specs (ada.1: 4 vCPU with 32 GB, 1:8), so
 *   the CPU rule is not FC's rule for every GPU type.
 * Fixed specs come from that table and are never checked against it.
 */
function checkCpuMemoryRatio(scope: IConstruct, gpuType: FcGpuType, cpu: number, memoryMiB: number, maxMemoryMiB: number): void {
  const memoryGb = memoryMiB / 1024;
  const ratio = memoryGb / cpu;
  if (ratio >= FC_CPU_MEMORY_RATIO.min && ratio <= FC_CPU_MEMORY_RATIO.max) return;
  const low = Math.max(128, Math.ceil((cpu * FC_CPU_MEMORY_RATIO.min * 1024) / 64) * 64);
  const high = Math.min(maxMemoryMiB, Math.floor((cpu * FC_CPU_MEMORY_RATIO.max * 1024) / 64) * 64);
  // Always a non-empty range: a ranged type's vCPU (0.05 to 12) times 1 to 4 GB falls inside 128 to 32768 MB.
  const fix = `Use memorySizeMiB ${low} to ${high} with ${cpu} vCPU`;
  addWarning(
    scope,
    'GPUM-FC-CPU-MEMORY-RATIO',
    `${gpuType} with ${cpu} vCPU and ${memoryMiB} MB (${+memoryGb.toFixed(2)} GB) is a vCPU-to-memory ratio of 1:${+ratio.toFixed(
      2,
    )}; Function Compute documents 1:1 to 1:4 for functions (its CPU instance table and the provider's memory_size docs), and no source shows whether it also holds for ${gpuType}, so CreateFunction may refuse this pair. ${fix}, or keep the pair if you have deployed it`,
  );
}
