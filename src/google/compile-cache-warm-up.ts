import { createHash } from 'crypto';
import { Construct } from 'constructs';
import type { CloudRunV2Job } from '@cdktf/provider-google/lib/cloud-run-v2-job';
import { COMPILE_CACHE_WARM_UP_VARIABLE } from '../core/compile-cache/compile-cache-wrapper';
import { Duration } from '../core/duration';
import { ITerraformDependable } from '../core/framework';
import { lazyFromResolved, lazyValue } from '../core/lazy';
import { claimUniqueName } from '../core/contract/unique-names';
import { uniqueResourceName } from '../core/names';
import { EXECUTED_JOB_NAME_MAX } from './cloud-run-model-staging';
import { cloudRunV2JobBinding } from './lazy-bindings';
import { GOOGLE_STAGING_PROVIDER_CONSTRAINT, requireGoogleProviderConstraint } from './provider-version';

/**
 * Beyond the engine's start: a GPU instance and the serving image's pull, neither published as a
 * figure, and the cold compile the preset's deadline leaves out once `warmUp` is set (it counts the
 * cached figure for the serving instances). As on Amazon EKS.
 */
const START_ALLOWANCE = Duration.minutes(20);

/** Cloud Run's longest GPU task. */
const GPU_TASK_MAX_SECONDS = 12 * 3600;

/** A gcs volume of the serving template, with the mount options the bindings do not have. */
export interface WarmUpVolume {
  readonly name: string;
  readonly emptyDir?: { readonly medium?: string; readonly sizeLimit?: string };
  readonly gcs?: { readonly bucket: string; readonly readOnly?: boolean; readonly mountOptions?: string[] };
}

/** The serving container and template a warm-up job repeats. */
export interface CloudRunWarmUpInput {
  readonly region: string;
  readonly project?: string;
  readonly labels?: Record<string, string>;
  /** The serving resource's launch stage (`BETA` for a GPU in Preview), which the job needs too. */
  readonly launchStage?: string;
  readonly serviceAccountEmail: string;
  readonly gpuType: string;
  readonly gpuZonalRedundancyDisabled: boolean | unknown;
  readonly vpcAccess?: unknown;
  readonly volumes: readonly WarmUpVolume[];
  readonly container: {
    readonly name: string;
    readonly image: string;
    readonly command?: string[];
    readonly args?: string[];
    readonly volumeMounts?: Array<{ name: string; mountPath: string }>;
  };
  /** The serving container's environment, read at synth (variables added later included). */
  readonly environment: () => Record<string, string>;
  readonly limits: Record<string, string>;
  /** The engine preset's startup deadline. */
  readonly engineDeadline: Duration;
  readonly dependsOn: ITerraformDependable[];
}

/**
 * The compile cache's warm-up on Cloud Run (construct ID `CompileCacheWarmUp`): a Cloud Run job that
 * runs the serving container once, on the same GPU, image, identity, volumes and network, with
 * `GPUM_COMPILE_CACHE_WARM_UP=1`, so that the wrapper writes the cache back, stops the engine and
 * ends. Apply executes it and waits for it (`run_execution_token`, a hash of the job's container and
 * volumes: a new revision, engine version, image or environment runs it again, an unchanged one does
 * not), and the service or worker pool is applied after it.
 */
export function addWarmUpJob(scope: Construct, input: CloudRunWarmUpInput): CloudRunV2Job {
  requireGoogleProviderConstraint(scope, GOOGLE_STAGING_PROVIDER_CONSTRAINT);
  const name = `warm-${uniqueResourceName(scope, { maxLength: EXECUTED_JOB_NAME_MAX - 5, lowerCase: true })}`
    .replace(/[-_]+$/, '')
    .replace(/_/g, '-');
  claimUniqueName(
    scope,
    { kind: 'Cloud Run job name', within: `${input.project ?? ''}/${input.region}`, code: 'GPUM-CR-NAME-DUPLICATE' },
    name,
  );
  // Cloud Run takes a GPU task of up to 12 hours (beyond one hour in Preview: "Set task timeout for jobs").
  const seconds = Math.min(Math.ceil(input.engineDeadline.plus(START_ALLOWANCE).toSeconds()), GPU_TASK_MAX_SECONDS);
  const env = lazyValue(() =>
    Object.entries({ ...input.environment(), [COMPILE_CACHE_WARM_UP_VARIABLE]: '1' }).map(([n, value]) => ({ name: n, value })),
  );
  const container = { ...input.container, env: env as any, resources: { limits: input.limits } };
  const volumes = input.volumes.map((v) => ({
    name: v.name,
    emptyDir: v.emptyDir,
    gcs: v.gcs && { bucket: v.gcs.bucket, readOnly: v.gcs.readOnly },
  }));
  const template = {
    taskCount: 1,
    labels: input.labels,
    template: {
      serviceAccount: input.serviceAccountEmail,
      // One attempt: a failed warm-up fails the apply, visibly, rather than start a second GPU.
      maxRetries: 0,
      timeout: `${seconds}s`,
      // Cloud Storage volumes need the second-generation environment.
      executionEnvironment: 'EXECUTION_ENVIRONMENT_GEN2',
      nodeSelector: { accelerator: input.gpuType },
      gpuZonalRedundancyDisabled: input.gpuZonalRedundancyDisabled as any,
      vpcAccess: input.vpcAccess as any,
      volumes,
      containers: [container],
    },
  };
  const job = new (cloudRunV2JobBinding().CloudRunV2Job)(scope, 'CompileCacheWarmUp', {
    name,
    location: input.region,
    project: input.project,
    deletionProtection: false,
    launchStage: input.launchStage,
    labels: input.labels,
    template,
    timeouts: { create: `${seconds + 60}s`, update: `${seconds + 60}s` },
    dependsOn: input.dependsOn,
  });
  input.volumes.forEach((volume, index) => {
    if (volume.gcs?.mountOptions) job.addOverride(`template.template.volumes.${index}.gcs.mount_options`, volume.gcs.mountOptions);
  });
  // Not in the 6.50 bindings (GA in 7.42.0): apply executes the job and waits until it completes.
  // The token covers everything an update would send (the whole template, its mount options, labels
  // and launch stage): an update with a token already used fails ("already exists").
  const fingerprint = lazyFromResolved(
    { template, volumes: input.volumes, labels: input.labels, launchStage: input.launchStage },
    (resolved) => createHash('sha256').update(JSON.stringify(resolved)).digest('hex').slice(0, 24),
  );
  job.addOverride('run_execution_token', fingerprint);
  return job;
}
