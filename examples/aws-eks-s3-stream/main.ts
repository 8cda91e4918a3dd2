/**
 * The serving engine streams the model's weights from S3 straight into GPU memory (vLLM with the
 * Run:ai Model Streamer, `--load-format runai_streamer`): no Mountpoint volume, no download to
 * disk, no init container. The pod's own Pod Identity role may list and read the model's prefix
 * only; the container gets the object URI as `MODEL_URI` and the region as `AWS_REGION` and
 * `AWS_DEFAULT_REGION`. The
 * command is the user's own until the library's engine presets land: it reads `MODEL_URI` from the
 * environment.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, Duration, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class S3StreamStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      // g6e.xlarge and up: one L40S with up to 20 Gb/s of network.
      instanceFamilies: ['g6e'],
      gpuLimit: 8,
    });
    const llama = new EksGpuWorkload(this, 'Llama', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      name: 'llama-8b',
      healthCheckPath: '/health',
      startupTimeout: Duration.minutes(20),
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai-runai:v0.11.1'),
      // The streamer reads the URI itself: $(MODEL_URI) is expanded by Kubernetes from the container's environment.
      command: ['vllm', 'serve', '$(MODEL_URI)'],
      args: ['--load-format', 'runai_streamer', '--model-loader-extra-config', '{"concurrency":32}', '--port', '8000'],
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(15) }),
      storage: ModelStorage.objectStorageStream(),
      environment: { HF_HUB_OFFLINE: '1' },
    });
    new TerraformOutput(this, 'ModelUri', { value: llama.modelUri });
  }
}

export function build(app: App): void {
  new S3StreamStack(app, 'aws-eks-s3-stream');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
