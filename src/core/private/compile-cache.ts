/**
 * A V8 code cache for the library's own modules, kept between processes.
 *
 * Why: every `cdktf synth` runs the app in a fresh Node.js process, and V8 compiles each library
 * function on its first call, every time. For a stack with one workload that compiling is most of
 * what the library adds to the synth (bench/README.md measures it). Node.js 20 keeps no compiled code
 * between processes, so the library keeps its own: the first process that loads the library writes
 * V8's code cache for the modules it loaded when it exits (with the functions that ran, compiled),
 * and later processes read it instead of compiling. Node.js 22's module compile cache does the same
 * for every module when a user turns it on; then this one steps aside.
 *
 * What it covers: only the compiled files of this package's `lib/` (never the user's code or a
 * provider package), and not the generated alicloud bindings (`lib/alicloud/generated`), which stand
 * where a provider package does on the other platforms. A module that calls `import()` is left to
 * Node.js: V8 cannot resolve a dynamic import in code it took from a cache.
 *
 * Where: `.cache/compile/` inside the installed package, so that who can change the cache could
 * change the package's code as well; a cache file that is writable by group or others, or owned by
 * another user than the process's or root, is not read (V8 runs cached code as it is: its own check
 * compares only the source's length). One file per V8 version and flag set
 * (`v8.cachedDataVersionTag()`); each module's entry is keyed by its path in `lib/` and a hash of
 * its source, so a changed file is compiled afresh.
 *
 * Off: `CDKTF_GPU_MODELS_COMPILE_CACHE=off` (or `0`, `false`), Node.js's `NODE_DISABLE_COMPILE_CACHE=1`,
 * under coverage (`NODE_V8_COVERAGE`) or a policy manifest (whose integrity checks run in Node.js's
 * own compile step), when Node.js's own compile cache is enabled, and when the library does not run
 * as its compiled `lib/` (from TypeScript sources under ts-node or Jest, or bundled). Every failure
 * to read or write is silent: the cache only saves time, and nothing depends on it.
 * `NODE_DEBUG=cdktf-gpu-models` prints what it did.
 */
import { createHash, randomBytes } from 'crypto';
import * as fs from 'fs';
import Module from 'module';
import * as path from 'path';
import { debuglog } from 'util';
import * as v8 from 'v8';
import * as vm from 'vm';

/** The module loader's parts this file uses that @types/node does not declare. */
interface LoaderInternals {
  wrap(source: string): string;
  wrapper: readonly string[];
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: { paths?: string[] }): string;
  _resolveLookupPaths(request: string, parent: Module): string[] | null;
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Dict<Module>;
  getCompileCacheDir?: () => string | undefined;
}

/** Where Node.js's CommonJS loader compiles and runs a module's source. */
interface ModulePrototype {
  _compile: CompileMethod;
}

type CompileMethod = (this: Module, content: string, filename: string, format?: string) => unknown;

interface CacheEntry {
  readonly hash: string;
  readonly data: Uint8Array;
}

interface CompiledModule {
  readonly key: string;
  readonly hash: string;
  readonly script: vm.Script;
  /** The source's length. */
  readonly length: number;
}

/** How much larger the largest module's code cache must have grown for the cache to be written again. */
const GROWTH_WORTH_WRITING = 1.25;

const debug = debuglog('cdktf-gpu-models');
const loader = Module as unknown as LoaderInternals;
/** The package's lib/ directory, with a trailing separator. */
const LIB = path.resolve(__dirname, '..', '..') + path.sep;
const EXCLUDED = path.join(LIB, 'alicloud', 'generated') + path.sep;

const nodeOptions = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
const enabled =
  // The compiled lib/: from TypeScript sources, ts-node or Jest compile the modules, not Node.js's
  // loader; in a bundle, lib/ would be the user's.
  __filename === path.join(LIB, 'core', 'private', 'compile-cache.js') &&
  path.basename(LIB) === 'lib' &&
  !/^(0|off|false)$/i.test(process.env.CDKTF_GPU_MODELS_COMPILE_CACHE ?? '') &&
  !process.env.NODE_DISABLE_COMPILE_CACHE &&
  !process.env.NODE_V8_COVERAGE &&
  !/--(experimental-policy|policy-integrity)/.test(nodeOptions) &&
  !loader.getCompileCacheDir?.() &&
  typeof (Module.prototype as unknown as ModulePrototype)._compile === 'function';

if (enabled) install();

