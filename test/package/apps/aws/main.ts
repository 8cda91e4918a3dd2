// A user's app on Amazon EKS, compiled and synthesized against the packed library.
import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformStack } from 'cdktf';
import { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, ServingEngine, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass } from 'cdktf-gpu-models/aws';

const app = new App();
const stack = new TerraformStack(app, 'user-app');
new AwsProvider(stack, 'aws', { region: 'us-west-2' });
new KubernetesProvider(stack, 'kubernetes', { configPath: '~/.kube/config' });

const gpus = new GpuNodeClass(stack, 'GpuNodes', { clusterName: 'inference', instanceFamilies: ['g6e'] });
new EksGpuWorkload(stack, 'direct', {
  clusterName: 'inference',
  region: 'us-west-2',
  nodePool: gpus,
  image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
  model: new ModelArtifact({ name: 'qwen-7b', size: Size.gibibytes(15) }),
  storage: ModelStorage.downloadAtStart(),
});
new GpuFunctionWithModel(stack, 'facade', {
  platform: GpuPlatform.amazonEks({
    clusterName: 'inference',
    region: 'us-west-2',
    nodePool: gpus,
    engine: ServingEngine.vllm({ version: '0.11.0', maxModelLen: 8192, extraArgs: ['--enable-prefix-caching'] }),
  }),
  image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
  model: new ModelArtifact({ name: 'llama-8b', size: Size.gibibytes(16) }),
  storage: ModelStorage.objectStorageMount(),
});
app.synth();
