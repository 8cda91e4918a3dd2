import { IConstruct } from 'constructs';
import { TerraformDataSource, TerraformProvider, TerraformResource } from '../framework';

/**
 * Creates every resource and data source below `scope` of the provider's type with that provider
 * (an aliased one, for a second region), unless it already names one. Run at the end of a
 * construct's constructor, so that every resource the construct made is covered. Resources of
 * other providers (a Kubernetes manifest under an AWS workload) keep theirs.
 */
export function useProvider(scope: IConstruct, provider: TerraformProvider | undefined): void {
  if (provider === undefined) return;
  for (const node of scope.node.findAll()) {
    if (!(node instanceof TerraformResource) && !(node instanceof TerraformDataSource)) continue;
    if (node.provider !== undefined) continue;
    if (node.terraformGeneratorMetadata?.providerName !== provider.terraformResourceType) continue;
    node.provider = provider;
  }
}
