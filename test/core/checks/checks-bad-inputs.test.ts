import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './checks.rows';

describeBadInputs('the policy pack refuses unknown rules, empty reasons and kinds it cannot read', ROWS);
