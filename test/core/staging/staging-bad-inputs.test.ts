import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './staging.rows';

describeBadInputs("model staging's own bad inputs are coded, never silent", ROWS);
