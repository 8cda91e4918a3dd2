/**
 * The serving engine streams the model's weights from S3 straight into GPU memory (vLLM with the
 * Run:ai Model Streamer, `--load-format runai_streamer`): no Mountpoint volume, no download to
 * disk, no init container. The pod's own Pod Identity role may list and read the model's prefix
 * only; the container gets the object URI as `MODEL_URI` and the region as `AWS_REGION` and
 * `AWS_DEFAULT_REGION`. The `ServingEngine.vllm()` preset writes the command line: `vllm serve
 * s3://<bucket>/models/llama-3.1-8b-instruct/ --load-format runai_streamer` with the streamer's readers
 * sized from the g6e network, the port, offline hub mode and a `/health` startup probe.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, ModelArtifact, ModelStorage, ServingEngine, Size } from 'cdktf-gpu-models';
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
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai-runai:v0.11.1'),
      engine: ServingEngine.vllm({ version: '0.11.1' }),
      model: new ModelArtifact({ name: 'llama-3.1-8b-instruct', size: Size.gibibytes(15) }),
      storage: ModelStorage.objectStorageStream(),
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
