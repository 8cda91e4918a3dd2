import { GrantStatement, PolicyFacts, PolicyHolder } from '../../core/checks/platform-checks';
import { IndexedResource, StackIndex } from '../../core/checks/stack-index';
import { soleReference } from '../../core/checks/references';
import { blocks, strings } from '../../core/checks/resolved-values';
import { roleHolder } from '../../core/checks/rules/identity-helpers';
import { statementsFromJson } from '../../core/checks/rules/policy-documents';

/** An IAM policy document: JSON, or a reference to an `aws_iam_policy_document` data source's `json`. */
function fromAwsPolicy(policy: unknown, index: StackIndex): GrantStatement[] {
  const ref = soleReference(policy);
  if (ref?.attribute === 'json') {
    const document = index.get(ref.address);
    if (document?.type === 'aws_iam_policy_document') {
      return blocks(document.config.statement).map((s) => ({
        effect: String(s.effect ?? 'Allow'),
        actions: strings(s.actions),
        resources: strings(s.resources),
        conditioned: blocks(s.condition).length > 0,
      }));
    }
  }
  return statementsFromJson(policy);
}

/** A policy resource whose document is its `policy` attribute. */
function documentPolicy(type: string, holders: (policy: IndexedResource, index: StackIndex) => PolicyHolder[]): PolicyFacts {
  return { type, statements: (policy, index) => fromAwsPolicy(policy.config.policy, index), holders };
}

/** The IAM resources whose documents grant storage access, with the roles each is attached to. */
export const IAM_POLICIES: PolicyFacts[] = [
  {
    type: 'aws_iam_role',
    statements: (role, index) => blocks(role.config.inline_policy).flatMap((p) => fromAwsPolicy(p.policy, index)),
    holders: (role) => [role],
  },
  documentPolicy('aws_iam_policy', (policy, index) => {
    const referencing = (...types: string[]) => index.referencing(policy, ...types);
    return [
      ...referencing('aws_iam_role_policy_attachment').map((a) => roleHolder(a.config.role, index)),
      ...referencing('aws_iam_policy_attachment').flatMap((a) => [
        ...strings(a.config.roles).map((r) => roleHolder(r, index)),
        ...(strings(a.config.users).length + strings(a.config.groups).length > 0 ? ['outside' as const] : []),
      ]),
      ...referencing('aws_iam_role').filter((r) => r.mode === 'resource'),
      ...(referencing('aws_iam_user_policy_attachment', 'aws_iam_group_policy_attachment').length > 0 ? ['outside' as const] : []),
    ];
  }),
  documentPolicy('aws_iam_role_policy', (policy, index) => [roleHolder(policy.config.role, index)]),
  documentPolicy('aws_iam_user_policy', () => ['outside']),
  documentPolicy('aws_iam_group_policy', () => ['outside']),
];
