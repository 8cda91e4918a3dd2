import * as fs from 'fs';
import * as path from 'path';
import { ValidateFunction } from 'ajv';
import * as yaml from 'js-yaml';
import { compileSchema } from './compiled-schemas';
import { celViolations } from './karpenter-cel';

const CRD_DIR = path.join(__dirname, '..', '..', '..', 'schemas', 'karpenter');

/** The Karpenter kinds the library applies, with their CRD files. */
export const KARPENTER_CRDS = {
  EC2NodeClass: { apiVersion: 'karpenter.k8s.aws/v1', file: 'karpenter.k8s.aws_ec2nodeclasses.yaml' },
  NodePool: { apiVersion: 'karpenter.sh/v1', file: 'karpenter.sh_nodepools.yaml' },
} as const;

export type KarpenterKind = keyof typeof KARPENTER_CRDS;

const schemas = new Map<KarpenterKind, any>();

/** The `openAPIV3Schema` of a Karpenter CRD's served v1 version (read once; do not modify it). */
export function crdSchema(kind: KarpenterKind): any {
  let schema = schemas.get(kind);
  if (!schema) {
    const crd: any = yaml.load(fs.readFileSync(path.join(CRD_DIR, KARPENTER_CRDS[kind].file), 'utf8'));
    schema = crd.spec.versions.find((v: any) => v.name === 'v1' && v.served).schema.openAPIV3Schema;
    schemas.set(kind, schema);
  }
  return schema;
}

/**
 * The schema with unknown fields rejected: server-side apply (kubernetes_manifest, kubectl_manifest
 * with server_side_apply) uses strict field validation, so `kmsKeyId` for `kmsKeyID` is an error,
 * not a silently pruned field.
 */
function strict(schema: any): any {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: any = {};
  for (const [key, value] of Object.entries(schema))
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, strict(v)])) : strict(value);
  if (out.properties && out.additionalProperties === undefined && !out['x-kubernetes-preserve-unknown-fields'])
    out.additionalProperties = false;
  return out;
}

const validators = new Map<KarpenterKind, ValidateFunction>();

function validator(kind: KarpenterKind): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    validate = compileSchema(strict(crdSchema(kind)), { strict: false, allErrors: true, validateFormats: false });
    validators.set(kind, validate);
  }
  return validate;
}

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/**
 * Everything the API server would reject in a Karpenter object on create: the apiVersion and kind,
 * the metadata name, the openAPIV3Schema (types, enums, patterns, bounds, required fields, unknown
 * fields) and the CEL rules. Empty when the object would be accepted.
 */
export function karpenterViolations(object: any): string[] {
  const kind = object?.kind as KarpenterKind;
  if (!(kind in KARPENTER_CRDS)) return [`kind ${object?.kind} is not a Karpenter kind this library applies`];
  const errors: string[] = [];
  if (object.apiVersion !== KARPENTER_CRDS[kind].apiVersion)
    errors.push(`apiVersion ${object.apiVersion} is not ${KARPENTER_CRDS[kind].apiVersion}`);
  const name = object.metadata?.name;
  if (typeof name !== 'string' || !DNS_SUBDOMAIN.test(name) || name.length > 253)
    errors.push(`metadata.name ${JSON.stringify(name)} is not a DNS subdomain`);
  const validate = validator(kind);
  if (!validate(object)) {
    for (const e of validate.errors ?? [])
      errors.push(`${e.instancePath || '.'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
  errors.push(...celViolations(crdSchema(kind), object));
  return errors;
}

/**
 * Replaces Terraform references (`${aws_subnet.a.id}`) with plausible literal values, so that
 * patterns such as `subnet-[0-9a-z]+` are checked against what Terraform will write there.
 */
export function resolveReferences(value: any): any {
  if (typeof value === 'string') {
    if (!value.includes('${')) return value;
    if (/subnet/.test(value)) return 'subnet-0123456789abcdef0';
    if (/security_group/.test(value)) return 'sg-0123456789abcdef0';
    if (/snapshot/.test(value)) return 'snap-0123456789abcdef0';
    return value.replace(/\$\{[^}]*\}/g, 'tfref');
  }
  if (Array.isArray(value)) return value.map(resolveReferences);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferences(v)]));
  return value;
}
