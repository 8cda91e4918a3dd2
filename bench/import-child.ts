/** One import measurement in a fresh process: time to require the given modules, and peak memory. */
import { requireFromRoot } from './root';

const modules = process.argv.slice(2);
const start = process.hrtime.bigint();
for (const m of modules) requireFromRoot(m);
const ms = Number(process.hrtime.bigint() - start) / 1e6;
process.stdout.write(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
