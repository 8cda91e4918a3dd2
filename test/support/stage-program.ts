/**
 * Running the staging program (programs/stage-model.js) in its tests: in process through `main`, or
 * as a node process; test data and the files a run leaves.
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const program = require('../../programs/stage-model.js');

export const PROGRAM_PATH = path.join(__dirname, '..', '..', 'programs', 'stage-model.js');

/** What one in-process run returned and logged. */
export interface Run {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
  readonly log: string;
}

/** Runs the program's `main` with `environment`, capturing its log. */
export async function runMain(environment: Record<string, string>): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await program.main(environment, { out: (l: string) => out.push(l), err: (l: string) => err.push(l) });
  return { code, out, err, log: [...out, ...err].join('\n') };
}

/** `n` deterministic bytes that differ with `seed`. */
export function bytes(n: number, seed: number): Buffer {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 31 + seed) % 251;
  return b;
}

/** Every file (not directory) below `root`, as relative paths, sorted. */
export function listTree(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** Runs `node <args>` with only PATH and `environment`, killed after 30 s. */
export function runNode(
  args: string[],
  environment: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH ?? '', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The environment of a test run from the fake hub at `endpoint` into `dest`: fast back-off, short idle timeout. */
export function hubEnv(
  run: { repo: string; revision: string; dest: string; endpoint: string },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    GPUM_STAGE_SOURCE: 'huggingface',
    GPUM_STAGE_REPO: run.repo,
    GPUM_STAGE_REVISION: run.revision,
    GPUM_STAGE_DEST: run.dest,
    GPUM_STAGE_ENDPOINT: run.endpoint,
    GPUM_STAGE_JOB: 'stage-tiny-llm',
    GPUM_STAGE_BACKOFF_MS: '10',
    GPUM_STAGE_TIMEOUT_MS: '5000',
    ...overrides,
  };
}
