import { GpuModelsError } from '../../src/core/errors';

/** The error a function throws, which must be a `GpuModelsError`. */
export function thrown(fn: () => unknown): GpuModelsError {
  try {
    fn();
  } catch (e) {
    if (GpuModelsError.isGpuModelsError(e)) return e;
    throw new Error(`expected a GpuModelsError, got ${String(e)}`);
  }
  throw new Error('expected an error, none was thrown');
}
