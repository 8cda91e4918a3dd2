import { DataAwsIamPolicyDocument } from '@cdktf/provider-aws/lib/data-aws-iam-policy-document';
import { DataAwsS3Bucket } from '@cdktf/provider-aws/lib/data-aws-s3-bucket';
import { IamRolePolicy } from '@cdktf/provider-aws/lib/iam-role-policy';
import { S3Bucket } from '@cdktf/provider-aws/lib/s3-bucket';
import { S3BucketAcl } from '@cdktf/provider-aws/lib/s3-bucket-acl';
import { S3BucketPublicAccessBlock } from '@cdktf/provider-aws/lib/s3-bucket-public-access-block';
import { Manifest } from '@cdktf/provider-kubernetes/lib/manifest';
import { Construct } from 'constructs';
import { collectAdvice } from '../../../src/core/advice';
import { GpuModelChecks } from '../../../src';
import { Aspects, TerraformResource, Testing, TerraformStack } from '../../../src/core/framework';
import { ModelArtifact } from '../../../src/core/model-artifact';
import { ModelStorageKind } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { GpuNodeClass } from '../../../src/aws';

/** `kubectl_manifest` has no prebuilt binding: users write one like this. */
class KubectlManifest extends TerraformResource {
  constructor(
    scope: Construct,
    id: string,
    private readonly yamlBody: string,
  ) {
    super(scope, id, { terraformResourceType: 'kubectl_manifest' });
  }

  protected synthesizeAttributes(): Record<string, unknown> {
    return { yaml_body: this.yamlBody };
  }
}

const SOCI_USER_DATA = `[settings.container-runtime]
snapshotter = "soci"
[settings.container-runtime-plugins.soci-snapshotter]
pull-mode = "parallel-pull-unpack"
`;

type Flag =
  | 'overlayfs'
  | 'noRaid'
  | 'noNvmeRequirement'
  | 'badToml'
  | 'publicAcl'
  | 'noBlock'
  | 'wideActions'
  | 'allBuckets'
  | 'writablePv'
  | 'al2023NoGate';

