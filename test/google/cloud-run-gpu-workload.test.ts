import './support/jest-matchers';
import { collectAdvice } from '../../src/core/advice';
import { Testing } from '../../src/core/framework';
import { GpuFunctionWithModel } from '../../src/core/gpu-function-with-model';
import { GpuPlatform } from '../../src/gpu-platform';
import { ModelFormat } from '../../src/core/model-artifact';
import { ModelStorage, ModelStorageKind } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import {
  CloudRunGpuType,
  CloudRunGpuWorkload,
  CloudRunLaunchStage,
  CloudRunServiceAccount,
  GOOGLE_PROVIDER_CONSTRAINT,
} from '../../src/google';
import { gpuSpec } from '../../src/google/gpu-type';
import { thrown } from '../support/errors';
import { IMAGE, baseProps, build, envOf, model, newStack, only, ref, synthJson } from './support/fixtures';

describe('CloudRunGpuWorkload: a GPU worker pool by default', () => {
  test('a worker pool with one L4 on the serving container, manual scaling and the minimum CPU and memory', () => {
    const { stack, workload } = build();
    const synthesized = Testing.synth(stack);
    expect(synthesized).toHaveResourceWithProperties(
      { tfResourceType: 'google_cloud_run_v2_worker_pool' },
      {
        location: 'us-central1',
        deletion_protection: true,
        scaling: { scaling_mode: 'MANUAL', manual_instance_count: 1 },
        template: expect.objectContaining({
          node_selector: { accelerator: 'nvidia-l4' },
          gpu_zonal_redundancy_disabled: false,
          containers: [
            expect.objectContaining({
              name: 'model-server',
              image: IMAGE.uri,
              command: ['vllm', 'serve', '/mnt/models/llama'],
              resources: { limits: { cpu: '4', memory: '16Gi', 'nvidia.com/gpu': '1' } },
            }),
          ],
        }),
      },
    );
    expect(synthesized).not.toHaveResource({ tfResourceType: 'google_cloud_run_v2_service' });
    expect(workload.platformName).toBe('Google Cloud Run');
    expect(workload.storageKind).toBe(ModelStorageKind.CONTAINER_IMAGE);
    expect(workload.url).toBeUndefined();
    expect(workload.workerPool).toBeDefined();
    expect(workload.resource).toBe(workload.workerPool);
  });

  test('the model is described to the container by MODEL_NAME, MODEL_PATH and MODEL_FORMAT, next to the user environment', () => {
    const { stack } = build({ environment: { HF_HUB_OFFLINE: '1' } });
    const container = only(synthJson(stack), 'google_cloud_run_v2_worker_pool').template.containers[0];
    expect(envOf(container)).toEqual({
      MODEL_NAME: 'llama',
      MODEL_PATH: '/mnt/models/llama',
      MODEL_FORMAT: 'safetensors',
      HF_HUB_OFFLINE: '1',
    });
  });

  test('instanceCount sets the manual instance count, and 0 is allowed (a paused pool)', () => {
    expect(only(synthJson(build({ instanceCount: 3 }).stack), 'google_cloud_run_v2_worker_pool').scaling).toEqual({
      scaling_mode: 'MANUAL',
      manual_instance_count: 3,
    });
    expect(only(synthJson(build({ instanceCount: 0 }).stack), 'google_cloud_run_v2_worker_pool').scaling.manual_instance_count).toBe(0);
    expect(() => build({ instanceCount: 1.5 })).toThrow(/GPUM-CR-RANGE.*instanceCount is 1.5/);
  });

  test('the workload runs as a dedicated service account, referenced by the template', () => {
    const { stack, workload } = build();
    const json = synthJson(stack);
    const account = only(json, 'google_service_account');
    expect(account.account_id).toMatch(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.service_account).toBe(ref(json, 'google_service_account', 'email'));
    // The account the service account's bind() returned: the workload's own child.
    expect(workload.serviceAccount).toBe(workload.node.findChild('ServiceAccount'));
    expect(workload.serviceAccount?.email).toBeDefined();
  });

  test('an existing service account by email is used as is, and none is created', () => {
    const { stack, workload } = build({ serviceAccount: CloudRunServiceAccount.fromEmail('server@acme-ml.iam.gserviceaccount.com') });
    const json = synthJson(stack);
    expect(json.resource.google_service_account).toBeUndefined();
    expect(workload.serviceAccount).toBeUndefined();
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.service_account).toBe('server@acme-ml.iam.gserviceaccount.com');
  });

  test('a chosen account ID is checked', () => {
    expect(
      only(synthJson(build({ serviceAccount: CloudRunServiceAccount.create({ accountId: 'llm-server' }) }).stack), 'google_service_account')
        .account_id,
    ).toBe('llm-server');
    expect(() => build({ serviceAccount: CloudRunServiceAccount.create({ accountId: 'LLM' }) })).toThrow(/GPUM-CR-SERVICE-ACCOUNT.*"LLM"/);
    expect(() => build({ serviceAccount: CloudRunServiceAccount.fromEmail('not-an-email') })).toThrow(/GPUM-CR-SERVICE-ACCOUNT/);
  });

  test('account ID "LLM" and email "not-an-email": the errors name the prop, the value and the fix', () => {
    expect(thrown(() => build({ serviceAccount: CloudRunServiceAccount.create({ accountId: 'LLM' }) }))).toMatchObject({
      code: 'GPUM-CR-SERVICE-ACCOUNT',
      property: 'serviceAccount.accountId',
      value: 'LLM',
      fix: 'use 6 to 30 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen',
    });
    expect(thrown(() => build({ serviceAccount: CloudRunServiceAccount.fromEmail('not-an-email') }))).toMatchObject({
      code: 'GPUM-CR-SERVICE-ACCOUNT',
      property: 'serviceAccount',
      value: 'not-an-email',
      fix: 'give name@project.iam.gserviceaccount.com',
    });
  });

  test('the stack asks for google >= 7.5.0, < 8.0.0, which has the gcs mount_options (7.4.0) and worker pool startup_probe (7.5.0) the 6.50 bindings lack', () => {
    const json = synthJson(build().stack);
    expect(json.terraform.required_providers.google.version).toBe('>= 7.5.0, < 8.0.0');
    expect(GOOGLE_PROVIDER_CONSTRAINT).toBe('>= 7.5.0, < 8.0.0');
  });

  test('two workloads in one stack set the constraint once and keep distinct names', () => {
    const stack = newStack();
    new CloudRunGpuWorkload(stack, 'a', baseProps());
    new CloudRunGpuWorkload(stack, 'b', baseProps());
    const json = synthJson(stack);
    expect(json.terraform.required_providers.google.version).toBe(GOOGLE_PROVIDER_CONSTRAINT);
    const names = Object.values<any>(json.resource.google_cloud_run_v2_worker_pool).map((wp) => wp.name);
    expect(new Set(names).size).toBe(2);
  });

  test('a name is checked against Cloud Run names', () => {
    expect(only(synthJson(build({ name: 'llama-pool' }).stack), 'google_cloud_run_v2_worker_pool').name).toBe('llama-pool');
    expect(() => build({ name: 'Llama_Pool' })).toThrow(/GPUM-CR-NAME.*"Llama_Pool"/);
    expect(thrown(() => build({ name: 'Llama_Pool' }))).toMatchObject({
      code: 'GPUM-CR-NAME',
      property: 'name',
      value: 'Llama_Pool',
      fix: 'use up to 49 lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen',
    });
  });

  test('zonal redundancy, deletion protection, labels and project are passed through', () => {
    const { stack } = build({ gpuZonalRedundancy: false, deletionProtection: false, labels: { team: 'ml' }, project: 'other-project' });
    const wp = only(synthJson(stack), 'google_cloud_run_v2_worker_pool');
    expect(wp.template.gpu_zonal_redundancy_disabled).toBe(true);
    expect(wp.deletion_protection).toBe(false);
    expect(wp.labels).toEqual({ team: 'ml' });
    expect(wp.template.labels).toEqual({ team: 'ml' });
    expect(wp.project).toBe('other-project');
  });

  test('no VPC for a model in the image: nothing reads Cloud Storage', () => {
    const json = synthJson(build().stack);
    expect(only(json, 'google_cloud_run_v2_worker_pool').template.vpc_access).toBeUndefined();
    expect(json.resource.google_compute_network).toBeUndefined();
    expect(json.resource.google_storage_bucket_iam_member).toBeUndefined();
  });

  test('snapshot: worker pool with the model in the image', () => {
    expect(synthJson(build().stack)).toMatchSnapshot();
  });
});

