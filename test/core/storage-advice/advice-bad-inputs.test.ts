import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './advice.rows';

describeBadInputs("the storage advice's bad inputs are coded, never silent", ROWS);
