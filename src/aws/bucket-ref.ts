/**
 * An S3 bucket as this library needs it: its name and ARN. `S3Bucket` and `DataAwsS3Bucket` from
 * `@cdktf/provider-aws` satisfy it as they are.
 */
export interface IS3BucketRef {
  /** The bucket's name. */
  readonly bucket: string;
  /** The bucket's ARN. */
  readonly arn: string;
}
