import { Construct } from 'constructs';
import { CronFieldRule, cronFieldsProblem, MONTH_NAMES, WEEKDAY_NAMES } from '../core/contract/cron';
import { ValidationError } from '../core/errors';
import { isResolved } from '../core/tokens';
import { FcScheduledAction, FcTargetTrackingPolicy } from './fc-gpu-function-props';

/**
 * Function Compute's schedule expressions for scheduled provisioned actions (FC 3.0 API,
 * ScheduledAction.scheduleExpression: `cron(0 0 22 * * *)`; "Limits and rules of instance scaling":
 * `cron(0 0 20 * * *)`): `cron(...)` with six fields, seconds first, or `at(yyyy-mm-ddThh:mm:ss)` for
 * one time. FC documents no `rate(...)`: an interval is written as a cron step (`cron(0 0/30 * * * *)`).
 */
const CRON_FIELDS: readonly CronFieldRule[] = [
  { name: 'seconds', min: 0, max: 59 },
  { name: 'minutes', min: 0, max: 59 },
  { name: 'hours', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, question: true },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day-of-week', min: 0, max: 6, question: true, names: WEEKDAY_NAMES },
];
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/;

/** Why an expression is not one Function Compute takes, or `undefined`. */
export function scheduleExpressionProblem(expression: string): string | undefined {
  const at = /^at\((.*)\)$/.exec(expression);
  if (at) return isoTimeProblem(at[1]) === undefined ? undefined : `at(...) takes a time such as 2025-08-01T20:00:00, not "${at[1]}"`;
  if (/^rate\(/.test(expression)) return 'Function Compute documents no rate(...) expression for scheduled actions';
  const cron = /^cron\((.*)\)$/.exec(expression);
  if (!cron) return 'it is neither cron(...) nor at(...)';
  const fields = cron[1].trim().split(/\s+/);
  if (fields.length !== CRON_FIELDS.length) {
    return `cron(...) has ${fields.length} fields, but Function Compute's has six, seconds first (seconds minutes hours day-of-month month day-of-week)`;
  }
  return cronFieldsProblem(fields, CRON_FIELDS);
}

function isoTimeProblem(text: string): string | undefined {
  const m = ISO_TIME.exec(text);
  if (!m || Number.isNaN(Date.parse(text.endsWith('Z') ? text : `${text}Z`))) return 'is not an ISO 8601 time';
  const [, year, month, day, hour, minute, second] = m.map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return 'is not an ISO 8601 time';
  return undefined;
}

function fail(scope: Construct, code: string, property: string, value: string, problem: string, fix: string): never {
  throw new ValidationError(code, `${property} "${value}" ${problem}: ${fix}`, scope, { property, value, fix });
}

/** The fields every provisioned policy shares: a unique name, ISO 8601 bounds in order, an IANA time zone. */
function checkPolicyFields(
  scope: Construct,
  path: string,
  policy: { name: string; startTime?: string; endTime?: string; timeZone?: string },
  names: Set<string>,
): void {
  const code = 'GPUM-FC-PROVISIONED-SCHEDULE';
  if (isResolved(policy.name)) {
    if (typeof policy.name !== 'string' || policy.name.trim() === '')
      fail(scope, code, `${path}.name`, String(policy.name), 'is empty', 'give each policy a name');
    if (names.has(policy.name))
      fail(scope, code, `${path}.name`, policy.name, 'is used by another policy of the function', 'give each policy its own name');
    names.add(policy.name);
  }
  for (const key of ['startTime', 'endTime'] as const) {
    const value = policy[key];
    if (value === undefined || !isResolved(value)) continue;
    const problem = isoTimeProblem(value);
    if (problem)
      fail(scope, code, `${path}.${key}`, value, problem, 'write it like 2025-08-01T10:00:00 (in timeZone) or 2025-08-01T02:00:00Z');
  }
  if (isResolved(policy.startTime) && isResolved(policy.endTime) && policy.startTime !== undefined && policy.endTime !== undefined) {
    if (Date.parse(`${policy.startTime.replace(/Z$/, '')}Z`) >= Date.parse(`${policy.endTime.replace(/Z$/, '')}Z`)) {
      fail(
        scope,
        code,
        `${path}.endTime`,
        policy.endTime,
        `is not after startTime ${policy.startTime}`,
        'give an endTime after the startTime',
      );
    }
  }
  const zone = policy.timeZone;
  if (zone !== undefined && isResolved(zone) && !isTimeZone(zone)) {
    fail(scope, code, `${path}.timeZone`, zone, 'is not an IANA time zone', "give one such as 'Asia/Shanghai' or 'UTC'");
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

/** Every scheduled action and target-tracking policy: names, schedule, bounds and time zone. */
export function checkProvisionedSchedules(
  scope: Construct,
  scheduled: readonly FcScheduledAction[] = [],
  tracking: readonly FcTargetTrackingPolicy[] = [],
): void {
  const names = new Set<string>();
  scheduled.forEach((action, i) => {
    const path = `provisioned.scheduledActions[${i}]`;
    checkPolicyFields(scope, path, action, names);
    const expression = action.scheduleExpression;
    if (!isResolved(expression)) return;
    const problem = typeof expression === 'string' ? scheduleExpressionProblem(expression.trim()) : 'is not a string';
    if (problem) {
      fail(
        scope,
        'GPUM-FC-PROVISIONED-SCHEDULE',
        `${path}.scheduleExpression`,
        String(expression),
        `is not a schedule Function Compute takes (${problem})`,
        'write cron(<seconds> <minutes> <hours> <day-of-month> <month> <day-of-week>), such as cron(0 0 8 * * *), or at(2025-08-01T20:00:00)',
      );
    }
  });
  tracking.forEach((policy, i) => checkPolicyFields(scope, `provisioned.targetTrackingPolicies[${i}]`, policy, names));
}
