import { checkTagRule } from '../core/contract/tags';
import { Construct } from 'constructs';
import { addWarning } from '../core/advice';
import { checkBucketName, checkLocation, escapeUserStrings, requireLiteralString, TOKEN_IN_WORDS, useProvider } from '../core/contract';
import { ValidationError } from '../core/errors';
import { TerraformOutput, TerraformProvider, TerraformResource } from '../core/framework';
import { ModelArtifact } from '../core/model-artifact';
import { addressPath, uniqueResourceName } from '../core/names';
import { applyRemovalPolicy, RemovalPolicy } from '../core/removal-policy';
import { isResolved } from '../core/tokens';
import { FC_LOCATION, FC_TAG_RULE, OSS_BUCKET_NAMES } from './contract';
import { FcModelStorage } from './fc-model-storage';
import { markReplicatedStorage } from './replicated-storage';
import { OssBucket } from './generated/oss-bucket';
import type { OssBucketReplication } from './generated/oss-bucket-replication';
import type { RamRole } from './generated/ram-role';
import { checkConstructId } from '../core/contract/construct-id';
import { checkAlicloudProvider } from './provider-check';
import { checkReplicaRegionKnown, resolveRegion } from './regions';
import {
  ossBucketAclBinding,
  ossBucketObjectBinding,
  ossBucketPublicAccessBlockBinding,
  ossBucketReplicationBinding,
  ramPolicyBinding,
  ramRoleBinding,
  ramRolePolicyAttachmentBinding,
} from './lazy-bindings';

/** A region the model is replicated to, and the alicloud provider that creates its bucket there. */
export interface FcModelReplicaRegion {
  /** The region ID, for example `cn-beijing`. Must differ from the source region and match the provider's region. */
  readonly region: string;
  /** An (aliased) alicloud provider for `region`: the replica bucket is created with it. */
  readonly provider: TerraformProvider;
}

/** Properties of {@link FcReplicatedModelBucket}. */
export interface FcReplicatedModelBucketProps {
  /** The model whose prefix (`storagePath`) is replicated: only objects under it are copied. */
  readonly model: ModelArtifact;

  /** The regions the model is served from besides the source's, each with its provider. */
  readonly replicas: FcModelReplicaRegion[];

  /**
   * An existing source bucket's name, in the source region. It must be versioned (the replicas are:
   * OSS replicates only between buckets whose versioning states match).
   * @default - a new private, encrypted, versioned source bucket with public access blocked
   */
  readonly sourceBucketName?: string;

  /**
   * The source bucket's region.
   * @default - the region of `provider`, else of the stack's default alicloud provider
   */
  readonly region?: string;

  /**
   * The alicloud provider of the source region: the source bucket, the replication rules and the RAM
   * role are created with it.
   * @default - the stack's default alicloud provider
   */
  readonly provider?: TerraformProvider;

  /**
   * What happens to the buckets this construct creates when they leave the stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;

  /** @default - none */
  readonly tags?: Record<string, string>;
}

/** OSS's own RAM principal: the replication role is assumed by OSS. */
const OSS_TRUST_POLICY = {
  Version: '1',
  Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: ['oss.aliyuncs.com'] } }],
};

/**
 * The replication role's policy, after OSS's "Cross-region replication within the same account"
 * (the fine-grained policy of its console-made role): ReplicateList and ReplicateGet on the source,
 * those and ReplicatePut and ReplicateDelete on each destination. The objects are narrowed to the
 * model's prefix, the only objects the rules replicate.
 */
export function replicationPolicyDocument(source: string, destinations: string[], storagePath: string): string {
  const scope = (bucket: string) => [`acs:oss:*:*:${bucket}`, `acs:oss:*:*:${bucket}/${storagePath}/*`];
  return JSON.stringify({
    Version: '1',
    Statement: [
      { Effect: 'Allow', Action: ['oss:ReplicateList', 'oss:ReplicateGet'], Resource: scope(source) },
      {
        Effect: 'Allow',
        Action: ['oss:ReplicateList', 'oss:ReplicateGet', 'oss:ReplicatePut', 'oss:ReplicateDelete'],
        Resource: destinations.flatMap(scope),
      },
    ],
  });
}

/** One replica: its bucket and the rule that fills it. */
interface Replica {
  readonly region: string;
  readonly bucket: OssBucket;
  readonly replication: OssBucketReplication;
}

