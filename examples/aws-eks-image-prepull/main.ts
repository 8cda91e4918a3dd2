/**
 * A model baked into its serving image: the GPU nodes pull it with SOCI parallel pull, and the
 * pool's pre-pull DaemonSet pulls the digest-pinned image onto every new node while a startup taint
 * keeps pods off it, so that even the first pod on a new node starts from the local image.
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { ContainerImage, Duration, GpuFunctionWithModel, GpuPlatform, ModelArtifact, Size } from 'cdktf-gpu-models';
import { EksModelStorage, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

const IMAGE =
  '123456789012.dkr.ecr.us-west-2.amazonaws.com/llama-3-8b-vllm@sha256:3c4d1f0b8a3e5f7a9c2d4e6f8a0b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b';

export class ImagePrePullStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      // The node role Karpenter's getting-started guide creates, which its controller may pass.
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      minLocalNvme: Size.gibibytes(200),
      // Keep the 20 GiB image through image garbage collection.
      imageGcHighThresholdPercent: 90,
      imageGcLowThresholdPercent: 85,
      // New nodes take pods only once the image is on them (or after 20 minutes, whatever happens).
      imagePrePull: { deadline: Duration.minutes(20) },
    });
    const llama = new GpuFunctionWithModel(this, 'Llama', {
      platform: GpuPlatform.amazonEks({
        clusterName: 'inference',
        region: 'us-west-2',
        nodePool: gpus,
        namespace: 'inference',
        createNamespace: true,
        memory: Size.gibibytes(48),
        sharedMemorySize: Size.gibibytes(8),
        healthCheckPath: '/health',
        // vLLM's image has a shell; the pre-pull container only has to exit 0.
        prePullCommand: ['/bin/sh', '-c', 'exit 0'],
      }),
      image: ContainerImage.fromRegistry(IMAGE, { compressedSize: Size.gibibytes(20) }),
      model: new ModelArtifact({ name: 'llama-3-8b', size: Size.gibibytes(16), mountPath: '/opt/models/llama-3-8b' }),
      storage: EksModelStorage.containerImage({ prePull: true }),
    });
    new TerraformOutput(this, 'Url', { value: llama.url });
  }
}

export function build(app: App): void {
  new ImagePrePullStack(app, 'aws-eks-image-prepull');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
