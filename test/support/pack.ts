import { SpawnSyncReturns, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const MINUTE = 60_000;

/** The environment of a user's shell in CI: no prompts, no update checks, npm's cache preferred (installs run offline when it is warm). */
export const USER_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  CI: 'true',
  CHECKPOINT_DISABLE: '1',
  DISABLE_VERSION_CHECK: '1',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

/** Runs a command; throws with its output unless it exits 0. */
export function sh(cwd: string, command: string, args: string[], timeoutMs = 10 * MINUTE, env = USER_ENV): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} in ${cwd} exited ${result.status ?? result.signal}\n${result.stdout}\n${result.stderr}`.slice(-8000),
    );
  }
  return result;
}

/**
 * Builds and packs the library in a copy of the checkout (so the checkout's own lib/ is left alone)
 * and returns the tarball: what `npm pack` of a clone gives a user.
 * @param tempDir makes the folders (the caller removes them)
 */
export function packLibrary(tempDir: (prefix: string) => string = (p) => fs.mkdtempSync(path.join(os.tmpdir(), `gpum-${p}-`))): {
  tarball: string;
  stage: string;
} {
  const stage = tempDir('pack');
  for (const file of ['package.json', 'README.md', 'ARCHITECTURE.md', 'tsconfig.json', 'tsconfig.build.json']) {
    fs.copyFileSync(path.join(ROOT, file), path.join(stage, file));
  }
  for (const dir of ['bin', 'src', 'programs', 'docs']) fs.cpSync(path.join(ROOT, dir), path.join(stage, dir), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(stage, 'node_modules'));
  sh(stage, process.execPath, [path.join(stage, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json']);
  const out = tempDir('tarball');
  const packed = sh(stage, 'npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', out]);
  const [{ filename }] = JSON.parse(packed.stdout) as { filename: string }[];
  return { tarball: path.join(out, filename), stage };
}