/**
 * A model's OSS bucket replicated to other regions, so that a GPU function in each region mounts a
 * copy in its own region: OSS cross-region replication (CRR), the answer Function Compute's model
 * storage guidance gives for serving from several regions (one bucket replicates; a NAS file system
 * serves one region).
 *
 * The source bucket (new or existing) gets one replication rule per replica region, limited to the
 * model's prefix, with existing objects replicated too (`historical_object_replication`). Each
 * replica bucket is private, encrypted, versioned and protected from destroy like the library's
 * other model buckets, and created with its region's provider. OSS assumes a RAM role made for the
 * rules, allowed only the replication actions on these buckets and the model's prefix.
 *
 * Give each region's function {@link storageFor}: `FcModelStorage.ossMount({ bucketName })` of the
 * bucket in its region. Replication is asynchronous (the synth warns `GPUM-FC-REPLICATION-LAG`).
 *
 * Child IDs are Terraform addresses: `SourceBucket`, `SourceBucketAcl`,
 * `SourceBucketPublicAccessBlock`, `ModelPrefixMarker` (new source only), `ReplicationRole`,
 * `ReplicationPolicy`, `ReplicationPolicyAttachment`, and per replica region `<region>/Bucket`,
 * `<region>/BucketAcl`, `<region>/BucketPublicAccessBlock`, `<region>/Replication` and the output
 * `<region>/BucketName`.
 *
 * @example
 * const beijing = new AlicloudProvider(stack, 'beijing', { region: 'cn-beijing', alias: 'beijing' });
 * const models = new FcReplicatedModelBucket(stack, 'Models', { model, replicas: [{ region: 'cn-beijing', provider: beijing }] });
 * new FcGpuFunction(stack, 'Beijing', { ..., region: 'cn-beijing', provider: beijing, storage: models.storageFor('cn-beijing') });
 */
export class FcReplicatedModelBucket extends Construct {
  /** The model that is replicated. */
  public readonly model: ModelArtifact;
  /** The source region. */
  public readonly sourceRegion: string;
  /** The source bucket's name (a token when created). */
  public readonly sourceBucketName: string;
  /** The source bucket, when this construct created it. */
  public readonly sourceBucket?: OssBucket;
  /** The RAM role OSS replicates as. */
  public readonly replicationRole: RamRole;
  /** The replica regions, in the order given. */
  public readonly replicaRegions: string[];

  private readonly replicas = new Map<string, Replica>();

