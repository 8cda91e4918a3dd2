import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Duration, HubToken, ModelArtifact, ModelSource, Size, StagingJobSpec, StagingMarker, StagingProgram } from '../../../src';
import { FakeHub } from '../../support/fake-hub';
import { runSh } from '../../support/sh';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const program = require('../../../programs/stage-model.js');

const COMMIT = 'b'.repeat(40);
const TOKEN = HubToken.fromGoogleSecretManager('projects/my-project/secrets/hf-token/versions/1');

function model(source: ModelSource): ModelArtifact {
  return new ModelArtifact({ name: 'tiny', size: Size.mebibytes(1), source });
}

describe('StagingJobSpec', () => {
  test('configures the program for a Hugging Face source, with the token left to the platform', () => {
    const source = ModelSource.huggingFace('acme/tiny', { revision: COMMIT, token: TOKEN, include: ['*.json'], exclude: ['x/'] });
    const spec = StagingJobSpec.forModel(model(source), { storagePathDirectory: '/mnt/stage/', jobName: 'stage-tiny', concurrency: 8 });
    expect(spec.environment).toEqual({
      GPUM_STAGE_SOURCE: 'huggingface',
      GPUM_STAGE_REPO: 'acme/tiny',
      GPUM_STAGE_REVISION: COMMIT,
      GPUM_STAGE_DEST: `/mnt/stage/${COMMIT}`,
      GPUM_STAGE_JOB: 'stage-tiny',
      GPUM_STAGE_INCLUDE: '["*.json"]',
      GPUM_STAGE_EXCLUDE: '["x/"]',
      GPUM_STAGE_CONCURRENCY: '8',
    });
    expect(spec.tokenEnvironmentVariable).toBe('GPUM_STAGE_TOKEN');
    expect(spec.destinationDirectory).toBe(`/mnt/stage/${COMMIT}`);
    expect(spec.markerPath).toBe(`/mnt/stage/${COMMIT}/.gpum-staged.json`);
    expect(spec.stagedPath).toBe(`models/tiny/${COMMIT}`);
    expect(spec.fingerprint).toMatch(/^[0-9a-f]{24}$/);
    expect(spec.command()).toEqual(['node', '/opt/gpum/stage-model.js']);
    expect(JSON.stringify(spec.environment)).not.toContain('hf-token');
  });

  test('reads the token from a mounted file when the platform mounts one', () => {
    const source = ModelSource.modelScope('qwen/tiny', { revision: 'v1.0.0', token: TOKEN, endpoint: 'https://www.modelscope.ai' });
    const spec = StagingJobSpec.forModel(model(source), {
      storagePathDirectory: '/',
      jobName: 'j',
      tokenFile: '/var/run/secrets/hub/token',
      resumable: false,
    });
    expect(spec.environment).toMatchObject({
      GPUM_STAGE_SOURCE: 'modelscope',
      GPUM_STAGE_DEST: '/v1.0.0',
      GPUM_STAGE_TOKEN_FILE: '/var/run/secrets/hub/token',
      GPUM_STAGE_ENDPOINT: 'https://www.modelscope.ai',
      GPUM_STAGE_RESUME: 'false',
    });
    expect(spec.tokenEnvironmentVariable).toBeUndefined();
  });

  test('an object-storage source copies from the mounted source directory', () => {
    const spec = StagingJobSpec.forModel(model(ModelSource.objectStorage('gs://bucket/models/tiny', { revision: 'r1' })), {
      storagePathDirectory: '/mnt/stage',
      jobName: 'j',
      sourceDirectory: '/mnt/source',
    });
    expect(spec.environment).toMatchObject({
      GPUM_STAGE_SOURCE: 'directory',
      GPUM_STAGE_SOURCE_DIR: '/mnt/source',
      GPUM_STAGE_DEST: '/mnt/stage/r1',
    });
    expect(() =>
      StagingJobSpec.forModel(model(ModelSource.objectStorage('gs://bucket/models/tiny')), {
        storagePathDirectory: '/mnt/stage',
        jobName: 'j',
      }),
    ).toThrow(/GPUM-STAGING-DIRECTORY.*give sourceDirectory/);
  });

  test.each([
    [{ storagePathDirectory: 'relative', jobName: 'j' }, /GPUM-STAGING-DIRECTORY.*"relative" must be an absolute path/],
    [{ storagePathDirectory: '/a/../b', jobName: 'j' }, /GPUM-STAGING-DIRECTORY/],
    [{ storagePathDirectory: '/a', jobName: '' }, /GPUM-STAGING-JOB-NAME/],
    [{ storagePathDirectory: '/a', jobName: 'j', concurrency: 0 }, /GPUM-STAGING-CONCURRENCY/],
    [{ storagePathDirectory: '/a', jobName: 'j', retainRevisions: 0 }, /GPUM-STAGING-RETAIN.*at least 1/],
    [{ storagePathDirectory: '/a', jobName: 'j', retainRevisions: 1.5 }, /GPUM-STAGING-RETAIN/],
  ])('refuses bad options %p', (options, error) => {
    expect(() => StagingJobSpec.forModel(model(ModelSource.huggingFace('acme/tiny', { revision: COMMIT })), options)).toThrow(error);
  });

  test('retainRevisions becomes GPUM_STAGE_RETAIN; unset, nothing (every revision kept)', () => {
    const source = ModelSource.huggingFace('acme/tiny', { revision: COMMIT });
    expect(
      StagingJobSpec.forModel(model(source), { storagePathDirectory: '/a', jobName: 'j', retainRevisions: 2 }).environment
        .GPUM_STAGE_RETAIN,
    ).toBe('2');
    expect(StagingJobSpec.forModel(model(source), { storagePathDirectory: '/a', jobName: 'j' }).environment).not.toHaveProperty(
      'GPUM_STAGE_RETAIN',
    );
  });

  test('a pre-staged model has nothing to stage', () => {
    expect(() =>
      StagingJobSpec.forModel(new ModelArtifact({ name: 'm', size: Size.gibibytes(1) }), { storagePathDirectory: '/a', jobName: 'j' }),
    ).toThrow(/GPUM-STAGING-NOT-NEEDED/);
  });

  describe('end to end, with the program and the marker check', () => {
    let hub: FakeHub;
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-spec-'));
    });
    afterEach(async () => {
      await hub?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('the environment the spec builds makes the program stage the revision, and the serving check accepts the copy', async () => {
      const files = [
        { path: 'config.json', content: Buffer.from('{"a":1}') },
        { path: 'weights/model.safetensors', content: Buffer.alloc(40_000, 3), lfs: true },
        { path: 'notes.txt', content: Buffer.from('skip me') },
      ];
      hub = await FakeHub.start({ repo: 'acme/tiny', commit: COMMIT, files });
      const source = ModelSource.huggingFace('acme/tiny', {
        revision: COMMIT,
        token: TOKEN,
        endpoint: 'https://hub.example',
        exclude: ['*.txt'],
      });
      const spec = StagingJobSpec.forModel(model(source), { storagePathDirectory: path.join(dir, 'nas'), jobName: 'stage-tiny' });
      const env = {
        ...spec.environment,
        GPUM_STAGE_ENDPOINT: hub.url,
        [spec.tokenEnvironmentVariable!]: 'hf_FromTheSecretStore0000000000',
      };
      const out: string[] = [];
      const code = await program.main(env, { out: (l: string) => out.push(l), err: (l: string) => out.push(l) });
      expect(out.join('\n')).not.toContain('hf_FromTheSecretStore');
      expect(code).toBe(0);
      expect(fs.existsSync(spec.markerPath)).toBe(true);
      expect(JSON.parse(fs.readFileSync(spec.markerPath, 'utf8')).format).toBe(StagingMarker.FORMAT);
      expect(fs.existsSync(path.join(spec.destinationDirectory, 'notes.txt'))).toBe(false);
      const check = await runSh(
        StagingMarker.waitScript({ directory: spec.destinationDirectory, jobName: 'stage-tiny', timeout: Duration.seconds(0) }),
      );
      expect(check.stderr).toBe(`gpum: staged model verified in ${spec.destinationDirectory} (2 files)\n`);
      expect(check.code).toBe(0);
    });
  });
});

describe('StagingProgram', () => {
  test('reads the program shipped with the package, its version and digest', () => {
    expect(StagingProgram.path).toBe(path.resolve(__dirname, '..', '..', '..', 'programs', 'stage-model.js'));
    expect(StagingProgram.source()).toContain("const MANIFEST_NAME = '.gpum-staged.json';");
    expect(StagingProgram.version()).toBe(program.PROGRAM_VERSION);
    expect(StagingProgram.sha256()).toMatch(/^[0-9a-f]{64}$/);
    expect(StagingProgram.inlineCommand()).toEqual(['node', '-e', StagingProgram.source()]);
    expect(StagingMarker.FILE_NAME).toBe(program.MANIFEST_NAME);
    expect(StagingMarker.FORMAT).toBe(program.MANIFEST_FORMAT);
  });

  test('the program is in the package files, and uses built-in modules only', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
    expect(pkg.files).toContain('programs/stage-model.js');
    const required = [...StagingProgram.source().matchAll(/require\('([^']+)'\)/g)].map((m) => m[1]);
    expect(required.sort()).toEqual(['crypto', 'fs', 'http', 'https', 'os', 'path', 'stream']);
  });
});
