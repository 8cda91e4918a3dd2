#!/usr/bin/env node
/**
 * `npm prepare`: builds lib/ when it is missing, so that a git dependency
 * (`npm install git+https://…/cdktf-gpu-models.git`) installs a working package. npm runs it there
 * twice (after installing the clone's dependencies, then before packing it): the second run finds
 * lib/ built. It does nothing under `npm ci`, which is this repository's CI and contributor install
 * (tests run from src/, and `npm pack` builds through prepack), nor when lib/ exists (run
 * `npm run build` to refresh it).
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain Node, run before anything is built */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');

function shouldBuild(env, libExists) {
  if (env.npm_command === 'ci') return false;
  return !libExists;
}

if (require.main === module) {
  if (!shouldBuild(process.env, fs.existsSync(path.join(root, 'lib', 'index.js')))) process.exit(0);
  const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
  process.exit(result.status === null ? 1 : result.status);
}

module.exports = { shouldBuild };
