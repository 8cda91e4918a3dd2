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
 *     -> re-check every listed file (size and digest) and remove what the listing does not name,
 *        then write `<dest>/.gpum-staged.json` LAST: the completion marker the serving side waits for.
 *     -> with GPUM_STAGE_RETAIN=N: delete the older revisions beside `<dest>` that this program
 *        completed, keeping the newest N (`<dest>` always among them).
 *
 * Configuration comes from environment variables (GPUM_STAGE_*; see readConfig). The hub token is
 * read from the file named by GPUM_STAGE_TOKEN_FILE (a mounted secret) or from the variable
 * GPUM_STAGE_TOKEN (set from a secret reference, never a plain value), or, on Function Compute, fetched
 * at start from the Alibaba KMS secret named by GPUM_STAGE_TOKEN_KMS_SECRET with the function role's
 * STS credentials (KMS GetSecretValue, signature V3). A secret holding a JSON object is read as the
 * value of its only entry or of its HF_TOKEN / HUGGING_FACE_HUB_TOKEN / MODELSCOPE_API_TOKEN / token
 * key (tokenFromSecret). The token is sent only to the hub's own origin, only over https (or to
 * loopback), and never written to the log. On Function Compute the invocation event
 * may tune only a few knobs (EVENT_SETTINGS), never where data comes from or goes.
 *
 * One run at a time per destination: `<dest>/.gpum-lock`, created with O_EXCL, names its owner and
 * is rewritten every few seconds (the heartbeat); a second run waits for it, bounded, and a lock
 * whose heartbeat stops is taken over (and said). Every `.gpum-*` name in the destination is the
 * program's own; a hub file with such a name is refused, and no symbolic link is followed, in any
 * component of a path (checked before and after each open and rename).
 *
 * Exit codes: 0 staged (or already staged), 1 staging failed, 2 bad configuration.
 */
'use strict';

const crypto = require('crypto');
const fs = require('fs');
const http = require('http');
const https = require('https');
const os = require('os');
const path = require('path');
const { pipeline, Transform } = require('stream');

const PROGRAM_VERSION = '1.0.0';
const MANIFEST_NAME = '.gpum-staged.json';
const MANIFEST_FORMAT = 'cdktf-gpu-models/staged-model@1';
// Every name starting with this in the destination belongs to the program (marker, lock, temporary
// files): a hub file named so is refused, so that no listing can overwrite or plant one.
const RESERVED_PREFIX = '.gpum-';
const LOCK_NAME = '.gpum-lock';
const LOCK_FORMAT = 'cdktf-gpu-models/staging-lock@1';
const PARTIAL_SUFFIX = '.partial';
// Opening with O_NOFOLLOW fails (ELOOP) on a symbolic link instead of writing where it points.
const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_TRUNC, O_APPEND, O_NOFOLLOW } = fs.constants;
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
  // Every line goes through redact(): a token echoed by a hub error body never reaches the log, in
  // clear or encoded (URL-encoded, base64, base64url at any alignment, as in a Basic header).
  const forms = [...new Set(secrets.filter(Boolean).flatMap(secretForms))].sort((a, b) => b.length - a.length);
  // Then the pieces a hub leaves when it cuts its own echo of the token ("invalid token hf_AbCd…")
  // or shows only its end: any prefix or suffix of a form, 8 characters or longer.
  const redact = (text) =>
    forms.reduce(
      (t, s) => redactFragments(t, s, SECRET_FRAGMENT_MIN),
      forms.reduce((t, s) => t.split(s).join('***'), String(text)),
    );
  return {
    redact,
    info: (msg) => out(redact(`gpum-stage: ${msg}`)),
    warn: (msg) => err(redact(`gpum-stage: WARNING ${msg}`)),
    error: (msg) => err(redact(`gpum-stage: ERROR ${msg}`)),
  };
}

/** The shortest piece of a secret redacted on its own: shorter ones would hide unrelated text. */
const SECRET_FRAGMENT_MIN = 8;

/** Replaces every run of `text` that is a prefix or a suffix of `form`, `min` characters or longer. */
function redactFragments(text, form, min) {
  if (form.length <= min) return text;
  let out = text;
  const head = form.slice(0, min);
  for (let i = out.indexOf(head); i >= 0; i = out.indexOf(head, i + 3)) {
    let n = min;
    while (n < form.length && out[i + n] === form[n]) n++;
    out = `${out.slice(0, i)}***${out.slice(i + n)}`;
  }
  const tail = form.slice(-min);
  for (let i = out.indexOf(tail); i >= 0; i = out.indexOf(tail, i + 3)) {
    let start = i;
    while (start > 0 && i + min - start < form.length && out[start - 1] === form[form.length - (i + min - start) - 1]) start--;
    out = `${out.slice(0, start)}***${out.slice(i + min)}`;
    i = start;
  }
  return out;
}

/**
 * The forms a secret can take in a logged text: itself, URL-encoded (upper and lower case hex), and
 * the part of its base64 / base64url encoding that does not depend on the bytes around it, for each
 * of the three alignments (a token inside `user:token` is encoded at an offset).
 */
function secretForms(secret) {
  const forms = [secret, encodeURIComponent(secret), encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())];
  const bytes = Buffer.from(secret, 'utf8');
  for (let shift = 0; shift < 3; shift++) {
    const first = Math.ceil(shift / 3) * 3;
    const last = Math.floor((shift + bytes.length) / 3) * 3;
    if (last - first < 6) continue;
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const core = encoded.slice((first / 3) * 4, (last / 3) * 4);
    // Shorter cores would redact unrelated text; the token's own forms are always redacted.
    if (core.length >= 8) forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
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
    // The whole run, lock wait included: past it the run fails, releases its lock and writes no marker.
    deadlineMs: positiveInt(env, 'GPUM_STAGE_DEADLINE_MS', 24 * 3600 * 1000),
    // A transfer slower than this over a whole window is cut and retried (a server that drips bytes
    // never trips the idle timeout). 0 turns the check off.
    minBytesPerSecond: wholeNumber(env, 'GPUM_STAGE_MIN_BYTES_PER_SEC', 64 * 1024),
    throughputWindowMs: positiveInt(env, 'GPUM_STAGE_THROUGHPUT_WINDOW_MS', 60000),
    // A lock whose heartbeat has not changed for this long belongs to a run that died: taken over.
    lockStaleMs: positiveInt(env, 'GPUM_STAGE_LOCK_STALE_MS', 5 * 60 * 1000),
    // How long a second run waits for the lock before it fails (0: fail at once).
    lockWaitMs: wholeNumber(env, 'GPUM_STAGE_LOCK_WAIT_MS', 30 * 60 * 1000),
    resume: (env.GPUM_STAGE_RESUME || 'true') !== 'false',
    // Completed revisions kept beside the destination, itself included; 0 keeps them all.
    retain: positiveInt(env, 'GPUM_STAGE_RETAIN', 0),
    sourceDir: env.GPUM_STAGE_SOURCE_DIR || '',
    endpoint: '',
    token: '',
    // The key of the secret's JSON object the token was taken from ('' for a plain token).
    tokenKey: '',
    requireDigests: false,
    warnings: [],
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
  const token = readToken(env, source);
  config.token = token.token;
  config.tokenKey = token.key;
  if (config.token) requireTls(config.endpoint, 'the hub token');
  const endpointUrl = new URL(config.endpoint);
  if (endpointUrl.protocol === 'http:' && !isLoopback(endpointUrl.hostname)) {
    // Without a token nothing secret is sent, but anyone on the path can change the listing and the
    // bytes: only the published digests stand between them and the model.
    config.warnings.push(
      `the hub endpoint ${endpointUrl.origin} is plain http: the file list and the files can be altered on the way; use https`,
    );
  }
  // A mirror or private hub is trusted less than the hub itself: a file it lists without a digest
  // could be anything of the right size, so digests are required unless turned off.
  config.requireDigests = flag(env, 'GPUM_STAGE_REQUIRE_DIGESTS', config.endpoint !== DEFAULT_ENDPOINTS[source]);
  return config;
}

