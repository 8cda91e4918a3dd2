import { awsTagRule, checkTagRule } from '../core/contract/tags';
import { cronFieldsProblem, STANDARD_CRON_FIELDS } from '../core/contract/cron';
import { IConstruct } from 'constructs';
import { checkNumber, TOKEN_IN_WORDS } from '../core/contract/numbers';
import { UnscopedValidationError, ValidationError } from '../core/errors';
import { Tokenization } from '../core/framework';
import { Duration } from '../core/duration';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { goDuration } from './quantities';
import { DisruptionBudget, NodeRequirement, RequirementOperator } from './scheduling';

/** The operators that compare a label as an integer against one value. */
const NUMERIC_OPERATORS: readonly RequirementOperator[] = [
  RequirementOperator.GT,
  RequirementOperator.LT,
  RequirementOperator.GTE,
  RequirementOperator.LTE,
];

const LABEL_KEY = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const KARPENTER_SH_ALLOWED = ['karpenter.sh/capacity-type', 'karpenter.sh/nodepool'];
/** The karpenter.k8s.aws labels a NodePool may use (Karpenter v1.14.1 NodePool CRD). */
const KARPENTER_AWS_ALLOWED = [
  'instance-tenancy',
  'capacity-reservation-type',
  'capacity-reservation-id',
  'capacity-reservation-interruptible',
  'ec2nodeclass',
  'instance-encryption-in-transit-supported',
  'instance-category',
  'instance-hypervisor',
  'instance-family',
  'instance-generation',
  'instance-local-nvme',
  'instance-size',
  'instance-cpu',
  'instance-cpu-manufacturer',
  'instance-cpu-sustained-clock-speed-mhz',
  'instance-memory',
  'instance-ebs-bandwidth',
  'instance-network-bandwidth',
  'instance-gpu-name',
  'instance-gpu-manufacturer',
  'instance-gpu-count',
  'instance-gpu-memory',
  'instance-accelerator-name',
  'instance-accelerator-manufacturer',
  'instance-accelerator-count',
  'instance-capability-flex',
  'placement-group-id',
  'placement-group-partition',
].map((label) => `karpenter.k8s.aws/${label}`);

/** A Kubernetes object name that is also a label value: a DNS label. */
export function checkDnsLabel(scope: IConstruct, what: string, name: string): void {
  if (isUnresolved(name)) return;
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name) || name.length > 63) {
    const fix = 'use at most 63 lower-case letters, digits and "-", starting and ending with a letter or digit';
    throw new ValidationError('GPUM-EKS-NAME', `${what} "${name}" is not a DNS label: ${fix}`, scope, {
      property: what,
      value: name,
      fix,
    });
  }
}

/**
 * Text as an error shows it, each Terraform token in it replaced by `words` (never cdktf's
 * placeholder): {@link TOKEN_IN_WORDS} in an error's `value` (as `valueText` writes a whole
 * token), `TOKEN_INLINE` inside a line of TOML or a command the message quotes.
 */
export function tokensAs(text: string, words: string = TOKEN_IN_WORDS): string {
  if (!isUnresolved(text)) return text;
  // Each fragment is a literal or one token; a join of two has no token left.
  const plain = (fragment: unknown) => (isUnresolved(fragment) ? words : String(fragment));
  return plain(Tokenization.reverseString(text).join({ join: (left, right) => plain(left) + plain(right) }));
}

/**
 * A value as JSON for an error, each Terraform token in it (in a string, a whole list, a number) as
 * `words` ({@link tokensAs}).
 */
export function shownJson(value: unknown, words: string = TOKEN_IN_WORDS): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? tokensAs(inner, words) : isUnresolved(inner) ? words : inner,
  );
}

/**
 * The NodePool requirement rules the API server enforces (CEL), checked before apply. A Terraform
 * token (the key, a value, the whole list of values) reaches the NodePool as a reference: the rules
 * on its literal text are left to the API server at apply.
 * @param property the prop the requirement comes from (`additionalRequirements[0]`, `gpuNames`)
 */
