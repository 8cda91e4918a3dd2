import { AdvicePlatform, EstimateBasis, ModelSourceKind, Size, StagingEstimator } from '../../../src';
import { thrown } from '../../support/errors';

describe('StagingEstimator', () => {
  test('every parameter has a source and a basis', () => {
    const all = StagingEstimator.allParameters();
    expect(all.map((p) => p.name).sort()).toEqual([
      'cloudRunStagingHubMBps',
      'cloudRunStagingInstanceGbps',
      'eksStagingHubMBps',
      'eksStagingNodeGbps',
      'fcStagingHubMBps',
      'fcStagingInstanceGbps',
    ]);
    for (const p of all) {
      expect(p.source).toMatch(/https:\/\//);
      expect(Object.values(EstimateBasis)).toContain(p.basis);
    }
    expect(all.filter((p) => p.name.endsWith('HubMBps')).every((p) => p.basis === EstimateBasis.ASSUMPTION)).toBe(true);
  });

  test('the copy takes the bytes over the slower of the hub and the job network', () => {
    // 1 Gbit/s = 125 MB/s is slower than the hub's 500 MB/s.
    const fc = StagingEstimator.estimate({ platform: AdvicePlatform.ALIBABA_FUNCTION_COMPUTE, modelSize: Size.gigabytes(20) });
    expect(fc.bottleneck).toBe('fcStagingInstanceGbps');
    expect(fc.seconds).toBeCloseTo(160);
    // A 10 Gbit/s node leaves the hub as the limit.
    const eks = StagingEstimator.estimate({ platform: AdvicePlatform.AMAZON_EKS, modelSize: Size.gigabytes(20) });
    expect(eks.bottleneck).toBe('eksStagingHubMBps');
    expect(eks.seconds).toBeCloseTo(40);
    const measured = StagingEstimator.estimate({
      platform: AdvicePlatform.AMAZON_EKS,
      modelSize: Size.gigabytes(20),
      parameters: { eksStagingHubMBps: 50 },
    });
    expect(measured.seconds).toBeCloseTo(400);
    expect(measured.parameters.find((p) => p.name === 'eksStagingHubMBps')).toMatchObject({ value: 50, overridden: true });
  });

  test('refuses an unknown or another platform parameter, and a bad value', () => {
    const base = { platform: AdvicePlatform.GOOGLE_CLOUD_RUN, modelSize: Size.gigabytes(1) };
    expect(() => StagingEstimator.estimate({ ...base, parameters: { fcStagingHubMBps: 10 } })).toThrow(/GPUM-ADVICE-PARAMETER/);
    expect(() => StagingEstimator.estimate({ ...base, parameters: { cloudRunStagingHubMBps: 0 } })).toThrow(/GPUM-ADVICE-PARAMETER/);
    expect(thrown(() => StagingEstimator.estimate({ ...base, parameters: { cloudRunStagingHubMBps: 0 } }))).toMatchObject({
      code: 'GPUM-ADVICE-PARAMETER',
      property: 'cloudRunStagingHubMBps',
      value: '0',
      fix: 'give one of cloudRunStagingHubMBps, cloudRunStagingInstanceGbps with a value above 0',
    });
  });

  test('a bucket source is limited by the job network alone; a hub override is refused for it, never dropped', () => {
    const bucket = { platform: AdvicePlatform.AMAZON_EKS, modelSize: Size.gigabytes(20), sourceKind: ModelSourceKind.OBJECT_STORAGE };
    const e = StagingEstimator.estimate(bucket);
    expect(e.parameters.map((p) => p.name)).toEqual(['eksStagingNodeGbps']);
    expect(e.seconds).toBeCloseTo(16);
    expect(() => StagingEstimator.estimate({ ...bucket, parameters: { eksStagingHubMBps: 100 } })).toThrow(
      /\[GPUM-ADVICE-PARAMETER\] .*with a bucket source: give one of eksStagingNodeGbps/,
    );
    const hub = StagingEstimator.estimate({ ...bucket, sourceKind: ModelSourceKind.MODEL_SCOPE });
    expect(hub.parameters.map((p) => p.name)).toEqual(['eksStagingHubMBps', 'eksStagingNodeGbps']);
  });
});
