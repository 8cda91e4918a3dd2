import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { generateAlicloudBindings, listFiles } from '../../scripts/lib/alicloud-bindings';

const COMMITTED = path.join(__dirname, '..', '..', 'src', 'alicloud', 'generated');

describe('generated alicloud bindings', () => {
  test('are exactly what `npm run gen:alicloud` generates from the committed schema', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'alicloud-fresh-'));
    try {
      await generateAlicloudBindings(fresh);
      const relative = (root: string) => listFiles(root).map((f) => path.relative(root, f));
      const freshFiles = relative(fresh);
      expect(relative(COMMITTED)).toEqual(freshFiles);
      const stale = freshFiles.filter(
        (f) => fs.readFileSync(path.join(fresh, f), 'utf8') !== fs.readFileSync(path.join(COMMITTED, f), 'utf8'),
      );
      expect(stale).toEqual([]);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('import the framework through the library module, never cdktf directly', () => {
    const direct = listFiles(COMMITTED).filter((f) => /from 'cdktf'/.test(fs.readFileSync(f, 'utf8')));
    expect(direct).toEqual([]);
  });
});
