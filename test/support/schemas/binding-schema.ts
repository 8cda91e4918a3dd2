/**
 * A provider's schema as far as it can be had offline: read from its prebuilt cdktf bindings
 * (@cdktf/provider-google 16.12.1 = google 6.50.0, @cdktf/provider-aws 21.22.1 = aws 6.25.0,
 * @cdktf/provider-kubernetes 12.1.1 = kubernetes 2.38.0), and checked against synthesized stacks.
 * CDK Terrain's bindings (@cdktn/provider-aws 25.7.0 = aws 6.66.0) have the same generated shape
 * with `cdktn.` for `cdktf.`; {@link bindingProviderAt} reads any installed binding package.
 *
 * Each binding's JavaScript maps every attribute and block to its Terraform name in
 * `synthesizeHclAttributes()` (resources) and `<struct>ToHclTerraform()` (blocks), with the value's
 * storage type and whether it is a block; its `.d.ts` says which are required. From those this
 * module rebuilds a tree per resource type and walks the synthesized JSON against it.
 *
 * What it checks: every attribute and block name exists; required ones are present; strings,
 * numbers, booleans, lists and maps have the right JSON type (a `${...}` reference passes for any
 * type); single-item blocks are not given as lists of several. What it cannot check: enum values
 * and the provider's other validators (the bindings carry none), attributes newer than the bindings
 * (callers list the ones they emit on purpose, with the version that added them), and whether
 * the provider would accept a combination of values.
 */
import * as fs from 'fs';
import * as path from 'path';

/** A provider whose prebuilt bindings are installed: its type prefix, package and provider version. */
export interface BindingProvider {
  /** `google_`: the resource types it serves. */
  readonly prefix: string;
  readonly packageName: string;
  /** `google 6.50.0`: the provider version the bindings were generated from, for messages. */
  readonly provider: string;
  /** The package's folder, when not the one this repository resolves by name (another app's install). */
  readonly root?: string;
}

export const BINDING_PROVIDERS: readonly BindingProvider[] = [
  { prefix: 'google_', packageName: '@cdktf/provider-google', provider: 'google 6.50.0' },
  { prefix: 'aws_', packageName: '@cdktf/provider-aws', provider: 'aws 6.25.0' },
  { prefix: 'kubernetes_', packageName: '@cdktf/provider-kubernetes', provider: 'kubernetes 2.38.0' },
];

/** The bindings' provider of a resource type, if any. */
export function bindingProvider(tfType: string): BindingProvider | undefined {
  return BINDING_PROVIDERS.find((p) => tfType.startsWith(p.prefix));
}

/**
 * The binding package installed at `root` (either framework's: `@cdktf/provider-aws`,
 * `@cdktn/provider-aws`), from its package.json: the provider it was generated from is under
 * `cdktf.provider` in both.
 */
export function bindingProviderAt(root: string): BindingProvider {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const source: string | undefined = pkg.cdktf?.provider?.name;
  const version: string | undefined = pkg.cdktf?.provider?.version;
  if (!source || !version) throw new Error(`${root}: ${pkg.name} names no provider under "cdktf.provider" in package.json`);
  const type = source.split('/').pop()!;
  return { prefix: `${type}_`, packageName: pkg.name, provider: `${type} ${version}`, root };
}

function libDir(provider: BindingProvider): string {
  if (provider.root) return path.join(provider.root, 'lib');
  return path.dirname(path.dirname(require.resolve(`${provider.packageName}/lib/provider`)));
}

/** One attribute or block of a resource schema. */
export interface SchemaNode {
  /** Terraform's name. */
  readonly name: string;
  readonly isBlock: boolean;
  /** The bindings' storage type: string, number, boolean, stringList, stringMap, ... or a block class. */
  readonly storageClassType: string;
  readonly required: boolean;
  /** A block that holds one item at most (an output reference rather than a list in the bindings). */
  readonly single: boolean;
  /** The block's own attributes. */
  readonly children?: Record<string, SchemaNode>;
}

interface ParsedEntry {
  readonly name: string;
  readonly camel?: string;
  readonly isBlock: boolean;
  readonly storageClassType: string;
  readonly structFunction?: string;
  readonly list: boolean;
}

const cache = new Map<string, Record<string, SchemaNode>>();

/** The binding module folder of a resource or data source type. */
export function bindingModule(tfType: string, dataSource: boolean, provider = bindingProvider(tfType)): string {
  if (!provider) throw new Error(`no prebuilt bindings for ${tfType}`);
  const base = tfType.slice(provider.prefix.length).replace(/_/g, '-');
  return path.join(libDir(provider), dataSource ? `data-${provider.prefix.replace(/_$/, '')}-${base}` : base);
}

