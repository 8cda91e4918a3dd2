import type { ServingEngine } from '../core/engine/serving-engine';
import { TerraformProvider } from '../core/framework';
import { Duration } from '../core/duration';
import { GpuWorkloadProps } from '../core/gpu-workload';
import { Size } from '../core/size';
import { IGcsBucketRef } from './bucket-ref';
import { CloudRunModelStorage } from './cloud-run-model-storage';
import { CloudRunGpuType } from './gpu-type';
import { CloudRunNetwork } from './network';
import { CloudRunServiceAccount } from './service-account';

/** Who may reach a Cloud Run service over the network (`ingress`). */
export enum CloudRunIngress {
  /** The internet, the VPC and load balancers. Callers still need `roles/run.invoker` unless public. */
  ALL = 'INGRESS_TRAFFIC_ALL',
  /** Only the project's VPC networks and some Google services. */
  INTERNAL_ONLY = 'INGRESS_TRAFFIC_INTERNAL_ONLY',
  /** Internal traffic and an external Application Load Balancer. */
  INTERNAL_AND_CLOUD_LOAD_BALANCING = 'INGRESS_TRAFFIC_INTERNAL_LOAD_BALANCER',
}

/** A Cloud Run launch stage (`launch_stage`): set a preview stage to use preview features. */
export enum CloudRunLaunchStage {
  GA = 'GA',
  BETA = 'BETA',
  ALPHA = 'ALPHA',
}

/** How the model download of `ModelStorage.downloadAtStart()` runs inside the serving container. */
export enum CloudRunModelDownloader {
  /**
   * `gcloud storage cp --recursive` with sliced (parallel ranged) downloads. The image needs the
   * Google Cloud CLI, with compiled `crcmod` for sliced downloads.
   */
  GCLOUD_STORAGE = 'gcloud-storage',
  /**
   * Python `google.cloud.storage.transfer_manager.download_chunks_concurrently`, file by file. The
   * image needs `python3` and the `google-cloud-storage` package.
   */
  PYTHON_TRANSFER_MANAGER = 'python-transfer-manager',
}

/** The startup probe of a Cloud Run service (`startup_probe`), which must outlast the model load. */
export interface CloudRunStartupProbeOptions {
  /**
   * Probe with `GET <path>` on the serving port instead of a TCP connection.
   * @default - a TCP connection to the serving port
   */
  readonly httpPath?: string;
  /**
   * Wait before the first probe (at most 240 s).
   * @default - sized from the model: the longer the model takes to reach the GPU, the longer the delay
   */
  readonly initialDelay?: Duration;
  /**
   * Between probes (1 to 240 s).
   * @default Duration.seconds(10)
   */
  readonly period?: Duration;
  /**
   * Per probe (at most the period).
   * @default Duration.seconds(5)
   */
  readonly timeout?: Duration;
  /**
   * Failures before the instance is shut down. `failureThreshold` x `period` may not exceed 240 s.
   * @default - 240 s worth of periods
   */
  readonly failureThreshold?: number;
}

/**
 * The startup probe of a worker pool (`startup_probe`, google provider 7.5.0 and later). A worker
 * pool serves no port of its own, so the probe needs the port the worker listens on for it.
 */
export interface CloudRunWorkerStartupProbeOptions extends CloudRunStartupProbeOptions {
  /** The port the worker accepts the probe on: a TCP connection, or `GET httpPath`. */
  readonly port: number;
}

/** HTTP serving: the workload is a Cloud Run service with a URL instead of a worker pool. */
export interface CloudRunHttpServingOptions {
  /**
   * The port the server listens on (Cloud Run sends requests there and sets `PORT`).
   * @default 8080
   */
  readonly port?: number;
  /**
   * Who may reach the service over the network.
   * @default CloudRunIngress.ALL
   */
  readonly ingress?: CloudRunIngress;
  /**
   * Let anyone on the internet call the service (`allUsers` gets `roles/run.invoker`).
   * @default false - callers need `roles/run.invoker`
   */
  readonly allowUnauthenticated?: boolean;
  /**
   * Instances kept running while idle. GPU services bill every running instance, idle or not.
   * @default 0
   */
  readonly minInstances?: number;
  /**
   * The most instances; each needs a GPU from the project's quota.
   * @default 1
   */
  readonly maxInstances?: number;
  /**
   * Requests one instance serves at once. Size it from the server's batching: Cloud Run's GPU
   * guidance is (model instances x parallel queries) + (model instances x ideal batch size).
   * @default - Cloud Run's default (80)
   */
  readonly maxConcurrentRequests?: number;
  /**
   * How long one request may run (at most 60 minutes).
   * @default Duration.minutes(5)
   */
  readonly requestTimeout?: Duration;
  /**
   * The startup probe.
   * @default - TCP on the port, with a window sized from the model
   */
  readonly startupProbe?: CloudRunStartupProbeOptions;
}

