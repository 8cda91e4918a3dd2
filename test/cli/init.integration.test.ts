/**
 * `init` end to end, as a user runs it: this checkout built and packed into a tarball, then for each
 * platform an app written by `init --library <tarball>`, `npm install`, `npx cdktf synth` and
 * `CI=true npm test` in it, with no edits. Needs the npm registry (or a warm npm cache).
 *
 * `cdktf synth` runs offline: it only reads cdktf.json, runs the app and checks the Terraform CLI's
 * version when one is on the PATH. It does try to reach HashiCorp's checkpoint service for update
 * notices; CHECKPOINT_DISABLE=1 turns that off.
 */
import { SpawnSyncReturns, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { bindingProviderAt, validateStack } from '../support/schemas/binding-schema';
import { removeTempDirs, tempDir } from './init-run';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { node22Env } = require('../../scripts/node22') as { node22Env: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv };

const ROOT = path.join(__dirname, '..', '..');
const MINUTE = 60_000;
const ENV = { ...process.env, CI: 'true', CHECKPOINT_DISABLE: '1', DISABLE_VERSION_CHECK: '1', npm_config_update_notifier: 'false' };

function sh(cwd: string, command: string, args: string[], timeoutMs = 10 * MINUTE, env: NodeJS.ProcessEnv = ENV): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} in ${cwd} exited ${result.status ?? result.signal}\n${result.stdout}\n${result.stderr}`.slice(-8000),
    );
  }
  return result;
}

/**
 * Builds and packs the library in a copy of the checkout (so the checkout's own lib/ is left alone)
 * and returns the tarball: what `npm pack` of a clone gives a user.
 */
function packLibrary(): { tarball: string; stage: string } {
  const stage = tempDir('pack');
  for (const file of ['package.json', 'README.md', 'ARCHITECTURE.md', 'tsconfig.json', 'tsconfig.build.json']) {
    fs.copyFileSync(path.join(ROOT, file), path.join(stage, file));
  }
  fs.cpSync(path.join(ROOT, 'bin'), path.join(stage, 'bin'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'src'), path.join(stage, 'src'), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(stage, 'node_modules'));
  sh(stage, process.execPath, [path.join(stage, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json']);
  const out = tempDir('tarball');
  const packed = sh(stage, 'npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', out]);
  const [{ filename }] = JSON.parse(packed.stdout) as { filename: string }[];
  return { tarball: path.join(out, filename), stage };
}

afterAll(removeTempDirs);

describe('init end to end, from a packed tarball', () => {
  let library: { tarball: string; stage: string };
  beforeAll(() => {
    library = packLibrary();
  }, 10 * MINUTE);

  test.each([
    ['alicloud-fc', ['--model-size', '20GiB', '--concurrent-starts', '40'], 'alicloud_fcv3_function'],
    ['gcp-cloudrun', ['--model-size', '20GiB'], 'google_cloud_run_v2_worker_pool'],
    ['aws-eks', ['--model-size', '70GB', '--state', 'acme-tfstate', '--engine', 'vllm'], 'kubernetes_manifest'],
  ])(
    '%s: npm install, npx cdktf synth and CI=true npm test pass in the new app with no edits',
    (platform, flags, resourceType) => {
      const dir = path.join(tempDir('e2e'), `${platform}-app`);
      // The packed library's own command line, as `npx cdktf-gpu-models init` runs it.
      sh(ROOT, process.execPath, [
        path.join(library.stage, 'bin', 'cdktf-gpu-models'),
        'init',
        dir,
        '--platform',
        platform,
        ...flags,
        '--library',
        library.tarball,
      ]);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies['cdktf-gpu-models']).toBe(
        `file:${library.tarball}`,
      );

      sh(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']);
      // The app imports the packed library, not this checkout.
      expect(fs.existsSync(path.join(dir, 'node_modules', 'cdktf-gpu-models', 'lib', 'cli', 'init', 'command.js'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'node_modules', 'cdktf-gpu-models', 'src'))).toBe(false);

      sh(dir, 'npx', ['cdktf', 'synth']);
      const stack = JSON.parse(fs.readFileSync(path.join(dir, 'cdktf.out', 'stacks', `${platform}-app`, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(stack.resource)).toContain(resourceType);

      const test = sh(dir, 'npm', ['test']);
      const output = test.stdout + test.stderr;
      expect(output).toMatch(/Tests: +1 passed, 1 total/);
      expect(output).toMatch(/Snapshots: +1 passed, 1 total/);
    },
    20 * MINUTE,
  );

  // CDK Terrain: its CLI needs Node.js >= 22.19, so the app runs on Node.js 22 (scripts/node22.js).
  test.each([
    ['gcp-cloudrun', ['--model-size', '20GiB'], 'google_cloud_run_v2_worker_pool'],
    ['aws-eks', ['--model-size', '70GB', '--state', 'acme-tfstate'], 'kubernetes_manifest'],
  ])(
    '%s, --framework cdktn: npm install, npx cdktn synth and CI=true npm test pass in the new app with no edits',
    (platform, flags, resourceType) => {
      const env = node22Env(ENV);
      const dir = path.join(tempDir('e2e-cdktn'), `${platform}-app`);
      sh(ROOT, process.execPath, [
        path.join(library.stage, 'bin', 'cdktf-gpu-models'),
        'init',
        dir,
        '--platform',
        platform,
        '--framework',
        'cdktn',
        ...flags,
        '--library',
        library.tarball,
      ]);
      sh(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], 10 * MINUTE, env);
      // The library and the @cdktf/provider-* bindings load CDK Terrain through the alias.
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', 'cdktf', 'package.json'), 'utf8'))).toMatchObject({
        name: 'cdktn',
        version: '0.24.0',
      });
      sh(dir, 'npx', ['cdktn', 'synth'], 10 * MINUTE, env);
      const stack = JSON.parse(fs.readFileSync(path.join(dir, 'cdktf.out', 'stacks', `${platform}-app`, 'cdk.tf.json'), 'utf8'));
      expect(Object.keys(stack.resource)).toContain(resourceType);
      expect(stack['//'].metadata.version).toBe('0.24.0');

      const test = sh(dir, 'npm', ['test'], 10 * MINUTE, env);
      const output = test.stdout + test.stderr;
      expect(output).toMatch(/Tests: +1 passed, 1 total/);
      expect(output).toMatch(/Snapshots: +1 passed, 1 total/);
      if (platform !== 'aws-eks') return;

      // The same app with CDK Terrain's AWS bindings (aws 6.66.0) for the user's providers, a second
      // region through an aliased provider: every resource the library makes keeps the provider it was given.
      sh(
        dir,
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-save', '@cdktn/provider-aws@25.7.0'],
        10 * MINUTE,
        env,
      );
      fs.writeFileSync(
        path.join(dir, 'second-region.ts'),
        `import { AwsProvider } from '@cdktn/provider-aws/lib/provider';
