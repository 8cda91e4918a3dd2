import { Construct } from 'constructs';
import type { CloudRunStagingOptions } from './cloud-run-platform-props';
import type { CloudRunV2Job, CloudRunV2JobTemplateTemplateContainersEnv } from '@cdktf/provider-google/lib/cloud-run-v2-job';
import type { SecretManagerSecretIamMember } from '@cdktf/provider-google/lib/secret-manager-secret-iam-member';
import { ServiceAccount } from '@cdktf/provider-google/lib/service-account';
import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { GpuModelChecks } from '../core/checks/gpu-model-checks';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { ITerraformDependable, TerraformProvider } from '../core/framework';
import { ModelArtifact } from '../core/model-artifact';
import { uniqueResourceName } from '../core/names';
import { Size } from '../core/size';
import { CloudProvider, StagingEstimator, StagingJobSpec, StagingMarker, StagingProgram } from '../core/staging';
import { checkRetainRevisions } from '../core/staging/retention';
import { checkStagingConcurrency } from '../core/staging/staging-job-spec';
import { AdvicePlatform } from '../core/storage-advice/workload';
import { isResolved } from '../core/tokens';
import {
  checkBucketName,
  checkLocation,
  checkNumber,
  claimStagingDestination,
  claimUniqueName,
  escapeTerraformTemplates,
  escapeUserText,
  useProvider,
} from '../core/contract';
import { CLOUD_RUN_LOCATION, GCS_BUCKET_NAMES } from './contract';
import { CPU_MEMORY_TABLE, cpuAllowsMemory, cpuMemoryRange } from './cpu-memory';
import { modelPrefixCondition } from './model-bucket';
import { GOOGLE_STAGING_PROVIDER_CONSTRAINT, requireGoogleProviderConstraint } from './provider-version';
import { cloudRunV2JobBinding, secretManagerSecretIamMemberBinding } from './lazy-bindings';
import { STAGING_DESTINATION_MOUNT, STAGING_SOURCE_MOUNT } from '../core/staging/mount-dirs';
import { checkConstructId } from '../core/contract/construct-id';
import { checkLabels } from './labels';
import { checkProjectId } from './project-id';
import { checkGoogleProvider } from './provider-project';
import { checkStagingImage } from './staging-image';
import { checkStagingWriteMemory } from './staging-write-memory';
import { warnStagingTimeoutShort } from '../core/staging/staging-timeout';

/** The role the staging identity gets on a `gs://` source's prefix. */
const SOURCE_READER_ROLE = 'roles/storage.objectViewer';
/** The role the staging identity gets on the model's prefix: create, read, list and delete objects. */
export const MODEL_WRITER_ROLE = 'roles/storage.objectUser';
/**
 * A job apply executes (`run_execution_token`): its name and the 24-hex token together name the
 * execution, which stays under 63 characters. Staging and the compile cache warm-up share it.
 */
export const EXECUTED_JOB_NAME_MAX = 63 - 24 - 1;
/** The task's memory when not set. */
const DEFAULT_MEMORY = Size.gibibytes(16);
/** Cloud Run's per-task timeout maximum (168 h). */
const MAX_TASK_SECONDS = 168 * 3600;

/** Properties of {@link CloudRunModelStaging}. */
export interface CloudRunModelStagingProps extends CloudRunStagingOptions {
  /** The model to stage: its `source` is a hub (Hugging Face or ModelScope) or a `gs://` prefix. */
  readonly model: ModelArtifact;

  /** The region of the job (the bucket's, for a fast copy). */
  readonly region: string;

  /**
   * The project of the job and its service account.
   * @default - the provider's project
   */
  readonly project?: string;

  /** The Cloud Storage bucket the model is staged into, under `<storagePath>/<revision>/`. */
  readonly bucketName: string;

  /**
   * The job's name (at most 38 characters: the execution token adds 24).
   * @default - `stage-` and a name derived from the construct path
   */
  readonly name?: string;

  /**
   * Labels of the job and its service account.
   * @default - none
   */
  readonly labels?: Record<string, string>;

  /**
   * The google provider, when the stack has several.
   * @default - the stack's default google provider
   */
  readonly provider?: TerraformProvider;

  /**
   * Resources the job is created after (the bucket, for example).
   * @default - none
   */
  readonly dependsOn?: ITerraformDependable[];
}

