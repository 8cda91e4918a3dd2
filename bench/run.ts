/**
 * `npm run bench`: import and synth cost of the library against the same work done with cdktf and
 * the bindings directly, each sample in a fresh Node.js process. Writes bench/RESULTS.md.
 *
 * The machine may be small and shared, so: one warm-up run per measurement is discarded (it fills
 * the OS file cache), library and raw samples alternate (a burst of load from elsewhere hits both
 * sides alike), and every figure is a median with its spread (min–max) next to it.
 *
 * BENCH_RUNS (default 9: on this project's 2-core VMs one run's CPU time strays by 15% from the next)
 * sets the counted runs per measurement (three times as many for stacks of fewer than 10 workloads,
 * see SMALL_STACK_RUNS); BENCH_COUNTS (default 1,10,100) the
 * stack sizes; BENCH_PLATFORMS (default all) a comma-separated subset of platforms.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PLATFORMS } from './platforms';
import { ROOT } from './root';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const COUNTS = (process.env.BENCH_COUNTS ?? '1,10,100').split(',').map(Number);
const SELECTED = process.env.BENCH_PLATFORMS?.split(',');
for (const [name, values] of [
  ['BENCH_RUNS', [RUNS]],
  ['BENCH_COUNTS', COUNTS],
] as const) {
  if (values.some((v) => !Number.isInteger(v) || v < 1))
    throw new Error(`${name} must be whole numbers of at least 1 (comma-separated for BENCH_COUNTS), got ${process.env[name]}`);
}
const TARGETS = { import: 1.3, synth: 1.2, growth: 1.5 };
/**
 * How many times BENCH_RUNS a stack of fewer than 10 workloads runs. Such a run takes under a
 * tenth of a second, so a pause of a few milliseconds from elsewhere moves its ratio most (pairs
 * spread 0.75-1.65 at 15 runs, and the median moved by 0.1 between whole runs), while three times
 * the pairs cost the benchmark about four minutes.
 */
const SMALL_STACK_RUNS = 3;

interface Sample {
  ms: number;
  cpuMs: number;
  constructMs?: number;
  maxRssMiB: number;
  retainedHeapMiB?: number;
  resourceTypes?: Record<string, number>;
  /** Every attribute path the stack sets (synth-child.ts, shapeOf). */
  shape?: string[];
  outputs?: number;
}

/** The median of a measurement, with its spread. */
interface Stat {
  median: number;
  min: number;
  max: number;
}

interface Measurement {
  ms: Stat;
  cpuMs: Stat;
  maxRssMiB: Stat;
  retainedHeapMiB?: Stat;
  first: Sample;
  samples: Sample[];
}

