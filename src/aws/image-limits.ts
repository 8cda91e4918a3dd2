import { Size } from '../core/size';

/**
 * Where "small" ends for the image on EKS. EKS has no image limit; this threshold is the library's,
 * matching Cloud Run's published 10 GB and the 9.35 GB image of the published SOCI benchmark.
 */
export const EKS_IMAGE_MODEL_LIMIT = Size.gigabytes(10);
