import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './engine.rows';

describeBadInputs('the engine presets refuse options they cannot make work', ROWS);
