import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { ValidationError } from '../core/errors';
import { GCSFUSE_FLAGS } from './generated/gcsfuse-flags';

const AUTH_REASON =
  "Cloud Run runs gcsfuse itself and authenticates it as the workload's service account, which already has roles/storage.objectViewer on the model's bucket; changing how gcsfuse authenticates bypasses that identity (and a key file is a long-lived secret). Remove it";
const FILE_REASON =
  "Cloud Run runs gcsfuse outside your container, so the path names a file in Cloud Run's managed environment that neither the container nor you can read; Cloud Run sends gcsfuse's logs to Cloud Logging (tune them with log-severity). Remove it";

/** gcsfuse flags that cannot work on a Cloud Run model mount, or change its authentication, and why. */
const UNSUPPORTED: Record<string, string> = {
  'key-file': AUTH_REASON,
  'token-url': AUTH_REASON,
  'reuse-token-from-url': `it only matters with token-url. ${AUTH_REASON}`,
  'anonymous-access':
    "it turns authentication off, and the model bucket is private (public access prevention enforced, or an existing bucket read through the grant), so every read would be refused. The workload's service account already has read access: remove it",
  'custom-endpoint':
    "it sends the model's Cloud Storage traffic to another endpoint than storage.googleapis.com, off Private Google Access and with the workload's Google credentials. Remove it",
  'temp-dir':
    "it is where gcsfuse stages writes, and the model mount is read-only (read_only = true); Cloud Run manages gcsfuse's file system. Remove it",
  'log-file': FILE_REASON,
  'wire-log': FILE_REASON,
  foreground: 'Cloud Run starts and supervises gcsfuse itself. Remove it',
  'kernel-params-file':
    "it is the channel between gcsfuse and GKE's Cloud Storage FUSE CSI driver, which Cloud Run does not use. Remove it",
};

/** Flags outside the `write.*` config section that only affect writes, renames or uploads. */
const WRITE_FLAGS = [
  'rename-dir-limit',
  'fuse-max-write-size-kb',
  'chunk-retry-deadline-secs',
  'chunk-transfer-timeout-secs',
  'enable-atomic-rename-object',
];

/**
 * Flags newer than what Cloud Run's managed gcsfuse is known to run. Cloud Run does not publish its
 * gcsfuse version; the newest flag its GPU guidance recommends is enable-buffered-read (gcsfuse 3.x,
 * 2025). Each entry says when gcsfuse made the flag public.
 */
const NEWER_FLAGS: Record<string, string> = {
  profile: 'public in gcsfuse since September 2025 (GoogleCloudPlatform/gcsfuse#3844)',
  'enable-kernel-reader': 'added to gcsfuse in January 2026 (GoogleCloudPlatform/gcsfuse#4231)',
  'enable-metadata-prefetch': 'public in gcsfuse since March 2026 (GoogleCloudPlatform/gcsfuse#4466)',
  'metadata-prefetch-max-workers': 'public in gcsfuse since March 2026 (GoogleCloudPlatform/gcsfuse#4466)',
  'metadata-prefetch-entries-limit': 'public in gcsfuse since March 2026 (GoogleCloudPlatform/gcsfuse#4466)',
  'enable-experimental-shared-chunk-cache': "marked [EXPERIMENTAL] in gcsfuse's own help (2026)",
};

/** True for flags that tune writes, which a read-only mount never makes. */
export function isWriteFlag(name: string): boolean {
  return (GCSFUSE_FLAGS[name]?.configPath ?? '').startsWith('write.') || WRITE_FLAGS.includes(name);
}

/**
 * Refuses gcsfuse flags a Cloud Run model mount cannot honour (`GPUM-CR-GCSFUSE-UNSUPPORTED`): ones
 * that change authentication, name files in Cloud Run's managed gcsfuse environment, manage the
 * process Cloud Run runs, mount read-write, or tune the write path of a read-only mount. Warns
 * (`GPUM-CR-GCSFUSE-NEW-FLAG`) for public flags newer than the gcsfuse Cloud Run is known to run.
 */
export function checkCloudRunSupport(scope: IConstruct, property: string, raw: string, name: string, value: string | undefined): void {
  const reason =
    UNSUPPORTED[name] ??
    (name === 'o' && (value ?? '').split(',').some((option) => option.trim() === 'rw')
      ? 'o=rw mounts the bucket read-write, which contradicts the read-only volume (read_only = true) the model is mounted on. Remove it'
      : undefined) ??
    (isWriteFlag(name)
      ? 'it tunes writes, and the model mount is read-only (read_only = true): gcsfuse never writes through it. Remove it'
      : undefined);
  if (reason) {
    // Every reason ends by telling the user to remove the option.
    throw new ValidationError(
      'GPUM-CR-GCSFUSE-UNSUPPORTED',
      `mount option "${raw}" is not supported on a Cloud Run model mount: ${reason}`,
      scope,
      {
        property,
        value: raw,
        fix: 'Remove it',
      },
    );
  }
  const since = NEWER_FLAGS[name];
  if (since) {
    addWarning(
      scope,
      'GPUM-CR-GCSFUSE-NEW-FLAG',
      `mount option "${name}" is newer than the gcsfuse Cloud Run is known to run: ${since}. Cloud Run does not publish which gcsfuse version it runs (the newest flag its GPU guidance uses is enable-buffered-read), and an older gcsfuse refuses unknown flags, so the instance fails to start. Try it on a test revision first`,
    );
  }
}
