import { Construct } from 'constructs';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import { SOURCES } from './advice/sources';

/** The model-storage guide in its original language, which the prewarm rule follows (one home: the advice's sources). */
const FC_MODEL_STORAGE_GUIDE_ZH = SOURCES.fcModelStorageZh.url;

/**
 * A prewarm reads every model file once in the initializer so that the server finds the model in the
 * page cache. The Chinese model-storage guide (the original; issue 13) says an OSS mount does not use
 * the page cache, so on OSS the read keeps nothing for the server: the model crosses the network twice
 * and the cold start only grows. That holds with the OSS accelerator too: the accelerator caches on the
 * server's own first read, so a prewarm on the same instance adds a read and gains nothing. It can never
 * help, so it is an error. (The Portuguese page, a translation, says to read once through the mount;
 * the original does not.)
 */
export function checkPrewarmStorage(scope: Construct, kind: ModelStorageKind): void {
  if (kind !== ModelStorageKind.OBJECT_STORAGE_MOUNT) return;
  throw new ValidationError(
    'GPUM-FC-PREWARM-OSS',
    `prewarmModel reads the model once so that the server finds it in the page cache, but an OSS mount does not use the page cache (FC model storage guide, the Chinese original: ${FC_MODEL_STORAGE_GUIDE_ZH}): the read keeps nothing, and the model crosses the network twice. Remove prewarmModel, or serve the model from NAS with FcModelStorage.nas(), where the prewarm fills the page cache; to warm an OSS accelerator, use its own warm-up path policy`,
    scope,
    { property: 'prewarmModel', value: 'true', fix: 'remove prewarmModel, or use FcModelStorage.nas()' },
  );
}

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
