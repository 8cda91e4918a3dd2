import { createHash } from 'crypto';
import type { JobV1 } from '@cdktf/provider-kubernetes/lib/job-v1';
import { DataAwsPartition } from '@cdktf/provider-aws/lib/data-aws-partition';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { Construct } from 'constructs';
import { addSynthCheck, addWarning } from '../core/advice';
import { GpuModelChecks } from '../core/checks/gpu-model-checks';
import { Duration } from '../core/duration';
import { ValidationError } from '../core/errors';
import { ITerraformDependable, TerraformProvider, TerraformResource } from '../core/framework';
import { ModelArtifact } from '../core/model-artifact';
import { uniqueResourceName } from '../core/names';
import { Size } from '../core/size';
import { CloudProvider, StagingEstimator, StagingJobSpec, StagingMarker, StagingProgram } from '../core/staging';
import { warnStagingTimeoutShort } from '../core/staging/staging-timeout';
import { checkRetainRevisions } from '../core/staging/retention';
import { checkStagingConcurrency } from '../core/staging/staging-job-spec';
import { AdvicePlatform } from '../core/storage-advice/workload';
import { isUnresolved } from '../core/tokens';
import {
  checkBucketName,
  checkLocation,
  checkNumber,
  checkPolicyIdentifier,
  claimStagingDestination,
  claimUniqueName,
  escapeTerraformTemplates,
  escapeUserText,
  useProvider,
} from '../core/contract';
import { appNodePools } from './app-node-pools';
import { checkBucketArn } from './model-bucket';
import { checkEksConstructId, checkEksProvider, EKS_LOCATION, S3_BUCKET_NAMES } from './contract';
import { checkImageReference } from './image-reference';
import { ManifestBackend } from './manifest-backend';
import { EksModelDownloader } from './model-downloader';
import { modelWriter } from './model-writer';
import { checkAwsTags, checkClusterName, checkDnsLabel, checkPositiveSize } from './node-class-checks';
import { pruneUndefined } from './objects';
import { binaryQuantity, cpuQuantity } from './quantities';
import { s3PersistentVolume, s3PersistentVolumeClaim, serviceAccountManifest, workloadLabels } from './workload-manifests';
import { configMapV1Binding, jobV1Binding } from './lazy-bindings';
import { STAGING_DESTINATION_MOUNT, STAGING_SOURCE_MOUNT } from '../core/staging/mount-dirs';
import { requireAwsProviderConstraint } from './provider-version';

/** The program's directory (the ConfigMap volume). */
const PROGRAM_DIR = '/opt/gpum';
/** The in-memory volume the hub token is written to by the init container. */
const TOKEN_DIR = '/var/run/gpum-token';
const TOKEN_FILE = `${TOKEN_DIR}/token`;
/** Job names carry the 24-hex fingerprint after a `-`: the rest of a 63-character label. */
const BASE_MAX = 63 - 25;

/** Properties of {@link EksModelStaging}. */
export interface EksModelStagingProps {
  /** The model to stage: its `source` must not be pre-staged. */
  readonly model: ModelArtifact;

  /** The EKS cluster's name (Pod Identity association). */
  readonly clusterName: string;

  /** The cluster's and the bucket's region (Mountpoint's `region`). */
  readonly region: string;

  /** The S3 bucket the model is staged into, under `<storagePath>/<revision>/`. */
  readonly bucketName: string;

  /**
   * The bucket's ARN, when known (a bucket of the same stack).
   * @default - `arn:<partition>:s3:::<bucketName>`
   */
  readonly bucketArn?: string;

  /**
   * For an `s3://` source (`ModelSource.objectStorage`): the source bucket's region (Mountpoint's
   * `region` for the read-only source volume).
   * @default - `region`
   */
  readonly sourceRegion?: string;

  /**
   * For an `s3://` source: a customer-managed KMS key the source bucket encrypts with (the staging
   * role gets kms:Decrypt on it).
   * @default - none (SSE-S3)
   */
  readonly sourceKmsKeyArn?: string;

  /**
   * How many completed revisions to keep under the model's `storagePath`, the one just staged
   * included: after the marker is written, the Job deletes the older revisions it staged itself
   * (through the volume's `allow-delete`). Directories without the program's marker are never
   * touched. 1 warns (GPUM-STAGING-RETAIN-ONE): the revision still being served goes before the
   * rollout.
   * @default - every revision is kept
   */
  readonly retainRevisions?: number;

