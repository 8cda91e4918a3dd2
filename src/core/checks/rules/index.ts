import { CheckRule } from '../rule';
import { BUCKET_ENCRYPTION } from './bucket-encryption';
import { BUCKET_PUBLIC } from './bucket-public';
import { BUCKET_PUBLIC_ACCESS } from './bucket-public-access';
import { EKS_NVME } from './eks-nvme';
import { EKS_SOCI } from './eks-soci';
import { FC_NAS_VPC } from './fc-nas-vpc';
import { GCS_CACHE } from './gcs-cache';
import { GCS_EGRESS } from './gcs-egress';
import { GCS_MOUNT_OPTIONS } from './gcs-mount-options';
import { GCS_PRIVATE_ACCESS } from './gcs-private-access';
import { GRANT_SCOPE } from './grant-scope';
import { IMAGE_LIMIT, IMAGE_SIZE } from './image-size';
import { MODEL_PICKLE } from './model-pickle';
import { MOUNT_WRITABLE } from './writable-mount';
import { NAS_PERFORMANCE } from './nas-performance';

/** Every rule of the pack, in the order findings are reported. */
export const ALL_RULES: CheckRule[] = [
  FC_NAS_VPC,
  NAS_PERFORMANCE,
  MOUNT_WRITABLE,
  GCS_CACHE,
  GCS_MOUNT_OPTIONS,
  GCS_EGRESS,
  GCS_PRIVATE_ACCESS,
  EKS_SOCI,
  EKS_NVME,
  BUCKET_PUBLIC,
  BUCKET_PUBLIC_ACCESS,
  BUCKET_ENCRYPTION,
  GRANT_SCOPE,
  MODEL_PICKLE,
  IMAGE_LIMIT,
  IMAGE_SIZE,
];
