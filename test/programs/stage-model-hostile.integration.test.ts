/**
 * The staging program (programs/stage-model.js) under concurrency and hostile input: two runs on
 * one destination, a stale or stolen lock, files changed behind its back, symbolic links, reserved
 * names, a lying Content-Range, a hub without digests, a server that drips bytes, a token echoed in
 * encoded forms. Against the fake hub on 127.0.0.1 and a temporary directory standing in for the NAS.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FakeHub, FakeFile, sha256 } from '../support/fake-hub';
import { bytes, listTree, PROGRAM_PATH, hubEnv, runMain, runNode } from '../support/stage-program';
const REPO = 'acme/tiny-llm';
const COMMIT = 'b'.repeat(40);
const TOKEN = 'hf_HostileTokenValue0123456789';

const FILES: FakeFile[] = [
  { path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') },
  { path: 'tokenizer/tokenizer.json', content: bytes(4000, 1) },
  { path: 'model-00001-of-00002.safetensors', content: bytes(200_000, 2), lfs: true },
  { path: 'model-00002-of-00002.safetensors', content: bytes(150_000, 3), lfs: true },
];

let hub: FakeHub;
let dir: string;

beforeEach(() => {
  // The real path: the program refuses a destination whose path holds a symbolic link (macOS /var).
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-hostile-')));
});

afterEach(async () => {
  await hub?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function dest(): string {
  return path.join(dir, 'models', 'tiny', COMMIT);
}

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return hubEnv({ repo: REPO, revision: COMMIT, dest: dest(), endpoint: hub.url }, overrides);
}

function stage(overrides: Record<string, string> = {}) {
  return runMain(env(overrides));
}

function markerPath(): string {
  return path.join(dest(), '.gpum-staged.json');
}

/** The invariant: a marker, when there is one, lists exactly the hub's files, each with the hub's bytes, and nothing else is there. */
function expectMarkerTellsTheTruth(files: FakeFile[]): void {
  if (!fs.existsSync(markerPath())) return;
  const marker = JSON.parse(fs.readFileSync(markerPath(), 'utf8'));
  expect(marker.complete).toBe(true);
  expect(marker.files.map((f: { path: string }) => f.path).sort()).toEqual(files.map((f) => f.path).sort());
  for (const f of files) expect(sha256(fs.readFileSync(path.join(dest(), f.path)))).toBe(sha256(f.content));
  expect(listTree(dest())).toEqual(['.gpum-staged.json', ...files.map((f) => f.path)].sort());
}

