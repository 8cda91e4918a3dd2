import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './object-storage-stream.rows';

describeBadInputs('the streaming strategy refuses bad values on every platform', ROWS);
