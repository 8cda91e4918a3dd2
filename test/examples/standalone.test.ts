/**
 * Users copy an example folder as a starting point and run `cdktf synth` in it; its cdktf.json runs
 * main.ts directly. This runs each main.ts the same way (with the library resolved from src/) and
 * checks it writes its stack.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { EXAMPLES_DIR } from '../../scripts/lib/examples';

const ROOT = path.join(__dirname, '..', '..');
const examples = fs.readdirSync(EXAMPLES_DIR).filter((name) => fs.existsSync(path.join(EXAMPLES_DIR, name, 'main.ts')));

describe.each(examples)('examples/%s on its own', (name) => {
  const dir = path.join(EXAMPLES_DIR, name);

  test('has a cdktf.json that runs its main.ts', () => {
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'cdktf.json'), 'utf8'));
    expect(config).toMatchObject({ language: 'typescript', app: 'npx ts-node --transpile-only main.ts', output: 'cdktf.out' });
  });

  test('synthesizes its stack when run as the app', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), `example-${name}-`));
    try {
      execFileSync(
        process.execPath,
        ['-r', 'ts-node/register/transpile-only', '-r', './scripts/lib/resolve-self.ts', path.join(dir, 'main.ts')],
        {
          cwd: ROOT,
          env: { ...process.env, CDKTF_OUTDIR: outdir },
          stdio: 'pipe',
        },
      );
      const stack = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', name, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(stack.resource).length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 60_000);
});
