import { Construct } from 'constructs';
import { StorageBucket } from '@cdktf/provider-google/lib/storage-bucket';
import { StorageBucketIamMember } from '@cdktf/provider-google/lib/storage-bucket-iam-member';
import { addInfo, addWarning } from '../core/advice';
import { knownName, requireEnumMember, requireLiteralBoolean } from '../core/contract';
import { ValidationError } from '../core/errors';
import { Fn, TerraformStack } from '../core/framework';
import { addressPath, uniqueResourceName } from '../core/names';
import { RemovalPolicy, applyRemovalPolicy } from '../core/removal-policy';
import { isResolved, isUnresolved, resolveValue } from '../core/tokens';
import { configuredUniformAccess, isBucketOfThisApp } from './bucket-config';
import { IGcsBucketRef } from './bucket-ref';
import { providerProject } from './provider-project';

/** The read-only role the workload gets on the model's bucket. */
export const MODEL_READER_ROLE = 'roles/storage.objectViewer';

/** What the model bucket needs to know. */
export interface ModelBucketOptions {
  /** An existing bucket's name (the strategy's `bucketName`); a new bucket is created without it or `bucket`. */
  readonly bucketName?: string;
  /** An existing bucket as an object (the platform's `modelBucket`). */
  readonly bucket?: IGcsBucketRef;
  readonly hierarchicalNamespace?: boolean;
  readonly removalPolicy?: RemovalPolicy;
  /** The workload's region: a new bucket is created in it, next to the GPUs. */
  readonly region: string;
  readonly project?: string;
  readonly labels?: Record<string, string>;
  /** The workload's service account. */
  readonly readerEmail: string;
  /** The model's object prefix (`models/llama/`), for messages. */
  readonly modelPrefix: string;
  /** The model is staged into the bucket by this app: no upload hint. */
  readonly staged?: boolean;
}

/** The bucket the model is read from, and the grant that lets the workload read it. */
export interface ModelBucketConfig {
  /** The bucket's name (a Terraform reference for a new bucket). */
  readonly name: string;
  readonly created: boolean;
  /** The new bucket, for escape hatches. */
  readonly resource?: StorageBucket;
  /** The workload's read grant on the bucket. */
  readonly readerGrant: StorageBucketIamMember;
}

/**
 * The model's bucket: a new private one in the workload's region (uniform bucket-level access,
 * public access prevention enforced, Google-managed encryption, protected from destroy), or an
 * existing one. Either way the workload's service account gets `roles/storage.objectViewer` on that
 * bucket alone, as a bucket-level IAM member conditioned on the model's prefix: never a project-wide
 * role, and no reads outside the model.
 *
 * Construct IDs: `ModelBucket` (new bucket only) and `ModelBucketReader`.
 */
export function bindModelBucket(scope: Construct, options: ModelBucketOptions): ModelBucketConfig {
  requireLiteralBoolean(
    scope,
    'GPUM-CR-BUCKET-OPTION',
    'storage.hierarchicalNamespace',
    options.hierarchicalNamespace,
    'it decides at synth whether the new bucket gets a hierarchical namespace, which cannot be changed after creation',
  );
  requireEnumMember(scope, 'GPUM-CR-BUCKET-OPTION', 'storage.removalPolicy', options.removalPolicy, RemovalPolicy, {
    enumName: 'RemovalPolicy',
    notMember: 'not a removal policy',
  });
  let name: string;
  let resource: StorageBucket | undefined;
  if (options.bucketName !== undefined && options.bucket !== undefined) {
    throw new ValidationError(
      'GPUM-CR-BUCKET-OPTION',
      `both the strategy's bucketName (${isResolved(options.bucketName) ? `"${options.bucketName}"` : 'a Terraform token'}) and the platform's modelBucket are set: give the existing bucket once`,
      scope,
      {
        property: 'modelBucket',
        value: `bucketName ${isResolved(options.bucketName) ? `"${options.bucketName}"` : '(a Terraform token)'} with modelBucket`,
        fix: 'Remove bucketName or modelBucket',
      },
    );
  }
  if (options.bucket !== undefined) {
    name = options.bucket.name;
    checkExistingBucket(scope, options, name, 'modelBucket');
  } else if (options.bucketName !== undefined) {
    name = options.bucketName;
    checkExistingBucket(scope, options, name, 'bucketName');
  } else {
    resource = newModelBucket(scope, options);
    name = resource.name;
  }
  const readerGrant = new StorageBucketIamMember(scope, 'ModelBucketReader', {
    bucket: name,
    role: MODEL_READER_ROLE,
    member: `serviceAccount:${options.readerEmail}`,
    condition: modelPrefixCondition(name, options.modelPrefix),
  });
  return { name, created: resource !== undefined, resource, readerGrant };
}

