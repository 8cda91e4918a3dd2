/**
 * include/exclude mean exactly what huggingface_hub's allow_patterns/ignore_patterns mean. The table
 * is taken from huggingface_hub (HEAD ee0a4510, 2026-08-20): `filter_repo_objects` in
 * src/huggingface_hub/utils/_paths.py (a pattern ending in `/` gets `*`, `\` reads as `/`, then
 * `fnmatch.fnmatchcase` on the whole path), its tests (tests/test_utils_paths.py), its docstring
 * ("`*` across path boundaries": `data/*.json` matches `data/subdir/file.json`), its download guide,
 * and Python's fnmatch documentation for the rest (`**` is two stars, sets, ranges).
 */
import { ModelSource } from '../../../src';
import { collectAdvice } from '../../../src/core/advice';
import { canMatchEnding, selectableWeightExtensions } from '../../../src/core/staging/patterns';
import { newStack, warningIds } from '../../support/stacks';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const program = require('../../../programs/stage-model.js');

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** The program's selection: the paths `include`/`exclude` keep, in the listing's order. */
function select(paths: string[], include: string[] = [], exclude: string[] = []): string[] {
  return program
    .selectFiles(
      paths.map((p) => ({ path: p })),
      include,
      exclude,
    )
    .map((f: { path: string }) => f.path);
}

const HF_DUMMY = ['not_hidden.pdf', 'profile.jpg', '.hidden.pdf', '.hidden_picture.png'];
const HF_FOLDERS = ['file.txt', 'lfs.bin', 'path/to/file.txt', 'path/to/lfs.bin', 'nested/path/to/file.txt', 'nested/path/to/lfs.bin'];
const REPO = [
  'config.json',
  'model.safetensors',
  'sub/model.safetensors',
  'original',
  'original/consolidated.00.pth',
  'original/params.json',
  'a/b/c.json',
  'README.md',
  'notes.MD',
  'model-00001-of-00003.safetensors',
  'model-00002-of-00003.safetensors',
  'model-00003-of-00003.safetensors',
  '[weird].bin',
  'x]y.txt',
  '-dash.bin',
];

describe('the staging program selects files as huggingface_hub does', () => {
  test.each<[string, string[], string[], string[], string[]]>([
    // tests/test_utils_paths.py
    ['*.pdf takes hidden files too', HF_DUMMY, ['*.pdf'], [], ['not_hidden.pdf', '.hidden.pdf']],
    ['*.pdf except .*', HF_DUMMY, ['*.pdf'], ['.*'], ['not_hidden.pdf']],
    ['two allow patterns', HF_DUMMY, ['*.png', '*.jpg'], [], ['profile.jpg', '.hidden_picture.png']],
    [
      'a folder with a trailing / is everything below it, from the root only',
      HF_FOLDERS,
      ['path/to/'],
      [],
      ['path/to/file.txt', 'path/to/lfs.bin'],
    ],
    ['case-sensitive (*.MD)', ['README.md', 'notes.MD'], ['*.MD'], [], ['notes.MD']],
    ['case-sensitive (*.md)', ['README.md', 'notes.MD'], ['*.md'], [], ['README.md']],
    ['case-sensitive ignore', ['keep.txt', 'drop.LOG', 'keep.log'], [], ['*.LOG'], ['keep.txt', 'keep.log']],
    ['a backslash reads as /', ['unet/config.json', 'vae/config.json', 'unet/model.bin'], ['unet\\config.json'], [], ['unet/config.json']],
    // The docstring: `*` matches across path boundaries.
    [
      'data/*.json reaches subdirectories',
      ['data/file.json', 'data/subdir/file.json', 'file.json'],
      ['data/*.json'],
      [],
      ['data/file.json', 'data/subdir/file.json'],
    ],
    // The download guide.
    [
      '*.md and *.json except vocab.json',
      ['README.md', 'config.json', 'vocab.json', 'merges.txt'],
      ['*.md', '*.json'],
      ['vocab.json'],
      ['README.md', 'config.json'],
    ],
    // fnmatch: `**/` is two stars and a slash, so it needs a `/` in the path.
    ['a leading **/ does not match the root', REPO, ['**/*.safetensors'], [], ['sub/model.safetensors']],
    ['a leading */ does not match the root either', REPO, ['*/*.json'], [], ['original/params.json', 'a/b/c.json']],
    ['*.json matches at every depth', REPO, ['*.json'], [], ['config.json', 'original/params.json', 'a/b/c.json']],
    // A directory name without `/` is a file name: it does not select the directory's contents.
    ['original (no slash) is the file named original', REPO, ['original'], [], ['original']],
    ['original/ is what is below it', REPO, ['original/'], [], ['original/consolidated.00.pth', 'original/params.json']],
    ['original/* is the same', REPO, ['original/*'], [], ['original/consolidated.00.pth', 'original/params.json']],
    ['excluding original (no slash) keeps its contents', REPO, ['*.pth', 'original'], ['original'], ['original/consolidated.00.pth']],
    // `?` is any one character, `/` included.
    ['? matches /', ['a/b', 'ab', 'a.b'], ['a?b'], [], ['a/b', 'a.b']],
    // Sets and ranges, as Python's translate reads them.
    ['a range', REPO, ['model-0000[1-2]-*'], [], ['model-00001-of-00003.safetensors', 'model-00002-of-00003.safetensors']],
    ['a negated set', REPO, ['model-0000[!1]-*'], [], ['model-00002-of-00003.safetensors', 'model-00003-of-00003.safetensors']],
    ['a reversed range matches nothing', REPO, ['model-0000[3-1]-*', 'config.json'], [], ['config.json']],
    ['] first in a set is a member', REPO, ['x[]]y.txt'], [], ['x]y.txt']],
    ['an unclosed [ is a literal', ['[weird].bin', 'w.bin'], ['[weird'], [], []],
    ['[[] matches a literal [', REPO, ['[[]weird].bin'], [], ['[weird].bin']],
    ['a - at the end of a set is a member', REPO, ['[a-]dash.bin'], [], ['-dash.bin']],
    ['a run of stars is one star', REPO, ['***.md'], [], ['README.md']],
    ['regular-expression characters are literal', ['a+b.json', 'aab.json', 'a.b'], ['a+b.json', 'a.b'], [], ['a+b.json', 'a.b']],
  ])('%s', (_what, paths, include, exclude, expected) => {
    expect(select(paths, include, exclude)).toEqual(expected);
  });
});

