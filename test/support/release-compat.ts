/**
 * What an upgrade from a released version would plan for a user's stack, read from the synthesized
 * JSON of both versions: a resource that disappears (destroyed, unless a `moved` block carries its
 * state to a new address), an attribute whose change forces replacement (destroy and create), and a
 * `prevent_destroy` that is dropped. Each is a problem unless CHANGELOG.md names it.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as yaml from 'js-yaml';
import { quoteInterpolations } from './manifests';

const ROOT = path.join(__dirname, '..', '..');

/** The released synthesized JSON of every example, one file per stack. */
export const RELEASE_DIR = path.join(ROOT, 'test', 'examples', '__release-0.1__');
export const RELEASE = '0.1';

/**
 * Attributes whose change replaces the resource, for the google, aws and kubernetes resources the
 * library creates (alicloud's come from the annotated schema, `x_go.force_new`). Dotted paths go
 * through nested blocks; `kubectl_manifest.yaml_body.*` is read from the parsed YAML.
 */
export const CURATED_FORCE_NEW: Record<string, { attributes: string[]; source: string }> = {
  google_storage_bucket: {
    attributes: ['name', 'location', 'project', 'hierarchical_namespace'],
    source:
      'hashicorp/terraform-provider-google services/storage/resource_storage_bucket.go: ForceNew on name, location, project, hierarchical_namespace',
  },
  google_storage_anywhere_cache: {
    attributes: ['bucket', 'zone'],
    source:
      'hashicorp/terraform-provider-google mmv1/products/storage/AnywhereCache.yaml: bucket and zone are immutable (the API marks zone "Immutable"); ttl and admission_policy update in place',
  },
  google_storage_bucket_iam_member: {
    attributes: ['bucket', 'role', 'member', 'condition'],
    source: 'terraform-provider-google tpgiamresource/resource_iam_member.go: every argument of an IAM member is ForceNew',
  },
  google_service_account: {
    attributes: ['account_id', 'project'],
    source: 'terraform-provider-google services/resourcemanager/resource_google_service_account.go: account_id, project ForceNew',
  },
  google_compute_network: {
    attributes: ['name', 'project', 'description', 'auto_create_subnetworks'],
    source: 'GoogleCloudPlatform/magic-modules mmv1/products/compute/Network.yaml: name, description, autoCreateSubnetworks immutable',
  },
  google_compute_subnetwork: {
    attributes: ['name', 'project', 'network', 'region', 'description', 'purpose', 'ip_cidr_range'],
    source:
      'magic-modules mmv1/products/compute/Subnetwork.yaml: name, network, region, description, purpose immutable; ' +
      'ip_cidr_range is replaced when it shrinks (customdiff IsShrinkageIpCidr), so any change is treated as replacing',
  },
  google_cloud_run_v2_job: {
    attributes: ['name', 'location', 'project'],
    source: 'magic-modules mmv1/products/cloudrunv2/Job.yaml: name, location immutable; project ForceNew (default_from_api)',
  },
  google_secret_manager_secret_iam_member: {
    attributes: ['secret_id', 'role', 'member', 'condition', 'project'],
    source: 'terraform-provider-google tpgiamresource IAM member resources: every argument ForceNew',
  },
  google_cloud_run_v2_worker_pool: {
    attributes: ['name', 'location', 'project'],
    source: 'magic-modules mmv1/products/cloudrunv2/WorkerPool.yaml: name, location immutable; project ForceNew (default_from_api)',
  },
  google_cloud_run_v2_service: {
    attributes: ['name', 'location', 'project'],
    source: 'magic-modules mmv1/products/cloudrunv2/Service.yaml: name, location immutable; project ForceNew',
  },
  aws_s3_bucket: {
    attributes: ['bucket', 'bucket_prefix', 'object_lock_enabled'],
    source: 'hashicorp/terraform-provider-aws internal/service/s3/bucket.go: bucket, bucket_prefix, object_lock_enabled ForceNew',
  },
  aws_s3_bucket_ownership_controls: {
    attributes: ['bucket'],
    source: 'terraform-provider-aws internal/service/s3/bucket_ownership_controls.go: bucket ForceNew',
  },
  aws_s3_bucket_public_access_block: {
    attributes: ['bucket'],
    source: 'terraform-provider-aws internal/service/s3/bucket_public_access_block.go: bucket ForceNew',
  },
  aws_s3_bucket_server_side_encryption_configuration: {
    attributes: ['bucket', 'expected_bucket_owner'],
    source:
      'terraform-provider-aws internal/service/s3/bucket_server_side_encryption_configuration.go: bucket, expected_bucket_owner ForceNew',
  },
  aws_s3_bucket_versioning: {
    attributes: ['bucket', 'expected_bucket_owner'],
    source: 'terraform-provider-aws internal/service/s3/bucket_versioning.go: bucket, expected_bucket_owner ForceNew',
  },
  aws_iam_role: {
    attributes: ['name', 'name_prefix', 'path'],
    source: 'terraform-provider-aws internal/service/iam/role.go: name, name_prefix, path ForceNew',
  },
  aws_iam_role_policy: {
    attributes: ['name', 'name_prefix', 'role'],
    source: 'terraform-provider-aws internal/service/iam/role_policy.go: name, name_prefix, role ForceNew',
  },
  aws_iam_instance_profile: {
    attributes: ['name', 'name_prefix', 'path'],
    source: 'terraform-provider-aws internal/service/iam/instance_profile.go: name, name_prefix, path ForceNew',
  },
  aws_ssm_document: {
    attributes: ['name'],
    source:
      'terraform-provider-aws internal/service/ssm/document.go: name ForceNew (content, document_type and format update in place: UpdateDocument, then UpdateDocumentDefaultVersion)',
  },
  aws_ssm_association: {
    attributes: ['name', 'instance_id'],
    source: 'terraform-provider-aws internal/service/ssm/association.go: name, instance_id ForceNew (the rest through UpdateAssociation)',
  },
  aws_iam_role_policy_attachment: {
    attributes: ['role', 'policy_arn'],
    source: 'terraform-provider-aws internal/service/iam/role_policy_attachment.go: role, policy_arn ForceNew',
  },
  aws_eks_pod_identity_association: {
    attributes: ['cluster_name', 'namespace', 'service_account'],
    source:
      'terraform-provider-aws internal/service/eks/pod_identity_association.go: cluster_name, namespace, service_account RequiresReplace',
  },
  aws_eks_access_entry: {
    attributes: ['cluster_name', 'principal_arn', 'type'],
    source: 'terraform-provider-aws internal/service/eks/access_entry.go: cluster_name, principal_arn, type ForceNew',
  },
  aws_eks_addon: {
    attributes: ['cluster_name', 'addon_name'],
    source: 'terraform-provider-aws internal/service/eks/addon.go: cluster_name, addon_name ForceNew',
  },
  kubernetes_job_v1: {
    attributes: ['metadata.name', 'metadata.namespace', 'spec'],
    source:
      'hashicorp/terraform-provider-kubernetes kubernetes/schema_job_spec.go: the Job spec is ForceNew ("update operations that change the Job spec resulting in the job re-run"); metadata name and namespace ForceNew',
  },
  kubernetes_config_map_v1: {
    attributes: ['metadata.name', 'metadata.namespace'],
    source: 'hashicorp/terraform-provider-kubernetes kubernetes/schema_metadata.go: name and namespace ForceNew',
  },
  kubernetes_manifest: {
    attributes: ['manifest.apiVersion', 'manifest.kind', 'manifest.metadata.name', 'manifest.metadata.namespace'],
    source:
      'hashicorp/terraform-provider-kubernetes manifest/provider/plan.go: a change of apiVersion, kind, metadata.name or metadata.namespace requires replacement',
  },
  kubectl_manifest: {
    attributes: ['yaml_body.apiVersion', 'yaml_body.kind', 'yaml_body.metadata.name', 'yaml_body.metadata.namespace'],
    source:
      'alekc/terraform-provider-kubectl kubernetes/resource_kubectl_manifest.go CustomizeDiff: a yaml_body whose apiVersion, kind, name or namespace changes is ForceNew',
  },
};

