import { IConstruct } from 'constructs';
import { ValidationError } from '../core/errors';
import { GCSFUSE_FLAGS } from './generated/gcsfuse-flags';

/** One mount option, split into flag and value (already checked for its type). */
export interface GcsfuseOptionValue {
  readonly raw: string;
  readonly name: string;
  readonly value?: string;
}

/** What the value rules need to know about the mount. */
export interface GcsfuseValueContext {
  /** The mount has a file cache. */
  readonly fileCache: boolean;
  /** Parallel downloads into the file cache are on. */
  readonly parallelDownloads: boolean;
}

/** gcsfuse's largest TTL: the seconds a Go time.Duration holds (`maxSupportedTTLInSeconds`). */
const MAX_TTL_SECONDS = 9223372036;
/** gcsfuse's `maxSequentialReadSizeMB`. */
const MAX_SEQUENTIAL_READ_SIZE_MB = 1024;
/** gcsfuse's `maxSupportedStatCacheMaxSizeMB`. */
const MAX_STAT_CACHE_SIZE_MB = 17592186044415;
/** gcsfuse's `util.MaxMiBsInInt64`. */
const MAX_MIBS_IN_INT64 = 8796093022207;
/** gcsfuse's `CacheUtilMinimumAlignSizeForWriting`. */
const CACHE_WRITE_ALIGNMENT = 4096;

/** A whole-number range gcsfuse enforces at start, and gcsfuse's own words when it refuses. */
interface IntRange {
  readonly min?: number;
  readonly max?: number;
  /** -1 means "no limit" and is allowed below `min`. */
  readonly unlimited?: boolean;
  readonly gcsfuseSays: string;
}

/**
 * The ranges gcsfuse's `cfg/validate.go` (`ValidateConfig`) checks before it mounts: outside them
 * gcsfuse exits, and the Cloud Run instance never starts.
 */
const INT_RANGES: Record<string, IntRange> = {
  'file-cache-max-parallel-downloads': { min: -1, gcsfuseSays: "the value of max-parallel-downloads for file-cache can't be less than -1" },
  'file-cache-parallel-downloads-per-file': {
    min: 1,
    gcsfuseSays: "the value of parallel-downloads-per-file for file-cache can't be less than 1",
  },
  'file-cache-download-chunk-size-mb': { min: 1, gcsfuseSays: "the value of download-chunk-size-mb for file-cache can't be less than 1" },
  'sequential-read-size-mb': {
    min: 1,
    max: MAX_SEQUENTIAL_READ_SIZE_MB,
    gcsfuseSays: `sequential-read-size-mb should be between 1 and ${MAX_SEQUENTIAL_READ_SIZE_MB}`,
  },
  'kernel-list-cache-ttl-secs': {
    min: -1,
    max: MAX_TTL_SECONDS,
    gcsfuseSays: "invalid kernelListCacheTtlSecs: the value of ttl-secs can't be less than -1 (at most 9223372036)",
  },
  'metadata-cache-ttl-secs': {
    min: -1,
    max: MAX_TTL_SECONDS,
    gcsfuseSays: "the value of ttl-secs for metadata-cache can't be less than -1 (at most 9223372036)",
  },
  'metadata-cache-negative-ttl-secs': {
    min: -1,
    max: MAX_TTL_SECONDS,
    gcsfuseSays: "the value of negative-ttl-secs for metadata-cache can't be less than -1 (at most 9223372036)",
  },
  'type-cache-max-size-mb': { min: -1, gcsfuseSays: "the value of type-cache-max-size-mb for metadata-cache can't be less than -1" },
  'stat-cache-max-size-mb': {
    min: -1,
    max: MAX_STAT_CACHE_SIZE_MB,
    gcsfuseSays: `the value of stat-cache-max-size-mb for metadata-cache can't be less than -1 (at most ${MAX_STAT_CACHE_SIZE_MB})`,
  },
  'stat-cache-capacity': { min: 0, gcsfuseSays: "invalid value of stat-cache-capacity, can't be less than 0" },
  'metadata-prefetch-max-workers': {
    min: -1,
    gcsfuseSays: 'invalid value of metadata-cache.metadata-prefetch-max-workers; should be >=0 or -1 (for infinite)',
  },
  'metadata-prefetch-entries-limit': {
    min: -1,
    gcsfuseSays: 'invalid value of metadata-cache.metadata-prefetch-entries-limit; should be >=0 or -1 (for infinite)',
  },
  'log-rotate-max-file-size-mb': { min: 1, gcsfuseSays: 'max-file-size-mb should be atleast 1' },
  'log-rotate-backup-file-count': { min: 0, gcsfuseSays: 'backup-file-count should be 0 (to retain all backup files) or a positive value' },
  'prometheus-port': { max: 65535, gcsfuseSays: 'prometheus-port must not be higher than the maximum allowed port number: 65535' },
  'metrics-workers': { min: 1, gcsfuseSays: 'number of metrics workers cannot be less than 1' },
  'metrics-buffer-size': { min: 1, gcsfuseSays: 'metrics buffer size cannot be less than 1' },
  'mrd-pool-size': { min: 1, gcsfuseSays: 'invalid value of mrd-pool-size; should be >=1' },
  // Buffered reads (gcsfuse checks these only with enable-buffered-read, which every mount without a file cache has here).
  'read-block-size-mb': {
    min: 1,
    max: MAX_MIBS_IN_INT64,
    gcsfuseSays: `invalid value of read-block-size-mb; can't be less than 1 or more than ${MAX_MIBS_IN_INT64}`,
  },
  'read-start-blocks-per-handle': {
    min: 1,
    unlimited: true,
    gcsfuseSays: 'invalid value of read-start-blocks-per-handle; should be >=1 or -1 (for infinite)',
  },
  'read-max-blocks-per-handle': {
    min: 1,
    unlimited: true,
    gcsfuseSays: 'invalid value of read-max-blocks-per-handle; should be >=1 or -1 (for infinite)',
  },
  'read-min-blocks-per-handle': {
    min: 1,
    gcsfuseSays: 'invalid value of read-min-blocks-per-handle; should be >=1 or less than or equal to read-max-blocks-per-handle',
  },
};

