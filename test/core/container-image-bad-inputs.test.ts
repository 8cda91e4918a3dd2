import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './container-image.rows';

describeBadInputs('the serving image refuses what is no image reference or image size', ROWS);
