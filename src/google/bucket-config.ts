import type { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { TerraformResource } from '../core/framework';
import { IGcsBucketRef } from './bucket-ref';

/** True when the bucket is a `google_storage_bucket` resource (not a data source) of this app. */
export function isBucketOfThisApp(bucket: IGcsBucketRef): bucket is StorageBucket {
  return TerraformResource.isTerraformResource(bucket) && bucket.terraformResourceType === 'google_storage_bucket';
}

/** The bucket's name as this app configured it, when known at synth: for the naming rule. */
export function configuredBucketName(bucket: IGcsBucketRef): string | undefined {
  return isBucketOfThisApp(bucket) ? bucket.nameInput : bucket.name;
}

/**
 * What the bucket's configuration sets `uniform_bucket_level_access` to, an escape-hatch override
 * included: unset is false, Cloud Storage's default.
 */
export function configuredUniformAccess(bucket: StorageBucket): any {
  const overrides = (bucket as unknown as { rawOverrides?: Record<string, unknown> }).rawOverrides ?? {};
  if ('uniform_bucket_level_access' in overrides) return overrides.uniform_bucket_level_access;
  return bucket.uniformBucketLevelAccessInput ?? false;
}