  /**
   * The namespace of the staging job and its objects.
   * @default 'default'
   */
  readonly namespace?: string;

  /**
   * The base of the Job's, ServiceAccount's and volume's names (a DNS label of at most 38
   * characters); the Job's name adds `-<fingerprint>` so that a new source or program runs again.
   * @default - `stage-` and a name derived from the construct path
   */
  readonly name?: string;

  /**
   * The public image the program runs in: any image with Node.js 18 or later and `sh`.
   * @default StagingProgram.DEFAULT_IMAGE (pinned tag, see there)
   */
  readonly image?: string;

  /**
   * The AWS CLI v2 image of the init container that reads the hub token from Secrets Manager
   * (only with a token). EKS Pod Identity needs AWS CLI 2.15.0 or later.
   * @default EksModelDownloader.DEFAULT_AWS_CLI_IMAGE
   */
  readonly awsCliImage?: string;

  /**
   * How long `terraform apply` waits for the Job (its create and update timeouts), and the Job's
   * `activeDeadlineSeconds`. Under a minute is refused; shorter than the staging estimate warns
   * (GPUM-EKS-STAGING-TIMEOUT).
   * @default - four times StagingEstimator's figure for EKS, at least one hour
   */
  readonly timeout?: Duration;

  /**
   * Files downloaded at once.
   * @default 4
   */
  readonly concurrency?: number;

  /**
   * vCPUs requested for the staging container.
   * @default 1
   */
  readonly cpu?: number;

  /**
   * Memory requested for (and limiting) the staging container.
   * @default Size.gibibytes(2)
   */
  readonly memory?: Size;

  /**
   * Node labels the staging pod must run on (a CPU node group or NodePool).
   * @default - any node outside `avoidNodePools`
   */
  readonly nodeSelector?: { [key: string]: string };

  /**
   * Karpenter NodePools the staging pod must never run on: the GPU pools. It requests no GPU and
   * tolerates no taint either.
   * @default - none beyond the taints that keep pods off GPU nodes
   */
  readonly avoidNodePools?: string[];

  /**
   * A customer-managed KMS key the bucket encrypts with (the writer gets kms:Decrypt and kms:GenerateDataKey on it).
   * @default - none (SSE-S3)
   */
  readonly kmsKeyArn?: string;

  /**
   * How the ServiceAccount and the volume are applied.
   * @default ManifestBackend.kubernetesManifest()
   */
  readonly manifestBackend?: ManifestBackend;

  /**
   * The hashicorp/kubernetes provider of the Job and the program's ConfigMap (`kubernetes_job_v1`,
   * `kubernetes_config_map_v1`).
   * @default - the stack's default `kubernetes` provider
   */
  readonly kubernetesProvider?: TerraformProvider;

  /**
   * The aws provider of the role and the Pod Identity association.
   * @default - the stack's default aws provider
   */
  readonly provider?: TerraformProvider;

  /**
   * Resources the staging objects are applied after (a namespace, the bucket's settings).
   * @default - none
   */
  readonly dependsOn?: ITerraformDependable[];

  /**
   * Tags of the role and the association.
   * @default - none
   */
  readonly tags?: Record<string, string>;
}

/**
 * Copies a model from its source (Hugging Face, ModelScope, or an S3 prefix) into an S3 bucket once,
 * inside the cluster, during `terraform apply`: a Kubernetes Job (`kubernetes_job_v1` with
 * `wait_for_completion`) that runs the staging program on a CPU node and writes through a read-write
 * Mountpoint for S3 volume into `<storagePath>/<revision>/`, the completion marker last.
 *
 * Mountpoint writes each file once, sequentially, and cannot rename or append, so the program runs
 * with `GPUM_STAGE_RESUME=false`: an interrupted file restarts from zero under its final name
 * (`allow-overwrite`), a stale marker or a refused file is deleted (`allow-delete`), and the marker
 * is written in place, completed by fsync. The staging identity (its own ServiceAccount and Pod
 * Identity role) may write only under `<storagePath>/`; the hub token is read from AWS Secrets
 * Manager by an init container into an in-memory volume, and only the secret's ARN is in the
 * configuration.
 *
 * `EksGpuWorkload` creates one (ID `Staging`) when its model has a source; use this construct alone
 * to stage for a server that runs elsewhere.
 *
 * An `s3://` source (`ModelSource.objectStorage`) is mounted read-only by a second Mountpoint volume
 * of its prefix, and the role may only list and read that prefix; a source overlapping the
 * destination is refused (GPUM-EKS-STAGING-SOURCE), another cloud's bucket too (GPUM-SOURCE-CLOUD).
 * With `retainRevisions`, the Job deletes older revisions it staged once the new one is complete.
 *
 * Child IDs: `ServiceAccount`, `WriterRole`, `WriterPolicy`, `PodIdentityAssociation`, `Program`
 * (ConfigMap), `Volume`, `VolumeClaim`, `Job`; `Partition` without `bucketArn` or with a bucket
 * source; `SourceVolume`, `SourceVolumeClaim` for a bucket source.
 */
