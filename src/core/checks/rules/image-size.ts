import { findRecordedModel, findRecordedStorageKind } from '../../model-metadata';
import { ModelStorageKind } from '../../model-storage';
import { Size } from '../../size';
import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex, isModelConsumer } from '../stack-index';

/** The model a workload carries in its image; one finding per workload, not per resource of its construct. */
function imageModel(resource: IndexedResource, index: StackIndex): { name: string; size: Size } | undefined {
  if (!isModelConsumer(resource, index) || findRecordedStorageKind(resource.construct) !== ModelStorageKind.CONTAINER_IMAGE)
    return undefined;
  const model = findRecordedModel(resource.construct);
  return model ? { name: model.name, size: Size.bytes(model.sizeBytes) } : undefined;
}

/** A model in the image above a hard limit (the consumer's platform's `imageLimit`) fails at deploy. */
export const IMAGE_LIMIT: CheckRule = {
  id: 'GPUM-CHECK-IMAGE-LIMIT',
  level: CheckLevel.ERROR,
  description: "A model baked into the image is larger than the platform's image limit (Function Compute GPU images: 15 GB compressed).",
  fix: 'Move the model out of the image: ModelStorage.fileSystem() or ModelStorage.objectStorageMount().',
  check(resource, index) {
    const model = imageModel(resource, index);
    const limit = model ? index.consumerPlatform(resource)?.imageLimit : undefined;
    if (!model || !limit || !model.size.isGreaterThan(limit.size)) return [];
    return [`bakes model "${model.name}" (${model.size}) into an image above ${limit.description}`];
  },
};

/** Large models in images slow every deploy and every node's pull (the consumer's platform's `imageGuidance`). */
export const IMAGE_SIZE: CheckRule = {
  id: 'GPUM-CHECK-IMAGE-SIZE',
  level: CheckLevel.WARNING,
  description:
    "A model baked into the image is larger than the platform's guidance for images (Function Compute about 1 GiB, Cloud Run 10 GB, EKS 10 GB).",
  fix: 'Keep large models in storage: run `cdktf-gpu-models advise` for the strategy that fits, or ModelStorage.recommended({...}).',
  check(resource, index) {
    const model = imageModel(resource, index);
    const platform = model ? index.consumerPlatform(resource) : undefined;
    if (!model || !platform) return [];
    const guidance = platform.imageGuidance;
    // Above the hard limit, IMAGE_LIMIT reports it.
    if (!model.size.isGreaterThan(guidance.size) || (platform.imageLimit && model.size.isGreaterThan(platform.imageLimit.size))) return [];
    return [`bakes model "${model.name}" (${model.size}) into the image: ${guidance.source}`];
  },
};
