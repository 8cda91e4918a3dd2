// What GpuModelChecks knows about EKS with Karpenter: its rules (one per file) and the facts and
// hooks the cross-platform rules read. Kubernetes objects that run GPU pods are found by the core.
// Loaded by the platform descriptor's loadChecks().
import { PlatformChecks } from '../../core/checks/platform-checks';
import { splitBucketPath } from '../../core/checks/rules/policy-documents';
import { EKS_IMAGE_MODEL_LIMIT } from '../image-limits';
import { EKS_NVME } from './eks-nvme';
import { EKS_SOCI } from './eks-soci';
import { IAM_POLICIES } from './iam-policies';
import { iamRoleUses } from './iam-role-uses';
import { writableMountpointVolumes } from './mountpoint-writable-volumes';
import { S3_BUCKET } from './s3-bucket';

/** EKS's checks. */
export const AWS_CHECKS: PlatformChecks = {
  rules: [EKS_SOCI, EKS_NVME],
  buckets: [S3_BUCKET],
  consumerTypes: [],
  // The GPU pods a Kubernetes resource applies run on the EKS cluster.
  runsConsumer: (resource) => resource.type.startsWith('kubernetes_') || resource.type.startsWith('kubectl_'),
  imageGuidance: {
    size: EKS_IMAGE_MODEL_LIMIT,
    source: "this library's threshold for EKS (no EKS limit; the published SOCI benchmark pulled a 9.35 GB image)",
  },
  writableModelMounts: writableMountpointVolumes,
  policies: IAM_POLICIES,
  roleTypes: ['aws_iam_role'],
  roleUses: iamRoleUses,
  storageActionPrefixes: ['s3:'],
  listActions: ['s3:listbucket', 's3:listbucketversions', 's3:list*'],
  bucketPath(arn) {
    // A bucket's `arn` attribute, also of a data source: `${aws_s3_bucket.b.arn}/models/*`.
    const byReference = /^(\$\{(?:data\.)?aws_s3_bucket\.[^}]+\.arn\})(?:\/(.*))?$/.exec(arn);
    if (byReference) return { bucket: byReference[1], path: byReference[2] };
    // `arn:aws:s3:::bucket/models/*`, `arn:${data.aws_partition.p.partition}:s3:::bucket`.
    const match = /^arn:(?:aws[\w-]*|\$\{[^}]+\}):s3:::(.*)$/.exec(arn);
    return match ? splitBucketPath(match[1]) : undefined;
  },
};