function install(): void {
  const cacheFile = path.join(cacheDirectory(), `${v8.cachedDataVersionTag()}.bin`);
  const prototype = Module.prototype as unknown as ModulePrototype;
  const previous = prototype._compile;
  let stored: Record<string, CacheEntry> | undefined;
  const compiled: CompiledModule[] = [];
  const misses: string[] = [];

  const compileWithCache: CompileMethod = function (this: Module, content, filename, format) {
    if (
      !filename.startsWith(LIB) ||
      filename.startsWith(EXCLUDED) ||
      (format !== undefined && format !== 'commonjs') ||
      // A hashbang line is valid only at the very start of a script, not after the module wrapper.
      content.startsWith('#!') ||
      // V8 cannot resolve import() in code taken from a cache (nodejs/node#43663); lib/ has none today.
      content.includes('import(')
    )
      return previous.call(this, content, filename, format);
    stored ??= readCache(cacheFile);
    const key = filename.slice(LIB.length).split(path.sep).join('/');
    const hash = createHash('sha1').update(content).digest('base64');
    const entry = stored[key];
    const cachedData = entry?.hash === hash && ArrayBuffer.isView(entry.data) ? entry.data : undefined;
    const script = new vm.Script(loader.wrap(content), {
      filename,
      // Line 1 starts after the wrapper's `(function (exports, ...) { `: keep its columns as in the file.
      columnOffset: -loader.wrapper[0].length,
      cachedData,
    });
    if (cachedData === undefined || script.cachedDataRejected) misses.push(key);
    compiled.push({ key, hash, script, length: content.length });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };
  prototype._compile = compileWithCache;
  process.once('exit', () => {
    if (compiled.length === 0) return;
    try {
      debug('compile cache %s: %d modules from the cache, %d compiled', cacheFile, compiled.length - misses.length, misses.length);
      if (misses.length > 0) writeCache(cacheFile, stored ?? {}, compiled, new Set(misses), `compiled: ${misses.join(', ')}`);
      else if (ranMoreCode(compiled, stored ?? {}))
        writeCache(cacheFile, stored ?? {}, compiled, new Set(), 'this process ran more of the library than the one that wrote it');
    } catch {
      // Never let the cache change how the process exits.
    }
  });
}

/**
 * Whether this process compiled markedly more of the library's functions than the process that
 * wrote the cache: one that only loaded the library (the `advise` command, a script that imports
 * it) writes a cache without the functions a synth runs, and the synths after it would find every
 * module cached and never add them. Told from the largest module loaded (a platform's workload
 * construct, most of which only a synth runs), so that the check costs one module's serialization
 * (about 0.5 ms) rather than all of them (about 7 ms).
 */
function ranMoreCode(compiled: readonly CompiledModule[], stored: Record<string, CacheEntry>): boolean {
  const largest = compiled.reduce((a, b) => (b.length > a.length ? b : a));
  const before = stored[largest.key]?.data.byteLength ?? 0;
  return largest.script.createCachedData().byteLength > before * GROWTH_WORTH_WRITING;
}

/** `.cache/compile` in the package's own directory (beside `lib/` and `package.json`). */
function cacheDirectory(): string {
  return path.join(path.dirname(LIB), '.cache', 'compile');
}

function readCache(file: string): Record<string, CacheEntry> {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const untrusted = untrustedBecause(fs.fstatSync(fd));
    if (untrusted) {
      debug('compile cache %s: not read: %s', file, untrusted);
      return {};
    }
    const parsed = v8.deserialize(fs.readFileSync(fd)) as { entries?: Record<string, CacheEntry> };
    return parsed.entries ?? {};
  } catch {
    return {};
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Why a cache file must not be read, if it must not: V8 runs the code in it without checking it
 * against the source, so it must be as hard to change as the package's own files.
 */
function untrustedBecause(stat: fs.Stats): string | undefined {
  // Windows keeps no owner and mode in these fields; there the directory's ACL is the package's.
  if (process.platform === 'win32' || process.getuid === undefined) return undefined;
  if ((stat.mode & 0o022) !== 0) return 'it is writable by group or others';
  if (stat.uid !== process.getuid() && stat.uid !== 0) return `it is owned by user ${stat.uid}`;
  return undefined;
}

/**
 * Writes the code cache of every module this process compiled, with the entries of the modules it
 * did not load. At exit, so that the functions that ran are in it compiled. Written to a temporary
 * file and renamed, so that a concurrent process reads either the old cache or the new one.
 *
 * A module this process took from the cache keeps its stored entry when that entry holds more code:
 * the process may have run less of it (another platform's synth runs other functions of a shared
 * module, a script only loads it) or lost some of it (V8 drops the bytecode of functions left idle
 * through several collections), and its entry would otherwise replace a richer one.
 */
function writeCache(
  file: string,
  stored: Record<string, CacheEntry>,
  compiled: readonly CompiledModule[],
  missed: ReadonlySet<string>,
  reason: string,
): void {
  // A new file of an unguessable name (never one planted there, nor a link), readable by all, written by its owner only.
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  try {
    const entries: Record<string, CacheEntry> = { ...stored };
    for (const { key, hash, script } of compiled) {
      const data = script.createCachedData();
      const kept = stored[key];
      if (!missed.has(key) && kept?.hash === hash && kept.data.byteLength >= data.byteLength) continue;
      entries[key] = { hash, data };
    }
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    const fd = fs.openSync(temporary, 'wx', 0o644);
    try {
      fs.writeFileSync(fd, v8.serialize({ entries }));
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
    debug('compile cache %s: written (%s)', file, reason);
  } catch (e) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // The directory is not there either.
    }
    debug('compile cache %s: not written: %s', file, e instanceof Error ? e.message : String(e));
  }
}

/** The `require` a module's code receives, as Node.js's loader makes it. */
function requireFor(module: Module): NodeJS.Require {
  const require = ((id: string) => module.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    loader._resolveFilename(request, module, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => loader._resolveLookupPaths(request, module);
  require.resolve = resolve;
  require.main = process.mainModule;
  require.extensions = loader._extensions;
  require.cache = loader._cache;
  return require;
}
