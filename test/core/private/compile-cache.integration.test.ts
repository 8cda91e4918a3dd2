/**
 * The library's code cache (src/core/private/compile-cache.ts), as a user's process meets it: the
 * library compiled to JavaScript and installed in an app's node_modules, then loaded by fresh Node.js
 * processes. What it does is read from `NODE_DEBUG=cdktf-gpu-models` and the cache directory; that
 * the cached code is the code on disk is read from what the library does.
 */
import { SpawnSyncReturns, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..', '..');

let app: string;
let library: string;
let cacheDir: string;

/** Writes src/ compiled to CommonJS (as `npm run build` does, file by file) into an app's node_modules. */
function installLibrary(): void {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-compile-cache-'));
  library = path.join(app, 'node_modules', 'cdktf-gpu-models');
  const { options } = ts.convertCompilerOptionsFromJson(
    JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')).compilerOptions,
    ROOT,
  );
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const out = path.join(library, 'lib', path.relative(path.join(ROOT, 'src'), file)).replace(/\.ts$/, '.js');
        fs.mkdirSync(path.dirname(out), { recursive: true });
        const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file });
        fs.writeFileSync(out, outputText);
      }
    }
  };
  walk(path.join(ROOT, 'src'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(library, 'package.json'));
  // The library's dependencies, as the app's own.
  for (const dependency of ['cdktf', 'constructs', '@cdktf/provider-google']) {
    const link = path.join(app, 'node_modules', dependency);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules', dependency)), link, 'dir');
  }
  cacheDir = path.join(library, '.cache', 'compile');
}

/** The environment of the test's processes: none of the switches that turn the cache off. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_DEBUG: 'cdktf-gpu-models' };
  for (const name of [
    'CDKTF_GPU_MODELS_COMPILE_CACHE',
    'NODE_DISABLE_COMPILE_CACHE',
    'NODE_V8_COVERAGE',
    'NODE_COMPILE_CACHE',
    'NODE_OPTIONS',
  ])
    delete env[name];
  return env;
}

/** Runs a script in the app in a fresh Node.js process, with the cache's debug output on. */
function run(script: string, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []): SpawnSyncReturns<string> & { debug: string[] } {
  const result = spawnSync(process.execPath, [...nodeArgs, '-e', script], {
    cwd: app,
    encoding: 'utf8',
    env: { ...cleanEnv(), ...env },
  });
  if (result.status !== 0) throw new Error(`node exited ${result.status}: ${result.stderr}`);
  const debug = result.stderr.split('\n').filter((line) => /^CDKTF-GPU-MODELS \d+: compile cache/.test(line));
  return { ...result, debug };
}

/** Loads the google subpath and prints a value its code holds. */
const LOAD_GOOGLE = `process.stdout.write(require('cdktf-gpu-models/google').CloudRunGpuType.NVIDIA_L4)`;

/** Builds a Cloud Run GPU worker pool and synthesizes it: most of the google platform's code runs. */
const SYNTH_GOOGLE = `
  const fs = require('fs'), os = require('os'), path = require('path');
  const { App, TerraformStack } = require('cdktf');
  const { GoogleProvider } = require('@cdktf/provider-google/lib/provider');
  const { GpuFunctionWithModel, GpuPlatform, ContainerImage, ModelArtifact, ModelStorage, Size } = require('cdktf-gpu-models');
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-cc-synth-'));
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'stack');
  new GoogleProvider(stack, 'google', { project: 'acme-ml', region: 'us-central1' });
  new GpuFunctionWithModel(stack, 'fn', {
    platform: GpuPlatform.googleCloudRun({ region: 'us-central1', cpu: 8, enableApis: false }),
    image: ContainerImage.fromRegistry('us-docker.pkg.dev/acme-ml/serving/inference:1'),
    model: new ModelArtifact({ name: 'model', size: Size.gibibytes(15) }),
    storage: ModelStorage.objectStorageMount({ fileCache: { size: Size.gibibytes(16) } }),
  });
  app.synth();
  const synthesized = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'stack', 'cdk.tf.json'), 'utf8'));
  fs.rmSync(outdir, { recursive: true, force: true });
  process.stdout.write(Object.keys(synthesized.resource).sort().join(',') + ' ' + require('crypto').createHash('sha1').update(JSON.stringify(synthesized)).digest('hex'));
`;

