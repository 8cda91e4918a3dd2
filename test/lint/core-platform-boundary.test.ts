import { lintAll } from '../support/eslint';

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