export function checkRequirement(scope: IConstruct, requirement: NodeRequirement, property: string): void {
  const { key, operator } = requirement;
  const values = requirement.values ?? [];
  const shown = `${tokensAs(key)} ${tokensAs(operator)} ${shownJson(values)}`;
  const fail = (why: string, fix = why) => {
    throw new ValidationError('GPUM-EKS-REQUIREMENT', `requirement ${shown}: ${why}`, scope, { property, value: shown, fix });
  };
  if (!isUnresolved(key)) {
    if (!LABEL_KEY.test(key) || key.length > 316) fail('the key is not a label key');
    const domain = key.includes('/') ? key.split('/')[0] : '';
    if (domain.endsWith('karpenter.sh') && !KARPENTER_SH_ALLOWED.includes(key)) fail('the karpenter.sh label domain is restricted');
    if (key === 'karpenter.sh/nodepool' || key === 'kubernetes.io/hostname') fail(`"${key}" is restricted`);
    if (domain.endsWith('karpenter.k8s.aws') && !KARPENTER_AWS_ALLOWED.includes(key)) {
      fail(`the karpenter.k8s.aws label domain is restricted to Karpenter's well-known labels (${KARPENTER_AWS_ALLOWED.join(', ')})`);
    }
  }
  // A list token: how many values it holds, and which, is known only at apply.
  const listed = isUnresolved(values) ? undefined : values;
  if (listed) checkRequirementValues(operator, listed, fail);
  const minValues = requirement.minValues;
  if (minValues !== undefined && !isUnresolved(minValues)) {
    const wholeNumber = 'give a whole number from 1 to 50';
    if (!Number.isInteger(minValues) || minValues < 1 || minValues > 50) fail(`minValues is ${minValues}: ${wholeNumber}`, wholeNumber);
    if (listed && operator === RequirementOperator.IN && listed.length < minValues)
      fail(`minValues is ${minValues}, but In lists only ${listed.length} value(s): list at least that many`);
  }
}

/** The rules on a requirement's literal list of values; a token among them is left to the API server. */
function checkRequirementValues(operator: RequirementOperator, values: readonly string[], fail: (why: string) => void): void {
  if ((operator === RequirementOperator.IN || operator === RequirementOperator.NOT_IN) && values.length === 0)
    fail('In and NotIn need at least one value');
  if (NUMERIC_OPERATORS.includes(operator) && (values.length !== 1 || (!isUnresolved(values[0]) && !/^\d+$/.test(values[0])))) {
    fail('Gt, Lt, Gte and Lte need exactly one non-negative integer');
  }
  if ((operator === RequirementOperator.EXISTS || operator === RequirementOperator.DOES_NOT_EXIST) && values.length > 0)
    fail('Exists and DoesNotExist take no values');
  for (const value of values) {
    if (!isUnresolved(value) && (!LABEL_VALUE.test(value) || value.length > 63)) fail(`"${value}" is not a label value`);
  }
}

/**
 * A disruption budget as the NodePool CRD accepts it. A Terraform token as `nodes`, `schedule` or
 * `reasons` reaches the NodePool as a reference: the CRD's patterns check it at apply.
 * @param property the budget's prop path (`disruptionBudgets[0]`)
 */
