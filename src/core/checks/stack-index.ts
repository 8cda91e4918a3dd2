import { IConstruct } from 'constructs';
import { DefaultTokenResolver, StringConcat, TerraformDataSource, TerraformResource, TerraformStack, Tokenization } from '../framework';
import { findRecordedModel } from '../model-metadata';
import { TerraformReference, referencesIn, soleReference } from './references';
import { BucketFacts, PlatformChecks } from './platform-checks';
import { allStrings } from './resolved-values';

/** A resource or data source as synthesized, with its tokens resolved to Terraform expressions. */
export interface IndexedResource {
  /** The construct, which findings are annotated on and suppressions are looked up from. */
  readonly construct: IConstruct;
  readonly mode: 'resource' | 'data';
  /** `alicloud_fcv3_function`. */
  readonly type: string;
  /** The logical ID. */
  readonly name: string;
  /** `alicloud_fcv3_function.Fn`, or `data.<type>.<name>`. */
  readonly address: string;
  /** The synthesized attributes, snake_case, references as `${type.name.attr}` strings. */
  readonly config: Record<string, any>;
}

/** A Kubernetes object applied by `kubernetes_manifest` or `kubectl_manifest`. */
export interface KubernetesObject {
  readonly resource: IndexedResource;
  readonly object: Record<string, any>;
}

/** The result of comparing two values that may be references. */
export type Comparison = 'same' | 'different' | 'unknown';

/** Kubernetes kinds that run pods. */
const POD_WORKLOAD_KINDS = new Set([
  'Pod',
  'Deployment',
  'StatefulSet',
  'DaemonSet',
  'ReplicaSet',
  'ReplicationController',
  'Job',
  'CronJob',
]);

/** Extended resources that are GPUs: `nvidia.com/gpu`, MIG slices (`nvidia.com/mig-1g.10gb`), `amd.com/gpu`. */
const GPU_RESOURCE = /^(nvidia\.com\/(gpu|mig-.+)|amd\.com\/gpu)$/;

/** Typed Kubernetes provider resources that run pods: `kubernetes_deployment_v1`, `kubernetes_job`, ... */
const TYPED_POD_WORKLOAD = /^kubernetes_(pod|deployment|stateful_set|daemon_set|daemonset|replication_controller|job|cron_job)(_v\d+)?$/;

const RESOLVER = new DefaultTokenResolver(new StringConcat());

/**
 * Every resource and data source of a stack, resolved once, with the lookups the rules share:
 * references, the workloads that load a model, and the buckets they load it from. The resource
 * types it reads (buckets, model consumers) come from the platforms' checks, never from here.
 */
export class StackIndex {
  /**
   * Indexes a stack. Elements that cannot be resolved are left out.
   * @param platforms the checks of the platforms whose resources the stack may hold
   */
  public static build(stack: TerraformStack, platforms: readonly PlatformChecks[]): StackIndex {
    const resources: IndexedResource[] = [];
    for (const node of stack.node.findAll()) {
      if (!TerraformResource.isTerraformResource(node) && !TerraformDataSource.isTerraformDataSource(node)) continue;
      if (TerraformStack.of(node) !== stack) continue;
      let synthesized: Record<string, any>;
      try {
        synthesized = Tokenization.resolve(node.toTerraform(), { scope: stack, preparing: false, resolver: RESOLVER });
      } catch {
        continue;
      }
      const mode = synthesized.data ? 'data' : 'resource';
      const byType = synthesized[mode] ?? {};
      for (const [type, byName] of Object.entries<Record<string, any>>(byType)) {
        for (const [name, config] of Object.entries<Record<string, any>>(byName)) {
          const address = mode === 'data' ? `data.${type}.${name}` : `${type}.${name}`;
          resources.push({ construct: node, mode, type, name, address, config });
        }
      }
    }
    return new StackIndex(resources, platforms);
  }

  private readonly byAddress: Map<string, IndexedResource>;
  private readonly bucketTypes: Map<string, BucketFacts>;
  private readonly consumerTypes: Set<string>;
  private kubernetes?: KubernetesObject[];
  private consumers?: IndexedResource[];
  private buckets?: IndexedResource[];
  private bucketNames?: Set<string>;

  private constructor(
    public readonly resources: IndexedResource[],
    /** The checks of the platforms, for their facts and hooks. */
    public readonly platforms: readonly PlatformChecks[],
  ) {
    this.byAddress = new Map(resources.map((r) => [r.address, r]));
    this.bucketTypes = new Map(platforms.flatMap((p) => p.buckets.map((b) => [b.type, b] as const)));
    this.consumerTypes = new Set(platforms.flatMap((p) => p.consumerTypes));
  }

  /** What the platforms say about a bucket resource type; undefined for a type that is not a bucket. */
  public bucketFacts(type: string): BucketFacts | undefined {
    return this.bucketTypes.get(type);
  }

