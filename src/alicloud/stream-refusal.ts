import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { ModelStorage, ModelStorageKind } from '../core/model-storage';
import { AdvicePlatform } from '../core/storage-advice/workload';

/**
 * Why Function Compute does not offer `ModelStorage.objectStorageStream()`, in one sentence each, with
 * the public source it rests on. Streaming would need the engine's Run:ai Model Streamer to read OSS
 * through its S3-compatible API with the function role's credentials; what is published does not
 * establish that it works:
 * - OSS's S3-compatible API accepts only virtual-hosted-style requests ("Path-style requests are
 *   denied", OSS "Compatibility with Amazon S3"), while the streamer and vLLM document S3-compatible
 *   stores with `RUNAI_STREAMER_S3_USE_VIRTUAL_ADDRESSING=0`, path style (run-ai/runai-model-streamer
 *   docs/src/usage.md; vLLM docs, models/extensions/runai_model_streamer).
 * - Alibaba's page on AWS SDKs against OSS configures a RAM user's AccessKey pair; it names no STS
 *   security token, and the function role's credentials are STS ones, handed to the function as
 *   `ALIBABA_CLOUD_*` variables the streamer does not read (it reads `AWS_*` through boto3).
 * - OSS error 0002-00000033: the S3-compatible V4 signature is "not enabled" unless technical support
 *   turns it on.
 * Until a source or a test shows the three together, the strategy is refused at synth with these reasons.
 */
export const FC_STREAM_REFUSAL =
  "Function Compute cannot stream the model from OSS into GPU memory: the Run:ai Model Streamer documents S3-compatible stores with path-style requests (RUNAI_STREAMER_S3_USE_VIRTUAL_ADDRESSING=0), which OSS denies (it accepts virtual-hosted style only), and no source shows it against OSS; Alibaba documents OSS's S3 API with a RAM user's AccessKey pair and no STS token, while the function role's credentials are STS ones in ALIBABA_CLOUD_* variables the streamer does not read; and OSS's S3-compatible V4 signature must be enabled by Alibaba support (OSS error 0002-00000033)";

const FIX =
  'use FcModelStorage.nas() (Performance NAS: the fastest on-demand start) or FcModelStorage.ossMount() (a read-only OSS mount, optionally through the OSS accelerator); the engine streams from the mount with --load-format runai_streamer';

/** Refuses `ModelStorage.objectStorageStream()` on Function Compute with the reasons, before the generic bind check. */
export function refuseStreamOnFc(scope: IConstruct, storage: ModelStorage): void {
  if (storage.kind !== ModelStorageKind.OBJECT_STORAGE_STREAM) return;
  // Another platform's own strategy (CloudRunModelStorage.objectStorageStream()) is refused by bind, by its platform.
  const owner = (storage as { readonly platform?: string }).platform;
  if (owner !== undefined && owner !== AdvicePlatform.ALIBABA_FUNCTION_COMPUTE) return;
  throw new ValidationError('GPUM-FC-STREAM-UNSUPPORTED', `${FC_STREAM_REFUSAL}: ${FIX}`, scope, {
    property: 'storage',
    value: storage.kind,
    fix: FIX,
  });
}