/**
 * Copies a model from Hugging Face or ModelScope into a Cloud Storage bucket once, during
 * `terraform apply`: a Cloud Run job (`google_cloud_run_v2_job`) with the bucket mounted read-write
 * through Cloud Storage FUSE at the model's `storagePath` (`only-dir`), executed and awaited through
 * `run_execution_token` (its fingerprint: a new source or program runs it again, an unchanged one
 * does nothing). The staging program writes `<storagePath>/<revision>/`, the marker last.
 *
 * Each file is written once under its final name and the marker in place (`GPUM_STAGE_RESUME=false`):
 * a FUSE rename of a multi-gigabyte object is a copy, and an append rewrites it. The job runs as its
 * own service account with `roles/storage.objectUser` on the bucket, conditioned on the model's
 * prefix; the hub token comes from Secret Manager through `secret_key_ref`, never a plain value.
 * It reaches the hub over Cloud Run's default internet egress (no VPC connector).
 *
 * `CloudRunGpuWorkload` creates one (ID `Staging`) when its model has a source; use this construct
 * alone to stage for a server that runs elsewhere.
 *
 * A `gs://` source (`ModelSource.objectStorage`) is mounted read-only by a second Cloud Storage
 * volume (`only-dir=<prefix>`), and the service account gets `roles/storage.objectViewer` on that
 * bucket conditioned on the prefix; a source overlapping the destination is refused
 * (GPUM-CR-STAGING-SOURCE), another cloud's bucket too (GPUM-SOURCE-CLOUD). With
 * `retainRevisions`, the job deletes older revisions it staged once the new one is complete.
 *
 * Child IDs: `ServiceAccount`, `WriterGrant`, `SourceGrant` (a bucket source), `TokenAccessor`, `Job`. The stack's google provider
 * constraint becomes `>= 7.42.0, < 8.0.0` (`run_execution_token` is GA from 7.42.0).
 */
export class CloudRunModelStaging extends Construct {
  /** The job's name. */
  public readonly jobName: string;
  /** The execution token (`<job>-<token>` names the execution that apply waits for). */
  public readonly executionToken: string;
  /** The revision's prefix in the bucket (`<storagePath>/<revision>`), without a trailing slash. */
  public readonly stagedPath: string;
  /** The program's settings, paths and fingerprint. */
  public readonly spec: StagingJobSpec;
  /** The staging service account (escape hatch). */
  public readonly serviceAccount: ServiceAccount;
  /** The write grant on the model's prefix. */
  public readonly writerGrant: StorageBucketIamMember;
  /**
   * The read grant on a `gs://` source's prefix.
   * @default - none: a hub source
   */
  public readonly sourceGrant?: StorageBucketIamMember;
  /** The job (escape hatch): the serving resource depends on it. */
  public readonly job: CloudRunV2Job;
  /** How long apply waits. */
  public readonly timeout: Duration;

