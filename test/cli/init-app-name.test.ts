import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';

/** `init --dry-run` into `<tmp>/<folder>`: the app name comes from the folder when --name is absent. */
function dryRun(folder: string, ...flags: string[]): { exit: number; stdout: string; stderr: string; written: string[] } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-init-name-'));
  try {
    let stdout = '';
    let stderr = '';
    const exit = main(['init', path.join(parent, folder), '--platform', 'aws-eks', '--model-size', '8GiB', '--dry-run', ...flags], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
    });
    return { exit, stdout, stderr, written: fs.readdirSync(parent) };
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

describe("init's app name: a valid npm package name and stack ID, checked before anything is written", () => {
  test('a folder name longer than npm allows is cut to 214 characters and accepted', () => {
    const folder = `${'a'.repeat(213)}-b`;
    const { exit, stderr, written } = dryRun(folder);
    expect(stderr).toBe('');
    expect(exit).toBe(0);
    expect(written).toEqual([]);
  });

  test("a folder named after a Node.js core module is refused with the folder's name and --name as the fix", () => {
    const { exit, stdout, stderr, written } = dryRun('http');
    expect(exit).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^error: \[GPUM-CLI-USAGE\] the folder's name "http" gives the app name "http", which is the name of a Node\.js core module.*give --name, for example --name llama-app/,
    );
    expect(written).toEqual([]);
    expect(dryRun('http', '--name', 'http-app').exit).toBe(0);
  });

  test('a name of exactly 214 characters is accepted', () => {
    expect(dryRun('app', '--name', `a${'b'.repeat(213)}`).exit).toBe(0);
  });
});
