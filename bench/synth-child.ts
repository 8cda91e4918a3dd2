/**
 * One synth in a fresh process, measured whole: from the process's start (Node.js's own start-up
 * included) through loading the modules the app imports, building `count` workloads of a platform
 * (through the library, or written directly with the bindings) and `app.synth()`. Prints JSON: the
 * process's CPU time and wall clock up to the end of the synth, the construct-and-synth part of them
 * (for diagnosis), peak memory, the heap the synthesized app retains, and the resources synthesized,
 * by type.
 *
 * Run with --expose-gc, so that the retained heap is measured after a collection.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { performance } from 'perf_hooks';
import { PLATFORMS } from './platforms';
import { Variant } from './platforms/types';
import { requireFromRoot } from './root';

const [platformName, variant, countText] = process.argv.slice(2) as [string, Variant, string];
const platform = PLATFORMS.find((p) => p.name === platformName);
if (!platform || (variant !== 'library' && variant !== 'raw'))
  throw new Error(`usage: synth-child <${PLATFORMS.map((p) => p.name).join('|')}> <library|raw> <count>`);
const count = Number(countText);
const { App, TerraformStack } = requireFromRoot('cdktf');
// What the app's import statements load: the library's root, the platform's subpath and the provider
// modules on one side, the bindings the hand-written stack uses on the other. Counted: a user pays it
// in every synth. A module the library loads on first use is loaded by the first workload.
const imports = variant === 'library' ? ['lib', platform.libraryImport, ...platform.libraryExtraImports] : platform.baselineImports;
for (const m of imports) requireFromRoot(m);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-bench-'));
// The collection that gives the retained heap its baseline is the benchmark's, not the app's: left out of the process's times.
const gcCpuStart = process.cpuUsage();
const gcStart = performance.now();
gc();
const gcCpu = process.cpuUsage(gcCpuStart);
const gcMs = performance.now() - gcStart;
const heapBefore = process.memoryUsage().heapUsed;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
const app = new App({ outdir, skipValidation: false });
const stack = new TerraformStack(app, 'bench');
const shared = platform.provider(stack, variant);
for (let i = 0; i < count; i++) platform[variant](stack, i, shared);
const cpuConstructed = process.cpuUsage(cpuStart);
app.synth();
const end = process.hrtime.bigint();
const cpu = process.cpuUsage(cpuStart);
// The whole process so far: CPU time of every thread since it started, and the wall clock since its time origin.
const processCpu = process.cpuUsage(gcCpu);
const processMs = performance.now() - gcMs;
gc();
// The app is still referenced: what remains is the construct tree and what synth kept.
const retainedHeapMiB = (process.memoryUsage().heapUsed - heapBefore) / 1048576;

const synthesized = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8'));
const resourceTypes: Record<string, number> = {};
for (const [type, byName] of Object.entries<Record<string, unknown>>({ ...synthesized.resource }))
  resourceTypes[type] = Object.keys(byName).length;
for (const [type, byName] of Object.entries<Record<string, unknown>>({ ...synthesized.data }))
  resourceTypes[`data.${type}`] = Object.keys(byName).length;
fs.rmSync(outdir, { recursive: true, force: true });
process.stdout.write(
  JSON.stringify({
    ms: processMs,
    cpuMs: (processCpu.user + processCpu.system) / 1000,
    windowMs: Number(end - start) / 1e6,
    windowCpuMs: (cpu.user + cpu.system) / 1000,
    constructCpuMs: (cpuConstructed.user + cpuConstructed.system) / 1000,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    retainedHeapMiB,
    resourceTypes,
    outputs: Object.keys({ ...synthesized.output }).length,
    // Up to 10 workloads: larger stacks repeat the same workloads, and their path lists run to megabytes.
    shape: count <= 10 ? shapeOf(synthesized) : undefined,
    // Read after the measurement, so that the tree stays reachable until then.
    constructs: app.node.findAll().length,
  }),
);

/**
 * The synthesized configuration's shape: every attribute path of every block (resources, data
 * sources, outputs, providers, the terraform block), with list indices, without the values, which
 * differ by design (the library hashes its names), and without cdktf's `//` metadata. Two stacks
 * with the same shape set the same attributes on the same resources, so the comparison measures
 * the same work: a raw stack that sets fewer attributes than the library would flatter it.
 */
function shapeOf(synthesized: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const walk = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      paths.push(`${at}[${value.length}]`);
      value.forEach((item, i) => walk(item, `${at}[${i}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (key !== '//') walk(inner, `${at}.${key}`);
    } else paths.push(at);
  };
  for (const section of ['resource', 'data', 'output', 'provider', 'terraform']) walk(synthesized[section], section);
  return paths.sort();
}