import { KubernetesProvider } from '@cdktf/provider-kubernetes/lib/provider';
import { App, TerraformStack } from 'cdktn';
import { ContainerImage, ModelArtifact, ModelStorage, Size } from 'cdktf-gpu-models';
import { EksGpuWorkload, GpuNodeClass } from 'cdktf-gpu-models/aws';

const app = new App({ outdir: 'second-region.out' });
const stack = new TerraformStack(app, 'second-region');
new AwsProvider(stack, 'aws', { region: 'us-west-2' });
const east = new AwsProvider(stack, 'east', { alias: 'east', region: 'us-east-1' });
new KubernetesProvider(stack, 'kubernetes', { configPath: '~/.kube/config' });
const gpus = new GpuNodeClass(stack, 'GpuNodes', { clusterName: 'east', instanceFamilies: ['g6e'], provider: east });
new EksGpuWorkload(stack, 'East', {
  clusterName: 'east',
  region: 'us-east-1',
  provider: east,
  nodePool: gpus,
  image: ContainerImage.fromRegistry('public.ecr.aws/acme/vllm-openai:v0.9.2'),
  model: new ModelArtifact({ name: 'qwen-7b', size: Size.gibibytes(15) }),
  storage: ModelStorage.objectStorageMount(),
});
app.synth();
`,
      );
      // ts-node type-checks it: the cdktn provider is accepted where the library asks for a TerraformProvider.
      sh(dir, 'npx', ['ts-node', 'second-region.ts'], 10 * MINUTE, env);
      const second = JSON.parse(fs.readFileSync(path.join(dir, 'second-region.out', 'stacks', 'second-region', 'cdk.tf.json'), 'utf8'));
      const providers = Object.entries<Record<string, any>>(second.resource)
        .filter(([type]) => type.startsWith('aws_'))
        .flatMap(([type, instances]) => Object.entries(instances).map(([name, body]) => [`${type}.${name}`, body.provider]));
      expect(providers.length).toBeGreaterThanOrEqual(10);
      expect(providers.filter(([, provider]) => provider !== 'aws.east')).toEqual([]);
      // The library's range, from the cdktn bindings' version on (src/aws/provider-version.ts).
      expect(second.terraform.required_providers.aws.version).toBe('>= 6.66.0, < 7.0.0');
      // The library's AWS resources fit aws 6.66.0 too (read from CDK Terrain's bindings).
      const cdktnAws = bindingProviderAt(path.join(dir, 'node_modules', '@cdktn', 'provider-aws'));
      expect(validateStack(second, {}, [cdktnAws]).map((p) => `${p.path} ${p.problem}`)).toEqual([]);
    },
    20 * MINUTE,
  );
});
