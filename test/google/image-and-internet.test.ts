import { collectAdvice } from '../../src/core/advice';
import { ContainerImage } from '../../src/core/container-image';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { CloudRunNetwork } from '../../src/google';
import { build, envOf, model, only, synthJson } from './support/fixtures';

describe('containerImage', () => {
  test('no volumes, no bucket, no VPC, no warning under 10 GB', () => {
    // A project whose APIs are on: the APIs warning is tested on its own.
    const { stack } = build({ enableApis: false });
    const template = only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template;
    expect(template.volumes).toBeUndefined();
    expect(template.containers[0].volume_mounts).toBeUndefined();
    // Only the worker pool's billing note, which every worker pool carries.
    expect(collectAdvice(stack).map((a) => `${a.level} ${a.id}`)).toEqual(['info GPUM-CR-WORKER-POOL-BILLING']);
  });

  test("a model above 10 GB warns, citing Cloud Run's guidance", () => {
    const { stack } = build({ model: model({ size: Size.gigabytes(12) }) });
    expect(collectAdvice(stack).find((a) => a.id === 'GPUM-CR-IMAGE-LARGE')?.message).toMatch(/guidance of images under 10 GB/);
  });

  test("the image's own compressed size wins over the model's when given", () => {
    const small = ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9', { compressedSize: Size.gigabytes(9) });
    expect(
      collectAdvice(build({ image: small, model: model({ size: Size.gigabytes(12) }) }).stack).filter(
        (a) => a.id === 'GPUM-CR-IMAGE-LARGE',
      ),
    ).toHaveLength(0);
    const big = ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9', { compressedSize: Size.gigabytes(11) });
    expect(collectAdvice(build({ image: big }).stack).filter((a) => a.id === 'GPUM-CR-IMAGE-LARGE')).toHaveLength(1);
  });

  test("the image's files do not count against memory", () => {
    expect(
      only(synthJson(build({ model: model({ size: Size.gibibytes(20) }) }).stack), 'google_cloud_run_v2_worker_pool').template.containers[0]
        .resources.limits.memory,
    ).toBe('16Gi');
  });
});

describe('internet', () => {
  const url = 'https://huggingface.co/meta-llama/Llama-3.1-8B';
  const internet = { storage: ModelStorage.internet({ url }), network: CloudRunNetwork.create() };

  test('allowed with a warning that cites reliability and speed, and MODEL_URL for the server', () => {
    const { stack } = build(internet);
    const json = synthJson(stack);
    expect(envOf(only(json, 'google_cloud_run_v2_worker_pool').template.containers[0]).MODEL_URL).toBe(url);
    const warning = collectAdvice(stack).find((a) => a.id === 'GPUM-INTERNET-MODEL');
    expect(warning?.message).toMatch(/rate-limit, throttle and go down/);
    expect(json.resource.google_storage_bucket).toBeUndefined();
  });

  test('the download lands in the in-memory file system and counts against memory', () => {
    // 18 GiB needs 6 vCPU on Cloud Run (4 vCPU take at most 16 GiB).
    expect(
      only(synthJson(build({ ...internet, model: model({ size: Size.gibibytes(14) }) }).stack), 'google_cloud_run_v2_worker_pool').template
        .containers[0].resources.limits,
    ).toEqual({
      cpu: '6',
      memory: '18Gi',
      'nvidia.com/gpu': '1',
    });
    expect(() => build({ ...internet, model: model({ size: Size.gibibytes(14) }), memory: Size.gibibytes(16) })).toThrow(
      /GPUM-CR-MEMORY\].*the downloaded model \(Cloud Run's file system is in memory\) 14 GiB/,
    );
  });
});
