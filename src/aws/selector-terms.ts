import { checkClusterName } from './node-class-checks';
import { UnscopedValidationError } from '../core/errors';

/** One EC2NodeClass selector term, as the CRD spells it. */
export interface SelectorTerm {
  readonly tags?: Record<string, string>;
  readonly id?: string;
  readonly name?: string;
}

/** The tag Karpenter's getting-started guide puts on a cluster's node subnets and security groups. */
export const DISCOVERY_TAG = 'karpenter.sh/discovery';

function tagTerm(tags: Record<string, string>, what: string): SelectorTerm[] {
  const entries = Object.entries(tags ?? {});
  if (entries.length === 0 || entries.length > 20 || entries.some(([k, v]) => !k || !v)) {
    throw new UnscopedValidationError(
      'GPUM-EKS-SELECTOR',
      `${what} tags ${JSON.stringify(tags)}: give 1 to 20 tags with non-empty keys and values ("*" matches any value)`,
      { property: 'tags', value: JSON.stringify(tags), fix: 'Give 1 to 20 tags with non-empty keys and values ("*" matches any value)' },
    );
  }
  return [{ tags: { ...tags } }];
}

function idTerms(ids: string[], prefix: string, what: string, idsProperty: string): SelectorTerm[] {
  if (!ids || ids.length === 0 || ids.length > 30) {
    throw new UnscopedValidationError('GPUM-EKS-SELECTOR', `${what} IDs: give 1 to 30 IDs, got ${ids?.length ?? 0}`, {
      property: idsProperty,
      value: JSON.stringify(ids),
      fix: 'Give 1 to 30 IDs',
    });
  }
  for (const id of ids) {
    // Tokens are checked by the API server at apply time; literal IDs are checked now.
    if (!id.includes('${') && !new RegExp(`^${prefix}-[0-9a-z]+$`).test(id)) {
      throw new UnscopedValidationError('GPUM-EKS-SELECTOR', `"${id}" is not a ${what} ID: give IDs like ${prefix}-0123456789abcdef0`, {
        property: idsProperty,
        value: id,
        fix: `Give IDs like ${prefix}-0123456789abcdef0`,
      });
    }
  }
  return ids.map((id) => ({ id }));
}

/** Which subnets Karpenter launches GPU nodes in (EC2NodeClass `subnetSelectorTerms`). */
export class SubnetSelection {
  /** Subnets tagged `karpenter.sh/discovery: <clusterName>`, the getting-started convention. */
  public static discovery(clusterName: string): SubnetSelection {
    checkClusterName(undefined, 'clusterName', clusterName);
    return new SubnetSelection(tagTerm({ [DISCOVERY_TAG]: clusterName }, 'subnet'));
  }

  /** Subnets carrying all of these tags. */
  public static fromTags(tags: Record<string, string>): SubnetSelection {
    return new SubnetSelection(tagTerm(tags, 'subnet'));
  }

  /** These subnets, by ID (`subnet-...`; Terraform references are accepted). */
  public static fromIds(subnetIds: string[]): SubnetSelection {
    return new SubnetSelection(idTerms(subnetIds, 'subnet', 'subnet', 'subnetIds'));
  }

  private constructor(
    /** The selector terms, ORed by Karpenter. */
    public readonly terms: SelectorTerm[],
  ) {}
}

/** Which security groups GPU nodes get (EC2NodeClass `securityGroupSelectorTerms`). */
export class SecurityGroupSelection {
  /** Security groups tagged `karpenter.sh/discovery: <clusterName>`, the getting-started convention. */
  public static discovery(clusterName: string): SecurityGroupSelection {
    checkClusterName(undefined, 'clusterName', clusterName);
    return new SecurityGroupSelection(tagTerm({ [DISCOVERY_TAG]: clusterName }, 'security group'));
  }

  /** Security groups carrying all of these tags. */
  public static fromTags(tags: Record<string, string>): SecurityGroupSelection {
    return new SecurityGroupSelection(tagTerm(tags, 'security group'));
  }

  /** These security groups, by ID (`sg-...`; Terraform references are accepted). */
  public static fromIds(securityGroupIds: string[]): SecurityGroupSelection {
    return new SecurityGroupSelection(idTerms(securityGroupIds, 'sg', 'security group', 'securityGroupIds'));
  }

  /** Security groups by their EC2 name (not the Name tag). */
  public static fromNames(names: string[]): SecurityGroupSelection {
    if (!names || names.length === 0 || names.length > 30 || names.some((n) => !n)) {
      throw new UnscopedValidationError('GPUM-EKS-SELECTOR', 'security group names: give 1 to 30 non-empty names', {
        property: 'names',
        value: JSON.stringify(names),
        fix: 'Give 1 to 30 non-empty names',
      });
    }
    return new SecurityGroupSelection(names.map((name) => ({ name })));
  }

  private constructor(
    /** The selector terms, ORed by Karpenter. */
    public readonly terms: SelectorTerm[],
  ) {}
}
