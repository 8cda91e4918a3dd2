/**
 * One import measurement in a fresh process: the time to require the given modules (wall clock and
 * this process's CPU time), and the process's peak memory.
 */
import { requireFromRoot } from './root';

const modules = process.argv.slice(2);
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
for (const m of modules) requireFromRoot(m);
const ms = Number(process.hrtime.bigint() - start) / 1e6;
const cpu = process.cpuUsage(cpuStart);
process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
