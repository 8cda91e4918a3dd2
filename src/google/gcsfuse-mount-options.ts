import { IConstruct } from 'constructs';
import { addWarning } from '../core/advice';
import { NumberRule, checkNumber, requireLiteralBoolean, TOKEN_IN_WORDS } from '../core/contract';
import { ValidationError } from '../core/errors';
import { BufferedReadOptions, FileCacheOptions } from '../core/model-storage-options';
import { Size } from '../core/size';
import { editDistance } from '../core/contract/spelling';
import { isUnresolved } from '../core/tokens';
import { checkCloudRunSupport } from './gcsfuse-cloud-run-support';
import { checkGcsfuseValues } from './gcsfuse-value-rules';
import { GCSFUSE_FLAGS, GcsfuseFlag } from './generated/gcsfuse-flags';

/** How gcsfuse reads the model: the two modes gcsfuse treats as mutually exclusive. */
export enum GcsfuseReadMode {
  /** gcsfuse's file cache, on a Cloud Run in-memory volume (`cache-dir=cr-volume:<volume>`). */
  FILE_CACHE = 'fileCache',
  /** Parallel read-ahead into in-memory blocks (`enable-buffered-read`). */
  BUFFERED_READ = 'bufferedRead',
}

/** gcsfuse's buffered-read block size (`read-block-size-mb`, hidden, default 16). */
export const DEFAULT_READ_BLOCK_SIZE = Size.mebibytes(16);

/** gcsfuse's default `read-global-max-blocks`. */
export const DEFAULT_READ_GLOBAL_MAX_BLOCKS = 40;

/** `bufferedRead.maxBlocks`: a whole number of at least 1, known at synth. */
const READ_BLOCKS_RULE: NumberRule = { code: 'GPUM-CR-GCSFUSE-READ-BLOCKS', integer: true, min: 1 };

/** What the construct asks of the mount. */
export interface GcsfuseMountInput {
  /** The model's prefix in the bucket, without slashes: becomes `only-dir`. */
  readonly onlyDir: string;
  readonly fileCache?: FileCacheOptions;
  readonly bufferedRead?: BufferedReadOptions;
  /** The user's extra options, as gcsfuse flags without `--`. */
  readonly mountOptions?: string[];
  /** The name of the in-memory volume that holds the file cache. */
  readonly cacheVolumeName: string;
}

/** The mount options and what they cost in memory. */
export interface GcsfuseMountPlan {
  readonly mode: GcsfuseReadMode;
  /** True when the user chose neither mode and the construct picked buffered read. */
  readonly modeDefaulted: boolean;
  /** The `mount_options` list, in order: the model's directory, the read mode, the user's options. */
  readonly options: string[];
  /** The file cache's size, when the mode is FILE_CACHE. */
  readonly cacheSize?: Size;
  /** Read-ahead blocks across all files, when the mode is BUFFERED_READ. */
  readonly readBlocks?: number;
  /** The size of one read-ahead block. */
  readonly readBlockSize: Size;
}

/** Flags the construct sets itself, and the prop that sets each. */
const MANAGED_FLAGS: Record<string, string> = {
  'only-dir': "the model's storagePath (ModelArtifact storagePath)",
  'cache-dir': 'fileCache (the cache lives on an in-memory volume the construct creates and mounts)',
  'file-cache-max-size-mb': 'fileCache.size',
  'file-cache-enable-parallel-downloads': 'fileCache.parallelDownloads',
  'enable-buffered-read': 'bufferedRead (or neither mode: buffered read is the default)',
  'read-global-max-blocks': 'bufferedRead.maxBlocks',
};

/** Flags that tune parallel downloads into the file cache, ignored without them. */
const PARALLEL_DOWNLOAD_FLAGS = [
  'file-cache-parallel-downloads-per-file',
  'file-cache-max-parallel-downloads',
  'file-cache-download-chunk-size-mb',
];

/** Flags that tune buffered reads, which gcsfuse turns off when the file cache is on. */
const BUFFERED_READ_FLAGS = [
  'read-block-size-mb',
  'read-max-blocks-per-handle',
  'read-min-blocks-per-handle',
  'read-start-blocks-per-handle',
  'read-random-seek-threshold',
];

