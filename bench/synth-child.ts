/**
 * One measurement in a fresh process: builds `count` workloads of a platform, through the library or
 * written directly with the bindings, and synthesizes them. Prints JSON: time and peak memory.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PLATFORMS } from './platforms';
import { requireFromRoot } from './root';

const [platformName, variant, countText] = process.argv.slice(2);
const platform = PLATFORMS.find((p) => p.name === platformName)!;
const count = Number(countText);
const { App, TerraformStack } = requireFromRoot('cdktf');
// Load the code first: import cost is measured separately.
if (variant === 'library') {
  requireFromRoot('lib');
  requireFromRoot(platform.libraryImport);
}
else for (const m of platform.baselineImports) requireFromRoot(m);

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-bench-'));
const heapBefore = process.memoryUsage().heapUsed;
const start = process.hrtime.bigint();
const app = new App({ outdir, skipValidation: false });
const stack = new TerraformStack(app, 'bench');
platform.provider(stack);
for (let i = 0; i < count; i++) (variant === 'library' ? platform.library : platform.raw)(stack, i);
app.synth();
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const heapDeltaMiB = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
const resources = Object.values<Record<string, unknown>>(JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8')).resource).reduce(
  (n, r) => n + Object.keys(r).length,
  0,
);
fs.rmSync(outdir, { recursive: true, force: true });
process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024, heapDeltaMiB, resources }));
