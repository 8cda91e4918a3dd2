import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * ESLint's messages (`line:rule`) for source texts, each linted as if it were the file named beside it
 * (relative to the repository), with the repository's config. ESLint loads its flat config with a
 * dynamic import, which jest's module system refuses, so one Node process lints them all.
 */
function lintAll(cases: [string, string][]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const path = require('path');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const [file, text] of ${JSON.stringify(cases)}) {
        const [result] = await eslint.lintText(text, { filePath: path.join(process.cwd(), file) });
        // Only the boundary rules: an unused directive or an unused name in a one-line sample is noise here.
        out.push(result.messages.filter((m) => /^no-restricted-/.test(m.ruleId || '')).map((m) => m.line + ':' + m.ruleId));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

describe('ESLint keeps platform folders out of src/core', () => {
  const violations = [
    "import { FcGpuType } from '../../../alicloud/gpu-type';",
    "import type { CloudRunPlatformProps } from '../../../google/cloud-run-platform-props';",
    "export { AMAZON_EKS } from '../../../aws/platform';",
    "export * from '../../../aws/image-limits';",
    "export const a = require('../../../alicloud/platform');",
    "export type B = typeof import('../../../google/platform');",
    "export const c = import('../../../aws');",
  ];

  const header = '/* eslint-disable @typescript-eslint/no-require-imports */\n';
  const importAws = "import { AMAZON_EKS } from '../aws/platform';\nexport const x = AMAZON_EKS;\n";
  let results: string[][];
  beforeAll(() => {
    results = lintAll([
      ...violations.map((line): [string, string] => ['src/core/checks/rules/violation.ts', `${header}${line}\n`]),
      ['src/core/violation.ts', importAws],
      ['src/violation.ts', importAws.replace('../aws', './aws')],
      ['src/google/violation.ts', importAws],
    ]);
  });

  test.each(violations.map((line, i) => [line, i]))('rejects %s in src/core at any depth', (_line, i) => {
    expect(results[i as number]).toEqual([expect.stringMatching(/^2:no-restricted-(imports|syntax)$/)]);
  });

  test('rejects ../aws from src/core itself', () => {
    expect(results[violations.length]).toEqual(['1:no-restricted-imports']);
  });

  test('allows the same imports outside src/core (the package root, a platform folder)', () => {
    expect(results.slice(violations.length + 1)).toEqual([[], []]);
  });
});