/** The Google Cloud Run settings of a GPU workload, without the image, model and storage. */
export interface CloudRunPlatformProps {
  /** The region the workload runs in, for example `us-central1`. Checked against the GPU regions. */
  readonly region: string;

  /**
   * The google provider every resource of the workload is created with: an aliased provider for
   * another project or region in the same stack.
   * @default - the stack's default google provider
   */
  readonly provider?: TerraformProvider;

  /**
   * The project.
   * @default - the provider's project
   */
  readonly project?: string;

  /**
   * The GPU type.
   * @default CloudRunGpuType.NVIDIA_L4
   */
  readonly gpuType?: CloudRunGpuType;

  /**
   * Serve HTTP: a Cloud Run service with a URL, CPU always allocated and a startup probe sized for
   * the model load. Without it the workload is a worker pool (no URL, a fixed instance count), the
   * fit for pull-based inference and batch work.
   * @default - a worker pool
   */
  readonly httpServing?: CloudRunHttpServingOptions;

  /**
   * A startup probe for a worker pool, on a port the worker listens on (a health endpoint, or a TCP
   * listener it opens once the model is loaded). Cloud Run then counts an instance as started only
   * when the probe passes, within a window sized from the model and Direct VPC's slow first
   * connection, and restarts instances that never get there. Not for services: use
   * `httpServing.startupProbe`. With an engine preset (`engine`), the port must be the preset's, 8080.
   * @default - with an engine preset, `GET /health` on port 8080, sized from the engine-inclusive
   * estimate; otherwise no probe: a worker pool's instance counts as started when its container starts
   */
  readonly workerStartupProbe?: CloudRunWorkerStartupProbeOptions;

  /**
   * The worker pool's instance count (GPU worker pools cannot autoscale: `scaling_mode = "MANUAL"`).
   * A GPU worker pool bills its GPUs for as long as its instances exist, busy or idle; parked at 0 it
   * bills nothing, and each scale-up cold-starts the instances it adds (the `GPUM-CR-WORKER-POOL-BILLING`
   * note gives the estimate). Not for services: use `httpServing.minInstances` and `maxInstances`.
   * @default 1
   */
  readonly instanceCount?: number;

  /**
   * The workload's name.
   * @default - derived from the construct path, unique and stable
   */
  readonly name?: string;

  /**
   * vCPUs per instance (L4: 4, 6 or 8; RTX PRO 6000: at least 20). Cloud Run ties memory to vCPUs:
   * 4 vCPU take at most 16 GiB, 6 vCPU 24 GiB, 8 vCPU 32 GiB; a count too small for the memory limit
   * fails at synth (`GPUM-CR-CPU-MEMORY`).
   * @default - the smallest count the GPU type allows whose range holds the memory limit
   */
  readonly cpu?: number;

  /**
   * The container's memory limit. It must hold the serving process plus whatever the model
   * strategy keeps in memory (file cache, downloaded model, read-ahead buffers); too little fails
   * at synth with the numbers.
   * @default - the GPU type's minimum, or more when the model strategy needs it
   */
  readonly memory?: Size;

  /**
   * Memory the serving process needs besides the model's in-memory copies: runtime, CUDA context,
   * tokenizer, request buffers. Used in the memory check.
   * @default Size.gibibytes(4)
   */
  readonly servingProcessMemory?: Size;

  /**
   * Keep GPU zonal redundancy (Cloud Run's default): capacity is reserved for failover to another
   * zone, at a higher GPU price and from a separate quota. False (`gpu_zonal_redundancy_disabled =
   * true`) is cheaper, with best-effort failover only.
   * @default true
   */
  readonly gpuZonalRedundancy?: boolean;

  /**
   * The Direct VPC network. Model strategies that read Cloud Storage always use one, with
   * `ALL_TRAFFIC` egress, so that the model comes over Private Google Access.
   * @default - a new network and subnetwork for Cloud Storage strategies; none otherwise
   */
  readonly network?: CloudRunNetwork;

  /**
   * An existing model bucket as the stack's \`StorageBucket\` or \`DataGoogleStorageBucket\` (the
   * alternative to the strategy's \`bucketName\`), for Cloud Storage strategies. A \`StorageBucket\` of
   * this app must have uniform bucket-level access on (the read grant's IAM condition needs it):
   * off or unset fails at synth.
   * @default - the strategy's bucketName, or a new bucket
   */
  readonly modelBucket?: IGcsBucketRef;

  /**
   * The identity the workload runs as.
   * @default - a new dedicated service account
   */
  readonly serviceAccount?: CloudRunServiceAccount;

  /**
   * The serving engine the container starts. A preset (`ServingEngine.vllm()`, `ServingEngine.sglang()`)
   * writes the container's command, arguments, offline hub variables and a `/health` startup probe
   * from the workload (the mount path or, streamed, the `gs://` URI; one GPU; `httpServing.port`),
   * behind the download or staging wait the strategy runs first; then `command` and `args` must be
   * left out. See docs/serving-engines.md.
   * @default ServingEngine.custom() - the `command` and `args` given here, untouched
   */
  readonly engine?: ServingEngine;

