import { IConstruct } from 'constructs';
import { addWarning } from './advice';
import { UnscopedValidationError } from './errors';
import { recordModel } from './model-metadata';
import { Token } from './framework';
import { Size } from './size';
import { ModelSource } from './staging/model-source';
import { requireEnumMember } from './contract/identifiers';
import { valueText } from './contract/numbers';

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

/**
 * How the serving process puts the model's weights on the GPU, which decides whether a model larger
 * than the GPU memory can run.
 */
export enum ModelGpuLoading {
  /** The weights as stored, all on the GPU: they must fit its memory. */
  FULL_WEIGHTS = 'full-weights',
  /** Quantized on load (for example bitsandbytes 4-bit): the loaded weights are smaller than the files. */
  QUANTIZED = 'quantized',
  /** Some layers stay in CPU memory or on disk (`--cpu-offload-gb`, accelerate's device map). */
  OFFLOADED = 'offloaded',
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

  /**
   * How the server puts the weights on the GPU. With `FULL_WEIGHTS` a model larger than the GPU
   * memory of what the workload requests is an error (`GPUM-MODEL-GPU-FIT`); say `QUANTIZED` or
   * `OFFLOADED` when the server loads fewer bytes than the files hold, and it becomes a warning.
   * @default ModelGpuLoading.FULL_WEIGHTS
   */
  readonly gpuLoading?: ModelGpuLoading;

  /**
   * The share of GPU memory, in percent, that should stay free beside the weights for activations
   * and the KV cache; less is a warning (`GPUM-MODEL-GPU-HEADROOM`).
   * @default 20
   */
  readonly gpuMemoryHeadroomPercent?: number;
}

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;

/**
 * The smallest size a model's files can have, in bytes (1 KB): a model's config alone is larger, so
 * a smaller figure is a slip of the unit (`0.0000001B`, `5B` for 5 GB), and every estimate and
 * limit computed from it would be wrong.
 */
export const MIN_MODEL_SIZE_BYTES = 1000;

/**
 * The model size rule, shared by `ModelArtifact`, the storage advice and the `advise` command: a
 * size of at least 1 KB ({@link MIN_MODEL_SIZE_BYTES}).
 * @param code the caller's error ID (`GPUM-MODEL-SIZE`, `GPUM-ADVICE-MODEL-SIZE`)
 * @param what how the value is named in the message (`model "llama" size`, `--model-size`)
 */