describe('exclusive: one run at a time per destination', () => {
  test('two concurrent runs on one destination, 20 times over: never a marker over a wrong file', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES, downloadDelayMs: 5 });
    for (let i = 0; i < 20; i++) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      // Hostile starting points: a truncated partial, a wrong complete file, a stale copy's file.
      if (i % 3 === 1) {
        fs.mkdirSync(path.join(dest(), 'tokenizer'), { recursive: true });
        fs.writeFileSync(path.join(dest(), `${FILES[2].path}.partial`), Buffer.alloc(50_000, 9));
        fs.writeFileSync(path.join(dest(), FILES[1].path), Buffer.alloc(FILES[1].content.length, 1));
      }
      if (i % 3 === 2) {
        fs.mkdirSync(dest(), { recursive: true });
        fs.writeFileSync(path.join(dest(), 'old-revision.safetensors'), 'stale');
      }
      const resume = i % 2 === 0 ? 'true' : 'false';
      const settings = { GPUM_STAGE_RESUME: resume, GPUM_STAGE_LOCK_STALE_MS: '2000', GPUM_STAGE_CONCURRENCY: String(1 + (i % 4)) };
      const [a, b] = await Promise.all([stage(settings), stage(settings)]);
      expect({ iteration: i, a: a.code, b: b.code }).toEqual({ iteration: i, a: 0, b: 0 });
      expect(a.log + b.log).toMatch(/waiting for the lock|already staged/);
      expectMarkerTellsTheTruth(FILES);
      expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(false);
    }
  });

  test('two runs as separate processes: one waits for the other, both exit 0, the marker is true', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES, downloadDelayMs: 50 });
    const [a, b] = await Promise.all([runProcess(env()), runProcess(env())]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.stdout + b.stdout).toMatch(
      /waiting for the lock .*\.gpum-lock: another staging run holds it, held by [^ ]+\/\d+\/[0-9a-f]+ \(stage-tiny-llm\), started/,
    );
    expect(a.stdout + b.stdout).toMatch(/already staged .* by the run that held the lock: nothing to do/);
    expectMarkerTellsTheTruth(FILES);
  });

  test('a second run that may not wait exits 1 with a clear message, and the first still completes', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    hub.fail(FILES[2].path, { kind: 'delay', ms: 600 });
    const first = stage();
    await waitFor(() => fs.existsSync(path.join(dest(), '.gpum-lock')));
    const second = await stage({ GPUM_STAGE_LOCK_WAIT_MS: '0' });
    expect(second.code).toBe(1);
    expect(second.err.join('\n')).toMatch(
      /ERROR stage-tiny-llm: staging .* failed: another staging run holds the lock .*\.gpum-lock, held by .* \(stage-tiny-llm\), started .*, last heartbeat .*, and its heartbeat is alive: this run waited 0 s \(GPUM_STAGE_LOCK_WAIT_MS\) and stops without touching the destination/,
    );
    expect((await first).code).toBe(0);
    expectMarkerTellsTheTruth(FILES);
  });

  test('a stale lock (no heartbeat) is taken over, and the takeover is said', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    fs.mkdirSync(dest(), { recursive: true });
    const dead = {
      format: 'cdktf-gpu-models/staging-lock@1',
      owner: 'node-7/4242/deadbeef',
      job: 'stage-old',
      startedAt: '2026-01-01T00:00:00.000Z',
      heartbeatAt: '2026-01-01T00:00:05.000Z',
      beat: 3,
    };
    fs.writeFileSync(path.join(dest(), '.gpum-lock'), JSON.stringify(dead));
    const started = Date.now();
    const run = await stage({ GPUM_STAGE_LOCK_STALE_MS: '400' });
    expect(run.code).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(run.err.join('\n')).toMatch(
      /WARNING took over the lock .*\.gpum-lock, held by node-7\/4242\/deadbeef \(stage-old\), started 2026-01-01T00:00:00.000Z, last heartbeat 2026-01-01T00:00:05.000Z: it has not changed for 0\.\d s \(GPUM_STAGE_LOCK_STALE_MS is 400\), so that run is gone/,
    );
    expectMarkerTellsTheTruth(FILES);
  });

  test('a live lock is not taken over: its heartbeat keeps changing it', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    hub.fail(FILES[2].path, { kind: 'delay', ms: 1200 });
    const settings = { GPUM_STAGE_LOCK_STALE_MS: '300' };
    const first = stage(settings);
    await waitFor(() => fs.existsSync(path.join(dest(), '.gpum-lock')));
    const second = await stage(settings);
    const a = await first;
    expect([a.code, second.code]).toEqual([0, 0]);
    expect(a.log + second.log).not.toMatch(/took over/);
    expect(second.log).toMatch(/by the run that held the lock: nothing to do/);
    expectMarkerTellsTheTruth(FILES);
  });

  test('a run whose lock is taken from it stops without a marker', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    hub.fail(FILES[2].path, { kind: 'delay', ms: 800 });
    const run = stage({ GPUM_STAGE_LOCK_STALE_MS: '200' });
    await waitFor(() => fs.existsSync(path.join(dest(), '.gpum-lock')));
    fs.writeFileSync(path.join(dest(), '.gpum-lock'), JSON.stringify({ owner: 'someone-else' }));
    const result = await run;
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(
      /the lock .*\.gpum-lock is no longer this run's: another run may be writing .*, so this run stops without writing a marker/,
    );
    expect(fs.existsSync(markerPath())).toBe(false);
    // Not its lock: left for its holder.
    expect(JSON.parse(fs.readFileSync(path.join(dest(), '.gpum-lock'), 'utf8')).owner).toBe('someone-else');
  });

  test('retention leaves alone a revision another run holds the lock of', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const older = path.join(dir, 'models', 'tiny', 'c'.repeat(40));
    expect((await stage({ GPUM_STAGE_DEST: older, GPUM_STAGE_REVISION: COMMIT })).code).toBe(0);
    fs.writeFileSync(path.join(older, '.gpum-lock'), '{"owner":"busy"}');
    const run = await stage({ GPUM_STAGE_RETAIN: '1' });
    expect(run.code).toBe(0);
    expect(fs.existsSync(path.join(older, '.gpum-staged.json'))).toBe(true);
  });
});