  constructor(scope: Construct, id: string, givenProps: FcReplicatedModelBucketProps) {
    super(scope, checkConstructId(scope, id, 'GPUM-FC-CONSTRUCT-ID'));
    checkTagRule(this, FC_TAG_RULE, 'tags', givenProps.tags);
    const { model, replicas: givenReplicas, provider, ...strings } = givenProps;
    const props = { ...escapeUserStrings(this, strings), model, provider };
    const replicas = givenReplicas.map((r, i) => ({
      region: escapeUserStrings(this, { region: r.region }, `replicas[${i}]`).region,
      provider: r.provider,
    }));
    this.model = model;
    this.sourceRegion = resolveRegion(this, props.region, provider);
    checkLocation(this, FC_LOCATION, {
      region: this.sourceRegion,
      regionProperty: 'region',
      regionFromProvider: props.region === undefined,
      provider,
    });
    checkReplicaRegions(this, this.sourceRegion, replicas);
    checkBucketName(this, OSS_BUCKET_NAMES, 'sourceBucketName', props.sourceBucketName);

    const storagePath = model.storagePath;
    const dependencies: Construct[] = [];
    if (props.sourceBucketName === undefined) {
      const bucket = newModelBucket(this, 'SourceBucket', props.tags, props.removalPolicy);
      this.sourceBucket = bucket.bucket;
      this.sourceBucketName = bucket.bucket.bucket;
      // FC mounts a prefix only when its directory object exists; the rule replicates it with the model.
      const marker = new (ossBucketObjectBinding().OssBucketObject)(this, 'ModelPrefixMarker', {
        bucket: this.sourceBucketName,
        key: model.objectPrefix,
        content: '\n',
      });
      dependencies.push(...bucket.dependencies, marker);
    } else {
      this.sourceBucketName = props.sourceBucketName;
      addWarning(
        this,
        'GPUM-FC-REPLICATION-EXISTING-SOURCE',
        `the existing source bucket ${this.sourceBucketName} must be versioned, as the replicas are (OSS replicates only between buckets whose versioning states match), and hold the directory object ${model.objectPrefix} (ossutil mkdir oss://${this.sourceBucketName}/${model.objectPrefix}), which Function Compute needs to mount the prefix in every region`,
      );
    }

    this.replicaRegions = replicas.map((r) => r.region);
    const replicaBuckets = replicas.map((r) => {
      const regionScope = new Construct(this, r.region);
      const made = newModelBucket(regionScope, 'Bucket', props.tags, props.removalPolicy);
      // The replica's resources are in its region; the rule (below) belongs to the source bucket's.
      for (const resource of [made.bucket, ...made.dependencies]) (resource as TerraformResource).provider = r.provider;
      new TerraformOutput(regionScope, 'BucketName', {
        value: made.bucket.bucket,
        description: `The replica of ${model.objectPrefix} in ${r.region} (${addressPath(this)})`,
      });
      return { ...r, regionScope, bucket: made.bucket, dependencies: made.dependencies };
    });

    this.replicationRole = new (ramRoleBinding().RamRole)(this, 'ReplicationRole', {
      roleName: uniqueResourceName(this, { maxLength: 64, lowerCase: true, suffix: 'crr' }),
      assumeRolePolicyDocument: JSON.stringify(OSS_TRUST_POLICY),
      description:
        `OSS replicates ${model.objectPrefix} to ${this.replicaRegions.join(', ')} as this role (${addressPath(this)}, cdktf-gpu-models)`.slice(
          0,
          1024,
        ),
      tags: props.tags,
    });
    const policy = new (ramPolicyBinding().RamPolicy)(this, 'ReplicationPolicy', {
      policyName: uniqueResourceName(this, { maxLength: 128, lowerCase: true, suffix: 'crr' }),
      policyDocument: replicationPolicyDocument(
        this.sourceBucketName,
        replicaBuckets.map((r) => r.bucket.bucket),
        storagePath,
      ),
      description: `OSS replication of oss://${this.sourceBucketName}/${model.objectPrefix} only (cdktf-gpu-models)`.slice(0, 1024),
      tags: props.tags,
    });
    const attachment = new (ramRolePolicyAttachmentBinding().RamRolePolicyAttachment)(this, 'ReplicationPolicyAttachment', {
      roleName: this.replicationRole.roleName,
      policyName: policy.policyName,
      policyType: 'Custom',
    });

    for (const r of replicaBuckets) {
      const replication = new (ossBucketReplicationBinding().OssBucketReplication)(r.regionScope, 'Replication', {
        bucket: this.sourceBucketName,
        // Only the model's objects; PUT, DELETE and ABORT, so that a new revision replaces the old one everywhere.
        prefixSet: { prefixes: [model.objectPrefix] },
        action: 'ALL',
        historicalObjectReplication: 'enabled',
        destination: { bucket: r.bucket.bucket, location: `oss-${r.region}` },
        syncRole: this.replicationRole.roleName,
        // The replica must be private before data lands in it, and OSS must be allowed to write it.
        dependsOn: [...(dependencies as any[]), ...(r.dependencies as any[]), attachment],
      });
      this.replicas.set(r.region, { region: r.region, bucket: r.bucket, replication });
    }

    addWarning(
      this,
      'GPUM-FC-REPLICATION-LAG',
      `OSS replicates ${model.objectPrefix} to ${this.replicaRegions.join(', ')} asynchronously and in no particular order: a function there can start before the model (or a new revision) has arrived, or while only part of it has. Write the model to the source bucket ${
        isResolved(this.sourceBucketName)
          ? this.sourceBucketName
          : `${this.node.path}/SourceBucket (its name is generated: the sourceBucketName attribute, an output after apply)`
      } only (the replicas receive every write, and a write to a replica is not copied back), and check the rule's progress (its progress.historical_object, or ossutil's replication progress) before sending traffic to a region. A staged model's marker (.gpum-staged.json) can arrive before the files it lists: the serving side's marker check waits until every listed file is present with its size`,
    );
    useProvider(this, provider);
  }

  /** The bucket that holds the model in `region`: the source's or a replica's. */
  public bucketNameIn(region: string): string {
    if (region === this.sourceRegion) return this.sourceBucketName;
    requireLiteralString(this, 'GPUM-FC-REPLICA-REGION', 'region', region, 'the bucket is chosen by its region at synth');
    const replica = this.replicas.get(region);
    if (!replica) {
      const sourceRegionText = isResolved(this.sourceRegion) ? this.sourceRegion : `the source region (${TOKEN_IN_WORDS})`;
      throw new ValidationError(
        'GPUM-FC-REPLICA-REGION',
        `the model is not replicated to ${region}: it is in ${[sourceRegionText, ...this.replicaRegions].join(', ')}. Add ${region} to replicas, or serve from one of those`,
        this,
        { property: 'region', value: region, fix: `add { region: '${region}', provider } to replicas` },
      );
    }
    return replica.bucket.bucket;
  }

