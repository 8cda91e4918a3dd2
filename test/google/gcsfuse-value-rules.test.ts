import { Testing, TerraformStack } from '../../src/core/framework';
import { Size } from '../../src/core/size';
import { GcsfuseMountInput, planGcsfuseMount } from '../../src/google/gcsfuse-mount-options';
import { re2Problem } from '../../src/google/gcsfuse-value-rules';
import { thrown } from '../support/errors';

function plan(input: Partial<GcsfuseMountInput>) {
  return planGcsfuseMount(new TerraformStack(Testing.app(), 'test'), { onlyDir: 'models/llama', cacheVolumeName: 'model-cache', ...input });
}

const cache = { fileCache: { size: Size.gibibytes(8) } };
const none = {};

/** Each rule of gcsfuse's cfg/validate.go, as [rule, mount, a refused value, gcsfuse's words, the nearest accepted value]. */
const RULES: Array<[string, Partial<GcsfuseMountInput>, string, RegExp, string]> = [
  [
    'parallel-downloads-per-file >= 1',
    cache,
    'file-cache-parallel-downloads-per-file=0',
    /parallel-downloads-per-file for file-cache can't be less than 1.*at least 1/,
    'file-cache-parallel-downloads-per-file=1',
  ],
  [
    'max-parallel-downloads >= -1',
    cache,
    'file-cache-max-parallel-downloads=-2',
    /max-parallel-downloads for file-cache can't be less than -1/,
    'file-cache-max-parallel-downloads=-1',
  ],
  [
    'max-parallel-downloads != 0 with parallel downloads',
    cache,
    'file-cache-max-parallel-downloads=0',
    /must not be 0 when enable-parallel-downloads is true/,
    'file-cache-max-parallel-downloads=1',
  ],
  [
    'download-chunk-size-mb >= 1',
    cache,
    'file-cache-download-chunk-size-mb=0',
    /download-chunk-size-mb for file-cache can't be less than 1/,
    'file-cache-download-chunk-size-mb=1',
  ],
  [
    'write-buffer-size >= 4096 with parallel downloads',
    cache,
    'file-cache-write-buffer-size=2048',
    /write-buffer-size for file-cache can't be less than 4096/,
    'file-cache-write-buffer-size=4096',
  ],
  [
    'write-buffer-size a multiple of 4096',
    cache,
    'file-cache-write-buffer-size=5000',
    /should be in multiple of 4096.*for example 8192/,
    'file-cache-write-buffer-size=8192',
  ],
  [
    'include-regex compiles',
    cache,
    'file-cache-include-regex=(unclosed',
    /invalid regex value provided for include-regex.*not a valid Go \(RE2\) regular expression/,
    'file-cache-include-regex=.*\\.safetensors$',
  ],
  [
    'exclude-regex compiles in RE2 (no lookahead)',
    cache,
    'file-cache-exclude-regex=^(?!models/).*',
    /invalid regex value provided for exclude-regex.*lookahead/,
    'file-cache-exclude-regex=^tmp/',
  ],
  [
    'sequential-read-size-mb >= 1',
    none,
    'sequential-read-size-mb=0',
    /sequential-read-size-mb should be between 1 and 1024.*from 1 to 1024/,
    'sequential-read-size-mb=1',
  ],
  [
    'sequential-read-size-mb <= 1024',
    none,
    'sequential-read-size-mb=1025',
    /sequential-read-size-mb should be between 1 and 1024/,
    'sequential-read-size-mb=1024',
  ],
  [
    'metadata-cache-ttl-secs >= -1',
    none,
    'metadata-cache-ttl-secs=-2',
    /ttl-secs for metadata-cache can't be less than -1.*-1 \(no limit\) or a whole number of at least 0 and at most 9223372036/,
    'metadata-cache-ttl-secs=-1',
  ],
  [
    'metadata-cache-ttl-secs <= 9223372036',
    none,
    'metadata-cache-ttl-secs=9223372037',
    /ttl-secs for metadata-cache/,
    'metadata-cache-ttl-secs=9223372036',
  ],
  [
    'metadata-cache-negative-ttl-secs >= -1',
    none,
    'metadata-cache-negative-ttl-secs=-5',
    /negative-ttl-secs for metadata-cache can't be less than -1/,
    'metadata-cache-negative-ttl-secs=0',
  ],
  ['kernel-list-cache-ttl-secs >= -1', none, 'kernel-list-cache-ttl-secs=-2', /kernelListCacheTtlSecs/, 'kernel-list-cache-ttl-secs=-1'],
  [
    'type-cache-max-size-mb >= -1',
    none,
    'type-cache-max-size-mb=-2',
    /type-cache-max-size-mb for metadata-cache can't be less than -1/,
    'type-cache-max-size-mb=-1',
  ],
  [
    'stat-cache-max-size-mb >= -1',
    none,
    'stat-cache-max-size-mb=-3',
    /stat-cache-max-size-mb for metadata-cache can't be less than -1/,
    'stat-cache-max-size-mb=-1',
  ],
  [
    'stat-cache-max-size-mb <= 17592186044415',
    none,
    'stat-cache-max-size-mb=17592186044416',
    /at most 17592186044415/,
    'stat-cache-max-size-mb=17592186044415',
  ],
  ['stat-cache-capacity >= 0', none, 'stat-cache-capacity=-1', /stat-cache-capacity, can't be less than 0/, 'stat-cache-capacity=0'],
  [
    'metadata-prefetch-max-workers >= -1',
    none,
    'metadata-prefetch-max-workers=-2',
    /metadata-prefetch-max-workers; should be >=0 or -1/,
    'metadata-prefetch-max-workers=0',
  ],
  [
    'metadata-prefetch-entries-limit >= -1',
    none,
    'metadata-prefetch-entries-limit=-2',
    /metadata-prefetch-entries-limit; should be >=0 or -1/,
    'metadata-prefetch-entries-limit=-1',
  ],
  [
    'log-rotate-max-file-size-mb >= 1',
    none,
    'log-rotate-max-file-size-mb=0',
    /max-file-size-mb should be atleast 1/,
    'log-rotate-max-file-size-mb=1',
  ],
  [
    'log-rotate-backup-file-count >= 0',
    none,
    'log-rotate-backup-file-count=-1',
    /backup-file-count should be 0/,
    'log-rotate-backup-file-count=0',
  ],
  [
    'prometheus-port <= 65535',
    none,
    'prometheus-port=70000',
    /prometheus-port must not be higher than the maximum allowed port number: 65535/,
    'prometheus-port=9100',
  ],
  ['metrics-workers >= 1', none, 'metrics-workers=0', /number of metrics workers cannot be less than 1/, 'metrics-workers=1'],
  ['metrics-buffer-size >= 1', none, 'metrics-buffer-size=0', /metrics buffer size cannot be less than 1/, 'metrics-buffer-size=1'],
  ['mrd-pool-size >= 1', none, 'mrd-pool-size=0', /mrd-pool-size; should be >=1/, 'mrd-pool-size=1'],
  ['read-block-size-mb >= 1', none, 'read-block-size-mb=0', /read-block-size-mb; can't be less than 1/, 'read-block-size-mb=1'],
  [
    'read-start-blocks-per-handle >= 1 or -1',
    none,
    'read-start-blocks-per-handle=0',
    /read-start-blocks-per-handle; should be >=1 or -1.*-1 \(no limit\) or a whole number of at least 1/,
    'read-start-blocks-per-handle=-1',
  ],
  [
    'read-max-blocks-per-handle >= 1 or -1',
    none,
    'read-max-blocks-per-handle=-2',
    /read-max-blocks-per-handle; should be >=1 or -1/,
    'read-max-blocks-per-handle=-1',
  ],
  [
    'read-min-blocks-per-handle >= 1',
    none,
    'read-min-blocks-per-handle=0',
    /read-min-blocks-per-handle; should be >=1/,
    'read-min-blocks-per-handle=1',
  ],
  [
    "read-min-blocks-per-handle <= gcsfuse's default read-max-blocks-per-handle (20)",
    none,
    'read-min-blocks-per-handle=21',
    /may not exceed read-max-blocks-per-handle \(20, gcsfuse's default\)/,
    'read-min-blocks-per-handle=20',
  ],
  [
    "profile is one of gcsfuse's",
    none,
    'profile=aiml-inference',
    /Unknown profile.*aiml-training, aiml-serving, aiml-checkpointing/,
    'profile=aiml-serving',
  ],
  [
    'metadata prefetch on mount mode',
    none,
    'experimental-metadata-prefetch-on-mount=eager',
    /disabled, sync, async/,
    'experimental-metadata-prefetch-on-mount=async',
  ],
  [
    'read-stall increase rate > 0',
    none,
    'read-stall-req-increase-rate=0',
    /increaseRate, can't be 0 or negative/,
    'read-stall-req-increase-rate=0.5',
  ],
  [
    'read-stall target percentile in (0, 1)',
    none,
    'read-stall-req-target-percentile=1',
    /targetPercentile, should be in the range \(0, 1\)/,
    'read-stall-req-target-percentile=0.99',
  ],
];

describe("gcsfuse option values are checked with gcsfuse's own start-up rules (cfg/validate.go)", () => {
  test.each(RULES)('%s', (_, mount, refused, words, accepted) => {
    expect(() => plan({ ...mount, mountOptions: [refused] })).toThrow(
      new RegExp(`GPUM-CR-GCSFUSE-VALUE\\].*mount option "${escape(refused)}": gcsfuse refuses to start \\(.*${words.source}`),
    );
    expect(plan({ ...mount, mountOptions: [accepted] }).options).toContain(accepted);
  });

  test('min blocks may not exceed max blocks given alongside, and -1 max means no bound', () => {
    expect(() => plan({ mountOptions: ['read-max-blocks-per-handle=4', 'read-min-blocks-per-handle=5'] })).toThrow(
      /GPUM-CR-GCSFUSE-VALUE.*may not exceed read-max-blocks-per-handle \(4\)/,
    );
    expect(thrown(() => plan({ mountOptions: ['read-max-blocks-per-handle=4', 'read-min-blocks-per-handle=5'] }))).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-VALUE',
      property: 'storage.mountOptions[1]',
      value: 'read-min-blocks-per-handle=5',
      fix: 'read-min-blocks-per-handle may not exceed read-max-blocks-per-handle (4): lower it or raise read-max-blocks-per-handle',
    });
    expect(plan({ mountOptions: ['read-max-blocks-per-handle=-1', 'read-min-blocks-per-handle=50'] }).options).toContain(
      'read-min-blocks-per-handle=50',
    );
  });

  test('parallel-download rules apply only with parallel downloads', () => {
    expect(
      plan({ fileCache: { size: Size.gibibytes(8), parallelDownloads: false }, mountOptions: ['file-cache-write-buffer-size=100'] })
        .options,
    ).toContain('file-cache-write-buffer-size=100');
  });

  test('read-stall rules apply only with read-stall retries on', () => {
    expect(plan({ mountOptions: ['enable-read-stall-retry=false', 'read-stall-req-target-percentile=5'] }).options).toContain(
      'read-stall-req-target-percentile=5',
    );
  });

  test('the two metrics intervals may not both be set', () => {
    expect(() => plan({ mountOptions: ['stackdriver-export-interval=1m', 'cloud-metrics-export-interval-secs=60'] })).toThrow(
      /GPUM-CR-GCSFUSE-VALUE.*exactly one of stackdriver-export-interval and cloud-metrics-export-interval-secs/,
    );
    expect(plan({ mountOptions: ['stackdriver-export-interval=0s', 'cloud-metrics-export-interval-secs=60'] }).options).toContain(
      'cloud-metrics-export-interval-secs=60',
    );
  });

  test.each([
    ['.*\\.safetensors$', undefined],
    ['(?i)^models/.*\\.BIN$', undefined],
    ['(?P<shard>\\d+)-of-\\d+', undefined],
    ['\\Amodels/[[:alpha:]]+\\z', undefined],
    ['(a)\\1', /backreferences/],
    ['x(?<=y)', /lookahead and lookbehind/],
    ['[z-a]', /Range out of order|Invalid regular expression/],
  ])('RE2 syntax: %s', (pattern, problem) => {
    if (problem) expect(re2Problem(pattern)).toMatch(problem);
    else expect(re2Problem(pattern)).toBeUndefined();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
