import { CheckRule } from '../rule';
import { BUCKET_ENCRYPTION } from './bucket-encryption';
import { BUCKET_PUBLIC } from './bucket-public';
import { BUCKET_PUBLIC_ACCESS } from './bucket-public-access';
import { GRANT_SCOPE } from './grant-scope';
import { IMAGE_LIMIT, IMAGE_SIZE } from './image-size';
import { MODEL_PICKLE } from './model-pickle';
import { MOUNT_WRITABLE } from './writable-mount';

/**
 * The rules that hold on every platform, in the order findings are reported, after each platform's
 * own rules (`PlatformChecks.rules`). They read platform facts from the registered platforms' checks.
 */
export const CORE_RULES: CheckRule[] = [
  MOUNT_WRITABLE,
  BUCKET_PUBLIC,
  BUCKET_PUBLIC_ACCESS,
  BUCKET_ENCRYPTION,
  GRANT_SCOPE,
  MODEL_PICKLE,
  IMAGE_LIMIT,
  IMAGE_SIZE,
];
