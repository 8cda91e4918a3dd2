import { ModelFormat } from '../core/model-artifact';
import { Size } from '../core/size';
import { AdvicePlatform, InstanceMode, ModelChangeFrequency, ModelReadPattern, ModelWorkload } from '../core/storage-advice/workload';

/** A bad command line: the message names the flag and the fix; the exit code is 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What `advise` was asked. */
export interface AdviseCommand {
  readonly workload?: ModelWorkload;
  readonly json: boolean;
  readonly help: boolean;
  readonly listParams: boolean;
}

interface FlagSpec {
  readonly takesValue: boolean;
  readonly repeatable?: boolean;
}

const FLAGS: Record<string, FlagSpec> = {
  platform: { takesValue: true },
  'model-size': { takesValue: true },
  format: { takesValue: true },
  'change-frequency': { takesValue: true },
  'concurrent-starts': { takesValue: true },
  mode: { takesValue: true },
  regions: { takesValue: true },
  'read-pattern': { takesValue: true },
  'startup-critical': { takesValue: true },
  region: { takesValue: true },
  'accelerator-zone': { takesValue: true },
  'image-size': { takesValue: true },
  memory: { takesValue: true },
  'no-local-nvme': { takesValue: false },
  'model-url': { takesValue: true },
  param: { takesValue: true, repeatable: true },
  'list-params': { takesValue: false },
  json: { takesValue: false },
  help: { takesValue: false },
};

/** Parses the arguments after `advise`. */
export function parseAdviseArgs(argv: string[]): AdviseCommand {
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h') {
      values.set('help', ['true']);
      continue;
    }
    if (!arg.startsWith('--')) {
      // `--model-size 20 GiB`: the unit came apart from the number.
      const unitHint =
        /^[KMGT]?i?B$/i.test(arg) && i > 0 && /^\d+(\.\d+)?$/.test(argv[i - 1])
          ? `; write sizes without a space, for example ${argv[i - 1]}${arg}`
          : '';
      throw new UsageError(`unexpected argument "${arg}": flags start with --${unitHint}`);
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const spec = FLAGS[name];
    if (!spec)
      throw new UsageError(
        `unknown flag --${name}. Flags: ${Object.keys(FLAGS)
          .map((f) => `--${f}`)
          .join(', ')}`,
      );
    let value: string;
    if (!spec.takesValue) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      value = 'true';
    } else if (eq >= 0) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      value = next;
      i++;
    }
    if (values.has(name) && !spec.repeatable) throw new UsageError(`--${name} is given twice`);
    values.set(name, [...(values.get(name) ?? []), value]);
  }

  const one = (name: string) => values.get(name)?.[0];
  const help = values.has('help');
  const listParams = values.has('list-params');
  const json = values.has('json');
  if (help) return { help, listParams, json };

  const platform = choice('platform', one('platform'), Object.values(AdvicePlatform)) as AdvicePlatform | undefined;
  if (listParams) {
    return {
      help,
      listParams,
      json,
      workload: platform ? { platform, modelSize: Size.bytes(1), estimateParameters: params(values.get('param') ?? []) } : undefined,
    };
  }
  if (!platform) throw new UsageError(`--platform is required: one of ${Object.values(AdvicePlatform).join(', ')}`);
  const modelSizeText = one('model-size');
  if (!modelSizeText) throw new UsageError('--model-size is required, for example --model-size 20GiB');

  const workload: ModelWorkload = {
    platform,
    modelSize: size('model-size', modelSizeText),
    modelFormat: choice('format', one('format'), Object.values(ModelFormat)) as ModelFormat | undefined,
    changeFrequency: choice('change-frequency', one('change-frequency'), Object.values(ModelChangeFrequency)) as
      ModelChangeFrequency | undefined,
    concurrentColdStarts: count('concurrent-starts', one('concurrent-starts')),
    instanceMode: choice('mode', one('mode'), Object.values(InstanceMode)) as InstanceMode | undefined,
    regionCount: count('regions', one('regions')),
    readPattern: choice('read-pattern', one('read-pattern'), Object.values(ModelReadPattern)) as ModelReadPattern | undefined,
    startupCritical: bool('startup-critical', one('startup-critical')),
    region: one('region'),
    acceleratorZoneId: one('accelerator-zone'),
    baseImageSize: one('image-size') === undefined ? undefined : size('image-size', one('image-size') as string),
    instanceMemory: one('memory') === undefined ? undefined : size('memory', one('memory') as string),
    localNvme: values.has('no-local-nvme') ? false : undefined,
    modelUrl: url('model-url', one('model-url')),
    estimateParameters: params(values.get('param') ?? []),
  };
  return { help, listParams, json, workload };
}

function choice(flag: string, value: string | undefined, allowed: string[]): string | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value)) throw new UsageError(`--${flag} "${value}" is not one of: ${allowed.join(', ')}`);
  return value;
}

/** A size with its unit (a bare number would be bytes, never what was meant) and above 0. */
function size(flag: string, value: string): Size {
  let parsed: Size;
  try {
    parsed = Size.parse(value);
  } catch (e) {
    // The value error reads "[GPUM-SIZE] \"big\" is not a size..."; here the flag stands in for the ID.
    throw new UsageError(`--${flag} ${(e as Error).message.replace(/^\[[A-Z0-9-]+\] /, '')}`);
  }
  if (/^\s*\d+(\.\d+)?\s*$/.test(value))
    throw new UsageError(`--${flag} "${value}" has no unit: write it with one, for example ${value.trim()}GiB or ${value.trim()}GB`);
  if (parsed.toBytes() <= 0) throw new UsageError(`--${flag} "${value}" is not above 0: give the size, for example 20GiB`);
  return parsed;
}

function url(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && !/^https?:\/\/\S+$/.test(value)) {
    throw new UsageError(
      `--${flag} "${value}" is not an http(s) URL: give the model's address, for example https://huggingface.co/org/model`,
    );
  }
  return value;
}

function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`--${flag} "${value}" is not a whole number of at least 1`);
  return Number(value);
}

function bool(flag: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${flag} "${value}" is not true or false`);
  return value === 'true';
}

function params(entries: string[]): { [name: string]: number } | undefined {
  if (entries.length === 0) return undefined;
  const result: { [name: string]: number } = {};
  for (const entry of entries) {
    const match = /^([A-Za-z][A-Za-z0-9]*)=(-?\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new UsageError(`--param "${entry}" is not name=number, for example --param performanceNasReadMBps=800`);
    result[match[1]] = Number(match[2]);
  }
  return result;
}
