/**
 * The README's Install commands, run as written from a packed tarball: `npx ./cdktf-gpu-models-0.1.0.tgz
 * init ...` for each platform, then `npm install && npx cdktf synth && npm test` in the app, with npm's
 * cache preferred (offline when warm) and npx's prompt answered as a user would. Also: every relative
 * link of the packed Markdown resolves inside the package, and every other link is absolute.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { removeTempDirs, tempDir } from '../cli/init-run';
import { USER_ENV, packLibrary, sh } from '../support/pack';

const ROOT = path.join(__dirname, '..', '..');
const MINUTE = 60_000;
const NPX_CACHE = path.join(os.homedir(), '.npm', '_npx');

/** The Install section's first `sh` block: the tarball route, one command a line. */
function installCommands(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Install\n'), readme.indexOf('\n## ', readme.indexOf('## Install\n') + 1));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1];
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

function npxEntries(): string[] {
  return fs.existsSync(NPX_CACHE) ? fs.readdirSync(NPX_CACHE) : [];
}

let library: { tarball: string; stage: string };
let before: string[];
beforeAll(() => {
  before = npxEntries();
  library = packLibrary(tempDir);
}, 10 * MINUTE);
afterAll(() => {
  removeTempDirs();
  // npx's installs of the temporary tarball: nothing else of the user's cache is touched.
  for (const entry of npxEntries().filter((e) => !before.includes(e)))
    fs.rmSync(path.join(NPX_CACHE, entry), { recursive: true, force: true });
});

test('the packed README, ARCHITECTURE and docs link only to files in the package, or to absolute URLs', () => {
  const listing = sh(path.dirname(library.tarball), 'tar', ['-tzf', library.tarball])
    .stdout.split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
  const markdown = listing.filter((f) => f.endsWith('.md'));
  expect(markdown).toEqual(expect.arrayContaining(['README.md', 'ARCHITECTURE.md', 'docs/staging.md', 'docs/codes.md', 'docs/advice.md']));
  const broken: string[] = [];
  for (const file of markdown) {
    const text = sh(path.dirname(library.tarball), 'tar', ['-xzOf', library.tarball, `package/${file}`]).stdout;
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target.split('#')[0]));
      if (!listing.includes(resolved)) broken.push(`${file}: ${target}`);
    }
  }
  expect(broken).toEqual([]);
});

test(
  'the Install commands, as written: npx <tarball> init per platform, then npm install, cdktf synth and npm test in the app',
  () => {
    const commands = installCommands();
    expect(commands[0]).toMatch(/^git clone \S+ && cd cdktf-gpu-models$/);
    expect(commands[1]).toBe('npm ci && npm pack');
    // The clone after `npm ci && npm pack`: its package.json, its node_modules (the provider packages
    // are dev dependencies, which npx finds there) and the tarball packLibrary made.
    const checkout = path.join(tempDir('readme'), 'cdktf-gpu-models');
    fs.mkdirSync(checkout);
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(checkout, 'package.json'));
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(checkout, 'node_modules'));
    const tarball = path.join(checkout, path.basename(library.tarball));
    fs.copyFileSync(library.tarball, tarball);
    expect(commands.slice(2).join('\n')).toContain(`/${path.basename(library.tarball)}`);

    // npx asks before it installs; a user answers yes (npm_config_yes), as CI does.
    const env = { ...USER_ENV, npm_config_yes: 'true' };
    // Inside the checkout, npx installs only the tarball: init says why it cannot synthesize, and what to run.
    const inside = spawnSync(
      'sh',
      [
        '-c',
        `npx -p ./${path.basename(tarball)} -p @cdktf/provider-google@16.12.1 cdktf-gpu-models init ../inside-app --platform gcp-cloudrun --model-size 16GiB`,
      ],
      { cwd: checkout, env, encoding: 'utf8', timeout: 10 * MINUTE },
    );
    expect(inside.status).not.toBe(0);
    expect(`${inside.stdout}${inside.stderr}`).toMatch(/This folder's node_modules has @cdktf\/provider-google.*cd \.\. first/);

    // The block as one script, as a user pastes it: its `cd` lines carry on to the next commands.
    sh(checkout, 'sh', ['-ec', commands.slice(2).join('\n')], 30 * MINUTE, env);

    for (const app of ['sd-app', 'llama-app', 'qwen-app']) {
      const pkg = JSON.parse(fs.readFileSync(path.join(checkout, '..', app, 'package.json'), 'utf8'));
      // The app depends on the tarball init ran from, not on a registry version that does not exist yet.
      expect(pkg.dependencies['cdktf-gpu-models']).toBe(`file:${tarball}`);
    }
    const llama = path.join(checkout, '..', 'llama-app');
    expect(fs.existsSync(path.join(llama, 'cdktf.out', 'stacks', 'llama-app', 'cdk.tf.json'))).toBe(true);
    expect(fs.existsSync(path.join(llama, 'node_modules', 'cdktf-gpu-models', 'lib', 'index.js'))).toBe(true);
  },
  30 * MINUTE,
);
