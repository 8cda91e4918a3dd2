// Published cold-start and throughput measurements, each with its setup, and what the advice
// estimates for the same setup. docs/calibration.md is generated from this table
// (`npm run gen:calibration`), and test/core/storage-advice/calibration.test.ts holds every
// reproduced row within CALIBRATION_TOLERANCE. Not loaded by the library's root import.
import { EKS_FAST_MODEL_LOADING, VLLM_ISSUE_20264, VLLM_ISSUE_44881, estimateEngineStart } from '../engine/engine-estimate';
import { EngineKind } from '../engine/engine-kind';
import { Size } from '../size';
import { ColdStartPhase, PhaseTreatment } from './phases';
import { recommendModelStorage } from './recommend';
import { StorageStrategyId } from './strategy-id';
import { AdvicePlatform, InstanceMode, ModelWorkload } from './workload';

/** How far an estimate may be from the published figure and still reproduce it: ±35 %. */
export const CALIBRATION_TOLERANCE = 0.35;

/** What a measurement is a figure of. */
export enum CalibrationMetric {
  /** The time of the phases the measurement covers, in seconds. */
  SECONDS = 'seconds',
  /** What one instance reads, in MB/s. */
  MEGABYTES_PER_SECOND = 'MB/s',
}

/** One published measurement. */
export interface CalibrationRow {
  /** A stable name. */
  readonly id: string;
  /** What was measured, in a few words. */
  readonly title: string;
  /** Where it is published. */
  readonly source: string;
  /** How the figure was checked: read in the source, or unverified and why. */
  readonly verified: string;
  /** The setup the measurement was made on, as published. */
  readonly setup: string;
  /** The published figure. */
  readonly measured: number;
  /** Its unit. */
  readonly metric: CalibrationMetric;
  /** The same setup, as the advice reads it. */
  readonly workload?: ModelWorkload;
  /** The strategy that setup is. */
  readonly strategy?: StorageStrategyId;
  /** The phases the measurement covers (seconds rows): the estimate's seconds for them are compared. */
  readonly phases?: ColdStartPhase[];
  /**
   * A measurement of the serving engine's own start: the engine estimate's phases it names are
   * compared instead of a storage strategy's.
   * @default - a storage row (workload, strategy, phases)
   */
  readonly engine?: CalibrationEngineSetup;
  /**
   * Why the row is not held to the tolerance: the setup is not one the advice models, or the
   * measurement covers phases every estimate leaves out.
   * @default - the row is reproduced within the tolerance
   */
  readonly excluded?: string;
  /**
   * The estimate parameter whose default was derived from this very measurement: the row checks
   * the arithmetic, not the model.
   * @default - an independent measurement
   */
  readonly defines?: string | readonly string[];
  /**
   * How the parameter comes from the row: its figure alone, or the median of it and other rows'.
   * @default 'value'
   */
  readonly derivation?: 'value' | 'median';
}

/** The engine setup of a row that measures the serving engine's start. */
export interface CalibrationEngineSetup {
  readonly kind: EngineKind;
  /**
   * The weights' size, for rows that cover the weights phase.
   * @default - none: the phases compared do not depend on it
   */
  readonly modelSize?: Size;
  /** The compile cache was reused. @default false */
  readonly compileCached?: boolean;
  /** The engine phases the measurement covers, by name (`torch-compile`, `kv-profiling`, …). */
  readonly phases: readonly string[];
}

/** What the advice gives for a row's setup. */
export interface CalibrationResult {
  readonly row: CalibrationRow;
  /** The advice's figure for the same setup, in the row's unit. @default - no figure: no setup the advice models */
  readonly estimate?: number;
  /** (estimate − measured) / measured. @default - no figure */
  readonly deviation?: number;
  /** Reproduced within the tolerance, outside it, or excluded with a reason. */
  readonly status: 'reproduced' | 'outside tolerance' | 'excluded';
}

