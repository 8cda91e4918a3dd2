import { builtinModules } from 'module';
import { UsageError } from '../flags';

/** npm's longest package name (validate-npm-package-name: "name can no longer contain more than 214 characters"). */
export const APP_NAME_MAX_LENGTH = 214;

/**
 * Lower-case letters, digits and dashes, starting with a letter. The name is both the generated app's
 * npm package name and its stack's construct ID, so it must satisfy both: npm's rules (lower case,
 * URL-safe, no leading `.` or `_`) and cdktf's for a stack ID (no whitespace, no glob character, no
 * `/`, which constructs reserve for paths). It also becomes a state key or prefix in the backend.
 */
const APP_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The app's name: `--name`, else the folder's name made lower case with dashes. It is written into
 * package.json, main.ts, the state backend and the README, so it is checked before anything is
 * written, with `--dry-run` too. A derived name is cut to npm's limit; a given one is refused.
 */
export function appNameFlag(given: string | undefined, folder: string): string {
  const name = given ?? nameOfFolder(folder);
  const label = given === undefined ? `the folder's name "${folder}" gives the app name "${name}", which` : `--name "${name}"`;
  const fix = 'for example --name llama-app';
  const problem = appNameProblem(name);
  if (problem === undefined) return name;
  throw new UsageError(`${label} ${problem}: ${given === undefined ? 'give --name, ' : ''}${fix}`);
}

/** Why a name is not a valid npm package name and stack ID, or `undefined` when it is. */
export function appNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'is empty: the package and the stack need a name';
  if (name.length > APP_NAME_MAX_LENGTH) {
    return `has ${name.length} characters, more than npm's ${APP_NAME_MAX_LENGTH} for a package name`;
  }
  if (!APP_NAME.test(name)) {
    return 'is not lower-case letters, digits and dashes starting with a letter (the npm package name and the stack ID: npm refuses capitals, a leading "." or "_" and characters that are not URL-safe; cdktf refuses spaces and glob characters in a stack ID)';
  }
  if (builtinModules.includes(name)) return `is the name of a Node.js core module, which npm refuses as a package name`;
  return undefined;
}

/** A folder name as an app name: lower case, dashes for anything else, at most npm's length. */
function nameOfFolder(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, APP_NAME_MAX_LENGTH)
    .replace(/-+$/, '');
  return name || 'model-app';
}
