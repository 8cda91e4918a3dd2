/** The installed command: bin/cdktf-gpu-models run as a process (integration tier). */
import { spawnSync } from 'child_process';
import { join } from 'path';

describe('bin/cdktf-gpu-models', () => {
  test('the bin shim runs the CLI and passes the exit code through', () => {
    const bin = join(__dirname, '..', '..', 'bin', 'cdktf-gpu-models');
    const ok = spawnSync(process.execPath, [bin, 'advise', '--platform', 'aws-eks', '--model-size', '5GB'], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^1 {2}Model in the image, SOCI/m);
    const bad = spawnSync(process.execPath, [bin, 'advise', '--platform', 'aws-eks'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--model-size is required/);
  });
});
