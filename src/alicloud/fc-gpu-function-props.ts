import { TerraformProvider } from '../core/framework';
import { Duration } from '../core/duration';
import { GpuWorkloadProps } from '../core/gpu-workload';
import { Size } from '../core/size';
import { FcModelStorage } from './fc-model-storage';
import { FcGpuType } from './gpu-type';
import { FcNetwork } from './network';
import type { ServingEngine } from '../core/engine/serving-engine';

/** Who may call the HTTP trigger. */
export enum FcHttpAuthType {
  /** Requests must be signed with Alibaba Cloud credentials. */
  FUNCTION = 'function',
  /** Anyone with the URL. */
  ANONYMOUS = 'anonymous',
}

/** HTTP methods an HTTP trigger can accept. */
export enum FcHttpMethod {
  GET = 'GET',
  POST = 'POST',
  PUT = 'PUT',
  DELETE = 'DELETE',
  HEAD = 'HEAD',
  PATCH = 'PATCH',
  OPTIONS = 'OPTIONS',
}

/** The metrics a provisioned-instance target-tracking policy can follow. */
export enum FcProvisionMetric {
  /** Busy share of the provisioned instances' concurrency. */
  PROVISIONED_CONCURRENCY_UTILIZATION = 'ProvisionedConcurrencyUtilization',
  /** CPU utilization. */
  CPU_UTILIZATION = 'CPUUtilization',
  /** GPU memory utilization. */
  GPU_MEM_UTILIZATION = 'GPUMemUtilization',
}

/** An HTTP trigger for the function. */
export interface FcHttpTriggerOptions {
  /**
   * Who may call it.
   * @default FcHttpAuthType.FUNCTION
   */
  readonly authType?: FcHttpAuthType;
  /**
   * The HTTP methods it accepts.
   * @default [FcHttpMethod.GET, FcHttpMethod.POST]
   */
  readonly methods?: FcHttpMethod[];
  /**
   * Serve only on the intranet URL; the construct's `url` is then the intranet one.
   * @default false
   */
  readonly disableUrlInternet?: boolean;
}

/** The container's HTTP health check (`custom_container_config.health_check_config`). */
export interface FcHealthCheckOptions {
  /** The path probed with GET, for example `/health`. */
  readonly path: string;
  /**
   * Wait before the first probe (at most 120 s).
   * @default Duration.seconds(0)
   */
  readonly initialDelay?: Duration;
  /**
   * Between probes (at most 120 s).
   * @default Duration.seconds(5)
   */
  readonly period?: Duration;
  /**
   * Per probe (at most 3 s).
   * @default Duration.seconds(3)
   */
  readonly timeout?: Duration;
  /**
   * Failures before the instance is restarted (at most 120).
   * @default 3
   */
  readonly failureThreshold?: number;
  /**
   * Successes before the instance takes traffic (at most 120).
   * @default 1
   */
  readonly successThreshold?: number;
}

/** A scheduled change of the provisioned instance count. */
export interface FcScheduledAction {
  /** The action's name, unique within the function. */
  readonly name: string;
  /**
   * `cron(...)` with six fields, seconds first (`cron(0 0 8 * * *)`), or `at(2025-08-01T20:00:00)`: what
   * Function Compute documents. FC documents no `rate(...)`: write an interval as a cron step.
   */
  readonly scheduleExpression: string;
  /** Instances to keep while the action holds. */
  readonly target: number;
  /** @default - no start bound */
  readonly startTime?: string;
  /** @default - no end bound */
  readonly endTime?: string;
  /** @default 'Asia/Shanghai' */
  readonly timeZone?: string;
}

/** A metric the provisioned instance count follows. */
export interface FcTargetTrackingPolicy {
  /** The policy's name, unique within the function. */
  readonly name: string;
  /** The metric to follow. */
  readonly metricType: FcProvisionMetric;
  /** The target value of the metric, between 0 (exclusive) and 1. */
  readonly metricTarget: number;
  /** The fewest provisioned instances the policy scales to. */
  readonly minCapacity: number;
  /** The most provisioned instances the policy scales to. */
  readonly maxCapacity: number;
  /** @default - no start bound */
  readonly startTime?: string;
  /** @default - no end bound */
  readonly endTime?: string;
  /** @default 'Asia/Shanghai' */
  readonly timeZone?: string;
}

