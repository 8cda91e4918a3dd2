import { IConstruct } from 'constructs';
import { TerraformStack } from '../core/framework';

/**
 * The google provider versions a stack with Cloud Run GPU workloads must run with.
 *
 * The prebuilt bindings (@cdktf/provider-google 16.12.1) are generated from google 6.50.0, and
 * cdktf pins that exact version in `required_providers`. The gcs volume's `mount_options` only
 * reached the GA provider in 7.4.0, and a worker pool container's `startup_probe` in 7.5.0, so the
 * workload emits them through escape hatches and the stack must ask for 7.5.0 or later; 8.0.0
 * removes and tightens fields, so the range stops before it. Every other attribute the library
 * emits exists both in 6.50.0 and throughout 7.x.
 */
export const GOOGLE_PROVIDER_CONSTRAINT = '>= 7.5.0, < 8.0.0';

const APPLIED = Symbol.for('cdktf-gpu-models.google.providerConstraint');

/**
 * Sets the stack's `terraform.required_providers.google.version` to
 * {@link GOOGLE_PROVIDER_CONSTRAINT}, once per stack.
 */
export function requireGoogleProviderConstraint(scope: IConstruct): void {
  const stack = TerraformStack.of(scope) as TerraformStack & { [APPLIED]?: boolean };
  if (stack[APPLIED]) return;
  stack.addOverride('terraform.required_providers.google.version', GOOGLE_PROVIDER_CONSTRAINT);
  Object.defineProperty(stack, APPLIED, { value: true });
}
