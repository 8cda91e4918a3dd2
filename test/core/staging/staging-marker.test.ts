import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Duration, StagingMarker } from '../../../src';
import { runSh } from '../../support/sh';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const program = require('../../../programs/stage-model.js');

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gpum-marker it's-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes files and the marker the program would write for them. */
function stageByHand(files: Record<string, string>): void {
  const entries = Object.entries(files).map(([p, content]) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), content);
    return { path: p, size: Buffer.byteLength(content), sha256: 'x', algorithm: 'size' };
  });
  fs.writeFileSync(
    path.join(dir, StagingMarker.FILE_NAME),
    program.renderManifest({ format: StagingMarker.FORMAT, source: 'directory' }, entries),
  );
}

function check(timeout = Duration.seconds(0)): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runSh(StagingMarker.waitScript({ directory: dir, jobName: 'stage-llama-3f2a', timeout, interval: Duration.seconds(1) }));
}

describe('StagingMarker.waitScript', () => {
  test('a complete copy passes, with one line, and falls through to what follows', async () => {
    stageByHand({ 'config.json': '{}', 'weights/model with space.safetensors': 'x'.repeat(1000), 'ü.txt': 'ü' });
    const result = await runSh(`${StagingMarker.waitScript({ directory: dir, jobName: 'j', timeout: Duration.seconds(0) })}echo serving`);
    expect(result.stderr).toBe(`gpum: staged model verified in ${dir} (3 files)\n`);
    expect(result.stdout).toBe('serving\n');
    expect(result.code).toBe(0);
  });

  test('a missing marker fails with one line naming the staging job', async () => {
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(
      `gpum: the model in ${dir} is not staged (marker ${dir}/.gpum-staged.json is missing after 0s): run the staging job stage-llama-3f2a`,
    );
  });

  test('a listed file of the wrong size fails', async () => {
    stageByHand({ 'config.json': '{}', 'model.safetensors': 'x'.repeat(1000) });
    fs.truncateSync(path.join(dir, 'model.safetensors'), 10);
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `(${dir}/model.safetensors has 10 bytes, the marker says 1000 after 0s): run the staging job stage-llama-3f2a`,
    );
  });

  test('a listed file that is missing fails', async () => {
    stageByHand({ 'config.json': '{}', 'model.safetensors': 'x' });
    fs.rmSync(path.join(dir, 'model.safetensors'));
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${dir}/model.safetensors is missing`);
  });

  test('a truncated marker (not yet complete) fails', async () => {
    stageByHand({ 'a.json': '{}', 'b.json': '{}' });
    const marker = path.join(dir, StagingMarker.FILE_NAME);
    const text = fs.readFileSync(marker, 'utf8');
    fs.writeFileSync(marker, text.slice(0, text.indexOf('"b.json"')));
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is incomplete');
  });

  test('waits for a marker that arrives before the timeout', async () => {
    const pending = check(Duration.seconds(10));
    await new Promise((r) => setTimeout(r, 1500));
    stageByHand({ 'config.json': '{}' });
    const result = await pending;
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('(1 files)');
  });

  test('refuses a relative directory', () => {
    expect(() => StagingMarker.waitScript({ directory: 'models', jobName: 'j' })).toThrow(/GPUM-STAGING-MARKER/);
    expect(() => StagingMarker.waitScript({ directory: '/m', jobName: '' })).toThrow(/GPUM-STAGING-MARKER/);
  });
});
