import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './storage-options.rows';

describeBadInputs('the neutral storage options refuse bad values on every platform that binds them', ROWS);