/**
 * The schema of a resource (or data source) type, from its binding: the one this repository
 * installs, or the given package's.
 */
export function bindingSchema(tfType: string, dataSource = false, provider = bindingProvider(tfType)): Record<string, SchemaNode> {
  const dir = bindingModule(tfType, dataSource, provider);
  const cached = cache.get(dir);
  if (cached) return cached;
  // Large resources (kubernetes_job_v1) keep their structs in index-structs/*.js beside index.js.
  const structs = path.join(dir, 'index-structs');
  const extra = (ext: string) =>
    fs.existsSync(structs)
      ? fs
          .readdirSync(structs)
          .filter((f) => f.endsWith(ext) && f !== `index${ext}`)
          .map((f) => fs.readFileSync(path.join(structs, f), 'utf8'))
      : [];
  const js = [fs.readFileSync(path.join(dir, 'index.js'), 'utf8'), ...extra('.js')].join('\n');
  const dts = [fs.readFileSync(path.join(dir, 'index.d.ts'), 'utf8'), ...extra('.d.ts')].join('\n');
  // `Class.tfResourceType = "..."` after the class (cdktf's ES2018 output) or `static tfResourceType = "..."` (cdktn's).
  const declared = /(?:\.|static )tfResourceType = "([^"]+)"/.exec(js)?.[1];
  if (declared !== tfType) throw new Error(`${dir} binds ${declared}, not ${tfType}`);
  const required = requiredProps(dts);

  const classBody = /synthesizeHclAttributes\(\) \{\s*const attrs = \{([\s\S]*?)\n {8}\};/.exec(js)?.[1];
  if (!classBody) throw new Error(`no synthesizeHclAttributes in ${dir}`);
  // The framework's namespace in generated code: `cdktf` (HashiCorp's bindings) or `cdktn` (CDK Terrain's).
  const configInterface = /^export interface (\w+Config) extends cdkt[fn]\.TerraformMetaArguments/m.exec(dts)?.[1] ?? '';
  const schema = buildNodes(js, dts, required, parseAttrs(classBody), configInterface, new Set());
  cache.set(dir, schema);
  return schema;
}

function buildNodes(
  js: string,
  dts: string,
  required: Map<string, Set<string>>,
  entries: ParsedEntry[],
  interfaceName: string,
  seen: Set<string>,
): Record<string, SchemaNode> {
  const nodes: Record<string, SchemaNode> = {};
  for (const entry of entries) {
    let children: Record<string, SchemaNode> | undefined;
    if (entry.isBlock && entry.structFunction && !seen.has(entry.structFunction)) {
      const body = new RegExp(`function ${entry.structFunction}\\(struct\\) \\{[\\s\\S]*?const attrs = \\{([\\s\\S]*?)\\n {4}\\};`).exec(
        js,
      )?.[1];
      if (!body) throw new Error(`no body for ${entry.structFunction}`);
      const childInterface = entry.structFunction.replace(/ToHclTerraform$/, '').replace(/^./, (c) => c.toUpperCase());
      children = buildNodes(js, dts, required, parseAttrs(body), childInterface, new Set([...seen, entry.structFunction]));
    }
    nodes[entry.name] = {
      name: entry.name,
      isBlock: entry.isBlock,
      storageClassType: entry.storageClassType,
      required: entry.camel !== undefined && (required.get(interfaceName)?.has(entry.camel) ?? false),
      single: entry.isBlock && !entry.list,
      children,
    };
  }
  return nodes;
}

function parseAttrs(body: string): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  const pattern =
    /^\s{8,12}("[^"]+"|[\w]+): \{\s*value: ([^\n]+),\s*isBlock: (true|false),\s*type: "(\w+)",\s*storageClassType: "(\w+)",\s*\}/gm;
  for (const match of body.matchAll(pattern)) {
    const [, rawName, value, isBlock, , storageClassType] = match;
    // `(0, index_structs_1.fooToHclTerraform)(...)` and `structs0_1.fooToHclTerraform` name a struct in another file.
    const local = value.replace(/cdkt[fn]\.\w+/g, '').replace(/\b(?:\w+_\d+|exports)\./g, '');
    const structFunction = /(?:^|[^.\w])(\w+ToHclTerraform)\b/.exec(local)?.[1];
    const camel = /(?:struct\.|this\._)(\w+)/.exec(value)?.[1];
    entries.push({
      name: rawName.replace(/^"|"$/g, ''),
      camel,
      isBlock: isBlock === 'true',
      storageClassType,
      structFunction,
      list: value.includes('listMapperHcl'),
    });
  }
  return entries;
}

