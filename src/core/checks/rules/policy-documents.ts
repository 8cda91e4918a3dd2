import { GrantStatement, PolicyFacts } from '../platform-checks';
import { StackIndex } from '../stack-index';
import { jsonDocument, strings } from '../resolved-values';

export type { GrantStatement } from '../platform-checks';

/** What the platforms say about a policy resource type; undefined for a type that is not a policy. */
export function policyFacts(index: StackIndex, type: string): PolicyFacts | undefined {
  for (const platform of index.platforms) {
    const found = platform.policies?.find((p) => p.type === type);
    if (found) return found;
  }
  return undefined;
}

/** The statements of a JSON policy document (RAM or IAM); empty when it is an expression that cannot be read at synth. */
export function statementsFromJson(value: unknown): GrantStatement[] {
  const document = jsonDocument(value);
  if (!document) return [];
  const statements = Array.isArray(document.Statement) ? document.Statement : document.Statement ? [document.Statement] : [];
  return statements
    .filter((s: unknown) => s && typeof s === 'object')
    .map((s: any) => ({
      effect: String(s.Effect ?? 'Allow'),
      actions: strings(s.Action),
      resources: strings(s.Resource),
      conditioned: s.Condition !== undefined && s.Condition !== null && Object.keys(s.Condition).length > 0,
    }));
}

/** True for an action that lists a bucket's keys (`oss:ListObjects`, `s3:ListBucket`, `s3:List*`). */
export function isListAction(index: StackIndex, action: string): boolean {
  const a = action.toLowerCase();
  return index.platforms.some((p) => p.listActions?.includes(a));
}

/** True for an action on object storage (or on everything). */
export function isStorageAction(index: StackIndex, action: string): boolean {
  const a = action.toLowerCase();
  return a === '*' || index.platforms.some((p) => p.storageActionPrefixes?.some((prefix) => a.startsWith(prefix)));
}

/** The actions that allow every storage action: `*`, `oss:*`, `s3:*`. */
export function wildcardStorageActions(index: StackIndex): string[] {
  return ['*', ...index.platforms.flatMap((p) => (p.storageActionPrefixes ?? []).map((prefix) => `${prefix}*`))];
}

/**
 * The bucket and object path of an object storage resource ARN, as its platform reads it:
 * `acs:oss:*:*:bucket/models/x/*`, `arn:aws:s3:::bucket/models/*`, or a bucket's `arn` attribute.
 */
export function bucketPath(index: StackIndex, arn: string): { bucket: string; path?: string } | undefined {
  for (const platform of index.platforms) {
    const parsed = platform.bucketPath?.(arn);
    if (parsed) return parsed;
  }
  return undefined;
}

/** Splits `bucket/path` into the bucket and the path. */
export function splitBucketPath(rest: string): { bucket: string; path?: string } {
  const slash = rest.indexOf('/');
  return slash < 0 ? { bucket: rest } : { bucket: rest.slice(0, slash), path: rest.slice(slash + 1) };
}
