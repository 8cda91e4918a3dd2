// The built-in platforms, whose advice the commands rank.
import '../platforms';
import { GpuModelsError } from '../core/errors';
import { advise } from './advise';
import { GENERAL_HELP } from './help';
import { CliOutput } from './output';

export type { CliOutput } from './output';

/** The commands, by name. Each parses its own flags and returns its exit code. */
export const COMMANDS: Record<string, (argv: string[], out: CliOutput) => number> = {
  advise,
  // Loaded on use: init's templates and synthesis are not needed to give advice.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  init: (argv, out) => (require('./init/command') as typeof import('./init/command')).init(argv, out),
};

/**
 * Runs `cdktf-gpu-models` with the arguments after the program name.
 * @returns the exit code: 0 on success, 2 on a bad command line or input the library rejects, 1 on any other failure
 */
export function main(argv: string[], out: CliOutput): number {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h') {
    (command === undefined ? out.stderr : out.stdout)(GENERAL_HELP);
    return command === undefined ? 2 : 0;
  }
  const run = Object.prototype.hasOwnProperty.call(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run) {
    out.stderr(`error: unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}. Run cdktf-gpu-models --help.\n`);
    return 2;
  }
  try {
    return run(rest, out);
  } catch (e) {
    // A bad command line, or input the library's validators reject (every GpuModelsError is one).
    if (GpuModelsError.isGpuModelsError(e)) {
      // The message starts with the error's ID.
      out.stderr(`error: ${e.message}\nRun cdktf-gpu-models ${command} --help for the flags.\n`);
      return 2;
    }
    out.stderr(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
