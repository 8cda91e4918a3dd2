import { CheckLevel, CheckRule } from '../../core/checks/rule';
import { block, blocks } from '../../core/checks/resolved-values';
import { CLOUD_RUN_TYPES, containers, fileCacheEnabled, mountOptions, volumes } from './cloud-run-helpers';

/** Mount options that make the instance fail at start, often with no log at all. */
export const GCS_MOUNT_OPTIONS: CheckRule = {
  id: 'GPUM-CHECK-GCS-MOUNT-OPTIONS',
  level: CheckLevel.ERROR,
  description:
    'A Cloud Run Cloud Storage volume has mount options that fail the start: cache-dir=cr-volume:<name> naming no in-memory volume, or one no container mounts; file-cache-enable-parallel-downloads without a file cache.',
  fix: 'Declare the cache as an empty_dir volume (medium MEMORY, with size_limit), mount it into the serving container, and enable parallel downloads only with cache-dir set.',
  check(resource) {
    if (!CLOUD_RUN_TYPES.includes(resource.type)) return [];
    const all = volumes(resource);
    const mounted = new Set(containers(resource).flatMap((c) => blocks(c.volume_mounts).map((m) => m.name)));
    const findings: string[] = [];
    for (const v of all) {
      const gcs = block(v.gcs);
      if (!gcs) continue;
      const options = mountOptions(gcs);
      const cacheDir = options.get('cache-dir');
      const crVolume = cacheDir?.startsWith('cr-volume:') ? cacheDir.slice('cr-volume:'.length) : undefined;
      if (crVolume !== undefined) {
        const cache = all.find((c) => c.name === crVolume);
        if (!cache || block(cache.empty_dir) === undefined) {
          findings.push(`volume "${v.name}" has cache-dir=cr-volume:${crVolume}, but no empty_dir volume is named "${crVolume}"`);
        } else if (!mounted.has(crVolume)) {
          findings.push(`volume "${v.name}" caches in "${crVolume}", which no container mounts: the instance fails to start, with no logs`);
        }
      }
      if (options.get('file-cache-enable-parallel-downloads') === 'true' && !fileCacheEnabled(options)) {
        findings.push(
          `volume "${v.name}" enables file-cache-enable-parallel-downloads without a file cache: gcsfuse refuses to start ("file cache should be enabled for parallel download support")`,
        );
      }
    }
    return findings;
  },
};
