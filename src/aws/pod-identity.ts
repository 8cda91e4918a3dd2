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
  const statements: PolicyStatement[] = [
    listPrefix('ListModelPrefix', grant.bucketArn, grant.prefix),
    { Sid: 'ReadModelObjects', Effect: 'Allow', Action: 's3:GetObject', Resource: `${grant.bucketArn}/${grant.prefix}/*` },
  ];
  if (grant.kmsKeyArn) statements.push({ Sid: 'DecryptModelObjects', Effect: 'Allow', Action: 'kms:Decrypt', Resource: grant.kmsKeyArn });
  return podIdentityRole(scope, grant, statements, {
    roleId: 'ModelReaderRole',
    policyId: 'ModelReaderPolicy',
    roleNameSuffix: 'model-reader',
    policyName: 'read-model',
    description: `Reads s3 prefix ${grant.prefix}/ for ${grant.namespace}/${grant.serviceAccountName} (cdktf-gpu-models)`,
  });
}

/** Who the role is for: one service account of one cluster. */
export interface PodIdentitySubject {
  readonly clusterName: string;
  readonly namespace: string;
  readonly serviceAccountName: string;
  readonly tags?: Record<string, string>;
}

/** The construct IDs (Terraform addresses) and names of a Pod Identity role and its inline policy. */
export interface PodIdentityRoleNames {
  readonly roleId: string;
  readonly policyId: string;
  readonly roleNameSuffix: string;
  readonly policyName: string;
  readonly description: string;
}

/**
 * A role trusted by `pods.eks.amazonaws.com` with one inline policy, and the association
 * (`PodIdentityAssociation`) that hands it to the service account: the shape of every Pod Identity
 * grant the library makes (the serving reader, the staging writer).
 */
export function podIdentityRole(
  scope: Construct,
  subject: PodIdentitySubject,
  statements: PolicyStatement[],
  names: PodIdentityRoleNames,
): { role: IamRole; policy: IamRolePolicy; association: EksPodIdentityAssociation } {
  const role = new IamRole(scope, names.roleId, {
    name: uniqueResourceName(scope, { maxLength: 64, suffix: names.roleNameSuffix }),
    description: names.description,
    assumeRolePolicy: serviceTrustPolicy('pods.eks.amazonaws.com', ['sts:AssumeRole', 'sts:TagSession']),
    tags: subject.tags,
  });
  const policy = new IamRolePolicy(scope, names.policyId, { name: names.policyName, role: role.name, policy: policyDocument(statements) });
  const association = new EksPodIdentityAssociation(scope, 'PodIdentityAssociation', {
    clusterName: subject.clusterName,
    namespace: subject.namespace,
    serviceAccount: subject.serviceAccountName,
    roleArn: role.arn,
    tags: subject.tags,
  });
  return { role, policy, association };
}

/** `s3:ListBucket` on one prefix only (`<prefix>/` and below). */
export function listPrefix(sid: string, bucketArn: string, prefix: string): PolicyStatement {
  return {
    Sid: sid,
    Effect: 'Allow',
    Action: 's3:ListBucket',
    Resource: bucketArn,
    Condition: { StringLike: { 's3:prefix': [`${prefix}/`, `${prefix}/*`] } },
  };
}
