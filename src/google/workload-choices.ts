import { IConstruct } from 'constructs';
import { describeValue, requireBoolean, requireEnumMember } from '../core/contract';
import { ValidationError } from '../core/errors';
import { Size } from '../core/size';
import { isUnresolved } from '../core/tokens';
import { CloudRunGpuWorkloadProps, CloudRunIngress, CloudRunLaunchStage } from './cloud-run-platform-props';

/*
 * The workload's closed sets and flags that go straight to the serving resource (a token passes:
 * Terraform and Cloud Run take it at apply), and its command line. From plain JavaScript or a JSON
 * config anything can arrive: a value outside the set is refused here, not at apply.
 */

/** The container's command and arguments: lists of strings, the command's words not empty. */
function checkCommandLine(scope: IConstruct, property: 'command' | 'args', words: unknown): void {
  if (words === undefined || isUnresolved(words)) return;
  const fix = `give ${property} as a list of strings, such as ['vllm', 'serve', '/mnt/models/llama']`;
  if (!Array.isArray(words)) {
    throw new ValidationError('GPUM-CR-COMMAND', `${property} is ${describeValue(words)}, not a list: ${fix}`, scope, {
      property,
      value: describeValue(words),
      fix,
    });
  }
  words.forEach((word, index) => {
    if (isUnresolved(word)) return;
    const bad = typeof word !== 'string' ? 'is not a string' : property === 'command' && word.trim().length === 0 ? 'is empty' : undefined;
    if (bad === undefined) return;
    throw new ValidationError('GPUM-CR-COMMAND', `${property}[${index}] ${bad} (${describeValue(word)}): ${fix}`, scope, {
      property: `${property}[${index}]`,
      value: describeValue(word),
      fix,
    });
  });
}

/** Less than this cannot hold a serving process with a CUDA context: a unit slip (bytes for GiB). */
const SMALLEST_SERVING_PROCESS = Size.mebibytes(512);

/** The workload's enums, flags, command line and serving process memory, before anything is made. */
export function checkWorkloadChoices(scope: IConstruct, props: CloudRunGpuWorkloadProps): void {
  requireEnumMember(scope, 'GPUM-CR-CHOICE', 'launchStage', props.launchStage, CloudRunLaunchStage, {
    enumName: 'CloudRunLaunchStage',
    notMember: 'not a Cloud Run launch stage',
  });
  requireEnumMember(scope, 'GPUM-CR-CHOICE', 'httpServing.ingress', props.httpServing?.ingress, CloudRunIngress, {
    enumName: 'CloudRunIngress',
    notMember: 'not a Cloud Run ingress setting',
  });
  requireBoolean(scope, 'GPUM-CR-CHOICE', 'deletionProtection', props.deletionProtection);
  requireBoolean(scope, 'GPUM-CR-CHOICE', 'gpuZonalRedundancy', props.gpuZonalRedundancy);
  checkCommandLine(scope, 'command', props.command);
  checkCommandLine(scope, 'args', props.args);
  const serving = props.servingProcessMemory;
  if (serving !== undefined && serving.isLessThan(SMALLEST_SERVING_PROCESS)) {
    const fix = 'give the serving process its memory besides the model, such as Size.gibibytes(4) (the default)';
    throw new ValidationError(
      'GPUM-CR-MEMORY',
      `servingProcessMemory ${serving} is less than ${SMALLEST_SERVING_PROCESS}, which no serving process with a CUDA context fits in: the memory check would pass a limit the server cannot start in. ${fix}`,
      scope,
      { property: 'servingProcessMemory', value: String(serving), fix },
    );
  }
}