  /** The replica bucket this construct created in `region`. */
  public replicaBucket(region: string): OssBucket {
    this.bucketNameIn(region);
    const replica = this.replicas.get(region);
    if (!replica) {
      throw new ValidationError('GPUM-FC-REPLICA-REGION', `${region} is the source region, not a replica: use sourceBucket`, this, {
        property: 'region',
        value: region,
        fix: 'give a replica region',
      });
    }
    return replica.bucket;
  }

  /** The replication rule that fills the bucket in `region`. */
  public replicationRule(region: string): OssBucketReplication {
    this.replicaBucket(region);
    return this.replicas.get(region)!.replication;
  }

  /**
   * The model storage for a function in `region`: a read-only OSS mount of the bucket in its own
   * region (`FcModelStorage.ossMount({ bucketName })`), the source's in the source region.
   */
  public storageFor(region: string): FcModelStorage {
    // The mounting function does not warn about the prefix's directory object: created and replicated
    // here for a new source, warned about here (GPUM-FC-REPLICATION-EXISTING-SOURCE) for an existing one.
    return markReplicatedStorage(FcModelStorage.ossMount({ bucketName: this.bucketNameIn(region) }));
  }
}

/** A model bucket as the OSS strategy makes one: private, AES-256 encrypted, versioned, public access blocked. */
function newModelBucket(
  scope: Construct,
  id: string,
  tags: Record<string, string> | undefined,
  removalPolicy: RemovalPolicy | undefined,
): { bucket: OssBucket; dependencies: Construct[] } {
  const bucket = new OssBucket(scope, id, {
    storageClass: 'Standard',
    serverSideEncryptionRule: { sseAlgorithm: 'AES256' },
    versioning: { status: 'Enabled' },
    forceDestroy: false,
    tags,
  });
  applyRemovalPolicy(bucket, removalPolicy);
  const acl = new (ossBucketAclBinding().OssBucketAcl)(scope, `${id}Acl`, { bucket: bucket.bucket, acl: 'private' });
  const block = new (ossBucketPublicAccessBlockBinding().OssBucketPublicAccessBlock)(scope, `${id}PublicAccessBlock`, {
    bucket: bucket.bucket,
    blockPublicAccess: true,
  });
  return { bucket, dependencies: [acl, block] };
}

/** Each replica region is a region ID, in its provider's region, not the source's and not given twice. */
function checkReplicaRegions(
  scope: Construct,
  sourceRegion: string,
  replicas: ReadonlyArray<{ region: string; provider: TerraformProvider }>,
): void {
  if (replicas.length === 0) {
    throw new ValidationError(
      'GPUM-FC-REPLICA-REGION',
      'replicas is empty: give at least one region to replicate the model to, or use FcModelStorage.ossMount() for one region',
      scope,
      { property: 'replicas', value: '[]', fix: "add { region: 'cn-beijing', provider: <provider for cn-beijing> }" },
    );
  }
  const seen = new Set<string>();
  replicas.forEach(({ region, provider }, i) => {
    checkAlicloudProvider(scope, `replicas[${i}].provider`, provider);
    const property = `replicas[${i}].region`;
    requireLiteralString(
      scope,
      'GPUM-FC-REPLICA-REGION',
      property,
      region,
      "the replica's region names its bucket's construct and its replication rule's destination, and storageFor() chooses the bucket by it",
    );
    if (region === sourceRegion) {
      throw new ValidationError(
        'GPUM-FC-REPLICA-REGION',
        `${property} is "${region}", the source bucket's region: cross-region replication copies to another region, and the source's functions mount the source bucket. Remove it, or give another region`,
        scope,
        { property, value: region, fix: 'remove the source region from replicas' },
      );
    }
    if (seen.has(region)) {
      throw new ValidationError('GPUM-FC-REPLICA-REGION', `${property} "${region}" is given twice: one replica per region`, scope, {
        property,
        value: region,
        fix: 'remove the duplicate',
      });
    }
    seen.add(region);
    checkReplicaRegionKnown(scope, property, region);
    // A replica provider in another region would create the bucket there, and the rule would point at the wrong location.
    checkLocation(scope, FC_LOCATION, { region, regionProperty: property, provider });
  });
}
