import { collectAdvice } from '../../src/core/advice';
import { describeBadInputs } from '../support/bad-input-rows';
import { EksBadInput, ROWS } from './bad-inputs.rows';

/*
 * Amazon EKS bad inputs (bad-inputs.rows.ts): each must be a coded error, or a coded warning or
 * info, never silent.
 */

describeBadInputs('Amazon EKS bad inputs are coded, never silent', ROWS);

describe('Amazon EKS advice rows come at their level', () => {
  const advice = ROWS.filter((r): r is EksBadInput & { expect: { warning: string } } => 'warning' in r.expect);
  test.each(advice.map((r) => [r.name, r] as const))('%s', (_name, row) => {
    const scope = row.build();
    if (!scope) throw new Error(`${row.name} returns no scope whose advice counts`);
    expect(collectAdvice(scope).map((a) => ({ level: a.level, code: a.id }))).toContainEqual({
      level: row.level ?? 'warning',
      code: row.expect.warning,
    });
  });

  test('the table is large enough to mean something', () => expect(ROWS.length).toBeGreaterThanOrEqual(35));
});
