/*
 * stage-model.js: copies one revision of a model, once, into the storage a GPU server reads.
 *
 * Part of cdktf-gpu-models (Apache-2.0). Runs on Node.js >= 18 with built-in modules only, so it
 * starts in any `node` image, as a ConfigMap-mounted script, as `node -e`, or as a Function Compute
 * Node.js handler (`exports.handler`), with nothing to install.
 *
 *   source (Hugging Face, ModelScope, or a mounted directory)
 *     -> list the revision's files, keep those the include/exclude patterns select
 *     -> download in parallel, resuming `<file>.partial` with HTTP Range, retrying 408/429/5xx
 *        with exponential back-off (Retry-After and RateLimit honoured)
 *     -> verify each file against the hub's digest (LFS sha256, git blob sha1; size where the hub
 *        publishes none, said in the log and the manifest)
 *     -> write `<dest>/.gpum-staged.json` LAST: the completion marker the serving side waits for.
 *     -> with GPUM_STAGE_RETAIN=N: delete the older revisions beside `<dest>` that this program
 *        completed, keeping the newest N (`<dest>` always among them).
 *
 * Configuration comes from environment variables (GPUM_STAGE_*; see readConfig). The hub token is
 * read from the file named by GPUM_STAGE_TOKEN_FILE (a mounted secret) or from the variable
 * GPUM_STAGE_TOKEN (set from a secret reference, never a plain value), or, on Function Compute, fetched
 * at start from the Alibaba KMS secret named by GPUM_STAGE_TOKEN_KMS_SECRET with the function role's
 * STS credentials (KMS GetSecretValue, signature V3); it is sent only to the hub's own origin, only
 * over https (or to loopback), and never written to the log. On Function Compute the invocation event
 * may tune only a few knobs (EVENT_SETTINGS), never where data comes from or goes.
 *
 * Exit codes: 0 staged (or already staged), 1 staging failed, 2 bad configuration.
 */
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const http = require('http');
const https = require('https');
const path = require('path');
const { pipeline, Transform } = require('stream');

const PROGRAM_VERSION = '1.0.0';
const MANIFEST_NAME = '.gpum-staged.json';
const MANIFEST_FORMAT = 'cdktf-gpu-models/staged-model@1';
const PARTIAL_SUFFIX = '.partial';
const DEFAULT_ENDPOINTS = { huggingface: 'https://huggingface.co', modelscope: 'https://www.modelscope.cn' };
const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const MAX_REDIRECTS = 10;
const MAX_JSON_BYTES = 64 * 1024 * 1024;
const MAX_LIST_PAGES = 10000;
// A digest mismatch is retried once from scratch (a corrupted transfer); a second one is the hub's answer.
const MAX_DIGEST_FAILURES = 2;

// ---------------------------------------------------------------------------------------------
// Errors and logging
// ---------------------------------------------------------------------------------------------

/** Bad configuration: nothing was attempted. */
class ConfigError extends Error {}
/** A failure that retrying will not fix (404, 403, a digest that does not match twice). */
class FatalError extends Error {}
/** A failure worth retrying after `delayMs` (undefined: exponential back-off). */
class RetryableError extends Error {
  constructor(message, delayMs) {
    super(message);
    this.delayMs = delayMs;
  }
}

function createLogger(out, err, secrets) {
  // Every line goes through redact(): a token echoed by a hub error body never reaches the log.
  const redact = (text) => secrets.filter(Boolean).reduce((t, s) => t.split(s).join('***'), String(text));
  return {
    info: (msg) => out(redact(`gpum-stage: ${msg}`)),
    error: (msg) => err(redact(`gpum-stage: ERROR ${msg}`)),
  };
}

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

function readConfig(env) {
  const source = required(env, 'GPUM_STAGE_SOURCE');
  if (!['huggingface', 'modelscope', 'directory'].includes(source)) {
    throw new ConfigError(`GPUM_STAGE_SOURCE is "${source}": use huggingface, modelscope or directory`);
  }
  const dest = required(env, 'GPUM_STAGE_DEST');
  if (!path.isAbsolute(dest)) throw new ConfigError(`GPUM_STAGE_DEST is "${dest}": give an absolute directory`);
  const config = {
    source,
    dest: path.resolve(dest),
    repo: env.GPUM_STAGE_REPO || '',
    revision: env.GPUM_STAGE_REVISION || '',
    include: patternList(env, 'GPUM_STAGE_INCLUDE'),
    exclude: patternList(env, 'GPUM_STAGE_EXCLUDE'),
    job: env.GPUM_STAGE_JOB || 'the staging job',
    concurrency: positiveInt(env, 'GPUM_STAGE_CONCURRENCY', 4),
    maxAttempts: positiveInt(env, 'GPUM_STAGE_MAX_ATTEMPTS', 8),
    backoffMs: positiveInt(env, 'GPUM_STAGE_BACKOFF_MS', 1000),
    maxBackoffMs: positiveInt(env, 'GPUM_STAGE_MAX_BACKOFF_MS', 60000),
    timeoutMs: positiveInt(env, 'GPUM_STAGE_TIMEOUT_MS', 120000),
    resume: (env.GPUM_STAGE_RESUME || 'true') !== 'false',
    // Completed revisions kept beside the destination, itself included; 0 keeps them all.
    retain: positiveInt(env, 'GPUM_STAGE_RETAIN', 0),
    sourceDir: env.GPUM_STAGE_SOURCE_DIR || '',
    endpoint: '',
    token: '',
  };
  if (source === 'directory') {
    if (!config.sourceDir || !path.isAbsolute(config.sourceDir)) {
      throw new ConfigError('GPUM_STAGE_SOURCE_DIR must be the absolute directory where the source bucket prefix is mounted');
    }
    if (!config.revision) throw new ConfigError('GPUM_STAGE_REVISION is required: the label of this copy');
    return config;
  }
  if (!config.repo) throw new ConfigError('GPUM_STAGE_REPO is required');
  if (!config.revision) throw new ConfigError('GPUM_STAGE_REVISION is required');
  config.endpoint = endpointFor(source, env);
  config.token = readToken(env, source);
  if (config.token) requireTls(config.endpoint, 'the hub token');
  return config;
}

