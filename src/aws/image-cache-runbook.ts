/**
 * The SSM Automation runbook that builds a Bottlerocket image-cache snapshot, in the manner of
 * aws-samples/bottlerocket-images-cache (snapshot.sh): launch a Bottlerocket instance, pull the
 * images into containerd's `k8s.io` namespace with `ctr` through the admin container (SSM Run
 * Command), stop the instance, snapshot its data volume (`/dev/xvdb`), then terminate it. Here the
 * steps run in AWS as one Automation, and the snapshot id is written to an SSM parameter the node
 * class reads. A pure function of resolved inputs: the construct decides, this spells the runbook.
 */

/** What the runbook is built from. */
export interface RunbookInput {
  /** The images, checked references. */
  readonly images: string[];
  /** Whether any image is in the region's ECR (the runbook then fetches an ECR token). */
  readonly pullsFromEcr: boolean;
  /** The SSM parameter path of the Bottlerocket AMI id. */
  readonly amiParameter: string;
  readonly instanceType: string;
  readonly subnetId: string;
  readonly securityGroupIds?: string[];
  readonly instanceProfileName: string;
  readonly dataVolumeGiB: number;
  readonly kmsKeyId?: string;
  /** The SSM parameter the snapshot id is written to. */
  readonly parameterName: string;
  /** The tag key and value every launched instance, volume and snapshot carries (the IAM conditions use them). */
  readonly tagKey: string;
  readonly tagValue: string;
  readonly pullTimeoutSeconds: number;
}

/** The Automation parameter the association changes when the image list changes, so that it runs again. */
export const REVISION_PARAMETER = 'ImagesRevision';

/**
 * Bottlerocket user data for the builder: the admin container on (for `apiclient exec admin
 * sheltie`), as the sample's instance template sets it. The control container (the SSM agent) is on
 * by default. No cluster settings: kubelet does not start, containerd does.
 */
export const BUILDER_USER_DATA = '[settings.host-containers.admin]\nenabled = true\n';

/** The shell line that pulls one image into containerd's k8s.io namespace, where kubelet finds it. */
export function pullCommand(image: string, ecr: boolean): string {
  const auth = ecr ? ' --user "$ECR_AUTH"' : '';
  // --label io.cri-containerd.image=managed: the CRI plugin (kubelet's view) lists only images so labelled.
  return `apiclient exec admin sheltie ctr -a /run/containerd/containerd.sock -n k8s.io images pull --label io.cri-containerd.image=managed${auth} '${image}'`;
}

