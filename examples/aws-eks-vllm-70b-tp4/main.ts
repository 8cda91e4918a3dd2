/**
 * vLLM serving a 70B model across 4 GPUs (tensor parallel 4) on EKS, streaming the weights from S3
 * into GPU memory with the Run:ai Model Streamer. The `ServingEngine.vllm()` preset writes `vllm serve
 * s3://<bucket>/models/llama-3.1-70b-instruct/ --tensor-parallel-size 4 --load-format runai_streamer`
 * with the readers sized from the node pool's network, the port, offline hub mode and a `/health`
 * startup probe; the pod's Pod Identity role reads the model's prefix only. The streamer's distributed
 * mode is not written (unverified for vLLM 0.11): the workload carries GPUM-ADVICE-ENGINE. The
 * `torch.compile` cache outlives the pod: an init container restores it from the bucket's
 * `compile-cache/` prefix into local disk, a sidecar writes a new generation back once `/health`
 * answers, and the pod's role may write that prefix only (the model's stays read-only).
 */
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { CompileCache, ContainerImage, ModelArtifact, ModelStorage, ServingEngine, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass, NodeIdentity } from 'cdktf-gpu-models/aws';

export class EksVllm70bStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new AwsProvider(this, 'aws', { region: 'us-west-2' });
    new KubernetesProvider(this, 'kubernetes', { configPath: '~/.kube/config' });

    const gpus = new GpuNodeClass(this, 'GpuNodes', {
      clusterName: 'inference',
      identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),
      // g6e.12xlarge and up: 4 L40S (48 GB each), 100 Gb/s of network.
      instanceFamilies: ['g6e'],
      gpuLimit: 8,
    });
    const llama = new EksGpuWorkload(this, 'Llama', {
      clusterName: 'inference',
      region: 'us-west-2',
      nodePool: gpus,
      name: 'llama-70b',
      gpuCount: 4,
      sharedMemorySize: Size.gibibytes(16),
      image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai-runai:v0.11.1'),
      engine: ServingEngine.vllm({
        version: '0.11.1',
        maxModelLen: 16384,
        // The model is pre-staged (no source): name the revision the cache is keyed by, and change
        // it whenever the weights in the bucket change.
        compileCache: CompileCache.objectStorage({ modelRevision: '2024-07-23' }),
      }),
      model: new ModelArtifact({ name: 'llama-3.1-70b-instruct', size: Size.gigabytes(141) }),
      storage: ModelStorage.objectStorageStream(),
    });
    new TerraformOutput(this, 'ModelUri', { value: llama.modelUri });
  }
}

export function build(app: App): void {
  new EksVllm70bStack(app, 'aws-eks-vllm-70b-tp4');
}

if (require.main === module) {
  const app = new App();
  build(app);
  app.synth();
}