let alicloudForceNew: Record<string, string[]> | undefined;

/** `x_go.force_new` attributes and blocks of every alicloud resource, as dotted paths through nested blocks. */
export function alicloudForceNewAttributes(): Record<string, string[]> {
  if (alicloudForceNew) return alicloudForceNew;
  const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'alicloud-provider-schema-annotated.json'), 'utf8'));
  const out: Record<string, string[]> = {};
  const walk = (block: any, prefix: string, found: string[]) => {
    for (const [name, attribute] of Object.entries<any>(block.attributes ?? {})) if (attribute.x_go?.force_new) found.push(prefix + name);
    for (const [name, nested] of Object.entries<any>(block.block_types ?? {})) {
      if (nested.x_go?.force_new) found.push(prefix + name);
      walk(nested.block, `${prefix}${name}.`, found);
    }
  };
  for (const [type, resource] of Object.entries<any>(schema.provider_schemas['registry.terraform.io/aliyun/alicloud'].resource_schemas)) {
    const found: string[] = [];
    walk(resource.block, '', found);
    out[type] = found;
  }
  alicloudForceNew = out;
  return out;
}

/** The attributes of a resource type whose change replaces it; undefined for a type nobody has listed. */
export function forceNewAttributes(type: string): string[] | undefined {
  if (type.startsWith('alicloud_')) return alicloudForceNewAttributes()[type];
  return CURATED_FORCE_NEW[type]?.attributes;
}

