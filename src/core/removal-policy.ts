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
  if (policy === RemovalPolicy.RETAIN) {
    resource.lifecycle = { ...(resource.lifecycle ?? {}), preventDestroy: true };
  }
}
