import { IConstruct } from 'constructs';
import { checkPolicyIdentifier } from '../core/contract';
import { ValidationError } from '../core/errors';

/**
 * An SLS log target (`logProject` and `logStore`), as the function and the staging function take it:
 * both or neither (one alone was dropped in silence), each without wildcards or spaces, since they
 * also go into the role's log-delivery statement (GPUM-FC-LOG-CONFIG).
 */
export function checkLogConfig(scope: IConstruct, project: string | undefined, logstore: string | undefined): void {
  if ((project === undefined) !== (logstore === undefined)) {
    const fix = 'give both (an existing SLS project and logstore), or neither';
    throw new ValidationError(
      'GPUM-FC-LOG-CONFIG',
      `logProject and logStore go together, but only ${project !== undefined ? `logProject "${project}"` : `logStore "${logstore}"`} was given: ${fix}`,
      scope,
      { property: project === undefined ? 'logProject' : 'logStore', value: 'undefined', fix },
    );
  }
  checkPolicyIdentifier(scope, 'GPUM-FC-LOG-CONFIG', 'logProject', project);
  checkPolicyIdentifier(scope, 'GPUM-FC-LOG-CONFIG', 'logStore', logstore);
}
