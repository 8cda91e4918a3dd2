import { DataAwsIamRole } from '@cdktf/provider-aws/lib/data-aws-iam-role';
import { DataAwsPartition } from '@cdktf/provider-aws/lib/data-aws-partition';
import { EksAccessEntry } from '@cdktf/provider-aws/lib/eks-access-entry';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { IamRolePolicyAttachment } from '@cdktf/provider-aws/lib/iam-role-policy-attachment';
import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { UnscopedValidationError } from '../core/errors';
import { ITerraformDependable, TerraformResource } from '../core/framework';
import { uniqueResourceName } from '../core/names';
import { isUnresolved } from '../core/tokens';
import { policyDocument, serviceTrustPolicy } from './iam-policy';
import {
  checkAdditionalPolicies,
  checkIdentityContext,
  checkRoleName,
  claimAccessEntry,
  NODE_ROLE_POLICY_NAMES,
  requireIdentityBoolean,
} from './node-identity-checks';

/**
 * An IAM role as this library needs it: its name and ARN. `IamRole` and `DataAwsIamRole` from
 * `@cdktf/provider-aws` satisfy it as they are.
 */
export interface IIamRoleRef {
  /** The role's name. */
  readonly name: string;
  /** The role's ARN. */
  readonly arn: string;
}

/** Options for {@link NodeIdentity.createRole}. */
export interface NodeRoleOptions {
  /**
   * The role's name. Karpenter's controller needs `iam:PassRole` on it: the policy from Karpenter's
   * getting-started guide allows only `KarpenterNodeRole-<cluster>`, so either name the role to
   * match your controller policy or give `karpenterControllerRoleName` (without either, the node
   * class warns `GPUM-EKS-NODE-ROLE-PASS`).
   * @default - derived from the construct path, unique and stable
   */
  readonly roleName?: string;

  /**
   * The Karpenter controller's IAM role name. An inline policy on it allows `iam:PassRole` on the new
   * node role (to EC2 only), so that Karpenter can launch nodes with it.
   * @default - no policy: the controller's own policy must already allow passing the role
   */
  readonly karpenterControllerRoleName?: string;

  /**
   * Attach `AmazonSSMManagedInstanceCore` for SSM Session Manager access to the nodes.
   * @default false
   */
  readonly ssmManagedInstanceCore?: boolean;

  /**
   * More managed policy ARNs to attach.
   * @default - none
   */
  readonly additionalManagedPolicyArns?: string[];
}

/** Options for an existing node role. */
export interface ExistingNodeRoleOptions {
  /**
   * Create an EKS access entry (type `EC2_LINUX`) for the role. An existing Karpenter node role
   * usually has one already, and a second one for the same principal fails.
   * @default false
   */
  readonly createAccessEntry?: boolean;
}

/** What the node class puts in its EC2NodeClass, and what its manifests must wait for. */
export interface NodeIdentityConfig {
  /** The node IAM role's name (EC2NodeClass `role`), when nodes get a role. */
  readonly roleName?: string;
  /** The instance profile's name (EC2NodeClass `instanceProfile`), when nodes get a profile. */
  readonly instanceProfileName?: string;
  /** The role created for the nodes (an `aws_iam_role`), when one was. */
  readonly role?: TerraformResource;
  /** The EKS access entry (an `aws_eks_access_entry`) that lets the nodes join, when one was created. */
  readonly accessEntry?: TerraformResource;
  /** Resources the EC2NodeClass must be applied after. */
  readonly dependables: ITerraformDependable[];
}

/** What a node identity needs to know about the node class that uses it. */
export interface NodeIdentityContext {
  readonly clusterName: string;
  readonly tags?: Record<string, string>;
}

const NODE_POLICIES: Array<[string, string]> = [
  ['NodeRoleWorkerPolicy', 'AmazonEKSWorkerNodePolicy'],
  ['NodeRoleCniPolicy', 'AmazonEKS_CNI_Policy'],
  ['NodeRoleEcrPullPolicy', 'AmazonEC2ContainerRegistryPullOnly'],
];

/**
 * The IAM identity GPU nodes launch with: exactly one of a role (EC2NodeClass `role`; Karpenter
 * makes the instance profile) or an instance profile (`instanceProfile`).
 */
