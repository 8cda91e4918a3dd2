import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './file-system-options.rows';

describeBadInputs('file system options: the type, the owner and the mount target', ROWS);
