/**
 * The Cloud Run download-at-start script run for real: parsed by sh and python3, and executed with a
 * fake gcloud and sleep (integration tier: it spawns processes).
 */
import { execFileSync, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Size } from '../../src/core/size';
import { CloudRunModelDownloader } from '../../src/google';
import { modelDownloadCommand } from '../../src/google/model-download';

describe('the download script', () => {
  const tuning = { concurrency: 8, partSize: Size.mebibytes(64), retries: 2, cpu: 4 };

  test.each(Object.values(CloudRunModelDownloader))('%s: valid sh', (downloader) => {
    const script = modelDownloadCommand(downloader, tuning, ['serve']).command[2];
    expect(() => execFileSync('/bin/sh', ['-n', '-c', script])).not.toThrow();
  });

  const python = spawnSync('python3', ['--version']);
  (python.status === 0 ? test : test.skip)('the transfer-manager downloader is valid Python', () => {
    const script = modelDownloadCommand(CloudRunModelDownloader.PYTHON_TRANSFER_MANAGER, tuning, ['serve']).command[2];
    const code = /<<'PY'\n([\s\S]*?)\nPY\n/.exec(script)?.[1];
    expect(code).toBeDefined();
    expect(() => execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], { input: code })).not.toThrow();
  });

  const scratchDirs: string[] = [];
  afterAll(() => {
    for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Runs the gcloud script with a fake gcloud that fails `failures` times, and a sleep that only records. */
  function run(failures: number, attempts: number) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'model-download-'));
    scratchDirs.push(dir);
    const bin = path.join(dir, 'bin');
    const modelDir = path.join(dir, 'model');
    fs.mkdirSync(bin);
    fs.mkdirSync(modelDir);
    fs.writeFileSync(
      path.join(bin, 'gcloud'),
      `#!/bin/sh\necho "$*" >> "${dir}/gcloud.log"\nn=$(cat "${dir}/count" 2>/dev/null || echo 0)\necho $((n + 1)) > "${dir}/count"\nif [ "$n" -lt ${failures} ]; then exit 1; fi\necho weights > "$MODEL_PATH/model.safetensors"\n`,
      { mode: 0o755 },
    );
    fs.writeFileSync(path.join(bin, 'sleep'), `#!/bin/sh\necho "$1" >> "${dir}/sleep.log"\n`, { mode: 0o755 });
    const { command, args } = modelDownloadCommand(CloudRunModelDownloader.GCLOUD_STORAGE, tuning, [
      '/bin/sh',
      '-c',
      'echo "serving $(cat "$MODEL_PATH/model.safetensors")"',
    ]);
    const result = spawnSync(command[0], [...command.slice(1), ...args], {
      env: {
        PATH: `${bin}:/usr/bin:/bin`,
        MODEL_PATH: modelDir,
        MODEL_GCS_URI: 'gs://acme-models/models/llama/',
        MODEL_DOWNLOAD_ATTEMPTS: String(attempts),
      },
      encoding: 'utf8',
    });
    const read = (file: string) =>
      fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8').trim().split('\n') : [];
    return { result, modelDir, gcloud: read('gcloud.log'), sleeps: read('sleep.log') };
  }

  test('retries while the network comes up, with a growing pause, then starts the server', () => {
    const { result, modelDir, gcloud, sleeps } = run(2, 6);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('serving weights\n');
    expect(gcloud).toEqual(Array(3).fill(`storage cp --recursive --no-clobber gs://acme-models/models/llama/* ${modelDir}/`));
    expect(sleeps).toEqual(['10', '20']);
    expect(result.stderr).toMatch(/attempt 1 failed.*retrying in 10 seconds/);
  });

  test('gives up after the last attempt, and the server never starts', () => {
    const { result, gcloud } = run(10, 3);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(gcloud).toHaveLength(3);
    expect(result.stderr).toMatch(/failed 3 times; giving up/);
  });
});
