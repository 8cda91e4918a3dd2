/*
 * Where every platform's staging job mounts its storage: one pair of paths for all of them, so that
 * a staging log, a marker's paths and the docs read the same on every cloud. Not API.
 */

/** The model's destination storage, mounted read-write (the `<storagePath>` the program writes under). */
export const STAGING_DESTINATION_MOUNT = '/mnt/gpum-stage';

/** An object-storage source's prefix, mounted read-only. */
export const STAGING_SOURCE_MOUNT = '/mnt/gpum-source';
