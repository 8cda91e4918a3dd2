import { IndexedResource, StackIndex } from '../stack-index';
import { jsonDocument } from '../resolved-values';

/** True for a bucket policy statement that allows anyone: principal `*` and no condition. */
export function allowsAnyone(policy: unknown): boolean {
  const document = jsonDocument(policy);
  const statements = document ? (Array.isArray(document.Statement) ? document.Statement : [document.Statement]) : [];
  return statements.some((s: any) => {
    if (!s || s.Effect !== 'Allow' || s.Condition) return false;
    const principal = s.Principal;
    const values =
      principal === '*'
        ? ['*']
        : Array.isArray(principal)
          ? principal
          : principal && typeof principal === 'object'
            ? Object.values(principal).flat()
            : [];
    return values.includes('*');
  });
}

/** Canned ACLs that let anyone read or write. */
export function isPublicAcl(acl: unknown): boolean {
  return typeof acl === 'string' && /^public-read/.test(acl);
}

/** IAM members that mean everyone. */
export function isPublicMember(member: unknown): boolean {
  return member === 'allUsers' || member === 'allAuthenticatedUsers';
}

/** The resources of a type whose `bucket` names the bucket (its ACLs, policies, grants, access blocks). */
export function bucketResources(index: StackIndex, bucket: IndexedResource, type: string): IndexedResource[] {
  return index.ofType(type).filter((r) => index.refersTo(r.config.bucket, bucket));
}

/** The resource types that can make a bucket public, on every platform. */
export function bucketGrantTypes(index: StackIndex): string[] {
  return index.platforms.flatMap((p) => p.buckets.flatMap((b) => b.grantTypes));
}