describe('the check before the marker', () => {
  test('files the listing does not name are removed; the marker lists exactly what is there', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    fs.mkdirSync(path.join(dest(), 'original'), { recursive: true });
    fs.mkdirSync(path.join(dest(), 'tokenizer'), { recursive: true });
    fs.writeFileSync(path.join(dest(), 'original', 'consolidated.pth'), 'old');
    fs.writeFileSync(path.join(dest(), 'tokenizer', 'vocab.old'), 'old');
    fs.writeFileSync(path.join(dest(), 'model-00003-of-00003.safetensors'), 'an older copy');
    fs.writeFileSync(path.join(dest(), 'notes.txt.partial'), 'x');
    fs.writeFileSync(path.join(dest(), '.gpum-staged.json.1234.tmp'), 'another run');
    const run = await stage();
    expect(run.code).toBe(0);
    expect(run.log).toMatch(/removed 5 entries the listing does not name: /);
    expect(run.log).toMatch(/checked 4 files again before the marker \(size and digest\)/);
    expectMarkerTellsTheTruth(FILES);
  });

  test('a file changed after it was verified (same size) fails the run: no marker', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    hub.fail(FILES[3].path, { kind: 'delay', ms: 600 });
    const run = stage();
    const config = path.join(dest(), 'config.json');
    await waitFor(() => fs.existsSync(config) && fs.statSync(config).size === FILES[0].content.length);
    fs.writeFileSync(config, Buffer.alloc(FILES[0].content.length, 0x41));
    const result = await run;
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(
      /config.json: changed after it was verified \(git blob sha1 [0-9a-f]{40}, the hub publishes [0-9a-f]{40}\); no marker written/,
    );
    expect(fs.existsSync(markerPath())).toBe(false);
    expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(false);
  });

  test('a file of the wrong size at the check fails the run, whatever the source published', async () => {
    const files = [FILES[0], { path: 'weights.bin', content: bytes(30_000, 7), noDigest: true }];
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files });
    hub.fail('config.json', { kind: 'delay', ms: 600 });
    const run = stage({ GPUM_STAGE_REQUIRE_DIGESTS: 'false' });
    const weights = path.join(dest(), 'weights.bin');
    await waitFor(() => fs.existsSync(weights) && fs.statSync(weights).size === 30_000);
    fs.truncateSync(weights, 100);
    const result = await run;
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/weights.bin: 100 bytes at the check before the marker, the listing says 30000/);
    expect(fs.existsSync(markerPath())).toBe(false);
  });
});

