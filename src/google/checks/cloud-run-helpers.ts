import { IndexedResource } from '../../core/checks/stack-index';
import { allStrings, block, blocks, strings } from '../../core/checks/resolved-values';
import { holdsModel } from '../../core/checks/rules/writable-mount';

/** The Cloud Run resource types that mount volumes. */
export const CLOUD_RUN_TYPES = ['google_cloud_run_v2_worker_pool', 'google_cloud_run_v2_service', 'google_cloud_run_v2_job'];

/** The revision template (a job nests it one level deeper). */
export function template(resource: IndexedResource): Record<string, any> | undefined {
  const t = block(resource.config.template);
  return resource.type === 'google_cloud_run_v2_job' ? block(t?.template) : t;
}

/** The template's volumes. */
export function volumes(resource: IndexedResource): Record<string, any>[] {
  return blocks(template(resource)?.volumes);
}

/** The template's containers. */
export function containers(resource: IndexedResource): Record<string, any>[] {
  return blocks(template(resource)?.containers);
}

/** gcsfuse options as a map: `cache-dir=cr-volume:x` gives `cache-dir` → `cr-volume:x`, a bare flag gives `true`. */
export function mountOptions(gcs: Record<string, any>): Map<string, string> {
  const options = new Map<string, string>();
  for (const option of strings(gcs.mount_options)) {
    for (const part of option.split(';')) {
      const trimmed = part.trim().replace(/^--/, '');
      if (!trimmed) continue;
      const eq = trimmed.indexOf('=');
      options.set(eq < 0 ? trimmed : trimmed.slice(0, eq), eq < 0 ? 'true' : trimmed.slice(eq + 1));
    }
  }
  return options;
}

/** gcsfuse's own test: the file cache is on when a cache directory is set and the size is not 0. */
export function fileCacheEnabled(options: Map<string, string>): boolean {
  return options.has('cache-dir') && options.get('file-cache-max-size-mb') !== '0';
}

/** True when the container reads Cloud Storage: a GCS volume, or a `gs://` URL or gcloud/gsutil copy in its command, arguments or environment. */
export function readsCloudStorage(resource: IndexedResource): boolean {
  if (volumes(resource).some((v) => block(v.gcs) !== undefined)) return true;
  return containers(resource).some((c) =>
    allStrings([c.command, c.args, c.env]).some((s) => /gs:\/\/|gcloud\s+storage|gsutil|storage\.googleapis\.com/.test(s)),
  );
}

/**
 * The volumes that hold the model: those mounted at, above or below the container's MODEL_PATH.
 * Without MODEL_PATH (a hand-written service), every volume may hold it. An output bucket mounted
 * elsewhere is not the model's.
 */
export function modelVolumes(resource: IndexedResource): Record<string, any>[] {
  const modelPath = containers(resource)
    .flatMap((c) => blocks(c.env))
    .find((e) => e.name === 'MODEL_PATH')?.value;
  if (typeof modelPath !== 'string' || modelPath.includes('${')) return volumes(resource);
  const mountedAt = new Map<string, string[]>();
  for (const m of containers(resource).flatMap((c) => blocks(c.volume_mounts))) {
    mountedAt.set(m.name, [...(mountedAt.get(m.name) ?? []), String(m.mount_path)]);
  }
  return volumes(resource).filter((v) => (mountedAt.get(v.name) ?? []).some((path) => holdsModel(path, modelPath)));
}
