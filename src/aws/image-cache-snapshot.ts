import { createHash } from 'crypto';
import { DataAwsCallerIdentity } from '@cdktf/provider-aws/lib/data-aws-caller-identity';
import { DataAwsPartition } from '@cdktf/provider-aws/lib/data-aws-partition';
import { DataAwsSsmParameter } from '@cdktf/provider-aws/lib/data-aws-ssm-parameter';
import { IamInstanceProfile } from '@cdktf/provider-aws/lib/iam-instance-profile';
import { IamRole } from '@cdktf/provider-aws/lib/iam-role';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { IamRolePolicyAttachment } from '@cdktf/provider-aws/lib/iam-role-policy-attachment';
import { SsmAssociation } from '@cdktf/provider-aws/lib/ssm-association';
import { SsmDocument } from '@cdktf/provider-aws/lib/ssm-document';
import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { CronFieldRule, cronFieldsProblem, MONTH_NAMES, WEEKDAY_NAMES } from '../core/contract/cron';
import { KUBERNETES_MINORS_AHEAD, NEWEST_KNOWN_KUBERNETES_MINOR } from './versions';
import { checkLocation, checkPolicyIdentifier, escapeUserStrings, providerRegion, requireEnumMember, useProvider } from '../core/contract';
import { ValidationError } from '../core/errors';
import { TerraformProvider } from '../core/framework';
import { uniqueResourceName } from '../core/names';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { checkEksConstructId, checkEksProvider, EKS_LOCATION } from './contract';
import { checkGp3Volume } from './ebs-limits';
import { ContainerSnapshotter, ImageCacheSnapshotOptions } from './gpu-node-class-props';
import { policyDocument, PolicyStatement, serviceTrustPolicy } from './iam-policy';
import { ecrRegion, imageCacheRunbook, REVISION_PARAMETER } from './image-cache-runbook';
import { checkImageReference } from './image-reference';
import { checkTags } from './node-class-checks';
import { CpuArchitecture } from './scheduling';
import { requireAwsProviderConstraint } from './provider-version';

const IMAGE_CACHE_SYMBOL = Symbol.for('cdktf-gpu-models.EksImageCacheSnapshot');
/** The tag every instance, volume and snapshot the runbook creates carries; the IAM conditions key on it. */
const TAG_KEY = 'cdktf-gpu-models:image-cache';

/** Props of {@link EksImageCacheSnapshot}. */
export interface EksImageCacheSnapshotProps {
  /**
   * The images to cache: public ones, or ones in this region's ECR (the runbook fetches an ECR
   * token). Pin them by digest, as the workloads reference them: a pod whose reference differs
   * pulls anew.
   */
  readonly images: string[];

  /** The region the runbook, the builder instance and the snapshot live in: the nodes' region. */
  readonly region: string;

  /**
   * The subnet of the builder instance. It must reach the registries, SSM (`ssm`, `ssmmessages`,
   * `ec2messages`: a NAT gateway or VPC endpoints) and, for ECR images, ECR and S3.
   */
  readonly subnetId: string;

  /**
   * The builder's security groups: egress to the registries and SSM; no ingress is needed.
   * @default - the VPC's default security group (EC2's default)
   */
  readonly securityGroupIds?: string[];

  /** The Kubernetes minor version of the Bottlerocket variant (`1.33` for `aws-k8s-1.33`): the nodes'. */
  readonly kubernetesVersion: string;

  /**
   * The Bottlerocket release of the builder (`1.57.0`), from the public SSM parameter
   * `/aws/service/bottlerocket/aws-k8s-<version>/<arch>/<release>/image_id`.
   * @default 'latest'
   */
  readonly bottlerocketVersion?: string;

  /**
   * The architecture of the builder and of the cached images: the nodes'.
   * @default CpuArchitecture.AMD64
   */
  readonly architecture?: CpuArchitecture;

