import { SchemaExtras } from './binding-schema';

/**
 * Attributes the library emits beyond the 6.50.0 bindings, each with the google provider version
 * that added it. Only these, through escape hatches.
 */
export const ADDED_AFTER_BINDINGS: Record<string, { paths: string[]; since: string }> = {
  'gcs.mount_options': {
    paths: [
      'google_cloud_run_v2_worker_pool:template.volumes.gcs.mount_options',
      'google_cloud_run_v2_service:template.volumes.gcs.mount_options',
      // The same change (GoogleCloudPlatform/magic-modules#15154) covers jobs.
      'google_cloud_run_v2_job:template.template.volumes.gcs.mount_options',
    ],
    // hashicorp/terraform-provider-google CHANGELOG 7.4.0: "promote mount options for GcsFuse volumes to GA".
    since: '7.4.0',
  },
  'worker pool startup_probe': {
    paths: ['google_cloud_run_v2_worker_pool:template.containers.startup_probe'],
    // hashicorp/terraform-provider-google CHANGELOG 7.5.0: "cloudrunv2: added `startup_probe` and `liveness_probe` to
    // `google_cloud_run_v2_worker_pool` resource" (GoogleCloudPlatform/magic-modules#15156, the service's Probe shape).
    since: '7.5.0',
  },
  run_execution_token: {
    paths: ['google_cloud_run_v2_job:run_execution_token'],
    // hashicorp/terraform-provider-google CHANGELOG 7.42.0: "cloudrunv2: added fields `start_execution_token` and
    // `run_execution_token` to `google_cloud_run_v2_job` (ga)" (GoogleCloudPlatform/magic-modules#18296).
    since: '7.42.0',
  },
};

export const EXTRAS: SchemaExtras = {};
for (const { paths } of Object.values(ADDED_AFTER_BINDINGS)) {
  for (const entry of paths) {
    const [type, attribute] = entry.split(':');
    EXTRAS[type] = [...(EXTRAS[type] ?? []), attribute];
  }
}
