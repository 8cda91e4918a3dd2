import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './model-artifact.rows';

describeBadInputs("the model's own bad inputs are coded, never silent", ROWS);
