// The built-in platforms, whose advice the command ranks.
import '../platforms';
import { allEstimateParameters, estimateParameters } from '../core/storage-advice/parameters';
import { recommendModelStorage } from '../core/storage-advice/recommend';
import { UsageError, parseAdviseArgs } from './args';
import { ADVISE_HELP, GENERAL_HELP } from './help';
import { adviceJson, renderAdvice, renderParameters } from './render';

/** Where the command line writes. Tests pass their own. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/**
 * Runs `cdktf-gpu-models` with the arguments after the program name.
 * @returns the exit code: 0 on success, 2 on a bad command line, 1 on any other failure
 */
export function main(argv: string[], out: CliOutput): number {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    (command === undefined ? out.stderr : out.stdout)(GENERAL_HELP);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'advise') {
    out.stderr(`error: unknown command "${command}". Commands: advise. Run cdktf-gpu-models --help.\n`);
    return 2;
  }
  try {
    const args = parseAdviseArgs(rest);
    if (args.help) {
      out.stdout(ADVISE_HELP);
      return 0;
    }
    if (args.listParams) {
      const parameters = args.workload
        ? estimateParameters(args.workload.platform, args.workload.estimateParameters)
        : allEstimateParameters();
      out.stdout(args.json ? JSON.stringify(parameters, null, 2) + '\n' : renderParameters(parameters));
      return 0;
    }
    const advice = recommendModelStorage(args.workload!);
    out.stdout(args.json ? adviceJson(advice) : renderAdvice(advice));
    return 0;
  } catch (e) {
    const message = (e as Error).message;
    // Input the core rejects (a bad --param, an out-of-range value) is a usage error too.
    if (e instanceof UsageError || /^\[GPUM-ADVICE-/.test(message)) {
      out.stderr(`error: ${message}\nRun cdktf-gpu-models advise --help for the flags.\n`);
      return 2;
    }
    out.stderr(`error: ${message}\n`);
    return 1;
  }
}