export function checkModelSize(size: Size | undefined, code: string, what: string): void {
  const bytes = size?.toBytes();
  if (bytes !== undefined && bytes >= MIN_MODEL_SIZE_BYTES) return;
  const why = bytes === undefined ? 'is missing' : bytes <= 0 ? `is ${size}, not above 0` : `is ${size}, less than 1 KB`;
  const fix = "give the size of the model's files with their unit, for example Size.gibibytes(20) or 20GiB";
  throw new UnscopedValidationError(code, `${what} ${why}: a model's files are at least 1 KB (its config alone is larger); ${fix}`, {
    property: what,
    value: String(size),
    fix,
  });
}

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
  /** How the server puts the weights on the GPU. */
  public readonly gpuLoading: ModelGpuLoading;
  /** The share of GPU memory, in percent, that should stay free beside the weights. */
  public readonly gpuMemoryHeadroomPercent: number;

  constructor(props: ModelArtifactProps) {
    if (!NAME_PATTERN.test(props.name)) {
      const fix = 'use 1 to 63 letters, digits, "-", "_" or ".", starting with a letter or digit';
      throw new UnscopedValidationError('GPUM-MODEL-NAME', `model name "${props.name}" is not valid: ${fix}`, {
        property: 'name',
        value: valueText(props.name),
        fix,
      });
    }
    checkModelSize(props.size, 'GPUM-MODEL-SIZE', `model "${props.name}" size`);
    this.name = props.name;
    this.size = props.size;
    // From plain JavaScript any string reaches here; the format decides the pickle warning and the fit rule.
    requireEnumMember(undefined, 'GPUM-MODEL-FORMAT', 'format', props.format, ModelFormat, {
      enumName: 'ModelFormat',
      notMember: 'not a model format',
    });
    requireEnumMember(undefined, 'GPUM-MODEL-GPU-LOADING', 'gpuLoading', props.gpuLoading, ModelGpuLoading, {
      enumName: 'ModelGpuLoading',
      notMember: 'not a way to load weights',
    });
    this.format = props.format ?? ModelFormat.SAFETENSORS;
    this.storagePath = normalizeStoragePath(props.storagePath ?? `models/${props.name}`, props.name);
    this.mountPath = normalizeMountPath(props.mountPath ?? `/mnt/models/${props.name}`, props.name);
    this.source = props.source ?? ModelSource.preStaged();
    this.gpuLoading = props.gpuLoading ?? ModelGpuLoading.FULL_WEIGHTS;
    const headroom = props.gpuMemoryHeadroomPercent ?? 20;
    if (Token.isUnresolved(headroom) || !Number.isFinite(headroom) || headroom < 0 || headroom >= 100) {
      throw new UnscopedValidationError(
        'GPUM-MODEL-HEADROOM-PERCENT',
        `model "${props.name}" has gpuMemoryHeadroomPercent ${Token.isUnresolved(headroom) ? 'given as a Terraform token, known only at apply' : headroom}: give a literal percentage from 0 to less than 100`,
        { property: 'gpuMemoryHeadroomPercent', value: String(headroom), fix: 'give a percentage from 0 to less than 100' },
      );
    }
    this.gpuMemoryHeadroomPercent = headroom;
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
    const fix = `give a relative path such as "models/${model}", without "..", "." or empty segments`;
    throw new UnscopedValidationError('GPUM-MODEL-STORAGE-PATH', `model "${model}" has storagePath "${path}": ${fix}`, {
      property: 'storagePath',
      value: valueText(path),
      fix,
    });
  }
  // The path becomes part of the read grant's resource (`bucket/models/llama/*`) and of mounts.
  const literal = Token.isUnresolved(trimmed) ? '' : trimmed;
  const problem = /[*?]/.test(literal)
    ? 'a wildcard ("*" or "?"), which would widen the read grant beyond the model'
    : /[^\S ]/.test(literal) || literal !== literal.trim()
      ? 'a tab, a line break or a leading or trailing space'
      : TEMPLATE.test(literal)
        ? 'a Terraform template sequence ("$\{" or "%{"); a Terraform reference must be a token, such as a TerraformVariable\'s value'
        : undefined;
  if (problem) {
    throw new UnscopedValidationError(
      'GPUM-MODEL-STORAGE-PATH',
      `model "${model}" has storagePath "${path}", which holds ${problem}: give the exact prefix, such as "models/${model}"`,
      { property: 'storagePath', value: path, fix: `give the exact prefix, such as "models/${model}"` },
    );
  }
  return trimmed;
}

/** `${` or `%{` that is not a cdktf token. */
const TEMPLATE = /\$\{(?!TfToken\[)|%\{/;

function normalizeMountPath(path: string, model: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (
    !trimmed.startsWith('/') ||
    trimmed === '/' ||
    trimmed
      .split('/')
      .slice(1)
      .some((part) => part === '..' || part === '.' || part === '') ||
    (!Token.isUnresolved(trimmed) && (/[^\S ]/.test(trimmed) || TEMPLATE.test(trimmed)))
  ) {
    throw new UnscopedValidationError(
      'GPUM-MODEL-MOUNT-PATH',
      `model "${model}" has mountPath "${path}": give an absolute directory other than "/", without tabs, line breaks or Terraform template sequences ("$\{", "%{"), such as "/mnt/models/${model}"`,
      { property: 'mountPath', value: path, fix: `give an absolute directory such as "/mnt/models/${model}"` },
    );
  }
  return trimmed;
}
