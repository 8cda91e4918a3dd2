// What GpuModelChecks knows about Cloud Run: its rules (one per file) and the facts and hooks the
// cross-platform rules read. Loaded by the platform descriptor's loadChecks().
import { PlatformChecks } from '../../core/checks/platform-checks';
import { block, blocks } from '../../core/checks/resolved-values';
import { CLOUD_RUN_IMAGE_MODEL_LIMIT } from '../image-limits';
import { CLOUD_RUN_TYPES, containers } from './cloud-run-helpers';
import { writableCloudRunVolumes } from './cloud-run-writable-mounts';
import { GCS_BUCKET } from './gcs-bucket';
import { GCS_CACHE } from './gcs-cache';
import { GCS_EGRESS } from './gcs-egress';
import { GCS_MOUNT_OPTIONS } from './gcs-mount-options';
import { GCS_PRIVATE_ACCESS } from './gcs-private-access';
import { cloudStorageGrantFindings } from './iam-grants';

/** Cloud Run's checks. */
export const GOOGLE_CHECKS: PlatformChecks = {
  rules: [GCS_CACHE, GCS_MOUNT_OPTIONS, GCS_EGRESS, GCS_PRIVATE_ACCESS],
  buckets: [GCS_BUCKET],
  consumerTypes: CLOUD_RUN_TYPES,
  runsConsumer: (resource) => CLOUD_RUN_TYPES.includes(resource.type),
  imageGuidance: { size: CLOUD_RUN_IMAGE_MODEL_LIMIT, source: "Cloud Run's guidance keeps images for models under 10 GB" },
  environmentValue(resource, _index, name) {
    return containers(resource)
      .flatMap((c) => blocks(c.env))
      .find((e) => e.name === name)?.value;
  },
  namedBuckets(resource) {
    // A service or worker pool's template volumes, and a job's (one level deeper).
    const template = block(resource.config.template);
    return blocks(template?.volumes)
      .concat(blocks(block(template?.template)?.volumes))
      .map((volume) => block(volume.gcs)?.bucket)
      .filter((name): name is string => typeof name === 'string' && name.length > 0 && !name.includes('${'));
  },
  writableModelMounts: writableCloudRunVolumes,
  grantFindings: cloudStorageGrantFindings,
};