/** Provisioned (idle) GPU instances: the answer to cold starts when the model cannot load fast enough. */
export interface FcProvisionedOptions {
  /** Instances to keep provisioned. */
  readonly target: number;
  /**
   * Keep the GPU allocated while idle. False is the idle ("shallow hibernation") mode: the GPU is
   * billed at a fraction while no request runs.
   * @default false
   */
  readonly alwaysAllocateGpu?: boolean;
  /**
   * Keep the vCPUs allocated while idle.
   * @default false
   */
  readonly alwaysAllocateCpu?: boolean;
  /** @default - none */
  readonly scheduledActions?: FcScheduledAction[];
  /** @default - none */
  readonly targetTrackingPolicies?: FcTargetTrackingPolicy[];
}

/** The Alibaba Function Compute settings of a GPU function, without the model and image. */
export interface FcPlatformProps {
  /**
   * The region the function runs in, for example `cn-hangzhou`. Checked against the GPU regions and
   * against the stack's alicloud provider.
   * @default - the region of the stack's (single, unaliased) AlicloudProvider
   */
  readonly region?: string;

  /**
   * The alicloud provider every resource of the function is created with: an aliased provider for a
   * second region in the same stack. The region checks then use its region (when it is a literal).
   * @default - the stack's default alicloud provider
   */
  readonly provider?: TerraformProvider;

  /** The GPU type. Only the types the alicloud provider accepts synthesize: tesla.1, ampere.1, ada.1. */
  readonly gpuType: FcGpuType;

  /**
   * The function's name.
   * @default - derived from the construct path, unique and stable
   */
  readonly functionName?: string;

  /**
   * A description.
   * @default - the model's name
   */
  readonly description?: string;

  /**
   * GPU memory. Function Compute sells whole cards only, so this must be the card's memory.
   * @default - the whole card
   */
  readonly gpuMemorySize?: Size;

  /**
   * vCPUs.
   * @default - the smallest spec the GPU type allows that still leaves memory for the model
   */
  readonly cpu?: number;

  /**
   * Memory in MiB (MB in Function Compute's terms), at most 32768 with the alicloud provider.
   * @default - the GPU type's largest spec the provider accepts
   */
  readonly memorySizeMiB?: number;

  /**
   * The instance's disk in MiB. The Function Compute API documents 512 and 10240 only; any other size
   * (Alibaba's own GPU templates use 61440) is passed on with a warning (GPUM-FC-DISK-SIZE).
   * @default 10240
   */
  readonly diskSizeMiB?: number;

  /**
   * How long one request may run.
   * @default Duration.minutes(10)
   */
  readonly timeout?: Duration;

  /**
   * Requests one instance serves at once.
   * @default 1
   */
  readonly instanceConcurrency?: number;

  /**
   * The port the server listens on.
   * @default 9000
   */
  readonly port?: number;

  /**
   * The serving engine the container starts. A preset (`ServingEngine.vllm()`, `ServingEngine.sglang()`)
   * writes the container's entrypoint and command, offline hub variables and a `/health` health check
   * from the function (the model's mount path, one GPU, `port`); then `command` and `entrypoint` must
   * be left out. See docs/serving-engines.md.
   * @default ServingEngine.custom() - the `command` and `entrypoint` given here, untouched
   */
  readonly engine?: ServingEngine;

  /**
   * The container's command.
   * @default - the image's CMD
   */
  readonly command?: string[];

  /**
   * The container's entrypoint.
   * @default - the image's ENTRYPOINT
   */
  readonly entrypoint?: string[];

  /**
   * An HTTP health check.
   * @default - none
   */
  readonly healthCheck?: FcHealthCheckOptions;

  /**
   * The network. Required for `ModelStorage.fileSystem()`; created in the accelerator's zone for an
   * accelerated OSS mount when not given.
   * @default - no VPC access
   */
  readonly network?: FcNetwork;

