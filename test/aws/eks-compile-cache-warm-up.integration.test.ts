import { execFileSync, spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { onlyManifest } from '../support/manifests';
import { build } from './compile-cache-warm-up.fixture';

// The warm-up Job's engine wrapper, run by sh against a fake engine: it keeps the engine's
// arguments, stops it once the write-back left its marker, and fails the Job otherwise.
describe('the warm-up wrapper, run', () => {
  const { json } = build();
  const [wrapper, , script] = onlyManifest(json, 'Job').object.spec.template.spec.containers[0].command;

  function run(marker: string | undefined, engine: string): { status: number | null; log: string } {
    const dir = mkdtempSync(join(tmpdir(), 'gpum-warm-up-'));
    if (marker) writeFileSync(join(dir, marker), '');
    const log = join(dir, 'engine.log');
    // The fake engine records its arguments, then runs until it is stopped (or exits at once).
    const result = spawnSync(wrapper, ['-c', script, dir, '/bin/sh', '-c', engine, 'engine', '--model', 'a b'], {
      env: { ...process.env, LOG: log, MARKERS: dir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    let written = '';
    try {
      written = readFileSync(log, 'utf8');
    } catch {
      written = '';
    }
    return { status: result.status, log: written };
  }

  test('the engine gets its arguments unchanged and is stopped once the cache is written back: the Job succeeds', () => {
    // The engine leaves the write-back's marker itself, once it has recorded its arguments.
    const { status, log } = run(undefined, 'printf "%s|" "$@" > "$LOG"; touch "$MARKERS/.gpum-warm-up-done"; exec sleep 30');
    expect(status).toBe(0);
    expect(log).toBe('--model|a b|');
  });

  test('a failed write-back fails the Job', () => {
    expect(run('.gpum-warm-up-failed', 'exec sleep 30').status).toBe(1);
  });

  test('an engine that exits before the warm-up finished fails the Job', () => {
    expect(run(undefined, 'exit 3').status).toBe(1);
  });

  test('the script is POSIX sh', () => {
    // dash, when the machine has it, is stricter than bash about POSIX.
    const dash = spawnSync('sh', ['-n', '-c', script]);
    expect(dash.status).toBe(0);
    expect(execFileSync('sh', ['-c', 'echo ok']).toString().trim()).toBe('ok');
  });
});
