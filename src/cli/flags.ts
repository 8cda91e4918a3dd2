import { parseArgs } from 'node:util';
import { GpuModelsError } from '../core/errors';

/**
 * A bad command line: the message names the flag and the fix; the exit code is 2. `code` is the
 * stable ID printed before the message (`GPUM-CLI-USAGE` unless a validator's own ID applies). A
 * `GpuModelsError` like every other error of the library, so the command line reports both alike.
 */
export class UsageError extends GpuModelsError {
  constructor(message: string, code: string = 'GPUM-CLI-USAGE') {
    super(code, message);
    this.name = 'UsageError';
  }
}

/** One flag of a command: how it parses and how `--help` describes it. */
export interface FlagSpec {
  /** The long name, without `--`. */
  readonly name: string;
  /** A string flag takes a value (`--region cn-hangzhou`); a boolean one takes none. */
  readonly type: 'string' | 'boolean';
  /** A one-letter alias, without `-`. */
  readonly short?: string;
  /** The flag may be given more than once. */
  readonly repeatable?: boolean;
  /** The value's placeholder in `--help` (`<size>`). */
  readonly valueName?: string;
  /** The help text, one entry per line. */
  readonly help: string[];
  /** The platforms the flag applies to; elsewhere it is refused (`GPUM-CLI-PLATFORM-FLAG`). Every platform when absent. */
  readonly platforms?: readonly string[];
}

/** What a command line gave: the values of each flag in order, and the arguments that are not flags. */
export interface ParsedFlags {
  readonly values: ReadonlyMap<string, string[]>;
  readonly positionals: string[];
}

/**
 * Parses a command's arguments with `node:util` `parseArgs`. Its tokens are checked here rather
 * than by its strict mode, so that every error names the flag and says what to write instead.
 */
export function parseFlags(argv: string[], flags: readonly FlagSpec[]): ParsedFlags {
  const specs = new Map(flags.map((f) => [f.name, f]));
  const options = Object.fromEntries(
    flags.map((f) => [f.name, { type: f.type, multiple: f.repeatable ?? false, ...(f.short ? { short: f.short } : {}) }]),
  );
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const values = new Map<string, string[]>();
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    const spec = specs.get(token.name);
    if (!spec) {
      throw new UsageError(`unknown flag ${token.rawName}. Flags: ${flags.map((f) => `--${f.name}`).join(', ')}`);
    }
    let value = 'true';
    if (spec.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`--${spec.name} takes no value`);
    } else {
      // `--model-size --json`: parseArgs takes the next flag as the value; a value never starts with --.
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
        throw new UsageError(`--${spec.name} needs a value`);
      }
      value = token.value;
    }
    if (values.has(spec.name) && !spec.repeatable) throw new UsageError(`--${spec.name} is given twice`);
    values.set(spec.name, [...(values.get(spec.name) ?? []), value]);
  }
  return { values, positionals };
}

/** The first value of a flag. */
export function flagValue(parsed: ParsedFlags, name: string): string | undefined {
  return parsed.values.get(name)?.[0];
}

/** Whether a flag was given. */
export function hasFlag(parsed: ParsedFlags, name: string): boolean {
  return parsed.values.has(name);
}

/** A positional argument that is not expected: a stray word, or a size whose unit came apart from the number. */
export function unexpectedArgument(argv: string[], arg: string): UsageError {
  const i = argv.indexOf(arg);
  // `--model-size 20 GiB`: the unit came apart from the number.
  const unitHint =
    /^[KMGT]?i?B$/i.test(arg) && i > 0 && /^\d+(\.\d+)?$/.test(argv[i - 1])
      ? `; write sizes without a space, for example ${argv[i - 1]}${arg}`
      : '';
  return new UsageError(`unexpected argument "${arg}": flags start with --${unitHint}`);
}

/** The help lines of a group of flags, their descriptions aligned in one column. */
export function renderFlags(flags: readonly FlagSpec[]): string {
  const column = 31;
  return flags
    .flatMap((f) => {
      const names = `${f.short ? `-${f.short}, ` : ''}--${f.name}${f.valueName ? ` ${f.valueName}` : ''}`;
      const [first, ...rest] = f.platforms ? [...f.help, `(${f.platforms.join(', ')} only)`] : f.help;
      return [`  ${names.padEnd(column - 3)} ${first}`.trimEnd(), ...rest.map((line) => `${' '.repeat(column)}${line}`)];
    })
    .join('\n');
}

/**
 * Refuses a flag given for a platform it does not apply to (`--accelerator-zone` with aws-eks):
 * the advice would ignore it, and nothing a user wrote is dropped silently.
 */
export function checkFlagsApply(parsed: ParsedFlags, flags: readonly FlagSpec[], platform: string): void {
  for (const flag of flags) {
    if (flag.platforms && !flag.platforms.includes(platform) && parsed.values.has(flag.name)) {
      throw new UsageError(
        `--${flag.name} applies only to ${flag.platforms.join(', ')}, not to ${platform}: remove it, or choose the platform it describes`,
        'GPUM-CLI-PLATFORM-FLAG',
      );
    }
  }
}
