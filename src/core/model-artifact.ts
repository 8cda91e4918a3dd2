import { IConstruct } from 'constructs';
import { addWarning } from './advice';
import { UnscopedValidationError } from './errors';
import { recordModel } from './model-metadata';
import { Size } from './size';
import { ModelSource } from './staging/model-source';

/** How the model's weights are serialized. */
export enum ModelFormat {
  /** Safetensors: memory-mappable, no code execution on load. */
  SAFETENSORS = 'safetensors',
  /** GGUF (llama.cpp and friends): a single memory-mappable file. */
  GGUF = 'gguf',
  /** PyTorch pickle (`.bin`, `.pt`, `.pth`): loading it can execute arbitrary code. */
  PYTORCH_PICKLE = 'pytorch-pickle',
  /** ONNX. */
  ONNX = 'onnx',
  /** Anything else. */
  OTHER = 'other',
}

/** Describes a model: what it is, how big, and where the serving process finds it. */
export interface ModelArtifactProps {
  /**
   * A short name: letters, digits, `-`, `_` and `.`, at most 63 characters. Used in default
   * paths, bucket prefixes and resource names.
   */
  readonly name: string;

  /** The size of the model's files, which drives the limits, warnings and estimates. */
  readonly size: Size;

  /**
   * How the weights are serialized.
   * @default ModelFormat.SAFETENSORS
   */
  readonly format?: ModelFormat;

  /**
   * Where the model's files live inside their storage, without leading or trailing slashes: the
   * object prefix in the bucket, or the directory on the file system.
   * @default `models/<name>`
   */
  readonly storagePath?: string;

  /**
   * The absolute directory in the container where the serving process reads the model: the mount
   * point, the download target, or the directory inside the image.
   * @default `/mnt/models/<name>`
   */
  readonly mountPath?: string;

  /**
   * Where the files come from. A hub or bucket source makes the platform stage the model into its
   * storage, at `<storagePath>/<revision>/`, and the serving side wait for the copy's marker.
   * @default ModelSource.preStaged(): the files are already in the storage
   */
  readonly source?: ModelSource;
}

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/** A model to serve. Validated when it is made; platform limits are checked when it is bound. */
export class ModelArtifact {
  public readonly name: string;
  public readonly size: Size;
  public readonly format: ModelFormat;
  /** The path inside the storage, without leading or trailing slashes (`models/llama`). */
  public readonly storagePath: string;
  /** The absolute directory in the container (`/mnt/models/llama`). */
  public readonly mountPath: string;
  /** Where the files come from (`ModelSource.preStaged()` unless given). */
  public readonly source: ModelSource;

  constructor(props: ModelArtifactProps) {
    if (!NAME_PATTERN.test(props.name)) {
      throw new UnscopedValidationError(
        'GPUM-MODEL-NAME',
        `model name "${props.name}" is not valid: use 1 to 63 letters, digits, "-", "_" or ".", starting with a letter or digit`,
      );
    }
    if (props.size.toBytes() <= 0) {
      throw new UnscopedValidationError(
        'GPUM-MODEL-SIZE',
        `model "${props.name}" has size ${props.size}: give the size of its files, for example Size.gibibytes(20)`,
      );
    }
    this.name = props.name;
    this.size = props.size;
    this.format = props.format ?? ModelFormat.SAFETENSORS;
    this.storagePath = normalizeStoragePath(props.storagePath ?? `models/${props.name}`, props.name);
    this.mountPath = normalizeMountPath(props.mountPath ?? `/mnt/models/${props.name}`, props.name);
    this.source = props.source ?? ModelSource.preStaged();
  }

  /** The object-storage prefix, with its trailing slash (`models/llama/`). */
  public get objectPrefix(): string {
    return `${this.storagePath}/`;
  }

  /**
   * Emits the advice that holds on every platform. Platforms call this once per workload.
   */
  public bind(scope: IConstruct): void {
    recordModel(scope, this);
    this.source.bind(scope);
    if (this.format === ModelFormat.PYTORCH_PICKLE) {
      addWarning(
        scope,
        'GPUM-MODEL-PICKLE',
        `model "${this.name}" is a PyTorch pickle: loading a pickle can execute arbitrary code, and it cannot be memory-mapped. Convert it to safetensors (huggingface "convert" tooling) and set format: ModelFormat.SAFETENSORS`,
      );
    }
  }

  /** Environment variables that tell the serving process where its model is. */
  public environment(): Record<string, string> {
    return {
      MODEL_NAME: this.name,
      MODEL_PATH: this.mountPath,
      MODEL_FORMAT: this.format,
    };
  }
}

function normalizeStoragePath(path: string, model: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed.length === 0 || trimmed.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new UnscopedValidationError(
      'GPUM-MODEL-STORAGE-PATH',
      `model "${model}" has storagePath "${path}": give a relative path such as "models/${model}", without "..", "." or empty segments`,
    );
  }
  return trimmed;
}

function normalizeMountPath(path: string, model: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (
    !trimmed.startsWith('/') ||
    trimmed === '/' ||
    trimmed
      .split('/')
      .slice(1)
      .some((part) => part === '..' || part === '.' || part === '')
  ) {
    throw new UnscopedValidationError(
      'GPUM-MODEL-MOUNT-PATH',
      `model "${model}" has mountPath "${path}": give an absolute directory other than "/", such as "/mnt/models/${model}"`,
    );
  }
  return trimmed;
}
