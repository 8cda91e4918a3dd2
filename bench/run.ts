/**
 * `npm run bench`: what a whole `synth` process costs with the library against the same resources
 * written with cdktf and the bindings directly, each sample a fresh Node.js process, every run counted
 * (the first included). Writes bench/RESULTS.md.
 *
 * The machine may be small and shared, so: library and raw samples alternate (a burst of load from
 * elsewhere hits both sides alike), ratios are paired, and every figure is a median with its spread
 * (min–max) next to it.
 *
 * BENCH_RUNS (default 9: on this project's 2-core VMs one run's CPU time strays by 15% from the next)
 * sets the runs per measurement; BENCH_COUNTS (default 1,10,100) the stack sizes; BENCH_PLATFORMS
 * (default all) a comma-separated subset of platforms; BENCH_NODE (default the Node.js running this)
 * a comma-separated list of Node.js binaries to run the children with, one section of RESULTS.md each.
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
const NODES = process.env.BENCH_NODE ? process.env.BENCH_NODE.split(',') : [process.execPath];
for (const [name, values] of [
  ['BENCH_RUNS', [RUNS]],
  ['BENCH_COUNTS', COUNTS],
] as const) {
  if (values.some((v) => !Number.isInteger(v) || v < 1))
    throw new Error(`${name} must be whole numbers of at least 1 (comma-separated for BENCH_COUNTS), got ${process.env[name]}`);
}
const TARGETS = { import: 1.3, synth: 1.3, growth: 1.5 };
/**
 * The children's environment: no module compile cache of Node.js (22.1 and later), whatever the
 * caller's shell says, so that every process compiles what it runs, as a first synth does.
 */
