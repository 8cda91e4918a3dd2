/**
 * The staging program (programs/stage-model.js) attacked as a hostile hub or operator would: runs
 * that overlap, die or freeze; a hub that lies in its listing, its headers or its bodies; links and
 * directories planted in the destination; a token echoed in pieces. Each attack ends in the same
 * invariant: no marker over a wrong file. Against servers on 127.0.0.1 and a temporary directory
 * standing in for the NAS.
 */
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as http from 'http';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { FakeHub, FakeFile, gitBlobSha1, sha256 } from '../support/fake-hub';
import { bytes, hubEnv, listTree, PROGRAM_PATH, runMain } from '../support/stage-program';

const REPO = 'acme/tiny-llm';
const COMMIT = 'c'.repeat(40);
const TOKEN = 'hf_RedTeamTokenValue0123456789abcd';

let dir: string;
const servers: { close(): Promise<void> }[] = [];
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-redteam-')));
});

afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGCONT');
      c.kill('SIGKILL');
    }
  }
  for (const s of servers.splice(0)) await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function dest(): string {
  return path.join(dir, 'models', 'tiny', COMMIT);
}

function markerPath(): string {
  return path.join(dest(), '.gpum-staged.json');
}

function env(endpoint: string, overrides: Record<string, string> = {}): Record<string, string> {
  return hubEnv({ repo: REPO, revision: COMMIT, dest: dest(), endpoint }, overrides);
}

/** The invariant: a marker, when there is one, lists exactly these files, each with these bytes, and nothing else is there. */
function expectMarkerTellsTheTruth(files: { path: string; content: Buffer }[]): void {
  if (!fs.existsSync(markerPath())) return;
  const marker = JSON.parse(fs.readFileSync(markerPath(), 'utf8'));
  expect(marker.complete).toBe(true);
  expect(marker.files.map((f: { path: string }) => f.path).sort()).toEqual(files.map((f) => f.path).sort());
  for (const f of files) {
    const p = path.join(dest(), f.path);
    expect({ path: f.path, size: fs.statSync(p).size }).toEqual({ path: f.path, size: f.content.length });
    expect({ path: f.path, sha256: sha256(fs.readFileSync(p)) }).toEqual({ path: f.path, sha256: sha256(f.content) });
  }
  expect(listTree(dest()).filter((p) => p !== '.gpum-lock')).toEqual(['.gpum-staged.json', ...files.map((f) => f.path)].sort());
}

async function startFakeHub(files: FakeFile[], extra: { downloadDelayMs?: number } = {}): Promise<FakeHub> {
  const hub = await FakeHub.start({ repo: REPO, commit: COMMIT, files, ...extra });
  servers.push(hub);
  return hub;
}

// ---------------------------------------------------------------------------------------------
// A hub whose every answer the test writes: the listing is given as raw tree entries, and each
// download is answered by `serve` (default: the right bytes, honouring Range).
// ---------------------------------------------------------------------------------------------

type Serve = (req: http.IncomingMessage, res: http.ServerResponse, file: { path: string; content: Buffer }) => void;

interface HostileHub {
  readonly url: string;
  readonly requests: { url: string; headers: http.IncomingHttpHeaders; host: string }[];
  close(): Promise<void>;
}

function serveRight(req: http.IncomingMessage, res: http.ServerResponse, content: Buffer): void {
  const range = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''));
  const start = range ? Number(range[1]) : 0;
  res.writeHead(range ? 206 : 200, {
    'content-length': String(content.length - start),
    ...(range ? { 'content-range': `bytes ${start}-${content.length - 1}/${content.length}` } : {}),
  });
  res.end(content.subarray(start));
}

function treeEntries(files: { path: string; content: Buffer }[]): unknown[] {
  return files.map((f) => ({ type: 'file', path: f.path, size: f.content.length, oid: gitBlobSha1(f.content) }));
}

async function startHostileHub(
  listing: unknown[],
  contents: Map<string, Buffer>,
  serve: Serve = (req, res, f) => serveRight(req, res, f.content),
): Promise<HostileHub> {
  const requests: HostileHub['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, host: 'hub' });
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname === `/api/models/${REPO}/tree/${COMMIT}`) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(listing));
    }
    const m = new RegExp(`^/${REPO}/resolve/${COMMIT}/(.+)$`).exec(u.pathname);
    const p = m ? decodeURIComponent(m[1]) : '';
    const content = contents.get(p);
    if (!content) {
      res.writeHead(404);
      return void res.end('no');
    }
    serve(req, res, { path: p, content });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const hub = {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
  servers.push(hub);
  return hub;
}

