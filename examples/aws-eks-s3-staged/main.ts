/**
 * A Hugging Face model staged into a new private S3 bucket during `cdktf deploy`, then mounted
 * read-only with Mountpoint for Amazon S3 on the GPU pods. A Kubernetes Job on a CPU node downloads
 * the pinned commit, checks every file against the hub's digest and writes
 * `models/mistral-7b/<commit>/` through a read-write Mountpoint volume, its marker last; apply
 * waits for it, and each serving pod checks the marker before vLLM starts. The hub token comes from
 * AWS Secrets Manager by reference. The cluster needs the `eks-pod-identity-agent` and
 * `aws-mountpoint-s3-csi-driver` add-ons, and CPU nodes with internet egress (a NAT gateway).
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, HubToken, ModelArtifact, ModelSource, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, EksModelStorage, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class S3StagedStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      minLocalNvme: Size.gibibytes(100),
    });
    const mistral = new EksGpuWorkload(this, 'Mistral', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      gpuCount: 1,
      command: ['vllm', 'serve'],
      args: ['/mnt/models/mistral-7b', '--port', '8000'],
      healthCheckPath: '/health',
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
      model: new ModelArtifact({
        name: 'mistral-7b',
        size: Size.gibibytes(15),
        source: ModelSource.huggingFace('mistralai/Mistral-7B-Instruct-v0.3', {
          revision: 'e0bc86c23ce5aae1db576c8cca6f06f1f73af2db',
          token: HubToken.fromAwsSecretsManager('arn:aws:secretsmanager:us-west-2:123456789012:secret:hf-token-AbCdEf'),
          include: ['*.safetensors', '*.json', 'tokenizer.model'],
        }),
      }),
      storage: EksModelStorage.mountpoint({ cacheSize: Size.gibibytes(20) }),
      // The Job runs on the cluster's CPU nodes, never on the GPU pool.
      staging: { nodeSelector: { 'karpenter.sh/nodepool': 'default' } },
    });
    new TerraformOutput(this, 'ModelBucket', { value: mistral.bucketName });
    new TerraformOutput(this, 'StagingJob', { value: mistral.staging!.jobName });
    new TerraformOutput(this, 'Url', { value: mistral.url });
  }
}

export function build(app: App): void {
  new S3StagedStack(app, 'aws-eks-s3-staged');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
