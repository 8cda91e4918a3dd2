import { Construct } from 'constructs';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { SOURCES } from './advice/sources';

/**
 * Where a prewarm is allowed, and why: on NAS and on an OSS mount alike. Function Compute's official
 * best-practice page for model storage on GPU instances (the current English edition and the
 * Portuguese one, {@link PREWARM_SOURCES}) tells users to read the model file once, sequentially, in the
 * initializer, so that the server's load comes from the page cache; only an older signed article says
 * an OSS mount cannot use the page cache. The official page wins: 0.1 accepted the prewarm on OSS, and
 * stacks that did synthesize again. What still holds on every storage is the memory check below.
 */
export const PREWARM_SOURCES = [SOURCES.fcModelStorage, SOURCES.fcModelStoragePt];

/**
 * The page cache lives in the instance's memory (`memorySizeMiB`, the GPU spec's memory). A model larger
 * than that memory cannot stay cached: reading it front to back evicts its first files before the read
 * ends, and the server, which reads from the front again, finds none of them.
 */
export function checkPrewarmMemory(scope: Construct, model: ModelArtifact, memoryMiB: number, gpuType: string): void {
  const modelMiB = Math.ceil(model.size.toMebibytes());
  if (modelMiB <= memoryMiB) return;
  throw new ValidationError(
    'GPUM-FC-PREWARM-MEMORY',
    `prewarmModel keeps the model in the page cache, which lives in the instance's memory, but the model (${model.size}, ${modelMiB} MiB) is larger than the function's memory (memorySizeMiB ${memoryMiB}, ${gpuType}): the read evicts its own first files before it ends and the server finds none of them cached. Remove prewarmModel, or give the function at least ${modelMiB} MiB of memory (a larger GPU spec)`,
    scope,
    { property: 'prewarmModel', value: 'true', fix: `remove prewarmModel, or give memorySizeMiB of at least ${modelMiB}` },
  );
}
