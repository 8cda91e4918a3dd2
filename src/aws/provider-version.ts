import { IConstruct } from 'constructs';
import { Lazy, TerraformDataSource, TerraformProvider, TerraformResource, TerraformStack } from '../core/framework';
import { compareSemVer, parseSemVer } from './versions';

/**
 * The aws provider versions a stack with the library's AWS resources runs with.
 *
 * The prebuilt bindings' `AwsProvider` pins the exact version it was generated from in
 * `required_providers` (`@cdktf/provider-aws` 21.22.1: `6.25.0`), which refuses the newer 6.x a
 * user's lock file or their other modules already hold. The library builds its resources with those
 * bindings, and test/support/synth.ts checks every attribute it emits against their aws 6.25.0
 * schema, so each exists from 6.25.0 on; the AWS provider removes attributes only at a major
 * version, so the range stops before 7.0.0.
 */
export const AWS_PROVIDER_FLOOR = '6.25.0';
export const AWS_PROVIDER_CONSTRAINT = `>= ${AWS_PROVIDER_FLOOR}, < 7.0.0`;

const APPLIED = Symbol.for('cdktf-gpu-models.aws.providerConstraint');

/**
 * Sets the stack's `terraform.required_providers.aws.version` to {@link AWS_PROVIDER_CONSTRAINT}, or,
 * when an AWS provider of the stack comes from bindings generated from a newer 6.x (CDK Terrain's
 * `@cdktn/provider-aws` 25.7.0: 6.66.0), from that version on: the user's own resources of those
 * bindings may use its attributes. Read at synth, so a provider added after the workload counts.
 */
export function requireAwsProviderConstraint(scope: IConstruct): void {
  // Only where the construct made an AWS resource: a stack of Kubernetes objects alone needs no aws provider.
  const isAws = (n: IConstruct) =>
    (TerraformResource.isTerraformResource(n) || TerraformDataSource.isTerraformDataSource(n)) &&
    n.terraformResourceType.startsWith('aws_');
  if (!scope.node.findAll().some(isAws)) return;
  const stack = TerraformStack.of(scope) as TerraformStack & { [APPLIED]?: boolean };
  if (stack[APPLIED]) return;
  stack.addOverride('terraform.required_providers.aws.version', Lazy.stringValue({ produce: () => awsConstraint(stack) }));
  Object.defineProperty(stack, APPLIED, { value: true });
}

function awsConstraint(stack: TerraformStack): string {
  let floor = parseSemVer(AWS_PROVIDER_FLOOR)!;
  for (const node of stack.node.findAll()) {
    if (!TerraformProvider.isTerraformProvider(node) || node.terraformResourceType !== 'aws') continue;
    const generated = parseSemVer(node.terraformGeneratorMetadata?.providerVersion ?? '');
    if (generated && generated.major === floor.major && compareSemVer(generated, floor) > 0) floor = generated;
  }
  return `>= ${floor.major}.${floor.minor}.${floor.patch}, < 7.0.0`;
}
