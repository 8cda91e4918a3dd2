import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { TerraformProvider } from '../framework';
import { isResolved, isUnresolved } from '../tokens';
import { defaultProvider } from './provider';

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
}

/** One workload's location, as the user gave it. */
export interface WorkloadLocation {
  /** The region, and the prop it came from. */
  readonly region?: string;
  readonly regionProperty: string;
  /** Zones the workload's resources are placed in, by prop. */
  readonly zones?: ReadonlyArray<{ readonly property: string; readonly zone: string | undefined }>;
  /** The provider the resources are created with, when the construct was given one. */
  readonly provider?: TerraformProvider;
}

/**
 * The region of the provider a construct's resources are created with: the one it was given, else
 * the stack's only default (unaliased) provider of the type. `undefined` when none is found or its
 * region is a token.
 */
export function providerRegion(scope: IConstruct, providerType: string | undefined, given?: TerraformProvider): string | undefined {
  const provider = given ?? (providerType !== undefined ? defaultProvider(scope, providerType) : undefined);
  const region = (provider as unknown as { region?: string } | undefined)?.region;
  return isResolved(region) ? region : undefined;
}

/**
 * The core location rule: a literal region has the cloud's shape and matches the provider the
 * resources are created with; every literal zone belongs to the region. Tokens are left to apply.
 * Returns the provider's region when it is literal.
 */
export function checkLocation(scope: IConstruct, rule: LocationRule, location: WorkloadLocation): string | undefined {
  const region = location.region;
  if (region !== undefined && isResolved(region) && (!rule.regionPattern.test(region) || rule.zoneRegion(region) !== undefined)) {
    const zoneOf = rule.zoneRegion(region);
    throw new ValidationError(
      rule.codes.region,
      `${location.regionProperty} "${region}" is not a region ID of ${rule.platformName}: give one such as ${zoneOf ?? rule.exampleRegion}, not a zone${zoneOf ? ` ("${region}" is a zone of ${zoneOf})` : ''}`,
      scope,
      { property: location.regionProperty, value: region, fix: `give a region such as ${zoneOf ?? rule.exampleRegion}` },
    );
  }
  const fromProvider = providerRegion(scope, rule.providerType, location.provider);
  if (region !== undefined && isResolved(region) && fromProvider !== undefined && fromProvider !== region) {
    throw new ValidationError(
      rule.codes.provider,
      `${location.regionProperty} is "${region}" but the ${location.provider ? 'given' : "stack's"} ${rule.providerType} provider deploys to "${fromProvider}": the resources would be created in ${fromProvider} with settings for ${region}. Use the same region for both, or pass a provider for ${region} in the provider prop`,
      scope,
      {
        property: location.regionProperty,
        value: region,
        fix: `set ${location.regionProperty} to "${fromProvider}", or pass a provider for ${region}`,
      },
    );
  }
  const effective = region !== undefined && isResolved(region) ? region : fromProvider;
  for (const { property, zone } of location.zones ?? []) {
    if (zone === undefined) continue;
    if (isUnresolved(zone)) continue;
    const zoneRegion = rule.zoneRegion(zone);
    if (zoneRegion === undefined) {
      throw new ValidationError(
        rule.codes.zone,
        `${property} "${zone}" is not a ${rule.platformName} zone ID${effective ? `: give a zone of ${effective}` : ''}`,
        scope,
        { property, value: zone, fix: effective ? `give a zone of ${effective}` : 'give a zone ID' },
      );
    }
    if (effective !== undefined && zoneRegion !== effective) {
      throw new ValidationError(
        rule.codes.zone,
        `${property} "${zone}" is a zone of ${zoneRegion}, but the workload runs in ${effective}: resources in another region's zone fail at apply. Give a zone of ${effective}`,
        scope,
        { property, value: zone, fix: `give a zone of ${effective}` },
      );
    }
  }
  return fromProvider;
}
