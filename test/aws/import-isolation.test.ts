import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');

/** The modules a fresh Node process has loaded after requiring `specifier` as a user would. */
function modulesLoadedBy(specifier: string): string[] {
  const script = `require('./scripts/lib/resolve-self'); require(${JSON.stringify(specifier)}); process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const out = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TS_NODE_PROJECT: path.join(ROOT, 'tsconfig.json') },
    encoding: 'utf8',
  });
  return (JSON.parse(out) as string[]).map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

const PROVIDER_PACKAGE_ROOT = /@cdktf\/provider-[a-z0-9-]+\/(lib\/)?index\.js$/;

describe('importing cdktf-gpu-models/aws', () => {
  const loaded = modulesLoadedBy('cdktf-gpu-models/aws');

  test('loads the EKS platform', () => {
    expect(loaded).toContain('src/aws/index.ts');
    expect(loaded).toContain('src/aws/gpu-node-class.ts');
  });

  test('loads no Alibaba or Google code', () => {
    expect(loaded.filter((file) => /(^|\/)src\/(alicloud|google)\//.test(file) || /@cdktf\/provider-google\//.test(file))).toEqual([]);
  });

  test('loads no provider package root, only deep resource modules', () => {
    expect(loaded.filter((file) => PROVIDER_PACKAGE_ROOT.test(file))).toEqual([]);
    expect(loaded).toContainEqual(expect.stringMatching(/node_modules\/@cdktf\/provider-aws\/lib\/iam-role\/index\.js$/));
  });

  test('loads @cdktf/provider-kubernetes only when kubernetes_manifest is used', () => {
    expect(loaded.filter((file) => file.includes('@cdktf/provider-kubernetes/'))).toEqual([]);
  });
});

describe('importing cdktf-gpu-models', () => {
  test('loads no platform code', () => {
    const loaded = modulesLoadedBy('cdktf-gpu-models');
    expect(loaded).toContain('src/index.ts');
    expect(loaded.filter((file) => /(^|\/)src\/(alicloud|google|aws)\//.test(file) || file.includes('@cdktf/provider-'))).toEqual([]);
  });
});
