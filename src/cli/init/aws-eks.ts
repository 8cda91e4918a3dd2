import { StorageStrategyId } from '../../core/storage-advice/strategy-id';
import { AdvicePlatform } from '../../core/storage-advice/workload';
import { flagValue } from '../flags';
import { Code, Statement, THIS, arr, call, construct, lit, local, obj, prop, ref } from './code';
import { InitContext, PlatformTemplate, ReadmeParts } from './context';
import { engineProp, lib, output } from './shared-code';

const AWS = 'cdktf-gpu-models/aws';

function gpuCountProp(ctx: InitContext): Record<string, Code | { value: Code; comment: string }> {
  const { count } = ctx.gpu;
  if (count === 1) return {};
  return { gpuCount: { value: lit(count), comment: `Tensor parallelism: the model's weights need ${count} GPUs' memory.` } };
}

/** Amazon EKS with Karpenter: a `GpuNodeClass` and an `EksGpuWorkload` on an existing cluster. */
export const AWS_EKS: PlatformTemplate = {
  title: 'Amazon EKS with Karpenter',
  defaultRegion: 'us-west-2',
  // L40S first (cheaper), H100 when eight L40S cannot hold the model.
  gpus: ['g6e', 'p5'],
  providerPackages: ['@cdktf/provider-aws', '@cdktf/provider-kubernetes'],
  flags: [
    {
      name: 'cluster',
      type: 'string',
      valueName: '<name>',
      help: ['The EKS cluster, with Karpenter installed (default: my-cluster)'],
      platforms: [AdvicePlatform.AMAZON_EKS],
    },
  ],
  // By digest: a pre-pulled image must be pinned, and a tag can move under a running Deployment.
  defaultImage: (region) => `123456789012.dkr.ecr.${region}.amazonaws.com/model-server@sha256:${'0'.repeat(64)}`,

  statements(ctx, model, storage, storageComment): Statement[] {
    const c = cluster(ctx);
    const statements: Statement[] = [
      ...backend(ctx),
      { code: construct(ref('@cdktf/provider-aws/lib/provider', 'AwsProvider'), THIS, lit('aws'), obj({ region: lit(ctx.region) })) },
      {
        comment: ["The cluster's credentials from your kubeconfig: aws eks update-kubeconfig --name " + c],
        code: construct(
          ref('@cdktf/provider-kubernetes/lib/provider', 'KubernetesProvider'),
          THIS,
          lit('kubernetes'),
          obj({ configPath: lit('~/.kube/config') }),
        ),
      },
      {
        declare: 'gpus',
        code: construct(
          ref(AWS, 'GpuNodeClass'),
          THIS,
          lit('GpuNodes'),
          obj({
            clusterName: lit(c),
            identity: {
              value: call(ref(AWS, 'NodeIdentity'), 'fromRoleName', lit(`KarpenterNodeRole-${c}`)),
              comment: "The node role Karpenter's getting-started guide creates, which its controller may pass.",
            },
            instanceFamilies: arr([lit(ctx.gpu.name)]),
            // --no-soci: the node class the advice was asked about, so the app pulls as the estimate assumed.
            soci:
              ctx.workload.sociParallelPull === false
                ? { value: lit(false), comment: 'SOCI parallel pull off (--no-soci): image pulls run at the default containerd rate' }
                : undefined,
          }),
        ),
      },
      {
        declare: 'model',
        code: construct(
          ref(AWS, 'EksGpuWorkload'),
          THIS,
          lit('Model'),
          obj({
            clusterName: lit(c),
            region: lit(ctx.region),
            nodePool: local('gpus'),
            ...gpuCountProp(ctx),
            image: call(lib('ContainerImage'), 'fromRegistry', lit(ctx.image)),
            ...engineProp(ctx),
            model: model,
            storage: { value: storage, comment: storageComment },
          }),
        ),
      },
    ];
    if (usesBucket(ctx)) statements.push(output('ModelBucket', prop(local('model'), 'bucketName'), 'The bucket to upload the model to'));
    return statements;
  },

  readme(ctx): ReadmeParts {
    const c = cluster(ctx);
    return {
      prerequisites: [
        `An EKS cluster \`${c}\` in \`${ctx.region}\` with Karpenter v1 installed as its getting-started guide does (the node`,
        `role \`KarpenterNodeRole-${c}\` and subnets and security groups tagged \`karpenter.sh/discovery: ${c}\`),`,
        ...(usesBucket(ctx) ? ['the EKS Pod Identity Agent add-on (the pod reads the model bucket through Pod Identity),'] : []),
        ...(ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT ? ['the Mountpoint for Amazon S3 CSI driver add-on,'] : []),
        'and a kubeconfig for it:',
        '',
        '```sh',
        `aws eks update-kubeconfig --name ${c} --region ${ctx.region}`,
        '```',
        '',
        'The deploying identity needs IAM (create roles and their policies), S3 (create and configure the model bucket) and',
        '`eks:CreatePodIdentityAssociation`, and Kubernetes rights to create Karpenter `EC2NodeClass` and `NodePool` objects',
        'and the Deployment. GPU instances need EC2 quota for G and VT instances in the region.',
      ].join('\n'),
      stateBucket: [
        `The state lives in the S3 bucket \`${ctx.stateBucket}\` (key \`${ctx.stackName}/terraform.tfstate\`), locked by S3 itself`,
        `(\`use_lockfile\`, Terraform 1.10 or later). Create the bucket once, before \`${ctx.framework.cli.command} deploy\`: versioned, encrypted, no`,
        'public access.',
        '',
        '```sh',
        `aws s3api create-bucket --bucket ${ctx.stateBucket} --region ${ctx.region}` +
          (ctx.region === 'us-east-1' ? '' : ` --create-bucket-configuration LocationConstraint=${ctx.region}`),
        `aws s3api put-bucket-versioning --bucket ${ctx.stateBucket} --versioning-configuration Status=Enabled`,
        `aws s3api put-bucket-encryption --bucket ${ctx.stateBucket} \\`,
        `  --server-side-encryption-configuration '{"Rules":[{"ApplyServerSideEncryptionByDefault":{"SSEAlgorithm":"aws:kms"},"BucketKeyEnabled":true}]}'`,
        `aws s3api put-public-access-block --bucket ${ctx.stateBucket} \\`,
        '  --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true',
        '```',
      ].join('\n'),
      stageModel: usesBucket(ctx)
        ? [
            `The pod reads \`s3://<ModelBucket>/${ctx.storagePath}/\`. Upload the model after the first deploy:`,
            '',
            '```sh',
            `npx ${ctx.framework.cli.command} output ${ctx.stackName}   # ModelBucket`,
            `aws s3 sync ./${ctx.modelName}/ s3://<ModelBucket>/${ctx.storagePath}/`,
            '```',
          ].join('\n')
        : [
            `The model ships in the image: build it with the model's files at \`${ctx.mountPath}\`, push it to ECR and give`,
            `its digest (\`--image <registry>/<repository>@sha256:<digest>\`, or edit \`main.ts\`).`,
          ].join('\n'),
    };
  },
};

function cluster(ctx: InitContext): string {
  return flagValue(ctx.flags, 'cluster') ?? 'my-cluster';
}

function usesBucket(ctx: InitContext): boolean {
  return ctx.top.strategy === StorageStrategyId.DOWNLOAD_AT_START || ctx.top.strategy === StorageStrategyId.OBJECT_STORAGE_MOUNT;
}

function backend(ctx: InitContext): Statement[] {
  if (!ctx.stateBucket) return [];
  return [
    {
      declare: 'backend',
      comment: ['Shared state in S3 (see the README to create the bucket).'],
      code: construct(
        ref('cdktf', 'S3Backend'),
        THIS,
        obj({
          bucket: lit(ctx.stateBucket),
          key: lit(`${ctx.stackName}/terraform.tfstate`),
          region: lit(ctx.region),
          encrypt: lit(true),
        }),
      ),
    },
    {
      comment: [
        "S3's own lock file (Terraform 1.10 or later), set the same way on either framework: cdktf 0.21's S3Backend has no property for it.",
      ],
      code: call(local('backend'), 'addOverride', lit('use_lockfile'), lit(true)),
    },
  ];
}
