import { GpuModelsError } from '../core/errors';
import { Size } from '../core/size';
import { UsageError } from './flags';

/** One of a closed set (an enum's values). */
export function choice<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${flag} "${value}" is not one of: ${allowed.join(', ')}`);
  return value as T;
}

/**
 * A size with its unit (a bare number would be bytes, never what was meant) and above 0 unless the
 * caller checks it with its own rule, read by `Size.parse`, the parser the constructs use.
 */
export function size(flag: string, value: string, positive = true): Size {
  let parsed: Size;
  try {
    parsed = Size.parse(value);
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e) && e.code === 'GPUM-SIZE') {
      throw new UsageError(`--${flag} "${value}" is not a size: ${e.fix ?? 'write a number and a unit, for example 20GiB'}`, e.code);
    }
    throw e;
  }
  if (/^\s*\d+(\.\d+)?\s*$/.test(value))
    throw new UsageError(
      `--${flag} "${value}" has no unit: write it with one, for example ${value.trim()}GiB or ${value.trim()}GB`,
      'GPUM-SIZE',
    );
  if (positive && parsed.toBytes() <= 0) throw new UsageError(`--${flag} "${value}" is not above 0: give the size, for example 20GiB`);
  return parsed;
}

/** An http(s) URL. */
export function url(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\/\S+$/.test(value)) {
    throw new UsageError(
      `--${flag} "${value}" is not an http(s) URL: give the model's address, for example https://huggingface.co/org/model`,
    );
  }
  return value;
}

/** A whole number of at least 1. */
export function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--${flag} "${value}" is not a whole number of at least 1`);
  return Number(value);
}

/** `true` or `false`. */
export function bool(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${flag} "${value}" is not true or false`);
  return value === 'true';
}

/** `name=number` pairs. */
export function params(entries: string[]): { [name: string]: number } | undefined {
  if (entries.length === 0) return undefined;
  const result: { [name: string]: number } = {};
  for (const entry of entries) {
    const match = /^([A-Za-z][A-Za-z0-9]*)=(-?\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new UsageError(`--param "${entry}" is not name=number, for example --param performanceNasReadMBps=800`);
    result[match[1]] = Number(match[2]);
  }
  return result;
}
