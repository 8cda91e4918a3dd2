import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { TerraformProvider } from '../core/framework';

/**
 * Refuses a provider of another cloud where the alicloud provider belongs (`GPUM-FC-PROVIDER`): the
 * library assigns a given provider only to resources of its type, so every alicloud resource would
 * stay on the stack's default alicloud provider, silently (or the region would be called unknown).
 *
 * @param property the prop that holds the provider (`provider`, `replicas[0].provider`)
 */
export function checkAlicloudProvider(scope: IConstruct, property: string, provider: TerraformProvider | undefined): void {
  if (provider === undefined) return;
  const type = TerraformProvider.isTerraformProvider(provider) ? provider.terraformResourceType : undefined;
  if (type === 'alicloud') return;
  const fix = 'pass an AlicloudProvider (an aliased one for another region or account)';
  throw new ValidationError(
    'GPUM-FC-PROVIDER',
    `${property} is ${type ? `a ${type} provider` : 'not a Terraform provider'}, but every resource of this construct is an alicloud resource: ${fix}`,
    scope,
    { property, value: type ?? String(provider), fix },
  );
}
