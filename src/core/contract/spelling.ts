/**
 * "Did you mean": the nearest spelling among known values, for the rules that name the value a typo
 * was meant to be (a region, a gcsfuse flag).
 */

/** Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The known value nearest to `value` within `maxDistance` edits (the first of equals), or `undefined`. */
export function nearestSpelling(value: string, known: readonly string[], maxDistance = 2): string | undefined {
  let best: { value: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(value, candidate);
    if (distance <= maxDistance && (best === undefined || distance < best.distance)) best = { value: candidate, distance };
  }
  return best?.value;
}