const CHILD_ENV: NodeJS.ProcessEnv = { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' };
delete CHILD_ENV.NODE_COMPILE_CACHE;

interface Sample {
  /** The process's wall clock and CPU time (synth children: from its start to the end of the synth). */
  ms: number;
  cpuMs: number;
  /** Synth children: construction and `app.synth()` alone. */
  windowMs?: number;
  windowCpuMs?: number;
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
  windowCpuMs?: Stat;
  first: Sample;
  samples: Sample[];
}

function runChildIn(node: string, script: string, args: string[]): Sample {
  const out = execFileSync(node, ['--expose-gc', path.join(__dirname, script), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: CHILD_ENV,
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
    windowCpuMs: samples[0].windowCpuMs === undefined ? undefined : stat(samples.map((s) => s.windowCpuMs as number)),
    first: samples[0],
    samples,
  };
}

/** Library and baseline, alternating; every run counts, the first included. */
function measurePair(node: string, script: string, libraryArgs: string[], baselineArgs: string[], runs = RUNS): [Measurement, Measurement] {
  const runChild = (s: string, args: string[]) => runChildIn(node, s, args);
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

/** The Node.js version of a binary. */
function nodeVersion(node: string): string {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

const platforms = PLATFORMS.filter((p) => !SELECTED || SELECTED.includes(p.name));
const lines: string[] = [];
const summary: string[] = [];
lines.push('# Benchmark results', '');
lines.push(
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Each figure is the median of ${RUNS} runs, each a fresh Node.js process with no compile cache (neither the library nor Node.js keeps compiled code between processes), every run counted, the first included; the spread (min–max of those runs) is in parentheses. Library and baseline runs alternate, and ratios are the median of the ratios of each back-to-back pair (their spread in parentheses). Verdicts use the process's CPU time (user + system), which waiting for a busy core does not inflate; wall-clock figures are given next to them. How to read it: [README.md](README.md).`,
  '',
);
lines.push('## Machine and versions', '');
lines.push(
  `- CPU: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}; memory ${fmt(os.totalmem() / 2 ** 30, 1)} GiB; ${os.type()} ${os.release()}; load average at start ${os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(', ')} (the machine is shared: other processes ran throughout)`,
);
lines.push(`- Node.js ${NODES.map(nodeVersion).join(' and ')}; cdktf ${version('cdktf')}; constructs ${version('constructs')}`);
lines.push(`- cdktf-gpu-models ${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version} (compiled lib/)`);
for (const p of ['@cdktf/provider-google', '@cdktf/provider-aws', '@cdktf/provider-kubernetes']) {
  if (fs.existsSync(path.join(ROOT, 'node_modules', p))) lines.push(`- ${p} ${version(p)}`);
}
lines.push('');

for (const node of NODES) {
  const nodeName = `Node.js ${nodeVersion(node)}`;
  const heading = NODES.length > 1 ? `${nodeName}: ` : '';
  lines.push(`## ${heading}synth, the whole process`, '');
  lines.push(
    `One \`synth\` as a user runs it: a fresh process that starts Node.js, loads what the app imports (the library's root, the platform's subpath and the provider modules; or cdktf and exactly the bindings the hand-written stack uses), constructs N workloads and runs \`app.synth()\`. Times run from the process's start to the end of the synth; "construct + synth" is that part alone, for diagnosis. The raw side writes the same resources directly with the bindings (the benchmark fails if the resource types and counts, or the attribute paths they set, differ). Peak RSS is the process's; retained heap is what the synthesized app holds after a garbage collection. Target: library within ${TARGETS.synth}x of raw on every row, in CPU time. Load average at the start of this section: ${os
      .loadavg()
      .map((l) => fmt(l, 2))
      .join(', ')}.`,
    '',
  );
  for (const platform of platforms) {
    lines.push(`### ${heading}${platform.name}`, '');
    lines.push(
      '| workloads | resources | library CPU (ms) | raw CPU (ms) | CPU ratio (spread) | construct + synth CPU, library / raw (ms) | library wall (ms) | raw wall (ms) | wall ratio | peak RSS library / raw (MiB) | retained heap library / raw (MiB) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const library: Measurement[] = [];
    const raw: Measurement[] = [];
    for (const count of COUNTS) {
      const [lib, base] = measurePair(
        node,
        'synth-child.js',
        [platform.name, 'library', String(count)],
        [platform.name, 'raw', String(count)],
      );
      assertSameResources(platform.name, count, lib.first, base.first);
      const r = pairedRatio(lib, base, 'cpuMs');
      const wall = pairedRatio(lib, base, 'ms');
      lines.push(
        `| ${count} | ${total(lib.first.resourceTypes)} | ${spread(lib.cpuMs)} | ${spread(base.cpuMs)} | ${ratioVerdict(r, TARGETS.synth)} | ${fmt(lib.windowCpuMs!.median)} / ${fmt(base.windowCpuMs!.median)} | ${spread(lib.ms)} | ${spread(base.ms)} | ${fmt(wall.median, 2)}x | ${fmt(lib.maxRssMiB.median)} / ${fmt(base.maxRssMiB.median)} | ${fmt(lib.retainedHeapMiB!.median, 1)} / ${fmt(base.retainedHeapMiB!.median, 1)} |`,
      );
      summary.push(
        `${nodeName}, synth ${platform.name} x${count}: CPU ${fmt(lib.cpuMs.median)} ms vs ${fmt(base.cpuMs.median)} ms, paired ratio ${verdict(r.median, TARGETS.synth)} (wall ${fmt(wall.median, 2)}x)`,
      );
      console.log(summary[summary.length - 1]);
      library.push(lib);
      raw.push(base);
    }
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

  lines.push(`## ${heading}import (diagnosis)`, '');
  lines.push(
    'Time to `require` the modules and the process\'s peak RSS: the part of the synth rows above that loading takes. The baseline is what a stack written by hand loads: `cdktf` and exactly the provider bindings the raw stack uses, by deep path. "Subpath" rows load the subpath alone; "whole stack" rows load the root, the subpath and the provider modules a library stack imports or always needs (a module the library loads only on first use is loaded by the first workload instead).',
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
    const [lib, base] = measurePair(node, 'import-child.js', library, baseline);
    const r = pairedRatio(lib, base, 'cpuMs');
    const wall = pairedRatio(lib, base, 'ms');
    lines.push(
      `| ${name} | ${spread(lib.cpuMs)} | ${spread(base.cpuMs)} | ${ratioVerdict(r, TARGETS.import)} | ${spread(lib.ms)} | ${spread(base.ms)} | ${fmt(wall.median, 2)}x | ${fmt(lib.maxRssMiB.median)} / ${fmt(base.maxRssMiB.median)} |`,
    );
    summary.push(
      `${nodeName}, import ${name}: CPU ${fmt(lib.cpuMs.median)} ms vs ${fmt(base.cpuMs.median)} ms, paired ratio ${verdict(r.median, TARGETS.import)} (wall ${fmt(wall.median, 2)}x)`,
    );
    console.log(summary[summary.length - 1]);
  }
  lines.push('');
}
lines.push('## Summary', '', ...summary.map((s) => `- ${s.replace(/\*\*/g, '')}`), '');
fs.writeFileSync(path.join(ROOT, 'bench', 'RESULTS.md'), `${lines.join('\n')}\n`);
console.log('wrote bench/RESULTS.md');
