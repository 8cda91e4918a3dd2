/**
 * Installs the packed library into fresh cdktf apps outside the repository, one per platform, each
 * with only that platform's provider package, and checks that a user's code compiles (strict, with
 * both `node16` and `bundler` module resolution) and synthesizes.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const APPS = path.join(__dirname, 'apps');

interface PlatformApp {
  readonly name: string;
  /** Provider packages this platform's users install, and no others. */
  readonly providers: string[];
  /** Resource types the app's synthesized stack must contain. */
  readonly expectedResources: string[];
}

const PLATFORMS: PlatformApp[] = [
  {
    name: 'alicloud',
    providers: [],
    expectedResources: ['alicloud_fcv3_function', 'alicloud_nas_file_system', 'alicloud_oss_bucket', 'alicloud_fcv3_custom_domain'],
  },
  {
    name: 'google',
    providers: ['@cdktf/provider-google@16.12.1'],
    expectedResources: [
      'google_cloud_run_v2_worker_pool',
      'google_storage_bucket',
      'google_storage_bucket_iam_member',
      'google_compute_subnetwork',
    ],
  },
  {
    name: 'aws',
    providers: ['@cdktf/provider-aws@21.22.1', '@cdktf/provider-kubernetes@12.1.1'],
    expectedResources: ['kubernetes_manifest', 'aws_s3_bucket', 'aws_eks_pod_identity_association', 'aws_iam_role_policy'],
  },
];

const PEERS = ['cdktf@0.21.0', 'constructs@10.4.2', 'typescript@5.9.3', '@types/node@20'];
const ALL_PROVIDERS = ['@cdktf/provider-aws', '@cdktf/provider-google', '@cdktf/provider-kubernetes'];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
}

function tsconfig(moduleResolution: 'node16' | 'bundler'): object {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: moduleResolution === 'node16' ? 'node16' : 'esnext',
      moduleResolution,
      strict: true,
      esModuleInterop: true,
      skipLibCheck: false,
      types: ['node'],
      noEmit: true,
    },
    files: ['main.ts'],
  };
}

let tarball: string;
let workdir: string;

beforeAll(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-pack-'));
  // `npm pack` runs prepack, which builds lib/.
  const out = run('npm', ['pack', '--json', '--pack-destination', workdir], ROOT);
  tarball = path.join(workdir, JSON.parse(out)[0].filename);
}, 300_000);

afterAll(() => {
  fs.rmSync(workdir, { recursive: true, force: true });
});

test('the package holds the compiled library and no sources, tests or examples', () => {
  const listing = run('tar', ['-tzf', tarball], workdir).split('\n').filter(Boolean);
  expect(listing).toContain('package/lib/index.js');
  expect(listing).toContain('package/lib/index.d.ts');
  expect(listing).toContain('package/lib/alicloud/index.d.ts');
  expect(listing).toContain('package/lib/google/index.d.ts');
  expect(listing).toContain('package/lib/aws/index.d.ts');
  expect(listing).toContain('package/bin/cdktf-gpu-models');
  expect(listing.filter((f) => /^package\/(src|test|examples|scripts)\//.test(f) || (f.endsWith('.ts') && !f.endsWith('.d.ts')))).toEqual(
    [],
  );
});

describe.each(PLATFORMS)('a fresh $name app', (platform) => {
  let app: string;

  beforeAll(() => {
    app = path.join(workdir, platform.name);
    fs.mkdirSync(app);
    fs.copyFileSync(path.join(APPS, platform.name, 'main.ts'), path.join(app, 'main.ts'));
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: `user-${platform.name}`, private: true }, null, 2));
    fs.writeFileSync(path.join(app, 'tsconfig.node16.json'), JSON.stringify(tsconfig('node16'), null, 2));
    fs.writeFileSync(path.join(app, 'tsconfig.bundler.json'), JSON.stringify(tsconfig('bundler'), null, 2));
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...PEERS, ...platform.providers], app);
  }, 600_000);

  test('installs only its own provider package', () => {
    const installed = ALL_PROVIDERS.filter((p) => fs.existsSync(path.join(app, 'node_modules', p)));
    expect(installed).toEqual(platform.providers.map((p) => p.replace(/@[^@/]+$/, '')));
  });

  test.each(['node16', 'bundler'])(
    'compiles with tsc --strict and moduleResolution %s',
    (resolution) => {
      expect(() => run(path.join(app, 'node_modules', '.bin', 'tsc'), ['-p', `tsconfig.${resolution}.json`], app)).not.toThrow();
    },
    300_000,
  );

  test('synthesizes', () => {
    const js = path.join(app, 'main.js');
    run(
      path.join(app, 'node_modules', '.bin', 'tsc'),
      ['main.ts', '--module', 'commonjs', '--target', 'ES2022', '--esModuleInterop', '--skipLibCheck', '--outDir', app],
      app,
    );
    const outdir = path.join(app, 'cdktf.out');
    run(process.execPath, [js], app, { CDKTF_OUTDIR: outdir });
    const stack = JSON.parse(fs.readFileSync(path.join(outdir, 'stacks', 'user-app', 'cdk.tf.json'), 'utf8'));
    for (const type of platform.expectedResources) expect(Object.keys(stack.resource)).toContain(type);
  }, 300_000);
});
