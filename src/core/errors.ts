import { IConstruct } from 'constructs';

const VALIDATION_ERROR_SYMBOL = Symbol.for('cdktf-gpu-models.ValidationError');

/**
 * Bad input, found at synth. The message starts with a stable ID, names the construct path and
 * says what to change: `[GPUM-FC-GPU-TYPE] stack/sd: ... Fix: ...`.
 */
export class ValidationError extends Error {
  /** True for errors thrown by this library's input validation. */
  public static isValidationError(x: unknown): x is ValidationError {
    return typeof x === 'object' && x !== null && VALIDATION_ERROR_SYMBOL in x;
  }

  /** The stable ID of the rule that failed, for example `GPUM-FC-GPU-TYPE`. */
  public readonly code: string;

  /** The path of the construct whose input is wrong. */
  public readonly constructPath: string;

  /**
   * @param code the stable rule ID, without brackets
   * @param message what is wrong, with the bad value and the fix
   * @param scope the construct whose input is wrong
   */
  constructor(code: string, message: string, scope: IConstruct) {
    super(`[${code}] ${scope.node.path}: ${message}`);
    Object.defineProperty(this, VALIDATION_ERROR_SYMBOL, { value: true });
    this.name = 'ValidationError';
    this.code = code;
    this.constructPath = scope.node.path;
  }
}

/**
 * Bad input to a value that is not a construct yet (a `ModelArtifact`, a `Size`, a `ContainerImage`):
 * the message starts with the stable ID and says what to change; the construct that uses the value
 * is not known when it is made, so there is no path.
 */
export class UnscopedValidationError extends Error {
  /** The stable ID of the rule that failed, for example `GPUM-MODEL-NAME`. */
  public readonly code: string;

  constructor(code: string, message: string) {
    super(`[${code}] ${message}`);
    Object.defineProperty(this, VALIDATION_ERROR_SYMBOL, { value: true });
    this.name = 'ValidationError';
    this.code = code;
  }
}
