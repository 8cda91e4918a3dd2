import { execFileSync, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/**
 * `npm test` type-checks with TypeScript 7's native compiler (`tsgo`, tsconfig.typecheck.json) for
 * speed, while the package is built, documented and linted with TypeScript 5.9 (tsconfig.json). These
 * checks keep the two from drifting apart: the whole project must also type-check under 5.9, and the
 * `tsc` that `npm run build` finds must be 5.9, not the native preview.
 */
describe('the two TypeScript compilers', () => {
  test('`tsc` on the npm script path is the TypeScript 5 the package builds with', () => {
    const bin = path.join(ROOT, 'node_modules', '.bin', 'tsc');
    const version = execFileSync(bin, ['--version'], { cwd: ROOT, encoding: 'utf8' }).trim();
    expect(version).toMatch(/^Version 5\./);
  });

  test('the whole project type-checks under TypeScript 5 too (tsconfig.json, as editors and the build read it)', () => {
    const result = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  });

  test('the native type check of `npm test` reports an error', () => {
    // A type check that passes anything is worthless: give it one wrong line under the same options.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-tsgo-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'probe.ts'),
        `import { Size } from ${JSON.stringify(path.join(ROOT, 'src'))};\nexport const wrong: number = Size.gibibytes(1);\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(ROOT, 'tsconfig.typecheck.json'),
          compilerOptions: { types: [], rootDir: '/' },
          include: ['probe.ts'],
        }),
      );
      const native = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules', '@typescript', 'native-preview', 'bin', 'tsgo'), '-p', dir, '--noEmit'],
        {
          cwd: ROOT,
          encoding: 'utf8',
        },
      );
      expect(native.stdout).toMatch(/probe\.ts\(2,14\): error TS2322/);
      expect(native.status).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
