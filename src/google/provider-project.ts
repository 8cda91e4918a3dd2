import { IConstruct } from 'constructs';
import { defaultProvider } from '../core/contract/provider';
import { ValidationError } from '../core/errors';
import { TerraformProvider } from '../core/framework';

/**
 * The project of the stack's one default (unaliased) google provider, as configured: a literal, a
 * Terraform token, or `undefined` when the stack has no such provider or it sets no project.
 */
export function providerProject(scope: IConstruct): string | undefined {
  return (defaultProvider(scope, 'google') as { projectInput?: string } | undefined)?.projectInput;
}

/**
 * Refuses a provider of another cloud where the google provider belongs (`GPUM-CR-PROVIDER`): the
 * library would leave every google resource on the stack's default provider, silently.
 */
export function checkGoogleProvider(scope: IConstruct, provider: TerraformProvider | undefined): void {
  if (provider === undefined) return;
  const type = TerraformProvider.isTerraformProvider(provider) ? provider.terraformResourceType : undefined;
  if (type === 'google' || type === 'google-beta') return;
  const fix = 'pass a GoogleProvider (an aliased one for another project or region)';
  throw new ValidationError(
    'GPUM-CR-PROVIDER',
    `provider is ${type ? `a ${type} provider` : 'not a Terraform provider'}, but every resource of this construct is a google resource: ${fix}`,
    scope,
    { property: 'provider', value: type ?? String(provider), fix },
  );
}
