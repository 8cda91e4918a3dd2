import * as fs from 'fs';
import * as path from 'path';
import { App } from '../../src/core/framework';

export const EXAMPLES_DIR = path.join(__dirname, '..', '..', 'examples');

/** An example: a folder under examples/ whose main.ts exports `build(app)`. */
export interface Example {
  /** The folder name, which is also the stack name. */
  readonly name: string;
  readonly dir: string;
  readonly build: (app: App) => void;
}

/** Every example, sorted by name; a name filter keeps only matching ones. */
export function loadExamples(filter?: string[]): Example[] {
  const names = fs
    .readdirSync(EXAMPLES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(EXAMPLES_DIR, entry.name, 'main.ts')))
    .map((entry) => entry.name)
    .filter((name) => !filter || filter.length === 0 || filter.includes(name))
    .sort();
  if (filter && filter.length > 0) {
    const missing = filter.filter((name) => !names.includes(name));
    if (missing.length > 0) throw new Error(`no example named ${missing.join(', ')}; see the folders under examples/`);
  }
  return names.map((name) => {
    const dir = path.join(EXAMPLES_DIR, name);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(dir, 'main.ts'));
    if (typeof mod.build !== 'function') throw new Error(`examples/${name}/main.ts must export build(app: App)`);
    return { name, dir, build: mod.build };
  });
}

/** `{ "alicloud_vpc": 1, ... }` for one synthesized stack. */
export function countResources(stackJson: any): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [type, instances] of Object.entries<Record<string, unknown>>(stackJson.resource ?? {})) {
    counts[type] = Object.keys(instances).length;
  }
  return counts;
}
