import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './bad-inputs.rows';

/*
 * Google Cloud Run bad inputs: the table is test/google/bad-inputs.rows.ts, whose rows the coverage
 * test (test/package/bad-input-coverage.test.ts) reads too.
 */
describeBadInputs('Google Cloud Run bad inputs are coded, never silent', ROWS);

describe('the Cloud Run table', () => {
  test('is large enough to mean something', () => expect(ROWS.length).toBeGreaterThanOrEqual(35));
});