  /** The platform a model consumer runs on. */
  public consumerPlatform(resource: IndexedResource): PlatformChecks | undefined {
    return this.platforms.find((p) => p.runsConsumer(resource));
  }

  /** True for a resource type that always runs a model (a function, a service). */
  public isConsumerType(type: string): boolean {
    return this.consumerTypes.has(type);
  }

  /** A bucket's literal name, when it is known at synth. */
  public literalName(resource: IndexedResource): string | undefined {
    const attribute = this.bucketTypes.get(resource.type)?.nameAttribute;
    const name = attribute ? resource.config[attribute] : undefined;
    return typeof name === 'string' && name.length > 0 && !name.includes('${') ? name : undefined;
  }

  /** The resources of the given types. */
  public ofType(...types: string[]): IndexedResource[] {
    return this.resources.filter((r) => types.includes(r.type));
  }

  /** The resource at an address. */
  public get(address: string): IndexedResource | undefined {
    return this.byAddress.get(address);
  }

  /** The resource a value refers to, when it refers to one in this stack. */
  public target(value: unknown): IndexedResource | undefined {
    for (const ref of referencesIn(value)) {
      const resource = this.byAddress.get(ref.address);
      if (resource) return resource;
    }
    return undefined;
  }

  /** True when any string in the value refers to the resource, by reference or by its literal name. */
  public refersTo(value: unknown, resource: IndexedResource): boolean {
    const literal = this.literalName(resource);
    return allStrings(value).some(
      (s) =>
        s.includes(`\${${resource.address}.`) ||
        (literal !== undefined && (s === literal || new RegExp(`(://|:::|:\\*:\\*:|/buckets/)${escape(literal)}(/|$)`).test(s))),
    );
  }

  /** The resources of the given types whose configuration refers to the resource. */
  public referencing(resource: IndexedResource, ...types: string[]): IndexedResource[] {
    return this.ofType(...types).filter((r) => r !== resource && this.refersTo(r.config, resource));
  }

  /**
   * A value with references followed to the literal or resource they end at: a vSwitch's
   * `vpc_id` reference becomes whatever the vSwitch's `vpc_id` is.
   */
  public canonical(value: unknown, depth = 0): string | undefined {
    if (typeof value !== 'string') return undefined;
    const ref = soleReference(value);
    if (!ref) return value.includes('${') ? undefined : value;
    const resource = this.byAddress.get(ref.address);
    if (!resource) return `${ref.address}.${ref.attribute}`;
    const own = resource.config[ref.attribute];
    if (ref.attribute !== 'id' && own !== undefined && depth < 5) return this.canonical(own, depth + 1);
    return `${ref.address}.${ref.attribute}`;
  }

  /**
   * Whether two values name the same thing. `different` only when both end at literals that
   * differ, or at the IDs of two resources of the same type; anything else is `unknown`.
   */
  public compare(a: unknown, b: unknown): Comparison {
    const left = this.canonical(a);
    const right = this.canonical(b);
    if (left === undefined || right === undefined) return 'unknown';
    if (left === right) return 'same';
    const leftRef = parseCanonical(left);
    const rightRef = parseCanonical(right);
    if (!leftRef && !rightRef) return 'different';
    if (
      leftRef &&
      rightRef &&
      leftRef.attribute === 'id' &&
      rightRef.attribute === 'id' &&
      typeOf(leftRef.address) === typeOf(rightRef.address)
    ) {
      return this.byAddress.has(leftRef.address) && this.byAddress.has(rightRef.address) ? 'different' : 'unknown';
    }
    return 'unknown';
  }

  /** The Kubernetes objects the stack applies. */
  public kubernetesObjects(): KubernetesObject[] {
    if (!this.kubernetes) {
      this.kubernetes = [];
      for (const resource of this.ofType('kubernetes_manifest')) {
        const object = resource.config.manifest;
        if (object && typeof object === 'object') this.kubernetes.push({ resource, object });
      }
      for (const resource of this.ofType('kubectl_manifest')) {
        const object = parseManifest(resource.config.yaml_body);
        if (object) this.kubernetes.push({ resource, object });
      }
    }
    return this.kubernetes;
  }

  /**
   * The workloads that load a model: Function Compute functions, Cloud Run services, worker pools
   * and jobs, and Kubernetes objects that run pods requesting a GPU (a Deployment, not its
   * Service, Namespace or an image pre-pull DaemonSet).
   */
  public modelConsumers(): IndexedResource[] {
    if (!this.consumers) this.consumers = this.resources.filter((r) => isModelConsumer(r, this));
    return this.consumers;
  }

  /**
   * The resources whose references make a bucket a model bucket: the model consumers, and every
   * Kubernetes object (a Mountpoint PersistentVolume names the bucket, not the Deployment).
   */
  public bucketReferrers(): IndexedResource[] {
    const kubernetes = this.kubernetesObjects().map((o) => o.resource);
    return [
      ...new Set([
        ...this.modelConsumers(),
        ...kubernetes,
        ...this.resources.filter((r) => r.mode === 'resource' && r.type.startsWith('kubernetes_')),
      ]),
    ];
  }

