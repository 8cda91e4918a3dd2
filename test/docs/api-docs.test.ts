import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { listFiles } from '../../scripts/lib/alicloud-bindings';

const ROOT = path.join(__dirname, '..', '..');
const COMMITTED = path.join(ROOT, 'docs', 'api');

describe('the API reference in docs/api', () => {
  test('is what `npm run docs` generates from the TSDoc now', () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-'));
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--out', fresh], {
        cwd: ROOT,
        stdio: 'pipe',
      });
      const relative = (root: string) => listFiles(root).map((f) => path.relative(root, f));
      expect(relative(COMMITTED)).toEqual(relative(fresh));
      const stale = relative(fresh).filter(
        (f) => fs.readFileSync(path.join(fresh, f), 'utf8') !== fs.readFileSync(path.join(COMMITTED, f), 'utf8'),
      );
      // Run `npm run docs` and commit docs/api when this fails.
      expect(stale).toEqual([]);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
