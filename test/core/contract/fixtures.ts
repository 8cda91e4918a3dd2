import { AwsProvider } from '@cdktf/provider-aws/lib/provider';
import { GoogleProvider } from '@cdktf/provider-google/lib/provider';
import { EksGpuWorkload, EksGpuWorkloadProps, GpuNodeClass, GpuNodeClassProps, NodeIdentity } from '../../../src/aws';
import { FcGpuFunction, FcGpuFunctionProps, FcGpuType } from '../../../src/alicloud';
import { AlicloudProvider } from '../../../src/alicloud/generated/provider';
import { ContainerImage } from '../../../src/core/container-image';
import { TerraformStack, Testing } from '../../../src/core/framework';
import { ModelArtifact, ModelArtifactProps } from '../../../src/core/model-artifact';
import { ModelStorage } from '../../../src/core/model-storage';
import { Size } from '../../../src/core/size';
import { CloudRunGpuWorkload, CloudRunGpuWorkloadProps } from '../../../src/google';

/** A stack with one default provider per cloud, in the regions the fixtures use. */
export function stackWithProviders(): TerraformStack {
  const stack = new TerraformStack(Testing.app(), 'test');
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  new AwsProvider(stack, 'aws', { region: 'us-west-2' });
  return stack;
}

export function model(props: Partial<ModelArtifactProps> = {}): ModelArtifact {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(8), ...props });
}

export function fc(stack: TerraformStack, props: Partial<FcGpuFunctionProps> = {}, id = 'fn'): FcGpuFunction {
  return new FcGpuFunction(stack, id, {
    region: 'cn-hangzhou',
    gpuType: FcGpuType.ADA_1,
    image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0'),
    model: model({ size: Size.mebibytes(500) }),
    storage: ModelStorage.containerImage(),
    ...props,
  });
}

export function cloudRun(stack: TerraformStack, props: Partial<CloudRunGpuWorkloadProps> = {}, id = 'llm'): CloudRunGpuWorkload {
  return new CloudRunGpuWorkload(stack, id, {
    region: 'us-central1',
    image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/vllm:0.9'),
    model: model(),
    storage: ModelStorage.containerImage(),
    ...props,
  });
}

/** The default instance families' smallest GPU (A10G and L4: 22,888 MiB). */
export const EKS_GPU = Size.mebibytes(22888);

export function eks(stack: TerraformStack, props: Partial<EksGpuWorkloadProps> = {}, id = 'Llama'): EksGpuWorkload {
  return new EksGpuWorkload(stack, id, {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool: GpuNodeClass.fromNodePoolAttributes({ nodePoolName: 'gpus', gpuMemoryPerGpu: EKS_GPU }),
    image: ContainerImage.fromRegistry('123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm:1'),
    model: model(),
    storage: ModelStorage.containerImage(),
    ...props,
  });
}

export function nodeClass(stack: TerraformStack, props: Partial<GpuNodeClassProps> = {}, id = 'Gpus'): GpuNodeClass {
  return new GpuNodeClass(stack, id, {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    ...props,
  });
}
