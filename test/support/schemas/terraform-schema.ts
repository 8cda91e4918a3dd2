/**
 * Validates synthesized Terraform JSON against a provider schema in `terraform providers schema -json`
 * format, annotated with the provider's Go validators (`x_go`): unknown attributes and blocks,
 * required ones, computed-only ones set, types, block counts, conflicts and the validators' ranges
 * and enums. It is the offline stand-in for `terraform validate`, which needs the provider binary.
 */
import * as fs from 'fs';
import * as path from 'path';

export interface SchemaAttribute {
  type: unknown;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  x_go?: {
    validate?: string;
    /** The validator of each element of a list or set (`Elem: &schema.Schema{ValidateFunc: ...}`). */
    elem_validate?: string;
    conflicts_with?: string[];
    exactly_one_of?: string[];
    at_least_one_of?: string[];
    required_with?: string[];
  };
}
export interface SchemaBlock {
  attributes?: Record<string, SchemaAttribute>;
  block_types?: Record<string, { nesting_mode: string; min_items?: number; max_items?: number; block: SchemaBlock; x_go?: any }>;
}

const META_ARGUMENTS = ['depends_on', 'count', 'for_each', 'provider', 'lifecycle', 'provisioner', 'connection', '//'];
const TOKEN = /\$\{/;

/** Go constants the alicloud validators name (aliyun-oss-go-sdk and the provider). */
const GO_CONSTANTS: Record<string, string> = {
  'oss.StorageStandard': 'Standard',
  'oss.StorageIA': 'IA',
  'oss.StorageArchive': 'Archive',
  'oss.StorageColdArchive': 'ColdArchive',
  'oss.StorageDeepColdArchive': 'DeepColdArchive',
  'oss.RedundancyLRS': 'LRS',
  'oss.RedundancyZRS': 'ZRS',
  ServerSideEncryptionAes256: 'AES256',
  ServerSideEncryptionKMS: 'KMS',
  ServerSideEncryptionSM4: 'SM4',
};

export function loadResourceSchemas(file: string, providerAddress: string): Record<string, SchemaBlock> {
  const json = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  const provider = json.provider_schemas[providerAddress];
  const out: Record<string, SchemaBlock> = {};
  for (const [type, schema] of Object.entries<any>(provider.resource_schemas)) out[type] = schema.block;
  return out;
}

/** Every problem with the resources of the given prefix (`alicloud_`) in a synthesized stack. */
export function validateStack(stack: any, schemas: Record<string, SchemaBlock>, prefix: string): string[] {
  const problems: string[] = [];
  for (const [type, instances] of Object.entries<Record<string, any>>(stack.resource ?? {})) {
    if (!type.startsWith(prefix)) continue;
    const schema = schemas[type];
    if (!schema) {
      problems.push(`${type}: not in the provider schema`);
      continue;
    }
    for (const [name, body] of Object.entries(instances)) {
      validateBlock(body, schema, `${type}.${name}`, problems, true);
    }
  }
  return problems;
}

function validateBlock(body: any, schema: SchemaBlock, where: string, problems: string[], topLevel: boolean): void {
  if (typeof body === 'string' && TOKEN.test(body)) return;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push(`${where}: expected an object, got ${JSON.stringify(body)}`);
    return;
  }
  const attributes = schema.attributes ?? {};
  const blocks = schema.block_types ?? {};
  for (const [key, value] of Object.entries(body)) {
    if (topLevel && META_ARGUMENTS.includes(key)) continue;
    if (attributes[key]) {
      const attribute = attributes[key];
      if (attribute.computed && !attribute.optional && !attribute.required) {
        problems.push(`${where}.${key}: computed-only, cannot be set`);
        continue;
      }
      checkType(value, attribute.type, `${where}.${key}`, problems);
      if (attribute.x_go?.validate) checkValidator(value, attribute.x_go.validate, `${where}.${key}`, problems);
      const elemValidate = attribute.x_go?.elem_validate;
      if (elemValidate && Array.isArray(value)) value.forEach((v, i) => checkValidator(v, elemValidate, `${where}.${key}[${i}]`, problems));
    } else if (blocks[key]) {
      const block = blocks[key];
      if (key === 'timeouts' && block.nesting_mode === 'single') {
        validateBlock(value, block.block, `${where}.${key}`, problems, false);
        continue;
      }
      const items = Array.isArray(value) ? value : [value];
      if (typeof value === 'string' && TOKEN.test(value)) continue;
      if (block.max_items !== undefined && block.max_items > 0 && items.length > block.max_items) {
        problems.push(`${where}.${key}: ${items.length} blocks, at most ${block.max_items}`);
      }
      if (block.min_items !== undefined && items.length < block.min_items) {
        problems.push(`${where}.${key}: ${items.length} blocks, at least ${block.min_items}`);
      }
      items.forEach((item, i) => validateBlock(item, block.block, `${where}.${key}[${i}]`, problems, false));
    } else {
      problems.push(`${where}.${key}: not an attribute or block of this resource`);
    }
  }
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute.required && body[key] === undefined) problems.push(`${where}.${key}: required, missing`);
    const x = attribute.x_go;
    if (!x || body[key] === undefined) continue;
    for (const other of x.conflicts_with ?? []) {
      if (!other.includes('.') && body[other] !== undefined) problems.push(`${where}: ${key} conflicts with ${other}`);
    }
    for (const other of x.required_with ?? []) {
      if (!other.includes('.') && body[other] === undefined) problems.push(`${where}: ${key} requires ${other}`);
    }
  }
  for (const [key, block] of Object.entries(blocks)) {
    if (block.min_items && block.min_items > 0 && body[key] === undefined) problems.push(`${where}.${key}: required block, missing`);
  }
  const groups = new Set<string>();
  for (const attribute of Object.values(attributes)) {
    for (const list of [attribute.x_go?.exactly_one_of, attribute.x_go?.at_least_one_of]) {
      if (list) groups.add(JSON.stringify([list === attribute.x_go?.exactly_one_of ? 'exactly' : 'least', [...list].sort()]));
    }
  }
  for (const group of groups) {
    const [kind, keys] = JSON.parse(group) as [string, string[]];
    const set = keys.filter((k) => !k.includes('.') && body[k] !== undefined);
    if (kind === 'exactly' && set.length !== 1)
      problems.push(`${where}: exactly one of ${keys.join(', ')} must be set, found ${set.length}`);
    if (kind === 'least' && set.length < 1) problems.push(`${where}: at least one of ${keys.join(', ')} must be set`);
  }
}

