import { main } from '../../src/cli/main';
import { ROWS } from './workload-flags.rows';

describe("the workload and node flags' bad inputs are coded, never silent", () => {
  test.each(ROWS.map((r) => [`${r.name} [${r.class}]`, r] as const))('%s', (_name, row) => {
    let stdout = '';
    let stderr = '';
    const code = main([row.command, ...row.argv], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
    if (!('error' in row.expect)) throw new Error('these rows expect errors');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(new RegExp(`^error: \\[${row.expect.error}\\] `));
  });
});