/** String flags gcsfuse accepts only a few values for. */
const STRING_CHOICES: Record<string, { values: string[]; gcsfuseSays: string }> = {
  profile: { values: ['aiml-training', 'aiml-serving', 'aiml-checkpointing'], gcsfuseSays: 'Unknown profile' },
  'experimental-metadata-prefetch-on-mount': {
    values: ['disabled', 'sync', 'async'],
    gcsfuseSays: 'unsupported metadata-prefix-mode; supported values: disabled, sync, async',
  },
};

/** Flags gcsfuse compiles as Go (RE2) regular expressions at start. */
const REGEX_FLAGS = ['file-cache-include-regex', 'file-cache-exclude-regex'];

/**
 * Checks the values of the user's mount options against the rules gcsfuse applies before it mounts
 * (GoogleCloudPlatform/gcsfuse `cfg/validate.go`): ranges, the few values some string flags take,
 * regular expressions that compile, and the rules that tie flags together. gcsfuse refuses to
 * start on any of them, and Cloud Run's instance then fails, often without a log line.
 */
export function checkGcsfuseValues(scope: IConstruct, options: GcsfuseOptionValue[], context: GcsfuseValueContext): void {
  const byName = new Map(options.map((option) => [option.name, option]));
  const fail = (option: GcsfuseOptionValue, gcsfuseSays: string, fix: string): ValidationError =>
    new ValidationError(
      'GPUM-CR-GCSFUSE-VALUE',
      `mount option "${option.raw}": gcsfuse refuses to start ("${gcsfuseSays}"). ${fix}`,
      scope,
      {
        // The options are the user's mountOptions, in their order.
        property: `storage.mountOptions[${options.indexOf(option)}]`,
        value: option.raw,
        fix,
      },
    );
  const number = (name: string): number | undefined => {
    const given = byName.get(name)?.value;
    return given !== undefined ? Number(given) : undefined;
  };

  for (const option of options) {
    const range = INT_RANGES[option.name];
    if (range && option.value !== undefined) {
      const value = Number(option.value);
      const belowMin = range.min !== undefined && value < range.min && !(range.unlimited && value === -1);
      const aboveMax = range.max !== undefined && value > range.max;
      if (belowMin || aboveMax) throw fail(option, range.gcsfuseSays, `Give ${describeRange(range)}`);
    }
    const choices = STRING_CHOICES[option.name];
    if (choices && !choices.values.includes(option.value ?? '')) {
      throw fail(option, choices.gcsfuseSays, `Give one of ${choices.values.join(', ')}`);
    }
    if (REGEX_FLAGS.includes(option.name)) {
      const problem = re2Problem(option.value ?? '');
      if (problem)
        throw fail(
          option,
          `invalid regex value provided for ${option.name.replace(/^file-cache-/, '')}`,
          `It is not a valid Go (RE2) regular expression: ${problem}`,
        );
    }
  }

  const minBlocks = byName.get('read-min-blocks-per-handle');
  if (minBlocks) {
    const max = number('read-max-blocks-per-handle') ?? Number(GCSFUSE_FLAGS['read-max-blocks-per-handle']?.default ?? 20);
    if (max !== -1 && Number(minBlocks.value) > max) {
      throw fail(
        minBlocks,
        INT_RANGES['read-min-blocks-per-handle'].gcsfuseSays,
        `read-min-blocks-per-handle may not exceed read-max-blocks-per-handle (${max}${byName.has('read-max-blocks-per-handle') ? '' : ", gcsfuse's default"}): lower it or raise read-max-blocks-per-handle`,
      );
    }
  }

  if (context.fileCache && context.parallelDownloads) {
    const maxParallel = byName.get('file-cache-max-parallel-downloads');
    if (maxParallel && Number(maxParallel.value) === 0) {
      throw fail(
        maxParallel,
        'the value of max-parallel-downloads for file-cache must not be 0 when enable-parallel-downloads is true',
        'Give -1 (no limit) or at least 1, or set fileCache.parallelDownloads: false',
      );
    }
    const writeBuffer = byName.get('file-cache-write-buffer-size');
    if (writeBuffer && Number(writeBuffer.value) < CACHE_WRITE_ALIGNMENT) {
      throw fail(
        writeBuffer,
        "the value of write-buffer-size for file-cache can't be less than 4096",
        `Give a multiple of ${CACHE_WRITE_ALIGNMENT} bytes of at least ${CACHE_WRITE_ALIGNMENT}`,
      );
    }
    if (writeBuffer && Number(writeBuffer.value) % CACHE_WRITE_ALIGNMENT !== 0) {
      throw fail(
        writeBuffer,
        'the value of write-buffer-size for file-cache should be in multiple of 4096',
        `Give a multiple of ${CACHE_WRITE_ALIGNMENT} bytes, for example ${Math.ceil(Number(writeBuffer.value) / CACHE_WRITE_ALIGNMENT) * CACHE_WRITE_ALIGNMENT}`,
      );
    }
  }

  const stackdriver = byName.get('stackdriver-export-interval');
  const cloudMetrics = byName.get('cloud-metrics-export-interval-secs');
  if (stackdriver && cloudMetrics && !isZeroDuration(stackdriver.value ?? '') && Number(cloudMetrics.value) !== 0) {
    throw fail(
      cloudMetrics,
      'exactly one of stackdriver-export-interval and cloud-metrics-export-interval-secs must be specified',
      'Keep cloud-metrics-export-interval-secs and remove the deprecated stackdriver-export-interval',
    );
  }

  if ((byName.get('enable-read-stall-retry')?.value ?? 'true').toLowerCase() !== 'false') {
    const rate = byName.get('read-stall-req-increase-rate');
    if (rate && !(Number(rate.value) > 0))
      throw fail(rate, "invalid value of increaseRate, can't be 0 or negative", 'Give a number above 0');
    const percentile = byName.get('read-stall-req-target-percentile');
    if (percentile && !(Number(percentile.value) > 0 && Number(percentile.value) < 1)) {
      throw fail(
        percentile,
        'invalid value of targetPercentile, should be in the range (0, 1)',
        'Give a number between 0 and 1, for example 0.99',
      );
    }
  }
}