  constructor(scope: Construct, id: string, props: CloudRunModelStagingProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-CR-CONSTRUCT-ID'));
    checkLabels(this, props.labels);
    checkGoogleProvider(this, props.provider);
    checkProjectId(this, 'project', props.project);
    const model = props.model;
    const source = model.source;
    const fail = (why: string, value: string, fix: string) =>
      new ValidationError('GPUM-CR-STAGING-SOURCE', `model "${model.name}" ${why}`, this, { property: 'model.source', value, fix });
    if (source.isPreStaged)
      throw fail('is pre-staged: CloudRunModelStaging has nothing to copy', 'pre-staged', 'give the model a hub source');
    source.checkCloud(this, CloudProvider.GOOGLE_CLOUD);
    const sourceLocation = source.location;
    if (sourceLocation?.overlaps(props.bucketName, model.storagePath)) {
      throw fail(
        `is copied from ${sourceLocation.uri}, which overlaps its destination gs://${props.bucketName}/${model.storagePath}/: the copy would read its own output`,
        sourceLocation.uri,
        `a source prefix outside ${model.storagePath}/ (or a storagePath outside ${sourceLocation.prefix}/)`,
      );
    }
    const retainRevisions = checkRetainRevisions(props.retainRevisions, this);
    const concurrency = checkStagingConcurrency(props.concurrency, this);
    const token = source.token;
    if (token && (token.googleSecret === undefined || token.googleSecretVersion === undefined)) {
      throw new ValidationError(
        'GPUM-CR-STAGING-TOKEN',
        `the hub token of model "${model.name}" is a Terraform reference: Cloud Run's secret_key_ref needs the secret and its version apart, known at synth`,
        this,
        { property: 'model.source.token', value: token.toString(), fix: 'give projects/<project>/secrets/<secret>/versions/<n> as text' },
      );
    }
    checkLocation(this, CLOUD_RUN_LOCATION, { region: props.region, regionProperty: 'region' });
    checkBucketName(this, GCS_BUCKET_NAMES, 'bucketName', props.bucketName);
    requireGoogleProviderConstraint(this, GOOGLE_STAGING_PROVIDER_CONSTRAINT);

    const name =
      props.name ??
      `stage-${uniqueResourceName(this, { maxLength: EXECUTED_JOB_NAME_MAX - 6, lowerCase: true })}`
        .replace(/[-_]+$/, '')
        .replace(/_/g, '-');
    if (isResolved(name) && !new RegExp(`^[a-z]([-a-z0-9]{0,${EXECUTED_JOB_NAME_MAX - 2}}[a-z0-9])?$`).test(name)) {
      throw new ValidationError(
        'GPUM-CR-NAME',
        `staging job name "${name}" is not valid: up to ${EXECUTED_JOB_NAME_MAX} lower-case letters, digits and hyphens, starting with a letter`,
        this,
        {
          property: 'name',
          value: name,
          fix: `at most ${EXECUTED_JOB_NAME_MAX} characters (the execution token adds 24)`,
        },
      );
    }
    // Job names are unique in a project and region: a second job of the same name fails at apply.
    claimUniqueName(
      this,
      { kind: 'Cloud Run job name', within: `${props.project ?? ''}/${props.region}`, code: 'GPUM-CR-NAME-DUPLICATE' },
      name,
    );
    this.jobName = name;
    this.spec = StagingJobSpec.forModel(model, {
      storagePathDirectory: STAGING_DESTINATION_MOUNT,
      jobName: `Cloud Run job ${name}`,
      sourceDirectory: sourceLocation ? STAGING_SOURCE_MOUNT : undefined,
      concurrency,
      resumable: false,
      retainRevisions,
    });
    this.executionToken = this.spec.fingerprint;
    this.stagedPath = this.spec.stagedPath;
    claimStagingDestination(this, {
      cloud: CloudProvider.GOOGLE_CLOUD,
      storeKind: 'Cloud Storage bucket',
      store: props.bucketName,
      stagedPath: this.stagedPath,
      content: model,
    });
    this.timeout = props.timeout ?? defaultTimeout(model.size);
    warnStagingTimeoutShort(this, model, this.timeout, {
      code: 'GPUM-CR-STAGING-TIMEOUT',
      platform: AdvicePlatform.GOOGLE_CLOUD_RUN,
      platformName: 'Cloud Run',
      atDeadline: 'the task and apply give up',
      maxSeconds: MAX_TASK_SECONDS,
      defaultText: 'four times the estimate, at least one hour',
    });
    const seconds = Math.ceil(this.timeout.toSeconds());
    if (seconds > MAX_TASK_SECONDS) {
      throw new ValidationError(
        'GPUM-CR-STAGING-TIMEOUT',
        `staging timeout ${seconds}s is past Cloud Run's task limit of 168 hours`,
        this,
        {
          property: 'timeout',
          value: `${seconds}s`,
          fix: 'give at most Duration.hours(168)',
        },
      );
    }

    const resources = taskResources(this, props.cpu, props.memory);
    checkStagingWriteMemory(this, { model, memory: props.memory ?? DEFAULT_MEMORY, concurrency: concurrency ?? 4 });

    this.serviceAccount = new ServiceAccount(this, 'ServiceAccount', {
      accountId: uniqueResourceName(this, { maxLength: 30, lowerCase: true }).replace(/_/g, '-'),
      displayName: `Stages model ${model.name}`.slice(0, 100),
      description:
        `Writes gs://${isResolved(props.bucketName) ? props.bucketName : '<bucket>'}/${model.objectPrefix} (cdktf-gpu-models)`.slice(
          0,
          256,
        ),
      project: props.project,
    });
    const email = this.serviceAccount.email;
    const condition = modelPrefixCondition(props.bucketName, model.objectPrefix);
    this.writerGrant = new StorageBucketIamMember(this, 'WriterGrant', {
      bucket: props.bucketName,
      role: MODEL_WRITER_ROLE,
      member: `serviceAccount:${email}`,
      condition: {
        title: 'model prefix only',
        description: condition.description.replace(/^Reads objects/, 'Writes objects'),
        expression: condition.expression,
      },
    });
    const after: ITerraformDependable[] = [...(props.dependsOn ?? []), this.writerGrant];
    if (sourceLocation) {
      // Read-only on the source prefix, conditioned as the serving grant is: list the bucket, read the prefix.
      const sourceCondition = modelPrefixCondition(sourceLocation.bucket, `${sourceLocation.prefix}/`);
      this.sourceGrant = new StorageBucketIamMember(this, 'SourceGrant', {
        bucket: sourceLocation.bucket,
        role: SOURCE_READER_ROLE,
        member: `serviceAccount:${email}`,
        condition: {
          title: 'source prefix only',
          description: sourceCondition.description.replace('the model prefix', 'the source prefix'),
          expression: sourceCondition.expression,
        },
      });
      after.push(this.sourceGrant);
    }
    const env: CloudRunV2JobTemplateTemplateContainersEnv[] = Object.entries(this.spec.environment).map(([n, value]) => ({
      name: n,
      value: escapeTerraformTemplates(value),
    }));
    if (token) {
      const accessor: SecretManagerSecretIamMember = new (secretManagerSecretIamMemberBinding().SecretManagerSecretIamMember)(
        this,
        'TokenAccessor',
        {
          secretId: token.googleSecret!,
          role: 'roles/secretmanager.secretAccessor',
          member: `serviceAccount:${email}`,
        },
      );
      after.push(accessor);
      env.push({
        name: this.spec.tokenEnvironmentVariable!,
        valueSource: { secretKeyRef: { secret: token.googleSecret!, version: token.googleSecretVersion! } },
      });
    }

    checkStagingImage(this, props.image);
    const image = escapeUserText(this, props.image ?? StagingProgram.DEFAULT_IMAGE, 'image');
    this.job = new (cloudRunV2JobBinding().CloudRunV2Job)(this, 'Job', {
      name,
      location: props.region,
      project: props.project,
      deletionProtection: false,
      labels: props.labels,
      template: {
        taskCount: 1,
        labels: props.labels,
        template: {
          serviceAccount: email,
          maxRetries: 1,
          timeout: `${seconds}s`,
          // Cloud Storage volumes need the second-generation environment.
          executionEnvironment: 'EXECUTION_ENVIRONMENT_GEN2',
          containers: [
            {
              name: 'stage-model',
              image,
              command: StagingProgram.inlineCommand().map(escapeTerraformTemplates),
              env,
              resources: { limits: resources },
              volumeMounts: [
                { name: 'model', mountPath: STAGING_DESTINATION_MOUNT },
                ...(sourceLocation ? [{ name: 'source', mountPath: STAGING_SOURCE_MOUNT }] : []),
              ],
            },
          ],
          volumes: [
            { name: 'model', gcs: { bucket: props.bucketName, readOnly: false } },
            ...(sourceLocation ? [{ name: 'source', gcs: { bucket: sourceLocation.bucket, readOnly: true } }] : []),
          ],
        },
      },
      timeouts: { create: `${seconds}s`, update: `${seconds}s` },
      dependsOn: after,
    });
    // Neither is in the 6.50 bindings: `run_execution_token` (GA in 7.42.0) makes apply execute the
    // job and wait until the execution completes; gcsfuse's `only-dir` (mount_options, GA in 7.4.0)
    // mounts the model's storagePath alone.
    this.job.addOverride('run_execution_token', this.executionToken);
    this.job.addOverride('template.template.volumes.0.gcs.mount_options', [`only-dir=${model.storagePath}`]);
    if (sourceLocation) this.job.addOverride('template.template.volumes.1.gcs.mount_options', [`only-dir=${sourceLocation.prefix}`]);
    // The serving rules do not fit the one job that writes the model: say why, where the checks report it.
    const writes = 'the staging job writes the model into its prefix once; the serving side mounts it read-only';
    GpuModelChecks.suppress(this.job, 'GPUM-CHECK-MOUNT-WRITABLE', writes);
    GpuModelChecks.suppress(this.job, 'GPUM-CHECK-GCS-CACHE', `${writes}, and a write-once copy has nothing to cache`);
    GpuModelChecks.suppress(
      this.job,
      'GPUM-CHECK-GCS-EGRESS',
      "the staging job reaches the hub over default internet egress; its Cloud Storage writes take Google's network, and its start-up time does not matter",
    );
    GpuModelChecks.suppress(
      this.writerGrant,
      'GPUM-CHECK-GRANT-SCOPE',
      `the staging identity writes the model: ${MODEL_WRITER_ROLE}, conditioned on the model's prefix, for its own service account only`,
    );
    useProvider(this, props.provider);
  }

