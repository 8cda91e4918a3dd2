import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './facade.rows';

describeBadInputs('the facade: its ID on every platform, and the environment through the platform construct', ROWS);
