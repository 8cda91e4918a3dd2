import * as fs from 'fs';
import * as path from 'path';
import { INIT_HELP } from '../../src/cli/init/command';
import { LibraryOriginKind, libraryOrigin, librarySpec } from '../../src/cli/init/library-origin';
import { FRAMEWORKS, SUPPORTED_NODE } from '../../src/cli/init/frameworks';
import { formatSeconds, phaseSummary } from '../../src/core/storage-advice/format';
import { listFiles, removeTempDirs, run, tempDir } from './init-run';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const LIBRARY = require('../../package.json') as { version: string; peerDependencies: Record<string, string> };
const ROOT_DIR = path.join(__dirname, '..', '..');

/** `init` into a new folder; fails the test unless it exits 0. Returns the folder and a reader of its files. */
function init(platform: string, ...flags: string[]) {
  const dir = path.join(tempDir('init'), 'llama-app');
  const result = run('init', dir, '--platform', platform, ...flags);
  if (result.code !== 0) throw new Error(`init exited ${result.code}: ${result.stderr}`);
  return { dir, result, read: (name: string) => fs.readFileSync(path.join(dir, name), 'utf8') };
}

/** The files of an app that depends on a tarball; one that depends on a folder (the default from a checkout) adds `.npmrc`. */
const TARBALL_FILES = [
  '.gitignore',
  '.nvmrc',
  'README.md',
  '__snapshots__/main.test.ts.snap',
  'cdktf.json',
  'jest.config.js',
  'main.test.ts',
  'main.ts',
  'package.json',
  'tsconfig.json',
];
const FILES = ['.npmrc', ...TARBALL_FILES].sort();

afterAll(removeTempDirs);