  /**
   * The container's command (replaces the image's ENTRYPOINT). Required with
   * `ModelStorage.downloadAtStart()`, whose download runs first and then `exec`s this command.
   * @default - the image's ENTRYPOINT
   */
  readonly command?: string[];

  /**
   * The container's arguments (replace the image's CMD).
   * @default - the image's CMD
   */
  readonly args?: string[];

  /**
   * The downloader of `ModelStorage.downloadAtStart()`.
   * @default CloudRunModelDownloader.GCLOUD_STORAGE
   */
  readonly downloader?: CloudRunModelDownloader;

  /**
   * How the model is staged when it has a `source` (a hub or a `gs://` prefix): the staging job's
   * image, timeout, parallelism, retention, vCPUs and memory (see {@link CloudRunModelStaging}).
   * @default - the defaults of CloudRunModelStaging
   */
  readonly staging?: CloudRunStagingOptions;

  /**
   * The launch stage. Set a preview stage to use preview features.
   * @default - GA; BETA for the RTX PRO 6000 (Preview)
   */
  readonly launchStage?: CloudRunLaunchStage;

  /**
   * Refuse `terraform destroy` and replacement at the provider level (`deletion_protection`).
   * @default true
   */
  readonly deletionProtection?: boolean;

  /**
   * Enable the Google APIs the workload's resources need (`run`, and `iam`, `storage` and `compute`
   * when it creates a service account, bucket or grant, and network) with `google_project_service`,
   * never disabled on destroy; every resource depends on its API. The deploying identity needs
   * `serviceusage.services.enable`. False when the project has them already (or another
   * configuration enables them).
   * @default - none enabled, and a warning (`GPUM-CR-PROJECT-APIS`) names the APIs the project needs,
   *   once per stack and project
   */
  readonly enableApis?: boolean;

  /**
   * Labels on every resource that takes them.
   * @default - none
   */
  readonly labels?: Record<string, string>;
}

/** The staging job's settings: a workload's `staging`, and the base of {@link CloudRunModelStagingProps}. */
export interface CloudRunStagingOptions {
  /**
   * The public image the program runs in: any image with Node.js 18 or later, as
   * `registry/repository:tag` or `@sha256:<digest>` (anything else is refused, `GPUM-CR-STAGING-IMAGE`;
   * no tag or `latest` warns: a mutable tag can change under the same staging).
   * @default StagingProgram.DEFAULT_IMAGE (pinned tag, see there)
   */
  readonly image?: string;

  /**
   * How long `terraform apply` waits for the execution (the job's create and update timeouts), and
   * the task's timeout (Cloud Run allows up to 168 hours). Shorter than the staging estimate warns
   * (`GPUM-CR-STAGING-TIMEOUT`).
   * @default - four times StagingEstimator's figure for Cloud Run, at least one hour
   */
  readonly timeout?: Duration;

  /**
   * Files downloaded at once.
   * @default 4
   */
  readonly concurrency?: number;

  /**
   * How many completed revisions to keep under the model's `storagePath`, the one just staged
   * included: after the marker is written, the job deletes the older revisions it staged itself
   * (its grant, `roles/storage.objectUser` on the prefix, allows deletes). Directories without the
   * program's marker are never touched. 1 warns (GPUM-STAGING-RETAIN-ONE). A change alone does not
   * run the job again: it applies at the next staging.
   * @default - every revision is kept
   */
  readonly retainRevisions?: number;

  /**
   * vCPUs of the task: 1, 2, 4, 6 or 8, each with Cloud Run's memory range (4: 2 to 16 GiB; 6: 4 to
   * 24 GiB; 8: 4 to 32 GiB); another count or a memory outside its range is refused
   * (`GPUM-CR-STAGING-RESOURCES`).
   * @default 4
   */
  readonly cpu?: number;

  /**
   * The task's memory. gcsfuse streams each new file with about 64 MiB, but stages a whole file in
   * its temp-dir, in memory on Cloud Run, when it cannot stream it: a file written again after a
   * broken transfer, and every file past the fourth open at once (`concurrency` above 4). Give at
   * least the largest file (a 10 GB shard, or the whole model for a single-file format) times the
   * files staged whole, plus 2 GiB; less warns (`GPUM-CR-STAGING-MEMORY`). More than 16 GiB needs
   * `cpu` 6, more than 24 GiB `cpu` 8.
   * @default Size.gibibytes(16)
   */
  readonly memory?: Size;
}

/** Props for {@link CloudRunGpuWorkload}. */
export interface CloudRunGpuWorkloadProps extends GpuWorkloadProps, CloudRunPlatformProps {
  /**
   * Where the model lives and how it reaches the GPU: a neutral `ModelStorage` factory, or one only
   * Cloud Run has (`CloudRunModelStorage.gcsFuse()`). Another platform's strategy does not compile here.
   */
  readonly storage: CloudRunModelStorage;
}
