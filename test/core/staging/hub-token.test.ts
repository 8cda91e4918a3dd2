import { CloudProvider, HubToken } from '../../../src';
import { TerraformVariable } from '../../../src/core/framework';
import { newStack } from '../../support/stacks';

describe('HubToken', () => {
  test('each factory records its cloud and reference', () => {
    const aws = HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:eu-west-1:123456789012:secret:team/hf-token-AbCdEf');
    expect(aws).toMatchObject({
      cloud: CloudProvider.AWS,
      reference: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:team/hf-token-AbCdEf',
    });
    const google = HubToken.fromGoogleSecretManager('projects/my-project/secrets/hf-token/versions/latest');
    expect(google.cloud).toBe(CloudProvider.GOOGLE_CLOUD);
    expect(google.googleSecret).toBe('projects/my-project/secrets/hf-token');
    expect(google.googleSecretVersion).toBe('latest');
    expect(HubToken.fromAlibabaKmsSecret('prod/hf-token').cloud).toBe(CloudProvider.ALIBABA_CLOUD);
    expect(aws.googleSecret).toBeUndefined();
  });

  test('fromSecret tells AWS and Google references by their form, and sends a bare name to the Alibaba factory', () => {
    expect(HubToken.fromSecret('arn:aws-cn:secretsmanager:cn-north-1:123456789012:secret:hf-AbCdEf').cloud).toBe(CloudProvider.AWS);
    expect(HubToken.fromSecret('projects/123456789/secrets/hf/versions/2').cloud).toBe(CloudProvider.GOOGLE_CLOUD);
    expect(() => HubToken.fromSecret('hf-token')).toThrow(/GPUM-HUB-TOKEN-REFERENCE.*HubToken.fromAlibabaKmsSecret\("hf-token"\)/);
  });

  test('the IAM grant of an AWS secret: a full ARN as given, a partial (name-only) ARN with the ??????-suffix wildcard', () => {
    const full = 'arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token-AbC12f';
    expect(HubToken.fromAwsSecretsManager(full).awsGrantResource).toBe(full);
    const partial = 'arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token';
    expect(HubToken.fromAwsSecretsManager(partial)).toMatchObject({ reference: partial, awsGrantResource: `${partial}-??????` });
    expect(HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:us-west-2:123456789012:secret:team/hf').awsGrantResource).toBe(
      'arn:aws:secretsmanager:us-west-2:123456789012:secret:team/hf-??????',
    );
    expect(HubToken.fromGoogleSecretManager('projects/my-project/secrets/hf-token/versions/1').awsGrantResource).toBeUndefined();
    const arn = new TerraformVariable(newStack(), 'arn', { type: 'string' }).stringValue;
    expect(HubToken.fromAwsSecretsManager(arn).awsGrantResource).toBe(arn);
  });

  test('a Terraform reference is accepted by the factory of its store, not by fromSecret', () => {
    const stack = newStack();
    const arn = new TerraformVariable(stack, 'arn', { type: 'string' }).stringValue;
    expect(HubToken.fromAwsSecretsManager(arn).cloud).toBe(CloudProvider.AWS);
    expect(HubToken.fromAwsSecretsManager(arn).toString()).toBe('AWS Secrets Manager secret (a Terraform reference)');
    expect(() => HubToken.fromSecret(arn)).toThrow(/GPUM-HUB-TOKEN-REFERENCE.*cannot tell the cloud/);
  });

  test.each([
    [
      'an ARN of another service',
      () => HubToken.fromAwsSecretsManager('arn:aws:s3:::bucket'),
      /GPUM-HUB-TOKEN-REFERENCE.*not an AWS secret reference/,
    ],
    ['a secret without version', () => HubToken.fromGoogleSecretManager('projects/p-1234/secrets/hf'), /GPUM-HUB-TOKEN-REFERENCE/],
    ['version 0', () => HubToken.fromGoogleSecretManager('projects/my-project/secrets/hf/versions/0'), /GPUM-HUB-TOKEN-REFERENCE/],
    ['an empty name', () => HubToken.fromAlibabaKmsSecret(''), /GPUM-HUB-TOKEN-REFERENCE.*empty/],
    ['a name with spaces', () => HubToken.fromAlibabaKmsSecret('hf token'), /GPUM-HUB-TOKEN-REFERENCE/],
    [
      'a Google reference given to the Alibaba factory',
      () => HubToken.fromAlibabaKmsSecret('projects/my-project/secrets/hf/versions/1'),
      /GPUM-HUB-TOKEN-REFERENCE.*Google Secret Manager version/,
    ],
  ])('refuses %s', (_what, make, error) => {
    expect(make).toThrow(error);
  });

  test.each([
    ['a Hugging Face token', 'hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123'],
    ['a ModelScope token', 'ms-0123abcd-0123-4567-89ab-0123456789ab'],
    ['a GitHub token', 'ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789'],
    ['a GitHub fine-grained token', 'github_pat_11AbCdEfG0123456789_AbCdEfGhIjKlMnOpQrStUvWxYz'],
  ])('refuses %s pasted as the secret name, without repeating it', (_what, value) => {
    for (const make of [() => HubToken.fromAlibabaKmsSecret(value), () => HubToken.fromSecret(value)]) {
      expect(make).toThrow(/GPUM-HUB-TOKEN-PLAINTEXT/);
      try {
        make();
      } catch (e) {
        expect(String((e as Error).message)).not.toContain(value);
      }
    }
  });
});
