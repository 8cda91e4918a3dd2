import { Size } from '../core/size';

/** "Best suited for smaller models less than 10 GB": past this, Cloud Run's guidance moves models out of images. */
export const CLOUD_RUN_IMAGE_MODEL_LIMIT = Size.gigabytes(10);