  /**
   * The builder's instance type: its network bounds the pulls.
   * @default 'm6i.2xlarge' (amd64) or 'm7g.2xlarge' (arm64)
   */
  readonly instanceType?: string;

  /**
   * The data volume (`/dev/xvdb`) the images are pulled onto and the snapshot is taken of. The node
   * class's `dataVolume` must be at least as large.
   * @default Size.gibibytes(100) - the node class's default data volume
   */
  readonly dataVolumeSize?: Size;

  /**
   * A customer-managed KMS key for the data volume (and so the snapshot). The automation role gets the
   * grants EC2 needs; the node class's `dataVolume.kmsKeyId` should name the same key.
   * @default - the account's default EBS key
   */
  readonly kmsKeyArn?: string;

  /**
   * The SSM parameter the runbook writes the snapshot id to, created by the first run.
   * @default '/cdktf-gpu-models/image-cache/<name>'
   */
  readonly parameterName?: string;

  /**
   * A State Manager schedule (`rate(7 days)`, `cron(0 3 ? * SUN *)`) for rebuilding the snapshot,
   * for example to pick up a new Bottlerocket release. Without it the runbook runs when the
   * association is created and whenever the image list changes.
   * @default - no schedule
   */
  readonly refreshSchedule?: string;

  /**
   * How long the pulls may take.
   * @default 3600 seconds
   */
  readonly pullTimeoutSeconds?: number;

  /**
   * The name of the runbook, roles and parameter.
   * @default - derived from the construct path
   */
  readonly name?: string;

  /**
   * Tags for the roles, runbook and association (the builder's instance, volume and snapshot carry
   * `cdktf-gpu-models:image-cache: <name>`).
   * @default - none
   */
  readonly tags?: Record<string, string>;

  /**
   * The aws provider to create the resources with.
   * @default - the stack's default aws provider
   */
  readonly provider?: TerraformProvider;
}

/**
 * Builds and refreshes a Bottlerocket image-cache EBS snapshot in AWS, for
 * `GpuNodeClassProps.imageCacheSnapshot`: an SSM Automation runbook (`Runbook`) that launches a
 * Bottlerocket instance, pulls the images with `ctr` through SSM Run Command, stops it, snapshots
 * its data volume, writes the snapshot id to an SSM parameter and terminates the instance (in the
 * manner of aws-samples/bottlerocket-images-cache); a State Manager association (`Schedule`) that runs
 * it on creation, when the image list changes, and on `refreshSchedule`; the automation's role
 * (`AutomationRole`, least privilege: every mutating EC2 call is conditioned on the builder's tag) and
 * the builder's (`BuilderRole`, `BuilderProfile`).
 *
 * Two steps: apply this, wait for the run to finish (`aws ssm describe-automation-executions`), then
 * apply the node class with `imageCacheSnapshot: cache.imageCacheSnapshot(scope)`, which reads the
 * parameter. Snapshots of earlier runs are kept: delete them once no node class references them.
 */
export class EksImageCacheSnapshot extends Construct {
  /** True for instances of this construct, across copies of the library. */
  public static isEksImageCacheSnapshot(x: unknown): x is EksImageCacheSnapshot {
    return typeof x === 'object' && x !== null && IMAGE_CACHE_SYMBOL in x;
  }

  /** The runbook's name. */
  public readonly documentName: string;
  /** The SSM parameter that holds the latest snapshot id. */
  public readonly parameterName: string;
  /** The snapshotter the images are unpacked with: containerd's default (`ctr` pulls without SOCI). */
  public readonly builtWithSnapshotter: ContainerSnapshotter = ContainerSnapshotter.OVERLAYFS;
  /** The AWS CLI command that runs the runbook by hand. */
  public readonly startCommand: string;
  /** The hash of the image list the association passes, so that a new list runs the runbook again. */
  public readonly imagesRevision: string;
  /** The runbook (escape hatch). */
  public readonly document: SsmDocument;
  /** The association that runs it (escape hatch). */
  public readonly association: SsmAssociation;
  /** The role the automation runs as (escape hatch). */
  public readonly automationRole: IamRole;
  /** The builder instance's role (escape hatch). */
  public readonly builderRole: IamRole;

