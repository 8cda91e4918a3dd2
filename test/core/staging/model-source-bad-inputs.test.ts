import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './model-source.rows';

describeBadInputs("a hub source's bad inputs are coded, never silent", ROWS);
