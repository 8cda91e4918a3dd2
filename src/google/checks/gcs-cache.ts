import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { block } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, fileCacheEnabled, modelVolumes, mountOptions } from './cloud-run-helpers';

/** Without either, gcsfuse reads a model with one stream: Google's GPU guidance asks for one of them. */
export const GCS_CACHE: CheckRule = {
  id: 'GPUM-CHECK-GCS-CACHE',
  level: CheckLevel.WARNING,
  description:
    'A Cloud Run Cloud Storage volume that holds the model (mounted at its MODEL_PATH, or any when MODEL_PATH is not set) has neither the gcsfuse file cache (cache-dir with a non-zero file-cache-max-size-mb) nor buffered read (enable-buffered-read).',
  fix: 'Add mount_options "enable-buffered-read=true" for sequential model loads, or "cache-dir=cr-volume:<in-memory volume>" for random reads (ModelStorage.objectStorageMount({ bufferedRead: {} }) or { fileCache: { size } }).',
  check(resource) {
    if (!CLOUD_RUN_TYPES.includes(resource.type)) return [];
    return modelVolumes(resource)
      .filter((v) => block(v.gcs) !== undefined)
      .filter((v) => {
        const options = mountOptions(block(v.gcs)!);
        const buffered = options.has('enable-buffered-read') && options.get('enable-buffered-read') !== 'false';
        return !buffered && !fileCacheEnabled(options);
      })
      .map(
        (v) =>
          `mounts bucket ${String(block(v.gcs)!.bucket)} as volume "${v.name}" with neither the file cache nor buffered read: gcsfuse does not parallelize the read`,
      );
  },
};
