import { collectAdvice } from '../../src/core/advice';
import { Lazy, Testing, TerraformStack } from '../../src/core/framework';
import { GcsfuseMountInput, GcsfuseReadMode, planGcsfuseMount } from '../../src/google/gcsfuse-mount-options';
import { GCSFUSE_FLAGS } from '../../src/google/generated/gcsfuse-flags';
import { Size } from '../../src/core/size';
import { thrown } from '../support/errors';

function plan(input: Partial<GcsfuseMountInput> = {}) {
  const scope = new TerraformStack(Testing.app(), 'test');
  const result = planGcsfuseMount(scope, { onlyDir: 'models/llama', cacheVolumeName: 'model-cache', ...input });
  return { result, advice: collectAdvice(scope) };
}

const cache = { fileCache: { size: Size.gibibytes(8) } };

describe('gcsfuse mount options', () => {
  test("the flag list is gcsfuse's own, with types", () => {
    expect(GCSFUSE_FLAGS['implicit-dirs']).toEqual(expect.objectContaining({ type: 'bool' }));
    expect(GCSFUSE_FLAGS['file-cache-max-size-mb']).toEqual(
      expect.objectContaining({ type: 'int', configPath: 'file-cache.max-size-mb', default: '-1' }),
    );
    expect(GCSFUSE_FLAGS['read-global-max-blocks'].default).toBe('40');
    expect(Object.keys(GCSFUSE_FLAGS).length).toBeGreaterThan(150);
  });

  test('file cache mode', () => {
    const { result } = plan(cache);
    expect(result.mode).toBe(GcsfuseReadMode.FILE_CACHE);
    expect(result.cacheSize?.toGibibytes()).toBe(8);
    expect(result.options).toEqual([
      'only-dir=models/llama',
      'cache-dir=cr-volume:model-cache',
      'file-cache-max-size-mb=8192',
      'file-cache-enable-parallel-downloads=true',
    ]);
  });

  test('buffered read mode, chosen or by default', () => {
    expect(plan({ bufferedRead: { maxBlocks: 10 } }).result).toEqual(
      expect.objectContaining({ mode: GcsfuseReadMode.BUFFERED_READ, modeDefaulted: false, readBlocks: 10 }),
    );
    expect(plan().result).toEqual(expect.objectContaining({ mode: GcsfuseReadMode.BUFFERED_READ, modeDefaulted: true, readBlocks: 40 }));
  });

  test.each([
    [{ bufferedRead: { maxBlocks: 0 } }, /GPUM-CR-GCSFUSE-READ-BLOCKS/],
    [{ bufferedRead: { maxBlocks: -1 } }, /GPUM-CR-GCSFUSE-READ-BLOCKS/],
    [{ fileCache: { size: Size.kibibytes(10) } }, /GPUM-CR-GCSFUSE-CACHE-SIZE/],
  ])('bad mode settings fail: %j', (input, error) => {
    expect(() => plan(input as Partial<GcsfuseMountInput>)).toThrow(error);
  });

  test.each([
    ['--implicit-dirs', /GPUM-CR-GCSFUSE-DASHES.*write it without the leading dashes \("implicit-dirs"\)/],
    ['-o=ro', /GPUM-CR-GCSFUSE-DASHES/],
    ['no-such-flag', /GPUM-CR-GCSFUSE-UNKNOWN-FLAG.*gcsfuse has no flag "no-such-flag"/],
    ['metadata-cache-tll-secs=10', /did you mean "metadata-cache-ttl-secs"/],
    ['file-cache:max-size-mb=100', /GPUM-CR-GCSFUSE-UNKNOWN-FLAG.*config-file key.*write "file-cache-max-size-mb=100"/],
    ['metadata-cache.ttl-secs=-1', /write "metadata-cache-ttl-secs=-1"/],
    ['implicit-dirs=yes', /GPUM-CR-GCSFUSE-VALUE.*true or false/],
    ['metadata-cache-ttl-secs', /GPUM-CR-GCSFUSE-VALUE.*write metadata-cache-ttl-secs=<value>/],
    ['metadata-cache-ttl-secs=1m', /GPUM-CR-GCSFUSE-VALUE.*a whole number/],
    ['http-client-timeout=30', /GPUM-CR-GCSFUSE-VALUE.*Go duration/],
    ['file-mode=999', /GPUM-CR-GCSFUSE-VALUE.*octal/],
    ['log-severity=verbose', /GPUM-CR-GCSFUSE-VALUE.*trace, debug, info, warning, error, off/],
    ['client-protocol=http3', /GPUM-CR-GCSFUSE-VALUE.*http1, http2, grpc, httpmtls/],
    ['implicit-dirs implicit-dirs', /GPUM-CR-GCSFUSE-SYNTAX/],
    ['', /GPUM-CR-GCSFUSE-SYNTAX/],
    ['only-dir=other', /GPUM-CR-GCSFUSE-MANAGED.*storagePath/],
    ['cache-dir=/tmp', /GPUM-CR-GCSFUSE-MANAGED/],
    ['enable-buffered-read', /GPUM-CR-GCSFUSE-MANAGED.*bufferedRead/],
    ['read-global-max-blocks=100', /GPUM-CR-GCSFUSE-MANAGED.*bufferedRead.maxBlocks/],
    [
      'file-cache-enable-parallel-downloads=true',
      /GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE.*file cache should be enabled for parallel download support/,
    ],
    ['file-cache-parallel-downloads-per-file=8', /GPUM-CR-GCSFUSE-CACHE-FLAG.*has none/],
    ['file-cache-cache-file-for-range-read', /GPUM-CR-GCSFUSE-CACHE-FLAG/],
  ])('without a file cache, "%s" fails', (option, error) => {
    expect(() => plan({ mountOptions: [option] })).toThrow(error);
  });

  test.each([
    ['file-cache-enable-parallel-downloads=false', /GPUM-CR-GCSFUSE-MANAGED.*fileCache.parallelDownloads/],
    ['file-cache-max-size-mb=100', /GPUM-CR-GCSFUSE-MANAGED.*fileCache.size/],
    ['read-block-size-mb=32', /GPUM-CR-GCSFUSE-BUFFERED-FLAG/],
    ['read-max-blocks-per-handle=4', /GPUM-CR-GCSFUSE-BUFFERED-FLAG/],
  ])('with a file cache, "%s" fails', (option, error) => {
    expect(() => plan({ ...cache, mountOptions: [option] })).toThrow(error);
  });

  test('parallel-download tuning without parallel downloads fails', () => {
    expect(() =>
      plan({
        fileCache: { size: Size.gibibytes(8), parallelDownloads: false },
        mountOptions: ['file-cache-parallel-downloads-per-file=8'],
      }),
    ).toThrow(/GPUM-CR-GCSFUSE-CACHE-FLAG.*parallelDownloads turns off/);
    expect(
      plan({ ...cache, mountOptions: ['file-cache-parallel-downloads-per-file=8', 'file-cache-download-chunk-size-mb=64'] }).result.options,
    ).toContain('file-cache-parallel-downloads-per-file=8');
  });

  test('a flag given twice, or as a Terraform reference, fails', () => {
    expect(() => plan({ mountOptions: ['implicit-dirs', 'implicit-dirs=false'] })).toThrow(/GPUM-CR-GCSFUSE-DUPLICATE/);
    expect(() => plan({ mountOptions: [Lazy.stringValue({ produce: () => 'implicit-dirs' })] })).toThrow(/GPUM-CR-GCSFUSE-TOKEN/);
    expect(thrown(() => plan({ mountOptions: ['implicit-dirs', 'implicit-dirs=false'] }))).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-DUPLICATE',
      property: 'storage.mountOptions[1]',
      value: 'implicit-dirs=false',
      fix: 'keep one',
    });
    expect(thrown(() => plan({ mountOptions: [Lazy.stringValue({ produce: () => 'implicit-dirs' })] }))).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-TOKEN',
      property: 'storage.mountOptions[0]',
      value: 'a Terraform token, known only at apply',
      fix: 'give them as plain text',
    });
  });

  test.each([
    ['--implicit-dirs', {}, 'GPUM-CR-GCSFUSE-DASHES', 'write it without the leading dashes ("implicit-dirs")'],
    ['implicit-dirs implicit-dirs', {}, 'GPUM-CR-GCSFUSE-SYNTAX', 'give one flag per entry, as name or name=value'],
    ['file-cache:max-size-mb=100', {}, 'GPUM-CR-GCSFUSE-UNKNOWN-FLAG', 'write "file-cache-max-size-mb=100"'],
    ['implicit-dirs=yes', {}, 'GPUM-CR-GCSFUSE-VALUE', 'true or false, or no value for true'],
    ['only-dir=other', {}, 'GPUM-CR-GCSFUSE-MANAGED', 'remove it from mountOptions and use that instead'],
    [
      'file-cache-enable-parallel-downloads=true',
      {},
      'GPUM-CR-GCSFUSE-PARALLEL-WITHOUT-CACHE',
      'Set fileCache: { size } to download into a cache, or remove the option',
    ],
    ['file-cache-parallel-downloads-per-file=8', {}, 'GPUM-CR-GCSFUSE-CACHE-FLAG', 'Set fileCache: { size } or remove the option'],
    [
      'file-cache-parallel-downloads-per-file=8',
      { fileCache: { size: Size.gibibytes(8), parallelDownloads: false } },
      'GPUM-CR-GCSFUSE-CACHE-FLAG',
      'Remove the option or set parallelDownloads: true',
    ],
    ['read-block-size-mb=32', cache, 'GPUM-CR-GCSFUSE-BUFFERED-FLAG', 'Remove the option, or use bufferedRead instead of fileCache'],
  ])('"%s" after a good option: the error names mountOptions[1], the option and the fix', (option, input, code, fix) => {
    const error = thrown(() => plan({ ...input, mountOptions: ['o=ro', option] }));
    expect(error).toMatchObject({ code, property: 'storage.mountOptions[1]', value: option, fix });
    expect(error.message).toContain(fix);
  });

  test('an unknown flag: the fix is the suggestion and the rule, as the message gives them', () => {
    const error = thrown(() => plan({ mountOptions: ['metadata-cache-tll-secs=10'] }));
    expect(error).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-UNKNOWN-FLAG',
      property: 'storage.mountOptions[0]',
      value: 'metadata-cache-tll-secs=10',
      fix: expect.stringMatching(/^did you mean "metadata-cache-ttl-secs".*\? Flags are gcsfuse's command-line flags without "--"/),
    });
    expect(error.message).toContain(`; ${error.fix}`);
  });

  test('fileCache and bufferedRead both, a cache of 10 KiB and 0 read blocks: the errors name the props and the fix', () => {
    const both = thrown(() => plan({ ...cache, bufferedRead: { maxBlocks: 10 } }));
    expect(both).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-MODES',
      property: 'storage.fileCache, storage.bufferedRead',
      fix: 'Keep one: fileCache to hold the model in an in-memory cache, bufferedRead for read-ahead with a bounded memory cost',
    });
    expect(both.value).toBeUndefined();
    expect(thrown(() => plan({ fileCache: { size: Size.kibibytes(10) } }))).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-CACHE-SIZE',
      property: 'storage.fileCache.size',
      value: '10 KiB',
      fix: "give at least 1 MiB, for example the model's size",
    });
    expect(thrown(() => plan({ bufferedRead: { maxBlocks: 0 } }))).toMatchObject({
      code: 'GPUM-CR-GCSFUSE-READ-BLOCKS',
      property: 'storage.bufferedRead.maxBlocks',
      value: '0',
      fix: 'give a whole number of at least 1',
    });
  });

  test.each([
    'implicit-dirs',
    'implicit-dirs=false',
    'metadata-cache-ttl-secs=-1',
    'stat-cache-max-size-mb=-1',
    'type-cache-max-size-mb=-1',
    'kernel-list-cache-ttl-secs=-1',
    'client-protocol=grpc',
    'max-conns-per-host=0',
    'file-mode=0444',
    'http-client-timeout=1m30s',
    'log-severity=WARNING',
    'sequential-read-size-mb=200',
    'limit-bytes-per-sec=-1',
    'o=ro',
  ])('"%s" passes', (option) => {
    expect(plan({ mountOptions: [option] }).result.options).toContain(option);
  });

  test("a deprecated flag warns with gcsfuse's own deprecation text", () => {
    const { result, advice } = plan({ mountOptions: ['debug_fuse'] });
    expect(result.options).toContain('debug_fuse');
    expect(advice.map((a) => a.id)).toEqual(['GPUM-CR-GCSFUSE-DEPRECATED']);
    expect(advice[0].message).toContain('mount option "debug_fuse" is deprecated in gcsfuse: Please set log-severity to TRACE instead.');
  });

  test("a hidden (experimental) flag warns that Cloud Run's gcsfuse may not know it; a public one does not", () => {
    const hidden = plan({ mountOptions: ['read-block-size-mb=32'] }).advice;
    expect(hidden.map((a) => a.id)).toEqual(['GPUM-CR-GCSFUSE-HIDDEN']);
    expect(hidden[0].message).toMatch(/"read-block-size-mb" is a hidden \(experimental or internal\) gcsfuse flag/);
    expect(plan({ mountOptions: ['implicit-dirs'] }).advice).toEqual([]);
    expect(plan({ mountOptions: ['metadata-cache-ttl-secs=-1'] }).advice).toEqual([]);
  });
});