const EKS = AdvicePlatform.AMAZON_EKS;
const RUN = AdvicePlatform.GOOGLE_CLOUD_RUN;
const FC = AdvicePlatform.ALIBABA_FUNCTION_COMPUTE;
const BLUEPRINT = 'https://github.com/aws-samples/karpenter-blueprints/blob/main/blueprints/soci-snapshotter/README.md';
const BLUEPRINT_SETUP =
  'the 9,354,342,327-byte vLLM DLC image from ECR; c/m/r nodes with EBS and network bandwidth above 8,000 Mbps, gp3 16k IOPS / 1,000 MiB/s, instanceStorePolicy: RAID0; kubelet "Successfully pulled image … in"';
/** The blueprint's README before its 2026 rerun (the commit of 2025-08-26; the figures date from 2025-08-14). */
const BLUEPRINT_2025 = 'https://github.com/aws-samples/karpenter-blueprints/blob/4a349bd/blueprints/soci-snapshotter/README.md';
const PMGLEDHILL = 'https://github.com/pmgledhill102/cloudrun-gpu-demos';
const OLLAMA_SIZES = 'Ollama library sizes: gemma3:4b 3.3 GB, gemma3:12b 8.1 GB, gemma3:27b 17 GB (not checked here)';
const EKS_GUIDE_VERIFIED =
  'read in the guide\'s source (awsdocs/amazon-eks-user-guide, latest/ug/ml/ml-inference-fast-model-loading.adoc, "Sample results")';
/** The guide's first-pod compile times: model size in GB, seconds. */
const EKS_GUIDE_COLD_COMPILE: ReadonlyArray<readonly [number, number]> = [
  [60, 53],
  [140, 60],
  [640, 80],
];

