import { Size } from '../core/size';

/** Function Compute's compressed image limit for GPU functions (limits page; adjustable by quota). */
export const FC_GPU_IMAGE_LIMIT = Size.gigabytes(15);

/**
 * Above this, a model in the image is better served by NAS or OSS: the model-storage guidance bakes
 * only models of "a few hundred megabytes" into the image.
 */
export const FC_SMALL_MODEL = Size.gibibytes(1);