const ENUM_VALUES: Record<string, string[]> = {
  logSeverity: ['trace', 'debug', 'info', 'warning', 'error', 'off'],
  protocol: ['http1', 'http2', 'grpc', 'httpmtls'],
  directPathStrategy: ['direct-path-only', 'direct-path-with-fallback'],
};

const GO_BOOL = ['1', 't', 'true', '0', 'f', 'false'];
const GO_DURATION = /^(0|[-+]?((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))+)$/;

interface ParsedOption {
  readonly raw: string;
  readonly name: string;
  readonly value?: string;
  readonly flag: GcsfuseFlag;
  /** Where the user gave it: `storage.mountOptions[2]`. */
  readonly property: string;
}

/**
 * Builds the gcsfuse `mount_options` for a model mount and checks the user's extra options against
 * gcsfuse's own flag list, so that a mount gcsfuse would refuse (and Cloud Run would fail to start,
 * often without logs) fails at synth instead.
 */
export function planGcsfuseMount(scope: IConstruct, input: GcsfuseMountInput): GcsfuseMountPlan {
  if (input.fileCache && input.bufferedRead) {
    const fix = 'Keep one: fileCache to hold the model in an in-memory cache, bufferedRead for read-ahead with a bounded memory cost';
    throw new ValidationError(
      'GPUM-CR-GCSFUSE-MODES',
      `objectStorageMount() sets both fileCache and bufferedRead. gcsfuse treats them as mutually exclusive (with a file cache it turns buffered reads off). ${fix}`,
      scope,
      { property: 'storage.fileCache, storage.bufferedRead', fix },
    );
  }
  const mode = input.fileCache ? GcsfuseReadMode.FILE_CACHE : GcsfuseReadMode.BUFFERED_READ;
  const extra = parseOptions(scope, input.mountOptions ?? []);
  checkAgainstMode(scope, extra, input);
  const parallelDownloads =
    requireLiteralBoolean(
      scope,
      'GPUM-CR-GCSFUSE-PARALLEL-DOWNLOADS',
      'storage.fileCache.parallelDownloads',
      input.fileCache?.parallelDownloads,
      "it decides gcsfuse's mount options at synth",
    ) ?? true;
  checkGcsfuseValues(scope, extra, { fileCache: !!input.fileCache, parallelDownloads });

  const blockSizeOption = extra.find((option) => option.name === 'read-block-size-mb');
  const readBlockSize = blockSizeOption?.value ? Size.mebibytes(Number(blockSizeOption.value)) : DEFAULT_READ_BLOCK_SIZE;
  const options = [`only-dir=${input.onlyDir}`];
  let cacheSize: Size | undefined;
  let readBlocks: number | undefined;
  if (input.fileCache) {
    cacheSize = input.fileCache.size;
    const cacheMiB = Math.floor(cacheSize.toMebibytes());
    if (!(cacheMiB >= 1)) {
      const fix = "give at least 1 MiB, for example the model's size";
      throw new ValidationError('GPUM-CR-GCSFUSE-CACHE-SIZE', `fileCache.size is ${cacheSize}: ${fix}`, scope, {
        property: 'storage.fileCache.size',
        value: String(cacheSize),
        fix,
      });
    }
    options.push(
      `cache-dir=cr-volume:${input.cacheVolumeName}`,
      `file-cache-max-size-mb=${cacheMiB}`,
      // Explicit both ways: gcsfuse turns parallel downloads on by itself when the cache is on.
      `file-cache-enable-parallel-downloads=${parallelDownloads}`,
    );
  } else {
    readBlocks = input.bufferedRead?.maxBlocks ?? DEFAULT_READ_GLOBAL_MAX_BLOCKS;
    // The blocks count against the container's memory at synth: a token cannot stand in for them.
    if (isUnresolved(readBlocks)) checkNumber(scope, 'storage.bufferedRead.maxBlocks', readBlocks, READ_BLOCKS_RULE);
    if (!Number.isInteger(readBlocks) || readBlocks < 1) {
      const fix = 'give a whole number of at least 1';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-READ-BLOCKS',
        `bufferedRead.maxBlocks is ${readBlocks}: ${fix} (each block holds ${DEFAULT_READ_BLOCK_SIZE} of memory; gcsfuse's 0 turns buffering off and -1 removes the memory bound)`,
        scope,
        { property: 'storage.bufferedRead.maxBlocks', value: String(readBlocks), fix },
      );
    }
    options.push('enable-buffered-read=true', `read-global-max-blocks=${readBlocks}`);
  }
  options.push(...extra.map((option) => option.raw));
  return {
    mode,
    modeDefaulted: !input.fileCache && !input.bufferedRead,
    options,
    cacheSize,
    readBlocks,
    readBlockSize,
  };
}

