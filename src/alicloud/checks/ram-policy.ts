import { PolicyFacts } from '../../core/checks/platform-checks';
import { blocks, strings } from '../../core/checks/resolved-values';
import { roleHolder } from '../../core/checks/rules/identity-helpers';
import { statementsFromJson } from '../../core/checks/rules/policy-documents';

/** A RAM policy: its document (JSON or statement blocks) and the roles it is attached to. */
export const RAM_POLICY: PolicyFacts = {
  type: 'alicloud_ram_policy',

  statements(resource) {
    return [
      ...statementsFromJson(resource.config.policy_document ?? resource.config.document),
      ...blocks(resource.config.statement).map((s) => ({
        effect: String(s.effect ?? 'Allow'),
        actions: strings(s.action),
        resources: strings(s.resource),
        conditioned: false,
      })),
    ];
  },

  holders(policy, index) {
    const attached = (type: string) =>
      index
        .ofType(type)
        .filter(
          (a) => index.refersTo(a.config.policy_name, policy) || index.compare(a.config.policy_name, policy.config.policy_name) === 'same',
        );
    return [
      ...attached('alicloud_ram_role_policy_attachment').map((a) => roleHolder(a.config.role_name, index)),
      ...(attached('alicloud_ram_user_policy_attachment').length + attached('alicloud_ram_group_policy_attachment').length > 0
        ? ['outside' as const]
        : []),
    ];
  },
};
