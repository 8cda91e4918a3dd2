/**
 * A fake model hub on 127.0.0.1 for the staging program's tests: the Hugging Face tree, revision
 * and resolve APIs, the ModelScope file list and download APIs, and a CDN on a second origin that
 * LFS downloads redirect to (as huggingface.co does), with faults injected per file.
 */
import { createHash } from 'crypto';
import * as http from 'http';
import { AddressInfo } from 'net';

export interface FakeFile {
  readonly path: string;
  readonly content: Buffer;
  /** Served through the LFS path: listed with lfs.oid (sha256) and redirected to the CDN. */
  readonly lfs?: boolean;
  /** Listed without any digest (ModelScope without Sha256, Hugging Face without oid). */
  readonly noDigest?: boolean;
  /** A digest to list instead of the true one. */
  readonly listedDigest?: string;
}

/** What to do to the next download of a file. */
export type Fault =
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Record<string, string>; readonly body?: string }
  /** Send the headers for the whole (remaining) file, then `bytes` bytes, then drop the connection. */
  | { readonly kind: 'cut'; readonly bytes: number }
  /** Send the headers, then one byte every `intervalMs` (never finishing on its own). */
  | { readonly kind: 'drip'; readonly intervalMs: number }
  /** Answer a Range request with 206 and the whole file, under a Content-Range that starts at 0. */
  | { readonly kind: 'wrong-range' }
  /** Wait `ms` before answering. */
  | { readonly kind: 'delay'; readonly ms: number };

export interface RecordedRequest {
  readonly server: 'hub' | 'cdn';
  readonly method: string;
  readonly url: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly at: number;
}

export interface FakeHubProps {
  readonly repo: string;
  readonly commit: string;
  readonly files: FakeFile[];
  /** Branch and tag names the revision API resolves to the commit. */
  readonly refs?: string[];
  /** Tree entries per page (the next page is named in a Link header). */
  readonly pageSize?: number;
  /** Wait this long before answering each download (to make two runs overlap). */
  readonly downloadDelayMs?: number;
}

export class FakeHub {
  public static async start(props: FakeHubProps): Promise<FakeHub> {
    const hub = new FakeHub(props);
    await Promise.all([listen(hub.hubServer), listen(hub.cdnServer)]);
    return hub;
  }

  public readonly requests: RecordedRequest[] = [];
  private readonly hubServer: http.Server;
  private readonly cdnServer: http.Server;
  private readonly faults = new Map<string, Fault[]>();

  private constructor(private readonly props: FakeHubProps) {
    this.hubServer = http.createServer((req, res) => this.handle('hub', req, res));
    this.cdnServer = http.createServer((req, res) => this.handle('cdn', req, res));
  }

  public get url(): string {
    return `http://127.0.0.1:${(this.hubServer.address() as AddressInfo).port}`;
  }

  public get cdnUrl(): string {
    return `http://127.0.0.1:${(this.cdnServer.address() as AddressInfo).port}`;
  }

  /** Queues faults for the next downloads of a file, in order. */
  public fail(path: string, ...faults: Fault[]): void {
    this.faults.set(path, [...(this.faults.get(path) ?? []), ...faults]);
  }

  /** Requests that fetched a file's bytes (on the hub or the CDN), for one path or all. */
  public downloads(path?: string): RecordedRequest[] {
    return this.requests
      .filter((r) => r.server === 'cdn' || /\/resolve\/|\/repo\?/.test(r.url))
      .filter((r) => !path || this.pathOf(r) === path);
  }

