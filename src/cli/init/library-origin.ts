import * as fs from 'fs';
import * as path from 'path';
import { UsageError } from '../flags';

/** Where the app's copy of the library comes from. */
export enum LibraryOriginKind {
  /** A version (or range) from the npm registry. */
  REGISTRY = 'registry',
  /** A packed tarball on this machine (`file:/…/cdktf-gpu-models-0.1.0.tgz`). */
  TARBALL = 'tarball',
  /** A folder on this machine: a checkout of the repository (`file:/…/cdktf-gpu-models`). */
  FOLDER = 'folder',
  /** A git URL, or any other spec npm understands, as given. */
  OTHER = 'other',
}

/** The app's dependency on this library: the spec `package.json` gets, and what kind it is. */
export interface LibraryOrigin {
  readonly kind: LibraryOriginKind;
  /** The value of `dependencies['cdktf-gpu-models']`. */
  readonly spec: string;
  /** Where it came from, for the command's output: `--library`, or how `init` was run. */
  readonly from: string;
}

const NAME = 'cdktf-gpu-models';
const TARBALL = /\.(tgz|tar\.gz)$/;

/**
 * The dependency on the copy of the library `init` runs from, so that an app made before the first
 * release (or from a tarball or checkout of a later one) installs the same code:
 * - a checkout (the library's folder is not inside `node_modules`): that folder;
 * - an install by npm (`npx ./cdktf-gpu-models-0.1.0.tgz`, or an app that installed the tarball or a
 *   git URL): what npm recorded it was resolved from, in the installing project's lockfile;
 * - otherwise, or from the registry: the version.
 * @param root the library's package folder
 */
export function libraryOrigin(root: string, version: string): LibraryOrigin {
  const real = fs.realpathSync(root);
  const segments = real.split(path.sep);
  const last = segments.lastIndexOf('node_modules');
  if (last < 0) return { kind: LibraryOriginKind.FOLDER, spec: `file:${real}`, from: 'the checkout init runs from' };
  const project = segments.slice(0, last).join(path.sep) || path.sep;
  const resolved = lockfileResolved(project, path.relative(project, real).split(path.sep).join('/'));
  if (resolved?.startsWith('file:') && TARBALL.test(resolved)) {
    const tarball = path.resolve(project, resolved.slice('file:'.length));
    if (fs.existsSync(tarball)) return { kind: LibraryOriginKind.TARBALL, spec: `file:${tarball}`, from: 'the tarball init runs from' };
  }
  if (resolved && /^git(\+[a-z]+)?:/.test(resolved))
    return { kind: LibraryOriginKind.OTHER, spec: resolved, from: 'the git commit init runs from' };
  return { kind: LibraryOriginKind.REGISTRY, spec: version, from: 'the npm registry' };
}

/** `packages[<key>].resolved` of the project's lockfile (npm's hidden one first), if any. */
function lockfileResolved(project: string, key: string): string | undefined {
  for (const file of [path.join(project, 'node_modules', '.package-lock.json'), path.join(project, 'package-lock.json')]) {
    try {
      const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages?: Record<string, { resolved?: string }> };
      const resolved = lock.packages?.[key]?.resolved;
      if (resolved) return resolved;
    } catch {
      // No lockfile, or not npm's: the next one, then the version.
    }
  }
  return undefined;
}

/**
 * `--library`: a version or range as given (`cdktf-gpu-models@0.2.0` gives `0.2.0`), a tarball or
 * folder on this machine made absolute (the app's folder is elsewhere; it must exist), a URL as given.
 */
export function librarySpec(spec: string): LibraryOrigin {
  const from = '--library';
  const named = new RegExp(`^${NAME}@(.+)$`).exec(spec);
  if (named) return { kind: LibraryOriginKind.REGISTRY, spec: named[1], from };
  if (/^[a-z][a-z0-9+.-]*:/i.test(spec) && !spec.startsWith('file:')) return { kind: LibraryOriginKind.OTHER, spec, from };
  const file = spec.startsWith('file:') ? spec.slice('file:'.length) : spec;
  const isPath = spec.startsWith('file:') || TARBALL.test(file) || /^(\.{1,2})?[\\/]/.test(file) || file === '.' || file === '..';
  if (!isPath) return { kind: LibraryOriginKind.REGISTRY, spec, from };
  const absolute = path.resolve(file);
  if (!fs.existsSync(absolute)) {
    throw new UsageError(
      `--library "${spec}": no such ${TARBALL.test(file) ? 'tarball' : 'folder'} (${absolute}). Give a tarball made by npm pack, a checkout of cdktf-gpu-models, a git URL or a version`,
    );
  }
  if (fs.statSync(absolute).isDirectory()) {
    const pkg = readPackageName(absolute);
    if (pkg !== NAME) {
      throw new UsageError(
        `--library "${spec}": ${absolute} is not a checkout of ${NAME} (its package.json ${pkg === undefined ? 'is missing' : `names "${pkg}"`}). Give the repository's folder or a tarball made by npm pack`,
      );
    }
    return { kind: LibraryOriginKind.FOLDER, spec: `file:${absolute}`, from };
  }
  return { kind: LibraryOriginKind.TARBALL, spec: `file:${absolute}`, from };
}

function readPackageName(dir: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

/**
 * The app's `.npmrc` when the library is a folder: npm would link the folder, and the library would
 * then load cdktf, constructs and the providers from the folder's own `node_modules` beside the app's
 * copies. `install-links` makes npm pack the folder and install the copy, as from a tarball.
 */
export const FOLDER_NPMRC = `# cdktf-gpu-models is a folder on this machine (see package.json): install a copy of it, as from
# a tarball, rather than a link to it, so that the app and the library load one cdktf and one constructs.
# npm builds the folder's lib/ if it is missing (its prepare script); after changing the folder, run
# npm run build there, then npm install here.
install-links=true
`;