describe('cdktf-gpu-models init: the command line', () => {
  test('--help documents the shared workload flags and the init flags; the general help lists init', () => {
    const { code, stdout } = run('init', '--help');
    expect(code).toBe(0);
    expect(stdout).toBe(INIT_HELP);
    for (const flag of [
      '--platform',
      '--model-size',
      '--concurrent-starts',
      '--mode',
      '--read-pattern',
      '--param',
      '--name',
      '--image',
      '--zone',
      '--project',
      '--cluster',
      '--framework',
      '--library',
      '--state',
      '--force',
      '--dry-run',
      '-h, --help',
    ]) {
      expect(stdout).toContain(flag);
    }
    expect(run('init', '-h').stdout).toBe(INIT_HELP);
    expect(run('--help').stdout).toMatch(/^ {2}init {6}Write a ready cdktf app/m);
  });

  test.each([
    [['init', '--platform', 'aws-eks', '--model-size', '5GB'], /init needs the folder to write: cdktf-gpu-models init <dir>/],
    [['init', 'app', '--model-size', '5GB'], /--platform is required: one of alicloud-fc, gcp-cloudrun, aws-eks/],
    [['init', 'app', '--platform', 'aws-eks'], /--model-size is required/],
    [['init', 'app', 'other', '--platform', 'aws-eks', '--model-size', '5GB'], /unexpected argument "other"/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', 'big'], /--model-size "big" is not a size: write a number and a unit/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--json'], /unknown flag --json\. Flags: --platform/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--state'], /--state needs a value/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--force=yes'], /--force takes no value/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--name', 'Bad_Name'], /--name "Bad_Name" is not lower-case/],
    // Input the library's own validators reject: the GpuModelsError's code decides the exit code, 2.
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--model-name', '../x'], /\[GPUM-MODEL-NAME\]/],
    [['init', 'app', '--platform', 'aws-eks', '--model-size', '5GB', '--param', 'performanceNasReadMBps=5'], /\[GPUM-ADVICE-PARAMETER\]/],
  ])('bad arguments %j exit 2 with a clear message and write nothing', (argv, message) => {
    const cwd = process.cwd();
    const dir = tempDir('bad');
    process.chdir(dir);
    try {
      const { code, stdout, stderr } = run(...(argv as string[]));
      expect(stderr).toMatch(message);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  });

  test('--dry-run lists the files and writes nothing', () => {
    const dir = path.join(tempDir('dry'), 'app');
    const { code, stdout } = run('init', dir, '--platform', 'gcp-cloudrun', '--model-size', '20GiB', '--dry-run');
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter(Boolean);
    expect(lines[0]).toBe(`Would write 11 files to ${dir} (Google Cloud Run, storage: Parallel download from Cloud Storage):`);
    expect(
      lines
        .slice(1, -1)
        .map((l) => l.trim())
        .sort(),
    ).toEqual(FILES);
    expect(lines[lines.length - 1]).toBe(
      `The app would depend on cdktf-gpu-models from the checkout init runs from: file:${fs.realpathSync(ROOT_DIR)}`,
    );
    expect(fs.existsSync(dir)).toBe(false);
  });

  test('a folder that is not empty is refused (exit 2) unless --force; --force replaces only its own files', () => {
    const dir = tempDir('full');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    fs.writeFileSync(path.join(dir, 'main.ts'), 'old');
    const refused = run('init', dir, '--platform', 'aws-eks', '--model-size', '70GB');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/is not empty \(main\.ts, notes\.txt\): give a new or empty folder, or --force to write into it/);
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8')).toBe('old');

    const forced = run('init', dir, '--platform', 'aws-eks', '--model-size', '70GB', '--force');
    expect(forced.code).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'notes.txt'), 'utf8')).toBe('mine');
    expect(fs.readFileSync(path.join(dir, 'main.ts'), 'utf8')).toMatch(/export class ModelStack/);
    expect(listFiles(dir)).toEqual([...FILES, 'notes.txt'].sort());
  });

  test('--library: a version as given, a tarball or checkout made absolute, a git URL as given', () => {
    const dir = tempDir('lib');
    const tarball = path.join(dir, 'cdktf-gpu-models-0.1.0.tgz');
    fs.writeFileSync(tarball, '');
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(librarySpec(LIBRARY.version)).toMatchObject({ kind: LibraryOriginKind.REGISTRY, spec: LIBRARY.version });
      expect(librarySpec('cdktf-gpu-models@0.2.0')).toMatchObject({ kind: LibraryOriginKind.REGISTRY, spec: '0.2.0' });
      expect(librarySpec('./cdktf-gpu-models-0.1.0.tgz')).toMatchObject({ kind: LibraryOriginKind.TARBALL, spec: `file:${tarball}` });
      expect(librarySpec(ROOT_DIR)).toMatchObject({ kind: LibraryOriginKind.FOLDER, spec: `file:${ROOT_DIR}` });
      expect(librarySpec('git+https://github.com/acme/cdktf-gpu-models.git#v0.1.0')).toMatchObject({
        kind: LibraryOriginKind.OTHER,
        spec: 'git+https://github.com/acme/cdktf-gpu-models.git#v0.1.0',
      });
    } finally {
      process.chdir(cwd);
    }
  });

  describe('the default dependency is the copy init runs from', () => {
    /** A project as npx (or npm install) leaves it: node_modules/cdktf-gpu-models and npm's hidden lockfile. */
    function installed(resolved: string): string {
      const project = tempDir('npx');
      const pkg = path.join(project, 'node_modules', 'cdktf-gpu-models');
      fs.mkdirSync(pkg, { recursive: true });
      fs.writeFileSync(
        path.join(project, 'node_modules', '.package-lock.json'),
        JSON.stringify({ packages: { 'node_modules/cdktf-gpu-models': { version: '0.1.0', resolved } } }),
      );
      return pkg;
    }

    test('a checkout: the checkout, installed as a copy (.npmrc install-links)', () => {
      expect(libraryOrigin(ROOT_DIR, '0.1.0')).toMatchObject({ kind: LibraryOriginKind.FOLDER, spec: `file:${fs.realpathSync(ROOT_DIR)}` });
      const app = init('alicloud-fc', '--model-size', '20GiB');
      expect(JSON.parse(app.read('package.json')).dependencies['cdktf-gpu-models']).toBe(`file:${fs.realpathSync(ROOT_DIR)}`);
      expect(app.read('.npmrc')).toMatch(/^install-links=true$/m);
      expect(app.result.stdout).toContain(
        `It depends on cdktf-gpu-models from the checkout init runs from: file:${fs.realpathSync(ROOT_DIR)}`,
      );
    });

    test('npx ./cdktf-gpu-models-0.1.0.tgz: the tarball npm recorded (relative to its project), made absolute', () => {
      const tarball = path.join(tempDir('tgz'), 'cdktf-gpu-models-0.1.0.tgz');
      fs.writeFileSync(tarball, '');
      const pkg = installed('');
      const project = path.dirname(path.dirname(pkg));
      fs.writeFileSync(
        path.join(project, 'node_modules', '.package-lock.json'),
        JSON.stringify({ packages: { 'node_modules/cdktf-gpu-models': { resolved: `file:${path.relative(project, tarball)}` } } }),
      );
      expect(libraryOrigin(pkg, '0.1.0')).toEqual({
        kind: LibraryOriginKind.TARBALL,
        spec: `file:${tarball}`,
        from: 'the tarball init runs from',
      });
    });

    test('a tarball that is gone, the registry or no lockfile: the version; a git install: its URL', () => {
      expect(libraryOrigin(installed('file:../gone/cdktf-gpu-models-0.1.0.tgz'), '0.1.0')).toMatchObject({
        kind: LibraryOriginKind.REGISTRY,
        spec: '0.1.0',
      });
      expect(libraryOrigin(installed('https://registry.npmjs.org/cdktf-gpu-models/-/cdktf-gpu-models-0.1.0.tgz'), '0.1.0')).toMatchObject({
        kind: LibraryOriginKind.REGISTRY,
        spec: '0.1.0',
      });
      const bare = path.join(tempDir('bare'), 'node_modules', 'cdktf-gpu-models');
      fs.mkdirSync(bare, { recursive: true });
      expect(libraryOrigin(bare, '0.1.0')).toMatchObject({ kind: LibraryOriginKind.REGISTRY, spec: '0.1.0' });
      const git = 'git+ssh://git@github.com/acme/cdktf-gpu-models.git#0e9e39f249a16976918f6564b8830bc894c89659';
      expect(libraryOrigin(installed(git), '0.1.0')).toMatchObject({ kind: LibraryOriginKind.OTHER, spec: git });
    });
  });
});