function checkType(value: unknown, type: unknown, where: string, problems: string[]): void {
  if (typeof value === 'string' && TOKEN.test(value)) return;
  if (typeof type === 'string') {
    const ok =
      (type === 'string' && typeof value === 'string') ||
      (type === 'number' && typeof value === 'number') ||
      (type === 'bool' && typeof value === 'boolean') ||
      type === 'dynamic';
    if (!ok) problems.push(`${where}: expected ${type}, got ${JSON.stringify(value)}`);
    return;
  }
  const [kind, inner] = type as [string, unknown];
  if (kind === 'list' || kind === 'set') {
    if (!Array.isArray(value)) return void problems.push(`${where}: expected a ${kind}, got ${JSON.stringify(value)}`);
    value.forEach((v, i) => checkType(v, inner, `${where}[${i}]`, problems));
  } else if (kind === 'map') {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return void problems.push(`${where}: expected a map, got ${JSON.stringify(value)}`);
    for (const [k, v] of Object.entries(value)) checkType(v, inner, `${where}.${k}`, problems);
  } else if (kind === 'object') {
    if (typeof value !== 'object' || value === null) return void problems.push(`${where}: expected an object`);
    const fields = inner as Record<string, unknown>;
    for (const [k, v] of Object.entries(value)) {
      if (!(k in fields)) problems.push(`${where}.${k}: not a field of the object`);
      else checkType(v, fields[k], `${where}.${k}`, problems);
    }
  }
}