function describeRange(range: IntRange): string {
  const upTo = range.max !== undefined ? ` and at most ${range.max}` : '';
  if (range.unlimited) return `-1 (no limit) or a whole number of at least ${range.min}${upTo}`;
  if (range.min === -1) return `-1 (no limit) or a whole number of at least 0${upTo}`;
  if (range.min !== undefined && range.max !== undefined) return `a whole number from ${range.min} to ${range.max}`;
  if (range.min !== undefined) return `a whole number of at least ${range.min}`;
  return `a whole number of at most ${range.max}`;
}

function isZeroDuration(value: string): boolean {
  return !/[1-9]/.test(value);
}

/**
 * Why a pattern is not a valid Go regular expression, or undefined when it is. RE2 refuses
 * lookaround and backreferences, which JavaScript accepts; RE2's own syntax that JavaScript lacks
 * (`(?i)` flags, `(?P<name>`, `\A`, `\z`, `[[:alpha:]]`) is rewritten before JavaScript compiles the
 * rest. An approximation of Go's `regexp.Compile`, strict on what both refuse.
 */
export function re2Problem(pattern: string): string | undefined {
  if (/\(\?<?[=!]/.test(pattern)) return 'lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported';
  if (/\\[1-9]/.test(pattern)) return 'backreferences (\\1 ...) are not supported';
  const rewritten = pattern
    .replace(/\(\?[imsU-]+\)/g, '')
    .replace(/\(\?[imsU-]+:/g, '(?:')
    .replace(/\(\?P</g, '(?<')
    .replace(/\\[Az]/g, '')
    .replace(/\[:\^?[a-z]+:\]/g, 'a');
  try {
    new RegExp(rewritten);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
