import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { ModelArtifact } from '../model-artifact';
import { isUnresolved } from '../tokens';
import { CompileCache } from './compile-cache';

/** What names a compile cache: the inputs `torch.compile`'s artifacts depend on, as far as the library knows them. */
export interface CompileCacheKeyInput {
  readonly cache: CompileCache;
  /** `vllm`, `sglang`. */
  readonly engine: string;
  readonly engineVersion: string;
  readonly model: ModelArtifact;
  /** The GPU type, as the platform names it (`L40S`), or several joined with `+`. */
  readonly gpu: string;
  readonly tensorParallelSize: number;
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * The cache's key: `<prefix>/<engine>-<version>/<model>/<revision>/<gpu>-tp<N>`. The torch version
 * and the engine's own configuration hash are not in it: vLLM and torch key the artifacts inside the
 * directory by them, so another image or configuration adds entries beside the old ones instead of
 * reading them (the engine version pins the torch version a release ships with).
 */
export function compileCacheKey(scope: IConstruct, input: CompileCacheKeyInput): string {
  const revision = checkCompileCache(scope, input.cache, input.model);
  return [
    input.cache.prefix,
    `${input.engine}-${input.engineVersion}`,
    input.model.name,
    revision,
    `${input.gpu}-tp${input.tensorParallelSize}`,
  ].join('/');
}

/**
 * The cache's prefix is a literal outside the model's read-only storage path, and the model's
 * revision is known: the engine preset checks it at bind, the platform again when it makes the key.
 * @returns the revision segment of the key
 */
export function checkCompileCache(scope: IConstruct, cache: CompileCache, model: ModelArtifact): string {
  const prefix = cache.prefix;
  if (isUnresolved(prefix) || !PREFIX.test(prefix) || prefix.split('/').some((s) => s === '.' || s === '..')) {
    const fix = 'Use a literal prefix of letters, digits, ".", "_", "-" and "/" between segments, such as "compile-cache"';
    throw new ValidationError(
      'GPUM-COMPILE-CACHE-PREFIX',
      `the compile cache prefix "${prefix}" is not a bucket prefix the library can scope a grant to. ${fix}`,
      scope,
      {
        property: 'engine.compileCache.prefix',
        value: String(prefix),
        fix,
      },
    );
  }
  const modelPath = model.storagePath;
  if (prefix === modelPath || prefix.startsWith(`${modelPath}/`) || modelPath.startsWith(`${prefix}/`)) {
    const fix = `Choose a prefix outside "${modelPath}/" that does not contain it, such as "compile-cache"`;
    throw new ValidationError(
      'GPUM-COMPILE-CACHE-PREFIX',
      `the compile cache prefix "${prefix}" overlaps the model's storage path "${modelPath}": the cache is written, the model is read-only, and one grant cannot tell them apart. ${fix}`,
      scope,
      { property: 'engine.compileCache.prefix', value: prefix, fix },
    );
  }
  const revision = cache.modelRevision ?? model.source.revisionDirectory;
  if (revision === undefined) {
    const fix = `Set CompileCache.objectStorage({ modelRevision }) to a label that changes whenever the weights or the model code change`;
    throw new ValidationError(
      'GPUM-COMPILE-CACHE-REVISION',
      `the model "${model.name}" has no source, so the library does not know its revision, and a compile cache keyed without one would serve artifacts compiled for other weights. ${fix}`,
      scope,
      { property: 'engine.compileCache.modelRevision', value: 'undefined', fix },
    );
  }
  if (isUnresolved(revision) || !SEGMENT.test(revision)) {
    const fix = 'Use letters, digits, ".", "_" and "-" only';
    throw new ValidationError(
      'GPUM-COMPILE-CACHE-REVISION',
      `the compile cache's model revision "${revision}" cannot be one segment of a bucket key. ${fix}`,
      scope,
      {
        property: 'engine.compileCache.modelRevision',
        value: String(revision),
        fix,
      },
    );
  }
  return revision;
}