function flag(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value !== 'true' && value !== 'false') throw new ConfigError(`${name} is "${value}": give true or false`);
  return value === 'true';
}

function wholeNumber(env, name, fallback) {
  if (env[name] === undefined || env[name] === '') return fallback;
  const n = Number(env[name]);
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`${name} is "${env[name]}": give a whole number (0 or more)`);
  return n;
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

/** The hub token and, when its secret is a JSON object, the key it was taken from. */
function readToken(env, source) {
  if (env.GPUM_STAGE_TOKEN_FILE) {
    let text;
    try {
      text = fs.readFileSync(env.GPUM_STAGE_TOKEN_FILE, 'utf8');
    } catch (e) {
      throw new ConfigError(`cannot read the hub token file named by GPUM_STAGE_TOKEN_FILE (${e.code || e.message})`);
    }
    return tokenFromSecret(text, 'the hub token file named by GPUM_STAGE_TOKEN_FILE', source);
  }
  const name = env.GPUM_STAGE_TOKEN ? 'GPUM_STAGE_TOKEN' : source === 'huggingface' ? 'HF_TOKEN' : 'MODELSCOPE_API_TOKEN';
  return tokenFromSecret(env[name] || '', `the hub token in ${name}`, source);
}

// A secret may hold a JSON object of key/value pairs instead of the token itself (the AWS Secrets
// Manager console's default, and a habit with the other stores). Sent as it is, the hub answers 401
// to a token that looked set. So the token is the value of the object's only entry, or of the one
// entry whose key (in any case) is a known name of the source's token; anything else fails the run,
// naming the keys found, never a value. Every way the token arrives (a file, a variable, KMS) comes
// through here.
const TOKEN_KEYS = {
  huggingface: ['HF_TOKEN', 'HUGGING_FACE_HUB_TOKEN', 'token'],
  modelscope: ['MODELSCOPE_API_TOKEN', 'token'],
};
const MAX_KEYS_SHOWN = 20;

/** `text` (a secret's value) to { token, key }: `key` is set when the token came out of a JSON object. */
function tokenFromSecret(text, where, source) {
  const trimmed = String(text).trim();
  if (!trimmed.startsWith('{')) return { token: trimmed, key: '' };
  const known = TOKEN_KEYS[source] || [...new Set([...TOKEN_KEYS.huggingface, ...TOKEN_KEYS.modelscope])];
  const fix = `store the token itself as plain text, or a JSON object with one entry or one of the keys ${known.join(', ')} (any case)`;
  let object;
  try {
    object = JSON.parse(trimmed);
  } catch {
    throw new ConfigError(`${where} starts with "{" but is not a JSON object, and no hub token does: ${fix}`);
  }
  const keys = Object.keys(object);
  if (keys.length === 0) throw new ConfigError(`${where} is an empty JSON object: ${fix}`);
  const lower = known.map((k) => k.toLowerCase());
  const candidates = keys.length === 1 ? keys : keys.filter((k) => lower.includes(k.toLowerCase()));
  const found = `${where} is a JSON object with the keys ${showKeys(keys)}`;
  if (candidates.length === 0) throw new ConfigError(`${found}, none of them a hub token's key: ${fix}`);
  const values = new Set(candidates.map((k) => object[k]));
  if (values.size > 1)
    throw new ConfigError(`${found}; ${showKeys(candidates)} hold different values, so which is the token is unclear: ${fix}`);
  const key = candidates[0];
  const value = object[key];
  if (typeof value !== 'string' || value.trim() === '') {
    const what =
      typeof value === 'string'
        ? 'an empty string'
        : value === null
          ? 'null'
          : Array.isArray(value)
            ? 'an array'
            : typeof value === 'object'
              ? 'an object'
              : `a ${typeof value}`;
    throw new ConfigError(`${found}; the value of ${showKeys([key])} is ${what}, not a token: ${fix}`);
  }
  return { token: value.trim(), key };
}

/**
 * Keys for a message: quoted, at most MAX_KEYS_SHOWN of them. A key that is not a short plain name,
 * or is shaped like a token (a token pasted as the key), is not repeated.
 */
function showKeys(keys) {
  const shown = keys.slice(0, MAX_KEYS_SHOWN).map((k) => {
    const plain = /^[A-Za-z_][A-Za-z0-9_.-]{0,39}$/.test(k) && !/hf_[A-Za-z0-9]{8,}|ms-[0-9a-f]{8}|[0-9a-f]{16,}|[A-Za-z0-9]{24,}/i.test(k);
    return plain ? `"${k}"` : '(a key not shown)';
  });
  const more = keys.length > MAX_KEYS_SHOWN ? ` and ${keys.length - MAX_KEYS_SHOWN} more` : '';
  return `${shown.join(', ')}${more}`;
}

// ---------------------------------------------------------------------------------------------
// Include / exclude patterns: exactly huggingface_hub's allow_patterns/ignore_patterns
// (utils/_paths.py filter_repo_objects: a pattern ending in `/` gets `*` appended, then
// fnmatch.fnmatchcase against the file's repository path). So `*` matches any characters, `/`
// included (`**/` is just two stars and a `/`: it needs a `/` in the path); `?` one character;
// `[seq]`, `[!seq]` a set (ranges as Python reads them, a reversed range matching nothing); a
// name without `/` matches that path only, never a directory's contents; case-sensitive.
// ---------------------------------------------------------------------------------------------