/** A hand-written EKS stack: Karpenter GPU node class and pool, an S3 model bucket, a pod role policy, a Deployment. */
function eksStack(bad: Partial<Record<Flag, boolean>> = {}) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodeClassSpec: Record<string, unknown> = {
    amiSelectorTerms: [{ alias: bad.al2023NoGate ? 'al2023@latest' : 'bottlerocket@latest' }],
    role: 'KarpenterNodeRole-demo',
    subnetSelectorTerms: [{ tags: { 'karpenter.sh/discovery': 'demo' } }],
    securityGroupSelectorTerms: [{ tags: { 'karpenter.sh/discovery': 'demo' } }],
    userData: bad.badToml
      ? '[settings.container-runtime\nsnapshotter = '
      : bad.overlayfs
        ? '[settings.kubernetes]\nregistry-qps = 20\n'
        : bad.al2023NoGate
          ? ''
          : SOCI_USER_DATA,
  };
  if (!bad.noRaid) nodeClassSpec.instanceStorePolicy = 'RAID0';
  new Manifest(stack, 'GpuNodeClass', {
    manifest: { apiVersion: 'karpenter.k8s.aws/v1', kind: 'EC2NodeClass', metadata: { name: 'gpu' }, spec: nodeClassSpec },
  });
  // A CPU node class without SOCI or NVMe: no GPU pool uses it, so it is not checked.
  new Manifest(stack, 'CpuNodeClass', {
    manifest: {
      apiVersion: 'karpenter.k8s.aws/v1',
      kind: 'EC2NodeClass',
      metadata: { name: 'cpu' },
      spec: {
        amiFamily: 'AL2023',
        amiSelectorTerms: [{ alias: 'al2023@latest' }],
        role: 'r',
        subnetSelectorTerms: [],
        securityGroupSelectorTerms: [],
      },
    },
  });
  const requirements = [
    { key: 'karpenter.k8s.aws/instance-family', operator: 'In', values: ['g6e'] },
    ...(bad.noNvmeRequirement ? [] : [{ key: 'karpenter.k8s.aws/instance-local-nvme', operator: 'Gt', values: ['100'] }]),
  ];
  new KubectlManifest(
    stack,
    'GpuPool',
    [
      'apiVersion: karpenter.sh/v1',
      'kind: NodePool',
      'metadata:',
      '  name: gpu',
      'spec:',
      '  template:',
      '    spec:',
      '      nodeClassRef: { group: karpenter.k8s.aws, kind: EC2NodeClass, name: gpu }',
      `      requirements: ${JSON.stringify(requirements)}`,
      '      taints: [{ key: nvidia.com/gpu, effect: NoSchedule }]',
    ].join('\n'),
  );
  new KubectlManifest(
    stack,
    'CpuPool',
    JSON.stringify({
      apiVersion: 'karpenter.sh/v1',
      kind: 'NodePool',
      metadata: { name: 'cpu' },
      spec: { template: { spec: { nodeClassRef: { group: 'karpenter.k8s.aws', kind: 'EC2NodeClass', name: 'cpu' }, requirements: [] } } },
    }),
  );

  const bucket = new S3Bucket(stack, 'Models', { bucket: 'acme-models' });
  if (!bad.noBlock) {
    new S3BucketPublicAccessBlock(stack, 'ModelsBlock', {
      bucket: bucket.id,
      blockPublicAcls: true,
      blockPublicPolicy: true,
      ignorePublicAcls: true,
      restrictPublicBuckets: true,
    });
  }
  if (bad.publicAcl) new S3BucketAcl(stack, 'ModelsAcl', { bucket: bucket.id, acl: 'public-read' });
  const document = new DataAwsIamPolicyDocument(stack, 'ReadModels', {
    statement: [
      {
        actions: bad.wideActions ? ['s3:*'] : ['s3:GetObject', 's3:ListBucket'],
        resources: bad.allBuckets ? ['arn:aws:s3:::*'] : [bucket.arn, `${bucket.arn}/models/llm/*`],
      },
    ],
  });
  new IamRolePolicy(stack, 'PodPolicy', { role: 'llm-pod', policy: document.json });

  new Manifest(stack, 'Deployment', {
    manifest: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'llm', namespace: 'inference' },
      spec: {
        template: {
          spec: {
            containers: [{ name: 'vllm', image: 'vllm:1', env: [{ name: 'MODEL_URI', value: `s3://${bucket.bucket}/models/llm/` }] }],
          },
        },
      },
    },
  });
  new Manifest(stack, 'ModelVolume', {
    manifest: {
      apiVersion: 'v1',
      kind: 'PersistentVolume',
      metadata: { name: 's3-models' },
      spec: {
        capacity: { storage: '1200Gi' },
        accessModes: [bad.writablePv ? 'ReadWriteMany' : 'ReadOnlyMany'],
        mountOptions: bad.writablePv ? ['region us-west-2'] : ['region us-west-2', 'read-only'],
        csi: { driver: 's3.csi.aws.com', volumeHandle: 's3-models', volumeAttributes: { bucketName: bucket.bucket } },
      },
    },
  });
  return { stack };
}

function findings(stack: TerraformStack) {
  Aspects.of(stack).add(new GpuModelChecks());
  Testing.synth(stack);
  return collectAdvice(stack).filter((a) => a.id?.startsWith('GPUM-CHECK-'));
}

