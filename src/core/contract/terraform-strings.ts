import { IConstruct } from 'constructs';
import { addWarning } from '../advice';

/** The marker cdktf puts in a string for a token: `${TfToken[TOKEN.12]}` becomes a Terraform reference. */
const TOKEN_START = 'TfToken[';

/**
 * `${` or `%{` with the run of `$`/`%` before it. One sign starts a template; two or more are an
 * escape someone already wrote (`$${HOME}`), which stays as it is.
 */
const TEMPLATE_SEQUENCE = /(\$+|%+)\{/g;

/** What escaping did to one string. */
export interface EscapedText {
  /** The text with every literal `${` and `%{` escaped. */
  readonly text: string;
  /** True when the text already held an escaped sequence (`$${`, `%%{`), left as it was. */
  readonly preEscaped: boolean;
}

/**
 * Escapes Terraform's template sequences in literal text: `${` becomes `$${` and `%{` becomes
 * `%%{`, so Terraform passes `${HOME}` through instead of failing on it, and `${file("/etc/passwd")}`
 * is never evaluated. cdktf tokens (`${TfToken[...]}`) are left alone: they become Terraform
 * references on purpose, and in a string that mixes text and tokens only the text is escaped. A
 * sequence that is already escaped (`$${`, `%%{`) is left as it is and reported, so that text a
 * user escaped by hand does not become `$$${`.
 */
export function escapeTemplateText(text: string): EscapedText {
  let preEscaped = false;
  const escaped = text.replace(TEMPLATE_SEQUENCE, (match: string, signs: string, offset: number) => {
    if (signs.length > 1) {
      preEscaped = true;
      return match;
    }
    if (signs === '$' && text.startsWith(TOKEN_START, offset + match.length)) return match;
    return `${signs}${match}`;
  });
  return { text: escaped, preEscaped };
}

/** {@link escapeTemplateText} for text the library writes itself or has already reported on. */
export function escapeTerraformTemplates(text: string): string {
  return escapeTemplateText(text).text;
}

// One warning per construct, however many of its strings were escaped by hand.
const warned = new WeakSet<IConstruct>();

/**
 * Escapes one string a user gave that reaches a resource, warning once per construct when the user
 * had already escaped a sequence by hand.
 */
export function escapeUserText(scope: IConstruct, text: string, property?: string): string {
  const result = escapeTemplateText(text);
  if (result.preEscaped) warnPreEscaped(scope, property);
  return result.text;
}

/**
 * Escapes every string in a user's value that reaches a resource: strings, arrays and plain objects
 * (environment, tags, labels, nested option objects) are copied with their strings escaped;
 * instances of classes (value types, constructs, strategies) pass through as they are, since their
 * strings are checked by the class or are references.
 */
export function escapeUserStrings<T>(scope: IConstruct, value: T, property?: string): T {
  let preEscaped = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const result = escapeTemplateText(v);
      preEscaped ||= result.preEscaped;
      return result.text;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (isPlainObject(v)) {
      const copy: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) copy[key] = walk(inner);
      return copy;
    }
    return v;
  };
  const escaped = walk(value) as T;
  if (preEscaped) warnPreEscaped(scope, property);
  return escaped;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const prototype = Object.getPrototypeOf(v);
  return prototype === Object.prototype || prototype === null;
}

function warnPreEscaped(scope: IConstruct, property: string | undefined): void {
  if (warned.has(scope)) return;
  warned.add(scope);
  addWarning(
    scope,
    'GPUM-TEMPLATE-PRE-ESCAPED',
    `${property ? `${property} holds` : 'a string holds'} an escaped Terraform template sequence (a "$" or "%" doubled before "{"): the library escapes literal text itself now, so it was left as written and reaches the container with one "$" or "%". Write the text as you want it to arrive (\${HOME}, with one "$"); a string that should be a Terraform reference must be a token (a resource attribute, a TerraformVariable's value)`,
  );
}
