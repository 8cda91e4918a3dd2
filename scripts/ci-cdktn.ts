/**
 * CI's CDK Terrain pass (`.ci/run`): the unit tier and the example synth again, with `cdktf`
 * installed as an alias of `cdktn` (plus `overrides`, so that the `@cdktf/provider-*` bindings take
 * it), as a CDK Terrain app installs them. It runs in a copy of the working tree, so the
 * repository's own lockfile and node_modules stay on cdktf, and on Node.js 22 (CDK Terrain's
 * floor). Every example must then synthesize byte-identical JSON to the cdktf synth of this
 * checkout (`cdktf.out/`, written first), apart from the framework version in `"//".metadata`, the
 * local backend's absolute state path and how an empty object or list is broken over lines.
 *
 * Usage: npx ts-node --transpile-only scripts/ci-cdktn.ts   (KEEP=1 keeps the copy)
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { FRAMEWORKS } from '../src/cli/init/frameworks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { node22Env } = require('./node22') as { node22Env: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv };

const ROOT = path.join(__dirname, '..');
const CDKTF = FRAMEWORKS.cdktf;
const CDKTN = FRAMEWORKS.cdktn;
const ENV = { ...process.env, CI: 'true', CHECKPOINT_DISABLE: '1', npm_config_update_notifier: 'false' };

function step(title: string, cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const started = Date.now();
  process.stdout.write(`\n== ${title}\n`);
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });
  process.stdout.write(`== ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

/** The working tree's files (tracked and new, not ignored), copied without node_modules or outputs. */
function copyTree(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
}

/** package.json as a CDK Terrain app's: the alias, constructs in cdktn's range, and the overrides. */
function useCdktn(dir: string): void {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  pkg.devDependencies = { ...pkg.devDependencies, ...CDKTN.aliases, constructs: CDKTN.constructs };
  pkg.overrides = { ...pkg.overrides, ...CDKTN.overrides, constructs: '$constructs' };
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}

/** A stack's JSON text with the framework version in `"//".metadata` replaced by a marker. */
function withoutVersion(text: string, version: string): string {
  // `"//".metadata.version` is the one `"version"` key at the metadata's depth (six spaces in).
  const pattern = /^( {6}"version": )"([^"]*)"/m;
  const found = pattern.exec(text)?.[2];
  if (found !== version || JSON.parse(text)['//'].metadata.version !== version) {
    throw new Error(`expected "//".metadata.version ${version}, found ${found}`);
  }
  return text.replace(pattern, '$1"<framework version>"');
}

/** The stacks both synths wrote, and each difference: a missing stack or a stack whose JSON differs. */
function compareSynths(cdktfOut: string, cdktnOut: string): { stacks: string[]; problems: string[] } {
  const stacksIn = (out: string) => fs.readdirSync(path.join(out, 'stacks')).sort();
  const stacks = stacksIn(cdktfOut);
  const problems: string[] = [];
  const other = stacksIn(cdktnOut);
  if (JSON.stringify(other) !== JSON.stringify(stacks)) problems.push(`stacks differ: cdktf ${stacks.join(' ')}; cdktn ${other.join(' ')}`);
  for (const stack of stacks.filter((s) => other.includes(s))) {
    const read = (out: string) => fs.readFileSync(path.join(out, 'stacks', stack, 'cdk.tf.json'), 'utf8');
    // Two differences that are not the library's: the local backend's state path is absolute (each synth
    // ran in its own folder), and cdktf prints an empty object or list over two lines (`{\n  }`).
    const normalize = (text: string, dir: string) =>
      text
        .split(dir)
        .join('<app>')
        .replace(/\{\n\s*\}/g, '{}')
        .replace(/\[\n\s*\]/g, '[]');
    const a = normalize(withoutVersion(read(cdktfOut), CDKTF.version), path.dirname(cdktfOut));
    const b = normalize(withoutVersion(read(cdktnOut), CDKTN.version), path.dirname(cdktnOut));
    if (a === b) continue;
    const lineA = a.split('\n');
    const lineB = b.split('\n');
    const first = lineA.findIndex((line, i) => line !== lineB[i]);
    problems.push(`${stack}: cdk.tf.json differs from line ${first + 1}: cdktf ${lineA[first]?.trim()} | cdktn ${lineB[first]?.trim()}`);
  }
  return { stacks, problems };
}

function main(): void {
  const started = Date.now();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-cdktn-'));
  const env22 = node22Env(ENV);
  try {
    copyTree(copy);
    useCdktn(copy);
    step(
      `install: cdktf as npm:cdktn@${CDKTN.version}, constructs ${CDKTN.constructs}`,
      copy,
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      env22,
    );
    const installed = JSON.parse(fs.readFileSync(path.join(copy, 'node_modules', 'cdktf', 'package.json'), 'utf8'));
    if (installed.name !== 'cdktn' || installed.version !== CDKTN.version) {
      throw new Error(`node_modules/cdktf is ${installed.name}@${installed.version}, not cdktn@${CDKTN.version}`);
    }
    step('unit tier with cdktn (Node.js 22)', copy, 'npm', ['run', '--silent', 'jest'], env22);
    step('example synth with cdktf (this checkout)', ROOT, 'npm', ['run', '--silent', 'synth'], ENV);
    step('example synth with cdktn (Node.js 22)', copy, 'npm', ['run', '--silent', 'synth'], env22);
    const { stacks, problems } = compareSynths(path.join(ROOT, 'cdktf.out'), path.join(copy, 'cdktf.out'));
    if (problems.length > 0) throw new Error(`cdktf and cdktn synthesize different JSON:\n  ${problems.join('\n  ')}`);
    process.stdout.write(
      `\ncdktn pass: ${stacks.length} examples synthesize byte-identical JSON with cdktf ${CDKTF.version} and cdktn ${CDKTN.version} ` +
        `(apart from "//".metadata.version, state paths and empty-container line breaks); ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`,
    );
  } finally {
    if (process.env.KEEP) process.stdout.write(`kept ${copy}\n`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
}

main();
