import { spawn } from 'child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort } from '../../support/ports';
import { compileCacheWrapperCommand } from '../../../src/core/compile-cache/compile-cache-wrapper';

/**
 * (Integration tier: it spawns bash, python3 and a fake engine.)
 * The wrapper, run with bash against a fake engine: a bash script that records its arguments,
 * writes (or not) into the compile cache, then serves /health with 200 from python3's http.server
 * in a directory that has a `health` file (the only way http.server answers a path with 200).
 */
const FAKE_ENGINE = `set -u
printf '%s\\n' "$@" > "$ARGS_OUT"
if [ -n "$WRITE_FILE" ]; then mkdir -p "$CACHE/torch_compile_cache" && printf '%s' "$WRITE_FILE" > "$CACHE/torch_compile_cache/artifact"; fi
cat "$CACHE/torch_compile_cache/artifact" > "$SEEN_OUT" 2>/dev/null || printf 'cold' > "$SEEN_OUT"
cd "$WWW" && exec python3 -m http.server --bind 127.0.0.1 "$PORT" >/dev/null 2>&1
`;

async function waitFor(condition: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Run {
  readonly args: string[];
  readonly seen: string;
  readonly log: string;
}

/** Runs the wrapper once with the fake engine; resolves when the write-back logged its outcome. */
async function runOnce(root: string, shared: string, write: string, engineArgs: string[]): Promise<Run> {
  const port = await freePort();
  const cache = join(root, 'local', 'root');
  const www = join(root, 'www');
  mkdirSync(www, { recursive: true });
  writeFileSync(join(www, 'health'), 'ok');
  const engine = join(root, 'engine.sh');
  writeFileSync(engine, FAKE_ENGINE, { mode: 0o755 });
  const [bash, dashC, script, name] = compileCacheWrapperCommand({
    sharedDirectory: shared,
    localDirectory: cache,
    port,
    healthPath: '/health',
    pollSeconds: 0.1,
  });
  const argsOut = join(root, 'args.out');
  const seenOut = join(root, 'seen.out');
  const child = spawn(bash, [dashC, script, name, 'bash', engine, ...engineArgs], {
    env: {
      PATH: process.env.PATH,
      HOSTNAME: 'instance-1',
      ARGS_OUT: argsOut,
      SEEN_OUT: seenOut,
      CACHE: cache,
      WRITE_FILE: write,
      WWW: www,
      PORT: String(port),
    },
    detached: true,
  });
  let log = '';
  child.stderr.on('data', (d) => (log += String(d)));
  try {
    await waitFor(() => /wrote compile cache generation|nothing to write back|write-back failed/.test(log));
    await waitFor(() => existsSync(seenOut));
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
  return { args: readFileSync(argsOut, 'utf8').split('\n').slice(0, -1), seen: readFileSync(seenOut, 'utf8'), log };
}

describe('the compile cache wrapper, run with bash', () => {
  test('a cold start runs the engine with its arguments exactly, then writes a generation and CURRENT last; the next instance restores it; an unchanged cache is not written again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gpum-cache-'));
    const shared = join(root, 'shared');
    mkdirSync(shared);
    const args = ['serve', '/mnt/models/llama 8b', `--chat-template={"a": 'b'}`, '$HOME', '', 'x\\y'];

    const first = await runOnce(join(root, 'one'), shared, 'compiled-v1', args);
    expect(first.args).toEqual(args);
    expect(first.seen).toBe('compiled-v1');
    expect(first.log).toContain('starting cold');
    const current = readFileSync(join(shared, 'CURRENT'), 'utf8');
    expect(current).toMatch(/^\d{8}T\d{6}Z-instance-1-\d+$/);
    expect(readFileSync(join(shared, 'generations', current, 'torch_compile_cache', 'artifact'), 'utf8')).toBe('compiled-v1');
    // No temporary pointer left behind, and the checksum listing stays out of the cache.
    expect(readdirSync(shared).sort()).toEqual(['CURRENT', 'generations']);
    expect(readdirSync(join(shared, 'generations', current))).toEqual(['torch_compile_cache']);

    const second = await runOnce(join(root, 'two'), shared, '', args);
    expect(second.log).toContain(`restored compile cache generation ${current}`);
    expect(second.seen).toBe('compiled-v1');
    expect(second.log).toContain('nothing to write back');
    expect(readdirSync(join(shared, 'generations'))).toEqual([current]);
  }, 30000);

  test('a write-back keeps the two newest generations and any younger than the grace period, and deletes the older ones, after CURRENT names the new one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gpum-cache-'));
    const shared = join(root, 'shared');
    const stamp = (hoursAgo: number) =>
      new Date(Date.now() - hoursAgo * 3600_000)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    const old = ['20240101T000000Z-a-1', '20240201T000000Z-b-2'];
    const young = [`${stamp(2)}-c-3`, `${stamp(1)}-d-4`];
    for (const gen of [...old, ...young]) {
      mkdirSync(join(shared, 'generations', gen, 'torch_compile_cache'), { recursive: true });
      writeFileSync(join(shared, 'generations', gen, 'torch_compile_cache', 'artifact'), gen);
    }
    writeFileSync(join(shared, 'CURRENT'), young[1]);
    const run = await runOnce(join(root, 'one'), shared, 'compiled-v2', ['serve']);
    expect(run.log).toContain(`restored compile cache generation ${young[1]}`);
    const current = readFileSync(join(shared, 'CURRENT'), 'utf8');
    // The new one and the one before it; the third newest is inside the grace period, which another
    // instance may still be writing; the two from 2024 are gone.
    expect(readdirSync(join(shared, 'generations')).sort()).toEqual([...young, current].sort());
    expect(run.log).toContain(`pruned compile cache generation ${old[0]}`);
    expect(run.log).toContain(`pruned compile cache generation ${old[1]}`);
  }, 30000);

  test('a pointer to a missing generation is a cold start, not a failed start', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gpum-cache-'));
    const shared = join(root, 'shared');
    mkdirSync(shared);
    writeFileSync(join(shared, 'CURRENT'), 'gone');
    const run = await runOnce(join(root, 'one'), shared, '', ['serve']);
    expect(run.seen).toBe('cold');
    expect(run.log).toContain('starting cold');
    expect(run.args).toEqual(['serve']);
  }, 30000);

  test('an unwritable shared directory fails the write-back only, and the engine keeps running', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gpum-cache-'));
    // A regular file where the mount should be: nothing can be created under it.
    const shared = join(root, 'shared');
    writeFileSync(shared, '');
    const run = await runOnce(join(root, 'one'), shared, 'x', ['serve']);
    expect(run.seen).toBe('x');
    expect(run.log).toContain('write-back failed');
  }, 30000);

  test('as a warm-up (GPUM_COMPILE_CACHE_WARM_UP=1) it writes the cache back, stops the engine and exits 0; an engine that dies first fails it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gpum-cache-'));
    const shared = join(root, 'shared');
    mkdirSync(shared);
    const ok = await warmUp(join(root, 'one'), shared, 'compiled-v1', false);
    expect(ok.code).toBe(0);
    expect(ok.log).toContain('wrote compile cache generation');
    const current = readFileSync(join(shared, 'CURRENT'), 'utf8');
    expect(readFileSync(join(shared, 'generations', current, 'torch_compile_cache', 'artifact'), 'utf8')).toBe('compiled-v1');

    const failed = await warmUp(join(root, 'two'), shared, '', true);
    expect(failed.code).toBe(1);
    expect(failed.log).toContain('the engine exited before it answered its health check: warm-up failed');
  }, 30000);
});

