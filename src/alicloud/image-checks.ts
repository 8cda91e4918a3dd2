import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ContainerImage } from '../core/container-image';
import { ValidationError } from '../core/errors';
import { ModelArtifact } from '../core/model-artifact';
import { ModelStorageKind } from '../core/model-storage';
import { isResolved } from '../core/tokens';
import { FC_GPU_IMAGE_LIMIT, FC_SMALL_MODEL } from './image-limits';

const ACR_HOST = /^(?:[a-z0-9-]+-)?registry(?:-vpc)?\.([a-z]{2}-[a-z0-9-]+?)\.(?:cr\.)?aliyuncs\.com$/;

/**
 * The image must come from ACR in the function's region, and fit the GPU image limit. A region that
 * is a Terraform token cannot be compared with the registry's: that is left to the pull at apply.
 */
export function checkFcImage(scope: IConstruct, image: ContainerImage, model: ModelArtifact, kind: ModelStorageKind, region: string): void {
  const host = image.registry;
  const acr = host ? ACR_HOST.exec(host) : null;
  if (acr && isResolved(region) && acr[1] !== region) {
    const fix = `Push the image to ${region}`;
    throw new ValidationError(
      'GPUM-FC-IMAGE-REGION',
      `image ${image.uri} is in Container Registry region ${acr[1]}, but the function is in ${region}: Function Compute pulls only from ACR in its own region ("Image and function must be in the same region"). ${fix}`,
      scope,
      { property: 'image', value: image.uri, fix },
    );
  }
  if (!acr) {
    addWarning(
      scope,
      'GPUM-FC-IMAGE-REGISTRY',
      `image ${image.uri} is not in Alibaba Container Registry: Function Compute GPU functions pull custom-container images from ACR in the function's region (${region}). Push it to registry.${region}.aliyuncs.com or an ACR Enterprise instance in ${region}`,
    );
  }

  // With the model in the image, the image is at least the model's size.
  const imageSize = image.compressedSize ?? (kind === ModelStorageKind.CONTAINER_IMAGE ? model.size : undefined);
  if (imageSize && imageSize.isGreaterThan(FC_GPU_IMAGE_LIMIT)) {
    const gigabytes = Number(imageSize.toGigabytes().toFixed(1));
    const baked = kind === ModelStorageKind.CONTAINER_IMAGE;
    const fix = baked
      ? 'Serve the model from ModelStorage.fileSystem() (Performance NAS) or ModelStorage.objectStorageMount() (OSS), or raise the image quota'
      : 'Slim the image (keep model files out of it), or raise the image quota';
    throw new ValidationError(
      'GPUM-IMAGE-TOO-LARGE',
      `the image would be about ${imageSize} (${gigabytes} GB) ${
        image.compressedSize ? 'compressed' : `with the ${model.size} model baked in`
      }, above Function Compute's ${FC_GPU_IMAGE_LIMIT.toGigabytes()} GB GPU image limit. ${fix}`,
      scope,
      // The input the fix changes: the storage that bakes the model in, or the image itself.
      { property: baked ? 'storage' : 'image.compressedSize', value: baked ? kind : String(imageSize), fix },
    );
  }
  if (kind === ModelStorageKind.CONTAINER_IMAGE && model.size.isGreaterThan(FC_SMALL_MODEL)) {
    addWarning(
      scope,
      'GPUM-IMAGE-LARGE-MODEL',
      `the ${model.size} model is baked into the image: Function Compute advises the image only for small models (hundreds of MB). Every image change re-optimizes the whole image and every cold start pulls it; ModelStorage.fileSystem() (Performance NAS) or ModelStorage.objectStorageMount() (OSS) serve large or often-updated models better`,
    );
  }
}
