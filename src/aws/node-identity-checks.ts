import { IConstruct } from 'constructs';
import { claimUniqueName, requireLiteralBoolean } from '../core/contract';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import { checkAwsTags, checkClusterName } from './node-class-checks';

/** IAM role names (IAM `CreateRole` `RoleName`): 1 to 64 characters of `[\w+=,.@-]`. */
const IAM_ROLE_NAME = /^[\w+=,.@-]{1,64}$/;

/**
 * Managed policy ARNs (IAM `AttachRolePolicy` `PolicyArn`): AWS managed (`iam::aws:policy/`) or
 * customer managed (`iam::<account>:policy/`), in the commercial, China or GovCloud partitions, with
 * an optional path.
 */
const MANAGED_POLICY_ARN = /^arn:aws(-cn|-us-gov)?:iam::(aws|\d{12}):policy\/([\w+=,.@-]+\/)*[\w+=,.@-]{1,128}$/;

/** The AWS managed policies every new node role gets (with SSM when asked). */
export const NODE_ROLE_POLICY_NAMES = [
  'AmazonEKSWorkerNodePolicy',
  'AmazonEKS_CNI_Policy',
  'AmazonEC2ContainerRegistryPullOnly',
  'AmazonSSMManagedInstanceCore',
];

/** The context a node identity is bound with: the cluster's name and the tags (`NodeIdentityContext`). */
export function checkIdentityContext(scope: IConstruct, clusterName: string, tags: Record<string, string> | undefined): void {
  checkClusterName(scope, 'clusterName', clusterName);
  checkAwsTags(scope, tags);
}

/** A role name the identity creates or writes (`GPUM-EKS-NODE-ROLE`): IAM's rule, a name and not an ARN. */
export function checkRoleName(scope: IConstruct, property: string, name: string | undefined): void {
  if (name === undefined || isUnresolved(name)) return;
  if (typeof name === 'string' && IAM_ROLE_NAME.test(name)) return;
  const text = String(name);
  const why = !text
    ? 'is empty'
    : text.startsWith('arn:')
      ? "is an ARN: IAM takes the role's name here"
      : text.length > 64
        ? `has ${text.length} characters, more than IAM's 64`
        : 'holds characters IAM refuses in a role name (only letters, digits and "+=,.@_-")';
  const fix = 'give the role\'s name: 1 to 64 letters, digits and "+=,.@_-", such as "KarpenterNodeRole-demo"';
  throw new ValidationError('GPUM-EKS-NODE-ROLE', `${property} "${text}" ${why}: ${fix}`, scope, { property, value: text, fix });
}

/** A boolean that creates a resource or not (`GPUM-EKS-NODE-ROLE`): literal only. */
export function requireIdentityBoolean(scope: IConstruct, property: string, value: boolean | undefined, creates: string): boolean {
  return requireLiteralBoolean(scope, 'GPUM-EKS-NODE-ROLE', property, value, `it decides at synth whether ${creates} is created`) ?? false;
}

/**
 * The extra managed policies of a new node role (`GPUM-EKS-NODE-POLICY`): each a managed policy
 * ARN, given once, and none the role already gets (two attachments of one policy to one role are one
 * attachment in IAM: removing either detaches it for both).
 */
export function checkAdditionalPolicies(scope: IConstruct, arns: readonly string[] | undefined, attached: readonly string[]): void {
  const seen = new Set<string>();
  for (const [index, arn] of (arns ?? []).entries()) {
    if (isUnresolved(arn)) continue;
    const property = `additionalManagedPolicyArns[${index}]`;
    const fail = (why: string, fix: string): never => {
      throw new ValidationError('GPUM-EKS-NODE-POLICY', `${property} "${String(arn)}" ${why}: ${fix}`, scope, {
        property,
        value: String(arn),
        fix,
      });
    };
    if (typeof arn !== 'string' || !MANAGED_POLICY_ARN.test(arn)) {
      fail(
        'is not a managed policy ARN',
        "give the policy's ARN, arn:aws:iam::aws:policy/<name> or arn:aws:iam::<account>:policy/<name>, such as arn:aws:iam::aws:policy/AmazonS3ReadOnlyAccess",
      );
    }
    const awsManaged = /:iam::aws:policy\/(?:.*\/)?([^/]+)$/.exec(arn)?.[1];
    if (awsManaged !== undefined && attached.includes(awsManaged)) {
      fail(`is ${awsManaged}, which the node role already gets`, 'remove it');
    }
    if (seen.has(arn)) fail('is listed twice', 'list it once');
    seen.add(arn);
  }
}

/**
 * One EKS access entry per principal and cluster (`GPUM-EKS-ACCESS-ENTRY-DUPLICATE`): a second
 * `aws_eks_access_entry` for a role fails at apply (ResourceInUseException).
 */
export function claimAccessEntry(scope: IConstruct, clusterName: string, roleName: string): void {
  if (isUnresolved(clusterName)) return;
  claimUniqueName(scope, { kind: 'EKS access entry for role', within: clusterName, code: 'GPUM-EKS-ACCESS-ENTRY-DUPLICATE' }, roleName);
}
