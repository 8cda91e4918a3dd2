import type { EksPodIdentityAssociation } from '@cdktf/provider-aws/lib/eks-pod-identity-association';
import type { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import type { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { Construct } from 'constructs';
import { PolicyStatement } from './iam-policy';
import { listPrefix, podIdentityRole } from './pod-identity';

/** What the staging job's service account may do. */
export interface ModelWriterGrant {
  readonly clusterName: string;
  readonly namespace: string;
  readonly serviceAccountName: string;
  readonly bucketArn: string;
  /** The model's prefix without a trailing slash (`models/llama`): the only keys it may write. */
  readonly prefix: string;
  /** The hub token's Secrets Manager secret, read once per run. */
  readonly secretArn?: string;
  /** A customer-managed KMS key of the bucket (writes with SSE-KMS need a data key). */
  readonly kmsKeyArn?: string;
  /** A bucket prefix the staging copies from, read-only. */
  readonly source?: { readonly bucketArn: string; readonly prefix: string; readonly kmsKeyArn?: string };
  readonly tags?: Record<string, string>;
}

/** The staging identity. */
export interface ModelWriter {
  readonly role: IamRole;
  readonly policy: IamRolePolicy;
  readonly association: EksPodIdentityAssociation;
}

/**
 * Write access to one bucket prefix for the staging job's service account, through EKS Pod
 * Identity: a role (ID `WriterRole`) trusted by `pods.eks.amazonaws.com`, an inline policy
 * (`WriterPolicy`) and the association (`PodIdentityAssociation`). The policy lists only the prefix
 * and reads, writes and deletes only objects under it: what Mountpoint for S3 needs for a
 * read-write mount with `allow-delete` and `allow-overwrite` (PutObject with multipart, including
 * AbortMultipartUpload; DeleteObject for a stale marker and a refused file). The serving side keeps
 * its read-only role (`modelReader`).
 */
export function modelWriter(scope: Construct, grant: ModelWriterGrant): ModelWriter {
  const statements: PolicyStatement[] = [
    listPrefix('ListModelPrefix', grant.bucketArn, grant.prefix),
    {
      Sid: 'WriteModelObjects',
      Effect: 'Allow',
      Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
      Resource: `${grant.bucketArn}/${grant.prefix}/*`,
    },
  ];
  if (grant.source) {
    // What a read-only Mountpoint volume of the source prefix needs: list it, read its objects.
    statements.push(listPrefix('ListSourcePrefix', grant.source.bucketArn, grant.source.prefix), {
      Sid: 'ReadSourceObjects',
      Effect: 'Allow',
      Action: 's3:GetObject',
      Resource: `${grant.source.bucketArn}/${grant.source.prefix}/*`,
    });
    if (grant.source.kmsKeyArn) {
      statements.push({ Sid: 'DecryptSourceObjects', Effect: 'Allow', Action: 'kms:Decrypt', Resource: grant.source.kmsKeyArn });
    }
  }
  if (grant.secretArn) {
    statements.push({ Sid: 'ReadHubToken', Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: grant.secretArn });
  }
  if (grant.kmsKeyArn) {
    statements.push({
      Sid: 'EncryptModelObjects',
      Effect: 'Allow',
      Action: ['kms:Decrypt', 'kms:GenerateDataKey'],
      Resource: grant.kmsKeyArn,
    });
  }
  return podIdentityRole(scope, grant, statements, {
    roleId: 'WriterRole',
    policyId: 'WriterPolicy',
    roleNameSuffix: 'model-writer',
    policyName: 'stage-model',
    description: `Stages the model into s3 prefix ${grant.prefix}/ for ${grant.namespace}/${grant.serviceAccountName} (cdktf-gpu-models)`,
  });
}
