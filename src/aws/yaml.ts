import { Fn, Token } from '../core/framework';

/**
 * A small block-style YAML writer for Kubernetes manifests and nodeadm NodeConfig documents.
 *
 * Every string is double-quoted (JSON string syntax is valid YAML), so `"16"` stays a string and
 * `on`/`yes`/`0755` are never re-typed by a YAML 1.1 parser. Multi-line strings are literal blocks,
 * which keeps user data readable in `kubectl_manifest.yaml_body`. A Terraform list or map token is
 * written as `${jsonencode(...)}`: the YAML then holds the collection Terraform renders as JSON.
 */
export function toYaml(value: unknown): string {
  return `${render(value, 0).replace(/^\n/, '')}\n`;
}

function render(value: unknown, indent: number): string {
  const pad = ' '.repeat(indent);
  // A list or map token (a variable's listValue, a resource's list attribute) stands for a whole
  // collection: Terraform writes it as JSON, which is a YAML flow collection. String tokens are
  // quoted below and number tokens written bare, as their literals are: both resolve in place.
  if (isToken(value)) return ` ${Token.asString(Fn.jsonencode(value))}`;
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value
      .map((item) => {
        if (isBlock(item)) {
          const inner = render(item, indent + 2).replace(/^\n/, '');
          return `\n${pad}- ${inner.slice(indent + 2)}`;
        }
        return `\n${pad}-${render(item, indent + 2)}`;
      })
      .join('');
  }
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return ' {}';
    return entries.map(([key, v]) => `\n${pad}${mappingKey(key)}:${render(v, indent + 2)}`).join('');
  }
  if (typeof value === 'string' && fitsLiteralBlock(value)) return literalBlock(value, indent);
  return ` ${scalar(value)}`;
}

/** Multi-line text that a literal block reproduces exactly: no leading blank, no trailing spaces, no CR or tab. */
function fitsLiteralBlock(text: string): boolean {
  return text.includes('\n') && /^\S/.test(text) && !/[ \t]\n|[ \t]$|[\r\t]/.test(text);
}

function literalBlock(text: string, indent: number): string {
  const pad = ' '.repeat(indent);
  const trailing = /\n*$/.exec(text)![0].length;
  const chomping = trailing === 0 ? '-' : trailing === 1 ? '' : '+';
  const body = trailing > 0 ? text.slice(0, text.length - 1) : text;
  const lines = body.split('\n').map((line) => (line.length ? `${pad}${line}` : ''));
  return ` |${chomping}\n${lines.join('\n')}`;
}

const RESERVED_WORDS = /^(y|n|yes|no|true|false|on|off|null|~)$/i;

/** Plain when a YAML parser reads it back as the same string; double-quoted otherwise. */
function mappingKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9._/-]*$/.test(key) && !RESERVED_WORDS.test(key) ? key : JSON.stringify(key);
}

function scalar(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(String(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlock(value: unknown): boolean {
  if (isToken(value)) return false;
  return (isObject(value) && Object.keys(value).length > 0) || (Array.isArray(value) && value.length > 0);
}

/** A list or map token, or another token object: one `${jsonencode(...)}` scalar. */
function isToken(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Token.isUnresolved(value);
}