  /**
   * The `sh` snippet the serving side runs before the model loads, in the directory where it sees
   * the staged revision: it checks the marker and each file's size, and fails with one line naming
   * this job and its execution.
   */
  public waitScript(directory: string, timeout?: Duration): string {
    const seconds = timeout?.toSeconds();
    if (seconds !== undefined && !(Number.isFinite(seconds) && seconds >= 1 && seconds <= MAX_TASK_SECONDS)) {
      const fix = `give a wait of 1 s to 168 hours, such as Duration.minutes(5), or leave it out (60 s)`;
      throw new ValidationError(
        'GPUM-CR-STAGING-WAIT',
        `waitScript timeout ${seconds} s cannot wait for the staging marker: ${fix}`,
        this,
        {
          property: 'timeout',
          value: `${seconds} s`,
          fix,
        },
      );
    }
    return StagingMarker.waitScript({
      directory,
      jobName: `${this.jobName} (execution ${this.jobName}-${this.executionToken}: gcloud run jobs executions describe ${this.jobName}-${this.executionToken})`,
      timeout,
    });
  }
}

/**
 * The task's vCPUs and memory, as Cloud Run jobs take them: a vCPU count of its table (1, 2, 4, 6 or
 * 8) and a memory inside that count's range, or the deploy fails.
 */
