import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { ModelArtifact, ModelFormat } from '../model-artifact';

/**
 * The streaming rule, on every platform that streams a model from object storage: the engines that
 * read an object URI into GPU memory (the Run:ai Model Streamer behind vLLM and SGLang) read
 * safetensors files only, so any other format deploys fine and then fails every start.
 */
export function checkStreamedModel(scope: IConstruct, model: ModelArtifact, platformName: string): void {
  if (model.format === ModelFormat.SAFETENSORS) return;
  const fix = 'convert the model to safetensors, or use a strategy that puts the files on a file system (a mount or a download)';
  throw new ValidationError(
    'GPUM-STREAM-FORMAT',
    `model "${model.name}" is ${model.format}, but ModelStorage.objectStorageStream() on ${platformName} has the serving engine stream the weights from the bucket with the Run:ai Model Streamer, which reads safetensors only: ${fix}`,
    scope,
    { property: 'model.format', value: model.format, fix },
  );
}

/**
 * The object URI an engine streams from: `<scheme>://<bucket>/<prefix>` with the prefix's trailing
 * slash, so that the engine lists the model's directory and not every key that starts with its name.
 * A bucket name that is a Terraform token stays one inside the string.
 */
export function modelObjectUri(scheme: 's3' | 'gs', bucketName: string, prefix: string): string {
  return `${scheme}://${bucketName}/${prefix.endsWith('/') ? prefix : `${prefix}/`}`;
}