  /** The buckets a model consumer refers to, or that a construct serving a model created. */
  public modelBuckets(): IndexedResource[] {
    if (!this.buckets) {
      const referrers = this.bucketReferrers();
      this.buckets = this.ofType(...this.bucketTypes.keys()).filter(
        (bucket) => findRecordedModel(bucket.construct) !== undefined || referrers.some((c) => this.refersTo(c.config, bucket)),
      );
    }
    return this.buckets;
  }

  /**
   * The literal names of the buckets models are loaded from, including buckets outside the stack
   * that a workload names (`gs://name/`, an OSS mount's `bucket_name`, a Mountpoint `bucketName`).
   */
  public modelBucketNames(): Set<string> {
    if (!this.bucketNames) {
      const names = new Set<string>();
      for (const bucket of this.modelBuckets()) {
        const name = this.literalName(bucket);
        if (name) names.add(name);
      }
      for (const referrer of this.bucketReferrers()) {
        for (const text of allStrings(referrer.config)) {
          for (const match of text.matchAll(/\b(?:s3|gs|oss):\/\/([a-z0-9][a-z0-9._-]{1,254})(?=\/|$|\s|")/g)) names.add(match[1]);
        }
        for (const name of namedBuckets(referrer, this)) names.add(name);
      }
      this.bucketNames = names;
    }
    return this.bucketNames;
  }

  /** True for a model bucket. */
  public isModelBucket(resource: IndexedResource): boolean {
    return this.modelBuckets().includes(resource);
  }
}

/** True for a resource that runs a model: see {@link StackIndex.modelConsumers}. */
export function isModelConsumer(resource: IndexedResource, index: StackIndex): boolean {
  if (resource.mode !== 'resource') return false;
  if (index.isConsumerType(resource.type)) return true;
  if (TYPED_POD_WORKLOAD.test(resource.type)) return requestsGpu(resource.config);
  return index.kubernetesObjects().some((o) => o.resource === resource && isGpuPodWorkload(o.object));
}

/** True for a Kubernetes object that runs pods with a container that requests a GPU. */
export function isGpuPodWorkload(object: Record<string, any>): boolean {
  return POD_WORKLOAD_KINDS.has(String(object.kind)) && requestsGpu(podSpecOf(object));
}

/** The pod spec of a Kubernetes workload object. */
export function podSpecOf(object: Record<string, any>): Record<string, any> | undefined {
  switch (object.kind) {
    case 'Pod':
      return object.spec;
    case 'CronJob':
      return object.spec?.jobTemplate?.spec?.template?.spec;
    default:
      return object.spec?.template?.spec;
  }
}

/** True when a container's resource limits or requests name a GPU (`nvidia.com/gpu`, a MIG slice, `amd.com/gpu`). */
function requestsGpu(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(requestsGpu);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, child]) =>
    (key === 'limits' || key === 'requests') && child !== null && typeof child === 'object' && !Array.isArray(child)
      ? Object.keys(child).some((k) => GPU_RESOURCE.test(k)) || requestsGpu(child)
      : requestsGpu(child),
  );
}

/**
 * Literal bucket names a workload or volume gives as attributes rather than URLs: the platforms'
 * own (an OSS mount's `bucket_name`, a Cloud Run volume's `gcs.bucket`), and a CSI
 * PersistentVolume's `bucketName` (Mountpoint for S3, Cloud Storage FUSE).
 */
function namedBuckets(resource: IndexedResource, index: StackIndex): string[] {
  const literal = (v: unknown) => (typeof v === 'string' && v.length > 0 && !v.includes('${') ? [v] : []);
  const names: string[] = index.platforms.flatMap((p) => p.namedBuckets?.(resource, index) ?? []);
  for (const o of index.kubernetesObjects().filter((k) => k.resource === resource)) {
    if (o.object.kind === 'PersistentVolume') names.push(...literal(o.object.spec?.csi?.volumeAttributes?.bucketName));
  }
  return names;
}

function parseCanonical(value: string): TerraformReference | undefined {
  const match = /^((?:data\.)?[a-z][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_-]*)\.([a-z_][a-z0-9_]*)$/.exec(value);
  return match ? { address: match[1], attribute: match[2] } : undefined;
}

function typeOf(address: string): string {
  return address.replace(/^data\./, 'data:').split('.')[0];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A kubectl_manifest body: JSON, or YAML when js-yaml is installed. Expressions give undefined. */
function parseManifest(body: unknown): Record<string, any> | undefined {
  if (typeof body !== 'string' || body.trim().startsWith('${')) return undefined;
  try {
    const parsed = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    // Not JSON: try YAML below.
  }
  try {
    // Loaded on use: only stacks with kubectl_manifest YAML bodies need it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const yaml = require('js-yaml') as { load(text: string): unknown };
    const parsed = yaml.load(body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, any>) : undefined;
  } catch {
    return undefined;
  }
}