describe('no links, reserved names', () => {
  test('a symbolic link in the destination path is refused', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const real = path.join(dir, 'real');
    fs.mkdirSync(real);
    fs.symlinkSync(real, path.join(dir, 'models'));
    const run = await stage();
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain(`refusing the destination ${dest()}: ${path.join(dir, 'models')} is a symbolic link`);
    expect(fs.readdirSync(real)).toEqual([]);
  });

  test('a link planted under a listed file name, a directory name or a partial is never followed', async () => {
    const outside = path.join(dir, 'outside');
    for (const plant of ['config.json', 'tokenizer', `${FILES[2].path}.partial`]) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
      fs.mkdirSync(outside);
      fs.writeFileSync(path.join(outside, 'victim'), 'precious');
      hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
      fs.mkdirSync(dest(), { recursive: true });
      fs.symlinkSync(plant === 'tokenizer' ? outside : path.join(outside, 'victim'), path.join(dest(), plant));
      const run = await stage();
      await hub.close();
      expect({ plant, code: run.code }).toEqual({ plant, code: 1 });
      expect(run.err.join('\n')).toMatch(/refusing .*: it is a symbolic link, and the staging program follows none/);
      expect(fs.readFileSync(path.join(outside, 'victim'), 'utf8')).toBe('precious');
      expect(fs.readdirSync(outside)).toEqual(['victim']);
      expect(fs.existsSync(markerPath())).toBe(false);
    }
  });

  test('a hub file with a .gpum-* name is refused: the marker, the lock and temporary files are the program own', async () => {
    for (const name of ['.gpum-staged.json', 'sub/.gpum-lock', '.gpum-anything']) {
      hub = await FakeHub.start({
        repo: REPO,
        commit: COMMIT,
        files: [FILES[0], { path: name, content: Buffer.from('{"complete":true}') }],
      });
      const run = await stage();
      await hub.close();
      expect({ name, code: run.code }).toEqual({ name, code: 1 });
      expect(run.err.join('\n')).toContain(
        `refusing file path ${JSON.stringify(name)} from the source: names starting with .gpum- are the staging program's own`,
      );
      expect(fs.existsSync(markerPath())).toBe(false);
    }
  });

  test('the marker is written through a temporary name no other run uses', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const programFs = require('fs') as typeof fs;
    const rename = jest.spyOn(programFs, 'renameSync');
    try {
      expect((await stage()).code).toBe(0);
      const temps = rename.mock.calls.map(([from]) => path.basename(String(from))).filter((n) => n.startsWith('.gpum-staged.json.'));
      expect(temps).toHaveLength(1);
      expect(temps[0]).toMatch(/^\.gpum-staged\.json\.[0-9a-f]{16}\.tmp$/);
    } finally {
      rename.mockRestore();
    }
  });
});

describe('integrity', () => {
  test('a 206 whose Content-Range is not the range asked for restarts the file from zero', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[2]] });
    hub.fail(FILES[2].path, { kind: 'cut', bytes: 80_000 }, { kind: 'wrong-range' });
    const run = await stage();
    expect(run.code).toBe(0);
    expect(run.log).toMatch(
      /asked for bytes from \d+, the answer's Content-Range is "bytes 0-199999\/200000" \(expected "bytes \d+-199999\/200000"\): restarting the file from zero/,
    );
    const cdn = hub.downloads(FILES[2].path).filter((r) => r.server === 'cdn');
    expect(cdn.map((r) => r.headers.range === undefined)).toEqual([true, false, true]);
    expectMarkerTellsTheTruth([FILES[2]]);
  });

  test('an endpoint other than the hub requires a digest for every file, unless turned off', async () => {
    const files = [FILES[0], { path: 'weights.bin', content: bytes(1000, 5), noDigest: true }];
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files });
    const run = await stage();
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain(
      `1 selected files have no published digest (weights.bin), and ${hub.url} must publish one for every file (GPUM_STAGE_REQUIRE_DIGESTS, on for an endpoint other than the hub's own)`,
    );
    expect(hub.downloads()).toEqual([]);
    expect((await stage({ GPUM_STAGE_REQUIRE_DIGESTS: 'false' })).code).toBe(0);
    expect((await stage({ GPUM_STAGE_REQUIRE_DIGESTS: 'yes' })).code).toBe(2);
  });

  test('a plain-http endpoint is warned about at run time even without a token (loopback excepted)', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const run = await stage({ GPUM_STAGE_ENDPOINT: 'http://192.0.2.1:9', GPUM_STAGE_TIMEOUT_MS: '300', GPUM_STAGE_MAX_ATTEMPTS: '1' });
    expect(run.err[0]).toBe(
      'gpum-stage: WARNING the hub endpoint http://192.0.2.1:9 is plain http: the file list and the files can be altered on the way; use https',
    );
    expect((await stage()).err).toEqual([]);
  });

  test('with resume off, complete files already there are verified, not downloaded again; a wrong one is', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    expect((await stage({ GPUM_STAGE_RESUME: 'false' })).code).toBe(0);
    fs.rmSync(markerPath());
    fs.writeFileSync(path.join(dest(), FILES[1].path), Buffer.alloc(FILES[1].content.length, 3));
    const before = hub.downloads().length;
    const run = await stage({ GPUM_STAGE_RESUME: 'false' });
    expect(run.code).toBe(0);
    expect(run.log).toMatch(/config.json: already present and verified/);
    expect(run.log).toMatch(/tokenizer\/tokenizer.json: present but its digest does not match: downloading it again/);
    expect(
      hub
        .downloads()
        .slice(before)
        .map((r) => r.url),
    ).toEqual([`/${REPO}/resolve/${COMMIT}/tokenizer/tokenizer.json`]);
    expectMarkerTellsTheTruth(FILES);
  });
});

