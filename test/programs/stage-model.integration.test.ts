/**
 * The staging program (programs/stage-model.js) against a fake hub on 127.0.0.1 and a temporary
 * directory standing in for the NAS, the GCS FUSE mount or the S3/OSS mount.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FakeHub, FakeFile, gitBlobSha1, sha256 } from '../support/fake-hub';
import { bytes, listTree, PROGRAM_PATH as PROGRAM, program, hubEnv, runMain, runNode } from '../support/stage-program';
const REPO = 'acme/tiny-llm';
const COMMIT = 'a'.repeat(40);
const TOKEN = 'hf_SecretTokenValue123';

const FILES: FakeFile[] = [
  { path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') },
  { path: 'tokenizer/tokenizer.json', content: bytes(5000, 1) },
  { path: 'model-00001-of-00002.safetensors', content: bytes(300_000, 2), lfs: true },
  { path: 'model-00002-of-00002.safetensors', content: bytes(200_000, 3), lfs: true },
  { path: 'original/consolidated.pth', content: bytes(1000, 4), lfs: true },
];

let hub: FakeHub;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-stage-'));
});

afterEach(async () => {
  await hub?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return hubEnv({ repo: REPO, revision: COMMIT, dest: path.join(dir, 'models', 'tiny', COMMIT), endpoint: hub.url }, overrides);
}

function stage(overrides: Record<string, string> = {}) {
  return runMain(env(overrides));
}

function dest(): string {
  return path.join(dir, 'models', 'tiny', COMMIT);
}

function manifest(): any {
  return JSON.parse(fs.readFileSync(path.join(dest(), '.gpum-staged.json'), 'utf8'));
}

describe('staging from a Hugging Face hub', () => {
  test('downloads every file, verifies LFS sha256 and git blob sha1 digests, and writes the marker last', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    const run = await stage();
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    for (const f of FILES) expectBytes(path.join(dest(), f.path), f.content);
    const m = manifest();
    expect(m).toMatchObject({
      format: 'cdktf-gpu-models/staged-model@1',
      source: 'huggingface',
      repo: REPO,
      revision: COMMIT,
      commit: COMMIT,
      fileCount: FILES.length,
      complete: true,
      totalBytes: FILES.reduce((n, f) => n + f.content.length, 0),
    });
    const byPath = Object.fromEntries(m.files.map((f: any) => [f.path, f]));
    expect(byPath['config.json']).toEqual({
      size: FILES[0].content.length,
      path: 'config.json',
      sha256: sha256(FILES[0].content),
      verified: 'git-sha1',
      digest: gitBlobSha1(FILES[0].content),
    });
    expect(byPath['model-00001-of-00002.safetensors']).toMatchObject({ verified: 'sha256', digest: sha256(FILES[2].content) });
    // No partial or temporary file is left behind.
    expect(listTree(dest()).filter((p) => /\.partial$|\.tmp$/.test(p))).toEqual([]);
    // The marker's modification time is not before any file's: written last.
    const markerTime = fs.statSync(path.join(dest(), '.gpum-staged.json')).mtimeMs;
    for (const f of FILES) expect(fs.statSync(path.join(dest(), f.path)).mtimeMs).toBeLessThanOrEqual(markerTime);
  });

  test('refuses a file whose bytes do not match the published digest: no marker, exit 1, the file removed', async () => {
    const files = [FILES[0], { ...FILES[2], listedDigest: 'f'.repeat(64) }];
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files });
    const run = await stage();
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(
      /stage-tiny-llm: staging .* failed: model-00001-of-00002.safetensors: digest mismatch \(sha256 [0-9a-f]{64}, the hub publishes f{64}\)/,
    );
    expect(fs.existsSync(path.join(dest(), '.gpum-staged.json'))).toBe(false);
    expect(fs.existsSync(path.join(dest(), files[1].path))).toBe(false);
    expect(fs.existsSync(path.join(dest(), `${files[1].path}.partial`))).toBe(false);
    // Downloaded twice (one retry for a corrupted transfer), then refused.
    expect(hub.downloads(files[1].path).filter((r) => r.server === 'cdn')).toHaveLength(2);
  });

  test('refuses a small file whose git blob sha1 does not match', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [{ ...FILES[0], listedDigest: '0'.repeat(40) }] });
    const run = await stage();
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(/config.json: digest mismatch \(git blob sha1 [0-9a-f]{40}, the hub publishes 0{40}\)/);
    expect(fs.existsSync(path.join(dest(), '.gpum-staged.json'))).toBe(false);
  });

  test('retries a 429, then succeeds', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 3) });
    hub.fail('model-00001-of-00002.safetensors', { kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const run = await stage();
    expect(run.code).toBe(0);
    expect(run.log).toMatch(/answered 429: fault 429; retry 1\/7/);
    expect(run.log).toMatch(/answered 429: fault 429; retry 2\/7/);
    expectBytes(path.join(dest(), FILES[2].path), FILES[2].content);
  });

  test('waits the Retry-After of a 503 before retrying', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[1]] });
    hub.fail('tokenizer/tokenizer.json', { kind: 'status', status: 503, headers: { 'retry-after': '1' } });
    const run = await stage();
    expect(run.code).toBe(0);
    const [first, second] = hub.downloads('tokenizer/tokenizer.json');
    // The back-off configured here is 10 ms: only Retry-After explains a wait of a second.
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
    expect(run.log).toMatch(/answered 503.*retry 1\/7 in 1\.0 s/);
  });

  test('gives up after the configured attempts on a hub that keeps failing', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[0]] });
    hub.fail('config.json', ...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 502 })));
    const run = await stage({ GPUM_STAGE_MAX_ATTEMPTS: '3' });
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(/config.json: gave up after 3 attempts: .* answered 502/);
    expect(hub.downloads('config.json')).toHaveLength(3);
    expect(fs.existsSync(path.join(dest(), '.gpum-staged.json'))).toBe(false);
  });

  test('resumes a file with HTTP Range after the connection is cut mid-file', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[2]] });
    hub.fail(FILES[2].path, { kind: 'cut', bytes: 120_000 });
    const run = await stage();
    expect(run.code).toBe(0);
    const cdn = hub.downloads(FILES[2].path).filter((r) => r.server === 'cdn');
    expect(cdn).toHaveLength(2);
    expect(cdn[0].headers.range).toBeUndefined();
    expect(cdn[1].headers.range).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(String(cdn[1].headers.range))![0])).toBeGreaterThan(0);
    expect(run.log).toMatch(/resuming at byte \d+ of 300000/);
    expectBytes(path.join(dest(), FILES[2].path), FILES[2].content);
    expect(manifest().files[0]).toMatchObject({ verified: 'sha256', sha256: sha256(FILES[2].content) });
  });

  test('resumes a .partial left by an interrupted run', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[3]] });
    fs.mkdirSync(dest(), { recursive: true });
    fs.writeFileSync(path.join(dest(), `${FILES[3].path}.partial`), FILES[3].content.subarray(0, 50_000));
    const run = await stage();
    expect(run.code).toBe(0);
    expect(hub.downloads(FILES[3].path).find((r) => r.server === 'cdn')!.headers.range).toBe('bytes=50000-');
    expectBytes(path.join(dest(), FILES[3].path), FILES[3].content);
  });

  test('restarts cleanly when a corrupt .partial makes the digest fail', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[3]] });
    fs.mkdirSync(dest(), { recursive: true });
    fs.writeFileSync(path.join(dest(), `${FILES[3].path}.partial`), Buffer.alloc(50_000, 7));
    const run = await stage();
    expect(run.code).toBe(0);
    const cdn = hub.downloads(FILES[3].path).filter((r) => r.server === 'cdn');
    expect(cdn.map((r) => r.headers.range)).toEqual(['bytes=50000-', undefined]);
    expectBytes(path.join(dest(), FILES[3].path), FILES[3].content);
  });

  test('a rerun with a complete marker does nothing and sends no request', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    expect((await stage()).code).toBe(0);
    const before = hub.requests.length;
    const markerBefore = fs.readFileSync(path.join(dest(), '.gpum-staged.json'), 'utf8');
    const rerun = await stage();
    expect(rerun.code).toBe(0);
    expect(rerun.log).toMatch(/already staged .* nothing to do/);
    expect(hub.requests.length).toBe(before);
    expect(fs.readFileSync(path.join(dest(), '.gpum-staged.json'), 'utf8')).toBe(markerBefore);
  });

  test('a marker whose files are gone is removed and the missing file fetched again, the others verified from disk', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    expect((await stage()).code).toBe(0);
    fs.rmSync(path.join(dest(), FILES[1].path));
    const before = hub.downloads().length;
    const rerun = await stage();
    expect(rerun.code).toBe(0);
    expect(rerun.log).toMatch(/does not match this request or its files: staging again/);
    expect(
      hub
        .downloads()
        .slice(before)
        .map((r) => r.url),
    ).toEqual([`/${REPO}/resolve/${COMMIT}/tokenizer/tokenizer.json`]);
    expectBytes(path.join(dest(), FILES[1].path), FILES[1].content);
  });

  test('include and exclude select files with fnmatch semantics', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES, pageSize: 2 });
    const run = await stage({
      GPUM_STAGE_INCLUDE: JSON.stringify(['*.json', '*.safetensors', 'original/']),
      GPUM_STAGE_EXCLUDE: JSON.stringify(['original/*.pth', 'model-0000[2]-*']),
    });
    expect(run.code).toBe(0);
    expect(
      manifest()
        .files.map((f: any) => f.path)
        .sort(),
    ).toEqual(['config.json', 'model-00001-of-00002.safetensors', 'tokenizer/tokenizer.json']);
    expect(manifest()).toMatchObject({ include: ['*.json', '*.safetensors', 'original/'], exclude: ['original/*.pth', 'model-0000[2]-*'] });
    // Paginated listing followed through its Link header.
    expect(hub.requests.filter((r) => r.url.includes('/tree/'))).toHaveLength(3);
    expect(hub.downloads().filter((r) => r.server === 'hub')).toHaveLength(3);
  });

  test('a selection that matches nothing fails with a clear message', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    const run = await stage({ GPUM_STAGE_INCLUDE: JSON.stringify(['*.gguf']) });
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(/no files selected \(5 listed\): check include and exclude/);
  });

  test('sends the token as a Bearer header to the hub only, never to the CDN, and never logs it', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[0], FILES[2]] });
    const tokenFile = path.join(dir, 'token');
    fs.writeFileSync(tokenFile, `${TOKEN}\n`);
    hub.fail(FILES[0].path, { kind: 'status', status: 500 });
    const run = await stage({ GPUM_STAGE_TOKEN_FILE: tokenFile });
    expect(run.code).toBe(0);
    const hubRequests = hub.requests.filter((r) => r.server === 'hub');
    expect(hubRequests.length).toBeGreaterThan(0);
    for (const r of hubRequests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    for (const r of hub.requests.filter((x) => x.server === 'cdn')) expect(r.headers.authorization).toBeUndefined();
    expect(run.log).toContain('with a hub token');
    expect(run.log).not.toContain(TOKEN);
    expect(fs.readFileSync(path.join(dest(), '.gpum-staged.json'), 'utf8')).not.toContain(TOKEN);
  });

  test('a token echoed in a hub error is redacted from the log', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[0]] });
    // A 403 whose headers carry the token in X-Error-Code, which the program logs.
    hub.fail(FILES[0].path, { kind: 'status', status: 403, headers: { 'x-error-code': `GatedRepo ${TOKEN}` } });
    const run = await stage({ GPUM_STAGE_TOKEN: TOKEN });
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(/answered 403 \(GatedRepo \*\*\*\).*private or gated/);
    expect(run.log).not.toContain(TOKEN);
  });

  test('resolves a branch to its commit when the revision is mutable, and records both', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[0]], refs: ['main'] });
    const run = await stage({ GPUM_STAGE_REVISION: 'main', GPUM_STAGE_DEST: path.join(dir, 'main') });
    expect(run.code).toBe(0);
    expect(run.log).toContain(`revision "main" is commit ${COMMIT}`);
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'main', '.gpum-staged.json'), 'utf8'));
    expect(m).toMatchObject({ revision: 'main', commit: COMMIT });
    expect(hub.downloads()[0].url).toBe(`/${REPO}/resolve/${COMMIT}/config.json`);
  });

  test('refuses a listed path that would escape the destination', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [{ path: '../evil.sh', content: Buffer.from('x') }] });
    const run = await stage();
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toMatch(/refusing file path "..\/evil.sh"/);
    expect(fs.existsSync(path.join(dir, 'models', 'tiny', 'evil.sh'))).toBe(false);
  });

  test('GPUM_STAGE_RESUME=false (Mountpoint for S3): no rename, no reopen of a written file, the marker written in place', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES });
    hub.fail(FILES[2].path, { kind: 'cut', bytes: 120_000 });
    // The program's own `fs` (the CommonJS object; the namespace import above is frozen).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const programFs = require('fs') as typeof fs;
    const rename = jest.spyOn(programFs, 'renameSync');
    const open = jest.spyOn(programFs, 'openSync');
    try {
      const run = await stage({ GPUM_STAGE_RESUME: 'false' });
      expect(run.code).toBe(0);
      expect(rename).not.toHaveBeenCalled();
      // Mountpoint refuses to open an uploaded object for writing without O_TRUNC.
      expect(open.mock.calls.filter(([, flags]) => flags === 'r+' || flags === 'a')).toEqual([]);
    } finally {
      rename.mockRestore();
      open.mockRestore();
    }
    // The cut file restarted from zero under its final name: no Range, no .partial.
    const cdn = hub.downloads(FILES[2].path).filter((r) => r.server === 'cdn');
    expect(cdn.map((r) => r.headers.range)).toEqual([undefined, undefined]);
    for (const f of FILES) expectBytes(path.join(dest(), f.path), f.content);
    expect(fs.readdirSync(dest(), { recursive: true }).filter((f) => String(f).endsWith('.partial') || String(f).endsWith('.tmp'))).toEqual(
      [],
    );
    expect(manifest()).toMatchObject({ complete: true, fileCount: FILES.length });
  });

  test('refuses to send a token to a plain-http endpoint (exit 2, before any request); loopback and no token are allowed', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    for (const endpoint of ['http://hub.example.com', 'http://10.0.0.5:8080']) {
      const run = await stage({ GPUM_STAGE_ENDPOINT: endpoint, GPUM_STAGE_TOKEN: TOKEN });
      expect(run.code).toBe(2);
      expect(run.err.join('\n')).toContain(`refusing to send the hub token to ${new URL(endpoint).origin} over plain http`);
      expect(run.log).not.toContain(TOKEN);
    }
    // The same through HF_ENDPOINT, with the conventional HF_TOKEN.
    const conventional = await stage({ GPUM_STAGE_ENDPOINT: '', HF_ENDPOINT: 'http://mirror.example.com', HF_TOKEN: TOKEN });
    expect(conventional.code).toBe(2);
    expect(conventional.err.join('\n')).toMatch(/refusing to send the hub token to http:\/\/mirror\.example\.com over plain http/);
    expect(hub.requests).toEqual([]);
    // The fake hub is on 127.0.0.1: loopback never leaves the machine.
    expect((await stage({ GPUM_STAGE_TOKEN: TOKEN })).code).toBe(0);
  });

  test('bad configuration exits 2 and says which variable', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [] });
    const run = await stage({ GPUM_STAGE_SOURCE: 'git' });
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toMatch(/GPUM_STAGE_SOURCE is "git"/);
  });
});

describe('staging from ModelScope', () => {
  const MS_REPO = 'qwen/Qwen2-0.5B';

  test('lists with the repo/files API, verifies Sha256, checks only the size where none is published and says so', async () => {
    const files: FakeFile[] = [
      { path: 'config.json', content: Buffer.from('{}') },
      { path: 'model.safetensors', content: bytes(70_000, 9) },
      { path: 'README.md', content: Buffer.from('# readme'), noDigest: true },
    ];
    hub = await FakeHub.start({ repo: MS_REPO, commit: 'c'.repeat(40), files, refs: ['v1.0.0'] });
    const run = await stage({
      GPUM_STAGE_SOURCE: 'modelscope',
      GPUM_STAGE_REPO: MS_REPO,
      GPUM_STAGE_REVISION: 'v1.0.0',
      GPUM_STAGE_TOKEN: TOKEN,
      // The fake hub is an endpoint other than ModelScope's own, where digests are required by default.
      GPUM_STAGE_REQUIRE_DIGESTS: 'false',
    });
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.log).toContain('README.md: 8 bytes, size checked; the source publishes no digest for it');
    expect(run.log).toContain('1 without a published digest');
    const m = manifest();
    expect(m).toMatchObject({ source: 'modelscope', revision: 'v1.0.0', commit: 'c'.repeat(40) });
    const byPath = Object.fromEntries(m.files.map((f: any) => [f.path, f]));
    expect(byPath['model.safetensors']).toMatchObject({ verified: 'sha256', digest: sha256(files[1].content) });
    expect(byPath['README.md']).toEqual({ size: 8, path: 'README.md', sha256: sha256(files[2].content), verified: 'size' });
    const download = hub.downloads('model.safetensors')[0];
    expect(download.url).toBe(`/api/v1/models/${MS_REPO}/repo?Revision=v1.0.0&FilePath=model.safetensors`);
    expect(download.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(download.headers.cookie).toBe(`m_session_id=${TOKEN}`);
  });

  test('a wrong Sha256 is refused', async () => {
    const files: FakeFile[] = [{ path: 'model.safetensors', content: bytes(1000, 9), listedDigest: 'e'.repeat(64) }];
    hub = await FakeHub.start({ repo: MS_REPO, commit: 'c'.repeat(40), files, refs: ['v1.0.0'] });
    const run = await stage({ GPUM_STAGE_SOURCE: 'modelscope', GPUM_STAGE_REPO: MS_REPO, GPUM_STAGE_REVISION: 'v1.0.0' });
    expect(run.code).toBe(1);
    expect(fs.existsSync(path.join(dest(), '.gpum-staged.json'))).toBe(false);
  });
});

describe('staging from a mounted bucket directory', () => {
  test('copies every file, checks sizes, records sha256, and reruns as a no-op', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [] });
    const source = path.join(dir, 'bucket');
    fs.mkdirSync(path.join(source, 'sub'), { recursive: true });
    fs.writeFileSync(path.join(source, 'a.safetensors'), bytes(10_000, 5));
    fs.writeFileSync(path.join(source, 'sub', 'b.json'), '{}');
    const overrides = { GPUM_STAGE_SOURCE: 'directory', GPUM_STAGE_SOURCE_DIR: source, GPUM_STAGE_REVISION: 'copy-1', GPUM_STAGE_REPO: '' };
    const run = await stage(overrides);
    expect(run.code).toBe(0);
    expect(fs.readFileSync(path.join(dest(), 'sub', 'b.json'), 'utf8')).toBe('{}');
    expect(manifest().files).toEqual([
      { size: 10_000, path: 'a.safetensors', sha256: sha256(bytes(10_000, 5)), verified: 'size' },
      { size: 2, path: 'sub/b.json', sha256: sha256(Buffer.from('{}')), verified: 'size' },
    ]);
    expect((await stage(overrides)).log).toMatch(/nothing to do/);
    expect(hub.requests).toEqual([]);
  });
});

describe('as a process', () => {
  const runProcess = runNode;

  test('exits non-zero with one error line naming the job when a digest is wrong', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [{ ...FILES[0], listedDigest: '1'.repeat(40) }] });
    const result = await runProcess([PROGRAM], env());
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^gpum-stage: ERROR stage-tiny-llm: staging acme\/tiny-llm@a{40} into .* failed: config.json: digest mismatch/,
    );
    expect(fs.existsSync(path.join(dest(), '.gpum-staged.json'))).toBe(false);
  });

  test('runs inline as `node -e <source>`, the form a Cloud Run job can embed', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [FILES[0]] });
    const result = await runProcess(['-e', fs.readFileSync(PROGRAM, 'utf8')], env());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(manifest().fileCount).toBe(1);
  });
});

describe('the Function Compute handler', () => {
  /** Runs the handler with `environment` as the function's variables; returns its outcome and log. */
  async function invoke(environment: Record<string, string>, event: unknown) {
    const saved = { ...process.env };
    const lines: string[] = [];
    const capture = (chunk: any) => {
      lines.push(String(chunk));
      return true;
    };
    const spyOut = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      Object.assign(process.env, environment);
      const outcome = await program.handler(event, {}).then(
        (value: string) => ({ value, error: undefined }),
        (error: Error) => ({ value: undefined, error }),
      );
      return { ...outcome, log: lines.join('') };
    } finally {
      spyOut.mockRestore();
      spyErr.mockRestore();
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  }

  test('an event cannot redirect the run: ENDPOINT, REPO, DEST, SOURCE, SOURCE_DIR, TOKEN* are ignored, the token reaches only the hub', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 2) });
    const attacker = await FakeHub.start({ repo: 'evil/steal', commit: COMMIT, files: FILES.slice(0, 1) });
    const elsewhere = path.join(dir, 'elsewhere');
    try {
      const event = {
        GPUM_STAGE_ENDPOINT: attacker.url,
        GPUM_STAGE_REPO: 'evil/steal',
        GPUM_STAGE_DEST: elsewhere,
        GPUM_STAGE_SOURCE: 'directory',
        GPUM_STAGE_SOURCE_DIR: dir,
        GPUM_STAGE_TOKEN_FILE: '/etc/passwd',
        HF_ENDPOINT: attacker.url,
      };
      for (const form of [Buffer.from(JSON.stringify(event)), JSON.stringify(event), event]) {
        fs.rmSync(dest(), { recursive: true, force: true });
        const result = await invoke(env({ GPUM_STAGE_TOKEN: TOKEN }), form);
        expect(result.error).toBeUndefined();
        expect(result.value).toBe('staged');
        expect(result.log).toContain(
          'ignored: GPUM_STAGE_ENDPOINT, GPUM_STAGE_REPO, GPUM_STAGE_DEST, GPUM_STAGE_SOURCE, GPUM_STAGE_SOURCE_DIR, GPUM_STAGE_TOKEN_FILE, HF_ENDPOINT',
        );
        expect(result.log).not.toContain(TOKEN);
        expect(manifest()).toMatchObject({ repo: REPO, complete: true, fileCount: 2 });
      }
      expect(attacker.requests).toEqual([]);
      expect(fs.existsSync(elsewhere)).toBe(false);
      const hubRequests = hub.requests.filter((r) => r.server === 'hub');
      expect(hubRequests.length).toBeGreaterThan(0);
      for (const r of hubRequests) expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    } finally {
      await attacker.close();
    }
  });

  test('the event may tune the allowed knobs (a bad value is refused, which shows it applies)', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const bad = await invoke(env(), { GPUM_STAGE_CONCURRENCY: 0 });
    expect(bad.error?.message).toMatch(/exit code 2/);
    expect(bad.log).toContain('GPUM_STAGE_CONCURRENCY is "0"');
    expect(bad.log).not.toContain('ignored');
    const good = await invoke(env(), { GPUM_STAGE_CONCURRENCY: 1, GPUM_STAGE_TIMEOUT_MS: '9000' });
    expect(good.value).toBe('staged');
    // An empty body (the InvokeCommand output sends none) runs with the environment alone.
    fs.rmSync(dest(), { recursive: true, force: true });
    expect((await invoke(env(), Buffer.alloc(0))).value).toBe('staged');
  });

  test('a plain-http endpoint in the function environment with a token is refused', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: FILES.slice(0, 1) });
    const result = await invoke(env({ GPUM_STAGE_ENDPOINT: 'http://hub.example.com', GPUM_STAGE_TOKEN: TOKEN }), Buffer.alloc(0));
    expect(result.error?.message).toMatch(/exit code 2/);
    expect(result.log).toContain('refusing to send the hub token to http://hub.example.com over plain http: give an https:// endpoint');
    expect(hub.requests).toEqual([]);
  });

  test('stages with the environment plus the event, and throws when staging fails', async () => {
    hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files: [{ ...FILES[0], listedDigest: '1'.repeat(40) }] });
    const saved = { ...process.env };
    const spyOut = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      Object.assign(process.env, env());
      await expect(program.handler(Buffer.from(JSON.stringify({ GPUM_STAGE_MAX_ATTEMPTS: '2' })))).rejects.toThrow(/exit code 1/);
    } finally {
      spyOut.mockRestore();
      spyErr.mockRestore();
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    }
  });
});

/** Compares by digest: jest's deep equality walks a Buffer byte by byte, which takes seconds. */
function expectBytes(file: string, content: Buffer): void {
  expect(sha256(fs.readFileSync(file))).toBe(sha256(content));
}