function counts(debug: string[]): { fromCache: number; compiled: number } {
  const line = debug.find((l) => /modules from the cache/.test(l));
  const match = /: (\d+) modules from the cache, (\d+) compiled$/.exec(line ?? '');
  if (!match) throw new Error(`no summary in ${JSON.stringify(debug)}`);
  return { fromCache: Number(match[1]), compiled: Number(match[2]) };
}

function cacheFiles(): string[] {
  return fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir) : [];
}

beforeAll(installLibrary, 120_000);
afterAll(() => fs.rmSync(app, { recursive: true, force: true }));
beforeEach(() => fs.rmSync(path.join(library, '.cache'), { recursive: true, force: true }));

describe('the code cache of the library’s modules', () => {
  test('the first process compiles and writes it to .cache/compile in the package; the next reads every module from it and writes nothing', () => {
    const first = run(LOAD_GOOGLE);
    expect(first.stdout).toBe('nvidia-l4');
    const { fromCache, compiled } = counts(first.debug);
    expect(fromCache).toBe(0);
    expect(compiled).toBeGreaterThan(50);
    expect(first.debug.some((l) => / written \(compiled: .*google\/cloud-run-gpu-workload\.js/.test(l))).toBe(true);
    const [file] = cacheFiles();
    expect(file).toMatch(/^\d+\.bin$/);
    const written = fs.statSync(path.join(cacheDir, file)).mtimeMs;

    const second = run(LOAD_GOOGLE);
    expect(second.stdout).toBe('nvidia-l4');
    expect(counts(second.debug)).toEqual({ fromCache: compiled, compiled: 0 });
    expect(second.debug.filter((l) => /written/.test(l))).toEqual([]);
    expect(fs.statSync(path.join(cacheDir, file)).mtimeMs).toBe(written);
  });

  test('a module whose source changed, even to one of the same length, runs its new code and is cached anew', () => {
    run(LOAD_GOOGLE);
    const gpuType = path.join(library, 'lib', 'google', 'gpu-type.js');
    const original = fs.readFileSync(gpuType, 'utf8');
    try {
      // Same length: V8's own check of the code cache compares lengths only.
      const changed = original.replace('"nvidia-l4"', '"nvidia-x4"');
      expect(changed).not.toBe(original);
      fs.writeFileSync(gpuType, changed);
      const afterChange = run(LOAD_GOOGLE);
      expect(afterChange.stdout).toBe('nvidia-x4');
      expect(counts(afterChange.debug).compiled).toBe(1);
      expect(afterChange.debug.some((l) => / written \(compiled: google\/gpu-type\.js\)$/.test(l))).toBe(true);
      expect(counts(run(LOAD_GOOGLE).debug).compiled).toBe(0);
    } finally {
      fs.writeFileSync(gpuType, original);
    }
  });

  test('a synth from the cache synthesizes the same configuration as one without it', () => {
    const without = run(SYNTH_GOOGLE, { CDKTF_GPU_MODELS_COMPILE_CACHE: 'off' }).stdout;
    expect(without).toMatch(/google_cloud_run_v2_worker_pool.* [0-9a-f]{40}$/);
    run(SYNTH_GOOGLE);
    const cached = run(SYNTH_GOOGLE);
    expect(counts(cached.debug).compiled).toBe(0);
    expect(cached.stdout).toBe(without);
  });

  test('a process that ran more of the library than the one that wrote the cache (a synth after loading the same modules) writes it again, once', () => {
    // Every module the synth loads, some only while it builds the workload.
    const firstSynth = run(SYNTH_GOOGLE);
    const modules = /written \(compiled: (.*)\)$/.exec(firstSynth.debug.find((l) => /written/.test(l)) ?? '')?.[1].split(', ') ?? [];
    expect(modules).toContain('google/cloud-run-gpu-workload.js');
    fs.rmSync(cacheDir, { recursive: true });
    // Loaded, nothing run: the cache this writes holds the modules but not the functions a synth runs.
    const loadOnly = modules.map((m) => `require(${JSON.stringify(path.join(library, 'lib', m))});`).join('');
    expect(counts(run(`require('cdktf-gpu-models'); ${loadOnly}`).debug).compiled).toBe(modules.length);

    const synth = run(SYNTH_GOOGLE);
    expect(counts(synth.debug)).toEqual({ fromCache: modules.length, compiled: 0 });
    expect(synth.debug.filter((l) => /written/.test(l))).toEqual([
      expect.stringMatching(/written \(this process ran more of the library than the one that wrote it\)$/),
    ]);
    expect(run(SYNTH_GOOGLE).debug.filter((l) => /written/.test(l))).toEqual([]);
    // Loading alone after the synth leaves the richer cache alone.
    expect(run(`require('cdktf-gpu-models'); ${loadOnly}`).debug.filter((l) => /written/.test(l))).toEqual([]);
  });

  test('a cache file that others could have changed is not read', () => {
    run(LOAD_GOOGLE);
    const [file] = cacheFiles();
    fs.chmodSync(path.join(cacheDir, file), 0o666);
    const result = run(LOAD_GOOGLE);
    expect(result.stdout).toBe('nvidia-l4');
    expect(result.debug).toContainEqual(expect.stringMatching(/not read: it is writable by group or others$/));
    expect(counts(result.debug).fromCache).toBe(0);
    // Written anew by its owner, with no write bits for others.
    expect(fs.statSync(path.join(cacheDir, file)).mode & 0o022).toBe(0);
    expect(counts(run(LOAD_GOOGLE).debug).compiled).toBe(0);
  });

  test('a module that calls import() is left to Node.js, and its import() works in every process', () => {
    const probe = path.join(library, 'lib', 'core', 'private', 'dynamic-import-probe.js');
    fs.writeFileSync(probe, "'use strict';\nexports.load = () => import('../size.js');\n");
    try {
      const script = `require('cdktf-gpu-models'); require(${JSON.stringify(probe)}).load().then((m) => process.stdout.write(typeof m.Size));`;
      for (let i = 0; i < 3; i++) {
        const result = run(script);
        expect(result.stdout).toBe('function');
        expect(result.debug.filter((l) => /dynamic-import-probe/.test(l))).toEqual([]);
      }
    } finally {
      fs.rmSync(probe);
    }
  });

  test('an ES module that imports the library uses the cache too', () => {
    const script = `import { CloudRunGpuType } from 'cdktf-gpu-models/google'; process.stdout.write(CloudRunGpuType.NVIDIA_L4);`;
    const esm = () => run(script, {}, ['--input-type=module']);
    expect(esm().stdout).toBe('nvidia-l4');
    const second = esm();
    expect(second.stdout).toBe('nvidia-l4');
    expect(counts(second.debug).compiled).toBe(0);
  });

  test('modules loaded by a later process are added, and the earlier ones kept', () => {
    run(LOAD_GOOGLE);
    const both = run(`require('cdktf-gpu-models/google'); require('cdktf-gpu-models/alicloud')`);
    expect(counts(both.debug).compiled).toBeGreaterThan(0);
    expect(counts(run(`require('cdktf-gpu-models/google'); require('cdktf-gpu-models/alicloud')`).debug).compiled).toBe(0);
    expect(counts(run(LOAD_GOOGLE).debug).compiled).toBe(0);
  });

  test('a later process that adds modules but runs less of the cached ones keeps their richer entries', () => {
    run(SYNTH_GOOGLE);
    // Loads the google modules from the cache without running their synth code, compiles alicloud's,
    // and lives through major collections, as a long synth does: V8 drops the bytecode of functions
    // that stay idle through several of them.
    const adding = run(`
      const { PerformanceObserver, constants } = require('perf_hooks');
      let majors = 0;
      new PerformanceObserver((list) => { majors += list.getEntries().filter((e) => e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length; }).observe({ entryTypes: ['gc'] });
      require('cdktf-gpu-models/google'); require('cdktf-gpu-models/alicloud');
      let garbage = [];
      const churn = () => { for (let i = 0; i < 40; i++) { garbage.push(new Array(1e6).fill(i)); if (garbage.length > 4) garbage = []; } };
      const until = () => { if (majors < 12) { churn(); setImmediate(until); } else process.stdout.write(String(majors)); };
      until();
    `);
    expect(Number(adding.stdout)).toBeGreaterThanOrEqual(12);
    expect(adding.debug.some((l) => / written \(compiled: .*alicloud\//.test(l))).toBe(true);
    // Had the load-only entries replaced the synth's, this synth would find its code missing and write again.
    const synth = run(SYNTH_GOOGLE);
    expect(counts(synth.debug).compiled).toBe(0);
    expect(synth.debug.filter((l) => /written/.test(l))).toEqual([]);
  });

  test('the generated alicloud bindings, which stand where a provider package does, are not cached', () => {
    const loaded = run(`require('cdktf-gpu-models/alicloud'); require('cdktf-gpu-models/alicloud/generated/fcv3-function')`);
    expect(loaded.debug.some((l) => /written/.test(l))).toBe(true);
    expect(loaded.debug.filter((l) => /generated\//.test(l))).toEqual([]);
  });

  test('an unreadable cache file is ignored and replaced', () => {
    run(LOAD_GOOGLE);
    const [file] = cacheFiles();
    fs.writeFileSync(path.join(cacheDir, file), 'not a cache');
    const result = run(LOAD_GOOGLE);
    expect(result.stdout).toBe('nvidia-l4');
    expect(counts(result.debug).fromCache).toBe(0);
    expect(counts(run(LOAD_GOOGLE).debug).compiled).toBe(0);
  });

  test('a cache directory that cannot be created costs nothing but the cache: the process runs and says nothing', () => {
    fs.writeFileSync(path.join(library, '.cache'), 'a file where the directory would be');
    try {
      const quiet = spawnSync(process.execPath, ['-e', LOAD_GOOGLE], {
        cwd: app,
        encoding: 'utf8',
        env: { ...cleanEnv(), NODE_DEBUG: '' },
      });
      expect(quiet.status).toBe(0);
      expect(quiet.stdout).toBe('nvidia-l4');
      expect(quiet.stderr).toBe('');
      expect(run(LOAD_GOOGLE).debug.some((l) => /not written: /.test(l))).toBe(true);
    } finally {
      fs.rmSync(path.join(library, '.cache'), { force: true });
    }
  });

  test.each([
    ['CDKTF_GPU_MODELS_COMPILE_CACHE', 'off'],
    ['CDKTF_GPU_MODELS_COMPILE_CACHE', '0'],
    ['NODE_DISABLE_COMPILE_CACHE', '1'],
    // Relative: Node.js writes the coverage into the app's folder.
    ['NODE_V8_COVERAGE', 'v8-coverage'],
  ])('%s=%s turns it off: nothing is read or written', (name, value) => {
    const result = run(LOAD_GOOGLE, { [name]: value });
    expect(result.stdout).toBe('nvidia-l4');
    expect(result.debug).toEqual([]);
    expect(cacheFiles()).toEqual([]);
  });

  test('errors thrown from cached code keep their file, line and column', () => {
    run(LOAD_GOOGLE);
    const script = `
      const { Size } = require('cdktf-gpu-models');
      try { Size.gibibytes(-1); } catch (e) { process.stdout.write(e.stack); }`;
    const uncached = run(script, { CDKTF_GPU_MODELS_COMPILE_CACHE: 'off' }).stdout;
    run(script);
    const cached = run(script);
    expect(counts(cached.debug).compiled).toBe(0);
    expect(cached.stdout).toBe(uncached);
    expect(cached.stdout).toMatch(/node_modules\/cdktf-gpu-models\/lib\/core\/size\.js:\d+:\d+/);
  });
});
