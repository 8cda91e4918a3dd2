import { escapeTerraformTemplates } from '../contract/terraform-strings';
import type { EngineLaunch } from '../engine/launch';
/**
 * The compile cache's restore and write-back as one wrapper around the engine's command, for
 * platforms with no init containers or sidecars (Cloud Run's one serving container, Function
 * Compute's one function). The shared directory is a writable mount of the cache key (a gcsfuse
 * volume with `only-dir`, a NAS subdirectory); the local directory is the engine's
 * (`COMPILE_CACHE_DIRECTORY`), on the instance's own disk or memory, where the engine writes at
 * its own pace and with the renames a bucket mount does not make atomic.
 *
 * The layout is the EKS sync's: `<shared>/generations/<id>/` holds one complete copy, and
 * `<shared>/CURRENT` names the generation to restore. The pointer is written last, so a generation
 * it names is complete; an instance never reads a copy another one is still writing. After writing,
 * it deletes the generations older than the newest {@link KEPT_GENERATIONS}.
 */
export interface CompileCacheWrapperOptions {
  /** The writable mount of the cache key. */
  readonly sharedDirectory: string;
  /** The local directory the engine's variable points at (`COMPILE_CACHE_DIRECTORY`). */
  readonly localDirectory: string;
  /** The engine's port on the loopback interface. */
  readonly port: number;
  /** The engine's health path, which answers 200 once compile and graph capture are done. */
  readonly healthPath: string;
  /**
   * Seconds between health polls.
   * @default 10
   */
  readonly pollSeconds?: number;
}

/**
 * How many generations a write-back keeps, newest first (besides the one `CURRENT` names): the new
 * one and the one before it, which an instance that started just before the write may be restoring.
 * A new generation holds everything the one it was restored from held, so older ones add nothing.
 */
export const KEPT_GENERATIONS = 2;

/**
 * Hours a generation is kept however many newer ones there are: concurrent first starts of a new key
 * each write one at once, and a write-back (minutes) must not lose its generation to another
 * instance's prune while it copies.
 */
export const PRUNE_GRACE_HOURS = 6;

/**
 * The variable that turns the wrapper into a warm-up: set to `1` on a one-off job that runs the
 * serving container once, the wrapper writes the cache back, stops the engine and ends.
 */
export const COMPILE_CACHE_WARM_UP_VARIABLE = 'GPUM_COMPILE_CACHE_WARM_UP';

/** The program name the wrapper runs as (`$0`), which its log lines carry. */
export const COMPILE_CACHE_WRAPPER_NAME = 'gpum-compile-cache';

/**
 * The wrapper's command, `['/bin/bash', '-c', <script>, 'gpum-compile-cache']`: the engine's
 * command and arguments follow it as the container's arguments and become `"$@"`, which the script
 * `exec`s untouched (every word as given: spaces, quotes and `$` are not re-read by any shell).
 *
 * bash is required, not `sh`: the health poll opens `/dev/tcp/127.0.0.1/<port>`, a bash feature,
 * so that the engine image needs no curl (vLLM's and SGLang's images are Ubuntu, with bash). The
 * script holds no `${` or `%{`, so Terraform's template escaping leaves it unchanged.
 */
export function compileCacheWrapperCommand(options: CompileCacheWrapperOptions): string[] {
  return ['/bin/bash', '-c', compileCacheWrapperScript(options), COMPILE_CACHE_WRAPPER_NAME];
}

