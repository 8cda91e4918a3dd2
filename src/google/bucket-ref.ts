/**
 * A Cloud Storage bucket, as the workload needs it: its name. The provider's `StorageBucket` (a
 * bucket of this app, whose configuration is then checked) and `DataGoogleStorageBucket` satisfy it.
 *
 * No provider type here: the root's `GpuPlatform` declarations reach this file, and an app without
 * the google provider installed must still compile them.
 */
export interface IGcsBucketRef {
  /** The bucket's name (a Terraform reference for a provider object). */
  readonly name: string;
}