export class EksModelStaging extends Construct {
  /** The Job's name (`<name>-<fingerprint>`), which the serving side's failure line names. */
  public readonly jobName: string;
  /** The namespace of the Job. */
  public readonly namespace: string;
  /** The staging ServiceAccount's name. */
  public readonly serviceAccountName: string;
  /** The revision's prefix in the bucket (`<storagePath>/<revision>`), without a trailing slash. */
  public readonly stagedPath: string;
  /** The program's settings, paths and fingerprint. */
  public readonly spec: StagingJobSpec;
  /** The Pod Identity role that writes the model's prefix (escape hatch). */
  public readonly writerRole: IamRole;
  /** The Job (escape hatch): serving resources depend on it. */
  public readonly job: JobV1;
  /** How long apply waits for the Job. */
  public readonly timeout: Duration;

  constructor(scope: Construct, id: string, props: EksModelStagingProps) {
    super(scope, checkEksConstructId(scope, id));
    const model = props.model;
    if (model.source.isPreStaged) {
      throw new ValidationError(
        'GPUM-EKS-STAGING-SOURCE',
        `model "${model.name}" is pre-staged: EksModelStaging has nothing to copy`,
        this,
        {
          property: 'model.source',
          value: 'pre-staged',
          fix: 'give the model a source: ModelSource.huggingFace(...), modelScope(...) or objectStorage(...)',
        },
      );
    }
    model.source.checkCloud(this, CloudProvider.AWS);
    const sourceLocation = model.source.location;
    if (sourceLocation?.overlaps(props.bucketName, model.storagePath)) {
      throw new ValidationError(
        'GPUM-EKS-STAGING-SOURCE',
        `model "${model.name}" is copied from ${sourceLocation.uri}, which overlaps its destination s3://${props.bucketName}/${model.storagePath}/: the copy would read its own output`,
        this,
        {
          property: 'model.source',
          value: sourceLocation.uri,
          fix: `a source prefix outside ${model.storagePath}/ (or a storagePath outside ${sourceLocation.prefix}/)`,
        },
      );
    }
    const retainRevisions = checkRetainRevisions(props.retainRevisions, this);
    const concurrency = checkStagingConcurrency(props.concurrency, this);
    checkEksProvider(this, 'provider', props.provider, 'aws');
    checkEksProvider(this, 'kubernetesProvider', props.kubernetesProvider, 'kubernetes');
    checkLocation(this, EKS_LOCATION, { region: props.region, regionProperty: 'region', provider: props.provider });
    checkBucketName(this, S3_BUCKET_NAMES, 'bucketName', props.bucketName);
    if (props.bucketArn !== undefined) checkBucketArn(this, 'bucketArn', props.bucketArn, props.bucketName);
    checkClusterName(this, 'clusterName', props.clusterName);
    checkAwsTags(this, props.tags);
    if (props.memory !== undefined) checkPositiveSize(this, 'GPUM-EKS-MEMORY', 'memory', props.memory);
    checkStagingPlacement(this, props.nodeSelector, props.avoidNodePools);
    checkSelectedPoolAtSynth(this, props.nodeSelector, props.clusterName);
    checkPolicyIdentifier(this, 'GPUM-EKS-KMS-KEY', 'kmsKeyArn', props.kmsKeyArn);
    checkPolicyIdentifier(this, 'GPUM-EKS-KMS-KEY', 'sourceKmsKeyArn', props.sourceKmsKeyArn);
    checkNumber(this, 'cpu', props.cpu, { code: 'GPUM-EKS-CPU', min: 0.001, unit: 'vCPUs' });
    if (props.sourceRegion !== undefined) checkLocation(this, EKS_LOCATION, { region: props.sourceRegion, regionProperty: 'sourceRegion' });
    this.namespace = props.namespace ?? 'default';
    checkDnsLabel(this, 'namespace', this.namespace);
    const base = props.name ?? `stage-${uniqueResourceName(this, { maxLength: BASE_MAX - 6, lowerCase: true })}`.replace(/-+$/, '');
    checkDnsLabel(this, 'name', base);
    if (!isUnresolved(base) && base.length > BASE_MAX) {
      throw new ValidationError(
        'GPUM-EKS-NAME',
        `name "${base}" is longer than ${BASE_MAX} characters: the Job adds -<24 hex digits>`,
        this,
        {
          property: 'name',
          value: base,
          fix: `at most ${BASE_MAX} characters`,
        },
      );
    }
    this.serviceAccountName = base;
    const sourceDirectory = sourceLocation ? STAGING_SOURCE_MOUNT : undefined;
    const fingerprintProbe = StagingJobSpec.forModel(model, {
      storagePathDirectory: STAGING_DESTINATION_MOUNT,
      sourceDirectory,
      jobName: base,
    });
    this.jobName = `${base}-${fingerprintProbe.fingerprint}`;
    const hasToken = model.source.token !== undefined;
    this.spec = StagingJobSpec.forModel(model, {
      storagePathDirectory: STAGING_DESTINATION_MOUNT,
      jobName: this.jobName,
      tokenFile: hasToken ? TOKEN_FILE : undefined,
      sourceDirectory,
      concurrency,
      resumable: false,
      retainRevisions,
    });
    this.stagedPath = this.spec.stagedPath;
    claimStagingDestination(this, {
      cloud: CloudProvider.AWS,
      storeKind: 'S3 bucket',
      store: props.bucketName,
      stagedPath: this.stagedPath,
      content: model,
    });
    this.timeout = props.timeout ?? defaultTimeout(model.size);
    checkStagingTimeout(this, this.timeout, model);

    const image = escapeUserText(this, props.image ?? StagingProgram.DEFAULT_IMAGE, 'image');
    checkImageReference(this, 'image', image);
    const cliImage = escapeUserText(this, props.awsCliImage ?? EksModelDownloader.DEFAULT_AWS_CLI_IMAGE, 'awsCliImage');
    if (hasToken) checkImageReference(this, 'awsCliImage', cliImage);

    let partition: DataAwsPartition | undefined;
    const partitionName = () => (partition ??= new DataAwsPartition(this, 'Partition', { provider: props.provider })).partition;
    const bucketArn = props.bucketArn ?? `arn:${partitionName()}:s3:::${props.bucketName}`;
    const writer = modelWriter(this, {
      clusterName: props.clusterName,
      namespace: this.namespace,
      serviceAccountName: this.serviceAccountName,
      bucketArn,
      prefix: model.storagePath,
      secretArn: model.source.token?.awsGrantResource,
      kmsKeyArn: props.kmsKeyArn,
      source: sourceLocation && {
        bucketArn: `arn:${partitionName()}:s3:::${sourceLocation.bucket}`,
        prefix: sourceLocation.prefix,
        kmsKeyArn: props.sourceKmsKeyArn,
      },
      tags: props.tags,
    });
    this.writerRole = writer.role;

    const backend = props.manifestBackend ?? ManifestBackend.kubernetesManifest();
    const after = [...(props.dependsOn ?? [])];
    const apply = (childId: string, manifest: Record<string, any>, extra: ITerraformDependable[] = []): TerraformResource =>
      backend.apply(this, childId, pruneUndefined(manifest), { dependsOn: [...after, ...extra] });
    const account = apply('ServiceAccount', serviceAccountManifest(this.serviceAccountName, this.namespace, base));

    // A read-write Mountpoint volume of the model's storagePath (the revision is a directory below).
    const volumeName = this.namespace === 'default' ? `${base}-stage` : `${base}-stage.${this.namespace}`;
    claimUniqueName(this, { kind: 'PersistentVolume name', within: props.clusterName, code: 'GPUM-EKS-PV-NAME-DUPLICATE' }, volumeName);
    const volume = {
      volumeName,
      claimName: volumeName,
      namespace: this.namespace,
      workload: base,
      bucketName: props.bucketName,
      region: props.region,
      prefix: model.objectPrefix,
      capacity: binaryQuantity(model.size),
      readWrite: true,
      mountOptions: [`region ${props.region}`, `prefix ${model.objectPrefix}`, 'allow-delete', 'allow-overwrite'],
    };
    const pv = apply('Volume', s3PersistentVolume(volume), [writer.association, writer.policy]);
    const pvc = apply('VolumeClaim', s3PersistentVolumeClaim(volume), [pv]);
    GpuModelChecks.suppress(
      pv,
      'GPUM-CHECK-MOUNT-WRITABLE',
      "the staging Job writes the model through this volume, with its own writer role scoped to the model's prefix; the serving volume is read-only",
    );
    const sourceClaims: TerraformResource[] = [];
    let sourceVolumeName: string | undefined;
    if (sourceLocation) {
      // The source prefix, read-only: the staging role may only list and read it.
      sourceVolumeName = this.namespace === 'default' ? `${base}-source` : `${base}-source.${this.namespace}`;
      claimUniqueName(
        this,
        { kind: 'PersistentVolume name', within: props.clusterName, code: 'GPUM-EKS-PV-NAME-DUPLICATE' },
        sourceVolumeName,
      );
      const sourceRegion = props.sourceRegion ?? props.region;
      const source = {
        volumeName: sourceVolumeName,
        claimName: sourceVolumeName,
        namespace: this.namespace,
        workload: base,
        bucketName: sourceLocation.bucket,
        region: sourceRegion,
        prefix: `${sourceLocation.prefix}/`,
        capacity: binaryQuantity(model.size),
        mountOptions: [`region ${sourceRegion}`, `prefix ${sourceLocation.prefix}/`, 'read-only'],
      };
      const sourcePv = apply('SourceVolume', s3PersistentVolume(source), [writer.association, writer.policy]);
      sourceClaims.push(apply('SourceVolumeClaim', s3PersistentVolumeClaim(source), [sourcePv]));
    }

    const program = new (configMapV1Binding().ConfigMapV1)(this, 'Program', {
      metadata: { name: `${base}-program`, namespace: this.namespace, labels: workloadLabels(base) },
      data: { [StagingProgram.FILE_NAME]: escapeTerraformTemplates(StagingProgram.source()) },
      provider: props.kubernetesProvider,
      dependsOn: after.length > 0 ? after : undefined,
    });

    const seconds = Math.ceil(this.timeout.toSeconds());
    const env = Object.entries(this.spec.environment).map(([name, value]) => ({ name, value: escapeTerraformTemplates(value) }));
    const memory = binaryQuantity(props.memory ?? Size.gibibytes(2));
    const tokenVolume = { name: 'hub-token', emptyDir: { medium: 'Memory', sizeLimit: '1Mi' } };
    const tokenMount = { name: 'hub-token', mountPath: TOKEN_DIR };
    const secretArn = model.source.token?.reference;
    const initContainer = hasToken
      ? [
          {
            name: 'read-hub-token',
            image: cliImage,
            command: [
              '/bin/sh',
              '-c',
              // The secret's value goes from Secrets Manager to a file in memory only: never an
              // environment variable, an argument or the log. A JSON key/value secret (the console's
              // default) is written as it is: the program takes the token's key out of it, or fails
              // naming the keys it found.
              `umask 077 && aws secretsmanager get-secret-value --region "$GPUM_SECRET_REGION" --secret-id "$GPUM_SECRET_ARN" --query SecretString --output text > ${TOKEN_FILE}`,
            ],
            env: [
              { name: 'GPUM_SECRET_ARN', value: secretArn! },
              { name: 'GPUM_SECRET_REGION', value: secretRegion(this, secretArn!, props.region) },
            ],
            volumeMount: [tokenMount],
            resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
          },
        ]
      : undefined;

    this.job = new (jobV1Binding().JobV1)(this, 'Job', {
      metadata: {
        name: this.jobName,
        namespace: this.namespace,
        labels: { ...workloadLabels(base), 'app.kubernetes.io/component': 'model-staging' },
      },
      spec: {
        backoffLimit: 2,
        activeDeadlineSeconds: seconds,
        template: {
          metadata: { labels: { ...workloadLabels(base), 'app.kubernetes.io/component': 'model-staging' } },
          spec: {
            serviceAccountName: this.serviceAccountName,
            restartPolicy: 'Never',
            nodeSelector: props.nodeSelector,
            affinity: cpuAffinity(props.avoidNodePools),
            initContainer,
            container: [
              {
                name: 'stage-model',
                image,
                command: this.spec.command(`${PROGRAM_DIR}/${StagingProgram.FILE_NAME}`),
                env,
                // CPU only: no nvidia.com/gpu, no toleration of the GPU pools' taints.
                resources: {
                  requests: { cpu: cpuQuantity(props.cpu ?? 1), memory },
                  limits: { memory },
                },
                volumeMount: [
                  { name: 'program', mountPath: PROGRAM_DIR, readOnly: true },
                  { name: 'model', mountPath: STAGING_DESTINATION_MOUNT },
                  ...(sourceVolumeName ? [{ name: 'source', mountPath: STAGING_SOURCE_MOUNT, readOnly: true }] : []),
                  ...(hasToken ? [{ ...tokenMount, readOnly: true }] : []),
                ],
              },
            ],
            volume: [
              { name: 'program', configMap: { name: program.metadata.name } },
              { name: 'model', persistentVolumeClaim: { claimName: volumeName } },
              ...(sourceVolumeName ? [{ name: 'source', persistentVolumeClaim: { claimName: sourceVolumeName, readOnly: true } }] : []),
              ...(hasToken ? [tokenVolume] : []),
            ],
          },
        },
      },
      waitForCompletion: true,
      timeouts: { create: `${seconds}s`, update: `${seconds}s` },
      provider: props.kubernetesProvider,
      dependsOn: [...after, account, pvc, ...sourceClaims, program, writer.association, writer.policy],
    });
    useProvider(this, props.provider);
    requireAwsProviderConstraint(this);
  }