/** Interprets the provider's ValidateFunc source text; an unknown form fails loudly rather than passing. */
export function checkValidator(value: unknown, validate: string, where: string, problems: string[]): void {
  const v = validate.replace(/^validation\./, '');
  if (typeof value === 'string' && TOKEN.test(value) && v !== 'StringIsJSON') return;
  let m: RegExpExecArray | null;
  if ((m = /^StringInSlice\(\[\]string\{([\s\S]*?)\},\s*(true|false)\)$/.exec(v))) {
    const options = m[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(goString);
    const ignoreCase = m[2] === 'true';
    const ok = typeof value === 'string' && options.some((o) => (ignoreCase ? o.toLowerCase() === value.toLowerCase() : o === value));
    if (!ok) problems.push(`${where}: ${JSON.stringify(value)} is not one of ${options.join(', ')}`);
  } else if ((m = /^IntBetween\((-?\d+),\s*(-?\d+)\)$/.exec(v))) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < +m[1] || value > +m[2])
      problems.push(`${where}: ${value} is not an integer in [${m[1]}, ${m[2]}]`);
  } else if ((m = /^FloatBetween\((-?[\d.]+),\s*(-?[\d.]+)\)$/.exec(v))) {
    if (typeof value !== 'number' || value < +m[1] || value > +m[2]) problems.push(`${where}: ${value} is not in [${m[1]}, ${m[2]}]`);
  } else if ((m = /^IntAtLeast\((-?\d+)\)$/.exec(v))) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < +m[1])
      problems.push(`${where}: ${value} is not an integer >= ${m[1]}`);
  } else if ((m = /^IntInSlice\(\[\]int\{([\d,\s-]*)\}\)$/.exec(v))) {
    const options = m[1].split(',').map((s) => Number(s.trim()));
    if (!options.includes(value as number)) problems.push(`${where}: ${value} is not one of ${options.join(', ')}`);
  } else if ((m = /^StringLenBetween\((\d+),\s*(\d+)\)$/.exec(v))) {
    if (typeof value !== 'string' || value.length < +m[1] || value.length > +m[2])
      problems.push(`${where}: length of ${JSON.stringify(value)} is not in [${m[1]}, ${m[2]}]`);
  } else if ((m = /^StringMatch\(regexp\.MustCompile\("((?:[^"\\]|\\.)*)"\)/.exec(v))) {
    const pattern = new RegExp(JSON.parse(`"${m[1]}"`));
    if (typeof value !== 'string' || !pattern.test(value)) problems.push(`${where}: ${JSON.stringify(value)} does not match ${pattern}`);
  } else if (v === 'StringIsJSON') {
    if (typeof value !== 'string') return;
    try {
      // A reference inside a JSON document (a bucket name) is a string fragment once Terraform
      // interpolates it; stand in for it so the rest of the document is still checked.
      JSON.parse(value.replace(/\$\{[^}]*\}/g, 'TOKEN'));
    } catch {
      problems.push(`${where}: not valid JSON`);
    }
  } else if (v === 'validateOssBucketDateTimestamp') {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      problems.push(`${where}: ${JSON.stringify(value)} is not a YYYY-MM-DD date`);
  } else {
    problems.push(`${where}: validator ${validate} is not understood by this checker`);
  }
}

function goString(token: string): string {
  if (token.startsWith('"')) return JSON.parse(token);
  const constant = /^string\((.+)\)$/.exec(token)?.[1] ?? token;
  const resolved = GO_CONSTANTS[constant];
  if (resolved === undefined) throw new Error(`unknown Go constant ${constant} in a validator`);
  return resolved;
}
