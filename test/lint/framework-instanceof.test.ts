import { lintAll } from '../support/eslint';

describe("ESLint refuses instanceof on the framework's classes", () => {
  // Each is false for an object of a second copy of the framework (cdktn beside cdktf aliased to it).
  const violations = [
    'export const a = (x: unknown) => x instanceof TerraformResource;',
    'export const b = (x: unknown) => x instanceof TerraformDataSource;',
    'export const c = (x: unknown) => x instanceof TerraformStack;',
    'export const d = (x: unknown) => x instanceof App;',
    'export const e = (x: unknown) => x instanceof Construct;',
    'export const f = (x: unknown) => x instanceof AwsProvider;',
    'export const g = (x: unknown) => x instanceof cdktf.TerraformProvider;',
    'export const h = (x: unknown) => x instanceof Lazy;',
  ];
  const allowed = [
    'export const a = (x: unknown) => TerraformResource.isTerraformResource(x);',
    'export const b = (x: unknown) => x instanceof Error;',
    'export const c = (x: unknown) => x instanceof Map;',
    'export const d = (x: unknown) => x instanceof HubToken;',
  ];
  let results: string[][];
  beforeAll(() => {
    const cases = [...violations, ...allowed].map((line): [string, string] => [
      'src/core/contract/violation.ts',
      `declare const cdktf: any;\n${line}\n`,
    ]);
    // The same rule outside src: tests and examples must not rely on instanceof either.
    cases.push(['test/core/violation.test.ts', `declare const TerraformResource: any;\n${violations[0]}\n`]);
    results = lintAll(cases);
  });

  test.each(violations.map((line, i) => [line, i]))('rejects %s', (_line, i) => {
    expect(results[i as number]).toEqual(['2:no-restricted-syntax']);
  });

  test.each(allowed.map((line, i) => [line, violations.length + i]))('allows %s', (_line, i) => {
    expect(results[i as number]).toEqual([]);
  });

  test('rejects it in tests too', () => {
    expect(results[results.length - 1]).toEqual(['2:no-restricted-syntax']);
  });
});
