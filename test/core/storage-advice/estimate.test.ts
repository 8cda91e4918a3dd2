import { Size } from '../../../src/core/size';
import {
  AdvicePlatform,
  EstimateBasis,
  StorageStrategyId,
  allEstimateParameters,
  estimateParameters,
  recommendModelStorage,
} from '../../../src';
import { estimateColdStart } from '../../../src/core/storage-advice/estimate';
import { COLD_START_PHASES, ColdStartPhase, PhaseTreatment, notPaid } from '../../../src/core/storage-advice/phases';

const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;

describe('the cold-start estimate', () => {
  const parameters = estimateParameters(FC);

  test('setup plus bytes over the slowest link, a shared link divided among the starts', () => {
    const estimate = estimateColdStart(
      {
        bytes: 6e9,
        links: [
          { label: 'shared store', parameter: 'performanceNasReadMBps', sharedBy: 10 },
          { label: 'instance network', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 },
        ],
        stages: [{ label: 'image pull', parameter: 'fcInstanceBandwidthGbps', phase: ColdStartPhase.IMAGE_PULL, bytes: 250e6 }],
      },
      parameters,
    );
    // 600 MB/s over 10 starts is 60 MB/s, below the 125 MB/s of a 1 Gbit/s instance.
    expect(estimate.links.map((l) => [l.label, l.bandwidthMBps, l.sharedBy, l.perInstanceMBps])).toEqual([
      ['shared store', 600, 10, 60],
      ['instance network', 125, 1, 125],
    ]);
    expect(estimate.setupSeconds).toBeCloseTo(2);
    expect(estimate.transferSeconds).toBeCloseTo(100);
    expect(estimate.totalSeconds).toBeCloseTo(102);
    expect(estimate.bottleneck).toBe('shared store, shared by 10 starts');
  });

  test('a setup stage longer than the transfer is the bottleneck', () => {
    const estimate = estimateColdStart(
      {
        bytes: 125e6,
        links: [{ label: 'instance network', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 }],
        stages: [{ label: 'image pull', parameter: 'fcInstanceBandwidthGbps', phase: ColdStartPhase.IMAGE_PULL, bytes: 500e6 }],
      },
      parameters,
    );
    expect(estimate.totalSeconds).toBeCloseTo(5);
    expect(estimate.bottleneck).toBe('image pull');
  });

  test('parameters whose default is an assumption are listed with the estimate, until overridden', () => {
    const plan = {
      bytes: 1e9,
      links: [{ label: 'accelerator', parameter: 'ossAcceleratorGbps', sharedBy: 1 }],
      stages: [{ label: 'VPC attach', parameter: 'fcVpcAttachSeconds', phase: ColdStartPhase.NETWORK_CONNECT }],
    };
    // A stage whose parameter has no figure, and is not optional, leaves the estimate unmade.
    expect(estimateColdStart(plan, parameters).totalSeconds).toBeUndefined();
    const attached = estimateParameters(FC, { fcVpcAttachSeconds: 3 });
    expect(estimateColdStart(plan, attached).assumptions).toEqual(['ossAcceleratorGbps']);
    expect(estimateColdStart(plan, estimateParameters(FC, { fcVpcAttachSeconds: 3, ossAcceleratorGbps: 200 })).assumptions).toEqual([]);
  });

  test('every phase of the cold start is counted, left out with its reason, or not paid', () => {
    const plan = {
      bytes: 1e9,
      links: [{ label: 'instance network', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 }],
      stages: [
        { label: 'VPC attach', parameter: 'fcVpcAttachSeconds', phase: ColdStartPhase.NETWORK_CONNECT, optional: 'no published figure' },
        { label: 'image pull', parameter: 'fcInstanceBandwidthGbps', phase: ColdStartPhase.IMAGE_PULL, bytes: 250e6 },
      ],
      exclusions: [notPaid(ColdStartPhase.PROVISIONING, 'the instance is kept warm')],
    };
    const estimate = estimateColdStart(plan, parameters);
    expect(estimate.phases.map((p) => p.phase)).toEqual(COLD_START_PHASES);
    expect(estimate.phases.map((p) => [p.phase, p.treatment, p.seconds])).toEqual([
      [ColdStartPhase.PROVISIONING, PhaseTreatment.NOT_PAID, undefined],
      [ColdStartPhase.IMAGE_PULL, PhaseTreatment.COUNTED, 2],
      [ColdStartPhase.NETWORK_CONNECT, PhaseTreatment.LEFT_OUT, undefined],
      [ColdStartPhase.MODEL_BYTES, PhaseTreatment.COUNTED, 8],
      [ColdStartPhase.ENGINE_START, PhaseTreatment.LEFT_OUT, undefined],
    ]);
    // The optional stage without a figure is left out, named, with how to count it; the estimate is still made.
    expect(estimate.totalSeconds).toBeCloseTo(10);
    expect(estimate.phases[2].detail).toBe('VPC attach: no published figure; set fcVpcAttachSeconds to count it');
    expect(estimate.assumptions).not.toContain('fcVpcAttachSeconds');
    expect(estimate.phases[4].detail).toMatch(/^estimated apart from the storage, for an engine preset \(advise --engine vllm/);
    // Counted phases add up to the total.
    const counted = estimate.phases.reduce((sum, p) => sum + (p.seconds ?? 0), 0);
    expect(counted).toBeCloseTo(estimate.totalSeconds!);
    // With a figure, the stage is counted in its phase.
    const withAttach = estimateColdStart(plan, estimateParameters(FC, { fcVpcAttachSeconds: 4 }));
    expect(withAttach.phases[2]).toMatchObject({ treatment: PhaseTreatment.COUNTED, seconds: 4 });
    expect(withAttach.totalSeconds).toBeCloseTo(14);
  });

  test('the model in the image: its bytes are counted within the image pull', () => {
    const estimate = estimateColdStart(
      {
        bytes: 1e9,
        links: [{ label: 'image pull', parameter: 'fcInstanceBandwidthGbps', sharedBy: 1 }],
        stages: [],
        transferPhase: ColdStartPhase.IMAGE_PULL,
      },
      parameters,
    );
    expect(estimate.phases.find((p) => p.phase === ColdStartPhase.IMAGE_PULL)).toMatchObject({
      treatment: PhaseTreatment.COUNTED,
      seconds: 8,
    });
    expect(estimate.phases.find((p) => p.phase === ColdStartPhase.MODEL_BYTES)).toMatchObject({
      treatment: PhaseTreatment.COUNTED,
      within: ColdStartPhase.IMAGE_PULL,
    });
    expect(estimate.phases.find((p) => p.phase === ColdStartPhase.MODEL_BYTES)?.seconds).toBeUndefined();
  });

  test('every override changes the recommendation estimates', () => {
    const base = recommendModelStorage({ platform: FC, modelSize: Size.gigabytes(60), concurrentColdStarts: 1 });
    const nas = (advice: typeof base) => advice.recommendations.find((r) => r.strategy === StorageStrategyId.FILE_SYSTEM)!.estimate;
    expect(nas(base).totalSeconds).toBeCloseTo(60e9 / 125e6);
    const tuned = recommendModelStorage({
      platform: FC,
      modelSize: Size.gigabytes(60),
      estimateParameters: { fcInstanceBandwidthGbps: 5, performanceNasReadMBps: 300, fcVpcAttachSeconds: 10 },
    });
    expect(nas(tuned).totalSeconds).toBeCloseTo(10 + 60e9 / 300e6);
    expect(nas(tuned).bottleneck).toBe('Performance NAS read bandwidth');
    expect(tuned.parameters.find((p) => p.name === 'performanceNasReadMBps')).toMatchObject({ value: 300, overridden: true });
  });

  test('a derived default follows the parameters it is derived from', () => {
    const run = (overrides: Record<string, number>) =>
      estimateParameters(AdvicePlatform.GOOGLE_CLOUD_RUN, overrides).find((p) => p.name === 'cloudRunGcsfuseDefaultReadMBps')!;
    expect(run({}).value).toBeCloseTo(62.5);
    expect(run({ cloudRunInstanceMBps: 200 }).value).toBe(100);
    expect(run({ cloudRunInstanceMBps: 200, cloudRunGcsfuseDefaultReadMBps: 150 }).value).toBe(150);
  });

  test('bad overrides fail with the parameter and the fix', () => {
    expect(() => estimateParameters(FC, { nasSpeed: 1 })).toThrow(
      /\[GPUM-ADVICE-PARAMETER\] unknown estimate parameter "nasSpeed". Parameters of alicloud-fc: fcInstanceBandwidthGbps, performanceNasReadMBps/,
    );
    expect(() => estimateParameters(FC, { eksNvmeWriteMBps: 1 })).toThrow(/"eksNvmeWriteMBps" belongs to aws-eks, not alicloud-fc/);
    expect(() => estimateParameters(FC, { performanceNasReadMBps: 0 })).toThrow(
      /"performanceNasReadMBps" is 0: give a number of MB\/s above 0/,
    );
    expect(() => estimateParameters(FC, { fcVpcAttachSeconds: -1 })).toThrow(/give a number of seconds of at least 0/);
    expect(() => estimateParameters(AdvicePlatform.AMAZON_EKS, { eksStartsPerNode: 1.5 })).toThrow(/give a whole number of at least 1/);
  });

  test('every parameter names its unit, its source and its basis; the EKS figures reproduce the published pulls', () => {
    const all = allEstimateParameters();
    for (const p of all) {
      expect(p.name).toMatch(/(MBps|Gbps|Seconds|PerNode)$/);
      expect(p.source.length).toBeGreaterThan(10);
      expect(Object.values(EstimateBasis)).toContain(p.basis);
    }
    const soci = all.find((p) => p.name === 'eksImagePullSociMBps')!.value!;
    const standard = all.find((p) => p.name === 'eksImagePullDefaultMBps')!.value!;
    expect(9354.342327 / soci).toBeCloseTo(23.229, 3);
    expect(9354.342327 / standard).toBeCloseTo(130.813, 3);
    expect(all.find((p) => p.name === 'performanceNasReadMBps')).toMatchObject({ value: 600, basis: EstimateBasis.PUBLISHED });
    expect(all.find((p) => p.name === 'eksNvmeWriteMBps')?.value).toBe(30000);
    expect(all.find((p) => p.name === 'eksEbsWriteMBps')?.value).toBe(1000);
  });
});
