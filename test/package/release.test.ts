/**
 * The release workflow and the git-dependency build: what makes the package installable before
 * and after its first publication.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as yaml from 'js-yaml';

const ROOT = path.join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shouldBuild } = require('../../scripts/prepare.js') as {
  shouldBuild: (env: Record<string, string>, libExists: boolean) => boolean;
};

describe('.github/workflows/release.yml', () => {
  const workflow = yaml.load(fs.readFileSync(path.join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8')) as any;
  const steps: any[] = workflow.jobs.publish.steps;
  const runs = steps.map((s) => s.run).filter(Boolean);

  test('runs on a version tag only', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*'] } });
  });

  test('may request the OIDC token provenance needs, and read the repository, nothing more', () => {
    expect(workflow.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  test('installs from the lockfile, tests, builds, then publishes with provenance using NPM_TOKEN', () => {
    const order = ['npm ci', 'npm test', 'npm run build', 'npm publish --provenance --access public'].map((command) =>
      runs.indexOf(command),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const publish = steps.find((s) => s.run === 'npm publish --provenance --access public');
    expect(publish.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
    const setup = steps.find((s) => String(s.uses).startsWith('actions/setup-node@'));
    expect(setup.with['registry-url']).toBe('https://registry.npmjs.org');
  });

  test('checks the tag against the package version before anything is published', () => {
    const check = runs.findIndex((r) => r.includes('GITHUB_REF_NAME') && r.includes("require('./package.json').version"));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(runs.indexOf('npm publish --provenance --access public'));
  });
});

describe('the prepare script (git dependencies build lib/)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

  test('is npm’s prepare, the one script npm runs when it packs a git dependency', () => {
    expect(pkg.scripts.prepare).toBe('node scripts/prepare.js');
  });

  test('builds when lib/ is missing: the clone of a git dependency', () => {
    expect(shouldBuild({ npm_command: 'install' }, false)).toBe(true);
  });

  test('does not build again when lib/ exists: the second prepare of a git dependency, or a checkout already built', () => {
    expect(shouldBuild({ npm_command: 'install' }, true)).toBe(false);
  });

  test('does not build under npm ci: this repository’s CI and contributor install stay as fast as before', () => {
    expect(shouldBuild({ npm_command: 'ci' }, false)).toBe(false);
  });
});
