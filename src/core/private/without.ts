/**
 * A copy of an options object without the given keys: left out, not set to undefined, because option
 * checks read presence (`'key' in options`).
 */
export function without<T extends object>(options: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(options).filter(([key]) => !keys.includes(key))) as T;
}
