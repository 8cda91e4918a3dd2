/**
 * The model copied from S3 at pod start by an AWS CLI init container (`aws s3 sync` with the CRT
 * transfer client, the default: parallel ranged GETs over as many connections as the target
 * bandwidth takes, which the library sizes from the node pool's instance types) into an emptyDir on
 * the RAID0 NVMe array, then served from local disk by vLLM with tensor parallel 8 (the
 * `ServingEngine.vllm()` preset writes the command line from the workload: the model's path, one rank
 * per GPU, the port, offline hub mode). The platform construct is used directly here, for its full surface.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, Duration, ModelArtifact, ModelStorage, RemovalPolicy, ServingEngine, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class S3DownloadStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      // The node role Karpenter's getting-started guide creates, which its controller may pass.
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      instanceFamilies: ['p5', 'p4d'],
      minLocalNvme: Size.tebibytes(1),
      gpuLimit: 16,
    });
    const qwen = new EksGpuWorkload(this, 'Qwen', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      name: 'qwen-72b',
      gpuCount: 8,
      memory: Size.gibibytes(512),
      sharedMemorySize: Size.gibibytes(64),
      healthCheckPath: '/health',
      startupTimeout: Duration.minutes(45),
      // The default downloader: the CRT client targets 400 Gb/s, the network of p4d.24xlarge (the
      // smallest 8-GPU type of the pool), so the strategy sets only the part size.
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.11.0'),
      // vllm serve /mnt/models/qwen-72b --tensor-parallel-size 8 --port 8000 ...: 8 GPUs, 8 ranks.
      engine: ServingEngine.vllm({ version: '0.11.0', maxModelLen: 32768 }),
      model: new ModelArtifact({ name: 'qwen-72b', size: Size.gibibytes(145) }),
      storage: ModelStorage.downloadAtStart({
        partSize: Size.mebibytes(128),
        // A scratch copy of the weights: the bucket may go with the stack.
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    new TerraformOutput(this, 'ModelBucket', { value: qwen.bucketName });
  }
}

export function build(app: App): void {
  new S3DownloadStack(app, 'aws-eks-s3-download');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