describe('GpuModelChecks on a hand-written EKS stack', () => {
  test('a good stack has no findings', () => {
    expect(findings(eksStack().stack)).toEqual([]);
  });

  test.each<[Flag, string, string, RegExp, RegExp]>([
    [
      'overlayfs',
      'GPUM-CHECK-EKS-SOCI',
      'warning',
      /test\/GpuNodeClass/,
      /EC2NodeClass gpu \(Bottlerocket\) pulls images with the overlayfs snapshotter/,
    ],
    ['badToml', 'GPUM-CHECK-EKS-SOCI', 'warning', /test\/GpuNodeClass/, /not valid TOML/],
    ['al2023NoGate', 'GPUM-CHECK-EKS-SOCI', 'warning', /test\/GpuNodeClass/, /\(AL2023\) does not enable the FastImagePull feature gate/],
    [
      'noRaid',
      'GPUM-CHECK-EKS-NVME',
      'warning',
      /test\/GpuNodeClass/,
      /EC2NodeClass gpu does not put images and pod storage on the local NVMe/,
    ],
    [
      'noNvmeRequirement',
      'GPUM-CHECK-EKS-NVME',
      'warning',
      /test\/GpuPool/,
      /GPU NodePool gpu does not require karpenter\.k8s\.aws\/instance-local-nvme/,
    ],
    ['publicAcl', 'GPUM-CHECK-BUCKET-PUBLIC', 'error', /test\/Models/, /aws_s3_bucket_acl\.ModelsAcl sets acl = public-read/],
    ['noBlock', 'GPUM-CHECK-BUCKET-PUBLIC-ACCESS', 'warning', /test\/Models/, /no aws_s3_bucket_public_access_block/],
    ['wideActions', 'GPUM-CHECK-GRANT-SCOPE', 'error', /test\/PodPolicy/, /allows s3:\*: every storage action/],
    ['allBuckets', 'GPUM-CHECK-GRANT-SCOPE', 'error', /test\/PodPolicy/, /on arn:aws:s3:::\*: every bucket/],
    [
      'writablePv',
      'GPUM-CHECK-MOUNT-WRITABLE',
      'warning',
      /test\/ModelVolume/,
      /Mountpoint for S3 volume s3-models with access modes ReadWriteMany and no read-only/,
    ],
  ])('%s fires %s', (flag, id, level, path, text) => {
    const found = findings(eksStack({ [flag]: true }).stack);
    const mine = found.filter((f) => f.id === id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ level, constructPath: expect.stringMatching(path) });
    expect(mine.map((m) => m.message).join('\n')).toMatch(text);
    expect(found.filter((f) => f.id !== id)).toEqual([]);
  });

  test('no "use SOCI" finding for a node class whose images are on a restored image-cache snapshot', () => {
    const soci = (snapshot: boolean) => {
      const stack = new TerraformStack(Testing.app(), 'test');
      new GpuNodeClass(stack, 'Gpus', {
        clusterName: 'demo',
        soci: false,
        instanceStoreRaid0: false,
        imageCacheSnapshot: snapshot ? { snapshotId: 'snap-0123456789abcdef0' } : undefined,
      });
      return findings(stack).filter((f) => f.id === 'GPUM-CHECK-EKS-SOCI');
    };
    expect(soci(true)).toEqual([]);
    expect(soci(false)).toHaveLength(1);
  });

  test('without NodePools in the stack every node class counts as a GPU node class', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new Manifest(stack, 'NodeClass', {
      manifest: {
        apiVersion: 'karpenter.k8s.aws/v1',
        kind: 'EC2NodeClass',
        metadata: { name: 'any' },
        spec: { amiSelectorTerms: [{ alias: 'bottlerocket@latest' }] },
      },
    });
    expect(
      findings(stack)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['GPUM-CHECK-EKS-NVME', 'GPUM-CHECK-EKS-SOCI']);
  });

  test('a volume that is ReadOnlyMany only is mounted read-only by the driver; so is csi.readOnly', () => {
    for (const spec of [
      { accessModes: ['ReadOnlyMany'], mountOptions: ['region us-west-2'] },
      { accessModes: ['ReadWriteMany'], mountOptions: ['region us-west-2'], readOnly: true },
    ]) {
      const stack = new TerraformStack(Testing.app(), 'test');
      new Manifest(stack, 'ModelVolume', {
        manifest: {
          apiVersion: 'v1',
          kind: 'PersistentVolume',
          metadata: { name: 's3-models' },
          spec: {
            capacity: { storage: '1200Gi' },
            accessModes: spec.accessModes,
            mountOptions: spec.mountOptions,
            csi: {
              driver: 's3.csi.aws.com',
              volumeHandle: 's3-models',
              readOnly: spec.readOnly,
              volumeAttributes: { bucketName: 'acme-models' },
            },
          },
        },
      });
      expect(findings(stack)).toEqual([]);
    }
  });

  test('SOCI settings on a Bottlerocket release before 1.44.0 do nothing', () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new Manifest(stack, 'NodeClass', {
      manifest: {
        apiVersion: 'karpenter.k8s.aws/v1',
        kind: 'EC2NodeClass',
        metadata: { name: 'old' },
        spec: { amiSelectorTerms: [{ alias: 'bottlerocket@v1.40.0' }], instanceStorePolicy: 'RAID0', userData: SOCI_USER_DATA },
      },
    });
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(/EC2NodeClass old runs Bottlerocket 1\.40\.0, before 1\.44\.0/),
    ]);
  });

  test("a custom AMI's pull settings cannot be read: an info, not a warning", () => {
    const stack = new TerraformStack(Testing.app(), 'test');
    new Manifest(stack, 'NodeClass', {
      manifest: {
        apiVersion: 'karpenter.k8s.aws/v1',
        kind: 'EC2NodeClass',
        metadata: { name: 'custom' },
        spec: {
          amiFamily: 'Custom',
          amiSelectorTerms: [{ id: 'ami-0123456789abcdef0' }],
          instanceStorePolicy: 'RAID0',
          userData: '#!/bin/bash\n',
        },
      },
    });
    expect(findings(stack).map((f) => [f.level, f.message])).toEqual([
      [
        'info',
        expect.stringMatching(
          /^\[GPUM-CHECK-EKS-SOCI\] cannot verify: kubernetes_manifest\.NodeClass EC2NodeClass custom selects its AMI by ID or tags without a known family/,
        ),
      ],
    ]);
  });

  test('an existing bucket (a data source) without a public access block in the stack cannot be verified: an info', () => {
    const build = (withBlock: boolean) => {
      const stack = new TerraformStack(Testing.app(), 'test');
      const bucket = new DataAwsS3Bucket(stack, 'Shared', { bucket: 'acme-shared' });
      new Manifest(stack, 'Deployment', {
        manifest: {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'llm' },
          spec: { template: { spec: { containers: [{ name: 'c', image: 'i', args: [`s3://${bucket.bucket}/models/`] }] } } },
        },
      });
      if (withBlock) {
        new S3BucketPublicAccessBlock(stack, 'Block', {
          bucket: bucket.id,
          blockPublicAcls: true,
          blockPublicPolicy: true,
          ignorePublicAcls: true,
          restrictPublicBuckets: true,
        });
      }
      return stack;
    };
    expect(findings(build(false)).map((f) => [f.level, f.id, f.message])).toEqual([
      [
        'info',
        'GPUM-CHECK-BUCKET-PUBLIC-ACCESS',
        expect.stringMatching(/cannot verify: data\.aws_s3_bucket\.Shared is an existing bucket \(a data source\)/),
      ],
    ]);
    // A block in the stack is visible: verified, silent.
    expect(findings(build(true))).toEqual([]);
  });

  test('a listing of the model bucket without a prefix condition reaches every key', () => {
    const { stack } = eksStack();
    const policy = new IamRolePolicy(stack, 'ListAll', {
      role: 'llm-pod',
      policy: JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: ['s3:ListBucket'], Resource: 'arn:aws:s3:::acme-models' }],
      }),
    });
    GpuModelChecks.describeModel(policy, {
      model: new ModelArtifact({ name: 'llm', size: Size.gibibytes(8) }),
      storageKind: ModelStorageKind.DOWNLOAD_AT_START,
    });
    expect(findings(stack).map((f) => f.message)).toEqual([
      expect.stringMatching(
        /aws_iam_role_policy\.ListAll allows s3:ListBucket on arn:aws:s3:::acme-models without a prefix condition: it lists every key of the bucket, not only models\/llm\//,
      ),
    ]);
  });
});
