import { Construct } from 'constructs';
import { addressPath, uniqueResourceName } from '../core/names';
import { RamPolicy } from './generated/ram-policy';
import { RamRole } from './generated/ram-role';
import { RamRolePolicyAttachment } from './generated/ram-role-policy-attachment';

/** The function's role and the policy that lets it read the model. */
export interface FunctionRole {
  readonly role: RamRole;
  readonly policy: RamPolicy;
  readonly attachment: RamRolePolicyAttachment;
}

const FC_TRUST_POLICY = {
  Version: '1',
  Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['fc.aliyuncs.com'] } }],
};

/**
 * The read-only OSS policy an OSS mount needs: listing limited to the model's prefix and reading
 * limited to the objects under it (a read-only mount needs oss:ListObjects and oss:GetObject).
 */
export function modelReadPolicyDocument(bucketName: string, storagePath: string, logs?: { project: string; logstore: string }): string {
  return JSON.stringify({
    Version: '1',
    Statement: [
      // With a custom role, Function Compute ships the function's logs as that role.
      ...(logs
        ? [
            {
              Effect: 'Allow',
              Action: ['log:PostLogStoreLogs'],
              Resource: [`acs:log:*:*:project/${logs.project}/logstore/${logs.logstore}`],
            },
          ]
        : []),
      {
        Effect: 'Allow',
        Action: ['oss:ListObjects'],
        Resource: [`acs:oss:*:*:${bucketName}`],
        Condition: { StringLike: { 'oss:Prefix': [storagePath, `${storagePath}/*`] } },
      },
      {
        Effect: 'Allow',
        Action: ['oss:GetObject'],
        Resource: [`acs:oss:*:*:${bucketName}/${storagePath}/*`],
      },
    ],
  });
}

/** A role Function Compute assumes, with only the model-read policy attached. */
export function buildFunctionRole(
  scope: Construct,
  bucketName: string,
  storagePath: string,
  tags: Record<string, string> | undefined,
  logs?: { project: string; logstore: string },
): FunctionRole {
  const role = new RamRole(scope, 'Role', {
    roleName: uniqueResourceName(scope, { maxLength: 64, lowerCase: true }),
    assumeRolePolicyDocument: JSON.stringify(FC_TRUST_POLICY),
    description: `GPU function ${addressPath(scope)}: reads its model (cdktf-gpu-models)`.slice(0, 1024),
    tags,
  });
  const policy = new RamPolicy(scope, 'ModelReadPolicy', {
    policyName: uniqueResourceName(scope, { maxLength: 128, lowerCase: true, suffix: 'model-read' }),
    policyDocument: modelReadPolicyDocument(bucketName, storagePath, logs),
    description: `Read-only access to oss://${bucketName}/${storagePath}/ (cdktf-gpu-models)`.slice(0, 1024),
    tags,
  });
  const attachment = new RamRolePolicyAttachment(scope, 'ModelReadPolicyAttachment', {
    roleName: role.roleName,
    policyName: policy.policyName,
    policyType: 'Custom',
  });
  return { role, policy, attachment };
}
