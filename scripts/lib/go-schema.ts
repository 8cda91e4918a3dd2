/**
 * Turns a terraform-plugin-sdk resource definition in Go (`func resourceX() *schema.Resource { ... }`)
 * into the annotated `terraform providers schema -json` entry the repository commits
 * (schemas/alicloud-provider-schema-annotated.json): the block as Terraform sees it, plus an `x_go`
 * object per attribute and block with what only the Go source says (ForceNew, validators, conflicts).
 *
 * It reads the schema literal as text, the way the SDK's `CoreConfigSchema` would convert it: an
 * `Elem: &schema.Resource{...}` is a nested block unless it is computed-only (then an attribute of
 * objects), a required block has `min_items: 1`, `id` is added when absent and `timeouts` holds the
 * operations the resource gives a timeout. Anything it does not understand (a schema built by a
 * function call, an unknown field) is an error: a partial schema would validate less than it claims.
 */

/** One annotated resource entry, as in the committed schema. */
export interface AnnotatedResourceSchema {
  readonly block: any;
  readonly go_file: string;
  readonly go_func: string;
  readonly version: number;
  /** Where the Go source came from: stripped from the plain schema with every other `x_go`. */
  readonly x_go?: Record<string, string>;
}

type Fields = Map<string, string>;

const GO_TYPES: Record<string, string> = {
  'schema.TypeString': 'string',
  'schema.TypeBool': 'bool',
  'schema.TypeInt': 'number',
  'schema.TypeFloat': 'number',
};
const COLLECTIONS: Record<string, string> = { 'schema.TypeList': 'list', 'schema.TypeSet': 'set', 'schema.TypeMap': 'map' };
/** The `schema.Schema` fields this reader understands; any other one fails the extraction. */
const KNOWN_FIELDS = new Set([
  'Type',
  'Required',
  'Optional',
  'Computed',
  'ForceNew',
  'MaxItems',
  'MinItems',
  'Elem',
  'ValidateFunc',
  'ValidateDiagFunc',
  'Default',
  'Sensitive',
  'Deprecated',
  'ConflictsWith',
  'ExactlyOneOf',
  'AtLeastOneOf',
  'RequiredWith',
  'DiffSuppressFunc',
  'DiffSuppressOnRefresh',
  'Description',
  'Set',
  'StateFunc',
]);
/** The provider's shared schema helpers (alicloud/tags.go), by the call that stands for their literal. */
const HELPERS: Record<string, string> = {
  'tagsSchema()': '{ Type: schema.TypeMap, Optional: true }',
  'tagsSchemaForceNew()': '{ Type: schema.TypeMap, Optional: true, ForceNew: true }',
  'tagsSchemaComputed()': '{ Type: schema.TypeMap, Optional: true, Computed: true }',
};
const TIMEOUTS = ['Create', 'Read', 'Update', 'Delete', 'Default'];