/** The runbook, as the object its JSON content is. */
export function imageCacheRunbook(input: RunbookInput): Record<string, any> {
  const instanceIds = ['{{ launch.InstanceIds }}'];
  const tags = [{ Key: input.tagKey, Value: input.tagValue }];
  const cleanup = { onFailure: 'step:terminateAfterFailure', onCancel: 'step:terminateAfterFailure' };
  const commands = [
    'set -eu',
    ...(input.pullsFromEcr ? ["ECR_AUTH=$(printf %s '{{ ecrToken.Token }}' | base64 -d)"] : []),
    ...input.images.map((image) => pullCommand(image, isEcrImage(image))),
    'apiclient exec admin sheltie ctr -a /run/containerd/containerd.sock -n k8s.io images ls',
  ];
  return {
    schemaVersion: '0.3',
    description: `Builds a Bottlerocket data-volume snapshot holding ${input.images.length} container image(s) and writes its id to ${input.parameterName} (cdktf-gpu-models EksImageCacheSnapshot).`,
    assumeRole: '{{ AutomationAssumeRole }}',
    parameters: {
      AutomationAssumeRole: { type: 'String', description: 'The role the automation runs as.' },
      [REVISION_PARAMETER]: {
        type: 'String',
        description: 'A hash of the image list: recorded on the snapshot; a new value makes the association run again.',
        default: 'manual',
      },
    },
    mainSteps: [
      {
        name: 'getAmi',
        action: 'aws:executeAwsApi',
        inputs: { Service: 'ssm', Api: 'GetParameter', Name: input.amiParameter },
        outputs: [{ Name: 'ImageId', Selector: '$.Parameter.Value', Type: 'String' }],
      },
      ...(input.pullsFromEcr
        ? [
            {
              name: 'ecrToken',
              action: 'aws:executeAwsApi',
              inputs: { Service: 'ecr', Api: 'GetAuthorizationToken' },
              outputs: [{ Name: 'Token', Selector: '$.authorizationData[0].authorizationToken', Type: 'String' }],
            },
          ]
        : []),
      {
        name: 'launch',
        action: 'aws:runInstances',
        maxAttempts: 1,
        inputs: {
          ImageId: '{{ getAmi.ImageId }}',
          InstanceType: input.instanceType,
          MinInstanceCount: 1,
          MaxInstanceCount: 1,
          SubnetId: input.subnetId,
          ...(input.securityGroupIds ? { SecurityGroupIds: input.securityGroupIds } : {}),
          IamInstanceProfileName: input.instanceProfileName,
          UserData: Buffer.from(BUILDER_USER_DATA).toString('base64'),
          BlockDeviceMappings: [
            {
              DeviceName: '/dev/xvdb',
              Ebs: {
                VolumeSize: input.dataVolumeGiB,
                VolumeType: 'gp3',
                Encrypted: true,
                DeleteOnTermination: true,
                ...(input.kmsKeyId ? { KmsKeyId: input.kmsKeyId } : {}),
              },
            },
          ],
          TagSpecifications: [
            { ResourceType: 'instance', Tags: tags },
            { ResourceType: 'volume', Tags: tags },
          ],
        },
      },
      {
        name: 'waitForSsm',
        action: 'aws:waitForAwsResourceProperty',
        timeoutSeconds: 900,
        ...cleanup,
        inputs: {
          Service: 'ssm',
          Api: 'DescribeInstanceInformation',
          Filters: [{ Key: 'InstanceIds', Values: instanceIds }],
          PropertySelector: '$.InstanceInformationList[0].PingStatus',
          DesiredValues: ['Online'],
        },
      },
      {
        name: 'pullImages',
        action: 'aws:runCommand',
        timeoutSeconds: input.pullTimeoutSeconds,
        ...cleanup,
        inputs: {
          DocumentName: 'AWS-RunShellScript',
          InstanceIds: instanceIds,
          TimeoutSeconds: input.pullTimeoutSeconds,
          Parameters: { commands, executionTimeout: String(input.pullTimeoutSeconds) },
        },
      },
      {
        name: 'stop',
        action: 'aws:changeInstanceState',
        ...cleanup,
        inputs: { InstanceIds: instanceIds, DesiredState: 'stopped' },
      },
      {
        name: 'findDataVolume',
        action: 'aws:executeAwsApi',
        ...cleanup,
        inputs: {
          Service: 'ec2',
          Api: 'DescribeVolumes',
          Filters: [
            { Name: 'attachment.instance-id', Values: instanceIds },
            { Name: 'attachment.device', Values: ['/dev/xvdb'] },
          ],
        },
        outputs: [{ Name: 'VolumeId', Selector: '$.Volumes[0].VolumeId', Type: 'String' }],
      },
      {
        name: 'snapshot',
        action: 'aws:executeAwsApi',
        ...cleanup,
        inputs: {
          Service: 'ec2',
          Api: 'CreateSnapshot',
          VolumeId: '{{ findDataVolume.VolumeId }}',
          Description: `Bottlerocket image cache (${input.images.length} images, revision {{ ${REVISION_PARAMETER} }})`,
          TagSpecifications: [{ ResourceType: 'snapshot', Tags: tags }],
        },
        outputs: [{ Name: 'SnapshotId', Selector: '$.SnapshotId', Type: 'String' }],
      },
      {
        name: 'waitForSnapshot',
        action: 'aws:waitForAwsResourceProperty',
        timeoutSeconds: 7200,
        ...cleanup,
        inputs: {
          Service: 'ec2',
          Api: 'DescribeSnapshots',
          SnapshotIds: ['{{ snapshot.SnapshotId }}'],
          PropertySelector: '$.Snapshots[0].State',
          DesiredValues: ['completed'],
        },
      },
      {
        name: 'publish',
        action: 'aws:executeAwsApi',
        ...cleanup,
        inputs: {
          Service: 'ssm',
          Api: 'PutParameter',
          Name: input.parameterName,
          Value: '{{ snapshot.SnapshotId }}',
          Type: 'String',
          Overwrite: true,
        },
      },
      {
        name: 'terminate',
        action: 'aws:changeInstanceState',
        isEnd: true,
        inputs: { InstanceIds: instanceIds, DesiredState: 'terminated' },
      },
      {
        name: 'terminateAfterFailure',
        action: 'aws:changeInstanceState',
        isEnd: true,
        inputs: { InstanceIds: instanceIds, DesiredState: 'terminated' },
      },
    ],
    outputs: ['snapshot.SnapshotId'],
  };
}

/** `<account>.dkr.ecr.<region>.amazonaws.com[.cn]/…`: the region, for an ECR image. */
export function ecrRegion(image: string): string | undefined {
  return /^[0-9]{12}\.dkr\.ecr(?:-fips)?\.([a-z0-9-]+)\.amazonaws\.com(?:\.cn)?\//.exec(image)?.[1];
}

export function isEcrImage(image: string): boolean {
  return ecrRegion(image) !== undefined;
}
