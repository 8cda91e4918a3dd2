/**
 * Two EKS workloads on one model bucket: `Chat` creates the private S3 bucket and mounts its model with
 * Mountpoint; `Batch` serves the same model from the same bucket with `EksModelStorage.sharedWith(chat)`,
 * mounted the same way, with a Pod Identity role of its own that reads only the model's prefix. Nothing
 * is created twice, and `Batch` draws no warning of its own.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, EksModelStorage, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class EksSharedBucketStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      minLocalNvme: Size.gibibytes(100),
    });
    const image = ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2');
    const model = new ModelArtifact({ name: 'mistral-7b', size: Size.gibibytes(15) });

    const chat = new EksGpuWorkload(this, 'Chat', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      image,
      model,
      args: ['--model', '/mnt/models/mistral-7b', '--port', '8000'],
      healthCheckPath: '/health',
      storage: EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(20) }),
    });

    // The same bucket and Mountpoint settings; its own Pod Identity role on models/mistral-7b/.
    new EksGpuWorkload(this, 'Batch', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      image,
      model,
      args: ['--model', '/mnt/models/mistral-7b', '--port', '8000', '--max-num-seqs', '512'],
      healthCheckPath: '/health',
      storage: EksModelStorage.sharedWith(chat),
    });
    new TerraformOutput(this, 'ModelBucket', { value: chat.bucketName });
  }
}

export function build(app: App): void {
  new EksSharedBucketStack(app, 'aws-eks-shared-bucket');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
