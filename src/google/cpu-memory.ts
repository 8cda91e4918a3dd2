import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { Size } from '../core/size';
import { CloudRunGpuSpec } from './gpu-type';

/** The memory Cloud Run allows with one vCPU count. */
export interface CpuMemoryRange {
  readonly cpu: number;
  readonly minMemory: Size;
  readonly maxMemory: Size;
}

/**
 * Cloud Run's "vCPU and memory" table, the same for services and worker pools (run/docs/configuring/
 * services/cpu and workerpools/memory-limits: "4 vCPU: 2 to 16 GiB; 6 vCPU: 4 to 24 GiB; 8 vCPU: 4 to
 * 32 GiB", that is "more than 16 GiB needs 6 vCPU, more than 24 GiB needs 8"). Cloud Run rejects a
 * revision outside it at deploy time; the pages document no row above 8 vCPU (the RTX PRO 6000's 20).
 */
export const CPU_MEMORY_TABLE: readonly CpuMemoryRange[] = [
  { cpu: 1, minMemory: Size.mebibytes(128), maxMemory: Size.gibibytes(4) },
  { cpu: 2, minMemory: Size.mebibytes(128), maxMemory: Size.gibibytes(8) },
  { cpu: 4, minMemory: Size.gibibytes(2), maxMemory: Size.gibibytes(16) },
  { cpu: 6, minMemory: Size.gibibytes(4), maxMemory: Size.gibibytes(24) },
  { cpu: 8, minMemory: Size.gibibytes(4), maxMemory: Size.gibibytes(32) },
];

/** The memory range of a vCPU count, when Cloud Run documents one. */
export function cpuMemoryRange(cpu: number): CpuMemoryRange | undefined {
  return CPU_MEMORY_TABLE.find((row) => row.cpu === cpu);
}

/** True when a vCPU count may have this much memory, or when Cloud Run documents no range for it. */
export function cpuAllowsMemory(cpu: number, memory: Size): boolean {
  const range = cpuMemoryRange(cpu);
  return !range || (!memory.isLessThan(range.minMemory) && !memory.isGreaterThan(range.maxMemory));
}

/** What the vCPU choice needs. */
export interface CpuChoiceInput {
  readonly spec: CloudRunGpuSpec;
  /** The vCPUs the user set, already checked against the GPU type. */
  readonly requested?: number;
  /** The container's memory limit, as it will be set. */
  readonly memory: Size;
  /** True when the user set the memory limit, false when the construct sized it. */
  readonly memorySet: boolean;
}

/**
 * The vCPUs of an instance, consistent with its memory limit: without `cpu`, the smallest count the
 * GPU type allows whose memory range holds the limit; with `cpu`, that count, or an error when Cloud
 * Run would refuse it with this memory.
 */
export function resolveCpuForMemory(scope: IConstruct, input: CpuChoiceInput): number {
  const { spec, memory } = input;
  const candidates = spec.allowedCpus ?? [spec.minCpu];
  const fitting = candidates.find((cpu) => cpuAllowsMemory(cpu, memory));
  if (input.requested === undefined) {
    if (fitting === undefined) throw mismatch(scope, input, candidates[candidates.length - 1], undefined);
    return fitting;
  }
  if (!cpuAllowsMemory(input.requested, memory)) throw mismatch(scope, input, input.requested, fitting);
  return input.requested;
}

function mismatch(scope: IConstruct, input: CpuChoiceInput, cpu: number, fitting: number | undefined): ValidationError {
  const range = cpuMemoryRange(cpu)!;
  const memoryText = `${input.memory}${input.memorySet ? '' : ' (the smallest limit that holds the serving process and the model strategy)'}`;
  const fix = [
    fitting !== undefined
      ? `set cpu to ${fitting}${input.requested !== undefined ? ', or leave cpu unset to get the smallest count that fits' : ''}`
      : undefined,
    input.memory.isGreaterThan(range.maxMemory)
      ? `lower the memory to at most ${range.maxMemory}${input.memorySet ? '' : ' (a smaller file cache, model or servingProcessMemory)'}`
      : `raise memory to at least ${range.minMemory}`,
  ]
    .filter((text): text is string => !!text)
    .join(', or ');
  // The vCPUs the user set are what is checked against the memory; without them, the memory is at fault.
  const [property, value] = input.requested !== undefined ? ['cpu', String(cpu)] : ['memory', String(input.memory)];
  return new ValidationError(
    'GPUM-CR-CPU-MEMORY',
    `cpu ${cpu} allows ${range.minMemory} to ${range.maxMemory} of memory on Cloud Run, but the memory limit is ${memoryText}; Cloud Run rejects the revision. Fix: ${fix}`,
    scope,
    { property, value, fix },
  );
}
