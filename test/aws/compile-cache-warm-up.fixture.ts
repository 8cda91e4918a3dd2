// A workload with a compile cache warmed by a deploy-time Job, shared by the unit and integration tests.
import { EksGpuWorkload, EksGpuWorkloadProps, GpuNodeClass, NodeIdentity } from '../../src/aws';
import { CompileCache } from '../../src/core/compile-cache';
import { ContainerImage } from '../../src/core/container-image';
import { ServingEngine } from '../../src/core/engine';
import { TerraformStack, Testing } from '../../src/core/framework';
import { ModelArtifact } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { synthJson } from '../support/synth';

export const IMAGE = ContainerImage.fromRegistry(`123456789012.dkr.ecr.us-west-2.amazonaws.com/vllm@sha256:${'a'.repeat(64)}`);

/** A vLLM workload streaming from S3 with a compile cache (warmed when `warmUp`), synthesized. */
export function build(props: Partial<EksGpuWorkloadProps> = {}, warmUp = true) {
  const stack = new TerraformStack(Testing.app(), 'test');
  const nodePool = new GpuNodeClass(stack, 'Gpus', {
    clusterName: 'demo',
    identity: NodeIdentity.createRole({ roleName: 'KarpenterNodeRole-demo' }),
    instanceFamilies: ['g6e'],
  });
  const workload = new EksGpuWorkload(stack, 'Llama', {
    clusterName: 'demo',
    region: 'us-west-2',
    nodePool,
    image: IMAGE,
    model: new ModelArtifact({ name: 'llama-8b', size: Size.gigabytes(16) }),
    storage: ModelStorage.objectStorageStream(),
    engine: ServingEngine.vllm({ compileCache: CompileCache.objectStorage({ modelRevision: 'v1', warmUp }) }),
    ...props,
  });
  return { stack, workload, json: synthJson(stack) };
}
