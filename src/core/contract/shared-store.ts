import { IConstruct } from 'constructs';
import { ValidationError } from '../errors';
import { TerraformStack } from '../framework';
import { ModelArtifact } from '../model-artifact';
import { isResolved, sameValue } from '../tokens';

/** What a workload that made a model store tells the next workload that shares it. */
export interface SharedStoreOwner {
  /** The workload that made (or first took) the store. */
  readonly owner: IConstruct;
  /** Its region. */
  readonly region: string;
  /** The model it serves from the store. */
  readonly model: ModelArtifact;
}

/** What the workload that shares a store brings. */
export interface SharedStoreRequest {
  /** The platform's factory, for messages (`FcModelStorage.sharedWith()`). */
  readonly factory: string;
  readonly region: string;
  readonly model: ModelArtifact;
}

/** How a second workload relates to the model of the store it shares. */
export interface SharedStoreFit {
  /**
   * True when both serve the same model at the same prefix and revision: the second reads what the
   * first stages, and stages nothing itself.
   */
  readonly sameModel: boolean;
}

/**
 * The refusals that hold for a shared store on every platform: the store's resources are referenced
 * directly, so they must be in the same stack (another stack would need outputs and remote state) and
 * the same region; and one prefix holds one model at one revision, or the second workload would
 * serve (or stage over) the first one's files.
 */
export function checkSharedStore(scope: IConstruct, first: SharedStoreOwner, second: SharedStoreRequest): SharedStoreFit {
  const firstPath = first.owner.node.path;
  if (TerraformStack.of(scope) !== TerraformStack.of(first.owner)) {
    const fix = "Put both workloads in one stack, or give this one its own store (with the existing store's IDs passed as strings)";
    throw new ValidationError(
      'GPUM-SHARED-STORE-STACK',
      `${second.factory} names ${firstPath}, which is in stack ${TerraformStack.of(first.owner).node.id}, not this workload's stack ${TerraformStack.of(scope).node.id}: a reference across stacks needs an output and remote state, which this library does not wire. ${fix}`,
      scope,
      { property: 'storage', value: firstPath, fix },
    );
  }
  if (!sameValue(scope, first.region, second.region) && isResolved(first.region) && isResolved(second.region)) {
    const fix = `Give this workload region "${first.region}", or give it a store of its own in ${second.region}`;
    throw new ValidationError(
      'GPUM-SHARED-STORE-REGION',
      `${second.factory} shares the store of ${firstPath} in region ${first.region}, but this workload is in ${second.region}: the store is reached only from its own region (and on Function Compute only from its VPC). ${fix}`,
      scope,
      { property: 'region', value: second.region, fix },
    );
  }
  const a = first.model;
  const b = second.model;
  if (a.storagePath !== b.storagePath) return { sameModel: false };
  const sameSource = a.source.isPreStaged || b.source.isPreStaged || a.source.fingerprint === b.source.fingerprint;
  if (a.name !== b.name || !sameSource) {
    const what =
      a.name !== b.name
        ? `model "${b.name}" where ${firstPath} serves "${a.name}"`
        : `${b.source.toString()} where ${firstPath} stages ${a.source.toString()}`;
    const fix = 'Give this model another storagePath, or serve the same model and revision as the first workload';
    throw new ValidationError(
      'GPUM-SHARED-STORE-PREFIX',
      `${second.factory}: this workload puts ${what} at the same prefix ${b.storagePath}/ of the shared store: one would read (or stage over) the other's files. ${fix}`,
      scope,
      { property: 'model.storagePath', value: b.storagePath, fix },
    );
  }
  return { sameModel: true };
}
