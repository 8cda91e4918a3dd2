/**
 * The cloud a bucket or a secret belongs to. A platform stages only from its own cloud's buckets and
 * reads only its own cloud's secrets ({@link ModelSource.checkCloud}).
 */
export enum CloudProvider {
  /** Alibaba Cloud: OSS buckets (`oss://`), KMS secrets. */
  ALIBABA_CLOUD = 'alibaba-cloud',
  /** Google Cloud: Cloud Storage buckets (`gs://`), Secret Manager secrets. */
  GOOGLE_CLOUD = 'google-cloud',
  /** Amazon Web Services: S3 buckets (`s3://`), Secrets Manager secrets. */
  AWS = 'aws',
}

/** How a cloud is named in messages. */
export function cloudName(cloud: CloudProvider): string {
  switch (cloud) {
    case CloudProvider.ALIBABA_CLOUD:
      return 'Alibaba Cloud';
    case CloudProvider.GOOGLE_CLOUD:
      return 'Google Cloud';
    case CloudProvider.AWS:
      return 'AWS';
  }
}

/** `text` after its indefinite article, for messages: `an AWS bucket`, `a Google Cloud bucket`. */
export function withArticle(text: string): string {
  return `${/^[AEIOU]/i.test(text) ? 'an' : 'a'} ${text}`;
}
