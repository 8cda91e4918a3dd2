import { IConstruct } from 'constructs';
import { addWarning } from '../advice';
import { ValidationError } from '../errors';
import { isUnresolved } from '../tokens';

/**
 * Tags and labels, one rule per cloud: how many a resource takes, how long keys and values are, which
 * characters they hold, which prefixes the cloud keeps. Each platform checks every construct that
 * takes tags (staging constructs included) with its cloud's rule; the API would refuse anything else
 * at apply, after the resources before it were created. A Terraform template sequence (`${`, `%{`) in
 * a literal is refused where the cloud's characters could not hold it anyway (AWS, Google); Alibaba's
 * can, and it is written escaped, with a warning (`GPUM-TAG-TEMPLATE`). Tokens pass: they go to the resources.
 */
export interface TagRule {
  /** The stable ID of the error (`GPUM-EKS-TAGS`). */
  readonly code: string;
  /** What the cloud calls one, for messages (`tag`, `label`). */
  readonly item: 'tag' | 'label';
  /** The cloud, for messages (`AWS`, `Alibaba Cloud`, `Google Cloud`). */
  readonly cloud: string;
  /** The most one resource takes. */
  readonly maxCount: number;
  /** The problem with a key, or undefined when it is fine. */
  readonly keyProblem: (key: string) => string | undefined;
  /** The problem with a value, or undefined when it is fine. */
  readonly valueProblem: (value: string) => string | undefined;
  /** The rule in one sentence, the fix of every message. */
  readonly summary: string;
  /**
   * Whether a literal holding a Terraform template sequence is refused, or written escaped (`$${`)
   * so that it reaches the cloud as the literal text the cloud's characters allow.
   * @default true
   */
  readonly refuseTemplates?: boolean;
}

