import { findRecordedModel, findRecordedStorageKind } from '../../model-metadata';
import { ModelStorageKind } from '../../model-storage';
import { Size } from '../../size';
import { CheckLevel, CheckRule } from '../rule';
import { IndexedResource, StackIndex, isModelConsumer } from '../stack-index';
import { consumerPlatform } from './consumer-helpers';

/** Function Compute rejects a GPU image above 15 GB compressed. */
const FC_IMAGE_LIMIT = Size.gigabytes(15);

/** Where each platform's guidance stops putting the model in the image. */
const GUIDANCE: Record<string, { size: Size; source: string }> = {
  'alicloud-fc': { size: Size.gibibytes(1), source: "Function Compute's guidance bakes only models of a few hundred MB into the image" },
  'gcp-cloudrun': { size: Size.gigabytes(10), source: "Cloud Run's guidance keeps images for models under 10 GB" },
  'aws-eks': {
    size: Size.gigabytes(10),
    source: "this library's threshold for EKS (no EKS limit; the published SOCI benchmark pulled a 9.35 GB image)",
  },
};

/** The model a workload carries in its image; one finding per workload, not per resource of its construct. */
function imageModel(resource: IndexedResource, index: StackIndex): { name: string; size: Size } | undefined {
  if (!isModelConsumer(resource, index) || findRecordedStorageKind(resource.construct) !== ModelStorageKind.CONTAINER_IMAGE)
    return undefined;
  const model = findRecordedModel(resource.construct);
  return model ? { name: model.name, size: Size.bytes(model.sizeBytes) } : undefined;
}

/** A model in the image above a hard limit fails at deploy. */
export const IMAGE_LIMIT: CheckRule = {
  id: 'GPUM-CHECK-IMAGE-LIMIT',
  level: CheckLevel.ERROR,
  description: "A model baked into the image is larger than the platform's image limit (Function Compute GPU images: 15 GB compressed).",
  fix: 'Move the model out of the image: ModelStorage.fileSystem() or ModelStorage.objectStorageMount().',
  check(resource, index) {
    const model = imageModel(resource, index);
    if (!model || consumerPlatform(resource) !== 'alicloud-fc' || !model.size.isGreaterThan(FC_IMAGE_LIMIT)) return [];
    return [`bakes model "${model.name}" (${model.size}) into an image above the 15 GB limit of a GPU function's image`];
  },
};

/** Large models in images slow every deploy and every node's pull. */
export const IMAGE_SIZE: CheckRule = {
  id: 'GPUM-CHECK-IMAGE-SIZE',
  level: CheckLevel.WARNING,
  description:
    "A model baked into the image is larger than the platform's guidance for images (Function Compute about 1 GiB, Cloud Run 10 GB, EKS 10 GB).",
  fix: 'Keep large models in storage: run `cdktf-gpu-models advise` for the strategy that fits, or ModelStorage.recommended({...}).',
  check(resource, index) {
    const model = imageModel(resource, index);
    const platform = consumerPlatform(resource);
    if (!model || !platform) return [];
    const guidance = GUIDANCE[platform];
    if (!model.size.isGreaterThan(guidance.size) || (platform === 'alicloud-fc' && model.size.isGreaterThan(FC_IMAGE_LIMIT))) return [];
    return [`bakes model "${model.name}" (${model.size}) into the image: ${guidance.source}`];
  },
};
