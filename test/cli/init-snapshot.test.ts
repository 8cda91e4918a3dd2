import * as fs from 'fs';
import * as path from 'path';
import { SnapshotState } from 'jest-snapshot';
import * as ts from 'typescript';
import { Testing } from '../../src/core/framework';
import { SNAPSHOT_NAME, SNAPSHOT_PATH } from '../../src/cli/init/files';
import { prettyJson } from '../../src/cli/init/snapshot';
import { removeTempDirs, run, tempDir } from './init-run';

const SRC = path.join(__dirname, '..', '..', 'src');
/** The generated app's jest.config.js sets this; init writes the first snapshot in it. */
const SNAPSHOT_FORMAT = { escapeString: false, printBasicPrototype: false };

/**
 * Runs the generated main.ts as the app would (transpiled by TypeScript, `cdktf-gpu-models` resolved
 * to this checkout) and returns its stack's synthesized JSON, as the generated test takes it.
 */
function synthesizeGeneratedMain(mainTs: string, stackName: string): unknown {
  const js = ts.transpileModule(mainTs, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const resolve = (request: string) => {
    if (request === 'cdktf-gpu-models') return SRC;
    if (request.startsWith('cdktf-gpu-models/')) return path.join(SRC, request.slice('cdktf-gpu-models/'.length));
    return request;
  };
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  new Function('require', 'module', 'exports', js)((request: string) => require(resolve(request)), module, module.exports);
  const ModelStack = module.exports.ModelStack as new (scope: unknown, id: string) => unknown;
  const app = Testing.app();
  const stack = new ModelStack(app, stackName);
  return JSON.parse(Testing.synth(stack as never));
}

/** Jest's own check of a snapshot file, as `CI=true npm test` runs it: never writes, fails on a difference. */
function jestMatches(snapshotPath: string, received: unknown): boolean {
  const state = new SnapshotState(snapshotPath, {
    updateSnapshot: 'none',
    rootDir: path.dirname(snapshotPath),
    prettierPath: null,
    snapshotFormat: SNAPSHOT_FORMAT,
  });
  const { pass } = state.match({ testName: SNAPSHOT_NAME.replace(/ 1$/, ''), received, isInline: false });
  return pass && state.unmatched === 0 && state.added === 0;
}

/** The snapshot file jest itself writes for the value (`jest --ci=false` on a first run). */
function jestWrites(received: unknown): string {
  const file = path.join(tempDir('jest-snap'), 'main.test.ts.snap');
  const state = new SnapshotState(file, {
    updateSnapshot: 'all',
    rootDir: path.dirname(file),
    prettierPath: null,
    snapshotFormat: SNAPSHOT_FORMAT,
  });
  state.match({ testName: SNAPSHOT_NAME.replace(/ 1$/, ''), received, isInline: false });
  state.save();
  return fs.readFileSync(file, 'utf8');
}

afterAll(removeTempDirs);

describe('the snapshot init writes is the one jest writes for the generated main.ts', () => {
  // One case per strategy advise can rank first, per platform, and each remote backend.
  test.each([
    ['alicloud-fc', ['--model-size', '20GiB', '--concurrent-starts', '40']],
    ['alicloud-fc', ['--model-size', '20GiB', '--format', 'gguf', '--state', 'acme-tfstate']],
    ['alicloud-fc', ['--model-size', '20GiB', '--mode', 'provisioned']],
    ['alicloud-fc', ['--model-size', '500MB']],
    ['gcp-cloudrun', ['--model-size', '5GiB']],
    ['gcp-cloudrun', ['--model-size', '20GiB', '--state', 'acme-tfstate']],
    ['gcp-cloudrun', ['--model-size', '20GiB', '--mode', 'provisioned', '--memory', '32GiB']],
    ['gcp-cloudrun', ['--model-size', '8GiB', '--change-frequency', 'often', '--mode', 'provisioned', '--read-pattern', 'random']],
    ['aws-eks', ['--model-size', '5GB']],
    ['aws-eks', ['--model-size', '5GB', '--mode', 'provisioned']],
    ['aws-eks', ['--model-size', '70GB', '--state', 'acme-tfstate']],
  ])('%s %j', (platform, flags) => {
    const dir = path.join(tempDir('snap'), 'app');
    const result = run('init', dir, '--platform', platform, ...flags);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const snapshotPath = path.join(dir, SNAPSHOT_PATH);
    const written = fs.readFileSync(snapshotPath, 'utf8');

    const received = synthesizeGeneratedMain(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8'), 'app');
    // The test the app runs passes under CI=true, and the file is byte for byte the one jest would write.
    expect(jestMatches(snapshotPath, received)).toBe(true);
    expect(written).toBe(jestWrites(received));
  });

  test('a changed stack fails the check (the comparison is not vacuous)', () => {
    const dir = path.join(tempDir('snap'), 'app');
    expect(run('init', dir, '--platform', 'aws-eks', '--model-size', '70GB').code).toBe(0);
    const main = fs.readFileSync(path.join(dir, 'main.ts'), 'utf8').replace("instanceFamilies: ['g6e']", "instanceFamilies: ['p5']");
    expect(jestMatches(path.join(dir, SNAPSHOT_PATH), synthesizeGeneratedMain(main, 'app'))).toBe(false);
  });

  test('strings with quotes, backslashes, backticks, ${ and new lines print as pretty-format prints them', () => {
    const value = { b: ['a "q" \\ `t` ${x}', 'two\nlines', -0, 1.5, true, null, [], {}], a: { z: 1, y: [{}] } };
    const file = jestWrites(value);
    expect(file).toContain(prettyJson(value).replace(/`|\\|\$\{/g, '\\$&'));
  });
});