/** Runs the wrapper in warm-up mode until it exits by itself; the engine serves /health, or exits at once (`dies`). */
async function warmUp(root: string, shared: string, write: string, dies: boolean): Promise<{ code: number | null; log: string }> {
  const port = await freePort();
  const cache = join(root, 'local', 'root');
  const www = join(root, 'www');
  mkdirSync(www, { recursive: true });
  writeFileSync(join(www, 'health'), 'ok');
  const engine = join(root, 'engine.sh');
  writeFileSync(engine, dies ? 'exit 3\n' : FAKE_ENGINE, { mode: 0o755 });
  const [bash, dashC, script, name] = compileCacheWrapperCommand({
    sharedDirectory: shared,
    localDirectory: cache,
    port,
    healthPath: '/health',
    pollSeconds: 0.1,
  });
  const child = spawn(bash, [dashC, script, name, 'bash', engine], {
    env: {
      PATH: process.env.PATH,
      HOSTNAME: 'warm-1',
      GPUM_COMPILE_CACHE_WARM_UP: '1',
      ARGS_OUT: join(root, 'args.out'),
      SEEN_OUT: join(root, 'seen.out'),
      CACHE: cache,
      WRITE_FILE: write,
      WWW: www,
      PORT: String(port),
    },
  });
  let log = '';
  child.stderr.on('data', (d) => (log += String(d)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  return { code, log };
}
