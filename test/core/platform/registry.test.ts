import { Construct } from 'constructs';
import { AdvicePlatform, CheckLevel, GpuModelChecks, ModelStorage, ModelStorageKind, Size, recommendModelStorage } from '../../../src';
import { collectAdvice } from '../../../src/core/advice';
import { PlatformChecks } from '../../../src/core/checks/platform-checks';
import { Aspects, TerraformResource, Testing } from '../../../src/core/framework';
import { IGpuPlatform } from '../../../src/core/platform/gpu-platform-descriptor';
import { registerPlatform, registeredPlatformIds, requirePlatform } from '../../../src/core/platform/registry';
import { EstimateBasis, EstimateUnit } from '../../../src/core/storage-advice/parameters';
import { PlatformAdvice } from '../../../src/core/storage-advice/platform-advice';
import { StorageStrategyId } from '../../../src/core/storage-advice/strategy-id';
import { thrown } from '../../support/errors';
import { newStack } from '../../support/stacks';

/** A resource of any type with the attributes given, for a platform the library does not know. */
class FakeResource extends TerraformResource {
  constructor(
    scope: Construct,
    id: string,
    type: string,
    private readonly attributes: Record<string, unknown>,
  ) {
    super(scope, id, { terraformResourceType: type });
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return this.attributes;
  }
}

const FAKE = 'fake-cloud' as AdvicePlatform;
const SOURCE = { title: 'Fake guide', url: 'https://example.com/fake-guide' };

const fakeAdvice: PlatformAdvice = {
  rules: {
    candidates: (w) => [
      {
        id: StorageStrategyId.CONTAINER_IMAGE,
        label: 'Fake image',
        storage: ModelStorage.containerImage(),
        settings: 'ModelStorage.containerImage()',
        viable: true,
        plan: { bytes: w.modelSize.toBytes(), links: [{ label: 'fake network', parameter: 'fakeNetworkMBps', sharedBy: 1 }], stages: [] },
        reasons: ['Because the fake guide says so [Fake guide]'],
        caveats: [],
      },
    ],
    decide: () => ({ order: [StorageStrategyId.CONTAINER_IMAGE], rule: 'The fake rule [Fake guide]' }),
  },
  parameters: [
    {
      name: 'fakeNetworkMBps',
      platform: FAKE,
      unit: EstimateUnit.MEGABYTES_PER_SECOND,
      value: 100,
      description: 'A fake figure.',
      source: 'https://example.com/fake-figure',
      basis: EstimateBasis.PUBLISHED,
    },
  ],
  sources: [SOURCE],
};

const fakeChecks: PlatformChecks = {
  rules: [
    {
      id: 'GPUM-CHECK-FAKE-FUNCTION',
      level: CheckLevel.WARNING,
      description: 'A fake function is slow.',
      fix: 'Make it fast.',
      check: (resource) => (resource.type === 'fake_function' && resource.config.slow === true ? ['is slow'] : []),
    },
  ],
  buckets: [
    {
      type: 'fake_bucket',
      nameAttribute: 'label',
      grantTypes: [],
      publicFindings: (bucket) => (bucket.config.open === true ? ['is open to everyone (fake)'] : []),
      publicAccessFindings: () => [],
    },
  ],
  consumerTypes: ['fake_function'],
  runsConsumer: (resource) => resource.type === 'fake_function',
  imageGuidance: { size: Size.gibibytes(1), source: 'the fake guidance' },
};

let loads = 0;
const fakePlatform: IGpuPlatform = {
  id: FAKE,
  displayName: 'Fake Cloud',
  storageKinds: [ModelStorageKind.CONTAINER_IMAGE],
  loadWorkload: () => {
    throw new Error('not used');
  },
  loadAdvice: () => fakeAdvice,
  loadChecks: () => fakeChecks,
};
registerPlatform(FAKE, () => {
  loads++;
  return fakePlatform;
});

describe('the platform registry', () => {
  test('the package root registers the three built-in platforms, first, by ID', () => {
    expect(registeredPlatformIds().slice(0, 3)).toEqual(['alicloud-fc', 'gcp-cloudrun', 'aws-eks']);
  });

  test('registering loads nothing; the first lookup loads the descriptor once', () => {
    expect(loads).toBe(0);
    expect(requirePlatform(FAKE).displayName).toBe('Fake Cloud');
    expect(requirePlatform(FAKE)).toBe(fakePlatform);
    expect(loads).toBe(1);
  });

  test('an ID registered again keeps the first registration', () => {
    registerPlatform(FAKE, () => ({ ...fakePlatform, displayName: 'Other' }));
    expect(requirePlatform(FAKE).displayName).toBe('Fake Cloud');
  });

  test('an unknown ID is a coded error that lists the registered platforms', () => {
    expect(() => requirePlatform('nowhere')).toThrow(
      /^\[GPUM-PLATFORM-UNREGISTERED\] no platform is registered as "nowhere"\. Registered: alicloud-fc, gcp-cloudrun, aws-eks, fake-cloud/,
    );
    expect(thrown(() => requirePlatform('nowhere'))).toMatchObject({
      code: 'GPUM-PLATFORM-UNREGISTERED',
      property: 'platform',
      value: 'nowhere',
      fix: "Import the library's root (cdktf-gpu-models) or the platform's subpath (cdktf-gpu-models/<platform>) before using it",
    });
  });
});

describe('a platform the core does not know, added by registration alone', () => {
  test('the advice ranks its strategies with its rules, its parameters and its sources', () => {
    const advice = recommendModelStorage({ platform: FAKE, modelSize: Size.megabytes(1000) });
    expect(advice.decidingRule).toBe('The fake rule [Fake guide]');
    expect(advice.recommendations.map((r) => [r.label, r.estimate.totalSeconds])).toEqual([['Fake image', 10]]);
    expect(advice.sources).toEqual([SOURCE]);
    expect(advice.parameters.map((p) => [p.name, p.value])).toEqual([['fakeNetworkMBps', 100]]);
  });

  test("another platform's parameter is refused by name", () => {
    expect(() =>
      recommendModelStorage({ platform: FAKE, modelSize: Size.gibibytes(1), estimateParameters: { eksStartsPerNode: 2 } }),
    ).toThrow('[GPUM-ADVICE-PARAMETER] estimate parameter "eksStartsPerNode" belongs to aws-eks, not fake-cloud');
  });

  test('GpuModelChecks runs its rules and reads its bucket and consumer types in the cross-platform rules', () => {
    const stack = newStack();
    new FakeResource(stack, 'Bucket', 'fake_bucket', { label: 'my-models', open: true });
    new FakeResource(stack, 'Fn', 'fake_function', { model_bucket: 'my-models', slow: true });
    new FakeResource(stack, 'Quiet', 'fake_function', { slow: false });
    Aspects.of(stack).add(new GpuModelChecks());
    Testing.synth(stack);
    const findings = collectAdvice(stack).map((a) => a.message);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[GPUM-CHECK-FAKE-FUNCTION\] fake_function\.Fn is slow\. Fix: Make it fast\.$/),
        expect.stringMatching(/^\[GPUM-CHECK-BUCKET-PUBLIC\] fake_bucket\.Bucket is open to everyone \(fake\)\./),
      ]),
    );
    expect(findings.filter((f) => f.includes('Quiet'))).toEqual([]);
    expect(GpuModelChecks.rules().map((r) => r.id)).toContain('GPUM-CHECK-FAKE-FUNCTION');
  });
});