/** A new bucket: uniform access, public access prevented, protected from destroy unless told otherwise. */
function newModelBucket(scope: Construct, options: ModelBucketOptions): StorageBucket {
  const name = newBucketName(scope, options.project);
  const resource = new StorageBucket(scope, 'ModelBucket', {
    name,
    project: options.project,
    // Cloud Storage reports locations upper-case; a reference is passed through untouched.
    location: isResolved(options.region) ? options.region.toUpperCase() : options.region,
    storageClass: 'STANDARD',
    uniformBucketLevelAccess: true,
    publicAccessPrevention: 'enforced',
    hierarchicalNamespace: options.hierarchicalNamespace ? { enabled: true } : undefined,
    forceDestroy: false,
    labels: options.labels,
  });
  applyRemovalPolicy(resource, options.removalPolicy);
  if (!options.staged)
    addInfo(
      scope,
      'GPUM-CR-UPLOAD-MODEL',
      `upload the model's files to gs://${isResolved(name) ? name : '<ModelBucket>'}/${options.modelPrefix} before the first instance starts (the stack output ModelUri has the address)`,
    );
  return resource;
}

function checkExistingBucket(scope: Construct, options: ModelBucketOptions, name: string, given: 'bucketName' | 'modelBucket'): void {
  const forNewOnly = [
    // false asks for what an existing bucket may well be: only asking for a namespace is at odds with it.
    options.hierarchicalNamespace ? 'hierarchicalNamespace' : undefined,
    options.removalPolicy !== undefined ? 'removalPolicy' : undefined,
  ].filter((option): option is string => !!option);
  const shown = isResolved(name) ? `"${name}"` : `(${given})`;
  if (forNewOnly.length > 0) {
    const fix = `Remove ${forNewOnly.join(' and ')} (configure the bucket where it is made), or drop ${given} to create the bucket`;
    throw new ValidationError(
      'GPUM-CR-BUCKET-OPTION',
      `${forNewOnly.join(' and ')} configure a new bucket, but ${given} ${shown} names an existing one that this workload does not create. ${fix}`,
      scope,
      // Each option is valid, only not with an existing bucket: the value is the combination.
      {
        property: forNewOnly.map((option) => `storage.${option}`).join(', '),
        value: `${forNewOnly.join(', ')} with ${given} ${shown}`,
        fix,
      },
    );
  }
  // The name itself is checked by the core bucket-name rule (GCS_BUCKET_NAMES) when the workload binds its storage.
  // A bucketName that names (or references) a bucket of this stack is that bucket: its configuration is known.
  const bucket = options.bucket ?? bucketOfThisAppNamed(scope, name);
  if (bucket !== undefined && isBucketOfThisApp(bucket)) {
    // A bucket of this app: its configuration says whether the conditioned grant can apply.
    const uniform = configuredUniformAccess(bucket);
    if (uniform === true) return;
    if (!isUnresolved(uniform)) {
      throw new ValidationError(
        'GPUM-CR-BUCKET-UNIFORM-ACCESS',
        `${given} ${bucket.node.path} has uniform_bucket_level_access ${uniform === false && bucket.uniformBucketLevelAccessInput === undefined ? "unset (Cloud Storage's default is off)" : 'off'}, but the workload's read grant has an IAM condition that limits it to ${options.modelPrefix}, and IAM Conditions need uniform bucket-level access: the grant would fail to apply. Set uniformBucketLevelAccess: true on the bucket`,
        scope,
        {
          property: `${given === 'modelBucket' ? 'modelBucket' : 'storage.bucketName'}.uniformBucketLevelAccess`,
          value: String(uniform),
          fix: 'Set uniformBucketLevelAccess: true on the bucket',
        },
      );
    }
  }
  // Its literal name when the app configured one, else the expression: never a token's placeholder.
  const known = knownName(scope, name, (bucket as { nameInput?: string } | undefined)?.nameInput);
  const literal = !known.startsWith('${');
  addWarning(
    scope,
    'GPUM-CR-BUCKET-SHARED',
    `the workload's service account gets ${MODEL_READER_ROLE} on the existing bucket ${literal ? `"${known}"` : known} with an IAM condition that limits reads to objects under ${options.modelPrefix}. IAM Conditions need uniform bucket-level access on the bucket, or the grant fails to apply: ${
      bucket !== undefined && isBucketOfThisApp(bucket)
        ? 'its uniform_bucket_level_access is a Terraform token, known only at apply, so it cannot be checked at synth; make sure it is true'
        : `turn it on (gcloud storage buckets update gs://${literal ? known : '<bucket>'} --uniform-bucket-level-access)`
    }. Listing is checked at bucket level, so the workload can still list object names outside ${options.modelPrefix}, though not read them; keep each model in a bucket of its own when names are sensitive`,
  );
}

/**
 * The `google_storage_bucket` of the app that a bucketName names: a bucket of any stack configured
 * with that literal name, or a reference to the `name` of a bucket of the scope's stack
 * (`${google_storage_bucket.models.name}`). Looked for only when a bucketName is given, once per
 * workload.
 */
function bucketOfThisAppNamed(scope: Construct, name: string): StorageBucket | undefined {
  const literal = isResolved(name);
  const wanted = literal ? undefined : JSON.stringify(resolveValue(scope, name));
  // A literal name is the same bucket in any stack; a reference is one of this stack's resources.
  const searched = literal ? scope.node.root : TerraformStack.of(scope);
  for (const node of searched.node.findAll()) {
    if (!isBucketOfThisApp(node as unknown as IGcsBucketRef)) continue;
    const bucket = node as unknown as StorageBucket;
    if (literal ? bucket.nameInput === name : JSON.stringify(resolveValue(scope, bucket.name)) === wanted) return bucket;
  }
  return undefined;
}

/**
 * Limits the read grant to the model's objects: object reads are checked against the object's name,
 * and bucket-level checks (listing objects, which gcsfuse and the downloaders need) against the
 * bucket, so listing still shows names outside the prefix but never their contents. IAM Conditions
 * on a bucket need uniform bucket-level access.
 */
export function modelPrefixCondition(bucketName: string, prefix: string): { title: string; description: string; expression: string } {
  const objects = celString(`projects/_/buckets/${bucketName}/objects/${prefix}`);
  return {
    title: 'model objects only',
    description: `Reads objects under the model prefix ${prefix.length > 180 ? `${prefix.slice(0, 177)}...` : prefix}; bucket-level checks such as listing pass (cdktf-gpu-models)`,
    expression: `resource.type == "storage.googleapis.com/Bucket" || resource.name.startsWith(${objects})`,
  };
}

function celString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Bucket names are global across all of Cloud Storage and may not contain "google". The path hash
 * keeps them unique within an app; the project (globally unique itself) keeps two projects that
 * deploy the same code apart: the workload's project, or else the google provider's.
 *
 * A literal project is hashed here. A project that is a Terraform token (a variable) is hashed by
 * Terraform with the same function over the same text (`substr(sha256("<project>/<path>"), 0, 8)`),
 * so the name is the one the literal gives: moving the project from a literal to a variable keeps
 * the bucket. Without any project the name comes from the path alone, and a warning says so.
 */
function newBucketName(scope: Construct, project: string | undefined): string {
  const salt = project ?? providerProject(scope);
  const name = (hash: string | undefined) =>
    uniqueResourceName(scope, { maxLength: 63, lowerCase: true, suffix: 'models', salt: hash }).replace(/goog/g, 'g0og').replace(/_/g, '-');
  if (salt === undefined || salt === '') {
    addWarning(
      scope,
      'GPUM-CR-BUCKET-NAME',
      "the new bucket's name comes from the construct path alone, and Cloud Storage names are global: another project deploying the same code gets the same name and the bucket creation fails. Give the workload's project (or the google provider's), as a literal or a variable; that changes the name, so do it before the first deploy. Or create the bucket yourself and pass it (modelBucket or bucketName)",
    );
    return name(undefined);
  }
  if (isResolved(salt)) return name(salt);
  const path = addressPath(scope);
  if (/["\\$%\n\r]/.test(path)) {
    // cdktf cannot pass these through a Terraform function call: hash a stand-in, and say so.
    addWarning(
      scope,
      'GPUM-CR-BUCKET-NAME',
      `the project is a Terraform token, and the construct path "${path}" holds characters (", \\, $, %, line breaks) that cannot go into the Terraform expression that hashes it with the project: the new bucket's name comes from the path alone, and Cloud Storage names are global. Give the project as a literal, use construct IDs without those characters, or pass an existing bucket`,
    );
    return name(undefined);
  }
  // The hash is the last 8 characters of the name; everything before it does not depend on the project.
  const prefix = name('project').slice(0, -8);
  return `${prefix}${Fn.substr(Fn.sha256(`${salt}/${path}`), 0, 8)}`;
}
