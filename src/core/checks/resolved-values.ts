/** Helpers over resolved Terraform JSON, where a nested block may be an object or a list of objects. */

/** A block as a list: `undefined` gives none, an object gives one. */
export function blocks(value: unknown): Record<string, any>[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && typeof v === 'object');
  return typeof value === 'object' ? [value as Record<string, any>] : [];
}

/** The first block, if any. */
export function block(value: unknown): Record<string, any> | undefined {
  return blocks(value)[0];
}

/** A list of strings from a string or a list. */
export function strings(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' ? [value] : [];
}

/** Every string anywhere in a value, depth first. */
export function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** True for `true` or `"true"` (Terraform accepts both). */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Parses a JSON document given as a string or an object; undefined when it is an expression or not JSON. */
export function jsonDocument(value: unknown): any {
  if (value !== null && typeof value === 'object') return value;
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