  private readonly region: string;

  constructor(scope: Construct, id: string, givenProps: EksImageCacheSnapshotProps) {
    super(scope, checkEksConstructId(scope, id));
    Object.defineProperty(this, IMAGE_CACHE_SYMBOL, { value: true });
    const props = escapeUserStrings(this, givenProps);
    const name = props.name ?? uniqueResourceName(this, { maxLength: 48 });
    if (!isUnresolved(name) && !/^[a-zA-Z0-9_.-]{3,48}$/.test(name)) {
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `name "${name}" must be 3 to 48 letters, digits, "_", "." or "-"`, this, {
        property: 'name',
        value: name,
        fix: 'Give a shorter name of letters, digits, "_", "." and "-"',
      });
    }
    checkEksProvider(this, 'provider', props.provider, 'aws');
    checkLocation(this, EKS_LOCATION, { region: props.region, regionProperty: 'region', provider: props.provider });
    checkTags(this, props.tags ?? {});
    this.region = props.region;
    checkEc2Ids(this, props.subnetId, props.securityGroupIds);
    checkRefreshSchedule(this, props.refreshSchedule);
    checkPolicyIdentifier(this, 'GPUM-EKS-IMAGE-CACHE', 'kmsKeyArn', props.kmsKeyArn);
    requireEnumMember(this, 'GPUM-EKS-IMAGE-CACHE', 'architecture', props.architecture, CpuArchitecture, {
      enumName: 'CpuArchitecture',
      notMember: 'not a CpuArchitecture',
      showValues: true,
    });
    if (
      props.instanceType !== undefined &&
      !isUnresolved(props.instanceType) &&
      !/^[a-z][a-z0-9-]*\.[a-z0-9-]+$/.test(props.instanceType)
    ) {
      const fix = `give an instance type, family and size, such as "${props.instanceType}.2xlarge" or "m6i.2xlarge"`;
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `instanceType "${props.instanceType}" is not an EC2 instance type: ${fix}`, this, {
        property: 'instanceType',
        value: String(props.instanceType),
        fix,
      });
    }
    const images = this.checkImages(props.images);
    const architecture = props.architecture ?? CpuArchitecture.AMD64;
    const arch = architecture === CpuArchitecture.ARM64 ? 'arm64' : 'x86_64';
    if (!isUnresolved(props.kubernetesVersion) && !/^1\.[0-9]{2}$/.test(props.kubernetesVersion)) {
      throw new ValidationError(
        'GPUM-EKS-IMAGE-CACHE',
        `kubernetesVersion "${props.kubernetesVersion}" is not a Kubernetes minor version`,
        this,
        {
          property: 'kubernetesVersion',
          value: props.kubernetesVersion,
          fix: 'Give the cluster\'s minor version, for example "1.33"',
        },
      );
    }
    this.checkKubernetesVersion(props.kubernetesVersion);
    const release = props.bottlerocketVersion ?? 'latest';
    if (!isUnresolved(release) && release !== 'latest' && !/^[0-9]+\.[0-9]+\.[0-9]+$/.test(release)) {
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `bottlerocketVersion "${release}" is not a release`, this, {
        property: 'bottlerocketVersion',
        value: release,
        fix: 'Give a release such as "1.57.0", the node class\'s, or leave it out for the latest',
      });
    }
    const dataVolume = props.dataVolumeSize ?? Size.gibibytes(100);
    const dataVolumeGiB = Math.ceil(dataVolume.toGibibytes() - 1e-9);
    checkGp3Volume(this, 'dataVolumeSize', { sizeGiB: dataVolumeGiB }, 'dataVolumeSize');
    const pullTimeout = props.pullTimeoutSeconds ?? 3600;
    if (!isUnresolved(pullTimeout) && (!Number.isInteger(pullTimeout) || pullTimeout < 60 || pullTimeout > 172800)) {
      throw new ValidationError(
        'GPUM-EKS-IMAGE-CACHE',
        `pullTimeoutSeconds ${pullTimeout} is not a whole number of seconds from 60 to 172800`,
        this,
        {
          property: 'pullTimeoutSeconds',
          value: String(pullTimeout),
          fix: 'Give the time the pulls take with room to spare, for example 3600',
        },
      );
    }
    this.documentName = name;
    this.parameterName = props.parameterName ?? `/cdktf-gpu-models/image-cache/${name}`;
    if (!isUnresolved(this.parameterName) && !/^\/[a-zA-Z0-9_.\-/]{1,1010}$/.test(this.parameterName)) {
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `parameterName "${this.parameterName}" is not an SSM parameter path`, this, {
        property: 'parameterName',
        value: this.parameterName,
        fix: 'Give a path such as /cdktf-gpu-models/image-cache/llama',
      });
    }
    this.imagesRevision = createHash('sha256').update(JSON.stringify(images)).digest('hex').slice(0, 16);

    const partition = new DataAwsPartition(this, 'Partition', { provider: props.provider }).partition;
    const account = new DataAwsCallerIdentity(this, 'Account', { provider: props.provider }).accountId;
    const tags = props.tags && Object.keys(props.tags).length > 0 ? props.tags : undefined;
    const pullsFromEcr = images.some((image) => ecrRegion(image) !== undefined);

    this.builderRole = new IamRole(this, 'BuilderRole', {
      name: `${name}-builder`,
      assumeRolePolicy: serviceTrustPolicy('ec2.amazonaws.com'),
      tags,
      provider: props.provider,
    });
    const builderPolicies = ['AmazonSSMManagedInstanceCore', ...(pullsFromEcr ? ['AmazonEC2ContainerRegistryPullOnly'] : [])];
    builderPolicies.forEach(
      (policy) =>
        new IamRolePolicyAttachment(this, `BuilderRole${policy}`, {
          role: this.builderRole.name,
          policyArn: `arn:${partition}:iam::aws:policy/${policy}`,
          provider: props.provider,
        }),
    );
    const profile = new IamInstanceProfile(this, 'BuilderProfile', {
      name: `${name}-builder`,
      role: this.builderRole.name,
      tags,
      provider: props.provider,
    });

    this.automationRole = new IamRole(this, 'AutomationRole', {
      name: `${name}-automation`,
      // The automation service, for this account only (the confused-deputy guard AWS documents).
      assumeRolePolicy: policyDocument([
        {
          Effect: 'Allow',
          Principal: { Service: 'ssm.amazonaws.com' },
          Action: 'sts:AssumeRole',
          Condition: { StringEquals: { 'aws:SourceAccount': account } },
        },
      ]),
      tags,
      provider: props.provider,
    });
    const region = props.region;
    const arn = (service: string, resource: string, withAccount = true) =>
      `arn:${partition}:${service}:${region}:${withAccount ? account : ''}:${resource}`;
    const tagged = { StringEquals: { [`aws:ResourceTag/${TAG_KEY}`]: name } };
    const statements: PolicyStatement[] = [
      {
        Sid: 'ReadBottlerocketAmi',
        Effect: 'Allow',
        Action: 'ssm:GetParameter',
        Resource: arn('ssm', 'parameter/aws/service/bottlerocket/*', false),
      },
      {
        Sid: 'LaunchBuilder',
        Effect: 'Allow',
        Action: 'ec2:RunInstances',
        Resource: [
          arn('ec2', 'image/*', false),
          arn('ec2', `subnet/${props.subnetId}`),
          arn('ec2', 'network-interface/*'),
          ...(props.securityGroupIds ?? ['*']).map((group) => arn('ec2', `security-group/${group}`)),
        ],
      },
      {
        Sid: 'LaunchOnlyTaggedBuilders',
        Effect: 'Allow',
        Action: 'ec2:RunInstances',
        Resource: [arn('ec2', 'instance/*'), arn('ec2', 'volume/*')],
        Condition: { StringEquals: { [`aws:RequestTag/${TAG_KEY}`]: name } },
      },
      {
        Sid: 'TagAtCreation',
        Effect: 'Allow',
        Action: 'ec2:CreateTags',
        Resource: [arn('ec2', 'instance/*'), arn('ec2', 'volume/*'), arn('ec2', 'snapshot/*', false)],
        Condition: { StringEquals: { 'ec2:CreateAction': ['RunInstances', 'CreateSnapshot'] } },
      },
      {
        Sid: 'PassBuilderRole',
        Effect: 'Allow',
        Action: 'iam:PassRole',
        Resource: this.builderRole.arn,
        Condition: { StringEquals: { 'iam:PassedToService': 'ec2.amazonaws.com' } },
      },
      {
        Sid: 'RunPullsOnBuilder',
        Effect: 'Allow',
        Action: 'ssm:SendCommand',
        Resource: arn('ec2', 'instance/*'),
        Condition: tagged,
      },
      {
        Sid: 'RunShellScriptDocument',
        Effect: 'Allow',
        Action: 'ssm:SendCommand',
        Resource: arn('ssm', 'document/AWS-RunShellScript', false),
      },
      {
        Sid: 'StopAndTerminateBuilder',
        Effect: 'Allow',
        Action: ['ec2:StopInstances', 'ec2:TerminateInstances'],
        Resource: arn('ec2', 'instance/*'),
        Condition: tagged,
      },
      {
        Sid: 'SnapshotBuilderVolume',
        Effect: 'Allow',
        Action: 'ec2:CreateSnapshot',
        Resource: arn('ec2', 'volume/*'),
        Condition: tagged,
      },
      {
        Sid: 'CreateTaggedSnapshot',
        Effect: 'Allow',
        Action: 'ec2:CreateSnapshot',
        Resource: arn('ec2', 'snapshot/*', false),
        Condition: { StringEquals: { [`aws:RequestTag/${TAG_KEY}`]: name } },
      },
      {
        Sid: 'PublishSnapshotId',
        Effect: 'Allow',
        Action: 'ssm:PutParameter',
        Resource: arn('ssm', `parameter${this.parameterName}`),
      },
      {
        // Describe and List calls take no resource-level permissions.
        Sid: 'WatchProgress',
        Effect: 'Allow',
        Action: [
          'ec2:DescribeInstances',
          'ec2:DescribeInstanceStatus',
          'ec2:DescribeVolumes',
          'ec2:DescribeSnapshots',
          'ssm:DescribeInstanceInformation',
          'ssm:ListCommands',
          'ssm:ListCommandInvocations',
          'ssm:GetCommandInvocation',
        ],
        Resource: '*',
      },
      ...(pullsFromEcr ? [{ Sid: 'EcrToken', Effect: 'Allow' as const, Action: 'ecr:GetAuthorizationToken', Resource: '*' }] : []),
      ...(props.kmsKeyArn
        ? [
            {
              Sid: 'EncryptWithKey',
              Effect: 'Allow' as const,
              Action: ['kms:CreateGrant', 'kms:Decrypt', 'kms:DescribeKey', 'kms:GenerateDataKeyWithoutPlaintext', 'kms:ReEncrypt*'],
              Resource: props.kmsKeyArn,
              Condition: { Bool: { 'kms:GrantIsForAWSResource': 'true' } },
            },
          ]
        : []),
    ];
    const policy = new IamRolePolicy(this, 'AutomationPolicy', {
      role: this.automationRole.name,
      name: 'build-image-cache-snapshot',
      policy: policyDocument(statements),
      provider: props.provider,
    });

    const runbook = imageCacheRunbook({
      images,
      pullsFromEcr,
      amiParameter: `/aws/service/bottlerocket/aws-k8s-${props.kubernetesVersion}/${arch}/${release}/image_id`,
      instanceType: props.instanceType ?? (architecture === CpuArchitecture.ARM64 ? 'm7g.2xlarge' : 'm6i.2xlarge'),
      subnetId: props.subnetId,
      securityGroupIds: props.securityGroupIds,
      instanceProfileName: profile.name,
      dataVolumeGiB,
      kmsKeyId: props.kmsKeyArn,
      parameterName: this.parameterName,
      tagKey: TAG_KEY,
      tagValue: name,
      pullTimeoutSeconds: pullTimeout,
    });
    this.document = new SsmDocument(this, 'Runbook', {
      name,
      documentType: 'Automation',
      documentFormat: 'JSON',
      content: JSON.stringify(runbook, undefined, 2),
      tags,
      provider: props.provider,
    });
    this.association = new SsmAssociation(this, 'Schedule', {
      name: this.document.name,
      associationName: `${name}-refresh`,
      // The latest runbook: a changed image list updates both, and State Manager runs an updated
      // association at once (applyOnlyAtCronInterval stays false).
      documentVersion: '$LATEST',
      parameters: { AutomationAssumeRole: this.automationRole.arn, [REVISION_PARAMETER]: this.imagesRevision },
      scheduleExpression: props.refreshSchedule,
      tags,
      provider: props.provider,
      // The role must be able to act before the first run.
      dependsOn: [policy, profile],
    });
    this.startCommand = `aws ssm start-automation-execution --region ${region} --document-name ${name} --parameters AutomationAssumeRole=${this.automationRole.arn},${REVISION_PARAMETER}=${this.imagesRevision}`;
    useProvider(this, props.provider);
    requireAwsProviderConstraint(this);
  }

  /**
   * The snapshot for a node class: `imageCacheSnapshot: cache.imageCacheSnapshot(this)`. Reads the
   * SSM parameter with a data source in `scope` (the node class's stack), so the runbook must have run
   * once before that stack is planned.
   */
  public imageCacheSnapshot(scope: Construct, id = 'ImageCacheSnapshotId', provider?: TerraformProvider): ImageCacheSnapshotOptions {
    checkEksConstructId(scope, id);
    checkEksProvider(scope, 'provider', provider, 'aws');
    this.checkReaderRegion(scope, provider);
    const parameter = new DataAwsSsmParameter(scope, id, { name: this.parameterName, provider });
    return { snapshotId: parameter.value, builtWithSnapshotter: this.builtWithSnapshotter };
  }

  /**
   * The SSM parameter is in the snapshot's region: a data source created with a provider of another
   * region (the given one, else the reading stack's default) finds no parameter, and plan fails
   * (`GPUM-EKS-REGION-PROVIDER`). A region that is a token is left to plan.
   */
  private checkReaderRegion(scope: Construct, provider: TerraformProvider | undefined): void {
    const readerRegion = providerRegion(scope, 'aws', provider);
    if (readerRegion === undefined || isUnresolved(this.region) || readerRegion === this.region) return;
    const fix = `pass an aws provider for ${this.region} as imageCacheSnapshot()'s provider`;
    throw new ValidationError(
      'GPUM-EKS-REGION-PROVIDER',
      `the image-cache snapshot's parameter ${this.parameterName} is in ${this.region}, but the ${provider ? 'given' : "stack's"} aws provider reads in ${readerRegion}: the data source finds no parameter there and plan fails. ${fix}`,
      scope,
      { property: 'provider', value: readerRegion, fix },
    );
  }

  /**
   * A minor version past the newest the library knows: up to a few minors is a release it predates
   * (a warning: the SSM parameter of its Bottlerocket variant must exist), further is a typo.
   */
  private checkKubernetesVersion(version: string): void {
    if (isUnresolved(version)) return;
    const minor = Number(version.split('.')[1]);
    const ahead = minor - NEWEST_KNOWN_KUBERNETES_MINOR;
    if (ahead <= 0) return;
    const newest = `1.${NEWEST_KNOWN_KUBERNETES_MINOR}`;
    if (ahead > KUBERNETES_MINORS_AHEAD) {
      const fix = `give the cluster's minor version (the newest known is ${newest}; kubectl version or aws eks describe-cluster shows it)`;
      throw new ValidationError(
        'GPUM-EKS-K8S-VERSION',
        `kubernetesVersion "${version}" is ${ahead} minor versions past ${newest}, the newest Kubernetes release known, and more than ${KUBERNETES_MINORS_AHEAD} past cannot be a release yet: Bottlerocket publishes no aws-k8s-${version} variant, so the runbook's AMI lookup fails. ${fix}`,
        this,
        { property: 'kubernetesVersion', value: version, fix },
      );
    }
    addWarning(
      this,
      'GPUM-EKS-K8S-VERSION-NEWER',
      `kubernetesVersion "${version}" is newer than ${newest}, the newest Kubernetes release this library knows: if it is your cluster's version, make sure Bottlerocket publishes the aws-k8s-${version} variant (the runbook reads /aws/service/bottlerocket/aws-k8s-${version}/...), and your Karpenter release supports it; if it is a typo, give the cluster's minor version`,
    );
  }

  private checkImages(images: string[]): string[] {
    if (images.length === 0) {
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', 'images is empty: the snapshot would hold nothing', this, {
        property: 'images',
        value: '[]',
        fix: 'List the images the nodes should boot with',
      });
    }
    for (const image of images) {
      checkImageReference(this, 'images', image, 'GPUM-EKS-IMAGE-CACHE');
      if (!isUnresolved(image) && !/@[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$/.test(image)) {
        addWarning(
          this,
          'GPUM-EKS-IMAGE-CACHE-TAG',
          `"${image}" is cached by tag: the snapshot holds what the tag named when the runbook ran, and a pod of the same tag pulls anew (or runs the old image) once the tag moves. Pin it by digest (registry/repository@sha256:<digest>), as the workloads reference it`,
        );
      }
      const region = ecrRegion(image);
      if (region !== undefined && !isUnresolved(this.region) && region !== this.region) {
        throw new ValidationError(
          'GPUM-EKS-IMAGE-CACHE',
          `"${image}" is in ECR in ${region}, but the runbook runs in ${this.region}: its ECR token is valid only for its own region`,
          this,
          { property: 'images', value: image, fix: `Replicate the repository to ${this.region} (ECR replication) and list that copy` },
        );
      }
    }
    return [...new Set(images)];
  }
}

