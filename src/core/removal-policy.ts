import { requireEnumMember, requireLiteralString } from './contract/identifiers';
import { TerraformResource } from './framework';

/** What `terraform destroy` (or removing the construct) may do to a resource that holds data. */
export enum RemovalPolicy {
  /** `lifecycle.prevent_destroy = true`: Terraform refuses to destroy it until the policy is lifted. */
  RETAIN = 'retain',
  /** Destroyed with the stack. For test stacks and caches that can be rebuilt. */
  DESTROY = 'destroy',
}

/**
 * Protects a data-bearing resource (a NAS file system, a model bucket) from accidental destroy.
 * For platform constructs.
 *
 * @internal
 * @deprecated not part of the public API; exported from the package root only for 0.1 code. Set
 * `resource.lifecycle = { preventDestroy: true }` yourself.
 */
export function applyRemovalPolicy(resource: TerraformResource, policy: RemovalPolicy = RemovalPolicy.RETAIN): void {
  // Anything but DESTROY would otherwise leave a data store unprotected in silence: a token (decided
  // at synth) or, from plain JavaScript, a word outside the enum is refused, naming the resource.
  requireLiteralString(
    resource,
    'GPUM-REMOVAL-POLICY',
    'removalPolicy',
    policy,
    'whether the data store is protected from destroy is decided at synth',
  );
  requireEnumMember(resource, 'GPUM-REMOVAL-POLICY', 'removalPolicy', policy, RemovalPolicy, {
    enumName: 'RemovalPolicy',
    notMember: 'not a removal policy',
  });
  if (policy === RemovalPolicy.RETAIN) {
    resource.lifecycle = { ...(resource.lifecycle ?? {}), preventDestroy: true };
  }
}
