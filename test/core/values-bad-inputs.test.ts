import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './values.rows';

describeBadInputs('sizes and durations refuse what no size or duration is', ROWS);
