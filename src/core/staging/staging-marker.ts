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
   * the marker exists and lists a complete copy, and that every file it lists is present, a regular
   * file (not a link) with its size, retrying until the timeout. On failure it prints one line
   * naming the staging job to stderr and exits 1; on success it prints one line and falls through,
   * so it can prefix the server's command (`<snippet>\nexec "$@"`).
   *
   * One pass whatever the file count: `find` lists the directory's regular files with their sizes
   * (`stat -c` over as many files as fit one command line, or `wc -c` where `stat -c` is missing)
   * and one `awk` compares them with the marker, so a model of 10 000 files is checked in about a
   * second, not one process per file. Needs `find`, `stat -c` (or `wc -c`), `awk`, `date` and
   * `sleep`: present in Debian, Ubuntu, Alpine (busybox) and distroless-with-busybox images.
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
    const dir = directory.length > 1 ? directory.replace(/\/+$/, '') : directory;
    return [
      `gpum_dir=${shellQuote(dir)}`,
      `gpum_job=${shellQuote(jobName)}`,
      `gpum_marker="$gpum_dir/${StagingMarker.FILE_NAME}"`,
      // `size ./path` for every regular file below the directory (links are not regular files to find).
      'gpum_sizes() {',
      '  if stat -c %s "$gpum_marker" >/dev/null 2>&1; then',
      "    find . -type f -exec stat -c '%s %n' {} +",
      '  else',
      '    find . -type f -exec wc -c {} +',
      '  fi',
      '}',
      'gpum_check() {',
      '  [ -f "$gpum_marker" ] || { gpum_why="marker $gpum_marker is missing"; return 1; }',
      `  gpum_out=$(cd "$gpum_dir" && gpum_sizes 2>/dev/null | GPUM_MARKER="$gpum_marker" GPUM_DIR="$gpum_dir" awk '${MARKER_AWK}')`,
      '  gpum_rc=$?',
      '  [ -n "$gpum_out" ] || gpum_out="the marker check could not run"',
      '  [ "$gpum_rc" -eq 0 ] || { gpum_why=$gpum_out; return 1; }',
      '  gpum_n=$gpum_out',
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

/**
 * Reads the marker (`GPUM_MARKER`) and the `size ./path` lines of the files present (stdin), and
 * prints the count of listed files when every one is there with its size, else why not (exit 1).
 * The marker's `files` lines start `{"size":N,"path":"P"`, and paths hold no `"` or `\`. No `'`
 * inside: it is single-quoted in the script.
 */
const MARKER_AWK = [
  'BEGIN {',
  '  marker = ENVIRON["GPUM_MARKER"]; dir = ENVIRON["GPUM_DIR"]',
  '  while ((getline line < marker) > 0) {',
  '    if (line ~ /^ *"complete": *true *$/) complete = 1',
  '    else if (line ~ /^ *"fileCount": *[0-9]+,? *$/) { t = line; gsub(/[^0-9]/, "", t); want = t; counted = 1 }',
  '    else if (line ~ /^ *\\{"size":[0-9]+,"path":"/) {',
  '      t = line; sub(/^ *\\{"size":/, "", t); size = t; sub(/,.*$/, "", size)',
  '      p = t; sub(/^[0-9]+,"path":"/, "", p); sub(/".*$/, "", p)',
  '      listed[p] = size; n++',
  '    }',
  '  }',
  '  close(marker)',
  '}',
  '{',
  '  line = $0; sub(/^ +/, "", line); i = index(line, " ")',
  '  if (i > 1 && substr(line, i + 1, 2) == "./") have[substr(line, i + 3)] = substr(line, 1, i - 1)',
  '}',
  'END {',
  '  if (!complete || !counted) { print "marker " marker " is incomplete"; exit 1 }',
  '  for (p in listed) {',
  '    if (!(p in have)) { print dir "/" p " is missing or not a regular file"; exit 1 }',
  '    if (have[p] + 0 != listed[p] + 0) { print dir "/" p " has " have[p] " bytes, the marker says " listed[p]; exit 1 }',
  '  }',
  '  if (n != want + 0) { print "marker lists " want " files, " n " readable"; exit 1 }',
  '  print n',
  '}',
].join('\n');

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