function requiredProps(dts: string): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const match of dts.matchAll(/^export interface (\w+)[^{]*\{([\s\S]*?)^\}/gm)) {
    const props = new Set<string>();
    for (const prop of match[2].matchAll(/^ {4}readonly (\w+): /gm)) props.add(prop[1]);
    result.set(match[1], props);
  }
  return result;
}

/** A problem found in a synthesized resource. */
export interface SchemaProblem {
  /** `google_cloud_run_v2_worker_pool.x.template.volumes[1].gcs.mount_options`. */
  readonly path: string;
  readonly problem: string;
}

/** Attributes emitted on purpose beyond the bindings, by resource type, as dotted block paths. */
export type SchemaExtras = Record<string, string[]>;

const META_ARGUMENTS = new Set(['//', 'count', 'depends_on', 'for_each', 'lifecycle', 'provider', 'provisioner', 'connection']);

/**
 * Checks every resource and data source of a synthesized stack whose type one of `providers` serves
 * (all with prebuilt bindings by default) against the bindings.
 */
export function validateStack(stack: any, extras: SchemaExtras = {}, providers = BINDING_PROVIDERS): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [section, dataSource] of [
    ['resource', false],
    ['data', true],
  ] as const) {
    for (const [tfType, instances] of Object.entries<Record<string, any>>(stack[section] ?? {})) {
      const provider = providers.find((p) => tfType.startsWith(p.prefix));
      if (!provider) continue;
      const schema = bindingSchema(tfType, dataSource, provider);
      for (const [name, body] of Object.entries(instances)) {
        walk(schema, body, `${dataSource ? 'data.' : ''}${tfType}.${name}`, '', extras[tfType] ?? [], problems, true, provider.provider);
      }
    }
  }
  return problems;
}

/** Checks one block's body against a schema node's children, as `validateStack` does inside a resource. */
export function validateBlock(schema: Record<string, SchemaNode>, body: any, address: string): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walk(schema, body, address, '', [], problems, false, BINDING_PROVIDERS[0].provider);
  return problems;
}

function walk(
  schema: Record<string, SchemaNode>,
  body: any,
  address: string,
  blockPath: string,
  extras: string[],
  problems: SchemaProblem[],
  top: boolean,
  provider: string,
): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push({ path: address, problem: 'is not an object' });
    return;
  }
  for (const node of Object.values(schema)) {
    if (node.required && body[node.name] === undefined) problems.push({ path: `${address}.${node.name}`, problem: 'is required' });
  }
  for (const [key, value] of Object.entries(body)) {
    if (top && META_ARGUMENTS.has(key)) continue;
    const keyPath = blockPath ? `${blockPath}.${key}` : key;
    const node = schema[key];
    if (!node) {
      if (!extras.includes(keyPath))
        problems.push({ path: `${address}.${key}`, problem: `is not in the provider schema (${provider} bindings)` });
      continue;
    }
    if (isReference(value)) continue;
    if (node.isBlock) {
      const items = Array.isArray(value) ? value : [value];
      if (node.single && items.length > 1)
        problems.push({ path: `${address}.${key}`, problem: `holds ${items.length} items; the block takes one` });
      items.forEach((item, index) =>
        walk(
          node.children ?? {},
          item,
          `${address}.${key}${Array.isArray(value) ? `[${index}]` : ''}`,
          keyPath,
          extras,
          problems,
          false,
          provider,
        ),
      );
      continue;
    }
    const problem = typeProblem(node.storageClassType, value);
    if (problem) problems.push({ path: `${address}.${key}`, problem });
  }
}

function isReference(value: unknown): boolean {
  return typeof value === 'string' && /^\$\{[\s\S]*\}$/.test(value);
}

function typeProblem(storageClassType: string, value: unknown): string | undefined {
  const scalar = (type: string, v: unknown): boolean =>
    isReference(v) ||
    type === 'any' ||
    (type === 'number' ? typeof v === 'number' : type === 'boolean' ? typeof v === 'boolean' : typeof v === 'string');
  const base = storageClassType.replace(/(List|Map)$/, '');
  if (/List$/.test(storageClassType)) {
    return Array.isArray(value) && value.every((v) => scalar(base, v)) ? undefined : `should be a list of ${base}s`;
  }
  if (/Map$/.test(storageClassType)) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => scalar(base, v))
      ? undefined
      : `should be a map of ${base}s`;
  }
  return scalar(storageClassType, value) ? undefined : `should be a ${storageClassType}`;
}
