/**
 * `npm run bench`: import and synth cost of the library against the same work done with cdktf and
 * the bindings directly, in fresh processes, several runs each, medians. Writes bench/RESULTS.md.
 *
 * BENCH_RUNS (default 5) sets the runs per measurement; BENCH_COUNTS (default 1,10,100) the stack sizes.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PLATFORMS } from './platforms';
import { ROOT } from './root';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNTS = (process.env.BENCH_COUNTS ?? '1,10,100').split(',').map(Number);
const TARGETS = { import: 1.3, synth: 1.2 };

interface Sample {
  ms: number;
  maxRssMiB: number;
  heapDeltaMiB?: number;
  resources?: number;
}

function measure(script: string, args: string[]): Sample {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync(process.execPath, [path.join(__dirname, script), ...args], { cwd: ROOT, encoding: 'utf8' });
    samples.push(JSON.parse(out));
  }
  const median = (key: keyof Sample) => {
    const values = samples.map((s) => s[key] as number).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  return { ms: median('ms'), maxRssMiB: median('maxRssMiB'), heapDeltaMiB: samples[0].heapDeltaMiB === undefined ? undefined : median('heapDeltaMiB'), resources: samples[0].resources };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const ratio = (a: number, b: number) => a / b;
const verdict = (r: number, target: number) => (r <= target ? `${fmt(r, 2)}x (target ${target}x: met)` : `${fmt(r, 2)}x (target ${target}x: **missed**)`);

function version(pkg: string): string {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

const lines: string[] = [];
lines.push('# Benchmark results', '');
lines.push(`Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Every figure is the median of ${RUNS} runs, each in a fresh Node.js process.`, '');
lines.push('## Machine and versions', '');
lines.push(`- CPU: ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}; memory ${fmt(os.totalmem() / 2 ** 30, 1)} GiB; ${os.type()} ${os.release()}`);
lines.push(`- Node.js ${process.version}; cdktf ${version('cdktf')}; constructs ${version('constructs')}`);
lines.push(`- cdktf-gpu-models ${JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version} (compiled lib/)`);
for (const p of ['@cdktf/provider-google', '@cdktf/provider-aws', '@cdktf/provider-kubernetes']) {
  if (fs.existsSync(path.join(ROOT, 'node_modules', p))) lines.push(`- ${p} ${version(p)}`);
}
lines.push('');

lines.push('## Import', '');
lines.push('Time to `require` the entry point and peak RSS, against `cdktf` plus the same provider modules by deep path (what a user writing the resources by hand loads).', '');
lines.push('| entry | time (ms) | peak RSS (MiB) | baseline time (ms) | baseline RSS (MiB) | time ratio | RSS ratio |', '|---|---|---|---|---|---|---|');
const importRows: Array<[string, string[], string[]]> = [
  ['cdktf-gpu-models (root)', ['lib'], ['cdktf']],
  ...PLATFORMS.map((p): [string, string[], string[]] => [`cdktf-gpu-models/${p.name}`, [p.libraryImport], p.baselineImports]),
];
for (const [name, library, baseline] of importRows) {
  const lib = measure('import-child.js', library);
  const base = measure('import-child.js', baseline);
  lines.push(`| ${name} | ${fmt(lib.ms)} | ${fmt(lib.maxRssMiB)} | ${fmt(base.ms)} | ${fmt(base.maxRssMiB)} | ${verdict(ratio(lib.ms, base.ms), TARGETS.import)} | ${fmt(ratio(lib.maxRssMiB, base.maxRssMiB), 2)}x |`);
  console.log(`import ${name}: ${fmt(lib.ms)} ms vs ${fmt(base.ms)} ms`);
}
lines.push('');

lines.push('## Synth', '');
lines.push('Time to construct N workloads and `app.synth()` them (imports excluded), against the same resources written directly with the bindings.', '');
for (const platform of PLATFORMS) {
  lines.push(`### ${platform.name}`, '');
  lines.push('| workloads | resources | library (ms) | raw bindings (ms) | ratio | library peak RSS (MiB) | raw peak RSS (MiB) | library ms per workload |', '|---|---|---|---|---|---|---|---|');
  const perWorkload: number[] = [];
  for (const count of COUNTS) {
    const lib = measure('synth-child.js', [platform.name, 'library', String(count)]);
    const raw = measure('synth-child.js', [platform.name, 'raw', String(count)]);
    perWorkload.push(lib.ms / count);
    lines.push(
      `| ${count} | ${lib.resources} (raw ${raw.resources}) | ${fmt(lib.ms)} | ${fmt(raw.ms)} | ${verdict(ratio(lib.ms, raw.ms), TARGETS.synth)} | ${fmt(lib.maxRssMiB)} | ${fmt(raw.maxRssMiB)} | ${fmt(lib.ms / count, 1)} |`,
    );
    console.log(`synth ${platform.name} x${count}: ${fmt(lib.ms)} ms vs ${fmt(raw.ms)} ms`);
  }
  const first = COUNTS.length - 2 >= 0 ? COUNTS.length - 2 : 0;
  const growth = perWorkload[COUNTS.length - 1] / perWorkload[first];
  lines.push('', `Growth: the cost per workload at ${COUNTS[COUNTS.length - 1]} workloads is ${fmt(growth, 2)}x the cost per workload at ${COUNTS[first]} (1.0x is linear; above 1.5x would be super-linear).`, '');
}
fs.writeFileSync(path.join(ROOT, 'bench', 'RESULTS.md'), `${lines.join('\n')}\n`);
console.log('wrote bench/RESULTS.md');
