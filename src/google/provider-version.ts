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

/**
 * The constraint of a stack with a model staging job: `run_execution_token`, which makes apply run
 * the job and wait for it, reached the GA provider in 7.42.0 (hashicorp/terraform-provider-google
 * CHANGELOG 7.42.0, from GoogleCloudPlatform/magic-modules#18296; 7.41.0 lacks it). Stacks without
 * staging keep {@link GOOGLE_PROVIDER_CONSTRAINT}.
 */
export const GOOGLE_STAGING_PROVIDER_CONSTRAINT = '>= 7.42.0, < 8.0.0';

const APPLIED = Symbol.for('cdktf-gpu-models.google.providerConstraint');

/**
 * Sets the stack's `terraform.required_providers.google.version` to {@link GOOGLE_PROVIDER_CONSTRAINT},
 * or, once any construct of the stack asks for it, {@link GOOGLE_STAGING_PROVIDER_CONSTRAINT}.
 */
export function requireGoogleProviderConstraint(scope: IConstruct, constraint: string = GOOGLE_PROVIDER_CONSTRAINT): void {
  const stack = TerraformStack.of(scope) as TerraformStack & { [APPLIED]?: string };
  const current = stack[APPLIED];
  if (current === constraint || current === GOOGLE_STAGING_PROVIDER_CONSTRAINT) return;
  stack.addOverride('terraform.required_providers.google.version', constraint);
  Object.defineProperty(stack, APPLIED, { value: constraint, writable: true, configurable: true });
}
