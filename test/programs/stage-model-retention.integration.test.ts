/**
 * Retention of old revisions (GPUM_STAGE_RETAIN) in the staging program, against a temporary
 * directory standing in for the model's storage path (NAS, GCS FUSE, Mountpoint for S3, OSS), with a
 * mounted-directory source (no hub needed).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const program = require('../../programs/stage-model.js');

let dir: string;
let root: string;
let source: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gpum-retain-'));
  root = path.join(dir, 'models', 'tiny');
  source = path.join(dir, 'bucket');
  fs.mkdirSync(path.join(source, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(source, 'weights.safetensors'), Buffer.alloc(4096, 7));
  fs.writeFileSync(path.join(source, 'sub', 'config.json'), '{}');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

async function stage(revision: string, retain?: string): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const env: Record<string, string> = {
    GPUM_STAGE_SOURCE: 'directory',
    GPUM_STAGE_SOURCE_DIR: source,
    GPUM_STAGE_REVISION: revision,
    GPUM_STAGE_DEST: path.join(root, revision.split('/').join('--')),
    GPUM_STAGE_JOB: 'stage-tiny',
  };
  if (retain !== undefined) env.GPUM_STAGE_RETAIN = retain;
  const code = await program.main(env, { out: (l: string) => out.push(l), err: (l: string) => err.push(l) });
  return { code, out, err };
}

/** Rewrites a staged revision's completion time, so that the order does not depend on the clock's resolution. */
function completedAt(revision: string, iso: string): void {
  const marker = path.join(root, revision, program.MANIFEST_NAME);
  const text = fs.readFileSync(marker, 'utf8');
  fs.writeFileSync(marker, text.replace(/"completedAt": "[^"]*"/, `"completedAt": "${iso}"`));
}

const listing = () => fs.readdirSync(root).sort();

describe('GPUM_STAGE_RETAIN', () => {
  test('unset keeps every revision', async () => {
    for (const r of ['r1', 'r2', 'r3']) expect((await stage(r)).code).toBe(0);
    expect(listing()).toEqual(['r1', 'r2', 'r3']);
  });

  test('keeps the newest N by completion time, the new one included, deletes the rest and logs each deletion', async () => {
    for (const r of ['r1', 'r2', 'r3']) expect((await stage(r)).code).toBe(0);
    // Completion order differs from the names' order: r1 is the newest of the old ones.
    completedAt('r1', '2026-03-01T00:00:00.000Z');
    completedAt('r2', '2026-01-01T00:00:00.000Z');
    completedAt('r3', '2026-02-01T00:00:00.000Z');
    const run = await stage('r4', '2');
    expect(run.code).toBe(0);
    expect(listing()).toEqual(['r1', 'r4']);
    const log = run.out.join('\n');
    expect(log).toMatch(/retention: keeping 2 revision\(s\): r4, r1; deleting r3, r2/);
    expect(log).toContain(`retention: deleted revision r2 (completed 2026-01-01T00:00:00.000Z) from ${root}`);
    expect(log).toContain(`retention: deleted revision r3 (completed 2026-02-01T00:00:00.000Z) from ${root}`);
    expect(run.err).toEqual([]);
    // The kept ones are whole.
    expect(fs.readFileSync(path.join(root, 'r1', 'sub', 'config.json'), 'utf8')).toBe('{}');
    expect(fs.existsSync(path.join(root, 'r4', program.MANIFEST_NAME))).toBe(true);
  });

  test('the current revision is never deleted, even when it is the oldest (a rollback to an earlier copy)', async () => {
    for (const r of ['r1', 'r2']) expect((await stage(r)).code).toBe(0);
    completedAt('r1', '2020-01-01T00:00:00.000Z');
    const run = await stage('r1', '1');
    expect(run.code).toBe(0);
    expect(run.out.join('\n')).toMatch(/already staged in \S+\/r1 /);
    expect(listing()).toEqual(['r1']);
    expect(fs.existsSync(path.join(root, 'r1', 'weights.safetensors'))).toBe(true);
  });

  test('leaves foreign directories alone: no marker, a copy in progress, another format, a renamed copy, a symlink, plain files', async () => {
    for (const r of ['r1', 'r2']) expect((await stage(r)).code).toBe(0);
    completedAt('r1', '2020-01-01T00:00:00.000Z');
    completedAt('r2', '2020-01-02T00:00:00.000Z');
    const marker = fs.readFileSync(path.join(root, 'r1', program.MANIFEST_NAME), 'utf8');
    // The user's own directory.
    fs.mkdirSync(path.join(root, 'notes'));
    fs.writeFileSync(path.join(root, 'notes', 'README'), 'mine');
    // A copy in progress: files, no marker.
    fs.mkdirSync(path.join(root, 'r9'));
    fs.writeFileSync(path.join(root, 'r9', 'weights.safetensors'), 'partial');
    // An incomplete marker.
    fs.mkdirSync(path.join(root, 'half'));
    fs.writeFileSync(
      path.join(root, 'half', program.MANIFEST_NAME),
      marker.replace('"revision": "r1"', '"revision": "half"').replace('"complete": true', '"complete": false'),
    );
    // Another program's marker format.
    fs.mkdirSync(path.join(root, 'other'));
    fs.writeFileSync(
      path.join(root, 'other', program.MANIFEST_NAME),
      marker.replace('"revision": "r1"', '"revision": "other"').replace(program.MANIFEST_FORMAT, 'someone-else@1'),
    );
    // A backup copy of r1 under another name: its marker names r1, not the directory.
    fs.cpSync(path.join(root, 'r1'), path.join(root, 'r1-backup'), { recursive: true });
    // A symlink to a revision, and a plain file.
    fs.symlinkSync(path.join(root, 'r1'), path.join(root, 'latest'));
    fs.writeFileSync(path.join(root, 'loose.txt'), 'x');

    const run = await stage('r3', '1');
    expect(run.code).toBe(0);
    expect(listing()).toEqual(['half', 'latest', 'loose.txt', 'notes', 'other', 'r1-backup', 'r3', 'r9']);
    expect(fs.readFileSync(path.join(root, 'notes', 'README'), 'utf8')).toBe('mine');
    expect(fs.readFileSync(path.join(root, 'r9', 'weights.safetensors'), 'utf8')).toBe('partial');
    expect(fs.existsSync(path.join(root, 'r1-backup', 'weights.safetensors'))).toBe(true);
    expect(run.out.join('\n')).toMatch(/deleting r2, r1$/m);
  });

  test('a revision with "/" (refs/pr/1) is matched by its directory name', async () => {
    expect((await stage('refs/pr/1')).code).toBe(0);
    completedAt('refs--pr--1', '2020-01-01T00:00:00.000Z');
    const run = await stage('r2', '1');
    expect(run.code).toBe(0);
    expect(listing()).toEqual(['r2']);
  });

  test('nothing to delete is said, and a failed staging deletes nothing', async () => {
    expect((await stage('r1')).code).toBe(0);
    const first = await stage('r2', '2');
    expect(first.out.join('\n')).toMatch(/keeping 2 revision\(s\): r2, r1; nothing to delete/);
    fs.rmSync(source, { recursive: true });
    const failed = await stage('r3', '1');
    expect(failed.code).toBe(1);
    expect(listing()).toEqual(['r1', 'r2', 'r3']);
    expect(failed.out.join('\n')).not.toContain('retention');
  });

  test('a revision that cannot be deleted is named in an error line; the staging still succeeds', async () => {
    expect((await stage('r1')).code).toBe(0);
    completedAt('r1', '2020-01-01T00:00:00.000Z');
    // The storage refuses the delete (a mount without allow-delete answers EPERM); the same fs module the program uses.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const realFs = require('fs') as typeof fs;
    const unlink = realFs.unlinkSync;
    const spy = jest.spyOn(realFs, 'unlinkSync').mockImplementation((p: fs.PathLike) => {
      if (String(p).includes(`${path.sep}r1${path.sep}`)) throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
      return unlink(p);
    });
    try {
      const run = await stage('r2', '1');
      expect(run.code).toBe(0);
      expect(run.err.join('\n')).toMatch(/retention: could not delete revision r1 in .* \(EPERM\): delete it by hand/);
      expect(listing()).toEqual(['r1', 'r2']);
    } finally {
      spy.mockRestore();
    }
  });

  test('a directory left empty counts as deleted when the mount refuses rmdir (Mountpoint for S3: a prefix vanishes with its last object)', async () => {
    expect((await stage('r1')).code).toBe(0);
    completedAt('r1', '2020-01-01T00:00:00.000Z');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const realFs = require('fs') as typeof fs;
    const spy = jest.spyOn(realFs, 'rmdirSync').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    try {
      const run = await stage('r2', '1');
      expect(run.code).toBe(0);
      expect(run.err).toEqual([]);
      expect(run.out.join('\n')).toContain('retention: deleted revision r1');
      // No object is left: the files and the nested directory's contents are gone.
      expect(fs.readdirSync(path.join(root, 'r1', 'sub'))).toEqual([]);
      expect(fs.readdirSync(path.join(root, 'r1'))).toEqual(['sub']);
    } finally {
      spy.mockRestore();
    }
  });

  test.each(['0', '-1', '1.5', 'two'])('GPUM_STAGE_RETAIN=%s is bad configuration (exit 2)', async (value) => {
    const run = await stage('r1', value);
    expect(run.code).toBe(2);
    expect(run.err.join('\n')).toContain('GPUM_STAGE_RETAIN');
    expect(fs.existsSync(root)).toBe(false);
  });
});
