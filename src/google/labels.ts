import { IConstruct } from 'constructs';
import { checkTagRule, TagRule } from '../core/contract/tags';

/*
 * Google Cloud's label rules (Resource Manager, "Requirements for labels"): at most 64 labels; keys
 * of 1 to 63 characters, values of 0 to 63, of lower-case letters, digits, "_" and "-", where
 * international (Unicode lower-case and caseless) letters count as letters; keys start with a
 * letter. Keys and values must also stay under 128 bytes in UTF-8. Cloud Run, Cloud Storage and the
 * other resources the workload labels all apply them; the API refuses anything else at apply.
 */
const MAX_LABELS = 64;
const KEY = /^[\p{Ll}\p{Lo}][\p{Ll}\p{Lo}\p{N}_-]{0,62}$/u;
const VALUE = /^[\p{Ll}\p{Lo}\p{N}_-]{0,63}$/u;
const MAX_BYTES = 128;
const RULE =
  'Google Cloud labels have keys of 1 to 63 characters and values of 0 to 63, made of lower-case letters (international letters count), digits, "_" and "-"; keys start with a lower-case letter; at most 64 labels';

/** Google Cloud's label rule, in the shared tag and label contract (src/core/contract/tags.ts). */
export const GOOGLE_LABEL_RULE: TagRule = {
  code: 'GPUM-CR-LABEL',
  item: 'label',
  cloud: 'Google Cloud',
  maxCount: MAX_LABELS,
  keyProblem: (key) => problem(key, KEY, 'key'),
  valueProblem: (value) => problem(value, VALUE, 'value'),
  summary: RULE,
};

/** Refuses labels Google Cloud would refuse at apply, naming the label. Tokens pass: they go straight to the resources. */
export function checkLabels(scope: IConstruct, labels: Record<string, string> | undefined): void {
  checkTagRule(scope, GOOGLE_LABEL_RULE, 'labels', labels);
}

function problem(text: unknown, pattern: RegExp, what: 'key' | 'value'): string | undefined {
  if (typeof text !== 'string') return `the ${what} is not a string`;
  if (Buffer.byteLength(text, 'utf8') >= MAX_BYTES)
    return `the ${what} has ${Buffer.byteLength(text, 'utf8')} bytes in UTF-8, more than Google Cloud's limit`;
  if (pattern.test(text)) return undefined;
  const length = [...text].length;
  if (what === 'key' && length === 0) return 'the key is empty';
  if (length > 63) return `the ${what} has ${length} characters, more than 63`;
  if (what === 'key' && !/^[\p{Ll}\p{Lo}]/u.test(text)) return 'the key must start with a lower-case letter';
  return `the ${what} holds characters other than lower-case letters, digits, "_" and "-"`;
}
