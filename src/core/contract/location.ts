import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { ValidationError } from '../errors';
import { TerraformProvider } from '../framework';
import { isResolved, isUnresolved } from '../tokens';
import { defaultProvider } from './provider';
import { nearestSpelling } from './spelling';

/** What a platform knows about where a workload runs: the hook behind the core location rule. */
export interface LocationRule {
  /** The platform, for messages. */
  readonly platformName: string;
  /** The provider type whose `region` the resources are created in (`alicloud`, `aws`); omit when regions are per resource. */
  readonly providerType?: string;
  /** The region ID's shape (`cn-hangzhou`, `us-west-2`), to tell a region from a zone or a typo. */
  readonly regionPattern: RegExp;
  /** An example region for messages. */
  readonly exampleRegion: string;
  /** The zone's region, or `undefined` when the text is not a zone of this cloud. */
  zoneRegion(zone: string): string | undefined;
  /** Stable IDs of the errors: a malformed region, a zone outside it, a provider in another region. */
  readonly codes: { readonly region: string; readonly zone: string; readonly provider: string };
  /**
   * The regions the platform's catalogue lists. A region outside it that is one or two letters from a
   * listed one is a typo (`cn-hangzou`), refused with the region meant, unless it differs only in its
   * digits (`us-east6`: a region may have opened since); any other unlisted region is left to the
   * platform (its catalogue may be behind the cloud's).
   * @default - no catalogue: only the shape is checked
   */
  readonly knownRegions?: readonly string[];
  /**
   * The warning for a well-formed region outside `knownRegions` that is no typo of a listed one:
   * the catalogue may be behind the cloud, so it is advice.
   * @default - no warning (the platform warns in its own terms, or not at all)
   */
  readonly unknownRegionCode?: string;
}

/** One workload's location, as the user gave it. */
export interface WorkloadLocation {
  /** The region, and the prop it came from. */
  readonly region?: string;
  readonly regionProperty: string;
  /**
   * True when the region is the provider's (no region prop was set): a token region is then named
   * as the provider's region in the warning, not as `regionProperty`. @default false
   */
  readonly regionFromProvider?: boolean;
  /** Zones the workload's resources are placed in, by prop. */
  readonly zones?: readonly ZoneToCheck[];
  /** The provider the resources are created with, when the construct was given one. */
  readonly provider?: TerraformProvider;
}

/** The region of the provider a construct's resources are created with, as far as synth knows it. */
interface ProviderRegion {
  /** The literal region, when known. */
  readonly region?: string;
  /** True when the provider was found but its region is a Terraform token. */
  readonly token: boolean;
}

function findProviderRegion(scope: IConstruct, providerType: string | undefined, given?: TerraformProvider): ProviderRegion {
  const region = providerRegionAsGiven(scope, providerType, given);
  return isResolved(region) ? { region, token: false } : { token: isUnresolved(region) };
}

/**
 * The region of the provider a construct's resources are created with, as the stack gives it: a
 * literal or a Terraform token, for a construct that can take its region by reference.
 * `undefined` when no provider is found or it sets no region.
 */
export function providerRegionAsGiven(scope: IConstruct, providerType: string | undefined, given?: TerraformProvider): string | undefined {
  const provider = given ?? (providerType !== undefined ? defaultProvider(scope, providerType) : undefined);
  return (provider as unknown as { region?: string } | undefined)?.region;
}

/**
 * The region of the provider a construct's resources are created with: the one it was given, else
 * the stack's only default (unaliased) provider of the type. `undefined` when none is found or its
 * region is a token.
 */
export function providerRegion(scope: IConstruct, providerType: string | undefined, given?: TerraformProvider): string | undefined {
  return findProviderRegion(scope, providerType, given).region;
}

/** A zone to check against the region, with the prop it came from. */
export interface ZoneToCheck {
  readonly property: string;
  readonly zone: string | undefined;
  /** The error ID when the zone is not a zone of the region. @default - the rule's zone code */
  readonly code?: string;
}

/** A location that is not right: what {@link locationProblem} finds, for a construct or the command line to throw. */
export interface LocationProblem {
  readonly code: string;
  readonly message: string;
  readonly property: string;
  readonly value: string;
  readonly fix: string;
}

/**
 * The core location rule on literal values, without a construct: a region has the cloud's shape and
 * matches the provider's region; every zone belongs to the region. Tokens are skipped (the caller
 * warns). The command line calls it with the flags' values, the constructs through {@link checkLocation}.
 */
