import { IConstruct } from 'constructs';

const GPU_MODELS_ERROR_SYMBOL = Symbol.for('cdktf-gpu-models.GpuModelsError');
// Kept so that `ValidationError.isValidationError` still recognizes errors from an older copy of the library.
const VALIDATION_ERROR_SYMBOL = Symbol.for('cdktf-gpu-models.ValidationError');

/** What a {@link GpuModelsError} says beyond its code and message. */
export interface GpuModelsErrorOptions {
  /**
   * The construct whose input is wrong; its path is named in the message.
   * @default - no construct: the bad value is not in the construct tree yet (a `Size`, a `ModelArtifact`, advice input)
   */
  readonly scope?: IConstruct;

  /**
   * The property that holds the bad value, as the user wrote it (`storage.concurrency`, `--model-size`).
   * @default - not named
   */
  readonly property?: string;

  /**
   * The bad value, as text (a Terraform token is described in words, not as `${TfToken[...]}`).
   * @default - not given
   */
  readonly value?: string;

  /**
   * What to change. Also part of the message.
   * @default - the message says it
   */
  readonly fix?: string;
}

/**
 * Every error this library throws for input it cannot make work. `code` is the stable ID
 * (`GPUM-FC-GPU-TYPE`) that docs/codes.md describes; programs read it rather than the text.
 * The message reads `[GPUM-…] <construct path>: <what is wrong, the bad value and the fix>`.
 */
export class GpuModelsError extends Error {
  /** True for errors thrown by this library, across copies of it. */
  public static isGpuModelsError(x: unknown): x is GpuModelsError {
    return typeof x === 'object' && x !== null && GPU_MODELS_ERROR_SYMBOL in x;
  }

  /** The stable ID of the rule that failed, for example `GPUM-FC-GPU-TYPE`. */
  public readonly code: string;

  /**
   * The path of the construct whose input is wrong.
   * @default - none: the value was not in a construct yet
   */
  public readonly constructPath?: string;

  /**
   * The property that holds the bad value.
   * @default - not named
   */
  public readonly property?: string;

  /**
   * The bad value, as text.
   * @default - not given
   */
  public readonly value?: string;

  /**
   * What to change.
   * @default - the message says it
   */
  public readonly fix?: string;

  /**
   * @param code the stable rule ID, without brackets
   * @param message what is wrong, with the bad value and the fix
   */
  constructor(code: string, message: string, options: GpuModelsErrorOptions = {}) {
    const path = options.scope?.node.path;
    const shown = displayText(message);
    super(path === undefined ? `[${code}] ${shown}` : `[${code}] ${path}: ${shown}`);
    Object.defineProperty(this, GPU_MODELS_ERROR_SYMBOL, { value: true });
    Object.defineProperty(this, VALIDATION_ERROR_SYMBOL, { value: true });
    this.name = 'GpuModelsError';
    this.code = code;
    this.constructPath = path;
    this.property = options.property;
    this.value = options.value === undefined ? undefined : displayText(options.value);
    this.fix = options.fix === undefined ? undefined : displayText(options.fix);
  }
}

/**
 * Bad input, found at synth in a construct. The message starts with a stable ID, names the
 * construct path and says what to change: `[GPUM-FC-GPU-TYPE] stack/sd: ... Fix: ...`.
 */
export class ValidationError extends GpuModelsError {
  /** True for errors thrown by this library's input validation. */
  public static isValidationError(x: unknown): x is GpuModelsError {
    return typeof x === 'object' && x !== null && VALIDATION_ERROR_SYMBOL in x;
  }

  /** The path of the construct whose input is wrong. */
  public readonly constructPath: string;

  /**
   * @param code the stable rule ID, without brackets
   * @param message what is wrong, with the bad value and the fix
   * @param scope the construct whose input is wrong
   * @param options the property, value and fix, for programs that read them
   */
  constructor(code: string, message: string, scope: IConstruct, options: Omit<GpuModelsErrorOptions, 'scope'> = {}) {
    super(code, message, { ...options, scope });
    this.name = 'ValidationError';
    this.constructPath = scope.node.path;
  }
}

/**
 * Bad input to a value that is not a construct yet (a `ModelArtifact`, a `Size`, a `ContainerImage`,
 * advice input): the message starts with the stable ID and says what to change; the construct that
 * uses the value is not known when it is made, so there is no path.
 */
export class UnscopedValidationError extends GpuModelsError {
  /**
   * @param code the stable rule ID, without brackets
   * @param message what is wrong, with the bad value and the fix
   * @param options the property, value and fix, for programs that read them
   */
  constructor(code: string, message: string, options: Omit<GpuModelsErrorOptions, 'scope'> = {}) {
    super(code, message, options);
    this.name = 'ValidationError';
  }
}

/**
 * Text for a message, with Terraform's template escapes undone (`$${` as `${`, `%%{` as `%{`):
 * constructs escape the user's strings once, on entry, so a message built from a checked value
 * would otherwise show the escape Terraform removes, not the text the user wrote and the container
 * receives.
 */
export function displayText(text: string): string {
  return text.replace(/\$\$\{/g, '${').replace(/%%\{/g, '%{');
}
