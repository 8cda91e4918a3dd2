import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunGpuType, CloudRunModelStorage } from '../../src/google';
import { build, model } from './support/fixtures';

/* GPUM-CR-MEMORY names the ways out besides more memory: the RTX PRO 6000, and buffered reads. */

const RTX = /CloudRunGpuType\.NVIDIA_RTX_PRO_6000 \(NVIDIA RTX PRO 6000 Blackwell, instances from 80 GiB\)/;

describe('GPUM-CR-MEMORY alternatives', () => {
  test('an in-memory file cache past the L4 maximum: the RTX PRO 6000, or bufferedRead instead of the cache', () => {
    const build40 = () =>
      build({
        storage: CloudRunModelStorage.gcsFuse({ fileCache: { size: Size.gibibytes(30) } }),
        model: model({ size: Size.gibibytes(16) }),
      });
    expect(build40).toThrow(/\[GPUM-CR-MEMORY\].*more than the 32 GiB/);
    expect(build40).toThrow(RTX);
    expect(build40).toThrow(/bufferedRead instead of the in-memory fileCache/);
  });

  test('a download too large for the memory set: the RTX PRO 6000, or a mount with bufferedRead', () => {
    const tooSmall = () =>
      build({ storage: ModelStorage.downloadAtStart(), model: model({ size: Size.gibibytes(20) }), memory: Size.gibibytes(16) });
    expect(tooSmall).toThrow(/\[GPUM-CR-MEMORY\] test\/llm: memory 16 GiB cannot hold/);
    expect(tooSmall).toThrow(RTX);
    expect(tooSmall).toThrow(/ModelStorage.objectStorageMount\(\) with bufferedRead instead of the download/);
  });

  test('on an RTX PRO 6000 no other GPU is offered, only the strategy', () => {
    const rtx = () =>
      build({
        gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
        region: 'europe-west4',
        storage: ModelStorage.downloadAtStart(),
        model: model({ size: Size.gibibytes(80) }),
        memory: Size.gibibytes(80),
      });
    expect(rtx).toThrow(/\[GPUM-CR-MEMORY\]/);
    expect(rtx).toThrow(/Alternatives: ModelStorage.objectStorageMount\(\) with bufferedRead/);
    expect(rtx).not.toThrow(/CloudRunGpuType\./);
  });
});