  /**
   * For a model whose `source` is staged to NAS: the network of the staging function, a vSwitch of
   * the same VPC other than the function's, whose CIDR block gets the read-write NAS rule (the
   * function's own vSwitch keeps its read-only rule). Its security group must allow egress.
   * @default - with `FcNetwork.create`, a second vSwitch `StagingVSwitch` in the same VPC and zone (the
   *   next block of the same size); with an existing network, required for NAS staging
   */
  readonly stagingNetwork?: FcNetwork;

  /**
   * For a model whose `source` is staged: an existing RAM role for the staging function, which
   * writes the model's prefix (warning GPUM-FC-STAGING-ROLE-UNMANAGED lists what it must allow).
   * Never the serving function's `roleArn`: the serving identity stays read-only.
   * @default - a role scoped to the model's prefix, the source prefix and the hub token's secret,
   *   created when the staging needs one
   */
  readonly stagingRoleArn?: string;

  /**
   * For a model whose `source` is staged: how many completed revisions to keep under the model's
   * `storagePath`, the one just staged included; the staging function deletes the older ones it
   * staged itself. 1 warns (GPUM-STAGING-RETAIN-ONE).
   * @default - every revision is kept
   */
  readonly stagingRetainRevisions?: number;

  /**
   * An existing SLS project for the function's logs. Give `logStore` with it.
   * @default - no logs are shipped
   */
  readonly logProject?: string;

  /**
   * An existing SLS logstore in `logProject`.
   * @default - no logs are shipped
   */
  readonly logStore?: string;

  /**
   * An HTTP trigger; its URL becomes the construct's `url` and a stack output.
   * @default - no trigger
   */
  readonly httpTrigger?: FcHttpTriggerOptions;

  /**
   * Provisioned (idle) instances. Only the GPU series that support them (Ada) may have them. With the
   * model on NAS, a count from which the advisor's estimates favour OSS warns (GPUM-FC-NAS-BURST).
   * @default - on-demand instances only
   */
  readonly provisioned?: FcProvisionedOptions;

  /**
   * The function's reserved concurrency (`alicloud_fcv3_concurrency_config`): the most requests it
   * serves at once, provisioned and on-demand instances together, reserved out of the account's
   * regional concurrency so that other functions cannot use it. It caps on-demand scale-out at
   * ceil(reservedConcurrency / instanceConcurrency) instances: the guard against many instances
   * starting at once on NAS. A whole number of at least 1, and at least the provisioned instances'
   * concurrency (their largest count times instanceConcurrency). A Terraform token goes to the
   * concurrency config as it is, and cannot be compared at synth.
   * @default - no reservation and no cap: the function scales out to the account's limit
   */
  readonly reservedConcurrency?: number;

  /**
   * Read every model file once in the instance initializer, so the first request finds the model in
   * the page cache, as Function Compute's model-storage best-practice page advises for NAS and OSS
   * mounts alike. The model must fit in the function's memory (GPUM-FC-PREWARM-MEMORY).
   * @default false
   */
  readonly prewarmModel?: boolean;

  /**
   * How long the prewarm may take (at most 300 s, Function Compute's initializer limit).
   * @default Duration.seconds(300)
   */
  readonly prewarmTimeout?: Duration;

  /**
   * An existing RAM role ARN for the function. With an OSS mount, it must allow oss:ListObjects and
   * oss:GetObject on the model's bucket and prefix.
   * @default - a role is created when the model is on OSS, scoped to its bucket and prefix
   */
  readonly roleArn?: string;

  /**
   * Create the Function Compute service-linked role (AliyunServiceRoleForFC), which VPC access, image
   * pulls and log delivery need. An account has it once the console or Serverless Devs has been used;
   * creating it twice fails.
   * @default false
   */
  readonly createServiceLinkedRole?: boolean;

  /**
   * Tags for every resource that takes them.
   * @default - none
   */
  readonly tags?: Record<string, string>;
}

/** Props for {@link FcGpuFunction}. */
export interface FcGpuFunctionProps extends GpuWorkloadProps, FcPlatformProps {
  /**
   * Where the model lives and how it reaches the GPU: a neutral `ModelStorage` factory, or one only
   * Function Compute has (`FcModelStorage.nas()`, `FcModelStorage.ossMount()`). Another platform's
   * strategy does not compile here.
   */
  readonly storage: FcModelStorage;
}
