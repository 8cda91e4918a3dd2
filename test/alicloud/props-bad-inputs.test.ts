import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './props.rows';

describeBadInputs('Function Compute props, options and methods refuse their bad values, coded', ROWS);