const TEMPLATE = /[$%]\{/;

/**
 * Constructs that warned `GPUM-TAG-TEMPLATE`: a function passes its tags (escaped) on to its staging
 * function, whose warning would repeat the parent's.
 */
const WARNED_TEMPLATES = new WeakSet<IConstruct>();

/**
 * Refuses tags the cloud would refuse at apply, naming the tag and the rule. Where the rule writes a
 * template sequence escaped (Alibaba), it warns instead (`GPUM-TAG-TEMPLATE`): the cloud accepts
 * the text, but `${var.team}` in a TypeScript string is almost always HCL written where a token was
 * meant, and the tag would hold the text instead of the value.
 */
export function checkTagRule(scope: IConstruct, rule: TagRule, property: string, tags: Record<string, string> | undefined): void {
  if (tags === undefined || isUnresolved(tags)) return;
  const entries = Object.entries(tags);
  if (entries.length > rule.maxCount) {
    throw new ValidationError(
      rule.code,
      `${property} has ${entries.length} ${rule.item}s: ${rule.cloud} allows at most ${rule.maxCount}`,
      scope,
      { property, value: String(entries.length), fix: `Keep at most ${rule.maxCount} ${rule.item}s` },
    );
  }
  for (const [key, value] of entries) {
    const keyProblem = isUnresolved(key) ? undefined : shapeProblem(key, 'key', rule);
    const valueProblem = isUnresolved(value) ? undefined : shapeProblem(value, 'value', rule);
    const found = keyProblem ?? valueProblem;
    if (found === undefined) continue;
    const shownKey = isUnresolved(key) ? '(a Terraform token)' : JSON.stringify(key);
    throw new ValidationError(
      rule.code,
      `${rule.item} ${shownKey}${keyProblem ? '' : ` = ${JSON.stringify(value)}`}: ${found}. ${rule.summary}`,
      scope,
      { property: `${property}.${isUnresolved(key) ? '<token>' : key}`, value: keyProblem ? key : String(value), fix: rule.summary },
    );
  }
  if (rule.refuseTemplates === false) warnTemplates(scope, property, tags);
}

/** One warning per tag whose literal key or value holds `${` or `%{`, which is written escaped. */
function warnTemplates(scope: IConstruct, property: string, tags: Record<string, string>): void {
  for (let node: IConstruct | undefined = scope; node; node = node.node.scope) if (WARNED_TEMPLATES.has(node)) return;
  for (const [key, value] of Object.entries(tags)) {
    const literal = [key, value].find((text) => typeof text === 'string' && !isUnresolved(text) && TEMPLATE.test(text));
    if (literal === undefined) continue;
    WARNED_TEMPLATES.add(scope);
    addWarning(
      scope,
      'GPUM-TAG-TEMPLATE',
      `${property}.${key} = ${JSON.stringify(value)} holds a Terraform template sequence ("\${" or "%{"): it is written escaped, so the tag holds the literal text ${JSON.stringify(literal)}, not the value of the expression. To tag with a Terraform value, pass a token (a variable's stringValue, a resource attribute) instead of the text; if the literal text is meant, leave it`,
    );
  }
}

function shapeProblem(text: unknown, what: 'key' | 'value', rule: TagRule): string | undefined {
  if (typeof text !== 'string') return `the ${what} is not a string`;
  if (rule.refuseTemplates !== false && TEMPLATE.test(text))
    return `the ${what} holds a Terraform template sequence ("\${" or "%{"), which Terraform would evaluate`;
  return what === 'key' ? rule.keyProblem(text) : rule.valueProblem(text);
}

/** Length in characters (code points), as the clouds count. */
function length(text: string): number {
  return [...text].length;
}

/**
 * AWS tags (Tagging AWS resources, "Tag naming limits and requirements"): at most 50 per resource;
 * keys of 1 to 128 characters, values of 0 to 256, of letters, digits, spaces and `_ . : / = + - @`;
 * keys starting with `aws:` are AWS's.
 */
export function awsTagRule(code: string): TagRule {
  const chars = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;
  return {
    code,
    item: 'tag',
    cloud: 'AWS',
    maxCount: 50,
    keyProblem: (key) => {
      if (length(key) === 0) return 'the key is empty';
      if (length(key) > 128) return `the key has ${length(key)} characters, more than 128`;
      if (/^aws:/i.test(key)) return 'keys starting with "aws:" are reserved for AWS';
      return chars.test(key) ? undefined : 'the key holds characters other than letters, digits, spaces and _ . : / = + - @';
    },
    valueProblem: (value) => {
      if (length(value) > 256) return `the value has ${length(value)} characters, more than 256`;
      return chars.test(value) ? undefined : 'the value holds characters other than letters, digits, spaces and _ . : / = + - @';
    },
    summary:
      'AWS tags have keys of 1 to 128 characters and values of 0 to 256, made of letters, digits, spaces and _ . : / = + - @, keys not starting with "aws:"; at most 50 per resource',
  };
}

/**
 * Alibaba Cloud tags (Resource Management, "Tag specifications"): at most 20 per resource; keys of 1
 * to 128 characters that do not start with `aliyun` or `acs:`, values of 0 to 128 that do not start
 * with `acs:`; neither holds `http://` or `https://`. `$`, `{` and `%` are characters Alibaba accepts,
 * so a template sequence is written escaped and reaches the cloud as literal text (the platform escapes
 * every user string; test/core/contract/escaping.test.ts) instead of being refused.
 */
export function alibabaTagRule(code: string): TagRule {
  const url = /https?:\/\//i;
  return {
    code,
    item: 'tag',
    cloud: 'Alibaba Cloud',
    refuseTemplates: false,
    maxCount: 20,
    keyProblem: (key) => {
      if (length(key) === 0) return 'the key is empty';
      if (length(key) > 128) return `the key has ${length(key)} characters, more than 128`;
      if (/^(aliyun|acs:)/i.test(key)) return 'keys starting with "aliyun" or "acs:" are reserved for Alibaba Cloud';
      return url.test(key) ? 'the key holds "http://" or "https://"' : undefined;
    },
    valueProblem: (value) => {
      if (length(value) > 128) return `the value has ${length(value)} characters, more than 128`;
      if (/^acs:/i.test(value)) return 'values starting with "acs:" are reserved for Alibaba Cloud';
      return url.test(value) ? 'the value holds "http://" or "https://"' : undefined;
    },
    summary:
      'Alibaba Cloud tags have keys of 1 to 128 characters not starting with "aliyun" or "acs:", values of 0 to 128 not starting with "acs:", neither holding "http://" or "https://"; at most 20 per resource',
  };
}