function taskResources(scope: Construct, cpu: number | undefined, memory: Size | undefined): { cpu: string; memory: string } {
  const cpuCount = checkNumber(scope, 'cpu', cpu, { code: 'GPUM-CR-STAGING-RESOURCES', min: 1, max: 8, integer: true }) ?? 4;
  const range = cpuMemoryRange(cpuCount);
  if (!range) {
    const counts = CPU_MEMORY_TABLE.map((row) => row.cpu).join(', ');
    throw new ValidationError(
      'GPUM-CR-STAGING-RESOURCES',
      `staging cpu ${cpuCount} is not a vCPU count Cloud Run jobs take: ${counts}`,
      scope,
      {
        property: 'cpu',
        value: String(cpuCount),
        fix: `one of ${counts}`,
      },
    );
  }
  const taskMemory = memory ?? DEFAULT_MEMORY;
  if (!cpuAllowsMemory(cpuCount, taskMemory)) {
    const fitting = CPU_MEMORY_TABLE.find((row) => cpuAllowsMemory(row.cpu, taskMemory));
    throw new ValidationError(
      'GPUM-CR-STAGING-RESOURCES',
      `staging memory ${taskMemory} is outside what ${cpuCount} vCPU allow on Cloud Run (${range.minMemory} to ${range.maxMemory}); Cloud Run rejects the job`,
      scope,
      {
        property: 'memory',
        value: String(taskMemory),
        fix: fitting
          ? `cpu ${fitting.cpu} (${fitting.minMemory} to ${fitting.maxMemory}), or memory from ${range.minMemory} to ${range.maxMemory}`
          : `memory of at most ${CPU_MEMORY_TABLE[CPU_MEMORY_TABLE.length - 1].maxMemory} (8 vCPU)`,
      },
    );
  }
  return { cpu: String(cpuCount), memory: taskMemory.toKubernetesQuantity() };
}

function defaultTimeout(size: Size): Duration {
  const estimate = StagingEstimator.estimate({ platform: AdvicePlatform.GOOGLE_CLOUD_RUN, modelSize: size });
  return Duration.seconds(Math.max(3600, Math.ceil(estimate.seconds * 4)));
}
