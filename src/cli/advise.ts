import { allEstimateParameters, estimateParameters } from '../core/storage-advice/parameters';
import { recommendModelStorage } from '../core/storage-advice/recommend';
import { CliOutput } from './output';
import { FlagSpec, hasFlag, parseFlags, renderFlags, unexpectedArgument } from './flags';
import { params } from './values';
import { adviceJson, renderAdvice, renderParameters } from './render';
import { MODEL_SIZE_FLAG, PARAM_FLAG, PLATFORM_FLAG, WORKLOAD_FLAGS, platformFrom, workloadFrom } from './workload-flags';

const LIST_PARAMS_FLAG: FlagSpec = {
  name: 'list-params',
  type: 'boolean',
  help: ['List the parameters with their values, bases and sources', '(of --platform, or all), then exit'],
};
const JSON_FLAG: FlagSpec = { name: 'json', type: 'boolean', help: ['Print JSON instead of the table'] };
/** `-h, --help`, on every command. */
export const HELP_FLAG: FlagSpec = { name: 'help', type: 'boolean', short: 'h', help: ['Show this help'] };

const FLAGS: readonly FlagSpec[] = [PLATFORM_FLAG, MODEL_SIZE_FLAG, ...WORKLOAD_FLAGS, PARAM_FLAG, LIST_PARAMS_FLAG, JSON_FLAG, HELP_FLAG];

/** `cdktf-gpu-models advise --help`: every flag. */
export const ADVISE_HELP = `Usage: cdktf-gpu-models advise --platform <platform> --model-size <size> [flags]

Ranks the platform's model storage strategies following its published guidance,
each with ready settings, an estimated cold start (an estimate, not a measurement),
the bottleneck and the reasons.

Required:
${renderFlags([PLATFORM_FLAG, MODEL_SIZE_FLAG])}

Workload:
${renderFlags(WORKLOAD_FLAGS)}

Estimate:
${renderFlags([PARAM_FLAG, LIST_PARAMS_FLAG])}

Output:
${renderFlags([JSON_FLAG, HELP_FLAG])}

Exit codes:
  0  the advice was printed
  2  bad arguments: the message names the flag and the fix
  1  any other failure

Example:
  cdktf-gpu-models advise --platform alicloud-fc --model-size 20GiB --concurrent-starts 40 --mode on-demand
`;

/** Runs `advise` with the arguments after the command name. */
export function advise(argv: string[], out: CliOutput): number {
  const parsed = parseFlags(argv, FLAGS);
  if (hasFlag(parsed, 'help')) {
    out.stdout(ADVISE_HELP);
    return 0;
  }
  if (parsed.positionals.length > 0) throw unexpectedArgument(argv, parsed.positionals[0]);
  const json = hasFlag(parsed, 'json');
  if (hasFlag(parsed, 'list-params')) {
    const platform = platformFrom(parsed);
    const overrides = params(parsed.values.get('param') ?? []);
    const parameters = platform ? estimateParameters(platform, overrides) : allEstimateParameters();
    out.stdout(json ? JSON.stringify(parameters, null, 2) + '\n' : renderParameters(parameters));
    return 0;
  }
  const advice = recommendModelStorage(workloadFrom(parsed));
  out.stdout(json ? adviceJson(advice) : renderAdvice(advice));
  return 0;
}