/** The lines of CHANGELOG.md. */
export function changelogLines(file = path.join(ROOT, 'CHANGELOG.md')): string[] {
  return fs.readFileSync(file, 'utf8').split('\n');
}

/** Whether a CHANGELOG line names `name` (`google_storage_bucket.name`) as a whole word. */
function named(lines: string[], name: string): boolean {
  const pattern = new RegExp(`(^|[^\\w.])${name.replace(/[.]/g, '\\.')}($|[^\\w.])`);
  return lines.some((line) => pattern.test(line));
}

/** The value at a dotted path, through nested blocks (lists of objects): one value per item. */
function at(value: any, keys: string[]): any {
  if (keys.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => at(item, keys));
  if (value && typeof value === 'object') return at(value[keys[0]], keys.slice(1));
  return undefined;
}

/** JSON with sorted keys, so that two values compare by content. */
function canonical(value: any): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

/** The resource as the comparison reads it: kubectl_manifest's yaml_body parsed. */
function comparable(type: string, body: any): any {
  if (type !== 'kubectl_manifest' || typeof body?.yaml_body !== 'string') return body;
  return { ...body, yaml_body: yaml.load(quoteInterpolations(body.yaml_body)) };
}

/** `type.name` of every resource in a stack. */
function addresses(json: any): Map<string, any> {
  const out = new Map<string, any>();
  for (const [type, instances] of Object.entries<Record<string, any>>(json.resource ?? {}))
    for (const [name, body] of Object.entries(instances)) out.set(`${type}.${name}`, body);
  return out;
}

/**
 * Every change from `before` (a released version's synthesized stack) to `after` that would plan a
 * destroy of a user's resource, or weaken its protection, and that CHANGELOG.md does not name.
 * Empty when the upgrade is safe.
 */
export function releaseProblems(before: any, after: any, changelog: string[] = changelogLines()): string[] {
  const problems: string[] = [];
  const moved = new Map<string, string>(
    ((after.moved ?? []) as Array<{ from: string; to: string }>).map((block) => [block.from, block.to] as [string, string]),
  );
  const old = addresses(before);
  const now = addresses(after);
  const typeOf = (address: string) => address.slice(0, address.indexOf('.'));
  // References to a moved resource name its new address: the same object, not a change.
  const renamed = (value: any): any => {
    let text = canonical(value);
    for (const [from, to] of moved) if (typeOf(from) === typeOf(to) && now.has(to)) text = text.split(`\${${from}.`).join(`\${${to}.`);
    return text;
  };

  for (const [address, body] of old) {
    const type = typeOf(address);
    let current = address;
    if (!now.has(address)) {
      const to = moved.get(address);
      if (!to) {
        problems.push(`${address} is gone with no moved block: the upgrade destroys it (add moveTo/moveFromId and a CHANGELOG line)`);
        continue;
      }
      if (!to.startsWith(`${type}.`) || !now.has(to)) {
        problems.push(`${address} is moved to ${to}, which is not a ${type} in the stack`);
        continue;
      }
      current = to;
    }
    const next = now.get(current);
    if (body.lifecycle?.prevent_destroy === true && next.lifecycle?.prevent_destroy !== true) {
      const name = `${type}.lifecycle.prevent_destroy`;
      if (!named(changelog, name))
        problems.push(`${current}: prevent_destroy was removed (${name}); the resource is no longer protected from destroy`);
    }
    if (next.force_destroy === true && body.force_destroy !== true) {
      const name = `${type}.force_destroy`;
      if (!named(changelog, name)) problems.push(`${current}: force_destroy is now true (${name}); destroying it deletes its objects`);
    }
    const attributes = forceNewAttributes(type);
    if (!attributes) {
      problems.push(`${type}: no list of the attributes that force its replacement (test/support/release-compat.ts)`);
      continue;
    }
    const was = comparable(type, body);
    const is = comparable(type, next);
    for (const attribute of attributes) {
      const keys = attribute.split('.');
      const a = renamed(at(was, keys));
      const b = canonical(at(is, keys));
      if (a === b) continue;
      const name = `${type}.${attribute}`;
      if (!named(changelog, name)) problems.push(`${current}: ${name} changed from ${a} to ${b}, which replaces the resource`);
    }
  }
  return problems;
}
