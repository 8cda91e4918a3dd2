import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { FcNetwork, FcReplicatedModelBucket } from '../../../src/alicloud';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { AdviceEntry, collectAdvice } from '../../../src/core/advice';
import { TerraformStack, TerraformVariable, Testing } from '../../../src/core/framework';
import { cloudRun, eks, fc, model } from './fixtures';

/**
 * Token regions and zones: the core location rule cannot compare them at synth, so it warns once
 * per construct (`GPUM-REGION-TOKEN`) instead of skipping silently. A table of inputs, each with the
 * number of warnings it must produce.
 */
const token = (stack: TerraformStack, id: string): string => new TerraformVariable(stack, id, { type: 'string' }).stringValue;

/** A stack whose default providers take their regions from variables (or literals where given). */
function stack(regions: { alicloud?: string; google?: string; aws?: string } = {}): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'test');
  new AlicloudProvider(s, 'alicloud', { region: regions.alicloud ?? token(s, 'alicloud_region') });
  new GoogleProvider(s, 'google', { project: 'acme-ml', region: regions.google ?? token(s, 'google_region') });
  new AwsProvider(s, 'aws', { region: regions.aws ?? token(s, 'aws_region') });
  return s;
}

const warnings = (s: TerraformStack): AdviceEntry[] => collectAdvice(s).filter((a) => a.id === 'GPUM-REGION-TOKEN');

const LITERAL = { alicloud: 'cn-hangzhou', google: 'us-central1', aws: 'us-west-2' };

/** Name, the build, the warnings expected, and the providers' regions (tokens unless given). */
const ROWS: Array<[string, (s: TerraformStack) => void, number, { alicloud?: string; google?: string; aws?: string }]> = [
  ['FC: literal region, the provider region a token', (s) => fc(s, { region: 'cn-hangzhou' }), 1, {}],
  [
    'FC: literal region, the given provider region a token',
    (s) => fc(s, { region: 'cn-hangzhou', provider: new AlicloudProvider(s, 'other', { alias: 'other', region: token(s, 'r2') }) }),
    1,
    LITERAL,
  ],
  [
    'FC: network zone a token, the region literal',
    (s) =>
      fc(s, {
        region: 'cn-hangzhou',
        network: FcNetwork.fromIds({ vpcId: 'vpc-1', vswitchId: 'vsw-1', securityGroupId: 'sg-1', zoneId: token(s, 'zone') }),
      }),
    1,
    LITERAL,
  ],
  ['Cloud Run: region a token', (s) => cloudRun(s, { region: token(s, 'run_region') }), 1, LITERAL],
  ['EKS: region a token', (s) => eks(s, { region: token(s, 'eks_region') }), 1, LITERAL],
  ['EKS: literal region, the AwsProvider region a token', (s) => eks(s, { region: 'us-west-2' }), 1, {}],
  [
    'EKS: literal region, the given provider region a token',
    (s) => eks(s, { region: 'us-west-2', provider: new AwsProvider(s, 'aws2', { alias: 'west', region: token(s, 'r3') }) }),
    1,
    LITERAL,
  ],
  [
    'two workloads with token regions warn once each',
    (s) => [eks(s, { region: token(s, 'a') }, 'A'), eks(s, { region: token(s, 'b') }, 'B')],
    2,
    LITERAL,
  ],
];

describe('GPUM-REGION-TOKEN', () => {
  test.each(ROWS)('%s', (_name, build, count, regions) => {
    const s = stack(regions);
    build(s);
    const found = warnings(s);
    expect(found).toHaveLength(count);
    for (const w of found) {
      expect(w.level).toBe('warning');
      // Says what was skipped and how to make it checkable.
      expect(w.message).toMatch(/is a Terraform token \(known only at apply\), so the .* region and zone consistency could not be checked/);
      expect(w.message).toMatch(/pass a literal region \(for example region: '[a-z0-9-]+'\)/);
      expect(w.message).not.toMatch(/TfToken/);
    }
  });

  test('FC checks its location twice (the region, then the network): still one warning', () => {
    const s = stack();
    fc(s, { region: 'cn-hangzhou', network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) });
    expect(warnings(s)).toHaveLength(1);
    expect(warnings(s)[0].constructPath).toBe('test/fn');
  });

  test('literal regions everywhere: no warning', () => {
    const s = stack(LITERAL);
    fc(s);
    cloudRun(s);
    eks(s);
    expect(warnings(s)).toHaveLength(0);
  });

  test('nothing to compare (no region given, the provider region a token): no warning', () => {
    const s = stack();
    eks(s, { region: undefined });
    expect(warnings(s)).toHaveLength(0);
  });

  test("FC without a region prop, on a provider whose region is a token: the warning names the provider's region, not a prop", () => {
    const s = stack();
    fc(s, { region: undefined });
    expect(warnings(s)).toHaveLength(1);
    expect(warnings(s)[0].message).toMatch(
      /^\[GPUM-REGION-TOKEN\] the region of the stack's alicloud provider is a Terraform token \(known only at apply\)/,
    );
  });

  test("FC without a region prop, on a given provider whose region is a token: the warning names the given provider's region", () => {
    const s = stack(LITERAL);
    fc(s, { region: undefined, provider: new AlicloudProvider(s, 'other', { alias: 'other', region: token(s, 'r2') }) });
    expect(warnings(s)).toHaveLength(1);
    expect(warnings(s)[0].message).toMatch(
      /^\[GPUM-REGION-TOKEN\] the region of the given alicloud provider is a Terraform token \(known only at apply\)/,
    );
  });

  test('FcReplicatedModelBucket without a region prop, on a provider whose region is a token: the provider is named', () => {
    const s = stack();
    const beijing = new AlicloudProvider(s, 'beijing', { alias: 'beijing', region: 'cn-beijing' });
    new FcReplicatedModelBucket(s, 'Models', { model: model(), replicas: [{ region: 'cn-beijing', provider: beijing }] });
    const found = warnings(s).filter((w) => w.constructPath === 'test/Models');
    expect(found).toHaveLength(1);
    expect(found[0].message).toMatch(/^\[GPUM-REGION-TOKEN\] the region of the stack's alicloud provider is a Terraform token/);
  });

  test('FC with a token region prop: the warning names the prop, as before', () => {
    const s = stack(LITERAL);
    fc(s, { region: token(s, 'fn_region') });
    expect(warnings(s)).toHaveLength(1);
    expect(warnings(s)[0].message).toMatch(
      /^\[GPUM-REGION-TOKEN\] region is a Terraform token \(known only at apply\), so the Alibaba Function Compute region/,
    );
  });

  test('a literal zone of another region is still an error beside a token provider region', () => {
    const s = stack();
    expect(() => fc(s, { region: 'cn-hangzhou', network: FcNetwork.create({ zoneId: 'cn-beijing-h' }) })).toThrow(/\[GPUM-FC-ZONE\]/);
  });
});
