import { Construct, IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { isUnresolved } from '../core/tokens';
import { addressPath, uniqueResourceName } from '../core/names';
import type { RamPolicy } from './generated/ram-policy';
import type { RamRole } from './generated/ram-role';
import type { RamRolePolicyAttachment } from './generated/ram-role-policy-attachment';
import { ramPolicyBinding, ramRoleBinding, ramRolePolicyAttachmentBinding } from './lazy-bindings';

/** The function's role, the policy that lets it read the model, and the one that lets it ship its logs. */
export interface FunctionRole {
  readonly role: RamRole;
  readonly policy: RamPolicy;
  readonly attachment: RamRolePolicyAttachment;
  /** The log delivery grant, when logs are configured. */
  readonly logPolicy?: RamPolicy;
  readonly logAttachment?: RamRolePolicyAttachment;
}

/** The SLS project and logstore the function's logs go to. */
export interface LogTarget {
  readonly project: string;
  readonly logstore: string;
}

const FC_TRUST_POLICY = {
  Version: '1',
  Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['fc.aliyuncs.com'] } }],
};

/**
 * The read-only OSS policy an OSS mount needs: listing limited to the model's prefix and reading
 * limited to the objects under it (a read-only mount needs oss:ListObjects and oss:GetObject).
 * Read-only model access and nothing else: the log grant is its own policy.
 */
export function modelReadPolicyDocument(bucketName: string, storagePath: string): string {
  return prefixPolicyDocument(bucketName, storagePath, ['oss:GetObject']);
}

/**
 * A policy on one prefix of a bucket: listing conditioned on the prefix (`oss:ListObjects` is a
 * bucket action), and the given object actions on the objects under it, nothing else.
 */
export function prefixPolicyDocument(bucketName: string, prefix: string, objectActions: readonly string[]): string {
  return JSON.stringify({
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: [`acs:oss:*:*:${bucketName}`],
        Condition: { StringLike: { 'oss:Prefix': [prefix, `${prefix}/*`] } },
      },
      { Effect: 'Allow', Action: [...objectActions], Resource: [`acs:oss:*:*:${bucketName}/${prefix}/*`] },
    ],
  });
}

/** With a custom role, Function Compute ships the function's logs as that role: writing to its one logstore. */
export function logDeliveryPolicyDocument(logs: LogTarget): string {
  return JSON.stringify({
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['log:PostLogStoreLogs'],
        Resource: [`acs:log:*:*:project/${logs.project}/logstore/${logs.logstore}`],
      },
    ],
  });
}

/** A role Function Compute assumes, with the model-read policy and, when logs are set, the log delivery policy. */
export function buildFunctionRole(
  scope: Construct,
  bucketName: string,
  storagePath: string,
  tags: Record<string, string> | undefined,
  logs?: LogTarget,
): FunctionRole {
  const role = new (ramRoleBinding().RamRole)(scope, 'Role', {
    roleName: uniqueResourceName(scope, { maxLength: 64, lowerCase: true }),
    assumeRolePolicyDocument: JSON.stringify(FC_TRUST_POLICY),
    description: `GPU function ${addressPath(scope)}: reads its model (cdktf-gpu-models)`.slice(0, 1024),
    tags,
  });
  const roleName = role.roleName;
  const policy = new (ramPolicyBinding().RamPolicy)(scope, 'ModelReadPolicy', {
    policyName: uniqueResourceName(scope, { maxLength: 128, lowerCase: true, suffix: 'model-read' }),
    policyDocument: modelReadPolicyDocument(bucketName, storagePath),
    description: `Read-only access to oss://${bucketName}/${storagePath}/ (cdktf-gpu-models)`.slice(0, 1024),
    tags,
  });
  const attachment = new (ramRolePolicyAttachmentBinding().RamRolePolicyAttachment)(scope, 'ModelReadPolicyAttachment', {
    roleName,
    policyName: policy.policyName,
    policyType: 'Custom',
  });
  if (!logs) return { role, policy, attachment };
  const logPolicy = new (ramPolicyBinding().RamPolicy)(scope, 'LogDeliveryPolicy', {
    policyName: uniqueResourceName(scope, { maxLength: 128, lowerCase: true, suffix: 'log-delivery' }),
    policyDocument: logDeliveryPolicyDocument(logs),
    description: `Writes the function's logs to SLS ${logs.project}/${logs.logstore} (cdktf-gpu-models)`.slice(0, 1024),
    tags,
  });
  const logAttachment = new (ramRolePolicyAttachmentBinding().RamRolePolicyAttachment)(scope, 'LogDeliveryPolicyAttachment', {
    roleName,
    policyName: logPolicy.policyName,
    policyType: 'Custom',
  });
  return { role, policy, attachment, logPolicy, logAttachment };
}

/** A RAM role ARN: `acs:ram::<account ID>:role/<role name>`. */
const ROLE_ARN = /^acs:ram::\d+:role\/[A-Za-z0-9.@_-]{1,64}$/;

/**
 * Refuses a role ARN Function Compute cannot assume: empty (an unset variable; with an OSS mount the
 * function would start without the role that signs its mount), a role name alone, or anything else
 * that is not `acs:ram::<account>:role/<name>`. A Terraform token passes (a reference to a role).
 */
export function checkRoleArn(scope: IConstruct, property: string, value: string | undefined): void {
  if (value === undefined || isUnresolved(value)) return;
  if (typeof value === 'string' && ROLE_ARN.test(value)) return;
  const empty = typeof value !== 'string' || value.trim() === '';
  const fix = `give the role's ARN, acs:ram::<account ID>:role/<role name>${empty ? ', or leave it unset to have the role created' : ''}`;
  throw new ValidationError(
    'GPUM-FC-ROLE-ARN',
    `${property} ${empty ? 'is empty' : `"${value}" is not a RAM role ARN`}: Function Compute assumes the role by its ARN. ${fix}`,
    scope,
    { property, value: String(value), fix },
  );
}
