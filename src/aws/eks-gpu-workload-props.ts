import { Duration } from '../core/duration';
import { ITerraformDependable, TerraformProvider } from '../core/framework';
import { GpuWorkloadProps } from '../core/gpu-workload';
import { Size } from '../core/size';
import type { ServingEngine } from '../core/engine/serving-engine';
import { EksModelStorage } from './eks-model-storage';
import { IGpuNodePool } from './gpu-node-pool';
import { ManifestBackend } from './manifest-backend';
import { IS3BucketRef } from './bucket-ref';
import { EksModelDownloader } from './model-downloader';

/** The Amazon EKS settings of a GPU workload, without the model and image. */
export interface EksPlatformProps {
  /** The EKS cluster's name (Pod Identity association). A Terraform reference is fine. */
  readonly clusterName: string;

  /** The cluster's region: the Mountpoint for S3 `region` and the download's `AWS_REGION`. */
  readonly region: string;

  /**
   * The aws provider the workload's AWS resources (bucket, Pod Identity role and association) are
   * created with: an aliased provider for a cluster in another region of the same stack. The region
   * check then uses its region, when it is a literal. (Kubernetes objects use the manifest backend's provider.)
   * @default - the stack's default aws provider
   */
  readonly provider?: TerraformProvider;

  /** The GPU NodePool the pods run on: a {@link GpuNodeClass}, or `GpuNodeClass.fromNodePoolAttributes(...)`. */
  readonly nodePool: IGpuNodePool;

  /**
   * The namespace of the workload's objects.
   * @default 'default'
   */
  readonly namespace?: string;

  /**
   * Create the namespace (ID `Namespace`). Destroying it deletes everything in it.
   * @default false
   */
  readonly createNamespace?: boolean;

  /**
   * The name of the Deployment, Service and the other objects (a DNS label).
   * @default - derived from the construct path, unique and stable
   */
  readonly name?: string;

  /**
   * Pods to run.
   * @default 1
   */
  readonly replicas?: number;

  /**
   * GPUs per pod (`nvidia.com/gpu` request and limit).
   * @default 1
   */
  readonly gpuCount?: number;

  /**
   * vCPUs requested per pod.
   * @default - none requested
   */
  readonly cpu?: number;

  /**
   * Memory requested (and limited) per pod.
   * @default - none requested
   */
  readonly memory?: Size;

  /**
   * A memory-backed `/dev/shm` of this size (PyTorch data loaders and NCCL need more than the 64 MiB default).
   * @default - the container runtime's 64 MiB
   */
  readonly sharedMemorySize?: Size;

  /**
   * The port the server listens on (container port and Service port).
   * @default 8000
   */
  readonly port?: number;

  /**
   * The serving engine the container starts. A preset (`ServingEngine.vllm()`, `ServingEngine.sglang()`)
   * writes the container's command, arguments, offline hub variables and a `/health` startup probe
   * from the workload (model path or `s3://` URI, `--tensor-parallel-size` = `gpuCount`, `port`); then
   * `command` and `args` must be left out. See docs/serving-engines.md.
   * @default ServingEngine.custom() - the `command` and `args` given here, untouched
   */
  readonly engine?: ServingEngine;

  /**
   * The container's command (ENTRYPOINT). Like `args`, `environment` values, `healthCheckPath` and
   * `prePullCommand`, it is literal text: Terraform template sequences in it (`${MODEL_PATH}` for a
   * shell) are escaped, and cdktf tokens stay Terraform references.
   * @default - the image's
   */
  readonly command?: string[];

  /**
   * The container's arguments (CMD).
   * @default - the image's
   */
  readonly args?: string[];

  /**
   * An HTTP path that answers 200 once the model is loaded: a startup probe (for `startupTimeout`)
   * and a readiness probe.
   * @default - no probes
   */
  readonly healthCheckPath?: string;

  /**
   * How long the server may take to answer `healthCheckPath` after the container starts.
   * @default Duration.minutes(30)
   */
  readonly startupTimeout?: Duration;

