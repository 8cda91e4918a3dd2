import { IConstruct } from 'constructs';
import { DefaultTokenResolver, StringConcat, TerraformDataSource, TerraformResource, TerraformStack, Tokenization } from '../framework';
import { findRecordedModel } from '../model-metadata';
import { TerraformReference, referencesIn, soleReference } from './references';
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

/** The bucket resources and the attribute that holds their name. */
export const BUCKET_NAME_ATTRIBUTE: Readonly<Record<string, string>> = {
  alicloud_oss_bucket: 'bucket',
  google_storage_bucket: 'name',
  aws_s3_bucket: 'bucket',
};

const CONSUMER_TYPES = new Set([
  'alicloud_fcv3_function',
  'google_cloud_run_v2_worker_pool',
  'google_cloud_run_v2_service',
  'google_cloud_run_v2_job',
]);

const RESOLVER = new DefaultTokenResolver(new StringConcat());

/**
 * Every resource and data source of a stack, resolved once, with the lookups the rules share:
 * references, the workloads that load a model, and the buckets they load it from.
 */
export class StackIndex {
  /** Indexes a stack. Elements that cannot be resolved are left out. */
  public static build(stack: TerraformStack): StackIndex {
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
    return new StackIndex(resources);
  }

  private readonly byAddress: Map<string, IndexedResource>;
  private kubernetes?: KubernetesObject[];
  private buckets?: IndexedResource[];

  private constructor(public readonly resources: IndexedResource[]) {
    this.byAddress = new Map(resources.map((r) => [r.address, r]));
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
    const literal = literalName(resource);
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
    if (leftRef && rightRef && leftRef.attribute === 'id' && rightRef.attribute === 'id' && typeOf(leftRef.address) === typeOf(rightRef.address)) {
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

  /** The workloads that load a model: GPU functions, Cloud Run services and pools, Kubernetes objects. */
  public modelConsumers(): IndexedResource[] {
    return this.resources.filter((r) => r.mode === 'resource' && isModelConsumer(r));
  }

  /** The buckets a model consumer refers to, or that a construct serving a model created. */
  public modelBuckets(): IndexedResource[] {
    if (!this.buckets) {
      const consumers = this.modelConsumers();
      this.buckets = this.ofType(...Object.keys(BUCKET_NAME_ATTRIBUTE)).filter(
        (bucket) => findRecordedModel(bucket.construct) !== undefined || consumers.some((c) => this.refersTo(c.config, bucket)),
      );
    }
    return this.buckets;
  }

  /** True for a model bucket. */
  public isModelBucket(resource: IndexedResource): boolean {
    return this.modelBuckets().includes(resource);
  }
}

/** True for a resource that runs a model. */
export function isModelConsumer(resource: IndexedResource): boolean {
  return CONSUMER_TYPES.has(resource.type) || resource.type.startsWith('kubernetes_') || resource.type.startsWith('kubectl_');
}

/** A bucket's literal name, when it is known at synth. */
export function literalName(resource: IndexedResource): string | undefined {
  const attribute = BUCKET_NAME_ATTRIBUTE[resource.type];
  const name = attribute ? resource.config[attribute] : undefined;
  return typeof name === 'string' && name.length > 0 && !name.includes('${') ? name : undefined;
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
