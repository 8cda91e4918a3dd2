import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * ESLint's messages (`line:rule`) for source texts, each linted as if it were the file named beside it
 * (relative to the repository), with the repository's config. ESLint loads its flat config with a
 * dynamic import, which jest's module system refuses, so one Node process lints them all.
 */
export function lintAll(cases: [string, string][]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const path = require('path');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const [file, text] of ${JSON.stringify(cases)}) {
        const [result] = await eslint.lintText(text, { filePath: path.join(process.cwd(), file) });
        // Only the restriction rules: an unused directive or an unused name in a one-line sample is noise here.
        out.push(result.messages.filter((m) => /^no-restricted-/.test(m.ruleId || '')).map((m) => m.line + ':' + m.ruleId));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }));
}