  public async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([close(this.hubServer), close(this.cdnServer)]);
  }

  private readonly timers = new Set<NodeJS.Timeout>();

  private pathOf(r: RecordedRequest): string | undefined {
    if (r.server === 'cdn') return this.props.files.find((f) => sha256(f.content) === r.url.split('/').pop())?.path;
    const u = new URL(r.url, 'http://x');
    if (u.searchParams.has('FilePath')) return u.searchParams.get('FilePath') ?? undefined;
    const m = /\/resolve\/[^/]+\/(.*)$/.exec(u.pathname);
    return m ? decodeURIComponent(m[1]) : undefined;
  }

  private handle(server: 'hub' | 'cdn', req: http.IncomingMessage, res: http.ServerResponse): void {
    this.requests.push({ server, method: req.method ?? '', url: req.url ?? '', headers: req.headers, at: Date.now() });
    const record = this.requests[this.requests.length - 1];
    const download = server === 'cdn' || /\/resolve\/|\/repo\?/.test(req.url ?? '');
    const path = download ? this.pathOf(record) : undefined;
    const next = path ? this.faults.get(path)?.[0] : undefined;
    let wait = download ? (this.props.downloadDelayMs ?? 0) : 0;
    if (next?.kind === 'delay') {
      this.faults.get(path!)!.shift();
      wait += next.ms;
    }
    if (wait > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.answer(server, req, res);
      }, wait);
      this.timers.add(timer);
      return;
    }
    this.answer(server, req, res);
  }

  private answer(server: 'hub' | 'cdn', req: http.IncomingMessage, res: http.ServerResponse): void {
    const u = new URL(req.url ?? '/', 'http://x');
    const { repo, commit, files } = this.props;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (server === 'cdn') {
      const file = files.find((f) => sha256(f.content) === u.pathname.slice(1));
      return file ? this.serveFile(file, req, res) : json(404, { error: 'no such object' });
    }
    const revision = new RegExp(`^/api/models/${repo}/revision/([^/]+)$`).exec(u.pathname);
    if (revision) {
      const rev = decodeURIComponent(revision[1]);
      if (rev === commit || (this.props.refs ?? []).includes(rev)) return json(200, { id: repo, sha: commit });
      return json(404, { error: 'Revision Not Found' }, { 'x-error-code': 'RevisionNotFound' });
    }
    const tree = new RegExp(`^/api/models/${repo}/tree/([^/]+)$`).exec(u.pathname);
    if (tree) {
      if (tree[1] !== commit) return json(404, { error: 'Revision Not Found' }, { 'x-error-code': 'RevisionNotFound' });
      const entries = files.map((f) => treeEntry(f));
      const size = this.props.pageSize ?? entries.length;
      const start = Number(u.searchParams.get('cursor') ?? 0);
      const next =
        start + size < entries.length ? `<${this.url}${u.pathname}?recursive=true&cursor=${start + size}>; rel="next"` : undefined;
      return json(200, entries.slice(start, start + size), next ? { link: next } : {});
    }
    const resolve = new RegExp(`^/${repo}/resolve/([^/]+)/(.+)$`).exec(u.pathname);
    if (resolve) {
      const file = files.find((f) => f.path === decodeURIComponent(resolve[2]));
      if (resolve[1] !== commit || !file) return json(404, { error: 'Entry Not Found' }, { 'x-error-code': 'EntryNotFound' });
      if (this.takeFault(file, res)) return;
      if (file.lfs) {
        res.writeHead(302, { location: `${this.cdnUrl}/${sha256(file.content)}` });
        return void res.end();
      }
      return this.serveFile(file, req, res, false);
    }
    if (u.pathname === `/api/v1/models/${repo}/repo/files`) {
      if (u.searchParams.get('Revision') !== commit && !(this.props.refs ?? []).includes(u.searchParams.get('Revision') ?? '')) {
        return json(200, { Code: 10010205001, Message: 'revision not found', Success: false });
      }
      const listed = files.map((f) => ({
        Name: f.path.split('/').pop(),
        Path: f.path,
        Type: 'blob',
        Size: f.content.length,
        Revision: commit,
        ...(f.noDigest ? {} : { Sha256: f.listedDigest ?? sha256(f.content) }),
      }));
      return json(200, { Code: 200, Data: { Files: [...listed, { Name: 'sub', Path: 'sub', Type: 'tree', Size: 0 }] }, Success: true });
    }
    if (u.pathname === `/api/v1/models/${repo}/repo`) {
      const file = files.find((f) => f.path === u.searchParams.get('FilePath'));
      if (!file) return json(404, { Code: 404, Message: 'not found' });
      if (this.takeFault(file, res)) return;
      return this.serveFile(file, req, res, false);
    }
    json(404, { error: 'not found' });
  }

  /** Applies the file's next fault; true when the answer is sent. A cut is applied by serveFile. */
  private takeFault(file: FakeFile, res: http.ServerResponse): boolean {
    const next = this.faults.get(file.path)?.[0];
    if (!next || next.kind !== 'status') return false;
    this.faults.get(file.path)!.shift();
    res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
    res.end(next.body ?? `fault ${next.status}`);
    return true;
  }

  private serveFile(file: FakeFile, req: http.IncomingMessage, res: http.ServerResponse, viaCdn = true): void {
    // A status fault on an LFS file is applied on the hub before the redirect; a cut happens where the bytes flow.
    if (viaCdn && this.takeFault(file, res)) return;
    const range = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''));
    const start = range ? Number(range[1]) : 0;
    if (start > file.content.length) {
      res.writeHead(416);
      return void res.end();
    }
    const fault = this.faults.get(file.path)?.[0];
    if (fault?.kind === 'wrong-range' && range) {
      this.faults.get(file.path)!.shift();
      res.writeHead(206, {
        'content-type': 'application/octet-stream',
        'content-length': String(file.content.length),
        'content-range': `bytes 0-${file.content.length - 1}/${file.content.length}`,
      });
      return void res.end(file.content);
    }
    const body = file.content.subarray(start);
    res.writeHead(range ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
      ...(range ? { 'content-range': `bytes ${start}-${file.content.length - 1}/${file.content.length}` } : {}),
    });
    if (fault?.kind === 'drip') {
      this.faults.get(file.path)!.shift();
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= body.length) {
          clearInterval(timer);
          this.timers.delete(timer);
          return;
        }
        res.write(body.subarray(sent, sent + 1));
        sent++;
      }, fault.intervalMs);
      this.timers.add(timer);
      return;
    }
    if (fault?.kind === 'cut') {
      this.faults.get(file.path)!.shift();
      res.write(body.subarray(0, fault.bytes), () => setTimeout(() => res.socket?.destroy(), 20));
      return;
    }
    res.end(body);
  }
}

function treeEntry(f: FakeFile): Record<string, unknown> {
  const base = { type: 'file', path: f.path, size: f.content.length };
  if (f.noDigest) return base;
  if (f.lfs) {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256(f.content)}\nsize ${f.content.length}\n`;
    return {
      ...base,
      oid: gitBlobSha1(Buffer.from(pointer)),
      lfs: { oid: f.listedDigest ?? sha256(f.content), size: f.content.length, pointerSize: pointer.length },
    };
  }
  return { ...base, oid: f.listedDigest ?? gitBlobSha1(f.content) };
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The git blob id: sha1 of `blob <size>\0<content>`. */
export function gitBlobSha1(content: Buffer): string {
  return createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

function listen(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