/**
 * One include/exclude pattern as huggingface_hub reads it: `\\` as `/`, `*` after a trailing `/`,
 * then CPython's fnmatch.translate (3.12), ported to a JavaScript RegExp.
 */
function globToRegExp(pattern) {
  const slashed = pattern.replace(/\\/g, '/');
  const p = slashed.endsWith('/') ? `${slashed}*` : slashed;
  const n = p.length;
  let re = '';
  let i = 0;
  let star = false;
  while (i < n) {
    const c = p[i++];
    const wasStar = star;
    star = c === '*';
    if (c === '*') {
      // A run of stars is one star.
      if (!wasStar) re += '.*';
    } else if (c === '?') re += '.';
    else if (c === '[') {
      let j = i;
      if (j < n && p[j] === '!') j++;
      if (j < n && p[j] === ']') j++;
      while (j < n && p[j] !== ']') j++;
      if (j >= n) {
        re += '\\[';
        continue;
      }
      re += setToRegExp(p, i, j);
      i = j + 1;
    } else re += c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

/** The set `p[i..j)` (after `[`, before `]`) as Python's translate reads it. */
function setToRegExp(p, start, j) {
  let i = start;
  const stuff = p.slice(i, j);
  let chunks;
  if (!stuff.includes('-')) chunks = [stuff];
  else {
    // Split at the hyphens that make ranges, drop reversed (empty) ranges, as CPython does.
    chunks = [];
    let k = p[i] === '!' ? i + 2 : i + 1;
    for (;;) {
      k = p.indexOf('-', k);
      if (k < 0 || k >= j) break;
      chunks.push(p.slice(i, k));
      i = k + 1;
      k = k + 3;
    }
    const chunk = p.slice(i, j);
    if (chunk) chunks.push(chunk);
    else chunks[chunks.length - 1] += '-';
    for (let m = chunks.length - 1; m > 0; m--) {
      if (chunks[m - 1][chunks[m - 1].length - 1] > chunks[m][0]) {
        chunks[m - 1] = chunks[m - 1].slice(0, -1) + chunks[m].slice(1);
        chunks.splice(m, 1);
      }
    }
  }
  // Each chunk's characters are literal; the hyphens between chunks are ranges.
  const escaped = chunks.map((s) => s.replace(/[\\\]\[^-]/g, '\\$&')).join('-');
  const negated = stuff.startsWith('!');
  const body = negated ? escaped.slice(1) : escaped;
  if (stuff === '') return '(?!)';
  if (stuff === '!') return '[^]';
  return `[${negated ? '^' : ''}${body}]`;
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
        clearTimeout(headersTimer);
        untrackRequest();
        const status = res.statusCode || 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          if (hops >= MAX_REDIRECTS) return reject(new FatalError(`too many redirects from ${describeUrl(url)}`));
          return resolve(go(new URL(res.headers.location, u).toString(), hops + 1));
        }
        // The answer is cut too if the run is stopped (deadline, lost lock) while it is read.
        res.on('close', track(ctx, res));
        resolve(res);
      });
      const untrackRequest = track(ctx, req);
      req.setTimeout(ctx.config.timeoutMs, () => req.destroy(new Error(`no data for ${ctx.config.timeoutMs} ms`)));
      // The idle timeout above restarts with every byte, and the throughput guard starts with the
      // body: a server that drips its status line and headers a byte at a time would hold the run
      // until the overall deadline. The whole head must arrive within the timeout.
      const headersTimer = setTimeout(
        () => req.destroy(new Error(`no complete answer within ${ctx.config.timeoutMs} ms`)),
        ctx.config.timeoutMs,
      );
      req.on('error', (e) => {
        clearTimeout(headersTimer);
        untrackRequest();
        reject(ctx.stopped || new RetryableError(`${describeUrl(target)}: ${e.code || e.message}`));
      });
    });
  return go(url, 0);
}

/**
 * Registers a request or stream that {@link stopRun} destroys (the deadline, a lost lock); returns
 * the function that unregisters it.
 */
function track(ctx, destroyable) {
  if (!ctx.active) return () => {};
  if (ctx.stopped) {
    destroyable.destroy(ctx.stopped);
    return () => {};
  }
  ctx.active.add(destroyable);
  return () => ctx.active.delete(destroyable);
}

/** Stops the run: every transfer in flight is cut with `error`, sleeps end, and no retry starts. */
function stopRun(ctx, error) {
  if (ctx.stopped) return;
  ctx.stopped = error;
  for (const d of ctx.active) d.destroy(error);
  ctx.active.clear();
  for (const wake of ctx.sleepers) wake();
}

/**
 * Cuts a transfer that moves fewer than `minBytesPerSecond` over a whole window: a server that
 * sends a byte now and then never trips the idle timeout. `count()` gives the bytes so far.
 */
function throughputGuard(ctx, label, count, cut) {
  const { minBytesPerSecond, throughputWindowMs } = ctx.config;
  if (!minBytesPerSecond) return () => {};
  let last = count();
  const timer = setInterval(() => {
    const now = count();
    const rate = ((now - last) * 1000) / throughputWindowMs;
    last = now;
    if (rate < minBytesPerSecond) {
      cut(
        new RetryableError(
          `${label}: ${rate.toFixed(1)} bytes/s over the last ${throughputWindowMs / 1000} s, below the minimum of ${minBytesPerSecond} (GPUM_STAGE_MIN_BYTES_PER_SEC)`,
        ),
      );
    }
  }, throughputWindowMs);
  return () => clearInterval(timer);
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
async function failFor(res, url, ctx) {
  const status = res.statusCode || 0;
  const text = (await readBody(res, 4096, ctx).catch(() => Buffer.alloc(0))).toString('utf8').replace(/\s+/g, ' ');
  // Redacted before it is cut: a token that straddles the cut would otherwise leave its first half.
  const body = ctx.log.redact(text).slice(0, 300);
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

function readBody(res, limit, ctx) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const stopGuard =
      ctx && ctx.active
        ? throughputGuard(
            ctx,
            'reading the answer',
            () => size,
            (e) => res.destroy(e),
          )
        : () => {};
    res.on('close', stopGuard);
    res.on('error', (e) => {
      if (ctx && ctx.stopped) reject(ctx.stopped);
      else if (e instanceof RetryableError) reject(e);
    });
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
    if ((res.statusCode || 0) >= 300) throw await failFor(res, url, ctx);
    const body = await readBody(res, MAX_JSON_BYTES, ctx);
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
      if (ctx.stopped) throw ctx.stopped;
      return await fn(attempt);
    } catch (e) {
      if (ctx.stopped) throw ctx.stopped;
      if (!(e instanceof RetryableError) || attempt >= maxAttempts) {
        if (e instanceof RetryableError) throw new FatalError(`${label}: gave up after ${attempt} attempts: ${e.message}`);
        throw e;
      }
      const backoff = Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1));
      const delay = e.delayMs !== undefined ? Math.min(e.delayMs, 15 * 60 * 1000) : Math.round(backoff * (0.8 + 0.4 * Math.random()));
      ctx.log.info(`${label}: ${e.message}; retry ${attempt}/${maxAttempts - 1} in ${(delay / 1000).toFixed(1)} s`);
      await sleep(delay, ctx);
    }
  }
}

