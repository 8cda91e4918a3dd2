import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { isUnresolved } from '../tokens';
import { escapeUserText } from './terraform-strings';
import { valueText } from './numbers';

/** The variables every platform sets from the model ({@link ModelArtifact.environment}). */
export const MODEL_ENVIRONMENT = ['MODEL_NAME', 'MODEL_PATH', 'MODEL_FORMAT', 'MODEL_URL', 'MODEL_URI'];

/** Names a platform keeps for itself: the platform part of the environment rule. */
export interface ReservedEnvironment {
  /** The stable ID of the error for a reserved name (`GPUM-CR-ENV-RESERVED`). */
  readonly code: string;
  /**
   * Why the platform keeps a name, or `undefined` when the user may set it. The model's variables
   * are refused by the core rule before this is asked.
   */
  reason(name: string): string | undefined;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The one rule for a user's environment variable on any platform: a valid name, not one the model
 * sets, not one the platform keeps, not set twice. Returns the value with its Terraform template
 * sequences escaped.
 *
 * @param existing the variables already set (the model's included)
 */
export function checkEnvironmentVariable(
  scope: IConstruct,
  reserved: ReservedEnvironment,
  existing: Readonly<Record<string, string>>,
  key: string,
  value: string,
): string {
  if (isUnresolved(key) || !ENV_NAME.test(key)) {
    throw new ValidationError(
      'GPUM-ENV-NAME',
      `environment variable name ${isUnresolved(key) ? 'is a Terraform token, known only at apply' : `"${key}" is not valid`}: use letters, digits and "_", not starting with a digit`,
      scope,
      { property: 'environment', value: valueText(key), fix: 'use letters, digits and "_"' },
    );
  }
  if (MODEL_ENVIRONMENT.includes(key) || key.startsWith('MODEL_')) {
    throw new ValidationError(
      reserved.code,
      `environment variable ${key} is set by the construct from the model (MODEL_* describe the model): rename it`,
      scope,
      { property: `environment.${key}`, value: key, fix: 'rename it' },
    );
  }
  const reason = reserved.reason(key);
  if (reason !== undefined) {
    throw new ValidationError(reserved.code, `environment variable ${key} ${reason}`, scope, {
      property: `environment.${key}`,
      value: key,
      fix: 'rename or remove it',
    });
  }
  if (key in existing) {
    throw new ValidationError(reserved.code, `environment variable ${key} is already set: choose another name`, scope, {
      property: `environment.${key}`,
      value: key,
      fix: 'choose another name',
    });
  }
  if (typeof value !== 'string') {
    // A number, object or undefined from plain JavaScript: Terraform wants a string, and the escaping below would crash.
    throw new ValidationError(
      'GPUM-ENV-VALUE',
      `environment variable ${key} is ${valueText(value)}, not a string: give it as a string`,
      scope,
      {
        property: `environment.${key}`,
        value: valueText(value),
        fix: 'give the value as a string (String(8000), JSON.stringify(config))',
      },
    );
  }
  return escapeUserText(scope, value, `environment.${key}`);
}