/**
 * A credential goes only over TLS: a plain-http endpoint is refused whatever set it. Loopback is
 * the one exception (the request never leaves the machine: a local proxy, the program's tests).
 */
function requireTls(endpoint, what) {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' || isLoopback(url.hostname)) return;
  throw new ConfigError(`refusing to send ${what} to ${url.origin} over plain http: give an https:// endpoint`);
}

function isLoopback(hostname) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function required(env, name) {
  const value = env[name];
  if (!value) throw new ConfigError(`${name} is required`);
  return value;
}

function positiveInt(env, name, fallback) {
  if (env[name] === undefined || env[name] === '') return fallback;
  const n = Number(env[name]);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(`${name} is "${env[name]}": give a positive integer`);
  return n;
}

function patternList(env, name) {
  if (!env[name]) return [];
  let parsed;
  try {
    parsed = JSON.parse(env[name]);
  } catch {
    throw new ConfigError(`${name} is not a JSON array of glob patterns`);
  }
  if (!Array.isArray(parsed) || parsed.some((p) => typeof p !== 'string' || p.length === 0)) {
    throw new ConfigError(`${name} must be a JSON array of non-empty strings`);
  }
  return parsed;
}

function endpointFor(source, env) {
  let endpoint = env.GPUM_STAGE_ENDPOINT;
  if (!endpoint && source === 'huggingface') endpoint = env.HF_ENDPOINT;
  if (!endpoint && source === 'modelscope' && env.MODELSCOPE_DOMAIN) {
    // The ModelScope SDK's MODELSCOPE_DOMAIN is a host name; accept a URL too.
    endpoint = /^https?:\/\//.test(env.MODELSCOPE_DOMAIN) ? env.MODELSCOPE_DOMAIN : `https://${env.MODELSCOPE_DOMAIN}`;
  }
  endpoint = (endpoint || DEFAULT_ENDPOINTS[source]).replace(/\/+$/, '');
  let url;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`hub endpoint "${endpoint}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`hub endpoint "${endpoint}" must be http(s)`);
  return endpoint;
}

function readToken(env, source) {
  if (env.GPUM_STAGE_TOKEN_FILE) {
    try {
      return fs.readFileSync(env.GPUM_STAGE_TOKEN_FILE, 'utf8').trim();
    } catch (e) {
      throw new ConfigError(`cannot read the hub token file named by GPUM_STAGE_TOKEN_FILE (${e.code || e.message})`);
    }
  }
  const conventional = source === 'huggingface' ? env.HF_TOKEN : env.MODELSCOPE_API_TOKEN;
  return (env.GPUM_STAGE_TOKEN || conventional || '').trim();
}

// ---------------------------------------------------------------------------------------------
// Include / exclude patterns: the semantics of huggingface_hub's allow_patterns/ignore_patterns
// (Python fnmatch: `*` matches any characters including `/`, `?` one character, `[seq]`, `[!seq]`;
// a pattern ending in `/` matches everything below that directory).
// ---------------------------------------------------------------------------------------------

function globToRegExp(pattern) {
  const p = pattern.endsWith('/') ? `${pattern}*` : pattern;
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const end = p.indexOf(']', i + (p[i + 1] === '!' ? 3 : 2));
      if (end === -1) {
        re += '\\[';
        continue;
      }
      let body = p.slice(i + 1, end);
      const negate = body.startsWith('!');
      if (negate) body = body.slice(1);
      re += `[${negate ? '^' : ''}${body.replace(/\\/g, '\\\\').replace(/\^/g, '\\^')}]`;
      i = end;
    } else re += c.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

function selectFiles(files, include, exclude) {
  const inc = include.map(globToRegExp);
  const exc = exclude.map(globToRegExp);
  return files.filter((f) => (inc.length === 0 || inc.some((r) => r.test(f.path))) && !exc.some((r) => r.test(f.path)));
}

// ---------------------------------------------------------------------------------------------
// HTTP: one GET, redirects followed by hand so that credentials never leave the hub's origin
// ---------------------------------------------------------------------------------------------

function httpGet(url, headers, ctx) {
  const origin = new URL(ctx.config.endpoint).origin;
  const go = (target, hops) =>
    new Promise((resolve, reject) => {
      const u = new URL(target);
      const sameOrigin = u.origin === origin;
      const h = { 'user-agent': `cdktf-gpu-models-stage/${PROGRAM_VERSION}`, 'accept-encoding': 'identity', ...headers };
      if (sameOrigin && ctx.config.token) Object.assign(h, authHeaders(ctx.config));
      const client = u.protocol === 'https:' ? https : http;
      const req = client.get(u, { headers: h }, (res) => {
        const status = res.statusCode || 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          if (hops >= MAX_REDIRECTS) return reject(new FatalError(`too many redirects from ${describeUrl(url)}`));
          return resolve(go(new URL(res.headers.location, u).toString(), hops + 1));
        }
        resolve(res);
      });
      req.setTimeout(ctx.config.timeoutMs, () => req.destroy(new Error(`no data for ${ctx.config.timeoutMs} ms`)));
      req.on('error', (e) => reject(new RetryableError(`${describeUrl(target)}: ${e.code || e.message}`)));
    });
  return go(url, 0);
}

function authHeaders(config) {
  const h = { authorization: `Bearer ${config.token}` };
  // The ModelScope SDK sends its token as the m_session_id cookie for file downloads; send both.
  if (config.source === 'modelscope') h.cookie = `m_session_id=${config.token}`;
  return h;
}

function describeUrl(url) {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}

/** Turns a non-2xx answer into the right error (and drains it). */
async function failFor(res, url) {
  const status = res.statusCode || 0;
  const body = (await readBody(res, 4096).catch(() => Buffer.alloc(0))).toString('utf8').replace(/\s+/g, ' ').slice(0, 300);
  const code = res.headers['x-error-code'] ? ` (${res.headers['x-error-code']})` : '';
  const what = `${describeUrl(url)} answered ${status}${code}${body ? `: ${body}` : ''}`;
  if (RETRYABLE_STATUS.has(status)) return new RetryableError(what, retryAfterMs(res.headers));
  if (status === 401 || status === 403) {
    return new FatalError(`${what}. The repository is private or gated, or the token lacks access: check the token's secret`);
  }
  return new FatalError(what);
}

