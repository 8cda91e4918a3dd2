import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { flagValue } from '../flags';
import { Code, Statement, THIS, arr, call, construct, lit, obj, prop, ref } from './code';
import { InitContext, PlatformTemplate, ReadmeParts } from './context';
import { CloudRunGpuType } from '../../google/gpu-type';
import { engineProp, enumKey, lib, sizeCode, usesEnginePreset } from './shared-code';

const GOOGLE = 'cdktf-gpu-models/google';

/** The APIs a Cloud Run GPU workload with its bucket, network and service account needs. */
export const GOOGLE_APIS = ['run.googleapis.com', 'compute.googleapis.com', 'iam.googleapis.com', 'storage.googleapis.com'];

/** Google Cloud Run: a `CloudRunGpuWorkload` (a GPU worker pool). */
export const GCP_CLOUDRUN: PlatformTemplate = {
  title: 'Google Cloud Run',
  defaultRegion: 'us-central1',
  gpus: [CloudRunGpuType.NVIDIA_L4, CloudRunGpuType.NVIDIA_RTX_PRO_6000],
  providerPackages: ['@cdktf/provider-google'],
  flags: [
    {
      name: 'project',
      type: 'string',
      valueName: '<id>',
      help: ['Google Cloud project ID (default: my-project)'],
      platforms: [AdvicePlatform.GOOGLE_CLOUD_RUN],
    },
  ],
  defaultImage: (region) => `${region}-docker.pkg.dev/my-project/serving/model-server:1.0`,

  statements(ctx, model, storage, storageComment): Statement[] {
    const download = ctx.top.strategy === StorageStrategyId.DOWNLOAD_AT_START;
    const stream = ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_STREAM;
    return [
      ...(ctx.stateBucket
        ? [
            {
              comment: ['Shared state in Cloud Storage, which locks it itself (see the README to create the bucket).'],
              code: construct(ref('cdktf', 'GcsBackend'), THIS, obj({ bucket: lit(ctx.stateBucket), prefix: lit(ctx.stackName) })),
            },
          ]
        : []),
      {
        code: construct(
          ref('@cdktf/provider-google/lib/provider', 'GoogleProvider'),
          THIS,
          lit('google'),
          obj({ project: lit(project(ctx)), region: lit(ctx.region) }),
        ),
      },
      {
        code: construct(
          ref(GOOGLE, 'CloudRunGpuWorkload'),
          THIS,
          lit('Model'),
          obj({
            region: lit(ctx.region),
            gpuType: gpuTypeCode(ctx),
            memory: ctx.workload.instanceMemory ? sizeCode(ctx.workload.instanceMemory) : undefined,
            image: call(lib('ContainerImage'), 'fromRegistry', lit(ctx.image)),
            ...engineProp(ctx),
            command: usesEnginePreset(ctx)
              ? undefined
              : download
                ? {
                    value: arr(['vllm', 'serve', ctx.mountPath].map(lit)),
                    comment: "The server's command: it runs after the download, and the model is then at MODEL_PATH.",
                  }
                : stream
                  ? {
                      value: arr(['/bin/sh', '-c', 'exec vllm serve "$MODEL_URI" --load-format runai_streamer'].map(lit)),
                      comment:
                        "The server's command: vLLM (with vllm[runai]) streams the weights from MODEL_URI, the model's gs:// prefix, into GPU memory.",
                    }
                  : undefined,
            model: model,
            storage: { value: storage, comment: storageComment },
          }),
        ),
      },
    ];
  },

  readme(ctx): ReadmeParts {
    return {
      prerequisites: [
        `A Google Cloud project (\`${project(ctx)}\`) with billing, GPU quota for Cloud Run in \`${ctx.region}\`, and these APIs enabled:`,
        '',
        '```sh',
        `gcloud services enable ${GOOGLE_APIS.join(' ')} --project ${project(ctx)}`,
        'gcloud auth application-default login   # the credentials the provider uses',
        '```',
        '',
        'The deploying identity needs roles/run.admin, roles/iam.serviceAccountAdmin, roles/iam.serviceAccountUser,',
        'roles/storage.admin and roles/compute.networkAdmin (or roles/owner on a sandbox project). The image must be in',
        'Artifact Registry.',
        '',
        'The workload is a Cloud Run GPU worker pool: it has no URL, and its one instance (`instanceCount`, default 1)',
        'bills its GPU for as long as it exists, busy or idle (`instanceCount: 0` parks it; the synth notes it too).',
        'For an HTTP server with a URL that scales to zero, add',
        "`httpServing: { port: 8000 }` (vLLM's default port) to the workload in `main.ts`.",
      ].join('\n'),
      stateBucket: [
        `The state lives in the Cloud Storage bucket \`${ctx.stateBucket}\` (prefix \`${ctx.stackName}\`); Cloud Storage locks it.`,
        `Create the bucket once, before \`${ctx.framework.cli.command} deploy\`: versioned, with public access prevented. Cloud Storage encrypts`,
        'every object at rest; add `--default-encryption-key=<KMS key>` to use your own key.',
        '',
        '```sh',
        `gcloud storage buckets create gs://${ctx.stateBucket} --project ${project(ctx)} --location ${ctx.region} \\`,
        '  --uniform-bucket-level-access --public-access-prevention',
        `gcloud storage buckets update gs://${ctx.stateBucket} --versioning`,
        '```',
      ].join('\n'),
      stageModel: stageModel(ctx),
    };
  },
};

/** The GPU type; the 96 GB card with the CPU and memory its instances need, which the construct then defaults to. */
function gpuTypeCode(ctx: InitContext): Code | { value: Code; comment: string } {
  const code = prop(ref(GOOGLE, 'CloudRunGpuType'), enumKey(CloudRunGpuType, ctx.gpu.name));
  if (ctx.gpu.name === CloudRunGpuType.NVIDIA_L4) return code;
  return { value: code, comment: 'Preview: instances get at least 20 vCPU and 80 GiB of memory (the construct sets them).' };
}

function project(ctx: InitContext): string {
  return flagValue(ctx.flags, 'project') ?? 'my-project';
}

function stageModel(ctx: InitContext): string {
  if (ctx.top.strategy === StorageStrategyId.CONTAINER_IMAGE) {
    return [
      `The model ships in the image: build it with the model's files at \`${ctx.mountPath}\` and push it to Artifact`,
      `Registry (\`docker push ${ctx.image}\`).`,
    ].join('\n');
  }
  return [
    `The workload reads \`gs://<bucket>/${ctx.storagePath}/\`. Upload the model after the first deploy (the stack output`,
    '`ModelUri` has the address):',
    '',
    '```sh',
    `npx ${ctx.framework.cli.command} output ${ctx.stackName}   # ModelUri`,
    `gcloud storage rsync -r ./${ctx.modelName} <ModelUri>`,
    '```',
    ...(ctx.top.strategy === StorageStrategyId.DOWNLOAD_AT_START
      ? [
          '',
          'The download runs `gcloud storage cp` in the serving container before `command`: the image needs the Google Cloud',
          'CLI (with compiled crcmod for sliced downloads), and `command` must start your server.',
        ]
      : []),
  ].join('\n');
}
