import { EksPodIdentityAssociation } from '@cdktf/provider-aws/lib/eks-pod-identity-association';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { Construct } from 'constructs';
import { uniqueResourceName } from '../core/names';
import { PolicyStatement, policyDocument, serviceTrustPolicy } from './iam-policy';

/** What the workload's service account may read. */
export interface ModelReaderGrant {
  readonly clusterName: string;
  readonly namespace: string;
  readonly serviceAccountName: string;
  readonly bucketArn: string;
  /** The model's prefix without a trailing slash (`models/llama`). */
  readonly prefix: string;
  /** A customer-managed KMS key the bucket's objects are encrypted with. */
  readonly kmsKeyArn?: string;
  readonly tags?: Record<string, string>;
}

/** The role, its policy and the association that give the service account its credentials. */
export interface ModelReader {
  readonly role: IamRole;
  readonly policy: IamRolePolicy;
  readonly association: EksPodIdentityAssociation;
}

/**
 * Read-only access to one bucket prefix for one service account, through EKS Pod Identity: a role
 * (ID `ModelReaderRole`) trusted by `pods.eks.amazonaws.com`, an inline policy (`ModelReaderPolicy`)
 * that lists only the prefix and reads only objects under it, and the association
 * (`PodIdentityAssociation`). The cluster needs the EKS Pod Identity Agent add-on.
 */
export function modelReader(scope: Construct, grant: ModelReaderGrant): ModelReader {
  const role = new IamRole(scope, 'ModelReaderRole', {
    name: uniqueResourceName(scope, { maxLength: 64, suffix: 'model-reader' }),
    description: `Reads s3 prefix ${grant.prefix}/ for ${grant.namespace}/${grant.serviceAccountName} (cdktf-gpu-models)`,
    assumeRolePolicy: serviceTrustPolicy('pods.eks.amazonaws.com', ['sts:AssumeRole', 'sts:TagSession']),
    tags: grant.tags,
  });
  const statements: PolicyStatement[] = [
    {
      Sid: 'ListModelPrefix',
      Effect: 'Allow',
      Action: 's3:ListBucket',
      Resource: grant.bucketArn,
      Condition: { StringLike: { 's3:prefix': [`${grant.prefix}/`, `${grant.prefix}/*`] } },
    },
    { Sid: 'ReadModelObjects', Effect: 'Allow', Action: 's3:GetObject', Resource: `${grant.bucketArn}/${grant.prefix}/*` },
  ];
  if (grant.kmsKeyArn) statements.push({ Sid: 'DecryptModelObjects', Effect: 'Allow', Action: 'kms:Decrypt', Resource: grant.kmsKeyArn });
  const policy = new IamRolePolicy(scope, 'ModelReaderPolicy', {
    name: 'read-model',
    role: role.name,
    policy: policyDocument(statements),
  });
  const association = new EksPodIdentityAssociation(scope, 'PodIdentityAssociation', {
    clusterName: grant.clusterName,
    namespace: grant.namespace,
    serviceAccount: grant.serviceAccountName,
    roleArn: role.arn,
    tags: grant.tags,
  });
  return { role, policy, association };
}