function parseOptions(scope: IConstruct, mountOptions: string[]): ParsedOption[] {
  const parsed: ParsedOption[] = [];
  for (const [index, raw] of mountOptions.entries()) {
    const property = `storage.mountOptions[${index}]`;
    if (isUnresolved(raw)) {
      const fix = 'give them as plain text';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-TOKEN',
        `a mount option is a Terraform reference: mount options are checked at synth, so ${fix}`,
        scope,
        { property, value: TOKEN_IN_WORDS, fix },
      );
    }
    if (raw.startsWith('-')) {
      const fix = `write it without the leading dashes ("${raw.replace(/^-+/, '')}")`;
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-DASHES',
        `mount option "${raw}" starts with "-": Cloud Run passes each option to gcsfuse as a flag itself, so ${fix}`,
        scope,
        { property, value: raw, fix },
      );
    }
    if (raw.length === 0 || /\s/.test(raw)) {
      const fix = 'give one flag per entry, as name or name=value';
      throw new ValidationError('GPUM-CR-GCSFUSE-SYNTAX', `mount option "${raw}" is empty or has white space: ${fix}`, scope, {
        property,
        value: raw,
        fix,
      });
    }
    const separator = raw.indexOf('=');
    const name = separator >= 0 ? raw.slice(0, separator) : raw;
    const value = separator >= 0 ? raw.slice(separator + 1) : undefined;
    const flag = GCSFUSE_FLAGS[name];
    if (!flag) throw unknownFlag(scope, property, raw, name);
    if (parsed.some((option) => option.name === name)) {
      const fix = 'keep one';
      throw new ValidationError('GPUM-CR-GCSFUSE-DUPLICATE', `mount option "${name}" is given twice: ${fix}`, scope, {
        property,
        value: raw,
        fix,
      });
    }
    checkCloudRunSupport(scope, property, raw, name, value);
    checkValue(scope, property, raw, name, value, flag);
    if (flag.deprecated) {
      addWarning(
        scope,
        'GPUM-CR-GCSFUSE-DEPRECATED',
        `mount option "${name}" is deprecated in gcsfuse: ${flag.deprecationWarning ?? flag.usage} Remove it`,
      );
    }
    if (flag.hidden) {
      addWarning(
        scope,
        'GPUM-CR-GCSFUSE-HIDDEN',
        `mount option "${name}" is a hidden (experimental or internal) gcsfuse flag. Cloud Run does not publish which gcsfuse version it runs, and an older one refuses unknown flags and fails the instance's start; try it on a test revision first`,
      );
    }
    parsed.push({ raw, name, value, flag, property });
  }
  return parsed;
}