/** Retry-After (seconds or an HTTP date), else the `t=` of an IETF RateLimit header, in ms. */
function retryAfterMs(headers) {
  const ra = headers['retry-after'];
  if (ra !== undefined) {
    if (/^\d+$/.test(ra.trim())) return Number(ra.trim()) * 1000;
    const date = Date.parse(ra);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  const rl = /(?:^|;)\s*t=(\d+)/.exec(String(headers.ratelimit || ''));
  if (rl) return (Number(rl[1]) + 1) * 1000;
  return undefined;
}

function readBody(res, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    res.on('data', (c) => {
      size += c.length;
      if (size > limit) {
        res.destroy();
        return reject(new FatalError(`answer larger than ${limit} bytes`));
      }
      chunks.push(c);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', (e) => reject(new RetryableError(`reading the answer: ${e.code || e.message}`)));
    res.on('aborted', () => reject(new RetryableError('connection closed while reading the answer')));
  });
}

async function getJson(url, ctx) {
  return withRetries(`GET ${describeUrl(url)}`, ctx, async () => {
    const res = await httpGet(url, { accept: 'application/json' }, ctx);
    if ((res.statusCode || 0) >= 300) throw await failFor(res, url);
    const body = await readBody(res, MAX_JSON_BYTES);
    try {
      return { json: JSON.parse(body.toString('utf8')), headers: res.headers };
    } catch {
      throw new RetryableError(`${describeUrl(url)} did not answer JSON`);
    }
  });
}

/** Runs fn until it succeeds, a FatalError, or maxAttempts; sleeps Retry-After or an exponential back-off between. */
async function withRetries(label, ctx, fn) {
  const { maxAttempts, backoffMs, maxBackoffMs } = ctx.config;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (e) {
      if (!(e instanceof RetryableError) || attempt >= maxAttempts) {
        if (e instanceof RetryableError) throw new FatalError(`${label}: gave up after ${attempt} attempts: ${e.message}`);
        throw e;
      }
      const backoff = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
      const delay = e.delayMs !== undefined ? Math.min(e.delayMs, 15 * 60 * 1000) : Math.round(backoff * (0.8 + 0.4 * Math.random()));
      ctx.log.info(`${label}: ${e.message}; retry ${attempt}/${maxAttempts - 1} in ${(delay / 1000).toFixed(1)} s`);
      await sleep(delay);
    }
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Sources: each lists { path, size, algorithm, digest } and opens a file's bytes from an offset
// ---------------------------------------------------------------------------------------------

function encodePath(p) {
  return p.split('/').map(encodeURIComponent).join('/');
}

const huggingFace = {
  async list(ctx) {
    const { endpoint, repo } = ctx.config;
    let commit = ctx.config.revision;
    if (!/^[0-9a-f]{40}$/.test(commit)) {
      // A branch or tag: pin it to its commit once, so every file comes from the same commit.
      const { json } = await getJson(`${endpoint}/api/models/${encodePath(repo)}/revision/${encodeURIComponent(commit)}`, ctx);
      if (typeof json.sha !== 'string' || !/^[0-9a-f]{40}$/.test(json.sha)) {
        throw new FatalError(`the hub did not resolve revision "${commit}" to a commit`);
      }
      ctx.log.info(`revision "${commit}" is commit ${json.sha}`);
      commit = json.sha;
    }
    const files = [];
    let url = `${endpoint}/api/models/${encodePath(repo)}/tree/${commit}?recursive=true`;
    for (let page = 0; url; page++) {
      if (page >= MAX_LIST_PAGES) throw new FatalError('the file list has too many pages');
      const { json, headers } = await getJson(url, ctx);
      if (!Array.isArray(json)) throw new FatalError('the tree API did not answer a list');
      for (const e of json) {
        if (e.type !== 'file') continue;
        if (e.lfs && typeof e.lfs.oid === 'string') files.push(entry(e.path, e.size, 'sha256', e.lfs.oid));
        else if (typeof e.oid === 'string') files.push(entry(e.path, e.size, 'git-sha1', e.oid));
        else files.push(entry(e.path, e.size, 'size', undefined));
      }
      url = nextLink(headers.link, url);
    }
    return { commit, files };
  },
  url(ctx, listing, file) {
    return `${ctx.config.endpoint}/${encodePath(ctx.config.repo)}/resolve/${listing.commit}/${encodePath(file.path)}`;
  },
};

const modelScope = {
  async list(ctx) {
    const { endpoint, repo, revision } = ctx.config;
    const url = `${endpoint}/api/v1/models/${encodePath(repo)}/repo/files?Revision=${encodeURIComponent(revision)}&Recursive=true`;
    const { json } = await getJson(url, ctx);
    if (json.Code !== undefined && json.Code !== 200) throw new FatalError(`ModelScope answered Code ${json.Code}: ${json.Message || ''}`);
    const listed = (json.Data && json.Data.Files) || [];
    const files = [];
    let commit;
    for (const f of listed) {
      if (f.Type !== 'blob' || f.Name === '.gitignore' || f.Name === '.gitattributes') continue;
      if (typeof f.Revision === 'string' && /^[0-9a-f]{40}$/.test(f.Revision)) commit = commit || f.Revision;
      if (typeof f.Sha256 === 'string' && f.Sha256) files.push(entry(f.Path, f.Size, 'sha256', f.Sha256));
      else files.push(entry(f.Path, f.Size, 'size', undefined));
    }
    return { commit, files };
  },
  url(ctx, _listing, file) {
    const { endpoint, repo, revision } = ctx.config;
    return `${endpoint}/api/v1/models/${encodePath(repo)}/repo?Revision=${encodeURIComponent(revision)}&FilePath=${encodeURIComponent(file.path)}`;
  },
};

/** A directory (a bucket prefix mounted read-only): copy, with the size as the check and sha256 recorded. */
const directory = {
  async list(ctx) {
    const root = ctx.config.sourceDir;
    const files = [];
    const walk = (rel) => {
      for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
        const r = rel ? `${rel}/${d.name}` : d.name;
        if (d.isDirectory()) walk(r);
        else if (d.isFile()) files.push(entry(r, fs.statSync(path.join(root, r)).size, 'size', undefined));
        else ctx.log.info(`skipping ${r}: not a regular file`);
      }
    };
    try {
      walk('');
    } catch (e) {
      throw new FatalError(`cannot list the source directory ${root}: ${e.code || e.message}`);
    }
    return { commit: undefined, files };
  },
};

function entry(p, size, algorithm, digest) {
  if (typeof p !== 'string' || !Number.isSafeInteger(size) || size < 0) {
    throw new FatalError(`the file list has an entry without a path or size: ${JSON.stringify({ path: p, size })}`);
  }
  checkRelativePath(p);
  return { path: p, size, algorithm, digest: digest === undefined ? undefined : String(digest).toLowerCase() };
}

/** Refuses paths that would escape the destination or break the marker's line format. */
function checkRelativePath(p) {
  const bad =
    p.length === 0 ||
    p.startsWith('/') ||
    /[\\"\u0000-\u001f\u007f]/.test(p) ||
    p !== p.trim() ||
    p.split('/').some((s) => s === '' || s === '.' || s === '..') ||
    p === MANIFEST_NAME ||
    p.endsWith(PARTIAL_SUFFIX);
  if (bad) throw new FatalError(`refusing file path ${JSON.stringify(p)} from the source: it is not a plain relative path`);
}

function nextLink(link, current) {
  if (!link) return undefined;
  const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  return m ? new URL(m[1], current).toString() : undefined;
}

/** Opens a file's bytes from `offset`: { stream, offset } where offset is where the bytes really start. */
async function openFile(ctx, source, listing, file, offset) {
  if (ctx.config.source === 'directory') {
    return { stream: fs.createReadStream(path.join(ctx.config.sourceDir, file.path), { start: offset }), offset };
  }
  const url = source.url(ctx, listing, file);
  const res = await httpGet(url, offset > 0 ? { range: `bytes=${offset}-` } : {}, ctx);
  const status = res.statusCode || 0;
  if (status === 206) return { stream: res, offset };
  if (status === 200) {
    // A server that ignores Range sends the whole file: start again from 0 (as huggingface_hub does).
    if (offset > 0) ctx.log.info(`${file.path}: the hub ignored the Range request, restarting the file`);
    return { stream: res, offset: 0 };
  }
  if (status === 416 && offset > 0) {
    res.resume();
    const e = new RetryableError(`${file.path}: the hub refused resuming at byte ${offset}; restarting the file`, 0);
    e.restart = true;
    throw e;
  }
  throw await failFor(res, url);
}

// ---------------------------------------------------------------------------------------------
// One file: resume or restart, hash while writing, verify, then rename into place
// ---------------------------------------------------------------------------------------------

function newHashes(file) {
  const sha256 = crypto.createHash('sha256');
  const sha1 = file.algorithm === 'git-sha1' ? crypto.createHash('sha1').update(`blob ${file.size}\0`) : undefined;
  return {
    update(chunk) {
      sha256.update(chunk);
      if (sha1) sha1.update(chunk);
    },
    digests() {
      return { sha256: sha256.digest('hex'), sha1: sha1 ? sha1.digest('hex') : undefined };
    },
  };
}

async function hashExisting(target, hashes, length) {
  if (length === 0) return;
  await new Promise((resolve, reject) => {
    const s = fs.createReadStream(target, { start: 0, end: length - 1 });
    s.on('data', (c) => hashes.update(c));
    s.on('end', resolve);
    s.on('error', reject);
  });
}

/** Null when the digests match the file's published one, else what differs. */
function mismatch(file, digests, size) {
  if (size !== file.size) return `size ${size} bytes, expected ${file.size}`;
  if (file.algorithm === 'sha256' && digests.sha256 !== file.digest) return `sha256 ${digests.sha256}, the hub publishes ${file.digest}`;
  if (file.algorithm === 'git-sha1' && digests.sha1 !== file.digest)
    return `git blob sha1 ${digests.sha1}, the hub publishes ${file.digest}`;
  return null;
}

function fileSize(p) {
  try {
    const st = fs.statSync(p);
    return st.isFile() ? st.size : -1;
  } catch {
    return -1;
  }
}

async function stageFile(ctx, source, listing, file) {
  const final = path.join(ctx.config.dest, file.path);
  const temp = ctx.config.resume ? final + PARTIAL_SUFFIX : final;
  fs.mkdirSync(path.dirname(final), { recursive: true });

  // A file completed by an earlier, interrupted run is verified from disk instead of downloaded again.
  if (ctx.config.resume && fileSize(final) === file.size) {
    const hashes = newHashes(file);
    await hashExisting(final, hashes, file.size);
    const digests = hashes.digests();
    if (mismatch(file, digests, file.size) === null) {
      ctx.log.info(`${file.path}: already present and verified`);
      return { ...file, sha256: digests.sha256, downloaded: 0 };
    }
    fs.rmSync(final, { force: true });
  }

  let digestFailures = 0;
  const result = await withRetries(file.path, ctx, async () => {
    let offset = ctx.config.resume ? Math.max(0, fileSize(temp)) : 0;
    if (offset > file.size) offset = 0;
    let hashes = newHashes(file);
    if (offset > 0) {
      await hashExisting(temp, hashes, offset);
      ctx.log.info(`${file.path}: resuming at byte ${offset} of ${file.size}`);
    }
    let opened = { stream: null, offset };
    if (offset < file.size) {
      try {
        opened = await openFile(ctx, source, listing, file, offset);
      } catch (e) {
        if (e.restart) fs.rmSync(temp, { force: true });
        throw e;
      }
    }
    if (opened.offset !== offset) {
      offset = opened.offset;
      hashes = newHashes(file);
    }
    let written = offset;
    if (opened.stream) {
      const counter = new Transform({
        transform(chunk, _enc, done) {
          written += chunk.length;
          if (written > file.size) return done(new RetryableError(`${file.path}: more bytes than the listed ${file.size}`));
          hashes.update(chunk);
          done(null, chunk);
        },
      });
      const out = fs.createWriteStream(temp, { flags: offset > 0 ? 'a' : 'w' });
      await new Promise((resolve, reject) => {
        let aborted = false;
        if (typeof opened.stream.on === 'function') opened.stream.on('aborted', () => (aborted = true));
        pipeline(opened.stream, counter, out, (e) => {
          if (e)
            return reject(
              e instanceof RetryableError
                ? e
                : new RetryableError(`${file.path}: transfer broke at byte ${written}: ${e.code || e.message}`),
            );
          if (aborted) return reject(new RetryableError(`${file.path}: connection closed at byte ${written}`));
          resolve();
        });
      });
    }
    if (written < file.size) throw new RetryableError(`${file.path}: connection closed at byte ${written} of ${file.size}`);
    const digests = hashes.digests();
    const wrong = mismatch(file, digests, written);
    if (wrong !== null) {
      fs.rmSync(temp, { force: true });
      digestFailures++;
      if (digestFailures >= MAX_DIGEST_FAILURES) throw new FatalError(`${file.path}: digest mismatch (${wrong}); refusing the file`);
      throw new RetryableError(`${file.path}: digest mismatch (${wrong}); downloading it again`, 0);
    }
    // A write-once destination (Mountpoint for S3) cannot reopen a closed file for writing, and its
    // close already completed the upload, reporting any failure: only a renamed .partial needs fsync.
    if (ctx.config.resume) await fsyncFile(temp);
    if (temp !== final) fs.renameSync(temp, final);
    return { ...file, sha256: digests.sha256, downloaded: written - offset };
  });
  ctx.log.info(`${file.path}: ${file.size} bytes, ${checkDescription(file)}`);
  return result;
}

function checkDescription(file) {
  if (file.algorithm === 'sha256') return 'sha256 verified';
  if (file.algorithm === 'git-sha1') return 'git blob sha1 verified';
  return 'size checked; the source publishes no digest for it';
}

async function fsyncFile(p) {
  const fd = fs.openSync(p, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs `worker` over items with at most `limit` in flight; the first failure stops new work. */
async function inParallel(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  let failure;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (failure === undefined && next < items.length) {
      const i = next++;
      try {
        results[i] = await worker(items[i]);
      } catch (e) {
        if (failure === undefined) failure = e;
      }
    }
  });
  await Promise.all(lanes);
  if (failure !== undefined) throw failure;
  return results;
}

// ---------------------------------------------------------------------------------------------
// The manifest (completion marker). JSON, with one file per line starting `{"size":N,"path":"…"`
// so that a POSIX shell can check it without a JSON parser (the serving side's wait snippet).
// ---------------------------------------------------------------------------------------------

function renderManifest(meta, files) {
  const head = Object.entries(meta)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join('\n');
  const lines = files.map((f) => {
    const line = { size: f.size, path: f.path, sha256: f.sha256, verified: f.algorithm };
    if (f.digest !== undefined) line.digest = f.digest;
    return `    ${JSON.stringify(line)}`;
  });
  return `{\n${head}\n  "fileCount": ${files.length},\n  "files": [\n${lines.join(',\n')}\n  ],\n  "complete": true\n}\n`;
}

function readManifest(dest) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dest, MANIFEST_NAME), 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when the marker describes this request and every file it lists is present with its size. */
function isComplete(manifest, config) {
  if (!manifest || manifest.format !== MANIFEST_FORMAT || manifest.complete !== true || !Array.isArray(manifest.files)) return false;
  const same =
    manifest.source === config.source &&
    manifest.repo === (config.source === 'directory' ? '' : config.repo) &&
    manifest.revision === config.revision &&
    JSON.stringify(manifest.include) === JSON.stringify(config.include) &&
    JSON.stringify(manifest.exclude) === JSON.stringify(config.exclude);
  return same && manifest.files.every((f) => fileSize(path.join(config.dest, f.path)) === f.size);
}

function writeManifest(dest, text, rename) {
  const final = path.join(dest, MANIFEST_NAME);
  if (!rename) {
    // Write-once destinations (Mountpoint for S3) cannot rename: one sequential write, completed by
    // fsync before close (an object upload is atomic, so no reader sees half a marker).
    const fd = fs.openSync(final, 'w');
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return;
  }
  const temp = `${final}.tmp`;
  fs.writeFileSync(temp, text);
  const fd = fs.openSync(temp, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, final);
}

// ---------------------------------------------------------------------------------------------
// Retention (GPUM_STAGE_RETAIN): the revisions beside the destination are the directories of the
// same storage path. Only those holding a complete marker of this program, whose recorded revision
// is the directory's own name, are candidates: anything else (a copy in progress, a backup, the
// user's files) is never touched. The newest by the marker's completedAt are kept, the destination
// always; each deleted revision loses its marker first, so no server trusts a half-deleted copy.
// A revision that cannot be deleted is reported and left: the new revision is staged all the same.
// ---------------------------------------------------------------------------------------------

/** The completion time of a revision directory this program completed, else undefined. */
function completedRevision(dir, name) {
  let stat;
  try {
    stat = fs.lstatSync(dir);
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return undefined;
  const manifest = readManifest(dir);
  if (!manifest || manifest.format !== MANIFEST_FORMAT || manifest.complete !== true || !Array.isArray(manifest.files)) return undefined;
  if (typeof manifest.program !== 'string' || !manifest.program.startsWith('stage-model.js@')) return undefined;
  if (typeof manifest.revision !== 'string' || manifest.revision.split('/').join('--') !== name) return undefined;
  const completedAt = Date.parse(manifest.completedAt);
  return Number.isFinite(completedAt) ? { name, completedAt, stamp: manifest.completedAt } : undefined;
}

function pruneRevisions(ctx) {
  const { config, log } = ctx;
  const root = path.dirname(config.dest);
  const current = path.basename(config.dest);
  let names;
  try {
    names = fs.readdirSync(root);
  } catch (e) {
    log.error(`retention: cannot list ${root} (${e.code || e.message}): no revision deleted`);
    return;
  }
  const revisions = names
    .filter((name) => name !== current)
    .map((name) => completedRevision(path.join(root, name), name))
    .filter(Boolean)
    // Newest first; equal times by name, so that every run picks the same ones.
    .sort((a, b) => b.completedAt - a.completedAt || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const kept = revisions.slice(0, config.retain - 1);
  const doomed = revisions.slice(config.retain - 1);
  log.info(
    `retention: keeping ${config.retain} revision(s): ${[current, ...kept.map((r) => r.name)].join(', ')}; ` +
      `${doomed.length === 0 ? 'nothing to delete' : `deleting ${doomed.map((r) => r.name).join(', ')}`}`,
  );
  for (const revision of doomed) {
    const dir = path.join(root, revision.name);
    try {
      fs.rmSync(path.join(dir, MANIFEST_NAME), { force: true });
      removeTree(dir);
      log.info(`retention: deleted revision ${revision.name} (completed ${revision.stamp}) from ${root}`);
    } catch (e) {
      log.error(`retention: could not delete revision ${revision.name} in ${root} (${e.code || e.message}): delete it by hand`);
    }
  }
}

/**
 * Deletes a directory tree file by file (no symlink is followed). On object-storage mounts a
 * directory is a prefix that vanishes with its last object, and Mountpoint for S3 refuses rmdir on
 * one: a directory tree left without a file counts as deleted.
 */
function removeTree(dir) {
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name);
    if (fs.lstatSync(p).isDirectory()) removeTree(p);
    else fs.unlinkSync(p);
  }
  try {
    fs.rmdirSync(dir);
  } catch (e) {
    if (e.code !== 'ENOENT' && holdsAFile(dir)) throw e;
  }
}

/** True when a file (not a directory) remains somewhere below `dir`. */
function holdsAFile(dir) {
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch (e) {
    if (e.code === 'ENOENT') return false;
    throw e;
  }
  return names.some((name) => {
    const p = path.join(dir, name);
    return !fs.lstatSync(p).isDirectory() || holdsAFile(p);
  });
}

// ---------------------------------------------------------------------------------------------
// Alibaba Cloud KMS: the hub token from a KMS secret (GetSecretValue, API version 2016-01-20), with
// the function role's STS credentials. Function Compute cannot put a secret in an environment
// variable, so the staging function fetches it here. Requests are signed with Alibaba Cloud's
// signature V3 (ACS3-HMAC-SHA256): https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature
// ---------------------------------------------------------------------------------------------

const KMS_API_VERSION = '2016-01-20';
const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

/** RFC 3986 percent-encoding, as the V3 canonical query string wants it (`~` kept, `*` and `!'()` encoded). */
function acsPercentEncode(value) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Signs one Alibaba Cloud API request (signature V3). `headers` must hold host and every x-acs-*
 * header; returns the Authorization header's value.
 */
function signAcs3({ method, path: uri, query, headers, body, accessKeyId, accessKeySecret }) {
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${acsPercentEncode(k)}=${acsPercentEncode(String(query[k]))}`)
    .join('&');
  const names = Object.keys(headers)
    .map((h) => h.toLowerCase())
    .filter((h) => h === 'host' || h === 'content-type' || h.startsWith('x-acs-'))
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v).trim()]));
  const canonicalHeaders = names.map((h) => `${h}:${lower[h]}\n`).join('');
  const signedHeaders = names.join(';');
  const hashedPayload = crypto
    .createHash('sha256')
    .update(body || '')
    .digest('hex');
  const canonicalRequest = [method, uri, canonicalQuery, canonicalHeaders, signedHeaders, hashedPayload].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${crypto.createHash('sha256').update(canonicalRequest).digest('hex')}`;
  const signature = crypto.createHmac('sha256', accessKeySecret).update(stringToSign).digest('hex');
  return `${ACS3_ALGORITHM} Credential=${accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

/** The function role's temporary credentials: the FC context's, else FC's ALIBABA_CLOUD_* variables. */
function stsCredentials(env, fromContext) {
  const c = fromContext || {};
  const creds = {
    accessKeyId: c.accessKeyId || c.AccessKeyId || env.ALIBABA_CLOUD_ACCESS_KEY_ID || '',
    accessKeySecret: c.accessKeySecret || c.AccessKeySecret || env.ALIBABA_CLOUD_ACCESS_KEY_SECRET || '',
    securityToken: c.securityToken || c.SecurityToken || env.ALIBABA_CLOUD_SECURITY_TOKEN || '',
  };
  if (!creds.accessKeyId || !creds.accessKeySecret) {
    throw new ConfigError(
      'GPUM_STAGE_TOKEN_KMS_SECRET is set, but the function has no role credentials (ALIBABA_CLOUD_ACCESS_KEY_ID): give the staging function a RAM role that may call kms:GetSecretValue on the secret',
    );
  }
  return creds;
}

function kmsEndpoint(env) {
  if (env.GPUM_STAGE_KMS_ENDPOINT) {
    const endpoint = env.GPUM_STAGE_KMS_ENDPOINT.replace(/\/+$/, '');
    try {
      new URL(endpoint);
    } catch {
      throw new ConfigError(`GPUM_STAGE_KMS_ENDPOINT "${endpoint}" is not a URL`);
    }
    requireTls(endpoint, 'the role credentials (KMS request)');
    return endpoint;
  }
  const region = env.GPUM_STAGE_KMS_REGION || env.FC_REGION || env.ALIBABA_CLOUD_REGION_ID;
  if (!region) throw new ConfigError('GPUM_STAGE_TOKEN_KMS_SECRET is set, but the region is unknown: set GPUM_STAGE_KMS_REGION');
  return `https://kms.${region}.aliyuncs.com`;
}

/** Reads the hub token from the KMS secret (version stage ACSCurrent), retrying throttling and 5xx answers. */
async function kmsToken(env, contextCredentials, log) {
  const secretName = env.GPUM_STAGE_TOKEN_KMS_SECRET;
  const creds = stsCredentials(env, contextCredentials);
  const endpoint = kmsEndpoint(env);
  const ctx = {
    config: {
      maxAttempts: positiveInt(env, 'GPUM_STAGE_MAX_ATTEMPTS', 8),
      backoffMs: positiveInt(env, 'GPUM_STAGE_BACKOFF_MS', 1000),
      maxBackoffMs: positiveInt(env, 'GPUM_STAGE_MAX_BACKOFF_MS', 60000),
      timeoutMs: positiveInt(env, 'GPUM_STAGE_TIMEOUT_MS', 120000),
    },
    log,
  };
  const json = await withRetries(`KMS GetSecretValue ${secretName}`, ctx, () =>
    kmsGetSecretValue(endpoint, secretName, creds, ctx.config.timeoutMs),
  );
  const value =
    json.SecretDataType === 'binary'
      ? Buffer.from(String(json.SecretData || ''), 'base64').toString('utf8')
      : String(json.SecretData || '');
  const token = value.trim();
  if (!token) throw new FatalError(`the KMS secret ${secretName} is empty`);
  log.info(`hub token read from the KMS secret ${secretName} (version ${json.VersionId || 'ACSCurrent'})`);
  return token;
}

function kmsGetSecretValue(endpoint, secretName, creds, timeoutMs) {
  const url = new URL(endpoint);
  const query = { SecretName: secretName, VersionStage: 'ACSCurrent' };
  const headers = {
    host: url.host,
    'x-acs-action': 'GetSecretValue',
    'x-acs-version': KMS_API_VERSION,
    'x-acs-date': new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'x-acs-signature-nonce': crypto.randomBytes(16).toString('hex'),
    'x-acs-content-sha256': crypto.createHash('sha256').update('').digest('hex'),
  };
  if (creds.securityToken) headers['x-acs-security-token'] = creds.securityToken;
  headers.authorization = signAcs3({ method: 'POST', path: '/', query, headers, body: '', ...creds });
  const search = Object.keys(query)
    .map((k) => `${acsPercentEncode(k)}=${acsPercentEncode(query[k])}`)
    .join('&');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        method: 'POST',
        path: `/?${search}`,
        headers: { ...headers, accept: 'application/json', 'content-length': 0 },
      },
      (res) => {
        readBody(res, 1024 * 1024).then((body) => {
          const status = res.statusCode || 0;
          let json;
          try {
            json = JSON.parse(body.toString('utf8'));
          } catch {
            json = {};
          }
          if (status >= 200 && status < 300 && typeof json.SecretData === 'string') return resolve(json);
          // KMS error bodies carry Code, Message and RequestId, never the secret.
          const what = `KMS answered ${status}${json.Code ? ` ${json.Code}` : ''}${json.Message ? `: ${json.Message}` : ''}`;
          if (RETRYABLE_STATUS.has(status) || /^Throttling/.test(String(json.Code || ''))) return reject(new RetryableError(what));
          if (status === 403 || /Forbidden/.test(String(json.Code || ''))) {
            return reject(
              new FatalError(
                `${what}. The staging function's role needs kms:GetSecretValue on the secret ${secretName} (and kms:Decrypt on its key if a customer key protects it)`,
              ),
            );
          }
          reject(new FatalError(what));
        }, reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer from KMS for ${timeoutMs} ms`)));
    req.on('error', (e) => reject(new RetryableError(`KMS ${url.origin}: ${e.code || e.message}`)));
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const SOURCES = { huggingface: huggingFace, modelscope: modelScope, directory };

/**
 * Stages one model. Returns the exit code; never throws. `io` lets tests and the FC handler
 * capture the log ({ out(line), err(line) }).
 */
async function main(env, io) {
  const out = (io && io.out) || ((l) => process.stdout.write(`${l}\n`));
  const err = (io && io.err) || ((l) => process.stderr.write(`${l}\n`));
  let config;
  try {
    if (env.GPUM_STAGE_TOKEN_KMS_SECRET) {
      // The token lives only in this process's memory: never in process.env, the log or the marker.
      const token = await kmsToken(env, io && io.credentials, createLogger(out, err, []));
      env = { ...env, GPUM_STAGE_TOKEN: token, GPUM_STAGE_TOKEN_FILE: '' };
    }
    config = readConfig(env);
  } catch (e) {
    createLogger(out, err, []).error(e.message);
    return e instanceof ConfigError ? 2 : 1;
  }
  const log = createLogger(out, err, [config.token]);
  const ctx = { config, log };
  try {
    await stage(ctx);
  } catch (e) {
    const reason = e instanceof FatalError || e instanceof RetryableError ? e.message : `${e.code || ''} ${e.message}`.trim();
    log.error(`${config.job}: staging ${config.repo || config.sourceDir}@${config.revision} into ${config.dest} failed: ${reason}`);
    return 1;
  }
  // Only once the destination's marker is complete: a failed run deletes nothing.
  if (config.retain > 0) pruneRevisions(ctx);
  return 0;
}

async function stage(ctx) {
  const { config, log } = ctx;
  const what = config.source === 'directory' ? config.sourceDir : `${config.source}:${config.repo}@${config.revision}`;
  const existing = readManifest(config.dest);
  if (isComplete(existing, config)) {
    log.info(`${what} is already staged in ${config.dest} (${existing.files.length} files): nothing to do`);
    return;
  }
  fs.mkdirSync(config.dest, { recursive: true });
  if (existing !== undefined || fs.existsSync(path.join(config.dest, MANIFEST_NAME))) {
    // A marker that no longer matches must go before any file changes, or a server could trust it.
    log.info(`the marker in ${config.dest} does not match this request or its files: staging again`);
    fs.rmSync(path.join(config.dest, MANIFEST_NAME), { force: true });
  }
  log.info(`staging ${what} into ${config.dest}${config.token ? ' (with a hub token)' : ''}`);
  const source = SOURCES[config.source];
  const listing = await source.list(ctx);
  const files = selectFiles(listing.files, config.include, config.exclude);
  if (files.length === 0) throw new FatalError(`no files selected (${listing.files.length} listed): check include and exclude`);
  const unverified = files.filter((f) => f.algorithm === 'size').length;
  const total = files.reduce((n, f) => n + f.size, 0);
  log.info(`${files.length} of ${listing.files.length} files selected, ${total} bytes; ${unverified} without a published digest`);
  const started = Date.now();
  const staged = await inParallel(files, config.concurrency, (f) => stageFile(ctx, source, listing, f));
  const seconds = Math.max(0.001, (Date.now() - started) / 1000);
  const downloaded = staged.reduce((n, f) => n + f.downloaded, 0);
  const meta = {
    format: MANIFEST_FORMAT,
    program: `stage-model.js@${PROGRAM_VERSION}`,
    job: config.job,
    source: config.source,
    repo: config.source === 'directory' ? '' : config.repo,
    revision: config.revision,
    commit: listing.commit || null,
    include: config.include,
    exclude: config.exclude,
    completedAt: new Date().toISOString(),
    totalBytes: total,
  };
  writeManifest(config.dest, renderManifest(meta, staged), config.resume);
  const rate = (downloaded / 1e6 / seconds).toFixed(1);
  log.info(`done: ${files.length} files, ${total} bytes (${downloaded} transferred, ${rate} MB/s); marker ${MANIFEST_NAME} written`);
}

/**
 * The only settings an FC invocation event may change: how hard the run pushes, never what it reads,
 * where it writes, or where a credential goes. Anyone allowed fc:InvokeFunction can send an event; an
 * event that could set GPUM_STAGE_ENDPOINT (or REPO, DEST, SOURCE, SOURCE_DIR, ...) would receive the
 * hub token or overwrite another model.
 */
const EVENT_SETTINGS = new Set([
  'GPUM_STAGE_CONCURRENCY',
  'GPUM_STAGE_MAX_ATTEMPTS',
  'GPUM_STAGE_BACKOFF_MS',
  'GPUM_STAGE_MAX_BACKOFF_MS',
  'GPUM_STAGE_TIMEOUT_MS',
]);

/** The event's allowed settings (as strings); the names of the others, which are ignored. */
function eventSettings(event) {
  let parsed = {};
  const text = Buffer.isBuffer(event) ? event.toString('utf8') : typeof event === 'string' ? event : '';
  if (text.trim()) {
    try {
      parsed = JSON.parse(text);
    } catch {
      return { allowed: {}, ignored: ['(the event is not JSON)'] };
    }
  } else if (event && typeof event === 'object' && !Buffer.isBuffer(event)) parsed = event;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { allowed: {}, ignored: ['(the event is not a JSON object)'] };
  const allowed = {};
  const ignored = [];
  for (const [k, v] of Object.entries(parsed)) {
    if (EVENT_SETTINGS.has(k) && (typeof v === 'string' || typeof v === 'number')) allowed[k] = String(v);
    else ignored.push(k);
  }
  return { allowed, ignored };
}

/**
 * Function Compute (built-in Node.js runtime) entry point. The function's environment is the
 * configuration; the event may only tune EVENT_SETTINGS, anything else in it is ignored (and named
 * in the log). Fails the invocation on failure.
 */
async function handler(event, context) {
  const { allowed, ignored } = eventSettings(event);
  if (ignored.length > 0) {
    // Names only: a value could be anything the invoker chose.
    const names = ignored
      .map((k) =>
        String(k)
          .replace(/[^\w().-]/g, '?')
          .slice(0, 64),
      )
      .join(', ');
    process.stderr.write(`gpum-stage: the invocation event may set only ${[...EVENT_SETTINGS].join(', ')}; ignored: ${names}\n`);
  }
  // FC passes the role's STS credentials in the context (and, on newer runtimes, in ALIBABA_CLOUD_* variables).
  const code = await main({ ...process.env, ...allowed }, { credentials: context && context.credentials });
  if (code !== 0) throw new Error(`staging failed with exit code ${code}; see the log above`);
  return 'staged';
}

module.exports = {
  PROGRAM_VERSION,
  MANIFEST_NAME,
  MANIFEST_FORMAT,
  main,
  handler,
  signAcs3,
  globToRegExp,
  selectFiles,
  renderManifest,
};

// Run as a script: `node stage-model.js` or `node -e "<this file>"` (module id "[eval]").
if (require.main === module || module.id === '[eval]') {
  main(process.env).then((code) => {
    process.exitCode = code;
  });
}
