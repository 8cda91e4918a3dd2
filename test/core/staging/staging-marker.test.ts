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

describe('StagingMarker.waitScript at scale', () => {
  test('checks a model of 10 000 files in one pass, in seconds, and still finds the one wrong file', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 10_000; i++) files[`shard-${Math.floor(i / 1000)}/part-${i}.bin`] = `${i}`.padEnd(1 + (i % 7), '.');
    stageByHand(files);
    const started = Date.now();
    const ok = await check();
    const seconds = (Date.now() - started) / 1000;
    expect(ok.stderr).toBe(`gpum: staged model verified in ${dir} (10000 files)\n`);
    expect(ok.code).toBe(0);
    // The earlier check, one stat per file, took almost 5 minutes for these 10 000 files on a loaded 2-core machine.
    expect(seconds).toBeLessThan(5);
    fs.truncateSync(path.join(dir, 'shard-7', 'part-7777.bin'), 0);
    const bad = await check();
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${dir}/shard-7/part-7777.bin has 0 bytes, the marker says ${files['shard-7/part-7777.bin'].length}`);
  });

  test('a listed file that is a symbolic link is not accepted', async () => {
    stageByHand({ 'config.json': '{}', 'model.safetensors': 'x'.repeat(10) });
    fs.renameSync(path.join(dir, 'model.safetensors'), path.join(dir, 'elsewhere'));
    fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'model.safetensors'));
    const result = await check();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${dir}/model.safetensors is missing or not a regular file`);
  });

  test('works where stat has no -c (wc -c instead)', async () => {
    stageByHand({ 'a b.json': '{}', 'sub/c.bin': 'xyz' });
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-nostat-'));
    try {
      fs.writeFileSync(path.join(bin, 'stat'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
      const script = StagingMarker.waitScript({ directory: dir, jobName: 'j', timeout: Duration.seconds(0) });
      const result = await runSh(`PATH=${bin}:$PATH\n${script}`);
      expect(result.stderr).toBe(`gpum: staged model verified in ${dir} (2 files)\n`);
      fs.writeFileSync(path.join(dir, 'sub', 'c.bin'), 'xy');
      const bad = await runSh(`PATH=${bin}:$PATH\n${script}`);
      expect(bad.stderr).toContain(`${dir}/sub/c.bin has 2 bytes, the marker says 3`);
    } finally {
      fs.rmSync(bin, { recursive: true, force: true });
    }
  });
});
