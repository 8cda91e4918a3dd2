import { IConstruct } from 'constructs';
import { UnscopedValidationError, ValidationError } from '../errors';
import { isResolved, isUnresolved } from '../tokens';
import { TOKEN_IN_WORDS } from './numbers';

/** Characters that widen an IAM/RAM resource or condition when they reach a policy. */
const WIDENING = /[*?]/;

/**
 * Refuses a value that becomes part of an IAM or RAM resource, or a policy, and would widen or break
 * it: an empty string, a wildcard (`*`, `?`) or whitespace. A storage path of `*` grants the whole
 * bucket; a bucket name of `*` grants every bucket; a KMS key ARN of `*` grants every key. Tokens
 * pass: they are references, checked at apply.
 *
 * @param code the stable ID of the error
 */
export function checkPolicyIdentifier(scope: IConstruct, code: string, property: string, value: string | undefined): void {
  if (value === undefined || isUnresolved(value)) return;
  const problem =
    typeof value !== 'string' || value.trim().length === 0
      ? 'is empty'
      : WIDENING.test(value)
        ? 'holds a wildcard ("*" or "?")'
        : /\s/.test(value)
          ? 'holds whitespace'
          : undefined;
  if (problem === undefined) return;
  throw new ValidationError(
    code,
    `${property} "${value}" ${problem}, and it becomes part of an access policy's resource: it would widen the grant beyond the model (or break it). Give the exact name, ARN or path, without wildcards or spaces`,
    scope,
    { property, value, fix: 'give the exact name, ARN or path, without wildcards or spaces' },
  );
}

/** A cloud's rule for bucket names, which each platform supplies. */
export interface BucketNameRule {
  /** The storage service, for messages (`OSS`, `Amazon S3`, `Cloud Storage`). */
  readonly service: string;
  /** The stable ID of the error (`GPUM-FC-BUCKET-NAME`). */
  readonly code: string;
  /**
   * Why a name breaks the rule, or `undefined` when it follows it.
   * @param name a literal name (never a token)
   */
  problem(name: string): string | undefined;
  /** The rule, in words, for the fix. */
  readonly description: string;
}

/**
 * Checks a bucket name by its cloud's rule, for buckets the stack creates and existing buckets
 * alike: an existing bucket's name reaches policies, mounts and endpoints, and a name the cloud
 * cannot hold is a typo or a wildcard. Tokens pass (references are checked at apply).
 */
export function checkBucketName(scope: IConstruct, rule: BucketNameRule, property: string, name: string | undefined): void {
  if (name === undefined || isUnresolved(name)) return;
  checkPolicyIdentifier(scope, rule.code, property, name);
  const problem = rule.problem(name);
  if (problem === undefined) return;
  const fix = bucketNameFix(name, rule);
  throw new ValidationError(
    rule.code,
    `${property} "${name}" is not a valid ${rule.service} bucket name: ${problem}. ${rule.description}${fix === rule.description ? '' : `: ${fix}`}`,
    scope,
    { property, value: name, fix },
  );
}

/**
 * The fix for a bad bucket name: the usual slip is a URI (`oss://acme-models/models`) or a path
 * (`acme-models/models`) where the name alone belongs, and then the name is right there to give.
 */
function bucketNameFix(name: string, rule: BucketNameRule): string {
  const uri = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(name);
  if (uri && rule.problem(uri[1]) === undefined) return `give the bucket name, not a URL: ${uri[1]}`;
  const head = name.split('/')[0];
  if (!uri && head !== name && rule.problem(head) === undefined) return `give the bucket name alone, without a path: ${head}`;
  return rule.description;
}

/**
 * Refuses a Terraform token where the library needs a literal string (to derive names, match
 * regions, compare zones), saying so in words.
 */
export function requireLiteralString(scope: IConstruct, code: string, property: string, value: string | undefined, why: string): void {
  if (value === undefined || !isUnresolved(value)) return;
  throw new ValidationError(code, `${property} is ${TOKEN_IN_WORDS}, but ${why}: give a literal string`, scope, {
    property,
    value: TOKEN_IN_WORDS,
    fix: 'give a literal string',
  });
}

/** How {@link requireEnumMember} names the closed set in its error. */
export interface EnumMemberWording {
  /** The enum's exported name, for the fix: `CloudRunGpuType`. */
  readonly enumName: string;
  /** What the value is not, after "is": `not a Cloud Run GPU`. */
  readonly notMember: string;
  /** Whether the fix gives each member's string too (`FcHttpAuthType.FUNCTION ("function")`), for props users write as strings. */
  readonly showValues?: boolean;
}

/**
 * Refuses a literal outside a closed set (an enum), which only plain JavaScript can give:
 * `<property> "<value>" is <notMember>: use <Enum>.A or <Enum>.B`. A Terraform token passes: the
 * caller refuses one first where the library needs the literal. Without a scope (a value object such as
 * `ModelArtifact`, not yet in the construct tree) the error names no path.
 */
export function requireEnumMember<T extends string>(
  scope: IConstruct | undefined,
  code: string,
  property: string,
  value: T | undefined,
  members: { readonly [key: string]: T },
  wording: EnumMemberWording,
): void {
  if (value === undefined || !isResolved(value) || Object.values(members).includes(value)) return;
  const fix = `use ${Object.entries(members)
    .map(([key, member]) => `${wording.enumName}.${key}${wording.showValues ? ` ("${member}")` : ''}`)
    .join(' or ')}`;
  const message = `${property} "${value}" is ${wording.notMember}: ${fix}`;
  const options = { property, value: String(value), fix };
  throw scope ? new ValidationError(code, message, scope, options) : new UnscopedValidationError(code, message, options);
}