/** An EC2 resource ID of one kind (`subnet-0123abcd`, `sg-0123abcd`): 8 or 17 hex digits. */
const EC2_ID = (prefix: string) => new RegExp(`^${prefix}-([0-9a-f]{8}|[0-9a-f]{17})$`);

/**
 * The builder's subnet and security groups by ID: a security group where the subnet belongs (or the
 * reverse), a name or an ARN reach RunInstances and the launch policy's resources, and fail the
 * runbook at its first run, long after apply succeeded.
 */
function checkEc2Ids(scope: Construct, subnetId: string, securityGroupIds: string[] | undefined): void {
  const check = (property: string, value: string, prefix: string, kind: string) => {
    if (isUnresolved(value) || (typeof value === 'string' && EC2_ID(prefix).test(value))) return;
    const other =
      typeof value === 'string' && /^sg-/.test(value)
        ? ' (a security group ID)'
        : typeof value === 'string' && /^subnet-/.test(value)
          ? ' (a subnet ID)'
          : '';
    const fix = `give a ${kind} ID (${prefix}-0123456789abcdef0) or a reference to the ${kind}`;
    throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `${property} "${value}" is not a ${kind} ID${other}: ${fix}`, scope, {
      property,
      value: String(value),
      fix,
    });
  };
  check('subnetId', subnetId, 'subnet', 'subnet');
  if (securityGroupIds !== undefined && !isUnresolved(securityGroupIds)) {
    if (securityGroupIds.length === 0) {
      const fix = "leave securityGroupIds out for the VPC's default group, or list the builder's groups";
      throw new ValidationError('GPUM-EKS-IMAGE-CACHE', `securityGroupIds is empty: ${fix}`, scope, {
        property: 'securityGroupIds',
        value: '[]',
        fix,
      });
    }
    securityGroupIds.forEach((id, i) => check(`securityGroupIds[${i}]`, id, 'sg', 'security group'));
  }
}

