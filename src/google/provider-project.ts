import { IConstruct } from 'constructs';
import { defaultProvider } from '../core/contract/provider';

/**
 * The project of the stack's one default (unaliased) google provider, as configured: a literal, a
 * Terraform token, or `undefined` when the stack has no such provider or it sets no project.
 */
export function providerProject(scope: IConstruct): string | undefined {
  return (defaultProvider(scope, 'google') as { projectInput?: string } | undefined)?.projectInput;
}