function runChildIn(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Sample {
  const out = execFileSync(process.execPath, ['--expose-gc', path.join(__dirname, script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return JSON.parse(out) as Sample;
}

function stat(values: number[]): Stat {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

function summarize(samples: Sample[]): Measurement {
  return {
    ms: stat(samples.map((s) => s.ms)),
    cpuMs: stat(samples.map((s) => s.cpuMs)),
    maxRssMiB: stat(samples.map((s) => s.maxRssMiB)),
    retainedHeapMiB: samples[0].retainedHeapMiB === undefined ? undefined : stat(samples.map((s) => s.retainedHeapMiB as number)),
    first: samples[0],
    samples,
  };
}

/**
 * Library and baseline, alternating, after one discarded warm-up run of each (which also writes
 * the library's code cache for what the measurement runs, as a user's first synth does).
 */
function measurePair(
  script: string,
  libraryArgs: string[],
  baselineArgs: string[],
  env: NodeJS.ProcessEnv = {},
  runs = RUNS,
): [Measurement, Measurement] {
  const runChild = (s: string, args: string[]) => runChildIn(s, args, env);
  runChild(script, libraryArgs);
  runChild(script, baselineArgs);
  const library: Sample[] = [];
  const baseline: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which side goes first, so neither always runs right after the other.
    if (i % 2 === 0) {
      library.push(runChild(script, libraryArgs));
      baseline.push(runChild(script, baselineArgs));
    } else {
      baseline.push(runChild(script, baselineArgs));
      library.push(runChild(script, libraryArgs));
    }
  }
  return [summarize(library), summarize(baseline)];
}

/**
 * The library/baseline ratio of each pair of runs made back to back, summarized. A burst of load
 * from elsewhere slows both runs of a pair, so the ratio of a pair is steadier than the ratio of
 * two medians taken over the whole measurement.
 */
function pairedRatio(library: Measurement, baseline: Measurement, key: 'ms' | 'cpuMs'): Stat {
  return stat(library.samples.map((s, i) => s[key] / baseline.samples[i][key]));
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
/** `median (min–max)`. */
const spread = (s: Stat, digits = 0) => `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
const verdict = (r: number, target: number) => `${fmt(r, 2)}x ${r <= target ? 'met' : '**missed**'}`;
/** A paired ratio and its verdict: `1.05x met (0.98–1.12)`. */
const ratioVerdict = (r: Stat, target: number) => `${verdict(r.median, target)} (${fmt(r.min, 2)}–${fmt(r.max, 2)})`;

function version(pkg: string): string {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/**
 * Fails the benchmark when the two sides do not synthesize the same resources with the same
 * attributes set: the ratio would mean nothing.
 */
function assertSameResources(platform: string, count: number, library: Sample, raw: Sample): void {
  const types = new Set([...Object.keys(library.resourceTypes ?? {}), ...Object.keys(raw.resourceTypes ?? {})]);
  const differences = [...types]
    .filter((t) => library.resourceTypes?.[t] !== raw.resourceTypes?.[t])
    .map((t) => `${t}: library ${library.resourceTypes?.[t] ?? 0}, raw ${raw.resourceTypes?.[t] ?? 0}`);
  if (library.outputs !== raw.outputs) differences.push(`outputs: library ${library.outputs}, raw ${raw.outputs}`);
  const libraryShape = new Set(library.shape ?? []);
  const rawShape = new Set(raw.shape ?? []);
  for (const at of libraryShape) if (!rawShape.has(at)) differences.push(`only the library sets ${at}`);
  for (const at of rawShape) if (!libraryShape.has(at)) differences.push(`only the raw stack sets ${at}`);
  if (differences.length > 0) {
    const message = `BENCHMARK INVALID: ${platform} x${count}: the library and raw stacks synthesize different resources:\n  ${differences.join('\n  ')}`;
    console.error(message);
    throw new Error(message);
  }
}

const total = (types: Record<string, number> | undefined) => Object.values(types ?? {}).reduce((a, b) => a + b, 0);

// The library's code cache (src/core/private/compile-cache.ts) starts empty, so that no earlier run's
// cache, or one of other code, is measured; each measurement's warm-up run writes what it needs.
fs.rmSync(path.join(ROOT, '.cache', 'compile'), { recursive: true, force: true });
/** The library with its code cache off: a user's first synth after an install or upgrade. */
const NO_CODE_CACHE = { CDKTF_GPU_MODELS_COMPILE_CACHE: 'off' };

const platforms = PLATFORMS.filter((p) => !SELECTED || SELECTED.includes(p.name));
const lines: string[] = [];
const summary: string[] = [];
lines.push('# Benchmark results', '');
lines.push(
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} runs (${RUNS * SMALL_STACK_RUNS} for a synth of fewer than 10 workloads, whose short runs stray most), each in a fresh Node.js process, after one discarded warm-up run; the spread (min–max of those runs) is in parentheses. Library and baseline runs alternate, and ratios are the median of the ratios of each back-to-back pair (their spread in parentheses). Verdicts use the process's CPU time (user + system), which waiting for a busy core does not inflate; wall-clock figures are given next to them. How to read it: [README.md](README.md).`,
  '',
);
lines.push('## Machine and versions', '');
lines.push(
  `- CPU: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}; memory ${fmt(os.totalmem() / 2 ** 30, 1)} GiB; ${os.type()} ${os.release()}; load average at start ${os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(', ')}`,
);
lines.push(`- Node.js ${process.version}; cdktf ${version('cdktf')}; constructs ${version('constructs')}`);
lines.push(`- cdktf-gpu-models ${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version} (compiled lib/)`);
for (const p of ['@cdktf/provider-google', '@cdktf/provider-aws', '@cdktf/provider-kubernetes']) {
  if (fs.existsSync(path.join(ROOT, 'node_modules', p))) lines.push(`- ${p} ${version(p)}`);
}
lines.push('');

lines.push('## Import', '');
lines.push(
  'Time to `require` the modules and the process\'s peak RSS. The baseline is what a stack written by hand loads: `cdktf` and exactly the provider bindings the raw stack uses, by deep path. "Subpath" rows load the subpath alone; "whole stack" rows load the root, the subpath and the provider modules a library stack imports or always needs (a module the library loads only on first use is counted in the synth time of the first workload instead).',
  '',
);
lines.push(
  `| entry | library CPU (ms) | baseline CPU (ms) | CPU ratio, target ${TARGETS.import}x (spread) | library wall (ms) | baseline wall (ms) | wall ratio | library / baseline peak RSS (MiB) |`,
  '|---|---|---|---|---|---|---|---|',
);
const importRows: Array<[string, string[], string[]]> = [['cdktf-gpu-models (root)', ['lib'], ['cdktf']]];
for (const p of platforms) {
  importRows.push([`cdktf-gpu-models/${p.name} (subpath)`, [p.libraryImport], p.baselineImports]);
  importRows.push([`${p.name} whole stack`, ['lib', p.libraryImport, ...p.libraryExtraImports], p.baselineImports]);
}
for (const [name, library, baseline] of importRows) {
  const [lib, base] = measurePair('import-child.js', library, baseline);
  const r = pairedRatio(lib, base, 'cpuMs');
  const wall = pairedRatio(lib, base, 'ms');
  lines.push(
    `| ${name} | ${spread(lib.cpuMs)} | ${spread(base.cpuMs)} | ${ratioVerdict(r, TARGETS.import)} | ${spread(lib.ms)} | ${spread(base.ms)} | ${fmt(wall.median, 2)}x | ${fmt(lib.maxRssMiB.median)} / ${fmt(base.maxRssMiB.median)} |`,
  );
  summary.push(
    `import ${name}: CPU ${fmt(lib.cpuMs.median)} ms vs ${fmt(base.cpuMs.median)} ms, paired ratio ${verdict(r.median, TARGETS.import)} (wall ${fmt(wall.median, 2)}x)`,
  );
  console.log(summary[summary.length - 1]);
}
lines.push('');

lines.push('## Synth', '');
lines.push(
  `Time to construct N workloads and \`app.synth()\` them (all modules loaded beforehand, on both sides), against the same resources written directly with the bindings (the benchmark fails if the resource types and counts, or the attribute paths they set, differ). Peak RSS is the process's; retained heap is what the synthesized app holds after a garbage collection. Target: library within ${TARGETS.synth}x of raw.`,
  '',
);
for (const platform of platforms) {
  lines.push(`### ${platform.name}`, '');
  lines.push(
    '| workloads | resources | library CPU (ms) | raw CPU (ms) | CPU ratio (spread) | library wall (ms) | raw wall (ms) | wall ratio | peak RSS library / raw (MiB) | retained heap library / raw (MiB) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  const library: Measurement[] = [];
  const raw: Measurement[] = [];
  /** Measures one stack size and writes its row and summary line. */
  const measureSynth = (count: number, label: string, env: NodeJS.ProcessEnv = {}): [Measurement, Measurement] => {
    const [lib, base] = measurePair(
      'synth-child.js',
      [platform.name, 'library', String(count)],
      [platform.name, 'raw', String(count)],
      env,
      count < 10 ? RUNS * SMALL_STACK_RUNS : RUNS,
    );
    assertSameResources(platform.name, count, lib.first, base.first);
    const r = pairedRatio(lib, base, 'cpuMs');
    const wall = pairedRatio(lib, base, 'ms');
    lines.push(
      `| ${label} | ${total(lib.first.resourceTypes)} | ${spread(lib.cpuMs)} | ${spread(base.cpuMs)} | ${ratioVerdict(r, TARGETS.synth)} | ${spread(lib.ms)} | ${spread(base.ms)} | ${fmt(wall.median, 2)}x | ${fmt(lib.maxRssMiB.median)} / ${fmt(base.maxRssMiB.median)} | ${fmt(lib.retainedHeapMiB!.median, 1)} / ${fmt(base.retainedHeapMiB!.median, 1)} |`,
    );
    summary.push(
      `synth ${platform.name} x${label}: CPU ${fmt(lib.cpuMs.median)} ms vs ${fmt(base.cpuMs.median)} ms, paired ratio ${verdict(r.median, TARGETS.synth)} (wall ${fmt(wall.median, 2)}x)`,
    );
    console.log(summary[summary.length - 1]);
    return [lib, base];
  };
  for (const count of COUNTS) {
    const [lib, base] = measureSynth(count, String(count));
    library.push(lib);
    raw.push(base);
  }
  // The smallest stack once more with the library's code cache off: what the first synth after an
  // install or an upgrade costs, before the cache exists (the rows above are every synth after it).
  measureSynth(COUNTS[0], `${COUNTS[0]}, first synth (no code cache)`, NO_CODE_CACHE);
  if (COUNTS.length >= 3) {
    // Marginal cost: what each extra workload adds between two stack sizes. Linear growth keeps it flat.
    const marginal = (m: Measurement[], key: 'cpuMs' | 'retainedHeapMiB', a: number, b: number) =>
      (m[b][key]!.median - m[a][key]!.median) / (COUNTS[b] - COUNTS[a]);
    const last = COUNTS.length - 1;
    const row = (label: string, m: Measurement[], key: 'cpuMs' | 'retainedHeapMiB', unit: string, digits: number) => {
      const early = marginal(m, key, 0, 1);
      const late = marginal(m, key, last - 1, last);
      return `| ${label} | ${fmt(early, digits)} ${unit} | ${fmt(late, digits)} ${unit} | ${verdict(late / early, TARGETS.growth)} |`;
    };
    lines.push(
      '',
      `Growth: the cost of one more workload between ${COUNTS[0]} and ${COUNTS[1]} workloads, and between ${COUNTS[last - 1]} and ${COUNTS[last]}. Linear growth keeps it flat (late/early ≈ 1, or below as the JIT warms up); target: late/early ≤ ${TARGETS.growth}.`,
      '',
      `| | per workload, ${COUNTS[0]}→${COUNTS[1]} | per workload, ${COUNTS[last - 1]}→${COUNTS[last]} | late/early |`,
      '|---|---|---|---|',
      row('library CPU time', library, 'cpuMs', 'ms', 2),
      row('raw CPU time', raw, 'cpuMs', 'ms', 2),
      row('library retained heap', library, 'retainedHeapMiB', 'MiB', 2),
      row('raw retained heap', raw, 'retainedHeapMiB', 'MiB', 2),
    );
  }
  lines.push('');
}
lines.push('## Summary', '', ...summary.map((s) => `- ${s.replace(/\*\*/g, '')}`), '');
fs.writeFileSync(path.join(ROOT, 'bench', 'RESULTS.md'), `${lines.join('\n')}\n`);
console.log('wrote bench/RESULTS.md');