/** The published measurements, in the order docs/calibration.md lists them. */
export const CALIBRATION: readonly CalibrationRow[] = [
  {
    id: 'eks-soci-bottlerocket',
    title: 'Image pull, Bottlerocket SOCI parallel pull',
    source: BLUEPRINT,
    verified: 'read in the stored README (blueprints/soci-snapshotter, 2026)',
    setup: `${BLUEPRINT_SETUP}; Bottlerocket with snapshotter soci, parallel-pull-unpack`,
    measured: 23.229,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(9_354_342_327) },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
    defines: 'eksImagePullSociMBps',
  },
  {
    id: 'eks-default-pull',
    title: 'Image pull, default containerd',
    source: BLUEPRINT,
    verified: 'read in the stored README (blueprints/soci-snapshotter, 2026)',
    setup: `${BLUEPRINT_SETUP}; the default containerd pull`,
    measured: 130.813,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(9_354_342_327), sociParallelPull: false },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
    defines: 'eksImagePullDefaultMBps',
  },
  {
    id: 'eks-default-pull-earlier-image',
    title: 'Image pull, default containerd, an earlier 10.76 GB image',
    source: 'https://github.com/aws-samples/karpenter-blueprints/pull/32 (review thread, 2025-07-24)',
    verified: 'read in the stored pull request thread',
    setup:
      'vllm:0.9-gpu-py312-ec2 DLC, 10,757,041,023 bytes, on the blueprint\'s non-SOCI node class (network and EBS above 8,000 Mbps); kubelet "Successfully pulled image … in 2m18.049s"',
    measured: 138.049,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(10_757_041_023), sociParallelPull: false },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
  },
  {
    id: 'eks-soci-al2023',
    title: 'Image pull, AL2023 SOCI parallel pull (FastImagePull)',
    source: BLUEPRINT,
    verified: 'read in the stored README (blueprints/soci-snapshotter, 2026)',
    setup: `${BLUEPRINT_SETUP}; AL2023 with nodeadm FastImagePull`,
    measured: 39.553,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(9_354_342_327) },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
    excluded:
      "AL2023's parallel pull is not a separate parameter: the estimate uses Bottlerocket's rate (GpuNodeClass defaults to Bottlerocket), 1.7x faster in the same benchmark. On AL2023 nodes, set eksImagePullSociMBps to 236.5 (the 9.35 GB image over 39.553 s)",
  },
  {
    id: 'eks-default-pull-2025',
    title: 'Image pull, default containerd, the 2025 run of the blueprint',
    source: BLUEPRINT_2025,
    verified: 'read in the README at that commit (from 2025-08 until its 2026-06 rerun)',
    setup:
      'vllm:0.9-gpu-py312-ec2 DLC, 10,778,400,361 bytes, on the blueprint\'s non-SOCI node class (network and EBS above 8,000 Mbps, gp3 16k IOPS / 1,000 MiB/s); kubelet "Successfully pulled image … in 1m52.33s"',
    measured: 112.33,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(10_778_400_361), sociParallelPull: false },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
  },
  {
    id: 'eks-soci-bottlerocket-2025',
    title: 'Image pull, Bottlerocket SOCI parallel pull, the 2025 run of the blueprint',
    source: BLUEPRINT_2025,
    verified: 'read in the README at that commit (from 2025-08 until its 2026-06 rerun)',
    setup:
      'vllm:0.9-gpu-py312-ec2 DLC, 10,778,400,361 bytes; Bottlerocket with snapshotter soci, parallel-pull-unpack with the same settings as the 2026 run (20 downloads, 16mb chunks, 12 unpacks); kubelet "Successfully pulled image … in 44.974s"',
    measured: 44.974,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: EKS, modelSize: Size.bytes(10_778_400_361) },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.IMAGE_PULL],
    excluded:
      'outside ±35 % (the estimate is 40 % below it): the same blueprint and SOCI settings pulled at about 240 MB/s in 2025 and 403 MB/s in its 2026 rerun, where eksImagePullSociMBps comes from; neither run names its instance type or Bottlerocket version, so the spread is not explained. Take the SOCI estimate as the fast end: on slower nodes set eksImagePullSociMBps to 240',
  },
  {
    id: 'eks-ai-on-eks-soci',
    title: 'Image pull of vLLM 0.9.1 with and without SOCI',
    source: 'https://github.com/awslabs/ai-on-eks/pull/190',
    verified: 'read in the stored pull request description',
    setup:
      'the inference-ready cluster of ai-on-eks; "vLLM 0.9.1 took 3 minutes to pull without SOCI and 47 seconds with SOCI"; the image size and node type are not given',
    measured: 47,
    metric: CalibrationMetric.SECONDS,
    excluded:
      'the image size, node type and OS are not published, so no setup can be given to the advice; the 3.8x speed-up is below the 5.6x of the blueprint the SOCI rate comes from',
  },
  {
    id: 'eks-runai-streamer-s3',
    title: 'Weights streamed from S3 into GPU memory, Run:ai Model Streamer',
    source: 'https://github.com/run-ai/runai-model-streamer/blob/master/docs/src/benchmarks.md',
    verified: 'read in the stored benchmarks.md (streamer 0.6.0); the concurrency used is not stated there',
    setup:
      'AWS g5.12xlarge (4 x A10G, 40 Gb/s network), Ubuntu 22.04, meta-llama/Meta-Llama-3-8B in bf16 as one safetensors file (16,060,522,496 bytes), streamed from S3 and copied to GPU memory: 4.24 s, 3.51 GiB/s',
    measured: 4.24,
    metric: CalibrationMetric.SECONDS,
    workload: {
      platform: EKS,
      modelSize: Size.bytes(16_060_522_496),
      instanceMode: InstanceMode.PROVISIONED,
      estimateParameters: { eksNodeNetworkGbps: 40 },
    },
    strategy: StorageStrategyId.OBJECT_STORAGE_STREAM,
    phases: [ColdStartPhase.MODEL_BYTES],
    defines: 'eksStreamerS3MBps',
  },
  {
    id: 'cloudrun-gpu-instance-start',
    title: 'Cloud Run GPU instance start',
    source: 'https://cloud.google.com/run/docs/configuring/services/gpu',
    verified:
      'read in the stored page: "Cloud Run instances with an attached L4 GPU with drivers pre-installed start in approximately 5 seconds, at which point the processes running in your container can start to use the GPU"',
    setup: 'a Cloud Run service with one NVIDIA L4, from the start of the instance to the container starting, before any model bytes',
    measured: 5,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: RUN, modelSize: Size.gigabytes(1) },
    strategy: StorageStrategyId.CONTAINER_IMAGE,
    phases: [ColdStartPhase.PROVISIONING],
    defines: 'cloudRunInstanceStartSeconds',
  },
  {
    id: 'cloudrun-gcs-copy-4b',
    title: 'Model copy from Cloud Storage at start, gemma3:4b',
    source: `${PMGLEDHILL}/blob/main/ollama-images-ex-gcs-copy/README.md`,
    verified: `read in the stored README and entrypoint.sh; ${OLLAMA_SIZES}`,
    setup:
      'Cloud Run service, europe-west1, 8 CPU / 32 GiB, one L4, no Direct VPC; the entrypoint runs gsutil -m rsync of the model folder (one large blob) from a same-region bucket; "GCS Copy Time" 58 s for 3.3 GB',
    measured: 58,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: RUN, modelSize: Size.gigabytes(3.3) },
    strategy: StorageStrategyId.DOWNLOAD_AT_START,
    phases: [ColdStartPhase.MODEL_BYTES],
    excluded:
      "a single-stream copy (gsutil rsync parallelises across files, and the model is one blob; sliced downloads need compiled crcmod, which the Alpine SDK image may lack): about 57 MB/s. The library's download is gcloud storage cp with sliced downloads, which the estimate puts at the instance's 1 Gbit/s",
  },
  {
    id: 'cloudrun-gcs-copy-12b',
    title: 'Model copy from Cloud Storage at start, gemma3:12b',
    source: `${PMGLEDHILL}/blob/main/ollama-images-ex-gcs-copy/README.md`,
    verified: `read in the stored README and entrypoint.sh; ${OLLAMA_SIZES}`,
    setup: 'as cloudrun-gcs-copy-4b; "GCS Copy Time" 136 s for 8.1 GB',
    measured: 136,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: RUN, modelSize: Size.gigabytes(8.1) },
    strategy: StorageStrategyId.DOWNLOAD_AT_START,
    phases: [ColdStartPhase.MODEL_BYTES],
    excluded: 'as cloudrun-gcs-copy-4b: a single-stream gsutil copy at about 60 MB/s, not the sliced gcloud storage cp the library runs',
  },
  {
    id: 'cloudrun-fuse-untuned-27b',
    title: 'Cold start to the first answer, Cloud Storage FUSE without tuning, gemma3:27b',
    source: `${PMGLEDHILL}/blob/main/ollama-images-ex-gcs-fuse/README.md`,
    verified: `read in the stored README and cold-start-times.sh; ${OLLAMA_SIZES}`,
    setup:
      'Cloud Run service, europe-west1, 8 CPU / 32 GiB, one L4; a Cloud Storage volume with no mount options (no file cache, no buffered read); timed from gcloud run services update to the first generated answer; 340 s for 17 GB',
    measured: 340,
    metric: CalibrationMetric.SECONDS,
    workload: { platform: RUN, modelSize: Size.gigabytes(17) },
    strategy: StorageStrategyId.OBJECT_STORAGE_MOUNT,
    phases: [ColdStartPhase.PROVISIONING, ColdStartPhase.MODEL_BYTES],
    excluded:
      "the time includes the revision's deployment and Ollama loading the model onto the GPU (an engine whose start the library does not estimate), and the mount has neither file cache nor buffered read, which the library always configures",
  },
  {
    id: 'gcsfuse-sequential-read-benchmark',
    title: 'gcsfuse sequential read, 100 MB files',
    source: 'https://github.com/GoogleCloudPlatform/gcsfuse/blob/master/docs/benchmarks.md',
    verified: 'read in the stored docs/benchmarks.md (gcsfuse 2.2.0 tables)',
    setup: 'a Compute Engine n2-standard-96 VM with 100 Gbps, fio with 128 threads, 1 MiB blocks, 100 MB files: 7,839 MiB/s (8,220 MB/s)',
    measured: 8220,
    metric: CalibrationMetric.MEGABYTES_PER_SECOND,
    workload: { platform: RUN, modelSize: Size.gigabytes(20) },
    strategy: StorageStrategyId.OBJECT_STORAGE_MOUNT,
    excluded:
      'a 100 Gbps VM: a Cloud Run instance is limited to 1 Gbit/s (Direct VPC egress page), where the estimate puts the mount. The row shows gcsfuse itself is not the limit',
  },
  {
    id: 'nas-performance-single-client',
    title: 'Performance NAS read from one client',
    source: 'https://www.alibabacloud.com/help/ja/doc-detail/95501.htm',
    verified:
      'read in the stored page (Japanese copy); its unit reads "Mbit/s", taken as MB/s from its own example (a 1 Gbit/s instance tops out at "125")',
    setup:
      'one ECS instance, fio -numjobs=1 -iodepth=128 -direct=1 -rw=randread -bs=1M on a General-purpose Performance NAS file system: about 300; "the maximum throughput does not exceed the ECS instance\'s bandwidth"',
    measured: 300,
    metric: CalibrationMetric.MEGABYTES_PER_SECOND,
    workload: { platform: FC, modelSize: Size.gigabytes(20), estimateParameters: { fcInstanceBandwidthGbps: 10 } },
    strategy: StorageStrategyId.FILE_SYSTEM,
    defines: 'performanceNasClientReadMBps',
  },
  {
    id: 'oss-connector-throughput',
    title: 'OSS Connector for AI/ML model loading',
    source: 'https://www.alibabacloud.com/help/en/oss/developer-reference/use-oss-connector-for-ai-ml-to-accelerate-model-deployment',
    verified: 'read in the stored page: "over 10 GB/s of throughput with sufficient bandwidth"',
    setup: 'an LD_PRELOAD connector that reads OSS directly, on a machine with enough network bandwidth',
    measured: 10_000,
    metric: CalibrationMetric.MEGABYTES_PER_SECOND,
    excluded:
      "not a strategy the library offers on Function Compute (its OSS strategies are the function's OSS mount); the page also says FUSE mounts 'often fail to fully utilize OSS's high bandwidth', which no published figure quantifies for Function Compute",
  },
  {
    id: 'vllm-compile-cache-reused',
    title: 'vLLM start with the compile cache reused: compile, CUDA graphs, KV profiling (Llama 3.2, quantized)',
    source: VLLM_ISSUE_20264,
    verified:
      'read in the stored issue (its vLLM log: "torch.compile takes 7.51 s in total", "Graph capturing finished in 17 secs", "init engine (profile, create kv cache, warmup model) took 34.11 seconds"; "the reponse is received after 59s in total"; the pod is named llama3.2-q8)',
    setup:
      'compile from cache 7.51 s, CUDA graph capture 17 s, engine init (profile, KV cache, warm-up) 34.11 s: 58.6 s for the three; weights 0.69 s; the first response after 59 s',
    measured: 58.62,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, compileCached: true, phases: ['torch-compile', 'cuda-graph-capture', 'kv-profiling'] },
    defines: ['cudaGraphSeconds', 'kvProfilingSeconds', 'compileCachedSeconds'],
  },
  {
    id: 'vllm-cold-start-rtx5090-load-compile',
    title: 'vLLM cold start to the end of torch.compile, a 35B NVFP4 MoE on one RTX 5090',
    source: VLLM_ISSUE_44881,
    verified: 'read in the stored issue (RunPod Serverless, vLLM v0.22.1rc1, CUDA 13.0.2)',
    setup: 'container to engine config 16 s; weights (21.8 GiB) 18 s; torch.compile 43 s on the first run: 77 s for the three',
    measured: 77,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, modelSize: Size.gibibytes(21.8), phases: ['process-start', 'weights-to-gpu', 'torch-compile'] },
    defines: ['processStartSeconds', 'weightsToGpuMBps'],
  },
  {
    id: 'vllm-cold-start-rtx5090',
    title: 'vLLM cold start, a 35B NVFP4 MoE on one RTX 5090, to ready',
    source: VLLM_ISSUE_44881,
    verified: 'read in the stored issue (RunPod Serverless, vLLM v0.22.1rc1, CUDA 13.0.2)',
    setup:
      'container to engine config 16 s; weights (21.8 GiB) 18 s; torch.compile 43 s (about 5 s from cache); KV profiling and warm-up 210 s; total 277 s',
    measured: 277,
    metric: CalibrationMetric.SECONDS,
    engine: {
      kind: EngineKind.VLLM,
      modelSize: Size.gibibytes(21.8),
      phases: ['process-start', 'weights-to-gpu', 'torch-compile', 'cuda-graph-capture', 'kv-profiling'],
    },
    excluded:
      'KV-cache profiling and warm-up took 210 s, six times the 34 s of a dense model (vllm#20264) the estimate uses: a mixture-of-experts in NVFP4 on a consumer GPU with a development build (0.22). The phases before it are reproduced (vllm-cold-start-rtx5090-load-compile); for such a model, measure the start and set the startup probe from it',
  },
  {
    id: 'vllm-compile-first-run-70b',
    title: 'torch.compile on the first run, Llama 3.1 70B (w8a8)',
    source: 'https://github.com/vllm-project/vllm/pull/12569',
    verified: 'read in the stored pull request description (its log: "torch.compile takes 54.73 s in total")',
    setup: 'vllm serve neuralmagic/Meta-Llama-3.1-70B-Instruct-quantized.w8a8, V1 engine, --max-model-len 2048; 67.7 GB of weights',
    measured: 54.73,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, phases: ['torch-compile'] },
    defines: 'compileColdSeconds',
    derivation: 'median',
  },
  ...EKS_GUIDE_COLD_COMPILE.map(
    ([size, seconds]): CalibrationRow => ({
      id: `eks-compile-first-run-${size}gb`,
      title: `torch.compile on the first pod, a ${size} GB model`,
      source: EKS_FAST_MODEL_LOADING,
      verified: EKS_GUIDE_VERIFIED,
      setup: `the EKS fast model loading guide's sample results for same-node caching: the first pod on a node, no cache, a ${size} GB model (the model and GPU are not named)`,
      measured: seconds,
      metric: CalibrationMetric.SECONDS,
      engine: { kind: EngineKind.VLLM, phases: ['torch-compile'] },
      defines: 'compileColdSeconds',
      derivation: 'median',
    }),
  ),
  {
    id: 'eks-compile-cache',
    title: 'torch.compile with the cache on the same node',
    source: EKS_FAST_MODEL_LOADING,
    verified: EKS_GUIDE_VERIFIED,
    setup:
      "the EKS fast model loading guide's sample results: later pods on the same node ~6 s with the cache on the node's NVMe, for models of 60, 140 and 640 GB",
    measured: 6,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, compileCached: true, phases: ['torch-compile'] },
    defines: 'compileCachedSeconds',
    derivation: 'median',
  },
  {
    id: 'vllm-compile-cache-llama3-8b',
    title: 'torch.compile from the disk cache, Llama 3 8B',
    source: 'https://github.com/vllm-project/vllm/pull/16848',
    verified:
      'read in the stored pull request description (its log: "Dynamo bytecode transform time: 5.03 s", "Directly load the compiled graph(s) for shape None from the cache, took 4.190 s")',
    setup:
      'benchmark_latency.py --model meta-llama/Meta-Llama-3-8B, V1, compilation level 3, a populated cache: Dynamo transform 5.03 s plus the load 4.19 s',
    measured: 9.22,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, compileCached: true, phases: ['torch-compile'] },
    defines: 'compileCachedSeconds',
    derivation: 'median',
  },
  {
    id: 'llmd-compile-cache-granite-8b',
    title: 'torch.compile from the cache, granite-3.2-8b-instruct',
    source: 'https://github.com/llm-d-incubation/llm-d-fast-model-actuation/issues/111',
    verified:
      'read in the stored issue ("about 7s for pytorch compilation to complete when loading from the cache (for granite-3.2-8b-instruct)")',
    setup: 'vLLM serving granite-3.2-8b-instruct with a populated compile cache; the GPU and vLLM version are not given',
    measured: 7,
    metric: CalibrationMetric.SECONDS,
    engine: { kind: EngineKind.VLLM, compileCached: true, phases: ['torch-compile'] },
    defines: 'compileCachedSeconds',
    derivation: 'median',
  },
  {
    id: 'eks-cross-node-compile-cache',
    title: 'First pod on a new node with and without a cross-node compile cache',
    source: EKS_FAST_MODEL_LOADING,
    verified: EKS_GUIDE_VERIFIED,
    setup:
      'Qwen3-6-35B-A3B, 67 GB, TP=2 on p5.48xlarge: "Without cross-node caching (new node)" 65 s, "With cross-node caching (new node)" 16 s',
    measured: 16,
    metric: CalibrationMetric.SECONDS,
    excluded:
      'the guide calls both figures the "startup time" without naming the phases they cover (16 s cannot hold loading 67 GB, so it is not the whole start); the 49 s saved is close to the estimate\'s 48 s between a cold and a cached compile',
  },
];