export function budgetManifest(scope: IConstruct, budget: DisruptionBudget, property: string): Record<string, unknown> {
  const fail = (why: string) => {
    const shown = shownJson({ ...budget, duration: budget.duration?.toString() });
    throw new ValidationError('GPUM-EKS-DISRUPTION-BUDGET', `disruption budget ${shown}: ${why}`, scope, {
      property,
      value: shown,
      fix: why,
    });
  };
  if (!isUnresolved(budget.nodes) && !/^((100|[0-9]{1,2})%|[0-9]+)$/.test(budget.nodes))
    fail('nodes must be a count ("1") or a percentage ("10%")');
  if ((budget.schedule === undefined) !== (budget.duration === undefined)) fail('give schedule and duration together');
  let duration: string | undefined;
  if (budget.duration) {
    duration = goDuration(budget.duration);
    if (/s$/.test(duration)) fail('duration must be whole minutes (cron has no seconds)');
  }
  const rangeProblem = budget.schedule !== undefined && !isUnresolved(budget.schedule) ? cronJobRangeProblem(budget.schedule) : undefined;
  if (rangeProblem)
    fail(
      `schedule "${budget.schedule}": ${rangeProblem} (minute hour day-of-month month day-of-week), so it never matches or fails to parse`,
    );
  if (budget.schedule !== undefined && !isUnresolved(budget.schedule) && !isCronJobSchedule(budget.schedule)) {
    const aws = /^(cron|rate)\((.*)\)$/.exec(budget.schedule.trim());
    fail(
      `schedule must be a five-field cron expression as Kubernetes CronJobs write it ("0 9 * * mon-fri") or a @daily-style macro, without a time zone${
        aws ? `: "${budget.schedule}" is an AWS ${aws[1]}() expression, which Karpenter cannot parse` : ''
      }`,
    );
  }
  return { nodes: budget.nodes, schedule: budget.schedule, duration, reasons: budget.reasons };
}

const RESTRICTED_TAGS = ['eks:eks-cluster-name', 'karpenter.sh/nodepool', 'karpenter.sh/nodeclaim', 'karpenter.k8s.aws/ec2nodeclass'];

/** AWS's tag rule (keys, values, count, `aws:`), reported as `GPUM-EKS-TAGS`. */
const EKS_TAG_RULE = awsTagRule('GPUM-EKS-TAGS');

/**
 * Tags of the AWS resources an EKS construct creates (the workload's, the staging Job's): AWS's rule.
 * Tokens pass.
 */
export function checkAwsTags(scope: IConstruct, tags: Record<string, string> | undefined): void {
  checkTagRule(scope, EKS_TAG_RULE, 'tags', tags);
}

/** EC2NodeClass tags: AWS's rule, and Karpenter reserves some keys for itself. */
export function checkTags(scope: IConstruct, tags: Record<string, string>): void {
  for (const key of Object.keys(tags)) {
    if (!key || RESTRICTED_TAGS.includes(key) || key.startsWith('kubernetes.io/cluster')) {
      const fix = 'Remove it';
      throw new ValidationError(
        'GPUM-EKS-TAGS',
        `tag "${key}" is reserved by Karpenter (it sets ${RESTRICTED_TAGS.join(', ')} and kubernetes.io/cluster/<name> itself). ${fix}`,
        scope,
        { property: `tags.${key}`, value: key, fix },
      );
    }
  }
  checkAwsTags(scope, tags);
}

/** A whole number within bounds, unless it is a token. */
export function checkRange(
  scope: IConstruct,
  code: string,
  what: string,
  value: number | undefined,
  min: number,
  max: number,
  literalRequired = false,
): void {
  checkNumber(scope, what, value, { code, min, max, integer: true, literalRequired });
}

/** EKS cluster names (CreateCluster): 1 to 100 letters, digits, "-" and "_", starting with a letter or digit. */
const CLUSTER_NAME = /^[0-9A-Za-z][A-Za-z0-9_-]{0,99}$/;

/**
 * An EKS cluster's name as the Pod Identity association, the access entry and the discovery tags
 * use it: an empty or malformed name fails only at apply (or, in a discovery tag, selects nothing).
 * A Terraform token passes: a reference to the cluster is the usual way to give it.
 */
export function checkClusterName(scope: IConstruct | undefined, property: string, name: string): void {
  if (isUnresolved(name)) return;
  if (typeof name === 'string' && CLUSTER_NAME.test(name)) return;
  const fix =
    'give the cluster\'s name (1 to 100 letters, digits, "-" and "_", starting with a letter or digit), or a reference to the cluster';
  const shown = typeof name === 'string' ? `"${name}"` : String(name);
  const why =
    typeof name !== 'string' || name.length === 0
      ? 'is empty'
      : /^arn:/.test(name)
        ? 'is an ARN, not a name'
        : 'is not an EKS cluster name';
  const message = `${property} ${shown} ${why}: ${fix}`;
  const options = { property, value: String(name), fix };
  throw scope
    ? new ValidationError('GPUM-EKS-CLUSTER-NAME', message, scope, options)
    : new UnscopedValidationError('GPUM-EKS-CLUSTER-NAME', message, options);
}