export abstract class NodeIdentity {
  /**
   * A new node role (ID `NodeRole`) trusted by EC2, with the worker (`AmazonEKSWorkerNodePolicy`),
   * CNI (`AmazonEKS_CNI_Policy`) and ECR pull (`AmazonEC2ContainerRegistryPullOnly`) policies and an
   * EKS access entry of type `EC2_LINUX` (ID `NodeAccessEntry`), which the cluster's `API` or
   * `API_AND_CONFIG_MAP` authentication mode admits.
   */
  public static createRole(options: NodeRoleOptions = {}): NodeIdentity {
    return new CreatedRole(options);
  }

  /** An existing node role, by name. */
  public static fromRoleName(roleName: string, options: ExistingNodeRoleOptions = {}): NodeIdentity {
    return new ExistingRole(roleName, undefined, options);
  }

  /** An existing node role, as the stack's `IamRole` or `DataAwsIamRole`. */
  public static fromRole(role: IIamRoleRef, options: ExistingNodeRoleOptions = {}): NodeIdentity {
    return new ExistingRole(role.name, role.arn, options);
  }

  /**
   * An existing instance profile, by name (private clusters without an IAM endpoint need one). Its
   * role must already be able to join the cluster.
   */
  public static fromInstanceProfile(instanceProfileName: string): NodeIdentity {
    return new InstanceProfile(instanceProfileName);
  }

  /** True when the identity is a new role. */
  public abstract readonly createsRole: boolean;

  /** Creates what the identity needs in `scope`. */
  public abstract bind(scope: Construct, context: NodeIdentityContext): NodeIdentityConfig;
}

function partitionOf(scope: Construct): string {
  const existing = scope.node.tryFindChild('Partition') as DataAwsPartition | undefined;
  return (existing ?? new DataAwsPartition(scope, 'Partition')).partition;
}

class CreatedRole extends NodeIdentity {
  public readonly createsRole = true;

  constructor(private readonly options: NodeRoleOptions) {
    super();
  }

  public bind(scope: Construct, context: NodeIdentityContext): NodeIdentityConfig {
    checkIdentityContext(scope, context.clusterName, context.tags);
    checkRoleName(scope, 'roleName', this.options.roleName);
    checkRoleName(scope, 'karpenterControllerRoleName', this.options.karpenterControllerRoleName);
    const ssm = requireIdentityBoolean(
      scope,
      'ssmManagedInstanceCore',
      this.options.ssmManagedInstanceCore,
      'the AmazonSSMManagedInstanceCore attachment',
    );
    checkAdditionalPolicies(
      scope,
      this.options.additionalManagedPolicyArns,
      ssm ? NODE_ROLE_POLICY_NAMES : NODE_ROLE_POLICY_NAMES.slice(0, 3),
    );
    const name = this.options.roleName ?? uniqueResourceName(scope, { maxLength: 64, suffix: 'node' });
    claimAccessEntry(scope, context.clusterName, name);
    if (!this.options.karpenterControllerRoleName && !passableByConvention(name, context.clusterName)) {
      addWarning(
        scope,
        'GPUM-EKS-NODE-ROLE-PASS',
        `Karpenter's controller needs iam:PassRole on the new node role "${name}", or it cannot launch a single node (the instance profile it creates cannot take the role). Controller policies from Karpenter's getting-started guide allow it only on KarpenterNodeRole-${context.clusterName}, and terraform-aws-modules' only on the node role the module made. Give NodeIdentity.createRole({ karpenterControllerRoleName: '<controller role>' }) to add the permission, or a roleName your controller policy already covers`,
      );
    }
    const role = new IamRole(scope, 'NodeRole', {
      name,
      description: `GPU nodes launched by Karpenter for EKS cluster ${context.clusterName} (cdktf-gpu-models)`,
      assumeRolePolicy: serviceTrustPolicy('ec2.amazonaws.com'),
      tags: context.tags,
    });
    // Each attribute read makes a new reference token with a full stack trace: read each once.
    const roleName = role.name;
    const roleArn = role.arn;
    const partition = partitionOf(scope);
    const policies: Array<[string, string]> = [...NODE_POLICIES];
    if (ssm) policies.push(['NodeRoleSsmPolicy', 'AmazonSSMManagedInstanceCore']);
    const attachments = policies.map(
      ([id, policy]) => new IamRolePolicyAttachment(scope, id, { role: roleName, policyArn: `arn:${partition}:iam::aws:policy/${policy}` }),
    );
    (this.options.additionalManagedPolicyArns ?? []).forEach((policyArn, index) =>
      attachments.push(new IamRolePolicyAttachment(scope, `NodeRoleAdditionalPolicy${index}`, { role: roleName, policyArn })),
    );
    const dependables: ITerraformDependable[] = [role, ...attachments];
    if (this.options.karpenterControllerRoleName) {
      dependables.push(
        new IamRolePolicy(scope, 'KarpenterPassNodeRole', {
          name: uniqueResourceName(scope, { maxLength: 128, suffix: 'pass-node-role' }),
          role: this.options.karpenterControllerRoleName,
          policy: policyDocument([
            {
              Sid: 'AllowPassingGpuNodeRole',
              Effect: 'Allow',
              Action: 'iam:PassRole',
              Resource: roleArn,
              Condition: { StringEquals: { 'iam:PassedToService': 'ec2.amazonaws.com' } },
            },
          ]),
        }),
      );
    }
    const accessEntry = new EksAccessEntry(scope, 'NodeAccessEntry', {
      clusterName: context.clusterName,
      principalArn: roleArn,
      type: 'EC2_LINUX',
      tags: context.tags,
    });
    dependables.push(accessEntry);
    return { roleName, role, accessEntry, dependables };
  }
}

