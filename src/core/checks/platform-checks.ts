import { registeredPlatforms } from '../platform/registry';
import { Size } from '../size';
import { CheckFinding, CheckRule } from './rule';
import type { IndexedResource, StackIndex } from './stack-index';

/** An Allow or Deny statement of a RAM or IAM policy, whatever its source form. */
export interface GrantStatement {
  readonly effect: string;
  readonly actions: string[];
  readonly resources: string[];
  /** True when the statement has a condition (an `oss:Prefix` or `s3:prefix` on a listing). */
  readonly conditioned: boolean;
}

/** A role a policy is attached to: a role of the stack, or `outside` (a user, a group, a role not in the stack). */
export type PolicyHolder = IndexedResource | 'outside';

/** How a role is used, as far as the stack shows. */
export type RoleUse = 'model' | 'other' | 'unknown';

/** A bucket resource type, with what the cross-platform bucket rules read from it. */
export interface BucketFacts {
  /** The resource type: `alicloud_oss_bucket`. */
  readonly type: string;
  /** The attribute that holds the bucket's name: `bucket`, `name`. */
  readonly nameAttribute: string;
  /**
   * The resource types that can make such a bucket public (ACLs, policies, IAM grants). A grant on a
   * model bucket outside the stack is reported on the grant by the core rule.
   */
  readonly grantTypes: readonly string[];
  /** How a model bucket of this type (in the stack) is public: `has acl = public-read`, `<address> allows principal *`. */
  publicFindings(bucket: IndexedResource, index: StackIndex): string[];
  /** Whether a model bucket of this type blocks public access (the switch that keeps a later ACL or policy from exposing it). */
  publicAccessFindings(bucket: IndexedResource, index: StackIndex): CheckFinding[];
  /**
   * Whether a model bucket of this type is unencrypted at rest.
   * @default - never: the store always encrypts (S3, Cloud Storage)
   */
  encryptionFindings?(bucket: IndexedResource, index: StackIndex): string[];
}

/** A RAM or IAM policy resource type whose documents grant storage access. */
export interface PolicyFacts {
  /** The resource type: `alicloud_ram_policy`, `aws_iam_role_policy`. */
  readonly type: string;
  /** The policy's statements; empty when the document is an expression that cannot be read at synth. */
  statements(policy: IndexedResource, index: StackIndex): GrantStatement[];
  /** The roles (or `outside`) the policy is attached to. */
  holders(policy: IndexedResource, index: StackIndex): PolicyHolder[];
}

/** Where a platform's guidance stops putting the model in the image. */
export interface ImageGuidance {
  readonly size: Size;
  /** Whose guidance, in words, for the finding. */
  readonly source: string;
}

/** A hard limit on a platform's image, which fails the deploy. */
export interface ImageLimit {
  readonly size: Size;
  /** The limit in words, for the finding: `the 15 GB limit of a GPU function's image`. */
  readonly description: string;
}

/**
 * What a platform tells `GpuModelChecks`, as its descriptor's `loadChecks()` returns it
 * (`src/<platform>/checks/index.ts`): its own rules, and the facts and hooks the cross-platform
 * rules of `src/core/checks/rules/` read. A hook a platform leaves out has nothing to say there.
 */
export interface PlatformChecks {
  /** The rules that hold on this platform only, one per file under `src/<platform>/checks/`. */
  readonly rules: readonly CheckRule[];
  /** The bucket resource types. */
  readonly buckets: readonly BucketFacts[];
  /**
   * The resource types that run a model (a function, a service). Kubernetes objects that run pods
   * requesting a GPU are found by the core.
   */
  readonly consumerTypes: readonly string[];
  /** True when a model consumer runs on this platform (its image rules apply to it). */
  runsConsumer(resource: IndexedResource): boolean;
  /** Where the platform's guidance stops putting the model in the image. */
  readonly imageGuidance: ImageGuidance;
  /**
   * The platform's hard image limit.
   * @default - none
   */
  readonly imageLimit?: ImageLimit;
  /**
   * The value of an environment variable a consumer of this platform sets.
   * @default - searched in the Kubernetes objects and the configuration as `{ name, value }` pairs
   */
  environmentValue?(resource: IndexedResource, index: StackIndex, name: string): string | undefined;
  /** Literal bucket names a consumer or volume gives as attributes rather than URLs. */
  namedBuckets?(resource: IndexedResource, index: StackIndex): string[];
  /** The model mounts of a resource that are writable. */
  writableModelMounts?(resource: IndexedResource, index: StackIndex): CheckFinding[];
  /** The policy resource types whose documents grant storage access. */
  readonly policies?: readonly PolicyFacts[];
  /** The role resource types policies are attached to: `aws_iam_role`, `alicloud_ram_role`. */
  readonly roleTypes?: readonly string[];
  /** What the stack shows a role used by, on this platform (a GPU function, a GPU pod's service account, a node). */
  roleUses?(role: IndexedResource, index: StackIndex): RoleUse[];
  /** Grants of this platform's own IAM (not policies) that reach beyond the model's bucket and prefix. */
  grantFindings?(resource: IndexedResource, index: StackIndex): string[];
  /** Action prefixes of the platform's object storage: `oss:`, `s3:`. */
  readonly storageActionPrefixes?: readonly string[];
  /** Actions that list a bucket's keys, lower case: `oss:listobjects`. */
  readonly listActions?: readonly string[];
  /** The bucket and object path of a resource ARN of the platform's object storage, or undefined. */
  bucketPath?(arn: string): { bucket: string; path?: string } | undefined;
}

/**
 * The checks of every registered platform, loaded when `GpuModelChecks` first runs.
 */
export function registeredPlatformChecks(): PlatformChecks[] {
  return registeredPlatforms().map((p) => p.loadChecks());
}
