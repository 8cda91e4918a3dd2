import { lintAll } from '../support/eslint';

describe('ESLint refuses addValidation in src outside advice.ts: checks at synth go through addSynthCheck', () => {
  const call = 'declare const scope: any;\nscope.node.addValidation({ validate: () => [] });\n';
  let results: string[][];
  beforeAll(() => {
    results = lintAll([
      ['src/aws/violation.ts', call],
      ['src/core/contract/violation.ts', call],
      ['src/core/advice.ts', call],
      ['src/aws/allowed.ts', 'declare const addSynthCheck: any;\ndeclare const scope: any;\naddSynthCheck(scope, () => undefined);\n'],
      ['src/aws/instanceof.ts', 'declare const TerraformStack: any;\nexport const c = (x: unknown) => x instanceof TerraformStack;\n'],
    ]);
  });

  test('rejects it in a platform folder and in core', () => {
    expect(results[0]).toEqual(['2:no-restricted-syntax']);
    expect(results[1]).toEqual(['2:no-restricted-syntax']);
  });

  test('allows it in src/core/advice.ts, and allows addSynthCheck', () => {
    expect(results[2]).toEqual([]);
    expect(results[3]).toEqual([]);
  });

  test('keeps refusing instanceof on framework classes in src', () => {
    expect(results[4]).toEqual(['2:no-restricted-syntax']);
  });
});
