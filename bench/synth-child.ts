/**
 * One synth measurement in a fresh process: builds `count` workloads of a platform, through the
 * library or written directly with the bindings, and synthesizes them. Prints JSON: time, peak
 * memory, the heap the synthesized app retains, and the resources synthesized, by type.
 *
 * Run with --expose-gc, so that the retained heap is measured after a collection.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PLATFORMS } from './platforms';
import { Variant } from './platforms/types';
import { requireFromRoot } from './root';

const [platformName, variant, countText] = process.argv.slice(2) as [string, Variant, string];
const platform = PLATFORMS.find((p) => p.name === platformName);
if (!platform || (variant !== 'library' && variant !== 'raw'))
  throw new Error(`usage: synth-child <${PLATFORMS.map((p) => p.name).join('|')}> <library|raw> <count>`);
const count = Number(countText);
const { App, TerraformStack } = requireFromRoot('cdktf');
// Load all code first, on both sides: import cost is measured separately, and a module the library
// loads on first use must not count as synth time.
for (const m of platform.baselineImports) requireFromRoot(m);
if (variant === 'library') for (const m of ['lib', platform.libraryImport, ...platform.libraryExtraImports]) requireFromRoot(m);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-bench-'));
gc();
const heapBefore = process.memoryUsage().heapUsed;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
const app = new App({ outdir, skipValidation: false });
const stack = new TerraformStack(app, 'bench');
const shared = platform.provider(stack, variant);
for (let i = 0; i < count; i++) platform[variant](stack, i, shared);
const constructed = process.hrtime.bigint();
const cpuConstructed = process.cpuUsage(cpuStart);
app.synth();
const end = process.hrtime.bigint();
const cpu = process.cpuUsage(cpuStart);
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
    ms: Number(end - start) / 1e6,
    constructMs: Number(constructed - start) / 1e6,
    cpuMs: (cpu.user + cpu.system) / 1000,
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
