import { FcGpuType } from '../../../src/alicloud';
import { fcGpuMemoryOffer } from '../../../src/alicloud/gpu-catalogue';
import { eksGpuMemoryOffer } from '../../../src/aws/gpu-catalogue';
import { modelGpuFit } from '../../../src/core/contract/gpu-fit';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { Size } from '../../../src/core/size';
import { CloudRunGpuType } from '../../../src/google';
import { cloudRunGpuMemoryOffer } from '../../../src/google/gpu-catalogue';
import { thrown } from '../../support/errors';
import { alicloudStack, gpuFunction, model } from '../../alicloud/fixtures';

/* GPUM-MODEL-GPU-FIT's fix suggests only GPUs and counts that hold the model, or says none does (issue 22). */

const llm = (gib: number) => new ModelArtifact({ name: 'llm', size: Size.gibibytes(gib) });

describe('the GPU fit fix', () => {
  test('Function Compute, through the construct: 20 GiB on a 16 GB card names only the types that hold it', () => {
    const error = thrown(() => gpuFunction(alicloudStack(), { gpuType: FcGpuType.TESLA_1, model: model({ size: Size.gibibytes(20) }) }));
    expect(error.code).toBe('GPUM-MODEL-GPU-FIT');
    expect(error.fix).toMatch(/^Use a GPU type that holds/);
    expect(error.fix).toContain('fc.gpu.ada.1');
    expect(error.fix).not.toContain('fc.gpu.tesla.1');
    // 24 GB cards do not hold 20 GiB with 20 % headroom (25 GiB): not suggested.
    expect(error.fix).not.toContain('fc.gpu.ampere.1');
  });

  test('Function Compute: a model no card holds says so and names quantization, not another card', () => {
    const finding = modelGpuFit(llm(70), fcGpuMemoryOffer(FcGpuType.ADA_1))!;
    expect(finding.code).toBe('GPUM-MODEL-GPU-FIT');
    expect(finding.fix).toMatch(/^No Function Compute GPU type holds/);
    expect(finding.fix).toContain('ModelGpuLoading.QUANTIZED');
    expect(finding.message).toContain(finding.fix);
  });

  test('EKS: a gpuCount that holds it, and the families whose GPUs do; none when nothing does', () => {
    const fit = modelGpuFit(llm(70), eksGpuMemoryOffer(Size.gibibytes(24), 1)!)!;
    expect(fit.fix).toMatch(/raise gpuCount to 4/);
    expect(fit.fix).toMatch(/instanceFamilies to ones whose GPU holds it: .*p5/);
    expect(fit.fix).not.toMatch(/\bg6(,|$)/);
    const none = modelGpuFit(llm(4000), eksGpuMemoryOffer(Size.gibibytes(24), 1)!)!;
    expect(none.fix).toMatch(/^No instance family of the catalogue holds/);
    expect(none.fix).toContain('QUANTIZED');
  });

  test('Cloud Run: the RTX PRO 6000 for a model an L4 cannot hold; none for one neither holds', () => {
    expect(modelGpuFit(llm(30), cloudRunGpuMemoryOffer(CloudRunGpuType.NVIDIA_L4))!.fix).toMatch(/CloudRunGpuType\.NVIDIA_RTX_PRO_6000/);
    const none = modelGpuFit(llm(140), cloudRunGpuMemoryOffer(CloudRunGpuType.NVIDIA_L4))!.fix;
    expect(none).toMatch(/^No Cloud Run GPU type holds/);
    expect(none).toContain('gpuCount');
  });
});