/**
 * True when the getting-started controller policy (`iam:PassRole` on `KarpenterNodeRole-<cluster>`)
 * covers the role, or when tokens leave it unknowable at synth.
 */
function passableByConvention(roleName: string, clusterName: string): boolean {
  if (isUnresolved(roleName)) return true;
  if (isUnresolved(clusterName)) return roleName.startsWith('KarpenterNodeRole-');
  return roleName === `KarpenterNodeRole-${clusterName}`;
}

class ExistingRole extends NodeIdentity {
  public readonly createsRole = false;

  constructor(
    private readonly roleName: string,
    private readonly roleArn: string | undefined,
    private readonly options: ExistingNodeRoleOptions,
  ) {
    super();
    if (!roleName) {
      throw new UnscopedValidationError('GPUM-EKS-NODE-ROLE', 'the node role name is empty: give the IAM role name (not its ARN)', {
        property: 'roleName',
        value: String(roleName),
        fix: 'Give the IAM role name (not its ARN)',
      });
    }
    if (roleName.startsWith('arn:')) {
      throw new UnscopedValidationError(
        'GPUM-EKS-NODE-ROLE',
        `"${roleName}" is an ARN: EC2NodeClass.spec.role takes the role's name; use NodeIdentity.fromRoleName('<name>')`,
        { property: 'roleName', value: roleName, fix: "Give the role's name, not its ARN: NodeIdentity.fromRoleName('<name>')" },
      );
    }
  }

  public bind(scope: Construct, context: NodeIdentityContext): NodeIdentityConfig {
    checkIdentityContext(scope, context.clusterName, context.tags);
    checkRoleName(scope, 'roleName', this.roleName);
    if (!requireIdentityBoolean(scope, 'createAccessEntry', this.options.createAccessEntry, 'the EKS access entry')) {
      return { roleName: this.roleName, dependables: [] };
    }
    claimAccessEntry(scope, context.clusterName, this.roleName);
    const principalArn = this.roleArn ?? new DataAwsIamRole(scope, 'NodeRoleLookup', { name: this.roleName }).arn;
    const accessEntry = new EksAccessEntry(scope, 'NodeAccessEntry', {
      clusterName: context.clusterName,
      principalArn,
      type: 'EC2_LINUX',
      tags: context.tags,
    });
    return { roleName: this.roleName, accessEntry, dependables: [accessEntry] };
  }
}

class InstanceProfile extends NodeIdentity {
  public readonly createsRole = false;

  constructor(private readonly instanceProfileName: string) {
    super();
    if (!instanceProfileName || instanceProfileName.startsWith('arn:')) {
      throw new UnscopedValidationError(
        'GPUM-EKS-INSTANCE-PROFILE',
        `"${instanceProfileName}": EC2NodeClass.spec.instanceProfile takes the instance profile's name, not its ARN`,
        { property: 'instanceProfileName', value: String(instanceProfileName), fix: "Give the instance profile's name, not its ARN" },
      );
    }
  }

  public bind(scope: Construct, context: NodeIdentityContext): NodeIdentityConfig {
    checkIdentityContext(scope, context.clusterName, context.tags);
    return { instanceProfileName: this.instanceProfileName, dependables: [] };
  }
}