describe('a selection with no weights warns at synth (GPUM-SOURCE-NO-WEIGHTS)', () => {
  test.each<[string[], string[], boolean]>([
    [['*.json'], [], true],
    [['*.json', '*.txt'], [], true],
    [['tokenizer/*'], [], false], // tokenizer/x.bin could be there: the file list is unknown at synth
    [['original'], [], true], // a file named "original", nothing else
    [['*.safetensors'], [], false],
    [['model-0000[1-4]-of-00004.safetensors'], [], false],
    [['*.sAfetensors'], [], true],
    [['*.gguf', '*.json'], [], false],
    [['original/'], [], false],
    [['**/*.pth'], [], false],
    [['*.json', '*.safe*'], [], false],
    [[], ['*.safetensors', '*.bin', '*.pt', '*.pth', '*.ckpt', '*.gguf', '*.h5', '*.msgpack', '*.onnx'], true],
    [[], ['*.safe*', '*.bin', '*.p?', '*.pth', '*.ckpt', '*.gguf', '*.h5', '*.msgpack', '*.onnx'], true],
    [[], ['*.safetensors'], false],
    [['*.safetensors'], ['*.safetensors'], true],
    [['*.safetensors'], ['original/*.safetensors'], false], // excludes some, not all
    [['*.bin', '*.json'], ['*.bin'], true],
    // An exclude judged against the include it follows (huggingface_hub ignores after it allows).
    [['model-*.safetensors'], ['model-*'], true],
    [['model-*.safetensors'], ['model-*.safetensors'], true],
    [['original/'], ['original/'], true],
    [['original/*.pth'], ['orig*'], true],
    [['model.safetensors'], ['model*'], true],
    [['model-*.safetensors'], ['model-0*'], false], // model-1….safetensors stays
    [['model-*.safetensors', '*.gguf'], ['model-*'], false], // the gguf stays
    [['*.safetensors'], ['model-*'], false], // weights.safetensors stays
    [['model-*.safetensors'], ['*-model*'], false], // not judged: a stem with a glob
  ])('include %j exclude %j: warns %p', (include, exclude, warns) => {
    const source = ModelSource.huggingFace('acme/m', {
      revision: COMMIT,
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
    });
    const stack = newStack();
    source.bind(stack);
    expect(warningIds(stack).includes('GPUM-SOURCE-NO-WEIGHTS')).toBe(warns);
  });

  test('the judgement is exact for what a pattern can end with', () => {
    expect(canMatchEnding('*.json', '.bin')).toBe(false);
    expect(canMatchEnding('*n', '.bin')).toBe(true);
    expect(canMatchEnding('*[!x]', '.bin')).toBe(true);
    expect(canMatchEnding('*[!n]', '.bin')).toBe(false);
    expect(canMatchEnding('model.bin', '.bin')).toBe(true);
    expect(canMatchEnding('.bin', '.bin')).toBe(true);
    expect(canMatchEnding('bin', '.bin')).toBe(false);
    expect(canMatchEnding('a/', '.bin')).toBe(true);
    expect(canMatchEnding('?????', '.bin')).toBe(true);
    expect(selectableWeightExtensions(['*.json', '*.gguf'], [])).toEqual(['.gguf']);
  });

  test('the message says what was judged and how', () => {
    const stack = newStack();
    ModelSource.huggingFace('acme/m', { revision: COMMIT, include: ['*.json'] }).bind(stack);
    const advice = collectAdvice(stack).find((a) => a.id === 'GPUM-SOURCE-NO-WEIGHTS');
    expect(advice?.message).toContain(
      'include ["*.json"] can select no weight file (.safetensors, .bin, .pt, .pth, .ckpt, .gguf, .h5, .msgpack, .onnx), so the staged model would have no weights; judged by the patterns alone',
    );
  });
});

describe('differential check against CPython', () => {
  /*
   * fnmatch-cpython.json was written by CPython 3.11.7 (random patterns over `ab/.*?[]!-z1\^+`, 1 to
   * 7 characters, and random paths; random.seed(7)):
   *   hf = lambda p: (p.replace('\\', '/') + '*') if p.replace('\\', '/').endswith('/') else p.replace('\\', '/')
   *   matches[p] = [i for i, x in enumerate(paths) if fnmatch.fnmatchcase(x, hf(p))]
   * i.e. huggingface_hub's filter_repo_objects on each path. The same comparison over 13 485 patterns
   * and 248 paths found no difference either.
   */
  test('the program matches exactly what CPython matches, for 1188 random patterns', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fixture = require('./fnmatch-cpython.json') as { paths: string[]; matches: Record<string, number[]> };
    const differences: string[] = [];
    for (const [pattern, expected] of Object.entries(fixture.matches)) {
      const re: RegExp = program.globToRegExp(pattern);
      const got = fixture.paths.flatMap((p, i) => (re.test(p) ? [i] : []));
      if (got.join() !== expected.join()) differences.push(pattern);
    }
    expect(Object.keys(fixture.matches).length).toBeGreaterThan(1000);
    expect(differences).toEqual([]);
  });
});
