import { IConstruct } from 'constructs';
import { UnscopedValidationError, ValidationError } from '../errors';
import { TerraformDataSource, TerraformProvider, TerraformResource, TerraformStack } from '../framework';
import { perStack } from '../private/per-stack';

/**
 * Creates every resource and data source below `scope` of the provider's type with that provider
 * (an aliased one, for a second region), unless it already names one. Run at the end of a
 * construct's constructor, so that every resource the construct made is covered. Resources of
 * other providers (a Kubernetes manifest under an AWS workload) keep theirs.
 */
export function useProvider(scope: IConstruct, provider: TerraformProvider | undefined): void {
  if (provider === undefined) return;
  for (const node of scope.node.findAll()) {
    // The framework's own checks (a Symbol.for marker), not instanceof: a resource from the bindings
    // of a second copy of the framework (cdktn beside cdktf aliased to it) is no instance of ours.
    if (!TerraformResource.isTerraformResource(node) && !TerraformDataSource.isTerraformDataSource(node)) continue;
    if (node.provider !== undefined) continue;
    if (node.terraformGeneratorMetadata?.providerName !== provider.terraformResourceType) continue;
    node.provider = provider;
  }
}

// Found once per stack and type: every workload asks, and a walk of the whole tree per workload made
// synthesis quadratic in the number of workloads. Only a provider found is kept; a stack with two
// default providers of one type is a Terraform error of its own, so one found cannot be outgrown.
const defaultProvidersIn = perStack(() => new Map<string, TerraformProvider>());

/**
 * The stack's one default (unaliased) provider of a type (`alicloud`, `aws`, `google`), which a
 * resource without a `provider` is created with; `undefined` when the stack has none, or several.
 * Providers are looked for among the stack's children first, where they almost always are.
 */
export function defaultProvider(scope: IConstruct, providerType: string): TerraformProvider | undefined {
  const stack = TerraformStack.of(scope);
  const found = defaultProvidersIn(stack);
  const cached = found.get(providerType);
  if (cached !== undefined) return cached;
  const isDefault = (c: IConstruct): c is TerraformProvider =>
    TerraformProvider.isTerraformProvider(c) && c.terraformResourceType === providerType && c.alias === undefined;
  let defaults = stack.node.children.filter(isDefault);
  if (defaults.length === 0) defaults = stack.node.findAll().filter(isDefault);
  if (defaults.length !== 1) return undefined;
  found.set(providerType, defaults[0]);
  return defaults[0];
}

/** What {@link checkProviderType} expects of a provider prop. */
export interface ProviderTypeRule {
  /** The error ID (`GPUM-EKS-PROVIDER`). */
  readonly code: string;
  /** The prop, for messages (`kubernetesProvider`). */
  readonly property: string;
  /** The provider types (`terraformResourceType`) the resources it is given to belong to. */
  readonly types: readonly string[];
  /** What to pass instead, for the fix (`an AwsProvider (an aliased one for another region)`). */
  readonly expected: string;
}

/**
 * Refuses a provider of another type where one type belongs: `useProvider` and each resource's
 * `provider` would otherwise leave the construct's resources on the stack's default provider (or fail
 * at `terraform validate` with a provider of another type in the resource's `provider`). `scope`
 * is `undefined` for an option checked before any construct exists (an `UnscopedValidationError`).
 */
export function checkProviderType(scope: IConstruct | undefined, provider: TerraformProvider | undefined, rule: ProviderTypeRule): void {
  if (provider === undefined) return;
  const type = TerraformProvider.isTerraformProvider(provider) ? provider.terraformResourceType : undefined;
  if (type !== undefined && rule.types.includes(type)) return;
  const fix = `pass ${rule.expected}`;
  const message = `${rule.property} is ${type ? `a ${type} provider` : 'not a Terraform provider'}, but it is given to ${rule.types.join(' or ')} resources: ${fix}`;
  const options = { property: rule.property, value: type ?? String(provider), fix };
  throw scope ? new ValidationError(rule.code, message, scope, options) : new UnscopedValidationError(rule.code, message, options);
}