describe('time', () => {
  test('a server that drips one byte a second fails the run instead of hanging it', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[1]] });
    hub.fail(FILES[1].path, { kind: 'drip', intervalMs: 1000 }, { kind: 'drip', intervalMs: 1000 });
    const started = Date.now();
    const run = await stage({
      GPUM_STAGE_THROUGHPUT_WINDOW_MS: '1500',
      GPUM_STAGE_MIN_BYTES_PER_SEC: '1024',
      GPUM_STAGE_MAX_ATTEMPTS: '2',
    });
    expect(run.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.err.join('\n')).toMatch(
      /tokenizer\/tokenizer.json: gave up after 2 attempts: tokenizer\/tokenizer.json: [01]\.\d bytes\/s over the last 1.5 s, below the minimum of 1024 \(GPUM_STAGE_MIN_BYTES_PER_SEC\)/,
    );
    expect(fs.existsSync(markerPath())).toBe(false);
    expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(false);
  });

  test('the overall deadline stops a run that is still moving: no marker, the lock released', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[1]] });
    hub.fail(FILES[1].path, { kind: 'drip', intervalMs: 20 });
    const started = Date.now();
    const run = await stage({ GPUM_STAGE_MIN_BYTES_PER_SEC: '0', GPUM_STAGE_DEADLINE_MS: '1000' });
    expect(run.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(run.err.join('\n')).toContain('failed: the run passed its deadline of 1 s (GPUM_STAGE_DEADLINE_MS): stopped without a marker');
    expect(fs.existsSync(markerPath())).toBe(false);
    expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(false);
  });

  test('bad time settings exit 2 naming the variable', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [] });
    for (const [name, value] of [
      ['GPUM_STAGE_DEADLINE_MS', '0'],
      ['GPUM_STAGE_MIN_BYTES_PER_SEC', '-1'],
      ['GPUM_STAGE_THROUGHPUT_WINDOW_MS', 'soon'],
      ['GPUM_STAGE_LOCK_STALE_MS', '1.5'],
      ['GPUM_STAGE_LOCK_WAIT_MS', 'forever'],
    ]) {
      const run = await stage({ [name]: value });
      expect({ name, code: run.code }).toEqual({ name, code: 2 });
      expect(run.err.join('\n')).toContain(`${name} is "${value}"`);
    }
  });
});

describe('redaction', () => {
  test('a token in an error body is redacted before the body is cut, and in URL-encoded and base64 forms', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const basic = Buffer.from(`user:${TOKEN}`).toString('base64');
    const plain = Buffer.from(TOKEN).toString('base64url');
    // The clear token straddles the 300th character of the logged body.
    const body = `${'x'.repeat(290)}${TOKEN} auth=${encodeURIComponent(`"${TOKEN}"`)} basic=${basic} b64=${plain}`;
    for (const cut of [body, `${'y'.repeat(10)}${basic} ${plain} ${encodeURIComponent(TOKEN)}`]) {
      hub.fail(FILES[0].path, { kind: 'status', status: 400, body: cut });
      const run = await stage({ GPUM_STAGE_TOKEN: TOKEN });
      expect(run.code).toBe(1);
      expect(run.log).toMatch(/answered 400: /);
      expect(run.log).not.toContain(TOKEN.slice(0, 12));
      expect(run.log).not.toContain(basic.slice(8, 24));
      expect(run.log).not.toContain(plain.slice(0, 16));
    }
  });
});

/** Polls `check` every 10 ms for up to 10 s. */
async function waitFor(check: () => boolean): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function runProcess(environment: Record<string, string>) {
  return runNode([PROGRAM_PATH], environment);
}
