/**
 * `init` end to end, as a user runs it: this checkout built and packed into a tarball, then for each
 * platform an app written by `init --library <tarball>`, `npm install`, `npx cdktf synth` and
 * `CI=true npm test` in it, with no edits. Needs the npm registry (or a warm npm cache).
 *
 * `cdktf synth` runs offline: it only reads cdktf.json, runs the app and checks the Terraform CLI's
 * version when one is on the PATH. It does try to reach HashiCorp's checkpoint service for update
 * notices; CHECKPOINT_DISABLE=1 turns that off.
 */
import * as fs from 'fs';
import * as path from 'path';
import { packLibrary, sh } from '../support/pack';
import { removeTempDirs, tempDir } from './init-run';

const ROOT = path.join(__dirname, '..', '..');
const MINUTE = 60_000;

afterAll(removeTempDirs);

describe('init end to end, from a packed tarball', () => {
  let library: { tarball: string; stage: string };
  beforeAll(() => {
    library = packLibrary(tempDir);
  }, 10 * MINUTE);

  test.each([
    ['alicloud-fc', ['--model-size', '20GiB', '--concurrent-starts', '40'], 'alicloud_fcv3_function'],
    ['gcp-cloudrun', ['--model-size', '20GiB'], 'google_cloud_run_v2_worker_pool'],
    ['aws-eks', ['--model-size', '70GB', '--state', 'acme-tfstate'], 'kubernetes_manifest'],
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
      expect(fs.existsSync(path.join(dir, '.npmrc'))).toBe(false);

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
});
