/**
 * The model in a new private S3 bucket, mounted read-only with Mountpoint for Amazon S3 through its
 * CSI driver (EKS add-on `aws-mountpoint-s3-csi-driver` v2), cached on an emptyDir that lives on
 * the nodes' NVMe array. The pods read the bucket with their own EKS Pod Identity role, scoped to
 * the model's prefix (the cluster needs the `eks-pod-identity-agent` add-on).
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, EksModelStorage, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class S3MountpointStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      // The node role Karpenter's getting-started guide creates, which its controller may pass.
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      minLocalNvme: Size.gibibytes(100),
    });
    const mistral = new GpuFunctionWithModel(this, 'Mistral', {
      platform: GpuPlatform.amazonEks({
        clusterName: 'inference',
        region: 'us-west-2',
        nodePool: gpus,
        gpuCount: 1,
        args: ['--model', '/mnt/models/mistral-7b', '--port', '8000'],
        healthCheckPath: '/health',
      }),
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
      model: new ModelArtifact({ name: 'mistral-7b', size: Size.gibibytes(15) }),
      storage: EksModelStorage.mountpoint({
        cacheSize: Size.gibibytes(20),
        mountOptions: ['max-threads 64'],
      }),
    });
    const workload = mistral.workload as EksGpuWorkload;
    new TerraformOutput(this, 'ModelBucket', { value: workload.bucketName });
    new TerraformOutput(this, 'Url', { value: mistral.url });
  }
}

export function build(app: App): void {
  new S3MountpointStack(app, 'aws-eks-s3-mountpoint');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
