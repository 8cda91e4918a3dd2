/**
 * How OSS stores a new bucket's data (`redundancy_type` of `alicloud_oss_bucket`). The provider marks the
 * attribute ForceNew: changing it on a deployed bucket replaces the bucket (destroy and create), which the
 * bucket's `prevent_destroy` (RemovalPolicy.RETAIN, the default) stops at plan. Choose it once, when the
 * bucket is created.
 */
export enum OssRedundancy {
  /** Locally redundant storage: copies in one zone (the provider's default). */
  LRS = 'LRS',
  /** Zone-redundant storage: copies across the region's zones; survives the loss of a zone. Not offered in every region. */
  ZRS = 'ZRS',
}
