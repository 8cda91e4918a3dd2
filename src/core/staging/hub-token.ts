import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';
import { CloudProvider, cloudName, withArticle } from './cloud';

const AWS_SECRET_ARN =
  /^arn:aws(?:-cn|-us-gov|-iso(?:-[a-z])?)?:secretsmanager:[a-z]{2}(?:-[a-z]+)+-\d:\d{12}:secret:[A-Za-z0-9/_+=.@-]{1,512}$/;
const GOOGLE_SECRET_VERSION =
  /^projects\/([a-z][a-z0-9-]{4,28}[a-z0-9]|\d{1,20})\/secrets\/([A-Za-z0-9_-]{1,255})\/versions\/([1-9]\d{0,18}|latest)$/;
// Secrets Manager appends `-` and 6 random characters to a secret's name in its ARN; an ARN without
// them is the partial (name-only) ARN, which GetSecretValue accepts but an IAM grant does not match.
const AWS_SECRET_SUFFIX = /-[A-Za-z0-9]{6}$/;
const ALIBABA_SECRET_NAME = /^[A-Za-z0-9_/+=.@-]{1,192}$/;
// Shapes of the tokens themselves: a token pasted where its secret's name belongs is refused, also
// inside a longer string (`Bearer hf_…`). GitHub's token prefixes (`ghp_`, `github_pat_`, documented by
// GitHub) too: a token of another service is as plain where a secret's name belongs.
const PLAIN_TOKEN =
  /(?:^|[^A-Za-z0-9])(?:hf_[A-Za-z0-9]{20,}|ms-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})(?:$|[^A-Za-z0-9])/;
// Key-shaped strings no secret is named like: a bare UUID (ModelScope's SDK token before its `ms-`
// prefix), a cloud AccessKey ID (Alibaba `LTAI…`, AWS `AKIA…`/`ASIA…`), a long hex digest or key.
const KEY_SHAPED = [
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /^LTAI[A-Za-z0-9]{12,30}$/,
  /^(?:AKIA|ASIA)[A-Z0-9]{16}$/,
  /^[0-9a-f]{32,}$/i,
];

/**
 * A hub access token, passed as a reference to the cloud's secret store, never as its value: the
 * token stays out of the Terraform configuration, its state and outputs, and plain environment
 * variables. The platform grants the staging identity read access to this one secret and delivers it
 * to the staging program as a mounted file or a secret-sourced environment variable.
 *
 * The secret holds the token itself as plain text, or a JSON key/value object (the AWS Secrets
 * Manager console's default): the staging program then takes the value of its only entry, or of the
 * entry whose key is `HF_TOKEN`, `HUGGING_FACE_HUB_TOKEN` (Hugging Face), `MODELSCOPE_API_TOKEN`
 * (ModelScope) or `token`, in any case. Any other object fails the staging run with a message that
 * names the keys it found, never a value.
 */
export class HubToken {
  /**
   * A secret in AWS Secrets Manager whose value is the token: plain text, or a key/value secret
   * with one entry or an `HF_TOKEN` / `MODELSCOPE_API_TOKEN` / `token` key (see {@link HubToken}).
   *
   * The full ARN ends in `-` and the 6 random characters Secrets Manager adds. An ARN without them
   * (`…:secret:hf-token`, the partial ARN) is accepted too: the staging program reads the secret by
   * it, and the IAM grant names `<arn>-??????`, the pattern AWS documents for a secret whose suffix is
   * not known. A name that itself ends in `-` and 6 letters or digits (`hf-access`) reads as a full
   * ARN: give such a secret's full ARN.
   * @param secretArn the secret's ARN (`arn:aws:secretsmanager:<region>:<account>:secret:<name>-AbCdEf`),
   *   its partial ARN (without `-AbCdEf`), or a reference to one (`secret.arn`)
   */
  public static fromAwsSecretsManager(secretArn: string): HubToken {
    checkReference(
      secretArn,
      'secretArn',
      CloudProvider.AWS,
      AWS_SECRET_ARN,
      'arn:aws:secretsmanager:us-east-1:123456789012:secret:hf-token-AbCdEf',
    );
    return new HubToken(CloudProvider.AWS, secretArn);
  }

  /**
   * A version of a secret in Google Secret Manager whose value is the token.
   * @param secretVersion `projects/<project>/secrets/<secret>/versions/<number or latest>`, or a
   *   reference to one (`version.name`)
   */
  public static fromGoogleSecretManager(secretVersion: string): HubToken {
    checkReference(
      secretVersion,
      'secretVersion',
      CloudProvider.GOOGLE_CLOUD,
      GOOGLE_SECRET_VERSION,
      'projects/my-project/secrets/hf-token/versions/1',
    );
    return new HubToken(CloudProvider.GOOGLE_CLOUD, secretVersion);
  }

  /**
   * A secret in Alibaba Cloud KMS Secrets Manager whose value is the token (read with GetSecretValue,
   * version stage ACSCurrent).
   * @param secretName the secret's name (letters, digits and `_/+=.@-`, at most 192 characters)
   */
  public static fromAlibabaKmsSecret(secretName: string): HubToken {
    checkReference(secretName, 'secretName', CloudProvider.ALIBABA_CLOUD, ALIBABA_SECRET_NAME, 'hf-token');
    if (!isUnresolved(secretName) && GOOGLE_SECRET_VERSION.test(secretName)) {
      throw new UnscopedValidationError(
        'GPUM-HUB-TOKEN-REFERENCE',
        `secretName "${secretName}" is a Google Secret Manager version, not an Alibaba KMS secret name: use HubToken.fromGoogleSecretManager, or give the KMS secret's name`,
        { property: 'secretName', value: secretName, fix: 'give the KMS secret name, for example "hf-token"' },
      );
    }
    return new HubToken(CloudProvider.ALIBABA_CLOUD, secretName);
  }