/** A plain server on another port, standing in for another host; answers with `handle`. */
async function startOtherHost(handle: http.RequestListener): Promise<HostileHub> {
  const requests: HostileHub['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, host: 'other' });
    handle(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const other = {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
  servers.push(other);
  return other;
}

function spawnProgram(environment: Record<string, string>, preload?: string) {
  const child = spawn(process.execPath, [...(preload ? ['-r', preload] : []), PROGRAM_PATH], {
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; log: string }>((resolve) => child.on('close', (code) => resolve({ code, log })));
  return { child, exited };
}

/** Polls `check` every 10 ms for up to 15 s. */
async function waitFor(check: () => boolean, what = 'a condition'): Promise<void> {
  const until = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function sizeOf(p: string): number {
  try {
    return fs.statSync(p).size;
  } catch {
    return -1;
  }
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

// =============================================================================================

describe('runs that overlap, die or freeze', () => {
  test('three concurrent runs, 20 times over, the hub serving other sizes each time over the last copy: never a marker over a wrong file', async () => {
    for (let i = 0; i < 20; i++) {
      // Sizes change every iteration, so each run starts over files and partials of other sizes.
      const files: FakeFile[] = [
        { path: 'config.json', content: bytes(100 + ((i * 37) % 300), i) },
        { path: 'sub/tokenizer.json', content: bytes(5_000 + ((i * 7919) % 20_000), i + 1) },
        { path: 'model.safetensors', content: bytes(60_000 + ((i * 104_729) % 150_000), i + 2), lfs: true },
      ];
      const hub = await startFakeHub(files, { downloadDelayMs: 3 });
      // The previous copy stays, without its marker: complete files and partials of the old sizes.
      fs.rmSync(markerPath(), { force: true });
      if (i % 4 === 3 && fs.existsSync(path.join(dest(), 'model.safetensors'))) {
        fs.renameSync(path.join(dest(), 'model.safetensors'), path.join(dest(), 'model.safetensors.partial'));
      }
      const resume = i % 2 === 0 ? 'true' : 'false';
      const settings = { GPUM_STAGE_RESUME: resume, GPUM_STAGE_LOCK_STALE_MS: '3000', GPUM_STAGE_CONCURRENCY: String(1 + (i % 3)) };
      const runs = await Promise.all([0, 1, 2].map(() => runMain(env(hub.url, settings))));
      expect({ iteration: i, codes: runs.map((r) => r.code) }).toEqual({ iteration: i, codes: [0, 0, 0] });
      expectMarkerTellsTheTruth(files);
      expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(false);
      await hub.close();
      servers.pop();
    }
  });

  test('two runs as processes on one destination, 5 times over with resume on: both exit 0, the marker is true', async () => {
    for (let i = 0; i < 5; i++) {
      const files: FakeFile[] = [
        { path: 'config.json', content: bytes(200 + i * 13, i) },
        { path: 'model.safetensors', content: bytes(100_000 + i * 33_333, i + 5), lfs: true },
      ];
      const hub = await startFakeHub(files, { downloadDelayMs: 20 });
      fs.rmSync(markerPath(), { force: true });
      const [a, b] = await Promise.all([spawnProgram(env(hub.url)).exited, spawnProgram(env(hub.url)).exited]);
      expect({ iteration: i, codes: [a.code, b.code] }).toEqual({ iteration: i, codes: [0, 0] });
      expectMarkerTellsTheTruth(files);
      await hub.close();
      servers.pop();
    }
  });

  test('a run killed mid-file (SIGKILL) leaves its lock and partial; the rerun takes the lock over, resumes, and the marker is true', async () => {
    const big = bytes(3_000_000, 9);
    const files = [
      { path: 'config.json', content: Buffer.from('{}') },
      { path: 'model.safetensors', content: big },
    ];
    const slow = slowWeights(65_536, 20);
    const hub = await startHostileHub(treeEntries(files), new Map(files.map((f) => [f.path, f.content])), slow);
    const settings = { GPUM_STAGE_LOCK_STALE_MS: '500' };
    const first = spawnProgram(env(hub.url, settings));
    const partial = path.join(dest(), 'model.safetensors.partial');
    await waitFor(() => sizeOf(partial) > 300_000, 'the partial to grow');
    first.child.kill('SIGKILL');
    expect((await first.exited).code).toBeNull();
    expect(fs.existsSync(path.join(dest(), '.gpum-lock'))).toBe(true);
    const rerun = await runMain(env(hub.url, settings));
    expect(rerun.code).toBe(0);
    expect(rerun.log).toMatch(/took over the lock/);
    expect(rerun.log).toMatch(/model.safetensors: resuming at byte \d+ of 3000000/);
    expectMarkerTellsTheTruth(files);
  });

  test('a stale-lock takeover racing a live holder (frozen, then thawed): the holder writes nothing into the taker\u2019s files', async () => {
    const big = bytes(4_000_000, 11);
    const files = [
      { path: 'config.json', content: Buffer.from('{"a":1}') },
      { path: 'model.safetensors', content: big },
    ];
    // The holder's download keeps flowing into its socket while it is frozen; the taker's (a Range
    // request) is answered at once.
    const slow = slowWeights(32_768, 15);
    const hub = await startHostileHub(treeEntries(files), new Map(files.map((f) => [f.path, f.content])), slow);
    const settings = { GPUM_STAGE_LOCK_STALE_MS: '400', GPUM_STAGE_MIN_BYTES_PER_SEC: '0' };
    const holder = spawnProgram(env(hub.url, settings));
    const partial = path.join(dest(), 'model.safetensors.partial');
    await waitFor(() => sizeOf(partial) > 400_000, 'the partial to grow');
    holder.child.kill('SIGSTOP');
    // Let the server push more bytes into the frozen holder's socket.
    await delay(300);
    const taker = await runMain(env(hub.url, settings));
    expect(taker.code).toBe(0);
    expect(taker.log).toMatch(/took over the lock/);
    expect(taker.log).toMatch(/model.safetensors.partial: copied to a new file before resuming it \(the lock was taken over\)/);
    expectMarkerTellsTheTruth(files);
    holder.child.kill('SIGCONT');
    const thawed = await holder.exited;
    expect(thawed.code).toBe(1);
    expect(thawed.log).toMatch(/no longer this run's/);
    // The thawed holder's buffered bytes went nowhere near the taker's files.
    expectMarkerTellsTheTruth(files);
  });

  test('the holder of a stale lock still holds its partial open: what it writes after the takeover never reaches the staged file', async () => {
    const files = [{ path: 'model.safetensors', content: bytes(300_000, 12) }];
    const hub = await startHostileHub(treeEntries(files), new Map(files.map((f) => [f.path, f.content])));
    fs.mkdirSync(dest(), { recursive: true });
    const partial = path.join(dest(), 'model.safetensors.partial');
    fs.writeFileSync(partial, files[0].content.subarray(0, 100_000));
    fs.writeFileSync(
      path.join(dest(), '.gpum-lock'),
      JSON.stringify({ format: 'cdktf-gpu-models/staging-lock@1', owner: 'frozen/1/abc', startedAt: 'then', heartbeatAt: 'then', beat: 1 }),
    );
    // The frozen holder's descriptor, as it opened the partial: appending.
    const zombie = fs.openSync(partial, 'a');
    try {
      const taker = await runMain(env(hub.url, { GPUM_STAGE_LOCK_STALE_MS: '300' }));
      expect(taker.code).toBe(0);
      expect(taker.log).toMatch(/took over the lock/);
      expect(taker.log).toMatch(/resuming at byte 100000 of 300000/);
      // It wakes and writes what its socket held.
      fs.writeSync(zombie, Buffer.alloc(5_000, 0x5a));
    } finally {
      fs.closeSync(zombie);
    }
    expectMarkerTellsTheTruth(files);
  });

  test('a slow disk (each fsync takes 1.5 s) does not stop the heartbeat: the waiter never takes a live lock over', async () => {
    const files: FakeFile[] = [
      { path: 'a.safetensors', content: bytes(50_000, 1), lfs: true },
      { path: 'b.safetensors', content: bytes(50_000, 2), lfs: true },
    ];
    const hub = await startFakeHub(files);
    const preload = path.join(dir, 'slow-fsync.js');
    // A disk whose flush is slow: the call takes 1.5 s, in whichever form the program makes it.
    fs.writeFileSync(
      preload,
      [
        "const fs = require('fs');",
        'const fsyncSync = fs.fsyncSync, fsync = fs.fsync;',
        'fs.fsyncSync = (fd) => { const until = Date.now() + 1500; while (Date.now() < until); return fsyncSync(fd); };',
        'fs.fsync = (fd, cb) => setTimeout(() => fsync(fd, cb), 1500);',
      ].join('\n'),
    );
    const settings = { GPUM_STAGE_LOCK_STALE_MS: '600', GPUM_STAGE_CONCURRENCY: '1' };
    const holder = spawnProgram(env(hub.url, settings), preload);
    await waitFor(() => fs.existsSync(path.join(dest(), '.gpum-lock')), 'the lock');
    const waiter = spawnProgram(env(hub.url, settings));
    const [h, w] = await Promise.all([holder.exited, waiter.exited]);
    expect(h.log + w.log).not.toMatch(/took over/);
    expect([h.code, w.code]).toEqual([0, 0]);
    expectMarkerTellsTheTruth(files);
  });
});

describe('a hub that lies', () => {
  const FILES = [
    { path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') },
    { path: 'model.safetensors', content: bytes(120_000, 4) },
  ];
  const contents = () => new Map(FILES.map((f) => [f.path, f.content]));

  test('duplicate names in the listing are refused, whatever their sizes', async () => {
    for (const second of [FILES[1], { path: FILES[1].path, content: bytes(999, 1) }]) {
      const hub = await startHostileHub(treeEntries([...FILES, second]), contents());
      const run = await runMain(env(hub.url));
      expect(run.code).toBe(1);
      expect(run.err.join('\n')).toContain('refusing the file list: "model.safetensors" is listed twice');
      expect(fs.existsSync(markerPath())).toBe(false);
    }
  });

  test('a listed file whose path is a directory of another listed file is refused', async () => {
    const listing = treeEntries([...FILES, { path: 'config.json/inner.bin', content: bytes(10, 1) }]);
    const hub = await startHostileHub(listing, contents());
    const run = await runMain(env(hub.url));
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain(
      'refusing the file list: "config.json" is listed as a file and as a directory of "config.json/inner.bin"',
    );
    expect(fs.existsSync(markerPath())).toBe(false);
  });

  test('paths that escape, are absolute, or take a reserved name are refused before anything is written', async () => {
    for (const bad of [
      '../evil.bin',
      '/etc/evil.bin',
      'a/../../evil.bin',
      'sub/.gpum-staged.json',
      '.gpum-lock',
      'a//b',
      './x',
      'x.partial',
    ]) {
      const hub = await startHostileHub(treeEntries([...FILES, { path: bad, content: bytes(10, 1) }]), contents());
      const run = await runMain(env(hub.url));
      expect({ bad, code: run.code }).toEqual({ bad, code: 1 });
      expect(run.err.join('\n')).toContain(`refusing file path ${JSON.stringify(bad)} from the source`);
      expect(fs.existsSync(path.join(dir, 'evil.bin'))).toBe(false);
      expect(fs.existsSync(path.join(dest(), FILES[0].path))).toBe(false);
      await hub.close();
      servers.pop();
    }
  });

  test('a file changed on the hub between listing and download (same size, then another size) is refused: no marker', async () => {
    for (const changed of [bytes(120_000, 77), bytes(130_000, 4)]) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      const hub = await startHostileHub(treeEntries(FILES), new Map([...contents(), [FILES[1].path, changed]]));
      const run = await runMain(env(hub.url, { GPUM_STAGE_MAX_ATTEMPTS: '3' }));
      expect(run.code).toBe(1);
      expect(run.err.join('\n')).toMatch(/model.safetensors: (digest mismatch|gave up after 3 attempts: .*Content-Length 130000)/);
      expect(fs.existsSync(markerPath())).toBe(false);
      await hub.close();
      servers.pop();
    }
  });

  test('a 200 to a range request restarts the file from zero; a 206 with a wrong or missing Content-Range is not spliced in', async () => {
    const answers: Serve[] = [
      // 200 with the whole file to a Range request.
      (_req, res, f) => {
        res.writeHead(200, { 'content-length': String(f.content.length) });
        res.end(f.content);
      },
      // 206 without Content-Range, with the whole file.
      (_req, res, f) => {
        res.writeHead(206, { 'content-length': String(f.content.length) });
        res.end(f.content);
      },
      // 206 whose range starts elsewhere, with that range's bytes.
      (req, res, f) => {
        const start = Math.max(0, Number(/bytes=(\d+)-/.exec(String(req.headers.range))![1]) - 1000);
        res.writeHead(206, { 'content-range': `bytes ${start}-${f.content.length - 1}/${f.content.length}` });
        res.end(f.content.subarray(start));
      },
      // 206 for a file of another size.
      (req, res, f) => {
        const start = Number(/bytes=(\d+)-/.exec(String(req.headers.range))![1]);
        res.writeHead(206, { 'content-range': `bytes ${start}-${f.content.length}/${f.content.length + 1}` });
        res.end(Buffer.concat([f.content.subarray(start), Buffer.from('X')]));
      },
    ];
    for (const [i, lie] of answers.entries()) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      fs.mkdirSync(dest(), { recursive: true });
      // A partial with the right first bytes: the lie is told on the resume.
      fs.writeFileSync(path.join(dest(), 'model.safetensors.partial'), FILES[1].content.subarray(0, 50_000));
      let lied = false;
      const hub = await startHostileHub(treeEntries(FILES), contents(), (req, res, f) => {
        if (f.path === FILES[1].path && req.headers.range && !lied) {
          lied = true;
          return lie(req, res, f);
        }
        serveRight(req, res, f.content);
      });
      const run = await runMain(env(hub.url));
      expect({ lie: i, code: run.code }).toEqual({ lie: i, code: 0 });
      expect(lied).toBe(true);
      expectMarkerTellsTheTruth(FILES);
      await hub.close();
      servers.pop();
    }
  });

  test('truncated bodies, a Content-Length that lies either way, and a chunked body that ends early are retried, never kept', async () => {
    const answers: Serve[] = [
      (_req, res, f) => {
        res.writeHead(200, { 'content-length': String(f.content.length) });
        res.write(f.content.subarray(0, 1000), () => res.socket?.destroy());
      },
      (_req, res, f) => {
        res.writeHead(200, { 'content-length': String(f.content.length + 10) });
        res.write(f.content, () => res.socket?.destroy());
      },
      (_req, res, f) => {
        res.writeHead(200, { 'content-length': String(f.content.length - 10) });
        res.end(f.content.subarray(0, f.content.length - 10));
      },
      (_req, res, f) => {
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        res.end(f.content.subarray(0, f.content.length - 1));
      },
      (_req, res, f) => {
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        res.end(Buffer.concat([f.content, Buffer.from('trailing')]));
      },
    ];
    for (const [i, lie] of answers.entries()) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      let lied = false;
      const hub = await startHostileHub(treeEntries(FILES), contents(), (req, res, f) => {
        if (f.path === FILES[1].path && !lied) {
          lied = true;
          return lie(req, res, f);
        }
        serveRight(req, res, f.content);
      });
      const run = await runMain(env(hub.url));
      expect({ lie: i, code: run.code }).toEqual({ lie: i, code: 0 });
      expectMarkerTellsTheTruth(FILES);
      await hub.close();
      servers.pop();
    }
  });

  test('a server that drips its response headers fails the run instead of hanging it', async () => {
    // Never completes the headers: a byte every 100 ms keeps the connection's idle timer from firing.
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      const head = 'HTTP/1.1 200 OK\r\nX-Slow: ' + 'a'.repeat(100_000);
      let i = 0;
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(head[i++ % head.length]);
      }, 100);
      socket.on('close', () => clearInterval(timer));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push({
      close: () => {
        for (const s of sockets) s.destroy();
        return new Promise<void>((r) => server.close(() => r()));
      },
    });
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    const started = Date.now();
    const run = await runMain(env(url, { GPUM_STAGE_TIMEOUT_MS: '1000', GPUM_STAGE_MAX_ATTEMPTS: '2' }));
    expect(run.code).toBe(1);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(run.err.join('\n')).toMatch(/gave up after 2 attempts: .*no complete answer within 1000 ms/);
  });

  test('a redirect to another host gets no token; a redirect loop fails, bounded', async () => {
    const other = await startOtherHost((req, res) => serveRight(req, res, FILES[1].content));
    const hub = await startHostileHub(treeEntries(FILES), contents(), (req, res, f) => {
      if (f.path !== FILES[1].path) return serveRight(req, res, f.content);
      res.writeHead(302, { location: `${other.url}/blob?sig=1` });
      res.end();
    });
    const run = await runMain(env(hub.url, { GPUM_STAGE_TOKEN: TOKEN }));
    expect(run.code).toBe(0);
    expect(other.requests.length).toBeGreaterThan(0);
    for (const r of other.requests) expect(JSON.stringify(r.headers)).not.toContain(TOKEN);
    expect(hub.requests.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expectMarkerTellsTheTruth(FILES);

    fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
    const loop = await startOtherHost((req, res) => {
      res.writeHead(302, { location: `/again${req.url}` });
      res.end();
    });
    const looping = await startHostileHub(treeEntries(FILES), contents(), (req, res, f) => {
      if (f.path !== FILES[1].path) return serveRight(req, res, f.content);
      res.writeHead(302, { location: `${loop.url}/start` });
      res.end();
    });
    const looped = await runMain(env(looping.url, { GPUM_STAGE_TOKEN: TOKEN }));
    expect(looped.code).toBe(1);
    expect(looped.err.join('\n')).toMatch(/too many redirects/);
    expect(loop.requests.length).toBeLessThanOrEqual(11);
    for (const r of loop.requests) expect(JSON.stringify(r.headers)).not.toContain(TOKEN);
    expect(fs.existsSync(markerPath())).toBe(false);
  });
});

describe('a destination tampered with', () => {
  const FILES: FakeFile[] = [
    { path: 'config.json', content: Buffer.from('{"model_type":"llama"}\n') },
    { path: 'sub/model.safetensors', content: bytes(80_000, 6), lfs: true },
  ];

  test('a directory where a listed file goes, and a file where a listed directory goes: never a marker over them', async () => {
    const hub = await startFakeHub(FILES);
    for (const plant of ['config.json', 'sub/model.safetensors', 'sub']) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      fs.mkdirSync(dest(), { recursive: true });
      if (plant === 'sub') fs.writeFileSync(path.join(dest(), 'sub'), 'a file');
      else {
        fs.mkdirSync(path.join(dest(), plant, 'inner'), { recursive: true });
        fs.writeFileSync(path.join(dest(), plant, 'inner', 'x'), 'x');
      }
      for (const resume of ['true', 'false']) {
        const run = await runMain(env(hub.url, { GPUM_STAGE_RESUME: resume }));
        expect({ plant, resume, code: run.code }).toEqual({ plant, resume, code: 0 });
        expectMarkerTellsTheTruth(FILES);
        fs.rmSync(markerPath());
      }
    }
  });

  test('links planted as the lock, the marker and the marker\u2019s directory are never followed', async () => {
    const hub = await startFakeHub(FILES);
    const outside = path.join(dir, 'outside');
    for (const plant of ['.gpum-lock', '.gpum-staged.json']) {
      for (const target of ['victim', 'nowhere']) {
        fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
        fs.rmSync(outside, { recursive: true, force: true });
        fs.mkdirSync(outside);
        fs.writeFileSync(path.join(outside, 'victim'), 'precious');
        fs.mkdirSync(dest(), { recursive: true });
        fs.symlinkSync(path.join(outside, target), path.join(dest(), plant));
        const run = await runMain(env(hub.url, { GPUM_STAGE_LOCK_WAIT_MS: '0' }));
        expect(fs.readFileSync(path.join(outside, 'victim'), 'utf8')).toBe('precious');
        expect(fs.readdirSync(outside)).toEqual(['victim']);
        if (plant === '.gpum-lock') {
          expect({ plant, target, code: run.code }).toEqual({ plant, target, code: 1 });
          expect(run.err.join('\n')).toMatch(/symbolic link/);
        } else {
          expect({ plant, target, code: run.code }).toEqual({ plant, target, code: 0 });
          expect(fs.lstatSync(markerPath()).isSymbolicLink()).toBe(false);
          expectMarkerTellsTheTruth(FILES);
        }
      }
    }
  });

  test('a directory swapped for a link during the run: nothing is written outside, and no marker over it', async () => {
    const hub = await startFakeHub(FILES);
    hub.fail('config.json', { kind: 'delay', ms: 500 });
    const outside = path.join(dir, 'outside');
    fs.mkdirSync(outside);
    const run = runMain(env(hub.url));
    const sub = path.join(dest(), 'sub');
    await waitFor(() => fs.existsSync(path.join(sub, 'model.safetensors')), 'the file');
    fs.renameSync(sub, path.join(dir, 'moved'));
    fs.symlinkSync(outside, sub);
    const result = await run;
    expect(fs.readdirSync(outside)).toEqual([]);
    if (result.code === 0) expectMarkerTellsTheTruth(FILES);
    else expect(fs.existsSync(markerPath())).toBe(false);
  });
  test('a directory above a file (the revision directory, or its parent) swapped for a link mid-run: refused, nothing written through it, no marker', async () => {
    for (const swap of ['revision', 'parent'] as const) {
      fs.rmSync(path.join(dir, 'models'), { recursive: true, force: true });
      fs.rmSync(path.join(dir, 'moved'), { recursive: true, force: true });
      const hub = await startFakeHub(FILES);
      // config.json is opened only once its answer arrives: after the swap.
      hub.fail('config.json', { kind: 'delay', ms: 800 });
      const run = runMain(env(hub.url));
      await waitFor(() => fs.existsSync(path.join(dest(), 'sub', 'model.safetensors')), 'the first file');
      const swapped = swap === 'revision' ? dest() : path.dirname(dest());
      const moved = path.join(dir, 'moved');
      fs.renameSync(swapped, moved);
      fs.symlinkSync(moved, swapped);
      const result = await run;
      expect({ swap, code: result.code }).toEqual({ swap, code: 1 });
      expect(result.err.join('\n')).toContain(`${swapped} is a symbolic link`);
      const written = listTree(moved);
      expect({ swap, marker: written.filter((f) => f.endsWith('.gpum-staged.json')) }).toEqual({ swap, marker: [] });
      expect({ swap, config: written.filter((f) => f.includes('config.json')) }).toEqual({ swap, config: [] });
    }
  });
});

describe('redaction', () => {
  test('a token the hub cuts mid-token in its error body is redacted too (a prefix or a suffix of 8 characters or more)', async () => {
    const files = [{ path: 'config.json', content: Buffer.from('{}') }];
    const bodies = [
      `invalid token ${TOKEN.slice(0, 20)}`,
      `invalid token ...${TOKEN.slice(-12)}`,
      `token=${encodeURIComponent(TOKEN).slice(0, 16)}`,
      `basic ${Buffer.from(`user:${TOKEN}`).toString('base64').slice(0, 30)}`,
    ];
    for (const body of bodies) {
      const hub = await startHostileHub(treeEntries(files), new Map(files.map((f) => [f.path, f.content])), (_req, res) => {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(body);
      });
      const run = await runMain(env(hub.url, { GPUM_STAGE_TOKEN: TOKEN }));
      expect(run.code).toBe(1);
      expect(run.log).toMatch(/answered 400: /);
      expect(run.log).not.toContain(TOKEN.slice(0, 10));
      expect(run.log).not.toContain(TOKEN.slice(-10));
      expect(run.log).not.toContain(Buffer.from(`user:${TOKEN}`).toString('base64').slice(8, 24));
      await hub.close();
      servers.pop();
    }
  });
});

/** Serves model.safetensors in `chunk`-byte pieces every `everyMs` (a Range request and other files at once). */
function slowWeights(chunk: number, everyMs: number): Serve {
  return (req, res, f) => {
    if (f.path !== 'model.safetensors' || req.headers.range) return serveRight(req, res, f.content);
    res.writeHead(200, { 'content-length': String(f.content.length) });
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent >= f.content.length) return clearInterval(timer);
      res.write(f.content.subarray(sent, sent + chunk));
      sent += chunk;
    }, everyMs);
  };
}
