import { UnscopedValidationError } from '../errors';
import { isUnresolved } from '../tokens';

/**
 * Checks include/exclude patterns. They follow huggingface_hub's `allow_patterns`/`ignore_patterns`
 * (Python fnmatch, as the staging program implements them): `*` matches any characters, `/`
 * included; `?` one character; `[abc]` and `[!abc]` a set; a pattern ending in `/` matches
 * everything below that directory. Matched against the file's path in the repository.
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
