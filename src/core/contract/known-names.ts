import { IConstruct } from 'constructs';
import { isResolved, isUnresolved, resolveValue } from '../tokens';

/**
 * A resource's name as a message should show it: the literal when the name is one, else the literal
 * the resource was configured with (`bucket.nameInput`) when it has one, else the Terraform expression
 * the token stands for (`${google_storage_bucket.models.name}`), never a `${TfToken[…]}` placeholder.
 */
export function knownName(scope: IConstruct, name: string, configured?: string): string {
  if (isResolved(name)) return name;
  if (configured !== undefined && isResolved(configured)) return configured;
  return isUnresolved(name) ? String(resolveValue(scope, name)) : String(name);
}