  /**
   * An existing model bucket as the stack's `S3Bucket` or `DataAwsS3Bucket` (the alternative to the
   * strategy's `bucketName`).
   * @default - the strategy's bucketName, or a new bucket
   */
  readonly modelBucket?: IS3BucketRef;

  /**
   * The ARN of a customer-managed KMS key the model objects are encrypted with; the workload may decrypt with it.
   * @default - none (SSE-S3)
   */
  readonly modelKmsKeyArn?: string;

  /**
   * The tool the `ModelStorage.downloadAtStart()` init container copies the model with; its AWS SDK
   * must accept EKS Pod Identity credentials.
   * @default EksModelDownloader.AWS_CLI - `aws s3 sync` (AWS CLI v2, CRT transfer client targeting the node's network)
   */
  readonly modelDownloader?: EksModelDownloader;

  /**
   * The command of the pre-pull init container (`EksModelStorage.containerImage({ prePull: true })`):
   * it only has to exit 0 in the serving image.
   * @default ['/bin/sh', '-c', 'exit 0']
   */
  readonly prePullCommand?: string[];

  /**
   * The image of the pre-pull DaemonSet's idle container (`EksModelStorage.containerImage({ prePull: true })`):
   * a cluster whose nodes reach only ECR needs a copy there (`<account>.dkr.ecr.<region>.amazonaws.com/pause:3.10`).
   * @default 'registry.k8s.io/pause:3.10'
   */
  readonly prePullPauseImage?: string;

  /**
   * How the workload's objects reach the cluster.
   * @default - the node pool's backend, else ManifestBackend.kubernetesManifest()
   */
  readonly manifestBackend?: ManifestBackend;

  /**
   * Tags for the AWS resources created here.
   * @default - none
   */
  readonly tags?: Record<string, string>;

  /**
   * Resources the workload's objects are applied after.
   * @default - the node pool, when it is in this app
   */
  readonly dependsOn?: ITerraformDependable[];

  /**
   * How the model is staged when it has a `source` (a hub or an `s3://` prefix): the staging Job's
   * image, timeout, placement and retention (see {@link EksModelStaging}).
   * @default - the defaults of EksModelStaging
   */
  readonly staging?: EksStagingOptions;
}

/** The staging Job's settings, for a workload whose model has a source. */
export interface EksStagingOptions {
  /**
   * The public image with Node.js 18 or later and `sh` that runs the staging program, and the
   * serving pod's marker check (an init container).
   * @default StagingProgram.DEFAULT_IMAGE
   */
  readonly image?: string;

  /**
   * How long `terraform apply` waits for the staging Job.
   * @default - four times StagingEstimator's figure for EKS, at least one hour
   */
  readonly timeout?: Duration;

  /**
   * Files downloaded at once.
   * @default 4
   */
  readonly concurrency?: number;

  /**
   * How many completed revisions to keep under the model's `storagePath`, the one just staged
   * included; the Job deletes the older ones it staged itself. 1 warns (GPUM-STAGING-RETAIN-ONE).
   * @default - every revision is kept
   */
  readonly retainRevisions?: number;

  /**
   * For an `s3://` source: the source bucket's region.
   * @default - the workload's `region`
   */
  readonly sourceRegion?: string;

  /**
   * Node labels of the CPU nodes the Job must run on. It never runs on the workload's GPU NodePool.
   * @default - any node outside the GPU NodePool
   */
  readonly nodeSelector?: { [key: string]: string };

  /**
   * The hashicorp/kubernetes provider of the Job and its ConfigMap (needed with the kubectl backend too).
   * @default - the stack's default `kubernetes` provider
   */
  readonly kubernetesProvider?: TerraformProvider;
}

/** Props for {@link EksGpuWorkload}. */
export interface EksGpuWorkloadProps extends GpuWorkloadProps, EksPlatformProps {
  /**
   * Where the model lives and how it reaches the GPU: a neutral `ModelStorage` factory, or one only
   * EKS has (`EksModelStorage.containerImage({ prePull })`, `EksModelStorage.mountpoint()`). Another
   * platform's strategy does not compile here.
   */
  readonly storage: EksModelStorage;
}
