/** A reference to another block in a resolved Terraform string: `${alicloud_vpc.Vpc.id}`. */
export interface TerraformReference {
  /** `alicloud_vpc.Vpc` or `data.aws_iam_policy_document.Doc`. */
  readonly address: string;
  /** `id`, `mount_target_domain`, `json`. */
  readonly attribute: string;
}

const INTERPOLATION = /\$\{([^}]*)\}/g;
const REFERENCE = /(?<![\w.])((?:data\.)?[a-z][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_-]*)\.([a-z_][a-z0-9_]*)/g;

/** The references inside a string's `${...}` interpolations. */
export function referencesIn(value: unknown): TerraformReference[] {
  if (typeof value !== 'string') return [];
  const found: TerraformReference[] = [];
  for (const interpolation of value.matchAll(INTERPOLATION)) {
    for (const match of interpolation[1].matchAll(REFERENCE)) {
      found.push({ address: match[1], attribute: match[2] });
    }
  }
  return found;
}

/** The reference when the whole string is one: `${alicloud_vpc.Vpc.id}`. */
export function soleReference(value: unknown): TerraformReference | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\$\{((?:data\.)?[a-z][a-z0-9_]*\.[A-Za-z_][A-Za-z0-9_-]*)\.([a-z_][a-z0-9_]*)\}$/.exec(value);
  return match ? { address: match[1], attribute: match[2] } : undefined;
}
