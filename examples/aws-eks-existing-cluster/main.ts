/**
 * Everything existing: the cluster, the Karpenter node role and the model buckets, each given once
 * as a plain ID and once as the stack's own resource object (data sources here; `IamRole` and
 * `S3Bucket` resources work the same way).
 */
import { DataAwsEksCluster } from '@cdktf/provider-aws/lib/data-aws-eks-cluster';
import { DataAwsIamRole } from '@cdktf/provider-aws/lib/data-aws-iam-role';
import { DataAwsS3Bucket } from '@cdktf/provider-aws/lib/data-aws-s3-bucket';
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class ExistingClusterStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config', configContext: 'prod' });
    // The `ml` namespace already exists in the cluster (createNamespace: true would create it).

    // As resource objects.
    const cluster = new DataAwsEksCluster(this, 'Cluster', { name: 'prod' });
    const nodeRole = new DataAwsIamRole(this, 'NodeRole', { name: 'KarpenterNodeRole-prod' });
    const sharedModels = new DataAwsS3Bucket(this, 'SharedModels', { bucket: 'prod-shared-models' });

    const l40s = new GpuNodeClass(this, 'L40s', {
      clusterName: cluster.name,
      name: 'gpu-l40s',
      identity: NodeIdentity.fromRole(nodeRole),
      instanceFamilies: ['g6e'],
      minLocalNvme: Size.gibibytes(400),
    });
    new EksGpuWorkload(this, 'Embeddings', {
      clusterName: cluster.name,
      region: 'us-west-2',
      nodePool: l40s,
      namespace: 'ml',
      modelBucket: sharedModels,
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/text-embeddings-inference:1.7'),
      model: new ModelArtifact({ name: 'bge-m3', size: Size.gibibytes(3), storagePath: 'embeddings/bge-m3' }),
      storage: ModelStorage.downloadAtStart(),
    });

    // As plain IDs.
    const a10g = new GpuNodeClass(this, 'A10g', {
      clusterName: 'prod',
      name: 'gpu-a10g',
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-prod'),
      instanceFamilies: ['g5'],
      minLocalNvme: Size.gibibytes(200),
    });
    new EksGpuWorkload(this, 'Whisper', {
      clusterName: 'prod',
      region: 'us-west-2',
      nodePool: a10g,
      namespace: 'ml',
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/whisper-server:3.1'),
      model: new ModelArtifact({ name: 'whisper-large-v3', size: Size.gibibytes(3) }),
      storage: ModelStorage.objectStorageMount({ bucketName: 'prod-speech-models' }),
    });
  }
}

export function build(app: App): void {
  new ExistingClusterStack(app, 'aws-eks-existing-cluster');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