  /**
   * A reference whose cloud is plain from its form: an AWS Secrets Manager ARN or a Google Secret
   * Manager version name. An Alibaba KMS secret name has no such form: use
   * {@link HubToken.fromAlibabaKmsSecret}.
   */
  public static fromSecret(reference: string): HubToken {
    if (isUnresolved(reference)) {
      throw new UnscopedValidationError(
        'GPUM-HUB-TOKEN-REFERENCE',
        'HubToken.fromSecret cannot tell the cloud of a Terraform reference: use fromAwsSecretsManager, fromGoogleSecretManager or fromAlibabaKmsSecret',
        { property: 'reference', value: 'a Terraform reference', fix: 'use the factory of the secret store' },
      );
    }
    if (reference.startsWith('arn:')) return HubToken.fromAwsSecretsManager(reference);
    if (reference.startsWith('projects/')) return HubToken.fromGoogleSecretManager(reference);
    checkNotPlainToken(reference, 'reference');
    throw new UnscopedValidationError(
      'GPUM-HUB-TOKEN-REFERENCE',
      `secret reference "${reference}" is neither an AWS Secrets Manager ARN (arn:aws:secretsmanager:…) nor a Google Secret Manager version (projects/…/secrets/…/versions/…): for an Alibaba KMS secret use HubToken.fromAlibabaKmsSecret("${reference}")`,
      { property: 'reference', value: reference, fix: 'use HubToken.fromAlibabaKmsSecret for an Alibaba KMS secret name' },
    );
  }

  private constructor(
    /** The cloud whose secret store holds the token. */
    public readonly cloud: CloudProvider,
    /** The ARN, the version name or the secret name, as given (possibly a Terraform reference). */
    public readonly reference: string,
  ) {}

  /**
   * For a Google Secret Manager reference: the secret (`projects/<p>/secrets/<s>`), as Cloud Run's
   * `secret_key_ref.secret` takes it.
   * @default - undefined for other clouds and for a Terraform reference
   */
  public get googleSecret(): string | undefined {
    const m = this.googleParts();
    return m ? `projects/${m[1]}/secrets/${m[2]}` : undefined;
  }

  /**
   * For a Google Secret Manager reference: the version (`1`, `latest`), as `secret_key_ref.version` takes it.
   * @default - undefined for other clouds and for a Terraform reference
   */
  public get googleSecretVersion(): string | undefined {
    return this.googleParts()?.[3];
  }

  /**
   * For an AWS Secrets Manager reference: the resource an IAM policy names to let a role read the
   * secret. The ARN as given when it is the full ARN (it ends in `-` and 6 letters or digits) or a
   * Terraform reference; `<arn>-??????` for a partial ARN, whose random suffix is not known.
   * @default - undefined for other clouds
   */
  public get awsGrantResource(): string | undefined {
    if (this.cloud !== CloudProvider.AWS) return undefined;
    if (isUnresolved(this.reference) || AWS_SECRET_SUFFIX.test(this.reference)) return this.reference;
    return `${this.reference}-??????`;
  }

  /** `AWS Secrets Manager secret arn:…` and the like, for messages. */
  public toString(): string {
    const store = {
      [CloudProvider.AWS]: 'AWS Secrets Manager',
      [CloudProvider.GOOGLE_CLOUD]: 'Google Secret Manager',
      [CloudProvider.ALIBABA_CLOUD]: 'Alibaba KMS',
    }[this.cloud];
    return `${store} secret ${isUnresolved(this.reference) ? '(a Terraform reference)' : this.reference}`;
  }

  private googleParts(): RegExpExecArray | null {
    return this.cloud === CloudProvider.GOOGLE_CLOUD && !isUnresolved(this.reference) ? GOOGLE_SECRET_VERSION.exec(this.reference) : null;
  }
}

function checkReference(value: string, property: string, cloud: CloudProvider, pattern: RegExp, example: string): void {
  // A Terraform reference (the ARN of a secret made in the same stack) is known only at apply.
  if (isUnresolved(value)) return;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new UnscopedValidationError(
      'GPUM-HUB-TOKEN-REFERENCE',
      `${property} is empty: give the ${cloudName(cloud)} secret, for example "${example}"`,
      {
        property,
        value: String(value),
        fix: `for example "${example}"`,
      },
    );
  }
  checkNotPlainToken(value, property);
  if (!pattern.test(value)) {
    throw new UnscopedValidationError(
      'GPUM-HUB-TOKEN-REFERENCE',
      `${property} "${value}" is not ${withArticle(cloudName(cloud))} secret reference: give one like "${example}"`,
      { property, value, fix: `for example "${example}"` },
    );
  }
}

function checkNotPlainToken(value: string, property: string): void {
  if (PLAIN_TOKEN.test(value) || KEY_SHAPED.some((shape) => shape.test(value))) {
    throw new UnscopedValidationError(
      'GPUM-HUB-TOKEN-PLAINTEXT',
      `${property} looks like a token or key itself, not the name of the secret that holds it: store the token in the cloud's secret store, pass the secret's reference, and revoke this token or key, which is now in your source`,
      { property, value: '(a token, not repeated here)', fix: "store the token in the cloud's secret store and pass its reference" },
    );
  }
}
