/**
 * The tier rule of CONTRIBUTING.md, checked: no unit test starts a process (itself, or through
 * test/support/sh.ts); every integration pattern names a file.
 */
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { INTEGRATION } = require('./tiers.js') as { INTEGRATION: string[] };

const TEST_ROOT = path.join(__dirname, '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = testFiles(TEST_ROOT);
const isIntegration = (file: string) => INTEGRATION.some((pattern) => new RegExp(pattern).test(file));

describe('test tiers', () => {
  test('no unit-tier test starts a process (those are integration tests: name them *.integration.test.ts)', () => {
    const spawning = files
      .filter((file) => !isIntegration(file) && file !== __filename)
      // A process can only be started through these modules (running npm too); the words "npm install" alone are
      // often text a test expects in generated docs.
      .filter((file) => /\bchild_process\b|\bexeca\b|support\/sh'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(TEST_ROOT, file));
    expect(spawning).toEqual([]);
  });

  test('every integration pattern matches a test file, and the tiers share out every test file', () => {
    for (const pattern of INTEGRATION)
      expect({ pattern, matches: files.some((file) => new RegExp(pattern).test(file)) }).toEqual({ pattern, matches: true });
    expect(files.filter(isIntegration).length).toBeGreaterThanOrEqual(10);
    expect(files.filter((file) => !isIntegration(file)).length).toBeGreaterThan(files.filter(isIntegration).length);
  });
});
