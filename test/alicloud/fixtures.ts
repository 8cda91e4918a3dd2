import { ContainerImage } from '../../src/core/container-image';
import { ModelArtifact, ModelArtifactProps } from '../../src/core/model-artifact';
import { ModelStorage } from '../../src/core/model-storage';
import { Size } from '../../src/core/size';
import { TerraformStack } from '../../src/core/framework';
import { FcGpuFunction, FcGpuFunctionProps, FcGpuType } from '../../src/alicloud';
import { AlicloudProvider } from '../../src/alicloud/generated/provider';
import { newStack } from '../support/stacks';

export const IMAGE = ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/server:1.0');

export function model(overrides: Partial<ModelArtifactProps> = {}): ModelArtifact {
  return new ModelArtifact({ name: 'llama', size: Size.gibibytes(16), ...overrides });
}

/** A stack with the alicloud provider. */
export function alicloudStack(): TerraformStack {
  const stack = newStack();
  new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
  return stack;
}

/** A GPU function with the minimum props plus the overrides. */
export function gpuFunction(stack: TerraformStack, overrides: Partial<FcGpuFunctionProps> = {}, id = 'fn'): FcGpuFunction {
  return new FcGpuFunction(stack, id, {
    region: 'cn-hangzhou',
    gpuType: FcGpuType.ADA_1,
    image: IMAGE,
    // Small enough for the image: every strategy test sets its own model and storage.
    model: model({ size: Size.mebibytes(500) }),
    storage: ModelStorage.containerImage(),
    ...overrides,
  });
}