/** Waits `ms`, or less when the run is stopped meanwhile. */
function sleep(ms, ctx) {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      if (ctx && ctx.sleepers) ctx.sleepers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    if (ctx && ctx.sleepers) {
      if (ctx.stopped) return wake();
      ctx.sleepers.add(wake);
    }
  });
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
    p.endsWith(PARTIAL_SUFFIX);
  if (bad) throw new FatalError(`refusing file path ${JSON.stringify(p)} from the source: it is not a plain relative path`);
  if (p.split('/').some((s) => s.startsWith(RESERVED_PREFIX))) {
    throw new FatalError(
      `refusing file path ${JSON.stringify(p)} from the source: names starting with ${RESERVED_PREFIX} are the staging program's own (its marker, lock and temporary files)`,
    );
  }
}

/**
 * Refuses a file list that names one path twice, or a path as a file and as a directory of another
 * file. A hub's tree cannot hold either; staged, the two entries would write one `.partial` at once
 * (or a file where a directory must be), and the run would fail on whichever lost, with a file-system
 * error instead of the reason.
 */
function checkListing(files) {
  const paths = new Set();
  for (const f of files) {
    if (paths.has(f.path)) throw new FatalError(`refusing the file list: ${JSON.stringify(f.path)} is listed twice`);
    paths.add(f.path);
  }
  for (const f of files) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      if (paths.has(parent)) {
        throw new FatalError(
          `refusing the file list: ${JSON.stringify(parent)} is listed as a file and as a directory of ${JSON.stringify(f.path)}`,
        );
      }
    }
  }
}

function nextLink(link, current) {
  if (!link) return undefined;
  const m = /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  return m ? new URL(m[1], current).toString() : undefined;
}

/** Opens a file's bytes from `offset`: { stream, offset } where offset is where the bytes really start. */
async function openFile(ctx, source, listing, file, offset) {
  if (ctx.config.source === 'directory') {
    let fd;
    try {
      fd = fs.openSync(path.join(ctx.config.sourceDir, file.path), O_RDONLY | O_NOFOLLOW);
    } catch (e) {
      throw new FatalError(`${file.path}: cannot open it in the source directory (${e.code || e.message})`);
    }
    return { stream: fs.createReadStream('', { fd, start: offset }), offset };
  }
  const url = source.url(ctx, listing, file);
  const res = await httpGet(url, offset > 0 ? { range: `bytes=${offset}-` } : {}, ctx);
  const status = res.statusCode || 0;
  if (status === 206) {
    // The bytes must start where this run asked, and belong to a file of the listed size: a proxy or
    // mirror that answers another range would otherwise splice foreign bytes into the file.
    const want = `bytes ${offset}-${file.size - 1}/${file.size}`;
    const got = String(res.headers['content-range'] || '');
    const m = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(got.trim());
    if (!m || Number(m[1]) !== offset || (m[3] !== '*' && Number(m[3]) !== file.size) || Number(m[2]) > file.size - 1) {
      res.resume();
      const e = new RetryableError(
        `${file.path}: asked for bytes from ${offset}, the answer's Content-Range is ${got ? `"${got}"` : 'missing'} (expected "${want}"): restarting the file from zero`,
        0,
      );
      e.restart = true;
      throw e;
    }
    checkLength(res, file.size - offset, file, offset);
    return { stream: res, offset };
  }
  if (status === 200) {
    // A server that ignores Range sends the whole file: start again from 0 (as huggingface_hub does).
    if (offset > 0) ctx.log.info(`${file.path}: the hub ignored the Range request, restarting the file`);
    checkLength(res, file.size, file, 0);
    return { stream: res, offset: 0 };
  }
  if (status === 416 && offset > 0) {
    res.resume();
    const e = new RetryableError(`${file.path}: the hub refused resuming at byte ${offset}; restarting the file`, 0);
    e.restart = true;
    throw e;
  }
  throw await failFor(res, url, ctx);
}

