import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';
import { programGlob } from './staging-program';

/**
 * Checks include/exclude patterns. They mean what huggingface_hub's `allow_patterns`/`ignore_patterns`
 * mean (`filter_repo_objects`: Python `fnmatch.fnmatchcase`, as the staging program implements it):
 * `*` matches any characters, `/` included, so `**\/x` needs a `/` before `x`; `?` one character;
 * `[abc]` and `[!abc]` a set; a pattern ending in `/` matches everything below that directory, and a
 * directory name without `/` matches only a file of that name. Case-sensitive, matched against the
 * file's whole path in the repository. Refused where huggingface_hub would silently differ from what
 * was meant: an empty pattern (it selects nothing), a backslash (huggingface_hub reads it as `/`).
 */
export function checkPatterns(patterns: string[] | undefined, property: 'include' | 'exclude', source: string): string[] {
  if (patterns === undefined) return [];
  if (isUnresolved(patterns) || !Array.isArray(patterns)) {
    throw patternError(
      property,
      source,
      String(patterns),
      'give a list of glob patterns known at synth, for example ["*.safetensors", "*.json"]',
    );
  }
  if (patterns.length === 0) {
    throw patternError(property, source, '[]', `an empty list selects nothing: leave ${property} out`);
  }
  const seen = new Set<string>();
  for (const p of patterns) {
    if (isUnresolved(p) || typeof p !== 'string') throw patternError(property, source, String(p), 'give a pattern known at synth');
    const problem = patternProblem(p);
    if (problem) throw patternError(property, source, p, problem);
    if (/^\*+$/.test(p)) {
      throw patternError(
        property,
        source,
        p,
        property === 'include' ? 'it matches every file: leave include out' : 'it excludes every file, so nothing would be staged',
      );
    }
    if (seen.has(p)) throw patternError(property, source, p, 'it is listed twice');
    seen.add(p);
  }
  return [...patterns];
}

function patternProblem(p: string): string | undefined {
  if (p.trim() === '') return 'a pattern cannot be empty or blank';
  if (p !== p.trim()) return 'remove the leading or trailing spaces';
  if (/[\u0000-\u001f\u007f\\]/.test(p)) return 'patterns use "/" between directories and no control characters or backslashes';
  if (p.startsWith('/')) return 'patterns match paths inside the repository, which have no leading "/"';
  if (p.split('/').some((s, i, all) => s === '..' || s === '.' || (s === '' && i < all.length - 1))) {
    return 'a pattern cannot contain "..", "." or empty path segments';
  }
  for (let i = 0; i < p.length; i++) {
    if (p[i] !== '[') continue;
    // As fnmatch reads a set: the first character after "[" (or "[!") may be "]" itself.
    const end = p.indexOf(']', i + (p[i + 1] === '!' ? 3 : 2));
    if (end === -1) return 'a "[" opens a set that no "]" closes';
    i = end;
  }
  return undefined;
}

function patternError(property: string, source: string, value: string, why: string): UnscopedValidationError {
  return new UnscopedValidationError('GPUM-SOURCE-PATTERN', `${source}: ${property} pattern "${value}" is not valid: ${why}`, {
    property,
    value,
    fix: why,
  });
}

/**
 * File extensions of model weights: a selection that can match none of them stages a model
 * without its weights. safetensors, PyTorch (`.bin`, `.pt`, `.pth`, `.ckpt`), GGUF, Keras/HDF5,
 * Flax (`.msgpack`), ONNX.
 */
export const WEIGHT_EXTENSIONS: readonly string[] = ['.safetensors', '.bin', '.pt', '.pth', '.ckpt', '.gguf', '.h5', '.msgpack', '.onnx'];

/**
 * The weight extensions that `include` and `exclude` leave selectable, judged by the patterns alone
 * (the repository's file list is known only when the staging runs): an extension is selectable when
 * some include pattern can match a path ending in it (or there is no include), and no exclude
 * pattern matches every path ending in it (`*.bin`, `*.safe*`; an exclude that matches only some,
 * such as `original/*.pth`, leaves it selectable).
 */
export function selectableWeightExtensions(include: readonly string[], exclude: readonly string[]): string[] {
  return WEIGHT_EXTENSIONS.filter(
    (ext) =>
      (include.length === 0 || include.some((p) => canMatchEnding(p, ext) && !exclude.some((e) => covers(e, p)))) &&
      !exclude.some((p) => p.startsWith('*') && programGlob(p).test(ext)),
  );
}

/**
 * Whether `exclude` removes every path `include` can select (huggingface_hub applies the ignore
 * patterns after the allow patterns): the same pattern, or a literal stem and `*` that the include's
 * literal start begins with (`model-*` removes all of `model-*.safetensors`; fnmatch's `*` crosses
 * `/`). Other pairs are not judged: a warning must not fire on a selection that can hold weights.
 */
function covers(exclude: string, include: string): boolean {
  const e = exclude.endsWith('/') ? `${exclude}*` : exclude;
  const i = include.endsWith('/') ? `${include}*` : include;
  if (e === i) return true;
  const stem = e.replace(/\*+$/, '');
  if (stem === e || /[*?[]/.test(stem)) return false;
  const firstGlob = i.search(/[*?[]/);
  return (firstGlob < 0 ? i : i.slice(0, firstGlob)).startsWith(stem);
}

type GlobToken = { star: true } | { star: false; accepts: (c: string) => boolean };

/**
 * Whether the pattern (fnmatch, as huggingface_hub reads it) matches some path ending in `suffix`.
 * Exact for the pattern language: after its last `*` the pattern's characters must accept the
 * suffix's last characters one for one (the `*` takes the rest); without a `*`, its last
 * characters must accept the whole suffix.
 */
export function canMatchEnding(pattern: string, suffix: string): boolean {
  const tokens = globTokens(pattern.endsWith('/') ? `${pattern}*` : pattern);
  const lastStar = tokens.map((t) => t.star).lastIndexOf(true);
  const tail = tokens.slice(lastStar + 1) as Array<{ star: false; accepts: (c: string) => boolean }>;
  if (lastStar < 0 && tail.length < suffix.length) return false;
  const n = Math.min(tail.length, suffix.length);
  for (let i = 1; i <= n; i++) if (!tail[tail.length - i].accepts(suffix[suffix.length - i])) return false;
  return true;
}

/** The pattern as fnmatch reads it: `*`, and one token per character (`?`, a set, a literal). */
function globTokens(p: string): GlobToken[] {
  const tokens: GlobToken[] = [];
  for (let i = 0; i < p.length; ) {
    const c = p[i++];
    if (c === '*') tokens.push({ star: true });
    else if (c === '?') tokens.push({ star: false, accepts: () => true });
    else if (c === '[') {
      let j = i;
      if (j < p.length && p[j] === '!') j++;
      if (j < p.length && p[j] === ']') j++;
      while (j < p.length && p[j] !== ']') j++;
      if (j >= p.length) tokens.push({ star: false, accepts: (x) => x === '[' });
      else {
        const set = programGlob(p.slice(i - 1, j + 1));
        tokens.push({ star: false, accepts: (x) => set.test(x) });
        i = j + 1;
      }
    } else tokens.push({ star: false, accepts: (x) => x === c });
  }
  return tokens;
}
