import { UnscopedValidationError } from '../errors';
import { registeredPlatformIds, requirePlatform } from '../platform/registry';
import { AdvicePlatform } from './workload';

/** Where an estimate parameter's default comes from. */
export enum EstimateBasis {
  /** Stated in the provider's documentation. */
  PUBLISHED = 'published',
  /** A measurement someone published (a benchmark in a repository or blog), not made by this library. */
  PUBLISHED_MEASUREMENT = 'published-measurement',
  /** Computed from published figures; the description says how. */
  DERIVED = 'derived',
  /** No public figure exists; the default is this library's assumption. Override it with your own measurement. */
  ASSUMPTION = 'assumption',
}

/** The unit a parameter's value is in; the parameter's name ends with it. */
export enum EstimateUnit {
  /** Megabytes (10^6 bytes) per second. */
  MEGABYTES_PER_SECOND = 'MB/s',
  /** Gigabits (10^9 bits) per second. */
  GIGABITS_PER_SECOND = 'Gbit/s',
  /** Seconds. */
  SECONDS = 's',
  /** A count. */
  COUNT = 'count',
}

/** A named figure the cold-start estimate uses, with its source. */
export interface EstimateParameter {
  /** The name to override it by (`performanceNasReadMBps`). */
  readonly name: string;
  /** The platform it belongs to. */
  readonly platform: AdvicePlatform;
  /**
   * The value in effect.
   * @default - no figure: estimates that need it are not made
   */
  readonly value?: number;
  /** The unit of `value`. */
  readonly unit: EstimateUnit;
  /** What it measures and how the estimate uses it. */
  readonly description: string;
  /** The public source of the default (a URL, with the section when it helps). */
  readonly source: string;
  /** Where the default comes from. */
  readonly basis: EstimateBasis;
  /** True when the caller overrode the default. */
  readonly overridden: boolean;
}

/** A parameter as a platform's advice defines it (`src/<platform>/advice/parameters.ts`). */
export interface ParameterDefinition {
  readonly name: string;
  readonly platform: AdvicePlatform;
  readonly unit: EstimateUnit;
  readonly description: string;
  readonly source: string;
  readonly basis: EstimateBasis;
  /** A fixed default, or one computed from the other parameters in effect (so overrides flow through). */
  readonly value?: number | ((values: ParameterValues) => number | undefined);
}

/** Parameter values by name, after overrides. */
export type ParameterValues = Readonly<Record<string, number | undefined>>;

/** The parameters a platform's advice defines. */
function definitionsOf(platform: AdvicePlatform): readonly ParameterDefinition[] {
  return requirePlatform(platform).loadAdvice().parameters;
}

/**
 * The estimate's parameters for a platform with the caller's overrides applied.
 *
 * @param platform the platform whose parameters to list
 * @param overrides values by parameter name, in the unit the name ends with
 * @throws UnscopedValidationError `GPUM-ADVICE-PARAMETER` when an override names an unknown parameter, another platform's parameter, or a bad value
 */
export function estimateParameters(platform: AdvicePlatform, overrides: { [name: string]: number } = {}): EstimateParameter[] {
  const definitions = definitionsOf(platform);
  for (const [name, value] of Object.entries(overrides)) {
    const definition = definitions.find((d) => d.name === name);
    if (!definition) {
      // Another platform's parameter is named as such; looking it up loads the other platforms' advice, on this error path only.
      const owner = registeredPlatformIds().find(
        (id) => id !== platform && definitionsOf(id as AdvicePlatform).some((d) => d.name === name),
      );
      if (owner !== undefined) {
        throw new UnscopedValidationError(
          'GPUM-ADVICE-PARAMETER',
          `estimate parameter "${name}" belongs to ${owner}, not ${platform}: remove it or change the platform`,
          { property: 'estimateParameters', value: name, fix: 'remove it or change the platform' },
        );
      }
      throw new UnscopedValidationError(
        'GPUM-ADVICE-PARAMETER',
        `unknown estimate parameter "${name}". Parameters of ${platform}: ${definitions.map((d) => d.name).join(', ')}`,
        { property: 'estimateParameters', value: name, fix: `use one of: ${definitions.map((d) => d.name).join(', ')}` },
      );
    }
    checkValue(definition, value);
  }
  const values: Record<string, number | undefined> = {};
  // Fixed values first, then the ones computed from them, so that an override flows into derived defaults.
  for (const d of definitions) {
    values[d.name] = d.name in overrides ? overrides[d.name] : typeof d.value === 'function' ? undefined : d.value;
  }
  for (const d of definitions) {
    if (typeof d.value === 'function' && !(d.name in overrides)) values[d.name] = d.value(values);
  }
  return definitions.map((d) => ({
    name: d.name,
    platform: d.platform,
    value: values[d.name],
    unit: d.unit,
    description: d.description,
    source: d.source,
    basis: d.basis,
    overridden: d.name in overrides,
  }));
}

/** Every parameter of every platform, with its default. */
export function allEstimateParameters(): EstimateParameter[] {
  return registeredPlatformIds().flatMap((platform) => estimateParameters(platform as AdvicePlatform));
}

function checkValue(definition: ParameterDefinition, value: number): void {
  const ok =
    Number.isFinite(value) &&
    (definition.unit === EstimateUnit.SECONDS ? value >= 0 : value > 0) &&
    (definition.unit !== EstimateUnit.COUNT || Number.isInteger(value));
  if (!ok) {
    const expected =
      definition.unit === EstimateUnit.SECONDS
        ? 'a number of seconds of at least 0'
        : definition.unit === EstimateUnit.COUNT
          ? 'a whole number of at least 1'
          : `a number of ${definition.unit} above 0`;
    throw new UnscopedValidationError('GPUM-ADVICE-PARAMETER', `estimate parameter "${definition.name}" is ${value}: give ${expected}`, {
      property: `estimateParameters.${definition.name}`,
      value: String(value),
      fix: `give ${expected}`,
    });
  }
}
