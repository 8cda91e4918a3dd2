import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { Size } from '../core/size';
import { CloudRunGpuSpec, CloudRunGpuType, gpuSpec } from './gpu-type';

/** Something that lives in the container's memory besides the serving process. */
export interface MemoryItem {
  /** What it is, for the error message: `gcsfuse file cache (in-memory volume "model-cache")`. */
  readonly label: string;
  readonly size: Size;
  /** How to shrink it, for the error message. */
  readonly fix?: string;
  /** Another way to load the model that keeps it out of memory, for the error message. */
  readonly alternative?: string;
}

/** What the memory check needs. */
export interface MemoryBudgetInput {
  readonly spec: CloudRunGpuSpec;
  /** The limit the user set, if any. */
  readonly limit?: Size;
  readonly servingProcess: Size;
  readonly items: MemoryItem[];
}

/**
 * Checks that the container's memory limit holds the serving process plus everything the model
 * strategy keeps in memory. Cloud Run's in-memory volumes, gcsfuse's cache and read-ahead buffers
 * and files written to the container's own file system are all charged to that one limit, and an
 * instance over it is killed (often mid-load, with no clear log line).
 *
 * @returns the limit to set: the user's, or the smallest whole GiB that fits, at least the GPU's minimum
 */
export function resolveMemoryLimit(scope: IConstruct, input: MemoryBudgetInput): Size {
  const { spec } = input;
  const parts = [{ label: 'the serving process (servingProcessMemory)', size: input.servingProcess }, ...input.items];
  const required = parts.reduce((total, part) => total.plus(part.size), Size.bytes(0));
  const breakdown = `${parts.map((part) => `${part.label} ${part.size}`).join(' + ')} = ${required}`;
  const fixes = input.items.map((item) => item.fix).filter((fix): fix is string => !!fix);
  const alternatives = alternativesText(spec, required, input.items);
  const maxText = spec.maxMemory ? ` (${spec.displayName} allows ${spec.minMemory} to ${spec.maxMemory})` : '';

  if (input.limit) {
    checkRange(scope, spec, input.limit);
    if (input.limit.isLessThan(required)) {
      const fix = `set memory to at least ${wholeGiB(required)}${maxText}${fixes.length ? `, or ${fixes.join(', or ')}` : ''}${alternatives}`;
      throw new ValidationError('GPUM-CR-MEMORY', `memory ${input.limit} cannot hold ${breakdown}. Fix: ${fix}`, scope, {
        property: 'memory',
        value: String(input.limit),
        fix,
      });
    }
    return input.limit;
  }

  const needed = wholeGiB(required);
  const limit = needed.isGreaterThan(spec.minMemory) ? needed : spec.minMemory;
  if (spec.maxMemory && limit.isGreaterThan(spec.maxMemory)) {
    const fix = `${fixes.length ? `${fixes.join(', or ')}, or ` : ''}lower servingProcessMemory${alternatives || ', or use a GPU type with more memory'}`;
    throw new ValidationError(
      'GPUM-CR-MEMORY',
      `the workload needs ${breakdown}, more than the ${spec.maxMemory} an instance with an ${spec.displayName} may have. Fix: ${fix}`,
      scope,
      // memory is unset: the value is the memory the workload would need.
      { property: 'memory', value: String(required), fix },
    );
  }
  return limit;
}

/**
 * The other ways out, named: a GPU type whose instances hold what is needed (the RTX PRO 6000's start
 * at 80 GiB), and a strategy that keeps the model out of memory (buffered reads instead of an
 * in-memory cache or download).
 */
function alternativesText(spec: CloudRunGpuSpec, required: Size, items: MemoryItem[]): string {
  const gpus = Object.values(CloudRunGpuType)
    .map((type) => gpuSpec(type))
    .filter((other) => other.gpuType !== spec.gpuType && (other.maxMemory === undefined || !other.maxMemory.isLessThan(required)))
    .map(
      (other) =>
        `CloudRunGpuType.${gpuTypeKey(other.gpuType)} (${other.displayName}, instances from ${other.minMemory}${other.maxMemory ? ` to ${other.maxMemory}` : ''})`,
    );
  const strategies = items.map((item) => item.alternative).filter((alternative): alternative is string => !!alternative);
  const all = [...gpus, ...strategies];
  return all.length > 0 ? `. Alternatives: ${all.join('; or ')}` : '';
}

function gpuTypeKey(type: CloudRunGpuType): string {
  return Object.keys(CloudRunGpuType).find((key) => CloudRunGpuType[key as keyof typeof CloudRunGpuType] === type) ?? type;
}

function checkRange(scope: IConstruct, spec: CloudRunGpuSpec, limit: Size): void {
  if (limit.isLessThan(spec.minMemory)) {
    const fix = `set at least ${spec.minMemory}`;
    throw new ValidationError(
      'GPUM-CR-MEMORY-RANGE',
      `memory ${limit} is below the ${spec.minMemory} Cloud Run requires with an ${spec.displayName}: ${fix}`,
      scope,
      { property: 'memory', value: String(limit), fix },
    );
  }
  if (spec.maxMemory && limit.isGreaterThan(spec.maxMemory)) {
    const fix = `set at most ${spec.maxMemory}`;
    throw new ValidationError(
      'GPUM-CR-MEMORY-RANGE',
      `memory ${limit} is above the ${spec.maxMemory} an instance with an ${spec.displayName} may have: ${fix}`,
      scope,
      { property: 'memory', value: String(limit), fix },
    );
  }
}

function wholeGiB(size: Size): Size {
  return Size.gibibytes(Math.ceil(size.toGibibytes()));
}