/** The advice's figure for one row's setup, through the public advice API, and how it compares. */
export function calibrate(row: CalibrationRow): CalibrationResult {
  const estimate = row.engine ? engineFigureFor(row.engine) : row.workload && row.strategy ? figureFor(row) : undefined;
  const deviation = estimate === undefined ? undefined : (estimate - row.measured) / row.measured;
  const status =
    row.excluded !== undefined
      ? 'excluded'
      : deviation !== undefined && Math.abs(deviation) <= CALIBRATION_TOLERANCE
        ? 'reproduced'
        : 'outside tolerance';
  return { row, estimate, deviation, status };
}

/** The engine estimate's seconds for the phases a row covers, at the preset's defaults. */
function engineFigureFor(engine: CalibrationEngineSetup): number | undefined {
  const estimate = estimateEngineStart({
    kind: engine.kind,
    modelSize: engine.modelSize ?? Size.bytes(0),
    compileCached: engine.compileCached === true,
  });
  const covered = estimate?.phases.filter((p) => engine.phases.includes(p.name));
  if (!covered || covered.length !== engine.phases.length) return undefined;
  return covered.reduce((sum, p) => sum + p.seconds, 0);
}

function figureFor(row: CalibrationRow): number | undefined {
  const advice = recommendModelStorage(row.workload!);
  const estimate = advice.recommendations.find((r) => r.strategy === row.strategy)?.estimate;
  if (!estimate) return undefined;
  if (row.metric === CalibrationMetric.MEGABYTES_PER_SECOND) return estimate.perInstanceMBps;
  const covered = estimate.phases.filter((p) => row.phases?.includes(p.phase));
  // A phase the estimate leaves out has no figure to compare.
  if (covered.some((p) => p.treatment === PhaseTreatment.LEFT_OUT)) return undefined;
  return covered.reduce((sum, p) => sum + (p.seconds ?? 0), 0);
}
