import { describeBadInputs } from '../../support/bad-input-rows';
import { ROWS } from './model-workload.rows';

describeBadInputs("the advice's bad workloads are coded, never silent", ROWS);
