import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';
import { CloudProvider } from './cloud';

const SCHEMES: Record<string, { cloud: CloudProvider; bucket: RegExp; rule: string }> = {
  // OSS: 3-63 lowercase letters, digits and hyphens, starting and ending with a letter or digit.
  oss: {
    cloud: CloudProvider.ALIBABA_CLOUD,
    bucket: /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/,
    rule: '3 to 63 lowercase letters, digits and "-"',
  },
  // Cloud Storage: 3-63 lowercase letters, digits, "-", "_" and "." (dotted names up to 222).
  gs: {
    cloud: CloudProvider.GOOGLE_CLOUD,
    bucket: /^(?=.{3,222}$)[a-z0-9][a-z0-9._-]*[a-z0-9]$/,
    rule: '3 to 63 lowercase letters, digits, "-", "_" and "."',
  },
  // S3 general purpose buckets: 3-63 lowercase letters, digits, "-" and ".".
  s3: { cloud: CloudProvider.AWS, bucket: /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, rule: '3 to 63 lowercase letters, digits, "-" and "."' },
};

/** A bucket and prefix of one cloud (`gs://bucket/models/llama/`). */
export class ObjectStorageLocation {
  /**
   * Parses and checks `oss://bucket[/prefix]`, `gs://bucket[/prefix]` or `s3://bucket[/prefix]`.
   */
  public static parse(uri: string): ObjectStorageLocation {
    const fail = (why: string, fix: string) =>
      new UnscopedValidationError('GPUM-SOURCE-URI', `ModelSource.objectStorage("${uri}"): not a bucket URI: ${why}`, {
        property: 'uri',
        value: String(uri),
        fix,
      });
    if (isUnresolved(uri)) throw fail('it is a Terraform reference', 'give the URI as text, known at synth');
    if (typeof uri !== 'string') throw fail('it is not text', 'give a URI such as "gs://my-bucket/models/llama/"');
    const m = /^([a-z0-9]+):\/\/([^/]*)(?:\/(.*))?$/.exec(uri);
    if (!m) throw fail('it has no scheme', 'write "oss://", "gs://" or "s3://", the bucket, then the prefix');
    const [, scheme, bucket, rest = ''] = m;
    const spec = SCHEMES[scheme];
    if (!spec)
      throw fail(
        `scheme "${scheme}://" is not one of oss://, gs://, s3://`,
        'use oss:// (Alibaba Cloud), gs:// (Google Cloud) or s3:// (AWS)',
      );
    if (!spec.bucket.test(bucket) || bucket.includes('..')) {
      throw fail(`bucket "${bucket}" is not a valid ${scheme}:// bucket name (${spec.rule})`, 'give the bucket name as the cloud shows it');
    }
    const prefix = rest.replace(/\/+$/, '');
    if (/[*?[\]]/.test(prefix)) throw fail('wildcards are not supported', "give the prefix of the model's files, without wildcards");
    if (/[\u0000-\u001f\u007f\\]/.test(prefix))
      throw fail('the prefix has control characters or backslashes', 'use "/" between directories');
    if (prefix !== '' && prefix.split('/').some((s) => s === '' || s === '.' || s === '..')) {
      throw fail('the prefix has "..", "." or empty segments', 'give a plain prefix such as "models/llama"');
    }
    if (prefix === '') throw fail('it names a whole bucket', 'give the prefix that holds the model\'s files, such as "models/llama/"');
    return new ObjectStorageLocation(spec.cloud, scheme, bucket, prefix);
  }

  private constructor(
    /** The cloud the bucket belongs to. */
    public readonly cloud: CloudProvider,
    /** `oss`, `gs` or `s3`. */
    public readonly scheme: string,
    /** The bucket name. */
    public readonly bucket: string,
    /** The prefix inside the bucket, without leading or trailing slashes (`models/llama`). */
    public readonly prefix: string,
  ) {}

  /** The normalized URI, with a trailing slash (`gs://bucket/models/llama/`). */
  public get uri(): string {
    return `${this.scheme}://${this.bucket}/${this.prefix}/`;
  }

  /**
   * True when `bucket` is this location's bucket (both known at synth) and `prefix` holds this
   * location's prefix or lies inside it: a copy from here into there would read its own output.
   * Platforms refuse such a source for the model's `storagePath`.
   */
  public overlaps(bucket: string, prefix: string): boolean {
    if (typeof prefix !== 'string' || isUnresolved(bucket) || isUnresolved(prefix) || bucket !== this.bucket) return false;
    const other = prefix.replace(/^\/+|\/+$/g, '');
    const inside = (a: string, b: string) => b === '' || a === b || a.startsWith(`${b}/`);
    return inside(other, this.prefix) || inside(this.prefix, other);
  }

  public toString(): string {
    return this.uri;
  }
}
