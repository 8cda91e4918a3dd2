import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { TerraformStack } from '../framework';
import { isUnresolved, resolveValue } from '../tokens';

/**
 * Names that must be unique in an app (a Function Compute function name, a Karpenter NodePool
 * name, a service account ID, a cluster-scoped Kubernetes object): the first construct to claim a
 * name in a namespace of names holds it, the second fails naming both. Keyed by the app (the tree's
 * root), so separate apps, such as separate tests, never see each other's names.
 */
const registries = new WeakMap<IConstruct, Map<string, IConstruct>>();

/** What kind of name, and where it must be unique. */
export interface UniqueNameKind {
  /** The kind, for messages (`function name`, `PersistentVolume name`). */
  readonly kind: string;
  /**
   * Where the name must be unique beyond the kind: the cloud account and region, the cluster. Two
   * names in different scopes never collide. A token scope is compared as its resolved text.
   * @default - the whole app
   */
  readonly within?: string;
  /** The stable ID of the error (`GPUM-FC-FUNCTION-NAME-DUPLICATE`). */
  readonly code: string;
}

/**
 * Claims a name for a construct. A name that is a token cannot be compared and is not claimed.
 * Claiming the same name again from the same construct is fine (a construct may ask twice).
 */
export function claimUniqueName(scope: IConstruct, kind: UniqueNameKind, name: string | undefined): void {
  if (name === undefined || isUnresolved(name)) return;
  const holder = claimedBy(scope, kind, name);
  if (holder === undefined) return;
  const within = scopeText(scope, kind.within);
  throw new ValidationError(
    kind.code,
    `${kind.kind} "${name}" is already used by ${holder.node.path}${within && !isUnresolved(kind.within) ? ` (in ${within})` : ''}: two resources with one name fail at apply or overwrite each other. Give one of them another name`,
    scope,
    { property: kind.kind, value: name, fix: 'give one of them another name' },
  );
}

/** True when a name is already claimed by another construct (for derived names that add a qualifier only on collision). */
export function isNameClaimed(scope: IConstruct, kind: UniqueNameKind, name: string): boolean {
  const registry = registries.get(scope.node.root);
  const within = scopeText(scope, kind.within);
  const holder = registry?.get(`${kind.kind}\u0000${within}\u0000${name}`);
  return holder !== undefined && holder !== scope;
}

/** Where a name must be unique, as text: a token (a cluster's name attribute) as what it resolves to. */
function scopeText(scope: IConstruct, within: string | undefined): string {
  if (within === undefined) return '';
  return isUnresolved(within) ? JSON.stringify(resolveValue(scope, within)) : within;
}

/** Where a staging job writes a model's revision: a bucket or file system of one cloud, and the path in it. */
export interface StagingDestination {
  /** The cloud (`CloudProvider` value), so equal names on two clouds never collide. */
  readonly cloud: string;
  /** What `store` names, for messages and the key (`S3 bucket`, `NAS file system`). */
  readonly storeKind: string;
  /** The bucket's name or the file system's identity; a token is compared as what it resolves to. */
  readonly store: string;
  /** The revision's path in the store (`<storagePath>/<revision>`). */
  readonly stagedPath: string;
  /**
   * What is staged there: the model's name and its source (hub or bucket, repository, revision,
   * patterns, endpoint). Two claims of one destination with the same content are one model staged
   * twice; with different content, two models overwriting each other.
   */
  readonly content: StagedContent;
}

/** What a staging job writes: the parts of a model that decide the staged files. */
export interface StagedContent {
  /** The model's name. */
  readonly name: string;
  /** The model's source. */
  readonly source: { readonly fingerprint: string; toString(): string };
}

/** The content each construct claimed a destination for: one construct stages one model. */
const stagedContent = new WeakMap<IConstruct, StagedContent>();

/** True when two contents write the same files: the same name and the same source fingerprint. */
function sameContent(a: StagedContent, b: StagedContent): boolean {
  return a.name === b.name && a.source.fingerprint === b.source.fingerprint;
}

function describeContent(content: StagedContent): string {
  return `model "${content.name}" from ${content.source}`;
}

/** The kind under which staging destinations are claimed. */
const STAGING_DESTINATION: UniqueNameKind = { kind: 'staging destination', code: 'GPUM-STAGING-DESTINATION-DUPLICATE' };

/**
 * Claims the destination of a staging job: two jobs of one app writing the same revision into the
 * same bucket prefix race, each writing the same files (resume off, in place), and whichever
 * finishes last leaves a marker over files the other may still be rewriting. A bucket that is a
 * token (a bucket of the stack) is compared by its resolved reference, so two workloads that share
 * one bucket resource collide and two that create their own never do.
 */
export function claimStagingDestination(scope: IConstruct, destination: StagingDestination): void {
  if (isUnresolved(destination.stagedPath)) return;
  // A token as its reference text (`${aws_s3_bucket.models.bucket}`): the same resource, the same text.
  const store = isUnresolved(destination.store) ? String(resolveValue(scope, destination.store)) : destination.store;
  // A reference names a resource of its own stack: two stacks may hold resources with one logical ID, so
  // the key of a reference carries the stack's path (a literal name is the same store in any stack).
  const stackKey = isUnresolved(destination.store) ? TerraformStack.of(scope).node.path : '';
  const name = `${destination.cloud}\u0000${destination.storeKind}\u0000${stackKey}\u0000${store}\u0000${destination.stagedPath}`;
  const display = `${destination.stagedPath}/ in ${destination.storeKind} ${store}`;
  const holder = claimedBy(scope, STAGING_DESTINATION, name);
  if (holder === undefined) {
    stagedContent.set(scope, destination.content);
    return;
  }
  const held = stagedContent.get(holder);
  if (held !== undefined && !sameContent(held, destination.content)) {
    // Not the same model twice but two models in one directory: preStaged() would serve the wrong files.
    throw new ValidationError(
      'GPUM-STAGING-DESTINATION-CONFLICT',
      `${display} is staged by ${holder.node.path} with ${describeContent(held)}, and ${scope.node.path} stages ${describeContent(destination.content)} into the same directory: each job would overwrite the other's files and write a marker over a mix of both models. Give one of them another storagePath (or another bucket or file system)`,
      scope,
      {
        property: 'model.storagePath',
        value: display,
        fix: `give ${scope.node.path} or ${holder.node.path} another storagePath, so that each model has a directory of its own`,
      },
    );
  }
  throw new ValidationError(
    STAGING_DESTINATION.code,
    `${display} is already staged by ${holder.node.path}: two staging jobs would write the same files at once, and a reader could see one's marker over the other's half-written files. Stage it once: give the second workload ModelSource.preStaged() with storagePath "${destination.stagedPath}" (the revision's directory the first stages), or another storagePath`,
    scope,
    {
      property: 'model.storagePath',
      value: display,
      fix: `stage it once: give the second workload ModelSource.preStaged() with storagePath "${destination.stagedPath}", or another storagePath`,
    },
  );
}

/** Records `name` for `scope` unless another construct holds it, and returns that holder. */
function claimedBy(scope: IConstruct, kind: UniqueNameKind, name: string): IConstruct | undefined {
  const root = scope.node.root;
  let registry = registries.get(root);
  if (!registry) {
    registry = new Map();
    registries.set(root, registry);
  }
  const key = `${kind.kind}\u0000${scopeText(scope, kind.within)}\u0000${name}`;
  const holder = registry.get(key);
  if (holder === undefined) {
    registry.set(key, scope);
    return undefined;
  }
  return holder === scope ? undefined : holder;
}
