import * as fs from 'fs';
import * as path from 'path';

/** The repository root: the benchmark runs compiled from bench/.tmp, so it finds package.json upward. */
export const ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) || dir.includes(`${path.sep}.tmp`)) dir = path.dirname(dir);
  return dir;
})();

const loaded = new Map<string, any>();

/**
 * `require` of a repository path (`lib/alicloud`) or of a package as the repository resolves it
 * (`cdktf`). Memoized: the platforms call it for every resource they write, and resolving a path
 * costs file-system lookups that neither a library user nor a hand-written stack pays.
 */
export function requireFromRoot(request: string): any {
  let module = loaded.get(request);
  if (module === undefined) {
    const resolved = request.startsWith('lib') ? path.join(ROOT, request) : require.resolve(request, { paths: [ROOT] });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require(resolved);
    loaded.set(request, module);
  }
  return module;
}
