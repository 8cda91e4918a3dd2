import './support/jest-matchers';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunGpuType } from '../../src/google';
import { CPU_MEMORY_TABLE, cpuAllowsMemory } from '../../src/google/cpu-memory';
import { thrown } from '../support/errors';
import { build, envOf, model, only, synthJson } from './support/fixtures';

function limits(overrides: Parameters<typeof build>[0]): Record<string, string> {
  return only(synthJson(build(overrides).stack), 'google_cloud_run_v2_worker_pool').template.containers[0].resources.limits;
}

describe('vCPU and memory agree, as Cloud Run requires', () => {
  test("the table is Cloud Run's: 4 vCPU up to 16 GiB, 6 up to 24 GiB, 8 up to 32 GiB", () => {
    expect(CPU_MEMORY_TABLE.filter((row) => row.cpu >= 4).map((row) => [row.cpu, `${row.minMemory}`, `${row.maxMemory}`])).toEqual([
      [4, '2 GiB', '16 GiB'],
      [6, '4 GiB', '24 GiB'],
      [8, '4 GiB', '32 GiB'],
    ]);
    expect(cpuAllowsMemory(4, Size.gibibytes(16))).toBe(true);
    expect(cpuAllowsMemory(4, Size.mebibytes(16 * 1024 + 1))).toBe(false);
    expect(cpuAllowsMemory(6, Size.gibibytes(24))).toBe(true);
    expect(cpuAllowsMemory(6, Size.gibibytes(25))).toBe(false);
    expect(cpuAllowsMemory(20, Size.gibibytes(80))).toBe(true);
  });

  test.each([
    ['16Gi', Size.gibibytes(16), '4'],
    ['17Gi', Size.gibibytes(17), '6'],
    ['24Gi', Size.gibibytes(24), '6'],
    ['25Gi', Size.gibibytes(25), '8'],
    ['32Gi', Size.gibibytes(32), '8'],
  ])('without cpu, memory %s gets the smallest vCPU count that may have it', (quantity, memory, cpu) => {
    expect(limits({ memory })).toEqual({ cpu, memory: quantity, 'nvidia.com/gpu': '1' });
  });

  test('a memory limit the construct sizes picks the vCPUs too', () => {
    const { stack, workload } = build({ storage: ModelStorage.downloadAtStart(), model: model({ size: Size.gibibytes(20) }) });
    const container = only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.containers[0];
    expect(container.resources.limits).toEqual({ cpu: '8', memory: '25Gi', 'nvidia.com/gpu': '1' });
    expect(workload.cpu).toBe(8);
    // The download's default parallelism follows the vCPUs it finally gets.
    expect(envOf(container).MODEL_DOWNLOAD_CONCURRENCY).toBe('32');
    expect(envOf(container).CLOUDSDK_STORAGE_PROCESS_COUNT).toBe('8');
  });

  test('a cpu too small for the memory fails with both numbers and the fix', () => {
    expect(() => build({ cpu: 4, memory: Size.gibibytes(20) })).toThrow(
      /GPUM-CR-CPU-MEMORY\].*cpu 4 allows 2 GiB to 16 GiB of memory on Cloud Run, but the memory limit is 20 GiB; Cloud Run rejects the revision\. Fix: set cpu to 6, or leave cpu unset to get the smallest count that fits, or lower the memory to at most 16 GiB/,
    );
    expect(() => build({ cpu: 6, memory: Size.gibibytes(28) })).toThrow(
      /GPUM-CR-CPU-MEMORY\].*cpu 6 .* memory limit is 28 GiB.*set cpu to 8/,
    );
  });

  test('cpu 4 with memory 20 GiB: the error names cpu, 4 and the fix', () => {
    expect(thrown(() => build({ cpu: 4, memory: Size.gibibytes(20) }))).toMatchObject({
      code: 'GPUM-CR-CPU-MEMORY',
      property: 'cpu',
      value: '4',
      fix: 'set cpu to 6, or leave cpu unset to get the smallest count that fits, or lower the memory to at most 16 GiB',
    });
  });

  test('a cpu too small for the memory the construct sized fails too, and says where the memory comes from', () => {
    expect(() => build({ cpu: 4, storage: ModelStorage.downloadAtStart(), model: model({ size: Size.gibibytes(14) }) })).toThrow(
      /GPUM-CR-CPU-MEMORY\].*memory limit is 19 GiB \(the smallest limit that holds the serving process and the model strategy\).*set cpu to 6.*a smaller file cache, model or servingProcessMemory/,
    );
  });

  test('a cpu that suits the memory is kept, even when larger than needed', () => {
    expect(limits({ cpu: 8, memory: Size.gibibytes(16) })).toEqual({ cpu: '8', memory: '16Gi', 'nvidia.com/gpu': '1' });
    expect(limits({ cpu: 6, memory: Size.gibibytes(24) }).cpu).toBe('6');
  });

  test('the RTX PRO 6000 (20 vCPU, no documented table row) keeps its 20 vCPU', () => {
    expect(limits({ gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4', memory: Size.gibibytes(96) })).toEqual({
      cpu: '20',
      memory: '96Gi',
      'nvidia.com/gpu': '1',
    });
  });
});