/**
 * A State Manager association schedule: `rate(<n> minutes|hours|days)` (at least 30 minutes) or
 * `cron(<6 or 7 fields>)` (AWS's cron, with `?`). A plain five-field cron is the usual slip.
 */
function checkRefreshSchedule(scope: Construct, schedule: string | undefined): void {
  if (schedule === undefined || isUnresolved(schedule)) return;
  const rate = /^rate\(([1-9][0-9]*) (minute|minutes|hour|hours|day|days)\)$/.exec(schedule);
  const minutesOk = rate ? !/^minute/.test(rate[2]) || Number(rate[1]) >= 30 : false;
  const cron = /^cron\((.+)\)$/.exec(schedule);
  const cronOk = cron ? [6, 7].includes(cron[1].trim().split(/\s+/).length) : false;
  const rangeProblem = cron && cronOk ? awsCronRangeProblem(cron[1].trim().split(/\s+/)) : undefined;
  if (rangeProblem) {
    const fix =
      'give each field within its range: cron(<minutes 0-59> <hours 0-23> <day-of-month 1-31> <month 1-12> <day-of-week 1-7> <year>), such as cron(0 3 ? * SUN *)';
    throw new ValidationError(
      'GPUM-EKS-IMAGE-CACHE',
      `refreshSchedule "${schedule}": ${rangeProblem}, so State Manager refuses it at apply: ${fix}`,
      scope,
      {
        property: 'refreshSchedule',
        value: schedule,
        fix,
      },
    );
  }
  if ((rate && minutesOk) || cronOk) return;
  const fields = typeof schedule === 'string' ? schedule.trim().split(/\s+/) : [];
  const suggestion =
    fields.length === 5 && !schedule.includes('(')
      ? ` (did you mean "cron(${fields.join(' ')} *)" with "?" in the day-of-month or day-of-week field?)`
      : '';
  const fix =
    'give rate(<n> minutes|hours|days) of at least 30 minutes, such as rate(7 days), or cron(<minutes> <hours> <day-of-month> <month> <day-of-week> <year>), such as cron(0 3 ? * SUN *)';
  throw new ValidationError(
    'GPUM-EKS-IMAGE-CACHE',
    `refreshSchedule "${schedule}" is not a State Manager schedule expression${suggestion}: ${fix}`,
    scope,
    {
      property: 'refreshSchedule',
      value: String(schedule),
      fix,
    },
  );
}

/**
 * AWS's six-field cron (Systems Manager, "Reference: Cron and rate expressions"): minutes, hours,
 * day-of-month, month, day-of-week (1-7, SUN-SAT), year. A field with AWS's `L`, `W` or `#` is left to
 * State Manager; seven fields (seconds first, maintenance windows' form) are not range-checked here.
 */
const AWS_CRON_FIELDS: readonly CronFieldRule[] = [
  { name: 'minutes', min: 0, max: 59 },
  { name: 'hours', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, question: true },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day-of-week', min: 1, max: 7, question: true, names: WEEKDAY_NAMES },
  { name: 'year', min: 1970, max: 2199 },
];

function awsCronRangeProblem(fields: string[]): string | undefined {
  if (fields.length !== 6) return undefined;
  const plain = fields.map((f) =>
    /[LW#]/i.test(
      f.replace(/[A-Z]{3}/gi, (n) =>
        /^(MON|TUE|WED|THU|FRI|SAT|SUN|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/i.test(n) ? '0' : n,
      ),
    )
      ? '*'
      : f,
  );
  return cronFieldsProblem(plain, AWS_CRON_FIELDS);
}
