import { Duration } from '../duration';
import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';

/** What the serving side's check needs. */
export interface MarkerWaitOptions {
  /** The directory the serving container reads the staged revision from (the model's `mountPath`). */
  readonly directory: string;

  /** The staging job's name, which the failure line tells the operator to look at. */
  readonly jobName: string;

  /**
   * How long to keep checking before failing: replicated or eventually consistent copies can show
   * the marker before the data. Zero checks once.
   * @default Duration.seconds(60)
   */
  readonly timeout?: Duration;

  /**
   * The pause between checks.
   * @default Duration.seconds(5)
   */
  readonly interval?: Duration;
}

/**
 * The completion marker the staging program writes last into `<storagePath>/<revision>/`, and the
 * check the serving side runs before the model loads.
 *
 * The marker is JSON (`format` {@link StagingMarker.FORMAT}) with `source`, `repo`, `revision`,
 * `commit` (the resolved commit, when the hub gives one), `include`, `exclude`, `completedAt`,
 * `totalBytes`, `fileCount`, `files` and `complete: true`. Each entry of `files` is on its own line and
 * starts `{"size":<bytes>,"path":"<path>"`, followed by `sha256` (computed while copying),
 * `verified` (`sha256`, `git-sha1` or `size`: what was checked against the source) and `digest` (the
 * published digest, when there is one). Paths are plain relative paths without `"` or `\`, so a
 * POSIX shell reads the file list without a JSON parser.
 */
export class StagingMarker {
  /** The marker's file name, in the staged revision's directory. */
  public static readonly FILE_NAME = '.gpum-staged.json';

  /** The value of the marker's `format` field. */
  public static readonly FORMAT = 'cdktf-gpu-models/staged-model@1';

  /**
   * A POSIX `sh` snippet for the serving container to run before the model loads: it checks that
   * the marker exists and lists a complete copy, and that every file it lists is present with its
   * size, retrying until the timeout. On failure it prints one line naming the staging job to
   * stderr and exits 1; on success it prints one line and falls through, so it can prefix the
   * server's command (`<snippet>\nexec "$@"`). Needs `sed`, `date`, `sleep` and `stat -c` (or
   * `wc -c`), present in Debian, Ubuntu, Alpine (busybox) and distroless-with-busybox images.
   */
  public static waitScript(options: MarkerWaitOptions): string {
    const directory = checkText(options.directory, 'directory');
    const jobName = checkText(options.jobName, 'jobName');
    if (!directory.startsWith('/')) {
      throw new UnscopedValidationError('GPUM-STAGING-MARKER', `directory "${directory}" must be absolute`, {
        property: 'directory',
        value: directory,
        fix: 'the model mountPath, such as "/mnt/models/llama"',
      });
    }
    const timeout = Math.ceil((options.timeout ?? Duration.seconds(60)).toSeconds());
    const interval = Math.max(1, Math.ceil((options.interval ?? Duration.seconds(5)).toSeconds()));
    // A zero timeout fails before the first check; an interval beyond the timeout checks only once.
    if (timeout < 1 || interval > timeout) {
      const fix = 'a timeout of at least 1 s, and an interval no longer than the timeout (defaults: 60 s and 5 s)';
      throw new UnscopedValidationError(
        'GPUM-STAGING-MARKER',
        `the marker wait has timeout ${timeout} s and interval ${interval} s: give ${fix}`,
        { property: timeout < 1 ? 'timeout' : 'interval', value: `${timeout < 1 ? timeout : interval} s`, fix },
      );
    }
    const dir = directory.length > 1 ? directory.replace(/\/+$/, '') : directory;
    return [
      `gpum_dir=${shellQuote(dir)}`,
      `gpum_job=${shellQuote(jobName)}`,
      `gpum_marker="$gpum_dir/${StagingMarker.FILE_NAME}"`,
      'gpum_check() {',
      '  [ -f "$gpum_marker" ] || { gpum_why="marker $gpum_marker is missing"; return 1; }',
      `  gpum_want=$(sed -n 's/^ *"fileCount": *\\([0-9][0-9]*\\),*$/\\1/p' "$gpum_marker")`,
      '  grep -q \'^ *"complete": *true *$\' "$gpum_marker" && [ -n "$gpum_want" ] || { gpum_why="marker $gpum_marker is incomplete"; return 1; }',
      '  gpum_n=0',
      '  while read -r gpum_size gpum_path; do',
      '    [ -n "$gpum_size" ] || continue',
      '    gpum_file="$gpum_dir/$gpum_path"',
      '    [ -f "$gpum_file" ] || { gpum_why="$gpum_file is missing"; return 1; }',
      '    gpum_have=$(stat -c %s "$gpum_file" 2>/dev/null || wc -c < "$gpum_file")',
      '    [ "$gpum_have" -eq "$gpum_size" ] || { gpum_why="$gpum_file has $gpum_have bytes, the marker says $gpum_size"; return 1; }',
      '    gpum_n=$((gpum_n + 1))',
      '  done <<GPUM_FILES',
      `$(sed -n 's/^ *{"size":\\([0-9][0-9]*\\),"path":"\\([^"]*\\)".*$/\\1 \\2/p' "$gpum_marker")`,
      'GPUM_FILES',
      '  [ "$gpum_n" -eq "$gpum_want" ] || { gpum_why="marker lists $gpum_want files, $gpum_n readable"; return 1; }',
      '}',
      `gpum_deadline=$(( $(date +%s) + ${timeout} ))`,
      'until gpum_check; do',
      '  if [ "$(date +%s)" -ge "$gpum_deadline" ]; then',
      `    echo "gpum: the model in $gpum_dir is not staged ($gpum_why after ${timeout}s): run the staging job $gpum_job, or read its log for why it failed" >&2`,
      '    exit 1',
      '  fi',
      `  sleep ${interval}`,
      'done',
      'echo "gpum: staged model verified in $gpum_dir ($gpum_n files)" >&2',
      '',
    ].join('\n');
  }
}

function checkText(value: string, property: string): string {
  if (isUnresolved(value) || typeof value !== 'string' || value.trim() === '' || /[\u0000-\u001f]/.test(value)) {
    throw new UnscopedValidationError(
      'GPUM-STAGING-MARKER',
      `${property} must be non-empty text known at synth, without control characters`,
      {
        property,
        value: String(value),
        fix: `give the ${property}`,
      },
    );
  }
  return value;
}

/** Single-quotes a value for sh: `it's` → `'it'\''s'`. */
export function shellQuote(value: string): string {
  return `'${value.split("'").join("'\\''")}'`;
}
