#!/usr/bin/env node
/*
 * Runs npm scripts side by side and fails if any fails: `npm test` type-checks, lints, checks the
 * formatting and runs the unit tests at once. The checks are one process on one core each and end at
 * different times; run before jest, they left a core idle while ESLint finished. Side by side, the
 * two cores stay busy to the end (52–57 s cold, against 54–59 s one after the other). Output is
 * printed per script when it ends, so that lines from two tools do not mix.
 *
 * Usage: node scripts/parallel.js <script> [<script> ...]
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- plain Node, run before anything is built */
const { spawn } = require('child_process');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('usage: node scripts/parallel.js <npm script> [<npm script> ...]\n');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`> ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n${output}`);
        resolve(code === 0);
      });
    }),
);

Promise.all(runs).then((results) => process.exit(results.every(Boolean) ? 0 : 1));