  /**
   * The `sh` snippet the serving side runs before the model loads, in the directory where it sees
   * the staged revision: it checks the marker and each file's size, and fails with one line naming
   * this Job.
   */
  public waitScript(directory: string, timeout?: Duration): string {
    return StagingMarker.waitScript({
      directory,
      jobName: `${this.jobName} (kubectl -n ${this.namespace} logs job/${this.jobName})`,
      timeout,
    });
  }

  /** A short, stable suffix for names that follow the staged revision (the serving volume's). */
  public get revisionSuffix(): string {
    return createHash('sha256').update(this.stagedPath).digest('hex').slice(0, 8);
  }
}

/**
 * The Job's node selector against the pools it must avoid: a selector that names a GPU pool
 * (`karpenter.sh/nodepool: <gpu pool>`) contradicts the affinity that excludes it, and the pod stays
 * Pending for ever; an avoided pool that is empty or not a DNS label excludes nothing.
 */
function checkStagingPlacement(scope: Construct, nodeSelector: { [key: string]: string } | undefined, avoid: string[] | undefined): void {
  for (const [i, pool] of (avoid ?? []).entries()) {
    if (isUnresolved(pool)) continue;
    checkDnsLabel(scope, `avoidNodePools[${i}]`, pool);
  }
  const selected = nodeSelector?.['karpenter.sh/nodepool'];
  if (selected === undefined || isUnresolved(selected)) return;
  if ((avoid ?? []).includes(selected)) {
    const fix =
      'select a CPU NodePool or node group (the Job requests no GPU and tolerates no GPU taint), or remove karpenter.sh/nodepool from nodeSelector';
    throw new ValidationError(
      'GPUM-EKS-STAGING-PLACEMENT',
      `nodeSelector names the NodePool "${selected}", which the staging Job must avoid (it is a GPU pool: the Job's own affinity excludes it, so its pod can never be scheduled and apply waits until the timeout): ${fix}`,
      scope,
      { property: 'nodeSelector.karpenter.sh/nodepool', value: selected, fix },
    );
  }
  checkDnsLabel(scope, 'nodeSelector.karpenter.sh/nodepool', selected);
}