describe('CloudRunGpuWorkload: GPU, CPU and region checks', () => {
  test('an RTX PRO 6000 gets its 20 CPU / 80 GiB minimums, launch_stage BETA and a Preview warning', () => {
    const { stack, workload } = build({ gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4' });
    const wp = only(synthJson(stack), 'google_cloud_run_v2_worker_pool');
    expect(wp.template.node_selector).toEqual({ accelerator: 'nvidia-rtx-pro-6000' });
    expect(wp.template.containers[0].resources.limits).toEqual({ cpu: '20', memory: '80Gi', 'nvidia.com/gpu': '1' });
    expect(wp.launch_stage).toBe('BETA');
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-GPU-PREVIEW')).toHaveLength(1);
    expect(workload.cpu).toBe(20);
  });

  test('a launch stage the user sets wins', () => {
    const { stack } = build({
      gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000,
      region: 'europe-west4',
      launchStage: CloudRunLaunchStage.ALPHA,
    });
    expect(only(synthJson(stack), 'google_cloud_run_v2_worker_pool').launch_stage).toBe('ALPHA');
  });

  test('the L4 takes 4, 6 or 8 vCPU', () => {
    expect(only(synthJson(build({ cpu: 8 }).stack), 'google_cloud_run_v2_worker_pool').template.containers[0].resources.limits.cpu).toBe(
      '8',
    );
    expect(() => build({ cpu: 2 })).toThrow(/GPUM-CR-CPU.*cpu 2.*use 4, 6, 8/);
    expect(() => build({ cpu: 5 })).toThrow(/GPUM-CR-CPU/);
    expect(() => build({ gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4', cpu: 8 })).toThrow(
      /GPUM-CR-CPU.*at least 20/,
    );
  });

  test('cpu 2 on an L4: the error names cpu, 2 and the counts to use', () => {
    const error = thrown(() => build({ cpu: 2 }));
    expect(error).toMatchObject({ code: 'GPUM-CR-CPU', property: 'cpu', value: '2', fix: 'use 4, 6, 8' });
    expect(error.message).toContain(error.fix);
  });

  test("memory outside the GPU type's range fails", () => {
    expect(() => build({ memory: Size.gibibytes(8) })).toThrow(/GPUM-CR-MEMORY-RANGE.*8 GiB is below the 16 GiB/);
    expect(() => build({ memory: Size.gibibytes(64) })).toThrow(/GPUM-CR-MEMORY-RANGE.*at most 32 GiB/);
    expect(() => build({ gpuType: CloudRunGpuType.NVIDIA_RTX_PRO_6000, region: 'europe-west4', memory: Size.gibibytes(32) })).toThrow(
      /GPUM-CR-MEMORY-RANGE.*80 GiB/,
    );
  });

  test('memory 8 GiB on an L4: the error names memory, 8 GiB and the minimum', () => {
    expect(thrown(() => build({ memory: Size.gibibytes(8) }))).toMatchObject({
      code: 'GPUM-CR-MEMORY-RANGE',
      property: 'memory',
      value: '8 GiB',
      fix: 'set at least 16 GiB',
    });
  });

  test('a region without the GPU is a warning, not an error; a malformed region is an error', () => {
    const { stack } = build({ region: 'southamerica-east1' });
    const warnings = collectAdvice(stack).filter((a) => a.id === 'GPUM-CR-GPU-REGION');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toMatch(/not southamerica-east1/);
    expect(() => build({ region: 'us-central1-a' })).toThrow(/GPUM-CR-REGION.*not a zone/);
  });

  test('a misspelled region is refused with the region meant; one that differs only in its number is taken as new', () => {
    expect(thrown(() => build({ region: 'us-centrall1' }))).toMatchObject({
      code: 'GPUM-CR-REGION',
      property: 'region',
      value: 'us-centrall1',
      fix: 'give us-central1',
    });
    expect(() => build({ region: 'eurpoe-west4' })).toThrow(/GPUM-CR-REGION.*did you mean europe-west4\?/);
    // us-east6 is not in the catalogue, but a region opened since would be named so: the GPU rule warns.
    const { stack } = build({ region: 'us-east6' });
    expect(collectAdvice(stack).map((a) => a.id)).toContain('GPUM-CR-GPU-REGION');
  });

  test('region "us-central1-a": the error names region, the zone and the fix', () => {
    // The platform's location rule refuses the zone before the workload's own region check.
    expect(thrown(() => build({ region: 'us-central1-a' }))).toMatchObject({
      code: 'GPUM-CR-REGION',
      property: 'region',
      value: 'us-central1-a',
      fix: 'give a region such as us-central1',
    });
  });

  test('region "US-Central1": a malformed region is refused once, by the location rule, naming region, the value and the fix', () => {
    const error = thrown(() => build({ region: 'US-Central1' }));
    expect(error).toMatchObject({
      code: 'GPUM-CR-REGION',
      property: 'region',
      value: 'US-Central1',
      fix: 'give a region such as us-central1',
    });
    expect(error.message).toContain('region "US-Central1" is not a region ID of Google Cloud Run: give one such as us-central1');
  });

  test('us-east4 has L4s for worker pools but is not listed for services', () => {
    expect(collectAdvice(build({ region: 'us-east4' }).stack).filter((a) => a.id === 'GPUM-CR-GPU-REGION')).toHaveLength(0);
    expect(collectAdvice(build({ region: 'us-east4', httpServing: {} }).stack).filter((a) => a.id === 'GPUM-CR-GPU-REGION')).toHaveLength(
      1,
    );
  });

  test('an invitation-only region warns', () => {
    expect(collectAdvice(build({ region: 'asia-south1' }).stack).find((a) => a.id === 'GPUM-CR-GPU-REGION')?.message).toMatch(
      /invitation only/,
    );
  });

  test('an unknown GPU type fails', () => {
    expect(() => build({ gpuType: 'nvidia-h100' as CloudRunGpuType })).toThrow(/GPUM-CR-GPU-TYPE.*"nvidia-h100"/);
    expect(thrown(() => build({ gpuType: 'nvidia-h100' as CloudRunGpuType }))).toMatchObject({
      code: 'GPUM-CR-GPU-TYPE',
      property: 'gpuType',
      value: 'nvidia-h100',
      fix: 'use CloudRunGpuType.NVIDIA_L4 or CloudRunGpuType.NVIDIA_RTX_PRO_6000',
    });
  });

  test('the GPU spec table refuses an unknown GPU type with a coded error, not a bare one', () => {
    expect(gpuSpec(CloudRunGpuType.NVIDIA_L4).minCpu).toBe(4);
    const error = thrown(() => gpuSpec('nvidia-h100' as CloudRunGpuType));
    expect(error.message).toBe('[GPUM-CR-GPU-TYPE] "nvidia-h100" is not a Cloud Run GPU type: use one of nvidia-l4, nvidia-rtx-pro-6000');
    expect(error).toMatchObject({ code: 'GPUM-CR-GPU-TYPE', property: 'gpuType', value: 'nvidia-h100', constructPath: undefined });
  });
});

describe('CloudRunGpuWorkload: input the platform refuses', () => {
  test('a shared file system is not offered on Cloud Run', () => {
    expect(() => build({ storage: ModelStorage.fileSystem() })).toThrow(
      /GPUM-STORAGE-UNSUPPORTED.*Google Cloud Run does not offer ModelStorage.fileSystem\(\)/,
    );
  });

  test('image pre-pull is an EKS option', () => {
    expect(() => build({ storage: ModelStorage.containerImage({ prePull: true }) })).toThrow(/GPUM-STORAGE-OPTION-UNSUPPORTED.*"prePull"/);
  });

  test('environment variables the construct or Cloud Run set are refused', () => {
    expect(() => build({ environment: { MODEL_PATH: '/x' } })).toThrow(/GPUM-CR-ENV-RESERVED.*MODEL_PATH/);
    expect(() => build({ environment: { CLOUDSDK_CORE_PROJECT: 'x' } })).toThrow(/GPUM-CR-ENV-RESERVED/);
    expect(() => build({ environment: { PORT: '8000' } })).toThrow(/GPUM-CR-ENV-RESERVED.*reserved by Cloud Run/);
  });

  test('a model mount path Cloud Run refuses fails', () => {
    expect(() => build({ model: model({ mountPath: '/dev/models' }), storage: ModelStorage.objectStorageMount() })).toThrow(
      /GPUM-CR-MOUNT-PATH/,
    );
    expect(thrown(() => build({ model: model({ mountPath: '/dev/models' }), storage: ModelStorage.objectStorageMount() }))).toMatchObject({
      code: 'GPUM-CR-MOUNT-PATH',
      property: 'model.mountPath',
      value: '/dev/models',
      fix: 'use a directory such as /mnt/models/<name>',
    });
  });

  test('a pickle model warns, once', () => {
    const { stack } = build({ model: model({ format: ModelFormat.PYTORCH_PICKLE }) });
    expect(collectAdvice(stack).filter((a) => a.id === 'GPUM-MODEL-PICKLE')).toHaveLength(1);
  });
});

describe('GpuPlatform.googleCloudRun', () => {
  test('the facade builds the same resources, at the same Terraform addresses, as the platform construct', () => {
    const direct = synthJson(build().stack);
    const stack = newStack();
    const { region, command, ...workload } = baseProps();
    const facade = new GpuFunctionWithModel(stack, 'llm', { ...workload, platform: GpuPlatform.googleCloudRun({ region, command }) });
    const viaFacade = synthJson(stack);
    const addresses = (json: any) =>
      Object.entries<any>(json.resource).flatMap(([type, instances]) => Object.keys(instances).map((name) => `${type}.${name}`));
    expect(addresses(viaFacade)).toEqual(addresses(direct));
    // Generated names hash the construct path, which includes the facade's `Default` child (core's uniqueResourceName).
    expect(only(viaFacade, 'google_cloud_run_v2_worker_pool').template).toEqual(
      expect.objectContaining({ containers: only(direct, 'google_cloud_run_v2_worker_pool').template.containers }),
    );
    expect(facade.platformName).toBe('Google Cloud Run');
    expect(facade.storageKind).toBe(ModelStorageKind.CONTAINER_IMAGE);
  });

  test('the facade exposes the service URL for HTTP serving', () => {
    const stack = newStack();
    const { region, command, ...workload } = baseProps();
    const facade = new GpuFunctionWithModel(stack, 'llm', {
      ...workload,
      platform: GpuPlatform.googleCloudRun({ region, command, httpServing: {} }),
    });
    expect(facade.url).toBeDefined();
    const json = synthJson(stack);
    expect(Object.values<any>(json.output).map((o) => o.value)).toContain(ref(json, 'google_cloud_run_v2_service', 'uri'));
  });

  test('the platform is named before anything is built', () => {
    expect(GpuPlatform.googleCloudRun({ region: 'us-central1' }).platformName).toBe('Google Cloud Run');
  });
});
