import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './model-storage.rows';

describeBadInputs("a strategy's recommendation and the platform that binds it", ROWS);
