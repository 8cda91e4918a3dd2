import * as path from 'path';
import { BINDING_PROVIDERS, bindingProviderAt, bindingSchema, validateStack } from './binding-schema';

// An excerpt of @cdktn/provider-aws 25.7.0 (aws 6.66.0): CDK Terrain's generated shape (`cdktn.`
// for `cdktf.`, `static tfResourceType`), beside the installed @cdktf/provider-aws 21.22.1 (aws 6.25.0).
const CDKTN_AWS = bindingProviderAt(path.join(__dirname, 'fixtures', 'cdktn-provider-aws'));

describe("the bindings' schema reader reads both frameworks' generated bindings", () => {
  test('a binding package names its provider in package.json, under cdktf.provider in both', () => {
    expect(CDKTN_AWS).toEqual(expect.objectContaining({ prefix: 'aws_', packageName: '@cdktn/provider-aws', provider: 'aws 6.66.0' }));
    const cdktfAws = BINDING_PROVIDERS.find((p) => p.prefix === 'aws_')!;
    const installed = bindingProviderAt(path.dirname(require.resolve('@cdktf/provider-aws/package.json')));
    expect(installed).toEqual(expect.objectContaining({ prefix: 'aws_', packageName: cdktfAws.packageName, provider: cdktfAws.provider }));
  });

  test('the same resource reads to the same tree from either binding', () => {
    const cdktn = bindingSchema('aws_s3_bucket_versioning', false, CDKTN_AWS);
    const cdktf = bindingSchema('aws_s3_bucket_versioning');
    expect(Object.keys(cdktn).sort()).toEqual(['bucket', 'expected_bucket_owner', 'id', 'mfa', 'region', 'versioning_configuration']);
    expect(cdktn.bucket).toEqual(expect.objectContaining({ required: true, storageClassType: 'string', isBlock: false }));
    expect(cdktn.versioning_configuration).toEqual(expect.objectContaining({ isBlock: true, single: true, required: true }));
    expect(cdktn.versioning_configuration.children!.status.required).toBe(true);
    // aws 6.25.0 and 6.66.0 agree on this resource: the same tree, whichever framework generated it.
    expect(cdktn).toEqual(cdktf);
  });

  test("a stack is checked against the given package's schema, naming its version", () => {
    const stack = {
      resource: {
        aws_s3_bucket_versioning: {
          ok: { bucket: '${aws_s3_bucket.b.id}', versioning_configuration: { status: 'Enabled' } },
          bad: { bucket: 'b', versioning_configuration: { mfa_delete: 'Disabled' }, versioning: true },
        },
      },
    };
    expect(validateStack(stack, {}, [CDKTN_AWS]).map((p) => `${p.path} ${p.problem}`)).toEqual([
      'aws_s3_bucket_versioning.bad.versioning_configuration.status is required',
      'aws_s3_bucket_versioning.bad.versioning is not in the provider schema (aws 6.66.0 bindings)',
    ]);
  });
});