/**
 * At synth, when every construct of the app has been made: a selected NodePool that is one of the
 * app's GPU pools can never run the Job (every GPU node carries the GPU taint, which the Job does
 * not tolerate); one the app does not create may exist outside it, so it is a warning.
 */
function checkSelectedPoolAtSynth(scope: Construct, nodeSelector: { [key: string]: string } | undefined, clusterName: string): void {
  const selected = nodeSelector?.['karpenter.sh/nodepool'];
  if (selected === undefined || isUnresolved(selected)) return;
  addSynthCheck(scope, () => {
    const pools = appNodePools(scope).filter(
      (p) => isUnresolved(p.clusterName) || isUnresolved(clusterName) || p.clusterName === clusterName,
    );
    const gpuPool = pools.find((p) => p.name === selected);
    if (gpuPool) {
      const fix =
        'select a CPU NodePool or node group (the Job requests no GPU and tolerates no GPU taint), or remove karpenter.sh/nodepool from nodeSelector';
      throw new ValidationError(
        'GPUM-EKS-STAGING-PLACEMENT',
        `nodeSelector names the NodePool "${selected}", the GPU pool ${gpuPool.scope.node.path} creates: its nodes carry the GPU taint, which the staging Job does not tolerate, so its pod can never be scheduled and apply waits until the timeout. ${fix}`,
        scope,
        { property: 'nodeSelector.karpenter.sh/nodepool', value: selected, fix },
      );
    }
    if (!pools.some((p) => p.name === selected)) {
      addWarning(
        scope,
        'GPUM-EKS-STAGING-POOL-UNKNOWN',
        `nodeSelector names the NodePool "${selected}", which no GpuNodeClass of this app creates${isUnresolved(clusterName) ? '' : ` in cluster "${clusterName}"`}${pools.length > 0 ? ` (the app's: ${pools.map((p) => p.name).join(', ')})` : ''}: if it does not exist in the cluster either, the Job's pod stays Pending and apply waits until the timeout. Make sure a CPU NodePool of that name exists, or remove karpenter.sh/nodepool from nodeSelector`,
      );
    }
  });
}

/** Required node affinity: Linux, and none of the GPU NodePools. */
function cpuAffinity(avoid: string[] | undefined) {
  const matchExpressions = [{ key: 'kubernetes.io/os', operator: 'In', values: ['linux'] }];
  if (avoid && avoid.length > 0) matchExpressions.push({ key: 'karpenter.sh/nodepool', operator: 'NotIn', values: [...avoid] });
  return { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerm: [{ matchExpressions }] } } };
}

/** The secret's own region (an ARN's fourth field), else the cluster's. */
/**
 * The region the init container reads the secret in: the ARN's. A Terraform reference has none at
 * synth, so the cluster's region is assumed, and said.
 */
function secretRegion(scope: Construct, arn: string, region: string): string {
  if (!isUnresolved(arn)) return arn.split(':')[3] || region;
  addWarning(
    scope,
    'GPUM-EKS-STAGING-SECRET-REGION',
    `the hub token's secret ARN is a Terraform reference, so its region is not known at synth: the staging Job reads the secret in the cluster's region ${isUnresolved(region) ? '(the region property)' : region}, and GetSecretValue fails at run time if the secret is in another region. Give the ARN as a literal string (arn:aws:secretsmanager:<region>:<account>:secret:<name>) so its region is read from it and checked, or keep the secret in the cluster's region`,
  );
  return region;
}

/** The shortest staging timeout: a Job needs its pod scheduled and its image pulled before it copies anything. */
const MIN_TIMEOUT_SECONDS = 60;

/**
 * The Job's deadline: under a minute is refused; shorter than the staging estimate for the model
 * warns (the shared rule), since the Job is stopped at its deadline (activeDeadlineSeconds) before it
 * can finish, and apply fails after it.
 */
function checkStagingTimeout(scope: Construct, timeout: Duration, model: ModelArtifact): void {
  const seconds = timeout.toSeconds();
  if (isUnresolved(seconds)) return;
  if (seconds < MIN_TIMEOUT_SECONDS) {
    const fix = 'give at least Duration.minutes(1), or leave timeout out for four times the staging estimate (at least one hour)';
    throw new ValidationError(
      'GPUM-EKS-STAGING-TIMEOUT',
      `timeout is ${timeout}, under a minute: the Job is stopped at its deadline before its pod can even start copying. ${fix}`,
      scope,
      { property: 'timeout', value: String(timeout), fix },
    );
  }
  warnStagingTimeoutShort(scope, model, timeout, {
    code: 'GPUM-EKS-STAGING-TIMEOUT',
    platform: AdvicePlatform.AMAZON_EKS,
    platformName: 'EKS',
    atDeadline: 'the Job is stopped at its deadline (activeDeadlineSeconds) and apply fails',
    defaultText: 'four times the estimate, at least one hour',
  });
}

function defaultTimeout(size: Size): Duration {
  const estimate = StagingEstimator.estimate({ platform: AdvicePlatform.AMAZON_EKS, modelSize: size });
  return Duration.seconds(Math.max(3600, Math.ceil(estimate.seconds * 4)));
}