export function locationProblem(
  rule: LocationRule,
  location: {
    readonly region?: string;
    readonly regionProperty: string;
    readonly zones?: readonly ZoneToCheck[];
    /** The provider's literal region, and how it is named in messages (`given`, `stack's`). */
    readonly providerRegion?: string;
    readonly providerNamed?: string;
  },
): LocationProblem | undefined {
  const region = location.region;
  const literal = region !== undefined && isResolved(region) ? region : undefined;
  if (literal !== undefined && (!rule.regionPattern.test(literal) || rule.zoneRegion(literal) !== undefined)) {
    const zoneOf = rule.zoneRegion(literal);
    return {
      code: rule.codes.region,
      message: `${location.regionProperty} "${literal}" is not a region ID of ${rule.platformName}: give one such as ${zoneOf ?? rule.exampleRegion}, not a zone${zoneOf ? ` ("${literal}" is a zone of ${zoneOf})` : ''}`,
      property: location.regionProperty,
      value: literal,
      fix: `give a region such as ${zoneOf ?? rule.exampleRegion}`,
    };
  }
  const meant = literal === undefined ? undefined : misspelledRegion(rule, literal);
  if (literal !== undefined && meant !== undefined) {
    return {
      code: rule.codes.region,
      message: `${location.regionProperty} "${literal}" is not a region of ${rule.platformName}: did you mean ${meant}?`,
      property: location.regionProperty,
      value: literal,
      fix: `give ${meant}`,
    };
  }
  const fromProvider = location.providerRegion;
  if (literal !== undefined && fromProvider !== undefined && fromProvider !== literal) {
    return {
      code: rule.codes.provider,
      message: `${location.regionProperty} is "${literal}" but the ${location.providerNamed ?? "stack's"} ${rule.providerType} provider deploys to "${fromProvider}": the resources would be created in ${fromProvider} with settings for ${literal}. Use the same region for both, or pass a provider for ${literal} in the provider prop`,
      property: location.regionProperty,
      value: literal,
      fix: `set ${location.regionProperty} to "${fromProvider}", or pass a provider for ${literal}`,
    };
  }
  const effective = literal ?? fromProvider;
  for (const { property, zone, code } of location.zones ?? []) {
    if (zone === undefined || isUnresolved(zone)) continue;
    const zoneRegion = rule.zoneRegion(zone);
    if (zoneRegion === undefined) {
      return {
        code: code ?? rule.codes.zone,
        message: `${property} "${zone}" is not ${/^[AEIOU]/.test(rule.platformName) ? 'an' : 'a'} ${rule.platformName} zone ID${effective ? `: give a zone of ${effective}` : ''}`,
        property,
        value: zone,
        fix: effective ? `give a zone of ${effective}` : 'give a zone ID',
      };
    }
    if (effective !== undefined && zoneRegion !== effective) {
      return {
        code: code ?? rule.codes.zone,
        message: `${property} "${zone}" is a zone of ${zoneRegion}, but the workload runs in ${effective}: resources in another region's zone fail at apply. Give a zone of ${effective}`,
        property,
        value: zone,
        fix: `give a zone of ${effective}`,
      };
    }
  }
  return undefined;
}

/** Constructs already warned that their region is a token: one warning per construct, however many checks skip. */
const WARNED_TOKEN = new WeakSet<IConstruct>();

/**
 * Warns once per construct that a region or zone the location rule must check is a Terraform token,
 * so the check was skipped: silence would let a zone of another region through to apply.
 */
export function warnLocationToken(scope: IConstruct, rule: LocationRule, what: string): void {
  if (WARNED_TOKEN.has(scope)) return;
  WARNED_TOKEN.add(scope);
  addWarning(
    scope,
    'GPUM-REGION-TOKEN',
    `${what} is a Terraform token (known only at apply), so the ${rule.platformName} region and zone consistency could not be checked at synth: a zone or provider of another region would fail only at apply. To make it checkable, pass a literal region (for example region: '${rule.exampleRegion}') to the construct${rule.providerType ? ` and to the ${rule.providerType} provider` : ''}, and literal zone IDs`,
  );
}

/**
 * The core location rule: a literal region has the cloud's shape and matches the provider the
 * resources are created with; every literal zone belongs to the region. Where a value it must check
 * is a token, it warns once (`GPUM-REGION-TOKEN`) and leaves the check to apply.
 * Returns the provider's region when it is literal.
 */
export function checkLocation(scope: IConstruct, rule: LocationRule, location: WorkloadLocation): string | undefined {
  const provider = findProviderRegion(scope, rule.providerType, location.provider);
  const problem = locationProblem(rule, {
    region: location.region,
    regionProperty: location.regionProperty,
    zones: location.zones,
    providerRegion: provider.region,
    providerNamed: location.provider ? 'given' : "stack's",
  });
  if (problem) {
    throw new ValidationError(problem.code, problem.message, scope, { property: problem.property, value: problem.value, fix: problem.fix });
  }
  const region = location.region;
  const literalRegion = region !== undefined && isResolved(region);
  if (literalRegion && rule.unknownRegionCode && rule.knownRegions && !rule.knownRegions.includes(region)) {
    addWarning(
      scope,
      rule.unknownRegionCode,
      `${location.regionProperty} "${region}" is not in the ${rule.platformName} region catalogue (${rule.knownRegions.join(', ')}): if it is a region opened since, check that the service and your GPU instance types are offered there; if not, give one of the listed regions`,
    );
  }
  const zones = (location.zones ?? []).filter((z) => z.zone !== undefined);
  const providersRegion = `the region of the ${location.provider ? 'given' : "stack's"} ${rule.providerType} provider`;
  if (region !== undefined && isUnresolved(region)) {
    warnLocationToken(scope, rule, location.regionFromProvider ? providersRegion : location.regionProperty);
  } else if (literalRegion && provider.token) {
    warnLocationToken(scope, rule, providersRegion);
  } else if (!literalRegion && provider.region === undefined && zones.some((z) => isResolved(z.zone))) {
    if (provider.token) warnLocationToken(scope, rule, providersRegion);
  } else if ((literalRegion || provider.region !== undefined) && zones.some((z) => isUnresolved(z.zone))) {
    const token = zones.find((z) => isUnresolved(z.zone));
    warnLocationToken(scope, rule, token!.property);
  }
  return provider.region;
}

/** The listed region a region outside the catalogue is a typo of: one or two edits away. */
function misspelledRegion(rule: LocationRule, region: string): string | undefined {
  const known = rule.knownRegions;
  if (known === undefined || known.includes(region)) return undefined;
  const meant = nearestSpelling(region, known);
  // Clouds number their regions: one that differs from a listed one only in its digits
  // (`us-east6` beside `us-east5`) may be a region opened since the catalogue, not a typo.
  if (meant !== undefined && withoutDigits(meant) === withoutDigits(region)) return undefined;
  return meant;
}

function withoutDigits(region: string): string {
  return region.replace(/[0-9]/g, '');
}
