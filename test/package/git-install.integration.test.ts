/**
 * A git dependency builds: `npm install git+…` of this repository's HEAD commit into a fresh app
 * yields a package with lib/ that synthesizes a stack. npm prepares the clone by installing every dev
 * dependency, which takes minutes, so this runs only with GPUM_TEST_GIT_INSTALL=1 (before a release,
 * or after changing package.json's scripts or files).
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const enabled = process.env.GPUM_TEST_GIT_INSTALL === '1';

(enabled ? describe : describe.skip)('a git dependency on this repository', () => {
  let workdir: string;
  let app: string;

  beforeAll(() => {
    workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-git-'));
    const bare = path.join(workdir, 'repo.git');
    execFileSync('git', ['clone', '--quiet', '--bare', ROOT, bare]);
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    app = path.join(workdir, 'app');
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'user-git', private: true }));
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', `git+file://${bare}#${head}`, 'cdktf@0.21.0', 'constructs@10.4.2'],
      { cwd: app, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 },
    );
  }, 1_800_000);

  afterAll(() => {
    if (workdir) fs.rmSync(workdir, { recursive: true, force: true });
  });

  test('installs the compiled library', () => {
    const pkg = path.join(app, 'node_modules', 'cdktf-gpu-models');
    expect(fs.existsSync(path.join(pkg, 'lib', 'index.js'))).toBe(true);
    expect(fs.existsSync(path.join(pkg, 'lib', 'alicloud', 'index.d.ts'))).toBe(true);
    expect(fs.existsSync(path.join(pkg, 'src'))).toBe(false);
  });

  test('synthesizes a stack', () => {
    fs.writeFileSync(
      path.join(app, 'main.js'),
      `const { App, TerraformStack } = require('cdktf');
const { ContainerImage, GpuFunctionWithModel, GpuPlatform, ModelArtifact, ModelStorage, Size } = require('cdktf-gpu-models');
const { AlicloudProvider, FcGpuType, FcNetwork } = require('cdktf-gpu-models/alicloud');
const app = new App();
const stack = new TerraformStack(app, 'sd');
new AlicloudProvider(stack, 'alicloud', { region: 'cn-hangzhou' });
new GpuFunctionWithModel(stack, 'sdxl', {
  platform: GpuPlatform.alibabaFunctionCompute({ region: 'cn-hangzhou', gpuType: FcGpuType.ADA_1, network: FcNetwork.create({ zoneId: 'cn-hangzhou-j' }) }),
  image: ContainerImage.fromRegistry('registry.cn-hangzhou.aliyuncs.com/acme/sdxl-server:1.4'),
  model: new ModelArtifact({ name: 'sdxl-base', size: Size.gibibytes(7) }),
  storage: ModelStorage.fileSystem(),
});
app.synth();
`,
    );
    execFileSync(process.execPath, ['main.js'], { cwd: app, stdio: 'pipe' });
    const stack = JSON.parse(fs.readFileSync(path.join(app, 'cdktf.out', 'stacks', 'sd', 'cdk.tf.json'), 'utf8'));
    expect(Object.keys(stack.resource)).toEqual(expect.arrayContaining(['alicloud_fcv3_function', 'alicloud_nas_file_system']));
  });
});