function checkAgainstMode(scope: IConstruct, options: ParsedOption[], input: GcsfuseMountInput): void {
  for (const { raw, name, value, property } of options) {
    if (name === 'file-cache-enable-parallel-downloads' && !input.fileCache && value?.toLowerCase() !== 'false') {
      const fix = 'Set fileCache: { size } to download into a cache, or remove the option';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE',
        `mount option "file-cache-enable-parallel-downloads" without a file cache: gcsfuse refuses to start ("file cache should be enabled for parallel download support"). ${fix}`,
        scope,
        { property, value: raw, fix },
      );
    }
    const managedBy = MANAGED_FLAGS[name];
    if (managedBy) {
      const fix = 'remove it from mountOptions and use that instead';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-MANAGED',
        `mount option "${name}" is set by the construct from ${managedBy}: ${fix}`,
        scope,
        {
          property,
          value: raw,
          fix,
        },
      );
    }
    if (name.startsWith('file-cache-') && !input.fileCache) {
      const fix = 'Set fileCache: { size } or remove the option';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-CACHE-FLAG',
        `mount option "${name}" tunes gcsfuse's file cache, and this mount has none, so gcsfuse would ignore it. ${fix}`,
        scope,
        { property, value: raw, fix },
      );
    }
    if (PARALLEL_DOWNLOAD_FLAGS.includes(name) && input.fileCache?.parallelDownloads === false) {
      const fix = 'Remove the option or set parallelDownloads: true';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-CACHE-FLAG',
        `mount option "${name}" tunes parallel downloads, which fileCache.parallelDownloads turns off. ${fix}`,
        scope,
        { property, value: raw, fix },
      );
    }
    if (BUFFERED_READ_FLAGS.includes(name) && input.fileCache) {
      const fix = 'Remove the option, or use bufferedRead instead of fileCache';
      throw new ValidationError(
        'GPUM-CR-GCSFUSE-BUFFERED-FLAG',
        `mount option "${name}" tunes buffered reads, which gcsfuse turns off when the file cache is on. ${fix}`,
        scope,
        { property, value: raw, fix },
      );
    }
  }
}

function checkValue(scope: IConstruct, property: string, raw: string, name: string, value: string | undefined, flag: GcsfuseFlag): void {
  const fail = (expected: string): ValidationError =>
    new ValidationError('GPUM-CR-GCSFUSE-VALUE', `mount option "${raw}": gcsfuse's "${name}" takes ${expected} (${flag.usage})`, scope, {
      property,
      value: raw,
      fix: expected,
    });
  if (flag.type === 'bool') {
    if (value !== undefined && !GO_BOOL.includes(value.toLowerCase())) throw fail('true or false, or no value for true');
    return;
  }
  if (value === undefined || value.length === 0) throw fail(`a value of type ${flag.type}: write ${name}=<value>`);
  const ok = ((): boolean => {
    switch (flag.type) {
      case 'int':
        return /^-?\d+$/.test(value);
      case 'float64':
        return /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value);
      case 'duration':
        return GO_DURATION.test(value);
      case 'octal':
        return /^0?[0-7]{1,4}$/.test(value);
      case '[]int':
        return value.split(',').every((part) => /^-?\d+$/.test(part));
      default:
        return ENUM_VALUES[flag.type] ? ENUM_VALUES[flag.type].includes(value.toLowerCase()) : true;
    }
  })();
  if (!ok) {
    const expected: Record<string, string> = {
      int: 'a whole number',
      float64: 'a number',
      duration: 'a Go duration such as 30s, 1m or 1h30m',
      octal: 'an octal mode such as 0644',
      '[]int': 'comma-separated whole numbers',
    };
    throw fail(expected[flag.type] ?? `one of ${(ENUM_VALUES[flag.type] ?? []).join(', ')}`);
  }
}

function unknownFlag(scope: IConstruct, property: string, raw: string, name: string): ValidationError {
  const dotted = name.replace(/:/g, '.');
  const byConfigPath = Object.entries(GCSFUSE_FLAGS).find(([, flag]) => flag.configPath === dotted && dotted.includes('.'));
  if (byConfigPath) {
    const fix = `write "${byConfigPath[0]}${raw.slice(name.length)}"`;
    return new ValidationError(
      'GPUM-CR-GCSFUSE-UNKNOWN-FLAG',
      `mount option "${raw}" uses gcsfuse's config-file key "${name}"; Cloud Run mount options take the command-line flag: ${fix}`,
      scope,
      { property, value: raw, fix },
    );
  }
  const suggestions = Object.keys(GCSFUSE_FLAGS)
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .filter(({ candidate, distance }) => distance <= 3 || candidate.includes(name))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => `"${candidate}"`);
  const fix = `${suggestions.length ? `did you mean ${suggestions.join(' or ')}? ` : ''}Flags are gcsfuse's command-line flags without "--" (see schemas/gcsfuse-params.yaml)`;
  return new ValidationError(
    'GPUM-CR-GCSFUSE-UNKNOWN-FLAG',
    `mount option "${raw}": gcsfuse has no flag "${name}"${suggestions.length ? '; ' : '. '}${fix}`,
    scope,
    { property, value: raw, fix },
  );
}
