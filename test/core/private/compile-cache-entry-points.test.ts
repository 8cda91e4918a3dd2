/**
 * Every way into the library loads the code cache first (src/core/private/compile-cache.ts): a
 * module loaded before it is compiled without the cache, so an entry point that imported anything
 * else first would leave part of the library out of it.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..', '..');
const CACHE_MODULE = path.join(ROOT, 'src', 'core', 'private', 'compile-cache.ts');

/** The source of each `exports` entry of package.json (but the generated bindings), and the command line's. */
function entryPoints(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const entries = Object.values(pkg.exports)
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((target) => target.startsWith('./lib/') && !target.includes('*'))
    .map((target) => path.join(ROOT, target.replace(/^\.\/lib\//, 'src/').replace(/\.js$/, '.ts')));
  return [...entries, path.join(ROOT, 'src', 'cli', 'main.ts')];
}

function firstImport(file: string): string | undefined {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const statement = source.statements.find((s) => ts.isImportDeclaration(s) || ts.isImportEqualsDeclaration(s));
  if (statement === undefined || !ts.isImportDeclaration(statement)) return undefined;
  return path.resolve(path.dirname(file), `${(statement.moduleSpecifier as ts.StringLiteral).text}.ts`);
}

test('the package root, every platform subpath and the command line', () => {
  expect(
    entryPoints()
      .map((f) => path.relative(ROOT, f))
      .sort(),
  ).toEqual(['src/index.ts', 'src/alicloud/index.ts', 'src/google/index.ts', 'src/aws/index.ts', 'src/cli/main.ts'].sort());
});

test.each(entryPoints().map((f) => [path.relative(ROOT, f), f]))('%s imports the code cache before anything else', (_, file) => {
  expect(firstImport(file)).toBe(CACHE_MODULE);
});