describe('cdktf-gpu-models init: the app', () => {
  const PROVIDERS: Record<string, Record<string, string>> = {
    'alicloud-fc': {},
    'gcp-cloudrun': { '@cdktf/provider-google': LIBRARY.peerDependencies['@cdktf/provider-google'] },
    'aws-eks': {
      '@cdktf/provider-aws': LIBRARY.peerDependencies['@cdktf/provider-aws'],
      '@cdktf/provider-kubernetes': LIBRARY.peerDependencies['@cdktf/provider-kubernetes'],
    },
  };
  const TOOLS = {
    '@types/jest': '29.5.14',
    '@types/node': '22.20.7',
    jest: '29.7.0',
    'ts-jest': '29.4.15',
    'ts-node': '10.9.2',
    typescript: '5.9.3',
  };
  // What each framework's app pins: the framework, its CLI, constructs in its peer range, engines.
  const FRAMEWORK_PACKAGES = {
    cdktf: {
      flags: [] as string[],
      dependencies: { cdktf: '0.21.0', constructs: '10.4.2' },
      devDependencies: { 'cdktf-cli': '0.21.0' },
      engines: { node: '>=22.11.0' },
      overrides: undefined,
      command: 'cdktf',
    },
    cdktn: {
      flags: ['--framework', 'cdktn'],
      dependencies: { cdktn: '0.24.0', cdktf: 'npm:cdktn@0.24.0', constructs: '10.7.2' },
      devDependencies: { 'cdktn-cli': '0.24.0' },
      engines: { node: '>=22.19.0' },
      overrides: { cdktf: '$cdktf' },
      command: 'cdktn',
    },
  };
  const CASES = Object.keys(FRAMEWORK_PACKAGES).flatMap((framework) =>
    Object.keys(PROVIDERS).map((platform) => [framework as keyof typeof FRAMEWORK_PACKAGES, platform] as const),
  );

  test.each(CASES)(
    '%s, %s: package.json has exactly the packages the platform needs, pinned, with engines and .nvmrc',
    (framework, platform) => {
      const expected = FRAMEWORK_PACKAGES[framework];
      const tarball = path.join(tempDir('tgz'), 'cdktf-gpu-models-0.1.0.tgz');
      fs.writeFileSync(tarball, '');
      const app = init(platform, '--model-size', '20GiB', '--library', tarball, ...expected.flags);
      expect(listFiles(app.dir)).toEqual(TARBALL_FILES);
      const pkg = JSON.parse(app.read('package.json'));
      expect(pkg).toMatchObject({ name: 'llama-app', private: true, scripts: { test: 'jest', synth: `${expected.command} synth` } });
      expect(pkg.dependencies).toEqual({
        ...expected.dependencies,
        'cdktf-gpu-models': `file:${tarball}`,
        ...PROVIDERS[platform],
      });
      expect(pkg.devDependencies).toEqual({ ...TOOLS, ...expected.devDependencies });
      expect(pkg.engines).toEqual(expected.engines);
      expect(pkg.overrides).toEqual(expected.overrides);
      expect(app.read('.nvmrc')).toBe('22\n');
      for (const version of Object.values({ ...pkg.dependencies, ...pkg.devDependencies }) as string[]) {
        expect(version).toMatch(/^(\d+\.\d+\.\d+|file:.*|npm:cdktn@\d+\.\d+\.\d+)$/);
      }
      expect(JSON.parse(app.read('cdktf.json'))).toMatchObject({ language: 'typescript', app: 'npx ts-node main.ts', output: 'cdktf.out' });
      expect(app.read('.gitignore').split('\n')).toEqual(
        expect.arrayContaining(['node_modules/', 'cdktf.out/', '*.tfstate', '!jest.config.js']),
      );
      // The app's own code imports its framework; only the alias names cdktf in a CDK Terrain app.
      expect(app.read('main.ts')).toMatch(new RegExp(`^import \\{ App, (\\w+, )*TerraformStack \\} from '${framework}';$`, 'm'));
      expect(app.read('main.ts')).not.toMatch(framework === 'cdktn' ? /from 'cdktf'/ : /from 'cdktn'/);
      expect(app.read('main.test.ts')).toMatch(new RegExp(`^import \\{ Testing \\} from '${framework}';$`, 'm'));
      expect(app.read('main.test.ts')).toMatch(/expect\(JSON\.parse\(Testing\.synth\(stack\)\)\)\.toMatchSnapshot\(\)/);
      expect(app.read('__snapshots__/main.test.ts.snap')).toMatch(
        /^\/\/ Jest Snapshot v1, https:\/\/goo\.gl\/fbAQLP\n\nexports\[`ModelStack synthesizes the reviewed Terraform 1`\] = `\n\{\n/,
      );
      expect(app.result.stdout).toMatch(new RegExp(`npm install\\n {2}npx ${expected.command} synth\\n {2}npm test`));
      expect(app.read('README.md')).toContain(`npx ${expected.command} deploy llama-app`);
      expect(app.read('README.md')).not.toContain(framework === 'cdktn' ? 'npx cdktf ' : 'npx cdktn ');
      // Local state by default: no backend in the stack, and the README says how to share it.
      expect(app.read('main.ts')).not.toMatch(/Backend/);
      expect(app.read('README.md')).toMatch(/The state is local \(`terraform\.llama-app\.tfstate`\)/);
    },
  );

  test('a CDK Terrain app with remote state takes its backend from cdktn, and its README names cdktn commands only', () => {
    const app = init('aws-eks', '--model-size', '20GiB', '--state', 'acme-tfstate', '--framework', 'cdktn');
    expect(app.read('main.ts')).toMatch(/^import \{ App, S3Backend, TerraformOutput, TerraformStack \} from 'cdktn';$/m);
    expect(app.read('README.md')).toMatch(/before `cdktn deploy`/);
    expect(app.read('README.md')).not.toMatch(/\bcdktf (deploy|synth|output)/);
    expect(app.read('README.md')).toContain('"cdktf": "npm:cdktn@0.24.0"');
  });

  test.each([
    // [platform, flags, the storage code, a line of the deciding rule]
    [
      'alicloud-fc',
      ['--model-size', '20GiB', '--concurrent-starts', '40'],
      "FcModelStorage.ossMount({ accelerator: { zoneId: 'cn-hangzhou-j' } })",
      /40 instances starting at once favour OSS with the accelerator/,
    ],
    ['alicloud-fc', ['--model-size', '20GiB', '--region', 'cn-shanghai'], 'FcModelStorage.nas()', /Performance NAS/],
    ['alicloud-fc', ['--model-size', '20GiB', '--mode', 'provisioned'], 'FcModelStorage.ossMount()', /not critical/],
    ['gcp-cloudrun', ['--model-size', '5GiB'], 'ModelStorage.containerImage()', /under 10 GB/],
    ['gcp-cloudrun', ['--model-size', '20GiB'], 'ModelStorage.downloadAtStart()', /parallel download/],
    ['aws-eks', ['--model-size', '5GB'], 'ModelStorage.containerImage()', /SOCI parallel pull/],
    ['aws-eks', ['--model-size', '5GB', '--mode', 'provisioned'], 'EksModelStorage.containerImage({ prePull: true })', /DaemonSet/],
    ['aws-eks', ['--model-size', '70GB'], 'ModelStorage.downloadAtStart()', /downloads from S3 at start/],
  ])('%s %j: main.ts uses the strategy advise ranks first, with its reason', (platform, flags, storage, rule) => {
    const advice = JSON.parse(run('advise', '--platform', platform, ...flags, '--json').stdout);
    const app = init(platform, ...flags);
    const main = app.read('main.ts');
    expect(main).toContain(`storage: ${storage},`);
    // The comment above it: the label advise ranks first and its deciding rule.
    // The figure names the phases it counts and those it leaves out.
    const top = advice.recommendations[0].estimate;
    const comment = /\n((?: {6}\/\/ .*\n)+) {6}storage: /
      .exec(main)![1]
      .replace(/\n? {6}\/\/ /g, ' ')
      .trim();
    expect(comment).toBe(
      `${advice.recommendations[0].label}, ranked first by \`cdktf-gpu-models advise\`, cold start ~${formatSeconds(top.totalSeconds)} (estimate: ${phaseSummary(top)}): ${advice.decidingRule}`,
    );
    expect(advice.decidingRule).toMatch(rule);
    expect(app.read('README.md')).toContain(`The model storage is **${advice.recommendations[0].label}**`);
  });

  test('alicloud-fc, a 20 GiB model on an OSS mount: the README gives the advice caveats, which agree with the synth warning on the disk', () => {
    const app = init('alicloud-fc', '--model-size', '20GiB', '--concurrent-starts', '40');
    const readme = app.read('README.md');
    const caveats = readme.slice(readme.indexOf('What to know about it (from the advice):'), readme.indexOf('## Before the first deploy'));
    expect(caveats).toMatch(
      /^- At 20 GiB the model is larger than the function's temporary disk .*GPUM-FC-OSS-DISK.*diskSizeMiB to at least 20480/m,
    );
    // The synth warns the same, and the README names the warning.
    expect(readme).toMatch(/The synth warns [^\n]*`GPUM-FC-OSS-DISK`/);
    // Citations are links: the README has no sources list of its own.
    expect(caveats).toContain(
      '[FC model storage guide](https://www.alibabacloud.com/help/en/functioncompute/fc/user-guide/gpu-instance-model-storage-best-practices)',
    );
    expect(readme).not.toMatch(/\[FC model storage guide\](?!\()/);
  });

  test('alicloud-fc: region, NAS zone, outputs, the steps to copy the model, and the permissions', () => {
    const app = init(
      'alicloud-fc',
      '--model-size',
      '20GiB',
      '--region',
      'cn-shanghai',
      '--zone',
      'cn-shanghai-f',
      '--image',
      'registry.cn-shanghai.aliyuncs.com/acme/llama:2',
    );
    const main = app.read('main.ts');
    expect(main).toContain("new AlicloudProvider(this, 'alicloud', { region: 'cn-shanghai' });");
    expect(main).toContain("network: FcNetwork.create({ zoneId: 'cn-shanghai-f' }),");
    expect(main).toContain("image: ContainerImage.fromRegistry('registry.cn-shanghai.aliyuncs.com/acme/llama:2'),");
    expect(main).toContain("new TerraformOutput(this, 'MountTargetDomain'");
    const readme = app.read('README.md');
    expect(readme).toContain('AliyunNASFullAccess');
    expect(readme).toContain('sudo mount -t nfs -o vers=3,nolock,proto=tcp <MountTargetDomain>:/ /mnt/nas');
    expect(readme).toContain('The synth warns `GPUM-FC-NAS-EMPTY`');
    expect(readme).toContain('npx cdktf deploy llama-app');
  });

  test('gcp-cloudrun: project, the APIs to enable, the server command for a download, the upload', () => {
    const app = init(
      'gcp-cloudrun',
      '--model-size',
      '20GiB',
      '--project',
      'acme-ml',
      '--region',
      'europe-west4',
      '--model-name',
      'llama-3',
    );
    const main = app.read('main.ts');
    expect(main).toContain("new GoogleProvider(this, 'google', { project: 'acme-ml', region: 'europe-west4' });");
    expect(main).toContain("command: ['vllm', 'serve', '/mnt/models/llama-3'],");
    expect(main).toContain("import { GoogleProvider } from '@cdktf/provider-google/lib/provider';");
    const readme = app.read('README.md');
    expect(readme).toContain(
      'gcloud services enable run.googleapis.com compute.googleapis.com iam.googleapis.com storage.googleapis.com --project acme-ml',
    );
    expect(readme).toContain('gcloud storage rsync -r ./llama-3 <ModelUri>');
    // `vllm serve` in a worker pool has no URL and bills its instance while it exists: the README says so and how to serve.
    expect(main).not.toContain('httpServing');
    expect(readme).toContain('The workload is a Cloud Run GPU worker pool: it has no URL');
    expect(readme).toContain('bills its GPU for as long as it exists, busy or idle (`instanceCount: 0` parks it');
    expect(readme).toContain("`httpServing: { port: 8000 }` (vLLM's default port)");
  });

  test("gcp-cloudrun: a 70 GB model loaded quantized on an L4 streams, since a download cannot fit the L4 instance's 32 GiB", () => {
    const app = init('gcp-cloudrun', '--model-size', '70GB', '--gpu', 'nvidia-l4', '--gpu-loading', 'quantized');
    expect(app.result.stdout).toContain('storage: Streamed from Cloud Storage into GPU memory');
    const main = app.read('main.ts');
    expect(main).toContain('storage: ModelStorage.objectStorageStream(),');
    // The advice took the instance's limit into account; the app leaves the memory to the construct.
    expect(main).not.toContain('memory:');
    // The same model on the default GPU (the 96 GB card, no documented memory limit) keeps the download.
    expect(init('gcp-cloudrun', '--model-size', '70GB').read('main.ts')).toContain('storage: ModelStorage.downloadAtStart(),');
  });

  test('aws-eks: the cluster, its Karpenter node role, the bucket output and the upload', () => {
    const app = init('aws-eks', '--model-size', '70GB', '--cluster', 'inference', '--region', 'eu-west-1');
    const main = app.read('main.ts');
    expect(main).toContain("identity: NodeIdentity.fromRoleName('KarpenterNodeRole-inference'),");
    expect(main).toContain("new AwsProvider(this, 'aws', { region: 'eu-west-1' });");
    expect(main).toContain("new TerraformOutput(this, 'ModelBucket', { value: model.bucketName");
    const readme = app.read('README.md');
    expect(readme).toContain('aws eks update-kubeconfig --name inference --region eu-west-1');
    expect(readme).toContain('aws s3 sync ./my-model/ s3://<ModelBucket>/models/my-model/');
    expect(readme).toContain('EKS Pod Identity Agent');
  });

  test('aws-eks --no-soci: the node class pulls as the advice assumed (soci: false), and the comment says so', () => {
    const main = init('aws-eks', '--model-size', '5GB', '--no-soci').read('main.ts');
    expect(main).toContain('// SOCI parallel pull off (--no-soci): image pulls run at the default containerd rate\n      soci: false,');
    expect(main.replace(/\n\s*\/\/ /g, ' ')).toMatch(
      /Model in the image, default containerd pull, ranked first by `cdktf-gpu-models advise`, cold start ~/,
    );
    expect(init('aws-eks', '--model-size', '5GB').read('main.ts')).not.toContain('soci:');
  });
});

describe('cdktf-gpu-models init --state: the remote backend and its bucket', () => {
  test('alicloud-fc: OSS with Tablestore locking; the README creates a versioned, encrypted, private bucket and the lock table', () => {
    const app = init('alicloud-fc', '--model-size', '20GiB', '--state', 'acme-tfstate');
    expect(app.read('main.ts')).toMatch(
      /new OssBackend\(this, \{\n {6}bucket: 'acme-tfstate',\n {6}prefix: 'llama-app',\n {6}key: 'terraform\.tfstate',\n {6}region: 'cn-hangzhou',\n {6}encrypt: true,\n {6}tablestoreEndpoint: 'https:\/\/tfstate-lock\.cn-hangzhou\.ots\.aliyuncs\.com',\n {6}tablestoreTable: 'terraform_lock',\n {4}\}\);/,
    );
    const snapshot = app.read('__snapshots__/main.test.ts.snap');
    expect(snapshot).toMatch(/"backend": \{\n {6}"oss": \{\n {8}"bucket": "acme-tfstate",/);
    const readme = app.read('README.md');
    expect(readme).toContain('## Shared state');
    expect(readme).toMatch(
      /resource "alicloud_oss_bucket" "state" \{\n {2}bucket = "acme-tfstate"\n {2}versioning \{\n {4}status = "Enabled"/,
    );
    expect(readme).toContain('sse_algorithm = "AES256"');
    expect(readme).toContain('acl    = "private"');
    expect(readme).toContain('block_public_access = true');
    expect(readme).toMatch(/table_name {4}= "terraform_lock"\n {2}primary_key \{\n {4}name = "LockID"\n {4}type = "String"/);
  });

  test('gcp-cloudrun: GCS; the README creates the bucket with versioning and public access prevention', () => {
    const app = init('gcp-cloudrun', '--model-size', '20GiB', '--state', 'acme-tfstate', '--project', 'acme-ml');
    expect(app.read('main.ts')).toContain("new GcsBackend(this, { bucket: 'acme-tfstate', prefix: 'llama-app' });");
    expect(app.read('__snapshots__/main.test.ts.snap')).toMatch(
      /"backend": \{\n {6}"gcs": \{\n {8}"bucket": "acme-tfstate",\n {8}"prefix": "llama-app",/,
    );
    const readme = app.read('README.md');
    expect(readme).toContain(
      'gcloud storage buckets create gs://acme-tfstate --project acme-ml --location us-central1 \\\n  --uniform-bucket-level-access --public-access-prevention',
    );
    expect(readme).toContain('gcloud storage buckets update gs://acme-tfstate --versioning');
    expect(readme).toMatch(/encrypts\nevery object at rest/);
  });

  test('aws-eks: S3 with use_lockfile; the README creates the bucket versioned, encrypted, with public access blocked', () => {
    const app = init('aws-eks', '--model-size', '70GB', '--state', 'acme-tfstate');
    expect(app.read('main.ts')).toContain("backend.addOverride('use_lockfile', true);");
    expect(app.read('__snapshots__/main.test.ts.snap')).toMatch(
      /"backend": \{\n {6}"s3": \{\n {8}"bucket": "acme-tfstate",\n {8}"encrypt": true,\n {8}"key": "llama-app\/terraform\.tfstate",\n {8}"region": "us-west-2",\n {8}"use_lockfile": true,/,
    );
    const readme = app.read('README.md');
    expect(readme).toContain(
      'aws s3api create-bucket --bucket acme-tfstate --region us-west-2 --create-bucket-configuration LocationConstraint=us-west-2',
    );
    expect(readme).toContain('put-bucket-versioning --bucket acme-tfstate --versioning-configuration Status=Enabled');
    expect(readme).toContain('"SSEAlgorithm":"aws:kms"');
    expect(readme).toContain('BlockPublicAcls=true,IgnorePublicAcls=true,BlockPublicPolicy=true,RestrictPublicBuckets=true');
  });
});

describe("init's framework versions and the library's package.json agree", () => {
  const pkg = LIBRARY as typeof LIBRARY & { engines: { node: string } };

  test('engines is the supported Node.js range, and no app is written for an older Node.js', () => {
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    for (const framework of Object.values(FRAMEWORKS)) {
      const floor = (range: string) => range.replace('>=', '').split('.').map(Number);
      const [major, minor] = floor(framework.node);
      const [supportedMajor, supportedMinor] = floor(SUPPORTED_NODE);
      expect(major * 1000 + minor).toBeGreaterThanOrEqual(supportedMajor * 1000 + supportedMinor);
    }
  });

  test('the peer range admits each framework version init pins (cdktn through the cdktf alias)', () => {
    expect(pkg.peerDependencies.cdktf).toBe(`~${FRAMEWORKS.cdktf.version} || ~${FRAMEWORKS.cdktn.version}`);
    expect(pkg.peerDependencies.cdktn).toBe(`~${FRAMEWORKS.cdktn.version}`);
    expect(FRAMEWORKS.cdktn.aliases.cdktf).toBe(`npm:cdktn@${FRAMEWORKS.cdktn.version}`);
  });
});

describe("the app's deploy checklist is also the library README's After synth", () => {
  const LIBRARY_README = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
  /** The library README's `### After synth: <title>` section. */
  const afterSynth = (title: string) => {
    const start = LIBRARY_README.indexOf(`### After synth: ${title}\n`);
    expect(start).toBeGreaterThan(-1);
    const end = LIBRARY_README.slice(start + 1).search(/\n##+ /);
    return LIBRARY_README.slice(start, start + 1 + end).replace(/\s+/g, ' ');
  };
  /** The app README's "Before the first deploy" section, and the requirements it names. */
  const requirements = (readme: string) => {
    const section = readme.slice(readme.indexOf('## Before the first deploy'), readme.indexOf('## Synthesize, test, deploy'));
    return [
      ...new Set(
        section.match(
          /Aliyun\w+FullAccess|[a-z]+\.googleapis\.com|roles\/[\w.]+|eks:\w+|EKS Pod Identity Agent|Karpenter v1|G and VT instances|under 15 GB compressed|application-default login|update-kubeconfig|httpServing: \{ port/g,
        ) ?? [],
      ),
    ];
  };

  test.each([
    ['alicloud-fc', 'Function Compute', ['--model-size', '7GiB']],
    ['alicloud-fc', 'Function Compute', ['--model-size', '7GiB', '--mode', 'provisioned']],
    ['alicloud-fc', 'Function Compute', ['--model-size', '7GiB', '--concurrent-starts', '20']],
    ['alicloud-fc', 'Function Compute', ['--model-size', '300MB']],
    ['gcp-cloudrun', 'Cloud Run', ['--model-size', '16GiB']],
    ['aws-eks', 'EKS', ['--model-size', '28GiB']],
  ])('%s %#: every requirement of the app README is in "After synth: %s"', (platform, title, flags) => {
    const named = requirements(init(platform, ...flags).read('README.md'));
    expect(named.length).toBeGreaterThan(2);
    const section = afterSynth(title);
    expect(named.filter((requirement) => !section.includes(requirement))).toEqual([]);
  });
});

describe('init --engine', () => {
  test.each([
    ['aws-eks', 'vllm', ['--model-size', '16GB']],
    ['gcp-cloudrun', 'vllm', ['--model-size', '16GB']],
    ['alicloud-fc', 'sglang', ['--model-size', '16GB']],
  ])('%s --engine %s writes the preset into the workload, and the app synthesizes with its command line', (platform, engine, flags) => {
    const dir = path.join(tempDir('engine'), 'app');
    const { code, stderr } = run('init', dir, '--platform', platform, ...flags, '--engine', engine);
    expect(stderr).not.toMatch(/error/);
    expect(code).toBe(0);
    const main = fs.readFileSync(path.join(dir, 'main.ts'), 'utf8');
    expect(main).toContain(`engine: ServingEngine.${engine}()`);
    expect(main).not.toMatch(/command: \[/);
    const snapshot = fs.readFileSync(path.join(dir, '__snapshots__', 'main.test.ts.snap'), 'utf8');
    expect(snapshot).toContain(engine === 'vllm' ? '"--gpu-memory-utilization"' : '"--mem-fraction-static"');
    expect(snapshot).toContain('HF_HUB_OFFLINE');
    // The app says which engine version the image must have, and where the page is once installed.
    const line = engine === 'vllm' ? 'vllm 0.11.x' : 'sglang 0.5.x';
    const comments = main.replace(/\n\s*\/\/ /g, ' ');
    expect(comments).toContain(`flags of ${line}: the image must have that version`);
    expect(comments).toContain('node_modules/cdktf-gpu-models/docs/serving-engines.md');
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain(`The image must contain ${line}`);
  });

  test('--engine tgi is refused with the presets named', () => {
    const { code, stderr } = run(
      'init',
      path.join(tempDir('engine-bad'), 'app'),
      '--platform',
      'aws-eks',
      '--model-size',
      '16GB',
      '--engine',
      'tgi',
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/--engine "tgi" is not one of: vllm, sglang, custom/);
  });
});
