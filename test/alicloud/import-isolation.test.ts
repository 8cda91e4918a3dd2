import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/** The modules a fresh Node process loads for `require(entry)`, relative to the repository. */
function modulesLoadedBy(entry: string): string[] {
  const script = `require(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const out = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return (JSON.parse(out) as string[]).map((f) => path.relative(ROOT, f));
}

describe('importing cdktf-gpu-models/alicloud', () => {
  const loaded = modulesLoadedBy('./src/alicloud');

  test('loads the Alibaba platform', () => {
    expect(loaded).toContain(path.join('src', 'alicloud', 'fc-gpu-function.ts'));
  });

  test('loads no Google or AWS code and no provider package', () => {
    const foreign = loaded.filter((f) => /src[\\/](google|aws)[\\/]|@cdktf[\\/]provider-/.test(f));
    expect(foreign).toEqual([]);
  });
});

describe('importing cdktf-gpu-models (the core and the facade)', () => {
  test('loads no platform code at all', () => {
    const loaded = modulesLoadedBy('./src');
    const platforms = loaded.filter((f) => /src[\\/](alicloud|google|aws)[\\/]|@cdktf[\\/]provider-/.test(f));
    expect(platforms).toEqual([]);
  });
});
