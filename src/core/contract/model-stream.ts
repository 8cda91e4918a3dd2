import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
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

/**
 * A streamed model has nothing at its `mountPath`: a command that names the path (the one a mount
 * strategy had) starts an engine that finds no model, after a deploy that succeeded. Warned, not
 * refused: the user may put files there by other means. Tokens and unknown commands are not read.
 */
export function checkStreamedCommand(scope: IConstruct, model: ModelArtifact, commandLine: readonly unknown[] | undefined): void {
  if (!Array.isArray(commandLine)) return;
  const path = model.mountPath;
  const naming = commandLine.find(
    (part): part is string =>
      typeof part === 'string' && (part === path || part.includes(`${path}/`) || part.includes(`${path} `) || part.endsWith(path)),
  );
  if (naming === undefined) return;
  addWarning(
    scope,
    'GPUM-STREAM-MOUNT-PATH',
    `the command line names ${path} ("${naming}"), but ModelStorage.objectStorageStream() mounts nothing there: the engine streams the model from MODEL_URI. Give the engine "$MODEL_URI" (vLLM: vllm serve "$MODEL_URI" --load-format runai_streamer; in a Kubernetes command, $(MODEL_URI))`,
  );
}
