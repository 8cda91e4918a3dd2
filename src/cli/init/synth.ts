import * as path from 'path';
import { collectAdvice } from '../../core/advice';
import { EvalContext, Statement, runStatements } from './code';
import { snapshotFile } from './snapshot';

/**
 * Builds the generated stack in-process, from the statements `main.ts` is written from, and returns
 * the snapshot file the generated test compares with: the same `Testing.synth` output jest would store.
 */
export function synthesizeSnapshot(statements: Statement[], stackName: string, snapshotName: string): SynthResult {
  const framework = load('cdktf') as typeof import('../../core/framework');
  const app = framework.Testing.app();
  const stack = new framework.TerraformStack(app, stackName);
  const ctx: EvalContext = { self: stack, locals: new Map(), load };
  runStatements(statements, ctx);
  const snapshot = snapshotFile({ [snapshotName]: JSON.parse(framework.Testing.synth(stack)) });
  const warnings = collectAdvice(stack)
    .filter((a) => a.level === 'warning' && a.id !== undefined)
    .map((a) => a.id as string);
  return { snapshot, warnings: [...new Set(warnings)] };
}

/** The snapshot file, and the IDs of the warnings the synth gives (the README explains them). */
export interface SynthResult {
  readonly snapshot: string;
  readonly warnings: string[];
}

const LIBRARY_ROOT = path.join(__dirname, '..', '..');

/**
 * The generated program's modules, from here: the framework through the library's framework
 * module, the library from this copy of it, provider packages from where the library finds them.
 */
function load(module: string): Record<string, unknown> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (module === 'cdktf') return require('../../core/framework');
  if (module === 'constructs') return require('constructs');
  if (module === 'cdktf-gpu-models') return require(LIBRARY_ROOT);
  if (module.startsWith('cdktf-gpu-models/')) return require(path.join(LIBRARY_ROOT, module.slice('cdktf-gpu-models/'.length)));
  return require(module);
  /* eslint-enable @typescript-eslint/no-require-imports */
}
