import { GpuModelChecks } from '../../src';
import { collectAdvice } from '../../src/core/advice';
import { CompileCache } from '../../src/core/compile-cache';
import { ServingEngine } from '../../src/core/engine';
import { Aspects } from '../../src/core/framework';
import { CloudRunGpuType, CloudRunGpuWorkloadProps, CloudRunModelStorage } from '../../src/google';
import { build, envOf, only, synthJson } from './support/fixtures';

function warmed(overrides: Partial<CloudRunGpuWorkloadProps> = {}, modelRevision = 'v1') {
  const { stack, workload } = build({
    storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }),
    command: undefined,
    engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision, warmUp: true }) }),
    httpServing: { port: 8000 },
    ...overrides,
  });
  return { stack, workload };
}

function synthesized(overrides: Partial<CloudRunGpuWorkloadProps> = {}, modelRevision = 'v1') {
  const { stack, workload } = warmed(overrides, modelRevision);
  Aspects.of(stack).add(new GpuModelChecks());
  const json = synthJson(stack);
  const [jobName, job] = Object.entries<any>(json.resource.google_cloud_run_v2_job)[0];
  const serving = json.resource.google_cloud_run_v2_service
    ? only(json, 'google_cloud_run_v2_service')
    : only(json, 'google_cloud_run_v2_worker_pool');
  const checks = collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
  return { json, workload, jobName, job, serving, checks };
}

describe('the compile cache warm-up on Cloud Run', () => {
  test("a job runs the serving container once, on the same GPU, identity, volumes and network, in the wrapper's warm-up mode", () => {
    const { job, serving } = synthesized();
    const task = job.template.template;
    const container = task.containers[0];
    const served = serving.template.containers[0];
    expect(container.image).toBe(served.image);
    expect(container.command).toEqual(served.command);
    expect(container.args).toEqual(served.args);
    expect(container.volume_mounts).toEqual(served.volume_mounts);
    expect(container.resources.limits).toEqual(served.resources.limits);
    expect(envOf(container)).toEqual({ ...envOf(served), GPUM_COMPILE_CACHE_WARM_UP: '1' });
    expect(task.volumes).toEqual(serving.template.volumes);
    expect(task.node_selector).toEqual(serving.template.node_selector);
    expect(task.gpu_zonal_redundancy_disabled).toBe(serving.template.gpu_zonal_redundancy_disabled);
    expect(task.vpc_access).toEqual(serving.template.vpc_access);
    expect(task.service_account).toBe(serving.template.service_account);
    expect(task.execution_environment).toBe('EXECUTION_ENVIRONMENT_GEN2');
    // One attempt, and long enough for the engine's start plus an instance and the image.
    expect(task.max_retries).toBe(0);
    expect(Number(task.timeout.replace(/s$/, ''))).toBeGreaterThan(600);
    expect(job.template.task_count).toBe(1);
  });

  test('apply runs it (run_execution_token) before the service, after the grants; the stack takes the provider that has the token', () => {
    const { json, job, jobName, serving } = synthesized();
    expect(job.run_execution_token).toMatch(/^[0-9a-f]{24}$/);
    expect(serving.depends_on).toContain(`google_cloud_run_v2_job.${jobName}`);
    for (const grant of Object.keys(json.resource.google_storage_bucket_iam_member)) {
      expect(job.depends_on).toContain(`google_storage_bucket_iam_member.${grant}`);
    }
    expect(json.terraform.required_providers.google.version).toBe('>= 7.42.0, < 8.0.0');
    expect(job.name).toMatch(/^warm-[a-z0-9-]+[a-z0-9]$/);
    expect(job.name.length + 1 + 24).toBeLessThanOrEqual(63);
  });

  test('the same configuration keeps its token; a new model revision or environment runs the warm-up again', () => {
    const token = (revision: string, env?: Record<string, string>) => synthesized({ environment: env }, revision).job.run_execution_token;
    expect(token('v1')).toBe(token('v1'));
    expect(token('v2')).not.toBe(token('v1'));
    expect(token('v1', { LOG_LEVEL: 'debug' })).not.toBe(token('v1'));
  });

  test("a GPU in Preview: the job takes the service's launch stage (BETA), which is in its token", () => {
    const preview = synthesized({ gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'us-central1' });
    expect(preview.serving.launch_stage).toBe('BETA');
    expect(preview.job.launch_stage).toBe('BETA');
    expect(synthesized().job.launch_stage).toBeUndefined();
  });

  test('the token covers what an update sends beside the container: labels and the zonal redundancy change it too', () => {
    const base = synthesized().job.run_execution_token;
    expect(synthesized({ labels: { team: 'ml' } }).job.run_execution_token).not.toBe(base);
    expect(synthesized({ gpuZonalRedundancy: false }).job.run_execution_token).not.toBe(base);
  });

  test('a variable added after construction reaches the warm-up too', () => {
    const { stack, workload } = warmed();
    workload.addEnvironment('EXTRA', 'yes');
    const job = Object.values<any>(synthJson(stack).resource.google_cloud_run_v2_job)[0];
    expect(envOf(job.template.template.containers[0]).EXTRA).toBe('yes');
  });

  test('a worker pool gets one too, and the checks find nothing to report', () => {
    const { job, serving, checks, workload } = synthesized({ httpServing: undefined });
    expect(serving.depends_on).toEqual(expect.arrayContaining([expect.stringMatching(/^google_cloud_run_v2_job\./)]));
    expect(envOf(job.template.template.containers[0]).GPUM_COMPILE_CACHE_WARM_UP).toBe('1');
    expect(workload.compileCacheWarmUp).toBeDefined();
    expect(checks).toEqual([]);
  });

  test('without warmUp there is no job', () => {
    const { stack, workload } = build({
      storage: CloudRunModelStorage.gcsFuse({ bufferedRead: {} }),
      command: undefined,
      engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1' }) }),
      httpServing: { port: 8000 },
    });
    expect(synthJson(stack).resource.google_cloud_run_v2_job).toBeUndefined();
    expect(workload.compileCacheWarmUp).toBeUndefined();
  });
});
