/**
 * The README's TypeScript examples are what users copy first: each one must compile against the
 * library as it is now. A snippet that uses `stack` without declaring it gets one.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { quickStarts } from '../support/readme';

const ROOT = path.join(__dirname, '..', '..');
const DOCS = ['README.md', 'src/alicloud/README.md', 'src/google/README.md', 'src/aws/README.md', 'docs/sharing.md'];

function snippets(file: string): Array<{ name: string; code: string }> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
  const name = (i: number) => `${file.replace(/[/.]/g, '_')}_${i}`;
  // A test snippet imports the program shown just before it as './main'.
  return blocks.map((code, i) => ({ name: name(i), code: i > 0 ? code.replace(/from '\.\/main';/g, `from './${name(i - 1)}';`) : code }));
}

function withPrelude(code: string): string {
  const lines: string[] = [];
  const importsCdktf = /from 'cdktf'/.test(code);
  const declaresStack = /\b(const|let) stack\b/.test(code);
  if (!importsCdktf) lines.push("import { App, TerraformStack } from 'cdktf';");
  if (!declaresStack) lines.push("const stack = new TerraformStack(new App(), 'snippet');");
  // Names the two-stack example assumes the user already has.
  if (/new ClusterStack\(/.test(code) && !/class ClusterStack/.test(code)) lines.push('class ClusterStack extends TerraformStack {}');
  return `${lines.join('\n')}\n${code}\nexport {};\n`;
}

describe('TypeScript snippets in the docs', () => {
  const all = DOCS.flatMap(snippets);
  const dir = path.join(ROOT, 'test', '.snippets');

  test('there are snippets to check', () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  test("the README's quick starts are whole programs, compiled as written (no prelude added)", () => {
    const starts = quickStarts();
    expect(starts.map((q) => q.title)).toEqual(['Alibaba Function Compute 3.0', 'Google Cloud Run', 'Amazon EKS']);
    for (const { code } of starts) {
      expect(all.map((s) => s.code)).toContain(code);
      expect(withPrelude(code)).toBe(`\n${code}\nexport {};\n`);
    }
  });

  test('every snippet compiles', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    try {
      for (const s of all) fs.writeFileSync(path.join(dir, `${s.name}.ts`), withPrelude(s.code));
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { noEmit: true, noUnusedLocals: false }, include: ['*.ts'] }),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], {
          cwd: ROOT,
          encoding: 'utf8',
          stdio: 'pipe',
        });
      } catch (e: any) {
        output = `${e.stdout}${e.stderr}`;
      }
      expect(output).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
