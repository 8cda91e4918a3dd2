import { describeBadInputs } from '../support/bad-input-rows';
import { ROWS } from './backlog.rows';

/* Amazon EKS bad inputs of the uncovered backlog (backlog.rows.ts): each a coded error, never silent. */

describeBadInputs('Amazon EKS backlog inputs are coded, never silent', ROWS);