/** Extracts the resource defined in `source` (the text of `fileName`), by its function name or the only one. */
export function extractResourceSchema(source: string, fileName: string, funcName?: string): AnnotatedResourceSchema {
  const text = stripComments(source);
  const funcs = [...text.matchAll(/func\s+(\w+)\s*\(\s*\)\s*\*schema\.Resource\s*\{/g)];
  const chosen = funcName ? funcs.filter((m) => m[1] === funcName) : funcs;
  if (chosen.length !== 1) {
    throw new Error(
      `${fileName}: expected one func returning *schema.Resource${funcName ? ` named ${funcName}` : ''}, found ${funcs.map((m) => m[1]).join(', ') || 'none'}`,
    );
  }
  const match = chosen[0];
  const bodyStart = match.index! + match[0].length - 1;
  const body = text.slice(bodyStart + 1, matchingClose(text, bodyStart));
  const resourceLiteral = /return\s+&schema\.Resource\s*\{/.exec(body);
  if (!resourceLiteral) throw new Error(`${fileName}: ${match[1]} does not return a &schema.Resource{...} literal`);
  const open = resourceLiteral.index + resourceLiteral[0].length - 1;
  const resource = parseFields(body.slice(open + 1, matchingClose(body, open)), `${fileName} ${match[1]}`);

  const schemaMap = resource.get('Schema');
  if (!schemaMap) throw new Error(`${fileName}: ${match[1]} has no Schema`);
  const block = convertBlock(parseSchemaMap(schemaMap, match[1]), match[1], true);
  const timeouts = resource.get('Timeouts');
  if (timeouts) {
    const inner = expectLiteral(timeouts, '&schema.ResourceTimeout', `${match[1]}.Timeouts`);
    const given = parseFields(inner, `${match[1]}.Timeouts`);
    const attributes: Record<string, any> = {};
    for (const op of TIMEOUTS)
      if (given.has(op)) attributes[op.toLowerCase()] = { description_kind: 'plain', optional: true, type: 'string' };
    block.block_types = sortKeys({
      ...(block.block_types ?? {}),
      timeouts: { block: { attributes: sortKeys(attributes), description_kind: 'plain' }, nesting_mode: 'single' },
    });
  }
  return sortKeys({ block: sortKeys(block), go_file: fileName, go_func: match[1], version: 0 });
}

/** The schema block of a `map[string]*schema.Schema{...}` literal, annotated. */
function convertBlock(entries: Map<string, Fields>, where: string, topLevel: boolean): any {
  const attributes: Record<string, any> = {};
  const blockTypes: Record<string, any> = {};
  for (const [name, fields] of entries) {
    const path = `${where}.${name}`;
    for (const key of fields.keys())
      if (!KNOWN_FIELDS.has(key)) throw new Error(`${path}: field ${key} is not understood by this extractor`);
    const type = fields.get('Type');
    if (type === undefined) throw new Error(`${path}: no Type`);
    const elem = fields.get('Elem');
    const computed = isTrue(fields.get('Computed'));
    const optional = isTrue(fields.get('Optional'));
    const nested = elem !== undefined && /^&schema\.Resource\s*\{/.test(elem) && type !== 'schema.TypeMap';
    if (nested && !(computed && !optional)) blockTypes[name] = convertNestedBlock(fields, type, elem!, path);
    else attributes[name] = convertAttribute(fields, type, elem, path);
  }
  if (topLevel && !attributes.id) attributes.id = { computed: true, description_kind: 'plain', optional: true, type: 'string' };
  const out: any = {};
  if (Object.keys(attributes).length > 0) out.attributes = sortKeys(attributes);
  if (Object.keys(blockTypes).length > 0) out.block_types = sortKeys(blockTypes);
  out.description_kind = 'plain';
  return out;
}

function convertNestedBlock(fields: Fields, type: string, elem: string, path: string): any {
  const nesting = COLLECTIONS[type];
  if (nesting !== 'list' && nesting !== 'set') throw new Error(`${path}: a nested resource needs TypeList or TypeSet, not ${type}`);
  const inner = expectLiteral(elem, '&schema.Resource', `${path}.Elem`);
  const nestedFields = parseFields(inner, `${path}.Elem`);
  const schemaMap = nestedFields.get('Schema');
  if (!schemaMap) throw new Error(`${path}.Elem has no Schema`);
  const required = isTrue(fields.get('Required'));
  const optional = isTrue(fields.get('Optional'));
  const maxItems = intField(fields, 'MaxItems', path);
  let minItems = intField(fields, 'MinItems', path);
  if (required && !minItems) minItems = 1;
  if (optional && minItems) minItems = undefined;
  const block: any = {
    block: convertBlock(parseSchemaMap(schemaMap, path), path, false),
    nesting_mode: nesting,
  };
  if (maxItems) block.max_items = maxItems;
  if (minItems) block.min_items = minItems;
  // Terraform marks a deprecated nested block on its inner block.
  if (fields.has('Deprecated')) block.block = sortKeys({ ...block.block, deprecated: true });
  block.x_go = sortKeys(annotations(fields, type, path));
  return sortKeys(block);
}

function convertAttribute(fields: Fields, type: string, elem: string | undefined, path: string): any {
  const attribute: any = { description_kind: 'plain', type: terraformType(type, elem, path) };
  if (isTrue(fields.get('Required'))) attribute.required = true;
  if (isTrue(fields.get('Optional'))) attribute.optional = true;
  if (isTrue(fields.get('Computed'))) attribute.computed = true;
  if (isTrue(fields.get('Sensitive'))) attribute.sensitive = true;
  if (fields.has('Deprecated')) attribute.deprecated = true;
  if (fields.has('Description')) attribute.description = goValue(fields.get('Description')!);
  const x = annotations(fields, type, path);
  // Computed is in the attribute itself; a nested block's x_go keeps it (the block has no such flag).
  delete x.computed;
  delete x.max_items;
  const elemValidate =
    elem && /^&schema\.Schema\s*\{/.test(elem)
      ? parseFields(expectLiteral(elem, '&schema.Schema', path), path).get('ValidateFunc')
      : undefined;
  if (elemValidate) x.elem_validate = oneLine(elemValidate);
  attribute.x_go = sortKeys(x);
  return sortKeys(attribute);
}

/** What only the Go source says about an attribute or block. */
function annotations(fields: Fields, type: string, path: string): Record<string, unknown> {
  const x: Record<string, unknown> = { go_type: type.replace(/^schema\./, '') };
  if (isTrue(fields.get('Required'))) x.go_required = true;
  if (isTrue(fields.get('Optional'))) x.go_optional = true;
  if (isTrue(fields.get('Computed'))) x.computed = true;
  if (isTrue(fields.get('ForceNew'))) x.force_new = true;
  const maxItems = intField(fields, 'MaxItems', path);
  if (maxItems) x.max_items = maxItems;
  const validate = fields.get('ValidateFunc') ?? fields.get('ValidateDiagFunc');
  if (validate) x.validate = oneLine(validate);
  if (fields.has('Default')) x.default = goValue(fields.get('Default')!);
  if (fields.has('Deprecated')) x.deprecated_message = goValue(fields.get('Deprecated')!);
  // Its body is Go code the validator cannot run: only that the diff may be suppressed is kept.
  if (fields.has('DiffSuppressFunc')) x.diff_suppress_func = true;
  for (const [field, key] of [
    ['ConflictsWith', 'conflicts_with'],
    ['ExactlyOneOf', 'exactly_one_of'],
    ['AtLeastOneOf', 'at_least_one_of'],
    ['RequiredWith', 'required_with'],
  ] as const) {
    const list = fields.get(field);
    if (list) x[key] = stringList(list, `${path}.${field}`);
  }
  return x;
}

function terraformType(type: string, elem: string | undefined, path: string): unknown {
  if (GO_TYPES[type]) return GO_TYPES[type];
  const collection = COLLECTIONS[type];
  if (!collection) throw new Error(`${path}: Type ${type} is not understood by this extractor`);
  if (elem === undefined) {
    if (collection === 'map') return ['map', 'string'];
    throw new Error(`${path}: a ${type} without Elem`);
  }
  if (/^&schema\.Resource\s*\{/.test(elem)) {
    if (collection === 'map') return ['map', 'string'];
    const nested = parseFields(expectLiteral(elem, '&schema.Resource', path), path).get('Schema');
    const inner = convertBlock(parseSchemaMap(nested!, path), path, false);
    const fieldsOf: Record<string, unknown> = {};
    for (const [name, a] of Object.entries<any>(inner.attributes ?? {})) fieldsOf[name] = a.type;
    return [collection, ['object', sortKeys(fieldsOf)]];
  }
  const inner = /^&schema\.Schema\s*\{/.test(elem)
    ? parseFields(expectLiteral(elem, '&schema.Schema', path), path).get('Type')
    : elem.replace(/^schema\.(\w+)$/, 'schema.$1');
  if (!inner || !GO_TYPES[inner]) throw new Error(`${path}: Elem ${oneLine(elem)} is not understood by this extractor`);
  return [collection, GO_TYPES[inner]];
}

/** `"name": { fields }` entries of a `map[string]*schema.Schema{...}` literal. */
function parseSchemaMap(literal: string, where: string): Map<string, Fields> {
  const inner = expectLiteral(literal, 'map[string]*schema.Schema', where);
  const out = new Map<string, Fields>();
  for (const entry of splitTopLevel(inner)) {
    const m = /^"([^"]+)"\s*:\s*([\s\S]*)$/.exec(entry);
    if (!m) throw new Error(`${where}: schema entry ${oneLine(entry).slice(0, 80)} is not "name": {...}`);
    const value = HELPERS[m[2].trim()] ?? m[2].trim();
    const body = value.startsWith('{') ? value : /^&schema\.Schema\s*\{/.test(value) ? value.replace(/^&schema\.Schema\s*/, '') : undefined;
    if (body === undefined) throw new Error(`${where}.${m[1]}: ${oneLine(value).slice(0, 80)} is not a schema literal`);
    out.set(m[1], parseFields(body.slice(1, matchingClose(body, 0)), `${where}.${m[1]}`));
  }
  return out;
}

/** `Key: value` pairs of a struct literal's body. */
function parseFields(body: string, where: string): Fields {
  const out: Fields = new Map();
  for (const entry of splitTopLevel(body)) {
    const m = /^(\w+)\s*:\s*([\s\S]*)$/.exec(entry);
    if (!m) throw new Error(`${where}: ${oneLine(entry).slice(0, 80)} is not Key: value`);
    out.set(m[1], m[2].trim());
  }
  return out;
}

/** The body of `<prefix>{...}` (the text between the braces). */
function expectLiteral(value: string, prefix: string, where: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith(prefix)) throw new Error(`${where}: expected ${prefix}{...}, got ${oneLine(trimmed).slice(0, 80)}`);
  const open = trimmed.indexOf('{', prefix.length);
  if (open < 0 || trimmed.slice(prefix.length, open).trim() !== '') throw new Error(`${where}: expected ${prefix}{...}`);
  const close = matchingClose(trimmed, open);
  if (trimmed.slice(close + 1).trim() !== '') throw new Error(`${where}: ${prefix}{...} is followed by more text`);
  return trimmed.slice(open + 1, close);
}

/** Splits at commas outside brackets, strings and raw strings; drops empty parts (Go's trailing comma). */
function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === '`' || c === "'") i = skipString(body, i);
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '`' || c === "'") i = skipString(text, i);
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c) && --depth === 0) return i;
  }
  throw new Error('unbalanced brackets in the Go source');
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (quote !== '`' && text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  throw new Error('unterminated string in the Go source');
}