/** The wrapper's script (see {@link compileCacheWrapperCommand}). */
export function compileCacheWrapperScript(options: CompileCacheWrapperOptions): string {
  const local = options.localDirectory.replace(/\/+$/, '');
  const parent = local.replace(/\/[^/]+$/, '') || '/';
  return [
    'set -u',
    `shared=${shellQuote(options.sharedDirectory.replace(/\/+$/, ''))}`,
    `cache=${shellQuote(local)}`,
    // Beside the cache, not in it: the engine must not see it, and the write-back must not copy it.
    `restored=${shellQuote(`${parent}/.gpum-restored-checksums`)}`,
    `port=${shellQuote(String(options.port))}`,
    `health=${shellQuote(options.healthPath)}`,
    `poll=${shellQuote(String(options.pollSeconds ?? 10))}`,
    'log() { echo "$0: $*" >&2; }',
    // Contents, not only names: an entry the engine rewrites in place is a change too.
    'checksums() { (cd "$cache" && find . -type f -exec cksum {} + | sort) 2>/dev/null; }',
    // Old generations: keep the newest few (names start with their UTC time), the one CURRENT names,
    // and any younger than the grace period, which another instance may still be writing. Without
    // GNU date's -d there is no cutoff, and nothing is pruned. An instance still copying a pruned one
    // falls back to a cold start, never a failed one.
    'prune() {',
    `  cutoff=$(date -u -d "-${PRUNE_GRACE_HOURS} hours" +%Y%m%dT%H%M%SZ 2>/dev/null) || return 0`,
    '  cur=$(head -c 200 "$shared/CURRENT" 2>/dev/null | tr -cd "A-Za-z0-9._-")',
    `  ls -1 "$shared/generations" 2>/dev/null | grep -E "^[0-9]{8}T[0-9]{6}Z-[A-Za-z0-9._-]+$" | sort -r | tail -n +${KEPT_GENERATIONS + 1} | while read -r old; do`,
    '    if [ "$old" != "$cur" ] && [[ "$old" < "$cutoff" ]] && rm -rf "$shared/generations/$old"; then log "pruned compile cache generation $old"; fi',
    '  done',
    '}',
    'mkdir -p "$cache"',
    // Restore: no pointer, an unreadable one or a failed copy is a cold start, never a failed start.
    'gen=$(head -c 200 "$shared/CURRENT" 2>/dev/null | tr -cd "A-Za-z0-9._-")',
    'if [ -n "$gen" ] && [ -d "$shared/generations/$gen" ]; then',
    '  if cp -R "$shared/generations/$gen/." "$cache/"; then log "restored compile cache generation $gen";',
    '  else log "restoring generation $gen failed: starting cold"; rm -rf "$cache"; mkdir -p "$cache"; fi',
    'else',
    '  log "no compile cache generation in $shared yet: starting cold"',
    'fi',
    'checksums > "$restored"',
    'healthy() { ( exec 3<>"/dev/tcp/127.0.0.1/$port" && printf "GET %s HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n" "$health" >&3 && head -n 1 <&3 | grep -q " 200 " ) 2>/dev/null; }',
    // Write-back, once the engine answers its health check, and only when it wrote something the
    // restore did not bring. The generation first, the pointer last, then the old ones pruned.
    'write_back() {',
    '  if [ "$(checksums)" = "$(cat "$restored" 2>/dev/null)" ]; then log "compile cache unchanged: nothing to write back"; return 0; fi',
    // The name restore and prune read back: characters outside their set would make it unreadable.
    '  next="$(date -u +%Y%m%dT%H%M%SZ)-$(printf "%s-%s" "$HOSTNAME" "$BASHPID" | tr -cd "A-Za-z0-9._-")"',
    '  if mkdir -p "$shared/generations/$next" && cp -R "$cache/." "$shared/generations/$next/" \\',
    '    && printf "%s" "$next" > "$shared/.CURRENT.$next" && mv -f "$shared/.CURRENT.$next" "$shared/CURRENT"; then',
    '    prune',
    '    log "wrote compile cache generation $next"; return 0',
    '  fi',
    '  log "write-back failed: the next instance restores the previous generation"; rm -f "$shared/.CURRENT.$next"; return 1',
    '}',
    // A warm-up (a one-off job with GPUM_COMPILE_CACHE_WARM_UP=1): the engine in the background and
    // the write-back in front; the job ends when it does, and fails when it or the engine fails.
    `if [ "$(printenv ${COMPILE_CACHE_WARM_UP_VARIABLE})" = 1 ]; then`,
    '  "$@" &',
    '  engine=$!',
    // A task timeout or cancel signals this shell (PID 1): pass it on to the engine.
    '  trap \'kill -TERM "$engine" 2>/dev/null\' TERM INT',
    '  until healthy; do',
    '    if ! kill -0 "$engine" 2>/dev/null; then wait "$engine"; log "the engine exited before it answered its health check: warm-up failed"; exit 1; fi',
    '    sleep "$poll"',
    '  done',
    '  write_back; status=$?',
    '  kill -TERM "$engine" 2>/dev/null; wait "$engine" 2>/dev/null',
    '  exit "$status"',
    'fi',
    // Serving: the write-back in the background, and the engine in this process.
    '( until healthy; do sleep "$poll"; done; write_back ) &',
    'exec "$@"',
    '',
  ].join('\n');
}

/**
 * An engine launch with the wrapper in front, for a platform with one serving container: the
 * wrapper (the container's entrypoint or command) and the engine's whole command line after it (its
 * CMD or args), which the wrapper `exec`s word for word; both escaped for Terraform.
 */
export function wrapEngineLaunch(launch: EngineLaunch, sharedDirectory: string, port: number): { wrapper: string[]; engineLine: string[] } {
  const wrapper = compileCacheWrapperCommand({
    sharedDirectory,
    localDirectory: launch.compileCache!.directory,
    port,
    healthPath: launch.healthCheckPath!,
  });
  return {
    wrapper: wrapper.map(escapeTerraformTemplates),
    engineLine: [...launch.command!, ...launch.args!].map(escapeTerraformTemplates),
  };
}

/** One shell word: single quotes, with each `'` closed, escaped and reopened. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
