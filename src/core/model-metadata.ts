import { IConstruct } from 'constructs';
import type { ModelArtifact } from './model-artifact';
import type { ModelStorageKind } from './model-storage';

/**
 * What a construct serves, recorded as construct metadata when a platform binds the model and
 * the strategy, so that checks over the synthesized resources (`GpuModelChecks`) know the model's
 * size, format and prefix, which the Terraform configuration does not carry.
 */
export const MODEL_METADATA_TYPE = 'cdktf-gpu-models/model';
/** The strategy kind a construct binds, as construct metadata. */
export const STORAGE_METADATA_TYPE = 'cdktf-gpu-models/storage';

/**
 * The bucket key a compile cache's writer policy is scoped to, recorded on the policy's construct
 * so that the grant check accepts its writes there, and nowhere else.
 */
export const COMPILE_CACHE_METADATA_TYPE = 'cdktf-gpu-models/compile-cache';

/** A compile cache's writer, as recorded. */
export interface RecordedCompileCache {
  /** The key without a trailing slash (`compile-cache/vllm-0.11.0/llama/v1/l40s-tp4`). */
  readonly key: string;
}

/** Records that a construct's policy writes a compile cache under `key`. */
export function recordCompileCache(scope: IConstruct, key: string): void {
  const data: RecordedCompileCache = { key };
  scope.node.addMetadata(COMPILE_CACHE_METADATA_TYPE, data);
}

/** The compile cache recorded on the construct or its nearest ancestor that has one. */
export function findRecordedCompileCache(construct: IConstruct): RecordedCompileCache | undefined {
  return findMetadata(construct, COMPILE_CACHE_METADATA_TYPE) as RecordedCompileCache | undefined;
}

/** The model facts kept in metadata. */
export interface RecordedModel {
  readonly name: string;
  readonly sizeBytes: number;
  readonly format: string;
  readonly storagePath: string;
  readonly mountPath: string;
  /**
   * The bucket prefix the model is staged from (`ModelSource.objectStorage`), which its staging
   * identity may read.
   */
  readonly source?: { readonly bucket: string; readonly prefix: string };
}

/** Records the model a construct serves. */
export function recordModel(scope: IConstruct, model: ModelArtifact): void {
  const data: RecordedModel = {
    name: model.name,
    sizeBytes: model.size.toBytes(),
    format: model.format,
    storagePath: model.storagePath,
    mountPath: model.mountPath,
    ...(model.source.location ? { source: { bucket: model.source.location.bucket, prefix: model.source.location.prefix } } : {}),
  };
  scope.node.addMetadata(MODEL_METADATA_TYPE, data);
}

/** Records the strategy kind a construct binds. */
export function recordStorageKind(scope: IConstruct, kind: ModelStorageKind): void {
  scope.node.addMetadata(STORAGE_METADATA_TYPE, kind);
}

/** The model recorded on the construct or its nearest ancestor that has one. */
export function findRecordedModel(construct: IConstruct): RecordedModel | undefined {
  return findMetadata(construct, MODEL_METADATA_TYPE) as RecordedModel | undefined;
}

/** The strategy kind recorded on the construct or its nearest ancestor that has one. */
export function findRecordedStorageKind(construct: IConstruct): ModelStorageKind | undefined {
  return findMetadata(construct, STORAGE_METADATA_TYPE) as ModelStorageKind | undefined;
}

function findMetadata(construct: IConstruct, type: string): unknown {
  for (const scope of [...construct.node.scopes].reverse()) {
    const entry = scope.node.metadata.find((m) => m.type === type);
    if (entry) return entry.data;
  }
  return undefined;
}