/** Refuses an answer whose Content-Length is not what the listing says is left to read. */
function checkLength(res, expected, file, offset) {
  const length = res.headers['content-length'];
  if (length !== undefined && Number(length) !== expected) {
    res.resume();
    throw new RetryableError(
      `${file.path}: the answer has Content-Length ${length}, the listing leaves ${expected} bytes from byte ${offset}`,
    );
  }
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

/** Feeds the first `length` bytes of `target` (never through a symbolic link) to `hashes`. */
async function hashExisting(ctx, target, hashes, length) {
  if (length === 0) return;
  const fd = openNoLink(target, O_RDONLY);
  await new Promise((resolve, reject) => {
    const s = fs.createReadStream('', { fd, start: 0, end: length - 1 });
    const untrack = track(ctx, s);
    s.on('data', (c) => hashes.update(c));
    s.on('end', () => {
      untrack();
      resolve();
    });
    s.on('error', (e) => {
      untrack();
      reject(ctx.stopped || e);
    });
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

/** The size of a regular file at `p`, -1 when there is none; a symbolic link is refused. */
function fileSize(p) {
  checkRealDirectory(path.dirname(p), p, true);
  let st;
  try {
    st = fs.lstatSync(p);
  } catch {
    return -1;
  }
  if (st.isSymbolicLink()) throw new FatalError(`refusing ${p}: it is a symbolic link, and the staging program follows none`);
  return st.isFile() ? st.size : -1;
}

/**
 * Creates the directories of `rel` below `root` one at a time, refusing any that is a symbolic link
 * or not a directory: `mkdir -p` would follow a link planted in the destination and write elsewhere.
 */
function ensureDirectory(root, rel, log) {
  let dir = root;
  for (const part of rel.split('/').filter((x) => x && x !== '.')) {
    dir = path.join(dir, part);
    let st;
    try {
      st = fs.lstatSync(dir);
    } catch (e) {
      if (e.code !== 'ENOENT') throw e;
      try {
        fs.mkdirSync(dir);
      } catch (e2) {
        if (e2.code !== 'EEXIST') throw e2;
      }
      st = fs.lstatSync(dir);
    }
    if (st.isSymbolicLink()) throw new FatalError(`refusing ${dir}: it is a symbolic link, and the staging program follows none`);
    if (!st.isDirectory()) {
      // The revision directory is the program's own, and the listing (checked by checkListing)
      // names no file here: whatever was left (a tampered or older copy) goes, as in the check before
      // the marker, instead of failing every rerun until someone deletes it by hand.
      if (!st.isFile()) throw new FatalError(`refusing ${dir}: a directory is needed there, and it is not one`);
      if (log) log.info(`${dir}: a file where the listing needs a directory: removed`);
      fs.rmSync(dir, { force: true });
      try {
        fs.mkdirSync(dir);
      } catch (e) {
        if (e.code !== 'EEXIST') throw e;
      }
      st = fs.lstatSync(dir);
      if (st.isSymbolicLink() || !st.isDirectory()) throw new FatalError(`refusing ${dir}: a directory is needed there, and it is not one`);
    }
  }
  // A directory above (the revision directory itself included) swapped for a link meanwhile.
  checkRealDirectory(dir, dir, false);
}

/**
 * Removes a directory (never a link) standing where a listed file or its partial goes: rename and
 * open fail on it, so every rerun would fail until someone deleted it by hand; the revision
 * directory is the program's own, and the listing names no file below this path.
 */
function removeDirectoryAt(ctx, p) {
  let st;
  try {
    st = fs.lstatSync(p);
  } catch {
    return;
  }
  if (!st.isDirectory()) return;
  ctx.log.info(`${p}: a directory where the listing has a file: removed`);
  removeTree(p);
}

/** Refuses a symbolic link among the destination's own path components (from `/`). */
function checkPathHasNoLinks(dest) {
  let dir = path.parse(dest).root;
  for (const part of dest.split(path.sep).filter(Boolean)) {
    dir = path.join(dir, part);
    let st;
    try {
      st = fs.lstatSync(dir);
    } catch (e) {
      if (e.code === 'ENOENT') return;
      throw e;
    }
    if (st.isSymbolicLink()) {
      throw new FatalError(
        `refusing the destination ${dest}: ${dir} is a symbolic link, and the staging program follows none; give the real path`,
      );
    }
  }
}

/** Opens `p` for writing without following a link: truncated, or appended to. */
function openForWrite(p, append) {
  return openNoLink(p, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0o644);
}

/**
 * Opens `p` (always O_NOFOLLOW) only when no component of its path is a symbolic link. O_NOFOLLOW
 * guards the last component only, and Node has no openat(), so the directories are checked before
 * the open and again after it, on the open file: a directory swapped for a link between the check
 * and the open is caught before a byte is written or trusted (the descriptor's inode must be the one
 * at the real path). The only trace such a race can leave is an empty file where the link pointed.
 */
function openNoLink(p, flags, mode) {
  checkRealDirectory(path.dirname(p), p, true);
  let fd;
  try {
    fd = fs.openSync(p, flags | O_NOFOLLOW, mode);
  } catch (e) {
    if (e.code === 'ELOOP') throw new FatalError(`refusing ${p}: it is a symbolic link, and the staging program follows none`);
    throw e;
  }
  try {
    checkRealDirectory(path.dirname(p), p, false);
    const opened = fs.fstatSync(fd);
    const there = fs.lstatSync(p);
    if (opened.dev !== there.dev || opened.ino !== there.ino) {
      throw new FatalError(`refusing ${p}: it changed while it was opened, and the staging program follows no symbolic link`);
    }
  } catch (e) {
    fs.closeSync(fd);
    throw e;
  }
  return fd;
}

/** Renames within one directory only while no component of its path is a symbolic link, before and after. */
function renameNoLink(from, to) {
  checkRealDirectory(path.dirname(to), to, false);
  fs.renameSync(from, to);
  checkRealDirectory(path.dirname(to), to, false);
}

/**
 * Refuses `dir` (the directory `p` is in) when any component of its path is a symbolic link: its
 * real path must be itself. `missingOk`: a directory that does not exist passes (the open fails).
 */
function checkRealDirectory(dir, p, missingOk) {
  const abs = path.resolve(dir);
  let real;
  try {
    real = fs.realpathSync.native(abs);
  } catch (e) {
    if (e.code === 'ENOENT' && missingOk) return;
    if (e.code === 'ENOENT' || e.code === 'ENOTDIR' || e.code === 'ELOOP') {
      throw new FatalError(
        `refusing ${p}: its directory ${abs} changed during the run (${e.code}), and the staging program follows no symbolic link`,
      );
    }
    throw e;
  }
  if (real === abs) return;
  let link = abs;
  let d = path.parse(abs).root;
  for (const part of abs.split(path.sep).filter(Boolean)) {
    d = path.join(d, part);
    let st;
    try {
      st = fs.lstatSync(d);
    } catch {
      break;
    }
    if (st.isSymbolicLink()) {
      link = d;
      break;
    }
  }
  throw new FatalError(`refusing ${p}: ${link} is a symbolic link (to ${real}), and the staging program follows none`);
}

/** sha256 (and the git blob sha1 when listed so) of the whole file, read without following a link. */
async function digestsOf(ctx, p, file) {
  const hashes = newHashes(file);
  await hashExisting(ctx, p, hashes, file.size);
  return hashes.digests();
}

async function stageFile(ctx, source, listing, file) {
  const final = path.join(ctx.config.dest, file.path);
  const temp = ctx.config.resume ? final + PARTIAL_SUFFIX : final;
  ensureDirectory(ctx.config.dest, path.dirname(file.path), ctx.log);
  removeDirectoryAt(ctx, final);
  if (temp !== final) removeDirectoryAt(ctx, temp);

  // A complete file already there (an earlier, interrupted run; or a write-once destination, where
  // nothing is renamed) is verified from disk instead of downloaded again; a wrong one is removed.
  if (fileSize(final) === file.size) {
    const digests = await digestsOf(ctx, final, file);
    if (mismatch(file, digests, file.size) === null) {
      ctx.log.info(`${file.path}: already present and verified`);
      return { ...file, sha256: digests.sha256, downloaded: 0 };
    }
    ctx.log.info(`${file.path}: present but its digest does not match: downloading it again`);
    fs.rmSync(final, { force: true });
  }

  let digestFailures = 0;
  let adopted = false;
  const result = await withRetries(file.path, ctx, async () => {
    let offset = ctx.config.resume ? Math.max(0, fileSize(temp)) : 0;
    if (offset > file.size) offset = 0;
    let hashes = newHashes(file);
    if (offset > 0 && ctx.tookOver && !adopted) {
      await adoptPartial(ctx, temp);
      adopted = true;
      offset = Math.max(0, fileSize(temp));
      if (offset > file.size) offset = 0;
    }
    if (offset > 0) {
      await hashExisting(ctx, temp, hashes, offset);
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
      const out = fs.createWriteStream('', { fd: openForWrite(temp, offset > 0) });
      const untrack = track(ctx, opened.stream);
      const stopGuard = throughputGuard(
        ctx,
        file.path,
        () => written,
        (e) => opened.stream.destroy(e),
      );
      try {
        await new Promise((resolve, reject) => {
          let aborted = false;
          if (typeof opened.stream.on === 'function') opened.stream.on('aborted', () => (aborted = true));
          pipeline(opened.stream, counter, out, (e) => {
            if (ctx.stopped) return reject(ctx.stopped);
            if (e)
              return reject(
                e instanceof RetryableError || e instanceof FatalError
                  ? e
                  : new RetryableError(`${file.path}: transfer broke at byte ${written}: ${e.code || e.message}`),
              );
            if (aborted) return reject(new RetryableError(`${file.path}: connection closed at byte ${written}`));
            resolve();
          });
        });
      } finally {
        stopGuard();
        untrack();
      }
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
    if (temp !== final) {
      // A run whose lock was taken over (frozen, then woken) must not rename another run's partial
      // into place: every rename into a listed name is made under a lock still this run's.
      if (ctx.lock) ctx.lock.check();
      fileSize(final); // refuses a link planted under the final name meanwhile (rename would replace it, not follow it)
      renameNoLink(temp, final);
    }
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

/**
 * Gives the partial at `temp` a new inode, with the same bytes, under the same name. After a lock
 * takeover the previous holder may be frozen (a stopped container, a VM paused, a process stuck on
 * the NAS) rather than dead; when it wakes it writes what its socket still holds to the partial it
 * had open, before its heartbeat finds the lock gone. Appending to that same inode would let those
 * bytes land in this run's file after this run verified it: a marker over a wrong file. The copy
 * leaves the old inode to it (unlinked by the rename).
 */
async function adoptPartial(ctx, temp) {
  const fresh = path.join(path.dirname(temp), `${RESERVED_PREFIX}adopt-${crypto.randomBytes(6).toString('hex')}`);
  try {
    await fs.promises.copyFile(temp, fresh, fs.constants.COPYFILE_EXCL);
    fileSize(temp); // refuses a link planted under the partial's name meanwhile
    renameNoLink(fresh, temp);
  } finally {
    fs.rmSync(fresh, { force: true });
  }
  ctx.log.info(`${path.relative(ctx.config.dest, temp)}: copied to a new file before resuming it (the lock was taken over)`);
}

async function fsyncFile(p) {
  const fd = openNoLink(p, O_WRONLY);
  try {
    // In the thread pool, not on the event loop: flushing gigabytes to a loaded NAS can take longer
    // than GPUM_STAGE_LOCK_STALE_MS, and a blocked loop stops the lock's heartbeat, so a waiting run
    // would take the lock of this live one.
    await new Promise((resolve, reject) => fs.fsync(fd, (e) => (e ? reject(e) : resolve())));
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
  let fd;
  try {
    fd = openNoLink(path.join(dest, MANIFEST_NAME), O_RDONLY);
    return JSON.parse(fs.readFileSync(fd, 'utf8'));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
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

/** `stillMine` throws unless the lock is still this run's: called again once the marker's bytes are flushed. */
async function writeManifest(dest, text, rename, stillMine) {
  const final = path.join(dest, MANIFEST_NAME);
  if (!rename) {
    // Write-once destinations (Mountpoint for S3) cannot rename: one sequential write, completed by
    // fsync before close (an object upload is atomic, so no reader sees half a marker).
    await writeNew(final, text, O_TRUNC);
    return;
  }
  // A name no other run uses (and no link: O_EXCL refuses an existing name, a link included).
  const temp = `${final}.${crypto.randomBytes(8).toString('hex')}.tmp`;
  await writeNew(temp, text, O_EXCL);
  try {
    // The flush may have been slow: the marker goes into place only under a lock still this run's.
    stillMine();
  } catch (e) {
    fs.rmSync(temp, { force: true });
    throw e;
  }
  renameNoLink(temp, final);
}

/** Writes `text` to `file` (O_EXCL: a new file only; O_TRUNC: replaced), fsync before close. */
async function writeNew(file, text, mode) {
  const fd = openNoLink(file, O_WRONLY | O_CREAT | mode, 0o644);
  try {
    fs.writeSync(fd, text);
    // In the thread pool: a slow flush must not stop the lock's heartbeat (see fsyncFile).
    await new Promise((resolve, reject) => fs.fsync(fd, (e) => (e ? reject(e) : resolve())));
  } finally {
    fs.closeSync(fd);
  }
}

// ---------------------------------------------------------------------------------------------
// The destination's lock: one staging run at a time. Two runs on one destination (a retried Job
// pod beside the one it replaces, two invocations of the staging function) would each resume the
// other's partial files and could each write a marker over files the other is rewriting.
//
// `<dest>/.gpum-lock` is created with O_EXCL (exactly one creator wins) and holds its owner, the
// start time and a heartbeat counter, rewritten every lockStaleMs/4. A waiter judges staleness by
// its own clock, from when it first saw the lock's current text: two machines' clocks (and an NFS
// server's mtimes) need not agree, but a text that has not changed for lockStaleMs means a dead
// holder. Takeover moves the stale lock aside (or, where nothing can be renamed, deletes it after
// reading it once more) and creates a new one with O_EXCL again. The holder checks at every
// heartbeat, before every rename into a listed name, and twice around writing the marker, that the
// lock is still its own; if not, it stops without a marker. A taker copies each partial it resumes
// to a new file first: the old holder may be frozen, not dead, and still hold the old one open.
// ---------------------------------------------------------------------------------------------

/** The lock file's text, or undefined when there is none. */
function readLock(file) {
  let fd;
  try {
    fd = openNoLink(file, O_RDONLY);
  } catch (e) {
    if (e.code === 'ENOENT') return undefined;
    if (e.code === 'ELOOP') throw new FatalError(`refusing ${file}: it is a symbolic link, and the staging program follows none`);
    throw e;
  }
  try {
    return fs.readFileSync(fd, 'utf8');
  } finally {
    fs.closeSync(fd);
  }
}

function parseLock(text) {
  try {
    const lock = JSON.parse(text);
    return lock && typeof lock === 'object' ? lock : {};
  } catch {
    return {};
  }
}

function describeLock(text) {
  const lock = parseLock(text);
  if (!lock.owner) return 'an unreadable lock';
  return `held by ${lock.owner}${lock.job ? ` (${lock.job})` : ''}, started ${lock.startedAt}, last heartbeat ${lock.heartbeatAt}`;
}

/** Waits for the lock (at most lockWaitMs), taking over a stale one; returns the held lock. */
async function acquireLock(ctx) {
  const { dest, lockStaleMs, lockWaitMs, job } = ctx.config;
  const file = path.join(dest, LOCK_NAME);
  const owner = `${os.hostname()}/${process.pid}/${crypto.randomBytes(6).toString('hex')}`;
  const startedAt = new Date().toISOString();
  let beat = 0;
  const text = () =>
    `${JSON.stringify({ format: LOCK_FORMAT, owner, job, startedAt, heartbeatAt: new Date().toISOString(), beat: beat++ })}\n`;
  const poll = Math.max(20, Math.min(1000, Math.floor(lockStaleMs / 8)));
  const giveUpAt = Date.now() + lockWaitMs;
  let seen;
  let said = false;
  for (;;) {
    if (ctx.stopped) throw ctx.stopped;
    let fd;
    try {
      fd = openNoLink(file, O_WRONLY | O_CREAT | O_EXCL, 0o644);
    } catch (e) {
      if (e.code !== 'EEXIST') throw new FatalError(`cannot create the lock ${file} (${e.code || e.message})`);
    }
    if (fd !== undefined) {
      try {
        fs.writeSync(fd, text());
      } finally {
        fs.closeSync(fd);
      }
      if (said) ctx.log.info(`lock ${file} acquired`);
      return holdLock(ctx, file, owner, text);
    }
    const current = readLock(file);
    if (current === undefined) continue;
    const now = Date.now();
    if (!seen || seen.text !== current) seen = { text: current, since: now };
    else if (now - seen.since >= lockStaleMs) {
      if (takeOverLock(file, current, ctx.config.resume)) {
        // The run that held it may be frozen rather than dead, and write again when it wakes: its
        // partials are copied to new files before this run appends to them (see adoptPartial).
        ctx.tookOver = true;
        ctx.log.warn(
          `took over the lock ${file}, ${describeLock(current)}: it has not changed for ${((now - seen.since) / 1000).toFixed(1)} s (GPUM_STAGE_LOCK_STALE_MS is ${lockStaleMs}), so that run is gone`,
        );
      }
      seen = undefined;
      continue;
    }
    if (now >= giveUpAt) {
      throw new FatalError(
        `another staging run holds the lock ${file}, ${describeLock(current)}, and its heartbeat is alive: this run waited ${(lockWaitMs / 1000).toFixed(0)} s (GPUM_STAGE_LOCK_WAIT_MS) and stops without touching the destination. Let that run finish; if it has died, its lock is taken over once its heartbeat has not changed for ${(lockStaleMs / 1000).toFixed(0)} s`,
      );
    }
    if (!said) {
      ctx.log.info(`waiting for the lock ${file}: another staging run holds it, ${describeLock(current)}`);
      said = true;
    }
    await sleep(Math.min(poll, Math.max(1, giveUpAt - now)), ctx);
  }
}

/** Moves a stale lock out of the way; false when it changed meanwhile (its run is alive after all). */
function takeOverLock(file, staleText, canRename) {
  if (!canRename) {
    // Write-once destinations cannot rename: read it once more, then delete it.
    if (readLock(file) !== staleText) return false;
    fs.rmSync(file, { force: true });
    return true;
  }
  const aside = `${file}.stale-${crypto.randomBytes(6).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (e) {
    if (e.code === 'ENOENT') return false;
    throw e;
  }
  if (readLock(aside) !== staleText) {
    // A lock that changed after it was judged stale: put it back, unless a new one exists by now
    // (link never replaces a file). Its holder sees the loss at its next heartbeat if it is gone.
    try {
      fs.linkSync(aside, file);
    } catch {
      // a new lock is there: the holder of the moved one stops at its next heartbeat
    }
    fs.rmSync(aside, { force: true });
    return false;
  }
  fs.rmSync(aside, { force: true });
  return true;
}

/** Keeps the lock's heartbeat going; stops the run if the lock is no longer this run's. */
function holdLock(ctx, file, owner, text) {
  const held = () => {
    const current = readLock(file);
    return current !== undefined && parseLock(current).owner === owner;
  };
  const lost = (why) => new FatalError(`${why}: another run may be writing ${ctx.config.dest}, so this run stops without writing a marker`);
  const timer = setInterval(
    () => {
      try {
        if (!held()) return stopRun(ctx, lost(`the lock ${file} is no longer this run's`));
        const fd = openNoLink(file, O_WRONLY | O_TRUNC);
        try {
          fs.writeSync(fd, text());
        } finally {
          fs.closeSync(fd);
        }
      } catch (e) {
        stopRun(ctx, e instanceof FatalError ? e : lost(`cannot refresh the lock ${file} (${e.code || e.message})`));
      }
    },
    Math.max(10, Math.floor(ctx.config.lockStaleMs / 4)),
  );
  return {
    /** Throws unless the lock is still this run's: called immediately before the marker. */
    check() {
      if (ctx.stopped) throw ctx.stopped;
      if (!held()) throw lost(`the lock ${file} is no longer this run's`);
    },
    release() {
      clearInterval(timer);
      try {
        if (held()) fs.unlinkSync(file);
      } catch {
        // a lock left behind is taken over once stale
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The check before the marker. The revision is verified in place rather than staged into a fresh
// directory and renamed into place: the write-once destinations (Mountpoint for S3, gcsfuse,
// ossfs) cannot rename a directory atomically, or at all, and a resumed run needs the earlier run's
// files where they are. What the rename would guarantee is checked instead, under the lock: the
// directory holds exactly the listed files (anything else is removed), each re-read and checked
// against its published digest (or the sha256 of its copy where the source publishes none).
// ---------------------------------------------------------------------------------------------

async function verifyBeforeMarker(ctx, staged) {
  const { dest, concurrency } = ctx.config;
  const listed = new Map(staged.map((f) => [f.path, f]));
  const needed = new Set();
  for (const f of staged) {
    const parts = f.path.split('/');
    for (let i = 1; i < parts.length; i++) needed.add(parts.slice(0, i).join('/'));
  }
  // Nothing is removed under a lock that is no longer this run's.
  if (ctx.lock) ctx.lock.check();
  const removed = [];
  const walk = (rel) => {
    for (const name of fs.readdirSync(path.join(dest, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (r === LOCK_NAME) continue;
      const p = path.join(dest, r);
      const st = fs.lstatSync(p);
      if (st.isDirectory() && !st.isSymbolicLink() && needed.has(r)) walk(r);
      else if (st.isFile() && listed.has(r)) continue;
      else {
        // Not in the listing (an older copy's file, a partial, another run's temporary file, a
        // link): removed, never followed.
        if (st.isDirectory()) removeTree(p);
        else fs.unlinkSync(p);
        removed.push(st.isDirectory() ? `${r}/` : r);
      }
    }
  };
  walk('');
  if (removed.length > 0) {
    const shown = removed.slice(0, 10).join(', ');
    ctx.log.info(`removed ${removed.length} entries the listing does not name: ${shown}${removed.length > 10 ? ', ...' : ''}`);
  }
  await inParallel(staged, concurrency, async (f) => {
    const p = path.join(dest, f.path);
    const size = fileSize(p);
    if (size !== f.size) {
      throw new FatalError(
        `${f.path}: ${size < 0 ? 'missing' : `${size} bytes`} at the check before the marker, the listing says ${f.size}: the destination changed under this run; no marker written`,
      );
    }
    const digests = await digestsOf(ctx, p, f);
    const wrong = mismatch(f, digests, size) || (digests.sha256 !== f.sha256 ? `sha256 ${digests.sha256}, the copy had ${f.sha256}` : null);
    if (wrong) throw new FatalError(`${f.path}: changed after it was verified (${wrong}); no marker written`);
  });
  ctx.log.info(`checked ${staged.length} files again before the marker (size and digest)`);
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
  // A revision another run is staging (or checking) right now is not touched.
  try {
    if (readLock(path.join(dir, LOCK_NAME)) !== undefined) return undefined;
  } catch {
    return undefined;
  }
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
  if (!value.trim()) throw new FatalError(`the KMS secret ${secretName} is empty`);
  const { token, key } = tokenFromSecret(value, `the KMS secret ${secretName}`, env.GPUM_STAGE_SOURCE);
  const from = key ? `, the value of ${showKeys([key])} in its JSON object` : '';
  log.info(`hub token read from the KMS secret ${secretName} (version ${json.VersionId || 'ACSCurrent'}${from})`);
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
  for (const warning of config.warnings) log.warn(warning);
  const ctx = { config, log, active: new Set(), sleepers: new Set(), stopped: undefined };
  // Past the deadline every transfer is cut, the lock released, and no marker written.
  const deadline = setTimeout(
    () =>
      stopRun(
        ctx,
        new FatalError(
          `the run passed its deadline of ${(config.deadlineMs / 1000).toFixed(0)} s (GPUM_STAGE_DEADLINE_MS): stopped without a marker; the next run resumes`,
        ),
      ),
    config.deadlineMs,
  );
  try {
    await stage(ctx);
  } catch (e) {
    const reason = e instanceof FatalError || e instanceof RetryableError ? e.message : `${e.code || ''} ${e.message}`.trim();
    log.error(`${config.job}: staging ${config.repo || config.sourceDir}@${config.revision} into ${config.dest} failed: ${reason}`);
    return 1;
  } finally {
    clearTimeout(deadline);
  }
  // Only once the destination's marker is complete: a failed run deletes nothing.
  if (config.retain > 0) pruneRevisions(ctx);
  return 0;
}

async function stage(ctx) {
  const { config, log } = ctx;
  const what = config.source === 'directory' ? config.sourceDir : `${config.source}:${config.repo}@${config.revision}`;
  checkPathHasNoLinks(config.dest);
  if (isComplete(readManifest(config.dest), config)) {
    log.info(`${what} is already staged in ${config.dest} (${readManifest(config.dest).files.length} files): nothing to do`);
    return;
  }
  fs.mkdirSync(config.dest, { recursive: true });
  checkPathHasNoLinks(config.dest);
  const lock = await acquireLock(ctx);
  ctx.lock = lock;
  try {
    // Another run may have completed the revision while this one waited for the lock.
    const existing = readManifest(config.dest);
    if (isComplete(existing, config)) {
      log.info(
        `${what} is already staged in ${config.dest} (${existing.files.length} files), by the run that held the lock: nothing to do`,
      );
      return;
    }
    await stageLocked(ctx, what, lock);
  } finally {
    lock.release();
  }
}

async function stageLocked(ctx, what, lock) {
  const { config, log } = ctx;
  const marker = path.join(config.dest, MANIFEST_NAME);
  let markerThere = false;
  try {
    fs.lstatSync(marker);
    markerThere = true;
  } catch {
    // none
  }
  if (markerThere) {
    // A marker that no longer matches must go before any file changes, or a server could trust it.
    log.info(`the marker in ${config.dest} does not match this request or its files: staging again`);
    fs.rmSync(marker, { force: true });
  }
  const tokenFrom = config.tokenKey ? `, the value of ${showKeys([config.tokenKey])} in its secret's JSON object` : '';
  log.info(`staging ${what} into ${config.dest}${config.token ? ` (with a hub token${tokenFrom})` : ''}`);
  const source = SOURCES[config.source];
  const listing = await source.list(ctx);
  checkListing(listing.files);
  const files = selectFiles(listing.files, config.include, config.exclude);
  if (files.length === 0) throw new FatalError(`no files selected (${listing.files.length} listed): check include and exclude`);
  const unverified = files.filter((f) => f.algorithm === 'size');
  if (config.requireDigests && unverified.length > 0) {
    const names = unverified.slice(0, 5).map((f) => f.path);
    throw new FatalError(
      `${unverified.length} selected files have no published digest (${names.join(', ')}${unverified.length > 5 ? ', ...' : ''}), and ${config.endpoint} must publish one for every file (GPUM_STAGE_REQUIRE_DIGESTS, on for an endpoint other than the hub's own): a file of the right size could hold anything. Exclude those files, or set requireDigests to false if you trust the endpoint`,
    );
  }
  const total = files.reduce((n, f) => n + f.size, 0);
  log.info(`${files.length} of ${listing.files.length} files selected, ${total} bytes; ${unverified.length} without a published digest`);
  const started = Date.now();
  const staged = await inParallel(files, config.concurrency, (f) => stageFile(ctx, source, listing, f));
  const seconds = Math.max(0.001, (Date.now() - started) / 1000);
  const downloaded = staged.reduce((n, f) => n + f.downloaded, 0);
  await verifyBeforeMarker(ctx, staged);
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
  lock.check();
  await writeManifest(config.dest, renderManifest(meta, staged), config.resume, () => lock.check());
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