/**
 * A memory or storage size a pod or node asks for: at least one MiB. `0` reaches Kubernetes as a
 * limit of zero (the container is killed at start) or a quantity the API server refuses.
 */
export function checkPositiveSize(scope: IConstruct, code: string, property: string, size: Size): void {
  const bytes = typeof size?.toBytes === 'function' ? size.toBytes() : Number.NaN;
  if (Number.isFinite(bytes) && bytes >= 1024 * 1024) return;
  const fix = `give at least Size.mebibytes(1), the size the ${property} needs`;
  throw new ValidationError(
    code,
    `${property} is ${size === undefined ? 'missing' : String(size)}: it must be at least 1 MiB, ${fix}`,
    scope,
    {
      property,
      value: String(size),
      fix,
    },
  );
}

/** One field of a standard cron expression: digits, names, `*`, `?`, ranges, lists and steps. */
const CRON_FIELD = /^[0-9A-Za-z*?]+([-/,][0-9A-Za-z*?]+)*$/;

/**
 * The schedule Karpenter parses with robfig/cron's standard parser (the NodePool CRD's pattern only
 * checks for five words): five fields, or a macro. `cron(...)`/`rate(...)` (AWS's syntax) and
 * `CRON_TZ=` are not accepted.
 */
export function isCronJobSchedule(schedule: string): boolean {
  if (/^@(annually|yearly|monthly|weekly|daily|midnight|hourly)$/.test(schedule)) return true;
  const fields = schedule.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => CRON_FIELD.test(f));
}

/** For a five-field schedule of the right shape, the first field outside its range, or `undefined`. */
function cronJobRangeProblem(schedule: string): string | undefined {
  if (!isCronJobSchedule(schedule) || schedule.startsWith('@')) return undefined;
  return cronFieldsProblem(schedule.trim().split(/\s+/), STANDARD_CRON_FIELDS);
}

/** The longest Go `time.Duration` (2^63 - 1 ns) in whole seconds: Karpenter parses NodePool durations into one. */
const GO_DURATION_MAX_SECONDS = 9_223_372_036;

/**
 * A NodePool duration (`consolidateAfter`, `expireAfter`, `terminationGracePeriod`) as a Go duration
 * string (`GPUM-EKS-NODEPOOL-DURATION`). The CRD's pattern (`^(([0-9]+(s|m|h))+|Never)$`,
 * karpenter.sh_nodepools.yaml) takes any number of hours, but Karpenter reads it into a Go
 * `time.Duration`, which holds about 2,562,047 hours: past that the NodePool cannot be read. With
 * `positive`, 0 is refused too (an `expireAfter` of 0 s expires every node as it launches).
 */
export function nodePoolDuration(scope: IConstruct, property: string, duration: Duration, positive = false): string {
  const fail = (why: string): never => {
    const fix = 'give a Duration from 1 second to about 290 years, such as Duration.hours(720)';
    throw new ValidationError('GPUM-EKS-NODEPOOL-DURATION', `${property} ${why}: ${fix}`, scope, {
      property,
      value: String(duration),
      fix,
    });
  };
  // Duck-typed: a Duration of a second copy of the library is no instance of this one's.
  if (typeof (duration as { toSeconds?: unknown } | undefined)?.toSeconds !== 'function') {
    fail(
      `is ${JSON.stringify(duration)}, not a Duration${(duration as unknown) === 'Never' ? ' ("Never" cannot be set through this prop: override the NodePool\'s field with an escape hatch)' : ''}`,
    );
  }
  const seconds = Math.ceil(duration.toSeconds() - 1e-9);
  if (seconds > GO_DURATION_MAX_SECONDS) fail(`is ${duration}, longer than the ${GO_DURATION_MAX_SECONDS} s a Go time.Duration holds`);
  if (positive && seconds === 0) fail('is 0: every node would expire as soon as it launches');
  return goDuration(duration);
}
