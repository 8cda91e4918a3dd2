/**
 * Cron fields, for every schedule a construct accepts (Function Compute's six-field `cron(...)`,
 * Karpenter's five-field budgets): a value outside the field's range is accepted by the provider or
 * the CRD's pattern and then never fires, or fails at apply. One rule per field.
 */
export interface CronFieldRule {
  /** The field's name, for messages (`minute`, `day-of-week`). */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  /** Whether `?` ("no specific value") is accepted. */
  readonly question?: boolean;
  /** Names that stand for values (`JAN`, `MON`), compared case-insensitively. */
  readonly names?: readonly string[];
}

export const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** Why a field is not one the rule takes (`is outside 0-59`, `has a bad step`), or `undefined`. */
export function cronFieldProblem(field: string, rule: CronFieldRule): string | undefined {
  if (field === '?' && rule.question) return undefined;
  for (const part of field.split(',')) {
    const [range, step, extra] = part.split('/');
    if (extra !== undefined || (step !== undefined && (!/^\d+$/.test(step) || Number(step) === 0))) return 'has a bad step';
    if (range === '*') continue;
    const ends = range.split('-');
    if (ends.length > 2) return 'has a bad range';
    for (const end of ends) {
      const named = rule.names?.includes(end.toUpperCase()) ?? false;
      if (!named && (!/^\d+$/.test(end) || Number(end) < rule.min || Number(end) > rule.max)) return `is outside ${rule.min}-${rule.max}`;
    }
  }
  return undefined;
}

/** The first field of `fields` its rule refuses, as `its <name> field "<value>" <problem>`, or `undefined`. */
export function cronFieldsProblem(fields: readonly string[], rules: readonly CronFieldRule[]): string | undefined {
  for (let i = 0; i < fields.length && i < rules.length; i++) {
    const problem = cronFieldProblem(fields[i], rules[i]);
    if (problem) return `its ${rules[i].name} field "${fields[i]}" ${problem}`;
  }
  return undefined;
}

/**
 * A standard five-field cron (minute hour day-of-month month day-of-week), as Kubernetes CronJobs and
 * robfig/cron's standard parser (Karpenter's budgets) read it.
 */
export const STANDARD_CRON_FIELDS: readonly CronFieldRule[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, question: true },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day-of-week', min: 0, max: 6, question: true, names: WEEKDAY_NAMES },
];
