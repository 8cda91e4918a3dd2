import * as path from 'path';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { Construct } from 'constructs';
import { AWS_PROVIDER_CONSTRAINT, AWS_PROVIDER_FLOOR } from '../../src/aws';
import { TerraformProvider, TerraformStack, Testing } from '../../src/core/framework';
import { ModelStorage } from '../../src/core/model-storage';
import { eks, nodeClass } from '../core/contract/fixtures';
import { bindingProviderAt } from '../support/schemas/binding-schema';
import { synthJson } from '../support/synth';

/** An aws provider from bindings generated from `version` (CDK Terrain's @cdktn/provider-aws 25.7.0: 6.66.0). */
class GeneratedAwsProvider extends TerraformProvider {
  constructor(scope: Construct, id: string, version: string) {
    super(scope, id, {
      terraformResourceType: 'aws',
      terraformGeneratorMetadata: { providerName: 'aws', providerVersion: version },
      terraformProviderSource: 'hashicorp/aws',
    });
  }
}

function stack(): TerraformStack {
  return new TerraformStack(Testing.app(), 'test');
}

describe('the aws provider constraint', () => {
  test('admits every 6.x from the version the bindings were generated from, instead of pinning it', () => {
    const s = stack();
    new AwsProvider(s, 'aws', { region: 'us-west-2' });
    eks(s, { storage: ModelStorage.downloadAtStart() });
    // synthJson checks every aws_ attribute against the 6.25.0 bindings' schema: each exists from the floor on.
    expect(synthJson(s).terraform.required_providers.aws).toEqual({ source: 'aws', version: '>= 6.25.0, < 7.0.0' });
    expect(AWS_PROVIDER_CONSTRAINT).toBe('>= 6.25.0, < 7.0.0');
  });

  test("the floor is the installed bindings' provider version, against which the library's attributes are checked", () => {
    const installed = bindingProviderAt(path.dirname(require.resolve('@cdktf/provider-aws/package.json')));
    expect(installed.provider).toBe(`aws ${AWS_PROVIDER_FLOOR}`);
  });

  test("a provider from newer 6.x bindings (CDK Terrain's aws 6.66.0) raises the floor to its version, even added later", () => {
    const s = stack();
    nodeClass(s);
    new GeneratedAwsProvider(s, 'aws', '6.66.0');
    expect(JSON.parse(Testing.synth(s)).terraform.required_providers.aws.version).toBe('>= 6.66.0, < 7.0.0');
  });

  test('a stack whose workloads make no AWS resource asks for no aws provider', () => {
    const s = stack();
    eks(s, { storage: ModelStorage.containerImage() });
    const json = JSON.parse(Testing.synth(s));
    expect(Object.keys(json.resource).filter((t) => t.startsWith('aws_'))).toEqual([]);
    expect(json.terraform?.required_providers?.aws).toBeUndefined();
  });
});
