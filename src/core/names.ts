import { createHash } from 'crypto';
import { IConstruct } from 'constructs';
import { TerraformStack } from './framework';

/** Constraints of a cloud resource name. */
export interface ResourceNameOptions {
  /** The longest name the cloud accepts. */
  readonly maxLength: number;
  /** Lower-case only (bucket names). @default false */
  readonly lowerCase?: boolean;
  /** The separator between path parts. @default '-' */
  readonly separator?: string;
  /** A suffix after the path, before the hash (`-models`). @default - none */
  readonly suffix?: string;
  /**
   * Mixed into the hash: something that makes the name unique beyond this app, such as the cloud
   * project, for names that must be unique across all users of a cloud.
   * @default - the construct path alone
   */
  readonly salt?: string;
}

/**
 * A deterministic, unique resource name from the construct's path below its stack: readable parts,
 * then an 8-character hash of the full path so that two constructs never collide and a name never
 * changes between synths.
 */
export function uniqueResourceName(scope: IConstruct, options: ResourceNameOptions): string {
  const separator = options.separator ?? '-';
  const named = nameParts(scope);
  const parts = named.parts;
  const hash = options.salt
    ? createHash('sha256')
        .update(`${options.salt}/${addressPath(scope)}`)
        .digest('hex')
        .slice(0, 8)
    : named.hash;
  let readable = [...parts, ...(options.suffix ? [options.suffix] : [])].join(separator);
  readable = readable.replace(/[^A-Za-z0-9_-]+/g, separator);
  if (options.lowerCase) readable = readable.toLowerCase().replace(/_/g, '-');
  readable = readable.replace(/^[^A-Za-z0-9]+/, '');
  const room = options.maxLength - hash.length - separator.length;
  readable = readable.slice(0, room).replace(/[-_]+$/, '');
  const name = readable ? `${readable}${separator}${hash}` : hash;
  // Most clouds want a letter first.
  return /^[A-Za-z]/.test(name) ? name : `m${name}`.slice(0, options.maxLength);
}

/** The readable path parts and the hash of a construct, which a construct's path fixes for good. */
interface NameParts {
  readonly parts: string[];
  readonly hash: string;
}

// A construct asks for several names (its function, bucket, role...): compute its parts once.
const namePartsCache = new WeakMap<IConstruct, NameParts>();

function nameParts(scope: IConstruct): NameParts {
  let cached = namePartsCache.get(scope);
  if (!cached) {
    const scopes = scope.node.scopes;
    const stack = TerraformStack.of(scope);
    cached = {
      parts: scopes
        .slice(scopes.indexOf(stack) + 1)
        .map((s) => s.node.id)
        .filter((id) => id !== 'Default' && id !== 'Resource'),
      hash: createHash('sha256').update(addressPath(scope)).digest('hex').slice(0, 8),
    };
    namePartsCache.set(scope, cached);
  }
  return cached;
}

/**
 * The construct path as Terraform addresses see it: without `Default` parts. Names and descriptions
 * use it, so a workload built through the facade (`sd/Default`) gets exactly the values of the
 * platform construct with the same ID (`sd`), and switching between them replaces nothing.
 */
export function addressPath(scope: IConstruct): string {
  return scope.node.scopes
    .map((s) => s.node.id)
    .filter((id) => id !== 'Default' && id !== '')
    .join('/');
}