/** Removes `//` and `/* *\/` comments outside strings, keeping the text's other characters. */
function stripComments(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '`' || c === "'") {
      const end = skipString(text, i);
      out += text.slice(i, end + 1);
      i = end;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i === 0) throw new Error('unterminated comment in the Go source');
    } else out += c;
  }
  return out;
}

function isTrue(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`expected true or false, got ${value}`);
}

function intField(fields: Fields, name: string, path: string): number | undefined {
  const value = fields.get(name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${path}.${name}: ${value} is not an integer literal`);
  return Number(value);
}

function stringList(value: string, where: string): string[] {
  const inner = expectLiteral(value, '[]string', where);
  return splitTopLevel(inner).map((s) => {
    if (!/^"[^"]*"$/.test(s)) throw new Error(`${where}: ${s} is not a string literal`);
    return JSON.parse(s);
  });
}

/** A literal default or message as JSON; other expressions as their source text. */
function goValue(value: string): unknown {
  if (/^"(?:[^"\\]|\\.)*"$/.test(value)) return JSON.parse(value);
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return oneLine(value);
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function sortKeys<T>(object: T): T {
  const out: any = {};
  for (const key of Object.keys(object as any).sort()) out[key] = (object as any)[key];
  return out;
}

/** The plain `terraform providers schema -json` form: every `x_go`, `go_file` and `go_func` removed. */
export function plainSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainSchema);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'x_go' && k !== 'go_file' && k !== 'go_func') out[k] = plainSchema(v);
    return out;
  }
  return value;
}
