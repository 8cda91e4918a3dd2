/**
 * The README's quick starts, run as a user runs them (`npx ts-node main.ts`, no cdktf CLI), with the
 * library resolved from src/: each must write its stack, and every warning it prints must be
 * explained in its own section of the README.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { quickStarts } from '../support/readme';

const ROOT = path.join(__dirname, '..', '..');
// Inside the repository, so that the program's imports resolve from its node_modules.
const DIR = path.join(ROOT, 'test', '.quickstarts');

beforeAll(() => fs.mkdirSync(DIR, { recursive: true }));
afterAll(() => fs.rmSync(DIR, { recursive: true, force: true }));

describe.each(quickStarts())('the README quick start "$title"', ({ title, code, prose }) => {
  test('is a whole program: imports, an App, a stack, a provider, the construct and app.synth()', () => {
    expect(code).toMatch(/^import \{ App, TerraformStack \} from 'cdktf';$/m);
    expect(code).toMatch(/^const app = new App\(\);$/m);
    expect(code).toMatch(/^const stack = new TerraformStack\(app, '[a-z-]+'\);$/m);
    expect(code).toMatch(/^new \w+Provider\(stack, /m);
    expect(code).toMatch(/^new GpuFunctionWithModel\(stack, /m);
    expect(code).toMatch(/^app\.synth\(\);\n$/m);
  });

  test('synthesizes its stack, and every warning it prints is explained beside it', () => {
    const file = path.join(DIR, `${title.replace(/\W+/g, '-').toLowerCase()}.ts`);
    fs.writeFileSync(file, code);
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-quickstart-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, CDKTF_OUTDIR: outdir };
      delete env.CDKTF_CONTINUE_SYNTH_ON_ERROR_ANNOTATIONS;
      const run = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', './scripts/lib/resolve-self.ts', file], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`the quick start failed:\n${run.stderr}`);

      const stackName = /new TerraformStack\(app, '([a-z-]+)'\)/.exec(code)![1];
      const stack = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', stackName, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(stack.resource).length).toBeGreaterThan(0);

      const lines = run.stderr.split('\n').filter(Boolean);
      for (const line of lines) expect(line).toMatch(/^warning: \S+: \[GPUM-[A-Z0-9-]+\] /);
      const printed = [...new Set(lines.map((l) => /\[(GPUM-[A-Z0-9-]+)\]/.exec(l)![1]))];
      const explained = printed.filter((id) => prose.includes(id));
      expect(explained).toEqual(printed);
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
    }
  }, 180_000);
});
