import { IndexedResource, StackIndex } from '../stack-index';
import { blocks, jsonDocument, strings } from '../resolved-values';
import { soleReference } from '../references';

/** An Allow or Deny statement of a RAM or IAM policy, whatever its source form. */
export interface GrantStatement {
  readonly effect: string;
  readonly actions: string[];
  readonly resources: string[];
  /** True when the statement has a condition (an `oss:Prefix` or `s3:prefix` on a listing). */
  readonly conditioned: boolean;
}

/** The policy resources whose documents grant storage access. */
export const POLICY_TYPES = [
  'alicloud_ram_policy',
  'aws_iam_policy',
  'aws_iam_role_policy',
  'aws_iam_user_policy',
  'aws_iam_group_policy',
  'aws_iam_role',
];

/** The statements of a RAM or IAM policy resource; empty when the document is an expression that cannot be read at synth. */
export function statementsOf(resource: IndexedResource, index: StackIndex): GrantStatement[] {
  switch (resource.type) {
    case 'alicloud_ram_policy':
      return [
        ...fromJson(resource.config.policy_document ?? resource.config.document),
        ...blocks(resource.config.statement).map((s) => ({
          effect: String(s.effect ?? 'Allow'),
          actions: strings(s.action),
          resources: strings(s.resource),
          conditioned: false,
        })),
      ];
    case 'aws_iam_role':
      return blocks(resource.config.inline_policy).flatMap((p) => fromAwsPolicy(p.policy, index));
    default:
      return fromAwsPolicy(resource.config.policy, index);
  }
}

function fromAwsPolicy(policy: unknown, index: StackIndex): GrantStatement[] {
  const ref = soleReference(policy);
  if (ref?.attribute === 'json') {
    const document = index.get(ref.address);
    if (document?.type === 'aws_iam_policy_document') {
      return blocks(document.config.statement).map((s) => ({
        effect: String(s.effect ?? 'Allow'),
        actions: strings(s.actions),
        resources: strings(s.resources),
        conditioned: blocks(s.condition).length > 0,
      }));
    }
  }
  return fromJson(policy);
}

function fromJson(value: unknown): GrantStatement[] {
  const document = jsonDocument(value);
  if (!document) return [];
  const statements = Array.isArray(document.Statement) ? document.Statement : document.Statement ? [document.Statement] : [];
  return statements
    .filter((s: unknown) => s && typeof s === 'object')
    .map((s: any) => ({
      effect: String(s.Effect ?? 'Allow'),
      actions: strings(s.Action),
      resources: strings(s.Resource),
      conditioned: s.Condition !== undefined && s.Condition !== null && Object.keys(s.Condition).length > 0,
    }));
}

/** True for an action that lists a bucket's keys. */
export function isListAction(action: string): boolean {
  const a = action.toLowerCase();
  return (
    a === 'oss:listobjects' ||
    a === 'oss:listobjectversions' ||
    a === 's3:listbucket' ||
    a === 's3:listbucketversions' ||
    a === 's3:list*' ||
    a === 'oss:list*'
  );
}

/** True for an action on object storage (or on everything). */
export function isStorageAction(action: string): boolean {
  const a = action.toLowerCase();
  return a === '*' || a.startsWith('oss:') || a.startsWith('s3:');
}

/**
 * The bucket and object path of an OSS or S3 resource ARN: `acs:oss:*:*:bucket/models/x/*`,
 * `arn:aws:s3:::bucket/models/*`, `arn:${data.aws_partition.p.partition}:s3:::bucket`, or a bucket's
 * `arn` attribute (`${aws_s3_bucket.b.arn}/models/*`, also of a data source).
 */
export function bucketPath(arn: string): { bucket: string; path?: string } | undefined {
  const byReference = /^(\$\{(?:data\.)?aws_s3_bucket\.[^}]+\.arn\})(?:\/(.*))?$/.exec(arn);
  if (byReference) return { bucket: byReference[1], path: byReference[2] };
  const match = /^acs:oss:[^:]*:[^:]*:(.*)$/.exec(arn) ?? /^arn:(?:aws[\w-]*|\$\{[^}]+\}):s3:::(.*)$/.exec(arn);
  if (!match) return undefined;
  const rest = match[1];
  const slash = rest.indexOf('/');
  return slash < 0 ? { bucket: rest } : { bucket: rest.slice(0, slash), path: rest.slice(slash + 1) };
}
